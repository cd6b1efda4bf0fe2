package plugin

import (
	"fmt"
	"github.com/skillint/skillint/internal/match"
	"os"
	"path/filepath"
	"strings"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/formats/yamlfm"
	"github.com/skillint/skillint/model"
	"github.com/skillint/skillint/rules"
	"github.com/skillint/skillint/rules/internal/ruleutil"
)

// manifestKeys are plugin.json's documented fields.
var manifestKeys = []string{"$schema", "name", "displayName", "version", "description", "author", "homepage", "repository", "license",
	"keywords", "commands", "agents", "skills", "hooks", "mcpServers", "outputStyles", "lspServers", "userConfig",
	"channels", "monitors", "dependencies"}

// componentKeys name files or directories of the plugin.
var componentKeys = []string{"commands", "agents", "skills", "outputStyles", "hooks", "mcpServers", "lspServers"}

var personKeys = []string{"name", "email", "url"}

// manifest checks the plugin.json fields of n (a manifest, or a marketplace
// entry, which may carry the same fields).
func (c *checker) manifest(n *yamlfm.Node, path string) {
	for _, kv := range n.Pairs {
		v, p := kv.Value, pathName(path, kv.Key.Value)
		switch kv.Key.Value {
		case "name", "version", "description", "homepage", "license", "$schema":
			c.is(v, p, yamlfm.String)
		case "author":
			// Documented as an object; real manifests also write a string.
			if v.Kind == yamlfm.Map {
				c.person(v, p)
			} else {
				c.is(v, p, yamlfm.Map, yamlfm.String)
			}
		case "repository":
			c.is(v, p, yamlfm.String, yamlfm.Map)
		case "keywords":
			c.strs(v, p)
		case "dependencies":
			c.dependencies(v, p)
		case "commands", "agents", "skills", "outputStyles":
			c.strOrStrs(v, p)
		case "hooks":
			c.is(v, p, yamlfm.String, yamlfm.Map, yamlfm.Seq) // the inside: hooks/shape
		case "mcpServers":
			c.is(v, p, yamlfm.String, yamlfm.Map, yamlfm.Seq) // the inside: mcp/shape
		case "lspServers":
			c.is(v, p, yamlfm.String, yamlfm.Map, yamlfm.Seq)
		case "userConfig":
			c.is(v, p, yamlfm.Map)
		case "channels", "monitors":
			c.is(v, p, yamlfm.Seq)
		}
	}
}

// dependencyKeys are the fields of a dependency given as an object.
var dependencyKeys = []string{"name", "version", "marketplace"}

// dependencies checks a plugin's dependencies: each a plugin's name
// ("name" or "name@marketplace"), or, to constrain its version, an object
// of string fields (Claude Code's plugin dependencies, v2.1.110 and later).
func (c *checker) dependencies(n *yamlfm.Node, path string) {
	if !c.is(n, path, yamlfm.Seq) {
		return
	}
	for i, it := range n.Items {
		p := fmt.Sprintf("%s[%d]", path, i)
		if !c.is(it, p, yamlfm.String, yamlfm.Map) || it.Kind != yamlfm.Map {
			continue
		}
		c.required(it, p, "name")
		for _, k := range dependencyKeys {
			if v := field(it, k); v != nil {
				c.is(v, p+"."+k, yamlfm.String)
			}
		}
		c.keys(it, p, dependencyKeys)
	}
}

func (c *checker) person(n *yamlfm.Node, path string) {
	c.required(n, path, "name")
	for _, k := range personKeys {
		if v := field(n, k); v != nil {
			c.is(v, path+"."+k, yamlfm.String)
		}
	}
	c.keys(n, path, personKeys)
}

func checkManifest(p *rules.Pass, unknown bool) {
	n := root(p)
	if n == nil {
		return
	}
	c := &checker{p: p, unknown: unknown}
	if !c.is(n, "plugin.json", yamlfm.Map) {
		return
	}
	c.required(n, "plugin.json", "name")
	c.manifest(n, "")
	c.keys(n, "plugin.json", manifestKeys)
}

// kebabRE is the plugin name form Anthropic's plugin guide gives.
var kebabRE = match.Lazy(`^[a-z0-9]+(-[a-z0-9]+)*$`)

func checkName(p *rules.Pass) {
	n := root(p)
	if n == nil {
		return
	}
	name := field(n, "name")
	if name == nil || name.Kind != yamlfm.String {
		return
	}
	if !kebabRE.MatchString(name.Value) {
		p.Report(ruleutil.NodeRange(p, name), "the plugin name %q is not kebab-case (lowercase letters, digits, single hyphens); it prefixes every command and agent (`/%s:command`)", name.Value, name.Value)
	}
}

// componentPaths are the path strings of a manifest's component fields
// (URLs and inline objects left out), with the field they belong to.
func componentPaths(n *yamlfm.Node) [][2]*yamlfm.Node {
	var out [][2]*yamlfm.Node
	for _, key := range componentKeys {
		kv := n.Get(key)
		if kv == nil {
			continue
		}
		vals := []*yamlfm.Node{kv.Value}
		if kv.Value.Kind == yamlfm.Seq {
			vals = kv.Value.Items
		}
		for _, v := range vals {
			if v.Kind == yamlfm.String && !strings.Contains(v.Value, "://") {
				out = append(out, [2]*yamlfm.Node{kv.Key, v})
			}
		}
	}
	return out
}

// badPath says what is wrong with a component path's form, or "".
func badPath(s string) string {
	switch {
	case s == "":
		return "is empty"
	case strings.HasPrefix(s, "/") || strings.HasPrefix(s, "\\") || (len(s) > 2 && s[1] == ':'):
		return "is absolute; plugins are copied into a cache on install, so use a path relative to the plugin root starting with `./`"
	case escapes(s):
		return "leads out of the plugin with `..`; plugins are copied into a cache on install, so files outside the plugin root are not there"
	case !strings.HasPrefix(s, "./"):
		return "must start with `./` (relative to the plugin root)"
	}
	return ""
}

// escapes reports whether a relative path climbs above its root.
func escapes(s string) bool {
	depth := 0
	for _, seg := range strings.FieldsFunc(s, func(r rune) bool { return r == '/' || r == '\\' }) {
		switch seg {
		case ".", "":
		case "..":
			depth--
			if depth < 0 {
				return true
			}
		default:
			depth++
		}
	}
	return false
}

// manifests are the objects of the document that hold plugin.json fields:
// the manifest itself, or a marketplace's entries; dirs are the plugin
// directories their paths are relative to ("" when unknown or not local).
func manifests(p *rules.Pass) (objs []*yamlfm.Node, dirs []string) {
	n := root(p)
	if n == nil || n.Kind != yamlfm.Map {
		return nil, nil
	}
	if p.Doc.Format != model.FormatMarketplace {
		return []*yamlfm.Node{n}, []string{p.Doc.Dir}
	}
	for _, e := range entries(n) {
		dir := ""
		// A strict:false entry's directory need hold nothing (see
		// marketplace/source.local); its paths are not resolved either.
		if rel, s := localSource(n, e); s != nil && badPath(rel) == "" && p.Doc.Dir != "" && !strictFalse(e) {
			dir = filepath.Join(p.Doc.Dir, filepath.FromSlash(rel))
			if st, err := os.Stat(dir); err != nil || !st.IsDir() {
				dir = "" // marketplace/source.local says so
			}
		}
		objs, dirs = append(objs, e), append(dirs, dir)
	}
	return objs, dirs
}

func checkPathFormat(p *rules.Pass) {
	objs, _ := manifests(p)
	for _, n := range objs {
		checkPathFormatOf(p, n)
	}
}

func checkPathFormatOf(p *rules.Pass, n *yamlfm.Node) {
	for _, kv := range componentPaths(n) {
		if why := badPath(kv[1].Value); why != "" {
			p.Report(ruleutil.NodeRange(p, kv[1]), "the `%s` path %q %s", kv[0].Value, kv[1].Value, why)
		}
	}
}

// exists reports whether rel exists under dir; it answers true when it
// cannot tell (no directory: an in-memory document).
func exists(dir, rel string) bool {
	if dir == "" {
		return true
	}
	_, err := os.Stat(filepath.Join(dir, filepath.FromSlash(rel)))
	return err == nil || !os.IsNotExist(err)
}

// rootRefRE finds ${CLAUDE_PLUGIN_ROOT}/path references in a command.
var rootRefRE = match.Lazy(`\$\{?CLAUDE_PLUGIN_ROOT\}?/([^\s"'\\;|&<>()` + "`" + `]+)`)

func checkPathMissing(p *rules.Pass) {
	objs, dirs := manifests(p)
	for i, n := range objs {
		if dirs[i] != "" {
			checkPathMissingIn(p, n, dirs[i])
		}
	}
}

func checkPathMissingIn(p *rules.Pass, n *yamlfm.Node, dir string) {
	for _, kv := range componentPaths(n) {
		if badPath(kv[1].Value) == "" && !exists(dir, kv[1].Value) {
			p.Report(ruleutil.NodeRange(p, kv[1]), "the `%s` path %q does not exist in the plugin", kv[0].Value, kv[1].Value)
		}
	}
}

// checkRootRefs checks ${CLAUDE_PLUGIN_ROOT}/... in what the file runs.
func checkRootRefs(p *rules.Pass) {
	if p.Doc.Dir == "" {
		return
	}
	for _, s := range p.Doc.Skills {
		if s.Body == nil {
			continue
		}
		for _, m := range rootRefRE.FindAllSubmatchIndex(s.Body.Text, -1) {
			rel := strings.TrimRight(string(s.Body.Text[m[2]:m[3]]), ".,:")
			if rel == "" || strings.ContainsAny(rel, "$*?{[") || escapes(rel) || exists(p.Doc.Dir, rel) {
				continue
			}
			p.Report(s.Body.Range(m[0], m[2]+len(rel)), "`${CLAUDE_PLUGIN_ROOT}/%s` names a file that does not exist in the plugin", rel)
		}
	}
}

func init() {
	register(
		&rules.Rule{ID: rules.PluginJSONSyntax, Severity: diag.Error, Formats: jsonFormats, Doc: rules.Doc{
			Title: "The file is valid JSON",
			Why:   "Claude Code reads plugin manifests, marketplaces, hooks, settings and MCP configurations with a strict JSON parser: a comment, a trailing comma or an unescaped line break makes it drop the whole file.",
			Fix:   "Fix the JSON at the position given; remove comments and trailing commas, escape line breaks in strings as `\\n`.",
			Bad:   "{\"name\": \"my-plugin\",}",
			Good:  "{\"name\": \"my-plugin\"}",
		}},
		&rules.Rule{ID: rules.PluginJSONDuplicateKey, Severity: diag.Warning, Formats: jsonFormats, Doc: rules.Doc{
			Title: "No key is given twice in one object",
			Why:   "JSON.parse keeps the last of two equal keys and drops the first without a word: the first value, which a reader sees first, is not the one used.",
			Fix:   "Remove one of the two keys.",
			Bad:   "{\"name\": \"a\", \"name\": \"b\"}",
			Good:  "{\"name\": \"b\"}",
		}},
		&rules.Rule{ID: rules.PluginManifestType, Severity: diag.Error, Formats: pluginFormats, Check: func(p *rules.Pass) { checkManifest(p, false) }, Doc: rules.Doc{
			Title: "plugin.json has a `name` and its fields have the documented types",
			Why:   "A manifest without a name, or with a field of the wrong type (a number for `version`, an object for `keywords`), fails Claude Code's validation and the plugin does not load.",
			Fix:   "Give `name` as a string; use strings for metadata, a string or list of `./` paths for `commands`, `agents`, `skills`, a path or an object for `hooks` and `mcpServers`; each of `dependencies` a plugin name (`name` or `name@marketplace`) or an object with a string `name` and optional `version` and `marketplace`.",
			Bad:   "{\"version\": 1}",
			Good:  "{\"name\": \"my-plugin\", \"version\": \"1.0.0\"}",
		}},
		&rules.Rule{ID: rules.PluginManifestUnknownField, Severity: diag.Warning, Formats: pluginFormats, Check: func(p *rules.Pass) { checkManifest(p, true) }, Doc: rules.Doc{
			Title: "plugin.json fields are ones Claude Code documents",
			Why:   "Claude Code drops top-level keys it does not know (`claude plugin validate` warns): a misspelt `command` or `agent` silently loads nothing.",
			Fix:   "Correct the spelling, or remove the key.",
			Bad:   "{\"name\": \"my-plugin\", \"command\": \"./commands\"}",
			Good:  "{\"name\": \"my-plugin\", \"commands\": \"./commands\"}",
		}},
		&rules.Rule{ID: rules.PluginNameFormat, Severity: diag.Warning, Formats: pluginFormats, Check: checkName, Doc: rules.Doc{
			Title: "The plugin name is kebab-case",
			Why:   "The name prefixes every command and agent the plugin ships (`/my-plugin:review`); spaces, capitals and underscores make names that are hard to type and that marketplaces refuse.",
			Fix:   "Use lowercase letters, digits and single hyphens.",
			Bad:   "{\"name\": \"My Plugin\"}",
			Good:  "{\"name\": \"my-plugin\"}",
		}},
		&rules.Rule{ID: rules.PluginPathFormat, Severity: diag.Error, Formats: manifestFormats, Check: checkPathFormat, Doc: rules.Doc{
			Title: "Component paths start with `./` and stay inside the plugin",
			Why:   "Claude Code copies an installed plugin into its cache: an absolute path or one that climbs out with `..` points at nothing there, and a path without `./` is refused.",
			Fix:   "Write the path relative to the plugin root, starting with `./`, and move the files inside the plugin.",
			Bad:   "{\"name\": \"p\", \"agents\": \"../shared/agents\"}",
			Good:  "{\"name\": \"p\", \"agents\": \"./agents\"}",
		}},
		&rules.Rule{ID: rules.PluginPathMissing, Severity: diag.Error, Formats: manifestFormats, Check: checkPathMissing, Doc: rules.Doc{
			Title: "Component paths in plugin.json (or a marketplace entry) exist in the plugin",
			Why:   "A component path (`commands`, `agents`, `skills`, `hooks`, `mcpServers`, `outputStyles`, `lspServers`) that names nothing in the plugin loads nothing, and nothing says so. The same holds for the component paths of a marketplace entry with a local source, resolved in the plugin's directory.",
			Fix:   "Correct the path, or add the files to the plugin.",
			Bad:   "{\"name\": \"p\", \"skills\": \"./skill\"}   (the directory is ./skills)",
			Good:  "{\"name\": \"p\", \"skills\": \"./skills\"}",
		}},
		&rules.Rule{ID: rules.PluginRootMissing, Severity: diag.Warning, Formats: rootFormats, Check: checkRootRefs, Doc: rules.Doc{
			Title: "Files named by `${CLAUDE_PLUGIN_ROOT}` in hook and MCP commands exist",
			Why:   "A hook or MCP server that runs `${CLAUDE_PLUGIN_ROOT}/scripts/x.sh` fails every time it starts when the file is not in the plugin. (A warning: some plugins build such files before they publish.)",
			Fix:   "Correct the path, or add the file to the plugin (or to its build).",
			Bad:   "\"command\": \"${CLAUDE_PLUGIN_ROOT}/scripts/chek.sh\"   (the file is scripts/check.sh)",
			Good:  "\"command\": \"${CLAUDE_PLUGIN_ROOT}/scripts/check.sh\"",
		}},
	)
}
