package secctx

import (
	"fmt"
	"regexp/syntax"
	"strings"
)

// wordStarts is a prefilter for a case-insensitive pattern of the shape
// \b(A|B|...)\b run on lowercase text (see foldFree): every match starts at the start
// of a word with one of a few strings, found from the pattern's syntax. A
// string that spells a whole alternative (no repetition in it) must also end
// a word. Text where no word starts so cannot match, and the pattern, which
// is slow (a large alternation under (?i) runs on the NFA), need not run.
type wordStarts struct {
	byFirst [256][]start // by first byte
}

type start struct {
	s     string
	whole bool // the match is s itself: a word ends after it
}

// maxStarts bounds the strings a pattern expands to.
const maxStarts = 512

// newWordStarts analyses re; it returns nil when re is not of that shape
// (then the pattern has to run on every text).
func newWordStarts(re fmt.Stringer) *wordStarts {
	tree, err := syntax.Parse(re.String(), syntax.Perl)
	if err != nil {
		return nil
	}
	tree = tree.Simplify()
	if tree.Op != syntax.OpConcat || len(tree.Sub) != 3 || tree.Sub[0].Op != syntax.OpWordBoundary || tree.Sub[2].Op != syntax.OpWordBoundary {
		return nil
	}
	set := expand([]start{{whole: true}}, tree.Sub[1])
	ws := &wordStarts{}
	for _, st := range set {
		// The match must start with a word byte, so that \b before it
		// means a word starts there.
		if st.s == "" || !isWordByte(st.s[0]) {
			return nil
		}
		ws.byFirst[st.s[0]] = append(ws.byFirst[st.s[0]], st)
	}
	return ws
}

// expand extends the open strings of set (those that spell a whole path of
// the pattern so far) by what re matches next. A string that cannot be
// extended (re repeats, or is a large class) is closed: it is then only a
// prefix of the matches that go that way. Closed strings pass unchanged.
func expand(set []start, re *syntax.Regexp) []start {
	var out []start
	closeOpen := func() []start {
		for _, st := range set {
			st.whole = false
			out = append(out, st)
		}
		return out
	}
	switch re.Op {
	case syntax.OpEmptyMatch:
		return set
	case syntax.OpLiteral:
		var b strings.Builder
		for _, r := range re.Rune {
			if r >= 0x80 {
				return closeOpen()
			}
			b.WriteByte(lowerByte(byte(r)))
		}
		for _, st := range set {
			if st.whole {
				st.s += b.String()
			}
			out = append(out, st)
		}
		return out
	case syntax.OpCharClass:
		var bytes []byte
		for k := 0; k+1 < len(re.Rune); k += 2 {
			for r := re.Rune[k]; r <= re.Rune[k+1]; r++ {
				if r >= 0x80 || len(bytes) > 16 {
					return closeOpen()
				}
				if c := lowerByte(byte(r)); strings.IndexByte(string(bytes), c) < 0 {
					bytes = append(bytes, c)
				}
			}
		}
		if len(set)*len(bytes) > maxStarts {
			return closeOpen()
		}
		for _, st := range set {
			if !st.whole {
				out = append(out, st)
				continue
			}
			for _, c := range bytes {
				out = append(out, start{s: st.s + string(c), whole: true})
			}
		}
		return out
	case syntax.OpCapture:
		return expand(set, re.Sub[0])
	case syntax.OpConcat:
		for _, sub := range re.Sub {
			set = expand(set, sub)
		}
		return set
	case syntax.OpAlternate, syntax.OpQuest:
		var open []start
		for _, st := range set {
			if st.whole {
				open = append(open, st)
			} else {
				out = append(out, st)
			}
		}
		if re.Op == syntax.OpQuest {
			out = append(out, open...)
		}
		for _, sub := range re.Sub {
			out = append(out, expand(append([]start(nil), open...), sub)...)
		}
		if len(out) > maxStarts {
			out = nil
			return closeOpen()
		}
		return out
	}
	return closeOpen()
}

// may reports whether a match can start in s (lowercase, foldFree), and
// whether one surely does: a word that is a whole alternative.
func (ws *wordStarts) may(s string) (may, sure bool) {
	for p := 0; p < len(s); p++ {
		if !isWordByte(s[p]) || p > 0 && isWordByte(s[p-1]) {
			continue
		}
		for _, st := range ws.byFirst[s[p]] {
			if !strings.HasPrefix(s[p:], st.s) {
				continue
			}
			if !st.whole {
				may = true
			} else if p+len(st.s) == len(s) || !isWordByte(s[p+len(st.s)]) {
				return true, true
			}
		}
	}
	return may, false
}

// isWordByte is \w.
func isWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_'
}

func lowerByte(c byte) byte {
	if c >= 'A' && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

// foldFree reports text that holds neither of the two characters outside
// ASCII that a case-insensitive pattern matches with an ASCII letter (ſ for
// s, the Kelvin sign for k): every other byte outside ASCII is, for the
// pattern and for \b, a character that no literal matches and no word holds.
func foldFree(s string) bool {
	return !strings.Contains(s, "\u017f") && !strings.Contains(s, "\u212a")
}
