package model

import (
	"bytes"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
)

// linkParser is goldmark's link parser reading a paragraph through
// labelReader. goldmark reads a reference link's label with the block
// reader's Value, which scans the paragraph's lines back from its last one
// to find the label's: in a paragraph of n lines of reference links that
// is quadratic (4 MiB of `[x][a]` lines: minutes).
type linkParser struct{ parser.InlineParser }

func newLinkParser() linkParser { return linkParser{parser.NewLinkParser()} }

// labelReaderKey holds a parse's labelReader: one for all of its links.
var labelReaderKey = parser.NewContextKey()

func (p linkParser) Parse(parent ast.Node, block text.Reader, pc parser.Context) ast.Node {
	r, _ := pc.Get(labelReaderKey).(*labelReader)
	if r == nil {
		r = &labelReader{}
		pc.Set(labelReaderKey, r)
	}
	r.Reader = block
	return p.InlineParser.Parse(parent, r, pc)
}

// inlineFactsKey holds, in a parse's context, the walker that reads a
// block's inline nodes (markdownFacts's): when it is set, each block's
// inline nodes are walked once the block is parsed, then dropped, so that
// the tree of a large body is never whole in memory.
var inlineFactsKey = parser.NewContextKey()

func (p linkParser) CloseBlock(parent ast.Node, block text.Reader, pc parser.Context) {
	p.InlineParser.(parser.CloseBlocker).CloseBlock(parent, block, pc)
	visit, _ := pc.Get(inlineFactsKey).(*ast.Walker)
	first := parent.FirstChild()
	if visit == nil || *visit == nil || first == nil || first.Type() != ast.TypeInline {
		return // a container's children are blocks, read by the walk of the tree
	}
	for c := first; c != nil; c = c.NextSibling() {
		_ = ast.Walk(c, *visit)
	}
	parent.RemoveChildren(parent)
}

// labelReader answers Value for a link label written within one line,
// between `[` and `]`, from the source directly: the bytes the block
// reader's Value returns for it (a label within one line is within one of
// the paragraph's line segments, and starts after a `[`, so no padding of
// a line's start applies). Anything else goes to the block reader.
type labelReader struct{ text.Reader }

func (r *labelReader) Value(seg text.Segment) []byte {
	src := r.Source()
	if seg.Padding == 0 && seg.Start > 0 && seg.Start <= seg.Stop && seg.Stop < len(src) &&
		src[seg.Start-1] == '[' && src[seg.Stop] == ']' && !bytes.ContainsAny(src[seg.Start:seg.Stop], "\r\n") {
		return append(make([]byte, 0, seg.Stop-seg.Start+1), src[seg.Start:seg.Stop]...)
	}
	return r.Reader.Value(seg)
}
