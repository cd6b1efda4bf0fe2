// Package subagent holds the rules of Claude Code subagents
// (`.claude/agents/*.md`, a plugin's `agents/*.md`).
package subagent

import (
	"github.com/skillint/skillint/diag"
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
	register(ruleutil.LenientFrontmatterRules("subagent", []string{model.FormatSubagent}, "a subagent")...)
	register(&rules.Rule{ID: rules.SubagentFrontmatterMissing, Severity: diag.Warning, Formats: []string{model.FormatSubagent}, Doc: rules.Doc{
		Title: "A subagent file has frontmatter",
		Why:   "Claude Code loads a Markdown file under `agents/` as a subagent only when its frontmatter gives at least a name and a description; without one the file is skipped.",
		Fix:   "Start the file with `---`, `name:`, `description:` and `---`; or move notes that are not an agent out of the agents directory.",
		Bad:   "You review code.\n",
		Good:  "---\nname: reviewer\ndescription: Reviews code. Use after every change.\n---\nYou review code.\n",
	}})
}
