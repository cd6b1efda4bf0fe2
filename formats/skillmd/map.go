// Package skillmd reads SKILL.md files (Agent Skills, and AIP-3's
// `schema: skills/v1`): the front-end and the mapping into the model.
package skillmd

import (
	"path/filepath"
	"strings"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/formats/frontend"
	"github.com/skillint/skillint/formats/yamlfm"
	"github.com/skillint/skillint/model"
)

// SkillTree is a SKILL.md file's own tree: its frontmatter.
type SkillTree struct {
	Frontmatter *yamlfm.Frontmatter
}

// Root is the frontmatter mapping, or nil.
func (t *SkillTree) Root() *yamlfm.Node { return t.Frontmatter.Root }

// IsAIP3 reports whether a frontmatter declares AIP-3's `schema: skills/v1`,
// at the top level or under metadata.aip3.
func IsAIP3(root *yamlfm.Node) bool {
	if p := root.Get("schema"); p != nil && strings.TrimSpace(p.Value.Value) == "skills/v1" {
		return true
	}
	if m := root.Get("metadata"); m != nil {
		if a := m.Value.Get("aip3"); a != nil {
			if s := a.Value.Get("schema"); s != nil && strings.TrimSpace(s.Value.Value) == "skills/v1" {
				return true
			}
		}
	}
	return false
}

// FromSkillMD maps a SKILL.md file into the common model: one skill, whose
// name, description and allowed tools come from the frontmatter and whose
// body is everything after it.
func FromSkillMD(src *diag.Source, fm *yamlfm.Frontmatter) *model.Document {
	doc := &model.Document{Source: src, Format: model.FormatSkillMD, Dir: filepath.Dir(src.Path), Tree: &SkillTree{Frontmatter: fm},
		Front: [2]int{fm.ContentStart, fm.ContentEnd}}
	s := &model.Skill{Role: model.RoleSkill, Body: model.NewBody(src, fm.BodyStart, len(src.Bytes))}
	if fm.Present {
		end := fm.Close.End.Offset
		if fm.Close.End.Line == 0 {
			end = fm.Open.End.Offset
		}
		s.Decl = src.Range(fm.Open.Start.Offset, end)
	}
	doc.Skills = []*model.Skill{s}
	root := fm.Root
	if root == nil {
		return doc
	}
	if IsAIP3(root) {
		doc.Format = model.FormatAIP3
	}
	doc.Manifest = frontend.Manifest(src, root)
	if p := root.Get("name"); p != nil && p.Value.Kind == yamlfm.String {
		s.Name = frontend.NodeText(src, p.Value)
	}
	if p := root.Get("description"); p != nil && p.Value.Kind == yamlfm.String {
		s.Description = frontend.NodeText(src, p.Value)
	}
	if p := root.Get("allowed-tools"); p != nil {
		switch p.Value.Kind {
		case yamlfm.String:
			for _, f := range strings.Fields(p.Value.Value) {
				s.AllowedTools = append(s.AllowedTools, model.Text{Value: f, Range: frontend.NodeText(src, p.Value).Range, Set: true})
			}
		case yamlfm.Seq:
			for _, it := range p.Value.Items {
				s.AllowedTools = append(s.AllowedTools, frontend.NodeText(src, it))
			}
		}
	}
	if p := root.Get("inputs"); p != nil && p.Value.Kind == yamlfm.Seq {
		for _, it := range p.Value.Items {
			in := model.Input{Range: src.Range(it.Start, it.End), Required: false, Type: model.Text{Value: "string"}}
			if n := it.Get("name"); n != nil {
				in.Name = frontend.NodeText(src, n.Value)
			}
			if t := it.Get("type"); t != nil {
				in.Type = frontend.NodeText(src, t.Value)
			}
			if r := it.Get("required"); r != nil && r.Value.Kind == yamlfm.Bool {
				in.Required = strings.EqualFold(r.Value.Value, "true")
			}
			s.Inputs = append(s.Inputs, in)
		}
	}
	return doc
}

// TreeOf is the SKILL.md tree of a document this package mapped, or nil.
func TreeOf(d *model.Document) *SkillTree {
	t, _ := d.Tree.(*SkillTree)
	return t
}
