package security

import (
	"testing"

	"github.com/skillint/skillint/internal/match"
)

// Every built-in pattern compiles: compileAll only parses them, and a
// pattern that parsed but did not compile would silently match nothing.
func TestBuiltinPatternsCompile(t *testing.T) {
	for _, r := range secRules {
		for _, m := range match.Compile(r.pats, false) {
			if !m.Re.Valid() {
				t.Errorf("%s: %q does not compile", r.id, m.Re.String())
			}
		}
		if got := len(match.Compile(r.pats, false)); got != len(r.pats) {
			t.Errorf("%s: %d of %d patterns parse", r.id, got, len(r.pats))
		}
	}
}

// Every built-in pattern compiled on first use compiles, those of the
// packages the security rules use included.
func TestBuiltinRegexpsCompile(t *testing.T) {
	if len(match.Builtins) < 250 {
		t.Fatalf("only %d lazily compiled patterns registered", len(match.Builtins))
	}
	for _, bad := range match.CheckBuiltins() {
		t.Error(bad)
	}
}
