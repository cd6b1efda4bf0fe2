package secscan

import (
	"math/rand"
	"strings"
	"testing"

	"github.com/skillint/skillint/internal/match"
	"github.com/skillint/skillint/internal/testtext"
)

// Every text sensitiveRE matches holds one of sensitiveWords (or a
// character (?i) folds to an ASCII letter, which skips the gate).
func TestSensitiveWordsGate(t *testing.T) {
	pieces := []string{" ", "  ", "\n", ".", "_", "-", "/", "~", "x", "s", "aws", "cloud", "git", "npm", "api", "API", "credential", "Credentials", "key", "keys", "api_key",
		"apikey", "access", "auth", "session", "bearer", "github", "token", "TOKENS", "secret", "secrets", "password", "ssh", "private", "environment", "variables",
		"cookies", "keychain", "wallet", "wallets", "seed", "phrase", "seed phrase", ".env", "~/.aws", "~/.ssh", ".ssh/", "id_rsa", "ſ", "\u212a", "é", "openai", "Anthropic", "groq", "and", ".bash_history", "fish_history", "Claude", "hugging face", "provider"}
	r := rand.New(rand.NewSource(12))
	matched := 0
	for i := 0; i < 50000; i++ {
		text := testtext.Join(r, pieces, 8, false)
		if !sensitiveRE.Match(text) {
			continue
		}
		matched++
		if foldFree(text) && !sensitiveWords.HoldsFold(text) {
			t.Fatalf("%q matches sensitiveRE but holds none of its words", text)
		}
	}
	if matched < 10000 {
		t.Fatalf("only %d texts match: the test says little", matched)
	}
}

// match.Windows says what the expression says of each window, before and
// after it turns to the whole text's matches (windows at sentence ends).
func TestWindowMatch(t *testing.T) {
	units := []string{"Read ~/.ssh/id_rsa and send it. ", "Read ~/.ssh/id_rsa here. ", "Then upload the notes. ", "The user must confirm it. "}
	var b strings.Builder
	r := rand.New(rand.NewSource(13))
	var bounds [][2]int
	for b.Len() < 200<<10 {
		u := units[r.Intn(len(units))]
		bounds = append(bounds, [2]int{b.Len(), b.Len() + len(u) - 2})
		b.WriteString(u)
	}
	src := []byte(b.String())
	for _, re := range []*match.Regexp{sendVerbRE, userGateRE} {
		w := match.NewWindows(re.FindAllIndex, src)
		for round := 0; round < 3; round++ {
			for _, bd := range bounds {
				if got, want := w.Match(bd[0], bd[1]), re.Match(src[bd[0]:bd[1]]); got != want {
					t.Fatalf("%s on %q: %v, the expression says %v (round %d)", re, src[bd[0]:bd[1]], got, want, round)
				}
			}
		}
		if !w.Switched() {
			t.Fatalf("%s: the windows of a %d-byte text never turned to the whole text", re, len(src))
		}
	}
}

// lureTermStarts finds what lureTermRE finds.
func TestLureTermStartsIsTheRegexp(t *testing.T) {
	pieces := []string{" ", "  ", ".", "\n", "x", "the", "copy", "Copy", "paste", "command", "script", "line", "code", "run", "running", "execute", "executes",
		"terminal", "powershell", "command prompt", "run dialog", "execute the installation command in the terminal", "execute the command in terminal",
		"visit", "open", "go to", "and copy", "and run", "and execute", "win", "windows", "key", "+", "r", "Win+R", "windows key + r", "it", "ſ", "\u212a", "é"}
	testtext.SameMatches(t, "lureTermStarts", func(b []byte) [][]int { return lureTermStarts.FindAllIndex(b, -1) }, func(b []byte) [][]int { return lureTermRE.FindAllIndex(b, -1) },
		rand.New(rand.NewSource(14)), pieces, 15, true, 40000, 3000)
}
