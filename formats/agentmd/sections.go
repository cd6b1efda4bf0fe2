// Package agentmd reads the parts of an agents-policy file
// (`agents/<category>_<name>.agent.md`) that live in its Markdown body: the
// headings that can stand in for metadata, and the tool names of its
// `## Tools` JavaScript, read statically (the code is never run).
package agentmd

import (
	"bytes"
	"strings"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/text"
)

// Span is a piece of the body: its text and byte offsets into the body.
type Span struct {
	Text       string
	Start, End int
	Set        bool
}

// Sections are the values the body's headings give.
type Sections struct {
	Title       Span // the first `# ` heading (other than `# Avatar`)
	Description Span // the first paragraph after the title heading
	Avatar      Span // the first image under `# Avatar`
	System      Span // the content under `## System`
	Rules       Span // the content under `## Rules`
	Tools       Span // the content under `## Tools`
	ToolsCode   []Span
}

type heading struct {
	level      int
	title      string
	start, end int // the heading line
	node       ast.Node
}

// Read parses a body and finds its sections.
func Read(body []byte) *Sections {
	doc := goldmark.DefaultParser().Parse(text.NewReader(body))
	s := &Sections{}
	var hs []heading
	for n := doc.FirstChild(); n != nil; n = n.NextSibling() {
		h, ok := n.(*ast.Heading)
		if !ok {
			continue
		}
		start, end := lineBounds(body, n)
		hs = append(hs, heading{level: h.Level, title: strings.TrimSpace(inlineText(body, h)), start: start, end: end, node: n})
	}
	// sectionEnd is where the section of heading i ends: the next heading of
	// the same or a higher level.
	sectionEnd := func(i int) int {
		for j := i + 1; j < len(hs); j++ {
			if hs[j].level <= hs[i].level {
				return hs[j].start
			}
		}
		return len(body)
	}
	for i, h := range hs {
		lower := strings.ToLower(h.title)
		switch {
		case h.level == 1 && lower == "avatar":
			if !s.Avatar.Set {
				s.Avatar = firstImage(body, h.node, sectionEnd(i))
			}
		case h.level == 1 && !s.Title.Set:
			s.Title = Span{Text: h.title, Start: h.start, End: h.end, Set: true}
			for n := h.node.NextSibling(); n != nil; n = n.NextSibling() {
				if n.Kind() == ast.KindHeading {
					break
				}
				if p, ok := n.(*ast.Paragraph); ok {
					from, to := lineBounds(body, p)
					s.Description = Span{Text: strings.TrimSpace(inlineText(body, p)), Start: from, End: to, Set: true}
					break
				}
			}
		case h.level == 2 && (lower == "system" || lower == "rules" || lower == "tools"):
			end := sectionEnd(i)
			from := min(h.end+1, end)
			span := Span{Text: strings.TrimSpace(string(body[from:end])), Start: h.start, End: h.end, Set: true}
			switch lower {
			case "system":
				if !s.System.Set {
					s.System = span
				}
			case "rules":
				if !s.Rules.Set {
					s.Rules = span
				}
			case "tools":
				if !s.Tools.Set {
					s.Tools = span
					s.ToolsCode = codeBlocks(h.node, end, body)
				}
			}
		}
	}
	return s
}

// lineBounds is the span of a block node's lines (for a heading, its line).
func lineBounds(body []byte, n ast.Node) (int, int) {
	lines := n.Lines()
	if lines.Len() == 0 {
		return 0, 0
	}
	start, end := lines.At(0).Start, lines.At(lines.Len()-1).Stop
	// Include the heading's `#` marks: back up to the line start.
	ls := bytes.LastIndexByte(body[:start], '\n') + 1
	if n.Kind() == ast.KindHeading {
		start = ls
	}
	for end > start && (body[end-1] == '\n' || body[end-1] == '\r') {
		end--
	}
	return start, end
}

// inlineText is the text of a block's inline content, as written.
func inlineText(body []byte, n ast.Node) string {
	lines := n.Lines()
	var b strings.Builder
	for i := 0; i < lines.Len(); i++ {
		if i > 0 {
			b.WriteByte(' ')
		}
		seg := lines.At(i)
		b.WriteString(strings.TrimSpace(string(seg.Value(body))))
	}
	return b.String()
}

func firstImage(body []byte, from ast.Node, end int) Span {
	for n := from.NextSibling(); n != nil; n = n.NextSibling() {
		if s, _ := lineBounds(body, n); s >= end {
			break
		}
		var found Span
		_ = ast.Walk(n, func(c ast.Node, entering bool) (ast.WalkStatus, error) {
			if img, ok := c.(*ast.Image); ok && entering {
				dest := string(img.Destination)
				at := bytes.Index(body, img.Destination)
				found = Span{Text: dest, Start: at, End: at + len(dest), Set: true}
				return ast.WalkStop, nil
			}
			return ast.WalkContinue, nil
		})
		if found.Set {
			return found
		}
	}
	return Span{}
}

func codeBlocks(from ast.Node, end int, body []byte) []Span {
	var out []Span
	for n := from.NextSibling(); n != nil; n = n.NextSibling() {
		lines := n.Lines()
		if lines.Len() > 0 && lines.At(0).Start >= end {
			break
		}
		if n.Kind() != ast.KindFencedCodeBlock && n.Kind() != ast.KindCodeBlock {
			continue
		}
		if lines.Len() == 0 {
			continue
		}
		s, e := lines.At(0).Start, lines.At(lines.Len()-1).Stop
		out = append(out, Span{Text: string(body[s:e]), Start: s, End: e, Set: true})
	}
	return out
}
