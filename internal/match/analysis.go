package match

import (
	"regexp/syntax"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Analyse is the literal analysis of one pattern.
func Analyse(tree *syntax.Regexp) Literals {
	set := literalSet(tree)
	return Literals{Literal: requiredLiteral(tree), Any: set, All: requiredSets(tree),
		OneLine: !matchesNewline(tree), WordStart: startsAtWord(tree, set)}
}

// requiredLiteral finds the longest ASCII literal that every match of the
// pattern contains (lowercased), or nil.
func requiredLiteral(re *syntax.Regexp) []byte {
	var best string
	var walk func(*syntax.Regexp)
	walk = func(r *syntax.Regexp) {
		switch r.Op {
		case syntax.OpLiteral:
			if lit := strings.ToLower(string(r.Rune)); len(lit) >= 3 && len(lit) > len(best) && IsASCII(lit) {
				best = lit
			}
		case syntax.OpConcat, syntax.OpCapture:
			for _, sub := range r.Sub {
				walk(sub)
			}
		case syntax.OpPlus:
			walk(r.Sub[0])
		}
	}
	walk(re)
	if best == "" {
		return nil
	}
	return []byte(best)
}

// startsAtWord reports whether every match of the pattern starts with one
// of the literals of set right after a \b: then an occurrence of one of
// them where \b does not hold starts no match.
func startsAtWord(re *syntax.Regexp, set [][]byte) bool {
	if re.Op != syntax.OpConcat || len(re.Sub) < 2 || re.Sub[0].Op != syntax.OpWordBoundary || len(set) == 0 {
		return false
	}
	want := make([]string, len(set))
	for i, l := range set {
		want[i] = string(l)
	}
	slices.Sort(want)
	same := func(got []string) bool {
		got = slices.Clone(got)
		slices.Sort(got)
		return slices.Equal(got, want)
	}
	a := &litAnalysis{memo: map[*syntax.Regexp][]string{}}
	prod := []string{""}
	for _, sub := range re.Sub[1:] {
		s := a.exact(sub)
		if s == nil {
			s = a.firstChars(sub)
		}
		if s == nil {
			return false
		}
		var next []string
		for _, x := range prod {
			for _, y := range s {
				next = append(next, x+y)
			}
		}
		if prod = dedupe(next); same(prod) {
			return true
		}
		if len(prod) > 64 || a.exact(sub) == nil {
			return false
		}
	}
	return false
}

// matchesNewline reports whether a match of the pattern may hold a newline.
func matchesNewline(re *syntax.Regexp) bool {
	switch re.Op {
	case syntax.OpLiteral:
		return slices.Contains(re.Rune, '\n')
	case syntax.OpCharClass:
		for i := 0; i+1 < len(re.Rune); i += 2 {
			if re.Rune[i] <= '\n' && '\n' <= re.Rune[i+1] {
				return true
			}
		}
		return false
	case syntax.OpAnyChar:
		return true
	}
	for _, sub := range re.Sub {
		if matchesNewline(sub) {
			return true
		}
	}
	return false
}

// requiredSets finds sets of ASCII literals (lowercased, two bytes or
// more) such that every match of the pattern contains one literal of each
// set: the literals of the pattern, its alternations' literal sets, and the
// strings that runs of consecutive small exact parts spell.
func requiredSets(re *syntax.Regexp) [][][]byte {
	a := &litAnalysis{memo: map[*syntax.Regexp][]string{}}
	var out [][][]byte
	add := func(set []string) {
		if len(set) == 0 || len(set) > 16 {
			return
		}
		var lits [][]byte
		for _, x := range dedupe(set) {
			if len(x) < 2 || !IsASCII(x) {
				return
			}
			lits = append(lits, []byte(x))
		}
		out = append(out, lits)
	}
	var walk func(*syntax.Regexp)
	walk = func(r *syntax.Regexp) {
		switch r.Op {
		case syntax.OpLiteral:
			add([]string{strings.ToLower(string(r.Rune))})
		case syntax.OpAlternate:
			add(a.litSet(r))
		case syntax.OpCapture, syntax.OpPlus:
			walk(r.Sub[0])
		case syntax.OpRepeat:
			if r.Min >= 1 {
				walk(r.Sub[0])
			}
		case syntax.OpConcat:
			var run []string // the strings the current run of exact children spells
			flush := func() {
				if run != nil {
					add(run)
				}
				run = nil
			}
			for _, sub := range r.Sub {
				s := a.exact(sub)
				if s == nil || (run != nil && len(run)*len(s) > 16) {
					flush()
					if s == nil {
						walk(sub)
						continue
					}
				}
				if run == nil {
					run = []string{""}
				}
				var next []string
				for _, x := range run {
					for _, y := range s {
						next = append(next, x+y)
					}
				}
				run = dedupe(next)
			}
			flush()
		}
	}
	walk(re)
	return out
}

// literalSet finds a small set of literals (lowercased) one of which every
// match of the pattern contains, or nil.
//
// A set of ASCII literals is preferred. A pattern without one may have a
// set holding literals of another script ("игнорируй", "忽略"): each is
// kept in lowercase, in capitals and with a capital first letter, since
// the automaton that looks for the set folds ASCII letters only. Those
// three spellings are found; a word of mixed case ("иГНОРИРУЙ") is not.
func literalSet(re *syntax.Regexp) [][]byte {
	a := &litAnalysis{memo: map[*syntax.Regexp][]string{}}
	set := a.litSet(re)
	if len(set) == 0 {
		a.wide = true
		set = a.litSet(re)
	}
	if len(set) == 0 || len(set) > 64 {
		return nil
	}
	var out [][]byte
	seen := map[string]bool{}
	add := func(s string) {
		if !seen[s] {
			seen[s] = true
			out = append(out, []byte(s))
		}
	}
	for _, s := range set {
		add(s)
		if !IsASCII(s) {
			add(upperOthers(s))
			if r, n := utf8.DecodeRuneInString(s); r >= utf8.RuneSelf {
				add(string(unicode.ToTitle(r)) + s[n:])
			}
		}
	}
	return out
}

// upperOthers capitalises the letters of s that are not ASCII: the
// automaton compares its literals' ASCII letters with the text's folded to
// lowercase, so those stay lowercase.
func upperOthers(s string) string {
	return strings.Map(func(r rune) rune {
		if r < utf8.RuneSelf {
			return r
		}
		return unicode.ToUpper(r)
	}, s)
}

// exact is the finite set of strings a node matches (lowercased), or nil
// when it is not small and finite. It is computed once per node (litSet
// asks for the same nodes again and again) and clipped, so that a caller's
// append never writes into the stored slice.
func (a *litAnalysis) exact(r *syntax.Regexp) []string {
	if s, ok := a.memo[r]; ok {
		return s
	}
	s := slices.Clip(a.exactSet(r))
	a.memo[r] = s
	return s
}

// litAnalysis holds what the literal analysis of one pattern has computed.
type litAnalysis struct {
	memo map[*syntax.Regexp][]string
	wide bool // literals may hold characters other than ASCII
}

func (a *litAnalysis) exactSet(r *syntax.Regexp) []string {
	const limit = 64
	switch r.Op {
	case syntax.OpLiteral:
		return []string{strings.ToLower(string(r.Rune))}
	case syntax.OpEmptyMatch:
		return []string{""}
	case syntax.OpCapture:
		return a.exact(r.Sub[0])
	case syntax.OpCharClass:
		var out []string
		for i := 0; i+1 < len(r.Rune); i += 2 {
			for c := r.Rune[i]; c <= r.Rune[i+1]; c++ {
				out = append(out, strings.ToLower(string(c)))
				if len(out) > 4 {
					return nil
				}
			}
		}
		return dedupe(out)
	case syntax.OpQuest:
		if s := a.exact(r.Sub[0]); s != nil {
			return append(s, "")
		}
	case syntax.OpAlternate:
		var out []string
		for _, sub := range r.Sub {
			s := a.exact(sub)
			if s == nil {
				return nil
			}
			out = append(out, s...)
			if len(out) > limit {
				return nil
			}
		}
		return dedupe(out)
	case syntax.OpConcat:
		out := []string{""}
		for _, sub := range r.Sub {
			s := a.exact(sub)
			if s == nil {
				return nil
			}
			var next []string
			for _, a := range out {
				for _, b := range s {
					next = append(next, a+b)
				}
			}
			if len(next) > limit {
				return nil
			}
			out = next
		}
		return dedupe(out)
	}
	return nil
}

// firstChars is the set of characters (lowercased) one of which starts
// every match of the node, when it has at most ten, or nil.
func (a *litAnalysis) firstChars(r *syntax.Regexp) []string {
	const most = 10
	switch r.Op {
	case syntax.OpLiteral:
		return []string{strings.ToLower(string(r.Rune[0]))}
	case syntax.OpCharClass:
		var out []string
		for i := 0; i+1 < len(r.Rune); i += 2 {
			for c := r.Rune[i]; c <= r.Rune[i+1]; c++ {
				if out = append(out, strings.ToLower(string(c))); len(out) > 2*most {
					return nil
				}
			}
		}
		if out = dedupe(out); len(out) > most {
			return nil
		}
		return out
	case syntax.OpCapture, syntax.OpPlus:
		return a.firstChars(r.Sub[0])
	case syntax.OpRepeat:
		if r.Min >= 1 {
			return a.firstChars(r.Sub[0])
		}
	case syntax.OpConcat:
		for _, sub := range r.Sub {
			switch sub.Op {
			case syntax.OpWordBoundary, syntax.OpBeginLine, syntax.OpBeginText, syntax.OpEmptyMatch:
				continue // takes no character
			}
			return a.firstChars(sub)
		}
	case syntax.OpAlternate:
		var out []string
		for _, sub := range r.Sub {
			s := a.firstChars(sub)
			if s == nil {
				return nil
			}
			out = append(out, s...)
		}
		if out = dedupe(out); len(out) > most {
			return nil
		}
		return out
	}
	return nil
}

func dedupe(xs []string) []string {
	seen := map[string]bool{}
	var out []string
	for _, x := range xs {
		if !seen[x] {
			seen[x] = true
			out = append(out, x)
		}
	}
	return out
}

// litSet is a set of literals one of which every match of the node holds
// (lowercased, each at least 3 bytes, ASCII unless a.wide), or nil.
func (a *litAnalysis) litSet(r *syntax.Regexp) []string {
	good := func(s []string) []string {
		for _, x := range s {
			if len(x) < 3 || (!a.wide && !IsASCII(x)) {
				return nil
			}
		}
		return s
	}
	if s := good(a.exact(r)); s != nil {
		return s
	}
	switch r.Op {
	case syntax.OpCapture, syntax.OpPlus:
		return a.litSet(r.Sub[0])
	case syntax.OpRepeat:
		if r.Min >= 1 {
			return a.litSet(r.Sub[0])
		}
	case syntax.OpConcat:
		// Runs of consecutive exact children give candidate sets; so does
		// each child alone. Keep the set whose shortest literal is longest.
		var best []string
		bestLen := 0
		consider := func(s []string) {
			if s = good(s); len(s) == 0 {
				return
			}
			short := len(s[0])
			for _, x := range s {
				short = min(short, len(x))
			}
			if short > bestLen {
				best, bestLen = s, short
			}
		}
		for i := range r.Sub {
			consider(a.litSet(r.Sub[i]))
			prod := []string{""}
			for j := i; j < len(r.Sub); j++ {
				s := a.exact(r.Sub[j])
				if s == nil {
					// The child is not a small set of strings, but every
					// match of it may start with one of a few characters.
					if first := a.firstChars(r.Sub[j]); first != nil && len(prod)*len(first) <= 64 {
						var next []string
						for _, a := range prod {
							for _, b := range first {
								next = append(next, a+b)
							}
						}
						consider(dedupe(next))
					}
					break
				}
				var next []string
				for _, a := range prod {
					for _, b := range s {
						next = append(next, a+b)
					}
				}
				if len(next) > 64 {
					break
				}
				prod = dedupe(next)
				consider(prod)
			}
		}
		return best
	case syntax.OpAlternate:
		var out []string
		for _, sub := range r.Sub {
			s := a.litSet(sub)
			if len(s) == 0 {
				return nil // one branch is unconstrained
			}
			out = append(out, s...)
		}
		return dedupe(out)
	}
	return nil
}
