package lint

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/internal/shared"
)

var updateCorpus = flag.Bool("update-corpus", false, "rewrite testdata/corpus-summary.txt")

// TestCorpus lints the real published skills in ../shared/corpus: nothing
// crashes, every SKILL.md is linted, every finding has a position, and the
// findings per rule match the checked-in summary (a change in what skillint
// reports on real skills shows up in review).
func TestCorpus(t *testing.T) {
	root := shared.Path(t, "corpus")
	targets, err := discoverAll(root)
	if err != nil {
		t.Fatal(err)
	}
	files := New().LintFiles(targets)
	perRule := map[string]int{}
	filesPerRule := map[string]int{}
	skills := 0
	secErr := map[string]bool{} // skill directories with a security error
	for _, f := range files {
		for _, d := range f.Findings {
			if d.Severity == diag.Error && strings.HasPrefix(d.Rule, "security/") {
				secErr[skillDirOf(f.Path())] = true
			}
		}
		if filepath.Base(f.Path()) == "SKILL.md" {
			skills++
		}
		seen := map[string]bool{}
		for _, d := range f.Findings {
			if d.Range.Start.Line < 1 || d.Range.End.Offset > len(f.Source.Bytes) {
				t.Errorf("%s: finding without a valid position: %+v", f.Path(), d)
			}
			key := d.Severity.String() + " " + d.Rule
			perRule[key]++
			if !seen[key] {
				seen[key] = true
				filesPerRule[key]++
			}
		}
	}
	if skills < 614 {
		t.Errorf("linted %d SKILL.md files, want 614", skills)
	}
	// Precision: real published skills are mostly benign; at most 1% may
	// get a security error.
	if len(secErr)*100 > skills {
		t.Errorf("%d of %d skills get a security error (more than 1%%): %v", len(secErr), skills, secErr)
	}
	var keys []string
	for k := range perRule {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var b strings.Builder
	s := diag.Summarize(files)
	fmt.Fprintf(&b, "# Findings of skillint on ../shared/corpus, per rule: findings (files).\n")
	fmt.Fprintf(&b, "# Regenerate with: go test ./lint -run TestCorpus -update-corpus\n")
	fmt.Fprintf(&b, "files %d, SKILL.md %d, errors %d, warnings %d, infos %d\n", s.Files, skills, s.Errors, s.Warnings, s.Infos)
	for _, k := range keys {
		fmt.Fprintf(&b, "%s %d (%d)\n", k, perRule[k], filesPerRule[k])
	}
	path := filepath.Join("..", "testdata", "corpus-summary.txt")
	if *updateCorpus {
		if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if b.String() != string(want) {
		t.Errorf("findings on the corpus changed (go test ./lint -run TestCorpus -update-corpus after checking them)\n--- got\n%s--- want\n%s", b.String(), want)
	}
}

// skillDirOf is the directory of the skill a file belongs to (the nearest
// directory up that holds a SKILL.md).
func skillDirOf(p string) string {
	for d := filepath.Dir(p); d != "." && d != "/" && d != filepath.Dir(d); d = filepath.Dir(d) {
		if _, err := os.Stat(filepath.Join(d, "SKILL.md")); err == nil {
			return d
		}
	}
	return p
}

// TestCopilotCorpus lints the real Copilot custom agents: every one is read
// as a Copilot agent, and the only error is the one agent that has no
// description, which the documented schema requires.
func TestCopilotCorpus(t *testing.T) {
	root := shared.Path(t, "corpus", "copilot-agents")
	targets, err := discoverAll(root)
	if err != nil {
		t.Fatal(err)
	}
	files := New().LintFiles(targets)
	if len(files) != 32 {
		t.Fatalf("linted %d agents, want 32", len(files))
	}
	for _, f := range files {
		if f.Format != "copilot-agent" {
			t.Errorf("%s: read as %s (%s)", f.Path(), f.Format, f.Reason)
		}
		for _, d := range f.Findings {
			if d.Severity != diag.Error {
				continue
			}
			if filepath.Base(f.Path()) == "declarative-agents-architect.agent.md" && d.Rule == "copilot/description.required" {
				continue
			}
			t.Errorf("%s:%d: unexpected error %s [%s]", f.Path(), d.Range.Start.Line, d.Message, d.Rule)
		}
	}
}
