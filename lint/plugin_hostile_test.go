package lint

import "testing"

// TestHostilePluginShapes: every plugin file format survives values of
// every wrong type where the rules expect objects, lists and strings.
func TestHostilePluginShapes(t *testing.T) {
	docs := []string{`[]`, `1`, `"x"`, `null`, `{"hooks": 1}`, `{"hooks": {"Stop": [1, {"hooks": 2}, {"hooks": [1, {"type": 3, "timeout": "x"}]}]}}`,
		`{"mcpServers": [1]}`, `{"mcpServers": {"a": 1, "b": {"command": 2, "args": [1], "env": [], "type": 5}}}`,
		`{"plugins": {"a": 1}}`, `{"plugins": [1, {"source": 2, "name": 3}, {"source": {"source": 1}}, {"source": {}}]}`,
		`{"name": 1, "skills": [1, "./x/../../y"], "hooks": [1], "mcpServers": {"x": {"command": "npx", "args": ["-y"]}}, "metadata": {"pluginRoot": 1}}`,
		`{"a": "\u0000\u202e"}`}
	e := New()
	for _, p := range []string{"p/.claude-plugin/plugin.json", "p/.claude-plugin/marketplace.json", "p/hooks/hooks.json", "p/.claude/settings.json", "p/.mcp.json"} {
		for _, d := range docs {
			if f := e.LintBytes(p, []byte(d), true); f == nil {
				t.Errorf("%s %s: nil", p, d)
			}
		}
	}
}
