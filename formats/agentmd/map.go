package agentmd

import (
	"path/filepath"
	"strings"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/formats/frontend"
	"github.com/skillint/skillint/formats/yamlfm"
	"github.com/skillint/skillint/model"
)

// AgentTree is an `.agent.md` file's own tree, for both formats.
type AgentTree struct {
	Frontmatter *yamlfm.Frontmatter
	BodyStart   int
	// Sections are the policy format's heading sections (offsets are into
	// the body: add BodyStart); nil for Copilot agents.
	Sections *Sections
	// Tools are the tool names the policy's `## Tools` code returns (offsets
	// into the file); ToolsRead is false when no returned object was found.
	Tools     []Tool
	ToolsRead bool
	// Reason says why the file was read as its format.
	Reason string
}

// Root is the frontmatter mapping, or nil.
func (t *AgentTree) Root() *yamlfm.Node { return t.Frontmatter.Root }

// GetFold returns the first pair of a mapping whose key equals key ignoring
// case (the policy format's keys are case-insensitive), or nil.
func GetFold(n *yamlfm.Node, key string) *yamlfm.Pair {
	if n == nil || n.Kind != yamlfm.Map {
		return nil
	}
	for _, p := range n.Pairs {
		if strings.EqualFold(p.Key.Value, key) {
			return p
		}
	}
	return nil
}

func stringValue(src *diag.Source, p *yamlfm.Pair) model.Text {
	if p == nil || p.Value.Kind != yamlfm.String {
		return model.Text{}
	}
	return frontend.NodeText(src, p.Value)
}

// blockBody is the body of an instruction held in a YAML string: a block
// scalar's lines, or the scalar itself.
func blockBody(src *diag.Source, n *yamlfm.Node) *model.Body {
	if n.Block {
		return model.NewBody(src, n.ContentStart, n.ContentEnd)
	}
	return model.NewBody(src, n.Start, n.End)
}

// FromAgentPolicy maps an agents-policy file: the agent (title and
// description from the metadata or the headings, tools from `## Tools`,
// abilities), its identity (the whole body), and each inline command as a
// command skill with its argument hints as inputs.
func FromAgentPolicy(src *diag.Source, fm *yamlfm.Frontmatter, reason string) *model.Document {
	doc := &model.Document{Source: src, Format: model.FormatAgentMD, Dir: filepath.Dir(src.Path), Front: [2]int{fm.ContentStart, fm.ContentEnd}}
	tree := &AgentTree{Frontmatter: fm, BodyStart: fm.BodyStart, Reason: reason}
	doc.Tree = tree
	body := src.Bytes[fm.BodyStart:]
	tree.Sections = Read(body)
	for _, code := range tree.Sections.ToolsCode {
		tools, ok := Tools(code.Text)
		if !ok {
			continue
		}
		tree.ToolsRead = true
		base := fm.BodyStart + code.Start
		for _, t := range tools {
			t.Start, t.End, t.SchemeAt = t.Start+base, t.End+base, t.SchemeAt+base
			tree.Tools = append(tree.Tools, t)
		}
	}
	a := &model.Agent{}
	doc.Agent = a
	root := fm.Root
	doc.Manifest = frontend.Manifest(src, root)
	headingText := func(s Span) model.Text {
		if !s.Set {
			return model.Text{}
		}
		return model.Text{Value: s.Text, Range: src.Range(fm.BodyStart+s.Start, fm.BodyStart+s.End), Set: true}
	}
	a.Name = stringValue(src, GetFold(root, "title"))
	if strings.TrimSpace(a.Name.Value) == "" {
		a.Name = headingText(tree.Sections.Title)
	}
	a.Description = stringValue(src, GetFold(root, "description"))
	if strings.TrimSpace(a.Description.Value) == "" {
		a.Description = headingText(tree.Sections.Description)
	}
	a.Version = stringValue(src, GetFold(root, "version"))
	for _, t := range tree.Tools {
		a.Tools = append(a.Tools, model.Text{Value: t.Name, Range: src.Range(t.Start, t.End), Set: true})
	}
	if ab := GetFold(root, "abilities"); ab != nil {
		lists := []*yamlfm.Node{ab.Value}
		if ab.Value.Kind == yamlfm.Map {
			lists = nil
			if allow := GetFold(ab.Value, "allow"); allow != nil {
				lists = append(lists, allow.Value)
			}
		}
		for _, l := range lists {
			for _, it := range l.Items {
				if it.Kind == yamlfm.String {
					a.Abilities = append(a.Abilities, frontend.NodeText(src, it))
				}
			}
		}
	}
	id := &model.Skill{Role: model.RoleIdentity, Name: a.Name, Description: a.Description, Body: model.NewBody(src, fm.BodyStart, len(src.Bytes))}
	if fm.Present {
		id.Decl = fm.Open
	}
	a.Identity = id
	doc.Skills = append(doc.Skills, id)
	if cmds := GetFold(root, "commands"); cmds != nil && cmds.Value.Kind == yamlfm.Seq {
		for _, it := range cmds.Value.Items {
			if it.Kind != yamlfm.Map {
				continue
			}
			c := &model.Skill{Role: model.RoleCommand, Decl: src.Range(it.Start, it.End)}
			c.Name = stringValue(src, GetFold(it, "name"))
			c.Description = stringValue(src, GetFold(it, "description"))
			if b := GetFold(it, "body"); b != nil && b.Value.Kind == yamlfm.String {
				c.Body = blockBody(src, b.Value)
			}
			for _, h := range ArgumentHints(GetFold(it, "argument-hint")) {
				c.Inputs = append(c.Inputs, model.Input{Name: model.Text{Value: h.Value, Range: src.Range(h.Start, h.End), Set: true}, Type: model.Text{Value: "string"}, Required: true, Range: src.Range(h.Start, h.End)})
			}
			doc.Skills = append(doc.Skills, c)
		}
	}
	return doc
}

// Hint is one argument an argument-hint names.
type Hint struct {
	Value      string
	Start, End int
}

// ArgumentHints reads an argument-hint: a string of `[name]` or bare words,
// or a list of strings. Each named argument is one hint, in order.
func ArgumentHints(p *yamlfm.Pair) []Hint {
	if p == nil {
		return nil
	}
	var out []Hint
	add := func(n *yamlfm.Node) {
		if n.Kind != yamlfm.String {
			return
		}
		v := n.Value
		if !strings.Contains(v, "[") {
			for _, f := range strings.Fields(v) {
				out = append(out, Hint{Value: f, Start: n.Start, End: n.End})
			}
			return
		}
		for {
			i := strings.IndexByte(v, '[')
			if i < 0 {
				return
			}
			j := strings.IndexByte(v[i:], ']')
			if j < 0 {
				return
			}
			out = append(out, Hint{Value: strings.TrimSpace(v[i+1 : i+j]), Start: n.Start, End: n.End})
			v = v[i+j+1:]
		}
	}
	switch p.Value.Kind {
	case yamlfm.Seq:
		for _, it := range p.Value.Items {
			add(it)
		}
	default:
		add(p.Value)
	}
	return out
}

// FromCopilot maps a GitHub Copilot / VS Code custom agent: the agent (name,
// or the file name; description; model; tools) and its identity, whose body
// is the agent's system prompt.
func FromCopilot(src *diag.Source, fm *yamlfm.Frontmatter, reason string) *model.Document {
	doc := &model.Document{Source: src, Format: model.FormatCopilotAgent, Dir: filepath.Dir(src.Path), Front: [2]int{fm.ContentStart, fm.ContentEnd},
		Tree: &AgentTree{Frontmatter: fm, BodyStart: fm.BodyStart, Reason: reason}}
	a := &model.Agent{}
	doc.Agent = a
	root := fm.Root
	doc.Manifest = frontend.Manifest(src, root)
	a.Name = stringValue(src, root.Get("name"))
	if a.Name.Value == "" {
		base := filepath.Base(src.Path)
		a.Name = model.Text{Value: strings.TrimSuffix(strings.TrimSuffix(base, ".md"), ".agent")}
	}
	a.Description = stringValue(src, root.Get("description"))
	a.Model = stringValue(src, root.Get("model"))
	if t := root.Get("tools"); t != nil {
		switch t.Value.Kind {
		case yamlfm.Seq:
			for _, it := range t.Value.Items {
				if it.Kind == yamlfm.String {
					a.Tools = append(a.Tools, frontend.NodeText(src, it))
				}
			}
		case yamlfm.String:
			for _, f := range strings.Split(t.Value.Value, ",") {
				if f = strings.TrimSpace(f); f != "" {
					a.Tools = append(a.Tools, model.Text{Value: f, Range: src.Range(t.Value.Start, t.Value.End), Set: true})
				}
			}
		}
	}
	id := &model.Skill{Role: model.RoleIdentity, Name: a.Name, Description: a.Description, AllowedTools: a.Tools,
		Body: model.NewBody(src, fm.BodyStart, len(src.Bytes))}
	if fm.Present {
		id.Decl = fm.Open
	}
	a.Identity = id
	doc.Skills = []*model.Skill{id}
	return doc
}

// TreeOf is the .agent.md tree of a document this package mapped, or nil.
func TreeOf(d *model.Document) *AgentTree {
	t, _ := d.Tree.(*AgentTree)
	return t
}
