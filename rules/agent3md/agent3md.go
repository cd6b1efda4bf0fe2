// Package agent3md holds the agent3md/* rules: the agent3md/1 specification's rules over agent.3md
// files, and the 3md grammar's.
package agent3md

import (
	"fmt"
	"strings"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/formats/threemd"
	"github.com/skillint/skillint/model"
	"github.com/skillint/skillint/rules"
)

// The agent3md/1 rules (names verbatim from the conformance spec) and the
// portability and likely-mistake checks skillint adds.

var (
	agentOnly = []string{model.FormatAgent3md}
	any3md    = []string{model.FormatAgent3md, model.Format3md}
)

// canonicalTypes is the closed set of input types.
var canonicalTypes = map[string]bool{"string": true, "number": true, "boolean": true, "object": true, "array": true}

func tree(p *rules.Pass) *threemd.Document {
	return threemd.TreeOf(p.Doc)
}

func plane(s *model.Skill) *threemd.Plane {
	return threemd.PlaneOf(s)
}

// attrRange is the range of a plane attribute token, or of the directive line
// when the plane lacks the attribute.
func attrRange(src *diag.Source, pl *threemd.Plane, key string) diag.Range {
	if a := pl.Attr(key); a != nil {
		return src.Range(a.Start, a.End)
	}
	return src.Range(pl.Start, pl.End)
}

func skillLabel(s *model.Skill) string {
	pl := plane(s)
	return s.DisplayName("skill-" + pl.ZText)
}

func init() {
	register(
		&rules.Rule{ID: rules.Agent3mdParse, Severity: diag.Error, Formats: any3md, Doc: rules.Doc{
			Title: "The document must be valid base 3md",
			Why:   "A loader rejects a file that is not valid 3md, so none of its skills load.",
			Fix:   "Start the file with a `---` frontmatter block that has a `3md: 1.0` line, give every @plane a decimal `z`, write attributes as key=value, quote values that contain spaces or apostrophes, and give each plane its own z.",
			Bad:   "---\n3md: 1.0\nagent: dev\n---\n@plane z=0 label=don't\n",
			Good:  "---\n3md: 1.0\nagent: dev\n---\n@plane z=0 label=\"don't\"\n",
		}},
		&rules.Rule{ID: rules.Agent3mdFrontmatter, Severity: diag.Error, Formats: any3md, Check: checkFrontmatter, Doc: rules.Doc{
			Title: "The manifest must name the agent with `title` or `agent`",
			Why:   "An agent without a name cannot be listed or selected by a host; agent3md/1 requires `title` or `agent`.",
			Fix:   "Add `agent: <short-id>` (or `title: <Display Name>`) to the frontmatter. `agent` is case-sensitive: `Agent:` does not count.",
			Bad:   "---\n3md: 1.0\n---\n",
			Good:  "---\n3md: 1.0\nagent: dev\n---\n",
		}},
		&rules.Rule{ID: rules.Agent3mdIdentity, Severity: diag.Error, Formats: agentOnly, Check: checkIdentity, Doc: rules.Doc{
			Title: "An agent has exactly one identity plane",
			Why:   "The identity plane is the agent's system prompt. Two of them leave it undefined which one a host loads; a document with no planes has no agent at all.",
			Fix:   "Keep `kind=identity` on one plane only (conventionally z=0) and make the others `kind=skill`.",
			Bad:   "@plane z=0 label=\"dev\" kind=identity\n@plane z=1 label=\"ops\" kind=identity\n",
			Good:  "@plane z=0 label=\"dev\" kind=identity\n@plane z=1 label=\"ops\" kind=skill triggers=\"deploy\"\n",
		}},
		&rules.Rule{ID: rules.Agent3mdMissingLabel, Severity: diag.Error, Formats: agentOnly, Check: checkMissingLabel, Doc: rules.Doc{
			Title: "Every skill plane needs a label",
			Why:   "A skill's label is its name: without one it cannot be selected by name, listed, or linked to by a reader.",
			Fix:   "Add `label=\"<name>\"` to the @plane directive.",
			Bad:   "@plane z=1 kind=skill triggers=\"search\"\n",
			Good:  "@plane z=1 label=\"search\" kind=skill triggers=\"search\"\n",
		}},
		&rules.Rule{ID: rules.Agent3mdUniqueSkill, Severity: diag.Error, Formats: agentOnly, Check: checkUniqueSkill, Doc: rules.Doc{
			Title: "Skill labels must be unique",
			Why:   "Skills are selected by name; with two of the same name a loader keeps one and the other is unreachable.",
			Fix:   "Rename one of the skills (labels are compared after trimming spaces).",
			Bad:   "@plane z=1 label=\"search\" triggers=\"find\"\n@plane z=2 label=\"search\" triggers=\"grep\"\n",
			Good:  "@plane z=1 label=\"search\" triggers=\"find\"\n@plane z=2 label=\"grep\" triggers=\"grep\"\n",
		}},
		&rules.Rule{ID: rules.Agent3mdDeadLink, Severity: diag.Error, Formats: agentOnly, Check: checkDeadLink, Doc: rules.Doc{
			Title: "A [[z=N]] link must point at an existing plane",
			Why:   "Links declare dependencies that a loader resolves; a link to a missing plane makes resolve() fail.",
			Fix:   "Point the link at the z of an existing plane, or remove it.",
			Bad:   "@plane z=1 label=\"pr\" triggers=\"pr\"\nRead the commits with [[z=42|commits]].\n",
			Good:  "@plane z=1 label=\"pr\" triggers=\"pr\"\nRead the commits with [[z=4|commits]].\n",
		}},
		&rules.Rule{ID: rules.Agent3mdCycle, Severity: diag.Error, Formats: agentOnly, Check: checkCycle, Doc: rules.Doc{
			Title: "[[z=N]] dependencies must not form a cycle",
			Why:   "A loader resolves dependencies transitively; a cycle has no order to load them in.",
			Fix:   "Remove one link of the cycle (the finding is on the link that closes it), or move the shared part into a third skill both depend on.",
			Bad:   "@plane z=1 label=\"a\" triggers=\"a\"\nSee [[z=2]].\n@plane z=2 label=\"b\" triggers=\"b\"\nSee [[z=1]].\n",
			Good:  "@plane z=1 label=\"a\" triggers=\"a\"\nSee [[z=2]].\n@plane z=2 label=\"b\" triggers=\"b\"\nStands alone.\n",
		}},
		&rules.Rule{ID: rules.Agent3mdEntry, Severity: diag.Error, Formats: agentOnly, Check: checkEntry, Doc: rules.Doc{
			Title: "`entry:` must be the integer z of an existing plane",
			Why:   "The host starts from the entry plane; one that is not an integer or does not exist leaves it nowhere to start.",
			Fix:   "Set `entry:` to the z of an existing plane, written as an integer (`1`, not `+1` or `1.0`), or remove it to start at the identity.",
			Bad:   "entry: 7\n",
			Good:  "entry: 1\n",
		}},
		&rules.Rule{ID: rules.Agent3mdInputType, Severity: diag.Error, Formats: agentOnly, Check: checkInputType, Doc: rules.Doc{
			Title: "Input types come from the closed set",
			Why:   "Loaders fill inputs by type; a type outside string, number, boolean, object, array cannot be filled.",
			Fix:   "Use one of string, number, boolean, object, array (`name:type`, with a trailing `?` for optional).",
			Bad:   "inputs=\"count:int\"",
			Good:  "inputs=\"count:number\"",
		}},
		&rules.Rule{ID: rules.Agent3mdDupInput, Severity: diag.Error, Formats: agentOnly, Check: checkDupInput, Doc: rules.Doc{
			Title: "A skill declares each input once",
			Why:   "Two inputs of the same name make it ambiguous which value fills the placeholder.",
			Fix:   "Remove or rename the second declaration.",
			Bad:   "inputs=\"path:string, path:string\"",
			Good:  "inputs=\"path:string, pattern:string\"",
		}},
		&rules.Rule{ID: rules.Agent3mdToolInput, Severity: diag.Error, Formats: agentOnly, Check: checkToolInput, Doc: rules.Doc{
			Title: "Every {placeholder} in a tool command is a declared input",
			Why:   "A loader fills placeholders from the skill's inputs; one with no input can never be filled and the command runs broken.",
			Fix:   "Declare the input in `inputs=`, or fix the placeholder's spelling.",
			Bad:   "inputs=\"pattern\" tool=\"rg {pattern} {path}\"",
			Good:  "inputs=\"pattern, path\" tool=\"rg {pattern} {path}\"",
		}},
		&rules.Rule{ID: rules.Agent3mdTriggers, Severity: diag.Warning, Formats: agentOnly, Check: checkTriggers, Doc: rules.Doc{
			Title: "A skill has triggers",
			Why:   "route() reaches a skill only through its trigger phrases; one without triggers can only be picked by name or z.",
			Fix:   "Add `triggers=\"<phrase>, <phrase>\"` with the words a request for this skill would contain.",
			Bad:   "@plane z=1 label=\"search\" kind=skill\n",
			Good:  "@plane z=1 label=\"search\" kind=skill triggers=\"search, find, grep\"\n",
		}},
		&rules.Rule{ID: rules.Agent3mdTool, Severity: diag.Warning, Formats: agentOnly, Check: checkTool, Doc: rules.Doc{
			Title: "A tool binding is not empty",
			Why:   "`tool=\"\"` says the skill runs a command but names none; it is guidance-only in effect.",
			Fix:   "Write the command template, or drop the `tool` attribute for a guidance-only skill.",
			Bad:   "tool=\"\"",
			Good:  "tool=\"rg --line-number {pattern}\"",
		}},
		&rules.Rule{ID: rules.Agent3mdUnusedInput, Severity: diag.Warning, Formats: agentOnly, Check: checkUnusedInput, Doc: rules.Doc{
			Title: "Every declared input is used by the tool command",
			Why:   "An input the command never references is filled and then thrown away; usually a placeholder is missing.",
			Fix:   "Reference the input as {name} in the tool command, or remove it from `inputs=`.",
			Bad:   "inputs=\"pattern, path\" tool=\"rg {pattern}\"",
			Good:  "inputs=\"pattern, path\" tool=\"rg {pattern} {path}\"",
		}},
		&rules.Rule{ID: rules.Agent3mdUndeclaredTool, Severity: diag.Warning, Formats: agentOnly, Check: checkUndeclaredTool, Doc: rules.Doc{
			Title: "A skill's binary is listed in the manifest's `tools`",
			Why:   "The manifest's tools list tells a host what the agent runs; a binary missing from it understates that.",
			Fix:   "Add the binary to `tools:` in the frontmatter (or fix the command's first word).",
			Bad:   "tools: rg\n...\ntool=\"fd {glob}\"",
			Good:  "tools: rg, fd\n...\ntool=\"fd {glob}\"",
		}},
		// Beyond the reference validators.
		&rules.Rule{ID: rules.Agent3mdIdentityOrder, Severity: diag.Warning, Formats: agentOnly, Check: checkIdentityOrder, Doc: rules.Doc{
			Title: "A fallback identity should also be the first plane",
			Why:   "With no kind=identity, the spec makes the lowest z the identity, but the reference loaders take the first plane in the file: the two disagree when planes are out of z order.",
			Fix:   "Mark the identity plane with `kind=identity`, or move the lowest-z plane to the top of the file.",
			Bad:   "@plane z=1 label=\"search\"\n@plane z=0 label=\"dev\"\n",
			Good:  "@plane z=0 label=\"dev\" kind=identity\n@plane z=1 label=\"search\" kind=skill\n",
		}},
		&rules.Rule{ID: rules.Agent3mdZValue, Severity: diag.Warning, Formats: agentOnly, Check: checkZValue, Doc: rules.Doc{
			Title: "Agent planes use non-negative integer z values",
			Why:   "`[[z=N]]` dependency links only reach non-negative integers, and one reference loader truncates decimal z values, so a plane at z=1.5 or z=-1 behaves differently across hosts.",
			Fix:   "Renumber the planes 0, 1, 2, ...",
			Bad:   "@plane z=1.5 label=\"search\"\n",
			Good:  "@plane z=2 label=\"search\"\n",
		}},
		&rules.Rule{ID: rules.Agent3mdUnclosedFence, Severity: diag.Warning, Formats: any3md, Check: checkUnclosedFence, Doc: rules.Doc{
			Title: "Code fences are closed",
			Why:   "An open ``` or ~~~ fence runs to the end of the file, and every @plane directive after it is read as code: those planes silently disappear.",
			Fix:   "Close the fence with a line of three backticks (or tildes, matching the opener).",
			Bad:   "```sh\nrg TODO\n@plane z=2 label=\"next\"\n",
			Good:  "```sh\nrg TODO\n```\n@plane z=2 label=\"next\"\n",
		}},
		&rules.Rule{ID: rules.Agent3mdKind, Severity: diag.Warning, Formats: agentOnly, Check: checkKind, Doc: rules.Doc{
			Title: "`kind` is `identity` or `skill`",
			Why:   "Any other kind (including `Identity`, since kind is case-sensitive) makes the plane an ordinary skill, which is rarely what was meant.",
			Fix:   "Write `kind=identity` or `kind=skill` in lowercase.",
			Bad:   "@plane z=0 label=\"dev\" kind=Identity\n",
			Good:  "@plane z=0 label=\"dev\" kind=identity\n",
		}},
		&rules.Rule{ID: rules.Agent3mdKeyCase, Severity: diag.Warning, Formats: agentOnly, Check: checkKeyCase, Doc: rules.Doc{
			Title: "Manifest keys use their canonical case",
			Why:   "Only `3md`, `axis` and `title` match in any case; `Agent:` or `Tools:` are kept as unknown metadata and silently do nothing.",
			Fix:   "Write the key in lowercase: `agent`, `tools`, `model`, `persona`, `version`, `entry`.",
			Bad:   "Agent: dev\nTools: rg\n",
			Good:  "agent: dev\ntools: rg\n",
		}},
		&rules.Rule{ID: rules.Agent3mdEmptyTriggers, Severity: diag.Warning, Formats: agentOnly, Check: checkEmptyTriggers, Doc: rules.Doc{
			Title: "`triggers` lists at least one phrase",
			Why:   "A value such as \",\" is set but holds no phrase after splitting, so the skill can never be routed to, and the reference validators do not notice.",
			Fix:   "Write the trigger phrases between the commas.",
			Bad:   "triggers=\",\"",
			Good:  "triggers=\"search, find\"",
		}},
		&rules.Rule{ID: rules.Agent3mdDuplicateTrigger, Severity: diag.Warning, Formats: agentOnly, Check: checkDuplicateTrigger, Doc: rules.Doc{
			Title: "Two skills do not share a trigger phrase",
			Why:   "route() ranks skills by the phrases a request satisfies; a phrase on two skills makes them tie and the lower z always wins.",
			Fix:   "Make each skill's trigger phrases distinct, or merge the skills.",
			Bad:   "@plane z=1 label=\"search\" triggers=\"find\"\n@plane z=2 label=\"files\" triggers=\"find\"\n",
			Good:  "@plane z=1 label=\"search\" triggers=\"find code\"\n@plane z=2 label=\"files\" triggers=\"find files\"\n",
		}},
		&rules.Rule{ID: rules.Agent3mdPreambleLink, Severity: diag.Warning, Formats: agentOnly, Check: checkPreambleLink, Doc: rules.Doc{
			Title: "A [[z=N]] link in the preamble points at a plane",
			Why:   "Links in the preamble are not dependencies, so loaders never check them; one that points nowhere is a broken reference a reader will follow.",
			Fix:   "Point the link at an existing plane's z, or remove it.",
			Bad:   "Start with [[z=9]].\n\n@plane z=0 label=\"dev\" kind=identity\n",
			Good:  "Start with [[z=0]].\n\n@plane z=0 label=\"dev\" kind=identity\n",
		}},
	)
}

func checkFrontmatter(p *rules.Pass) {
	t := tree(p)
	if t == nil {
		return
	}
	for _, key := range []string{"agent", "title"} {
		if f := t.Field(key, key == "title"); f != nil && strings.TrimSpace(f.Value) != "" {
			return
		}
	}
	r := p.Src().Range(t.OpenStart, t.OpenStart+3)
	msg := "the manifest names no agent: add `agent: <id>` or `title: <name>` to the frontmatter"
	for _, key := range []string{"agent", "title"} {
		if f := t.Field(key, key == "title"); f != nil {
			r = p.Src().Range(f.KeyStart, f.ValEnd)
			msg = fmt.Sprintf("`%s:` is blank, so the manifest names no agent: give it a value", f.Key)
			break
		}
	}
	if f := t.Field("agent", true); f != nil && f.Key != "agent" && strings.TrimSpace(f.Value) != "" {
		r = p.Src().Range(f.KeyStart, f.KeyEnd)
		msg = fmt.Sprintf("the manifest names no agent: `%s:` is not `agent:` (keys are case-sensitive); write `agent: %s`", f.Key, f.Value)
	}
	p.Report(r, "%s", msg)
}

func checkIdentity(p *rules.Pass) {
	t := tree(p)
	if len(t.Planes) == 0 {
		line := t.CloseLine
		p.Report(p.Src().LineRange(line), "the document has no planes: add an identity plane such as `@plane z=0 label=\"%s\" kind=identity`", agentID(p))
		return
	}
	var first *threemd.Plane
	for _, pl := range t.Planes {
		if pl.Attributes["kind"] != "identity" {
			continue
		}
		if first == nil {
			first = pl
			continue
		}
		p.Report(attrRange(p.Src(), pl, "kind"), "a second identity plane (z=%s; the first is z=%s on line %d): an agent has exactly one, so make this one `kind=skill`",
			pl.ZText, first.ZText, first.Line)
	}
}

func agentID(p *rules.Pass) string {
	if p.Doc.Agent != nil && p.Doc.Agent.Name.Value != "" {
		return p.Doc.Agent.Name.Value
	}
	return "agent"
}

// skills yields the skill planes (not the identity, nor extra identities).
func skills(p *rules.Pass) []*model.Skill {
	var out []*model.Skill
	for _, s := range p.Doc.Skills {
		if s.Role == model.RoleSkill {
			out = append(out, s)
		}
	}
	return out
}

func checkMissingLabel(p *rules.Pass) {
	for _, s := range skills(p) {
		if s.Name.Value != "" {
			continue
		}
		pl := plane(s)
		p.Report(attrRange(p.Src(), pl, "label"), "the skill at z=%s has no label: add `label=\"<name>\"` (every skill needs a name)", pl.ZText)
	}
}

func checkUniqueSkill(p *rules.Pass) {
	seen := map[string]*model.Skill{}
	for _, s := range skills(p) {
		if s.Name.Value == "" {
			continue
		}
		first, dup := seen[s.Name.Value]
		if !dup {
			seen[s.Name.Value] = s
			continue
		}
		f := p.Report(s.Name.Range, "duplicate skill name %q (also at z=%s, line %d): rename one of them", s.Name.Value, plane(first).ZText, first.Decl.Start.Line)
		f.Related = append(f.Related, diag.Related{Range: first.Name.Range, Message: "first declared here"})
	}
}

func checkDeadLink(p *rules.Pass) {
	for _, s := range p.Doc.Skills {
		for _, l := range s.Links {
			if l.To == nil {
				p.Report(l.Range, "link [[z=%s]] points to a plane that does not exist: use the z of an existing plane", l.Target)
			}
		}
	}
}

// checkCycle reports each set of planes that depend on each other once
// (see cycles.go).
func checkCycle(p *rules.Pass) { reportCycles(p) }

func checkEntry(p *rules.Pass) {
	t := tree(p)
	f := t.Field("entry", false)
	if f == nil {
		return
	}
	r := p.Src().Range(f.KeyStart, f.ValEnd)
	v := strings.TrimSpace(f.Value)
	if !isInteger(v) {
		p.Report(r, "entry: %q must be a plane z written as an integer", f.Value)
		return
	}
	z, _ := threemd.ZKey(v)
	for _, pl := range t.Planes {
		if pl.ZKey == z {
			return
		}
	}
	p.Report(r, "entry: %s does not match any plane's z: use the z of an existing plane", v)
}

func isInteger(v string) bool {
	s := strings.TrimPrefix(v, "-")
	return s != "" && threemd.IntegerTarget.MatchString(s)
}

func checkInputType(p *rules.Pass) {
	for _, s := range p.Doc.Skills {
		for _, in := range s.Inputs {
			if !canonicalTypes[in.Type.Value] {
				p.Report(in.Type.Range, "input %q has unknown type %q: use one of string, number, boolean, object, array", in.Name.Value, in.Type.Value)
			}
		}
	}
}

func checkDupInput(p *rules.Pass) {
	for _, s := range p.Doc.Skills {
		seen := make(map[string]bool, len(s.Inputs))
		for _, in := range s.Inputs {
			if seen[in.Name.Value] {
				p.Report(in.Name.Range, "skill %q declares input %q twice: remove or rename one", skillLabel(s), in.Name.Value)
			}
			seen[in.Name.Value] = true
		}
	}
}

// declaredPlaceholders says, of each placeholder of s's command, whether
// s declares it as an input (a map of the placeholders, not of the
// inputs: a plane may declare hundreds of thousands).
func declaredPlaceholders(s *model.Skill) map[string]bool {
	m := make(map[string]bool, len(s.Tool.Placeholders))
	for _, ph := range s.Tool.Placeholders {
		m[ph.Value] = false
	}
	for _, in := range s.Inputs {
		if _, ok := m[in.Name.Value]; ok {
			m[in.Name.Value] = true
		}
	}
	return m
}

func checkToolInput(p *rules.Pass) {
	for _, s := range p.Doc.Skills {
		if s.Tool == nil {
			continue
		}
		names := declaredPlaceholders(s)
		for _, ph := range s.Tool.Placeholders {
			if !names[ph.Value] {
				p.Report(ph.Range, "skill %q command references {%s}, which is not a declared input: add %q to inputs=", skillLabel(s), ph.Value, ph.Value)
			}
		}
	}
}

func checkTriggers(p *rules.Pass) {
	for _, s := range skills(p) {
		if a := plane(s).Attr("triggers"); a != nil && strings.TrimSpace(a.Value) != "" {
			continue
		}
		p.Report(attrRange(p.Src(), plane(s), "triggers"), "skill %q has no triggers, so it can never be routed to: add triggers=\"...\"", skillLabel(s))
	}
}

func checkEmptyTriggers(p *rules.Pass) {
	for _, s := range skills(p) {
		a := plane(s).Attr("triggers")
		if a == nil || strings.TrimSpace(a.Value) == "" || len(s.Triggers) > 0 {
			continue
		}
		p.Report(p.Src().Range(a.Start, a.End), "skill %q has triggers=%q, which holds no phrase: write phrases between the commas", skillLabel(s), a.Value)
	}
}

func checkTool(p *rules.Pass) {
	for _, s := range p.Doc.Skills {
		if s.Tool != nil && s.Tool.Template.Value == "" {
			p.Report(attrRange(p.Src(), plane(s), "tool"), "skill %q has an empty tool binding: write the command, or drop tool= for a guidance-only skill", skillLabel(s))
		}
	}
}

func checkUnusedInput(p *rules.Pass) {
	for _, s := range p.Doc.Skills {
		if s.Tool == nil || s.Tool.Template.Value == "" {
			continue
		}
		used := make(map[string]bool, len(s.Tool.Placeholders))
		for _, ph := range s.Tool.Placeholders {
			used[ph.Value] = true
		}
		for _, in := range s.Inputs {
			if !used[in.Name.Value] {
				p.Report(in.Name.Range, "skill %q declares input %q that its command never uses: add {%s} to the command or drop the input", skillLabel(s), in.Name.Value, in.Name.Value)
			}
		}
	}
}

func checkUndeclaredTool(p *rules.Pass) {
	a := p.Doc.Agent
	if a == nil || len(a.Tools) == 0 {
		return
	}
	declared := map[string]bool{}
	for _, t := range a.Tools {
		declared[t.Value] = true
	}
	for _, s := range p.Doc.Skills {
		if s.Tool == nil || s.Tool.Binary.Value == "" || declared[s.Tool.Binary.Value] {
			continue
		}
		p.Report(s.Tool.Binary.Range, "skill %q runs %q, which is not in the agent's tools list: add it to `tools:`", skillLabel(s), s.Tool.Binary.Value)
	}
}
