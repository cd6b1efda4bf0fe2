package normalize

import (
	"sort"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/text"

	"github.com/skillint/skillint/diag"
)

// Body is a span of Markdown instructions inside the source file. Text is
// the original bytes (CRLF kept); byte i of Text is at offset Start+i of
// the file.
type Body struct {
	Start int
	Text  []byte
	src   *diag.Source
	md    ast.Node
	code  [][2]int
}

// NewBody makes a body for src[start:end].
func NewBody(src *diag.Source, start, end int) *Body {
	if end < start {
		end = start
	}
	return &Body{Start: start, Text: src.Bytes[start:end], src: src}
}

// Range is the source range of body bytes [from, to).
func (b *Body) Range(from, to int) diag.Range {
	return b.src.Range(b.Start+from, b.Start+to)
}

// Lines is the number of lines of the body, not counting a final line ending.
func (b *Body) Lines() int {
	if len(b.Text) == 0 {
		return 0
	}
	n := 1
	for i, c := range b.Text {
		if c == '\n' && i != len(b.Text)-1 {
			n++
		}
	}
	return n
}

// Markdown parses the body with goldmark the first time it is asked for.
// Node segments are byte offsets into Text.
func (b *Body) Markdown() ast.Node {
	if b.md == nil {
		b.md = goldmark.DefaultParser().Parse(text.NewReader(b.Text))
	}
	return b.md
}

// CodeRanges lists the [from, to) byte ranges of Text that are code: fenced
// and indented code blocks, and inline code spans. Sorted by start.
func (b *Body) CodeRanges() [][2]int {
	if b.code != nil {
		return b.code
	}
	b.code = [][2]int{}
	_ = ast.Walk(b.Markdown(), func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch n.Kind() {
		case ast.KindFencedCodeBlock, ast.KindCodeBlock:
			lines := n.Lines()
			if lines.Len() > 0 {
				b.code = append(b.code, [2]int{lines.At(0).Start, lines.At(lines.Len() - 1).Stop})
			}
			return ast.WalkSkipChildren, nil
		case ast.KindCodeSpan:
			from, to := -1, -1
			for c := n.FirstChild(); c != nil; c = c.NextSibling() {
				if t, ok := c.(*ast.Text); ok {
					if from < 0 {
						from = t.Segment.Start
					}
					to = t.Segment.Stop
				}
			}
			if from >= 0 {
				b.code = append(b.code, [2]int{from, to})
			}
			return ast.WalkSkipChildren, nil
		}
		return ast.WalkContinue, nil
	})
	sort.Slice(b.code, func(i, j int) bool { return b.code[i][0] < b.code[j][0] })
	return b.code
}

// InCode reports whether body byte i is inside code.
func (b *Body) InCode(i int) bool {
	rs := b.CodeRanges()
	k := sort.Search(len(rs), func(k int) bool { return rs[k][1] > i })
	return k < len(rs) && rs[k][0] <= i
}
