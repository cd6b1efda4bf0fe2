package file

import (
	"fmt"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/rules"
)

// The findings of this family are made by the engine, which reads the
// files: these functions make them, so that each message sits beside its
// rule's documentation. Each finding carries the rule's default severity;
// the engine applies the configuration.

// Unreadable is the io finding for a file that cannot be read.
func Unreadable(s *diag.Source, err error) diag.Finding {
	return IOError(s, fmt.Sprintf("cannot read the file: %v", err))
}

// IOError is an io finding at the start of the file saying msg: a path the
// walk found or the user named that cannot be linted, and why.
func IOError(s *diag.Source, msg string) diag.Finding {
	return diag.Finding{Rule: string(rules.IO), Severity: diag.Error, Range: s.Range(0, 0), Message: msg}
}

// TooLarge is the file/size finding for a file over the size limit.
func TooLarge(s *diag.Source, err error, limit int64) diag.Finding {
	return diag.Finding{Rule: string(rules.FileSize), Severity: diag.Error, Range: s.Range(0, 0),
		Message: fmt.Sprintf("%v; skillint reads files up to %d bytes and reads none of a larger one rather than part of it: split the file", err, limit)}
}

// Binary is the file/binary finding for a file with a NUL byte at offset.
func Binary(s *diag.Source, offset int) diag.Finding {
	return diag.Finding{Rule: string(rules.FileBinary), Severity: diag.Error, Range: s.Range(0, 0),
		Message: fmt.Sprintf("the file is binary, not text (a NUL byte at offset %d): a skill file is UTF-8 Markdown", offset)}
}

// InvalidUTF8 is the file/encoding finding at the first invalid byte.
func InvalidUTF8(s *diag.Source, offset int) diag.Finding {
	return diag.Finding{Rule: string(rules.FileEncoding), Severity: diag.Error, Range: s.Range(offset, offset+1),
		Message: fmt.Sprintf("the file is not valid UTF-8: byte 0x%02X here is not part of a character; save the file as UTF-8", s.Bytes[offset])}
}
