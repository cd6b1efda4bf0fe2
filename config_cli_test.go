package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// Each file gets the nearest .skillint.yaml above it, no higher than its
// repository root, whatever the working directory; --config overrides it
// for every file; a configuration that does not load stops the run.
func TestNearestConfig(t *testing.T) {
	top := t.TempDir()
	repo := filepath.Join(top, "repo")
	short := "---\nname: %s\ndescription: PDF tools.\n---\n# Skill\n"
	writeFile(t, filepath.Join(top, ".skillint.yaml"), "rules:\n  lint/description-quality: error\n") // above the repository: not used
	writeFile(t, filepath.Join(repo, ".git", "HEAD"), "ref: refs/heads/main\n")
	writeFile(t, filepath.Join(repo, ".skillint.yaml"), "rules:\n  lint/description-quality: off\n")
	writeFile(t, filepath.Join(repo, "skills", "a", "SKILL.md"), strings.ReplaceAll(short, "%s", "a"))
	writeFile(t, filepath.Join(repo, "team", ".skillint.yaml"), "rules:\n  lint/description-quality: info\n")
	writeFile(t, filepath.Join(repo, "team", "b", "SKILL.md"), strings.ReplaceAll(short, "%s", "b"))
	code, out, errs := runCLI(t, "", "--format", "json", repo)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if strings.Contains(out, `skills/a/SKILL.md","line":3`) || !strings.Contains(out, `"severity":"info","rule":"lint/description-quality"`) {
		t.Errorf("the nearest configuration was not used:\n%s", out)
	}
	// --config applies to every file.
	code, out, _ = runCLI(t, "", "--format", "json", "--config", filepath.Join(top, ".skillint.yaml"), repo)
	if code != 1 || strings.Count(out, `"severity":"error","rule":"lint/description-quality"`) != 2 {
		t.Errorf("--config: exit %d\n%s", code, out)
	}
	// --no-config: the defaults.
	_, out, _ = runCLI(t, "", "--format", "json", "--no-config", repo)
	if strings.Count(out, `"severity":"warning","rule":"lint/description-quality"`) != 2 {
		t.Errorf("--no-config:\n%s", out)
	}
	// A broken configuration in a subfolder stops the run.
	writeFile(t, filepath.Join(repo, "bad", ".skillint.yaml"), "rules:\n  lint/no-such-rule: off\n")
	writeFile(t, filepath.Join(repo, "bad", "c", "SKILL.md"), strings.ReplaceAll(short, "%s", "c"))
	code, _, errs = runCLI(t, "", repo)
	if code != 2 || !strings.Contains(errs, "lint/no-such-rule") {
		t.Errorf("a bad configuration: exit %d, %s", code, errs)
	}
}
