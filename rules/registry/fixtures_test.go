package registry_test

import (
	"flag"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/lint"
	"github.com/skillint/skillint/rules"
	"github.com/skillint/skillint/rules/registry"
)

var update = flag.Bool("update", false, "rewrite the golden files")

// noFixture lists rules that no file in testdata can trigger, with where
// they are tested instead.
var noFixture = map[string]string{
	"io":        "lint/engine_test.go (unreadable files, directories and FIFOs)",
	"file/size": "lint/hostile_test.go (a file over the limit is refused unread)",
}

// lintFixture lints a fixture file, or every file a format claims inside a
// fixture directory (sorted by path).
func lintFixture(t *testing.T, eng *lint.Engine, path string, isDir bool) []*diag.File {
	t.Helper()
	var paths []string
	if !isDir {
		paths = []string{path}
	} else {
		_ = filepath.WalkDir(path, func(p string, e os.DirEntry, err error) error {
			if err == nil && !e.IsDir() {
				paths = append(paths, p)
			}
			return nil
		})
	}
	var out []*diag.File
	if isDir {
		// A directory fixture is linted as one run, so rules across files apply.
		var targets []lint.Target
		for _, p := range paths {
			targets = append(targets, lint.Target{Path: p, Explicit: true})
		}
		out = eng.LintFiles(targets)
	} else {
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		f := eng.LintBytes(path, src, true)
		if f == nil {
			t.Fatalf("%s: no format claims the fixture", path)
		}
		out = append(out, f)
	}
	if len(out) == 0 {
		t.Fatalf("%s: no file to lint", path)
	}
	return out
}

// render prints the findings of rule as `line:col: severity: message
// [rule]` lines: a rule's golden files show its own findings only.
func render(f *diag.File, prefix string, rule rules.ID) string {
	var b strings.Builder
	for _, d := range f.Findings {
		if d.Rule != string(rule) {
			continue
		}
		fmt.Fprintf(&b, "%s%d:%d: %s: %s [%s]\n", prefix, d.Range.Start.Line, f.Source.Column(d.Range.Start, diag.CodePoints), d.Severity, d.Message, d.Rule)
		for _, r := range d.Related {
			fmt.Fprintf(&b, "\t%d:%d: %s\n", r.Range.Start.Line, f.Source.Column(r.Range.Start, diag.CodePoints), r.Message)
		}
	}
	return b.String()
}

// TestRuleFixtures: every rule has a directory testdata/rules/<id>/ with
// bad*.ext files, each next to a .golden file holding exactly the findings
// expected (rule, line and column), and good*.ext files on which the rule
// must not fire.
func TestRuleFixtures(t *testing.T) {
	eng := lint.New()
	root := filepath.Join("..", "..", "testdata", "rules")
	for _, r := range registry.All() {
		t.Run(string(r.ID), func(t *testing.T) {
			if why, ok := noFixture[string(r.ID)]; ok {
				t.Skipf("tested in %s", why)
			}
			dir := filepath.Join(root, filepath.FromSlash(string(r.ID)))
			entries, err := os.ReadDir(dir)
			if err != nil {
				t.Fatalf("rule %s has no fixtures: %v", r.ID, err)
			}
			var bad, good int
			for _, e := range entries {
				name := e.Name()
				if strings.HasSuffix(name, ".golden") {
					continue
				}
				isBad, isGood := strings.HasPrefix(name, "bad"), strings.HasPrefix(name, "good")
				if !isBad && !isGood {
					continue
				}
				files := lintFixture(t, eng, filepath.Join(dir, name), e.IsDir())
				if isGood {
					good++
					for _, f := range files {
						for _, d := range f.Findings {
							if d.Rule == string(r.ID) {
								t.Errorf("%s:%d: rule fired on a good fixture: %s", f.Path(), d.Range.Start.Line, d.Message)
							}
						}
					}
					continue
				}
				bad++
				var b strings.Builder
				for _, f := range files {
					prefix := ""
					if e.IsDir() {
						rel, _ := filepath.Rel(filepath.Join(dir, name), f.Path())
						prefix = filepath.ToSlash(rel) + ":"
					}
					b.WriteString(render(f, prefix, r.ID))
				}
				got := b.String()
				if !strings.Contains(got, "["+string(r.ID)+"]") {
					t.Errorf("%s: rule %s did not fire:\n%s", name, r.ID, got)
				}
				golden := filepath.Join(dir, strings.TrimSuffix(name, filepath.Ext(name))+".golden")
				if e.IsDir() {
					golden = filepath.Join(dir, name+".golden")
				}
				if *update {
					if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
						t.Fatal(err)
					}
					continue
				}
				want, err := os.ReadFile(golden)
				if err != nil {
					t.Fatalf("%s: %v (run go test ./rules/registry -update)", name, err)
				}
				if got != string(want) {
					t.Errorf("%s: findings differ from %s\n--- got\n%s--- want\n%s", name, filepath.Base(golden), got, want)
				}
			}
			if bad == 0 || good == 0 {
				t.Errorf("rule %s needs a bad and a good fixture (has %d bad, %d good)", r.ID, bad, good)
			}
		})
	}
}

// TestRulesDoc fails when docs/rules.md is not what the registry generates.
func TestRulesDoc(t *testing.T) {
	got, err := os.ReadFile(filepath.Join("..", "..", "docs", "rules.md"))
	if err != nil || string(got) != registry.Markdown() {
		t.Fatalf("docs/rules.md is stale: run `go generate ./rules/registry`")
	}
}

// TestREADMERules fails when the rule table in README.md is stale.
func TestREADMERules(t *testing.T) {
	raw, err := os.ReadFile(filepath.Join("..", "..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	want, err := registry.WithREADMETable(string(raw))
	if err != nil {
		t.Fatal(err)
	}
	if string(raw) != want {
		t.Fatal("the rule table in README.md is stale: run `go generate ./rules/registry`")
	}
}

// TestRegistry checks every rule's metadata.
func TestRegistry(t *testing.T) {
	seen := map[rules.ID]bool{}
	for _, r := range registry.All() {
		if seen[r.ID] {
			t.Errorf("duplicate rule id %s", r.ID)
		}
		seen[r.ID] = true
		if r.ID != "io" && !strings.Contains(string(r.ID), "/") {
			t.Errorf("%s: ids are family/name", r.ID)
		}
		if r.Doc.Title == "" || strings.Contains(r.Doc.Title, "\n") || r.Doc.Why == "" || r.Doc.Fix == "" {
			t.Errorf("%s: needs a one-line title, a why and a fix", r.ID)
		}
		if len(r.Formats) == 0 {
			t.Errorf("%s: applies to no format", r.ID)
		}
		if r.Severity == diag.Off {
			t.Errorf("%s: default severity off", r.ID)
		}
	}
	if got := registry.Nearest("agent3md/deadlink"); got != "agent3md/dead-link" {
		t.Errorf("Nearest(agent3md/deadlink) = %q", got)
	}
}

// TestIDList: rules/ids.go lists exactly the rules the families define.
func TestIDList(t *testing.T) {
	fs := token.NewFileSet()
	f, err := parser.ParseFile(fs, filepath.Join("..", "ids.go"), nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	listed := map[string]bool{}
	for _, d := range f.Decls {
		gd, ok := d.(*ast.GenDecl)
		if !ok || gd.Tok != token.CONST {
			continue
		}
		for _, spec := range gd.Specs {
			for _, v := range spec.(*ast.ValueSpec).Values {
				if lit, ok := v.(*ast.BasicLit); ok {
					id, _ := strconv.Unquote(lit.Value)
					if listed[id] {
						t.Errorf("ids.go lists %s twice", id)
					}
					listed[id] = true
				}
			}
		}
	}
	for _, r := range registry.All() {
		if !listed[string(r.ID)] {
			t.Errorf("rule %s is not listed in rules/ids.go", r.ID)
		}
		delete(listed, string(r.ID))
	}
	for id := range listed {
		t.Errorf("rules/ids.go lists %s, which no family defines", id)
	}
}
