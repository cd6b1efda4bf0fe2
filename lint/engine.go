// Package lint is the engine: it takes documents (bytes in memory or files on
// disk), has the right front-end parse each once, runs the rules over the
// common model, and returns sorted findings per file.
package lint

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"sync"

	"github.com/skillint/skillint/config"
	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/formats"
	"github.com/skillint/skillint/normalize"
	"github.com/skillint/skillint/rules"
	"github.com/skillint/skillint/suppress"
)

// IORule is the id of findings about files that cannot be read.
const IORule = "io"

// Engine lints documents. The zero value is not usable; use New.
type Engine struct {
	// Jobs bounds how many files are linted at once (default: one per core).
	Jobs int
	// Config is the configuration applied to every file (nil: the defaults).
	Config *config.Config
	// rulesFor caches the rules that run on each format.
	rulesFor map[string][]*rules.Rule
}

// New returns an engine with every registered rule enabled at its default
// severity. An engine is safe for use by several goroutines.
func New() *Engine {
	e := &Engine{Jobs: runtime.GOMAXPROCS(0), rulesFor: map[string][]*rules.Rule{}}
	for _, r := range rules.All() {
		for _, f := range r.Formats {
			if _, ok := e.rulesFor[f]; !ok {
				e.rulesFor[f] = rules.ForFormat(f)
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
	fe := formats.Detect(path)
	if fe == nil {
		return nil
	}
	s := diag.NewSource(path, src)
	var eff *config.Effective
	if e.Config != nil {
		eff = e.Config.For(path)
	}
	opts := formats.Options{Explicit: explicit}
	if eff != nil {
		opts.Format = eff.Format
	}
	parsed := fe.Parse(s, opts)
	if parsed == nil {
		return nil
	}
	file := &diag.File{Source: s, Format: parsed.Doc.Format, Reason: parsed.Reason}
	if d := parsed.Doc; (d.Format == normalize.FormatSkillMD || d.Format == normalize.FormatAIP3) && len(d.Skills) == 1 && d.Skills[0].Name.Value != "" {
		file.Name, file.NameRange = d.Skills[0].Name.Value, d.Skills[0].Name.Range
	}
	for _, f := range parsed.Findings {
		if r := rules.ByID(f.Rule); r != nil {
			if f.Severity = eff.Severity(r); f.Severity == diag.Off {
				continue
			}
		}
		file.Findings = append(file.Findings, f)
	}
	if !parsed.Broken {
		for _, r := range e.rulesFor[parsed.Doc.Format] {
			if r.Check == nil {
				continue
			}
			sev := eff.Severity(r)
			if sev == diag.Off {
				continue
			}
			pass := rules.NewPass(r, parsed.Doc)
			pass.Severity = sev
			pass.Options = eff.Options(r)
			r.Check(pass)
			file.Findings = append(file.Findings, pass.Findings()...)
		}
	}
	file.Findings = suppress.Apply(s, file.Findings, func(id string) diag.Severity {
		if r := rules.ByID(id); r != nil {
			return eff.Severity(r)
		}
		return diag.Off
	})
	diag.Sort(file.Findings)
	return file
}

// LintFile reads and lints one file. A file that cannot be read gives a
// finding of rule io instead.
func (e *Engine) LintFile(path string, explicit bool) *diag.File {
	if formats.Detect(path) == nil {
		return nil
	}
	src, err := readFile(path)
	if err != nil {
		s := diag.NewSource(path, nil)
		return &diag.File{Source: s, Format: "", Findings: []diag.Finding{{
			Rule: IORule, Severity: diag.Error, Message: fmt.Sprintf("cannot read the file: %v", err),
			Range: s.Range(0, 0),
		}}}
	}
	return e.LintBytes(path, src, explicit)
}

// readFile reads a regular file. Anything else (a directory, a FIFO, a
// device) is refused without opening it for reading, so it cannot block.
func readFile(path string) ([]byte, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if !st.Mode().IsRegular() {
		return nil, fmt.Errorf("not a regular file (%s)", st.Mode().Type())
	}
	return os.ReadFile(path)
}

// Target is one file to lint.
type Target struct {
	Path     string
	Explicit bool
}

// LintFiles lints targets on a bounded pool of workers and returns the
// results sorted by path. Files no front-end claims are left out.
func (e *Engine) LintFiles(targets []Target) []*diag.File {
	results := make([]*diag.File, len(targets))
	jobs := e.Jobs
	if jobs < 1 {
		jobs = 1
	}
	next := make(chan int)
	var wg sync.WaitGroup
	for w := 0; w < jobs; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				results[i] = e.LintFile(targets[i].Path, targets[i].Explicit)
			}
		}()
	}
	for i := range targets {
		next <- i
	}
	close(next)
	wg.Wait()
	out := results[:0]
	for _, f := range results {
		if f != nil {
			out = append(out, f)
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return filepath.ToSlash(out[i].Path()) < filepath.ToSlash(out[j].Path()) })
	e.CheckNames(out)
	return out
}

// CheckNames reports skills that share a name with an earlier file of the
// run (in path order): hosts keep only one of them.
func (e *Engine) CheckNames(files []*diag.File) {
	r := rules.ByID(rules.NameUniqueRule)
	first := map[string]*diag.File{}
	for _, f := range files {
		if f.Name == "" || !r.AppliesTo(f.Format) {
			continue
		}
		prev, dup := first[f.Name]
		if !dup {
			first[f.Name] = f
			continue
		}
		sev := r.Severity
		if e.Config != nil {
			sev = e.Config.For(f.Path()).Severity(r)
		}
		if sev == diag.Off || suppress.Suppressed(f.Source, r.ID, f.NameRange.Start.Line) {
			continue
		}
		f.Findings = append(f.Findings, diag.Finding{Rule: r.ID, Severity: sev, Range: f.NameRange,
			Message: fmt.Sprintf("the skill name %q is also used by %s: hosts keep only one of them, so rename one", f.Name, prev.Path())})
		diag.Sort(f.Findings)
	}
}
