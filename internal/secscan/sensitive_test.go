package secscan

import (
	"math/rand"
	"strings"
	"testing"
)

// Every text sensitiveRE matches holds one of sensitiveWords (or a
// character (?i) folds to an ASCII letter, which skips the gate).
func TestSensitiveWordsGate(t *testing.T) {
	pieces := []string{" ", "  ", "\n", ".", "_", "-", "/", "~", "x", "s", "aws", "cloud", "git", "npm", "api", "API", "credential", "Credentials", "key", "keys", "api_key",
		"apikey", "access", "auth", "session", "bearer", "github", "token", "TOKENS", "secret", "secrets", "password", "ssh", "private", "environment", "variables",
		"cookies", "keychain", "wallet", "wallets", "seed", "phrase", "seed phrase", ".env", "~/.aws", "~/.ssh", ".ssh/", "id_rsa", "ſ", "\u212a", "é"}
	r := rand.New(rand.NewSource(12))
	matched := 0
	for i := 0; i < 50000; i++ {
		var b strings.Builder
		for k := r.Intn(8); k >= 0; k-- {
			b.WriteString(pieces[r.Intn(len(pieces))])
		}
		text := []byte(b.String())
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
