package config

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/rules/registry"
)

func write(t *testing.T, path, text string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

// The nearest .skillint.yaml above a file applies to it; none above the
// repository root (.git) does; a file that does not load is an error.
func TestFinder(t *testing.T) {
	top := t.TempDir()
	write(t, filepath.Join(top, FileName), "rules:\n  lint/context-budget: error\n")              // above the repository: not used
	write(t, filepath.Join(top, "repo", ".git", "HEAD"), "ref: refs/heads/main\n")                // the repository root
	write(t, filepath.Join(top, "repo", FileName), "rules:\n  lint/context-budget: info\n")       // the repository's
	write(t, filepath.Join(top, "repo", "sub", FileName), "rules:\n  lint/context-budget: off\n") // nearer
	write(t, filepath.Join(top, "bare", ".git", "HEAD"), "x\n")                                   // a repository without one
	write(t, filepath.Join(top, "broken", FileName), "rules:\n  no/such-rule: off\n")
	budget := registry.ByID("lint/context-budget")
	f := NewFinder()
	sev := func(path string) diag.Severity {
		t.Helper()
		c, err := f.For(path)
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		if c == nil {
			return -1
		}
		return c.For(path).Severity(budget)
	}
	cases := map[string]diag.Severity{
		filepath.Join(top, "repo", "skills", "a", "SKILL.md"):     diag.Info,
		filepath.Join(top, "repo", "sub", "b", "SKILL.md"):        diag.Off,
		filepath.Join(top, "repo", "sub", "SKILL.md"):             diag.Off,
		filepath.Join(top, "bare", "skills", "c", "SKILL.md"):     -1,
		filepath.Join(top, "elsewhere", "d", "SKILL.md"):          diag.Error, // no repository: up to the top
		filepath.Join(top, "repo", "skills", "a", "more", "x.md"): diag.Info,  // from the cache
	}
	for p, want := range cases {
		if got := sev(p); got != want {
			t.Errorf("%s: severity %v, want %v", strings.TrimPrefix(p, top), got, want)
		}
	}
	if _, err := f.For(filepath.Join(top, "broken", "e", "SKILL.md")); err == nil || !strings.Contains(err.Error(), "no/such-rule") {
		t.Errorf("a bad configuration: %v", err)
	}
}
