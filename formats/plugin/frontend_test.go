package plugin

import (
	"testing"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/formats/frontend"
	"github.com/skillint/skillint/model"
)

func TestFormatOf(t *testing.T) {
	for path, want := range map[string]string{
		"p/.claude-plugin/plugin.json":      model.FormatPlugin,
		".claude-plugin/marketplace.json":   model.FormatMarketplace,
		`p\.claude-plugin\plugin.json`:      "",
		"p/hooks/hooks.json":                model.FormatHooks,
		"hooks/hooks.json":                  model.FormatHooks,
		"p/cursor-hooks/hooks.json":         "",
		"repo/.claude/settings.json":        model.FormatSettings,
		"repo/.claude/settings.local.json":  model.FormatSettings,
		"repo/settings.json":                "",
		"repo/.mcp.json":                    model.FormatMCP,
		".mcp.json":                         model.FormatMCP,
		"repo/mcp.json":                     "",
		"p/plugin.json":                     "",
		"p/.claude-plugin/other.json":       "",
		"p/.claude-plugin/plugin.json.bak":  "",
		"p/.claude/settings-team.json":      "",
		"p/.codex-plugin/hooks/hooks.json":  model.FormatHooks,
		"p/.claude-plugin/marketplace.json": model.FormatMarketplace,
	} {
		if got := FormatOf(path); got != want && (path[1] != '\\' || got != "") {
			t.Errorf("FormatOf(%q) = %q, want %q", path, got, want)
		}
	}
}

func parse(path, src string, explicit bool) *frontend.Parsed {
	return FrontEnd{}.Parse(diag.NewSource(path, []byte(src)), frontend.Options{Explicit: explicit})
}

func TestCursorHooksDeclined(t *testing.T) {
	cursor := `{"version": 1, "hooks": {"beforeShellExecution": [{"command": "./x.sh"}]}}`
	if parse("p/hooks/hooks.json", cursor, false) != nil {
		t.Error("a Cursor hooks.json found by the walk must be declined")
	}
	if parse("p/hooks/hooks.json", cursor, true) == nil {
		t.Error("a file named explicitly is never declined")
	}
	claude := `{"version": 1, "hooks": {"Stop": []}}`
	if parse("p/hooks/hooks.json", claude, false) == nil {
		t.Error("Claude Code hooks must not be declined")
	}
}

// TestCommandsMapped: what a file runs becomes units whose bodies are the
// strings between the quotes, at their exact offsets.
func TestCommandsMapped(t *testing.T) {
	src := `{"hooks": {"PreToolUse": [{"matcher": "Bash", "hooks": [{"type": "command", "command": "a.sh", "args": ["x"]}]}]},
 "mcpServers": {"s": {"command": "npx", "args": ["-y", "pkg@1"], "env": {"K": "${K}"}, "url": "u"}}}`
	p := parse("p/.claude-plugin/plugin.json", src, true)
	if p.Doc.Dir != "p" || !p.Doc.Script || p.Broken {
		t.Fatalf("dir %q script %v broken %v", p.Doc.Dir, p.Doc.Script, p.Broken)
	}
	var got []string
	for _, s := range p.Doc.Skills {
		text := string(s.Body.Text)
		if src[s.Body.Start:s.Body.Start+len(text)] != text || src[s.Body.Start-1] != '"' {
			t.Errorf("body %q not at its offset", text)
		}
		got = append(got, s.Name.Value+"="+text)
	}
	want := []string{"PreToolUse=a.sh", "PreToolUse=x", "s=npx", "s=u", "s=-y", "s=pkg@1", "s=${K}"}
	if len(got) != len(want) {
		t.Fatalf("got %q, want %q", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("unit %d = %q, want %q", i, got[i], want[i])
		}
	}
}

func TestSyntaxErrorBroken(t *testing.T) {
	p := parse("x/.mcp.json", `{"mcpServers": {},}`, true)
	if !p.Broken || len(p.Findings) != 1 || p.Findings[0].Rule != RuleSyntax || p.Findings[0].Range.Start.Line != 1 {
		t.Fatalf("%+v", p.Findings)
	}
}

// A hooks.json written for another host's plugins is read (its commands
// are security-checked) but not held to Claude Code's schema.
func TestOtherHostHooks(t *testing.T) {
	for _, c := range []struct {
		src  string
		want bool
	}{
		{`{"hooks": {"PreToolUse": [{"hooks": [{"type": "process", "command": "${ZCODE_PLUGIN_ROOT}/g.sh"}]}]}}`, true},
		{`{"hooks": {"Stop": [{"hooks": [{"type": "command", "command": "$CURSOR_PLUGIN_ROOT/g.sh"}]}]}}`, true},
		{`{"hooks": {"Stop": [{"hooks": [{"type": "command", "command": "${CLAUDE_PLUGIN_ROOT}/g.sh"}]}]}}`, false},
		{`{"description": "${ZCODE_PLUGIN_ROOT}", "hooks": {"Stop": [{"hooks": [{"type": "command", "command": "${CLAUDE_PLUGIN_ROOT}/g.sh"}]}]}}`, false},
		{`{"hooks": {"Stop": [{"hooks": [{"type": "command", "command": "./g.sh"}]}]}}`, false},
	} {
		p := parse("p/hooks/hooks.json", c.src, false)
		if p == nil {
			t.Fatalf("%s: declined", c.src)
		}
		if got := TreeOf(p.Doc).OtherHost; got != c.want {
			t.Errorf("%s: other host %v, want %v", c.src, got, c.want)
		}
	}
	// GitHub Copilot's repository hooks.
	copilot := `{"version": 1, "hooks": {"PreToolUse": [{"command": "bin/run-hook.sh validate", "timeout": 15}]}}`
	if p := parse("repo/.github/hooks/hooks.json", copilot, false); p == nil || !TreeOf(p.Doc).OtherHost {
		t.Error(".github/hooks/hooks.json is GitHub Copilot's, not held to Claude Code's schema")
	}
}
