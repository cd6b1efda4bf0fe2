package security

import (
	"bytes"
	"encoding/binary"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/internal/match"
	"github.com/skillint/skillint/model"
	"github.com/skillint/skillint/rules"
)

// ascii reports whether the document is all ASCII: then it holds no
// hidden or look-alike characters, and the Unicode checks have nothing to do.
func ascii(p *rules.Pass) bool {
	return p.Doc.Memo("ascii", func() any {
		all := true
		eachSpan(p, func(b []byte, body *model.Body) {
			if all && body != nil {
				all = body.Info().Memo("ascii", func() any { return nextNonASCII(b, 0) == len(b) }).(bool)
			} else if all {
				all = nextNonASCII(b, 0) == len(b)
			}
		})
		return all
	}).(bool)
}

// eachSpan calls f with the spans that make up the document, in order:
// each unit's body (with the body, whose results can be kept per distinct
// text) and the bytes between them (without).
func eachSpan(p *rules.Pass, f func(b []byte, body *model.Body)) {
	src := p.Src().Bytes
	var bodies []*model.Body
	for _, s := range p.Doc.Skills {
		if s.Body != nil && len(s.Body.Text) > 0 {
			bodies = append(bodies, s.Body)
		}
	}
	slices.SortFunc(bodies, func(a, b *model.Body) int { return a.Start - b.Start })
	at := 0
	for _, b := range bodies {
		end := b.Start + len(b.Text)
		if b.Start < at || end > len(src) || !utf8.RuneStart(src[b.Start]) || (end < len(src) && !utf8.RuneStart(src[end])) {
			continue // overlapping, or cutting a character: left in the gaps
		}
		f(src[at:b.Start], nil)
		f(b.Text, b)
		at = end
	}
	f(src[at:], nil)
}

// nextNonASCII is the offset of the first byte at or after i that is not
// ASCII, or len(b). It tests eight bytes at a time.
func nextNonASCII(b []byte, i int) int {
	for ; i+8 <= len(b); i += 8 {
		if binary.LittleEndian.Uint64(b[i:])&0x8080808080808080 != 0 {
			break
		}
	}
	for ; i < len(b) && b[i] < 0x80; i++ {
	}
	return i
}

// invisible is a character of interest to the Unicode rules: a tag
// character, a bidi control or a zero-width character, with its offset.
type invisible struct {
	at   int
	r    rune
	size int
}

// invisibles lists them, in one pass that skips ASCII bytes (per distinct
// body text, and over the bytes between bodies).
func invisibles(p *rules.Pass) []invisible {
	return p.Doc.Memo("invisibles", func() any {
		var out []invisible
		at := 0
		eachSpan(p, func(b []byte, body *model.Body) {
			var found []invisible
			if body != nil {
				found = body.Info().Memo("invisibles", func() any { return findInvisibles(b) }).([]invisible)
			} else {
				found = findInvisibles(b)
			}
			for _, c := range found {
				c.at += at
				out = append(out, c)
			}
			at += len(b)
		})
		return out
	}).([]invisible)
}

// findInvisibles lists the characters of interest in b, with offsets in b.
func findInvisibles(b []byte) []invisible {
	var out []invisible
	for i := 0; i < len(b); {
		if i = nextNonASCII(b, i); i == len(b) {
			break
		}
		r, n := utf8.DecodeRune(b[i:])
		if (r >= 0xE0000 && r <= 0xE007F) || (r >= 0x202A && r <= 0x202E) || (r >= 0x2066 && r <= 0x2069) ||
			r == 0x200B || r == 0x200C || r == 0x200D || r == 0x2060 || r == 0xFEFF {
			out = append(out, invisible{i, r, n})
		}
		i += n
	}
	return out
}

func checkUnicodeTags(p *rules.Pass) {
	if ascii(p) {
		return
	}
	b := p.Src().Bytes
	inv := invisibles(p)
	for k := 0; k < len(inv); k++ {
		if inv[k].r < 0xE0000 {
			continue
		}
		start, end := inv[k].at, inv[k].at+inv[k].size
		for k+1 < len(inv) && inv[k+1].r >= 0xE0000 && inv[k+1].at == end {
			k++
			end += inv[k].size
		}
		run := string(b[start:end])
		// An emoji flag of a region: U+1F3F4, tag letters/digits, U+E007F.
		if prev, _ := utf8.DecodeLastRune(b[:start]); prev == 0x1F3F4 && strings.HasSuffix(run, "\U000E007F") && isSubdivision(run) {
			continue
		}
		reportAt(p, diag.Error, p.Src().Range(start, end), "%d invisible Unicode tag characters hide the text %q: delete them", utf8.RuneCountInString(run), decodeTags(run))
	}
}

func isSubdivision(run string) bool {
	for _, r := range strings.TrimSuffix(run, "\U000E007F") {
		if (r < 0xE0061 || r > 0xE007A) && (r < 0xE0030 || r > 0xE0039) {
			return false
		}
	}
	return true
}

func checkBidi(p *rules.Pass) {
	if ascii(p) {
		return
	}
	lastLine := -1
	for _, c := range invisibles(p) {
		if (c.r >= 0x202A && c.r <= 0x202E) || (c.r >= 0x2066 && c.r <= 0x2069) {
			if line := p.Src().LineOf(c.at); line != lastLine {
				lastLine = line
				reportAt(p, diag.Error, p.Src().Range(c.at, c.at+c.size), "bidirectional control character U+%04X changes the order text displays in (Trojan Source): delete it", c.r)
			}
		}
	}
}

// needsJoiner reports scripts whose text uses zero-width (non-)joiners.
func needsJoiner(r rune) bool {
	for _, t := range []*unicode.RangeTable{unicode.Arabic, unicode.Devanagari, unicode.Bengali, unicode.Gurmukhi, unicode.Gujarati,
		unicode.Oriya, unicode.Tamil, unicode.Telugu, unicode.Kannada, unicode.Malayalam, unicode.Sinhala, unicode.Myanmar,
		unicode.Khmer, unicode.Syriac, unicode.Hebrew, unicode.Mongolian, unicode.Tibetan} {
		if unicode.Is(t, r) {
			return true
		}
	}
	return false
}

func isEmojiish(r rune) bool {
	return unicode.Is(unicode.So, r) || (r >= 0x1F000 && r <= 0x1FAFF) || (r >= 0x2600 && r <= 0x27BF) || r == 0xFE0F || (r >= 0x1F3FB && r <= 0x1F3FF) || r == 0x2640 || r == 0x2642
}

func checkZeroWidth(p *rules.Pass) {
	if ascii(p) {
		return
	}
	b := p.Src().Bytes
	isZW := func(r rune) bool { return r == 0x200B || r == 0x200C || r == 0x200D || r == 0x2060 || r == 0xFEFF }
	inv := invisibles(p)
	// A run of zero-width characters carries data (one bit or more each),
	// wherever it stands: one finding for the run, none for its members.
	inRun := make([]bool, len(inv))
	for k := 0; k < len(inv); k++ {
		if !isZW(inv[k].r) {
			continue
		}
		j, end := k, inv[k].at+inv[k].size
		for j+1 < len(inv) && isZW(inv[j+1].r) && inv[j+1].at == end {
			j++
			end = inv[j].at + inv[j].size
		}
		if n := j - k + 1; n >= zeroWidthRun && repeats(inv[k:j+1]) {
			reportAt(p, diag.Error, p.Src().Range(inv[k].at, end), "a run of %d zero-width characters hides data in text no reader sees: delete it", n)
			for m := k; m <= j; m++ {
				inRun[m] = true
			}
		}
		k = j
	}
	for ci, c := range inv {
		r, i, n := c.r, c.at, c.size
		if !isZW(r) || inRun[ci] {
			continue
		}
		if r == 0xFEFF && i == 0 {
			continue
		}
		prev, _ := utf8.DecodeLastRune(b[:i])
		next, _ := utf8.DecodeRune(b[i+n:])
		switch {
		case r == 0x200D && isEmojiish(prev) && isEmojiish(next):
		case (r == 0x200C || r == 0x200D) && (needsJoiner(prev) || needsJoiner(next)):
		case !isWordRune(prev) && !isWordRune(next):
		default:
			reportAt(p, diag.Error, p.Src().Range(i, i+n), "zero-width character U+%04X inside a word or command makes text look like something it is not: delete it", r)
		}
	}
}

// repeats reports whether a character comes twice in a run: a run of
// distinct ones lists them (a detection rule's set), a message repeats.
func repeats(run []invisible) bool {
	seen := map[rune]bool{}
	for _, c := range run {
		if seen[c.r] {
			return true
		}
		seen[c.r] = true
	}
	return false
}

// zeroWidthRun is how many zero-width characters in a row make a run that
// hides data; emoji and scripts that need joiners use one at a time.
const zeroWidthRun = 4

func isWordRune(r rune) bool {
	return r != utf8.RuneError && (unicode.IsLetter(r) || unicode.IsDigit(r) || strings.ContainsRune("-_./:@$", r))
}

// greekConfusables are Greek letters that look like Latin ones.
const greekConfusables = "ΑΒΕΖΗΙΚΜΝΟΡΤΥΧαοριυνκ"

type mixedWord struct {
	from, to int
	script   string
}

// mixedWords finds the words of b that mix Latin with Cyrillic or
// look-alike Greek letters. A word is a maximal run of ASCII letters and
// digits and other Unicode letters and digits. Only a word holding a
// non-Latin letter can mix, so the search skips from one non-ASCII
// character to the next and reads the whole word only around a Cyrillic
// or Greek one.
func mixedWords(b []byte) []mixedWord {
	var out []mixedWord
	for i := 0; ; {
		if i = nextNonASCII(b, i); i == len(b) {
			return out
		}
		r, n := utf8.DecodeRune(b[i:])
		if !isWordLetter(r) || (!unicode.Is(unicode.Cyrillic, r) && !strings.ContainsRune(greekConfusables, r)) {
			i += n
			continue
		}
		start := i
		for start > 0 {
			if c := b[start-1]; c < 0x80 {
				if !match.IsASCIIAlnum(c) {
					break
				}
				start--
				continue
			}
			r0, n0 := utf8.DecodeLastRune(b[:start])
			if !isWordLetter(r0) {
				break
			}
			start -= n0
		}
		var latin, cyrillic, greek bool
		for i = start; i < len(b); {
			if c := b[i]; c < 0x80 {
				if !match.IsASCIIAlnum(c) {
					break
				}
				latin = latin || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')
				i++
				continue
			}
			r2, n2 := utf8.DecodeRune(b[i:])
			if !isWordLetter(r2) {
				break
			}
			switch {
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
}

// isWordLetter reports whether r belongs in a word (a letter or a digit).
func isWordLetter(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

func checkHomoglyph(p *rules.Pass) {
	if ascii(p) {
		return
	}
	allow := lowerAll(p.Strings("allow"))
	for i, t := range secTexts(p) {
		words := textMemo(p, t, i, "homoglyph", func() any { return mixedWords(t.text) }).([]mixedWord)
		for _, w := range words {
			word := string(t.text[w.from:w.to])
			if allowed(word, allow) {
				continue
			}
			// A look-alike matters where a name is read as a name: a
			// host, a command, code, an identifier. In prose, Greek
			// letters are science ("Cα", "β-sheet") and mixed Cyrillic
			// a typo more often than a trick.
			sev, where := diag.Error, ""
			if !homoglyphMatters(t, w.from, w.to) {
				sev, where = diag.Warning, " (in prose)"
				if w.script == "Greek" {
					sev = diag.Info
				}
			}
			reportAt(p, sev, p.Src().Range(t.base+w.from, t.base+w.to), "%q mixes Latin and %s letters that look alike%s: retype it in one script", word, w.script, where)
		}
	}
}

// homoglyphMatters reports a mixed word in code, in a script, in the
// frontmatter, or in a URL, host or address.
func homoglyphMatters(t secText, from, to int) bool {
	if t.script || t.body == nil || t.body.InCode(from) {
		return true
	}
	// The whole token around the word.
	a, b := from, to
	for a > 0 && !asciiSpace(t.text[a-1]) && t.text[a-1] != '(' && t.text[a-1] != '<' {
		a--
	}
	for b < len(t.text) && !asciiSpace(t.text[b]) && t.text[b] != ')' && t.text[b] != '>' {
		b++
	}
	tok := t.text[a:b]
	return bytes.Contains(tok, []byte("://")) || bytes.Contains(tok, []byte("@")) || bytes.Contains(t.text[from:to], []byte("."))
}
