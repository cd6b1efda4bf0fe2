package ruleutil

import (
	"slices"
	"strings"
)

// ClaudeTools are Claude Code's built-in tool names, as `tools:` and
// `allowed-tools:` write them.
var ClaudeTools = []string{"Agent", "AskUserQuestion", "Bash", "BashOutput", "Edit", "EnterPlanMode", "ExitPlanMode", "Glob",
	"Grep", "KillBash", "KillShell", "LS", "LSP", "ListMcpResourcesTool", "MultiEdit", "NotebookEdit", "NotebookRead", "Read",
	"ReadMcpResourceTool", "SlashCommand", "Skill", "Task", "TaskOutput", "TaskStop", "TodoWrite", "WebFetch", "WebSearch", "Write"}

// ClaudeToolTypo returns the built-in tool a tool entry was probably meant
// to name (`read` for Read, `WebFetc` for WebFetch), or "" when the entry is
// a known tool, an MCP tool, or not close to any: only near misses are
// reported, so that tools newer than this list are left alone.
func ClaudeToolTypo(entry string) string {
	name := strings.TrimSpace(entry)
	if i := strings.IndexByte(name, '('); i >= 0 {
		name = strings.TrimSpace(name[:i])
	}
	if name == "" || name == "*" || strings.HasPrefix(name, "mcp__") || strings.Contains(name, ":") || slices.Contains(ClaudeTools, name) {
		return ""
	}
	for _, t := range ClaudeTools {
		if strings.EqualFold(t, name) {
			return t
		}
	}
	if len(name) < 5 {
		return ""
	}
	return NearestKey(name, ClaudeTools)
}

// ForeignToolList reports a tool list written for another host: it names
// no Claude Code tool (nor an MCP tool as Claude Code writes them) and
// names one in another host's snake_case vocabulary (Gemini CLI's
// read_file, run_shell_command). Its `glob` or `grep` is that host's tool,
// not a misspelt Glob.
func ForeignToolList(entries []string) bool {
	foreign := false
	for _, e := range entries {
		name := strings.TrimSpace(e)
		if i := strings.IndexByte(name, '('); i >= 0 {
			name = strings.TrimSpace(name[:i])
		}
		if slices.Contains(ClaudeTools, name) || strings.HasPrefix(name, "mcp__") {
			return false
		}
		if strings.Contains(name, "_") && name == strings.ToLower(name) {
			foreign = true
		}
	}
	return foreign
}
