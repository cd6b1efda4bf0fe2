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
		{"ai-review", "review", false},
		{"pdf-tools-skill-main", "pdf-tools", true},
		{"pdf-tools-skill-1.2.0", "pdf-tools", true},
		{"helper", "pdf-tools", false},
		{"claude-vue-3", "vue-3", true},
		{"PDF-tools-skill", "pdf-tools", false},
	}
	for _, c := range cases {
		if got := repoOfSkill(c.base, c.name); got != c.want {
			t.Errorf("repoOfSkill(%q, %q) = %v, want %v", c.base, c.name, got, c.want)
		}
	}
}
