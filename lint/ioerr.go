package lint

import (
	"github.com/skillint/skillint/diag"
	filerules "github.com/skillint/skillint/rules/file"
)

// ioFile is the result for a path that could not be read: one finding of
// rule io saying why.
func ioFile(path, msg string) *diag.File {
	s := diag.NewSource(path, nil)
	return &diag.File{Source: s, Findings: []diag.Finding{filerules.IOError(s, msg)}}
}
