// Package threemd parses base 3md 1.0 documents: a `---` frontmatter block of
// `key: value` lines followed by `@plane` directives and their Markdown bodies.
//
// The parser works on the original bytes (BOM and CRLF included) so that every
// offset it records points into the file as the user sees it. It never stops
// at the first problem: it records every parse error it can find, and callers
// decide whether the tree is usable (Document.OK).
package threemd

import (
	"bytes"
	"strconv"
	"strings"
)

// Parse error codes, as the 3md conformance vectors name them.
const (
	ErrMissingFrontmatter    = "missingFrontmatter"
	ErrInvalidFrontmatter    = "invalidFrontmatter"
	ErrMissingVersion        = "missingVersion"
	ErrMissingPlanePosition  = "missingPlanePosition"
	ErrInvalidPlaneDirective = "invalidPlaneDirective"
	ErrDuplicatePlane        = "duplicatePlane"
)

// ParseError is one reason a document is not valid 3md. Start and End are
// byte offsets of the offending text.
type ParseError struct {
	Code    string
	Message string
	Line    int
	Start   int
	End     int
}

// Field is one `key: value` line of the frontmatter.
type Field struct {
	Key      string // as written, trimmed
	Value    string // trimmed and unquoted
	Line     int
	KeyStart int
	KeyEnd   int
	ValStart int // raw value span, quotes included
	ValEnd   int
}

// Attr is one `key=value` token of a @plane directive.
type Attr struct {
	Key      string // lowercased
	RawKey   string
	Value    string // unquoted
	Start    int    // token span
	End      int
	ValStart int // raw value span, quotes included
	ValEnd   int
}

// ValueOffset maps byte index i of the unquoted Value to a byte offset in the
// source, accounting for the opening quote and backslash escapes.
func (a *Attr) ValueOffset(src []byte, i int) int { return valueOffset(src, a.ValStart, a.ValEnd, i) }

// ValueOffset maps byte index i of the unquoted Value to a byte offset in the source.
func (f *Field) ValueOffset(src []byte, i int) int { return valueOffset(src, f.ValStart, f.ValEnd, i) }

// valueOffset maps byte index i of the unquoted form of src[start:end] to a
// source offset: past the opening quote, and past each escaping backslash.
func valueOffset(src []byte, start, end, i int) int {
	raw := src[start:end]
	if len(raw) < 2 || (raw[0] != '"' && raw[0] != '\'') || raw[len(raw)-1] != raw[0] {
		return start + i
	}
	off := start + 1
	for n := 0; n < i && off < end-1; n++ {
		if src[off] == '\\' && off+1 < end-1 {
			off++
		}
		off++
	}
	return off
}

// Plane is one @plane slice.
type Plane struct {
	Line       int // directive line; for the shorthand plane, the first body line
	Start      int // directive line start offset
	End        int // directive line end offset (before the line ending)
	Shorthand  bool
	Attrs      []*Attr // every token in order, repeats included
	Z          float64
	ZText      string
	ZKey       string // exact: equal z values have equal keys (see ZKey)
	X, Y       *float64
	Label      *string
	Attributes map[string]string // attributes other than z, x, y, label; last wins
	BodyStart  int               // raw body span: the lines after the directive
	BodyEnd    int
}

// Attr returns the last attribute with the (lowercase) key, or nil.
func (p *Plane) Attr(key string) *Attr {
	for i := len(p.Attrs) - 1; i >= 0; i-- {
		if p.Attrs[i].Key == key {
			return p.Attrs[i]
		}
	}
	return nil
}

// Link is a `[[z=N]]` or `[[z=N|text]]` cross-plane reference.
type Link struct {
	Target     float64
	TargetText string
	Text       *string
	Start, End int // the whole `[[...]]`
	Line       int
}

// Fence is a code fence opened in the body and never closed.
type Fence struct {
	Line       int
	Start, End int
}

// Document is a parsed 3md file.
type Document struct {
	Src       []byte
	HasFront  bool
	OpenLine  int // line of the opening `---`
	OpenStart int
	CloseLine int // line of the closing `---`; 0 when unclosed
	Fields    []*Field
	Version   string
	Axis      string
	Title     *string
	// Metadata holds every frontmatter key other than 3md, axis and title
	// (keys keep their case); MetaOrder lists them in first-seen order.
	Metadata     map[string]string
	MetaOrder    []string
	PreambleLine int // first line of the preamble span
	PreambleFrom int // raw preamble span (between the frontmatter and the first directive)
	PreambleTo   int
	Planes       []*Plane
	Unclosed     *Fence
	Errors       []*ParseError
}

// OK reports whether the document parsed without error.
func (d *Document) OK() bool { return len(d.Errors) == 0 }

// Field returns the last frontmatter field whose key equals key (or, when
// fold is set, equals it ignoring case), or nil.
func (d *Document) Field(key string, fold bool) *Field {
	for i := len(d.Fields) - 1; i >= 0; i-- {
		f := d.Fields[i]
		if f.Key == key || (fold && strings.EqualFold(f.Key, key)) {
			return f
		}
	}
	return nil
}

// Body returns the plane's body with CRLF made LF and surrounding white space
// trimmed, as the reference parsers present it.
func (d *Document) Body(p *Plane) string {
	return trimBody(d.Src[p.BodyStart:p.BodyEnd])
}

// Preamble returns the trimmed preamble, or nil when there is none.
func (d *Document) Preamble() *string {
	if len(d.Planes) == 0 || d.Planes[0].Shorthand {
		return nil
	}
	s := trimBody(d.Src[d.PreambleFrom:d.PreambleTo])
	if s == "" {
		return nil
	}
	return &s
}

func trimBody(b []byte) string {
	s := strings.ReplaceAll(string(b), "\r\n", "\n")
	return strings.TrimSpace(s)
}

type line struct {
	n          int // 1-based
	start, end int // text span, without "\r\n" / "\n"
}

// lineAt returns the line starting at off.
func lineAt(src []byte, off, n int) (line, int) {
	i := bytes.IndexByte(src[off:], '\n')
	next := len(src) + 1
	end := len(src)
	if i >= 0 {
		end = off + i
		next = end + 1
	}
	if end > off && src[end-1] == '\r' {
		end--
	}
	return line{n: n, start: off, end: end}, next
}

// Parse parses src. It never panics and always returns a document; parse
// problems are in Document.Errors.
func Parse(src []byte) *Document {
	d := &Document{Src: src, Axis: "layer", Metadata: map[string]string{}}
	off, n := 0, 1
	if bytes.HasPrefix(src, []byte("\xEF\xBB\xBF")) {
		off = 3
	}
	// Frontmatter.
	var ln line
	found := false
	for off <= len(src) {
		ln, off = lineAt(src, off, n)
		n++
		if len(bytes.TrimSpace(src[ln.start:ln.end])) == 0 {
			continue
		}
		found = true
		break
	}
	if !found || string(bytes.TrimSpace(src[ln.start:ln.end])) != "---" {
		e := &ParseError{Code: ErrMissingFrontmatter, Message: "3md documents must begin with a '---' frontmatter block", Line: 1}
		if found {
			e.Line, e.Start, e.End = ln.n, ln.start, ln.end
		}
		d.Errors = append(d.Errors, e)
		return d
	}
	d.HasFront = true
	d.OpenLine, d.OpenStart = ln.n, ln.start
	open := ln
	closed := false
	for off <= len(src) {
		ln, off = lineAt(src, off, n)
		n++
		text := src[ln.start:ln.end]
		trimmed := bytes.TrimSpace(text)
		if string(trimmed) == "---" {
			closed = true
			d.CloseLine = ln.n
			break
		}
		if len(trimmed) == 0 || trimmed[0] == '#' {
			continue
		}
		colon := bytes.IndexByte(text, ':')
		if colon < 0 {
			d.Errors = append(d.Errors, &ParseError{Code: ErrInvalidFrontmatter,
				Message: "frontmatter line " + strconv.Itoa(ln.n) + " is not 'key: value'", Line: ln.n, Start: ln.start, End: ln.end})
			continue
		}
		ks, ke := trimSpan(src, ln.start, ln.start+colon)
		vs, ve := trimSpan(src, ln.start+colon+1, ln.end)
		f := &Field{Key: string(src[ks:ke]), Value: unquote(string(src[vs:ve])), Line: ln.n,
			KeyStart: ks, KeyEnd: ke, ValStart: vs, ValEnd: ve}
		d.Fields = append(d.Fields, f)
		switch strings.ToLower(f.Key) {
		case "3md":
			d.Version = f.Value
		case "axis":
			d.Axis = strings.ToLower(strings.TrimSpace(f.Value))
		case "title":
			v := f.Value
			d.Title = &v
		default:
			if _, seen := d.Metadata[f.Key]; !seen {
				d.MetaOrder = append(d.MetaOrder, f.Key)
			}
			d.Metadata[f.Key] = f.Value
		}
	}
	if !closed {
		d.Errors = append(d.Errors, &ParseError{Code: ErrInvalidFrontmatter,
			Message: "the frontmatter opened on line " + strconv.Itoa(open.n) + " is never closed with '---'",
			Line:    open.n, Start: open.start, End: open.end})
		return d
	}
	if strings.TrimSpace(d.Version) == "" {
		e := &ParseError{Code: ErrMissingVersion, Message: "the frontmatter has no '3md' version", Line: open.n, Start: open.start, End: open.end}
		if f := d.Field("3md", true); f != nil {
			e.Message = "the '3md' version is blank"
			e.Line, e.Start, e.End = f.Line, f.KeyStart, f.ValEnd
		}
		d.Errors = append(d.Errors, e)
	}
	d.parseBody(src, off, n)
	return d
}

func (d *Document) parseBody(src []byte, off, n int) {
	bodyStart := off
	if bodyStart > len(src) {
		bodyStart = len(src)
	}
	d.PreambleLine = n
	d.PreambleFrom = bodyStart
	var cur *Plane
	var fenceChar byte
	var fenceLine line
	seen := map[string]*Plane{}
	for off <= len(src) {
		var ln line
		ln, off = lineAt(src, off, n)
		n++
		text := src[ln.start:ln.end]
		trimmed := bytes.TrimSpace(text)
		if fenceChar != 0 {
			if bytes.HasPrefix(trimmed, []byte{fenceChar, fenceChar, fenceChar}) {
				fenceChar = 0
			}
			continue
		}
		if bytes.HasPrefix(trimmed, []byte("```")) || bytes.HasPrefix(trimmed, []byte("~~~")) {
			fenceChar = trimmed[0]
			fenceLine = ln
			continue
		}
		if !isDirective(text) {
			continue
		}
		if cur != nil {
			cur.BodyEnd = ln.start
		} else {
			d.PreambleTo = ln.start
		}
		p := d.parseDirective(src, ln)
		p.BodyStart = min(ln.end+lineEndLen(src, ln.end), len(src))
		d.Planes = append(d.Planes, p)
		cur = p
		if p.ZText == "" {
			continue // missing or invalid z, already reported
		}
		if prev := seen[p.ZKey]; prev != nil {
			za := p.Attr("z")
			d.Errors = append(d.Errors, &ParseError{Code: ErrDuplicatePlane,
				Message: "two planes share the same z position: " + ExactZ(p.ZText) + " (also on line " + strconv.Itoa(prev.Line) + ")",
				Line:    ln.n, Start: za.Start, End: za.End})
		} else {
			seen[p.ZKey] = p
		}
	}
	if fenceChar != 0 {
		d.Unclosed = &Fence{Line: fenceLine.n, Start: fenceLine.start, End: fenceLine.end}
	}
	if cur != nil {
		cur.BodyEnd = len(src)
		return
	}
	d.PreambleTo = len(src)
	if len(bytes.TrimSpace(src[bodyStart:])) == 0 {
		return
	}
	// Single-plane shorthand: the whole body is one plane at z=0.
	first := bodyStart
	firstLine := d.PreambleLine
	for first < len(src) {
		ln, next := lineAt(src, first, firstLine)
		if len(bytes.TrimSpace(src[ln.start:ln.end])) != 0 {
			break
		}
		first, firstLine = next, firstLine+1
	}
	d.Planes = append(d.Planes, &Plane{Line: firstLine, Start: first, End: first, Shorthand: true,
		ZText: "0", Attributes: map[string]string{}, BodyStart: bodyStart, BodyEnd: len(src)})
}

func lineEndLen(src []byte, end int) int {
	if end < len(src) && src[end] == '\r' {
		return 2
	}
	if end < len(src) {
		return 1
	}
	return 0
}

// isDirective: not indented, first whitespace-separated token exactly "@plane".
func isDirective(text []byte) bool {
	if !bytes.HasPrefix(text, []byte("@plane")) {
		return false
	}
	rest := text[len("@plane"):]
	return len(rest) == 0 || isSpace(rest[0])
}

func isSpace(b byte) bool {
	return b == ' ' || b == '\t' || b == '\r' || b == '\n' || b == '\v' || b == '\f'
}

func trimSpan(src []byte, s, e int) (int, int) {
	for s < e && isSpace(src[s]) {
		s++
	}
	for e > s && isSpace(src[e-1]) {
		e--
	}
	return s, e
}

// unquote removes matching surrounding quotes and resolves `\X` escapes inside.
func unquote(v string) string {
	if len(v) < 2 || (v[0] != '"' && v[0] != '\'') || v[len(v)-1] != v[0] {
		return v
	}
	inner := v[1 : len(v)-1]
	if !strings.Contains(inner, `\`) {
		return inner
	}
	var b strings.Builder
	for i := 0; i < len(inner); i++ {
		if inner[i] == '\\' && i+1 < len(inner) {
			i++
		}
		b.WriteByte(inner[i])
	}
	return b.String()
}

func (d *Document) parseDirective(src []byte, ln line) *Plane {
	p := &Plane{Line: ln.n, Start: ln.start, End: ln.end, Attributes: map[string]string{}}
	restStart := ln.start + len("@plane")
	rs, re := trimSpan(src, restStart, ln.end)
	rest := string(src[rs:re])
	fail := func(start, end int, detail string) {
		d.Errors = append(d.Errors, &ParseError{Code: ErrInvalidPlaneDirective,
			Message: "invalid @plane directive on line " + strconv.Itoa(ln.n) + ": " + detail,
			Line:    ln.n, Start: start, End: end})
	}
	// Tokenize: spaces and tabs separate tokens outside quotes; a quote
	// anywhere outside quotes opens a quoted span; backslash escapes inside.
	i := rs
	for i < re {
		for i < re && (src[i] == ' ' || src[i] == '\t') {
			i++
		}
		if i >= re {
			break
		}
		tokStart := i
		var q byte
		for i < re {
			c := src[i]
			if q != 0 {
				if c == '\\' && i+1 < re {
					i += 2
					continue
				}
				if c == q {
					q = 0
				}
				i++
				continue
			}
			if c == ' ' || c == '\t' {
				break
			}
			if c == '"' || c == '\'' {
				q = c
			}
			i++
		}
		if q != 0 {
			fail(tokStart, re, "unterminated quote in '"+rest+"'")
			return p
		}
		tok := src[tokStart:i]
		eq := bytes.IndexByte(tok, '=')
		if eq < 0 {
			fail(tokStart, i, "expected key=value, found '"+string(tok)+"'")
			continue
		}
		if eq == 0 {
			fail(tokStart, i, "empty attribute key in '"+string(tok)+"'")
			continue
		}
		raw := string(tok[:eq])
		a := &Attr{Key: strings.ToLower(raw), RawKey: raw, Value: unquote(string(tok[eq+1:])),
			Start: tokStart, End: i, ValStart: tokStart + eq + 1, ValEnd: i}
		p.Attrs = append(p.Attrs, a)
	}
	// Resolve the well-known attributes; the last repeat wins.
	done := map[string]bool{}
	for j := len(p.Attrs) - 1; j >= 0; j-- {
		a := p.Attrs[j]
		if done[a.Key] {
			continue
		}
		done[a.Key] = true
		switch a.Key {
		case "z", "x", "y":
			f, ok := ParseNumber(a.Value)
			if !ok {
				fail(a.Start, a.End, a.Key+" must be a finite decimal number, found '"+a.Value+"'")
				continue
			}
			switch a.Key {
			case "z":
				p.Z, p.ZText = f, a.Value
				p.ZKey, _ = ZKey(a.Value)
			case "x":
				p.X = &f
			case "y":
				p.Y = &f
			}
		case "label":
			v := a.Value
			p.Label = &v
		default:
			p.Attributes[a.Key] = a.Value
		}
	}
	if !done["z"] {
		d.Errors = append(d.Errors, &ParseError{Code: ErrMissingPlanePosition,
			Message: "the @plane directive on line " + strconv.Itoa(ln.n) + " is missing a 'z' position",
			Line:    ln.n, Start: ln.start, End: ln.end})
	}
	return p
}
