package discover

import (
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

func TestIgnorePatterns(t *testing.T) {
	f := &ignoreFile{dir: "."}
	for _, l := range []string{"# comment", "build/", "/top.3md", "**/gen/*.3md", "*.tmp.3md", "!keep.tmp.3md", `\#hash.3md`, "docs/**/old"} {
		if r, ok := parseIgnoreLine(l); ok {
			f.rules = append(f.rules, r)
		}
	}
	stack := []*ignoreFile{f}
	cases := map[string]bool{
		"build":            true, // as a directory
		"a/build":          true,
		"top.3md":          true,
		"a/top.3md":        false, // anchored
		"gen/x.3md":        true,
		"a/b/gen/x.3md":    true,
		"x.tmp.3md":        true,
		"keep.tmp.3md":     false, // negated
		"#hash.3md":        true,
		"docs/old":         true,
		"docs/a/b/old":     true,
		"agents/agent.3md": false,
		"agents/build.3md": false,
	}
	for p, want := range cases {
		isDir := p == "build" || p == "a/build" || strings.HasSuffix(p, "old")
		if got := ignored(stack, strings.TrimSuffix(p, "/"), isDir); got != want {
			t.Errorf("%s: ignored=%v, want %v", p, got, want)
		}
	}
	if ignored(stack, "build", false) {
		t.Error("a dir-only pattern matched a file")
	}
}

func TestFindNestedGitignore(t *testing.T) {
	dir := t.TempDir()
	writeTree(dir, "a/agent.3md", "a/sub/agent.3md", "a/sub/x.3md", "b/agent.3md", "vendor/agent.3md", ".git/agent.3md", "a/README.md")
	_ = os.WriteFile(filepath.Join(dir, "a", ".gitignore"), []byte("sub/x.3md\n"), 0o644)
	_ = os.WriteFile(filepath.Join(dir, ".gitignore"), []byte("b/\n"), 0o644)
	got := find3md(t, dir)
	sort.Strings(got)
	if strings.Join(got, " ") != "a/agent.3md a/sub/agent.3md" {
		t.Errorf("found %v", got)
	}
	if _, err := Find([]string{filepath.Join(dir, "nope")}, func(string) bool { return true }); err == nil {
		t.Error("a missing path is an error")
	}
	files, _ := Find([]string{filepath.Join(dir, "a", "README.md")}, func(string) bool { return false })
	if len(files) != 1 || !files[0].Explicit {
		t.Errorf("an explicit file is always returned: %+v", files)
	}
}

// Files come in tree order; a directory's .gitignore applies below it and
// nowhere else; a root that is a link to a directory is walked.
func TestWalkOrderScopeAndLinkedRoot(t *testing.T) {
	dir := t.TempDir()
	writeTree(filepath.Join(dir, "root"), "a/sub/x.3md", "a/z.3md", "b/sub/x.3md", "b/a.3md", "c.3md")
	_ = os.WriteFile(filepath.Join(dir, "root", "a", ".gitignore"), []byte("sub/x.3md\n"), 0o644)
	link := filepath.Join(dir, "link")
	if err := os.Symlink(filepath.Join(dir, "root"), link); err != nil {
		t.Skipf("no symbolic links here: %v", err)
	}
	for _, root := range []string{filepath.Join(dir, "root"), link} {
		if got := find3md(t, root); strings.Join(got, " ") != "a/z.3md b/a.3md b/sub/x.3md c.3md" {
			t.Errorf("%s: found %v", root, got)
		}
	}
}

// find3md finds the .3md files under root, as slash paths relative to it,
// in the order found.
func find3md(t *testing.T, root string) []string {
	t.Helper()
	files, err := Find([]string{root}, func(p string) bool { return strings.HasSuffix(p, ".3md") })
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, f := range files {
		rel, _ := filepath.Rel(root, f.Path)
		got = append(got, filepath.ToSlash(rel))
		if f.Explicit {
			t.Errorf("%s: discovered files are not explicit", rel)
		}
	}
	return got
}

// writeTree creates small files at the slash paths under dir.
func writeTree(dir string, paths ...string) {
	for _, p := range paths {
		full := filepath.Join(dir, filepath.FromSlash(p))
		_ = os.MkdirAll(filepath.Dir(full), 0o755)
		_ = os.WriteFile(full, []byte("x"), 0o644)
	}
}

// A SKILL.md found by the walk carries the listings of its skill: its
// directory and those below it, a nested skill's directory listed but not
// entered, hidden directories included but caches (SkipDir) left out. Other files
// carry none.
func TestSkillTree(t *testing.T) {
	dir := t.TempDir()
	writeTree(dir, "s/SKILL.md", "s/scripts/a.sh", "s/refs/deep/b.md", "s/.hidden/c.sh", "s/.claude/agents/x.agent.md",
		"s/node_modules/m/i.js", "s/.cache/e.md", "s/inner/SKILL.md", "s/inner/scripts/d.sh", "other/agent.3md")
	var skill, inner File
	err := Walk([]string{dir}, func(p string) bool { return strings.HasSuffix(p, ".md") || strings.HasSuffix(p, ".3md") }, func(f File) {
		switch {
		case strings.HasSuffix(f.Path, filepath.Join("s", "SKILL.md")):
			skill = f
		case strings.HasSuffix(f.Path, filepath.Join("inner", "SKILL.md")):
			inner = f
		case f.Tree != nil:
			t.Errorf("%s carries a tree", f.Path)
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	rel := func(tree Tree) []string {
		var out []string
		for d := range tree {
			r, _ := filepath.Rel(dir, d)
			out = append(out, filepath.ToSlash(r))
		}
		sort.Strings(out)
		return out
	}
	if got, want := strings.Join(rel(skill.Tree), " "), "s s/.claude s/.claude/agents s/.hidden s/inner s/refs s/refs/deep s/scripts"; got != want {
		t.Errorf("skill tree: %s, want %s", got, want)
	}
	if got, want := strings.Join(rel(inner.Tree), " "), "s/inner s/inner/scripts"; got != want {
		t.Errorf("nested skill tree: %s, want %s", got, want)
	}
	// What the tree holds is what a fresh listing says.
	for d, entries := range skill.Tree {
		fresh, err := os.ReadDir(d)
		if err != nil || len(fresh) != len(entries) {
			t.Errorf("%s: %d entries in the tree, %d on disk (%v)", d, len(entries), len(fresh), err)
		}
	}
}

// The walk enters .claude-plugin (plugin manifests and marketplaces) and
// sees hidden files such as .mcp.json; other hidden directories are walked
// too (only VCS data and tool caches are not).
func TestPluginDirsWalked(t *testing.T) {
	dir := t.TempDir()
	writeTree(dir, "p/.claude-plugin/plugin.json", "p/.mcp.json", "p/.other/plugin.json", "p/hooks/hooks.json")
	files, err := Find([]string{dir}, func(p string) bool { return strings.HasSuffix(p, ".json") })
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, f := range files {
		r, _ := filepath.Rel(dir, f.Path)
		got = append(got, filepath.ToSlash(r))
	}
	if strings.Join(got, " ") != "p/.claude-plugin/plugin.json p/.mcp.json p/.other/plugin.json p/hooks/hooks.json" {
		t.Errorf("found %v", got)
	}
}

func TestTemplateAgent(t *testing.T) {
	for _, c := range []struct {
		name, dir string
		want      bool
	}{
		{"copilot-template.agent.md", "skills/agent-maker/assets", true},
		{"reviewer.agent.md", "my-skill/examples/agents", true},
		{"reviewer.agent.md", ".github/agents", false},
		{"notes.md", "my-skill/assets", false},
	} {
		if got := TemplateAgent(c.name, c.dir); got != c.want {
			t.Errorf("TemplateAgent(%q, %q) = %v, want %v", c.name, c.dir, got, c.want)
		}
	}
}

// A skill.md in a folder of a skill is a document the skill loads, not a
// misnamed skill; one outside any skill is still found (and told its name).
func TestLowerSkillFileInsideSkill(t *testing.T) {
	dir := t.TempDir()
	writeTree(dir, "audit/SKILL.md", "audit/protocols/skill.md", "loose/skill.md")
	files, err := Find([]string{dir}, func(p string) bool { return strings.EqualFold(filepath.Base(p), "SKILL.md") })
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, f := range files {
		rel, _ := filepath.Rel(dir, f.Path)
		got = append(got, filepath.ToSlash(rel))
	}
	sort.Strings(got)
	if strings.Join(got, " ") != "audit/SKILL.md loose/skill.md" {
		t.Errorf("found %v", got)
	}
}
