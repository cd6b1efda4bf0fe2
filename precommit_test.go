package main

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestPreCommitRoundTrip installs the hook of this repository with the real
// pre-commit program into a temporary repository: a bad skill fails the
// hook, a good one passes. It skips when pre-commit or git is absent, or
// when this checkout has no commit to point at.
func TestPreCommitRoundTrip(t *testing.T) {
	if testing.Short() {
		t.Skip("builds skillint inside pre-commit")
	}
	if _, err := exec.LookPath("pre-commit"); err != nil {
		t.Skip("pre-commit is not installed")
	}
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git is not installed")
	}
	self, _ := os.Getwd()
	rev, err := exec.Command("git", "-C", self, "rev-parse", "HEAD").Output()
	if err != nil {
		t.Skip("this checkout has no commit")
	}
	repo := t.TempDir()
	home := t.TempDir()
	run := func(name string, args ...string) (string, error) {
		// A hung skillint must fail the test, not stall the suite.
		ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
		defer cancel()
		cmd := exec.CommandContext(ctx, name, args...)
		cmd.Dir = repo
		cmd.Env = append(os.Environ(), "PRE_COMMIT_HOME="+home, "GOTOOLCHAIN=local", "GIT_CONFIG_NOSYSTEM=1",
			"GIT_AUTHOR_NAME=t", "GIT_AUTHOR_EMAIL=t@example.com", "GIT_COMMITTER_NAME=t", "GIT_COMMITTER_EMAIL=t@example.com")
		if mc, err := exec.Command("go", "env", "GOMODCACHE").Output(); err == nil {
			cmd.Env = append(cmd.Env, "GOMODCACHE="+strings.TrimSpace(string(mc)))
		}
		out, err := cmd.CombinedOutput()
		return string(out), err
	}
	write := func(rel, text string) {
		p := filepath.Join(repo, rel)
		_ = os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if out, err := run("git", "init", "-q"); err != nil {
		t.Fatalf("git init: %v %s", err, out)
	}
	write(".pre-commit-config.yaml", "repos:\n  - repo: "+self+"\n    rev: "+strings.TrimSpace(string(rev))+"\n    hooks:\n      - id: skillint\n")
	write("skills/report/SKILL.md", "---\nname: Report_Maker\ndescription: Writes reports. Use when asked for a report.\n---\n# Report\n")
	write("notes/README.md", "not a skill\n")
	if out, err := run("git", "add", "-A"); err != nil {
		t.Fatalf("git add: %v %s", err, out)
	}
	out, err := run("pre-commit", "run", "--all-files")
	if err == nil || !strings.Contains(out, "skill/name.format") || !strings.Contains(out, "skills/report/SKILL.md:2:7") {
		t.Fatalf("a bad skill must fail the hook (err %v):\n%s", err, out)
	}
	write("skills/report/SKILL.md", "---\nname: report\ndescription: Writes reports. Use when asked for a report.\n---\n# Report\n")
	if out, err := run("git", "add", "-A"); err != nil {
		t.Fatalf("git add: %v %s", err, out)
	}
	if out, err := run("pre-commit", "run", "--all-files"); err != nil {
		t.Fatalf("a good skill must pass the hook: %v\n%s", err, out)
	}
}
