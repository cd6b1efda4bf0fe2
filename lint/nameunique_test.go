package lint

import (
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// Two skills with one name are reported within what a host loads together
// (one repository, one plugin, one project with its own LICENSE, or else the
// path given), not across unrelated repositories linted in one run; and
// skills in hidden folders of one repository are compared too.
func TestNameUniqueScope(t *testing.T) {
	top := t.TempDir()
	skill := func(dir, name string) {
		t.Helper()
		p := filepath.Join(top, filepath.FromSlash(dir), "SKILL.md")
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte("---\nname: "+name+"\ndescription: Does X. Use when asked to do X.\n---\n# X\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	mark := func(path string) {
		t.Helper()
		p := filepath.Join(top, filepath.FromSlash(path))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte("x\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// Repository one: the same name twice, once in a hidden folder.
	mark("one/.git/HEAD")
	skill("one/skills/.curated/report", "report")
	skill("one/skills/.system/report", "report")
	// Repository two, published without .git but with its LICENSE: also
	// has a report, which is not one's.
	mark("two/LICENSE")
	skill("two/skills/report", "report")
	// Two plugins of one marketplace: namespaced, so no clash.
	mark("market/.git/HEAD")
	mark("market/plugins/a/.claude-plugin/plugin.json")
	mark("market/plugins/b/.claude-plugin/plugin.json")
	skill("market/plugins/a/skills/deploy", "deploy")
	skill("market/plugins/b/skills/deploy", "deploy")
	targets, err := discoverAll(top)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, f := range New().LintFiles(targets) {
		for _, d := range f.Findings {
			if d.Rule == "skill/name.unique" {
				rel, _ := filepath.Rel(top, f.Path())
				got = append(got, filepath.ToSlash(rel))
			}
		}
	}
	sort.Strings(got)
	if want := "one/skills/.system/report/SKILL.md"; strings.Join(got, " ") != want {
		t.Errorf("name.unique on %v, want %s", got, want)
	}
	// Without scope marks, the path given on the command line is the scope:
	// two paths given are two scopes.
	bare := t.TempDir()
	for _, d := range []string{"x/s", "y/s"} {
		p := filepath.Join(bare, d, "SKILL.md")
		_ = os.MkdirAll(filepath.Dir(p), 0o755)
		_ = os.WriteFile(p, []byte("---\nname: s\ndescription: Does X. Use when asked to do X.\n---\n# X\n"), 0o644)
	}
	count := func(roots ...string) int {
		var ts []Target
		for _, r := range roots {
			more, err := discoverAll(r)
			if err != nil {
				t.Fatal(err)
			}
			ts = append(ts, more...)
		}
		n := 0
		for _, f := range New().LintFiles(ts) {
			for _, d := range f.Findings {
				if d.Rule == "skill/name.unique" {
					n++
				}
			}
		}
		return n
	}
	if n := count(bare); n != 1 {
		t.Errorf("one path given: %d findings, want 1", n)
	}
	if n := count(filepath.Join(bare, "x"), filepath.Join(bare, "y")); n != 0 {
		t.Errorf("two paths given: %d findings, want 0", n)
	}
}
