package secctx

import (
	"math/rand"
	"strings"
	"testing"
)

// The prefilter must never hide a match: on text built from the pattern's
// own words, cut and joined at random, wherever the pattern matches a word
// starts as it says.
func TestWordStartsKeepEveryMatch(t *testing.T) {
	ws := newWordStarts(securityRE)
	if ws == nil {
		t.Fatal("securityRE is not analysed")
	}
	pieces := []string{" ", "-", "_", ".", "&", "s", "ing", "ion", "ies", "y", "x", "2", "\n", "é", "ſ", "K", "\u212a", "—", "🔒", "\u00a0", "re", "soc", "social", "trap", "bootstrap", "hunter",
		"team", "test", "red", "blue", "and", "control", "command", "of", "compromise", "att", "ck", "security", "review", "engineer", "scan", "secret", "threat"}
	for c := range ws.byFirst {
		for _, st := range ws.byFirst[c] {
			pieces = append(pieces, st.s, st.s[:len(st.s)/2], st.s[len(st.s)/2:])
		}
	}
	r := rand.New(rand.NewSource(3))
	matched := 0
	for i := 0; i < 300000; i++ {
		var b strings.Builder
		for k := r.Intn(6); k >= 0; k-- {
			b.WriteString(pieces[r.Intn(len(pieces))])
		}
		s := strings.ToLower(b.String())
		want := securityRE.MatchString(s)
		if want {
			matched++
		}
		if !foldFree(s) {
			continue
		}
		if may, sure := ws.may(s); want && !may && !sure || sure && !want {
			t.Fatalf("%q: the pattern says %v, the prefilter %v (sure: %v)", s, want, may || sure, sure)
		}
	}
	if matched < 10000 {
		t.Fatalf("only %d of the generated texts match: the test says little", matched)
	}
}
