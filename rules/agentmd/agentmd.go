// Package agentmd holds the agentmd/* rules: the agents policy format's loader rules over
// *.agent.md files.
package agentmd

import (
	"fmt"
	"github.com/skillint/skillint/internal/match"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/formats/agentmd"
	"github.com/skillint/skillint/formats/yamlfm"
	"github.com/skillint/skillint/model"
	"github.com/skillint/skillint/rules"
	"github.com/skillint/skillint/rules/internal/ruleutil"
)

// The agents policy (`agents/<category>_<agent-name>.agent.md`): everything
// its loader throws is an error here, with a position.

var policyOnly = []string{model.FormatAgentMD}

// fold is a case-insensitive lookup in the policy's metadata.
func fold(n *yamlfm.Node, key string) *yamlfm.Pair { return agentmd.GetFold(n, key) }

// bodyRange turns a span of the body into a file range.
func bodyRange(p *rules.Pass, s agentmd.Span) diag.Range {
	base := ruleutil.AgentTree(p).BodyStart
	return p.Src().Range(base+s.Start, base+s.End)
}

var envNameRE = match.Lazy(`^[A-Za-z_][A-Za-z0-9_]*$`)

var baseAbilities = []string{"fs", "network", "sh", "tool", "mcp", "browser", "env"}

func init() {
	ex := func(fields string) string { return "---\n" + fields + "\n---\n# Reviewer\n\nReviews pull requests.\n" }
	register(
		&rules.Rule{ID: rules.AgentmdKeyCase, Severity: diag.Error, Formats: policyOnly, Check: checkPolicyKeyCase, Doc: rules.Doc{
			Title: "No two metadata keys differ only in case",
			Why:   "The policy's keys are case-insensitive, so `Title` and `title` are the same key given twice, and the loader cannot tell which one is meant.",
			Fix:   "Keep one of the two keys.",
			Bad:   ex("title: Reviewer\nTitle: Code Reviewer"),
			Good:  ex("title: Reviewer"),
		}},
		&rules.Rule{ID: rules.AgentmdFieldType, Severity: diag.Error, Formats: policyOnly, Check: checkPolicyFieldTypes, Doc: rules.Doc{
			Title: "Metadata fields have the policy's types",
			Why:   "The loader throws when version, icon, title or avatar is not a non-empty string, when description, system, rules, templateEngine or input is not a string, or when recommended or required is not a mapping.",
			Fix:   "Write the field as the type the policy defines (quote numbers meant as text).",
			Bad:   ex("version: 1\nrequired: [GITHUB_TOKEN]"),
			Good:  ex("version: 1.0.0\nrequired:\n  env: [GITHUB_TOKEN]"),
		}},
		&rules.Rule{ID: rules.AgentmdVersion, Severity: diag.Warning, Formats: policyOnly, Check: checkPolicyVersion, Doc: rules.Doc{
			Title: "`version` is a semantic version",
			Why:   "The policy versions agent definitions as semver (default 0.1.0); other forms cannot be compared or sorted.",
			Fix:   "Write the version as MAJOR.MINOR.PATCH.",
			Bad:   ex("version: v2"),
			Good:  ex("version: 2.0.0"),
		}},
		&rules.Rule{ID: rules.AgentmdIcon, Severity: diag.Warning, Formats: policyOnly, Check: checkPolicyIcon, Doc: rules.Doc{
			Title: "`icon` is a single emoji",
			Why:   "Hosts show the icon where one character fits; text or several emoji break the layout.",
			Fix:   "Use one emoji.",
			Bad:   ex("icon: robot"),
			Good:  ex("icon: 🤖"),
		}},
		&rules.Rule{ID: rules.AgentmdStatus, Severity: diag.Error, Formats: policyOnly, Check: checkPolicyStatus, Doc: rules.Doc{
			Title: "`status` is active, deprecated or disabled",
			Why:   "The loader accepts only these lifecycle states; anything else fails the agent.",
			Fix:   "Use active, deprecated or disabled.",
			Bad:   ex("status: retired"),
			Good:  ex("status: deprecated"),
		}},
		&rules.Rule{ID: rules.AgentmdStatusInactive, Severity: diag.Info, Formats: policyOnly, Check: checkPolicyInactive, Doc: rules.Doc{
			Title: "The agent is deprecated or disabled",
			Why:   "Worth seeing in CI logs: a disabled agent does not run, and a deprecated one should be on its way out.",
			Fix:   "Nothing to fix if intended; remove the agent when it is no longer needed.",
			Bad:   ex("status: disabled"),
			Good:  ex("status: active"),
		}},
		&rules.Rule{ID: rules.AgentmdRequired, Severity: diag.Error, Formats: policyOnly, Check: checkPolicyRequired, Doc: rules.Doc{
			Title: "`required` lists environment variables and a startup tool",
			Why:   "Startup checks are hard gates: `required.env` must be a list of variable names, and only env and startup are defined.",
			Fix:   "Write `required.env` as a list of names such as GITHUB_TOKEN.",
			Bad:   ex("required:\n  env: GITHUB_TOKEN"),
			Good:  ex("required:\n  env: [GITHUB_TOKEN]"),
		}},
		&rules.Rule{ID: rules.AgentmdStartup, Severity: diag.Error, Formats: policyOnly, Check: checkPolicyStartup, Doc: rules.Doc{
			Title: "`required.startup` names a tool of the `## Tools` section",
			Why:   "The startup tool must run successfully before the agent starts; one that does not exist means the agent never starts.",
			Fix:   "Name a tool that the `## Tools` code returns (names are compared ignoring case), or define it there.",
			Bad:   "required:\n  startup: check_env   (## Tools returns { lint })",
			Good:  "required:\n  startup: lint",
		}},
		&rules.Rule{ID: rules.AgentmdCommands, Severity: diag.Error, Formats: policyOnly, Check: checkPolicyCommands, Doc: rules.Doc{
			Title: "`commands` items are paths, URLs or complete inline commands",
			Why:   "The loader throws on an empty list, a string that is neither a ./, ../ or / path nor an http(s) URL, and an inline command without a name, description or body, or with an empty argument-hint.",
			Fix:   "Write local paths with ./ and give every inline command name, description and body.",
			Bad:   ex("commands:\n  - commands/test.md\n  - name: test\n    body: Write tests."),
			Good:  ex("commands:\n  - ./commands/test.md\n  - name: test\n    description: Writes unit tests.\n    body: Write tests for $1."),
		}},
		&rules.Rule{ID: rules.AgentmdCommandPath, Severity: diag.Warning, Formats: policyOnly, Check: checkPolicyCommandPath, Doc: rules.Doc{
			Title: "Local command paths exist",
			Why:   "A command file or folder that is not there is silently missing from the agent.",
			Fix:   "Add the file, or fix the path (relative to the agent file).",
			Bad:   "commands:\n  - ./commands/missing.md",
			Good:  "commands:\n  - ./commands/test.md",
		}},
		&rules.Rule{ID: rules.AgentmdCommandArgs, Severity: diag.Warning, Formats: policyOnly, Check: checkPolicyCommandArgs, Doc: rules.Doc{
			Title: "A command's body uses only the arguments its argument-hint names",
			Why:   "The runtime rejects an invocation whose body refers to a positional argument ($3) that was not given; an argument-hint naming two arguments promises two.",
			Fix:   "Name every argument in argument-hint, or stop using the extra $N.",
			Bad:   "argument-hint: [target]\nbody: Test $1 with $2.",
			Good:  "argument-hint: [target] [framework]\nbody: Test $1 with $2.",
		}},
		&rules.Rule{ID: rules.AgentmdConflict, Severity: diag.Error, Formats: policyOnly, Check: checkPolicyConflicts, Doc: rules.Doc{
			Title: "Metadata and headings do not disagree",
			Why:   "Title, description, avatar, system and rules can come from the metadata or from headings; when both give different values the loader throws \"conflicting <key>\".",
			Fix:   "Remove one of the two, or make them say the same (case and surrounding space are ignored).",
			Bad:   "---\ntitle: Reviewer\n---\n# Code Reviewer\n",
			Good:  "---\ntitle: Code Reviewer\n---\n# Code Reviewer\n",
		}},
		&rules.Rule{ID: rules.AgentmdTitle, Severity: diag.Error, Formats: policyOnly, Check: checkPolicyTitle, Doc: rules.Doc{
			Title: "The agent has a title",
			Why:   "The title comes from `title:` or the first `#` heading; with neither, the loader has no name for the agent.",
			Fix:   "Add a `# Title` heading at the top of the body (or `title:` in the metadata).",
			Bad:   "Reviews pull requests.\n",
			Good:  "# Reviewer\n\nReviews pull requests.\n",
		}},
		&rules.Rule{ID: rules.AgentmdToolScheme, Severity: diag.Warning, Formats: policyOnly, Check: checkPolicyToolScheme, Doc: rules.Doc{
			Title: "Each tool's scheme has name, description and parameters",
			Why:   "Tools follow the OpenAI function format; a scheme without these keys cannot be offered to the model.",
			Fix:   "Give the scheme `name`, `description` and `parameters` (a JSON Schema).",
			Bad:   "return { lint: { fn, scheme: { name: \"lint\" } } };",
			Good:  "return { lint: { fn, scheme: { name: \"lint\", description: \"Runs the linter\", parameters: {} } } };",
		}},
		&rules.Rule{ID: rules.AgentmdAbilities, Severity: diag.Error, Formats: policyOnly, Check: checkPolicyAbilities, Doc: rules.Doc{
			Title: "Abilities are known, scoped correctly, and not both allowed and denied",
			Why:   "The loader accepts fs, network, sh, tool, mcp, browser and env, and sh:<command> with one command; an unknown ability or one in both allow and deny is an error.",
			Fix:   "Use the base abilities or sh:<command>, and list each ability in allow or deny, not both.",
			Bad:   ex("abilities:\n  allow: [fs, sh:git status]\n  deny: [fs]"),
			Good:  ex("abilities:\n  allow: [fs, sh:git]\n  deny: [network]"),
		}},
		&rules.Rule{ID: rules.AgentmdFilename, Severity: diag.Warning, Formats: policyOnly, Check: checkPolicyFilename, Doc: rules.Doc{
			Title: "The file is named <category>_<agent-name>.agent.md",
			Why:   "The policy applies to files of this pattern; tools that list agents by category rely on it.",
			Fix:   "Rename the file, e.g. review_pull-requests.agent.md.",
			Bad:   "agents/reviewer.agent.md",
			Good:  "agents/review_pull-requests.agent.md",
		}},
	)
}

func checkPolicyKeyCase(p *rules.Pass) {
	var walk func(n *yamlfm.Node)
	walk = func(n *yamlfm.Node) {
		if n == nil {
			return
		}
		seen := map[string]*yamlfm.Node{}
		for _, kv := range n.Pairs {
			low := strings.ToLower(kv.Key.Value)
			if first, ok := seen[low]; ok && first.Value != kv.Key.Value {
				f := p.Report(ruleutil.NodeRange(p, kv.Key), "`%s` and `%s` (line %d) are the same key: keys are case-insensitive, so keep one", kv.Key.Value, first.Value, p.Src().LineOf(first.Start))
				f.Related = append(f.Related, diag.Related{Range: ruleutil.NodeRange(p, first), Message: "the same key"})
			} else if !ok {
				seen[low] = kv.Key
			}
			walk(kv.Value)
		}
		for _, it := range n.Items {
			walk(it)
		}
	}
	walk(ruleutil.PolicyRoot(p))
}

func checkPolicyFieldTypes(p *rules.Pass) {
	root := ruleutil.PolicyRoot(p)
	for _, key := range []string{"version", "icon", "title", "avatar"} {
		if kv := fold(root, key); kv != nil && (kv.Value.Kind != yamlfm.String || strings.TrimSpace(kv.Value.Value) == "") {
			p.Report(ruleutil.NodeRange(p, kv.Value), "`%s` must be a non-empty string, not %s", kv.Key.Value, ruleutil.Describe(kv.Value))
		}
	}
	for _, key := range []string{"description", "system", "rules", "templateEngine", "input", "status"} {
		if kv := fold(root, key); kv != nil && kv.Value.Kind != yamlfm.String {
			p.Report(ruleutil.NodeRange(p, kv.Value), "`%s` must be a string, not %s", kv.Key.Value, kv.Value.Kind)
		}
	}
	for _, key := range []string{"recommended", "required"} {
		if kv := fold(root, key); kv != nil && kv.Value.Kind != yamlfm.Map {
			p.Report(ruleutil.NodeRange(p, kv.Value), "`%s` must be a mapping, not %s", kv.Key.Value, kv.Value.Kind)
		}
	}
	if kv := fold(root, "commands"); kv != nil && kv.Value.Kind != yamlfm.Seq {
		p.Report(ruleutil.NodeRange(p, kv.Value), "`%s` must be a list, not %s", kv.Key.Value, kv.Value.Kind)
	}
}

func checkPolicyVersion(p *rules.Pass) {
	if kv := fold(ruleutil.PolicyRoot(p), "version"); kv != nil && kv.Value.Kind == yamlfm.String && kv.Value.Value != "" && !ruleutil.SemverRE.MatchString(strings.TrimSpace(kv.Value.Value)) {
		p.Report(ruleutil.NodeRange(p, kv.Value), "version %q is not a semantic version (MAJOR.MINOR.PATCH, e.g. 1.0.0)", kv.Value.Value)
	}
}

// isSingleEmoji reports whether s is one emoji: one pictograph, possibly
// with variation selectors, skin tones and zero-width joiners, or one flag.
func isSingleEmoji(s string) bool {
	s = strings.TrimSpace(s)
	bases, regional := 0, 0
	for _, r := range s {
		switch {
		case r == 0x200D || r == 0xFE0F || r == 0xFE0E || (r >= 0x1F3FB && r <= 0x1F3FF) || r == 0x20E3 || (r >= 0xE0020 && r <= 0xE007F):
		case r >= 0x1F1E6 && r <= 0x1F1FF:
			regional++
		case (r >= 0x1F000 && r <= 0x1FAFF) || (r >= 0x2600 && r <= 0x27BF) || (r >= 0x2B00 && r <= 0x2BFF) || (r >= 0x2190 && r <= 0x21FF) || (r >= 0x2300 && r <= 0x23FF) || r == 0x00A9 || r == 0x00AE || r == 0x203C || r == 0x2049 || r == 0x2122 || r == 0x2139 || r == 0x3030 || r == 0x303D:
			bases++
		default:
			return false
		}
	}
	if regional > 0 {
		return regional == 2 && bases == 0
	}
	return bases == 1 || strings.Count(s, "\u200d") == bases-1 && bases > 0
}

func checkPolicyIcon(p *rules.Pass) {
	if kv := fold(ruleutil.PolicyRoot(p), "icon"); kv != nil && kv.Value.Kind == yamlfm.String && kv.Value.Value != "" && !isSingleEmoji(kv.Value.Value) {
		p.Report(ruleutil.NodeRange(p, kv.Value), "icon %q is not a single emoji: use one emoji such as 🤖", kv.Value.Value)
	}
}

var statuses = []string{"active", "deprecated", "disabled"}

func statusOf(p *rules.Pass) (*yamlfm.Pair, string) {
	kv := fold(ruleutil.PolicyRoot(p), "status")
	if kv == nil || kv.Value.Kind != yamlfm.String {
		return nil, ""
	}
	return kv, strings.ToLower(strings.TrimSpace(kv.Value.Value))
}

func checkPolicyStatus(p *rules.Pass) {
	if kv, s := statusOf(p); kv != nil && !slices.Contains(statuses, s) {
		p.Report(ruleutil.NodeRange(p, kv.Value), "status %q is not active, deprecated or disabled", kv.Value.Value)
	}
}

func checkPolicyInactive(p *rules.Pass) {
	if kv, s := statusOf(p); kv != nil && (s == "deprecated" || s == "disabled") {
		p.Report(ruleutil.NodeRange(p, kv.Value), "the agent is %s", s)
	}
}

func checkPolicyRequired(p *rules.Pass) {
	req := fold(ruleutil.PolicyRoot(p), "required")
	if req == nil || req.Value.Kind != yamlfm.Map {
		return
	}
	for _, kv := range req.Value.Pairs {
		switch strings.ToLower(kv.Key.Value) {
		case "startup":
		case "env":
			if kv.Value.Kind != yamlfm.Seq {
				p.Report(ruleutil.NodeRange(p, kv.Value), "`required.env` must be a list of environment variable names, not %s", kv.Value.Kind)
				continue
			}
			for _, it := range kv.Value.Items {
				if it.Kind != yamlfm.String || !envNameRE.MatchString(it.Value) {
					p.Report(ruleutil.NodeRange(p, it), "%q is not an environment variable name (letters, digits and underscores)", it.Value)
				}
			}
		default:
			p.Report(ruleutil.NodeRange(p, kv.Key), "`required` has no field `%s`: the policy defines env and startup", kv.Key.Value)
		}
	}
}

func checkPolicyStartup(p *rules.Pass) {
	req := fold(ruleutil.PolicyRoot(p), "required")
	if req == nil {
		return
	}
	st := fold(req.Value, "startup")
	if st == nil {
		return
	}
	if st.Value.Kind != yamlfm.String || strings.TrimSpace(st.Value.Value) == "" {
		p.Report(ruleutil.NodeRange(p, st.Value), "`required.startup` must name a tool of the `## Tools` section")
		return
	}
	t := ruleutil.AgentTree(p)
	if len(t.Tools) == 0 {
		p.Report(ruleutil.NodeRange(p, st.Value), "`required.startup` names %q, but no tools were found: define it in a `## Tools` section that returns { %s: { fn, scheme } }", st.Value.Value, st.Value.Value)
		return
	}
	var names []string
	for _, tool := range t.Tools {
		if strings.EqualFold(tool.Name, strings.TrimSpace(st.Value.Value)) {
			return
		}
		names = append(names, tool.Name)
	}
	p.Report(ruleutil.NodeRange(p, st.Value), "`required.startup` names %q, which does not match any tool (%s)", st.Value.Value, strings.Join(names, ", "))
}

func commandItems(p *rules.Pass) []*yamlfm.Node {
	kv := fold(ruleutil.PolicyRoot(p), "commands")
	if kv == nil || kv.Value.Kind != yamlfm.Seq {
		return nil
	}
	return kv.Value.Items
}

func isURL(s string) bool { return strings.HasPrefix(s, "http://") || strings.HasPrefix(s, "https://") }

func isLocalPath(s string) bool {
	return strings.HasPrefix(s, "./") || strings.HasPrefix(s, "../") || strings.HasPrefix(s, "/")
}

func checkPolicyCommands(p *rules.Pass) {
	kv := fold(ruleutil.PolicyRoot(p), "commands")
	if kv == nil || kv.Value.Kind != yamlfm.Seq {
		return
	}
	if len(kv.Value.Items) == 0 {
		p.Report(ruleutil.NodeRange(p, kv.Key), "`commands` is an empty list: remove it or add commands")
	}
	for _, it := range kv.Value.Items {
		switch it.Kind {
		case yamlfm.String:
			if !isLocalPath(it.Value) && !isURL(it.Value) {
				p.Report(ruleutil.NodeRange(p, it), "command %q is neither a local path (./, ../ or /) nor an http(s) URL: write ./%s", it.Value, it.Value)
			}
		case yamlfm.Map:
			for _, key := range []string{"name", "description", "body"} {
				f := fold(it, key)
				switch {
				case f == nil:
					p.Report(ruleutil.NodeRange(p, it), "the inline command needs a `%s`", key)
				case f.Value.Kind != yamlfm.String || strings.TrimSpace(f.Value.Value) == "":
					p.Report(ruleutil.NodeRange(p, f.Value), "the inline command's `%s` must be a non-empty string", key)
				}
			}
			if h := fold(it, "argument-hint"); h != nil {
				checkArgumentHint(p, h.Value)
			}
		default:
			p.Report(ruleutil.NodeRange(p, it), "a command must be a path, a URL or an inline command, not %s", it.Kind)
		}
	}
}

func checkArgumentHint(p *rules.Pass, n *yamlfm.Node) {
	switch n.Kind {
	case yamlfm.String:
		if strings.TrimSpace(n.Value) == "" {
			p.Report(ruleutil.NodeRange(p, n), "`argument-hint` must not be empty")
		}
	case yamlfm.Seq:
		for _, it := range n.Items {
			if it.Kind != yamlfm.String || strings.TrimSpace(it.Value) == "" {
				p.Report(ruleutil.NodeRange(p, it), "each `argument-hint` item must be a non-empty string")
			}
		}
	default:
		p.Report(ruleutil.NodeRange(p, n), "`argument-hint` must be a string or a list of strings, not %s", n.Kind)
	}
}

func checkPolicyCommandPath(p *rules.Pass) {
	for _, it := range commandItems(p) {
		if it.Kind != yamlfm.String || !isLocalPath(it.Value) {
			continue
		}
		target := it.Value
		if !filepath.IsAbs(target) {
			target = filepath.Join(p.Doc.Dir, filepath.FromSlash(target))
		}
		if _, err := os.Stat(target); err != nil {
			p.Report(ruleutil.NodeRange(p, it), "the command path %s does not exist: add it or fix the path (relative to the agent file)", it.Value)
		}
	}
}

var dollarArg = match.Lazy(`\$([0-9]+)`)

func checkPolicyCommandArgs(p *rules.Pass) {
	for _, s := range p.Doc.Skills {
		if s.Role != model.RoleCommand || s.Body == nil {
			continue
		}
		hints := len(s.Inputs)
		for _, m := range dollarArg.FindAllSubmatchIndex(s.Body.Text, -1) {
			n, _ := strconv.Atoi(string(s.Body.Text[m[2]:m[3]]))
			if n > hints {
				p.Report(s.Body.Range(m[0], m[1]), "$%d is used, but the argument-hint of command %q names %d argument(s): the runtime rejects the invocation; name it in argument-hint", n, s.Name.Value, hints)
			}
		}
	}
}

func normalizeValue(s string) string { return strings.ToLower(strings.Join(strings.Fields(s), " ")) }

func checkPolicyConflicts(p *rules.Pass) {
	t := ruleutil.AgentTree(p)
	root := ruleutil.PolicyRoot(p)
	if root == nil || t.Sections == nil {
		return
	}
	pairs := []struct {
		key     string
		heading agentmd.Span
		where   string
	}{
		{"title", t.Sections.Title, "the first # heading"},
		{"description", t.Sections.Description, "the first paragraph after the title"},
		{"avatar", t.Sections.Avatar, "the first image under # Avatar"},
		{"system", t.Sections.System, "the ## System section"},
		{"rules", t.Sections.Rules, "the ## Rules section"},
	}
	for _, c := range pairs {
		kv := fold(root, c.key)
		if kv == nil || kv.Value.Kind != yamlfm.String || strings.TrimSpace(kv.Value.Value) == "" || !c.heading.Set || strings.TrimSpace(c.heading.Text) == "" {
			continue
		}
		if normalizeValue(kv.Value.Value) == normalizeValue(c.heading.Text) {
			continue
		}
		f := p.Report(ruleutil.NodeRange(p, kv.Key), "conflicting %s: the metadata says %q, %s says %q; remove one or make them equal", c.key, clip(kv.Value.Value), c.where, clip(c.heading.Text))
		f.Related = append(f.Related, diag.Related{Range: bodyRange(p, c.heading), Message: c.where})
	}
}

func clip(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > 50 {
		return string(r[:47]) + "..."
	}
	return s
}

func checkPolicyTitle(p *rules.Pass) {
	if a := p.Doc.Agent; a != nil && strings.TrimSpace(a.Name.Value) == "" {
		r := p.Src().Range(ruleutil.AgentTree(p).BodyStart, ruleutil.AgentTree(p).BodyStart)
		p.Report(r, "the agent has no title: add a `# Title` heading at the top of the body, or `title:` to the metadata")
	}
}

func checkPolicyToolScheme(p *rules.Pass) {
	for _, tool := range ruleutil.AgentTree(p).Tools {
		if !tool.HasScheme {
			continue
		}
		var missing []string
		for _, k := range []string{"name", "description", "parameters"} {
			if !slices.Contains(tool.SchemeKeys, k) {
				missing = append(missing, k)
			}
		}
		if len(missing) > 0 {
			p.Report(p.Src().Range(tool.SchemeAt, tool.SchemeAt+len("scheme")), "the scheme of tool %q has no %s: the OpenAI function format needs name, description and parameters", tool.Name, strings.Join(missing, ", "))
		}
	}
}

func checkPolicyAbilities(p *rules.Pass) {
	kv := fold(ruleutil.PolicyRoot(p), "abilities")
	if kv == nil {
		return
	}
	check := func(list *yamlfm.Node, what string) map[string]*yamlfm.Node {
		out := map[string]*yamlfm.Node{}
		if list.Kind != yamlfm.Seq {
			p.Report(ruleutil.NodeRange(p, list), "`%s` must be a list of abilities, not %s", what, list.Kind)
			return out
		}
		if len(list.Items) == 0 {
			p.Report(ruleutil.NodeRange(p, list), "`%s` is an empty list", what)
		}
		for _, it := range list.Items {
			if it.Kind != yamlfm.String {
				p.Report(ruleutil.NodeRange(p, it), "an ability must be a string, not %s", it.Kind)
				continue
			}
			a := strings.ToLower(strings.TrimSpace(it.Value))
			base, scope, scoped := strings.Cut(a, ":")
			switch {
			case scoped && base == "sh" && (scope == "" || strings.IndexFunc(scope, unicode.IsSpace) >= 0):
				p.Report(ruleutil.NodeRange(p, it), "%q: a scoped shell ability is sh:<command> with one command and no white space", it.Value)
			case scoped && base != "sh":
				p.Report(ruleutil.NodeRange(p, it), "%q: only sh can be scoped (sh:<command>)", it.Value)
			case !scoped && !slices.Contains(baseAbilities, a):
				msg := fmt.Sprintf("unknown ability %q: use %s, or sh:<command>", it.Value, strings.Join(baseAbilities, ", "))
				if near := ruleutil.NearestKey(a, baseAbilities); near != "" {
					msg += fmt.Sprintf(" (did you mean %s?)", near)
				}
				p.Report(ruleutil.NodeRange(p, it), "%s", msg)
			}
			out[a] = it
		}
		return out
	}
	switch kv.Value.Kind {
	case yamlfm.Seq:
		check(kv.Value, "abilities")
	case yamlfm.Map:
		var allow, deny map[string]*yamlfm.Node
		for _, f := range kv.Value.Pairs {
			switch strings.ToLower(f.Key.Value) {
			case "allow":
				allow = check(f.Value, "abilities.allow")
			case "deny":
				deny = check(f.Value, "abilities.deny")
			default:
				p.Report(ruleutil.NodeRange(p, f.Key), "`abilities` has allow and deny lists, not `%s`", f.Key.Value)
			}
		}
		var both []string
		for a := range deny {
			if allow[a] != nil {
				both = append(both, a)
			}
		}
		sort.Strings(both)
		for _, a := range both {
			f := p.Report(ruleutil.NodeRange(p, deny[a]), "ability %q is both allowed and denied: deny overrides allow, and the loader refuses the overlap; keep it in one list", a)
			f.Related = append(f.Related, diag.Related{Range: ruleutil.NodeRange(p, allow[a]), Message: "allowed here"})
		}
	default:
		p.Report(ruleutil.NodeRange(p, kv.Value), "`abilities` must be a list (the allow list) or a mapping with allow and deny, not %s", kv.Value.Kind)
	}
}

func checkPolicyFilename(p *rules.Pass) {
	base := filepath.Base(p.Src().Path)
	if !agentmd.PolicyName.MatchString(base) {
		p.Report(p.Src().Range(0, 0), "the file name %s does not follow <category>_<agent-name>.agent.md: rename it, e.g. review_%s", base, strings.ReplaceAll(base, "_", "-"))
	}
}
