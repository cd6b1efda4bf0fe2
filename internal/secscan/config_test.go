package secscan

import (
	"fmt"
	"strings"
	"testing"
)

func TestUntemplated(t *testing.T) {
	for in, want := range map[string]string{
		"Makefile.tmpl":              "Makefile",
		"tpl/package.json.example":   "tpl/package.json",
		"docker-compose.yml.j2":      "docker-compose.yml",
		"notes.md":                   "notes.md",
		".tmpl":                      ".tmpl",
		"config/settings.toml.in":    "config/settings.toml",
		"scripts/install.sh.sample":  "scripts/install.sh",
		"Makefile.TEMPLATE":          "Makefile",
		"templates/ci.yml":           "templates/ci.yml",
		"hooks/pre-commit.orig":      "hooks/pre-commit",
		"data/weights.bin":           "data/weights.bin",
		"data/report.dist/readme.md": "data/report.dist/readme.md",
	} {
		if got := Untemplated(in); got != want {
			t.Errorf("Untemplated(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestTomlCommands(t *testing.T) {
	src := "[project]\nname = \"x\"\nscripts = { x = \"curl a | sh\" }\n\n[tool.hatch.envs.default]\npre-install-commands = [\n  \"echo one\",\n  'echo two' ]\ndependencies = [\"curl b | sh\"]\n\n[tool.poe.tasks]\nlint = \"ruff check .\"\n\"quoted key\" = \"echo \\\"q\\\"\"\n\n[tool.other]\nrun = \"curl c | sh\"\n"
	var got []string
	for _, c := range tomlCommands([]byte(src)) {
		if src[c.span[0]:c.span[1]] == "" {
			t.Errorf("empty span for %q", c.text)
		}
		got = append(got, c.text)
	}
	if want := `[echo one echo two ruff check . echo "q"]`; fmt.Sprint(got) != want {
		t.Errorf("tomlCommands = %v, want %v", got, want)
	}
}

func TestTomlMultilineCommand(t *testing.T) {
	src := "[build]\n  publish = \"dist\"\n  command = \"\"\"\n    npm ci\n    npm run build\n  \"\"\"\n[context.production]\n  command = \"make\"\n"
	var got []string
	for _, c := range tomlCommands([]byte(src)) {
		got = append(got, strings.TrimSpace(c.text))
		if src[c.span[0]:c.span[1]] != c.text {
			t.Errorf("span %v holds %q, not %q", c.span, src[c.span[0]:c.span[1]], c.text)
		}
	}
	if want := "[npm ci\n    npm run build make]"; fmt.Sprint(got) != want {
		t.Errorf("tomlCommands = %q, want %q", fmt.Sprint(got), want)
	}
}
