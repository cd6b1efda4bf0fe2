package secscan

import (
	"bytes"
	"math/rand/v2"
	"reflect"
	"regexp"
	"testing"
)

// codeSpans finds what the expression it replaces finds, on texts of
// backticks, newlines and letters in runs around the 80-byte bound.
func TestCodeSpansAsTheExpression(t *testing.T) {
	re := regexp.MustCompile("`([^`\n]{1,80})`")
	rnd := rand.New(rand.NewPCG(1, 2))
	spans, long := 0, 0
	for range 3000 {
		var b []byte
		for range rnd.IntN(12) {
			c := "`\na "[rnd.IntN(4)]
			b = append(b, bytes.Repeat([]byte{c}, 1+rnd.IntN(3)*rnd.IntN(45))...)
		}
		for _, n := range []int{-1, 2} {
			var got [][]int
			for _, m := range codeSpans(b, n) {
				got = append(got, m[:])
			}
			if want := re.FindAllSubmatchIndex(b, n); !reflect.DeepEqual(got, want) {
				t.Fatalf("%q (n=%d): codeSpans %v, the expression %v", b, n, got, want)
			}
			for _, m := range got {
				spans++
				if m[3]-m[2] > 60 {
					long++
				}
			}
		}
	}
	if spans < 500 || long < 50 {
		t.Fatalf("only %d spans, %d of them long: the texts do not test the bound", spans, long)
	}
}
