// Package tokens counts BPE tokens offline with the cl100k_base encoding,
// built into the binary.
//
// The ranks are those of the codec of github.com/tiktoken-go/tokenizer,
// embedded in the binary as a ready-made hash table. The codec's own counting
// runs a backtracking regular expression and is slow (a few MB/s), and its
// vocabulary is a Go map of several MB built at first use, so this package
// splits text with a hand-written equivalent of cl100k's pre-tokenizer
// pattern and does the byte-pair merges itself, caching the counts of short
// pieces. Tests and a differential fuzz target check that the embedded ranks
// and the counts equal the codec's.
//
// Callers should avoid loading the ranks at all when a cheap bound decides:
// a byte-level BPE token is at least one byte long, so a text of n bytes has
// at most n tokens (AtMost does that).
//
// Counts are exact for every text up to 256 KiB, and for any text whose
// long pieces (runs of letters, punctuation or white space over 64 bytes)
// total at most 256 KiB. Past that, the remaining long pieces are estimated
// at the tokens per byte of those merged (see exactLong), so that megabytes
// of blank lines or of one word cost linear time.
package tokens

//go:generate go test -run ^TestEmbeddedRanksEqualCodec$ -update .

import (
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// Encoding is the name of the encoding counted.
const Encoding = "cl100k_base"

// maxID is one past the largest ordinary cl100k_base token id.
const maxID = 100256

var (
	mu    sync.RWMutex
	cache = map[string]int{}
)

const (
	maxCache      = 100000 // pieces cached at most, so memory stays bounded
	maxCachePiece = 64     // longer pieces are not cached
	// longPiece is the length from which pieces are merged with a heap:
	// the simple merge is quadratic, and pieces can be megabytes long.
	longPiece = 64
)

// Count returns the number of cl100k_base tokens of text. Invalid UTF-8
// bytes count as U+FFFD each, as the codec sees them.
func Count(text string) int {
	if text == "" {
		return 0
	}
	if !utf8.ValidString(text) {
		text = replaceInvalid(text)
	}
	n, _ := count(text)
	return n
}

// exactLong is how many bytes of long pieces (longer than maxCachePiece:
// runs of letters, punctuation or white space) one Count merges exactly.
// Merging costs about a microsecond a byte, and a file of megabytes of
// blank lines or of one word is one such piece; real text has a few
// hundred bytes of them. Past this many bytes in one text, a long piece is
// estimated at the rate of tokens per byte of the long pieces merged so
// far (a long piece cut at this point is merged up to it). So a text of up
// to exactLong bytes is always counted exactly, and Count is linear in the
// size of any text.
const exactLong = 256 << 10

// count is Count, and the bytes merged by the heap.
func count(text string) (total, merged int) {
	var longBytes, longTokens int // the long pieces merged exactly
	for i := 0; i < len(text); {
		if text[i] == 0x7f {
			i++ // the codec's compiled pattern matches no piece at DEL: it is dropped
			continue
		}
		j := pieceEnd(text, i)
		p := text[i:j]
		i = j
		if len(p) <= maxCachePiece || merged+len(p) <= exactLong {
			n := countPiece(p)
			if len(p) > maxCachePiece {
				merged += len(p)
				longBytes += len(p)
				longTokens += n
			}
			total += n
			continue
		}
		if _, ok := ranks.get(p); ok {
			total++
			continue
		}
		// Merge what the budget allows, at a rune boundary, and estimate
		// the rest at the rate measured.
		cut := exactLong - merged
		for cut > 0 && !utf8.RuneStart(p[cut]) {
			cut--
		}
		if cut > 0 {
			n := merge(p[:cut])
			merged += cut
			longBytes += cut
			longTokens += n
			total += n
		}
		if rest := len(p) - cut; longBytes > 0 {
			total += max(1, (rest*longTokens+longBytes/2)/longBytes)
		} else {
			total += merge(p[cut:]) // cannot happen: the budget is spent on long pieces
		}
	}
	return total, merged
}

func replaceInvalid(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && n == 1 {
			b.WriteRune(utf8.RuneError)
		} else {
			b.WriteString(s[i : i+n])
		}
		i += n
	}
	return b.String()
}

func countPiece(p string) int {
	if _, ok := ranks.get(p); ok {
		return 1 // most pieces are one token: no lock, no cache
	}
	if len(p) > maxCachePiece {
		return merge(p)
	}
	mu.RLock()
	n, ok := cache[p]
	mu.RUnlock()
	if ok {
		return n
	}
	n = merge(p)
	mu.Lock()
	if len(cache) < maxCache {
		cache[strings.Clone(p)] = n // p would keep the whole text alive
	}
	mu.Unlock()
	return n
}

// merge counts the tokens of one piece by byte-pair merging: repeatedly join
// the adjacent pair whose joined bytes have the lowest rank (the leftmost on
// a tie) until no adjacent pair is a token. The rank of each adjacent pair is
// kept, and only the two pairs beside a merge are looked up again.
func merge(p string) int {
	if _, ok := ranks.get(p); ok {
		return 1
	}
	if len(p) > longPiece {
		return mergeLong(p)
	}
	const none = int(^uint(0) >> 1)
	parts := make([]int, len(p)+1) // part i is p[parts[i]:parts[i+1]]
	for i := range parts {
		parts[i] = i
	}
	pairRank := func(i int) int { // rank of parts i and i+1 joined
		if i+2 >= len(parts) {
			return none
		}
		if r, ok := ranks.get(p[parts[i]:parts[i+2]]); ok {
			return r
		}
		return none
	}
	rk := make([]int, len(parts))
	for i := range rk {
		rk[i] = pairRank(i)
	}
	for len(parts) > 2 {
		best, at := none, -1
		for i := 0; i+2 < len(parts); i++ {
			if rk[i] < best {
				best, at = rk[i], i
			}
		}
		if at < 0 {
			break
		}
		parts = append(parts[:at+1], parts[at+2:]...)
		rk = append(rk[:at+1], rk[at+2:]...)
		rk[at] = pairRank(at)
		if at > 0 {
			rk[at-1] = pairRank(at - 1)
		}
	}
	return len(parts) - 1
}

func isL(r rune) bool { return unicode.IsLetter(r) }
func isN(r rune) bool { return unicode.IsNumber(r) }

// isS is the pattern's \s: [\f\n\r\t\v\x85\p{Z}], the same set as Unicode
// White_Space.
func isS(r rune) bool { return unicode.IsSpace(r) }

// isPunct is the pattern's [^\s\p{L}\p{N}], less DEL, which the codec's
// compiled pattern leaves out of every class.
func isPunct(r rune) bool { return !isS(r) && !isL(r) && !isN(r) && r != 0x7f }

func isNL(r rune) bool { return r == '\r' || r == '\n' }

func at(s string, i int) (rune, int) { return utf8.DecodeRuneInString(s[i:]) }

// pieceEnd returns where the pre-tokenizer piece starting at i ends. It
// follows cl100k's pattern, alternatives tried in order at each position:
//
//	(?i:'s|'t|'re|'ve|'m|'ll|'d) | [^\r\n\p{L}\p{N}]?\p{L}+ | \p{N}{1,3} |
//	 ?[^\s\p{L}\p{N}]+[\r\n]* | \s*[\r\n]+ | \s+(?!\S) | \s+
func pieceEnd(s string, i int) int {
	r, n := at(s, i)
	if r == '\'' {
		if j := contraction(s, i+1); j > 0 {
			return j
		}
	}
	if isL(r) {
		return letters(s, i)
	}
	if !isNL(r) && !isN(r) && r != 0x7f && i+n < len(s) {
		if r2, _ := at(s, i+n); isL(r2) {
			return letters(s, i+n)
		}
	}
	if isN(r) {
		j := i + n
		for k := 1; k < 3 && j < len(s); k++ {
			r2, n2 := at(s, j)
			if !isN(r2) {
				break
			}
			j += n2
		}
		return j
	}
	j := i
	if r == ' ' {
		j = i + 1
	}
	if j < len(s) {
		if r2, _ := at(s, j); isPunct(r2) {
			for j < len(s) {
				r3, n3 := at(s, j)
				if !isPunct(r3) {
					break
				}
				j += n3
			}
			for j < len(s) && (s[j] == '\r' || s[j] == '\n') {
				j++
			}
			return j
		}
	}
	// White space: r is \s here. The codec's compiled pattern ends
	// \s*[\r\n]+ at the first run of newlines in the white space (not the
	// last, as a backtracking reading of the pattern would): follow it.
	end, lastStart := i, i
	for end < len(s) {
		r3, n3 := at(s, end)
		if !isS(r3) {
			break
		}
		if isNL(r3) {
			for end < len(s) && (s[end] == '\r' || s[end] == '\n') {
				end++
			}
			return end
		}
		lastStart = end
		end += n3
	}
	if end == i {
		return i + n // cannot happen: every rune matches some alternative
	}
	if end == len(s) || lastStart == i {
		return end
	}
	return lastStart
}

// letters returns the end of the run of letters starting at i.
func letters(s string, i int) int {
	for i < len(s) {
		r, n := at(s, i)
		if !isL(r) {
			break
		}
		i += n
	}
	return i
}

// contraction matches 's 't 're 've 'm 'll 'd (any case) after the
// apostrophe at i-1, returning the end, or 0.
func contraction(s string, i int) int {
	lower := func(k int) byte {
		if k >= len(s) {
			return 0
		}
		c := s[k]
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		return c
	}
	switch lower(i) {
	case 's', 't', 'm', 'd':
		return i + 1
	case 'r', 'v':
		if lower(i+1) == 'e' {
			return i + 2
		}
	case 'l':
		if lower(i+1) == 'l' {
			return i + 2
		}
	}
	return 0
}

// AtMost reports whether text has at most limit tokens, counting only when
// the byte-length bound cannot decide.
func AtMost(text string, limit int) (ok bool, count int, counted bool) {
	if len(text) <= limit {
		return true, 0, false
	}
	n := Count(text)
	return n <= limit, n, true
}
