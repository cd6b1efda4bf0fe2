package skill

import "testing"

func TestRepoOfSkill(t *testing.T) {
	cases := []struct {
		base, name string
		want       bool
	}{
		{"owner+pdf-tools-skill", "pdf-tools", true},
		{"azuko3__claude-backup-skill", "claude-backup", true},
		{"claude-backup-skill", "backup", true},
		{"skills-pdf", "pdf", true},
		{"code-review", "review", false},
		{"review-tools", "review", false},
		{"owner+other-skill", "pdf", false},
		{"skill", "skill", true},
		{"My_Skill", "my-skill", false},
		{"PDF-tools-skill", "pdf-tools", false},
	}
	for _, c := range cases {
		if got := repoOfSkill("/nonexistent", c.base, c.name); got != c.want {
			t.Errorf("repoOfSkill(%q, %q) = %v, want %v", c.base, c.name, got, c.want)
		}
	}
}
