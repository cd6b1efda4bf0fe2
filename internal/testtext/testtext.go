// Package testtext makes the texts the equivalence tests run on: a fast
// form of a pattern (a prefilter, a start finder, a line gate) is checked
// against the expression it stands for on texts joined at random from the
// pattern's own words, cut and whole.
package testtext

import (
	"fmt"
	"math/rand"
	"strings"
)

// Join is up to n+1 pieces drawn by r, each followed by a space when
// spaced and r says so.
func Join(r *rand.Rand, pieces []string, n int, spaced bool) []byte {
	var b strings.Builder
	for k := r.Intn(n + 1); k >= 0; k-- {
		b.WriteString(pieces[r.Intn(len(pieces))])
		if spaced && r.Intn(2) == 0 {
			b.WriteString(" ")
		}
	}
	return []byte(b.String())
}

// Fataler is the part of testing.TB that SameMatches uses.
type Fataler interface {
	Fatalf(format string, args ...any)
}

// SameMatches runs got and want on count texts of Join(r, pieces, n,
// spaced) and fails at the first text where they differ; it returns how
// many texts want matched, and fails when fewer than least did (the test
// would say little).
func SameMatches(t Fataler, name string, got, want func([]byte) [][]int, r *rand.Rand, pieces []string, n int, spaced bool, count, least int) int {
	matched := 0
	for i := 0; i < count; i++ {
		text := Join(r, pieces, n, spaced)
		g, w := got(text), want(text)
		if fmt.Sprint(g) != fmt.Sprint(w) {
			t.Fatalf("%s on %q: %v, the expression says %v", name, text, g, w)
		}
		if len(w) > 0 {
			matched++
		}
	}
	if matched < least {
		t.Fatalf("%s: only %d of %d texts match: the test says little", name, matched, count)
	}
	return matched
}
