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
	NewStarts(`(?i)(ask|tell)`, "ask", "tell").Match(nil)
}

func TestOnLinesIsTheRegexp(t *testing.T) {
	pats := []struct {
		pat   string
		words []string
	}{
		{`(?i)https?://[^\s)]*\bscope=[^\s&)]*\b(delete_repo|admin:org)\b`, []string{"scope="}},
		{`(?m)^ {0,3}\[(//|_)\]:[ \t]*(#|<>)`, []string{"]:"}},
		{`(?i)\bkey\b[^\n]{0,20}=[ \t]?\d`, []string{"key"}},
	}
	pieces := []string{" ", "  ", "\n", "\t", ".", "=", "://", "https", "http", "/", ")", "&", "scope=", "SCOPE=", "delete_repo", "admin:org", "[//]", "[_]", "]:", "#", "<>",
		"key", "KEY", "ſ", "\u212a", "é", "1", "x"}
	r := rand.New(rand.NewSource(5))
	for _, p := range pats {
		o, re := NewOnLines(p.pat, p.words...), regexp.MustCompile(p.pat)
		for i := 0; i < 20000; i++ {
			var b strings.Builder
			for k := r.Intn(24); k >= 0; k-- {
				b.WriteString(pieces[r.Intn(len(pieces))])
			}
			l := []byte(b.String())
			for _, n := range []int{-1, 0, 1, 2} {
				if got, want := o.FindAllSubmatchIndex(l, n), re.FindAllSubmatchIndex(l, n); fmt.Sprint(got) != fmt.Sprint(want) {
					t.Fatalf("%s on %q (n=%d) = %v, the regexp says %v", p.pat, l, n, got, want)
				}
			}
		}
	}
}

func TestOnLinesRefusesWhatALineFakes(t *testing.T) {
	for _, pat := range []string{`a\sb`, `(?s)a.b`, `^key`, `key$`, `a[^x]b`} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("NewOnLines took %q", pat)
				}
			}()
			NewOnLines(pat, "a", "key").FindAllIndex(nil, -1)
		}()
	}
}

func TestCheckBuiltinsReportsEachBadPattern(t *testing.T) {
	before := len(CheckBuiltins())
	NewStarts(`(?i)(ask|tell)`, "ask", "tell")
	NewOnLines(`a\sb`, "a")
	Lazy(`(unclosed`)
	if got := len(CheckBuiltins()); got != before+3 {
		t.Fatalf("CheckBuiltins reports %d problems, want %d", got, before+3)
	}
}

// A pattern made by Lazy whose every match starts with one of a few
// strings is searched from where they are in a long text: its answers,
// with submatches and limits, are the pattern's own, whatever is before
// the place (\b, \B and ^ look at the byte before).
func TestLazyLeadSearchIsTheRegexp(t *testing.T) {
	pats := []string{
		`(?i)\b(ask|request)\s+(the\s+)?(user|them)\b`,
		`(?i)\b(notes?|messages?)\s+(for|to)\s+(the\s+)?(ai|agents?)\b|\bsend\w*\s+(it|them)\b|https?://\S+`,
		`\b(send|post)\w*\s+(it|them)(\s+to\s+(\S+))?`,
		`(?im)^(ask|note)\b|\Bend\b|(введите|пароль)\s+\w+`,
		`(?i)(aws|cloud)?credentials?|\btoken\B`,
		// An unterminated \Q runs to the pattern's end (the anchored
		// pattern is then written from the parsed tree).
		`(?i)\bsend\s+\Qit)(`,
		`(?i)\bsend\s+\Qit)(\E|(?-i)Token`,
	}
	pieces := []string{" ", "  ", "\n", ".", "_", "-", "x", "ask", "ASK", "request", "the", "user", "them", "note", "Notes", "message", "for", "to", "ai", "agents",
		"send", "sending", "post", "it", "https://h.example", "HTTP://", "ſ", "\u212a", "é", "end", "blend", "введите", "ВВЕДИТЕ", "Пароль", "cloud", "Credential", "tokens", "it)(", "IT)(", "Token"}
	pad := strings.Repeat("plain words. ", 24)
	r := rand.New(rand.NewSource(6))
	for _, p := range pats {
		l, re := Lazy(p), regexp.MustCompile(p)
		if l.Get(); l.ws == nil {
			t.Fatalf("%s: no lead search", p)
		}
		for i := 0; i < 5000; i++ {
			var b strings.Builder
			b.WriteString(pad[:r.Intn(len(pad))])
			for k := r.Intn(40); k >= 0; k-- {
				b.WriteString(pieces[r.Intn(len(pieces))])
			}
			text := []byte(b.String())
			for _, n := range []int{-1, 0, 1, 2} {
				if got, want := l.FindAllSubmatchIndex(text, n), re.FindAllSubmatchIndex(text, n); fmt.Sprint(got) != fmt.Sprint(want) {
					t.Fatalf("%s on %q (n=%d) = %v, the regexp says %v", p, text, n, got, want)
				}
				if got, want := l.FindAllIndex(text, n), re.FindAllIndex(text, n); fmt.Sprint(got) != fmt.Sprint(want) {
					t.Fatalf("%s on %q (n=%d) = %v, the regexp says %v", p, text, n, got, want)
				}
			}
			if got, want := l.FindIndex(text), re.FindIndex(text); fmt.Sprint(got) != fmt.Sprint(want) {
				t.Fatalf("%s on %q: FindIndex %v, the regexp says %v", p, text, got, want)
			}
			if got, want := l.Match(text), re.Match(text); got != want {
				t.Fatalf("%s on %q: Match %v, the regexp says %v", p, text, got, want)
			}
		}
	}
}

// A pattern a match of which may start anywhere, or with a short string,
// has no lead search.
func TestLazyLeadSearchNeedsLeads(t *testing.T) {
	for _, p := range []string{`(?i)\s*token`, `\b(a|an)\s+key\b`, `[^x]+secret`, `(?i)\w+@example\.com`} {
		if l := Lazy(p); l.Get() != nil && l.ws != nil {
			t.Errorf("%s: a lead search", p)
		}
	}
}
