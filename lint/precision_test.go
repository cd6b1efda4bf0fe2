package lint

import (
	"bufio"
	"encoding/csv"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/internal/config"
	"github.com/skillint/skillint/internal/shared"
	"github.com/skillint/skillint/rules/registry"
)

// label is one labeled finding of testdata/precision/labels.tsv: a finding
// skillint reported on a real skill, read by a person and judged true (a
// maintainer would fix it), false (wrong) or pedantic (right, but nobody
// would fix it).
type label struct {
	source, path, rule string
	line               int
	verdict, reason    string
}

// findingKey identifies a finding across runs: the file (relative to the
// shared folder, slash-separated), the rule and the line. Columns are left
// out on purpose, so that a change of range within the line keeps the label.
type findingKey struct {
	path, rule string
	line       int
}

func (l label) key() findingKey { return findingKey{l.path, l.rule, l.line} }

// readLabels reads the labels file. Lines starting with # are comments; the
// first other line names the columns, which are found by name.
func readLabels(t *testing.T, path string) []label {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var col map[string]int
	var out []label
	sc := bufio.NewScanner(f)
	n := 0
	for sc.Scan() {
		n++
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		cells := strings.Split(line, "\t")
		if col == nil {
			col = map[string]int{}
			for i, c := range cells {
				col[c] = i
			}
			for _, want := range []string{"source", "path", "rule", "line", "verdict", "reason"} {
				if _, ok := col[want]; !ok {
					t.Fatalf("%s: no column %q in the header", path, want)
				}
			}
			continue
		}
		get := func(name string) string {
			if i := col[name]; i < len(cells) {
				return cells[i]
			}
			return ""
		}
		ln, err := strconv.Atoi(get("line"))
		if err != nil {
			t.Fatalf("%s:%d: line %q is not a number", path, n, get("line"))
		}
		l := label{source: get("source"), path: get("path"), rule: get("rule"), line: ln, verdict: get("verdict"), reason: get("reason")}
		switch l.verdict {
		case "true", "false", "pedantic":
		default:
			t.Fatalf("%s:%d: verdict %q is not true, false or pedantic", path, n, l.verdict)
		}
		if l.reason == "" {
			t.Errorf("%s:%d: a label needs a reason", path, n)
		}
		out = append(out, l)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// benignCases lists the secbench-dev cases labeled benign in its manifest.
func benignCases(t *testing.T, dir string) []string {
	t.Helper()
	f, err := os.Open(filepath.Join(dir, "manifest.csv"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rows, err := csv.NewReader(f).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for i, r := range rows {
		if i == 0 || len(r) < 2 {
			continue
		}
		if r[1] == "benign" {
			out = append(out, r[0])
		}
	}
	return out
}

// precisionRuns lints what the labels were made on, as `skillint --no-config`
// does: ../shared/corpus in one run, the benign cases of secbench-dev in
// another (each case named on the command line). It returns every finding
// by key, with its severity.
func precisionRuns(t *testing.T, sharedDir string) map[findingKey]diag.Severity {
	t.Helper()
	got := map[findingKey]diag.Severity{}
	collect := func(files []*diag.File) {
		for _, f := range files {
			rel, err := filepath.Rel(sharedDir, f.Path())
			if err != nil {
				t.Fatal(err)
			}
			for _, d := range f.Findings {
				got[findingKey{filepath.ToSlash(rel), d.Rule, d.Range.Start.Line}] = d.Severity
			}
		}
	}
	corpus, err := discoverAll(filepath.Join(sharedDir, "corpus"))
	if err != nil {
		t.Fatal(err)
	}
	collect(precisionEngine().LintFiles(corpus))
	secDir := filepath.Join(sharedDir, "secbench-dev")
	var roots []string
	for _, c := range benignCases(t, secDir) {
		roots = append(roots, filepath.Join(secDir, "skills", filepath.FromSlash(c)))
	}
	sec, err := discoverRoots(roots)
	if err != nil {
		t.Fatal(err)
	}
	collect(precisionEngine().LintFiles(sec))
	return got
}

// precisionEngine is an engine with the optional rules turned on, at the
// severity they are documented with, so that their labels are checked too.
func precisionEngine() *Engine {
	e := New()
	cfg := config.Default()
	for _, r := range registry.All() {
		if r.Optional {
			sev := r.Severity
			cfg.Rules[string(r.ID)] = config.RuleSetting{Severity: &sev}
		}
	}
	e.Config = cfg
	return e
}

// discoverRoots expands several roots in one walk, as the command line does.
func discoverRoots(roots []string) ([]Target, error) {
	var out []Target
	for _, r := range roots {
		ts, err := discoverAll(r)
		if err != nil {
			return nil, err
		}
		out = append(out, ts...)
	}
	return out, nil
}

// acceptedMisses are findings labeled true that a fix traded away on
// purpose, each with why. They are listed, not failed.
var acceptedMisses = map[findingKey]string{
	{"corpus/github+awesome-copilot/skills/gen-specs-as-issues/SKILL.md", "lint/description-quality", 3}: "a 23-word description: descriptions of 10 words or more are no longer asked for a trigger clause (that removed 13 pedantic findings of 24)",
}

// TestPrecision checks skillint against the labeled findings: a finding
// labeled true must still be reported, one labeled false must not come
// back. With -v it prints, per rule, the precision over the labeled findings
// that are still reported (true / reported), and over all labels (how the
// rule did when the labels were made).
func TestPrecision(t *testing.T) {
	sharedDir := shared.Path(t, "corpus")
	sharedDir = filepath.Dir(sharedDir)
	shared.Path(t, "secbench-dev", "manifest.csv")
	labels := readLabels(t, filepath.Join("..", "testdata", "precision", "labels.tsv"))
	got := precisionRuns(t, sharedDir)

	type tally struct{ labeled, labeledTrue, reported, reportedTrue int }
	perRule := map[string]*tally{}
	perSeverity := map[diag.Severity]*tally{}
	seen := map[findingKey]bool{}
	for _, l := range labels {
		if seen[l.key()] {
			t.Errorf("%s:%d [%s] is labeled twice", l.path, l.line, l.rule)
		}
		seen[l.key()] = true
		sev, reported := got[l.key()]
		switch {
		case l.verdict == "true" && !reported && acceptedMisses[l.key()] != "":
			t.Logf("%s:%d [%s] labeled true is no longer reported, accepted: %s", l.path, l.line, l.rule, acceptedMisses[l.key()])
		case l.verdict == "true" && !reported:
			t.Errorf("%s:%d [%s] labeled true (%s) is no longer reported", l.path, l.line, l.rule, l.reason)
		case l.verdict == "false" && reported && registry.ByID(l.rule) != nil && registry.ByID(l.rule).Optional:
			t.Logf("%s:%d [%s] labeled false is reported when the rule is turned on (it is off by default)", l.path, l.line, l.rule)
		case l.verdict == "false" && reported:
			t.Errorf("%s:%d [%s] labeled false (%s) is reported", l.path, l.line, l.rule, l.reason)
		}
		r := perRule[l.rule]
		if r == nil {
			r = &tally{}
			perRule[l.rule] = r
		}
		isTrue := l.verdict == "true"
		r.labeled++
		if isTrue {
			r.labeledTrue++
		}
		optional := registry.ByID(l.rule) != nil && registry.ByID(l.rule).Optional
		if reported {
			r.reported++
			if optional {
				if isTrue {
					r.reportedTrue++
				}
				continue // not in a default run: left out of the severity totals
			}
			s := perSeverity[sev]
			if s == nil {
				s = &tally{}
				perSeverity[sev] = s
			}
			s.reported++
			if isTrue {
				r.reportedTrue++
				s.reportedTrue++
			}
		}
	}
	pct := func(a, b int) string {
		if b == 0 {
			return "   -"
		}
		return fmt.Sprintf("%3.0f%%", 100*float64(a)/float64(b))
	}
	var rules []string
	for r := range perRule {
		rules = append(rules, r)
	}
	sort.Strings(rules)
	t.Logf("precision on the labeled findings: now (true/still reported), when labeled (true/labeled)")
	for _, id := range rules {
		r := perRule[id]
		note := ""
		if rr := registry.ByID(id); rr != nil && rr.Optional {
			note = "  (off by default)"
		}
		t.Logf("  %-36s now %s (%d/%d)  labeled %s (%d/%d)%s", id, pct(r.reportedTrue, r.reported), r.reportedTrue, r.reported,
			pct(r.labeledTrue, r.labeled), r.labeledTrue, r.labeled, note)
	}
	t.Logf("  a default run (rules on by default):")
	for _, sev := range []diag.Severity{diag.Error, diag.Warning, diag.Info} {
		if s := perSeverity[sev]; s != nil {
			t.Logf("  all %-8s findings: now %s (%d/%d)", sev, pct(s.reportedTrue, s.reported), s.reportedTrue, s.reported)
		}
	}
}
