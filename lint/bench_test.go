package lint

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/formats"
	"github.com/skillint/skillint/formats/frontend"
	"github.com/skillint/skillint/rules"
	"github.com/skillint/skillint/rules/registry"
)

// Large, realistic inputs for each front-end.
func largeSkill(kb int) []byte {
	var b strings.Builder
	b.WriteString("---\nname: data-check\ndescription: Validates CSV and JSON files. Use when the user asks to check data.\nlicense: MIT\nmetadata:\n  version: \"1.0\"\n---\n# Data check\n\n")
	for i := 0; b.Len() < kb<<10; i++ {
		fmt.Fprintf(&b, "## Step %d\n\nRead the file and check each row against [the schema](references/schema.md). Report the row, column and value of each mismatch.\n\n- Use `csvkit` for CSV.\n- Use `jq` for JSON.\n\n```bash\ncsvclean data-%d.csv\n```\n\n", i, i)
	}
	return []byte(b.String())
}

func largeAgent(planes int) []byte {
	var b strings.Builder
	b.WriteString("---\n3md: 1.0\nagent: dev\ntools: rg, fd, jq\n---\n@plane z=0 label=\"dev\" kind=identity\n# dev\nRules.\n\n")
	for i := 1; i <= planes; i++ {
		fmt.Fprintf(&b, "@plane z=%d label=\"s%d\" kind=skill triggers=\"find %d, search %d\" inputs=\"pattern:string, path:string?\" tool=\"rg {pattern} {path}\"\n# Skill %d\nSearch with rg. See [[z=%d]].\n\n", i, i, i, i, i, (i%planes)+1)
	}
	return []byte(b.String())
}

func largePolicy(commands int) []byte {
	var b strings.Builder
	b.WriteString("---\ntitle: Reviewer\nversion: 1.0.0\nicon: 🤖\nstatus: active\nrequired:\n  env: [GITHUB_TOKEN]\n  startup: lint\nabilities:\n  allow: [fs, sh:git]\ncommands:\n")
	for i := 0; i < commands; i++ {
		fmt.Fprintf(&b, "  - name: cmd%d\n    description: Runs step %d. Use when asked.\n    argument-hint: [target]\n    body: |\n      Review $1 carefully, step %d.\n", i, i, i)
	}
	b.WriteString("---\n# Reviewer\n\nReviews pull requests.\n\n## Tools\n\n```js\nconst scheme = { name: \"lint\", description: \"d\", parameters: {} };\nreturn { lint: { fn, scheme } };\n```\n")
	return []byte(b.String())
}

// benchLint lints a document repeatedly, each time with a different last
// line, so that nothing computed from the text of one run serves the next
// (as for distinct files, or an edit).
func benchLint(b *testing.B, path string, src []byte) {
	e := New()
	e.LintBytes(path, src, true) // warm: the tokenizer's ranks load once per process
	b.SetBytes(int64(len(src)))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		e.LintBytes(path, append(src[:len(src):len(src)], fmt.Sprintf("\nLast line %d.\n", i)...), true)
	}
}

func BenchmarkLintSkillMD20KB(b *testing.B)  { benchLint(b, "x/data-check/SKILL.md", largeSkill(20)) }
func BenchmarkLintSkillMD500KB(b *testing.B) { benchLint(b, "x/data-check/SKILL.md", largeSkill(500)) }
func BenchmarkLintAgent3md200(b *testing.B)  { benchLint(b, "x/agent.3md", largeAgent(200)) }
func BenchmarkLintAgentPolicy(b *testing.B) {
	benchLint(b, "agents/review_pull-requests.agent.md", largePolicy(100))
}
func BenchmarkLintCopilot(b *testing.B) {
	benchLint(b, ".github/agents/planner.agent.md", append([]byte("---\nname: planner\ndescription: Plans. Use when starting.\ntools: [read, search]\n---\n"), largeSkill(20)[120:]...))
}

// BenchmarkFrontEnds measures each front-end's parse and mapping alone.
func BenchmarkFrontEnds(b *testing.B) {
	cases := []struct{ name, path string }{
		{"skill-md", "x/data-check/SKILL.md"}, {"agent3md", "x/agent.3md"}, {"agentmd", "agents/review_pull-requests.agent.md"},
	}
	inputs := [][]byte{largeSkill(20), largeAgent(200), largePolicy(100)}
	for i, c := range cases {
		src := inputs[i]
		b.Run(c.name, func(b *testing.B) {
			fe := formats.Detect(c.path)
			b.SetBytes(int64(len(src)))
			for i := 0; i < b.N; i++ {
				fe.Parse(diag.NewSource(c.path, src), frontend.Options{Explicit: true})
			}
		})
	}
}

// BenchmarkRules runs each rule alone over a large document of a format it
// applies to (the body facts warm, as they are after the first rule).
func BenchmarkRules(b *testing.B) {
	docs := map[string][]byte{"skill-md": largeSkill(500), "agent3md": largeAgent(500), "agentmd": largePolicy(300)}
	paths := map[string]string{"skill-md": "x/data-check/SKILL.md", "agent3md": "x/agent.3md", "agentmd": "agents/review_pull-requests.agent.md"}
	for _, r := range registry.All() {
		if r.Check == nil {
			continue
		}
		for _, format := range []string{"skill-md", "agent3md", "agentmd"} {
			if !r.AppliesTo(format) {
				continue
			}
			parsed := formats.Detect(paths[format]).Parse(diag.NewSource(paths[format], docs[format]), frontend.Options{Explicit: true})
			for _, s := range parsed.Doc.Skills {
				if s.Body != nil {
					s.Body.Info()
				}
			}
			b.Run(string(r.ID), func(b *testing.B) {
				for i := 0; i < b.N; i++ {
					r.Check(rules.NewPass(r, parsed.Doc))
				}
			})
			break
		}
	}
}

// BenchmarkBundled scans the files bundled with a small skill: a script, a
// reference and a helper. Their texts repeat from one iteration to the next,
// so this measures what each file costs besides scanning its text (reading
// it, the rules' passes, the memo lookups).
func BenchmarkBundled(b *testing.B) {
	dir := b.TempDir()
	files := map[string]string{
		"SKILL.md":             "---\nname: " + filepath.Base(dir) + "\ndescription: Checks data. Use when asked.\n---\n# Check\n",
		"scripts/run.sh":       "#!/bin/sh\nset -eu\n" + strings.Repeat("csvclean \"$1\" > out.csv\necho done\n", 60),
		"references/schema.md": "# Schema\n\n" + strings.Repeat("| column | type | notes |\n|---|---|---|\n| id | int | the key |\n\n```sql\nselect id from t;\n```\n\n", 40),
		"scripts/helper.py":    "import csv, sys\n\n" + strings.Repeat("def check(row):\n    return all(row)\n\n", 30),
	}
	for name, text := range files {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			b.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			b.Fatal(err)
		}
	}
	e := New()
	skill := filepath.Join(dir, "SKILL.md")
	e.Bundled(skill, nil)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		e.Bundled(skill, nil)
	}
}
