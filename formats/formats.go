// Package formats is the one place that decides which format a file is: it
// lists the front-ends, each of which claims files by path, parses them with
// exact positions and maps them into the common model (package model).
package formats

import (
	"github.com/skillint/skillint/formats/agentmd"
	"github.com/skillint/skillint/formats/codex"
	"github.com/skillint/skillint/formats/command"
	"github.com/skillint/skillint/formats/evals"
	"github.com/skillint/skillint/formats/frontend"
	"github.com/skillint/skillint/formats/plugin"
	"github.com/skillint/skillint/formats/skillmd"
	"github.com/skillint/skillint/formats/subagent"
	"github.com/skillint/skillint/formats/threemd"
)

// frontEnds are the front-ends, in the order they are asked: the first that
// claims a path reads it.
var frontEnds = []frontend.FrontEnd{
	agentmd.FrontEnd{},  // *.agent.md, .md under .github/agents/: agents policy or Copilot agent
	skillmd.FrontEnd{},  // SKILL.md: Agent Skills or AIP-3
	threemd.FrontEnd{},  // agent.3md, *.3md
	subagent.FrontEnd{}, // .md under .claude/agents/ or a plugin's agents/: Claude Code subagent
	command.FrontEnd{},  // .md under .claude/commands/ or a plugin's commands/: Claude Code command
	evals.FrontEnd{},    // <skill>/evals/evals.json
	codex.FrontEnd{},    // <skill>/agents/openai.yaml
	plugin.FrontEnd{},   // .claude-plugin/*.json, hooks/hooks.json, .claude/settings.json, .mcp.json
}

// All lists the front-ends in the order they are asked.
func All() []frontend.FrontEnd { return frontEnds }

// Detect returns the front-end that claims path, or nil.
func Detect(path string) frontend.FrontEnd {
	for _, f := range frontEnds {
		if f.Match(path) {
			return f
		}
	}
	return nil
}

// PluginFrontEnd is the front-end of Claude Code's plugin files, for a
// file a manifest names that its path does not show to be one.
func PluginFrontEnd() frontend.FrontEnd { return plugin.FrontEnd{} }
