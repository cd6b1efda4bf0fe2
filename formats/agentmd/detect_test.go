package agentmd

import (
	"strings"
	"testing"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/formats/frontend"
	"github.com/skillint/skillint/formats/yamlfm"
	"github.com/skillint/skillint/model"
)

func TestDetect(t *testing.T) {
	cases := []struct {
		path, src, want string
	}{
		// A Copilot agent under agents/: its keys decide, not the directory.
		{"agents/planner.agent.md", "---\nname: planner\ndescription: Plans.\ntools: [read]\n---\nYou plan.\n", Copilot},
		// A policy agent under .github/agents/ with policy keys.
		{".github/agents/dev_reviewer.agent.md", "---\ntitle: Reviewer\nicon: 🤖\nstatus: active\n---\n# Reviewer\n", Policy},
		// Policy keys are case-insensitive.
		{"agents/dev_reviewer.agent.md", "---\nTitle: Reviewer\nTemplateEngine: hbs\n---\n# Reviewer\n", Policy},
		// No frontmatter at all: the policy (metadata optional) outside .github/agents/ ...
		{"agents/dev_reviewer.agent.md", "# Reviewer\n\nReviews code.\n", Policy},
		{"reviewer.agent.md", "# Reviewer\n", Policy},
		// ... and Copilot inside it.
		{".github/agents/reviewer.md", "You review code.\n", Copilot},
		// Only the shared key: the file name decides.
		{"agents/dev_reviewer.agent.md", "---\ndescription: Reviews.\n---\n# Reviewer\n", Policy},
		{"agents/reviewer.agent.md", "---\ndescription: Reviews.\n---\n# Reviewer\n", Copilot},
		// Both kinds of keys: the majority, then the directory.
		{"agents/x.agent.md", "---\nname: a\ntools: [b]\ntitle: c\n---\n", Copilot},
		{"agents/x.agent.md", "---\nname: a\ntitle: c\nicon: 🤖\n---\n", Policy},
		{".github/agents/x.md", "---\nname: a\ntitle: c\n---\n", Copilot},
	}
	for _, c := range cases {
		fm := yamlfm.Parse(diag.NewSource(c.path, []byte(c.src)))
		got, reason := Detect(c.path, fm.Root, fm.Present)
		if got != c.want || reason == "" {
			t.Errorf("%s %q: %s (%s), want %s", c.path, strings.SplitN(c.src, "\n", 3)[1], got, reason, c.want)
		}
	}
}

func TestInCopilotDir(t *testing.T) {
	for path, want := range map[string]bool{
		".github/agents/a.md": true, "repo/.github/agents/a.md": true, "/abs/.github/agents/x/a.md": true,
		"x.github/agents/a.md": false, ".github/agent/a.md": false, "agents/a.md": false, "": false,
	} {
		if got := InCopilotDir(path); got != want {
			t.Errorf("InCopilotDir(%q) = %v, want %v", path, got, want)
		}
	}
}

// A VS Code chat mode (*.chatmode.md, anywhere) is read as a custom agent:
// VS Code still loads chat modes, which custom agents replaced.
func TestChatModeIsCopilot(t *testing.T) {
	for _, path := range []string{".github/chatmodes/plan.chatmode.md", "modes/Review.CHATMODE.md", "x/plan.chatmode.md"} {
		if !(FrontEnd{}).Match(path) {
			t.Errorf("%s: not claimed", path)
		}
		src := diag.NewSource(path, []byte("---\ndescription: Plans.\ntools: ['search']\n---\nPlan.\n"))
		if p := (FrontEnd{}).Parse(src, frontend.Options{}); p == nil || p.Doc.Format != model.FormatCopilotAgent {
			t.Errorf("%s: not read as a custom agent", path)
		}
	}
}
