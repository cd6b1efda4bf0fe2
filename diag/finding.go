package diag

import (
	"fmt"
	"sort"
	"strings"
)

// Severity is how serious a finding is.
type Severity int

const (
	// Off disables a rule; findings never carry it.
	Off Severity = iota
	// Info is worth knowing; it never fails a run.
	Info
	// Warning is a likely mistake or a best-practice miss.
	Warning
	// Error is a spec violation: the file is not valid.
	Error
)

func (s Severity) String() string {
	switch s {
	case Error:
		return "error"
	case Warning:
		return "warning"
	case Info:
		return "info"
	default:
		return "off"
	}
}

// ParseSeverity reads "error", "warning", "info" or "off".
func ParseSeverity(s string) (Severity, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "error":
		return Error, nil
	case "warning", "warn":
		return Warning, nil
	case "info":
		return Info, nil
	case "off":
		return Off, nil
	}
	return Off, fmt.Errorf("unknown severity %q (use error, warning, info or off)", s)
}

// Related is a second place that explains a finding (the other half of a
// conflict, the first declaration of a duplicate).
type Related struct {
	Range   Range
	Message string
}

// Finding is one problem in one file: the rule that found it, the severity
// the resolved configuration gives that rule, where it is, what is wrong
// and what to do, other places that explain it, and the fixes that would
// resolve it.
type Finding struct {
	Rule     string
	Severity Severity
	Message  string
	Range    Range
	Related  []Related
	Fixes    []Fix
}

// Safety says whether a fix may be applied without review.
type Safety int

const (
	// Safe fixes keep the file's meaning: `--fix` applies them.
	Safe Safety = iota
	// Unsafe fixes may change meaning (renaming a skill, moving fields):
	// they are applied only when asked for.
	Unsafe
)

// Fix is a suggested change that resolves a finding: edits of the source
// bytes, applied together.
type Fix struct {
	Description string
	Safety      Safety
	Edits       []Edit
}

// Edit replaces the source bytes [Start, End) with New.
type Edit struct {
	Start, End int
	New        string
}

// Sort orders findings by position, then rule, then message, so output is
// deterministic whatever order rules ran in.
func Sort(fs []Finding) {
	sort.SliceStable(fs, func(i, j int) bool {
		a, b := fs[i], fs[j]
		if a.Range.Start.Offset != b.Range.Start.Offset {
			return a.Range.Start.Offset < b.Range.Start.Offset
		}
		if a.Rule != b.Rule {
			return a.Rule < b.Rule
		}
		if a.Message != b.Message {
			return a.Message < b.Message
		}
		return a.Range.End.Offset < b.Range.End.Offset
	})
}

// File is the result of linting one document: what printers consume.
type File struct {
	Source *Source
	Format string
	// Reason says why the file was read as Format, when that was a decision.
	Reason   string
	Findings []Finding
	// Name is the skill's name and where it is written, for checks across
	// the files of a run (empty when the format has no skill name).
	Name      string
	NameRange Range
}

// Path is the path as the user gave it.
func (f *File) Path() string { return f.Source.Path }

// Summary counts findings by severity over a whole run.
type Summary struct {
	Files    int
	Errors   int
	Warnings int
	Infos    int
	// Fixable counts the findings with a safe fix, UnsafeFixable those
	// whose only fixes are unsafe.
	Fixable       int
	UnsafeFixable int
	// HiddenWarnings and HiddenInfos count findings found but not reported
	// because they are below the severity asked for (--min-severity, -q).
	HiddenWarnings int
	HiddenInfos    int
}

// Hide counts a finding that is not reported.
func (s *Summary) Hide(d Finding) {
	switch d.Severity {
	case Warning:
		s.HiddenWarnings++
	case Info:
		s.HiddenInfos++
	}
}

// Add counts one file and its findings.
func (s *Summary) Add(f *File) {
	s.Files++
	for _, d := range f.Findings {
		switch d.Severity {
		case Error:
			s.Errors++
		case Warning:
			s.Warnings++
		case Info:
			s.Infos++
		}
		switch d.FixSafety() {
		case Safe:
			s.Fixable++
		case Unsafe:
			s.UnsafeFixable++
		}
	}
}

// Summarize counts the findings of files.
func Summarize(files []*File) Summary {
	var s Summary
	for _, f := range files {
		s.Add(f)
	}
	return s
}
