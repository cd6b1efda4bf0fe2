// Package copilot holds the copilot/* rules: the documented schema of GitHub Copilot and VS Code
// custom agents.
package copilot

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/formats/agentmd"
	"github.com/skillint/skillint/formats/frontend"
	"github.com/skillint/skillint/formats/yamlfm"
	"github.com/skillint/skillint/model"
	"github.com/skillint/skillint/rules"
	"github.com/skillint/skillint/rules/internal/ruleutil"
)

// GitHub Copilot / VS Code custom agents (`.github/agents/*.md`,
// `*.agent.md`): the documented frontmatter schema.

var copilotOnly = []string{model.FormatCopilotAgent}

// copilotFields are the documented frontmatter keys.
var copilotFields = []string{"name", "description", "target", "tools", "model", "argument-hint", "handoffs",
	"mcp-servers", "disable-model-invocation", "user-invocable", "user-invokable", "infer", "agents", "metadata", "hooks"}

// otherAgentFields are fields that other hosts' agent files define, found
// in agent files shared between hosts (docs/hosts/copilot.md): Copilot
// ignores them, and they are there on purpose. OpenCode's `mode` counts only
// with its own values; `mode: agent` is a prompt file's field written in an
// agent.
var otherAgentFields = map[string][]string{
	// OpenCode agents (opencode.ai/docs/agents)
	"mode": {"primary", "subagent", "all"}, "hidden": nil, "temperature": nil, "top_p": nil, "permission": nil,
	"disable": nil, "steps": nil, "maxSteps": nil, "prompt": nil, "color": nil, "variant": nil,
	// Claude Code subagents (code.claude.com/docs/en/sub-agents)
	"permissionMode": nil, "skills": nil, "disallowedTools": nil, "mcpServers": nil, "maxTurns": nil,
}

// otherHostField reports whether a key and its value belong to another
// host's agent format.
func otherHostField(kv *yamlfm.Pair) bool {
	values, ok := otherAgentFields[kv.Key.Value]
	if !ok {
		return false
	}
	return values == nil || (kv.Value.Kind == yamlfm.String && slices.Contains(values, kv.Value.Value))
}

var copilotBooleans = []string{"disable-model-invocation", "user-invocable", "user-invokable", "infer"}

// copilotBodyMax is the body limit, in characters.
const copilotBodyMax = 30000

func copilotRoot(p *rules.Pass) *yamlfm.Node { return ruleutil.PolicyRoot(p) }

func init() {
	ex := func(fields string) string { return "---\n" + fields + "\n---\nYou plan features.\n" }
	register(
		&rules.Rule{ID: rules.CopilotDescriptionRequired, Severity: diag.Error, Formats: copilotOnly, Check: checkCopilotDescription, Doc: rules.Doc{
			Title: "A custom agent has a description",
			Why:   "The description is required: it is shown in the agent picker and is what a model reads to choose the agent. A VS Code chat mode (`*.chatmode.md`), whose header VS Code documents as optional, gets a warning.",
			Fix:   "Add `description:` saying what the agent does and when to use it.",
			Bad:   ex("name: planner"),
			Good:  ex("name: planner\ndescription: Plans features before coding. Use when starting a new feature."),
		}},
		&rules.Rule{ID: rules.CopilotFieldType, Severity: diag.Error, Formats: copilotOnly, Check: checkCopilotTypes, Doc: rules.Doc{
			Title: "Frontmatter fields have the documented types",
			Why:   "Hosts reject or ignore a field of the wrong type: name and argument-hint are strings, model a string or list of strings, mcp-servers a mapping, agents a list or `*`, metadata a mapping of strings.",
			Fix:   "Write the field as the documented type.",
			Bad:   ex("description: Plans.\nmodel: 4"),
			Good:  ex("description: Plans.\nmodel: GPT-5"),
		}},
		&rules.Rule{ID: rules.CopilotTarget, Severity: diag.Error, Formats: copilotOnly, Check: checkCopilotTarget, Doc: rules.Doc{
			Title: "`target` is vscode or github-copilot",
			Why:   "The target says where the agent runs; another value makes hosts skip the agent.",
			Fix:   "Use `target: vscode` or `target: github-copilot`, or drop it for both.",
			Bad:   ex("description: Plans.\ntarget: copilot"),
			Good:  ex("description: Plans.\ntarget: github-copilot"),
		}},
		&rules.Rule{ID: rules.CopilotTools, Severity: diag.Error, Formats: copilotOnly, Check: checkCopilotTools, Doc: rules.Doc{
			Title: "`tools` is a list of tool names or a comma-separated string",
			Why:   "A tools value of another shape grants no tools (or all of them, depending on the host).",
			Fix:   "Write `tools: ['read', 'search']`, or `tools: ['*']` for all tools.",
			Bad:   ex("description: Plans.\ntools: {read: true}"),
			Good:  ex("description: Plans.\ntools: ['read', 'search']"),
		}},
		&rules.Rule{ID: rules.CopilotHandoffs, Severity: diag.Error, Formats: copilotOnly, Check: checkCopilotHandoffs, Doc: rules.Doc{
			Title: "`handoffs` entries have label, agent and prompt",
			Why:   "A handoff button needs a label to show, an agent to hand to and a prompt to send; `send` is a boolean and `model` a string.",
			Fix:   "Give each handoff label, agent and prompt.",
			Bad:   ex("description: Plans.\nhandoffs:\n  - agent: implementer"),
			Good:  ex("description: Plans.\nhandoffs:\n  - label: Implement\n    agent: implementer\n    prompt: Implement the plan above."),
		}},
		&rules.Rule{ID: rules.CopilotBoolean, Severity: diag.Error, Formats: copilotOnly, Check: checkCopilotBooleans, Doc: rules.Doc{
			Title: "Boolean fields are booleans",
			Why:   "`disable-model-invocation: \"true\"` is a string; hosts that expect a boolean read it as not set, or refuse the agent.",
			Fix:   "Write true or false without quotes.",
			Bad:   ex("description: Plans.\nuser-invocable: \"false\""),
			Good:  ex("description: Plans.\nuser-invocable: false"),
		}},
		&rules.Rule{ID: rules.CopilotInfer, Severity: diag.Warning, Formats: copilotOnly, Check: checkCopilotInfer, Doc: rules.Doc{
			Title: "`infer` is retired",
			Why:   "GitHub's custom agent reference marks `infer` as retired, replaced by `disable-model-invocation` and `user-invocable`: the field is no longer read, so `infer: false` no longer keeps the model from picking the agent.",
			Fix:   "Use `disable-model-invocation: true` to stop the model from choosing the agent, `user-invocable: false` to hide it from users.",
			Bad:   ex("description: Plans.\ninfer: false"),
			Good:  ex("description: Plans.\ndisable-model-invocation: true"),
		}},
		&rules.Rule{ID: rules.CopilotUserInvokable, Severity: diag.Info, Formats: copilotOnly, Check: checkCopilotInvokable, Doc: rules.Doc{
			Title: "`user-invokable` is the VS Code docs' spelling of `user-invocable`",
			Why:   "Both spellings appear in the documentation; GitHub documents `user-invocable`, so an agent meant for both hosts is safest with that one.",
			Fix:   "Write `user-invocable`.",
			Bad:   ex("description: Plans.\nuser-invokable: false"),
			Good:  ex("description: Plans.\nuser-invocable: false"),
		}},
		&rules.Rule{ID: rules.CopilotBodyMaxLength, Severity: diag.Error, Formats: copilotOnly, Check: checkCopilotBody, Doc: rules.Doc{
			Title: "The body is at most 30,000 characters",
			Why:   "The agent's prompt is limited to 30,000 characters; longer agents are rejected.",
			Fix:   "Shorten the prompt; move reference material into files the agent reads when needed.",
			Bad:   "a 40,000-character agent prompt",
			Good:  "a focused prompt that links to docs/ for detail",
		}},
		&rules.Rule{ID: rules.CopilotTargetIgnored, Severity: diag.Warning, Formats: copilotOnly, Check: checkCopilotIgnored, Doc: rules.Doc{
			Title: "No fields that `target: github-copilot` ignores",
			Why:   "On GitHub.com, model, argument-hint and handoffs have no effect; keeping them suggests behaviour the agent will not have.",
			Fix:   "Remove the field, or drop `target` so that VS Code uses it.",
			Bad:   ex("description: Plans.\ntarget: github-copilot\nmodel: GPT-5"),
			Good:  ex("description: Plans.\ntarget: github-copilot"),
		}},
		&rules.Rule{ID: rules.CopilotUnknownField, Severity: diag.Warning, Formats: copilotOnly, Check: checkCopilotUnknown, Doc: rules.Doc{
			Title: "Frontmatter fields are documented ones",
			Why:   "Hosts ignore unknown fields, so a typo (`tool:` for `tools:`) or a field from another format silently does nothing. Fields of other hosts' agent formats (OpenCode's `mode: subagent`, `hidden`, `temperature`, `permission`; Claude Code subagents' `permissionMode`, `skills`) are not reported: an agent file shared between hosts carries them on purpose.",
			Fix:   "Fix the spelling (the message names the nearest known field), or remove the field.",
			Bad:   ex("description: Plans.\nmode: agent"),
			Good:  ex("description: Plans."),
		}},
	)
}

func checkCopilotDescription(p *rules.Pass) {
	root := copilotRoot(p)
	kv := root.Get("description")
	switch {
	case kv == nil:
		r := p.Src().Range(0, 0)
		if t := ruleutil.AgentTree(p); t != nil && t.Frontmatter.Present {
			r = t.Frontmatter.Open
		}
		if agentmd.ChatMode(p.Src().Path) {
			// VS Code documents a chat mode's header, and each of its
			// fields, as optional: the mode works, unexplained in the
			// picker.
			f := p.Report(r, "the chat mode has no `description:`: VS Code shows it in the mode picker with none; add one saying what it does and when to use it%s", frontend.LateFrontmatterNote(p.Src().Bytes))
			f.Severity = min(f.Severity, diag.Warning)
			return
		}
		p.Report(r, "the agent has no `description:`: add one saying what it does and when to use it%s", frontend.LateFrontmatterNote(p.Src().Bytes))
	case kv.Value.Kind != yamlfm.String:
		p.Report(ruleutil.NodeRange(p, kv.Value), "`description` must be a string, not %s", kv.Value.Kind)
	case strings.TrimSpace(kv.Value.Value) == "":
		p.Report(ruleutil.NodeRange(p, kv.Key), "`description:` is empty: say what the agent does and when to use it")
	}
}

func checkCopilotTypes(p *rules.Pass) {
	root := copilotRoot(p)
	stringOrList := &ruleutil.Shape{OneOf: []*ruleutil.Shape{ruleutil.StrShape, ruleutil.StrList}}
	shapes := map[string]*ruleutil.Shape{
		"name":          ruleutil.StrShape,
		"argument-hint": ruleutil.StrShape,
		"model":         stringOrList,
		"mcp-servers":   {Kinds: []yamlfm.Kind{yamlfm.Map}},
		"agents":        stringOrList,
		"metadata":      {Kinds: []yamlfm.Kind{yamlfm.Map}},
		"hooks":         {Kinds: []yamlfm.Kind{yamlfm.Map}},
	}
	var keys []string
	for k := range shapes {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		if kv := root.Get(k); kv != nil {
			ruleutil.CheckShape(p, kv.Value, shapes[k], k)
		}
	}
	if kv := root.Get("agents"); kv != nil && kv.Value.Kind == yamlfm.String && kv.Value.Value != "*" {
		p.Report(ruleutil.NodeRange(p, kv.Value), "`agents` is a list of agent names, or `*` for all")
	}
	if kv := root.Get("metadata"); kv != nil && kv.Value.Kind == yamlfm.Map {
		for _, m := range kv.Value.Pairs {
			if m.Value.Kind != yamlfm.String {
				p.Report(ruleutil.NodeRange(p, m.Value), "metadata value %q must be a string, not %s", m.Key.Value, m.Value.Kind)
			}
		}
	}
}

func checkCopilotTarget(p *rules.Pass) {
	if kv := copilotRoot(p).Get("target"); kv != nil {
		ruleutil.CheckShape(p, kv.Value, ruleutil.EnumShape("vscode", "github-copilot"), "target")
	}
}

func checkCopilotTools(p *rules.Pass) {
	kv := copilotRoot(p).Get("tools")
	if kv == nil {
		return
	}
	switch kv.Value.Kind {
	case yamlfm.String, yamlfm.Null:
	case yamlfm.Seq:
		for i, it := range kv.Value.Items {
			if it.Kind != yamlfm.String || strings.TrimSpace(it.Value) == "" {
				p.Report(ruleutil.NodeRange(p, it), "`tools[%d]` must be a tool name, not %s", i, ruleutil.Describe(it))
			}
		}
	default:
		p.Report(ruleutil.NodeRange(p, kv.Value), "`tools` must be a list of tool names or a comma-separated string, not %s", kv.Value.Kind)
	}
}

func checkCopilotHandoffs(p *rules.Pass) {
	if kv := copilotRoot(p).Get("handoffs"); kv != nil {
		ruleutil.CheckShape(p, kv.Value, ruleutil.ListOf(ruleutil.Object(
			ruleutil.Req("label", &ruleutil.Shape{Kinds: ruleutil.StrShape.Kinds, NonEmpty: true}),
			ruleutil.Req("agent", &ruleutil.Shape{Kinds: ruleutil.StrShape.Kinds, NonEmpty: true}),
			ruleutil.Req("prompt", ruleutil.StrShape),
			ruleutil.Opt("send", ruleutil.BoolShape),
			ruleutil.Opt("model", ruleutil.StrShape),
		)), "handoffs")
	}
}

func checkCopilotBooleans(p *rules.Pass) {
	root := copilotRoot(p)
	for _, k := range copilotBooleans {
		kv := root.Get(k)
		if kv == nil || kv.Value.Kind == yamlfm.Bool {
			continue
		}
		hint := ""
		if v := strings.ToLower(strings.TrimSpace(kv.Value.Value)); kv.Value.Kind == yamlfm.String && (v == "true" || v == "false") {
			hint = fmt.Sprintf(": write %s without quotes", v)
		}
		p.Report(ruleutil.NodeRange(p, kv.Value), "`%s` must be a boolean, not %s%s", k, kv.Value.Kind, hint)
	}
}

func checkCopilotInfer(p *rules.Pass) {
	if kv := copilotRoot(p).Get("infer"); kv != nil {
		fix := "remove it (the model may pick the agent by default)"
		if kv.Value.Kind == yamlfm.Bool && kv.Value.Value == "false" {
			fix = "write `disable-model-invocation: true` instead"
		}
		p.Report(ruleutil.NodeRange(p, kv.Key), "`infer` is retired and no longer read: %s", fix)
	}
}

func checkCopilotInvokable(p *rules.Pass) {
	if kv := copilotRoot(p).Get("user-invokable"); kv != nil {
		f := p.Report(ruleutil.NodeRange(p, kv.Key), "`user-invokable` is the VS Code docs' spelling; GitHub documents `user-invocable`, which is safest for both hosts")
		f.Fixes = ruleutil.RenameKey(p.Src().Bytes, copilotRoot(p), kv.Key, "user-invocable", diag.Safe)
	}
}

func checkCopilotBody(p *rules.Pass) {
	a := p.Doc.Agent
	if a == nil || a.Identity == nil || a.Identity.Body == nil {
		return
	}
	b := a.Identity.Body
	if n := utf8.RuneCount(b.Text); n > copilotBodyMax {
		at := 0
		for i := 0; i < copilotBodyMax; i++ {
			_, size := utf8.DecodeRune(b.Text[at:])
			at += size
		}
		p.Report(b.Range(at, at), "the agent's prompt is %d characters; the limit is %d (this is where it is crossed): shorten it", n, copilotBodyMax)
	}
}

func checkCopilotIgnored(p *rules.Pass) {
	root := copilotRoot(p)
	t := root.Get("target")
	if t == nil || t.Value.Value != "github-copilot" {
		return
	}
	for _, k := range []string{"model", "argument-hint", "handoffs"} {
		if kv := root.Get(k); kv != nil {
			p.Report(ruleutil.NodeRange(p, kv.Key), "`%s` has no effect with `target: github-copilot`: remove it, or drop target so that VS Code uses it", k)
		}
	}
}

func checkCopilotUnknown(p *rules.Pass) {
	root := copilotRoot(p)
	if root == nil {
		return
	}
	for _, kv := range root.Pairs {
		if slices.Contains(copilotFields, kv.Key.Value) || otherHostField(kv) {
			continue
		}
		msg := fmt.Sprintf("unknown field %q: custom agents ignore it", kv.Key.Value)
		if near := ruleutil.NearestKey(kv.Key.Value, copilotFields); near != "" {
			msg += fmt.Sprintf("; did you mean %q?", near)
		}
		p.Report(ruleutil.NodeRange(p, kv.Key), "%s", msg)
	}
}
