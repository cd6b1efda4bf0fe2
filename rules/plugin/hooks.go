package plugin

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/formats/plugin"
	"github.com/skillint/skillint/formats/yamlfm"
	"github.com/skillint/skillint/model"
	"github.com/skillint/skillint/rules"
	"github.com/skillint/skillint/rules/internal/ruleutil"
)

// hookEvents are Claude Code's hook events (case-sensitive).
var hookEvents = []string{"PreToolUse", "PostToolUse", "PostToolUseFailure", "PostToolBatch", "PermissionRequest",
	"PermissionDenied", "Notification", "UserPromptSubmit", "UserPromptExpansion", "Stop", "StopFailure",
	"SubagentStart", "SubagentStop", "PreCompact", "PostCompact", "Elicitation", "ElicitationResult", "TeammateIdle",
	"TaskCreated", "TaskCompleted", "Setup", "InstructionsLoaded", "CwdChanged", "FileChanged", "ConfigChange",
	"WorktreeCreate", "WorktreeRemove", "SessionStart", "SessionEnd", "PreModelSwitch", "PostModelSwitch",
	"MessageDisplay", "DirectoryAdded"}

// noMatcher are events whose matcher Claude Code does not use.
var noMatcher = []string{"UserPromptSubmit", "Stop", "SubagentStop", "TeammateIdle", "TaskCreated", "TaskCompleted"}

var hookTypes = []string{"command", "prompt", "agent", "http", "mcp_tool"}

var groupKeys = []string{"matcher", "hooks"}

var handlerKeys = []string{"type", "command", "args", "shell", "async", "asyncRewake", "timeout", "statusMessage", "once",
	"prompt", "model", "url", "headers", "allowedEnvVars", "server", "tool", "input", "if", "onFailure", "rewakeMessage", "rewakeSummary"}

// hooksFileKeys are the top-level keys of a plugin's hooks/hooks.json.
var hooksFileKeys = []string{"description", "hooks"}

// hookEvents checks an event map: each event a list of matcher groups,
// each group a list of handlers.
func (c *checker) hookEvents(events *yamlfm.Node, path string) {
	if events == nil || !c.is(events, path, yamlfm.Map) {
		return
	}
	for _, ev := range events.Pairs {
		ep := pathName(path, ev.Key.Value)
		if !c.is(ev.Value, ep, yamlfm.Seq) {
			continue
		}
		for i, g := range ev.Value.Items {
			gp := fmt.Sprintf("%s[%d]", ep, i)
			if !c.is(g, gp, yamlfm.Map) {
				continue
			}
			c.keys(g, gp, groupKeys)
			if m := field(g, "matcher"); m != nil {
				c.is(m, gp+".matcher", yamlfm.String)
			}
			hs := field(g, "hooks")
			if hs == nil {
				c.at(g, "`%s` needs the key `hooks` (the list of handlers to run)", gp)
				continue
			}
			if !c.is(hs, gp+".hooks", yamlfm.Seq) {
				continue
			}
			for j, h := range hs.Items {
				c.handler(h, fmt.Sprintf("%s.hooks[%d]", gp, j))
			}
		}
	}
}

func (c *checker) handler(h *yamlfm.Node, path string) {
	if !c.is(h, path, yamlfm.Map) {
		return
	}
	c.keys(h, path, handlerKeys)
	typ := "command"
	if t := field(h, "type"); t == nil {
		c.at(h, "`%s` needs the key `type` (%s)", path, "command, prompt, agent, http or mcp_tool")
	} else if c.is(t, path+".type", yamlfm.String) {
		typ = t.Value
		if !slices.Contains(hookTypes, typ) {
			msg := fmt.Sprintf("`%s.type` is %q; use one of command, prompt, agent, http, mcp_tool", path, typ)
			if near := ruleutil.NearestKey(typ, hookTypes); near != "" {
				msg += fmt.Sprintf(" (did you mean %q?)", near)
			}
			c.at(t, "%s", msg)
		}
	}
	need := map[string]string{"command": "command", "prompt": "prompt", "agent": "prompt", "http": "url"}[typ]
	if need != "" && field(h, need) == nil {
		c.at(h, "`%s` is a hook of type %q and needs the key `%s`", path, typ, need)
	}
	for _, kv := range h.Pairs {
		v, p := kv.Value, path+"."+kv.Key.Value
		switch kv.Key.Value {
		case "command", "prompt", "url", "shell", "statusMessage", "model", "if":
			c.is(v, p, yamlfm.String)
		case "args", "allowedEnvVars":
			c.strs(v, p)
		case "async", "asyncRewake", "once":
			c.is(v, p, yamlfm.Bool)
		case "timeout":
			c.is(v, p, yamlfm.Int, yamlfm.Float)
		case "headers":
			c.strMap(v, p)
		}
	}
}

// hookFile checks a document's hooks: the file's own frame (the `hooks`
// wrapper of hooks.json), then its events.
func (c *checker) hookFile(n *yamlfm.Node) {
	switch c.p.Doc.Format {
	case model.FormatHooks:
		if !c.is(n, "hooks.json", yamlfm.Map) {
			return
		}
		h := field(n, "hooks")
		if h == nil {
			for _, kv := range n.Pairs {
				if slices.Contains(hookEvents, kv.Key.Value) {
					c.at(kv.Key, "the event %q is at the top level of hooks.json; Claude Code reads events only under a `hooks` key: wrap them in {\"hooks\": {...}}", kv.Key.Value)
					return
				}
			}
			c.at(n, "hooks.json needs the key `hooks` (an object of events)")
			return
		}
		c.keys(n, "hooks.json", hooksFileKeys)
		c.hookEvents(h, "hooks")
		if d := field(n, "description"); d != nil {
			c.is(d, "description", yamlfm.String)
		}
	case model.FormatSettings:
		if n.Kind == yamlfm.Map {
			if h := field(n, "hooks"); h != nil {
				c.hookEvents(h, "hooks")
			}
		}
	case model.FormatPlugin:
		if n.Kind == yamlfm.Map {
			if h := field(n, "hooks"); h != nil && h.Kind == yamlfm.Map {
				c.hookEvents(plugin.InlineHooks(h), "hooks")
			}
		}
	case model.FormatMarketplace:
		for i, e := range entries(n) {
			if h := field(e, "hooks"); h != nil && h.Kind == yamlfm.Map {
				c.hookEvents(plugin.InlineHooks(h), fmt.Sprintf("plugins[%d].hooks", i))
			}
		}
	}
}

// entries are a marketplace's plugin entries that are objects.
func entries(n *yamlfm.Node) []*yamlfm.Node {
	var out []*yamlfm.Node
	if n == nil || n.Kind != yamlfm.Map {
		return nil
	}
	if ps := field(n, "plugins"); ps != nil && ps.Kind == yamlfm.Seq {
		for _, e := range ps.Items {
			if e.Kind == yamlfm.Map {
				out = append(out, e)
			}
		}
	}
	return out
}

// checkHooks runs the hook checks (the manifest rules check only that
// `hooks` has a valid type, not what is inside).
func checkHooks(p *rules.Pass, unknown bool) {
	n := root(p)
	if n == nil || otherHost(p) {
		return
	}
	(&checker{p: p, unknown: unknown}).hookFile(n)
}

// eachEvent calls f for every event key of the document's hooks, with its
// matcher groups.
func eachEvent(p *rules.Pass, f func(ev *yamlfm.Pair)) {
	n := root(p)
	if n == nil || n.Kind != yamlfm.Map || otherHost(p) {
		return
	}
	var maps []*yamlfm.Node
	switch p.Doc.Format {
	case model.FormatHooks, model.FormatSettings:
		maps = append(maps, field(n, "hooks"))
	case model.FormatPlugin:
		if h := field(n, "hooks"); h != nil && h.Kind == yamlfm.Map {
			maps = append(maps, plugin.InlineHooks(h))
		}
	case model.FormatMarketplace:
		for _, e := range entries(n) {
			if h := field(e, "hooks"); h != nil && h.Kind == yamlfm.Map {
				maps = append(maps, plugin.InlineHooks(h))
			}
		}
	}
	for _, m := range maps {
		if m == nil || m.Kind != yamlfm.Map {
			continue
		}
		for _, ev := range m.Pairs {
			f(ev)
		}
	}
}

func checkEvents(p *rules.Pass) {
	eachEvent(p, func(ev *yamlfm.Pair) {
		name := ev.Key.Value
		if slices.Contains(hookEvents, name) {
			return
		}
		msg := fmt.Sprintf("%q is not a Claude Code hook event, so these hooks never run", name)
		if near := ruleutil.NearestKey(name, hookEvents); near != "" {
			msg += fmt.Sprintf(": did you mean %q? (event names are case-sensitive)", near)
		}
		p.Report(ruleutil.NodeRange(p, ev.Key), "%s", msg)
	})
}

// groups calls f for every matcher group object of an event.
func groups(ev *yamlfm.Pair, f func(g *yamlfm.Node)) {
	if ev.Value.Kind != yamlfm.Seq {
		return
	}
	for _, g := range ev.Value.Items {
		if g.Kind == yamlfm.Map {
			f(g)
		}
	}
}

// matchesAll reports a matcher that selects everything: empty, "*", or a
// regular expression that matches any name (".*", "^.*$", ".+").
func matchesAll(m string) bool {
	switch strings.TrimSpace(m) {
	case "", "*", ".*", "^.*$", "^.*", ".*$", ".+", "^.+$", "(.*)":
		return true
	}
	return false
}

func checkMatcher(p *rules.Pass) {
	eachEvent(p, func(ev *yamlfm.Pair) {
		if !slices.Contains(noMatcher, ev.Key.Value) {
			return
		}
		groups(ev, func(g *yamlfm.Node) {
			if m := field(g, "matcher"); m != nil && m.Kind == yamlfm.String && !matchesAll(m.Value) {
				p.Report(ruleutil.NodeRange(p, m), "%s hooks do not use a matcher: %q filters nothing, and the hooks run every time", ev.Key.Value, m.Value)
			}
		})
	})
}

func checkTimeout(p *rules.Pass) {
	eachEvent(p, func(ev *yamlfm.Pair) {
		groups(ev, func(g *yamlfm.Node) {
			hs := field(g, "hooks")
			if hs == nil || hs.Kind != yamlfm.Seq {
				return
			}
			for _, h := range hs.Items {
				t := field(h, "timeout")
				if t == nil || (t.Kind != yamlfm.Int && t.Kind != yamlfm.Float) {
					continue
				}
				v, err := strconv.ParseFloat(t.Value, 64)
				switch {
				case err != nil:
				case v <= 0:
					p.Report(ruleutil.NodeRange(p, t), "the timeout is %s; it is in seconds and must be above 0", t.Value)
				case v >= 1000:
					p.Report(ruleutil.NodeRange(p, t), "the timeout is %s seconds (over %d minutes): hook timeouts are in seconds, not milliseconds", t.Value, int(v)/60)
				}
			}
		})
	})
}

func init() {
	register(
		&rules.Rule{ID: rules.HooksShape, Severity: diag.Error, Formats: hookFormats, Check: func(p *rules.Pass) { checkHooks(p, false) }, Doc: rules.Doc{
			Title: "Hook configurations have Claude Code's shape",
			Why:   "Claude Code reads `{\"hooks\": {Event: [{matcher, hooks: [{type, command|prompt|url, timeout}]}]}}`; events outside the `hooks` wrapper of hooks.json, a handler without a `type` or without its command, or a value of the wrong type make the hooks fail validation or never run.",
			Fix:   "Put events under `hooks`, give each event a list of matcher groups, each group a `hooks` list, and each handler a `type` and what that type needs (`command` for command hooks, `prompt` for prompt and agent hooks, `url` for http hooks).",
			Bad:   "{\"PreToolUse\": [{\"command\": \"./check.sh\"}]}",
			Good:  "{\"hooks\": {\"PreToolUse\": [{\"matcher\": \"Bash\", \"hooks\": [{\"type\": \"command\", \"command\": \"${CLAUDE_PLUGIN_ROOT}/check.sh\"}]}]}}",
		}},
		&rules.Rule{ID: rules.HooksUnknownField, Severity: diag.Warning, Formats: []string{model.FormatHooks, model.FormatSettings, model.FormatPlugin, model.FormatMarketplace}, Check: func(p *rules.Pass) { checkHooks(p, true) }, Doc: rules.Doc{
			Title: "Hook groups and handlers use keys Claude Code documents",
			Why:   "A key Claude Code does not know is ignored: a misspelt `timeout` or `matcher` changes nothing, and the hook runs with the defaults.",
			Fix:   "Correct the spelling, or remove the key.",
			Bad:   "{\"type\": \"command\", \"command\": \"./x.sh\", \"timout\": 30}",
			Good:  "{\"type\": \"command\", \"command\": \"./x.sh\", \"timeout\": 30}",
		}},
		&rules.Rule{ID: rules.HooksEvent, Severity: diag.Warning, Formats: hookFormats, Check: checkEvents, Doc: rules.Doc{
			Title: "Hook events are Claude Code's event names",
			Why:   "Event names are case-sensitive; hooks under an unknown event (`preToolUse`, `stop`, another tool's `beforeShellExecution`) never run.",
			Fix:   "Use one of Claude Code's events (PreToolUse, PostToolUse, UserPromptSubmit, Stop, SessionStart, ...), spelt exactly.",
			Bad:   "{\"hooks\": {\"preToolUse\": []}}",
			Good:  "{\"hooks\": {\"PreToolUse\": []}}",
		}},
		&rules.Rule{ID: rules.HooksMatcher, Severity: diag.Warning, Formats: hookFormats, Check: checkMatcher, Doc: rules.Doc{
			Title: "Matchers are given only to events that use them",
			Why:   "UserPromptSubmit, Stop, SubagentStop and the task events take no matcher: a matcher there looks like a filter but the hook runs every time.",
			Fix:   "Remove the matcher, and filter in the hook's command if you need to.",
			Bad:   "{\"hooks\": {\"Stop\": [{\"matcher\": \"Bash\", \"hooks\": []}]}}",
			Good:  "{\"hooks\": {\"Stop\": [{\"hooks\": []}]}}",
		}},
		&rules.Rule{ID: rules.HooksTimeout, Severity: diag.Warning, Formats: hookFormats, Check: checkTimeout, Doc: rules.Doc{
			Title: "Hook timeouts are positive and in seconds",
			Why:   "A hook's `timeout` is in seconds: 5000 meant as milliseconds lets a stuck hook block the session for over an hour, and 0 or less is no timeout at all.",
			Fix:   "Give the timeout in seconds (the default is 600 for command hooks, 30 for prompt hooks).",
			Bad:   "{\"type\": \"command\", \"command\": \"./x.sh\", \"timeout\": 5000}",
			Good:  "{\"type\": \"command\", \"command\": \"./x.sh\", \"timeout\": 5}",
		}},
	)
}

// otherHost reports a hooks.json written for another host's plugins,
// which Claude Code's hook schema does not govern.
func otherHost(p *rules.Pass) bool {
	t := plugin.TreeOf(p.Doc)
	return t != nil && t.OtherHost
}
