package fix_test

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/internal/fix"
	"github.com/skillint/skillint/lint"
)

// fuzzPaths are the files a fuzzed input is linted as: one per format with
// fixes, the skill in a directory whose name is a valid skill name.
var fuzzPaths = []string{
	filepath.Join("fz", "my-skill", "SKILL.md"),
	filepath.Join("fz", ".github", "agents", "planner.agent.md"),
	filepath.Join("fz", "agents", "review_pull-requests.agent.md"),
	filepath.Join("fz", "agent.3md"),
}

// parseRules are the rules whose findings say that a file does not parse.
func parseErrors(f *diag.File) int {
	n := 0
	for _, d := range f.Findings {
		if strings.HasSuffix(d.Rule, "frontmatter.syntax") || d.Rule == "agent3md/parse" || d.Rule == "skill/frontmatter.missing" {
			n++
		}
	}
	return n
}

// FuzzFix: for any input, each fix alone never makes a parse error, the
// edits of a pass change no byte outside them, and a whole --fix (safe, or
// with unsafe fixes) never makes a new error finding and is a fixed point.
func FuzzFix(f *testing.F) {
	// As tests, every fixture is linted as every format; when fuzzing, each
	// once, as the next format in turn: the engine runs every seed before
	// it mutates one, and CI's few seconds went on the seeds alone.
	fuzzing := false
	if fl := flag.Lookup("test.fuzz"); fl != nil && fl.Value.String() != "" {
		fuzzing = true
	}
	k := 0
	_ = filepath.WalkDir(root, func(p string, e os.DirEntry, err error) error {
		if err == nil && !e.IsDir() && !strings.HasSuffix(p, ".fixed") {
			if b, err := os.ReadFile(p); err == nil {
				if fuzzing {
					f.Add(b, uint8(k%len(fuzzPaths)))
					k++
					return nil
				}
				for i := range fuzzPaths {
					f.Add(b, uint8(i))
				}
			}
		}
		return nil
	})
	eng := lint.New()
	f.Fuzz(func(t *testing.T, src []byte, which uint8) {
		path := fuzzPaths[int(which)%len(fuzzPaths)]
		linter := func(b []byte) *diag.File { return eng.LintBytes(path, b, true) }
		orig := linter(src)
		if orig == nil {
			return
		}
		var fixes []diag.Fix
		for i := range orig.Findings {
			fixes = append(fixes, orig.Findings[i].Fixes...)
		}
		for i := range fixes {
			out, applied, _ := fix.Apply(src, fixes[i:i+1])
			if len(applied) == 0 {
				continue
			}
			if after := linter(out); after != nil && parseErrors(after) > parseErrors(orig) {
				t.Fatalf("%s: the fix %q makes a parse error:\n%s", path, fixes[i].Description, fix.Diff(path, src, out))
			}
		}
		// Bytes outside the edits of a pass are the input's.
		out, _, edits := fix.Apply(src, fixes)
		at, o := 0, 0
		for _, e := range edits {
			if !bytes.Equal(out[o:o+e.Start-at], src[at:e.Start]) {
				t.Fatalf("bytes %d..%d changed outside the edits", at, e.Start)
			}
			o += e.Start - at + len(e.New)
			at = e.End
		}
		if !bytes.Equal(out[o:], src[at:]) {
			t.Fatalf("bytes after the last edit changed")
		}
		for _, unsafe := range []bool{false, true} {
			res := fix.Fix(src, orig, linter, unsafe)
			if added := newErrors(orig, res.File); len(added) > 0 {
				t.Fatalf("%s: --fix (unsafe %v) made new errors %v:\n%s", path, unsafe, added, fix.Diff(path, src, res.Src))
			}
			if !res.Changed() {
				continue
			}
			if again := fix.Fix(res.Src, res.File, linter, unsafe); again.Changed() && res.Passes < fix.MaxPasses {
				t.Fatalf("%s: fixing twice changed the text again:\n%s", path, fix.Diff(path, res.Src, again.Src))
			}
		}
	})
}
