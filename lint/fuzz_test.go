package lint

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/skillint/skillint/diag"
)

// FuzzLint runs the whole pipeline (detection, parsing, normalizing, every
// rule) on arbitrary bytes and checks that every finding has a sane position.
func FuzzLint(f *testing.F) {
	_ = filepath.WalkDir(filepath.Join("..", "testdata"), func(p string, e os.DirEntry, err error) error {
		if err == nil && !e.IsDir() && strings.HasSuffix(p, ".3md") {
			if b, err := os.ReadFile(p); err == nil {
				f.Add(b)
			}
		}
		return nil
	})
	eng := New()
	f.Fuzz(func(t *testing.T, src []byte) {
		file := eng.LintBytes("fuzz/agent.3md", src, true)
		if file == nil {
			t.Fatal("agent.3md not linted")
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
	})
}
