package skill

import (
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/formats/yamlfm"
	"github.com/skillint/skillint/rules"
	"github.com/skillint/skillint/rules/internal/ruleutil"
)

// Claude Code's own SKILL.md fields, as its documentation describes them
// (docs/hosts/claude-code.md cites the pages). Claude Code ignores what it
// cannot use rather than refusing the skill, so these are warnings.

// claudeListingMax is the length at which Claude Code's skill listing cuts
// the description and when_to_use, together.
const claudeListingMax = 1536

// fieldKind is a documented type of a Claude Code field.
type fieldKind int

const (
	kindString       fieldKind = iota // a string
	kindStringOrList                  // a string, or a list of strings
	kindBool                          // a boolean (or yes/no, on/off, 1/0)
	kindMap                           // a mapping
)

func (k fieldKind) String() string {
	switch k {
	case kindStringOrList:
		return "a string or a list of strings"
	case kindBool:
		return "a boolean (true or false)"
	case kindMap:
		return "a mapping"
	}
	return "a string"
}

// claudeFields are Claude Code's fields with their documented types.
var claudeFields = map[string]fieldKind{
	"when_to_use":              kindString,
	"argument-hint":            kindStringOrList, // `[file]` unquoted is a YAML list of one
	"arguments":                kindStringOrList,
	"disable-model-invocation": kindBool,
	"user-invocable":           kindBool,
	"disallowed-tools":         kindStringOrList,
	"model":                    kindString,
	"effort":                   kindString,
	"context":                  kindString,
	"agent":                    kindString,
	"background":               kindBool,
	"hooks":                    kindMap,
	"paths":                    kindStringOrList,
	"shell":                    kindString,
}

// claudeValues are the fields with a fixed set of documented values.
var claudeValues = map[string][]string{
	"effort":  {"low", "medium", "high", "xhigh", "max"},
	"context": {"fork"},
	"shell":   {"bash", "powershell"},
}

// boolWords are the words Claude Code reads as booleans.
var boolWords = []string{"true", "false", "yes", "no", "on", "off", "1", "0"}

func init() {
	ex := func(fields string) string {
		return "---\nname: my-skill\ndescription: Does X. Use when asked.\n" + fields + "\n---\n"
	}
	register(
		&rules.Rule{ID: rules.SkillClaudeFieldType, Severity: diag.Warning, Formats: ruleutil.SkillFormats, Check: checkClaudeFieldType, Doc: rules.Doc{
			Title: "Claude Code's fields have their documented types",
			Why:   "Claude Code reads `when_to_use`, `model`, `effort`, `context`, `agent` and `shell` as strings, `disable-model-invocation`, `user-invocable` and `background` as booleans, `hooks` as a mapping, and `arguments`, `paths`, `disallowed-tools` as a string or a list; a value of another type is ignored, and the skill silently runs without the setting.",
			Fix:   "Write the value with the documented type (docs/hosts/claude-code.md).",
			Bad:   ex("disable-model-invocation: sometimes"),
			Good:  ex("disable-model-invocation: true"),
		}},
		&rules.Rule{ID: rules.SkillClaudeFieldValue, Severity: diag.Warning, Formats: ruleutil.SkillFormats, Check: checkClaudeFieldValue, Doc: rules.Doc{
			Title: "Claude Code's fields with a fixed set of values use one of them",
			Why:   "`effort` is one of low, medium, high, xhigh, max; `context` is fork; `shell` is bash or powershell. Another value is not used: the skill runs at the session's effort, inline, or with bash.",
			Fix:   "Use one of the documented values.",
			Bad:   ex("context: isolated"),
			Good:  ex("context: fork"),
		}},
		&rules.Rule{ID: rules.SkillClaudeAgentWithoutFork, Severity: diag.Warning, Formats: ruleutil.SkillFormats, Check: checkClaudeAgent, Doc: rules.Doc{
			Title: "`agent` comes with `context: fork`",
			Why:   "Claude Code uses `agent` to pick the subagent type that runs a forked skill; without `context: fork` the skill runs inline and the field does nothing.",
			Fix:   "Add `context: fork`, or remove `agent`.",
			Bad:   ex("agent: Explore"),
			Good:  ex("context: fork\nagent: Explore"),
		}},
		&rules.Rule{ID: rules.SkillClaudeListingLength, Severity: diag.Warning, Formats: ruleutil.SkillFormats, Check: checkClaudeListing, Doc: rules.Doc{
			Title: "Description and when_to_use fit Claude Code's skill listing",
			Why:   "Claude Code lists each skill with its description and when_to_use together, cut at 1,536 characters; what comes after the cut is never seen when Claude picks a skill.",
			Fix:   "Put the key use case first and shorten the two fields to 1,536 characters together.",
			Bad:   "description: (1,000 characters)\nwhen_to_use: (700 characters)",
			Good:  "description: (400 characters)\nwhen_to_use: (200 characters)",
		}},
	)
}

// fits reports whether a value has the documented kind.
func fits(n *yamlfm.Node, k fieldKind) bool {
	switch n.Kind {
	case yamlfm.Null:
		return true
	case yamlfm.String:
		return k == kindString || k == kindStringOrList || (k == kindBool && slices.Contains(boolWords, strings.ToLower(n.Value)))
	case yamlfm.Bool:
		return k == kindBool || k == kindString // a string field reads `true` as text
	case yamlfm.Int, yamlfm.Float:
		return k == kindString || (k == kindBool && (n.Value == "0" || n.Value == "1"))
	case yamlfm.Seq:
		if k != kindStringOrList {
			return false
		}
		for _, it := range n.Items {
			if it.Kind != yamlfm.String {
				return false
			}
		}
		return true
	case yamlfm.Map:
		return k == kindMap
	}
	return false
}

func checkClaudeFieldType(p *rules.Pass) {
	root := ruleutil.SkillRoot(p)
	if root == nil {
		return
	}
	for _, kv := range root.Pairs {
		k, ok := claudeFields[kv.Key.Value]
		if !ok || fits(kv.Value, k) {
			continue
		}
		got := kv.Value.Kind.String()
		if kv.Value.Kind == yamlfm.String {
			got = fmt.Sprintf("%q", kv.Value.Value)
		}
		p.Report(ruleutil.NodeRange(p, kv.Value), "Claude Code reads `%s` as %s, not %s: it ignores this value", diag.Escape(kv.Key.Value), k, got)
	}
}

func checkClaudeFieldValue(p *rules.Pass) {
	root := ruleutil.SkillRoot(p)
	if root == nil {
		return
	}
	for _, kv := range root.Pairs {
		allowed, ok := claudeValues[kv.Key.Value]
		if !ok || kv.Value.Kind != yamlfm.String {
			continue
		}
		v := strings.TrimSpace(kv.Value.Value)
		if v == "" || slices.Contains(allowed, v) || (kv.Key.Value == "context" && v == "inherit") { // inherit: the default, written out
			continue
		}
		hint := ""
		oneOf := "one of " + strings.Join(allowed, ", ")
		if len(allowed) == 1 {
			oneOf = allowed[0]
		}
		if slices.Contains(allowed, strings.ToLower(v)) {
			hint = fmt.Sprintf(" (write it in lowercase: %q)", strings.ToLower(v))
		}
		p.Report(ruleutil.NodeRange(p, kv.Value), "`%s: %s` is not a value Claude Code knows: use %s%s", diag.Escape(kv.Key.Value), diag.Escape(v), oneOf, hint)
	}
}

func checkClaudeAgent(p *rules.Pass) {
	root := ruleutil.SkillRoot(p)
	if root == nil {
		return
	}
	agent := root.Get("agent")
	if agent == nil || agent.Value.Kind == yamlfm.Null {
		return
	}
	if c := root.Get("context"); c != nil && c.Value.Kind == yamlfm.String && strings.TrimSpace(c.Value.Value) == "fork" {
		return
	}
	p.Report(ruleutil.NodeRange(p, agent.Key), "`agent` picks the subagent of a forked skill, but the skill has no `context: fork`: Claude Code runs it inline and ignores `agent`")
}

func checkClaudeListing(p *rules.Pass) {
	root := ruleutil.SkillRoot(p)
	if root == nil {
		return
	}
	d, w := root.Get("description"), root.Get("when_to_use")
	if d == nil || d.Value.Kind != yamlfm.String {
		return
	}
	n := utf8.RuneCountInString(strings.TrimSpace(d.Value.Value))
	at := d.Key
	if w != nil && w.Value.Kind == yamlfm.String {
		n += utf8.RuneCountInString(strings.TrimSpace(w.Value.Value))
		at = w.Key
	}
	// A description alone over the limit is already over the
	// specification's 1,024 (skill/description.maxLength).
	if n > claudeListingMax && w != nil {
		p.Report(ruleutil.NodeRange(p, at), "description and when_to_use are %d characters together: Claude Code's skill listing cuts them at %d, so the last %d are never seen when it picks a skill",
			n, claudeListingMax, n-claudeListingMax)
	}
}
