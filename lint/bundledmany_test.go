package lint

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// A long skill bundling many files, none named by its body, is checked in
// one pass over the body: the cost does not multiply files by body size.
func TestManyBundledFiles(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "my-skill")
	if err := os.MkdirAll(filepath.Join(dir, "notes"), 0o755); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 1500; i++ {
		if err := os.WriteFile(filepath.Join(dir, "notes", fmt.Sprintf("n%04d.md", i)), nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	body := strings.Repeat("Do the step carefully, then check the result of it.\n", 40000) // 2 MB
	src := "---\nname: my-skill\ndescription: Does X. Use when asked to do X.\n---\n" + body
	p := filepath.Join(dir, "SKILL.md")
	if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	f := New().LintFile(p, true)
	if d := time.Since(start); d > 20*time.Second {
		t.Errorf("took %v", d)
	}
	found := false
	for _, d := range f.Findings {
		if d.Rule == "lint/progressive-disclosure" {
			found = true
			if !strings.Contains(d.Message, "and 1499 other files") {
				t.Errorf("message: %s", d.Message)
			}
		}
	}
	if !found {
		t.Error("no lint/progressive-disclosure finding")
	}
}
