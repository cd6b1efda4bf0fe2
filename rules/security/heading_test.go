package security

import (
	"math/rand"
	"strings"
	"testing"
)

func TestFirstHeadingIsTheRegexp(t *testing.T) {
	pieces := []string{"#", "##", " ", "  ", "\t", "\n", "\r", "\r\n", "x", "Title", "é", "\xff", "-"}
	r := rand.New(rand.NewSource(3))
	for n := 0; n < 200000; n++ {
		var b strings.Builder
		for k := r.Intn(9); k >= 0; k-- {
			b.WriteString(pieces[r.Intn(len(pieces))])
		}
		text := []byte(b.String())
		m := headRE.FindSubmatch(text)
		h, ok := firstHeading(text)
		if ok != (m != nil) || ok && string(h) != string(m[1]) {
			t.Fatalf("firstHeading(%q) = %q %v, the regexp says %q", text, h, ok, m)
		}
	}
}
