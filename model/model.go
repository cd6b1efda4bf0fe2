// Package model is the common model every format maps into (each format's
// package under formats/ holds its own mapping). Rules that are not about
// one format's syntax work on this model only, so they run on SKILL.md
// bodies, agent.3md planes and .agent.md files alike. It imports no format
// and no rule.
package model

import (
	"github.com/skillint/skillint/diag"
)

// Format names, as the JSON output's per-file "format" field says them.
const (
	FormatAgent3md     = "agent3md"
	Format3md          = "3md"
	FormatSkillMD      = "skill-md"
	FormatAIP3         = "aip3"
	FormatAgentMD      = "agentmd"
	FormatCopilotAgent = "copilot-agent"
	// Claude Code plugin files (JSON): formats/plugin.
	FormatPlugin      = "claude-plugin"      // .claude-plugin/plugin.json
	FormatMarketplace = "claude-marketplace" // .claude-plugin/marketplace.json
	FormatHooks       = "claude-hooks"       // hooks/hooks.json
	FormatSettings    = "claude-settings"    // .claude/settings.json (its hooks)
	FormatMCP         = "mcp-config"         // .mcp.json
	// Claude Code subagents and slash commands; inside a skill directory,
	// Agent Skills evals/evals.json and Codex agents/openai.yaml.
	FormatSubagent   = "claude-subagent"
	FormatCommand    = "claude-command"
	FormatSkillEvals = "skill-evals"
	FormatCodexAgent = "codex-openai-yaml"
	// FormatBundled is a file bundled with a skill (scripts/, references/,
	// ...): only the rules about what its text does apply to it.
	FormatBundled = "bundled"
)

// Text is a string value with the source range it came from. Set reports
// whether the source gave it at all (an absent field and an empty one differ).
type Text struct {
	Value string
	Range diag.Range
	Set   bool
}

// Field is one manifest (frontmatter) entry.
type Field struct {
	Key   Text
	Value Text
}

// Input is one typed input a skill expects.
type Input struct {
	Name     Text
	Type     Text // lowercased; "string" when the source gave none
	Required bool
	Range    diag.Range // the whole item as written
}

// Command is a tool command template: the binary is its first token, and
// each {placeholder} names an input.
type Command struct {
	Template     Text
	Binary       Text
	Placeholders []Text
}

// Link is a dependency from one skill to another (agent.3md `[[z=N]]`).
type Link struct {
	Target string // the target as written, e.g. "3"
	Label  *string
	Range  diag.Range
	To     *Skill // the resolved skill; nil when the link is dead
}

// Role says what an instruction unit is to its agent.
type Role int

const (
	// RoleSkill is a skill: instructions loaded when the skill is selected.
	RoleSkill Role = iota
	// RoleIdentity is the agent's own system prompt and operating rules.
	RoleIdentity
	// RoleCommand is a user-invoked command (agents policy, Copilot prompts).
	RoleCommand
)

// Skill is one unit of instructions: a SKILL.md skill, an agent.3md plane
// (identity or skill), or a command of an .agent.md agent.
type Skill struct {
	Role         Role
	Name         Text
	Description  Text
	Body         *Body
	Triggers     []Text
	Inputs       []Input
	Tool         *Command // nil when the skill binds no command
	Cost         Text
	AllowedTools []Text
	Links        []Link
	// Decl is where the unit is declared: an agent.3md directive line, a
	// SKILL.md frontmatter block.
	Decl diag.Range
	// Native is the format's own node (for agent.3md, *threemd.Plane).
	Native any
	// ArgOf, for a unit that is one argument of a command (an MCP
	// server's or a hook's args), is the unit holding that command.
	ArgOf *Skill
}

// DisplayName is the skill's name, or a stand-in for messages when it has none.
func (s *Skill) DisplayName(fallback string) string {
	if s.Name.Value != "" {
		return s.Name.Value
	}
	return fallback
}

// Agent is what an agent-level format (agent.3md, .agent.md) declares about
// the agent as a whole.
type Agent struct {
	Name        Text
	Description Text
	Model       Text
	Persona     Text
	Version     Text
	Tools       []Text // binaries or tool names the manifest declares
	Entry       Text
	Abilities   []Text // what the agent may do (agents policy: fs, network, sh:<cmd>, ...)
	Identity    *Skill // the identity unit; nil when there is none
}

// Document is one linted file in the common model.
type Document struct {
	Source *diag.Source
	Format string
	// Dir is the directory of the skill or agent, for rules about the files
	// bundled with it. It may be "" for in-memory documents with no path.
	Dir      string
	Manifest []Field
	Agent    *Agent   // nil for formats that declare a lone skill
	Skills   []*Skill // every instruction unit, identity included, in source order
	// Tree is the format's own parse tree, for spec rules that need it: read
	// it through the format package's TreeOf
	// (for agent.3md and 3md, *threemd.Document).
	Tree any
	// Script is set for a bundled file of code (not Markdown): all of its
	// text is code.
	Script bool
	// Front is the byte range of the file's frontmatter, if it has one.
	Front [2]int
	memo  map[string]any
}

// Memo returns the value stored under key, computing it with f the first
// time: results that several rules derive from this document. A document is
// linted by one goroutine, so it needs no lock.
func (d *Document) Memo(key string, f func() any) any {
	if v, ok := d.memo[key]; ok {
		return v
	}
	if d.memo == nil {
		d.memo = map[string]any{}
	}
	v := f()
	d.memo[key] = v
	return v
}

// Range is a convenience for a source range from byte offsets.
func (d *Document) Range(start, end int) diag.Range { return d.Source.Range(start, end) }

// ManifestField returns the last manifest field named key, or nil.
func (d *Document) ManifestField(key string) *Field {
	for i := len(d.Manifest) - 1; i >= 0; i-- {
		if d.Manifest[i].Key.Value == key {
			return &d.Manifest[i]
		}
	}
	return nil
}
