package lint

import (
	"testing"

	"github.com/skillint/skillint/formats"
	"github.com/skillint/skillint/internal/discover"
)

func TestLintBytesInMemory(t *testing.T) {
	src := []byte("---\n3md: 1.0\nagent: a\n---\n@plane z=0 label=\"a\" kind=identity\n[[z=3]]\n")
	f := New().LintBytes("mem/agent.3md", src, true)
	if f == nil || f.Format != "agent3md" || len(f.Findings) != 1 || f.Findings[0].Rule != "agent3md/dead-link" {
		t.Fatalf("%+v", f)
	}
	if New().LintBytes("README.md", src, true) != nil {
		t.Error("a file no format claims was linted")
	}
	// Found by discovery, a .3md that is not a 3md document is declined.
	if New().LintBytes("notes.3md", []byte("# notes\n"), false) != nil {
		t.Error("a .3md without frontmatter was claimed during discovery")
	}
	if f := New().LintBytes("notes.3md", []byte("# notes\n"), true); f == nil || f.Findings[0].Rule != "agent3md/parse" {
		t.Error("an explicitly named .3md without frontmatter must be linted")
	}
}

func discoverAll(root string) ([]Target, error) {
	found, err := discover.Find([]string{root}, func(p string) bool { return formats.Detect(p) != nil })
	var out []Target
	for _, f := range found {
		out = append(out, Target{Path: f.Path, Explicit: f.Explicit, Root: f.Root})
	}
	return out, err
}
