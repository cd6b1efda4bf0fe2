package security

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/formats"
	"github.com/skillint/skillint/formats/frontend"
	"github.com/skillint/skillint/internal/secscan"
	"github.com/skillint/skillint/rules"
)

func TestNextNonASCII(t *testing.T) {
	for _, c := range []struct {
		s    string
		from int
		want int
	}{
		{"", 0, 0}, {"abc", 0, 3}, {"é", 0, 0}, {"abcdefgh", 0, 8}, {"abcdefghé", 0, 8},
		{"abcdefgéh", 0, 7}, {"abcdefghijklmnopé", 3, 16}, {"éabc", 1, 1}, {"aé", 2, 2}, {"aéb", 3, 4},
	} {
		if got := nextNonASCII([]byte(c.s), c.from); got != c.want {
			t.Errorf("nextNonASCII(%q, %d) = %d, want %d", c.s, c.from, got, c.want)
		}
	}
}

// blobRunsNaive is blobRuns without the skip.
func blobRunsNaive(b []byte) (runs [][2]int, hex []bool) {
	for i := 0; i < len(b); {
		if !isB64(b[i]) {
			i++
			continue
		}
		start := i
		allHex := true
		for i < len(b) && isB64(b[i]) {
			allHex = allHex && isHexDigit(b[i])
			i++
		}
		end := i
		for n := 0; n < 2 && end < len(b) && b[end] == '='; n++ {
			end++
		}
		if i-start >= minBlob {
			runs = append(runs, [2]int{start, end})
			hex = append(hex, allHex && end == i)
		}
		i = end
	}
	return runs, hex
}

// The skipping search finds exactly the runs a byte-by-byte one finds.
func TestBlobRunsSkipEqualsNaive(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	found := 0
	alphabet := []byte("aF09+/=  \n-xyZ")
	for round := range 3000 {
		b := make([]byte, rng.IntN(1200))
		run := minBlob - 3 + rng.IntN(8) // runs around the threshold
		for i := range b {
			if rng.IntN(run) == 0 {
				b[i] = alphabet[6+rng.IntN(len(alphabet)-6)] // a break: '=', space, newline, '-'
			} else {
				b[i] = alphabet[rng.IntN(6)]
			}
		}
		r1, h1 := blobRuns(b)
		r2, h2 := blobRunsNaive(b)
		found += len(r2)
		if !slices.Equal(r1, r2) || !slices.Equal(h1, h2) {
			t.Fatalf("round %d: skip %v %v, naive %v %v", round, r1, h1, r2, h2)
		}
	}
	if found < 100 {
		t.Errorf("only %d runs in the random texts: the test checks little", found)
	}
}

// paddingHitsNaive is paddingHits reading every line and every byte.
func paddingHitsNaive(b []byte) []padHit {
	var out []padHit
	blank := 0
	for off := 0; off < len(b); {
		end := bytes.IndexByte(b[off:], '\n')
		if end < 0 {
			end = len(b)
		} else {
			end += off
		}
		line := b[off:end]
		if len(bytes.TrimSpace(line)) == 0 {
			blank++
			off = end + 1
			continue
		}
		if blank >= padBlankLines {
			out = append(out, padHit{off, end, blank})
		}
		blank = 0
		for i := 0; i < len(line); {
			if line[i] != ' ' && line[i] != '\t' {
				i++
				continue
			}
			j := i
			for j < len(line) && (line[j] == ' ' || line[j] == '\t') {
				j++
			}
			if j-i >= padSpaces {
				if len(bytes.TrimSpace(line[j:])) > 0 {
					out = append(out, padHit{off + j, end, 0})
				}
				break
			}
			i = j
		}
		off = end + 1
	}
	return out
}

// The skipping search finds exactly what a reading of every line finds:
// runs of blank lines (white space of every kind, CRLF, multi-byte spaces)
// and of spaces around both thresholds, and text among multi-byte characters.
func TestPaddingHitsSkipEqualsNaive(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	blanks := []string{"", " ", "\t", "\r", " \u00a0", "\u3000", "\v\f"}
	words := []string{"x", "é", "字", "\u00a0y", "\xff"}
	found := 0
	for round := range 3000 {
		var b []byte
		for range rng.IntN(6) {
			switch rng.IntN(3) {
			case 0: // blank lines around the threshold
				for range padBlankLines - 3 + rng.IntN(6) {
					b = append(b, blanks[rng.IntN(len(blanks))]...)
					b = append(b, '\n')
				}
			case 1: // a line with a run of spaces around the threshold
				b = append(b, words[rng.IntN(len(words))]...)
				for range padSpaces - 3 + rng.IntN(6) {
					b = append(b, " \t"[rng.IntN(2)])
				}
				b = append(b, []string{"y", "\r", " \u00a0", "", "z \t"}[rng.IntN(5)]...)
				b = append(b, '\n')
			default:
				for range rng.IntN(8) {
					b = append(b, words[rng.IntN(len(words))]...)
					b = append(b, " \n"[rng.IntN(2)])
				}
			}
		}
		got, want := paddingHits(b), paddingHitsNaive(b)
		if !slices.Equal(got, want) {
			t.Fatalf("round %d: %q: skip %v, naive %v", round, b, got, want)
		}
		found += len(want)
	}
	if found < 500 {
		t.Errorf("only %d hits in the random texts: the test checks little", found)
	}
}

// mixedWordsNaive is mixedWords reading every word.
func mixedWordsNaive(b []byte) []mixedWord {
	var out []mixedWord
	for i := 0; i < len(b); {
		r, n := utf8.DecodeRune(b[i:])
		if !isWordLetter(r) {
			i += n
			continue
		}
		start := i
		var latin, cyrillic, greek bool
		for i < len(b) {
			r2, n2 := utf8.DecodeRune(b[i:])
			if !isWordLetter(r2) {
				break
			}
			switch {
			case r2 < 0x80:
				latin = latin || (r2 >= 'a' && r2 <= 'z') || (r2 >= 'A' && r2 <= 'Z')
			case isLatin(r2):
				latin = true
			case unicode.Is(unicode.Cyrillic, r2):
				cyrillic = true
			case strings.ContainsRune(greekConfusables, r2):
				greek = true
			}
			i += n2
		}
		if latin && (cyrillic || greek) {
			script := "Cyrillic"
			if !cyrillic {
				script = "Greek"
			}
			out = append(out, mixedWord{start, i, script})
		}
	}
	return out
}

// The search that skips to non-ASCII characters finds exactly the words a
// word-by-word reading finds, in random mixes of scripts, separators and
// broken UTF-8.
func TestMixedWordsSkipEqualsNaive(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	pieces := []string{"a", "Z", "7", " ", "-", "\n", "é", "а", "О", "ο", "Ω", "ж", "ي", "字", "\u0483", "\xd0", "\x80", "\xe2\x82", "·", "_"}
	found := 0
	for round := range 20000 {
		var b []byte
		for range rng.IntN(24) {
			b = append(b, pieces[rng.IntN(len(pieces))]...)
		}
		got, want := mixedWords(b), mixedWordsNaive(b)
		if !slices.Equal(got, want) {
			t.Fatalf("round %d: %q: skip %v, naive %v", round, b, got, want)
		}
		found += len(want)
	}
	if found < 1000 {
		t.Errorf("only %d mixed words in the random texts: the test checks little", found)
	}
}

// Hidden characters found span by span (bodies kept per distinct text, the
// bytes between them read each time) are exactly those a scan of the whole
// file finds, in every format, wherever they are.
func TestInvisiblesBySpan(t *testing.T) {
	hidden := []string{"\u200b", "\u202e", "\U000E0041", "\ufeff", "\u200d", "é", "\xe2\x80", ""}
	docs := map[string]string{
		"x/s/SKILL.md":                "---\nname: s%s\ndescription: d%s\n---\n# S%s\n\nBody%s text.\n",
		"x/agent.3md":                 "---\n3md: 1.0\nagent: a%s\n---\n@plane z=0 kind=identity\n# A%s\n@plane z=1 kind=skill triggers=\"t\"\nSkill%s body.\n%s",
		"agents/dev_review.agent.md":  "---\ntitle: R%s\nversion: 1.0.0\n---\n# R%s\n\nReview%s.\n%s",
		"x/.github/agents/a.agent.md": "---\ndescription: d%s\n---\nDo%s it.\n%s\n%s",
	}
	rng := rand.New(rand.NewPCG(13, 14))
	r := byID(rules.SecuritySecret)
	for path, tmpl := range docs {
		for range 200 {
			var args []any
			for range 4 {
				args = append(args, hidden[rng.IntN(len(hidden))])
			}
			src := diag.NewSource(path, []byte(fmt.Sprintf(tmpl, args...)))
			fe := formats.Detect(path)
			if fe == nil {
				t.Fatalf("%s: no format", path)
			}
			doc := fe.Parse(src, frontend.Options{Explicit: true}).Doc
			got := invisibles(rules.NewPass(r, doc))
			want := findInvisibles(src.Bytes)
			if !slices.Equal(got, want) {
				t.Fatalf("%s %q: by span %v, whole %v", path, src.Bytes, got, want)
			}
			if a := ascii(rules.NewPass(r, doc)); a != (nextNonASCII(src.Bytes, 0) == len(src.Bytes)) {
				t.Fatalf("%s %q: ascii %v", path, src.Bytes, a)
			}
		}
	}
}

func TestInParsedSearchesMergedSpans(t *testing.T) {
	ds := &docScan{parsed: secscan.MergeSpans([][2]int{{50, 60}, {0, 10}, {5, 20}, {30, 30}, {58, 70}})}
	if len(ds.parsed) != 2 || ds.parsed[0] != [2]int{0, 20} || ds.parsed[1] != [2]int{50, 70} {
		t.Fatalf("mergeSpans = %v", ds.parsed)
	}
	for i, want := range map[int]bool{0: true, 19: true, 20: false, 30: false, 49: false, 50: true, 69: true, 70: false} {
		if got := ds.inParsed(i); got != want {
			t.Errorf("inParsed(%d) = %v, want %v", i, got, want)
		}
	}
}
