package match

import (
	"bytes"
	"regexp/syntax"
	"slices"
)

// prefilter holds literals (lowercase ASCII) one of which every match of a
// pattern contains, found in any case. Asking whether a text holds one is a
// few byte searches; running a pattern that starts with no literal is a
// step of its automaton per byte, tens of times slower.
type prefilter struct {
	set [][]byte
	// folds is set when a literal holds a k or an s and the pattern
	// folds case: (?i)k also matches the Kelvin sign and (?i)s the long s,
	// which a search that folds ASCII only does not see.
	folds bool
}

// prefilterMin is the shortest text the prefilter is asked about: on a
// short one the expression is as quick as the searches.
const prefilterMin = 256

// maxPrefilter is the most literals a prefilter searches for.
const maxPrefilter = 8

// newPrefilter analyses pat: it keeps one of the literal every match holds
// and the sets one literal of which every match holds (ASCII, at most
// maxPrefilter literals of two bytes or more). A pattern without one gets
// an empty prefilter.
func newPrefilter(pat string) prefilter {
	tree, err := syntax.Parse(pat, syntax.Perl)
	if err != nil || anchored(tree) {
		// An expression anchored at the start of the text answers at
		// once; a search of the text would cost more than it saves.
		return prefilter{}
	}
	cands := append([][][]byte{literalSet(tree)}, requiredSets(tree)...)
	if lit := requiredLiteral(tree); lit != nil {
		cands = append(cands, [][]byte{lit})
	}
	// Each literal is a search, and a short one is found everywhere: of
	// the sets whose literals have three bytes or more, the smallest (then
	// the one with the longest shortest literal); else the same among
	// those of two.
	var set [][]byte
	better := func(c [][]byte) bool {
		if set == nil {
			return true
		}
		long, setLong := Shortest(c) >= 3, Shortest(set) >= 3
		switch {
		case long != setLong:
			return long
		case len(c) != len(set):
			return len(c) < len(set)
		}
		return Shortest(c) > Shortest(set)
	}
	for _, c := range cands {
		c = minimal(c)
		if len(c) == 0 || len(c) > maxPrefilter || Shortest(c) < 2 || !allASCII(c) {
			continue
		}
		if better(c) {
			set = c
		}
	}
	p := prefilter{set: set}
	if folds(tree) {
		for _, l := range set {
			if bytes.ContainsAny(l, "ks") {
				p.folds = true
			}
		}
	}
	return p
}

func allASCII(set [][]byte) bool {
	for _, l := range set {
		if !IsASCII(string(l)) {
			return false
		}
	}
	return true
}

// folds reports whether some part of the pattern matches case-insensitively.
func folds(r *syntax.Regexp) bool {
	if r.Flags&syntax.FoldCase != 0 {
		return true
	}
	for _, sub := range r.Sub {
		if folds(sub) {
			return true
		}
	}
	return false
}

var (
	kelvin = []byte("\u212a")
	longS  = []byte("\u017f")
)

// absent reports that b, a long text, holds none of the literals of the
// pattern's prefilter, so that the pattern cannot match it. It compiles the
// pattern (and analyses it) at first use.
func (l *Regexp) absent(b []byte) bool {
	if len(b) < prefilterMin || !l.lazy {
		return false
	}
	l.Get()
	p := &l.pre
	if len(p.set) == 0 {
		return false
	}
	if p.folds && (bytes.Contains(b, kelvin) || bytes.Contains(b, longS)) {
		return false
	}
	return !anyFold(b, p.set)
}

// anyFold reports whether b holds one of the literals, folding ASCII case.
// It reads b a window at a time, every literal in each window, so that it
// stops near the first occurrence of any of them: an expression asked
// again and again about a long text it matches early (Match, Find) stays
// as cheap as the expression's own search.
func anyFold(b []byte, set [][]byte) bool {
	const window = 4096
	longest := 0
	for _, l := range set {
		longest = max(longest, len(l))
	}
	for from := 0; from < len(b); from += window {
		to := min(len(b), from+window+longest-1)
		for _, l := range set {
			if ContainsFold(b[from:to], l) {
				return true
			}
		}
	}
	return false
}

// anchored reports an expression whose every match starts at the start
// of the text (^ without (?m), \A).
func anchored(r *syntax.Regexp) bool {
	switch r.Op {
	case syntax.OpBeginText:
		return true
	case syntax.OpConcat:
		return len(r.Sub) > 0 && anchored(r.Sub[0])
	case syntax.OpCapture:
		return anchored(r.Sub[0])
	case syntax.OpAlternate:
		for _, s := range r.Sub {
			if !anchored(s) {
				return false
			}
		}
		return len(r.Sub) > 0
	}
	return false
}

// minimal drops from set each literal that holds another of its literals:
// where it occurs, the shorter one does too.
func minimal(set [][]byte) [][]byte {
	var out [][]byte
	for i, l := range set {
		redundant := false
		for j, m := range set {
			if i != j && bytes.Contains(l, m) && (len(m) < len(l) || j < i) {
				redundant = true
				break
			}
		}
		if !redundant {
			out = append(out, l)
		}
	}
	return out
}

// CheckPrefilters reports each pattern made by Lazy whose prefilter says a
// text cannot match where the pattern does match it, or whose lead
// search finds other matches than the pattern's own (tests run it over
// their fixtures: both must only ever save work).
func CheckPrefilters(text []byte) []string {
	var bad []string
	for _, l := range Builtins {
		if l.absent(text) && l.Get().Match(text) {
			bad = append(bad, l.pat)
		}
		if w := l.starts(text); w != nil && !slices.EqualFunc(w.find(l.re, text, -1, true), l.re.FindAllSubmatchIndex(text, -1), slices.Equal) {
			bad = append(bad, l.pat+" (lead search)")
		}
	}
	return bad
}
