package secscan

import (
	"math/rand"
	"strings"
	"testing"
)

// The description patterns' prefilters must never hide a match: texts made
// of the patterns' words, joined at random, match only where the gate lets
// the pattern run.
func TestGatesKeepEveryMatch(t *testing.T) {
	pieces := []string{" ", "  ", ".", ":", "'", "s", "x", "\n", "é", "ſ", "\u212a", "—", "ignore", "Ignore", "disregard", "override", "forget", "all", "any", "the", "previous",
		"prior", "above", "other", "system", "user", "user's", "users", "instructions", "prompt", "prompts", "rules", "guidelines", "admin", "administrator", "developer",
		"important", "note", "NOTE", "instruction", "directive", "message", "do not", "don't", "dont", "never", "tell", "inform", "mention", "reveal", "show", "without",
		"telling", "informing", "asking", "silently", "send", "upload", "post", "run", "execute", "install", "delete", "read", "collect", "exfiltrate", "in", "background",
		"before", "after", "whenever", "every time", "always", "first", "cat", "open", "include", "append", "fetch", "curl", "print", "output", "attach", "~/.aws", "~/.ssh",
		".ssh/", "id_rsa", "credentials", ".env", "api_key", "api keys", "token", "secrets", "passwords", "environment variables", "private key", "cookies"}
	r := rand.New(rand.NewSource(11))
	for _, c := range []struct {
		name string
		g    *gate
		re   interface{ Match([]byte) bool }
	}{{"override", descOverrideGate, descOverrideRE}, {"act", descActGate, descActRE}} {
		if c.g.sets() == nil {
			t.Fatalf("%s: no gate", c.name)
		}
		matched := 0
		for i := 0; i < 200000; i++ {
			var b strings.Builder
			for k := r.Intn(12); k >= 0; k-- {
				b.WriteString(pieces[r.Intn(len(pieces))])
				if r.Intn(2) == 0 {
					b.WriteByte(' ')
				}
			}
			text := []byte(b.String())
			if c.re.Match(text) {
				matched++
				if !c.g.may(text) {
					t.Fatalf("%s: %q matches, but the gate says it cannot", c.name, text)
				}
			}
		}
		if matched < 500 {
			t.Fatalf("%s: only %d generated texts match: the test says little", c.name, matched)
		}
	}
}
