// Package lint is the engine: it takes documents (bytes in memory or files on
// disk), has the right front-end parse each once, runs the rules over the
// common model, and returns sorted findings per file.
package lint

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"sync"
	"unicode/utf8"

	filerules "github.com/skillint/skillint/rules/file"
	"github.com/skillint/skillint/rules/skill"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/formats"
	"github.com/skillint/skillint/formats/frontend"
	"github.com/skillint/skillint/internal/config"
	"github.com/skillint/skillint/internal/discover"
	"github.com/skillint/skillint/internal/suppress"
	"github.com/skillint/skillint/model"
	"github.com/skillint/skillint/rules"
	"github.com/skillint/skillint/rules/registry"
)

// DefaultMaxFileSize is the default largest file read: 4 MiB, two hundred
// times a large skill.
const DefaultMaxFileSize = 4 << 20

// Engine lints documents. The zero value is not usable; use New.
type Engine struct {
	// Jobs bounds how many files are linted at once (default: one per core).
	Jobs int
	// Config is the configuration applied to every file (nil: the defaults).
	Config *config.Config
	// Configs, when set, gives each file its own configuration (the nearest
	// .skillint.yaml above it) and Config is not used. It is called from
	// several goroutines.
	Configs func(path string) *config.Config
	// MaxFileSize is the largest file read, in bytes; a larger one gets a
	// file/size finding and is not read at all (never truncated).
	MaxFileSize int64
	// rulesFor caches the rules that run on each format.
	rulesFor map[string][]*rules.Rule
}

// New returns an engine with every registered rule enabled at its default
// severity. An engine is safe for use by several goroutines.
func New() *Engine {
	e := &Engine{Jobs: runtime.GOMAXPROCS(0), rulesFor: map[string][]*rules.Rule{}, MaxFileSize: DefaultMaxFileSize}
	for _, r := range registry.All() {
		for _, f := range r.Formats {
			if _, ok := e.rulesFor[f]; !ok {
				// The security rules go last: their matchers may still be
				// being built on another core when the first file arrives.
				// Findings are sorted, so the order shows nowhere else.
				var rs, security []*rules.Rule
				for _, r := range registry.ForFormat(f) {
					if strings.HasPrefix(string(r.ID), "security/") {
						security = append(security, r)
					} else {
						rs = append(rs, r)
					}
				}
				e.rulesFor[f] = append(rs, security...)
			}
		}
	}
	return e
}

// LintBytes lints one document held in memory. path says which file it is
// (for format detection and the rules about its directory); explicit is true
// when the user named it. It returns nil when no front-end claims the path,
// or when the front-end declines the content of a file found by discovery.
func (e *Engine) LintBytes(path string, src []byte, explicit bool) *diag.File {
	return e.LintBytesWith(e.configFor(path), path, src, explicit)
}

// configFor is the configuration of the file at path, nil for the defaults.
func (e *Engine) configFor(path string) *config.Config {
	if e.Configs != nil {
		return e.Configs(path)
	}
	return e.Config
}

// LintBytesWith is LintBytes under the configuration cfg instead of the
// engine's own (nil: every rule at its defaults): an editor server shares
// one engine across workspaces with different configurations.
func (e *Engine) LintBytesWith(cfg *config.Config, path string, src []byte, explicit bool) *diag.File {
	return e.LintBytesUnless(cfg, nil, path, src, explicit)
}

// LintBytesUnless is LintBytesWith that asks stop (when not nil) between
// rules, and gives up and returns nil when it says true: an editor's newer
// text supersedes the lint of the old one.
func (e *Engine) LintBytesUnless(cfg *config.Config, stop func() bool, path string, src []byte, explicit bool) *diag.File {
	return e.lintBytesAs(cfg, stop, path, src, explicit, nil, "")
}

// lintBytesAs is LintBytesUnless with the front-end fe and the format
// given, when fe is not nil: a file whose name no front-end claims, read
// as what a manifest says it is (a plugin's MCP configuration at the path
// its mcpServers names).
func (e *Engine) lintBytesAs(cfg *config.Config, stop func() bool, path string, src []byte, explicit bool, fe frontend.FrontEnd, format string) *diag.File {
	if fe == nil {
		fe = formats.Detect(path)
	}
	if fe == nil {
		return nil
	}
	s := diag.NewSource(path, src)
	if f := e.checkBytes(s); f != nil {
		return f
	}
	rs := resolve(cfg, path)
	opts := frontend.Options{Explicit: explicit, Format: rs.Format()}
	if format != "" {
		opts.Format = format
	}
	parsed := fe.Parse(s, opts)
	if parsed == nil {
		return nil
	}
	file := &diag.File{Source: s, Format: parsed.Doc.Format, Reason: parsed.Reason}
	if d := parsed.Doc; (d.Format == model.FormatSkillMD || d.Format == model.FormatAIP3) && len(d.Skills) == 1 && d.Skills[0].Name.Value != "" {
		file.Name, file.NameRange = d.Skills[0].Name.Value, d.Skills[0].Name.Range
	}
	if bad := firstInvalidUTF8(src); bad >= 0 {
		parsed.Findings = append(parsed.Findings, filerules.InvalidUTF8(s, bad))
	}
	for _, f := range parsed.Findings {
		if r := registry.ByID(f.Rule); r != nil {
			// The configured severity, but a front-end that lowered a
			// finding below the rule's default for where the file is (a
			// skill only Claude Code loads) keeps it lowered.
			lowered := f.Severity != diag.Off && f.Severity < r.Severity
			was := f.Severity
			if f.Severity = rs.severity(r); f.Severity == diag.Off {
				continue
			}
			if lowered && f.Severity > was {
				f.Severity = was
			}
		}
		file.Findings = append(file.Findings, f)
	}
	// A file whose frontmatter is broken or missing gets the security
	// rules all the same: breaking the header must not hide a skill from
	// them.
	// Rule passes drop what the file's suppressions cover and keep only
	// the findings the cap shows.
	sup := suppress.Parse(s)
	var (
		hidden map[string]diag.Hidden
		ok     bool
	)
	if file.Findings, hidden, ok = e.runRules(rs, parsed.Doc, file.Findings, stop, parsed.Broken, true, sup); !ok {
		return nil
	}
	file.Findings = finish(sup, rs, file.Findings, hidden)
	return file
}

// checkBytes refuses content that is not text: a NUL byte in the first
// 8 KiB makes it binary, and it gets one finding instead of a lint.
func (e *Engine) checkBytes(s *diag.Source) *diag.File {
	if f := utf16File(s); f != nil {
		return f
	}
	head := s.Bytes
	if len(head) > 8192 {
		head = head[:8192]
	}
	if i := bytes.IndexByte(head, 0); i >= 0 {
		return &diag.File{Source: s, Findings: []diag.Finding{filerules.Binary(s, i)}}
	}
	return crOnlyFile(s)
}

// firstInvalidUTF8 is the offset of the first byte that is not part of a
// valid UTF-8 sequence, or -1.
func firstInvalidUTF8(b []byte) int {
	if utf8.Valid(b) {
		return -1
	}
	for i := 0; i < len(b); {
		r, n := utf8.DecodeRune(b[i:])
		if r == utf8.RuneError && n == 1 {
			return i
		}
		i += n
	}
	return -1
}

// LintFile reads and lints one file. A file that cannot be read gives a
// finding of rule io instead.
func (e *Engine) LintFile(path string, explicit bool) *diag.File {
	if formats.Detect(path) == nil {
		return nil
	}
	src, err := readFile(path, e.MaxFileSize)
	if errors.Is(err, errTooLarge) {
		s := diag.NewSource(path, nil)
		return &diag.File{Source: s, Findings: []diag.Finding{filerules.TooLarge(s, err, e.MaxFileSize)}}
	}
	if err != nil {
		s := diag.NewSource(path, nil)
		return &diag.File{Source: s, Findings: []diag.Finding{filerules.Unreadable(s, err)}}
	}
	return e.LintBytes(path, src, explicit)
}

// Target is one file to lint.
type Target struct {
	Path     string
	Explicit bool
	// Root is the path given on the command line that the file was found
	// under ("" when unknown): two skills share a name only within the
	// set of skills a host loads together, which is at most this.
	Root string
	// Tree holds directory listings the walk has read (see discover.File).
	Tree discover.Tree
	// Err is why the walk could not read the path (see discover.File): it
	// gets a finding of rule io instead of a lint.
	Err error
}

// Run lints the targets it receives on a bounded pool of workers and hands
// each result to sink in the order the targets came (files no front-end
// claims are skipped). At most a small window of files is in memory at once,
// whatever the number of targets: a worker only starts target i when result
// i-window has been handed on. Skills sharing a name with an earlier file
// are reported as they pass.
func (e *Engine) Run(targets <-chan Target, sink func(*diag.File)) {
	jobs := e.Jobs
	if jobs < 1 {
		jobs = 1
	}
	window := jobs * 4
	type job struct {
		i int
		t Target
	}
	type result struct {
		i    int
		fs   []*diag.File
		root string
	}
	work := make(chan job, window) // the window bounds what is queued
	results := make(chan result, window)
	var wg sync.WaitGroup
	for w := 0; w < jobs; w++ {
		wg.Add(1)
		// The channel is passed in: the loop below sets its variable to nil
		// once it is closed, perhaps before a worker has started.
		go func(work <-chan job) {
			defer wg.Done()
			for j := range work {
				var fs []*diag.File
				if j.t.Err != nil {
					fs = append(fs, ioFile(j.t.Path, j.t.Err.Error()))
				} else if f := e.LintFile(j.t.Path, j.t.Explicit); f != nil {
					fs = append(fs, f)
					switch f.Format {
					case model.FormatSkillMD, model.FormatAIP3:
						fs = append(fs, e.Bundled(j.t.Path, j.t.Tree)...)
					case model.FormatPlugin:
						mcp := e.PluginMCP(j.t.Path, f.Source.Bytes)
						fs = append(fs, mcp...)
						fs = append(fs, e.PluginBundled(j.t.Path, j.t.Tree, mcp)...)
					}
				}
				results <- result{j.i, fs, j.t.Root}
			}
		}(work)
	}
	go func() { wg.Wait(); close(results) }()
	names := newNameCheck(e)
	pending := map[int]result{}
	delivered, dispatched := 0, 0
	var held *Target // a target received but not yet handed to a worker
	in := targets
	for {
		// Hand out work while the window allows.
		for in != nil || held != nil {
			if dispatched >= delivered+window {
				break
			}
			if held == nil {
				t, ok := <-in
				if !ok {
					in = nil
					break
				}
				held = &t
			}
			select {
			case work <- job{dispatched, *held}:
				dispatched++
				held = nil
				continue
			case r := <-results:
				pending[r.i] = r
			}
			break
		}
		if in == nil && held == nil && work != nil {
			close(work)
			work = nil
		}
		if delivered == dispatched && work == nil {
			return
		}
		res, ok := pending[delivered]
		if !ok {
			r := <-results
			pending[r.i] = r
			continue
		}
		delete(pending, delivered)
		delivered++
		for i, f := range res.fs {
			if i == 0 {
				names.check(f, res.root)
			}
			sink(f)
		}
	}
}

// Targets sends a slice of targets on a channel.
func Targets(ts []Target) <-chan Target {
	ch := make(chan Target, len(ts))
	for _, t := range ts {
		ch <- t
	}
	close(ch)
	return ch
}

// LintFiles lints targets and returns the results in target order. It holds
// every result in memory; Run streams them instead.
func (e *Engine) LintFiles(targets []Target) []*diag.File {
	sorted := append([]Target(nil), targets...)
	sort.SliceStable(sorted, func(i, j int) bool { return filepath.ToSlash(sorted[i].Path) < filepath.ToSlash(sorted[j].Path) })
	var out []*diag.File
	e.Run(Targets(sorted), func(f *diag.File) { out = append(out, f) })
	return out
}

// nameCheck reports skills that share a name with an earlier file of the
// run (in the order files are handed on) that a host would load together
// with it: hosts keep only one of them. Skills are loaded together within
// one repository, one plugin or one project, so the name is compared within
// the nearest directory above the skill that holds .git, .hg or
// .claude-plugin, or a LICENSE file of its own (a project as published,
// even without its repository data); without one, within the path given on
// the command line.
type nameCheck struct {
	e     *Engine
	rule  *rules.Rule
	first map[nameKey]string // scope and name -> path of the first file with it
	scope map[string]string  // directory -> its scope
}

type nameKey struct{ scope, name string }

func newNameCheck(e *Engine) *nameCheck {
	return &nameCheck{e: e, rule: registry.ByID(string(rules.SkillNameUnique)), first: map[nameKey]string{}, scope: map[string]string{}}
}

// scopeMarks are entries that make a directory the root of what a host
// loads together.
var scopeMarks = []string{".git", ".hg", ".claude-plugin", "LICENSE", "LICENSE.md", "LICENSE.txt", "COPYING"}

// scopeOf is the scope of the skill whose SKILL.md is at path, found under
// root: the nearest directory above the skill's own that has a scope mark,
// not going above root; root itself when there is none.
func (c *nameCheck) scopeOf(path, root string) string {
	top := ""
	if root != "" {
		if abs, err := filepath.Abs(root); err == nil {
			top = abs
		}
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		return root
	}
	var visited []string
	found := top
	for dir := filepath.Dir(filepath.Dir(abs)); ; {
		if top != "" && dir != top && !strings.HasPrefix(dir, top+string(filepath.Separator)) {
			break // above the path given: the scope is that path
		}
		if s, ok := c.scope[dir]; ok {
			found = s
			break
		}
		visited = append(visited, dir)
		if hasMark(dir) {
			found = dir
			break
		}
		parent := filepath.Dir(dir)
		if dir == top || parent == dir {
			break
		}
		dir = parent
	}
	for _, d := range visited {
		c.scope[d] = found
	}
	return found
}

func hasMark(dir string) bool {
	for _, m := range scopeMarks {
		if _, err := os.Lstat(filepath.Join(dir, m)); err == nil {
			return true
		}
	}
	return false
}

func (c *nameCheck) check(f *diag.File, root string) {
	if f.Name == "" || !c.rule.AppliesTo(f.Format) {
		return
	}
	key := nameKey{c.scopeOf(f.Path(), root), f.Name}
	prev, dup := c.first[key]
	if !dup {
		c.first[key] = f.Path()
		return
	}
	sev := c.rule.DefaultSeverity()
	if conf := c.e.configFor(f.Path()); conf != nil {
		sev = conf.For(f.Path()).Severity(c.rule)
	}
	if sev == diag.Off || suppress.Suppressed(f.Source, string(c.rule.ID), f.NameRange.Start.Line) {
		return
	}
	d := skill.NameUsedTwice(f.NameRange, f.Name, prev)
	d.Severity = sev
	f.Findings = append(f.Findings, d)
	diag.Sort(f.Findings)
}
