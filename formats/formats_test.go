package formats

import "testing"

// One place decides which front-end reads a path, in the order they are
// listed.
func TestDetect(t *testing.T) {
	for path, want := range map[string]string{
		"skills/x/SKILL.md":             "skill-md",
		"skills/x/skill.md":             "skill-md",
		"a/agent.3md":                   "3md",
		"a/notes.3MD":                   "3md",
		"agents/dev_x.agent.md":         "agent-md",
		"repo/.github/agents/helper.md": "agent-md",
		".github/agents/SKILL.md":       "agent-md", // listed first, the agent front-end claims it
		"README.md":                     "",
		"x/SKILL.md.txt":                "",
		"":                              "",
	} {
		got := ""
		if f := Detect(path); f != nil {
			got = f.Name()
		}
		if got != want {
			t.Errorf("Detect(%q) = %q, want %q", path, got, want)
		}
	}
	if n := len(All()); n != 3 {
		t.Errorf("%d front-ends, want 3", n)
	}
}
