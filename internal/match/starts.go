package match

import (
	"bytes"
	"regexp"
	"regexp/syntax"
	"sort"
	"sync"
)

// Starts finds the matches of a pattern that begins with \b and whose every
// match starts with one of a few words. Go runs a pattern with many
// case-folded alternatives and no literal prefix as an automaton over the
// whole text, at a few hundred nanoseconds a byte; Starts finds where the
// words are with one pass of an Aho-Corasick automaton and runs the pattern,
// anchored, only there. FindAllIndex returns what the pattern's own
// FindAllIndex returns (the tests of each use hold them equal).
type Starts struct {
	pattern  string
	lits     []string
	once     sync.Once
	re       *regexp.Regexp // the pattern as written
	anchored *regexp.Regexp // the pattern without its \b, anchored at the start
	words    *AhoCorasick
}

// NewStarts is pattern, whose matches all start with one of words
// (lowercase ASCII; a prefix of the match's first word is enough) right
// after a \b, which must be the pattern's first element. It is compiled on
// first use, which panics when the pattern does not begin with \b, as
// regexp.MustCompile does on a bad one (CheckBuiltins builds every one).
func NewStarts(pattern string, words ...string) *Starts {
	s := &Starts{pattern: pattern, lits: words}
	builders = append(builders, s.build)
	return s
}

func (s *Starts) build() { s.once.Do(s.compile) }

func (s *Starts) compile() {
	pattern := s.pattern
	tree := mustParse(pattern)
	if tree.Op != syntax.OpConcat || len(tree.Sub) < 2 || tree.Sub[0].Op != syntax.OpWordBoundary {
		// The simplified tree, when only it shows the \b first. (The
		// parsed one is preferred: simplifying writes a counted
		// repetition out, x{0,80} as eighty nested copies, which makes
		// the anchored pattern slow to compile.)
		tree = tree.Simplify()
	}
	if tree.Op != syntax.OpConcat || len(tree.Sub) < 2 || tree.Sub[0].Op != syntax.OpWordBoundary {
		panic("match.NewStarts: the pattern must begin with \\b: " + pattern)
	}
	rest := &syntax.Regexp{Op: syntax.OpConcat, Flags: tree.Flags, Sub: append([]*syntax.Regexp{{Op: syntax.OpBeginText}}, tree.Sub[1:]...)}
	s.re, s.anchored = regexp.MustCompile(pattern), regexp.MustCompile(rest.String())
	s.words = wordsAutomaton(s.lits)
}

// foldsBeyondASCII are the two characters a case-folded ASCII letter also
// matches (the long s and the Kelvin sign): the words' automaton does not
// fold them, so a text that holds one is read by the pattern itself.
var foldsBeyondASCII = [][]byte{[]byte("\u017f"), []byte("\u212a")}

// FindAllIndex is the pattern's FindAllIndex(text, n).
func (s *Starts) FindAllIndex(text []byte, n int) [][]int {
	s.build()
	for _, c := range foldsBeyondASCII {
		if bytes.Contains(text, c) {
			return s.re.FindAllIndex(text, n)
		}
	}
	var at []int
	s.words.FindFold(text, func(_, p int) {
		if WordBoundary(text, p) {
			at = append(at, p)
		}
	})
	if len(at) == 0 {
		return nil
	}
	sort.Ints(at)
	return fromStarts(at, n, func(p int) []int {
		if m := s.anchored.FindIndex(text[p:]); m != nil {
			return []int{p, p + m[1]}
		}
		return nil
	})
}

// Match reports whether the pattern matches text.
func (s *Starts) Match(text []byte) bool { return len(s.FindAllIndex(text, 1)) > 0 }

// String is the pattern.
func (s *Starts) String() string { return s.pattern }

// mustParse parses a built-in pattern, panicking on a bad one as
// regexp.MustCompile does (CheckBuiltins catches it in the tests).
func mustParse(pattern string) *syntax.Regexp {
	tree, err := syntax.Parse(pattern, syntax.Perl)
	if err != nil {
		panic(err)
	}
	return tree
}

// wordsAutomaton is the automaton of words (lower-case ASCII).
func wordsAutomaton(words []string) *AhoCorasick {
	lits := make([][]byte, len(words))
	for i, w := range words {
		lits[i] = []byte(w)
	}
	return NewAhoCorasick(lits)
}
