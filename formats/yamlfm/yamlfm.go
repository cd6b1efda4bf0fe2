// Package yamlfm finds a Markdown file's `---` frontmatter block and parses
// it as YAML into a small positioned tree: every key and value carries byte
// offsets into the original file.
//
// It is shared by the front-ends whose headers are YAML (SKILL.md and the
// .agent.md formats). Anchors and aliases are refused without expanding
// anything, duplicate keys are found with both positions, and a syntax error
// comes with the parser's position.
package yamlfm

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/goccy/go-yaml/ast"
	"github.com/goccy/go-yaml/parser"
	"github.com/goccy/go-yaml/token"

	"github.com/skillint/skillint/diag"
)

// Kind is a YAML node's type, as the rules care about it.
type Kind int

// Node kinds.
const (
	String Kind = iota
	Int
	Float
	Bool
	Null
	Map
	Seq
	Other
)

func (k Kind) String() string {
	return [...]string{"a string", "an integer", "a number", "a boolean", "null", "a mapping", "a list", "a YAML value"}[k]
}

// Node is one YAML value.
type Node struct {
	Kind Kind
	// Value is the scalar's decoded text (for strings and block scalars, the
	// string; for numbers and booleans, the text as written).
	Value string
	// Block is set for `|` and `>` block scalars; Start..End is then the
	// header, and ContentStart..ContentEnd the indented lines of the block.
	Block        bool
	Start        int // byte offsets in the file
	End          int
	ContentStart int
	ContentEnd   int
	Pairs        []*Pair // for maps, in source order
	Items        []*Node // for lists
}

// Pair is one `key: value` entry of a mapping.
type Pair struct {
	Key   *Node
	Value *Node // never nil: an absent value is a Null node at the colon
}

// Get returns the value of the first pair whose key equals key, or nil.
func (n *Node) Get(key string) *Pair {
	if n == nil || n.Kind != Map {
		return nil
	}
	for _, p := range n.Pairs {
		if p.Key.Value == key {
			return p
		}
	}
	return nil
}

// Problem is something wrong with the frontmatter block itself.
type Problem struct {
	Code    string // see the Problem* constants
	Message string
	Start   int
	End     int
	// Related is a second place (the first of two duplicate keys); -1 when none.
	Related int
}

// Problem codes.
const (
	ProblemSyntax    = "syntax"    // YAML that does not parse, or a root that is not a mapping
	ProblemDuplicate = "duplicate" // a key given twice in one mapping
	ProblemAlias     = "alias"     // an anchor or alias
	ProblemBOM       = "bom"       // a byte order mark before the opening delimiter
	ProblemDelimiter = "delimiter" // a delimiter line with trailing white space
	ProblemUnclosed  = "unclosed"  // no closing delimiter
)

// Frontmatter is the header block of a Markdown file.
type Frontmatter struct {
	// Present is set when the file starts with a `---` line.
	Present bool
	Open    diag.Range // the opening delimiter line
	Close   diag.Range // the closing delimiter line (zero when unclosed)
	// ContentStart..ContentEnd is the YAML text between the delimiters.
	ContentStart, ContentEnd int
	// BodyStart is where the Markdown body starts (0 when there is no frontmatter).
	BodyStart int
	// Root is the parsed YAML (nil when empty, or when it did not parse).
	Root     *Node
	Problems []Problem
}

// Broken reports whether the frontmatter could not be read as a mapping.
func (f *Frontmatter) Broken() bool {
	for _, p := range f.Problems {
		if p.Code == ProblemSyntax || p.Code == ProblemAlias || p.Code == ProblemUnclosed {
			return true
		}
	}
	return false
}

// Split finds the frontmatter of src: the first line is `---` (a BOM before it
// and trailing white space on it are tolerated and reported) and the block ends
// at the next line that is `---`. It does not parse the YAML.
func Split(src *diag.Source) *Frontmatter {
	fm := &Frontmatter{}
	b := src.Bytes
	start := 0
	if bytes.HasPrefix(b, []byte("\xEF\xBB\xBF")) {
		start = 3
	}
	first := src.LineText(1)
	if start == 3 {
		first = first[3:]
	}
	if strings.TrimRight(string(first), " \t") != "---" {
		return fm
	}
	fm.Present = true
	fm.Open = src.LineRange(1)
	if start == 3 {
		fm.Problems = append(fm.Problems, Problem{Code: ProblemBOM, Message: "the file starts with a byte order mark (U+FEFF) before the frontmatter", Start: 0, End: 3, Related: -1})
	}
	if string(first) != "---" {
		fm.Problems = append(fm.Problems, Problem{Code: ProblemDelimiter, Message: "the opening `---` has trailing white space", Start: src.LineStart(1) + start + 3, End: src.LineEnd(1), Related: -1})
	}
	fm.ContentStart = min(src.LineStart(2), len(b))
	for line := 2; src.HasLine(line); line++ {
		text := string(src.LineText(line))
		if strings.TrimRight(text, " \t") != "---" {
			continue
		}
		if text != "---" {
			fm.Problems = append(fm.Problems, Problem{Code: ProblemDelimiter, Message: "the closing `---` has trailing white space", Start: src.LineStart(line) + 3, End: src.LineEnd(line), Related: -1})
		}
		fm.Close = src.LineRange(line)
		fm.ContentEnd = src.LineStart(line)
		fm.BodyStart = min(src.LineStart(line+1), len(b))
		if !src.HasLine(line + 1) {
			fm.BodyStart = len(b)
		}
		return fm
	}
	fm.Problems = append(fm.Problems, Problem{Code: ProblemUnclosed, Message: "the frontmatter opened on line 1 is never closed with a `---` line", Start: fm.Open.Start.Offset, End: fm.Open.End.Offset, Related: -1})
	fm.ContentEnd = len(b)
	return fm
}

// Parse splits src and parses its frontmatter as YAML.
func Parse(src *diag.Source) *Frontmatter {
	fm := Split(src)
	if !fm.Present || fm.Close.End.Line == 0 {
		return fm
	}
	parseContent(src, fm)
	return fm
}

// ParseDocument parses a whole file as one YAML document (a configuration
// file, say), with the same guards and positions as frontmatter.
func ParseDocument(src *diag.Source) (*Node, []Problem) {
	fm := &Frontmatter{Present: true, ContentStart: 0, ContentEnd: len(src.Bytes), Open: src.LineRange(1)}
	parseContent(src, fm)
	return fm.Root, fm.Problems
}

// parseContent parses fm's YAML content into fm.Root, recording problems.
func parseContent(src *diag.Source, fm *Frontmatter) {
	content := src.Bytes[fm.ContentStart:fm.ContentEnd]
	if len(bytes.TrimSpace(content)) == 0 {
		return
	}
	c := &converter{src: src, lineBase: src.LineOf(fm.ContentStart) - 1, fm: fm}
	if len(content) > MaxSize {
		fm.Problems = append(fm.Problems, Problem{Code: ProblemSyntax, Related: -1, Start: fm.Open.Start.Offset, End: fm.Open.End.Offset,
			Message: fmt.Sprintf("the frontmatter is %d bytes; skillint reads at most %d bytes of YAML frontmatter (hosts load it into every conversation)", len(content), MaxSize)})
		return
	}
	if off, depth := nesting(content); depth > maxDepth {
		at := fm.ContentStart + off
		fm.Problems = append(fm.Problems, Problem{Code: ProblemSyntax, Related: -1, Start: at, End: c.lineEndOf(at),
			Message: fmt.Sprintf("the frontmatter nests deeper than %d levels", maxDepth)})
		return
	}
	if root, ok := fastParse(c, content); ok {
		fm.Root = root
		return
	}
	slowParse(c, fm, content)
}

// slowParse reads the frontmatter with the YAML parser.
func slowParse(c *converter, fm *Frontmatter, content []byte) {
	// YAML reads a CRLF as one line break. The parser does not everywhere:
	// it counts the CRLF after a comment as two lines (every position after
	// it lands a line too low) and folds quoted scalars across a CRLF as if
	// the CR were text. So it reads LF line breaks; no line or column moves,
	// since a CR only ends its line.
	if bytes.Contains(content, []byte("\r\n")) {
		content = bytes.ReplaceAll(content, []byte("\r\n"), []byte("\n"))
	}
	// The YAML parser's time grows with the square of a mapping's entries
	// (tens of thousands of keys take seconds): past a bound, frontmatter
	// that is not plain `key: value` lines is refused, not parsed.
	if n := bytes.Count(content, []byte{'\n'}); n > MaxYAMLLines {
		fm.Problems = append(fm.Problems, Problem{Code: ProblemSyntax, Related: -1, Start: fm.Open.Start.Offset, End: fm.Open.End.Offset,
			Message: fmt.Sprintf("the frontmatter is %d lines, not all plain `key: value` lines; skillint parses at most %d lines of such YAML (hosts load frontmatter into every conversation)", n, MaxYAMLLines)})
		return
	}
	file, err := parser.ParseBytes(content, 0, parser.AllowDuplicateMapKey())
	if err != nil {
		c.syntaxError(err)
		return
	}
	var body ast.Node
	for _, d := range file.Docs {
		if d.Body != nil {
			if body != nil {
				c.problem(ProblemSyntax, "the frontmatter holds more than one YAML document", d.Body.GetToken())
				return
			}
			body = d.Body
		}
	}
	if body == nil {
		return
	}
	if cg, ok := body.(*ast.CommentGroupNode); ok && cg != nil {
		return // only comments
	}
	root := c.node(body)
	if c.refused {
		return
	}
	if root.Kind != Map {
		fm.Problems = append(fm.Problems, Problem{Code: ProblemSyntax, Message: fmt.Sprintf("the frontmatter must be a YAML mapping of `key: value` lines, not %s", root.Kind), Start: root.Start, End: root.End, Related: -1})
		return
	}
	fm.Root = root
}

type converter struct {
	src      *diag.Source
	lineBase int
	fm       *Frontmatter
	refused  bool
	depth    int
}

// offset turns goccy's 1-based line and code-point column into a byte offset.
func (c *converter) offset(pos *token.Position) int {
	if pos == nil || pos.Line < 1 {
		return c.fm.ContentStart
	}
	line := pos.Line + c.lineBase
	start, end := c.src.LineStart(line), c.src.LineEnd(line)
	off := start
	for col := 1; col < pos.Column && off < end; col++ {
		_, size := utf8.DecodeRune(c.src.Bytes[off:end])
		off += size
	}
	return off
}

func (c *converter) problem(code, msg string, tk *token.Token) {
	start := c.fm.ContentStart
	if tk != nil {
		start = c.offset(tk.Position)
	}
	c.fm.Problems = append(c.fm.Problems, Problem{Code: code, Message: msg, Start: start, End: c.lineEndOf(start), Related: -1})
}

func (c *converter) lineEndOf(off int) int { return c.src.LineEnd(c.src.LineOf(off)) }

type tokenError interface {
	GetToken() *token.Token
	GetMessage() string
}

func (c *converter) syntaxError(err error) {
	var te tokenError
	if !errors.As(err, &te) {
		c.problem(ProblemSyntax, "the frontmatter is not valid YAML: "+err.Error(), nil)
		return
	}
	msg := "the frontmatter is not valid YAML: " + te.GetMessage()
	if strings.Contains(te.GetMessage(), "mapping value is not allowed") {
		msg += ` (a value that contains ": " must be quoted, e.g. description: "Use when: ...")`
	}
	c.problem(ProblemSyntax, msg, te.GetToken())
}

// maxDepth bounds nesting so hostile input cannot exhaust the stack.
const maxDepth = 200

// MaxYAMLLines is the most lines of frontmatter parsed as full YAML (the
// plain `key: value` lines a fast reader takes are not bounded by it).
const MaxYAMLLines = 4096

// MaxSize is the largest frontmatter parsed, in bytes. Real frontmatter is a
// few hundred bytes; a larger block is reported, never silently skipped.
const MaxSize = 1 << 20

// nesting scans YAML text for its deepest nesting without parsing it: flow
// brackets outside quotes and comments, plus block indicators (`- `, `? `)
// stacked at the start of a line. It returns the offset where the depth
// first exceeds maxDepth, and the depth reached (a lower bound of the
// parser's, which is all the guard needs).
func nesting(b []byte) (int, int) {
	depth, deepest := 0, 0
	var quote byte
	lineStart := true
	block := 0
	for i := 0; i < len(b); i++ {
		c := b[i]
		if quote != 0 {
			switch {
			case c == '\\' && quote == '"':
				i++
			case c == quote:
				quote = 0
			}
			continue
		}
		switch c {
		case '\n':
			lineStart, block = true, 0
			continue
		case '#':
			if i == 0 || b[i-1] == ' ' || b[i-1] == '\t' || b[i-1] == '\n' {
				for i < len(b) && b[i] != '\n' {
					i++
				}
				i--
				continue
			}
		case '"', '\'':
			if i == 0 || b[i-1] == ' ' || b[i-1] == '[' || b[i-1] == '{' || b[i-1] == ',' || b[i-1] == ':' || b[i-1] == '\n' {
				quote = c
			}
		case '[', '{':
			depth++
		case ']', '}':
			if depth > 0 {
				depth--
			}
		case '-', '?':
			if lineStart && i+1 < len(b) && (b[i+1] == ' ' || b[i+1] == '\t') {
				block++
			}
		case ' ', '\t':
			continue
		}
		if c != '-' && c != '?' {
			lineStart = false
		}
		if depth+block > deepest {
			deepest = depth + block
			if deepest > maxDepth {
				return i, deepest
			}
		}
	}
	return 0, deepest
}

func (c *converter) node(n ast.Node) *Node {
	c.depth++
	defer func() { c.depth-- }()
	tk := n.GetToken()
	start := c.fixStart(c.offset(tk.Position), tk)
	out := &Node{Kind: Other, Start: start, End: start}
	if c.depth > maxDepth {
		if !c.refused {
			c.fm.Problems = append(c.fm.Problems, Problem{Code: ProblemSyntax, Message: fmt.Sprintf("the frontmatter nests deeper than %d levels", maxDepth), Start: start, End: c.lineEndOf(start), Related: -1})
		}
		c.refused = true
		return out
	}
	switch v := n.(type) {
	case *ast.AnchorNode, *ast.AliasNode:
		if !c.refused {
			c.fm.Problems = append(c.fm.Problems, Problem{Code: ProblemAlias, Message: "YAML anchors and aliases (&name, *name) are not allowed in frontmatter: write the value out", Start: start, End: c.lineEndOf(start), Related: -1})
		}
		c.refused = true
	case *ast.MergeKeyNode:
		// `<<: ...` merges mappings in YAML 1.1 readers and is an ordinary
		// key "<<" in others.
		if !c.refused {
			c.fm.Problems = append(c.fm.Problems, Problem{Code: ProblemAlias, Message: "YAML merge keys (`<<:`) are not allowed in frontmatter: YAML readers disagree on them; write the fields out", Start: start, End: c.lineEndOf(start), Related: -1})
		}
		c.refused = true
		out.Kind, out.Value, out.End = String, "<<", start+2
	case *ast.StringNode:
		out.Kind, out.Value, out.End = String, v.Value, c.scalarEnd(start, tk)
	case *ast.LiteralNode:
		out.Kind, out.Block = String, true
		if v.Value != nil {
			out.Value = v.Value.Value
		}
		out.End = c.lineEndOf(start)
		out.ContentStart, out.ContentEnd = c.blockContent(start)
	case *ast.IntegerNode:
		out.Kind, out.Value, out.End = Int, tk.Value, c.scalarEnd(start, tk)
	case *ast.FloatNode, *ast.InfinityNode, *ast.NanNode:
		out.Kind, out.Value, out.End = Float, tk.Value, c.scalarEnd(start, tk)
	case *ast.BoolNode:
		out.Kind, out.Value, out.End = Bool, tk.Value, c.scalarEnd(start, tk)
	case *ast.NullNode:
		out.Kind, out.Value, out.End = Null, tk.Value, c.scalarEnd(start, tk)
	case *ast.TagNode:
		if v.Value != nil {
			inner := c.node(v.Value)
			// The node spans from its tag, and at least to there: a flow
			// mapping's first key can come back placed before the tag
			// ("! {0,0}"), which would end the node before it starts.
			inner.Start, inner.End = start, max(inner.End, start)
			return inner
		}
	case *ast.MappingNode:
		out.Kind = Map
		c.pairs(out, v.Values)
	case *ast.MappingValueNode:
		out.Kind = Map
		c.pairs(out, []*ast.MappingValueNode{v})
	case *ast.SequenceNode:
		out.Kind = Seq
		for _, item := range v.Values {
			if item == nil {
				continue
			}
			out.Items = append(out.Items, c.node(item))
		}
	}
	if out.Kind == Map && len(out.Pairs) > 0 {
		out.Start, out.End = out.Pairs[0].Key.Start, out.Pairs[0].Key.End
	}
	return out
}

func (c *converter) pairs(out *Node, values []*ast.MappingValueNode) {
	seen := map[string]*Node{}
	for _, mv := range values {
		if mv == nil || mv.Key == nil {
			continue
		}
		key := c.node(mv.Key)
		var val *Node
		if mv.Value != nil {
			val = c.node(mv.Value)
		} else {
			val = &Node{Kind: Null, Start: key.End, End: key.End}
		}
		if first, dup := seen[key.Value]; dup && key.Kind != Map && key.Kind != Seq {
			c.fm.Problems = append(c.fm.Problems, Problem{Code: ProblemDuplicate,
				Message: fmt.Sprintf("the key %q is given twice (first on line %d): YAML readers keep only one of them", key.Value, c.src.LineOf(first.Start)),
				Start:   key.Start, End: key.End, Related: first.Start})
		} else {
			seen[key.Value] = key
		}
		out.Pairs = append(out.Pairs, &Pair{Key: key, Value: val})
	}
}

// blockContent finds the lines of a block scalar whose header is at off: from
// the next line while lines are blank or indented at least as much as the
// block's first non-blank line.
func (c *converter) blockContent(off int) (int, int) {
	line := c.src.LineOf(off) + 1
	start := c.src.LineStart(line)
	end := start
	indent := -1
	last := c.src.LineOf(max(c.fm.ContentEnd-1, c.fm.ContentStart))
	for ; line <= last; line++ {
		text := c.src.LineText(line)
		n := 0
		for n < len(text) && text[n] == ' ' {
			n++
		}
		if len(bytes.TrimSpace(text)) == 0 {
			continue
		}
		if indent < 0 {
			indent = n
		}
		if n < indent || indent == 0 {
			break
		}
		end = c.src.LineEnd(line)
	}
	if end < start {
		end = start
	}
	return start, end
}

// fixStart corrects the parser's column for a scalar token: after trailing
// spaces, or across mixed line endings, it can point past the token. When
// the source at off does not hold the token, the nearest earlier place on
// the same line that does is used.
func (c *converter) fixStart(off int, tk *token.Token) int {
	if tk == nil || tk.Value == "" {
		return off
	}
	b := c.src.Bytes
	want := tk.Value
	switch tk.Type {
	case token.SingleQuoteType:
		want = "'"
	case token.DoubleQuoteType:
		want = "\""
	case token.StringType, token.IntegerType, token.FloatType, token.BoolType, token.NullType,
		token.BinaryIntegerType, token.OctetIntegerType, token.HexIntegerType, token.InfinityType, token.NanType:
	default:
		return off
	}
	if off <= len(b) && bytes.HasPrefix(b[off:], []byte(want)) {
		return off
	}
	line := c.src.LineOf(off)
	lineStart, lineEnd := c.src.LineStart(line), c.src.LineEnd(line)
	if off > len(b) {
		off = len(b)
	}
	// The token starts before off, or straddles it.
	if k := bytes.LastIndex(b[lineStart:min(lineEnd, off+len(want)-1)], []byte(want)); k >= 0 && lineStart+k <= off {
		return lineStart + k
	}
	return off
}

// scalarEnd finds where a scalar token ends on its line: past the closing
// quote of a quoted scalar, past the text of a plain one.
func (c *converter) scalarEnd(start int, tk *token.Token) int {
	lineEnd := c.lineEndOf(start)
	b := c.src.Bytes
	if start >= lineEnd {
		return start
	}
	switch b[start] {
	case '"', '\'':
		q := b[start]
		for i := start + 1; i < lineEnd; i++ {
			if q == '"' && b[i] == '\\' {
				i++
				continue
			}
			if b[i] == q {
				if q == '\'' && i+1 < lineEnd && b[i+1] == '\'' {
					i++
					continue
				}
				return i + 1
			}
		}
		return lineEnd
	}
	end := start + len(tk.Value)
	if end > lineEnd || !bytes.HasPrefix(b[start:], []byte(tk.Value)) {
		end = lineEnd
	}
	return end
}
