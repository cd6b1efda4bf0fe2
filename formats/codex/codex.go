// Package codex reads a skill's Codex `agents/openai.yaml` (how Codex shows
// the skill, when it may invoke it, and the tools it depends on).
package codex

import (
	"path/filepath"
	"strings"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/formats/frontend"
	"github.com/skillint/skillint/formats/yamlfm"
	"github.com/skillint/skillint/model"
)

// Tree is an openai.yaml file's own tree.
type Tree struct {
	Root     *yamlfm.Node // nil when empty or not valid YAML
	SkillDir string
}

// TreeOf is the openai.yaml tree of a document this package mapped, or nil.
func TreeOf(d *model.Document) *Tree {
	t, _ := d.Tree.(*Tree)
	return t
}

// FrontEnd claims `agents/openai.yaml` inside a skill directory.
type FrontEnd struct{}

// Name is the front-end's name.
func (FrontEnd) Name() string { return "codex-openai-yaml" }

// Match claims a file by its path alone.
func (FrontEnd) Match(path string) bool {
	_, ok := frontend.InSkill(path, "agents", "openai.yaml")
	return ok
}

// Parse parses one document and maps it into the model.
func (FrontEnd) Parse(src *diag.Source, opts frontend.Options) *frontend.Parsed {
	t := &Tree{SkillDir: filepath.Dir(filepath.Dir(src.Path))}
	doc := model.Structured(src, model.FormatCodexAgent, t)
	out := &frontend.Parsed{Doc: doc, Reason: "agents/openai.yaml beside a SKILL.md"}
	root, problems := yamlfm.ParseDocument(src)
	for _, p := range problems {
		sev := diag.Error
		if p.Code == yamlfm.ProblemBOM || p.Code == yamlfm.ProblemDelimiter {
			continue
		}
		out.Findings = append(out.Findings, diag.Finding{Rule: "codex/syntax", Severity: sev, Message: strings.Replace(p.Message, "the frontmatter", "the file", 1), Range: src.Range(p.Start, p.End)})
		if p.Code != yamlfm.ProblemDuplicate {
			out.Broken = true
		}
	}
	if !out.Broken {
		t.Root = root
	}
	return out
}
