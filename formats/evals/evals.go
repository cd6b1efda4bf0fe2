// Package evals reads a skill's `evals/evals.json` (the Agent Skills test
// cases: prompts with their expected outputs).
package evals

import (
	"encoding/json"
	"errors"
	"path/filepath"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/formats/frontend"
	"github.com/skillint/skillint/formats/yamlfm"
	"github.com/skillint/skillint/model"
)

// Tree is an evals file's own tree: its JSON with positions (JSON is
// YAML, so the YAML reader gives every key and value its place).
type Tree struct {
	Root     *yamlfm.Node // nil when the file is not valid JSON
	SkillDir string
}

// TreeOf is the evals tree of a document this package mapped, or nil.
func TreeOf(d *model.Document) *Tree {
	t, _ := d.Tree.(*Tree)
	return t
}

// FrontEnd claims `evals/evals.json` inside a skill directory.
type FrontEnd struct{}

// Name is the front-end's name.
func (FrontEnd) Name() string { return "skill-evals" }

// Match claims a file by its path alone.
func (FrontEnd) Match(path string) bool {
	_, ok := frontend.InSkill(path, "evals", "evals.json")
	return ok
}

// Parse parses one document and maps it into the model.
func (FrontEnd) Parse(src *diag.Source, opts frontend.Options) *frontend.Parsed {
	t := &Tree{SkillDir: filepath.Dir(filepath.Dir(src.Path))}
	doc := model.Structured(src, model.FormatSkillEvals, t)
	out := &frontend.Parsed{Doc: doc, Reason: "evals/evals.json beside a SKILL.md"}
	if f, ok := JSONSyntax(src, "evals/syntax"); !ok {
		out.Findings = append(out.Findings, f)
		out.Broken = true
		return out
	}
	t.Root, _ = yamlfm.ParseDocument(src)
	return out
}

// JSONSyntax checks that src is valid JSON; when it is not, it returns a
// finding of rule at the error's position.
func JSONSyntax(src *diag.Source, rule string) (diag.Finding, bool) {
	var v any
	err := json.Unmarshal(src.Bytes, &v)
	if err == nil {
		return diag.Finding{}, true
	}
	off := len(src.Bytes)
	var se *json.SyntaxError
	if errors.As(err, &se) {
		off = int(se.Offset)
		if off > 0 {
			off--
		}
	}
	off = min(off, len(src.Bytes))
	return diag.Finding{Rule: rule, Severity: diag.Error, Message: "the file is not valid JSON: " + err.Error(), Range: src.Range(off, off)}, false
}
