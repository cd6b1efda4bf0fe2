//go:build unix

package lint

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/rules"
)

// Files that cannot be read give an io finding, never a hang, and the other
// files are still linted.
func TestUnreadableFiles(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "a", "agent.3md")
	if err := os.MkdirAll(filepath.Dir(good), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(good, []byte("---\n3md: 1.0\nagent: a\n---\n@plane z=0 kind=identity\nhi\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	broken := filepath.Join(dir, "b", "agent.3md")
	_ = os.MkdirAll(filepath.Dir(broken), 0o755)
	if err := os.Symlink(filepath.Join(dir, "nowhere"), broken); err != nil {
		t.Fatal(err)
	}
	fifo := filepath.Join(dir, "c", "agent.3md")
	_ = os.MkdirAll(filepath.Dir(fifo), 0o755)
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skipf("no FIFOs here: %v", err)
	}
	done := make(chan []*diag.File)
	go func() {
		done <- New().LintFiles([]Target{{Path: good}, {Path: broken}, {Path: fifo}})
	}()
	var files []*diag.File
	select {
	case files = <-done:
	case <-time.After(10 * time.Second):
		t.Fatal("linting a FIFO blocked")
	}
	if len(files) != 3 {
		t.Fatalf("%d results, want 3", len(files))
	}
	if len(files[0].Findings) != 0 {
		t.Errorf("good file: %+v", files[0].Findings)
	}
	for _, f := range files[1:] {
		if len(f.Findings) != 1 || f.Findings[0].Rule != string(rules.IO) || f.Findings[0].Severity != diag.Error || f.Findings[0].Range.Start.Line != 1 {
			t.Errorf("%s: %+v", f.Path(), f.Findings)
		}
	}
	if !strings.Contains(files[2].Findings[0].Message, "not a regular file") {
		t.Errorf("FIFO message: %s", files[2].Findings[0].Message)
	}
}

func TestHostileFilesystem(t *testing.T) {
	dir := t.TempDir()
	mk := func(p string) string { p = filepath.Join(dir, p); _ = os.MkdirAll(filepath.Dir(p), 0o755); return p }
	good := mk("ok/my-skill/SKILL.md")
	_ = os.WriteFile(good, []byte(fm+"# Check\n"), 0o644)
	// A symlink loop, a directory named SKILL.md, a FIFO and a device under
	// the name, and a broken link: each but the loop is reported.
	_ = os.Symlink(filepath.Join(dir, "ok"), mk("ok/loop"))
	_ = os.MkdirAll(mk("dir/SKILL.md"), 0o755)
	if err := syscall.Mkfifo(mk("fifo/SKILL.md"), 0o644); err != nil {
		t.Skipf("no FIFOs: %v", err)
	}
	_ = os.Symlink("/dev/zero", mk("dev/SKILL.md"))
	_ = os.Symlink(filepath.Join(dir, "nowhere"), mk("broken/SKILL.md"))
	var files []*diag.File
	guard(t, "filesystem", func() {
		found, err := discoverAll(dir)
		if err != nil {
			t.Error(err)
		}
		files = New().LintFiles(found)
	})
	got := map[string]string{}
	for _, f := range files {
		rel, _ := filepath.Rel(dir, f.Path())
		got[filepath.ToSlash(rel)] = strings.Join(rulesAt(f), " ")
	}
	want := map[string]string{"ok/my-skill/SKILL.md": "", "fifo/SKILL.md": "io@1", "dev/SKILL.md": "io@1", "broken/SKILL.md": "io@1", "dir/SKILL.md": "io@1"}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("got %v\nwant %v", got, want)
	}
}
