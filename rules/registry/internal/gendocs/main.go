// Command gendocs writes docs/rules.md and the rule table in README.md from
// the registry. Run it with `go generate ./rules/registry`; tests fail when
// either is stale.
package main

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/skillint/skillint/rules/registry"
)

func main() {
	root := filepath.Join("..", "..")
	if len(os.Args) > 1 {
		root = os.Args[1]
	}
	err := os.WriteFile(filepath.Join(root, "docs", "rules.md"), []byte(registry.Markdown()), 0o644)
	if err == nil {
		readme := filepath.Join(root, "README.md")
		var raw []byte
		if raw, err = os.ReadFile(readme); err == nil {
			var out string
			if out, err = registry.WithREADMETable(string(raw)); err == nil {
				err = os.WriteFile(readme, []byte(out), 0o644)
			}
		}
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "gendocs:", err)
		os.Exit(1)
	}
}
