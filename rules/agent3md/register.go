package agent3md

import "github.com/skillint/skillint/rules"

// registered are the family's rules, in the order its files define them.
var registered []*rules.Rule

func register(rs ...*rules.Rule) { registered = append(registered, rs...) }

// Rules returns the family's rules; rules/registry lists every family.
func Rules() []*rules.Rule { return registered }
