package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func runCLI(t *testing.T, stdin string, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := run(args, strings.NewReader(stdin), &out, &errb)
	return code, out.String(), errb.String()
}

func writeFile(t *testing.T, path, text string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

const goodAgent = "---\n3md: 1.0\nagent: dev\n---\n@plane z=0 label=\"dev\" kind=identity\nrules\n\n@plane z=1 label=\"s\" triggers=\"s\"\nskill\n"
const badAgent = "---\n3md: 1.0\nagent: dev\n---\n@plane z=0 label=\"dev\" kind=identity\nsee [[z=5]]\n"

func TestExample(t *testing.T) {
	code, out, _ := runCLI(t, "", "testdata/example")
	want := "testdata/example/agent.3md:23:92: warning: skill \"files\" runs \"fdfind\", which is not in the agent's tools list: add it to `tools:` [agent3md/undeclared-tool]\n" +
		"testdata/example/agent.3md:31:42: error: link [[z=9]] points to a plane that does not exist: use the z of an existing plane [agent3md/dead-link]\n" +
		"1 file checked: 1 error, 1 warning\n"
	if code != 1 || out != want {
		t.Fatalf("exit %d, output:\n%s\nwant:\n%s", code, out, want)
	}
}

func TestExitCodes(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "good", "agent.3md")
	bad := filepath.Join(dir, "bad", "agent.3md")
	writeFile(t, good, goodAgent)
	writeFile(t, bad, badAgent)
	if code, out, _ := runCLI(t, "", good); code != 0 || !strings.Contains(out, "1 file checked: 0 errors, 0 warnings") {
		t.Errorf("good file: exit %d\n%s", code, out)
	}
	if code, _, _ := runCLI(t, "", bad); code != 1 {
		t.Errorf("bad file: exit %d, want 1", code)
	}
	if code, _, errs := runCLI(t, "", filepath.Join(dir, "missing")); code != 2 || !strings.Contains(errs, "no such file") {
		t.Errorf("missing path: exit %d, stderr %q", code, errs)
	}
	if code, _, errs := runCLI(t, "", "--no-such-flag", good); code != 2 || errs == "" {
		t.Errorf("bad flag: exit %d, stderr %q", code, errs)
	}
	if code, _, errs := runCLI(t, "", "--format", "yaml", good); code != 2 || !strings.Contains(errs, "--format") {
		t.Errorf("bad format: exit %d, stderr %q", code, errs)
	}
	if code, _, errs := runCLI(t, "", "--color", "sometimes", good); code != 2 || !strings.Contains(errs, "--color") {
		t.Errorf("bad colour: exit %d, stderr %q", code, errs)
	}
}

type jsonOut struct {
	Version int `json:"version"`
	Files   []struct {
		Path   string `json:"path"`
		Format string `json:"format"`
	} `json:"files"`
	Diagnostics []map[string]any `json:"diagnostics"`
	Summary     map[string]int   `json:"summary"`
}

// Flags after the paths work, and the JSON document follows the contract.
func TestJSONFlagsAfterPaths(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "agents", "agent.3md"), badAgent)
	writeFile(t, filepath.Join(dir, "agents", "ok.3md"), goodAgent)
	writeFile(t, filepath.Join(dir, "agents", "notes.3md"), "# not a 3md document\n")
	writeFile(t, filepath.Join(dir, "agents", ".cache", "agent.3md"), badAgent)
	writeFile(t, filepath.Join(dir, "agents", "node_modules", "agent.3md"), badAgent)
	writeFile(t, filepath.Join(dir, "agents", "ignored", "agent.3md"), badAgent)
	writeFile(t, filepath.Join(dir, "agents", ".gitignore"), "ignored/\n")
	code, out, errs := runCLI(t, "", filepath.Join(dir, "agents"), "--format", "json")
	if code != 1 {
		t.Fatalf("exit %d, stderr %s", code, errs)
	}
	var doc jsonOut
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatalf("not one JSON document: %v\n%s", err, out)
	}
	if doc.Version != 1 || len(doc.Files) != 2 || doc.Files[0].Format != "agent3md" {
		t.Fatalf("files: %+v", doc.Files)
	}
	if len(doc.Diagnostics) != 1 {
		t.Fatalf("diagnostics: %+v", doc.Diagnostics)
	}
	d := doc.Diagnostics[0]
	for _, k := range []string{"path", "line", "column", "endLine", "endColumn", "severity", "rule", "message"} {
		if _, ok := d[k]; !ok {
			t.Errorf("diagnostic lacks %q: %v", k, d)
		}
	}
	if d["rule"] != "agent3md/dead-link" || d["line"] != float64(6) || d["column"] != float64(5) || d["endColumn"] != float64(12) {
		t.Errorf("diagnostic: %v", d)
	}
	if doc.Summary["files"] != 2 || doc.Summary["errors"] != 1 || doc.Summary["warnings"] != 0 {
		t.Errorf("summary: %v", doc.Summary)
	}
}

func TestStdin(t *testing.T) {
	code, out, errs := runCLI(t, badAgent, "-", "--stdin-filename", "agents/agent.3md")
	if code != 1 || !strings.HasPrefix(out, "agents/agent.3md:6:5: error:") {
		t.Fatalf("exit %d\n%s%s", code, out, errs)
	}
	if code, _, errs := runCLI(t, badAgent, "-"); code != 2 || !strings.Contains(errs, "--stdin-filename") {
		t.Fatalf("stdin without a name: exit %d, %s", code, errs)
	}
}

func TestColor(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "agent.3md")
	writeFile(t, p, badAgent)
	_, out, _ := runCLI(t, "", "--color", "always", p)
	if !strings.Contains(out, "\x1b[") {
		t.Errorf("--color always: no escape codes in %q", out)
	}
	t.Setenv("NO_COLOR", "1")
	_, out, _ = runCLI(t, "", p)
	if strings.Contains(out, "\x1b[") {
		t.Errorf("NO_COLOR: escape codes in %q", out)
	}
}

func TestVersionAndRules(t *testing.T) {
	if code, out, _ := runCLI(t, "", "version"); code != 0 || !strings.HasPrefix(out, "skillint ") {
		t.Errorf("version: %d %q", code, out)
	}
	code, out, _ := runCLI(t, "", "rules")
	if code != 0 || !strings.Contains(out, "agent3md/dead-link") {
		t.Errorf("rules: %d %q", code, out)
	}
	code, out, _ = runCLI(t, "", "rules", "--format", "json")
	var rs []map[string]any
	if code != 0 || json.Unmarshal([]byte(out), &rs) != nil || len(rs) < 20 {
		t.Errorf("rules --format json: %d %q", code, out)
	}
}

func TestVerbose(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "doc.3md")
	writeFile(t, p, "---\n3md: 1.0\ntitle: Notes\naxis: time\n---\n@plane z=0 label=\"Mon\"\nhi\n")
	_, out, _ := runCLI(t, "", p, "-v")
	if !strings.Contains(out, p+": read as 3md") {
		t.Errorf("verbose: %q", out)
	}
}

const policyAgent = "---\ndescription: Reviews pull requests.\n---\n# Reviewer\n\nReviews pull requests.\n"

func TestConfigFromWorkingDirectory(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "agents", "agent.3md"), badAgent)
	writeFile(t, filepath.Join(dir, "vendor2", "agent.3md"), badAgent)
	writeFile(t, filepath.Join(dir, "agents", "reviewer.agent.md"), policyAgent)
	writeFile(t, filepath.Join(dir, ".skillint.yaml"), "rules:\n  agent3md/dead-link: warning\nignore: [\"vendor2/**\"]\noverrides:\n  - files: [\"agents/*.agent.md\"]\n    format: agentmd\n")
	t.Chdir(filepath.Join(dir, "agents"))
	code, out, errs := runCLI(t, "", "--format", "json", ".", "../vendor2/agent.3md")
	if code != 0 {
		t.Fatalf("exit %d\n%s%s", code, out, errs)
	}
	var doc jsonOut
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatal(err)
	}
	if len(doc.Files) != 2 {
		t.Fatalf("the ignored file was linted: %+v", doc.Files)
	}
	for _, f := range doc.Files {
		if strings.HasSuffix(f.Path, ".agent.md") && f.Format != "agentmd" {
			t.Errorf("the configuration did not force the format: %+v", f)
		}
	}
	if doc.Diagnostics[0]["severity"] != "warning" {
		t.Errorf("severity not from the configuration: %v", doc.Diagnostics[0])
	}
	// --no-config restores the defaults; --config names a file.
	if code, _, _ := runCLI(t, "", "--no-config", "agent.3md"); code != 1 {
		t.Errorf("--no-config: exit %d", code)
	}
	writeFile(t, filepath.Join(dir, "strict.yaml"), "rules:\n  lint/gotchas-present: error\n  agent3md/dead-link: off\n")
	if code, out, _ := runCLI(t, "", "--config", "../strict.yaml", "agent.3md"); code != 0 || strings.Contains(out, "dead-link") {
		t.Errorf("--config: exit %d\n%s", code, out)
	}
}

func TestBadConfig(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, ".skillint.yaml"), "rules:\n  lint/context-budgt: off\n")
	writeFile(t, filepath.Join(dir, "agent.3md"), goodAgent)
	t.Chdir(dir)
	code, _, errs := runCLI(t, "", ".")
	if code != 2 || !strings.Contains(errs, ".skillint.yaml:2:3: unknown rule \"lint/context-budgt\" (did you mean \"lint/context-budget\"?)") {
		t.Errorf("exit %d, stderr %q", code, errs)
	}
}

func TestQuietAndMaxWarnings(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "agent.3md")
	writeFile(t, p, "---\n3md: 1.0\nagent: dev\n---\n@plane z=0 label=\"dev\" kind=identity\nid\n\n@plane z=1 label=\"s\"\nno triggers\n")
	if code, out, _ := runCLI(t, "", p); code != 0 || !strings.Contains(out, "agent3md/triggers") {
		t.Errorf("warnings alone: exit %d\n%s", code, out)
	}
	if code, out, _ := runCLI(t, "", "--quiet", p); code != 0 || strings.Contains(out, "agent3md/triggers") {
		t.Errorf("--quiet: exit %d\n%s", code, out)
	}
	if code, _, errs := runCLI(t, "", p, "--max-warnings", "0"); code != 1 || !strings.Contains(errs, "max-warnings") {
		t.Errorf("--max-warnings 0: exit %d %s", code, errs)
	}
	if code, _, _ := runCLI(t, "", p, "--max-warnings", "1"); code != 0 {
		t.Errorf("--max-warnings 1: exit %d", code)
	}
}

func TestInitAndExplain(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	if code, out, _ := runCLI(t, "", "init"); code != 0 || !strings.Contains(out, ".skillint.yaml") {
		t.Fatalf("init: %d %s", code, out)
	}
	if code, _, errs := runCLI(t, "", "init"); code != 2 || !strings.Contains(errs, "already exists") {
		t.Errorf("init twice: %d %s", code, errs)
	}
	// The starter file is a valid configuration.
	writeFile(t, filepath.Join(dir, "agent.3md"), goodAgent)
	if code, _, errs := runCLI(t, "", "."); code != 0 {
		t.Errorf("lint with the starter configuration: %d %s", code, errs)
	}
	if code, out, _ := runCLI(t, "", "explain", "agent3md/dead-link"); code != 0 || !strings.Contains(out, "Fix:") {
		t.Errorf("explain: %d %s", code, out)
	}
	if code, _, errs := runCLI(t, "", "explain", "agent3md/deadlink"); code != 2 || !strings.Contains(errs, "did you mean agent3md/dead-link") {
		t.Errorf("explain typo: %d %s", code, errs)
	}
}

func TestOtherFormats(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "agent.3md")
	writeFile(t, p, badAgent)
	for format, want := range map[string]string{"sarif": `"version": "2.1.0"`, "github": "::error file=", "checkstyle": "<checkstyle"} {
		code, out, errs := runCLI(t, "", "--format", format, p)
		if code != 1 || !strings.Contains(out, want) {
			t.Errorf("--format %s: exit %d %s\n%s", format, code, errs, out)
		}
	}
}
