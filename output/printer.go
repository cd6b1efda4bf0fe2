// Package output holds the printers: text, json, sarif, github and
// checkstyle, each behind one streaming interface (Printer).
package output

import (
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/skillint/skillint/diag"
)

// Printer writes the findings of a run. It is given the files one at a time,
// in output order, and keeps at most compact records of them (never their
// bytes), so that a run over many files needs little memory; Finish ends the
// output with the run's summary.
type Printer interface {
	File(w io.Writer, f *diag.File) error
	Finish(w io.Writer, s diag.Summary) error
}

// PrintAll prints a whole run held in memory.
func PrintAll(p Printer, w io.Writer, files []*diag.File) error {
	for _, f := range files {
		if err := p.File(w, f); err != nil {
			return err
		}
	}
	return p.Finish(w, diag.Summarize(files))
}

// Printers lists the output formats by name.
var Printers = map[string]func(Options) Printer{
	"text":       func(o Options) Printer { return &Text{Options: o} },
	"json":       func(o Options) Printer { return &JSON{} },
	"sarif":      func(o Options) Printer { return &SARIF{Options: o} },
	"github":     func(o Options) Printer { return &GitHub{Options: o} },
	"checkstyle": func(o Options) Printer { return &Checkstyle{} },
}

// PrinterNames lists the output format names, sorted.
func PrinterNames() []string {
	var out []string
	for k := range Printers {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// Options are the knobs printers share.
type Options struct {
	// Color turns on ANSI colour in text output.
	Color bool
	// Snippets shows the source line and a caret under each finding.
	Snippets bool
	// Verbose adds a line per file saying which format it was read as.
	Verbose bool
	// Rules describes every rule, for printers that carry rule metadata (SARIF).
	Rules []RuleMeta
	// Root is the repository root that SARIF paths are relative to ("" for
	// the current directory).
	Root string
	// Version is skillint's version, for printers that name the tool.
	Version string
	// UnsafeFixes says that the run applies unsafe fixes too (the text
	// output then counts and marks them as fixable).
	UnsafeFixes bool
}

// RuleMeta is what printers know about a rule.
type RuleMeta struct {
	ID       string
	Title    string
	Why      string
	Fix      string
	Severity diag.Severity
	HelpURI  string
}

func plural(n int, word string) string {
	if n == 1 {
		return fmt.Sprintf("%d %s", n, word)
	}
	return fmt.Sprintf("%d %ss", n, word)
}

// SummaryLine is the one-line summary of a run.
func SummaryLine(s diag.Summary) string {
	var parts []string
	parts = append(parts, plural(s.Errors, "error"), plural(s.Warnings, "warning"))
	if s.Infos > 0 {
		parts = append(parts, plural(s.Infos, "info"))
	}
	line := fmt.Sprintf("%s checked: %s", plural(s.Files, "file"), strings.Join(parts, ", "))
	var hidden []string
	if s.HiddenWarnings > 0 {
		hidden = append(hidden, plural(s.HiddenWarnings, "warning"))
	}
	if s.HiddenInfos > 0 {
		hidden = append(hidden, plural(s.HiddenInfos, "info"))
	}
	if len(hidden) > 0 {
		show := "info"
		if s.HiddenInfos == 0 {
			show = "warning"
		}
		line += fmt.Sprintf(" (%s not shown: --min-severity %s shows them)", strings.Join(hidden, " and "), show)
	}
	return line
}
