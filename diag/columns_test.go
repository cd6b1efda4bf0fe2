package diag

import (
	"bytes"
	"fmt"
	"math/rand"
	"strings"
	"testing"
)

// TestColumnCheckpoints: on long lines, columns counted from a checkpoint
// equal columns counted from the start of the line, in every encoding,
// whatever the bytes (astral characters, invalid UTF-8, a byte order mark).
func TestColumnCheckpoints(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	pieces := []string{"a", "é", "€", "😀", "\xff", "\xe2\x82", "\n", "\t", "\xf0\x9f"}
	for trial := 0; trial < 30; trial++ {
		var b strings.Builder
		if trial%3 == 0 {
			b.WriteString("\xEF\xBB\xBF")
		}
		n := 3000 + rng.Intn(9000)
		for b.Len() < n {
			p := pieces[rng.Intn(len(pieces))]
			if p == "\n" && rng.Intn(20) != 0 {
				p = "b"
			}
			b.WriteString(p)
		}
		src := []byte(b.String())
		s := NewSource("x", src)
		for q := 0; q < 400; q++ {
			off := rng.Intn(len(src) + 1)
			p := s.Pos(off)
			for _, enc := range []Encoding{CodePoints, UTF16, Bytes} {
				start := s.LineStart(p.Line)
				if p.Line == 1 && s.bom > 0 && off >= s.bom {
					start = s.bom
				}
				want := 1 + width(src[start:off], enc)
				if got := s.Column(p, enc); got != want {
					t.Fatalf("trial %d offset %d enc %d: column %d, want %d", trial, off, enc, got, want)
				}
			}
		}
	}
}

// BenchmarkColumnsOneLine finds the column of a position every 8 bytes of one
// long line; the time per column must not grow with the line (compare
// -bench ColumnsOneLine at both sizes: the ns/op doubles with the size).
func BenchmarkColumnsOneLine(b *testing.B) {
	for _, size := range []int{1 << 20, 2 << 20} {
		src := bytes.Repeat([]byte("[[z=2]] "), size/8)
		b.Run(sizeName(size), func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				s := NewSource("x", src)
				for off := 0; off < len(src); off += 8 {
					_ = s.Column(s.Pos(off), CodePoints)
				}
			}
		})
	}
}

func sizeName(n int) string { return fmt.Sprintf("%dKiB", n>>10) }
