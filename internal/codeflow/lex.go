// Package codeflow follows data through Python, JavaScript/TypeScript and
// PowerShell at the level of tokens: calls, string literals (joined and
// decoded where they are constant), names assigned from sources (secrets,
// environment variables, credential and home files, fetched or decoded
// data), and those names reaching sinks (network sends, code execution,
// deletion, writes to start-up files). It never runs anything; its work is
// linear in the size of the text (every loop is bounded).
//
// What it does not follow: control flow (an assignment counts wherever it
// is), attributes of objects other than the call chains it names, data
// through containers other than literals, and names across files except
// through Summary (functions and module variables by name).
package codeflow

import (
	"strconv"
	"strings"
)

// Lang is a source language.
type Lang int

// Languages.
const (
	Python Lang = iota
	JS
	PowerShell
)

// LangOf returns the language of a file name, and whether it is one.
func LangOf(name string) (Lang, bool) {
	n := strings.ToLower(name)
	switch {
	case strings.HasSuffix(n, ".py") || strings.HasSuffix(n, ".pyw"):
		return Python, true
	case strings.HasSuffix(n, ".js") || strings.HasSuffix(n, ".mjs") || strings.HasSuffix(n, ".cjs") || strings.HasSuffix(n, ".ts") ||
		strings.HasSuffix(n, ".mts") || strings.HasSuffix(n, ".cts") || strings.HasSuffix(n, ".jsx") || strings.HasSuffix(n, ".tsx"):
		return JS, true
	case strings.HasSuffix(n, ".ps1") || strings.HasSuffix(n, ".psm1"):
		return PowerShell, true
	}
	return 0, false
}

// LangOfFence returns the language of a code fence's info string.
func LangOfFence(info string) (Lang, bool) {
	fs := strings.Fields(info)
	if len(fs) == 0 {
		return 0, false
	}
	f := strings.ToLower(fs[0])
	switch f {
	case "python", "py", "python3", "py3":
		return Python, true
	case "javascript", "js", "typescript", "ts", "node", "jsx", "tsx", "mjs":
		return JS, true
	case "powershell", "ps1", "pwsh", "ps":
		return PowerShell, true
	}
	return 0, false
}

type tokKind int

const (
	tIdent tokKind = iota // a name, dotted names joined: os.environ.get
	tStr                  // a string literal; Text is its value
	tNum
	tPunct
	tNL // end of a logical line (Python, PowerShell)
)

type token struct {
	kind       tokKind
	text       string
	start, end int
	// konst: a string literal whose value is known (no interpolation).
	konst bool
	// names referenced inside an interpolated string.
	names []string
}

const maxTokens = 400000

func isIdentStart(c byte) bool {
	return c == '_' || c == '$' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= 0x80
}

func isIdentByte(c byte, lang Lang) bool {
	return isIdentStart(c) || c >= '0' && c <= '9' || lang == PowerShell && (c == '-' || c == ':')
}

// lex splits src into tokens, appended to out.
func lex(out []token, src string, lang Lang) []token {
	if want := min(maxTokens, len(src)/4); want > 1<<14 && cap(out) < want {
		// A large source: its table sized once (code runs at about a
		// token per four bytes), not grown a quarter at a time, each
		// growth copying every token before it.
		out = make([]token, 0, want)
	}
	depth := 0 // bracket depth (a newline inside brackets does not end a line)
	// In PowerShell a newline inside a script block's braces ends a
	// statement (while ($true) {\n $c = Get-Clipboard\n ...}): blocks is
	// the depth of the braces that open one (not a hashtable's @{) with
	// no other bracket inside them, counted as a bit per level.
	var blocks uint64
	for i := 0; i < len(src) && len(out) < maxTokens; {
		c := src[i]
		switch {
		case c == '\n':
			if (depth == 0 || lang == PowerShell && depth <= 64 && blocks&(1<<(depth-1)) != 0) && lang != JS {
				out = append(out, token{kind: tNL, start: i, end: i + 1})
			}
			i++
		case c == ' ' || c == '\t' || c == '\r' || c == '\f':
			i++
		case c == '\\' && i+1 < len(src) && (src[i+1] == '\n' || src[i+1] == '\r'):
			i += 2
		case c == '#' && (lang != JS || i == 0 && strings.HasPrefix(src, "#!")):
			// (A JavaScript file's first line may be a shebang.)
			if lang == PowerShell && i+1 < len(src) && src[i+1] == '>' {
				i += 2
				continue
			}
			for i < len(src) && src[i] != '\n' {
				i++
			}
		case lang == PowerShell && c == '<' && i+1 < len(src) && src[i+1] == '#':
			e := strings.Index(src[i+2:], "#>")
			if e < 0 {
				i = len(src)
			} else {
				i += e + 4
			}
		case lang == JS && c == '/' && i+1 < len(src) && src[i+1] == '/':
			for i < len(src) && src[i] != '\n' {
				i++
			}
		case lang == JS && c == '/' && i+1 < len(src) && src[i+1] == '*':
			e := strings.Index(src[i+2:], "*/")
			if e < 0 {
				i = len(src)
			} else {
				i += e + 4
			}
		case c == '"' || c == '\'' || (c == '`' && lang == JS):
			t, n := lexString(src, i, lang, "")
			out = append(out, t)
			i = n
		case lang == PowerShell && c == '@' && i+1 < len(src) && (src[i+1] == '"' || src[i+1] == '\''):
			q := src[i+1]
			e := strings.Index(src[i+2:], "\n"+string(q)+"@")
			if e < 0 {
				e = len(src) - i - 2
			}
			body := src[i+2 : i+2+e]
			body = strings.TrimPrefix(strings.TrimPrefix(body, "\r"), "\n")
			t := token{kind: tStr, text: body, start: i, end: min(len(src), i+2+e+3), konst: q == '\'' || !strings.Contains(body, "$")}
			if !t.konst {
				t.names = interpNames(body, lang)
			}
			out = append(out, t)
			i = t.end
		case lang == PowerShell && c == '-' && i+1 < len(src) && isIdentStart(src[i+1]) && src[i+1] != '$' && (i == 0 || src[i-1] == ' ' || src[i-1] == '\t'):
			// -Parameter, -join, -f
			j := i + 1
			for j < len(src) && isIdentByte(src[j], lang) && src[j] != ':' {
				j++
			}
			out = append(out, token{kind: tIdent, text: src[i:j], start: i, end: j})
			i = j
		case isIdentStart(c):
			j := i
			for j < len(src) && isIdentByte(src[j], lang) {
				j++
			}
			// String prefixes: b'..', r"..", f'..', rb'..'.
			if lang == Python && j < len(src) && (src[j] == '\'' || src[j] == '"') && j-i <= 2 && strings.Trim(strings.ToLower(src[i:j]), "bruf") == "" {
				t, n := lexString(src, j, lang, strings.ToLower(src[i:j]))
				t.start = i
				out = append(out, t)
				i = n
				continue
			}
			// Join dotted names: a.b.c (and ?.).
			for j+1 < len(src) && (src[j] == '.' && isIdentStart(src[j+1]) || src[j] == '?' && src[j+1] == '.' && j+2 < len(src) && isIdentStart(src[j+2])) {
				if src[j] == '?' {
					j++
				}
				j++
				for j < len(src) && isIdentByte(src[j], lang) {
					j++
				}
			}
			out = append(out, token{kind: tIdent, text: strings.ReplaceAll(src[i:j], "?.", "."), start: i, end: j})
			i = j
		case c >= '0' && c <= '9':
			j := i
			for j < len(src) && (isIdentByte(src[j], lang) || src[j] == '.') {
				j++
			}
			out = append(out, token{kind: tNum, text: src[i:j], start: i, end: j})
			i = j
		default:
			switch c {
			case '(', '[', '{':
				if depth < 64 {
					blocks &^= 1 << depth
					if c == '{' && (i == 0 || src[i-1] != '@') {
						blocks |= 1 << depth
					}
				}
				depth++
			case ')', ']', '}':
				if depth > 0 {
					depth--
				}
			}
			// Two-byte operators the analysis needs.
			n := 1
			if i+1 < len(src) {
				switch src[i : i+2] {
				case "==", "+=", "=>", "!=", "<=", ">=", "::", "**", "&&", "||", ":=":
					n = 2
				}
			}
			out = append(out, token{kind: tPunct, text: src[i : i+n], start: i, end: i + n})
			i += n
		}
	}
	return out
}

// lexString reads a string literal starting at the quote at i.
func lexString(src string, i int, lang Lang, prefix string) (token, int) {
	q := src[i]
	triple := lang == Python && i+2 < len(src) && src[i+1] == q && src[i+2] == q
	raw := strings.Contains(prefix, "r") || lang == PowerShell && q == '\''
	interp := strings.Contains(prefix, "f") || q == '`' || lang == PowerShell && q == '"'
	j := i + 1
	if triple {
		j = i + 3
	}
	var b strings.Builder
	for j < len(src) {
		c := src[j]
		if triple {
			if c == q && j+2 < len(src) && src[j+1] == q && src[j+2] == q {
				j += 3
				break
			}
		} else if c == q {
			if lang == PowerShell && j+1 < len(src) && src[j+1] == q {
				b.WriteByte(q)
				j += 2
				continue
			}
			j++
			break
		} else if c == '\n' && q != '`' && lang != PowerShell {
			break
		}
		esc := byte('\\')
		if lang == PowerShell {
			esc = '`'
		}
		if c == esc && !raw && j+1 < len(src) {
			n := unescape(&b, src, j, lang)
			j = n
			continue
		}
		b.WriteByte(c)
		j++
	}
	body := b.String()
	t := token{kind: tStr, text: body, start: i, end: j, konst: true}
	if interp && (strings.Contains(body, "{") || strings.Contains(body, "$")) {
		t.konst = false
		t.names = interpNames(body, lang)
	}
	return t, j
}

// unescape writes the escape at src[j] and returns the offset after it.
func unescape(b *strings.Builder, src string, j int, lang Lang) int {
	c := src[j+1]
	if lang == PowerShell {
		switch c {
		case 'n':
			b.WriteByte('\n')
		case 't':
			b.WriteByte('\t')
		case '0':
			b.WriteByte(0)
		default:
			b.WriteByte(c)
		}
		return j + 2
	}
	switch c {
	case 'n':
		b.WriteByte('\n')
	case 't':
		b.WriteByte('\t')
	case 'r':
		b.WriteByte('\r')
	case '0', '1', '2', '3', '4', '5', '6', '7':
		k := j + 1
		for k < len(src) && k < j+4 && src[k] >= '0' && src[k] <= '7' {
			k++
		}
		if v, err := strconv.ParseUint(src[j+1:k], 8, 8); err == nil {
			b.WriteByte(byte(v))
		}
		return k
	case 'x':
		if j+4 <= len(src) {
			if v, err := strconv.ParseUint(src[j+2:j+4], 16, 8); err == nil {
				b.WriteByte(byte(v))
				return j + 4
			}
		}
		b.WriteByte('x')
	case 'u':
		if j+2 < len(src) && src[j+2] == '{' {
			if e := strings.IndexByte(src[j+2:], '}'); e > 0 && e < 10 {
				if v, err := strconv.ParseUint(src[j+3:j+2+e], 16, 32); err == nil {
					b.WriteRune(rune(v))
					return j + 3 + e
				}
			}
		}
		if j+6 <= len(src) {
			if v, err := strconv.ParseUint(src[j+2:j+6], 16, 32); err == nil {
				b.WriteRune(rune(v))
				return j + 6
			}
		}
		b.WriteByte('u')
	case '\n':
	default:
		b.WriteByte(c)
	}
	return j + 2
}

// interpNames are the names an interpolated string refers to.
func interpNames(s string, lang Lang) []string {
	var out []string
	for i := 0; i < len(s) && len(out) < 64; i++ {
		if isIdentStart(s[i]) && (i == 0 || !isIdentByte(s[i-1], lang)) {
			j := i
			// PowerShell reads "$t.k.example.net" as $t and text: a
			// member is taken only in $( ).
			for j < len(s) && (isIdentByte(s[j], lang) || s[j] == '.' && lang != PowerShell) {
				j++
			}
			n := strings.TrimRight(s[i:j], ".")
			if lang == PowerShell {
				if !strings.HasPrefix(n, "$") {
					i = j
					continue
				}
			}
			out = append(out, n)
			i = j
		}
	}
	return out
}
