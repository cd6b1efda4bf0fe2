package model

import (
	"bytes"
	"hash/maphash"
	"sort"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/skillint/skillint/internal/lines"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"

	"github.com/skillint/skillint/diag"
)

// Body is a span of Markdown instructions inside the source file. Text is
// the original bytes (CRLF kept); byte i of Text is at offset Start+i of
// the file.
type Body struct {
	Start int
	Text  []byte
	// Light asks for a light analysis: code is found by a scan for fenced
	// blocks, with no Markdown parse (for files bundled with a skill, where
	// only code versus prose matters).
	Light bool
	src   *diag.Source
	md    ast.Node
	info  *BodyInfo
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

// BodyLink is a link or image destination in a body, with where it is written
// (body byte offsets).
type BodyLink struct {
	Dest     string
	From, To int
}

// BodyInfo is what the rules need from a body's Markdown, computed once. It
// holds no reference to the body's bytes, so it can be shared by bodies
// with the same text.
type BodyInfo struct {
	// Deep is the offset of a line nested deeper than MaxNesting, or -1. A
	// body that deep is not parsed as Markdown (the parser slows down
	// quadratically): it has no code, links or headings, and a rule says so.
	Deep     int
	Lines    int
	Code     [][2]int // code blocks and code spans, sorted by start
	Links    []BodyLink
	Headings []string
	tokens   atomic.Int64 // cl100k tokens + 1; 0 while not counted
	memo     sync.Map     // results of pure functions of the text, by key
}

// Memo returns the value stored under key, computing it with f the first
// time. f must depend only on the body's text and on what key names.
func (i *BodyInfo) Memo(key string, f func() any) any {
	if v, ok := i.memo.Load(key); ok {
		return v
	}
	v, _ := i.memo.LoadOrStore(key, f())
	return v
}

// Tokens returns the memoized token count, or -1 when it is not known yet.
func (i *BodyInfo) Tokens() int { return int(i.tokens.Load()) - 1 }

// SetTokens records the token count.
func (i *BodyInfo) SetTokens(n int) { i.tokens.Store(int64(n) + 1) }

// mdParser parses the Markdown a linter needs: every block, and of the
// inline syntax only code spans, links and images (emphasis and the rest
// change no rule's answer and cost time).
var mdParser = parser.NewParser(
	parser.WithBlockParsers(parser.DefaultBlockParsers()...),
	parser.WithInlineParsers(
		util.Prioritized(parser.NewCodeSpanParser(), 100),
		util.Prioritized(newLinkParser(), 200),
	),
	parser.WithParagraphTransformers(parser.DefaultParagraphTransformers()...),
)

// Markdown parses the body with goldmark the first time it is asked for.
// Node segments are byte offsets into Text.
func (b *Body) Markdown() ast.Node {
	if b.md == nil {
		b.md = mdParser.Parse(text.NewReader(b.Text))
	}
	return b.md
}

// infoCache memoizes BodyInfo by a 128-bit hash of the body text and its
// length, within a run: skills copied across a repository share their
// bodies. It is bounded: when full, it is emptied and filled again.
var infoCache = struct {
	sync.Mutex
	seeds [2]maphash.Seed
	m     map[[3]uint64]*BodyInfo
}{seeds: [2]maphash.Seed{maphash.MakeSeed(), maphash.MakeSeed()}, m: map[[3]uint64]*BodyInfo{}}

const maxInfoCache = 8192

// Info returns the body's Markdown facts, computing them once.
func (b *Body) Info() *BodyInfo {
	if b.info != nil {
		return b.info
	}
	key := [3]uint64{maphash.Bytes(infoCache.seeds[0], b.Text), maphash.Bytes(infoCache.seeds[1], b.Text), uint64(len(b.Text)) << 1}
	if b.Light {
		key[2] |= 1 // a light analysis is cached apart from a full one
	}
	infoCache.Lock()
	info := infoCache.m[key]
	infoCache.Unlock()
	if info == nil {
		if b.Light {
			info = lightAnalyse(b.Text)
		} else {
			info = analyse(b)
		}
		infoCache.Lock()
		if len(infoCache.m) >= maxInfoCache {
			clear(infoCache.m) // start again: what is needed next is near
		}
		infoCache.m[key] = info
		infoCache.Unlock()
	}
	b.info = info
	return info
}

// MaxNesting is the deepest Markdown nesting (block quotes, list items,
// indentation) parsed as Markdown.
const MaxNesting = 100

// nesting finds the first line whose block nesting exceeds MaxNesting: the
// count of `>` markers, list markers and four-space indents it starts with.
func nesting(t []byte) int {
	for off := 0; off < len(t); {
		depth, i := 0, off
		for i < len(t) && t[i] != '\n' {
			switch c := t[i]; {
			case c == '>':
				depth++
				i++
			case (c == '-' || c == '*' || c == '+') && i+1 < len(t) && (t[i+1] == ' ' || t[i+1] == '\t'):
				depth++
				i += 2
			case c >= '0' && c <= '9':
				j := i
				for j < len(t) && t[j] >= '0' && t[j] <= '9' {
					j++
				}
				if j+1 < len(t) && (t[j] == '.' || t[j] == ')') && (t[j+1] == ' ' || t[j+1] == '\t') {
					depth++
					i = j + 2
					continue
				}
				i = len(t) // not a marker: the line's text starts
			case c == ' ':
				n := 0
				for i < len(t) && t[i] == ' ' {
					i++
					n++
				}
				depth += n / 4
			case c == '\t':
				depth++
				i++
			default:
				i = len(t)
			}
			if depth > MaxNesting {
				return off
			}
		}
		k := bytes.IndexByte(t[off:], '\n')
		if k < 0 {
			break
		}
		off += k + 1
	}
	return -1
}

// plain reports whether t has none of the Markdown that makes code, links
// or headings, so that its parse would find none: no backtick, no `~~~`,
// no `#`, no tab and no four spaces in a row (no fence, code span, ATX
// heading or indented code), no `](` and no `]:` (no inline link, and no
// definition for a reference link to use), and no line of only `=` or
// `-` after its block-quote markers (no setext heading underline).
// Bodies of plain prose or of hostile repetition are then not parsed.
func plain(t []byte) bool {
	if bytes.IndexByte(t, '`') >= 0 || bytes.IndexByte(t, '#') >= 0 || bytes.IndexByte(t, '\t') >= 0 ||
		bytes.Contains(t, []byte("~~~")) || bytes.Contains(t, []byte("    ")) ||
		bytes.Contains(t, []byte("](")) || bytes.Contains(t, []byte("]:")) {
		return false
	}
	for off := 0; off < len(t); {
		_, end := lines.Bounds(t, off)
		if underline(t[off:end]) {
			return false
		}
		off = end + 1
	}
	return true
}

// underline reports whether line is, after spaces and `>` markers, only
// `=` or only `-` characters (and spaces and a carriage return).
func underline(line []byte) bool {
	i := 0
	for i < len(line) && (line[i] == ' ' || line[i] == '>') {
		i++
	}
	if i == len(line) || line[i] != '=' && line[i] != '-' {
		return false
	}
	c := line[i]
	for ; i < len(line); i++ {
		if line[i] != c && line[i] != ' ' && line[i] != '\r' {
			return false
		}
	}
	return true
}

func analyse(b *Body) *BodyInfo {
	info := &BodyInfo{Lines: countLines(b.Text), Code: [][2]int{}, Deep: nesting(b.Text)}
	if info.Deep >= 0 || plain(b.Text) {
		return info
	}
	markdownFacts(b, info)
	return info
}

// markdownFacts parses the body and reads its code, links and headings
// into info.
func markdownFacts(b *Body, info *BodyInfo) {
	var links linkList
	var lastDest string // a destination equal to the previous one shares its string
	var defs linkDefs
	// definition is where the destination of the definition of a label is
	// (the definitions are found once, and a label repeated in a row is
	// looked up once).
	var lastLabel []byte
	var lastAt int
	var lastOK bool
	definition := func(label []byte) (int, bool) {
		if lastLabel != nil && bytes.Equal(label, lastLabel) {
			return lastAt, lastOK
		}
		if defs == nil {
			defs = findLinkDefs(b.Text)
		}
		lastLabel = label
		lastAt, lastOK = defs[util.ToLinkReference(label)]
		return lastAt, lastOK
	}
	var visit ast.Walker = func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch v := n.(type) {
		case *ast.FencedCodeBlock, *ast.CodeBlock:
			lines := n.Lines()
			if lines.Len() > 0 {
				info.Code = append(info.Code, [2]int{lines.At(0).Start, lines.At(lines.Len() - 1).Stop})
			}
			return ast.WalkSkipChildren, nil
		case *ast.CodeSpan:
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
				info.Code = append(info.Code, [2]int{from, to})
			}
			return ast.WalkSkipChildren, nil
		case *ast.Heading:
			var t strings.Builder
			lines := v.Lines()
			for i := 0; i < lines.Len(); i++ {
				seg := lines.At(i)
				t.Write(seg.Value(b.Text))
			}
			info.Headings = append(info.Headings, t.String())
		case *ast.Link, *ast.Image:
			// goldmark can yield a link twice in one walk: a link read is
			// marked in its title, which nothing reads (the tree is this
			// walk's alone), rather than kept in a set of every link.
			var dest []byte
			var title *[]byte
			if l, ok := v.(*ast.Link); ok {
				dest, title = l.Destination, &l.Title
			} else {
				img := v.(*ast.Image)
				dest, title = img.Destination, &img.Title
			}
			if len(*title) == 1 && &(*title)[0] == &linkRead[0] {
				return ast.WalkContinue, nil
			}
			*title = linkRead[:]
			from, to := linkPosition(b.Text, n, dest, definition)
			if string(dest) != lastDest {
				lastDest = string(dest)
			}
			links.add(BodyLink{Dest: lastDest, From: from, To: to})
		}
		return ast.WalkContinue, nil
	}
	// The tree is not kept: nothing needs it once the facts are read, and
	// a large body's tree is many times its size. Each block's inline
	// nodes are read as soon as the block is parsed, and dropped (see
	// linkParser.CloseBlock); the walk of the tree then finds the blocks.
	root := b.md
	if root == nil {
		pc := parser.NewContext()
		pc.Set(inlineFactsKey, &visit)
		root = mdParser.Parse(text.NewReader(b.Text), parser.WithContext(pc))
	}
	_ = ast.Walk(root, visit)
	info.Links = links.all()
	sort.Slice(info.Code, func(i, j int) bool { return info.Code[i][0] < info.Code[j][0] })
}

// linkRead marks a link node markdownFacts has read (its Title is set to
// this array, which no parse makes).
var linkRead [1]byte

// linkList collects links in blocks and copies them once into one slice:
// a list of hundreds of thousands is not copied at each growth.
type linkList struct {
	full [][]BodyLink
	cur  []BodyLink
	n    int
}

func (l *linkList) add(x BodyLink) {
	if l.cur == nil {
		l.cur = make([]BodyLink, 0, 8)
	} else if len(l.cur) == cap(l.cur) {
		l.full = append(l.full, l.cur)
		l.cur = make([]BodyLink, 0, min(2*cap(l.cur), 1<<14))
	}
	l.cur = append(l.cur, x)
	l.n++
}

// all is every link added, in order (nil when none).
func (l *linkList) all() []BodyLink {
	if len(l.full) == 0 {
		return l.cur
	}
	out := make([]BodyLink, 0, l.n)
	for _, b := range l.full {
		out = append(out, b...)
	}
	return append(out, l.cur...)
}

// lightAnalyse finds code by fences alone: ``` or ~~~ lines open and close
// a block.
func lightAnalyse(t []byte) *BodyInfo {
	info := &BodyInfo{Lines: countLines(t), Code: [][2]int{}, Deep: -1}
	var fence byte
	start := 0
	// Only lines that start (after white space) with a fence matter: jump
	// from one run of three backticks or tildes to the next.
	next := [2]int{-1, -1} // next "```" and "~~~" at or after off; -2: none left
	marks := [2][]byte{[]byte("```"), []byte("~~~")}
	for off := 0; off < len(t); {
		k := -1
		for m := range next {
			if next[m] != -2 && next[m] < off {
				if i := bytes.Index(t[off:], marks[m]); i >= 0 {
					next[m] = off + i
				} else {
					next[m] = -2
				}
			}
			if next[m] >= 0 && (k < 0 || next[m] < k) {
				k = next[m]
			}
		}
		if k < 0 {
			break
		}
		ls := bytes.LastIndexByte(t[:k], '\n') + 1
		end := bytes.IndexByte(t[k:], '\n')
		if end < 0 {
			end = len(t)
		} else {
			end += k
		}
		if len(bytes.TrimSpace(t[ls:k])) == 0 { // the line starts with the mark
			switch c := t[k]; {
			case fence != 0 && c == fence:
				info.Code = append(info.Code, [2]int{start, ls})
				fence = 0
			case fence == 0:
				fence = c
				start = min(end+1, len(t))
			}
		}
		off = end + 1
	}
	if fence != 0 {
		info.Code = append(info.Code, [2]int{start, len(t)})
	}
	return info
}

// linkPosition finds where a link's destination is written: the first
// `](dest` after the start of the link's text, or else the link's text.
func linkPosition(body []byte, n ast.Node, dest []byte, definition func(label []byte) (int, bool)) (int, int) {
	start := -1
	if t := firstText(n); t != nil {
		start = t.Segment.Start
	}
	if start < 0 {
		start = max(n.Pos(), 0)
	}
	if label := referenceLabel(n); label != nil {
		if at, ok := definition(label); ok && at+len(dest) <= len(body) {
			return at, at + len(dest)
		}
	}
	end := max(linkEnd(body, n), start)
	needle := append([]byte("]("), dest...)
	if k := bytes.Index(body[start:end], needle); k >= 0 {
		at := start + k + 2
		return at, at + len(dest)
	}
	if k := bytes.Index(body[start:end], dest); k >= 0 && len(dest) > 0 {
		return start + k, start + k + len(dest)
	}
	return start, start
}

// firstText is the first text node of n's subtree in document order (the
// one ast.Walk meets first), or nil.
func firstText(n ast.Node) *ast.Text {
	if t, ok := n.(*ast.Text); ok {
		return t
	}
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		if t := firstText(c); t != nil {
			return t
		}
	}
	return nil
}

func countLines(t []byte) int {
	if len(t) == 0 {
		return 0
	}
	n := bytes.Count(t, []byte{'\n'}) + 1
	if t[len(t)-1] == '\n' {
		n--
	}
	return n
}

// Lines is the number of lines of the body, not counting a final line ending.
func (b *Body) Lines() int { return b.Info().Lines }

// CodeRanges lists the [from, to) byte ranges of Text that are code: fenced
// and indented code blocks, and inline code spans. Sorted by start.
func (b *Body) CodeRanges() [][2]int { return b.Info().Code }

// InCode reports whether body byte i is inside code.
func (b *Body) InCode(i int) bool {
	rs := b.CodeRanges()
	k := sort.Search(len(rs), func(k int) bool { return rs[k][1] > i })
	return k < len(rs) && rs[k][0] <= i
}
