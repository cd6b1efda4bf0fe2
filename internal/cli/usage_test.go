package cli

import (
	"strings"
	"testing"
)

// A bad flag gives one line saying what is wrong and a usage hint, on
// standard error, never the whole help.
func TestUsageErrors(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--nope"}, "skillint: unknown flag --nope\nusage: skillint [flags] [PATH ...] (skillint --help lists the flags)\n"},
		{[]string{"-x", "."}, "skillint: unknown flag -x\nusage: skillint [flags] [PATH ...] (skillint --help lists the flags)\n"},
		{[]string{"--format"}, "skillint: flag --format needs a value\nusage: skillint [flags] [PATH ...] (skillint --help lists the flags)\n"},
		{[]string{"-j", "x"}, "skillint: invalid value \"x\" for flag -j: parse error\nusage: skillint [flags] [PATH ...] (skillint --help lists the flags)\n"},
		{[]string{"rules", "--nope"}, "skillint: unknown flag --nope\nusage: skillint rules [--format text|json|markdown] (skillint rules --help lists the flags)\n"},
		{[]string{"init", "--bad\nline"}, "skillint: unknown flag --bad\\nline\nusage: skillint init [--force] (skillint init --help lists the flags)\n"},
	} {
		code, out, errs := runOut(t, tc.args...)
		if code != ExitFailed || out != "" || errs != tc.want {
			t.Errorf("%q: exit %d, stdout %q, stderr:\n%s\nwant:\n%s", tc.args, code, out, errs, tc.want)
		}
	}
}

// The help lists every command in its usage lines (lsp too) and says the
// default of --jobs once.
func TestHelp(t *testing.T) {
	code, out, _ := runOut(t, "--help")
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	for _, cmd := range []string{"rules", "explain", "init", "lsp", "completion", "man", "version"} {
		if !strings.Contains(out, "\n   skillint "+cmd) {
			t.Errorf("usage lines lack %q:\n%s", cmd, out)
		}
	}
	for _, line := range strings.Split(out, "\n") {
		if strings.Contains(line, "--jobs") && strings.Count(line, "default") != 1 {
			t.Errorf("--jobs line: %q", line)
		}
	}
}

// A run that finds nothing to lint says so, and still succeeds.
func TestNothingFound(t *testing.T) {
	dir := t.TempDir()
	for _, format := range []string{"text", "json"} {
		code, out, errs := runOut(t, "--no-config", "--format", format, dir)
		if code != 0 || errs != "skillint: no skill files found under "+dir+"\n" || out == "" {
			t.Errorf("%s: exit %d, stdout %q, stderr %q", format, code, out, errs)
		}
	}
	code, _, errs := runOut(t, "--no-config", "../../testdata/example")
	if code != ExitErrors || strings.Contains(errs, "no skill files") {
		t.Errorf("example: exit %d, stderr %q", code, errs)
	}
}
