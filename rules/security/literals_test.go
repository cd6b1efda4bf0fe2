package security

import (
	"bytes"
	"os"
	"testing"

	"github.com/skillint/skillint/internal/match"
)

// The table of built-in literals is what the analysis computes today.
func TestBuiltinLiteralsFresh(t *testing.T) {
	want, err := match.GenerateTable("security", "go generate ./rules/security", BuiltinPatterns())
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile("literals_gen.go")
	if err != nil || !bytes.Equal(got, want) {
		t.Fatal("literals_gen.go is stale: run go generate ./rules/security")
	}
}
