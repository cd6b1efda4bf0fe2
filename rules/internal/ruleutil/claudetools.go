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

// geminiTools are Gemini CLI's built-in tool names.
var geminiTools = map[string]bool{"read_file": true, "write_file": true, "replace": true, "glob": true, "search_file_content": true, "list_directory": true,
	"run_shell_command": true, "web_fetch": true, "google_web_search": true, "read_many_files": true, "save_memory": true, "write_todos": true}

// ForeignToolList reports a tool list written for another host: it names
// no Claude Code tool (nor an MCP tool as Claude Code writes them) and
// every entry is in Gemini CLI's vocabulary (read_file, glob, replace,
// run_shell_command). Its `glob` is that host's tool, not a misspelt
// Glob. The caller decides whether the file's place allows another host
// (a subagent under .claude/ is Claude Code's).
func ForeignToolList(entries []string) bool {
	n := 0
	for _, e := range entries {
		name := strings.TrimSpace(e)
		if i := strings.IndexByte(name, '('); i >= 0 {
			name = strings.TrimSpace(name[:i])
		}
		if name == "" {
			continue
		}
		if !geminiTools[name] {
			return false
		}
		n++
	}
	return n > 0
}
