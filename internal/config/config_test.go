package config

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/rules/registry"
)

func TestErrors(t *testing.T) {
	cases := []struct{ src, want string }{
		{"rules:\n  agent3md/deadlink: off\n", `c.yaml:2:3: unknown rule "agent3md/deadlink" (did you mean "agent3md/dead-link"?)`},
		{"rule:\n  x: off\n", `c.yaml:1:1: unknown setting "rule" (did you mean "rules"?)`},
		{"rules:\n  lint/context-budget: loud\n", `c.yaml:2:24: unknown severity "loud"`},
		{"rules:\n  lint/context-budget:\n    options: {max-token: 10}\n", `c.yaml:3:15: rule lint/context-budget has no option "max-token" (did you mean "max-tokens"?)`},
		{"rules:\n  lint/context-budget:\n    options: {max-tokens: many}\n", `c.yaml:3:27: option max-tokens takes a whole number`},
		{"rules:\n  lint/defaults-over-menus:\n    options:\n      patterns: ['(unclosed']\n", `c.yaml:4:18: bad regular expression "(unclosed"`},
		{"overrides:\n  - files: [a/**]\n    format: copilot\n", `c.yaml:3:13: unknown format "copilot" (did you mean "copilot-agent"?)`},
		{"overrides:\n  - rules: {lint/context-budget: off}\n", `c.yaml:2:5: an override needs `},
		{"rules:\n  lint/context-budget: [off\n", `c.yaml:2:24: the configuration is not valid YAML`},
		{"ignore: 3\n", `c.yaml:1:9: ` + "`ignore`" + ` takes glob patterns`},
		{"rules:\n  lint/context-budget:\n    level: off\n", `c.yaml:3:5: unknown key "level" for rule lint/context-budget`},
	}
	for _, c := range cases {
		_, err := Parse("c.yaml", []byte(c.src))
		if err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("%q:\n got %v\nwant %s...", c.src, err, c.want)
		}
	}
}

func TestPrecedence(t *testing.T) {
	src := `rules:
  lint/context-budget:
    severity: error
    options: {max-tokens: 100}
  lint/gotchas-present: off
ignore: ["vendor/**", "*.draft.md"]
host-fields: {x-owner: Acme}
overrides:
  - files: ["legacy/**"]
    rules:
      lint/context-budget: {options: {max-lines: 50}}
      lint/gotchas-present: info
  - files: ["legacy/old/**"]
    rules: {lint/context-budget: warning}
    format: copilot-agent
`
	dir := t.TempDir()
	path := filepath.Join(dir, FileName)
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	cfg, err := Load(path)
	if err != nil {
		t.Fatal(err)
	}
	budget, gotchas := registry.ByID("lint/context-budget"), registry.ByID("lint/gotchas-present")
	at := func(rel string) *Effective { return cfg.For(filepath.Join(dir, rel)) }

	e := at("skills/a/SKILL.md")
	if e.Severity(budget) != diag.Error || e.Severity(gotchas) != diag.Off || e.Options(budget)["max-tokens"] != 100 || e.Format != "" {
		t.Errorf("top level: %v %v %v", e.Severity(budget), e.Severity(gotchas), e.Options(budget))
	}
	e = at("legacy/a/SKILL.md")
	if e.Severity(budget) != diag.Error || e.Severity(gotchas) != diag.Info || e.Options(budget)["max-tokens"] != 100 || e.Options(budget)["max-lines"] != 50 {
		t.Errorf("override: %v %v %v", e.Severity(budget), e.Severity(gotchas), e.Options(budget))
	}
	e = at("legacy/old/x.agent.md")
	if e.Severity(budget) != diag.Warning || e.Format != "copilot-agent" {
		t.Errorf("later override: %v %q", e.Severity(budget), e.Format)
	}
	if r := registry.ByID("skill/frontmatter.hostField"); e.Options(r)["host-fields"].(map[string]string)["x-owner"] != "Acme" {
		t.Errorf("host-fields not passed to the rule: %v", e.Options(r))
	}
	for rel, want := range map[string]bool{"vendor/x/SKILL.md": true, "a/b.draft.md": true, "a/SKILL.md": false} {
		if got := cfg.Ignored(filepath.Join(dir, rel)); got != want {
			t.Errorf("Ignored(%s) = %v", rel, got)
		}
	}
	sub := filepath.Join(dir, "skills", "deep")
	_ = os.MkdirAll(sub, 0o755)
	if got := Find(sub); got != path {
		t.Errorf("Find from a subdirectory: %q, want %q", got, path)
	}
}

// A bare `off` is YAML's false; it still turns a rule off.
func TestBareOff(t *testing.T) {
	cfg, err := Parse("c.yaml", []byte("rules:\n  lint/gotchas-present: off\n"))
	if err != nil {
		t.Fatal(err)
	}
	if cfg.For("x").Severity(registry.ByID("lint/gotchas-present")) != diag.Off {
		t.Error("off did not turn the rule off")
	}
}
