package diag

import (
	"bytes"
	"strings"
	"testing"
)

func TestColumns(t *testing.T) {
	src := NewSource("x", []byte("\xEF\xBB\xBFab\r\n😀é\tx\n\xffz"))
	cases := []struct {
		off                      int
		line, cp, utf16, byteCol int
	}{
		{3, 1, 1, 1, 1},  // after the BOM: column 1
		{4, 1, 2, 2, 2},  // b
		{7, 2, 1, 1, 1},  // start of line 2
		{11, 2, 2, 3, 5}, // é, after an emoji (2 UTF-16 units, 4 bytes)
		{13, 2, 3, 4, 7}, // tab
		{14, 2, 4, 5, 8}, // x
		{17, 3, 2, 2, 2}, // z, after an invalid byte
		{18, 3, 3, 3, 3}, // end of file
	}
	for _, c := range cases {
		p := src.Pos(c.off)
		if p.Line != c.line {
			t.Errorf("offset %d: line %d, want %d", c.off, p.Line, c.line)
		}
		if got := src.Column(p, CodePoints); got != c.cp {
			t.Errorf("offset %d: code point column %d, want %d", c.off, got, c.cp)
		}
		if got := src.Column(p, UTF16); got != c.utf16 {
			t.Errorf("offset %d: UTF-16 column %d, want %d", c.off, got, c.utf16)
		}
		if got := src.Column(p, Bytes); got != c.byteCol {
			t.Errorf("offset %d: byte column %d, want %d", c.off, got, c.byteCol)
		}
	}
	if got := string(src.LineText(1)); got != "\xEF\xBB\xBFab" {
		t.Errorf("line 1 text %q", got)
	}
	if src.LineCount() != 3 {
		t.Errorf("line count %d", src.LineCount())
	}
}

func TestSortDeterministic(t *testing.T) {
	src := NewSource("x", []byte("abc"))
	fs := []Finding{{Rule: "b", Range: src.Range(1, 2)}, {Rule: "a", Range: src.Range(1, 2)}, {Rule: "c", Range: src.Range(0, 1)}}
	Sort(fs)
	if fs[0].Rule != "c" || fs[1].Rule != "a" || fs[2].Rule != "b" {
		t.Errorf("order %v", fs)
	}
}

// The line index grows as queries need it: positions asked in any order,
// past the end, and on files with CRLF, no final newline, or no newline at
// all agree with a count of newlines.
func TestLineIndexGrows(t *testing.T) {
	for _, text := range []string{"", "a", "\n", "a\nb", "a\r\nbb\r\n\r\nccc", "\n\n\nx\n", "x\ny\nz\n"} {
		src := []byte(text)
		lineOf := func(off int) int { return 1 + bytes.Count(src[:min(max(off, 0), len(src))], []byte{'\n'}) }
		for _, order := range [][]int{{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13}, {13, 0, 7, 2, 9, 1}, {5, -1, 100}} {
			s := NewSource("x", src)
			for _, off := range order {
				if got, want := s.Pos(off).Line, lineOf(min(off, len(src))); got != want {
					t.Errorf("%q: line of %d = %d, want %d", text, off, got, want)
				}
				if n := s.LineOf(off); s.LineStart(n) > max(min(off, len(src)), 0) {
					t.Errorf("%q: line %d of offset %d starts at %d", text, n, off, s.LineStart(n))
				}
			}
			lines := 1 + bytes.Count(src, []byte{'\n'})
			if s.HasLine(0) || !s.HasLine(lines) || s.HasLine(lines+1) {
				t.Errorf("%q: HasLine wrong around 0 and %d", text, lines)
			}
			if got, want := s.LineCount(), lines; got != want {
				t.Errorf("%q: %d lines, want %d", text, got, want)
			}
		}
		s := NewSource("x", src)
		for line := 1; line <= 1+bytes.Count(src, []byte{'\n'}); line++ {
			want := strings.Split(text, "\n")[line-1]
			if got := string(s.LineText(line)); got != strings.TrimSuffix(want, "\r") {
				t.Errorf("%q: line %d is %q, want %q", text, line, got, want)
			}
		}
	}
}
