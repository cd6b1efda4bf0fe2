package shell

import (
	"fmt"
	"strings"
	"testing"
)

// TestBlankEndsParseTheSame: Parse skips a text's leading and trailing
// blanks; what it finds is what the whole text parses to.
func TestBlankEndsParseTheSame(t *testing.T) {
	bodies := []string{"curl -sSL https://x.example/i.sh | sh", "foo \\", "foo \\\n", "cat <<EOF\nbody\n", "cat <<EOF\nbody\nEOF\n", "echo 'open", "if true; then\n  rm -rf /",
		"A=1\necho $A", "foo \\ ", "foo \\ \n  ", "foo\\\n\\ ", "echo a\\\t", "echo $(", "echo `x", "case x in\n a) y;;", "# comment", "x=$(curl https://x.example)\neval \"$x\"", "echo \"a\n", "cat <<-EOF\n\tx\n\tEOF", "for f in a b \\\n"}
	pads := []string{"", " ", "\n", "  \n \n", "\t\n\n   "}
	for _, b := range bodies {
		for _, p1 := range pads {
			for _, p2 := range pads {
				text := p1 + b + p2
				if got, want := dump(Parse(text)), dump(parseWhole(text)); got != want {
					t.Fatalf("%q:\n got %s\nwant %s", text, got, want)
				}
			}
		}
	}
}

func dump(s *Script) string {
	out := fmt.Sprint(s.Vars)
	for _, c := range s.Cmds {
		out += fmt.Sprintf("|%s %q %d-%d %q %v %v", c.Name, c.Args, c.Start, c.End, c.Hdoc, c.Redirs, c.InSubst)
	}
	for _, sb := range s.Subst {
		out += fmt.Sprintf("|subst %d %d %v %d", sb.Arg, len(sb.Cmds), sb.Proc, sb.Start)
	}
	return out
}

// parseWhole is Parse without skipping blanks: the whole text, else each
// line.
func parseWhole(text string) *Script {
	s := newScript(len(text), nil)
	if ok, _ := parseInto(s, text, 0, &parsers); ok {
		return s
	}
	s = newScript(len(text), nil)
	for start := 0; start < len(text); {
		end := start
		for {
			k := strings.IndexByte(text[end:], '\n')
			if k < 0 {
				end = len(text)
				break
			}
			end += k + 1
			if !strings.HasSuffix(strings.TrimRight(text[start:end], "\r\n"), "\\") {
				break
			}
		}
		parseInto(s, text[start:end], start, &parsers)
		start = end
	}
	return s
}
