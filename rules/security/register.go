package security

import "github.com/skillint/skillint/rules"

// registered are the family's rules, in the order its files define them.
var registered []*rules.Rule

func register(rs ...*rules.Rule) { registered = append(registered, rs...) }

// Rules returns the family's rules; rules/registry lists every family.
func Rules() []*rules.Rule { return registered }

// byID is the family's rule with id.
func byID(id rules.ID) *rules.Rule {
	for _, r := range registered {
		if r.ID == id {
			return r
		}
	}
	return nil
}
