package skill

import (
	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/formats/yamlfm"
	"github.com/skillint/skillint/model"
	"github.com/skillint/skillint/rules"
	"github.com/skillint/skillint/rules/internal/ruleutil"
)

// The extended specification's optional blocks (seed 004): when present,
// their keys, shapes and enumerations are checked.

var (
	securityShape = ruleutil.Object(
		ruleutil.Req("capabilities", ruleutil.ListOf(ruleutil.Object(
			ruleutil.Req("capability", &ruleutil.Shape{Kinds: ruleutil.StrShape.Kinds, NonEmpty: true}),
			ruleutil.Req("reason", &ruleutil.Shape{Kinds: ruleutil.StrShape.Kinds, NonEmpty: true}),
			ruleutil.Opt("optional", ruleutil.BoolShape),
		))),
		ruleutil.Opt("requiresNetwork", ruleutil.BoolShape),
		ruleutil.Opt("modifiesFiles", ruleutil.BoolShape),
		ruleutil.Opt("executesCommands", ruleutil.BoolShape),
		ruleutil.Opt("fileSystemScope", ruleutil.EnumShape("skill-directory", "workspace", "system")),
	)
	assertionShape = ruleutil.Object(
		ruleutil.Req("type", ruleutil.EnumShape("contains", "not-contains", "matches-regex", "file-created", "file-modified", "command-executed", "custom")),
		ruleutil.Req("value", ruleutil.StrShape),
		ruleutil.Opt("description", ruleutil.StrShape),
	)
	scenarioShape = ruleutil.Object(
		ruleutil.Req("name", ruleutil.StrShape),
		ruleutil.Req("description", ruleutil.StrShape),
		ruleutil.Req("cases", ruleutil.ListOf(ruleutil.Object(
			ruleutil.Req("name", ruleutil.StrShape),
			ruleutil.Req("input", ruleutil.StrShape),
			ruleutil.Req("assertions", ruleutil.ListOf(assertionShape)),
			ruleutil.Opt("expectedBehavior", ruleutil.StrShape),
		))),
	)
	testingShape = &ruleutil.Shape{OneOf: []*ruleutil.Shape{scenarioShape, ruleutil.ListOf(scenarioShape)}}
	toolsShape   = ruleutil.Object(
		ruleutil.Req("dependencies", ruleutil.ListOf(ruleutil.Object(
			ruleutil.Req("tool", &ruleutil.Shape{Kinds: ruleutil.StrShape.Kinds, NonEmpty: true}),
			ruleutil.Req("required", ruleutil.BoolShape),
			ruleutil.Req("purpose", ruleutil.StrShape),
			ruleutil.Opt("minVersion", ruleutil.StrShape),
		))),
	)
	compositionShape = ruleutil.Object(
		ruleutil.Req("dependencies", ruleutil.ListOf(ruleutil.Object(
			ruleutil.Req("skillName", &ruleutil.Shape{Kinds: ruleutil.StrShape.Kinds, NonEmpty: true}),
			ruleutil.Req("reason", ruleutil.StrShape),
			ruleutil.Opt("optional", ruleutil.BoolShape),
		))),
		ruleutil.Opt("conflicts", ruleutil.StrList),
		ruleutil.Opt("executionOrder", ruleutil.EnumShape("before", "after", "independent")),
	)
)

// blockCheck checks a top-level block against its shape. skipAIP3 leaves
// AIP-3 files alone (their `tools` is AIP-3's own list of names).
func blockCheck(key string, s *ruleutil.Shape, skipAIP3 bool) func(*rules.Pass) {
	return func(p *rules.Pass) {
		if skipAIP3 && p.Doc.Format == model.FormatAIP3 {
			return
		}
		root := ruleutil.SkillRoot(p)
		if root == nil {
			return
		}
		if kv := root.Get(key); kv != nil {
			ruleutil.CheckShape(p, kv.Value, s, key)
		}
	}
}

// checkToolsBinding checks a `tools` mapping against the extended
// specification. A list of tool names, or a comma-separated string of them,
// is another dialect's field (skill registries, Claude Code subagents), not a
// broken binding: no host reads it from a SKILL.md, and it is left alone;
// so is another scalar (a host's own counter).
func checkToolsBinding(p *rules.Pass) {
	root := ruleutil.SkillRoot(p)
	if root == nil {
		return
	}
	if kv := root.Get("tools"); kv != nil && kv.Value.Kind == yamlfm.Map {
		blockCheck("tools", toolsShape, true)(p)
	}
}

func init() {
	ex := func(fields string) string {
		return "---\nname: my-skill\ndescription: Does X. Use when asked.\n" + fields + "\n---\n"
	}
	register(
		&rules.Rule{ID: rules.SkillSecurity, Severity: diag.Error, Formats: ruleutil.SkillFormats, Check: blockCheck("security", securityShape, false), Doc: rules.Doc{
			Title: "The `security` manifest has the extended specification's shape",
			Why:   "Hosts use the security manifest to gate permissions; a misspelt key or a wrong type is silently ignored and the skill gets permissions nobody declared.",
			Fix:   "Write `capabilities` as a list of {capability, reason}, the three flags as booleans, and `fileSystemScope` as skill-directory, workspace or system.",
			Bad:   ex("security:\n  requiresNetwrok: yes"),
			Good:  ex("security:\n  capabilities:\n    - capability: file:read\n      reason: reads the CSV files to check\n  requiresNetwork: false"),
		}},
		&rules.Rule{ID: rules.SkillTesting, Severity: diag.Error, Formats: ruleutil.SkillFormats, Check: blockCheck("testing", testingShape, false), Doc: rules.Doc{
			Title: "`testing` scenarios have the extended specification's shape",
			Why:   "Test runners read scenarios by these keys; a case without assertions, or an unknown assertion type, tests nothing.",
			Fix:   "Give each scenario a name, a description and cases; each case a name, an input and assertions whose type is contains, not-contains, matches-regex, file-created, file-modified, command-executed or custom.",
			Bad:   ex("testing:\n  name: basic\n  description: happy path\n  cases:\n    - name: one\n      input: check a.csv\n      assertions:\n        - type: includes\n          value: OK"),
			Good:  ex("testing:\n  name: basic\n  description: happy path\n  cases:\n    - name: one\n      input: check a.csv\n      assertions:\n        - type: contains\n          value: OK"),
		}},
		&rules.Rule{ID: rules.SkillTools, Severity: diag.Error, Formats: []string{model.FormatSkillMD}, Check: checkToolsBinding, Doc: rules.Doc{
			Title: "The `tools` binding has the extended specification's shape",
			Why:   "Hosts check tool dependencies before activating a skill; a malformed binding is skipped and the skill fails later, mid-task.",
			Fix:   "Write `tools.dependencies` as a list of {tool, required, purpose, minVersion?}.",
			Bad:   ex("tools:\n  dependencies:\n    - tool: git"),
			Good:  ex("tools:\n  dependencies:\n    - tool: Bash(git:*)\n      required: true\n      purpose: reads the history"),
		}},
		&rules.Rule{ID: rules.SkillComposition, Severity: diag.Error, Formats: ruleutil.SkillFormats, Check: blockCheck("composition", compositionShape, false), Doc: rules.Doc{
			Title: "`composition` has the extended specification's shape",
			Why:   "Hosts order and combine skills from this block; a wrong key or value is ignored and the skills run in the wrong order or together when they conflict.",
			Fix:   "Write `dependencies` as a list of {skillName, reason, optional?}, `conflicts` as a list of names, `executionOrder` as before, after or independent.",
			Bad:   ex("composition:\n  dependencies:\n    - skill: csv-reader\n  executionOrder: first"),
			Good:  ex("composition:\n  dependencies:\n    - skillName: csv-reader\n      reason: parses the files first\n  executionOrder: after"),
		}},
	)
}
