package frontend

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/formats/yamlfm"
)

func TestClaudeCodeSkillInPlugin(t *testing.T) {
	dir := t.TempDir()
	plugin := filepath.Join(dir, "my-plugin")
	for _, d := range []string{".claude-plugin", "skills/login", "other/skills/login"} {
		if err := os.MkdirAll(filepath.Join(plugin, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for path, want := range map[string]bool{
		filepath.Join(plugin, "skills", "login", "SKILL.md"):             true,
		filepath.Join(plugin, "other", "skills", "login", "SKILL.md"):    false,
		filepath.Join(dir, "repo", ".claude", "skills", "x", "SKILL.md"): true,
		filepath.Join(dir, "skills", "x", "SKILL.md"):                    false,
	} {
		if got := ClaudeCodeSkill(path); got != want {
			t.Errorf("ClaudeCodeSkill(%s) = %v, want %v", path, got, want)
		}
	}
}

// A block list after a line that breaks the YAML is read as a list, not
// as one string of its lines.
func TestLenientBlockList(t *testing.T) {
	src := []byte("---\nname: test-runner\ndescription: Runs tests. Triggered on: run tests\ntools:\n  - Bash\n  - Read\n-   Grep\nmodel: sonnet\n---\nBody.\n")
	fm := yamlfm.Parse(diag.NewSource("a.md", src))
	root, lenient, _ := ReadLenient(src, fm, []string{"name", "description", "tools", "model"})
	if !lenient {
		t.Fatal("the frontmatter should be read leniently")
	}
	tools := root.Get("tools")
	if tools == nil || tools.Value.Kind != yamlfm.Seq || len(tools.Value.Items) != 3 {
		t.Fatalf("tools = %+v", tools)
	}
	for i, want := range []string{"Bash", "Read", "Grep"} {
		it := tools.Value.Items[i]
		if it.Value != want || string(src[it.Start:it.End]) != want {
			t.Errorf("item %d = %q at %q, want %q", i, it.Value, src[it.Start:it.End], want)
		}
	}
	if m := root.Get("model"); m == nil || m.Value.Value != "sonnet" {
		t.Errorf("model = %+v", m)
	}
}
