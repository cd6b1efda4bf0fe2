package match

import (
	"fmt"
	"math/rand"
	"regexp"
	"strings"
	"testing"
)

func TestStartsIsTheRegexp(t *testing.T) {
	pats := []struct {
		pat   string
		words []string
	}{
		{`(?i)\b(ask|request)\s+(the\s+)?(user|them)\b`, []string{"ask", "request"}},
		{`(?i)\b(pass(word|phrase)s?|(api\s+)?tokens?|\d-digit)\b`, []string{"pass", "api", "token", "0", "1", "2", "3", "4", "5", "6", "7", "8", "9"}},
		{`\b(_?auth_?key|x)`, []string{"_auth", "auth", "x"}},
	}
	pieces := []string{" ", "  ", "\n", ".", "_", "-", "x", "ask", "ASK", "request", "the", "user", "them", "pass", "password", "Passphrases", "api", "token", "tokens",
		"6-digit", "9", "auth", "_auth", "key", "ſ", "\u212a", "é", "Kelvin"}
	r := rand.New(rand.NewSource(4))
	for _, p := range pats {
		s, re := NewStarts(p.pat, p.words...), regexp.MustCompile(p.pat)
		for i := 0; i < 20000; i++ {
			var b strings.Builder
			for k := r.Intn(20); k >= 0; k-- {
				b.WriteString(pieces[r.Intn(len(pieces))])
			}
			l := []byte(b.String())
			for _, n := range []int{-1, 1, 2} {
				if got, want := s.FindAllIndex(l, n), re.FindAllIndex(l, n); fmt.Sprint(got) != fmt.Sprint(want) {
					t.Fatalf("%s on %q (n=%d) = %v, the regexp says %v", p.pat, l, n, got, want)
				}
			}
		}
	}
}

func TestStartsNeedsAWordBoundary(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Fatal("NewStarts took a pattern that does not begin with \\b")
		}
	}()
	NewStarts(`(?i)(ask|tell)`, "ask", "tell")
}
