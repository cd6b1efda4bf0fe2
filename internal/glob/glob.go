// Package glob matches slash-separated paths against glob patterns:
// `*` and `?` stay within one path segment, `**` spans segments, `[...]` is a
// class and `\x` a literal x. It serves .gitignore files and the
// configuration's ignore and override patterns.
package glob

import (
	"regexp"
	"strings"
)

// Regexp translates a glob into an unanchored regular expression.
func Regexp(g string) string {
	var b strings.Builder
	for i := 0; i < len(g); i++ {
		c := g[i]
		switch {
		case c == '*' && i+1 < len(g) && g[i+1] == '*':
			i++
			if i+1 < len(g) && g[i+1] == '/' {
				i++
				b.WriteString("(.*/)?")
			} else {
				b.WriteString(".*")
			}
		case c == '*':
			b.WriteString("[^/]*")
		case c == '?':
			b.WriteString("[^/]")
		case c == '[':
			j := strings.IndexByte(g[i+1:], ']')
			if j < 0 {
				b.WriteString(`\[`)
				continue
			}
			class := g[i+1 : i+1+j]
			if strings.HasPrefix(class, "!") {
				class = "^" + class[1:]
			}
			b.WriteString("[" + strings.ReplaceAll(class, `\`, `\\`) + "]")
			i += j + 1
		case c == '\\' && i+1 < len(g):
			i++
			b.WriteString(regexp.QuoteMeta(string(g[i])))
		default:
			b.WriteString(regexp.QuoteMeta(string(c)))
		}
	}
	return b.String()
}

// Pattern is a compiled glob.
type Pattern struct {
	Text string
	re   *regexp.Regexp
}

// Compile compiles a glob that matches whole paths. A pattern without a
// slash matches a base name at any depth (like .gitignore); a trailing
// `/**` or a directory name matches everything below it.
func Compile(g string) (*Pattern, error) {
	pat := strings.TrimPrefix(g, "./")
	var expr string
	if strings.Contains(strings.TrimSuffix(pat, "/"), "/") {
		expr = "^" + Regexp(strings.TrimPrefix(pat, "/")) + "(/.*)?$"
	} else {
		expr = "(^|/)" + Regexp(strings.TrimSuffix(pat, "/")) + "(/.*)?$"
	}
	re, err := regexp.Compile(expr)
	if err != nil {
		return nil, err
	}
	return &Pattern{Text: g, re: re}, nil
}

// Match reports whether the slash path p matches.
func (p *Pattern) Match(path string) bool { return p.re.MatchString(strings.TrimPrefix(path, "./")) }
