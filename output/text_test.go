package output

import (
	"bytes"
	"strings"
	"testing"

	"github.com/skillint/skillint/diag"
)

func TestTextSnippet(t *testing.T) {
	src := diag.NewSource("a.3md", []byte("x\n\t😀 [[z=9]] y\n"))
	f := &diag.File{Source: src, Format: "agent3md", Findings: []diag.Finding{{
		Rule: "agent3md/dead-link", Severity: diag.Error, Message: "dead", Range: src.Range(8, 15),
	}}}
	var b bytes.Buffer
	if err := PrintAll(&Text{Options: Options{Snippets: true}}, &b, []*diag.File{f}); err != nil {
		t.Fatal(err)
	}
	want := "a.3md:2:4: error: dead [agent3md/dead-link]\n" +
		"    2 |     😀 [[z=9]] y\n" +
		"      |        ^~~~~~~\n" + // the emoji is two columns wide
		"1 file checked: 1 error, 0 warnings\n"
	if b.String() != want {
		t.Errorf("got\n%s\nwant\n%s", b.String(), want)
	}
}

func TestSummaryLine(t *testing.T) {
	got := SummaryLine(diag.Summary{Files: 2, Errors: 1, Warnings: 2, Infos: 1})
	if got != "2 files checked: 1 error, 2 warnings, 1 info" {
		t.Errorf("%q", got)
	}
	if !strings.Contains(SummaryLine(diag.Summary{Files: 1}), "1 file checked: 0 errors, 0 warnings") {
		t.Error("empty summary")
	}
}
