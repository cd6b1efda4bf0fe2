// Command genliterals writes literals_gen.go: the literal analysis of every
// built-in security pattern, so that a run does not analyse them at start.
// Run it with `go generate ./rules/security`.
package main

import (
	"fmt"
	"os"

	"github.com/skillint/skillint/internal/match"
	"github.com/skillint/skillint/rules/security"
)

func main() {
	src, err := match.GenerateTable("security", "go generate ./rules/security", security.BuiltinPatterns())
	if err == nil {
		err = os.WriteFile("literals_gen.go", src, 0o644)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "genliterals:", err)
		os.Exit(1)
	}
}
