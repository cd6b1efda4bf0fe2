package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/skillint/skillint/internal/fix"
	"github.com/skillint/skillint/lint"
)

// A file edited between the lint and the write is left alone and reported.
func TestFixChangedFileLeftAlone(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "my-skill", "SKILL.md")
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	src := "---\nname: My_Skill\ndescription: Checks data. Use when the user asks to validate data.\n---\n# Check\n"
	if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	eng := lint.New()
	f := eng.LintFile(p, true)
	edited := strings.Replace(src, "# Check", "# Check it", 1)
	if err := os.WriteFile(p, []byte(edited), 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errb bytes.Buffer
	x := &fixer{eng: eng, roots: fix.NewRoots([]string{dir}), stdout: &out, stderr: &errb}
	if got := x.file(f); got != f {
		t.Error("the findings reported are not those of the file as read")
	}
	if b, _ := os.ReadFile(p); string(b) != edited {
		t.Fatalf("the edited file was overwritten: %q", b)
	}
	if !strings.Contains(errb.String(), "not fixed: the file changed since it was read") || !x.failures {
		t.Errorf("not reported: %q", errb.String())
	}
}

// A symbolic link in the linted tree that leads out of it is not written
// through.
func TestFixLinkOutOfTree(t *testing.T) {
	tree, outside := t.TempDir(), t.TempDir()
	target := filepath.Join(outside, "SKILL.md")
	src := "---\nname: My_Skill\ndescription: Checks data. Use when the user asks to validate data.\n---\n# Check\n"
	if err := os.WriteFile(target, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(tree, "my-skill", "SKILL.md")
	if err := os.MkdirAll(filepath.Dir(link), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(target, link); err != nil {
		t.Skip("no symbolic links here")
	}
	eng := lint.New()
	f := eng.LintFile(link, true)
	var out, errb bytes.Buffer
	x := &fixer{eng: eng, roots: fix.NewRoots([]string{tree}), stdout: &out, stderr: &errb}
	x.file(f)
	if b, _ := os.ReadFile(target); string(b) != src {
		t.Fatalf("the file outside the tree was written: %q", b)
	}
	if !strings.Contains(errb.String(), "outside the linted paths") {
		t.Errorf("not reported: %q", errb.String())
	}
}
