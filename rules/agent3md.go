package rules

import (
	"fmt"
	"math"
	"strings"
	"unicode"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/formats/threemd"
	"github.com/skillint/skillint/normalize"
)

// The agent3md/1 rules (names verbatim from the conformance spec) and the
// portability and likely-mistake checks skillint adds.

var (
	agentOnly = []string{normalize.FormatAgent3md}
	any3md    = []string{normalize.FormatAgent3md, normalize.Format3md}
)

// canonicalTypes is the closed set of input types.
var canonicalTypes = map[string]bool{"string": true, "number": true, "boolean": true, "object": true, "array": true}

func tree(p *Pass) *threemd.Document {
	t, _ := p.Doc.Tree.(*threemd.Document)
	return t
}

func plane(s *normalize.Skill) *threemd.Plane {
	pl, _ := s.Native.(*threemd.Plane)
	return pl
}

// attrRange is the range of a plane attribute token, or of the directive line
// when the plane lacks the attribute.
func attrRange(src *diag.Source, pl *threemd.Plane, key string) diag.Range {
	if a := pl.Attr(key); a != nil {
		return src.Range(a.Start, a.End)
	}
	return src.Range(pl.Start, pl.End)
}

func skillLabel(s *normalize.Skill) string {
	pl := plane(s)
	return s.DisplayName("skill-" + pl.ZText)
}

func init() {
	register(
		&Rule{ID: "agent3md/parse", Severity: diag.Error, Formats: any3md, Doc: Doc{
			Title: "The document must be valid base 3md",
			Why:   "A loader rejects a file that is not valid 3md, so none of its skills load.",
			Fix:   "Start the file with a `---` frontmatter block that has a `3md: 1.0` line, give every @plane a decimal `z`, write attributes as key=value, quote values that contain spaces or apostrophes, and give each plane its own z.",
			Bad:   "---\n3md: 1.0\nagent: dev\n---\n@plane z=0 label=don't\n",
			Good:  "---\n3md: 1.0\nagent: dev\n---\n@plane z=0 label=\"don't\"\n",
		}},
		&Rule{ID: "agent3md/frontmatter", Severity: diag.Error, Formats: any3md, Check: checkFrontmatter, Doc: Doc{
			Title: "The manifest must name the agent with `title` or `agent`",
			Why:   "An agent without a name cannot be listed or selected by a host; agent3md/1 requires `title` or `agent`.",
			Fix:   "Add `agent: <short-id>` (or `title: <Display Name>`) to the frontmatter. `agent` is case-sensitive: `Agent:` does not count.",
			Bad:   "---\n3md: 1.0\n---\n",
			Good:  "---\n3md: 1.0\nagent: dev\n---\n",
		}},
		&Rule{ID: "agent3md/identity", Severity: diag.Error, Formats: agentOnly, Check: checkIdentity, Doc: Doc{
			Title: "An agent has exactly one identity plane",
			Why:   "The identity plane is the agent's system prompt. Two of them leave it undefined which one a host loads; a document with no planes has no agent at all.",
			Fix:   "Keep `kind=identity` on one plane only (conventionally z=0) and make the others `kind=skill`.",
			Bad:   "@plane z=0 label=\"dev\" kind=identity\n@plane z=1 label=\"ops\" kind=identity\n",
			Good:  "@plane z=0 label=\"dev\" kind=identity\n@plane z=1 label=\"ops\" kind=skill triggers=\"deploy\"\n",
		}},
		&Rule{ID: "agent3md/missing-label", Severity: diag.Error, Formats: agentOnly, Check: checkMissingLabel, Doc: Doc{
			Title: "Every skill plane needs a label",
			Why:   "A skill's label is its name: without one it cannot be selected by name, listed, or linked to by a reader.",
			Fix:   "Add `label=\"<name>\"` to the @plane directive.",
			Bad:   "@plane z=1 kind=skill triggers=\"search\"\n",
			Good:  "@plane z=1 label=\"search\" kind=skill triggers=\"search\"\n",
		}},
		&Rule{ID: "agent3md/unique-skill", Severity: diag.Error, Formats: agentOnly, Check: checkUniqueSkill, Doc: Doc{
			Title: "Skill labels must be unique",
			Why:   "Skills are selected by name; with two of the same name a loader keeps one and the other is unreachable.",
			Fix:   "Rename one of the skills (labels are compared after trimming spaces).",
			Bad:   "@plane z=1 label=\"search\" triggers=\"find\"\n@plane z=2 label=\"search\" triggers=\"grep\"\n",
			Good:  "@plane z=1 label=\"search\" triggers=\"find\"\n@plane z=2 label=\"grep\" triggers=\"grep\"\n",
		}},
		&Rule{ID: "agent3md/dead-link", Severity: diag.Error, Formats: agentOnly, Check: checkDeadLink, Doc: Doc{
			Title: "A [[z=N]] link must point at an existing plane",
			Why:   "Links declare dependencies that a loader resolves; a link to a missing plane makes resolve() fail.",
			Fix:   "Point the link at the z of an existing plane, or remove it.",
			Bad:   "@plane z=1 label=\"pr\" triggers=\"pr\"\nRead the commits with [[z=42|commits]].\n",
			Good:  "@plane z=1 label=\"pr\" triggers=\"pr\"\nRead the commits with [[z=4|commits]].\n",
		}},
		&Rule{ID: "agent3md/cycle", Severity: diag.Error, Formats: agentOnly, Check: checkCycle, Doc: Doc{
			Title: "[[z=N]] dependencies must not form a cycle",
			Why:   "A loader resolves dependencies transitively; a cycle has no order to load them in.",
			Fix:   "Remove one link of the cycle (the finding is on the link that closes it), or move the shared part into a third skill both depend on.",
			Bad:   "@plane z=1 label=\"a\" triggers=\"a\"\nSee [[z=2]].\n@plane z=2 label=\"b\" triggers=\"b\"\nSee [[z=1]].\n",
			Good:  "@plane z=1 label=\"a\" triggers=\"a\"\nSee [[z=2]].\n@plane z=2 label=\"b\" triggers=\"b\"\nStands alone.\n",
		}},
		&Rule{ID: "agent3md/entry", Severity: diag.Error, Formats: agentOnly, Check: checkEntry, Doc: Doc{
			Title: "`entry:` must be the integer z of an existing plane",
			Why:   "The host starts from the entry plane; one that is not an integer or does not exist leaves it nowhere to start.",
			Fix:   "Set `entry:` to the z of an existing plane, written as an integer (`1`, not `+1` or `1.0`), or remove it to start at the identity.",
			Bad:   "entry: 7\n",
			Good:  "entry: 1\n",
		}},
		&Rule{ID: "agent3md/input-type", Severity: diag.Error, Formats: agentOnly, Check: checkInputType, Doc: Doc{
			Title: "Input types come from the closed set",
			Why:   "Loaders fill inputs by type; a type outside string, number, boolean, object, array cannot be filled.",
			Fix:   "Use one of string, number, boolean, object, array (`name:type`, with a trailing `?` for optional).",
			Bad:   "inputs=\"count:int\"",
			Good:  "inputs=\"count:number\"",
		}},
		&Rule{ID: "agent3md/dup-input", Severity: diag.Error, Formats: agentOnly, Check: checkDupInput, Doc: Doc{
			Title: "A skill declares each input once",
			Why:   "Two inputs of the same name make it ambiguous which value fills the placeholder.",
			Fix:   "Remove or rename the second declaration.",
			Bad:   "inputs=\"path:string, path:string\"",
			Good:  "inputs=\"path:string, pattern:string\"",
		}},
		&Rule{ID: "agent3md/tool-input", Severity: diag.Error, Formats: agentOnly, Check: checkToolInput, Doc: Doc{
			Title: "Every {placeholder} in a tool command is a declared input",
			Why:   "A loader fills placeholders from the skill's inputs; one with no input can never be filled and the command runs broken.",
			Fix:   "Declare the input in `inputs=`, or fix the placeholder's spelling.",
			Bad:   "inputs=\"pattern\" tool=\"rg {pattern} {path}\"",
			Good:  "inputs=\"pattern, path\" tool=\"rg {pattern} {path}\"",
		}},
		&Rule{ID: "agent3md/triggers", Severity: diag.Warning, Formats: agentOnly, Check: checkTriggers, Doc: Doc{
			Title: "A skill has triggers",
			Why:   "route() reaches a skill only through its trigger phrases; one without triggers can only be picked by name or z.",
			Fix:   "Add `triggers=\"<phrase>, <phrase>\"` with the words a request for this skill would contain.",
			Bad:   "@plane z=1 label=\"search\" kind=skill\n",
			Good:  "@plane z=1 label=\"search\" kind=skill triggers=\"search, find, grep\"\n",
		}},
		&Rule{ID: "agent3md/tool", Severity: diag.Warning, Formats: agentOnly, Check: checkTool, Doc: Doc{
			Title: "A tool binding is not empty",
			Why:   "`tool=\"\"` says the skill runs a command but names none; it is guidance-only in effect.",
			Fix:   "Write the command template, or drop the `tool` attribute for a guidance-only skill.",
			Bad:   "tool=\"\"",
			Good:  "tool=\"rg --line-number {pattern}\"",
		}},
		&Rule{ID: "agent3md/unused-input", Severity: diag.Warning, Formats: agentOnly, Check: checkUnusedInput, Doc: Doc{
			Title: "Every declared input is used by the tool command",
			Why:   "An input the command never references is filled and then thrown away; usually a placeholder is missing.",
			Fix:   "Reference the input as {name} in the tool command, or remove it from `inputs=`.",
			Bad:   "inputs=\"pattern, path\" tool=\"rg {pattern}\"",
			Good:  "inputs=\"pattern, path\" tool=\"rg {pattern} {path}\"",
		}},
		&Rule{ID: "agent3md/undeclared-tool", Severity: diag.Warning, Formats: agentOnly, Check: checkUndeclaredTool, Doc: Doc{
			Title: "A skill's binary is listed in the manifest's `tools`",
			Why:   "The manifest's tools list tells a host what the agent runs; a binary missing from it understates that.",
			Fix:   "Add the binary to `tools:` in the frontmatter (or fix the command's first word).",
			Bad:   "tools: rg\n...\ntool=\"fd {glob}\"",
			Good:  "tools: rg, fd\n...\ntool=\"fd {glob}\"",
		}},
		// Beyond the reference validators.
		&Rule{ID: "agent3md/identity-order", Severity: diag.Warning, Formats: agentOnly, Check: checkIdentityOrder, Doc: Doc{
			Title: "A fallback identity should also be the first plane",
			Why:   "With no kind=identity, the spec makes the lowest z the identity, but the reference loaders take the first plane in the file: the two disagree when planes are out of z order.",
			Fix:   "Mark the identity plane with `kind=identity`, or move the lowest-z plane to the top of the file.",
			Bad:   "@plane z=1 label=\"search\"\n@plane z=0 label=\"dev\"\n",
			Good:  "@plane z=0 label=\"dev\" kind=identity\n@plane z=1 label=\"search\" kind=skill\n",
		}},
		&Rule{ID: "agent3md/z-value", Severity: diag.Warning, Formats: agentOnly, Check: checkZValue, Doc: Doc{
			Title: "Agent planes use non-negative integer z values",
			Why:   "`[[z=N]]` dependency links only reach non-negative integers, and one reference loader truncates decimal z values, so a plane at z=1.5 or z=-1 behaves differently across hosts.",
			Fix:   "Renumber the planes 0, 1, 2, ...",
			Bad:   "@plane z=1.5 label=\"search\"\n",
			Good:  "@plane z=2 label=\"search\"\n",
		}},
		&Rule{ID: "agent3md/unclosed-fence", Severity: diag.Warning, Formats: any3md, Check: checkUnclosedFence, Doc: Doc{
			Title: "Code fences are closed",
			Why:   "An open ``` or ~~~ fence runs to the end of the file, and every @plane directive after it is read as code: those planes silently disappear.",
			Fix:   "Close the fence with a line of three backticks (or tildes, matching the opener).",
			Bad:   "```sh\nrg TODO\n@plane z=2 label=\"next\"\n",
			Good:  "```sh\nrg TODO\n```\n@plane z=2 label=\"next\"\n",
		}},
		&Rule{ID: "agent3md/kind", Severity: diag.Warning, Formats: agentOnly, Check: checkKind, Doc: Doc{
			Title: "`kind` is `identity` or `skill`",
			Why:   "Any other kind (including `Identity`, since kind is case-sensitive) makes the plane an ordinary skill, which is rarely what was meant.",
			Fix:   "Write `kind=identity` or `kind=skill` in lowercase.",
			Bad:   "@plane z=0 label=\"dev\" kind=Identity\n",
			Good:  "@plane z=0 label=\"dev\" kind=identity\n",
		}},
		&Rule{ID: "agent3md/key-case", Severity: diag.Warning, Formats: agentOnly, Check: checkKeyCase, Doc: Doc{
			Title: "Manifest keys use their canonical case",
			Why:   "Only `3md`, `axis` and `title` match in any case; `Agent:` or `Tools:` are kept as unknown metadata and silently do nothing.",
			Fix:   "Write the key in lowercase: `agent`, `tools`, `model`, `persona`, `version`, `entry`.",
			Bad:   "Agent: dev\nTools: rg\n",
			Good:  "agent: dev\ntools: rg\n",
		}},
		&Rule{ID: "agent3md/empty-triggers", Severity: diag.Warning, Formats: agentOnly, Check: checkEmptyTriggers, Doc: Doc{
			Title: "`triggers` lists at least one phrase",
			Why:   "A value such as \",\" is set but holds no phrase after splitting, so the skill can never be routed to, and the reference validators do not notice.",
			Fix:   "Write the trigger phrases between the commas.",
			Bad:   "triggers=\",\"",
			Good:  "triggers=\"search, find\"",
		}},
		&Rule{ID: "agent3md/duplicate-trigger", Severity: diag.Warning, Formats: agentOnly, Check: checkDuplicateTrigger, Doc: Doc{
			Title: "Two skills do not share a trigger phrase",
			Why:   "route() ranks skills by the phrases a request satisfies; a phrase on two skills makes them tie and the lower z always wins.",
			Fix:   "Make each skill's trigger phrases distinct, or merge the skills.",
			Bad:   "@plane z=1 label=\"search\" triggers=\"find\"\n@plane z=2 label=\"files\" triggers=\"find\"\n",
			Good:  "@plane z=1 label=\"search\" triggers=\"find code\"\n@plane z=2 label=\"files\" triggers=\"find files\"\n",
		}},
		&Rule{ID: "agent3md/preamble-link", Severity: diag.Warning, Formats: agentOnly, Check: checkPreambleLink, Doc: Doc{
			Title: "A [[z=N]] link in the preamble points at a plane",
			Why:   "Links in the preamble are not dependencies, so loaders never check them; one that points nowhere is a broken reference a reader will follow.",
			Fix:   "Point the link at an existing plane's z, or remove it.",
			Bad:   "Start with [[z=9]].\n\n@plane z=0 label=\"dev\" kind=identity\n",
			Good:  "Start with [[z=0]].\n\n@plane z=0 label=\"dev\" kind=identity\n",
		}},
	)
}

func checkFrontmatter(p *Pass) {
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

func checkIdentity(p *Pass) {
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

func agentID(p *Pass) string {
	if p.Doc.Agent != nil && p.Doc.Agent.Name.Value != "" {
		return p.Doc.Agent.Name.Value
	}
	return "agent"
}

// skills yields the skill planes (not the identity, nor extra identities).
func skills(p *Pass) []*normalize.Skill {
	var out []*normalize.Skill
	for _, s := range p.Doc.Skills {
		if s.Role == normalize.RoleSkill {
			out = append(out, s)
		}
	}
	return out
}

func checkMissingLabel(p *Pass) {
	for _, s := range skills(p) {
		if s.Name.Value != "" {
			continue
		}
		pl := plane(s)
		p.Report(attrRange(p.Src(), pl, "label"), "the skill at z=%s has no label: add `label=\"<name>\"` (every skill needs a name)", pl.ZText)
	}
}

func checkUniqueSkill(p *Pass) {
	seen := map[string]*normalize.Skill{}
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

func checkDeadLink(p *Pass) {
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
func checkCycle(p *Pass) { reportCycles(p) }

func checkEntry(p *Pass) {
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
	return s != "" && normalize.IntegerTarget.MatchString(s)
}

func checkInputType(p *Pass) {
	for _, s := range p.Doc.Skills {
		for _, in := range s.Inputs {
			if !canonicalTypes[in.Type.Value] {
				p.Report(in.Type.Range, "input %q has unknown type %q: use one of string, number, boolean, object, array", in.Name.Value, in.Type.Value)
			}
		}
	}
}

func checkDupInput(p *Pass) {
	for _, s := range p.Doc.Skills {
		seen := map[string]bool{}
		for _, in := range s.Inputs {
			if seen[in.Name.Value] {
				p.Report(in.Name.Range, "skill %q declares input %q twice: remove or rename one", skillLabel(s), in.Name.Value)
			}
			seen[in.Name.Value] = true
		}
	}
}

func inputNames(s *normalize.Skill) map[string]bool {
	m := map[string]bool{}
	for _, in := range s.Inputs {
		m[in.Name.Value] = true
	}
	return m
}

func checkToolInput(p *Pass) {
	for _, s := range p.Doc.Skills {
		if s.Tool == nil {
			continue
		}
		names := inputNames(s)
		for _, ph := range s.Tool.Placeholders {
			if !names[ph.Value] {
				p.Report(ph.Range, "skill %q command references {%s}, which is not a declared input: add %q to inputs=", skillLabel(s), ph.Value, ph.Value)
			}
		}
	}
}

func checkTriggers(p *Pass) {
	for _, s := range skills(p) {
		if a := plane(s).Attr("triggers"); a != nil && strings.TrimSpace(a.Value) != "" {
			continue
		}
		p.Report(attrRange(p.Src(), plane(s), "triggers"), "skill %q has no triggers, so it can never be routed to: add triggers=\"...\"", skillLabel(s))
	}
}

func checkEmptyTriggers(p *Pass) {
	for _, s := range skills(p) {
		a := plane(s).Attr("triggers")
		if a == nil || strings.TrimSpace(a.Value) == "" || len(s.Triggers) > 0 {
			continue
		}
		p.Report(p.Src().Range(a.Start, a.End), "skill %q has triggers=%q, which holds no phrase: write phrases between the commas", skillLabel(s), a.Value)
	}
}

func checkTool(p *Pass) {
	for _, s := range p.Doc.Skills {
		if s.Tool != nil && s.Tool.Template.Value == "" {
			p.Report(attrRange(p.Src(), plane(s), "tool"), "skill %q has an empty tool binding: write the command, or drop tool= for a guidance-only skill", skillLabel(s))
		}
	}
}

func checkUnusedInput(p *Pass) {
	for _, s := range p.Doc.Skills {
		if s.Tool == nil || s.Tool.Template.Value == "" {
			continue
		}
		used := map[string]bool{}
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

func checkUndeclaredTool(p *Pass) {
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

func checkIdentityOrder(p *Pass) {
	t := tree(p)
	if len(t.Planes) < 2 {
		return
	}
	for _, pl := range t.Planes {
		if pl.Attributes["kind"] == "identity" {
			return
		}
	}
	id := normalize.IdentityPlane(t)
	if id == t.Planes[0] {
		return
	}
	p.Report(p.Src().Range(id.Start, id.End), "no plane has kind=identity, so the lowest z (z=%s) is the identity, but loaders that take the first plane pick z=%s (line %d): add kind=identity to the identity plane",
		id.ZText, t.Planes[0].ZText, t.Planes[0].Line)
}

func checkZValue(p *Pass) {
	for _, pl := range tree(p).Planes {
		if pl.Shorthand || (pl.Z >= 0 && pl.Z == math.Trunc(pl.Z) && isInteger(pl.ZText)) {
			continue
		}
		what := "a decimal"
		if pl.Z < 0 {
			what = "negative"
		}
		if pl.Z == math.Trunc(pl.Z) && pl.Z >= 0 {
			what = "not written as an integer"
		}
		p.Report(attrRange(p.Src(), pl, "z"), "z=%s is %s: [[z=N]] links only reach non-negative integers and some loaders truncate z, so renumber the planes 0, 1, 2, ...", pl.ZText, what)
	}
}

func checkUnclosedFence(p *Pass) {
	t := tree(p)
	if t == nil || t.Unclosed == nil {
		return
	}
	f := t.Unclosed
	hidden := 0
	src := p.Src()
	for line := f.Line + 1; line <= src.LineCount(); line++ {
		if txt := src.LineText(line); len(txt) >= 6 && string(txt[:6]) == "@plane" && (len(txt) == 6 || txt[6] == ' ' || txt[6] == '\t') {
			hidden++
		}
	}
	msg := "this code fence is never closed, so the rest of the file is code"
	if hidden > 0 {
		msg += fmt.Sprintf(" and %d @plane directive(s) after it are ignored", hidden)
	}
	p.Report(src.Range(f.Start, f.End), "%s: close it with a matching fence line", msg)
}

func checkKind(p *Pass) {
	for _, pl := range tree(p).Planes {
		a := pl.Attr("kind")
		if a == nil || a.Value == "identity" || a.Value == "skill" {
			continue
		}
		hint := "use kind=identity or kind=skill"
		if l := strings.ToLower(strings.TrimSpace(a.Value)); l == "identity" || l == "skill" {
			hint = "kind is case-sensitive: write kind=" + l
		}
		p.Report(p.Src().Range(a.Start, a.End), "kind=%q is not identity or skill, so the plane is treated as a skill: %s", a.Value, hint)
	}
}

var caseSensitiveKeys = []string{"agent", "tools", "model", "persona", "version", "entry"}

func checkKeyCase(p *Pass) {
	for _, f := range tree(p).Fields {
		for _, k := range caseSensitiveKeys {
			if f.Key != k && strings.EqualFold(f.Key, k) {
				p.Report(p.Src().Range(f.KeyStart, f.KeyEnd), "`%s:` is not `%s:` (this key is case-sensitive) and is ignored as metadata: write `%s:`", f.Key, k, k)
			}
		}
	}
}

// phraseKey normalizes a trigger phrase as route() reads it: lowercased runs
// of letters and digits.
func phraseKey(s string) string {
	return strings.Join(strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	}), " ")
}

func checkDuplicateTrigger(p *Pass) {
	type owner struct {
		skill *normalize.Skill
		text  normalize.Text
	}
	seen := map[string]owner{}
	for _, s := range skills(p) {
		mine := map[string]bool{}
		for _, t := range s.Triggers {
			k := phraseKey(t.Value)
			if k == "" || mine[k] {
				continue
			}
			mine[k] = true
			if o, ok := seen[k]; ok {
				f := p.Report(t.Range, "trigger %q is also a trigger of skill %q (z=%s), so routing cannot tell them apart: make the phrases distinct", t.Value, skillLabel(o.skill), plane(o.skill).ZText)
				f.Related = append(f.Related, diag.Related{Range: o.text.Range, Message: "the same trigger"})
				continue
			}
			seen[k] = owner{s, t}
		}
	}
}

func checkPreambleLink(p *Pass) {
	t := tree(p)
	if len(t.Planes) == 0 || t.Planes[0].Shorthand {
		return
	}
	exists := map[string]bool{}
	for _, pl := range t.Planes {
		exists[pl.ZKey] = true
	}
	for _, l := range threemd.Links(t.Src, t.PreambleFrom, t.PreambleTo, nil) {
		if k, _ := threemd.ZKey(l.TargetText); !exists[k] {
			p.Report(p.Src().Range(l.Start, l.End), "link [[z=%s]] in the preamble points to a plane that does not exist: use the z of an existing plane", l.TargetText)
		}
	}
}
