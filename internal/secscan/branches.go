package secscan

import (
	"bytes"
	"strings"
	"sync"

	"github.com/skillint/skillint/internal/match"
)

// topAlternatives splits a pattern (?i)A|B|... into its top-level
// alternatives, each without the (?i) (the caller compiles them
// case-insensitively). A split in the wrong place leaves a piece that does
// not parse, and newGate then gives up.
func topAlternatives(re *match.Regexp) []string {
	pat := strings.TrimPrefix(re.String(), "(?i)")
	var out []string
	depth, last := 0, 0
	inClass := false
	for i := 0; i < len(pat); i++ {
		switch c := pat[i]; {
		case c == '\\':
			i++
		case inClass:
			if c == ']' {
				inClass = false
			}
		case c == '[':
			inClass = true
			// A ] right after [ or [^ is a member.
			if i+1 < len(pat) && pat[i+1] == '^' {
				i++
			}
			if i+1 < len(pat) && pat[i+1] == ']' {
				i++
			}
		case c == '(':
			depth++
		case c == ')':
			depth--
		case c == '|' && depth == 0:
			out = append(out, pat[last:i])
			last = i + 1
		}
	}
	return append(out, pat[last:])
}

// gate is a prefilter for a case-insensitive pattern: for each of its
// top-level alternatives, the sets of literals every match of it holds one
// of (match's literal analysis). Text that holds no alternative's sets
// cannot match, and the pattern need not run. The sets are worked out on
// first use.
type gate struct {
	re   *match.Regexp
	once sync.Once
	alts [][][][]byte // nil: nothing known
}

func newGate(re *match.Regexp) *gate { return &gate{re: re} }

// sets are the literal sets of each alternative, nil when the pattern is
// not of a shape the gate knows.
func (g *gate) sets() [][][][]byte {
	g.once.Do(func() {
		var alts [][][][]byte
		for _, alt := range topAlternatives(g.re) {
			ms := match.Compile([]string{alt}, false)
			if len(ms) != 1 || !allASCII(ms[0].All) {
				return // nothing known: the pattern always runs
			}
			alts = append(alts, ms[0].All)
		}
		g.alts = alts
	})
	return g.alts
}

// may reports whether re can match text. The literals are compared in
// ASCII case only, so text holding one of the two other characters (?i)
// takes for an ASCII letter always runs the pattern.
func (g *gate) may(text []byte) bool {
	if g == nil {
		return true
	}
	alts := g.sets()
	if alts == nil || !foldFree(text) {
		return true
	}
	for _, all := range alts {
		if match.HoldsAll(text, all) {
			return true
		}
	}
	return false
}

func allASCII(sets [][][]byte) bool {
	for _, set := range sets {
		for _, l := range set {
			if !match.IsASCII(string(l)) {
				return false
			}
		}
	}
	return true
}

// foldFree reports text without ſ and the Kelvin sign, the only characters
// outside ASCII that (?i) matches with an ASCII letter.
func foldFree(b []byte) bool {
	return !bytes.Contains(b, []byte("\u017f")) && !bytes.Contains(b, []byte("\u212a"))
}
