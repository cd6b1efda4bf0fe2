package ruleutil

import (
	"bytes"
	"fmt"
	"regexp"
	"strings"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/formats/yamlfm"
	"github.com/skillint/skillint/normalize"
	"github.com/skillint/skillint/rules"
)

// units are the instruction units of a document that have a body.
func Units(p *rules.Pass) []*normalize.Skill {
	var out []*normalize.Skill
	for _, s := range p.Doc.Skills {
		if s.Body != nil {
			out = append(out, s)
		}
	}
	return out
}

// unitName names a unit in messages.
func UnitName(s *normalize.Skill) string {
	what := "the skill"
	switch s.Role {
	case normalize.RoleIdentity:
		what = "the agent"
	case normalize.RoleCommand:
		what = "the command"
	}
	if s.Name.Value != "" {
		return fmt.Sprintf("%s %q", what, s.Name.Value)
	}
	return what
}

// declRange is where a finding about a whole unit goes: its declaration, or
// the start of its body.
func DeclRange(s *normalize.Skill) diag.Range {
	if s.Decl.End.Line > 0 {
		return s.Decl
	}
	return s.Body.Range(0, 0)
}

// lineOffset is the byte offset where 0-based line n of text starts.
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

func AgentTree(p *rules.Pass) *normalize.AgentTree {
	t, _ := p.Doc.Tree.(*normalize.AgentTree)
	return t
}

func PolicyRoot(p *rules.Pass) *yamlfm.Node {
	if t := AgentTree(p); t != nil {
		return t.Root()
	}
	return nil
}

func Describe(n *yamlfm.Node) string {
	if n.Kind == yamlfm.String {
		return "an empty string"
	}
	return n.Kind.String()
}

var SkillFormats = []string{normalize.FormatSkillMD, normalize.FormatAIP3}

func SkillRoot(p *rules.Pass) *yamlfm.Node {
	if t, ok := p.Doc.Tree.(*normalize.SkillTree); ok {
		return t.Root()
	}
	return nil
}

func NodeRange(p *rules.Pass, n *yamlfm.Node) diag.Range { return p.Src().Range(n.Start, n.End) }

// nearestKey is the candidate within a small edit distance of k, or "".
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

// allFormats is every format name.
var AllFormats = []string{normalize.FormatAgent3md, normalize.Format3md, normalize.FormatSkillMD,
	normalize.FormatAIP3, normalize.FormatAgentMD, normalize.FormatCopilotAgent}

// SemverRE is a semantic version (semver.org).
var SemverRE = regexp.MustCompile(`^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$`)
