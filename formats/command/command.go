// Package command reads Claude Code slash commands (`.claude/commands/**/*.md`,
// a plugin's `commands/`): a prompt template with optional YAML frontmatter.
package command

import (
	"path/filepath"
	"strings"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/formats/agentmd"
	"github.com/skillint/skillint/formats/frontend"
	"github.com/skillint/skillint/formats/subagent"
	"github.com/skillint/skillint/formats/yamlfm"
	"github.com/skillint/skillint/model"
)

// Fields are the documented frontmatter keys, which commands share with
// skills (code.claude.com slash-commands and skills).
var Fields = []string{"description", "argument-hint", "allowed-tools", "model", "disable-model-invocation", "user-invocable",
	"effort", "context", "agent", "hooks", "name", "when_to_use", "arguments", "paths", "shell", "disallowed-tools"}

// Tree is a command file's own tree.
type Tree struct {
	Frontmatter *yamlfm.Frontmatter
	Root        *yamlfm.Node // nil without frontmatter
	Lenient     bool
	Place       frontend.Place
}

// TreeOf is the command tree of a document this package mapped, or nil.
func TreeOf(d *model.Document) *Tree {
	t, _ := d.Tree.(*Tree)
	return t
}

// telling are the frontmatter keys that make a Markdown file under some
// commands/ directory a command.
var telling = []string{"description", "argument-hint", "allowed-tools", "disable-model-invocation"}

// FrontEnd claims the `.md` files under `.claude/commands/` and under a
// directory named `commands/` (but for files bundled with a skill). Outside
// `.claude/` and plugin roots, a file is a command only when its frontmatter
// has a command key (description, argument-hint, allowed-tools, ...).
type FrontEnd struct{}

// Name is the front-end's name.
func (FrontEnd) Name() string { return "claude-command" }

// Match claims a file by its path alone.
func (FrontEnd) Match(path string) bool {
	_, ok := frontend.Locate(path, "commands")
	return ok
}

// Name is the command's name as Claude Code shows it: the file name without
// `.md`, namespaced by its subdirectories (`frontend/component.md` is
// `frontend:component`).
func Name(rel string) string {
	return strings.ReplaceAll(strings.TrimSuffix(rel, filepath.Ext(rel)), "/", ":")
}

// Parse parses one document and maps it into the model.
func (FrontEnd) Parse(src *diag.Source, opts frontend.Options) *frontend.Parsed {
	pl, _ := frontend.Locate(src.Path, "commands")
	fm := yamlfm.Parse(src)
	root, lenient, broken := frontend.ReadLenient(src.Bytes, fm, Fields)
	reason := ""
	switch {
	case opts.Format == model.FormatCommand:
		reason = "forced by the configuration"
	case pl.Claude:
		reason = "under .claude/commands/"
	case pl.Plugin:
		reason = "under a plugin's commands/ directory: its root holds .claude-plugin/"
	case hasAny(root, telling):
		reason = "under commands/, with command frontmatter"
	case opts.Explicit:
		reason = "named on the command line, under commands/"
	default:
		return nil
	}
	doc := &model.Document{Source: src, Format: model.FormatCommand, Dir: filepath.Dir(src.Path), Front: [2]int{fm.ContentStart, fm.ContentEnd},
		Tree: &Tree{Frontmatter: fm, Root: root, Lenient: lenient, Place: pl}}
	doc.Manifest = frontend.Manifest(src, root)
	c := &model.Skill{Role: model.RoleCommand, Body: model.NewBody(src, fm.BodyStart, len(src.Bytes))}
	c.Name = model.Text{Value: Name(pl.Rel)}
	if p := root.Get("name"); p != nil && p.Value.Kind == yamlfm.String {
		c.Name = frontend.NodeText(src, p.Value)
	}
	if p := root.Get("description"); p != nil && p.Value.Kind == yamlfm.String {
		c.Description = frontend.NodeText(src, p.Value)
	}
	c.AllowedTools = subagent.Tools(src, root.Get("allowed-tools"))
	for _, h := range agentmd.ArgumentHints(root.Get("argument-hint")) {
		r := src.Range(h.Start, h.End)
		c.Inputs = append(c.Inputs, model.Input{Name: model.Text{Value: h.Value, Range: r, Set: true}, Type: model.Text{Value: "string"}, Required: true, Range: r})
	}
	if fm.Present {
		c.Decl = fm.Open
	}
	doc.Skills = []*model.Skill{c}
	return &frontend.Parsed{Doc: doc, Reason: reason, Broken: broken, Findings: frontend.HintsAsText(src, frontend.FrontmatterFindings(src, fm, "command"), "command/frontmatter.syntax", "command/argument-hint.list")}
}

func hasAny(root *yamlfm.Node, keys []string) bool {
	for _, k := range keys {
		if root.Get(k) != nil {
			return true
		}
	}
	return false
}
