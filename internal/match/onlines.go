package match

import (
	"bytes"
	"regexp"
	"regexp/syntax"
	"slices"
	"sync"
)

// OnLines finds the matches of a pattern that never crosses a line break
// and whose every match holds one of a few words, running it only on the
// lines that hold one. A pattern with counted repetitions or many
// case-folded alternatives runs as an automaton over all it is given, at
// up to a few hundred nanoseconds a byte; one pass of an Aho-Corasick
// automaton finds the few lines worth giving it. Its methods return what
// the pattern's own return (the tests hold them equal).
type OnLines struct {
	pattern string
	lits    []string
	once    sync.Once
	re      *regexp.Regexp
	words   *AhoCorasick
}

// NewOnLines is pattern, every match of which holds one of words
// (lowercase ASCII, found in any case) and no line break. It is compiled on
// first use, which panics when the pattern can match a line break or
// anchors at the start or end of the text (which a line would fake), as
// regexp.MustCompile does on a bad one (CheckBuiltins builds every one).
func NewOnLines(pattern string, words ...string) *OnLines {
	o := &OnLines{pattern: pattern, lits: words}
	builders = append(builders, o.build)
	return o
}

func (o *OnLines) build() { o.once.Do(o.compile) }

func (o *OnLines) compile() {
	pattern := o.pattern
	tree := mustParse(pattern)
	if matchesNewline(tree) || anchorsText(tree) {
		panic("match.NewOnLines: the pattern may cross a line or anchor at the text's edge: " + pattern)
	}
	o.re, o.words = regexp.MustCompile(pattern), wordsAutomaton(o.lits)
}

func anchorsText(re *syntax.Regexp) bool {
	if re.Op == syntax.OpBeginText || re.Op == syntax.OpEndText {
		return true
	}
	for _, sub := range re.Sub {
		if anchorsText(sub) {
			return true
		}
	}
	return false
}

// lines calls fn with the bounds of each line of text that holds one of the
// words, in order, until fn returns false. A text holding a character that
// a case-folded ASCII letter also matches is one line to the pattern.
func (o *OnLines) lines(text []byte, fn func(s, e int) bool) {
	o.build()
	for _, c := range foldsBeyondASCII {
		if bytes.Contains(text, c) {
			fn(0, len(text))
			return
		}
	}
	var starts []int
	// Hits come about in order: the line of the last one is kept, and a
	// hit on it (thousands on one long line) costs nothing; a hit past it
	// reads back only to the end of that line (linear in all).
	ls, le := -1, -1
	o.words.FindFold(text, func(_, p int) {
		if p >= ls && p <= le {
			return
		}
		from := 0
		if le >= 0 && p > le {
			from = le
		}
		ls = from + bytes.LastIndexByte(text[from:p], '\n') + 1
		if k := bytes.IndexByte(text[p:], '\n'); k >= 0 {
			le = p + k
		} else {
			le = len(text)
		}
		starts = append(starts, ls)
	})
	slices.Sort(starts)
	last := -1
	for _, s := range starts {
		if s <= last {
			continue
		}
		e := len(text)
		if k := bytes.IndexByte(text[s:], '\n'); k >= 0 {
			e = s + k
		}
		last = e
		if !fn(s, e) {
			return
		}
	}
}

// FindAllSubmatchIndex is the pattern's FindAllSubmatchIndex(text, n).
func (o *OnLines) FindAllSubmatchIndex(text []byte, n int) [][]int {
	var out [][]int
	o.lines(text, func(s, e int) bool {
		k := -1
		if n >= 0 {
			k = n - len(out)
		}
		for _, m := range o.re.FindAllSubmatchIndex(text[s:e], k) {
			for j := range m {
				if m[j] >= 0 {
					m[j] += s
				}
			}
			out = append(out, m)
		}
		return n < 0 || len(out) < n
	})
	return out
}

// FindAllIndex is the pattern's FindAllIndex(text, n).
func (o *OnLines) FindAllIndex(text []byte, n int) [][]int {
	out := o.FindAllSubmatchIndex(text, n)
	for i, m := range out {
		out[i] = m[:2]
	}
	return out
}
