package secctx

import (
	"fmt"
	"math/rand"
	"testing"

	"github.com/skillint/skillint/internal/testtext"
)

// framingPieces are words of the framing patterns, cut and whole, in
// several cases, and what sits around words.
var framingPieces = []string{" ", "  ", "\n", "\t", ".", ",", ":", "'", "-", "_", "=", "s", "ed", "ing", "x", "2",
	"never", "NEVER", "don't", "dont", "do", "not", "Do", "does", "must", "mustn't", "should", "shouldn't", "cannot", "can't", "Can",
	"avoid", "avoiding", "refuse", "reject", "prohibit", "forbid", "disallow", "instead", "of", "allowed", "nunca", "jamás", "JAMÁS", "jamais", "jamas",
	"no", "No", "usar", "añadir", "anadir", "não", "NÃO", "nao", "Não", "use", "ne", "pas", "niemals", "nicht", "verwenden", "ausführen", "AUSFÜHREN",
	"bad", "example", "bad:", "wrong", "attempt", "attempts", "to", "anti", "pattern", "antipattern", "insecure", "unsafe", "dangerous", "vulnerable", "vulnerability",
	"red", "flag", "flags", "warning", "signs", "malicious", "attacker", "attack", "adversary", "exploit", "exploits", "suspicious", "indicator", "indicators",
	"what", "e.g.", "an", "phishing", "injection", "injected", "compromised", "❌", "🚫", "⛔", "✗",
	"any", "the", "tools", "that", "which", "yara", "sigma", "detection", "rule", "logic", "detect", "detects", "detect-secrets", "detecting", "logsource", "condition:",
	"ioc", "iocs", "compromise", "signature", "signatures", "attack", "antivirus", "known", "regex", "regexp", "patterns", "list", "match", "block", "grep", "for", "-e", "-i", "findstr", "select-string", "hunt", "hunting",
	"look", "looks", "these", "rule", "{", "strings:", "blocklist", "denylist", "watchlist", "forensics", "sysmon", "edr", "siem", "splunk", "kql", "osquery", "falco", "semgrep",
	"only", "after", "they", "the user", "you", "confirm", "approve", "agree", "once", "when", "if", "ask", "user", "with", "user's", "permission", "consent",
	"before", "prompt", "confirmation", "explicit", "AskUserQuestion", "them", "whether", "offer", "accepts", "says yes", "wants",
	"ſ", "\u212a", "é", "\u00a0", "Ask", "USER"}

// The framing words' patterns, run where their first words are, find what
// their regular expressions find.
func TestFramingWordsAreTheRegexps(t *testing.T) {
	finds := []struct {
		name string
		got  func([]byte) [][]int
		want func([]byte) [][]int
	}{
		{"neg", func(b []byte) [][]int { return negFind.FindAllIndex(b, -1) }, func(b []byte) [][]int { return negRE.FindAllIndex(b, -1) }},
		{"eval", evalAll, func(b []byte) [][]int { return evalRE.FindAllIndex(b, -1) }},
		{"det", func(b []byte) [][]int { return detFind.FindAllIndex(b, -1) }, func(b []byte) [][]int { return detRE.FindAllIndex(b, -1) }},
		{"ask", func(b []byte) [][]int { return askFind.FindAllIndex(b, -1) }, func(b []byte) [][]int { return askRE.FindAllIndex(b, -1) }},
	}
	r := rand.New(rand.NewSource(7))
	for _, f := range finds {
		testtext.SameMatches(t, f.name, f.got, f.want, r, framingPieces, 12, false, 10000, 10)
	}
	for i := 0; i < 10000; i++ {
		text := testtext.Join(r, framingPieces, 12, false)
		if evalAny(text) != evalRE.Match(text) {
			t.Fatalf("evalAny(%q) = %v, the regexp says %v", text, evalAny(text), evalRE.Match(text))
		}
	}
}

func FuzzFramingWords(f *testing.F) {
	for _, s := range []string{"Never run this", "NÃO use isto", "an attacker ❌ would", "ask the user whether they agree", "yara rule x {"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if len(s) > 4096 {
			return
		}
		text := []byte(s)
		for _, c := range []struct {
			got, want [][]int
		}{
			{negFind.FindAllIndex(text, -1), negRE.FindAllIndex(text, -1)},
			{evalAll(text), evalRE.FindAllIndex(text, -1)},
			{detFind.FindAllIndex(text, -1), detRE.FindAllIndex(text, -1)},
			{askFind.FindAllIndex(text, -1), askRE.FindAllIndex(text, -1)},
		} {
			if fmt.Sprint(c.got) != fmt.Sprint(c.want) {
				t.Fatalf("on %q: %v, the regexp says %v", text, c.got, c.want)
			}
		}
	})
}
