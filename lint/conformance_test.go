package lint

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/formats/threemd"
	"github.com/skillint/skillint/internal/shared"
)

func lintPath(t *testing.T, path string) *diag.File {
	t.Helper()
	f := New().LintFile(path, true)
	if f == nil {
		t.Fatalf("%s: not linted", path)
	}
	return f
}

func errorsOf(f *diag.File) []diag.Finding {
	var out []diag.Finding
	for _, d := range f.Findings {
		if d.Severity == diag.Error {
			out = append(out, d)
		}
	}
	return out
}

// The official agent3md/1 vectors: every valid-* file and the real agents
// give no error; every invalid-* file gives exactly one error, of its rule.
func TestAgent3mdVectors(t *testing.T) {
	root := shared.Path(t, "conformance", "agent3md", "agent-3md")
	var valid []string
	valid = append(valid, filepath.Join(root, "agent.3md"))
	for _, pat := range []string{"examples/conformance/valid-*.3md", "examples/agents/*.3md"} {
		m, _ := filepath.Glob(filepath.Join(root, pat))
		valid = append(valid, m...)
	}
	if len(valid) < 11 {
		t.Fatalf("found %d valid vectors and agents, want at least 11", len(valid))
	}
	for _, p := range valid {
		t.Run(filepath.Base(p), func(t *testing.T) {
			f := lintPath(t, p)
			if f.Format != "agent3md" {
				t.Errorf("format %q, want agent3md", f.Format)
			}
			for _, d := range errorsOf(f) {
				t.Errorf("unexpected error %d: %s [%s]", d.Range.Start.Line, d.Message, d.Rule)
			}
		})
	}
	invalid := map[string]string{
		"examples/conformance/invalid-two-identities.3md":      "identity",
		"examples/conformance/invalid-missing-label.3md":       "missing-label",
		"examples/conformance/invalid-dup-skill.3md":           "unique-skill",
		"examples/conformance/invalid-dead-link.3md":           "dead-link",
		"examples/conformance/invalid-cycle.3md":               "cycle",
		"examples/conformance/invalid-missing-frontmatter.3md": "frontmatter",
		"examples/conformance/invalid-bad-entry.3md":           "entry",
		"examples/conformance/invalid-bad-input-type.3md":      "input-type",
		"examples/conformance/invalid-dup-input.3md":           "dup-input",
		"examples/conformance/invalid-bad-placeholder.3md":     "tool-input",
		"examples/invalid/dead-link.3md":                       "dead-link",
		"examples/invalid/dup-skill.3md":                       "unique-skill",
	}
	m, _ := filepath.Glob(filepath.Join(root, "examples/conformance/invalid-*.3md"))
	if len(m) != 10 {
		t.Errorf("found %d invalid vectors, want 10", len(m))
	}
	for rel, rule := range invalid {
		t.Run(rel, func(t *testing.T) {
			f := lintPath(t, filepath.Join(root, rel))
			errs := errorsOf(f)
			if len(errs) != 1 {
				t.Fatalf("%d errors, want exactly 1: %v", len(errs), errs)
			}
			if errs[0].Rule != "agent3md/"+rule {
				t.Errorf("rule %s, want agent3md/%s", errs[0].Rule, rule)
			}
			if errs[0].Range.Start.Line < 1 {
				t.Errorf("finding has no line")
			}
		})
	}
}

// zOf names the plane a finding sits in, as the reference validators report
// it ("" for findings on the manifest or the whole document).
func zOf(f *diag.File, d diag.Finding) string {
	doc := threemd.Parse(f.Source.Bytes)
	for i := len(doc.Planes) - 1; i >= 0; i-- {
		p := doc.Planes[i]
		if !p.Shorthand && d.Range.Start.Offset >= p.Start || p.Shorthand && d.Range.Start.Offset >= p.BodyStart {
			if d.Range.Start.Offset < p.BodyEnd || i == len(doc.Planes)-1 {
				return threemd.FormatZ(p.Z)
			}
		}
	}
	return ""
}

// specRules are the fifteen agent3md/1 rules the reference validators know.
var specRules = map[string]bool{"parse": true, "frontmatter": true, "identity": true, "missing-label": true,
	"unique-skill": true, "dead-link": true, "cycle": true, "entry": true, "input-type": true, "dup-input": true,
	"tool-input": true, "triggers": true, "tool": true, "unused-input": true, "undeclared-tool": true}

// probeDecisions lists the probes where skillint decides differently from
// the TypeScript reference (../shared/specs/agent3md.md), and what skillint
// reports instead, as rule@z. Everywhere else the same rules fire on the
// same planes.
var probeDecisions = map[string]struct {
	want []string
	why  string
}{
	// `3md: " "`: TypeScript accepts a blank version; blank is missing.
	"p09-blank-version.3md": {[]string{"parse@"}, "a blank 3md version is a parse error"},
	// TypeScript reports the first cycle only, on the plane that starts it;
	// skillint reports every cycle once, on the link that closes it.
	"p18-self-and-identity-cycle.3md": {[]string{"cycle@1", "cycle@2"}, "each cycle, on its closing link (the self-link of z=1, and z=2 -> z=0)"},
	"p19-cycle-order.3md":             {[]string{"cycle@3", "cycle@8"}, "each cycle, on its closing link"},
}

func TestProbesAgainstTypeScript(t *testing.T) {
	root := shared.Path(t, "conformance", "agent3md")
	probes, _ := filepath.Glob(filepath.Join(root, "probes", "*.3md"))
	if len(probes) != 38 {
		t.Fatalf("found %d probes, want 38", len(probes))
	}
	for _, p := range probes {
		name := filepath.Base(p)
		t.Run(name, func(t *testing.T) {
			raw, err := os.ReadFile(filepath.Join(root, "expected", "validate", "probes", name+".ts-report.json"))
			if err != nil {
				t.Fatal(err)
			}
			var rep struct {
				Errors, Warnings []struct {
					Rule string   `json:"rule"`
					Z    *float64 `json:"z"`
				}
			}
			if err := json.Unmarshal(raw, &rep); err != nil {
				t.Fatal(err)
			}
			var want []string
			for _, is := range append(rep.Errors, rep.Warnings...) {
				z := ""
				if is.Z != nil {
					z = threemd.FormatZ(*is.Z)
				}
				want = append(want, is.Rule+"@"+z)
			}
			if dec, ok := probeDecisions[name]; ok {
				want = dec.want
			}
			f := lintPath(t, p)
			var got []string
			for _, d := range f.Findings {
				rule := strings.TrimPrefix(d.Rule, "agent3md/")
				if !specRules[rule] {
					continue
				}
				z := zOf(f, d)
				if rule == "parse" || rule == "frontmatter" || rule == "entry" || (rule == "identity" && len(threemd.Parse(f.Source.Bytes).Planes) == 0) {
					z = ""
				}
				got = append(got, rule+"@"+z)
			}
			sort.Strings(got)
			sort.Strings(want)
			if fmt.Sprint(got) != fmt.Sprint(want) {
				t.Errorf("got %v, want %v", got, want)
				for _, d := range f.Findings {
					t.Logf("  %d:%d %s [%s]", d.Range.Start.Line, f.Source.Column(d.Range.Start, diag.CodePoints), d.Message, d.Rule)
				}
			}
		})
	}
}

// No .3md file of the conformance material crashes the linter, and every
// finding has a line and a column.
func TestNoCrashOnConformanceCorpus(t *testing.T) {
	root := shared.Path(t, "conformance", "agent3md")
	n := 0
	_ = filepath.WalkDir(root, func(p string, e os.DirEntry, err error) error {
		if err != nil || e.IsDir() || !strings.HasSuffix(p, ".3md") {
			return nil
		}
		n++
		f := lintPath(t, p)
		for _, d := range f.Findings {
			if d.Range.Start.Line < 1 || f.Source.Column(d.Range.Start, diag.CodePoints) < 1 {
				t.Errorf("%s: finding without a position: %+v", p, d)
			}
		}
		return nil
	})
	if n < 300 {
		t.Errorf("linted %d files, expected over 300", n)
	}
}
