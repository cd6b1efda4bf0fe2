package cli

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/skillint/skillint/output"
)

func runOut(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := Run(args, strings.NewReader(""), &out, &errb)
	return code, out.String(), errb.String()
}

// Every script names every command and flag of the app: they are generated
// from its definitions.
func TestCompletionCoversDefinitions(t *testing.T) {
	var code int
	app := newApp(nil, nil, nil, &code)
	var words []string
	for _, f := range app.Flags {
		for _, n := range f.Names() {
			words = append(words, dashes(n))
		}
	}
	for _, c := range app.Commands {
		words = append(words, c.Name)
		for _, f := range c.Flags {
			for _, n := range f.Names() {
				words = append(words, dashes(n))
			}
		}
	}
	words = append(words, "--version", "-V", "sarif", "checkstyle", "markdown", "skill/name.format", "powershell")
	for _, shell := range shells {
		code, out, errs := runOut(t, "completion", shell)
		if code != 0 || errs != "" {
			t.Fatalf("completion %s: exit %d, stderr %q", shell, code, errs)
		}
		for _, w := range words {
			if shell == "fish" && strings.HasPrefix(w, "--") {
				w = "-l " + w[2:]
			} else if shell == "fish" && strings.HasPrefix(w, "-") {
				w = "-s " + w[1:]
			}
			if !strings.Contains(out, w) {
				t.Errorf("completion %s does not mention %s", shell, w)
			}
		}
	}
	if code, _, errs := runOut(t, "completion", "tcsh"); code != 2 || !strings.Contains(errs, "bash, zsh, fish, powershell") {
		t.Errorf("completion tcsh: exit %d, stderr %q", code, errs)
	}
	if code, _, errs := runOut(t, "completion"); code != 2 || errs == "" {
		t.Errorf("completion without a shell: exit %d, stderr %q", code, errs)
	}
}

func writeScript(t *testing.T, shell string) string {
	t.Helper()
	_, out, _ := runOut(t, "completion", shell)
	path := filepath.Join(t.TempDir(), "skillint."+shell)
	if err := os.WriteFile(path, []byte(out), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// The bash script completes what it should, run in a real bash.
func TestBashCompletion(t *testing.T) {
	bash, err := exec.LookPath("bash")
	if err != nil {
		t.Skip("no bash")
	}
	script := writeScript(t, "bash")
	dir := t.TempDir()
	if err := os.Mkdir(filepath.Join(dir, "skills"), 0o755); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ line, want string }{
		{"skillint --format ", strings.Join(output.PrinterNames(), " ")},
		{"skillint -f s", "sarif"},
		{"skillint --col", "--color"},
		{"skillint --color n", "never"},
		{"skillint rules --format m", "markdown"},
		{"skillint explain skill/name.f", "skill/name.format"},
		{"skillint completion p", "powershell"},
		{"skillint sk", "skills"},
		{"skillint comp", "completion"},
		{"skillint --sarif-file sk", "skills"},
		{"skillint --jobs ", ""},
	} {
		words := strings.Split(tc.line, " ")
		var quoted []string
		for _, w := range words {
			quoted = append(quoted, shQuote(w))
		}
		prog := "source " + shQuote(script) + "\nCOMP_WORDS=(" + strings.Join(quoted, " ") + ")\n" +
			"COMP_CWORD=" + string(rune('0'+len(words)-1)) + "\n_skillint\necho \"${COMPREPLY[*]}\"\n"
		cmd := exec.Command(bash, "--norc", "--noprofile", "-c", prog)
		cmd.Dir = dir
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("%q: %v\n%s", tc.line, err, out)
		}
		if got := strings.TrimSpace(string(out)); got != tc.want {
			t.Errorf("%q completes to %q, want %q", tc.line, got, tc.want)
		}
	}
}

// The fish script completes what it should, run in a real fish.
func TestFishCompletion(t *testing.T) {
	fish, err := exec.LookPath("fish")
	if err != nil {
		t.Skip("no fish")
	}
	script := writeScript(t, "fish")
	for _, tc := range []struct{ line, want string }{
		{"skillint --format s", "sarif"},
		{"skillint rules --format m", "markdown"},
		{"skillint explain skill/name.fo", "skill/name.format"},
		{"skillint completion z", "zsh"},
		{"skillint --sarif-f", "--sarif-file"},
	} {
		out, err := exec.Command(fish, "--no-config", "-c", "source "+shQuote(script)+"; complete -C "+shQuote(tc.line)).CombinedOutput()
		if err != nil {
			t.Fatalf("%q: %v\n%s", tc.line, err, out)
		}
		var got []string
		for _, l := range strings.Split(strings.TrimSpace(string(out)), "\n") {
			got = append(got, strings.SplitN(l, "\t", 2)[0])
		}
		if strings.Join(got, " ") != tc.want {
			t.Errorf("%q completes to %q, want %q", tc.line, got, tc.want)
		}
	}
}

// The zsh script loads, defines _skillint and registers it for skillint.
func TestZshCompletionLoads(t *testing.T) {
	zsh, err := exec.LookPath("zsh")
	if err != nil {
		t.Skip("no zsh")
	}
	script := writeScript(t, "zsh")
	// compdef stands in for compinit's (which scans every completion
	// function installed, seconds on a busy machine).
	prog := "compdef() { print -r -- \"$*\" }; source " + shQuote(script) + " && (( $+functions[_skillint] ))"
	out, err := exec.Command(zsh, "-f", "-c", prog).CombinedOutput()
	if err != nil || strings.TrimSpace(string(out)) != "_skillint skillint" {
		t.Errorf("zsh: %v\n%s", err, out)
	}
}

// The other scripts parse in their shells, where the shells are installed.
func TestCompletionSyntax(t *testing.T) {
	for shell, args := range map[string][]string{"zsh": {"-n"}, "fish": {"-n"}} {
		t.Run(shell, func(t *testing.T) {
			bin, err := exec.LookPath(shell)
			if err != nil {
				t.Skipf("no %s", shell)
			}
			out, err := exec.Command(bin, append(args, writeScript(t, shell))...).CombinedOutput()
			if err != nil {
				t.Errorf("%s rejects the script: %v\n%s", shell, err, out)
			}
		})
	}
	t.Run("pwsh", func(t *testing.T) {
		bin, err := exec.LookPath("pwsh")
		if err != nil {
			t.Skip("no pwsh")
		}
		script := writeScript(t, "powershell")
		prog := "$null = [System.Management.Automation.Language.Parser]::ParseFile('" + script + "', [ref]$null, [ref]$errs); if ($errs) { $errs; exit 1 }"
		if out, err := exec.Command(bin, "-NoProfile", "-Command", prog).CombinedOutput(); err != nil {
			t.Errorf("pwsh rejects the script: %v\n%s", err, out)
		}
	})
}

// The man page is generated from the definitions and renders.
func TestManPage(t *testing.T) {
	code, out, errs := runOut(t, "man")
	if code != 0 || errs != "" {
		t.Fatalf("man: exit %d, stderr %q", code, errs)
	}
	for _, w := range []string{".TH skillint 1", "--sarif-file", "--max-warnings", "completion", "explain", "one per core"} {
		if !strings.Contains(out, w) {
			t.Errorf("man page lacks %q", w)
		}
	}
	groff, err := exec.LookPath("groff")
	if err != nil {
		t.Skip("no groff to render it")
	}
	cmd := exec.Command(groff, "-man", "-Tutf8", "-ww")
	cmd.Stdin = strings.NewReader(out)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	page, err := cmd.Output()
	if err != nil || stderr.Len() > 0 || len(page) < 1000 {
		t.Errorf("groff: %v\n%s", err, stderr.String())
	}
}
