// Package ruleutil holds what several rule families share: helpers over instruction units, a small
// YAML shape checker, the frontmatter rules' definitions.
package ruleutil

import (
	"bytes"
	"fmt"
	"github.com/skillint/skillint/internal/match"
	"strings"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/formats/agentmd"
	"github.com/skillint/skillint/formats/skillmd"
	"github.com/skillint/skillint/formats/yamlfm"
	"github.com/skillint/skillint/model"
	"github.com/skillint/skillint/rules"
)

// Units are the instruction units of a document that have a body.
func Units(p *rules.Pass) []*model.Skill {
	var out []*model.Skill
	for _, s := range p.Doc.Skills {
		if s.Body != nil {
			out = append(out, s)
		}
	}
	return out
}

// UnitName names a unit in messages.
func UnitName(s *model.Skill) string {
	what := "the skill"
	switch s.Role {
	case model.RoleIdentity:
		what = "the agent"
	case model.RoleCommand:
		what = "the command"
	}
	if s.Name.Value != "" {
		return fmt.Sprintf("%s %q", what, s.Name.Value)
	}
	return what
}

// DeclRange is where a finding about a whole unit goes: its declaration, or
// the start of its body.
func DeclRange(s *model.Skill) diag.Range {
	if s.Decl.End.Line > 0 {
		return s.Decl
	}
	return s.Body.Range(0, 0)
}

// LineOffset is the byte offset where 0-based line n of text starts.
func LineOffset(text []byte, n int) int {
	off := 0
	for i := 0; i < n; i++ {
		j := bytes.IndexByte(text[off:], '\n')
		if j < 0 {
			return len(text)
		}
		off += j + 1
	}
	return off
}

// LineLen is the length of the line starting at off, without its line break.
func LineLen(text []byte, off int) int {
	j := bytes.IndexByte(text[off:], '\n')
	if j < 0 {
		j = len(text) - off
	}
	if j > 0 && text[off+j-1] == '\r' {
		j--
	}
	return j
}

// AgentTree is the .agent.md tree of the pass's document, or nil.
func AgentTree(p *rules.Pass) *agentmd.AgentTree {
	return agentmd.TreeOf(p.Doc)
}

// PolicyRoot is the frontmatter mapping of an .agent.md document, or nil.
func PolicyRoot(p *rules.Pass) *yamlfm.Node {
	if t := AgentTree(p); t != nil {
		return t.Root()
	}
	return nil
}

// Describe names the kind of a YAML value for messages.
func Describe(n *yamlfm.Node) string {
	if n.Kind == yamlfm.String {
		return "an empty string"
	}
	return n.Kind.String()
}

// SkillFormats are the formats of SKILL.md files.
var SkillFormats = []string{model.FormatSkillMD, model.FormatAIP3}

// SkillRoot is the frontmatter mapping of a SKILL.md document, or nil.
func SkillRoot(p *rules.Pass) *yamlfm.Node {
	if t := skillmd.TreeOf(p.Doc); t != nil {
		return t.Root()
	}
	return nil
}

// NodeRange is the source range of a YAML node.
func NodeRange(p *rules.Pass, n *yamlfm.Node) diag.Range { return p.Src().Range(n.Start, n.End) }

// NearestKey is the candidate within a small edit distance of k, or "".
func NearestKey(k string, candidates []string) string {
	best, bestD := "", 3
	if len(k) <= 4 {
		bestD = 2
	}
	lk := strings.ToLower(k)
	for _, c := range candidates {
		lc := strings.ToLower(c)
		d := rules.Distance(lk, lc)
		if strings.ReplaceAll(lk, "_", "-") == lc {
			d = 0
		}
		if d < bestD {
			best, bestD = c, d
		}
	}
	return best
}

// AllFormats is every format name.
var AllFormats = []string{model.FormatAgent3md, model.Format3md, model.FormatSkillMD,
	model.FormatAIP3, model.FormatAgentMD, model.FormatCopilotAgent}

// SemverRE is a semantic version (semver.org).
var SemverRE = match.Lazy(`^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$`)

// YAMLTrue reports whether a frontmatter value means true: a YAML boolean,
// or one of the words Claude Code reads as true (yes, on, 1, true).
func YAMLTrue(n *yamlfm.Node) bool {
	if n == nil {
		return false
	}
	switch strings.ToLower(strings.TrimSpace(n.Value)) {
	case "true", "yes", "on", "1":
		return n.Kind == yamlfm.Bool || n.Kind == yamlfm.String || n.Kind == yamlfm.Int
	}
	return false
}
