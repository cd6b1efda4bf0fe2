// Package command reads Claude Code slash commands (`.claude/commands/**/*.md`,
// a plugin's `commands/`): a prompt template with optional YAML frontmatter.
package command

import (
	"bytes"
	"fmt"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/formats/agentmd"
	"github.com/skillint/skillint/formats/frontend"
	"github.com/skillint/skillint/formats/subagent"
	"github.com/skillint/skillint/formats/yamlfm"
	"github.com/skillint/skillint/internal/lines"
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
	return &frontend.Parsed{Doc: doc, Reason: reason, Broken: broken, Findings: hintsAsText(src, frontend.FrontmatterFindings(src, fm, "command"))}
}

// hintGroupsRE is an `argument-hint:` line whose value is bracketed
// groups written unquoted ("[--force] [message]"), which is not YAML.
var hintGroupsRE = regexp.MustCompile(`^argument-hint:[ \t]+(\[[^\]\n]*\][ \t]*){2,}\r?$`)

// hintsAsText turns a YAML syntax finding on such an `argument-hint:` line
// into the command/argument-hint.list info: Claude Code reads the line as
// text (its own documentation writes hints so), and only other readers
// fail on it.
func hintsAsText(src *diag.Source, fs []diag.Finding) []diag.Finding {
	for i, f := range fs {
		if f.Rule != "command/frontmatter.syntax" {
			continue
		}
		ls, le := lines.Bounds(src.Bytes, f.Range.Start.Offset)
		line := src.Bytes[ls:le]
		if !hintGroupsRE.Match(line) {
			continue
		}
		val := strings.TrimSpace(string(line[len("argument-hint:"):]))
		at := ls + bytes.IndexByte(line, '[')
		// Only when the rest is YAML: the hint quoted, the frontmatter
		// parses (a YAML reader stops at its first error).
		quoted := slices.Concat(src.Bytes[:at], []byte(strconv.Quote(val)), src.Bytes[at+len(val):])
		if len(yamlfm.Parse(diag.NewSource(src.Path, quoted)).Problems) > 0 {
			continue
		}
		fs[i] = diag.Finding{Rule: "command/argument-hint.list", Severity: diag.Info, Range: src.Range(at, at+len(val)),
			Message: fmt.Sprintf("`argument-hint` %s is not valid YAML (Claude Code reads the line as text): quote it for tools other than Claude Code", diag.Escape(strconv.Quote(val)))}
	}
	return fs
}

func hasAny(root *yamlfm.Node, keys []string) bool {
	for _, k := range keys {
		if root.Get(k) != nil {
			return true
		}
	}
	return false
}
