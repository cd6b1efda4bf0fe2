package plugin

import (
	"fmt"
	"github.com/skillint/skillint/internal/match"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/formats/jsonpos"
	"github.com/skillint/skillint/formats/yamlfm"
	"github.com/skillint/skillint/rules"
	"github.com/skillint/skillint/rules/internal/ruleutil"
)

var marketKeys = []string{"$schema", "name", "owner", "plugins", "metadata", "description", "version", "forceRemoveDeletedPlugins", "renames", "allowCrossMarketplaceDependenciesOn"}

var metadataKeys = []string{"description", "version", "pluginRoot"}

// entryKeys are what a plugin entry may hold besides plugin.json's fields.
var entryKeys = append([]string{"source", "category", "tags", "strict"}, manifestKeys...)

// sourceKeys are the keys each plugin source form needs and allows.
var sourceForms = map[string]struct{ need, allow []string }{
	"github":     {[]string{"repo"}, []string{"ref", "sha", "path"}},
	"url":        {[]string{"url"}, []string{"ref", "sha", "path"}},
	"git-subdir": {[]string{"url", "path"}, []string{"ref", "sha"}},
	"npm":        {[]string{"package"}, []string{"version", "registry"}},
}

// marketplaceOnly are source forms of marketplaces (in settings), not of plugins.
var marketplaceOnly = []string{"git", "directory", "file", "settings", "hostPattern"}

var reservedNames = []string{"claude-code-marketplace", "claude-code-plugins", "claude-plugins-official", "anthropic-marketplace",
	"anthropic-plugins", "agent-skills", "anthropic-agent-skills", "life-sciences", "knowledge-work-plugins", "claude-for-legal",
	"claude-for-financial-services", "financial-services-plugins", "first-party-plugins", "claude-tag-plugins", "claude-community",
	"claude-plugins-community", "healthcare", "anthropic-plugin-directory", "claude-plugin-directory"}

var (
	repoRE = match.Lazy(`^[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+$`)
	shaRE  = match.Lazy(`^[0-9a-f]{40}$`)
)

func checkMarketplace(p *rules.Pass, unknown bool) {
	n := root(p)
	if n == nil {
		return
	}
	c := &checker{p: p, unknown: unknown}
	if !c.is(n, "marketplace.json", yamlfm.Map) {
		return
	}
	c.required(n, "marketplace.json", "name", "owner", "plugins")
	c.keys(n, "marketplace.json", marketKeys)
	for _, kv := range n.Pairs {
		v := kv.Value
		switch k := kv.Key.Value; k {
		case "name", "description", "version", "$schema":
			c.is(v, k, yamlfm.String)
		case "owner":
			if c.is(v, k, yamlfm.Map) {
				c.person(v, k)
			}
		case "metadata":
			if c.is(v, k, yamlfm.Map) {
				c.keys(v, k, metadataKeys)
				for _, m := range v.Pairs {
					c.is(m.Value, k+"."+m.Key.Value, yamlfm.String)
				}
			}
		case "forceRemoveDeletedPlugins":
			c.is(v, k, yamlfm.Bool)
		case "renames":
			c.strMap(v, k)
		case "plugins":
			if !c.is(v, k, yamlfm.Seq) {
				continue
			}
			for i, e := range v.Items {
				c.entry(e, fmt.Sprintf("plugins[%d]", i))
			}
		}
	}
}

func (c *checker) entry(e *yamlfm.Node, path string) {
	if !c.is(e, path, yamlfm.Map) {
		return
	}
	c.required(e, path, "name", "source")
	c.keys(e, path, entryKeys)
	c.manifest(e, path)
	for _, kv := range e.Pairs {
		v, p := kv.Value, path+"."+kv.Key.Value
		switch kv.Key.Value {
		case "category":
			c.is(v, p, yamlfm.String)
		case "tags":
			c.strs(v, p)
		case "strict":
			c.is(v, p, yamlfm.Bool)
		case "source":
			if v.Kind == yamlfm.Map {
				c.source(v, p)
			} else {
				c.is(v, p, yamlfm.String, yamlfm.Map)
			}
		}
	}
}

func (c *checker) source(s *yamlfm.Node, path string) {
	kind := field(s, "source")
	if kind == nil {
		c.at(s, "`%s` needs the key `source` (github, url, git-subdir or npm)", path)
		return
	}
	if !c.is(kind, path+".source", yamlfm.String) {
		return
	}
	form, ok := sourceForms[kind.Value]
	if !ok {
		msg := fmt.Sprintf("`%s.source` is %q; a plugin source is github, url, git-subdir or npm", path, kind.Value)
		if slices.Contains(marketplaceOnly, kind.Value) {
			msg += fmt.Sprintf(" (%q is a source of marketplaces, in settings)", kind.Value)
		} else if near := ruleutil.NearestKey(kind.Value, []string{"github", "url", "git-subdir", "npm"}); near != "" {
			msg += fmt.Sprintf(" (did you mean %q?)", near)
		}
		c.at(kind, "%s", msg)
		return
	}
	c.required(s, path, form.need...)
	c.keys(s, path, append(append([]string{"source"}, form.need...), form.allow...))
	for _, kv := range s.Pairs {
		if kv.Key.Value != "source" {
			c.is(kv.Value, path+"."+kv.Key.Value, yamlfm.String)
		}
	}
	if r := field(s, "repo"); kind.Value == "github" && r != nil && r.Kind == yamlfm.String && !repoRE.MatchString(r.Value) {
		c.at(r, "`%s.repo` is %q; a github source names the repository as owner/name, not a URL", path, r.Value)
	}
	if sha := field(s, "sha"); sha != nil && sha.Kind == yamlfm.String && !shaRE.MatchString(sha.Value) {
		c.at(sha, "`%s.sha` is %q; it must be a full 40-character commit hash", path, sha.Value)
	}
}

func checkReserved(p *rules.Pass) {
	n := root(p)
	if n == nil {
		return
	}
	name := field(n, "name")
	if name == nil || name.Kind != yamlfm.String {
		return
	}
	// Anthropic's own marketplaces may use them: Claude Code checks the
	// source (github.com/anthropics/...), which a file does not show, so the
	// owner stands in for it.
	if owner := field(n, "owner"); owner != nil {
		if on, oe := field(owner, "name"), field(owner, "email"); (on != nil && strings.EqualFold(on.Value, "anthropic")) || (oe != nil && strings.HasSuffix(strings.ToLower(oe.Value), "@anthropic.com")) {
			return
		}
	}
	if slices.Contains(reservedNames, strings.ToLower(name.Value)) {
		p.Report(ruleutil.NodeRange(p, name), "the marketplace name %q is reserved for Anthropic's own marketplaces; Claude Code refuses it from other sources", name.Value)
	}
}

// localSource is an entry's local source directory, relative to the
// marketplace root, or "" when the source is not local.
func localSource(n, e *yamlfm.Node) (string, *yamlfm.Node) {
	s := field(e, "source")
	if s == nil || s.Kind != yamlfm.String || strings.Contains(s.Value, "://") {
		return "", nil
	}
	rel := s.Value
	if !strings.HasPrefix(rel, "./") && !strings.HasPrefix(rel, "../") && !strings.HasPrefix(rel, "/") {
		if md := field(n, "metadata"); md != nil {
			if pr := field(md, "pluginRoot"); pr != nil && pr.Kind == yamlfm.String {
				rel = strings.TrimSuffix(pr.Value, "/") + "/" + rel
			}
		}
	}
	return rel, s
}

func checkSources(p *rules.Pass) {
	n := root(p)
	for _, e := range entries(n) {
		rel, s := localSource(n, e)
		if s == nil {
			continue
		}
		switch {
		case strings.HasPrefix(rel, "/") || (len(rel) > 2 && rel[1] == ':'):
			p.Report(ruleutil.NodeRange(p, s), "the source %q is absolute; a local source is relative to the marketplace root (the directory holding .claude-plugin/), starting with `./`", s.Value)
		case escapes(rel):
			p.Report(ruleutil.NodeRange(p, s), "the source %q leads out of the marketplace with `..`; Claude Code refuses it", s.Value)
		case !strings.HasPrefix(rel, "./"):
			p.Report(ruleutil.NodeRange(p, s), "the source %q must start with `./` (relative to the marketplace root), or name a github, url, git-subdir or npm source", s.Value)
		case p.Doc.Dir != "" && !strictFalse(e) && !exists(p.Doc.Dir, rel):
			p.Report(ruleutil.NodeRange(p, s), "the source %q does not exist; local sources are relative to the marketplace root (the directory holding .claude-plugin/), not to .claude-plugin/", s.Value)
		}
	}
}

// strictFalse reports whether an entry is the whole plugin definition
// (`"strict": false`): its source directory then need hold nothing of its own.
func strictFalse(e *yamlfm.Node) bool {
	s := field(e, "strict")
	return s != nil && s.Kind == yamlfm.Bool && s.Value == "false"
}

func checkDuplicates(p *rules.Pass) {
	seen := map[string]*yamlfm.Node{}
	for _, e := range entries(root(p)) {
		name := field(e, "name")
		if name == nil || name.Kind != yamlfm.String || name.Value == "" {
			continue
		}
		if first, dup := seen[name.Value]; dup {
			f := p.Report(ruleutil.NodeRange(p, name), "the plugin %q is listed twice; names must be unique within a marketplace, and the later entry is unreachable", name.Value)
			f.Related = []diag.Related{{Range: ruleutil.NodeRange(p, first), Message: "first listed here"}}
			continue
		}
		seen[name.Value] = name
	}
}

// maxManifest bounds the plugin.json read for a comparison.
const maxManifest = 1 << 20

func checkMismatch(p *rules.Pass) {
	n := root(p)
	if p.Doc.Dir == "" {
		return
	}
	for _, e := range entries(n) {
		rel, s := localSource(n, e)
		if s == nil || badPath(rel) != "" {
			continue
		}
		mf := filepath.Join(p.Doc.Dir, filepath.FromSlash(rel), ".claude-plugin", "plugin.json")
		st, err := os.Stat(mf)
		if err != nil || st.Size() > maxManifest {
			continue
		}
		b, err := os.ReadFile(mf)
		if err != nil {
			continue
		}
		m, _ := jsonpos.Parse(b)
		if m == nil || m.Kind != yamlfm.Map {
			continue
		}
		for _, key := range []string{"name", "version"} {
			ev, mv := field(e, key), field(m, key)
			if ev == nil || mv == nil || ev.Kind != yamlfm.String || mv.Kind != yamlfm.String || ev.Value == mv.Value {
				continue
			}
			what := "Claude Code installs it under the marketplace's name, while its commands and agents are named after the manifest's"
			if key == "version" {
				what = "the plugin's own plugin.json wins, so the marketplace shows a version users do not get"
			}
			p.Report(ruleutil.NodeRange(p, ev), "the entry's %s is %q but the plugin's .claude-plugin/plugin.json says %q: %s", key, ev.Value, mv.Value, what)
		}
	}
}

func init() {
	register(
		&rules.Rule{ID: rules.MarketplaceShape, Severity: diag.Error, Formats: marketFormats, Check: func(p *rules.Pass) { checkMarketplace(p, false) }, Doc: rules.Doc{
			Title: "marketplace.json has a name, an owner, plugins, and each source a known form",
			Why:   "Claude Code refuses a marketplace without `name`, `owner` (with a `name`) or `plugins`, and a plugin entry without `name` and `source` cannot be installed; an object source needs the keys of its form (`repo` for github, `url` for url, `url` and `path` for git-subdir, `package` for npm).",
			Fix:   "Add the missing keys; write github repositories as owner/name, and use only plugin source forms (github, url, git-subdir, npm, or a `./` path).",
			Bad:   "{\"name\": \"tools\", \"plugins\": [{\"name\": \"lint\", \"source\": {\"source\": \"github\", \"repo\": \"https://github.com/acme/lint\"}}]}",
			Good:  "{\"name\": \"tools\", \"owner\": {\"name\": \"Acme\"}, \"plugins\": [{\"name\": \"lint\", \"source\": {\"source\": \"github\", \"repo\": \"acme/lint\"}}]}",
		}},
		&rules.Rule{ID: rules.MarketplaceUnknownField, Severity: diag.Warning, Formats: marketFormats, Check: func(p *rules.Pass) { checkMarketplace(p, true) }, Doc: rules.Doc{
			Title: "marketplace.json keys are ones Claude Code documents",
			Why:   "Claude Code ignores keys it does not know (`claude plugin validate` warns): a misspelt `source` or `strict` changes nothing.",
			Fix:   "Correct the spelling, or remove the key.",
			Bad:   "{\"name\": \"lint\", \"sorce\": \"./lint\"}",
			Good:  "{\"name\": \"lint\", \"source\": \"./lint\"}",
		}},
		&rules.Rule{ID: rules.MarketplaceNameReserved, Severity: diag.Error, Formats: marketFormats, Check: checkReserved, Doc: rules.Doc{
			Title: "The marketplace name is not one Anthropic reserves",
			Why:   "Names such as claude-plugins-official or agent-skills are reserved for Anthropic's marketplaces; Claude Code refuses them from any other source, so users cannot add the marketplace.",
			Fix:   "Choose a name of your own.",
			Bad:   "{\"name\": \"claude-code-plugins\"}",
			Good:  "{\"name\": \"acme-tools\"}",
		}},
		&rules.Rule{ID: rules.MarketplaceSourceLocal, Severity: diag.Error, Formats: marketFormats, Check: checkSources, Doc: rules.Doc{
			Title: "Local plugin sources start with `./`, stay inside the marketplace and exist",
			Why:   "A local source is resolved from the marketplace root (the directory holding .claude-plugin/, not .claude-plugin/ itself); a path that climbs out, is absolute, or names no directory makes the plugin impossible to install.",
			Fix:   "Write the path from the marketplace root, starting with `./`, and check that the directory is there.",
			Bad:   "{\"name\": \"lint\", \"source\": \"../lint\"}",
			Good:  "{\"name\": \"lint\", \"source\": \"./plugins/lint\"}",
		}},
		&rules.Rule{ID: rules.MarketplacePluginDuplicate, Severity: diag.Error, Formats: marketFormats, Check: checkDuplicates, Doc: rules.Doc{
			Title: "No two plugin entries share a name",
			Why:   "Plugins are installed by name (`plugin@marketplace`): of two entries with one name, one can never be installed.",
			Fix:   "Rename or remove one entry.",
			Bad:   "{\"plugins\": [{\"name\": \"lint\", \"source\": \"./a\"}, {\"name\": \"lint\", \"source\": \"./b\"}]}",
			Good:  "{\"plugins\": [{\"name\": \"lint\", \"source\": \"./a\"}, {\"name\": \"format\", \"source\": \"./b\"}]}",
		}},
		&rules.Rule{ID: rules.MarketplacePluginMismatch, Severity: diag.Warning, Formats: marketFormats, Check: checkMismatch, Doc: rules.Doc{
			Title: "A plugin entry agrees with the plugin's own manifest",
			Why:   "When an entry with a local source gives a `name` or `version` other than the plugin's .claude-plugin/plugin.json, the marketplace lists one thing and the user gets another.",
			Fix:   "Make the entry and the manifest agree (or give the version in one place only).",
			Bad:   "{\"name\": \"lint\", \"source\": \"./lint\", \"version\": \"2.0.0\"}   (lint/.claude-plugin/plugin.json says 1.4.0)",
			Good:  "{\"name\": \"lint\", \"source\": \"./lint\"}",
		}},
	)
}
