package yamlfm

import (
	"bytes"
	"strings"
	"unicode/utf8"
)

// fastParse reads the flat frontmatter most skills have: `key: value` lines
// at the left margin whose values are single-line strings (plain, or quoted
// without escapes), with blank lines and full-line comments between them.
// Anything else (nesting, lists, block scalars, numbers, booleans, escapes,
// comments after values, repeated keys) makes it decline, and the YAML
// parser reads the frontmatter instead. When it accepts, it gives exactly
// the tree the parser would (a differential fuzz test checks this), an
// order of magnitude faster.
func fastParse(c *converter, content []byte) (*Node, bool) {
	root := &Node{Kind: Map}
	base := c.fm.ContentStart
	seen := map[string]bool{}
	for off := 0; off < len(content); {
		end := bytes.IndexByte(content[off:], '\n')
		next := len(content)
		if end < 0 {
			end = len(content)
		} else {
			end += off
			next = end + 1
		}
		line := content[off:end]
		if len(line) > 0 && line[len(line)-1] == '\r' {
			line = line[:len(line)-1]
		}
		if bytes.IndexByte(line, '\r') >= 0 {
			return nil, false // a bare CR is a line break to YAML
		}
		switch {
		case len(bytes.TrimSpace(line)) == 0 && bytes.IndexByte(line, '\t') >= 0:
			return nil, false // the YAML reader refuses a tab there: let it say so
		case len(bytes.TrimSpace(line)) == 0 && len(bytes.Trim(line, " ")) > 0:
			return nil, false // \v, \f or a Unicode space: blank to Go, not to YAML
		case len(bytes.TrimSpace(line)) == 0, line[0] == '#':
			off = next
			continue
		case !isKeyStart(line[0]):
			return nil, false
		}
		k := 0
		for k < len(line) && isKeyChar(line[k]) {
			k++
		}
		if k >= len(line) || line[k] != ':' || k+1 >= len(line) || line[k+1] != ' ' {
			return nil, false
		}
		key := string(line[:k])
		if seen[key] {
			return nil, false
		}
		seen[key] = true
		vs := k + 1
		for vs < len(line) && line[vs] == ' ' {
			vs++
		}
		ve := len(line)
		for ve > vs && (line[ve-1] == ' ' || line[ve-1] == '\t') {
			ve--
		}
		if ve == vs {
			return nil, false
		}
		value, ok := fastScalar(line[vs:ve])
		if !ok {
			return nil, false
		}
		root.Pairs = append(root.Pairs, &Pair{
			Key:   &Node{Kind: String, Value: key, Start: base + off, End: base + off + k},
			Value: &Node{Kind: String, Value: value, Start: base + off + vs, End: base + off + ve},
		})
		off = next
	}
	if len(root.Pairs) == 0 {
		return nil, false
	}
	root.Start, root.End = root.Pairs[0].Key.Start, root.Pairs[0].Key.End
	return root, true
}

func isKeyStart(b byte) bool {
	return b == '_' || (b >= 'a' && b <= 'z') || (b >= 'A' && b <= 'Z')
}

func isKeyChar(b byte) bool {
	return isKeyStart(b) || (b >= '0' && b <= '9') || b == '-'
}

// fastScalar decodes a value the fast path accepts.
func fastScalar(v []byte) (string, bool) {
	if !utf8.Valid(v) {
		return "", false
	}
	switch v[0] {
	case '\'':
		if len(v) < 2 || v[len(v)-1] != '\'' {
			return "", false
		}
		inner := v[1 : len(v)-1]
		var b strings.Builder
		for i := 0; i < len(inner); i++ {
			if inner[i] == '\'' {
				if i+1 < len(inner) && inner[i+1] == '\'' {
					b.WriteByte('\'')
					i++
					continue
				}
				return "", false
			}
			b.WriteByte(inner[i])
		}
		return b.String(), true
	case '"':
		if len(v) < 2 || v[len(v)-1] != '"' {
			return "", false
		}
		inner := v[1 : len(v)-1]
		if bytes.ContainsAny(inner, "\"\\") {
			return "", false
		}
		return string(inner), true
	}
	// A plain scalar: nothing YAML could read as another type, as syntax,
	// or as a comment.
	if bytes.ContainsAny(v[:1], "-?:,[]{}#&*!|>%@`+.0123456789~") {
		return "", false
	}
	if bytes.Contains(v, []byte(": ")) || bytes.Contains(v, []byte(" #")) || bytes.Contains(v, []byte("\t#")) ||
		v[len(v)-1] == ':' || bytes.ContainsAny(v, "\t\x00") {
		return "", false
	}
	switch strings.ToLower(string(v)) {
	case "true", "false", "yes", "no", "on", "off", "null", "y", "n", "nan", "inf":
		return "", false
	}
	for _, r := range string(v) {
		if r < 0x20 || r == 0x7f || r == 0xFEFF || (r >= 0x80 && r < 0xA0) {
			return "", false
		}
	}
	return string(v), true
}
