package lint

import (
	"bytes"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/formats"
	"github.com/skillint/skillint/formats/jsonpos"
	"github.com/skillint/skillint/formats/yamlfm"
	"github.com/skillint/skillint/internal/config"
	"github.com/skillint/skillint/internal/discover"
	"github.com/skillint/skillint/internal/suppress"
	"github.com/skillint/skillint/model"
	"github.com/skillint/skillint/rules"
	"github.com/skillint/skillint/rules/registry"
	"github.com/skillint/skillint/rules/security"
)

// mediaExt are bundled files that are binary by nature and run nothing:
// they are not reported as opaque.
var mediaExt = map[string]bool{".png": true, ".jpg": true, ".jpeg": true, ".gif": true, ".webp": true, ".ico": true, ".bmp": true,
	".tif": true, ".tiff": true, ".avif": true, ".heic": true, ".pdf": true, ".ttf": true, ".otf": true, ".woff": true, ".woff2": true,
	".mp3": true, ".mp4": true, ".wav": true, ".ogg": true, ".webm": true, ".mov": true, ".psd": true, ".sketch": true, ".fig": true}

// Bundled lints the files bundled with the skill at skillPath (its
// directory, without nested skills, hidden directories or links): a text
// file gets the security rules, a file that cannot be read as text a
// finding. Only files with findings are returned.
// Listings the walk that found the skill has read already come in tree
// (nil: none).
func (e *Engine) Bundled(skillPath string, tree discover.Tree) []*diag.File {
	if c := e.configFor(skillPath); c != nil && len(c.Overrides) == 0 && !e.bundledOn(c.For(skillPath)) {
		return nil // no rule reads them, whatever the path: list nothing
	}
	dir := filepath.Dir(skillPath)
	entries, err := tree.ReadDir(dir)
	if err != nil {
		return nil
	}
	var out []*diag.File
	e.bundledDir(skillPath, dir, entries, tree, &out)
	return out
}

// PluginBundled lints the files a Claude Code plugin ships (its directory,
// the one holding .claude-plugin/, as Bundled reads a skill's): the scripts
// its hooks, commands and MCP servers run are code that runs, read like a
// skill's scripts. pluginPath is the plugin's manifest.
// Files already linted (the MCP configurations PluginMCP read) are left
// out.
func (e *Engine) PluginBundled(pluginPath string, tree discover.Tree, linted []*diag.File) []*diag.File {
	if filepath.Base(filepath.Dir(pluginPath)) != ".claude-plugin" {
		return nil
	}
	if c := e.configFor(pluginPath); c != nil && len(c.Overrides) == 0 && !e.bundledOn(c.For(pluginPath)) {
		return nil
	}
	root := filepath.Dir(filepath.Dir(pluginPath))
	entries, err := tree.ReadDir(root)
	if err != nil {
		return nil
	}
	var out []*diag.File
	e.bundledDir(pluginPath, root, entries, tree, &out)
	if len(linted) > 0 {
		kept := out[:0]
		for _, f := range out {
			if !slices.ContainsFunc(linted, func(l *diag.File) bool { return l.Source.Path == f.Source.Path }) {
				kept = append(kept, f)
			}
		}
		out = kept
	}
	return out
}

// PluginMCP lints the MCP configurations a plugin's manifest names by
// path ("mcpServers": "./mcp.json", or a list of paths) as .mcp.json is
// linted, each once: Claude Code loads their servers from there. A file
// named .mcp.json is linted on its own; a path outside the plugin is
// plugin/path.format's, one to nothing plugin/path.missing's.
// manifest is the manifest's text, as the engine read it to lint it.
func (e *Engine) PluginMCP(pluginPath string, manifest []byte) []*diag.File {
	if filepath.Base(filepath.Dir(pluginPath)) != ".claude-plugin" {
		return nil
	}
	root, _ := jsonpos.Parse(manifest)
	p := root.Get("mcpServers")
	if p == nil {
		return nil
	}
	var paths []string
	switch p.Value.Kind {
	case yamlfm.String:
		paths = []string{p.Value.Value}
	case yamlfm.Seq:
		for _, it := range p.Value.Items {
			if it.Kind == yamlfm.String {
				paths = append(paths, it.Value)
			}
		}
	}
	dir := filepath.Dir(filepath.Dir(pluginPath))
	var out []*diag.File
	seen := map[string]bool{}
	for _, rel := range paths {
		rel = filepath.Clean(filepath.FromSlash(rel))
		if rel == "." || filepath.IsAbs(rel) || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) || filepath.Base(rel) == ".mcp.json" || !strings.HasSuffix(rel, ".json") || seen[rel] {
			continue // outside the plugin (plugin/path.format's), linted on its own, or twice
		}
		seen[rel] = true
		path := filepath.Join(dir, rel)
		b, err := readFile(path, e.MaxFileSize)
		if err != nil {
			continue
		}
		if f := e.lintBytesAs(e.configFor(path), nil, path, b, false, formats.PluginFrontEnd(), model.FormatMCP); f != nil {
			out = append(out, f)
		}
	}
	return out
}

// bundledDir lints the files of one directory of a skill, entries sorted by
// name, and recurses into its subdirectories but for those of
// version control, dependencies and caches (discover.SkipDir), and those
// holding a skill of their own (linted on its own). Other hidden
// directories are read: .github/workflows, .vscode/tasks.json and .hooks
// run code too.
func (e *Engine) bundledDir(skillPath, dir string, entries []os.DirEntry, tree discover.Tree, out *[]*diag.File) {
	for _, d := range entries {
		p := filepath.Join(dir, d.Name())
		if d.IsDir() {
			name := d.Name()
			if discover.SkipDir(name) {
				continue
			}
			sub, err := tree.ReadDir(p)
			if err != nil || discover.HasEntry(sub, "SKILL.md") || discover.HasEntry(sub, ".claude-plugin") {
				continue // a skill or a plugin of its own, linted on its own
			}
			e.bundledDir(skillPath, p, sub, tree, out)
			continue
		}
		if !d.Type().IsRegular() || p == skillPath {
			continue
		}
		if formats.Detect(p) != nil {
			// Linted on its own, but for an agent kept as a template or
			// an example, and a skill.md in a folder of the skill (a
			// document it loads): the walk leaves those to the skill.
			rel, err := filepath.Rel(filepath.Dir(skillPath), dir)
			doc := dir != filepath.Dir(skillPath) && discover.MisnamedSkillFile(d.Name())
			if err != nil || !discover.TemplateAgent(d.Name(), filepath.ToSlash(rel)) && !doc {
				continue
			}
		}
		if f := e.lintBundled(p); f != nil {
			*out = append(*out, f)
		}
	}
}

// bundledOn reports whether a rule that reads bundled files is on in eff:
// when none is, they are not read at all.
func (e *Engine) bundledOn(eff *config.Effective) bool {
	if eff.Severity(registry.ByID(string(rules.SecurityOpaqueFile))) != diag.Off {
		return true
	}
	for _, r := range e.rulesFor[model.FormatBundled] {
		if r.Check != nil && eff.Severity(r) != diag.Off {
			return true
		}
	}
	return false
}

func (e *Engine) lintBundled(path string) *diag.File {
	r := registry.ByID(string(rules.SecurityOpaqueFile))
	var conf *config.Effective
	if c := e.configFor(path); c != nil {
		if conf = c.For(path); !e.bundledOn(conf) {
			return nil
		}
	}
	// report gives the file one finding at its start (the file is not kept).
	report := func(sev diag.Severity, msg string) *diag.File {
		if conf != nil {
			if c := conf.Severity(r); c < sev {
				sev = c
			}
		}
		if sev == diag.Off {
			return nil
		}
		s := diag.NewSource(path, nil)
		return &diag.File{Source: s, Format: model.FormatBundled, Findings: []diag.Finding{{Rule: string(r.ID), Severity: sev, Range: s.Range(0, 0), Message: msg}}}
	}
	bp := bufPool.Get().(*[]byte)
	src, _, err := readRegular(path, e.MaxFileSize, *bp, headSize)
	if err != nil && !errors.Is(err, errTooLarge) {
		bufPool.Put(bp)
		var pe *fs.PathError
		if errors.As(err, &pe) && pe.Op == "open" {
			return nil // gone or unreadable since it was listed
		}
		return report(diag.Warning, security.OpaqueUnscanned(err))
	}
	head := src[:min(len(src), headSize)]
	if kind, sev := security.OpaqueKind(path, head); kind != "" {
		recycle(bp, src)
		return report(sev, security.OpaqueKindMessage(kind))
	}
	if bytes.IndexByte(head, 0) >= 0 {
		recycle(bp, src)
		if mediaExt[strings.ToLower(filepath.Ext(path))] {
			return nil
		}
		return report(diag.Warning, security.OpaqueBinary)
	}
	if err != nil {
		recycle(bp, src)
		return report(diag.Warning, security.OpaqueUnscanned(err))
	}
	s := diag.NewSource(path, src)
	doc := model.FromBundled(s)
	file := &diag.File{Source: s, Format: model.FormatBundled}
	rs := ruleSet{eff: conf}
	file.Findings, _, _ = e.runRules(rs, doc, nil, nil, false, false, nil)
	file.Findings = suppress.Apply(s, file.Findings, rs.severityOf)
	if len(file.Findings) == 0 {
		recycle(bp, src) // nothing refers to the bytes any more
		return nil
	}
	*bp = nil // the file keeps src: the pool gets an empty slot back
	bufPool.Put(bp)
	diag.Sort(file.Findings)
	file.Findings = diag.Cap(file.Findings)
	return file
}

// bufPool holds read buffers for bundled files, which are mostly scanned
// and dropped: reusing them spares the garbage collector.
var bufPool = sync.Pool{New: func() any { return new([]byte) }}

// headSize is how much of a bundled file decides whether it is text.
const headSize = 4096

// maxPooled is the largest buffer kept for reuse.
const maxPooled = 1 << 20

// recycle returns buf, whose bytes are no longer referenced, to the pool
// through the slot bp.
func recycle(bp *[]byte, buf []byte) {
	*bp = nil
	if cap(buf) <= maxPooled {
		*bp = buf[:0]
	}
	bufPool.Put(bp)
}
