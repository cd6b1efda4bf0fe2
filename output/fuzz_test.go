package output

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/skillint/skillint/diag"
)

// FuzzPrinters prints a finding whose path, message and source are
// arbitrary with every printer, and checks that nothing reaches the output
// raw that could forge a line or drive a terminal: no control character
// but the line feeds the printer writes itself, valid UTF-8, one line per
// finding (plus the summary), in github output exactly one command line
// per finding, and JSON that parses.
func FuzzPrinters(f *testing.F) {
	f.Add("a/SKILL.md", []byte("---\nname: x\n---\nbody\n"), "the body links to x", 4, 9)
	f.Add("x\n::error::y/SKILL.md", []byte("\x1b[2J\r\n##[warning]x\u202e"), "m\r\n::add-mask::z\x85", 0, 3)
	f.Add("::warning::x", []byte{0xff, 0xfe, 'a', 0}, "##[error]", 1, 2)
	f.Fuzz(func(t *testing.T, path string, src []byte, msg string, a, b int) {
		s := diag.NewSource(path, src)
		a, b = clamp(a, 0, len(src)), clamp(b, 0, len(src))
		if b < a {
			a, b = b, a
		}
		file := &diag.File{Source: s, Format: "skill-md", Reason: msg, Findings: []diag.Finding{
			{Rule: "r/" + msg, Severity: diag.Error, Message: msg, Range: s.Range(a, b), Related: []diag.Related{{Range: s.Range(a, a), Message: msg}}},
			{Rule: "r", Severity: diag.Warning, Message: "second", Range: s.Range(b, b)},
		}}
		for _, name := range PrinterNames() {
			for _, opts := range []Options{{}, {Snippets: true, Verbose: true}} {
				var out bytes.Buffer
				if err := PrintAll(Printers[name](opts), &out, []*diag.File{file}); err != nil {
					t.Fatal(err)
				}
				text := out.String()
				if !utf8.ValidString(text) {
					t.Fatalf("%s: invalid UTF-8", name)
				}
				for _, r := range text {
					if (r < 0x20 && r != '\n') || r == 0x7f || (r >= 0x80 && r <= 0x9f) || diag.IsBidiControl(r) {
						t.Fatalf("%s: raw %U in\n%q", name, r, text)
					}
				}
				lines := strings.Split(strings.TrimSuffix(text, "\n"), "\n")
				switch name {
				case "text", "github":
					commands, findings := 0, 0
					for _, l := range lines {
						if strings.HasPrefix(strings.TrimLeft(l, " \t"), "::") {
							commands++
						}
						if name == "github" && strings.Contains(l, "##[") {
							t.Fatalf("github: %q", l)
						}
						if strings.Contains(l, ": error: ") || strings.Contains(l, ": warning: second [r]") {
							findings++
						}
					}
					want := map[string]int{"text": 0, "github": 2}[name]
					if commands != want {
						t.Fatalf("%s: %d command lines, want %d:\n%s", name, commands, want, text)
					}
					if !opts.Snippets && len(lines) != map[string]int{"text": 3, "github": 5}[name] {
						t.Fatalf("%s: %d lines:\n%s", name, len(lines), text)
					}
				case "json", "sarif":
					var v any
					if err := json.Unmarshal(out.Bytes(), &v); err != nil {
						t.Fatalf("%s: %v", name, err)
					}
				}
			}
		}
	})
}
