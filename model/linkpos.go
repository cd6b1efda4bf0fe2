package model

import (
	"bytes"
	"github.com/skillint/skillint/internal/match"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/util"
)

// Finding where a link's destination is written costs the span searched:
// searching from the link to the end of the body, once per link, is
// quadratic in a body of many links. An inline link's destination is
// within the link, so the search stops where the link ends (where the next
// inline node starts, or its block ends). A reference link's destination is
// in its definition, found once for all by linkDefs.

// linkEnd is an offset at or after the end of inline node n's source: the
// start of the next inline node after it, or the end of its block.
func linkEnd(body []byte, n ast.Node) int {
	for c := n; c != nil; c = c.Parent() {
		if c.Type() == ast.TypeBlock {
			if lines := c.Lines(); lines != nil && lines.Len() > 0 {
				return min(len(body), lines.At(lines.Len()-1).Stop)
			}
			break
		}
		for s := c.NextSibling(); s != nil; s = s.NextSibling() {
			if p := inlineStart(s); p >= 0 {
				return min(len(body), p)
			}
		}
	}
	return len(body)
}

// inlineStart is where inline node n starts in the source, or -1 when it
// does not say.
func inlineStart(n ast.Node) int {
	if t, ok := n.(*ast.Text); ok {
		return t.Segment.Start
	}
	if p := n.Pos(); p >= 0 {
		return p
	}
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		if p := inlineStart(c); p >= 0 {
			return p
		}
	}
	return -1
}

// linkDefRE matches a link reference definition's label and destination.
var linkDefRE = match.Lazy(`(?m)^ {0,3}\[((?:[^\]\\\n]|\\.){1,999})\]:[ \t]*(?:\n[ \t]*)?(<[^>\n]*>|\S+)`)

// linkDefs maps each definition's normalized label to the offset of its
// destination (the first definition of a label wins, as in CommonMark).
type linkDefs map[string]int

func findLinkDefs(body []byte) linkDefs {
	defs := linkDefs{}
	if !bytes.Contains(body, []byte("]:")) {
		return defs
	}
	for _, m := range linkDefRE.FindAllSubmatchIndex(body, -1) {
		key := util.ToLinkReference(body[m[2]:m[3]])
		if _, seen := defs[key]; seen {
			continue
		}
		at := m[4]
		if body[at] == '<' {
			at++
		}
		defs[key] = at
	}
	return defs
}

// referenceLabel is the label of a reference link or image, or nil for an
// inline one.
func referenceLabel(n ast.Node) []byte {
	var ref *ast.ReferenceLink
	switch v := n.(type) {
	case *ast.Link:
		ref = v.Reference
	case *ast.Image:
		ref = v.Reference
	}
	if ref == nil {
		return nil
	}
	return ref.Value
}
