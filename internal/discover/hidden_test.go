package discover

import (
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// Skills in hidden directories are found (a real host's repository keeps
// skills under skills/.curated/ and skills/.system/); version-control data,
// dependency folders and tool caches are not walked, hidden or not; what a
// .gitignore excludes is skipped wherever it is.
func TestHiddenDirectories(t *testing.T) {
	dir := t.TempDir()
	writeTree(dir,
		"skills/.curated/a/SKILL.md", "skills/.system/b/SKILL.md", "skills/.experimental/c/SKILL.md",
		".claude/skills/d/SKILL.md", ".hidden/e/SKILL.md",
		".git/x/SKILL.md", ".hg/x/SKILL.md", ".svn/x/SKILL.md", "node_modules/p/x/SKILL.md",
		".venv/lib/x/SKILL.md", "venv/lib/x/SKILL.md", "a/__pycache__/x/SKILL.md", ".tox/x/SKILL.md",
		".mypy_cache/x/SKILL.md", ".pytest_cache/x/SKILL.md", ".cache/x/SKILL.md", ".next/x/SKILL.md",
		"vendor/x/SKILL.md", "dist/f/SKILL.md", "build/g/SKILL.md", ".private/h/SKILL.md")
	if err := os.WriteFile(filepath.Join(dir, ".gitignore"), []byte("build/\n.private/\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	files, err := Find([]string{dir}, func(p string) bool { return filepath.Base(p) == "SKILL.md" })
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, f := range files {
		r, _ := filepath.Rel(dir, f.Path)
		got = append(got, filepath.ToSlash(filepath.Dir(r)))
	}
	sort.Strings(got)
	want := ".claude/skills/d .hidden/e dist/f skills/.curated/a skills/.experimental/c skills/.system/b"
	if strings.Join(got, " ") != want {
		t.Errorf("found %v\nwant %s", got, want)
	}
	for _, name := range []string{".git", ".hg", ".svn", "node_modules", ".venv", "venv", "__pycache__", ".tox", ".mypy_cache", ".pytest_cache", ".cache", ".next", "vendor"} {
		if !SkipDir(name) {
			t.Errorf("SkipDir(%q) = false", name)
		}
	}
	for _, name := range []string{".claude", ".github", ".curated", "dist", "build", "skills"} {
		if SkipDir(name) {
			t.Errorf("SkipDir(%q) = true", name)
		}
	}
}
