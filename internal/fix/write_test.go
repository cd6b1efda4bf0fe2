package fix

import (
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"testing"
)

func TestWrite(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "SKILL.md")
	if err := os.WriteFile(p, []byte("old"), 0o640); err != nil {
		t.Fatal(err)
	}
	roots := NewRoots([]string{dir})
	if err := Write(p, []byte("old"), []byte("new"), roots); err != nil {
		t.Fatal(err)
	}
	b, _ := os.ReadFile(p)
	st, _ := os.Stat(p)
	if string(b) != "new" {
		t.Errorf("content %q", b)
	}
	if runtime.GOOS != "windows" && st.Mode().Perm() != 0o640 {
		t.Errorf("mode %v, want 0640", st.Mode().Perm())
	}
	// The file changed since it was read: left alone.
	if err := Write(p, []byte("old"), []byte("newer"), roots); !errors.Is(err, ErrChanged) {
		t.Errorf("changed file: %v", err)
	}
	if b, _ := os.ReadFile(p); string(b) != "new" {
		t.Errorf("a changed file was written: %q", b)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Errorf("temporary files left: %v", entries)
	}
}

func TestWriteSymlink(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("symbolic links need privileges on Windows")
	}
	tree, outside := t.TempDir(), t.TempDir()
	target := filepath.Join(outside, "SKILL.md")
	if err := os.WriteFile(target, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(tree, "SKILL.md")
	if err := os.Symlink(target, link); err != nil {
		t.Fatal(err)
	}
	if err := Write(link, []byte("old"), []byte("new"), NewRoots([]string{tree})); !errors.Is(err, ErrOutside) {
		t.Errorf("a link out of the tree: %v", err)
	}
	if b, _ := os.ReadFile(target); string(b) != "old" {
		t.Errorf("the file outside the tree was written: %q", b)
	}
	// A link inside the tree is followed, and stays a link.
	inner := filepath.Join(tree, "real.md")
	if err := os.WriteFile(inner, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	link2 := filepath.Join(tree, "link.md")
	if err := os.Symlink(inner, link2); err != nil {
		t.Fatal(err)
	}
	if err := Write(link2, []byte("old"), []byte("new"), NewRoots([]string{tree})); err != nil {
		t.Fatal(err)
	}
	if st, err := os.Lstat(link2); err != nil || st.Mode()&os.ModeSymlink == 0 {
		t.Errorf("the link was replaced by a file")
	}
	if b, _ := os.ReadFile(inner); string(b) != "new" {
		t.Errorf("the link's target: %q", b)
	}
}
