package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const fixableSkill = "---\r\nname: My_Skill # the name\r\ndescription: Checks CSV files. Use when the user asks to validate data.\r\nmetadata:\r\n  version: 1.0\r\n---\r\n# Check\r\n\r\nValidate each row of the CSV file and print the row number of each bad row."
const fixedSkill = "---\r\nname: my-skill # the name\r\ndescription: Checks CSV files. Use when the user asks to validate data.\r\nmetadata:\r\n  version: \"1.0\"\r\n---\r\n# Check\r\n\r\nValidate each row of the CSV file and print the row number of each bad row."

func TestFix(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "my-skill", "SKILL.md")
	writeFile(t, p, fixableSkill)
	if err := os.Chmod(p, 0o600); err != nil {
		t.Fatal(err)
	}
	// Text output marks the fixable findings and counts them.
	code, out, _ := runCLI(t, "", p)
	if code != 1 || strings.Count(out, ": [*] ") != 2 || !strings.Contains(out, "; 2 findings fixable with `--fix`") {
		t.Fatalf("exit %d:\n%s", code, out)
	}
	// --diff prints the change, writes nothing, exits 1.
	code, out, errs := runCLI(t, "", "--diff", p)
	if code != 1 || !strings.HasPrefix(out, "--- "+p+"\n+++ "+p+"\n@@ -1,8 +1,8 @@\n") || !strings.Contains(out, "-name: My_Skill # the name\r\n+name: my-skill # the name\r\n") ||
		!strings.Contains(errs, "would fix 2 findings in 1 file") {
		t.Fatalf("--diff: exit %d\n%s\n%s", code, out, errs)
	}
	if b, _ := os.ReadFile(p); string(b) != fixableSkill {
		t.Fatal("--diff wrote the file")
	}
	// --fix writes the fixes, reports what remains, keeps the mode.
	code, out, errs = runCLI(t, "", "--fix", p)
	if code != 0 || !strings.Contains(out, "1 file checked: 0 errors, 0 warnings\n") || !strings.Contains(errs, "fixed 2 findings in 1 file") {
		t.Fatalf("--fix: exit %d\n%s\n%s", code, out, errs)
	}
	b, _ := os.ReadFile(p)
	if string(b) != fixedSkill {
		t.Fatalf("fixed file:\n%q\nwant\n%q", b, fixedSkill)
	}
	if st, _ := os.Stat(p); st.Mode().Perm() != 0o600 {
		t.Errorf("mode %v", st.Mode().Perm())
	}
	// Twice: nothing changes, --diff has nothing to say.
	if code, _, errs := runCLI(t, "", "--fix", p); code != 0 || errs != "" {
		t.Errorf("second --fix: exit %d, %q", code, errs)
	}
	if b2, _ := os.ReadFile(p); string(b2) != fixedSkill {
		t.Error("second --fix changed the file")
	}
	if code, out, _ := runCLI(t, "", "--diff", p); code != 0 || out != "" {
		t.Errorf("--diff after --fix: exit %d %q", code, out)
	}
}

func TestFixUnsafe(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "code-review", "SKILL.md")
	src := "---\nname: review\ndescription: Reviews code. Use when the user asks for a review.\n---\n# Review\n\nRead the diff and list each bug with its line.\n"
	writeFile(t, p, src)
	code, out, _ := runCLI(t, "", p)
	if code != 1 || !strings.Contains(out, "error: [unsafe fix] name \"review\"") || !strings.Contains(out, "; 1 finding fixable with `--fix --unsafe-fixes`") {
		t.Fatalf("exit %d\n%s", code, out)
	}
	if code, _, _ := runCLI(t, "", "--fix", p); code != 1 {
		t.Errorf("--fix without --unsafe-fixes: exit %d", code)
	}
	if b, _ := os.ReadFile(p); string(b) != src {
		t.Fatal("--fix applied an unsafe fix")
	}
	if code, out, _ := runCLI(t, "", "--fix", "--unsafe-fixes", p); code != 0 {
		t.Errorf("--fix --unsafe-fixes: exit %d\n%s", code, out)
	}
	if b, _ := os.ReadFile(p); string(b) != strings.Replace(src, "name: review", "name: code-review", 1) {
		t.Fatalf("unsafe fix gave %q", b)
	}
}

func TestFixStdin(t *testing.T) {
	name := filepath.Join("x", "my-skill", "SKILL.md")
	code, out, errs := runCLI(t, fixableSkill, "--fix", "-", "--stdin-filename", name)
	if out != fixedSkill || code != 0 || !strings.Contains(errs, "1 file checked: 0 errors") {
		t.Fatalf("exit %d\nstdout %q\nstderr %q", code, out, errs)
	}
	// Nothing to fix: the input, byte for byte.
	clean := strings.Replace(fixedSkill, "version", "owner", 1)
	if code, out, _ := runCLI(t, clean, "--fix", "-", "--stdin-filename", name); out != clean || code != 0 {
		t.Errorf("exit %d, stdout %q", code, out)
	}
	// Findings only unsafe fixes would resolve: the input unchanged, the findings on stderr.
	code, out, errs = runCLI(t, clean, "--fix", "-", "--stdin-filename", filepath.Join("x", "other", "SKILL.md"))
	if out != clean || code != 1 || !strings.Contains(errs, "[skill/name.matchesDirectory]") {
		t.Errorf("exit %d, stdout %q, stderr %q", code, out, errs)
	}
	code, out, _ = runCLI(t, fixableSkill, "--diff", "-", "--stdin-filename", name)
	if code != 1 || !strings.HasPrefix(out, "--- "+name+"\n+++ "+name+"\n") {
		t.Errorf("--diff on stdin: exit %d\n%s", code, out)
	}
}

func TestFixJSON(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "my-skill", "SKILL.md")
	writeFile(t, p, fixableSkill)
	code, out, _ := runCLI(t, "", "--format", "json", p)
	var doc struct {
		Diagnostics []map[string]any `json:"diagnostics"`
	}
	if err := json.Unmarshal([]byte(out), &doc); err != nil || code != 1 {
		t.Fatalf("exit %d, %v\n%s", code, err, out)
	}
	var fix map[string]any
	for _, d := range doc.Diagnostics {
		if d["rule"] == "skill/name.format" {
			fix, _ = d["fix"].(map[string]any)
		}
	}
	if fix == nil || fix["safety"] != "safe" || fix["description"] == "" {
		t.Fatalf("no fix object: %s", out)
	}
	e := fix["edits"].([]any)[0].(map[string]any)
	if e["line"].(float64) != 2 || e["column"].(float64) != 7 || e["endLine"].(float64) != 2 || e["endColumn"].(float64) != 15 || e["newText"] != "my-skill" {
		t.Errorf("edit %v", e)
	}
	// --fix --format json: valid JSON of what remains.
	code, out, _ = runCLI(t, "", "--fix", "--format", "json", p)
	doc.Diagnostics = nil
	if err := json.Unmarshal([]byte(out), &doc); err != nil || code != 0 || len(doc.Diagnostics) != 0 {
		t.Fatalf("exit %d, %v\n%s", code, err, out)
	}
	// SARIF carries fixes.
	writeFile(t, p, fixableSkill)
	_, out, _ = runCLI(t, "", "--format", "sarif", p)
	if !strings.Contains(out, `"fixes"`) || !strings.Contains(out, `"insertedContent"`) {
		t.Errorf("SARIF without fixes:\n%s", out)
	}
}

// TestNoFixNoChange: the JSON and SARIF of findings without fixes carry no
// new field.
func TestNoFixNoChange(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "bad", "agent.3md")
	writeFile(t, p, badAgent)
	for _, format := range []string{"json", "sarif"} {
		_, out, _ := runCLI(t, "", "--format", format, p)
		if strings.Contains(out, "fix\"") || strings.Contains(out, `"fixes"`) {
			t.Errorf("%s output has a fix field for findings without fixes:\n%s", format, out)
		}
	}
}
