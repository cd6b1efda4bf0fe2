package lint

import (
	"bytes"

	"github.com/skillint/skillint/diag"
	filerules "github.com/skillint/skillint/rules/file"
)

// Text that is not UTF-8 with LF (or CRLF) line breaks gets one finding
// that says what it is, instead of a lint that would only say it is binary
// or has no frontmatter.

// utf16Kind says whether the file looks like UTF-16 text: a byte order
// mark, or ASCII with a NUL after (little-endian) or before (big-endian)
// every character. "" when it does not.
func utf16Kind(b []byte) string {
	if len(b) >= 2 && b[0] == 0xFF && b[1] == 0xFE {
		return "UTF-16 little-endian (it starts with the byte order mark FF FE)"
	}
	if len(b) >= 2 && b[0] == 0xFE && b[1] == 0xFF {
		return "UTF-16 big-endian (it starts with the byte order mark FE FF)"
	}
	head := b[:min(len(b), 512)&^1]
	if len(head) < 4 {
		return ""
	}
	le, be := true, true
	for i := 0; i+1 < len(head); i += 2 {
		lo, hi := head[i], head[i+1]
		le = le && lo != 0 && lo < 0x80 && hi == 0
		be = be && hi != 0 && hi < 0x80 && lo == 0
	}
	switch {
	case le:
		return "UTF-16 little-endian (a NUL byte after each character)"
	case be:
		return "UTF-16 big-endian (a NUL byte before each character)"
	}
	return ""
}

func utf16File(s *diag.Source) *diag.File {
	kind := utf16Kind(s.Bytes)
	if kind == "" {
		return nil
	}
	return &diag.File{Source: s, Findings: []diag.Finding{filerules.UTF16(s, kind)}}
}

// crOnlyFile reports a file whose first line ends with a carriage return
// alone (the line endings of classic Mac OS): no host reads those as line
// breaks, so to them the file is one line, without frontmatter.
func crOnlyFile(s *diag.Source) *diag.File {
	b := s.Bytes
	cr := bytes.IndexByte(b, '\r')
	if cr < 0 {
		return nil
	}
	if lf := bytes.IndexByte(b[:cr], '\n'); lf >= 0 || (cr+1 < len(b) && b[cr+1] == '\n') || cr+1 == len(b) {
		return nil
	}
	return &diag.File{Source: s, Findings: []diag.Finding{filerules.CROnly(s, cr)}}
}
