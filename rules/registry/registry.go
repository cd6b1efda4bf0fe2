// Package registry puts the rule families together: the rules skillint
// runs, documents (`skillint rules`, `explain`, docs/rules.md) and
// configures. rules/ids.go is the list of every rule id; a family package
// under rules/ defines each rule; the families are listed here once.
package registry

import (
	"sort"
	"strings"

	"github.com/skillint/skillint/rules"
	"github.com/skillint/skillint/rules/agent3md"
	"github.com/skillint/skillint/rules/agentmd"
	"github.com/skillint/skillint/rules/bestpractice"
	"github.com/skillint/skillint/rules/command"
	"github.com/skillint/skillint/rules/copilot"
	"github.com/skillint/skillint/rules/file"
	"github.com/skillint/skillint/rules/plugin"
	"github.com/skillint/skillint/rules/security"
	"github.com/skillint/skillint/rules/skill"
	"github.com/skillint/skillint/rules/skilldata"
	"github.com/skillint/skillint/rules/subagent"
)

// families are the rule families, each a package under rules/.
var families = [][]*rules.Rule{
	file.Rules(),         // io, file/*, suppression/unused: the file itself
	skill.Rules(),        // skill/*, aip3/*: SKILL.md
	agent3md.Rules(),     // agent3md/*: agent.3md and plain 3md
	agentmd.Rules(),      // agentmd/*: the agents policy format
	copilot.Rules(),      // copilot/*: Copilot and VS Code custom agents
	skilldata.Rules(),    // evals/*, codex/*: evals.json and Codex openai.yaml in a skill
	command.Rules(),      // command/*: Claude Code slash commands
	subagent.Rules(),     // subagent/*: Claude Code subagents
	bestpractice.Rules(), // lint/*: best practice, every format
	security.Rules(),     // security/*: every format and bundled files
	plugin.Rules(),       // plugin/*, marketplace/*, hooks/*, mcp/*: Claude Code plugin files
}

var (
	all  []*rules.Rule // sorted by id
	byID map[rules.ID]*rules.Rule
)

func init() {
	byID = map[rules.ID]*rules.Rule{}
	for _, fam := range families {
		for _, r := range fam {
			if byID[r.ID] != nil {
				panic("registry: rule " + string(r.ID) + " is defined twice")
			}
			byID[r.ID] = r
			all = append(all, r)
		}
	}
	sort.Slice(all, func(i, j int) bool { return all[i].ID < all[j].ID })
}

// All returns every rule, sorted by id. The slice is shared: do not modify it.
func All() []*rules.Rule { return all }

// ByID finds a rule by its id, or nil.
func ByID(id string) *rules.Rule { return byID[rules.ID(id)] }

// ForFormat returns the rules that run on documents of format, sorted by id.
func ForFormat(format string) []*rules.Rule {
	var out []*rules.Rule
	for _, r := range all {
		if r.AppliesTo(format) {
			out = append(out, r)
		}
	}
	return out
}

// Nearest suggests the known rule id closest to id (for a misspelt id in
// configuration or on the command line), or "" when none is close.
func Nearest(id string) string {
	best, bestD := "", len(id)/2+2
	for _, r := range all {
		if d := rules.Distance(strings.ToLower(id), strings.ToLower(string(r.ID))); d < bestD {
			best, bestD = string(r.ID), d
		}
	}
	return best
}
