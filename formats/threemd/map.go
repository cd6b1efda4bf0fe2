package threemd

import (
	"github.com/skillint/skillint/internal/match"
	"path/filepath"
	"strings"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/model"
)

// IsAgent3md decides whether a parsed .3md document is an agent (agent3md/1)
// or a plain 3md document. Strong signs of an agent: the file is named
// agent.3md, the manifest has an `agent` key or `axis: skill`, or a plane has
// kind=identity or kind=skill (any case). A document that declares another
// axis (a runbook's `axis: step`) is plain 3md otherwise, whatever attributes
// its planes use for their own purposes; with no axis, the agent layer's
// triggers, inputs or tool attributes make it an agent. A document that failed
// to parse before its frontmatter could be read counts as an agent.
func IsAgent3md(path string, d *Document) bool {
	if strings.EqualFold(filepath.Base(path), "agent.3md") || !d.HasFront || d.CloseLine == 0 {
		return true
	}
	if d.Axis == "skill" {
		return true
	}
	for _, f := range d.Fields {
		if strings.EqualFold(f.Key, "agent") {
			return true
		}
	}
	weak := false
	for _, p := range d.Planes {
		for _, a := range p.Attrs {
			switch a.Key {
			case "triggers", "inputs", "tool":
				weak = true
			case "kind":
				if k := strings.ToLower(strings.TrimSpace(a.Value)); k == "identity" || k == "skill" {
					return true
				}
			}
		}
	}
	return weak && d.Field("axis", true) == nil
}

// IntegerTarget matches the agent layer's dependency link targets: a
// non-negative integer, leading zeros allowed.
var IntegerTarget = match.Lazy(`^[0-9]+$`)

var placeholderRE = match.Lazy(`\{([A-Za-z_][A-Za-z0-9_]*)\}`)

// FromThreeMD maps a parsed 3md document into the common model. For an agent
// document (format agent3md) the identity plane and the skill planes become
// skills; for a plain 3md document only the manifest is mapped. The tree must
// have parsed without error for the agent layer to be mapped.
func FromThreeMD(src *diag.Source, format string, d *Document) *model.Document {
	doc := &model.Document{Source: src, Format: format, Dir: filepath.Dir(src.Path), Tree: d}
	for _, f := range d.Fields {
		doc.Manifest = append(doc.Manifest, model.Field{
			Key:   model.Text{Value: f.Key, Range: src.Range(f.KeyStart, f.KeyEnd), Set: true},
			Value: model.Text{Value: f.Value, Range: src.Range(f.ValStart, f.ValEnd), Set: true},
		})
	}
	if format != model.FormatAgent3md || !d.OK() {
		return doc
	}
	a := &model.Agent{}
	doc.Agent = a
	field := func(key string, fold bool) model.Text {
		f := d.Field(key, fold)
		if f == nil {
			return model.Text{}
		}
		return model.Text{Value: f.Value, Range: src.Range(f.ValStart, f.ValEnd), Set: true}
	}
	a.Name = field("agent", false)
	if strings.TrimSpace(a.Name.Value) == "" {
		if t := field("title", true); strings.TrimSpace(t.Value) != "" {
			a.Name = t
		}
	}
	a.Model = field("model", false)
	a.Persona = field("persona", false)
	a.Version = field("version", false)
	a.Entry = field("entry", false)
	if f := d.Field("tools", false); f != nil {
		a.Tools = splitList(src, f.Value, f.ValueOffsets(src.Bytes))
	}

	identity := IdentityPlane(d)
	byZ := map[string]*model.Skill{}
	for _, p := range d.Planes {
		s := planeSkill(src, d, p)
		if p == identity || p.Attributes["kind"] == "identity" {
			s.Role = model.RoleIdentity
		}
		if p == identity {
			a.Identity = s
		}
		byZ[p.ZKey] = s
		doc.Skills = append(doc.Skills, s)
	}
	for _, s := range doc.Skills {
		last, lastTo := "", (*model.Skill)(nil) // a target repeated in a row is resolved once
		for i := range s.Links {
			t := s.Links[i].Target
			if i == 0 || t != last {
				last, lastTo = t, nil
				if z, ok := ZKey(t); ok {
					lastTo = byZ[z]
				}
			}
			s.Links[i].To = lastTo
		}
	}
	return doc
}

// IdentityPlane is the agent's identity: the first plane with kind=identity
// (exact case), or else the plane with the lowest z.
func IdentityPlane(d *Document) *Plane {
	var lowest *Plane
	for _, p := range d.Planes {
		if p.Attributes["kind"] == "identity" {
			return p
		}
		if lowest == nil || p.Z < lowest.Z {
			lowest = p
		}
	}
	return lowest
}

// item is one element of a comma-separated value: its text and the byte
// index in the value where it starts.
type item struct {
	text  string
	index int
}

// splitItems splits a comma-separated value into trimmed, non-empty items.
func splitItems(value string) []item {
	var out []item
	if n := strings.Count(value, ","); n > 0 {
		out = make([]item, 0, n+1) // sized once: an attribute may list 500k items
	}
	start := 0
	for i := 0; i <= len(value); i++ {
		if i < len(value) && value[i] != ',' {
			continue
		}
		s, e := start, i
		for s < e && isBlank(value[s]) {
			s++
		}
		for e > s && isBlank(value[e-1]) {
			e--
		}
		if e > s {
			out = append(out, item{text: value[s:e], index: s})
		}
		start = i + 1
	}
	return out
}

// splitList splits a comma-separated value into trimmed, non-empty items,
// each with its source range; at maps a byte index of value to a file offset.
func splitList(src *diag.Source, value string, at func(int) int) []model.Text {
	items := splitItems(value)
	var out []model.Text
	if len(items) > 0 {
		out = make([]model.Text, 0, len(items))
	}
	for _, it := range items {
		out = append(out, model.Text{Value: it.text, Range: src.Range(at(it.index), at(it.index+len(it.text))), Set: true})
	}
	return out
}

func isBlank(c byte) bool {
	return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f'
}

func attrText(src *diag.Source, p *Plane, key string) (model.Text, *Attr) {
	a := p.Attr(key)
	if a == nil {
		return model.Text{}, nil
	}
	return model.Text{Value: a.Value, Range: src.Range(a.ValStart, a.ValEnd), Set: true}, a
}

func planeSkill(src *diag.Source, d *Document, p *Plane) *model.Skill {
	s := &model.Skill{Role: model.RoleSkill, Native: p, Decl: src.Range(p.Start, p.End)}
	s.Body = model.NewBody(src, p.BodyStart, p.BodyEnd)
	if label, a := attrText(src, p, "label"); a != nil {
		v := label.Value
		ls, le := trimIndex(v)
		label.Value = v[ls:le]
		label.Range = src.Range(a.ValueOffset(src.Bytes, ls), a.ValueOffset(src.Bytes, le))
		s.Name = label
	}
	if _, a := attrText(src, p, "triggers"); a != nil {
		s.Triggers = splitList(src, a.Value, a.ValueOffsets(src.Bytes))
	}
	if _, a := attrText(src, p, "inputs"); a != nil {
		at := a.ValueOffsets(src.Bytes)
		items := splitItems(a.Value)
		if len(items) > 0 {
			s.Inputs = make([]model.Input, 0, len(items))
		}
		for _, it := range items {
			s.Inputs = append(s.Inputs, parseInput(src, it, at))
		}
	}
	if tool, a := attrText(src, p, "tool"); a != nil {
		s.Tool = parseCommand(src, a, tool)
	}
	s.Cost, _ = attrText(src, p, "cost")
	links := Links(src.Bytes, p.BodyStart, p.BodyEnd, src.LineOf)
	if len(links) > 0 {
		s.Links = make([]model.Link, 0, len(links))
	}
	for _, l := range links {
		if !IntegerTarget.MatchString(l.TargetText) {
			continue
		}
		s.Links = append(s.Links, model.Link{Target: l.TargetText, Label: l.Text, Range: src.Range(l.Start, l.End)})
	}
	return s
}

func trimIndex(v string) (int, int) {
	s, e := 0, len(v)
	for s < e && isBlank(v[s]) {
		s++
	}
	for e > s && isBlank(v[e-1]) {
		e--
	}
	return s, e
}

// parseInput reads `name`, `name:type` or `name:type?` (one trailing `?`
// makes the input optional; the type is trimmed and lowercased, and is
// `string` when empty). at maps a byte index of the attribute value to a file
// offset.
func parseInput(src *diag.Source, it item, at func(int) int) model.Input {
	v := it.text
	pos := func(i int) int { return at(it.index + i) }
	in := model.Input{Range: src.Range(pos(0), pos(len(v))), Required: true}
	if strings.HasSuffix(v, "?") {
		in.Required = false
		v = v[:len(v)-1]
	}
	name, typ, hasType := strings.Cut(v, ":")
	ns, ne := trimIndex(name)
	in.Name = model.Text{Value: name[ns:ne], Range: src.Range(pos(ns), pos(ne)), Set: true}
	in.Type = model.Text{Value: "string"}
	if hasType {
		ts, te := trimIndex(typ)
		off := len(name) + 1
		in.Type = model.Text{Value: strings.ToLower(typ[ts:te]), Range: src.Range(pos(off+ts), pos(off+te)), Set: true}
		if te == ts {
			in.Type.Value = "string"
		}
	}
	return in
}

func parseCommand(src *diag.Source, a *Attr, tool model.Text) *model.Command {
	c := &model.Command{Template: tool}
	v := tool.Value
	ts, te := trimIndex(v)
	c.Template.Value = v[ts:te]
	if te == ts {
		return c
	}
	be := ts
	for be < te && !isBlank(v[be]) {
		be++
	}
	at := a.ValueOffsets(src.Bytes)
	c.Binary = model.Text{Value: v[ts:be], Range: src.Range(at(ts), at(be)), Set: true}
	for _, m := range placeholderRE.FindAllStringSubmatchIndex(v, -1) {
		c.Placeholders = append(c.Placeholders, model.Text{Value: v[m[2]:m[3]],
			Range: src.Range(at(m[0]), at(m[1])), Set: true})
	}
	return c
}

// TreeOf is the 3md parse tree of a document this package mapped, or nil.
func TreeOf(d *model.Document) *Document {
	t, _ := d.Tree.(*Document)
	return t
}

// PlaneOf is the plane a skill of a 3md document was mapped from, or nil.
func PlaneOf(s *model.Skill) *Plane {
	pl, _ := s.Native.(*Plane)
	return pl
}
