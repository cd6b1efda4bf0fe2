package main

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"testing"

	"github.com/goccy/go-yaml"
)

// The GitHub Action (action.yml) is tested by running its steps here, as the
// runner would: each step's env with its ${{ }} expressions evaluated, its
// `run` script under `bash --noprofile --norc -eo pipefail`, step outputs
// through GITHUB_OUTPUT. The release it downloads is a local directory
// reached through file://, so no network is used.

type actionDef struct {
	Inputs map[string]struct {
		Default string `yaml:"default"`
	} `yaml:"inputs"`
	Runs struct {
		Using string `yaml:"using"`
		Steps []struct {
			Name  string            `yaml:"name"`
			ID    string            `yaml:"id"`
			If    string            `yaml:"if"`
			Uses  string            `yaml:"uses"`
			Shell string            `yaml:"shell"`
			Env   map[string]string `yaml:"env"`
			Run   string            `yaml:"run"`
		} `yaml:"steps"`
	} `yaml:"runs"`
}

func loadAction(t *testing.T) actionDef {
	t.Helper()
	raw, err := os.ReadFile("action.yml")
	if err != nil {
		t.Fatal(err)
	}
	var a actionDef
	if err := yaml.Unmarshal(raw, &a); err != nil {
		t.Fatal(err)
	}
	return a
}

// The action installs nothing on the user's PATH: no setup-go (or any other
// action), and its scripts never write GITHUB_PATH.
func TestActionLeavesPathAlone(t *testing.T) {
	a := loadAction(t)
	if a.Runs.Using != "composite" || len(a.Runs.Steps) == 0 {
		t.Fatalf("runs: %+v", a.Runs)
	}
	for _, s := range a.Runs.Steps {
		if s.Uses != "" {
			t.Errorf("step %q uses %s", s.Name, s.Uses)
		}
	}
	for _, script := range []string{"scripts/action/install.sh", "scripts/action/lint.sh"} {
		b, err := os.ReadFile(script)
		if err != nil {
			t.Fatal(err)
		}
		if bytes.Contains(b, []byte("GITHUB_PATH")) {
			t.Errorf("%s writes GITHUB_PATH", script)
		}
	}
}

var expr = regexp.MustCompile(`\$\{\{\s*(.*?)\s*\}\}`)

type actionRun struct {
	t          *testing.T
	action     actionDef
	inputs     map[string]string
	github     map[string]string
	env        []string // the runner's environment
	dir        string   // the workspace
	runnerTemp string
	outputs    map[string]map[string]string
}

// eval evaluates the expressions the action uses: inputs.X, github.X,
// steps.ID.outputs.X, 'literals' and a || b.
func (r *actionRun) eval(s string) string {
	return expr.ReplaceAllStringFunc(s, func(m string) string {
		for _, alt := range strings.Split(expr.FindStringSubmatch(m)[1], "||") {
			alt = strings.TrimSpace(alt)
			var v string
			switch {
			case strings.HasPrefix(alt, "'") && strings.HasSuffix(alt, "'"):
				v = strings.Trim(alt, "'")
			case strings.HasPrefix(alt, "inputs."):
				name := strings.TrimPrefix(alt, "inputs.")
				in, ok := r.action.Inputs[name]
				if !ok {
					r.t.Fatalf("the action reads an undeclared input %s", name)
				}
				v = in.Default
				if given, ok := r.inputs[name]; ok {
					v = given
				}
			case strings.HasPrefix(alt, "github."):
				v = r.github[strings.TrimPrefix(alt, "github.")]
			case strings.HasPrefix(alt, "steps."):
				parts := strings.Split(alt, ".")
				if len(parts) != 4 || parts[2] != "outputs" {
					r.t.Fatalf("expression %q", alt)
				}
				v = r.outputs[parts[1]][parts[3]]
			default:
				r.t.Fatalf("the test does not know the expression %q", alt)
			}
			if v != "" {
				return v
			}
		}
		return ""
	})
}

// run runs the action's steps until one fails, and returns the output of
// every step run and the exit status of the last.
func (r *actionRun) run() (string, int) {
	tmp := r.t.TempDir()
	var all bytes.Buffer
	for i, s := range r.action.Runs.Steps {
		if s.If != "" || s.Shell != "bash" || s.Run == "" {
			r.t.Fatalf("step %q: the test runs unconditional bash steps only", s.Name)
		}
		output := filepath.Join(tmp, fmt.Sprintf("output-%d", i))
		if err := os.WriteFile(output, nil, 0o644); err != nil {
			r.t.Fatal(err)
		}
		script := filepath.Join(tmp, fmt.Sprintf("step-%d.sh", i))
		if err := os.WriteFile(script, []byte(r.eval(s.Run)), 0o644); err != nil {
			r.t.Fatal(err)
		}
		cmd := exec.Command("bash", "--noprofile", "--norc", "-eo", "pipefail", script)
		cmd.Dir = r.dir
		cmd.Env = append(append([]string{}, r.env...), "GITHUB_OUTPUT="+output)
		for k, v := range s.Env {
			cmd.Env = append(cmd.Env, k+"="+r.eval(v))
		}
		var out bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &out
		err := cmd.Run()
		all.Write(out.Bytes())
		code := 0
		if err != nil {
			var ee *exec.ExitError
			if !errors.As(err, &ee) {
				r.t.Fatal(err)
			}
			code = ee.ExitCode()
		}
		if s.ID != "" {
			raw, _ := os.ReadFile(output)
			r.outputs[s.ID] = map[string]string{}
			for _, line := range strings.Split(string(raw), "\n") {
				if k, v, ok := strings.Cut(line, "="); ok {
					r.outputs[s.ID][k] = v
				}
			}
		}
		if code != 0 || i == len(r.action.Runs.Steps)-1 {
			return all.String(), code
		}
	}
	return all.String(), 0
}

// buildSkillint builds the binary with a stamped version, as a release does.
func buildSkillint(t *testing.T, dir, version string) string {
	t.Helper()
	bin := filepath.Join(dir, "skillint")
	if runtime.GOOS == "windows" {
		bin += ".exe"
	}
	cmd := exec.Command("go", "build", "-o", bin,
		"-ldflags", "-X github.com/skillint/skillint/internal/cli.Version="+version+
			" -X github.com/skillint/skillint/internal/cli.Commit=0123abc -X github.com/skillint/skillint/internal/cli.Date=2026-01-02T03:04:05Z", ".")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

// fakeRelease lays out base/vVERSION/ as a release: the archive for this
// machine (as GoReleaser names it) and checksums.txt.
func fakeRelease(t *testing.T, bin, version string) (base, archive string) {
	t.Helper()
	base = t.TempDir()
	dir := filepath.Join(base, "v"+version)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	archive = fmt.Sprintf("skillint_%s_%s_%s.tar.gz", version, runtime.GOOS, runtime.GOARCH)
	var buf bytes.Buffer
	gz := gzip.NewWriter(&buf)
	tw := tar.NewWriter(gz)
	for _, f := range []struct{ name, src string }{{"skillint", bin}, {"LICENSE", "LICENSE"}} {
		data, err := os.ReadFile(f.src)
		if err != nil {
			t.Fatal(err)
		}
		if err := tw.WriteHeader(&tar.Header{Name: f.name, Mode: 0o755, Size: int64(len(data))}); err != nil {
			t.Fatal(err)
		}
		if _, err := tw.Write(data); err != nil {
			t.Fatal(err)
		}
	}
	if err := tw.Close(); err != nil {
		t.Fatal(err)
	}
	if err := gz.Close(); err != nil {
		t.Fatal(err)
	}
	sum := sha256.Sum256(buf.Bytes())
	if err := os.WriteFile(filepath.Join(dir, archive), buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	sums := fmt.Sprintf("%s  %s\n%s  skillint_%s_windows_amd64.zip\n", hex.EncodeToString(sum[:]), archive, strings.Repeat("0", 64), version)
	if err := os.WriteFile(filepath.Join(dir, "checksums.txt"), []byte(sums), 0o644); err != nil {
		t.Fatal(err)
	}
	return base, archive
}

func newActionRun(t *testing.T, ref, base string, inputs map[string]string) *actionRun {
	t.Helper()
	for _, tool := range []string{"bash", "curl", "tar", "xargs"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("no %s", tool)
		}
	}
	if runtime.GOOS == "windows" {
		t.Skip("the test lays out a tar.gz release")
	}
	wd, _ := os.Getwd()
	ws := t.TempDir()
	// A workspace with a space in a path, and a checkout root for SARIF paths.
	if err := os.Mkdir(filepath.Join(ws, ".git"), 0o755); err != nil {
		t.Fatal(err)
	}
	example, err := os.ReadFile("testdata/example/agent.3md")
	if err != nil {
		t.Fatal(err)
	}
	writeFile(t, filepath.Join(ws, "my skills", "example", "agent.3md"), string(example))
	writeFile(t, filepath.Join(ws, "other", "agent.3md"), goodAgent)
	runnerTemp := t.TempDir()
	var env []string
	for _, kv := range os.Environ() {
		if k, _, _ := strings.Cut(kv, "="); strings.HasPrefix(k, "GITHUB_") || strings.HasPrefix(k, "RUNNER_") || strings.HasPrefix(k, "SKILLINT_") {
			continue
		}
		env = append(env, kv)
	}
	env = append(env, "RUNNER_TEMP="+runnerTemp, "GITHUB_ACTION_PATH="+wd, "GITHUB_WORKSPACE="+ws,
		"GITHUB_ENV="+filepath.Join(runnerTemp, "env"), "GITHUB_PATH="+filepath.Join(runnerTemp, "path"),
		"RUNNER_OS="+map[string]string{"linux": "Linux", "darwin": "macOS"}[runtime.GOOS],
		"RUNNER_ARCH="+map[string]string{"amd64": "X64", "arm64": "ARM64"}[runtime.GOARCH])
	if base != "" {
		env = append(env, "SKILLINT_DOWNLOAD_BASE=file://"+base)
	}
	return &actionRun{t: t, action: loadAction(t), inputs: inputs, dir: ws, env: env, runnerTemp: runnerTemp,
		github:  map[string]string{"action_ref": ref, "action_repository": "skillint/skillint"},
		outputs: map[string]map[string]string{}}
}

// At a release tag the action downloads the release's binary, checks it
// against checksums.txt, and one run gives the annotations and the SARIF.
func TestActionRelease(t *testing.T) {
	bin := buildSkillint(t, t.TempDir(), "9.8.7")
	base, _ := fakeRelease(t, bin, "9.8.7")
	r := newActionRun(t, "v9.8.7", base, map[string]string{
		"paths": "'my skills' other",
		"args":  "--max-warnings 5\n--no-config",
		"sarif": "reports dir/skillint.sarif",
	})
	out, code := r.run()
	if code != 1 {
		t.Fatalf("exit %d (the example has an error), output:\n%s", code, out)
	}
	if !strings.Contains(out, "skillint 9.8.7 (commit 0123abc") {
		t.Errorf("the release binary was not the one run:\n%s", out)
	}
	if got := r.outputs["install"]["bin"]; !strings.HasPrefix(got, r.runnerTemp+string(filepath.Separator)) {
		t.Errorf("bin output %q", got)
	}
	var annotations []string
	for _, line := range strings.Split(out, "\n") {
		if strings.HasPrefix(line, "::warning file=") || strings.HasPrefix(line, "::error file=") {
			annotations = append(annotations, line)
		}
	}
	if len(annotations) != 2 || !strings.Contains(annotations[1], "file=my skills/example/agent.3md,line=31,") {
		t.Errorf("annotations: %q\n%s", annotations, out)
	}
	checkSARIF(t, filepath.Join(r.dir, "reports dir", "skillint.sarif"), len(annotations))
	if b, err := os.ReadFile(filepath.Join(r.runnerTemp, "path")); err == nil && len(b) > 0 {
		t.Errorf("GITHUB_PATH written: %q", b)
	}
}

func checkSARIF(t *testing.T, path string, results int) {
	t.Helper()
	raw, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var log struct {
		Version string `json:"version"`
		Runs    []struct {
			Results []struct {
				Locations []struct {
					PhysicalLocation struct {
						ArtifactLocation struct {
							URI string `json:"uri"`
						} `json:"artifactLocation"`
					} `json:"physicalLocation"`
				} `json:"locations"`
			} `json:"results"`
		} `json:"runs"`
	}
	if err := json.Unmarshal(raw, &log); err != nil {
		t.Fatalf("SARIF: %v", err)
	}
	if log.Version != "2.1.0" || len(log.Runs) != 1 || len(log.Runs[0].Results) != results {
		t.Fatalf("SARIF has %d runs, want 1 with %d results:\n%s", len(log.Runs), results, raw)
	}
	if uri := log.Runs[0].Results[0].Locations[0].PhysicalLocation.ArtifactLocation.URI; uri != "my skills/example/agent.3md" {
		t.Errorf("SARIF path %q, want it relative to the checkout", uri)
	}
}

// An archive that does not match checksums.txt is refused, and nothing runs.
func TestActionChecksumMismatch(t *testing.T) {
	bin := buildSkillint(t, t.TempDir(), "9.8.7")
	base, archive := fakeRelease(t, bin, "9.8.7")
	f, err := os.OpenFile(filepath.Join(base, "v9.8.7", archive), os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	_, _ = f.Write([]byte("tampered"))
	_ = f.Close()
	r := newActionRun(t, "v9.8.7", base, map[string]string{"sarif": "skillint.sarif"})
	out, code := r.run()
	if code == 0 || !strings.Contains(out, "SHA-256") || strings.Contains(out, "skillint 9.8.7") {
		t.Errorf("exit %d, output:\n%s", code, out)
	}
	if _, err := os.Stat(filepath.Join(r.dir, "skillint.sarif")); !os.IsNotExist(err) {
		t.Errorf("SARIF written after a failed install (%v)", err)
	}
}

// At a ref that is not a release the action builds from its source with the
// Go already there, and still puts nothing on PATH.
func TestActionBuildsFromSource(t *testing.T) {
	if testing.Short() {
		t.Skip("builds skillint")
	}
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("no go")
	}
	r := newActionRun(t, "main", "", map[string]string{"paths": "other", "args": "--no-config"})
	out, code := r.run()
	if code != 0 || !strings.Contains(out, "Building skillint from source (main)") || !strings.Contains(out, "skillint main") ||
		!strings.Contains(out, "1 file checked: 0 errors, 0 warnings") {
		t.Errorf("exit %d, output:\n%s", code, out)
	}
}

// A path or argument with an unclosed quote fails clearly; quotes never run
// anything.
func TestActionInputSplitting(t *testing.T) {
	bin := buildSkillint(t, t.TempDir(), "9.8.7")
	base, _ := fakeRelease(t, bin, "9.8.7")
	r := newActionRun(t, "v9.8.7", base, map[string]string{"paths": "'my skills"})
	if out, code := r.run(); code != 2 || !strings.Contains(out, "unclosed quote") {
		t.Errorf("exit %d, output:\n%s", code, out)
	}
	r = newActionRun(t, "v9.8.7", base, map[string]string{"paths": "$(touch pwned) `touch pwned2` other", "args": "--no-config"})
	out, _ := r.run()
	for _, f := range []string{"pwned", "pwned2"} {
		if _, err := os.Stat(filepath.Join(r.dir, f)); err == nil {
			t.Errorf("an input ran a command:\n%s", out)
		}
	}
	if !strings.Contains(out, "$(touch") {
		t.Errorf("the odd path should be reported as missing, as given:\n%s", out)
	}
}
