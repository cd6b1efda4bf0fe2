package suppress

import (
	"fmt"
	"strings"

	"github.com/skillint/skillint/rules/registry"
)

// unknownRulesMessage says which ids of a directive are not rules and, for a
// misspelt one, which rule was probably meant.
func unknownRulesMessage(unknown []string) string {
	names := make([]string, len(unknown))
	var hints []string
	for i, id := range unknown {
		names[i] = id
		if near := registry.Nearest(id); near != "" {
			hints = append(hints, fmt.Sprintf("%s for %s", near, id))
		}
	}
	what := "which is not a rule"
	if len(unknown) > 1 {
		what = "which are not rules"
	}
	fix := "fix the id"
	switch {
	case len(unknown) == 1 && len(hints) == 1:
		fix = "did you mean " + registry.Nearest(unknown[0]) + "?"
	case len(hints) > 0:
		fix = "did you mean " + strings.Join(hints, ", ") + "?"
	}
	return fmt.Sprintf("the suppression names %s, %s: %s (`skillint rules` lists them)", strings.Join(names, ", "), what, fix)
}
