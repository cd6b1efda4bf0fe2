package output

import (
	"encoding/xml"
	"fmt"
	"io"

	"github.com/skillint/skillint/diag"
)

func init() {
	Printers["junit"] = func(o Options) Printer { return &JUnit{Options: o} }
}

// JUnit prints JUnit XML for CI servers (Jenkins, GitLab, Azure): a test
// suite per file, a failing test case per error or warning (its type is the
// severity), a passing one with the message as output per info, and one
// passing case for a clean file, so that every linted file counts as tested.
type JUnit struct {
	Options
	suites []junitSuite
	tests  int
	fails  int
}

type junitFailure struct {
	Message string `xml:"message,attr"`
	Type    string `xml:"type,attr"`
	Text    string `xml:",chardata"`
}

type junitCase struct {
	Name      string        `xml:"name,attr"`
	ClassName string        `xml:"classname,attr"`
	File      string        `xml:"file,attr,omitempty"`
	Line      int           `xml:"line,attr,omitempty"`
	Failure   *junitFailure `xml:"failure"`
	SystemOut string        `xml:"system-out,omitempty"`
}

type junitSuite struct {
	Name     string      `xml:"name,attr"`
	Tests    int         `xml:"tests,attr"`
	Failures int         `xml:"failures,attr"`
	Errors   int         `xml:"errors,attr"`
	Cases    []junitCase `xml:"testcase"`
}

type junitRoot struct {
	XMLName  xml.Name     `xml:"testsuites"`
	Name     string       `xml:"name,attr"`
	Tests    int          `xml:"tests,attr"`
	Failures int          `xml:"failures,attr"`
	Errors   int          `xml:"errors,attr"`
	Suites   []junitSuite `xml:"testsuite"`
}

// File records a file's test suite.
func (j *JUnit) File(w io.Writer, f *diag.File) error {
	s := junitSuite{Name: diag.Escape(f.Path())}
	for _, d := range f.Findings {
		line, col := d.Range.Start.Line, f.Source.Column(d.Range.Start, diag.CodePoints)
		c := junitCase{Name: fmt.Sprintf("%s at %d:%d", diag.Escape(d.Rule), line, col), ClassName: diag.Escape(f.Path()), File: diag.Escape(f.Path()), Line: line}
		text := fmt.Sprintf("%s:%d:%d: %s: %s [%s]", diag.Escape(f.Path()), line, col, d.Severity, diag.Escape(d.Message), diag.Escape(d.Rule))
		if d.Severity >= diag.Warning {
			c.Failure = &junitFailure{Message: diag.Escape(d.Message), Type: d.Severity.String(), Text: text}
			s.Failures++
		} else {
			c.SystemOut = text
		}
		s.Cases = append(s.Cases, c)
	}
	if len(s.Cases) == 0 {
		s.Cases = append(s.Cases, junitCase{Name: "skillint", ClassName: diag.Escape(f.Path()), File: diag.Escape(f.Path())})
	}
	s.Tests = len(s.Cases)
	j.tests += s.Tests
	j.fails += s.Failures
	j.suites = append(j.suites, s)
	return nil
}

// Finish writes one <testsuites> document.
func (j *JUnit) Finish(w io.Writer, _ diag.Summary) error {
	root := junitRoot{Name: "skillint", Tests: j.tests, Failures: j.fails, Suites: j.suites}
	if _, err := io.WriteString(w, xml.Header); err != nil {
		return err
	}
	enc := xml.NewEncoder(w)
	enc.Indent("", "  ")
	if err := enc.Encode(root); err != nil {
		return err
	}
	_, err := io.WriteString(w, "\n")
	return err
}
