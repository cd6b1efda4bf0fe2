// Package diag holds findings and their positions: a document's bytes with
// its line index, ranges, severities, and the per-file result of a run.
//
// A position is stored as a byte offset into the original file plus its
// 1-based line. Columns are derived from those per consumer: code points for
// text and JSON output, UTF-16 code units for SARIF and editor protocols.
package diag

import (
	"bytes"
	"sort"
	"sync"
	"unicode/utf8"
)

// Pos is a place in a source file: a byte offset into the original bytes and
// the 1-based line that offset is on.
type Pos struct {
	Offset int
	Line   int
}

// Range is a half-open span [Start, End) of a source file.
type Range struct {
	Start Pos
	End   Pos
}

// Encoding says how a printer counts columns.
type Encoding int

const (
	// CodePoints counts Unicode code points (text and JSON output).
	CodePoints Encoding = iota
	// UTF16 counts UTF-16 code units (SARIF, the Language Server Protocol).
	UTF16
	// Bytes counts UTF-8 bytes.
	Bytes
)

// Source is one document's bytes with an index of where each line starts.
// Lines are split on '\n' only, so a CRLF file keeps the '\r' at the end of
// each line and line numbers match what an editor shows.
type Source struct {
	Path  string
	Bytes []byte
	bom   int // length of a leading UTF-8 byte order mark, 0 or 3

	// The line index grows as far as queries need: most findings are near
	// the top of a file, and a file without findings never pays for it.
	mu      sync.Mutex
	lines   []int // byte offset of the start of each line found; lines[0] == 0
	scanned int   // every newline before this offset is in lines

	// Column checkpoints of long lines (see columns.go).
	colMu sync.Mutex
	marks map[int][]colMark
}

// NewSource wraps src.
func NewSource(path string, src []byte) *Source {
	s := &Source{Path: path, Bytes: src, lines: []int{0}}
	if len(src) >= 3 && src[0] == 0xEF && src[1] == 0xBB && src[2] == 0xBF {
		s.bom = 3
	}
	return s
}

// index returns the start offsets of the lines, at least as far as the
// line holding offset off and the line after line n (or to the end).
func (s *Source) index(off, n int) []int {
	s.mu.Lock()
	defer s.mu.Unlock()
	src := s.Bytes
	for s.scanned < len(src) && (s.scanned <= off || len(s.lines) <= n) {
		i := bytes.IndexByte(src[s.scanned:], '\n')
		if i < 0 {
			s.scanned = len(src)
			break
		}
		s.scanned += i + 1
		s.lines = append(s.lines, s.scanned)
	}
	return s.lines
}

// allLines is the whole index.
func (s *Source) allLines() []int { return s.index(len(s.Bytes), 0) }

// LineCount is the number of lines (a trailing newline starts an empty last line).
func (s *Source) LineCount() int { return len(s.allLines()) }

// HasLine reports whether the source has a 1-based line n (a trailing
// newline starts an empty last line), indexing no further than it needs.
func (s *Source) HasLine(n int) bool { return n >= 1 && n <= len(s.index(-1, n-1)) }

// LineStart is the byte offset where 1-based line starts.
func (s *Source) LineStart(line int) int {
	if line < 1 {
		return 0
	}
	lines := s.index(-1, line-1)
	if line > len(lines) {
		return len(s.Bytes)
	}
	return lines[line-1]
}

// LineEnd is the byte offset of the end of a line's text, before any "\r\n" or "\n".
func (s *Source) LineEnd(line int) int {
	end := len(s.Bytes)
	if lines := s.index(-1, line); line < len(lines) {
		end = lines[line] - 1
	}
	if end > s.LineStart(line) && s.Bytes[end-1] == '\r' {
		end--
	}
	return end
}

// LineText is the text of a 1-based line without its line ending.
func (s *Source) LineText(line int) []byte {
	return s.Bytes[s.LineStart(line):s.LineEnd(line)]
}

// LineOf is the 1-based line that byte offset off is on.
func (s *Source) LineOf(off int) int {
	if off < 0 {
		off = 0
	}
	lines := s.index(off, 0)
	return sort.Search(len(lines), func(i int) bool { return lines[i] > off })
}

// Pos builds a position from a byte offset.
func (s *Source) Pos(off int) Pos {
	if off > len(s.Bytes) {
		off = len(s.Bytes)
	}
	if off < 0 {
		off = 0
	}
	return Pos{Offset: off, Line: s.LineOf(off)}
}

// Range builds a range from two byte offsets.
func (s *Source) Range(start, end int) Range {
	if end < start {
		end = start
	}
	return Range{Start: s.Pos(start), End: s.Pos(end)}
}

// LineRange is the range of a whole line's text (without its line ending).
func (s *Source) LineRange(line int) Range {
	return s.Range(s.LineStart(line), s.LineEnd(line))
}

// Column is the 1-based column of p counted in enc. A byte order mark at the
// start of the file is not counted: editors do not show it. An invalid UTF-8
// byte counts as one code point (and one UTF-16 unit).
func (s *Source) Column(p Pos, enc Encoding) int {
	start := s.LineStart(p.Line)
	if p.Line == 1 && s.bom > 0 && p.Offset >= s.bom {
		start = s.bom
	}
	off := p.Offset
	if off > len(s.Bytes) {
		off = len(s.Bytes)
	}
	if off < start {
		return 1
	}
	return 1 + s.width(start, off, enc)
}

func width(b []byte, enc Encoding) int {
	switch enc {
	case Bytes:
		return len(b)
	case UTF16:
		n := 0
		for len(b) > 0 {
			r, size := utf8.DecodeRune(b)
			if r >= 0x10000 {
				n += 2
			} else {
				n++
			}
			b = b[size:]
		}
		return n
	default:
		return utf8.RuneCount(b)
	}
}
