package agentmd

import (
	"strings"
)

// Tool is one tool the `## Tools` code returns.
type Tool struct {
	Name       string
	Start, End int      // the key, as offsets into the code
	SchemeKeys []string // the keys of its scheme object, when a static read sees them
	HasScheme  bool     // the scheme object was found
	SchemeAt   int      // where the scheme is written (or the key)
}

type token struct {
	kind       byte // 'i' identifier, 's' string, 'p' punctuation, 'n' number
	text       string
	start, end int
}

// lex splits JavaScript into tokens, skipping comments and white space.
// Regular-expression literals are not recognised; they only matter when
// they hold quotes, which tool definitions rarely do.
func lex(code string) []token {
	var out []token
	for i := 0; i < len(code); {
		c := code[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			i++
		case c == '/' && i+1 < len(code) && code[i+1] == '/':
			for i < len(code) && code[i] != '\n' {
				i++
			}
		case c == '/' && i+1 < len(code) && code[i+1] == '*':
			end := strings.Index(code[i+2:], "*/")
			if end < 0 {
				i = len(code)
			} else {
				i += end + 4
			}
		case c == '"' || c == '\'' || c == '`':
			j := i + 1
			for j < len(code) && code[j] != c {
				if code[j] == '\\' {
					j++
				}
				j++
			}
			end := min(j+1, len(code))
			val := code[i+1 : min(j, len(code))]
			out = append(out, token{kind: 's', text: val, start: i, end: end})
			i = end
		case isIdentStart(c):
			j := i
			for j < len(code) && isIdentPart(code[j]) {
				j++
			}
			out = append(out, token{kind: 'i', text: code[i:j], start: i, end: j})
			i = j
		case c >= '0' && c <= '9':
			j := i
			for j < len(code) && (isIdentPart(code[j]) || code[j] == '.') {
				j++
			}
			out = append(out, token{kind: 'n', text: code[i:j], start: i, end: j})
			i = j
		default:
			out = append(out, token{kind: 'p', text: string(c), start: i, end: i + 1})
			i++
		}
	}
	return out
}

func isIdentStart(c byte) bool {
	return c == '_' || c == '$' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c >= 0x80
}

func isIdentPart(c byte) bool { return isIdentStart(c) || (c >= '0' && c <= '9') }

// objectKey is one top-level key of an object literal and its value tokens.
type objectKey struct {
	name       string
	start, end int
	value      []token
}

// objectAt reads the object literal whose `{` is toks[i].
func objectAt(toks []token, i int) []objectKey {
	var keys []objectKey
	depth := 0
	expectKey := false
	var cur *objectKey
	for ; i < len(toks); i++ {
		t := toks[i]
		if t.kind == 'p' {
			switch t.text {
			case "{", "[", "(":
				depth++
				if depth == 1 {
					expectKey = true
					continue
				}
			case "}", "]", ")":
				depth--
				if depth == 0 {
					return keys
				}
			case ",":
				if depth == 1 {
					expectKey = true
					cur = nil
					continue
				}
			case ":":
				if depth == 1 && cur != nil && cur.value == nil {
					cur.value = []token{}
					continue
				}
			}
		}
		if depth == 1 && expectKey && (t.kind == 'i' || t.kind == 's' || t.kind == 'n') {
			keys = append(keys, objectKey{name: t.text, start: t.start, end: t.end})
			cur = &keys[len(keys)-1]
			expectKey = false
			continue
		}
		expectKey = false
		if cur != nil && cur.value != nil {
			cur.value = append(cur.value, t)
		}
	}
	return keys
}

// declaredObject finds `const|let|var name = {` and returns the index of `{`.
func declaredObject(toks []token, name string) int {
	for i := 0; i+3 < len(toks); i++ {
		if toks[i].kind == 'i' && (toks[i].text == "const" || toks[i].text == "let" || toks[i].text == "var") &&
			toks[i+1].text == name && toks[i+2].text == "=" && toks[i+3].text == "{" {
			return i + 3
		}
	}
	return -1
}

// Tools reads the tool names of `## Tools` code: the top-level keys of the
// object literal the code returns (or of the const|let|var object it
// returns by name), and for each, the keys of its scheme when visible.
// ok is false when no returned object could be found.
func Tools(code string) (tools []Tool, ok bool) {
	toks := lex(code)
	obj := -1
	for i := len(toks) - 1; i >= 0; i-- {
		if toks[i].kind != 'i' || toks[i].text != "return" || i+1 >= len(toks) {
			continue
		}
		next := toks[i+1]
		switch {
		case next.text == "{":
			obj = i + 1
		case next.text == "(" && i+2 < len(toks) && toks[i+2].text == "{":
			obj = i + 2
		case next.kind == 'i':
			obj = declaredObject(toks, next.text)
		}
		if obj >= 0 {
			break
		}
	}
	if obj < 0 {
		return nil, false
	}
	for _, k := range objectAt(toks, obj) {
		tool := Tool{Name: k.name, Start: k.start, End: k.end, SchemeAt: k.start}
		if len(k.value) > 0 {
			var valueKeys []objectKey
			switch {
			case k.value[0].text == "{":
				valueKeys = objectAt(k.value, 0)
			case k.value[0].kind == 'i':
				if at := declaredObject(toks, k.value[0].text); at >= 0 {
					valueKeys = objectAt(toks, at)
				}
			}
			for _, vk := range valueKeys {
				if vk.name != "scheme" {
					continue
				}
				tool.SchemeAt = vk.start
				var schemeKeys []objectKey
				switch {
				case len(vk.value) > 0 && vk.value[0].text == "{":
					schemeKeys = objectAt(vk.value, 0)
					tool.HasScheme = true
				case len(vk.value) > 0 && vk.value[0].kind == 'i':
					if at := declaredObject(toks, vk.value[0].text); at >= 0 {
						schemeKeys = objectAt(toks, at)
						tool.HasScheme = true
					}
				case len(vk.value) == 0: // shorthand `scheme,`
					if at := declaredObject(toks, "scheme"); at >= 0 {
						schemeKeys = objectAt(toks, at)
						tool.HasScheme = true
					}
				}
				for _, sk := range schemeKeys {
					tool.SchemeKeys = append(tool.SchemeKeys, sk.name)
				}
			}
		}
		tools = append(tools, tool)
	}
	return tools, true
}
