package lint

import "github.com/skillint/skillint/diag"

// ioFile is the result for a path that could not be read: one finding of
// rule io saying why.
func ioFile(path, msg string) *diag.File {
	s := diag.NewSource(path, nil)
	return &diag.File{Source: s, Findings: []diag.Finding{{Rule: IORule, Severity: diag.Error, Message: msg, Range: s.Range(0, 0)}}}
}
