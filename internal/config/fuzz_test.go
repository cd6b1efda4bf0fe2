package config

import "testing"

// FuzzParse reads arbitrary configuration files: an error or a
// configuration, never a panic.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"rules:\n  lint/context-budget: off\n", "overrides:\n  - files: [a]\n    format: agentmd\n", "ignore: [\"[\"]\n", "host-fields: {a: b}\n"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		cfg, err := Parse("c.yaml", src)
		if err == nil && cfg != nil {
			cfg.For("a/b/SKILL.md")
			cfg.Ignored("a/b/SKILL.md")
		}
	})
}
