package lint

import (
	"bufio"
	"encoding/csv"
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

// The labeled regression tests of the security rules: expected verdicts per
// case of ../shared/secbench-dev and per security finding on
// ../shared/corpus, in testdata/security/. A labeled true finding that
// disappears fails, and so does a false one that comes back (or any new
// error or warning on a benign case or on the corpus, until it is labeled).

var updateSecLabels = flag.Bool("update-security-labels", false, "rewrite the verdicts in testdata/security/ from the current findings (keeps the corpus labels already given; review the diff)")

// policyRules are the security rules about a skill's posture (tool grants,
// invocation), not detections; the labels leave them out.
var policyRules = map[string]bool{"security/broad-tools": true, "security/side-effects": true}

func TestSecbenchLabels(t *testing.T) {
	root := shared.Path(t, "secbench-dev")
	f, err := os.Open(filepath.Join(root, "manifest.csv"))
	if err != nil {
		t.Fatal(err)
	}
	rows, err := csv.NewReader(f).ReadAll()
	f.Close()
	if err != nil || len(rows) < 2 {
		t.Fatalf("manifest: %v", err)
	}
	targets, err := discoverAll(filepath.Join(root, "skills"))
	if err != nil {
		t.Fatal(err)
	}
	// Per case: the detection rules with an error or warning, and their
	// highest severity.
	got := map[string]map[string]diag.Severity{}
	for _, file := range New().LintFiles(targets) {
		rel, err := filepath.Rel(filepath.Join(root, "skills"), file.Path())
		parts := strings.Split(filepath.ToSlash(rel), "/")
		if err != nil || len(parts) < 3 {
			continue
		}
		c := parts[0] + "/" + parts[1]
		for _, d := range file.Findings {
			if !strings.HasPrefix(d.Rule, "security/") || policyRules[d.Rule] || d.Severity < diag.Warning {
				continue
			}
			if got[c] == nil {
				got[c] = map[string]diag.Severity{}
			}
			if d.Severity > got[c][d.Rule] {
				got[c][d.Rule] = d.Severity
			}
		}
	}
	path := filepath.Join("..", "testdata", "security", "secbench-labels.tsv")
	if *updateSecLabels {
		var b strings.Builder
		b.WriteString("# Expected security verdicts on ../shared/secbench-dev (rules at warning or error, policy rules left out).\n")
		b.WriteString("# case\tlabel\tcategory\trules (rule=severity; a malicious case's are true findings that must stay,\n")
		b.WriteString("# a benign case's are the known false alarms: no other may appear)\n")
		for _, r := range rows[1:] {
			fmt.Fprintf(&b, "%s\t%s\t%s\t%s\n", r[0], r[1], r[2], ruleList(got[r[0]]))
		}
		if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := readTSV(path)
	if err != nil {
		t.Fatalf("%v (run go test ./lint -run TestSecbenchLabels -update-security-labels)", err)
	}
	var mal, flagged, ben, benFlagged int
	for _, w := range want {
		if len(w) < 4 {
			continue
		}
		c, label := w[0], w[1]
		have := got[c]
		labeled := parseRules(w[3])
		if label == "malicious" {
			mal++
			if len(have) > 0 {
				flagged++
			}
			for r, sev := range labeled {
				if have[r] < sev {
					t.Errorf("%s (malicious): labeled finding %s=%s is gone (now %s)", c, r, sev, ruleList(have))
				}
			}
			continue
		}
		ben++
		if len(have) > 0 {
			benFlagged++
		}
		for r, sev := range have {
			if labeled[r] < sev {
				t.Errorf("%s (benign): %s=%s is a false alarm the labels do not accept", c, r, sev)
			}
		}
	}
	t.Logf("secbench-dev: %d/%d malicious flagged, %d/%d benign with a security error or warning", flagged, mal, benFlagged, ben)
}

func TestCorpusSecurityLabels(t *testing.T) {
	root := shared.Path(t, "corpus")
	targets, err := discoverAll(root)
	if err != nil {
		t.Fatal(err)
	}
	type key struct{ path, rule string }
	got := map[key][]string{} // -> "line severity"
	for _, file := range New().LintFiles(targets) {
		rel, err := filepath.Rel(root, file.Path())
		if err != nil {
			continue
		}
		for _, d := range file.Findings {
			if !strings.HasPrefix(d.Rule, "security/") || policyRules[d.Rule] {
				continue
			}
			k := key{filepath.ToSlash(rel), d.Rule}
			got[k] = append(got[k], fmt.Sprintf("%d %s", d.Range.Start.Line, d.Severity))
		}
	}
	path := filepath.Join("..", "testdata", "security", "corpus-labels.tsv")
	old, _ := readTSV(path)
	labels := map[string][2]string{} // path rule line -> label, note
	for _, w := range old {
		if len(w) >= 6 {
			labels[w[0]+" "+w[2]+" "+w[1]] = [2]string{w[4], w[5]}
		}
	}
	if *updateSecLabels {
		var lines []string
		for k, v := range got {
			for _, ls := range v {
				line, sev, _ := strings.Cut(ls, " ")
				l, ok := labels[k.path+" "+k.rule+" "+line]
				if !ok {
					l = [2]string{"?", "not yet read"}
				}
				lines = append(lines, strings.Join([]string{k.path, line, k.rule, sev, l[0], l[1]}, "\t"))
			}
		}
		sort.Strings(lines)
		head := "# Every security finding on ../shared/corpus (policy rules left out), read and labeled:\n" +
			"# path\tline\trule\tseverity\tlabel (true: right; false: wrong, must not come back at warning or error)\tnote\n"
		if err := os.WriteFile(path, []byte(head+strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	if len(old) == 0 {
		t.Fatalf("no labels in %s (run go test ./lint -run TestCorpusSecurityLabels -update-security-labels)", path)
	}
	have := map[string]diag.Severity{}
	for k, v := range got {
		for _, ls := range v {
			line, sev, _ := strings.Cut(ls, " ")
			have[k.path+" "+k.rule+" "+line] = parseSeverity(sev)
			if _, ok := labels[k.path+" "+k.rule+" "+line]; !ok && parseSeverity(sev) >= diag.Warning {
				t.Errorf("%s:%s: new %s %s: read it and label it", k.path, line, sev, k.rule)
			}
		}
	}
	for _, w := range old {
		if len(w) < 6 {
			continue
		}
		id := w[0] + " " + w[2] + " " + w[1]
		sev, present := have[id]
		switch w[4] {
		case "true":
			if !present {
				t.Errorf("%s:%s: labeled true finding %s is gone", w[0], w[1], w[2])
			}
		case "false":
			if sev >= diag.Warning {
				t.Errorf("%s:%s: %s, labeled false (%s), is back as a %s", w[0], w[1], w[2], w[5], sev)
			}
		default:
			t.Errorf("%s:%s: %s is not labeled", w[0], w[1], w[2])
		}
	}
}

func readTSV(path string) ([][]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out [][]string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		out = append(out, strings.Split(line, "\t"))
	}
	return out, sc.Err()
}

func ruleList(m map[string]diag.Severity) string {
	var out []string
	for r, s := range m {
		out = append(out, r+"="+s.String())
	}
	sort.Strings(out)
	return strings.Join(out, ",")
}

func parseRules(s string) map[string]diag.Severity {
	out := map[string]diag.Severity{}
	for _, p := range strings.Split(s, ",") {
		if r, sev, ok := strings.Cut(p, "="); ok {
			out[r] = parseSeverity(sev)
		}
	}
	return out
}

func parseSeverity(s string) diag.Severity {
	switch s {
	case "error":
		return diag.Error
	case "warning":
		return diag.Warning
	case "info":
		return diag.Info
	}
	return diag.Off
}
