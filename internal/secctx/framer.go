package secctx

import (
	"bytes"
	"sort"
	"strings"

	"github.com/skillint/skillint/internal/lines"
)

// Framer answers FrameAt for many offsets of one text in time linear in the
// text overall, however many matches one long line holds: line bounds come
// from a line index made once, each regular expression runs once per line
// (its hits kept), and a hit frames an offset when it lies within
// frameWindow of it. Not safe for use by several goroutines.
type Framer struct {
	text   []byte
	starts []int
	lines  map[int]*lineFrame // by line start
}

type lineFrame struct {
	end           int     // offset of the line's end (its '\n', or the text's end)
	neg, det, ask [][]int // hits in the line, as offsets in the text
	comment       bool    // a comment on the line says it is bad
	before        Frame   // what the lines before frame (Plain: nothing), once known
	beforeDone    bool
}

// NewFramer prepares to frame offsets of text.
func NewFramer(text []byte) *Framer {
	return &Framer{text: text, starts: lines.Index(text), lines: map[int]*lineFrame{}}
}

// line is the index of the line holding offset i.
func (f *Framer) line(i int) int {
	return sort.Search(len(f.starts), func(k int) bool { return f.starts[k] > i }) - 1
}

func (f *Framer) info(k int) *lineFrame {
	ls := f.starts[k]
	if lf := f.lines[ls]; lf != nil {
		return lf
	}
	end := len(f.text)
	if k+1 < len(f.starts) {
		end = f.starts[k+1] - 1
	}
	line := maskURLs(f.text[ls:end])
	abs := func(hits [][]int) [][]int {
		for _, h := range hits {
			h[0] += ls
			h[1] += ls
		}
		return hits
	}
	lf := &lineFrame{end: end, neg: abs(negRE.FindAllIndex(line, -1)), det: abs(detRE.FindAllIndex(line, -1)),
		ask: abs(askRE.FindAllIndex(line, -1)), comment: commentNeg(line)}
	f.lines[ls] = lf
	return lf
}

// near reports whether one of hits (sorted) lies within [lo, hi).
func near(hits [][]int, lo, hi int) bool {
	k := sort.Search(len(hits), func(j int) bool { return hits[j][1] > lo })
	return k < len(hits) && hits[k][0] < hi
}

// beforeFrame is what up to three lines before line k (within frameWindow
// bytes) frame.
func (f *Framer) beforeFrame(k int) Frame {
	lf := f.info(k)
	if lf.beforeDone {
		return lf.before
	}
	ls := f.starts[k]
	from := f.starts[max(0, k-3)]
	before := noURLs(f.text[max(from, ls-frameWindow):ls])
	switch {
	case negRE.Match(before):
		lf.before = Negated
	case detRE.Match(before):
		lf.before = Detection
	case askRE.Match(before):
		lf.before = Asks
	default:
		lf.before = Plain
	}
	lf.beforeDone = true
	return lf.before
}

// At is FrameAt(text, i, codeStart) for the framer's text.
func (f *Framer) At(i, codeStart int) Frame {
	if i < 0 || i > len(f.text) {
		return Plain
	}
	anchor := i
	if codeStart >= 0 && codeStart <= i {
		anchor = codeStart
	}
	before := f.beforeFrame(f.line(anchor))
	li := f.line(i)
	lf := f.info(li)
	lo, hi := max(f.starts[li], i-frameWindow), min(lf.end, i+frameWindow)
	inCode := codeStart >= 0
	switch {
	case !inCode && near(lf.neg, lo, hi) || before == Negated || lf.comment:
		return Negated
	case before == Detection || !inCode && near(lf.det, lo, hi):
		return Detection
	case before == Asks || near(lf.ask, lo, hi):
		return Asks
	}
	if !inCode && i > 0 && strings.ContainsRune("\"'“‘`", rune(f.text[i-1])) {
		return Quoted
	}
	// A row of a Markdown table lists things; it directs nothing.
	if !inCode && bytes.HasPrefix(bytes.TrimLeft(f.text[f.starts[li]:lf.end], " \t"), []byte("|")) {
		return Quoted
	}
	return Plain
}

// LineStart is the start of the line holding offset i.
func (f *Framer) LineStart(i int) int { return f.starts[max(0, f.line(i))] }

// maskURLs is b with every URL overwritten by x's of the same length: a
// host's name ("attacker.example") says nothing of the framing, and the
// offsets of what is left stay those of b.
func maskURLs(b []byte) []byte {
	if !bytes.Contains(b, []byte("://")) {
		return b
	}
	out := append([]byte(nil), b...)
	for _, m := range urlRE.FindAllIndex(b, -1) {
		for k := m[0]; k < m[1]; k++ {
			out[k] = 'x'
		}
	}
	return out
}
