package agentmd

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
	register(ruleutil.FrontmatterRules("agentmd", []string{model.FormatAgentMD}, "an agent file")...)
}
