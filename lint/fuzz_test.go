package lint

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/skillint/skillint/diag"
)

// seedFixtures adds every fixture under testdata whose name ends in suffix
// (when fuzzing, a sample: see addSeeds).
func seedFixtures(f *testing.F, suffix string) {
	var seeds [][]byte
	_ = filepath.WalkDir(filepath.Join("..", "testdata"), func(p string, e os.DirEntry, err error) error {
		if err == nil && !e.IsDir() && strings.HasSuffix(strings.ToLower(p), suffix) {
			if b, err := os.ReadFile(p); err == nil {
				seeds = append(seeds, b)
			}
		}
		return nil
	})
	addSeeds(f, seeds)
}

// maxFuzzSeeds is the most seeds a target starts fuzzing from. The engine
// runs every seed before it mutates any, and the SKILL.md fixtures number
// over a thousand: a short run (CI's few seconds) spent them all on that
// and made no execution of its own.
const maxFuzzSeeds = 150

// addSeeds adds seeds to f: all of them when the seeds run as tests, an
// even sample of maxFuzzSeeds when fuzzing.
func addSeeds(f *testing.F, seeds [][]byte) {
	step := 1
	if fl := flag.Lookup("test.fuzz"); fl != nil && fl.Value.String() != "" && len(seeds) > maxFuzzSeeds {
		step = (len(seeds) + maxFuzzSeeds - 1) / maxFuzzSeeds
	}
	for i := 0; i < len(seeds); i += step {
		f.Add(seeds[i])
	}
}

// fuzzPipeline runs the whole pipeline (detection, parsing, normalizing,
// every rule) on arbitrary bytes as the file path, and checks that every
// finding is complete and has a sane position.
func fuzzPipeline(t *testing.T, eng *Engine, path string, src []byte) {
	file := eng.LintBytes(path, src, true)
	if file == nil {
		t.Fatalf("%s not linted", path)
	}
	for _, d := range file.Findings {
		check := func(r diag.Range) {
			if r.Start.Offset < 0 || r.End.Offset < r.Start.Offset || r.End.Offset > len(src) {
				t.Fatalf("%s: bad range %+v (len %d)", d.Rule, r, len(src))
			}
			if r.Start.Line != file.Source.LineOf(r.Start.Offset) || r.End.Line != file.Source.LineOf(r.End.Offset) {
				t.Fatalf("%s: line does not match offset: %+v", d.Rule, r)
			}
		}
		check(d.Range)
		for _, rel := range d.Related {
			check(rel.Range)
		}
		if d.Message == "" || d.Rule == "" || d.Severity == diag.Off {
			t.Fatalf("incomplete finding %+v", d)
		}
	}
}

func FuzzLint(f *testing.F) {
	seedFixtures(f, ".3md")
	eng := New()
	f.Fuzz(func(t *testing.T, src []byte) { fuzzPipeline(t, eng, "fuzz/agent.3md", src) })
}

func FuzzLintSkillMD(f *testing.F) {
	seedFixtures(f, "skill.md")
	eng := New()
	f.Fuzz(func(t *testing.T, src []byte) { fuzzPipeline(t, eng, "fuzz/my-skill/SKILL.md", src) })
}

func FuzzLintAgentPolicy(f *testing.F) {
	seedFixtures(f, ".agent.md")
	eng := New()
	f.Fuzz(func(t *testing.T, src []byte) { fuzzPipeline(t, eng, "fuzz/agents/dev_reviewer.agent.md", src) })
}

func FuzzLintCopilot(f *testing.F) {
	seedFixtures(f, ".agent.md")
	eng := New()
	f.Fuzz(func(t *testing.T, src []byte) { fuzzPipeline(t, eng, "fuzz/.github/agents/planner.agent.md", src) })
}

// seedDir adds every file under testdata/<dir> whose name ends in suffix
// (when fuzzing, a sample: see addSeeds).
func seedDir(f *testing.F, dir, suffix string) {
	var seeds [][]byte
	_ = filepath.WalkDir(filepath.Join("..", "testdata", filepath.FromSlash(dir)), func(p string, e os.DirEntry, err error) error {
		if err == nil && !e.IsDir() && strings.HasSuffix(p, suffix) {
			if b, err := os.ReadFile(p); err == nil {
				seeds = append(seeds, b)
			}
		}
		return nil
	})
	addSeeds(f, seeds)
}

func FuzzLintSubagent(f *testing.F) {
	seedDir(f, "rules/subagent", ".md")
	eng := New()
	f.Fuzz(func(t *testing.T, src []byte) { fuzzPipeline(t, eng, "fuzz/.claude/agents/reviewer.md", src) })
}

func FuzzLintCommand(f *testing.F) {
	seedDir(f, "rules/command", ".md")
	eng := New()
	f.Fuzz(func(t *testing.T, src []byte) { fuzzPipeline(t, eng, "fuzz/.claude/commands/git/commit.md", src) })
}

// skillDir makes a skill directory for the formats that live inside one.
func skillDir(f *testing.F) string {
	dir := filepath.Join(f.TempDir(), "csv-analyzer")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		f.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "SKILL.md"), []byte("---\nname: csv-analyzer\ndescription: d\n---\n"), 0o644); err != nil {
		f.Fatal(err)
	}
	return dir
}

func FuzzLintEvals(f *testing.F) {
	seedDir(f, "rules/evals", ".json")
	path := filepath.Join(skillDir(f), "evals", "evals.json")
	eng := New()
	f.Fuzz(func(t *testing.T, src []byte) { fuzzPipeline(t, eng, path, src) })
}

func FuzzLintCodex(f *testing.F) {
	seedDir(f, "rules/codex", ".yaml")
	path := filepath.Join(skillDir(f), "agents", "openai.yaml")
	eng := New()
	f.Fuzz(func(t *testing.T, src []byte) { fuzzPipeline(t, eng, path, src) })
}
