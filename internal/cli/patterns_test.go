package cli

import (
	"testing"

	"github.com/skillint/skillint/internal/match"
)

// Every pattern of the program is compiled on first use, not when it
// starts: this binary links every package, and each of their patterns must
// compile (a bad one would panic in the middle of a run).
func TestEveryBuiltinPatternCompiles(t *testing.T) {
	if len(match.Builtins) < 290 {
		t.Fatalf("only %d patterns compiled on first use are registered", len(match.Builtins))
	}
	for _, bad := range match.CheckBuiltins() {
		t.Error(bad)
	}
}
