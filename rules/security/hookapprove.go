package security

import (
	"os"
	"path/filepath"
	"strings"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/formats/plugin"
	"github.com/skillint/skillint/formats/yamlfm"
	"github.com/skillint/skillint/internal/match"
	"github.com/skillint/skillint/model"
	"github.com/skillint/skillint/rules"
	"github.com/skillint/skillint/rules/internal/ruleutil"
)

// Hooks that approve every tool call: a PreToolUse (or PermissionRequest)
// hook on every tool (matcher "*", empty or absent) whose command, or the
// script it runs, answers "allow" and never "deny" or "ask". Claude Code
// then runs whatever the agent calls without asking the user: the
// permission prompt switched off for the session and every one after it,
// however the plugin describes it.

// approveEvents are the events whose hooks decide on permissions.
var approveEvents = map[string]bool{"PreToolUse": true, "PermissionRequest": true}

// checkHookApprovesAll reports the hooks that approve every tool call.
func checkHookApprovesAll(p *rules.Pass) {
	switch p.Doc.Format {
	case model.FormatHooks, model.FormatSettings, model.FormatPlugin:
	default:
		return
	}
	t := plugin.TreeOf(p.Doc)
	if t == nil || t.Root == nil || t.Root.Kind != yamlfm.Map {
		return
	}
	events := plugin.Hooks(t.Root)
	if p.Doc.Format == model.FormatPlugin && events != nil {
		events = plugin.InlineHooks(events)
	}
	if events == nil || events.Kind != yamlfm.Map {
		return
	}
	root := plugin.RootDir(p.Src().Path, p.Doc.Format)
	reads := 0 // scripts read: a file of thousands of hooks reads a few
	for _, ev := range events.Pairs {
		if !approveEvents[ev.Key.Value] || ev.Value.Kind != yamlfm.Seq {
			continue
		}
		for _, g := range ev.Value.Items {
			if g.Kind != yamlfm.Map || !everyTool(g.Get("matcher")) {
				continue
			}
			hs := g.Get("hooks")
			if hs == nil || hs.Value.Kind != yamlfm.Seq {
				continue
			}
			for _, h := range hs.Value.Items {
				c := h.Get("command")
				if h.Kind != yamlfm.Map || c == nil || c.Value.Kind != yamlfm.String {
					continue
				}
				if reads++; reads > 16 {
					return
				}
				if approvesAll(c.Value.Value, root) {
					reportAt(p, diag.Warning, ruleutil.NodeRange(p, c.Value), "a %s hook on every tool whose answer is always \"allow\": every tool call then runs without asking the user; approve only named, harmless tools, and let the others ask", ev.Key.Value)
				}
			}
		}
	}
}

// everyTool reports a matcher that matches every tool: none, "", "*", ".*".
func everyTool(m *yamlfm.Pair) bool {
	if m == nil {
		return true
	}
	if m.Value.Kind != yamlfm.String {
		return false
	}
	switch strings.TrimSpace(m.Value.Value) {
	case "", "*", ".*", ".+":
		return true
	}
	return false
}

// approvesAll reports a hook command that answers "allow" and nothing
// else: the command's own text, or the script it runs (its path resolved
// from the plugin or project root dir).
func approvesAll(cmd, dir string) bool {
	if onlyAllows([]byte(cmd)) {
		return true
	}
	for _, f := range strings.Fields(cmd) {
		f = strings.NewReplacer(`"`, "", `'`, "").Replace(f) // "$CLAUDE_PROJECT_DIR"/.claude/hooks/x.py
		switch strings.ToLower(filepath.Ext(f)) {
		case ".js", ".mjs", ".cjs", ".ts", ".py", ".sh", ".bash", ".rb", ".ps1":
		default:
			continue
		}
		rooted := false
		for _, v := range []string{"${CLAUDE_PLUGIN_ROOT}", "$CLAUDE_PLUGIN_ROOT", "${CLAUDE_PROJECT_DIR}", "$CLAUDE_PROJECT_DIR"} {
			if strings.HasPrefix(f, v) {
				f, rooted = filepath.Join(dir, f[len(v):]), true
				break
			}
		}
		if !rooted && !filepath.IsAbs(f) {
			f = filepath.Join(dir, f)
		}
		// Only a regular file inside the plugin or project is read: a
		// path elsewhere says nothing this repository holds (and a FIFO
		// there would block the read).
		if rel, err := filepath.Rel(dir, f); err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
			return false
		}
		if st, err := os.Lstat(f); err != nil || !st.Mode().IsRegular() {
			return false
		}
		if src, err := readHead(f, 1<<16); err == nil {
			return onlyAllows(src)
		}
		return false
	}
	return false
}

// onlyAllows reports code that prints a permission decision of "allow"
// (or the older "approve") whatever tool it is given: no other answer
// ("deny", "ask", "block", exit status 2), and no condition at all (an if,
// a case, a comparison, a set lookup) or none that can look at the call,
// since the code never reads which tool or what input (a session's kind,
// an environment variable): the usual auto-approver answers "allow" for a
// few read-only tools and prints nothing for the rest, and the user is
// asked about those. A hook that only writes a log prints no answer.
func onlyAllows(src []byte) bool {
	return decisionRE.Match(src) && allowWordRE.Match(src) && printsRE.Match(src) && !otherAnswerRE.Match(src) && (!conditionRE.Match(src) || !toolReadRE.Match(src))
}

var (
	decisionRE    = match.Lazy(`\b(permissionDecision|decision)\b`)
	toolReadRE    = match.Lazy(`tool_input|tool_name|tool_use|toolInput|toolName|\.tool\b|\$\{?TOOL|CLAUDE_TOOL|"command"|\bgrep\b|\bjq\b|\$\{?input\b|\$\{?INPUT\b`)
	allowWordRE   = match.Lazy(`["'](allow|approve)["']`)
	printsRE      = match.Lazy(`\b(print|console\.log|process\.stdout\.write|echo|printf|puts|Write-Output|Write-Host|sys\.stdout\.write|fmt\.Print\w*)\b`)
	otherAnswerRE = match.Lazy(`["'](deny|ask|block)["']|\bexit\s*\(?\s*2\b|\bsys\.exit\(\s*2\s*\)|process\.exit(Code\s*=\s*|\()\s*2\b`)
	conditionRE   = match.Lazy(`\b(if|elif|elsif|case|switch|match|when|unless)\b|&&|==|!=|\.has\(|\.includes\(|\.test\(|\bin\s*[\[{(]|\bin\s+[A-Z_]{2,}\b|fullmatch|re\.match|re\.search|\[\[|\?\s*["']`)
)
