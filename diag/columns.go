package diag

import (
	"bytes"
	"unicode/utf8"
)

// Counting a column from the start of its line costs the length of the line
// before it: on one long line with a finding every few bytes, printing the
// findings is quadratic. A line longer than colStep bytes gets checkpoints
// instead, made once: every colStep bytes, at a character boundary, the
// number of code points and UTF-16 units from the start of the line. A
// column is then counted from the checkpoint before it, exactly as from the
// start of the line (each character before the checkpoint lies wholly
// before it, so it decodes the same).

const colStep = 1024

type colMark struct {
	off, points, units int
}

// width is the width in enc of the bytes from start (the start of a line, or
// just after a byte order mark) to off, both on the same line.
func (s *Source) width(start, off int, enc Encoding) int {
	if enc == Bytes || off-start <= 2*colStep {
		return width(s.Bytes[start:off], enc)
	}
	marks := s.checkpoints(start)
	// The last checkpoint at or before off.
	lo, hi := 0, len(marks)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if marks[m].off <= off {
			lo = m + 1
		} else {
			hi = m
		}
	}
	if lo == 0 {
		return width(s.Bytes[start:off], enc)
	}
	m := marks[lo-1]
	n := m.points
	if enc == UTF16 {
		n = m.units
	}
	return n + width(s.Bytes[m.off:off], enc)
}

// checkpoints are the column checkpoints of the line that starts at start.
func (s *Source) checkpoints(start int) []colMark {
	s.colMu.Lock()
	defer s.colMu.Unlock()
	if m, ok := s.marks[start]; ok {
		return m
	}
	end := len(s.Bytes)
	if k := bytes.IndexByte(s.Bytes[start:], '\n'); k >= 0 {
		end = start + k
	}
	var marks []colMark
	points, units := 0, 0
	for off, next := start, start+colStep; off < end; {
		if off >= next {
			marks = append(marks, colMark{off, points, units})
			next = off + colStep
		}
		// A run of ASCII is one code point and one unit per byte.
		stop := min(next, end)
		for off < stop && s.Bytes[off] < 0x80 {
			off++
			points++
			units++
		}
		if off >= stop {
			continue
		}
		r, size := utf8.DecodeRune(s.Bytes[off:end])
		off += size
		points++
		units++
		if r >= 0x10000 {
			units++
		}
	}
	if s.marks == nil {
		s.marks = map[int][]colMark{}
	}
	s.marks[start] = marks
	return marks
}
