package rules_test

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/lint"
	"github.com/skillint/skillint/rules"
)

var update = flag.Bool("update", false, "rewrite the golden files and docs/rules.md")

// noFixture lists rules that no file in testdata can trigger, with where
// they are tested instead.
var noFixture = map[string]string{
	"io": "lint/engine_test.go (unreadable files, directories and FIFOs)",
}

// render prints findings as `line:col: severity: message [rule]` lines.
func render(f *diag.File) string {
	var b strings.Builder
	for _, d := range f.Findings {
		fmt.Fprintf(&b, "%d:%d: %s: %s [%s]\n", d.Range.Start.Line, f.Source.Column(d.Range.Start, diag.CodePoints), d.Severity, d.Message, d.Rule)
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
	root := filepath.Join("..", "testdata", "rules")
	for _, r := range rules.All() {
		t.Run(r.ID, func(t *testing.T) {
			if why, ok := noFixture[r.ID]; ok {
				t.Skipf("tested in %s", why)
			}
			dir := filepath.Join(root, filepath.FromSlash(r.ID))
			entries, err := os.ReadDir(dir)
			if err != nil {
				t.Fatalf("rule %s has no fixtures: %v", r.ID, err)
			}
			var bad, good int
			for _, e := range entries {
				name := e.Name()
				if e.IsDir() || strings.HasSuffix(name, ".golden") {
					continue
				}
				path := filepath.Join(dir, name)
				src, err := os.ReadFile(path)
				if err != nil {
					t.Fatal(err)
				}
				f := eng.LintBytes(path, src, true)
				if f == nil {
					t.Fatalf("%s: no format claims the fixture", name)
				}
				switch {
				case strings.HasPrefix(name, "bad"):
					bad++
					got := render(f)
					if !strings.Contains(got, "["+r.ID+"]") {
						t.Errorf("%s: rule %s did not fire:\n%s", name, r.ID, got)
					}
					golden := strings.TrimSuffix(path, filepath.Ext(path)) + ".golden"
					if *update {
						if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
							t.Fatal(err)
						}
						continue
					}
					want, err := os.ReadFile(golden)
					if err != nil {
						t.Fatalf("%s: %v (run go test ./rules -update)", name, err)
					}
					if got != string(want) {
						t.Errorf("%s: findings differ from %s\n--- got\n%s--- want\n%s", name, filepath.Base(golden), got, want)
					}
				case strings.HasPrefix(name, "good"):
					good++
					for _, d := range f.Findings {
						if d.Rule == r.ID {
							t.Errorf("%s:%d: rule fired on a good fixture: %s", name, d.Range.Start.Line, d.Message)
						}
					}
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
	path := filepath.Join("..", "docs", "rules.md")
	want := rules.Markdown()
	if *update {
		if err := os.WriteFile(path, []byte(want), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := os.ReadFile(path)
	if err != nil || string(got) != want {
		t.Fatalf("docs/rules.md is stale: run `go test ./rules -update` (or `skillint rules --format markdown > docs/rules.md`)")
	}
}

// TestREADMERules fails when the rule table in README.md is stale.
func TestREADMERules(t *testing.T) {
	path := filepath.Join("..", "README.md")
	raw, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	const start, end = "<!-- rules:start -->\n", "<!-- rules:end -->"
	s := string(raw)
	i, j := strings.Index(s, start), strings.Index(s, end)
	if i < 0 || j < i {
		t.Fatal("README.md lacks the rules:start / rules:end markers")
	}
	want := s[:i+len(start)] + rules.READMETable() + s[j:]
	if *update {
		if err := os.WriteFile(path, []byte(want), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	if s != want {
		t.Fatal("the rule table in README.md is stale: run `go test ./rules -update`")
	}
}

// TestRegistry checks every rule's metadata.
func TestRegistry(t *testing.T) {
	seen := map[string]bool{}
	for _, r := range rules.All() {
		if seen[r.ID] {
			t.Errorf("duplicate rule id %s", r.ID)
		}
		seen[r.ID] = true
		if r.ID != "io" && !strings.Contains(r.ID, "/") {
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
	if got := rules.Nearest("agent3md/deadlink"); got != "agent3md/dead-link" {
		t.Errorf("Nearest(agent3md/deadlink) = %q", got)
	}
}
