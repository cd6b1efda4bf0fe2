package match

import (
	"bytes"
	"regexp"
	"regexp/syntax"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// leadSearch runs a pattern made by Lazy whose every match starts with one
// of a few strings (three bytes or more: "ask", "collect", "введ") as
// Starts does: one pass of an automaton finds where those strings are,
// and the pattern, anchored, is tried only there. Go runs a pattern with
// many case-folded alternatives and no literal prefix as an automaton over
// the whole text, a step per byte and per alternative, so a long text
// holding one of its words (prose holds "message" or "get") paid for every
// byte.
//
// The anchored pattern reads the byte before the place it is tried, so
// that \b, \B and (?m)^ there see what the pattern as written sees (Go's
// \b knows ASCII word characters only, so a byte is enough). The answers
// are the pattern's own (tests compare the answers on every fixture); the
// cost stays linear: a try reads only to its line's end when no match
// crosses a line, and past a budget the pattern's own search answers.
type leadSearch struct {
	leads *AhoCorasick
	// oneLine is set when no match holds a newline: a try reads to the end
	// of its line, not of the text.
	oneLine bool
	// first is the pattern anchored at the start of the text, afterOne
	// anchored after one character: each compiled on first use (not made
	// by Lazy: no prefilter or lead search of their own).
	first, afterOne *Regexp
}

// leadMin is the shortest text a lead search is used on: on a shorter one
// the expression is as quick as the automaton's pass.
const leadMin = 64

// maxLeads is the most strings a lead search looks for.
const maxLeads = 128

// newLeadSearch is the lead search of pat, nil when not every match of
// pat starts with one of a few strings of three bytes or more.
func newLeadSearch(pat string) *leadSearch {
	tree, err := syntax.Parse(pat, syntax.Perl)
	if err != nil || anchored(tree) {
		// (A pattern anchored at the text's start is answered at once.)
		return nil
	}
	set, _ := leads(tree)
	if len(set) == 0 || len(set) > maxLeads {
		return nil
	}
	lits := make([][]byte, len(set))
	for i, s := range set {
		if len(s) < 3 {
			return nil
		}
		lits[i] = []byte(s)
	}
	// The source as written, unless it holds \Q: an unterminated one would
	// swallow the closing parenthesis, so then the parsed tree is written
	// out, whose form is balanced (and slow to write: a pass over every
	// node that allocates for each).
	body := pat
	if strings.Contains(pat, `\Q`) {
		body = tree.String()
	}
	return &leadSearch{leads: NewAhoCorasick(lits), oneLine: !matchesNewline(tree),
		first: &Regexp{pat: `\A(?:` + body + `)`}, afterOne: &Regexp{pat: `\A(?s:.)(?:` + body + `)`}}
}

// leads is the set of strings one of which starts every match of r, as the
// words' automaton finds them (ASCII letters in lowercase, which it folds;
// a letter of another script in each of its cases), and whether the set
// is exactly the set of r's matches (so that what follows r may extend
// it). A string shorter than three bytes in a set that is not exact ends
// the search: nil. The sets stay small: past maxLeads strings, nil.
func leads(r *syntax.Regexp) ([]string, bool) {
	fold := r.Flags&syntax.FoldCase != 0
	switch r.Op {
	case syntax.OpEmptyMatch, syntax.OpBeginLine, syntax.OpEndLine, syntax.OpBeginText, syntax.OpEndText, syntax.OpWordBoundary, syntax.OpNoWordBoundary:
		return []string{""}, true
	case syntax.OpLiteral:
		out := []string{""}
		for _, c := range r.Rune {
			forms := runeForms(c, fold)
			if len(out)*len(forms) > 32 && long(out) {
				return out, false // a prefix of each is enough
			}
			if out = product(out, forms); len(out) > maxLeads {
				return nil, false
			}
		}
		return out, true
	case syntax.OpCharClass:
		var forms []string
		for i := 0; i+1 < len(r.Rune); i += 2 {
			if r.Rune[i+1]-r.Rune[i] > 8 {
				return nil, false
			}
			for c := r.Rune[i]; c <= r.Rune[i+1]; c++ {
				forms = append(forms, runeForms(c, false)...)
			}
		}
		forms = dedupe(forms)
		return forms, len(forms) > 0 && len(forms) <= 16
	case syntax.OpCapture:
		return leads(r.Sub[0])
	case syntax.OpQuest:
		s, exact := leads(r.Sub[0])
		if s == nil || !exact {
			return nil, false
		}
		return dedupe(append(s, "")), true
	case syntax.OpPlus:
		s, _ := leads(r.Sub[0])
		return complete(s)
	case syntax.OpRepeat:
		if r.Min >= 1 {
			s, _ := leads(r.Sub[0])
			return complete(s)
		}
	case syntax.OpAlternate:
		var out []string
		exact := true
		for _, sub := range r.Sub {
			s, e := leads(sub)
			if s == nil {
				return nil, false
			}
			out, exact = append(out, s...), exact && e
			if len(out) > maxLeads {
				return nil, false
			}
		}
		return dedupe(out), exact
	case syntax.OpConcat:
		out := []string{""}
		for _, sub := range r.Sub {
			s, exact := leads(sub)
			if s == nil {
				return complete(out)
			}
			if out = product(out, s); len(out) > maxLeads {
				return nil, false
			}
			if !exact {
				return complete(out)
			}
			if long(out) {
				return out, false
			}
		}
		return out, true
	}
	return nil, false
}

// complete is set as a set of prefixes that is not exact: nil unless every
// string has three bytes or more.
func complete(set []string) ([]string, bool) {
	if set == nil || !long(set) {
		return nil, false
	}
	return set, false
}

// long reports that every string of set has three bytes or more.
func long(set []string) bool {
	for _, s := range set {
		if len(s) < 3 {
			return false
		}
	}
	return true
}

func product(a, b []string) []string {
	var out []string
	for _, x := range a {
		for _, y := range b {
			out = append(out, x+y)
		}
	}
	return dedupe(out)
}

// runeForms are the spellings of c the words' automaton must look for: an
// ASCII letter in lowercase (it folds ASCII); with fold, every case of a
// letter of another script (the Kelvin sign and the long s, which fold to
// ASCII letters, are left to the caller's check of the text).
func runeForms(c rune, fold bool) []string {
	if c < utf8.RuneSelf {
		return []string{string(unicode.ToLower(c))}
	}
	out := []string{string(c)}
	if fold {
		for f := unicode.SimpleFold(c); f != c; f = unicode.SimpleFold(f) {
			if f < utf8.RuneSelf {
				out = append(out, string(unicode.ToLower(f)))
			} else {
				out = append(out, string(f))
			}
		}
	}
	return dedupe(out)
}

// find is FindAllIndex(text, n) of re, the pattern as written (with sub,
// FindAllSubmatchIndex).
func (w *leadSearch) find(re *regexp.Regexp, text []byte, n int, sub bool) [][]int {
	if n == 0 {
		return nil
	}
	for _, c := range foldsBeyondASCII {
		if bytes.Contains(text, c) {
			if sub {
				return re.FindAllSubmatchIndex(text, n)
			}
			return re.FindAllIndex(text, n)
		}
	}
	var at []int
	w.leads.FindFold(text, func(_, p int) { at = append(at, p) })
	slices.Sort(at)
	// Each try reads at most to the end of its line (with its newline,
	// which the pattern cannot cross but its assertions see) or, for a
	// pattern that may cross lines, of the text. Past a budget linear in
	// the text (many leads on one long line, a pattern with an open gap
	// after its lead), the pattern's own search answers instead.
	budget, spent := 16*len(text)+1<<16, 0
	lineEnd := -1 // the end of the line of the last try (the tries come in order)
	out := fromStarts(at, n, func(p int) []int {
		if spent > budget {
			return nil
		}
		end := len(text)
		if w.oneLine {
			if p >= lineEnd {
				lineEnd = len(text)
				if k := bytes.IndexByte(text[p:], '\n'); k >= 0 {
					lineEnd = p + k + 1
				}
			}
			end = lineEnd
		}
		if spent += end - p; spent > budget {
			return nil
		}
		var m []int
		switch {
		case p == 0 && sub:
			m = w.first.Get().FindSubmatchIndex(text[:end])
		case p == 0:
			m = w.first.Get().FindIndex(text[:end])
		case sub:
			m = w.afterOne.Get().FindSubmatchIndex(text[p-1 : end])
		default:
			m = w.afterOne.Get().FindIndex(text[p-1 : end])
		}
		if m == nil {
			return nil
		}
		from := p
		if p > 0 {
			from = p - 1
			m[0]++ // the character before is not the match's
		}
		for j := range m {
			if m[j] >= 0 {
				m[j] += from
			}
		}
		return m
	})
	if spent > budget {
		if sub {
			return re.FindAllSubmatchIndex(text, n)
		}
		return re.FindAllIndex(text, n)
	}
	return out
}

// fromStarts is what a pattern's leftmost-first search finds (at most n,
// all when n < 0) when its matches can only start at the offsets of at
// (sorted): try is the match at one start, or nil. A start already tried,
// or inside the last match, is skipped, as the search itself would.
func fromStarts(at []int, n int, try func(p int) []int) [][]int {
	if n == 0 {
		return nil
	}
	var out [][]int
	last := -1
	for _, p := range at {
		if p == last || len(out) > 0 && p < out[len(out)-1][1] {
			continue // a start seen, or inside the last match
		}
		last = p
		if m := try(p); m != nil {
			if out = append(out, m); n > 0 && len(out) >= n {
				break
			}
		}
	}
	return out
}

// starts is the lead search of l when it has one and b is long enough
// for it to pay (the pattern is compiled, and analysed, first).
func (l *Regexp) starts(b []byte) *leadSearch {
	if len(b) < leadMin || !l.lazy {
		return nil
	}
	l.Get()
	return l.ws
}
