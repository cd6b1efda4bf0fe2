package output

import (
	"bytes"
	"encoding/json"
	"encoding/xml"
	"strings"
	"testing"

	"github.com/skillint/skillint/diag"
)

type glReport []struct {
	Description string `json:"description"`
	CheckName   string `json:"check_name"`
	Fingerprint string `json:"fingerprint"`
	Severity    string `json:"severity"`
	Location    struct {
		Path  string `json:"path"`
		Lines struct {
			Begin int `json:"begin"`
		} `json:"lines"`
	} `json:"location"`
}

func gitlabReport(t *testing.T, files []*diag.File) glReport {
	t.Helper()
	var b bytes.Buffer
	if err := PrintAll(Printers["gitlab"](Options{}), &b, files); err != nil {
		t.Fatal(err)
	}
	var r glReport
	if err := json.Unmarshal(b.Bytes(), &r); err != nil {
		t.Fatalf("%v\n%s", err, b.String())
	}
	return r
}

// Fingerprints are unique within a report, and stay the same when the
// finding moves down a line.
func TestGitLabFingerprints(t *testing.T) {
	text := "---\nname: x\n---\nFollow best practices.\nFollow best practices.\n"
	src := diag.NewSource("a/SKILL.md", []byte(text))
	moved := diag.NewSource("a/SKILL.md", []byte(strings.Replace(text, "---\nF", "---\n\nF", 1)))
	mk := func(s *diag.Source, off int) *diag.File {
		var fs []diag.Finding
		for _, o := range []int{off, off + 23} {
			fs = append(fs, diag.Finding{Rule: "lint/no-generic-instructions", Severity: diag.Warning, Message: "generic", Range: s.Range(o, o+21)})
		}
		return &diag.File{Source: s, Findings: fs}
	}
	before := gitlabReport(t, []*diag.File{mk(src, 16)})
	after := gitlabReport(t, []*diag.File{mk(moved, 17)})
	if len(before) != 2 || before[0].Fingerprint == before[1].Fingerprint {
		t.Fatalf("duplicate findings need distinct fingerprints: %+v", before)
	}
	for i := range before {
		if before[i].Fingerprint != after[i].Fingerprint || after[i].Location.Lines.Begin != before[i].Location.Lines.Begin+1 {
			t.Errorf("finding %d: %+v then %+v", i, before[i], after[i])
		}
		if before[i].Severity != "minor" || before[i].CheckName != "lint/no-generic-instructions" || before[i].Location.Path != "a/SKILL.md" {
			t.Errorf("finding %d: %+v", i, before[i])
		}
	}
	if r := gitlabReport(t, nil); len(r) != 0 {
		t.Errorf("empty run: %+v", r)
	}
}

// The JUnit report is well-formed XML whatever a message holds, and counts
// its tests and failures.
func TestJUnitWellFormed(t *testing.T) {
	files := sample()
	files[0].Findings[0].Message = "bad \x01 byte ]]> </testcase> & \xff"
	var b bytes.Buffer
	if err := PrintAll(Printers["junit"](Options{}), &b, files); err != nil {
		t.Fatal(err)
	}
	var root struct {
		Tests    int `xml:"tests,attr"`
		Failures int `xml:"failures,attr"`
		Suites   []struct {
			Name  string `xml:"name,attr"`
			Cases []struct {
				Name    string `xml:"name,attr"`
				Failure *struct {
					Type string `xml:"type,attr"`
				} `xml:"failure"`
			} `xml:"testcase"`
		} `xml:"testsuite"`
	}
	if err := xml.Unmarshal(b.Bytes(), &root); err != nil {
		t.Fatalf("%v\n%s", err, b.String())
	}
	if root.Tests != 4 || root.Failures != 2 || len(root.Suites) != 2 || len(root.Suites[0].Cases) != 3 || root.Suites[0].Cases[0].Failure.Type != "error" {
		t.Errorf("%+v\n%s", root, b.String())
	}
}
