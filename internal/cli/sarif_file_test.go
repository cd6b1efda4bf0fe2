package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// One run prints the github format and writes the same findings as SARIF.
func TestSARIFFile(t *testing.T) {
	dir := t.TempDir()
	sarif := filepath.Join(dir, "out dir", "skillint.sarif")
	if err := os.Mkdir(filepath.Dir(sarif), 0o755); err != nil {
		t.Fatal(err)
	}
	code, out, errs := runOut(t, "--no-config", "../../testdata/example", "--format", "github", "--sarif-file", sarif)
	if code != ExitErrors || errs != "" {
		t.Fatalf("exit %d, stderr %q", code, errs)
	}
	var annotations []string
	for _, line := range strings.Split(out, "\n") {
		if strings.HasPrefix(line, "::") {
			annotations = append(annotations, line)
		}
	}
	raw, err := os.ReadFile(sarif)
	if err != nil {
		t.Fatal(err)
	}
	var log struct {
		Version string `json:"version"`
		Runs    []struct {
			Results []struct {
				RuleID    string `json:"ruleId"`
				Locations []struct {
					PhysicalLocation struct {
						Region struct {
							StartLine int `json:"startLine"`
						} `json:"region"`
					} `json:"physicalLocation"`
				} `json:"locations"`
			} `json:"results"`
		} `json:"runs"`
	}
	if err := json.Unmarshal(raw, &log); err != nil {
		t.Fatalf("%v\n%s", err, raw)
	}
	if log.Version != "2.1.0" || len(log.Runs) != 1 || len(log.Runs[0].Results) != len(annotations) || len(annotations) != 2 {
		t.Fatalf("annotations %q, SARIF:\n%s", annotations, raw)
	}
	for i, r := range log.Runs[0].Results {
		want := "title=" + r.RuleID + "::"
		line := r.Locations[0].PhysicalLocation.Region.StartLine
		if !strings.Contains(annotations[i], want) || !strings.Contains(annotations[i], ",line="+itoa(line)+",") {
			t.Errorf("result %d (%s line %d) differs from annotation %q", i, r.RuleID, line, annotations[i])
		}
	}
	entries, _ := os.ReadDir(filepath.Dir(sarif))
	if len(entries) != 1 {
		t.Errorf("files left beside the SARIF file: %v", entries)
	}
}

func itoa(n int) string {
	b, _ := json.Marshal(n)
	return string(b)
}

// A run that fails writes no SARIF file and leaves an existing one alone.
func TestSARIFFileFailedRun(t *testing.T) {
	dir := t.TempDir()
	sarif := filepath.Join(dir, "skillint.sarif")
	code, _, _ := runOut(t, "--no-config", "--sarif-file", sarif, filepath.Join(dir, "missing"))
	if code != ExitFailed {
		t.Fatalf("exit %d", code)
	}
	if _, err := os.Stat(sarif); !os.IsNotExist(err) {
		t.Errorf("a failed run left %s (%v)", sarif, err)
	}
	if err := os.WriteFile(sarif, []byte("previous"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, _ = runOut(t, "--no-config", "--sarif-file", sarif, "--format", "nope", "../../testdata/example")
	if b, _ := os.ReadFile(sarif); code != ExitFailed || string(b) != "previous" {
		t.Errorf("exit %d, file now %q", code, b)
	}
	code, _, errs := runOut(t, "--no-config", "--sarif-file", filepath.Join(dir, "no", "such", "dir.sarif"), "../../testdata/example")
	if code != ExitFailed || !strings.Contains(errs, "writing output") {
		t.Errorf("unwritable SARIF path: exit %d, stderr %q", code, errs)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Errorf("files left: %v", entries)
	}
}
