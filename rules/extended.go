package rules

import (
	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/normalize"
)

// The extended specification's optional blocks (seed 004): when present,
// their keys, shapes and enumerations are checked.

var (
	securityShape = object(
		req("capabilities", listOf(object(
			req("capability", &shape{kinds: strShape.kinds, nonEmpty: true}),
			req("reason", &shape{kinds: strShape.kinds, nonEmpty: true}),
			opt("optional", boolShape),
		))),
		opt("requiresNetwork", boolShape),
		opt("modifiesFiles", boolShape),
		opt("executesCommands", boolShape),
		opt("fileSystemScope", enumShape("skill-directory", "workspace", "system")),
	)
	assertionShape = object(
		req("type", enumShape("contains", "not-contains", "matches-regex", "file-created", "file-modified", "command-executed", "custom")),
		req("value", strShape),
		opt("description", strShape),
	)
	scenarioShape = object(
		req("name", strShape),
		req("description", strShape),
		req("cases", listOf(object(
			req("name", strShape),
			req("input", strShape),
			req("assertions", listOf(assertionShape)),
			opt("expectedBehavior", strShape),
		))),
	)
	testingShape = &shape{oneOf: []*shape{scenarioShape, listOf(scenarioShape)}}
	toolsShape   = object(
		req("dependencies", listOf(object(
			req("tool", &shape{kinds: strShape.kinds, nonEmpty: true}),
			req("required", boolShape),
			req("purpose", strShape),
			opt("minVersion", strShape),
		))),
	)
	compositionShape = object(
		req("dependencies", listOf(object(
			req("skillName", &shape{kinds: strShape.kinds, nonEmpty: true}),
			req("reason", strShape),
			opt("optional", boolShape),
		))),
		opt("conflicts", strList),
		opt("executionOrder", enumShape("before", "after", "independent")),
	)
)

// blockCheck checks a top-level block against its shape. skipAIP3 leaves
// AIP-3 files alone (their `tools` is AIP-3's own list of names).
func blockCheck(key string, s *shape, skipAIP3 bool) func(*Pass) {
	return func(p *Pass) {
		if skipAIP3 && p.Doc.Format == normalize.FormatAIP3 {
			return
		}
		root := skillRoot(p)
		if root == nil {
			return
		}
		if kv := root.Get(key); kv != nil {
			checkShape(p, kv.Value, s, key)
		}
	}
}

func init() {
	ex := func(fields string) string {
		return "---\nname: my-skill\ndescription: Does X. Use when asked.\n" + fields + "\n---\n"
	}
	register(
		&Rule{ID: "skill/security", Severity: diag.Error, Formats: skillFormats, Check: blockCheck("security", securityShape, false), Doc: Doc{
			Title: "The `security` manifest has the extended specification's shape",
			Why:   "Hosts use the security manifest to gate permissions; a misspelt key or a wrong type is silently ignored and the skill gets permissions nobody declared.",
			Fix:   "Write `capabilities` as a list of {capability, reason}, the three flags as booleans, and `fileSystemScope` as skill-directory, workspace or system.",
			Bad:   ex("security:\n  requiresNetwrok: yes"),
			Good:  ex("security:\n  capabilities:\n    - capability: file:read\n      reason: reads the CSV files to check\n  requiresNetwork: false"),
		}},
		&Rule{ID: "skill/testing", Severity: diag.Error, Formats: skillFormats, Check: blockCheck("testing", testingShape, false), Doc: Doc{
			Title: "`testing` scenarios have the extended specification's shape",
			Why:   "Test runners read scenarios by these keys; a case without assertions, or an unknown assertion type, tests nothing.",
			Fix:   "Give each scenario a name, a description and cases; each case a name, an input and assertions whose type is contains, not-contains, matches-regex, file-created, file-modified, command-executed or custom.",
			Bad:   ex("testing:\n  name: basic\n  description: happy path\n  cases:\n    - name: one\n      input: check a.csv\n      assertions:\n        - type: includes\n          value: OK"),
			Good:  ex("testing:\n  name: basic\n  description: happy path\n  cases:\n    - name: one\n      input: check a.csv\n      assertions:\n        - type: contains\n          value: OK"),
		}},
		&Rule{ID: "skill/tools", Severity: diag.Error, Formats: []string{normalize.FormatSkillMD}, Check: blockCheck("tools", toolsShape, true), Doc: Doc{
			Title: "The `tools` binding has the extended specification's shape",
			Why:   "Hosts check tool dependencies before activating a skill; a malformed binding is skipped and the skill fails later, mid-task.",
			Fix:   "Write `tools.dependencies` as a list of {tool, required, purpose, minVersion?}.",
			Bad:   ex("tools:\n  - git"),
			Good:  ex("tools:\n  dependencies:\n    - tool: Bash(git:*)\n      required: true\n      purpose: reads the history"),
		}},
		&Rule{ID: "skill/composition", Severity: diag.Error, Formats: skillFormats, Check: blockCheck("composition", compositionShape, false), Doc: Doc{
			Title: "`composition` has the extended specification's shape",
			Why:   "Hosts order and combine skills from this block; a wrong key or value is ignored and the skills run in the wrong order or together when they conflict.",
			Fix:   "Write `dependencies` as a list of {skillName, reason, optional?}, `conflicts` as a list of names, `executionOrder` as before, after or independent.",
			Bad:   ex("composition:\n  dependencies:\n    - skill: csv-reader\n  executionOrder: first"),
			Good:  ex("composition:\n  dependencies:\n    - skillName: csv-reader\n      reason: parses the files first\n  executionOrder: after"),
		}},
	)
}
