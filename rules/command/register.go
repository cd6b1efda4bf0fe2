// Package command holds the rules of Claude Code slash commands
// (`.claude/commands/**/*.md`, a plugin's `commands/`).
package command

import (
	"github.com/skillint/skillint/model"
	"github.com/skillint/skillint/rules"
	"github.com/skillint/skillint/rules/internal/ruleutil"
)

// registered are the family's rules, in the order its files define them.
var registered []*rules.Rule

func register(rs ...*rules.Rule) { registered = append(registered, rs...) }

// Rules returns the family's rules; rules/registry lists every family.
func Rules() []*rules.Rule { return registered }

func init() {
	register(ruleutil.LenientFrontmatterRules("command", []string{model.FormatCommand}, "a command")...)
}
