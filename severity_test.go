package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// Text output shows errors and warnings; infos appear with --verbose or
// --min-severity info, and the summary says how many were not shown. The
// machine formats keep everything. -q keeps errors and says what it hid.
func TestMinSeverity(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "plan.agent.md")
	// One warning (an unknown field) and one info (the VS Code spelling).
	writeFile(t, p, "---\ndescription: Plans features. Use when the user asks for a plan.\nuser-invokable: false\nmodes: x\n---\nPlan the feature.\n")
	code, out, _ := runCLI(t, "", "--color", "never", p)
	if code != 0 || !strings.Contains(out, "copilot/unknown-field") || strings.Contains(out, "copilot/user-invokable") {
		t.Errorf("default text output: exit %d\n%s", code, out)
	}
	if !strings.Contains(out, "1 file checked: 0 errors, 1 warning (1 info not shown: --min-severity info shows them)\n") {
		t.Errorf("summary: %q", out)
	}
	for _, args := range [][]string{{"-v"}, {"--min-severity", "info"}, {"--format", "json"}} {
		_, out, _ := runCLI(t, "", append(args, "--color", "never", p)...)
		if !strings.Contains(out, "copilot/user-invokable") {
			t.Errorf("%v: the info is missing\n%s", args, out)
		}
		if strings.Contains(out, "not shown") {
			t.Errorf("%v: nothing is hidden\n%s", args, out)
		}
	}
	_, out, _ = runCLI(t, "", "-q", "--color", "never", p)
	if strings.Contains(out, "copilot/") || !strings.Contains(out, "0 errors, 0 warnings (1 warning and 1 info not shown: --min-severity info shows them)") {
		t.Errorf("-q:\n%s", out)
	}
	_, out, _ = runCLI(t, "", "--min-severity", "error", "--color", "never", p)
	if !strings.Contains(out, "(1 warning and 1 info not shown") {
		t.Errorf("--min-severity error:\n%s", out)
	}
	if code, _, errs := runCLI(t, "", "--min-severity", "off", p); code != 2 || !strings.Contains(errs, "--min-severity") {
		t.Errorf("--min-severity off: exit %d %s", code, errs)
	}
}

// --sarif-file keeps the infos that text output leaves out by default; an
// explicit -q applies to it too.
func TestSarifFileKeepsInfos(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "plan.agent.md")
	writeFile(t, p, "---\ndescription: Plans features. Use when the user asks for a plan.\nuser-invokable: false\n---\nPlan the feature.\n")
	sarif := filepath.Join(dir, "out.sarif")
	_, out, errs := runCLI(t, "", "--color", "never", "--sarif-file", sarif, p)
	if strings.Contains(out, "copilot/user-invokable") {
		t.Errorf("text shows the info:\n%s", out)
	}
	b, err := os.ReadFile(sarif)
	result := regexp.MustCompile(`"ruleId": *"copilot/user-invokable"`)
	if err != nil || !result.Match(b) {
		t.Errorf("the SARIF file lacks the info (%v, %s):\n%s", err, errs, b)
	}
	_, _, _ = runCLI(t, "", "-q", "--sarif-file", sarif, p)
	if b, _ := os.ReadFile(sarif); result.Match(b) {
		t.Errorf("-q: the SARIF file has the info")
	}
}
