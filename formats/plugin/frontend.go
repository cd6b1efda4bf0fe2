// Package plugin is the front-end of Claude Code's plugin files, all JSON:
// plugin manifests (.claude-plugin/plugin.json), marketplaces
// (.claude-plugin/marketplace.json), hook configurations (hooks/hooks.json
// and the `hooks` key of .claude/settings.json) and MCP server
// configurations (.mcp.json). It reads them with exact positions
// (formats/jsonpos) and maps what they run (hook commands, MCP server
// commands, arguments, environment and headers) into the common model as
// script-like units, so that the security rules read them: a hook runs
// without the model asking.
package plugin

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/formats/frontend"
	"github.com/skillint/skillint/formats/jsonpos"
	"github.com/skillint/skillint/formats/yamlfm"
	"github.com/skillint/skillint/model"
)

// Rule ids of the problems the front-end finds (registered in rules/plugin).
const (
	RuleSyntax    = "plugin/json.syntax"
	RuleDuplicate = "plugin/json.duplicateKey"
)

// Tree is the parsed file, for the rules (read it with TreeOf).
type Tree struct {
	// Root is the JSON value (nil when the file does not parse).
	Root *yamlfm.Node
	// OtherHost is set on a hooks/hooks.json written for another host's
	// plugins (see OtherHostHooks): Claude Code's hook schema is not
	// checked on it; what its commands do is.
	OtherHost bool
}

// TreeOf is the tree of a document of one of this package's formats, or nil.
func TreeOf(d *model.Document) *Tree {
	t, _ := d.Tree.(*Tree)
	return t
}

// FrontEnd claims the plugin files by path.
type FrontEnd struct{}

// Name is the front-end's name.
func (FrontEnd) Name() string { return "claude-plugin" }

// FormatOf is the format a path has by its name and directory, or "".
func FormatOf(path string) string {
	slash := filepath.ToSlash(path)
	base := slash[strings.LastIndexByte(slash, '/')+1:]
	parent := ""
	if dir := strings.TrimSuffix(slash, "/"+base); dir != slash {
		parent = dir[strings.LastIndexByte(dir, '/')+1:]
	}
	switch {
	case base == "plugin.json" && parent == ".claude-plugin":
		return model.FormatPlugin
	case base == "marketplace.json" && parent == ".claude-plugin":
		return model.FormatMarketplace
	case base == "hooks.json" && parent == "hooks":
		return model.FormatHooks
	case (base == "settings.json" || base == "settings.local.json") && parent == ".claude":
		return model.FormatSettings
	case base == ".mcp.json":
		return model.FormatMCP
	}
	return ""
}

// Match claims a file by its path alone.
func (FrontEnd) Match(path string) bool { return FormatOf(path) != "" }

var reasons = map[string]string{
	model.FormatPlugin:      "named .claude-plugin/plugin.json: a Claude Code plugin manifest",
	model.FormatMarketplace: "named .claude-plugin/marketplace.json: a Claude Code plugin marketplace",
	model.FormatHooks:       "named hooks/hooks.json: a Claude Code plugin's hook configuration",
	model.FormatSettings:    "named .claude/settings.json: Claude Code project settings (their hooks are checked)",
	model.FormatMCP:         "named .mcp.json: an MCP server configuration",
}

// Parse parses one document and maps it into the model.
func (FrontEnd) Parse(src *diag.Source, opts frontend.Options) *frontend.Parsed {
	format := FormatOf(src.Path)
	if _, ok := reasons[opts.Format]; ok {
		format = opts.Format
	}
	root, problems := jsonpos.Parse(src.Bytes)
	if format == model.FormatHooks && root != nil && !opts.Explicit && IsCursorHooks(root) {
		return nil
	}
	tree := &Tree{Root: root, OtherHost: format == model.FormatHooks && OtherHostHooks(src.Path, src.Bytes)}
	doc := &model.Document{Source: src, Format: format, Dir: RootDir(src.Path, format), Tree: tree, Script: true}
	out := &frontend.Parsed{Doc: doc, Reason: reasons[format], Broken: root == nil}
	for _, p := range problems {
		f := diag.Finding{Rule: RuleSyntax, Severity: diag.Error, Message: p.Message, Range: src.Range(p.Start, p.End)}
		if p.Duplicate {
			f.Rule, f.Severity = RuleDuplicate, diag.Warning
			f.Related = []diag.Related{{Range: src.Range(p.Related, p.Related), Message: "first given here"}}
		}
		out.Findings = append(out.Findings, f)
	}
	if root != nil {
		doc.Skills = commands(src, format, root)
	}
	return out
}

// RootDir is the directory a file's relative paths are resolved from: the
// plugin (or marketplace) root for files in .claude-plugin/ and hooks/,
// the project for .claude/settings.json, the file's own directory for
// .mcp.json.
func RootDir(path, format string) string {
	dir := filepath.Dir(path)
	switch format {
	case model.FormatPlugin, model.FormatMarketplace, model.FormatHooks, model.FormatSettings:
		return filepath.Dir(dir)
	}
	return dir
}

// IsCursorHooks reports whether a hooks.json is Cursor's (a top-level
// `version` and lower-camel event names), not Claude Code's.
func IsCursorHooks(root *yamlfm.Node) bool {
	if root.Kind != yamlfm.Map || root.Get("version") == nil {
		return false
	}
	h := root.Get("hooks")
	if h == nil || h.Value.Kind != yamlfm.Map {
		return false
	}
	for _, p := range h.Value.Pairs {
		if k := p.Key.Value; k != "" && k[0] >= 'A' && k[0] <= 'Z' {
			return false
		}
	}
	return true
}

// otherRootRE is a plugin-root variable of a host other than Claude Code
// (${ZCODE_PLUGIN_ROOT}, ${CURSOR_PLUGIN_ROOT}).
var otherRootRE = regexp.MustCompile(`\$\{?([A-Z][A-Z0-9]*)_PLUGIN_ROOT\b`)

// OtherHostHooks reports a hooks/hooks.json written for another host:
// GitHub Copilot's .github/hooks/hooks.json, or another host's plugin whose
// commands name that host's plugin-root variable and never
// ${CLAUDE_PLUGIN_ROOT}, or its root holds that host's manifest folder
// (.zcode-plugin/) and no .claude-plugin/. Claude Code's hook schema
// does not govern it. (Its commands are still read by the security
// rules: a name in a file must not hide what the file runs.)
func OtherHostHooks(path string, src []byte) bool {
	if strings.HasSuffix(filepath.ToSlash(filepath.Dir(path)), ".github/hooks") {
		// GitHub Copilot's (the cloud agent's and the CLI's) repository
		// hooks, .github/hooks/*.json: "version": 1 and flat entries
		// with bash, powershell or command keys, another schema.
		return true
	}
	if bytes.Contains(src, []byte("CLAUDE_PLUGIN_ROOT")) {
		return false
	}
	for _, m := range otherRootRE.FindAllSubmatch(src, -1) {
		if string(m[1]) != "CLAUDE" {
			return true
		}
	}
	rootDir := filepath.Dir(filepath.Dir(path))
	if st, err := os.Stat(filepath.Join(rootDir, ".claude-plugin")); err == nil && st.IsDir() {
		return false
	}
	entries, err := os.ReadDir(rootDir)
	if err != nil {
		return false
	}
	for _, e := range entries {
		if n := e.Name(); e.IsDir() && strings.HasPrefix(n, ".") && strings.HasSuffix(n, "-plugin") && n != ".claude-plugin" {
			return true
		}
	}
	return false
}

// Hooks is the event map of a hooks configuration: the `hooks` object of
// hooks.json, settings or a plugin manifest's inline hooks.
func Hooks(root *yamlfm.Node) *yamlfm.Node {
	if h := root.Get("hooks"); h != nil && h.Value.Kind == yamlfm.Map {
		return h.Value
	}
	return nil
}

// InlineHooks is the event map of a manifest's inline `hooks` object: the
// events themselves, or the hooks.json shape (a `hooks` wrapper beside at
// most a description).
func InlineHooks(n *yamlfm.Node) *yamlfm.Node {
	if h := n.Get("hooks"); h != nil && h.Value.Kind == yamlfm.Map {
		for _, p := range n.Pairs {
			if p.Key.Value != "hooks" && p.Key.Value != "description" {
				return n
			}
		}
		return h.Value
	}
	return n
}

// Servers is the server map of an MCP configuration: the `mcpServers`
// object, or (for a plugin's .mcp.json, which Claude Code also reads in
// that shape) the root itself.
func Servers(root *yamlfm.Node) *yamlfm.Node {
	if root == nil || root.Kind != yamlfm.Map {
		return nil
	}
	if s := root.Get("mcpServers"); s != nil {
		if s.Value.Kind == yamlfm.Map {
			return s.Value
		}
		return nil
	}
	return root
}

// commands maps every command the file makes Claude Code run into units
// whose bodies are the command strings (between the quotes).
func commands(src *diag.Source, format string, root *yamlfm.Node) []*model.Skill {
	var out []*model.Skill
	add := func(name *yamlfm.Node, n *yamlfm.Node) *model.Skill {
		if n == nil || n.Kind != yamlfm.String || n.End-n.Start < 2 {
			return nil
		}
		body := model.NewBody(src, n.Start+1, n.End-1)
		body.Light = true
		s := &model.Skill{Role: model.RoleCommand, Body: body, Decl: src.Range(n.Start, n.End)}
		if name != nil {
			s.Name = frontend.NodeText(src, name)
		}
		out = append(out, s)
		return s
	}
	// args adds a command's arguments as units that point at it.
	args := func(name *yamlfm.Node, cmd *model.Skill, a *yamlfm.Pair) {
		for _, arg := range items(a.Value) {
			if u := add(name, arg); u != nil {
				u.ArgOf = cmd
			}
		}
	}
	hooks := func(events *yamlfm.Node) {
		if events == nil || events.Kind != yamlfm.Map {
			return
		}
		for _, ev := range events.Pairs {
			for _, group := range items(ev.Value) {
				if h := group.Get("hooks"); h != nil {
					for _, handler := range items(h.Value) {
						var cmd *model.Skill
						if c := handler.Get("command"); c != nil {
							cmd = add(ev.Key, c.Value)
						}
						if a := handler.Get("args"); a != nil {
							args(ev.Key, cmd, a)
						}
					}
					continue
				}
				// A flat entry (GitHub Copilot's and VS Code's hooks, and
				// Cursor's): its command, or its bash and powershell
				// commands, run as they are.
				for _, key := range []string{"command", "bash", "powershell"} {
					if c := group.Get(key); c != nil {
						add(ev.Key, c.Value)
					}
				}
			}
		}
	}
	servers := func(m *yamlfm.Node) {
		if m == nil || m.Kind != yamlfm.Map {
			return
		}
		for _, s := range m.Pairs {
			srv := s.Value
			if srv.Kind != yamlfm.Map {
				continue
			}
			if srv.Get("command") == nil && srv.Get("url") == nil && srv.Get("args") == nil && srv.Get("env") == nil && srv.Get("headers") == nil {
				continue
			}
			var cmd *model.Skill
			for _, key := range []string{"command", "url", "headersHelper"} {
				if c := srv.Get(key); c != nil {
					if u := add(s.Key, c.Value); key == "command" {
						cmd = u
					}
				}
			}
			if a := srv.Get("args"); a != nil {
				args(s.Key, cmd, a)
			}
			for _, key := range []string{"env", "headers"} {
				if e := srv.Get(key); e != nil && e.Value.Kind == yamlfm.Map {
					for _, kv := range e.Value.Pairs {
						add(s.Key, kv.Value)
					}
				}
			}
		}
	}
	component := func(entry *yamlfm.Node) {
		if h := entry.Get("hooks"); h != nil && h.Value.Kind == yamlfm.Map {
			hooks(InlineHooks(h.Value))
		}
		if m := entry.Get("mcpServers"); m != nil && m.Value.Kind == yamlfm.Map {
			servers(Servers(m.Value))
		}
	}
	switch format {
	case model.FormatHooks, model.FormatSettings:
		hooks(Hooks(root))
	case model.FormatMCP:
		servers(Servers(root))
	case model.FormatPlugin:
		component(root)
	case model.FormatMarketplace:
		if p := root.Get("plugins"); p != nil {
			for _, e := range items(p.Value) {
				component(e)
			}
		}
	}
	return out
}

// items is a list's items (nil for anything else).
func items(n *yamlfm.Node) []*yamlfm.Node {
	if n == nil || n.Kind != yamlfm.Seq {
		return nil
	}
	return n.Items
}
