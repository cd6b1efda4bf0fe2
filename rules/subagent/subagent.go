package subagent

import (
	"github.com/skillint/skillint/internal/match"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/formats/subagent"
	"github.com/skillint/skillint/formats/yamlfm"
	"github.com/skillint/skillint/model"
	"github.com/skillint/skillint/rules"
	"github.com/skillint/skillint/rules/internal/ruleutil"
)

// Claude Code subagents: the documented frontmatter (code.claude.com
// sub-agents, "Supported frontmatter fields").

var only = []string{model.FormatSubagent}

// fields are the documented frontmatter keys.
var fields = subagent.Fields

var (
	toolsShape = &ruleutil.Shape{OneOf: []*ruleutil.Shape{ruleutil.StrShape, ruleutil.StrList}}
	shapes     = map[string]*ruleutil.Shape{
		"name": ruleutil.StrShape, "description": ruleutil.StrShape, "tools": toolsShape, "disallowedTools": toolsShape,
		"model": ruleutil.StrShape, "permissionMode": ruleutil.StrShape, "maxTurns": {Kinds: []yamlfm.Kind{yamlfm.Int}},
		"skills": toolsShape, "mcpServers": ruleutil.ListOf(&ruleutil.Shape{Kinds: []yamlfm.Kind{yamlfm.String, yamlfm.Map}}),
		"hooks": {Kinds: []yamlfm.Kind{yamlfm.Map}}, "memory": ruleutil.StrShape, "background": ruleutil.BoolShape,
		"effort": ruleutil.StrShape, "isolation": ruleutil.StrShape, "initialPrompt": ruleutil.StrShape, "color": ruleutil.StrShape,
	}
	enums = map[string][]string{
		"permissionMode": {"default", "acceptEdits", "auto", "dontAsk", "bypassPermissions", "plan"},
		"memory":         {"user", "project", "local"},
		"effort":         {"low", "medium", "high", "xhigh", "max"},
		"isolation":      {"worktree"},
	}
	colors     = []string{"red", "blue", "green", "yellow", "purple", "orange", "pink", "cyan"}
	nameRE     = match.Lazy(`^[a-z0-9]+(-[a-z0-9]+)*$`)
	modelAlias = match.Lazy(`^(sonnet|opus|haiku|inherit|opusplan|default)(\[1m\])?$|^claude-[a-z0-9.-]+(\[1m\])?$`)
	// pluginIgnored are the fields Claude Code ignores in a plugin's agents.
	pluginIgnored = []string{"hooks", "mcpServers", "permissionMode"}
)

func tree(p *rules.Pass) *subagent.Tree { return subagent.TreeOf(p.Doc) }

func root(p *rules.Pass) *yamlfm.Node {
	if t := tree(p); t != nil {
		return t.Root
	}
	return nil
}

func init() {
	ex := func(f string) string { return "---\n" + f + "\n---\nYou review code for bugs.\n" }
	nd := "name: reviewer\ndescription: Reviews code. Use after every change."
	register(
		&rules.Rule{ID: rules.SubagentNameRequired, Severity: diag.Error, Formats: only, Check: checkName, Doc: rules.Doc{
			Title: "A subagent has a name",
			Why:   "`name` is the subagent's id: Claude Code delegates to it by that name, and does not load a project or user subagent without one. (A plugin's subagent without `name` is named after its file, so the rule leaves it alone.)",
			Fix:   "Add `name:` in lowercase letters and hyphens, usually the file name.",
			Bad:   ex("description: Reviews code."), Good: ex(nd),
		}},
		&rules.Rule{ID: rules.SubagentNameFormat, Severity: diag.Warning, Formats: only, Check: checkNameFormat, Doc: rules.Doc{
			Title: "The name is lowercase letters, digits and hyphens",
			Why:   "The documentation asks for lowercase letters and hyphens: the name is typed and matched as an id, and other spellings are not found reliably.",
			Fix:   "Write the name in kebab case, e.g. `code-reviewer`.",
			Bad:   ex("name: Code Reviewer\ndescription: Reviews code."), Good: ex(nd),
		}},
		&rules.Rule{ID: rules.SubagentDescriptionRequired, Severity: diag.Error, Formats: only, Check: checkDescription, Doc: rules.Doc{
			Title: "A subagent has a description",
			Why:   "The description is what Claude reads to decide when to delegate to the subagent; Claude Code does not load a subagent without one.",
			Fix:   "Add `description:` saying what the subagent does and when to use it.",
			Bad:   ex("name: reviewer"), Good: ex(nd),
		}},
		&rules.Rule{ID: rules.SubagentFieldType, Severity: diag.Error, Formats: only, Check: checkTypes, Doc: rules.Doc{
			Title: "Frontmatter fields have the documented types",
			Why:   "A field of the wrong type is dropped or breaks the subagent: tools and skills are a comma-separated string or a list, maxTurns an integer, background a boolean, hooks a mapping, mcpServers a list.",
			Fix:   "Write the field as the documented type.",
			Bad:   ex(nd + "\nmaxTurns: \"ten\""), Good: ex(nd + "\nmaxTurns: 10"),
		}},
		&rules.Rule{ID: rules.SubagentValue, Severity: diag.Error, Formats: only, Check: checkValues, Doc: rules.Doc{
			Title: "Fields with a fixed set of values use one of them",
			Why:   "permissionMode, memory, effort and isolation accept only documented values; another value is refused or ignored, so the subagent runs with permissions or settings its author did not mean.",
			Fix:   "Use a documented value (the message lists them).",
			Bad:   ex(nd + "\npermissionMode: acceptAll"), Good: ex(nd + "\npermissionMode: acceptEdits"),
		}},
		&rules.Rule{ID: rules.SubagentModel, Severity: diag.Warning, Formats: only, Check: checkModel, Doc: rules.Doc{
			Title: "`model` is a Claude model alias or id",
			Why:   "`model` takes `sonnet`, `opus`, `haiku`, `inherit` or a full Claude model id; another value (another vendor's model, a placeholder) does not select the model meant.",
			Fix:   "Use an alias, a `claude-...` model id, or drop the field to inherit the session's model.",
			Bad:   ex(nd + "\nmodel: gpt-4o"), Good: ex(nd + "\nmodel: sonnet"),
		}},
		&rules.Rule{ID: rules.SubagentColor, Severity: diag.Info, Formats: only, Check: checkColor, Doc: rules.Doc{
			Title: "`color` is one the /agents menu offers",
			Why:   "Claude Code's /agents menu offers red, blue, green, yellow, purple, orange, pink and cyan; other names may show no colour.",
			Fix:   "Use one of those colour names, in lowercase.",
			Bad:   ex(nd + "\ncolor: Blue"), Good: ex(nd + "\ncolor: blue"),
		}},
		&rules.Rule{ID: rules.SubagentSkills, Severity: diag.Warning, Formats: only, Check: checkSkills, Doc: rules.Doc{
			Title: "Skills a subagent preloads exist in the project",
			Why:   "`skills:` names skills whose full text is loaded when the subagent starts. A name that matches no skill the project or plugin ships loads nothing, and the subagent runs without the instructions its author counted on.",
			Fix:   "Fix the name (the skill's directory name), or add the skill under `.claude/skills/<name>/` (a plugin's `skills/<name>/`).",
			Bad:   ex(nd + "\nskills: [code-reviw]"), Good: ex(nd + "\nskills: [code-review]"),
		}},
		&rules.Rule{ID: rules.SubagentPluginIgnored, Severity: diag.Warning, Formats: only, Check: checkPluginIgnored, Doc: rules.Doc{
			Title: "A plugin's subagents do not set hooks, mcpServers or permissionMode",
			Why:   "For security, Claude Code ignores `hooks`, `mcpServers` and `permissionMode` in subagents that come from a plugin: the subagent runs without them.",
			Fix:   "Move hooks to the plugin's hooks/hooks.json and MCP servers to its .mcp.json; drop permissionMode.",
			Bad:   ex(nd + "\npermissionMode: acceptEdits"), Good: ex(nd),
		}},
		&rules.Rule{ID: rules.SubagentTools, Severity: diag.Warning, Formats: only, Check: checkTools, Doc: rules.Doc{
			Title: "Tool names are spelled as Claude Code spells them",
			Why:   "Tool names are matched exactly: `tools: read, grep` grants no tool at all, and the subagent cannot do its work. skillint reports names that are near misses of a built-in tool (case or a letter or two); MCP tools and names close to none are left alone.",
			Fix:   "Write the tool's name as Claude Code does: Read, Grep, Glob, Bash, Edit, Write, WebFetch, ...",
			Bad:   ex(nd + "\ntools: read, Grep"), Good: ex(nd + "\ntools: Read, Grep"),
		}},
		&rules.Rule{ID: rules.SubagentUnknownField, Severity: diag.Warning, Formats: only, Check: checkUnknown, Doc: rules.Doc{
			Title: "Frontmatter fields are documented ones",
			Why:   "Claude Code ignores unknown fields, so a typo (`tool:` for `tools:`) or a field from another tool silently does nothing.",
			Fix:   "Fix the spelling (the message names the nearest known field), or remove the field.",
			Bad:   ex(nd + "\nallowedTools: Read"), Good: ex(nd + "\ntools: Read"),
		}},
	)
}

// frontStart is where findings about a missing field go.
func frontStart(p *rules.Pass) diag.Range {
	if t := tree(p); t != nil && t.Frontmatter.Present {
		return t.Frontmatter.Open
	}
	return p.Src().Range(0, 0)
}

func required(p *rules.Pass, key, what string) {
	t := tree(p)
	if t == nil || !t.Frontmatter.Present {
		return // subagent/frontmatter.missing says it
	}
	kv := t.Root.Get(key)
	switch {
	case kv == nil:
		p.Report(frontStart(p), "the subagent has no `%s:`: %s", key, what)
	case kv.Value.Kind == yamlfm.String && strings.TrimSpace(kv.Value.Value) == "", kv.Value.Kind == yamlfm.Null:
		p.Report(ruleutil.NodeRange(p, kv.Key), "`%s:` is empty: %s", key, what)
	}
}

func checkName(p *rules.Pass) {
	if t := tree(p); t != nil && t.Place.Plugin && t.Root.Get("name") == nil {
		return // a plugin's agent is named after its file (plugin:file)
	}
	required(p, "name", "add one in lowercase letters and hyphens (Claude Code delegates by it)")
}

func checkDescription(p *rules.Pass) {
	required(p, "description", "add one saying what the subagent does and when to use it")
}

func checkNameFormat(p *rules.Pass) {
	kv := root(p).Get("name")
	if kv == nil || kv.Value.Kind != yamlfm.String || strings.TrimSpace(kv.Value.Value) == "" || nameRE.MatchString(kv.Value.Value) {
		return
	}
	p.Report(ruleutil.NodeRange(p, kv.Value), "the name %q is not lowercase letters, digits and hyphens: write it in kebab case, e.g. %q", kv.Value.Value, kebab(kv.Value.Value))
}

var nonKebab = match.Lazy(`[^a-z0-9]+`)

func kebab(s string) string {
	return strings.Trim(nonKebab.ReplaceAllString(strings.ToLower(s), "-"), "-")
}

func checkTypes(p *rules.Pass) {
	t := tree(p)
	if t == nil || t.Root == nil || t.Lenient {
		return // a lenient reading has only strings
	}
	for _, kv := range t.Root.Pairs {
		s, ok := shapes[kv.Key.Value]
		if !ok || (kv.Value.Kind == yamlfm.Null && kv.Key.Value != "name" && kv.Key.Value != "description") {
			continue
		}
		ruleutil.CheckShape(p, kv.Value, s, kv.Key.Value)
	}
}

func checkValues(p *rules.Pass) {
	r := root(p)
	for _, k := range []string{"permissionMode", "memory", "effort", "isolation"} {
		if kv := r.Get(k); kv != nil && kv.Value.Kind == yamlfm.String {
			ruleutil.CheckShape(p, kv.Value, ruleutil.EnumShape(enums[k]...), k)
		}
	}
	if kv := r.Get("maxTurns"); kv != nil && kv.Value.Kind == yamlfm.Int {
		if n, err := strconv.Atoi(strings.TrimSpace(kv.Value.Value)); err == nil && n <= 0 {
			p.Report(ruleutil.NodeRange(p, kv.Value), "`maxTurns` is %d: it must be a positive number of turns", n)
		}
	}
}

func checkModel(p *rules.Pass) {
	kv := root(p).Get("model")
	if kv == nil || kv.Value.Kind != yamlfm.String || modelAlias.MatchString(strings.TrimSpace(kv.Value.Value)) {
		return
	}
	p.Report(ruleutil.NodeRange(p, kv.Value), "`model: %s` is not a Claude model alias (sonnet, opus, haiku, inherit) or a `claude-...` model id", kv.Value.Value)
}

func checkColor(p *rules.Pass) {
	kv := root(p).Get("color")
	if kv == nil || kv.Value.Kind != yamlfm.String || slices.Contains(colors, kv.Value.Value) {
		return
	}
	msg := "`color: " + kv.Value.Value + "` is not one of " + strings.Join(colors, ", ")
	if c := strings.ToLower(kv.Value.Value); slices.Contains(colors, c) {
		msg += ": write it in lowercase"
	}
	p.Report(ruleutil.NodeRange(p, kv.Value), "%s", msg)
}

func checkPluginIgnored(p *rules.Pass) {
	t := tree(p)
	if t == nil || !t.Place.Plugin {
		return
	}
	for _, k := range pluginIgnored {
		if kv := t.Root.Get(k); kv != nil {
			p.Report(ruleutil.NodeRange(p, kv.Key), "Claude Code ignores `%s` in a plugin's subagents", k)
		}
	}
}

func checkUnknown(p *rules.Pass) {
	r := root(p)
	if r == nil || tree(p).Lenient {
		return // a lenient reading knows only the documented keys
	}
	for _, kv := range r.Pairs {
		k := kv.Key.Value
		if slices.Contains(fields, k) {
			continue
		}
		msg := "`" + k + "` is not a subagent field; Claude Code ignores it"
		if near := ruleutil.NearestKey(k, fields); near != "" {
			msg += " (did you mean `" + near + "`?)"
		} else if k == "allowedTools" || k == "allowed-tools" {
			msg += " (a subagent's tools are `tools:`)"
		}
		p.Report(ruleutil.NodeRange(p, kv.Key), "%s", msg)
	}
}

// skillDirs are the directories that hold the skills a subagent's project
// or plugin ships.
func skillDirs(t *subagent.Tree) []string {
	root := t.Place.Root
	if t.Place.Claude {
		return []string{filepath.Join(root, ".claude", "skills")}
	}
	return []string{filepath.Join(root, "skills"), filepath.Join(root, ".claude", "skills")}
}

func checkSkills(p *rules.Pass) {
	t := tree(p)
	if t == nil {
		return
	}
	kv := t.Root.Get("skills")
	if kv == nil {
		return
	}
	var names []*yamlfm.Node
	switch kv.Value.Kind {
	case yamlfm.Seq:
		for _, it := range kv.Value.Items {
			if it.Kind == yamlfm.String {
				names = append(names, it)
			}
		}
	case yamlfm.String:
		for _, n := range subagent.SplitTools(kv.Value.Value) {
			names = append(names, &yamlfm.Node{Kind: yamlfm.String, Value: n, Start: kv.Value.Start, End: kv.Value.End})
		}
	}
	dirs := skillDirs(t)
	for _, n := range names {
		name := strings.TrimSpace(n.Value)
		if i := strings.LastIndexByte(name, ':'); i >= 0 {
			name = name[i+1:] // plugin:skill
		}
		if name == "" || strings.ContainsAny(name, "/\\") {
			continue
		}
		found := false
		for _, d := range dirs {
			if st, err := os.Stat(filepath.Join(d, name, "SKILL.md")); err == nil && st.Mode().IsRegular() {
				found = true
				break
			}
		}
		if !found {
			found = declaredName(dirs, name)
		}
		if !found {
			var rel []string
			for _, d := range dirs {
				rel = append(rel, filepath.ToSlash(relTo(t.Place.Root, d))+"/")
			}
			p.Report(ruleutil.NodeRange(p, n), "no skill %q in %s: the subagent preloads nothing for it (unless it is a user skill installed elsewhere)", n.Value, strings.Join(rel, " or "))
		}
	}
}

func relTo(base, target string) string {
	if r, err := filepath.Rel(base, target); err == nil {
		return r
	}
	return target
}

func checkTools(p *rules.Pass) {
	for _, k := range []string{"tools", "disallowedTools"} {
		tools := subagent.Tools(p.Src(), root(p).Get(k))
		names := make([]string, len(tools))
		for i, t := range tools {
			names[i] = t.Value
		}
		if ruleutil.ForeignToolList(names) && !claudeDir(p.Src().Path) {
			continue // another host's agent (Gemini CLI's read_file, glob)
		}
		for _, t := range tools {
			if want := ruleutil.ClaudeToolTypo(t.Value); want != "" {
				p.Report(t.Range, "`%s` in `%s` is not a Claude Code tool: did you mean `%s`? (tool names are matched exactly)", t.Value, k, want)
			}
		}
	}
}

// declaredName reports whether a skill in one of dirs declares name in its
// frontmatter (its directory may be named otherwise).
func declaredName(dirs []string, name string) bool {
	for _, d := range dirs {
		entries, err := os.ReadDir(d)
		if err != nil {
			continue
		}
		for i, e := range entries {
			if i >= 1000 {
				break
			}
			path := filepath.Join(d, e.Name(), "SKILL.md")
			st, err := os.Stat(path)
			if err != nil || !st.Mode().IsRegular() || st.Size() > 1<<20 {
				continue
			}
			src, err := os.ReadFile(path)
			if err != nil {
				continue
			}
			root := yamlfm.Parse(diag.NewSource(path, src)).Root
			if kv := root.Get("name"); kv != nil && strings.TrimSpace(kv.Value.Value) == name {
				return true
			}
		}
	}
	return false
}

// claudeDir reports a path under a .claude folder: Claude Code's own.
func claudeDir(path string) bool {
	return strings.Contains("/"+filepath.ToSlash(path), "/.claude/")
}
