package normalize

import (
	"path/filepath"
	"strings"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/formats/yamlfm"
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

// nodeText is a scalar node as a Text (Set even for non-strings: the rules
// check types on the tree).
func nodeText(src *diag.Source, n *yamlfm.Node) Text {
	return Text{Value: n.Value, Range: src.Range(n.Start, n.End), Set: true}
}

// manifest is a YAML mapping's top-level entries as manifest fields.
func manifest(src *diag.Source, root *yamlfm.Node) []Field {
	if root == nil {
		return nil
	}
	out := make([]Field, 0, len(root.Pairs))
	for _, p := range root.Pairs {
		out = append(out, Field{Key: nodeText(src, p.Key), Value: nodeText(src, p.Value)})
	}
	return out
}

// FromSkillMD maps a SKILL.md file into the common model: one skill, whose
// name, description and allowed tools come from the frontmatter and whose
// body is everything after it.
func FromSkillMD(src *diag.Source, fm *yamlfm.Frontmatter) *Document {
	doc := &Document{Source: src, Format: FormatSkillMD, Dir: filepath.Dir(src.Path), Tree: &SkillTree{Frontmatter: fm},
		Front: [2]int{fm.ContentStart, fm.ContentEnd}}
	s := &Skill{Role: RoleSkill, Body: NewBody(src, fm.BodyStart, len(src.Bytes))}
	if fm.Present {
		end := fm.Close.End.Offset
		if fm.Close.End.Line == 0 {
			end = fm.Open.End.Offset
		}
		s.Decl = src.Range(fm.Open.Start.Offset, end)
	}
	doc.Skills = []*Skill{s}
	root := fm.Root
	if root == nil {
		return doc
	}
	if IsAIP3(root) {
		doc.Format = FormatAIP3
	}
	doc.Manifest = manifest(src, root)
	if p := root.Get("name"); p != nil && p.Value.Kind == yamlfm.String {
		s.Name = nodeText(src, p.Value)
	}
	if p := root.Get("description"); p != nil && p.Value.Kind == yamlfm.String {
		s.Description = nodeText(src, p.Value)
	}
	if p := root.Get("allowed-tools"); p != nil {
		switch p.Value.Kind {
		case yamlfm.String:
			for _, f := range strings.Fields(p.Value.Value) {
				s.AllowedTools = append(s.AllowedTools, Text{Value: f, Range: nodeText(src, p.Value).Range, Set: true})
			}
		case yamlfm.Seq:
			for _, it := range p.Value.Items {
				s.AllowedTools = append(s.AllowedTools, nodeText(src, it))
			}
		}
	}
	if p := root.Get("inputs"); p != nil && p.Value.Kind == yamlfm.Seq {
		for _, it := range p.Value.Items {
			in := Input{Range: src.Range(it.Start, it.End), Required: false, Type: Text{Value: "string"}}
			if n := it.Get("name"); n != nil {
				in.Name = nodeText(src, n.Value)
			}
			if t := it.Get("type"); t != nil {
				in.Type = nodeText(src, t.Value)
			}
			if r := it.Get("required"); r != nil && r.Value.Kind == yamlfm.Bool {
				in.Required = strings.EqualFold(r.Value.Value, "true")
			}
			s.Inputs = append(s.Inputs, in)
		}
	}
	return doc
}
