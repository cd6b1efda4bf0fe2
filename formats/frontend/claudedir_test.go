package frontend

import (
	"os"
	"path/filepath"
	"testing"
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
