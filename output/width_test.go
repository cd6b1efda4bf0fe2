package output

import (
	"bytes"
	"strings"
	"testing"

	"github.com/skillint/skillint/diag"
)

// The underline of a snippet starts under the offending text and is as wide
// as it on a terminal: wide characters take two columns, tabs four,
// combining marks none.
func TestSnippetUnderlineWidth(t *testing.T) {
	for _, tc := range []struct {
		line, target string
		pad, span    int
	}{
		{"name: abc", "abc", 6, 3},
		{"\t名前: 値です", "値です", 4 + 4 + 2, 6},
		{"😀 x 😀", "x 😀", 3, 4},
		{"ｆｕｌｌ width", "width", 9, 5},
		{"e\u0301te\u0301 ok", "ok", 4, 2},
		{"\tα\tβ", "β", 4 + 1 + 4, 1},
	} {
		src := diag.NewSource("a/SKILL.md", []byte(tc.line+"\n"))
		start := strings.Index(tc.line, tc.target)
		f := &diag.File{Source: src, Findings: []diag.Finding{{Rule: "r", Severity: diag.Warning, Message: "m",
			Range: src.Range(start, start+len(tc.target))}}}
		var b bytes.Buffer
		if err := (&Text{Options: Options{Snippets: true}}).File(&b, f); err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(b.String(), "\n")
		want := "      | " + strings.Repeat(" ", tc.pad) + "^" + strings.Repeat("~", tc.span-1)
		if len(lines) < 3 || lines[2] != want {
			t.Errorf("%q under %q:\n%s\nwant\n%s", tc.target, tc.line, b.String(), want)
		}
	}
}
