package threemd

import (
	"math/rand"
	"testing"
)

func TestValueOffsetsAgree(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	for trial := 0; trial < 2000; trial++ {
		b := make([]byte, rng.Intn(12))
		for i := range b {
			b[i] = `ab\"' `[rng.Intn(6)]
		}
		src := append([]byte("x="), b...)
		start, end := 2, len(src)
		f := valueOffsets(src, start, end)
		for i := 0; i <= len(b)+2; i++ {
			if got, want := f(i), valueOffset(src, start, end, i); got != want {
				t.Fatalf("%q: index %d: %d, want %d", b, i, got, want)
			}
		}
	}
}
