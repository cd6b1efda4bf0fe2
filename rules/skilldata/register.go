// Package skilldata holds the rules of the data files inside a skill
// directory: Agent Skills `evals/evals.json` (family evals/) and Codex
// `agents/openai.yaml` (family codex/).
package skilldata

import "github.com/skillint/skillint/rules"

// registered are the families' rules, in the order their files define them.
var registered []*rules.Rule

func register(rs ...*rules.Rule) { registered = append(registered, rs...) }

// Rules returns the families' rules; rules/registry lists every family.
func Rules() []*rules.Rule { return registered }
