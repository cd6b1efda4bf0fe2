// Package jsonpos reads JSON into the same positioned tree the YAML reader
// gives (yamlfm.Node), so that JSON manifests get exact line and column
// positions and share the shape checks. It is strict JSON (RFC 8259): no
// comments, no trailing commas, as the hosts' JSON.parse reads it. It runs
// in time linear in the input and bounds nesting.
package jsonpos

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/skillint/skillint/formats/yamlfm"
)

// MaxDepth bounds nesting; deeper input is a syntax problem.
const MaxDepth = 256

// Problem is something wrong with the JSON text.
type Problem struct {
	Duplicate bool // a key given twice in one object (not a syntax error)
	Message   string
	Start     int
	End       int
	Related   int // the first of two duplicate keys; -1 when none
}

type parser struct {
	b        []byte
	i        int
	problems []Problem
	failed   bool
}

// Parse reads b as one JSON value. On a syntax error the root is nil and
// the problems say where; duplicate keys are reported but do not fail.
func Parse(b []byte) (*yamlfm.Node, []Problem) {
	p := &parser{b: b}
	if len(b) >= 3 && b[0] == 0xEF && b[1] == 0xBB && b[2] == 0xBF {
		p.fail(0, 3, "the file starts with a byte order mark, which JSON.parse rejects: save it as UTF-8 without a BOM")
		return nil, p.problems
	}
	p.ws()
	if p.i >= len(b) {
		p.fail(p.i, p.i, "the file is empty; it must hold one JSON object")
		return nil, p.problems
	}
	n := p.value(0)
	if p.failed {
		return nil, p.problems
	}
	p.ws()
	if p.i < len(b) {
		p.fail(p.i, p.i+1, "unexpected text after the JSON value")
		return nil, p.problems
	}
	return n, p.problems
}

func (p *parser) fail(start, end int, format string, args ...any) {
	if p.failed {
		return
	}
	p.failed = true
	if end > len(p.b) {
		end = len(p.b)
	}
	p.problems = append(p.problems, Problem{Message: fmt.Sprintf(format, args...), Start: start, End: end, Related: -1})
}

func (p *parser) ws() {
	for p.i < len(p.b) {
		switch p.b[p.i] {
		case ' ', '\t', '\n', '\r':
			p.i++
		default:
			return
		}
	}
}

// what describes the byte at i for messages.
func (p *parser) what(i int) string {
	if i >= len(p.b) {
		return "the end of the file"
	}
	c := p.b[i]
	if c == '/' && i+1 < len(p.b) && (p.b[i+1] == '/' || p.b[i+1] == '*') {
		return "a comment (JSON has none)"
	}
	if c >= 0x20 && c < 0x7f {
		return strconv.QuoteRune(rune(c))
	}
	return fmt.Sprintf("byte 0x%02x", c)
}

func (p *parser) value(depth int) *yamlfm.Node {
	if depth > MaxDepth {
		p.fail(p.i, p.i+1, "the JSON is nested more than %d levels deep", MaxDepth)
		return nil
	}
	if p.i >= len(p.b) {
		p.fail(p.i, p.i, "the JSON ends where a value was expected")
		return nil
	}
	switch c := p.b[p.i]; {
	case c == '{':
		return p.object(depth)
	case c == '[':
		return p.array(depth)
	case c == '"':
		return p.str()
	case c == '-' || (c >= '0' && c <= '9'):
		return p.number()
	case c == 't':
		return p.literal("true", yamlfm.Bool)
	case c == 'f':
		return p.literal("false", yamlfm.Bool)
	case c == 'n':
		return p.literal("null", yamlfm.Null)
	default:
		p.fail(p.i, p.i+1, "expected a JSON value, found %s", p.what(p.i))
		return nil
	}
}

func (p *parser) literal(word string, kind yamlfm.Kind) *yamlfm.Node {
	start := p.i
	if !strings.HasPrefix(string(p.b[p.i:min(len(p.b), p.i+len(word))]), word) {
		p.fail(p.i, p.i+1, "expected a JSON value, found %s", p.what(p.i))
		return nil
	}
	p.i += len(word)
	return &yamlfm.Node{Kind: kind, Value: word, Start: start, End: p.i}
}

func (p *parser) number() *yamlfm.Node {
	start := p.i
	kind := yamlfm.Int
	if p.b[p.i] == '-' {
		p.i++
	}
	digits := func() int {
		n := 0
		for p.i < len(p.b) && p.b[p.i] >= '0' && p.b[p.i] <= '9' {
			p.i++
			n++
		}
		return n
	}
	intStart := p.i
	if digits() == 0 {
		p.fail(start, p.i+1, "a number needs digits")
		return nil
	}
	if p.b[intStart] == '0' && p.i-intStart > 1 {
		p.fail(start, p.i, "a JSON number has no leading zeros")
		return nil
	}
	if p.i < len(p.b) && p.b[p.i] == '.' {
		kind = yamlfm.Float
		p.i++
		if digits() == 0 {
			p.fail(start, p.i, "a number needs digits after the decimal point")
			return nil
		}
	}
	if p.i < len(p.b) && (p.b[p.i] == 'e' || p.b[p.i] == 'E') {
		kind = yamlfm.Float
		p.i++
		if p.i < len(p.b) && (p.b[p.i] == '+' || p.b[p.i] == '-') {
			p.i++
		}
		if digits() == 0 {
			p.fail(start, p.i, "a number needs digits in its exponent")
			return nil
		}
	}
	return &yamlfm.Node{Kind: kind, Value: string(p.b[start:p.i]), Start: start, End: p.i}
}

func hexVal(b []byte) (rune, bool) {
	var r rune
	for _, c := range b {
		switch {
		case c >= '0' && c <= '9':
			r = r*16 + rune(c-'0')
		case c >= 'a' && c <= 'f':
			r = r*16 + rune(c-'a'+10)
		case c >= 'A' && c <= 'F':
			r = r*16 + rune(c-'A'+10)
		default:
			return 0, false
		}
	}
	return r, true
}

// str reads a string; the node's range includes the quotes.
func (p *parser) str() *yamlfm.Node {
	start := p.i
	p.i++
	var sb strings.Builder
	plain := p.i // start of the run copied as is
	for {
		if p.i >= len(p.b) {
			p.fail(start, p.i, "the string is not closed")
			return nil
		}
		c := p.b[p.i]
		switch {
		case c == '"':
			sb.Write(p.b[plain:p.i])
			p.i++
			return &yamlfm.Node{Kind: yamlfm.String, Value: sb.String(), Start: start, End: p.i}
		case c < 0x20:
			p.fail(p.i, p.i+1, "a control character (such as a line break) must be escaped inside a JSON string")
			return nil
		case c == '\\':
			sb.Write(p.b[plain:p.i])
			if p.i+1 >= len(p.b) {
				p.fail(p.i, p.i+1, "the string is not closed")
				return nil
			}
			esc := p.b[p.i+1]
			p.i += 2
			switch esc {
			case '"', '\\', '/':
				sb.WriteByte(esc)
			case 'b':
				sb.WriteByte('\b')
			case 'f':
				sb.WriteByte('\f')
			case 'n':
				sb.WriteByte('\n')
			case 'r':
				sb.WriteByte('\r')
			case 't':
				sb.WriteByte('\t')
			case 'u':
				if p.i+4 > len(p.b) {
					p.fail(p.i-2, len(p.b), "a \\u escape needs four hex digits")
					return nil
				}
				r, ok := hexVal(p.b[p.i : p.i+4])
				if !ok {
					p.fail(p.i-2, p.i+4, "a \\u escape needs four hex digits")
					return nil
				}
				p.i += 4
				if utf16.IsSurrogate(r) && p.i+6 <= len(p.b) && p.b[p.i] == '\\' && p.b[p.i+1] == 'u' {
					if r2, ok := hexVal(p.b[p.i+2 : p.i+6]); ok {
						if d := utf16.DecodeRune(r, r2); d != utf8.RuneError {
							r = d
							p.i += 6
						}
					}
				}
				sb.WriteRune(r)
			default:
				p.fail(p.i-2, p.i, "\\%c is not a JSON escape", esc)
				return nil
			}
			plain = p.i
		default:
			p.i++
		}
	}
}

func (p *parser) object(depth int) *yamlfm.Node {
	n := &yamlfm.Node{Kind: yamlfm.Map, Start: p.i}
	p.i++
	p.ws()
	if p.i < len(p.b) && p.b[p.i] == '}' {
		p.i++
		n.End = p.i
		return n
	}
	var seen map[string]int
	for {
		p.ws()
		if p.i >= len(p.b) || p.b[p.i] != '"' {
			if p.i < len(p.b) && p.b[p.i] == '}' {
				p.fail(p.i, p.i+1, "a trailing comma before `}` is not JSON")
			} else {
				p.fail(p.i, p.i+1, "expected a key in double quotes, found %s", p.what(p.i))
			}
			return nil
		}
		k := p.str()
		if k == nil {
			return nil
		}
		p.ws()
		if p.i >= len(p.b) || p.b[p.i] != ':' {
			p.fail(p.i, p.i+1, "expected `:` after the key, found %s", p.what(p.i))
			return nil
		}
		p.i++
		p.ws()
		v := p.value(depth + 1)
		if v == nil {
			return nil
		}
		if seen == nil {
			seen = map[string]int{}
		}
		if first, dup := seen[k.Value]; dup {
			p.problems = append(p.problems, Problem{Duplicate: true, Start: k.Start, End: k.End, Related: first,
				Message: fmt.Sprintf("the key %s is given twice in this object; JSON.parse keeps the last value only", strconv.Quote(k.Value))})
		} else {
			seen[k.Value] = k.Start
		}
		n.Pairs = append(n.Pairs, &yamlfm.Pair{Key: k, Value: v})
		p.ws()
		if p.i < len(p.b) && p.b[p.i] == ',' {
			p.i++
			continue
		}
		if p.i < len(p.b) && p.b[p.i] == '}' {
			p.i++
			n.End = p.i
			return n
		}
		p.fail(p.i, p.i+1, "expected `,` or `}` in the object, found %s", p.what(p.i))
		return nil
	}
}

func (p *parser) array(depth int) *yamlfm.Node {
	n := &yamlfm.Node{Kind: yamlfm.Seq, Start: p.i}
	p.i++
	p.ws()
	if p.i < len(p.b) && p.b[p.i] == ']' {
		p.i++
		n.End = p.i
		return n
	}
	for {
		p.ws()
		if p.i < len(p.b) && p.b[p.i] == ']' {
			p.fail(p.i, p.i+1, "a trailing comma before `]` is not JSON")
			return nil
		}
		v := p.value(depth + 1)
		if v == nil {
			return nil
		}
		n.Items = append(n.Items, v)
		p.ws()
		if p.i < len(p.b) && p.b[p.i] == ',' {
			p.i++
			continue
		}
		if p.i < len(p.b) && p.b[p.i] == ']' {
			p.i++
			n.End = p.i
			return n
		}
		p.fail(p.i, p.i+1, "expected `,` or `]` in the list, found %s", p.what(p.i))
		return nil
	}
}
