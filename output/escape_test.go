package output

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/skillint/skillint/diag"
)

// TestNoForgedLines: whatever a file is named or contains, no printer writes
// a raw control character, a forged finding line, or (for github) a line
// the Actions runner reads as a command other than the annotations.
func TestNoForgedLines(t *testing.T) {
	for _, name := range PrinterNames() {
		for _, opts := range []Options{{}, {Snippets: true, Verbose: true}} {
			var b bytes.Buffer
			if err := PrintAll(Printers[name](opts), &b, hostile()); err != nil {
				t.Fatal(err)
			}
			out := b.String()
			if !utf8.ValidString(out) {
				t.Fatalf("%s: invalid UTF-8 written:\n%s", name, out)
			}
			for i, r := range out {
				if (r < 0x20 && r != '\n') || r == 0x7f || (r >= 0x80 && r <= 0x9f) || diag.IsBidiControl(r) {
					t.Fatalf("%s: raw %U at byte %d:\n%s", name, r, i, out)
				}
			}
			lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
			commands := 0
			for _, l := range lines {
				if strings.HasPrefix(strings.TrimLeft(l, " \t"), "::") {
					commands++
					if !strings.HasPrefix(l, `::error file=evil\n%3A%3Aerror`) {
						t.Errorf("%s: forged command line %q", name, l)
					}
				}
				if name == "github" && strings.Contains(l, "##[") {
					t.Errorf("%s: a v1 workflow command %q", name, l)
				}
				if strings.HasPrefix(l, "/x.md:1:1:") || strings.HasPrefix(l, "##[") {
					t.Errorf("%s: forged line %q", name, l)
				}
			}
			if name == "github" && commands != 1 {
				t.Errorf("github: %d command lines, want the 1 annotation:\n%s", commands, out)
			}
			if name != "github" && commands != 0 {
				t.Errorf("%s: %d command lines:\n%s", name, commands, out)
			}
			if name == "json" || name == "sarif" {
				var v any
				if err := json.Unmarshal(b.Bytes(), &v); err != nil {
					t.Errorf("%s: %v", name, err)
				}
				if !strings.Contains(out, `\u001b`) {
					t.Errorf("%s: ESC is written as \\u001b", name)
				}
			}
		}
	}
}

// A path that starts with "::" cannot make the plain part of the github
// output a command either.
func TestGitHubPlainLineStartingWithColons(t *testing.T) {
	s := diag.NewSource("::warning::x/SKILL.md", []byte("x"))
	var b bytes.Buffer
	f := &diag.File{Source: s, Findings: []diag.Finding{{Rule: "r", Severity: diag.Warning, Message: "m", Range: s.Range(0, 1)}}}
	if err := PrintAll(Printers["github"](Options{}), &b, []*diag.File{f}); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(b.String(), "\n")
	if !strings.HasPrefix(lines[0], "::warning file=%3A%3Awarning%3A%3Ax/SKILL.md,") {
		t.Errorf("annotation: %q", lines[0])
	}
	if lines[1] != `\x3a:warning::x/SKILL.md:1:1: warning: m [r]` {
		t.Errorf("plain line: %q", lines[1])
	}
}

// TestSnippetLongLine: a snippet of a long line shows the part around the
// finding, so output grows with the findings, not findings times the line.
func TestSnippetLongLine(t *testing.T) {
	line := strings.Repeat("é", 50000) + "TARGET" + strings.Repeat("x", 50000)
	s := diag.NewSource("a/SKILL.md", []byte(line+"\n"))
	at := strings.Index(line, "TARGET")
	f := &diag.File{Source: s, Findings: []diag.Finding{{Rule: "r", Severity: diag.Warning, Message: "m", Range: s.Range(at, at+6)}}}
	var b bytes.Buffer
	if err := PrintAll(&Text{Options: Options{Snippets: true}}, &b, []*diag.File{f}); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	if b.Len() > 2000 {
		t.Fatalf("%d bytes of output for one finding", b.Len())
	}
	lines := strings.Split(out, "\n")
	// The caret is under TARGET.
	src, caret := lines[1], lines[2]
	col := strings.Index(caret, "^")
	if col < 0 || !strings.HasPrefix(string([]rune(src)[col:]), "TARGET") || !strings.Contains(caret, "^~~~~~") {
		t.Errorf("caret not under the finding:\n%s", out)
	}
	if !strings.Contains(src, "…") {
		t.Errorf("a cut line is marked:\n%s", src)
	}
}

// hostile is a file whose name and finding try to forge output lines and
// send a terminal control sequences.
func hostile() []*diag.File {
	path := "evil\n::error file=evil.md,line=1::forged\n::add-mask::x\r\x1b]0;title\x07\u009b2J\u202e/x.md:1:1: error: forged [x]\n##[error]v1/SKILL.md"
	s := diag.NewSource(path, []byte("---\nname: x\x1b[2J\n---\nbody ##[warning]x\n"))
	return []*diag.File{{Source: s, Format: "skill-md", Reason: "because\n::warning::x", Findings: []diag.Finding{
		{Rule: "skill/reference.missing", Severity: diag.Error, Message: "the body links to \x1b[31m\n::stop-commands::tok\n##[add-mask]y\u202e, which does not exist", Range: s.Range(4, 11),
			Related: []diag.Related{{Range: s.Range(0, 3), Message: "here\x1b"}}},
	}}}
}
