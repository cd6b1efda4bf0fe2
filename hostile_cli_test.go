//go:build unix

package main

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

const goodSkill = "---\nname: my-skill\ndescription: Checks data files. Use when asked to check data.\n---\nCheck the data.\n"

// runCLITimed fails the test if the run does not end: nothing may block.
func runCLITimed(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	type res struct {
		code     int
		out, err string
	}
	done := make(chan res, 1)
	go func() { c, o, e := runCLI(t, "", args...); done <- res{c, o, e} }()
	select {
	case r := <-done:
		return r.code, r.out, r.err
	case <-time.After(30 * time.Second):
		t.Fatalf("skillint %v: no result after 30 s", args)
	}
	return 0, "", ""
}

// A directory named SKILL.md, on the command line or found by the walk, is
// reported; so is a directory the walk cannot list because its path is too
// long: never "0 files checked" with exit 0.
func TestNoSilentPass(t *testing.T) {
	dir := t.TempDir()
	named := filepath.Join(dir, "a", "SKILL.md")
	if err := os.MkdirAll(named, 0o755); err != nil {
		t.Fatal(err)
	}
	code, out, _ := runCLITimed(t, named)
	if code != 1 || !strings.Contains(out, named+":1:1: error: this is a directory, not a file") || !strings.Contains(out, "[io]") {
		t.Errorf("directory named SKILL.md on the command line: exit %d\n%s", code, out)
	}
	code, out, _ = runCLITimed(t, filepath.Join(dir, "a"))
	if code != 1 || !strings.Contains(out, "SKILL.md:1:1: error: this is a directory") {
		t.Errorf("directory named SKILL.md found by the walk: exit %d\n%s", code, out)
	}

	// A skill below a path longer than PATH_MAX (4096 bytes on Linux).
	deep := filepath.Join(dir, "deep")
	if err := os.Mkdir(deep, 0o755); err != nil {
		t.Fatal(err)
	}
	fd, err := syscall.Open(deep, syscall.O_RDONLY|syscall.O_DIRECTORY, 0)
	if err != nil {
		t.Fatal(err)
	}
	long := strings.Repeat("d", 200)
	for i := 0; i < 22; i++ {
		if err := syscall.Mkdirat(fd, long, 0o755); err != nil {
			t.Skip(err)
		}
		next, err := syscall.Openat(fd, long, syscall.O_RDONLY|syscall.O_DIRECTORY, 0)
		_ = syscall.Close(fd)
		if err != nil {
			t.Skip(err)
		}
		fd = next
	}
	if err := syscall.Mkdirat(fd, "my-skill", 0o755); err != nil {
		t.Fatal(err)
	}
	sk, err := syscall.Openat(fd, "my-skill/SKILL.md", syscall.O_WRONLY|syscall.O_CREAT, 0o644)
	_ = syscall.Close(fd)
	if err != nil {
		t.Fatal(err)
	}
	_, _ = syscall.Write(sk, []byte(goodSkill))
	_ = syscall.Close(sk)
	// t.TempDir's os.RemoveAll removes it: it works relative to each directory.
	code, out, _ = runCLITimed(t, deep)
	if code != 1 || !strings.Contains(out, "error: cannot list this directory: its path is") || !strings.Contains(out, "[io]") ||
		strings.Contains(out, "0 files checked") {
		t.Errorf("a skill below a path too long: exit %d\n%.300s...%s", code, out, out[max(0, len(out)-300):])
	}
}

// --config gets the checks of a linted file: no read of a device or a
// FIFO, a size limit, and a directory named .skillint.yaml is an error.
func TestConfigHostile(t *testing.T) {
	dir := t.TempDir()
	skill := filepath.Join(dir, "s", "my-skill", "SKILL.md")
	writeFile(t, skill, goodSkill)
	fifo := filepath.Join(dir, "fifo.yaml")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	big := filepath.Join(dir, "big.yaml")
	writeFile(t, big, "# "+strings.Repeat("x", 5<<20)+"\n")
	mid := filepath.Join(dir, "mid.yaml")
	writeFile(t, mid, "# "+strings.Repeat("x", 2<<20)+"\n")
	for _, c := range []struct{ path, want string }{
		{"/dev/zero", "the configuration file /dev/zero is a device, not a regular file"},
		{fifo, "is a FIFO, not a regular file"},
		{big, "is too large: 5242883 bytes, and skillint reads at most 4194304"},
		{mid, "skillint reads configuration files of at most 1048576 bytes"},
		{dir, "is a directory, not a file"},
	} {
		code, _, errs := runCLITimed(t, "-c", c.path, skill)
		if code != 2 || !strings.Contains(errs, c.want) || strings.Contains(errs, "frontmatter") {
			t.Errorf("-c %s: exit %d, stderr %q", c.path, code, errs)
		}
	}
	// Found from the working directory.
	if err := os.Mkdir(filepath.Join(dir, "s", ".skillint.yaml"), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Chdir(filepath.Join(dir, "s"))
	if code, _, errs := runCLITimed(t, "."); code != 2 || !strings.Contains(errs, ".skillint.yaml is a directory, not a file") {
		t.Errorf("a directory .skillint.yaml: exit %d, stderr %q", code, errs)
	}
}

// A directory name holding a newline and a workflow command cannot forge a
// command or a finding line in github or text output.
func TestForgedLinesFromPaths(t *testing.T) {
	dir := t.TempDir()
	evil := filepath.Join(dir, "x\n::error file=evil.md,line=1::forged\n::add-mask::y\n\x1b[2Jz:1:1: error: forged", "my-skill")
	writeFile(t, filepath.Join(evil, "SKILL.md"), strings.Replace(goodSkill, "Check the data.", "See [x](references/%1B%5B2J%0A::warning::x.md).", 1))
	for _, format := range []string{"github", "text"} {
		code, out, _ := runCLITimed(t, "--format", format, dir)
		if code != 1 {
			t.Errorf("%s: exit %d\n%s", format, code, out)
		}
		commands := 0
		for _, l := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
			if strings.ContainsAny(l, "\x1b\r") {
				t.Errorf("%s: a raw control character: %q", format, l)
			}
			if strings.HasPrefix(strings.TrimSpace(l), "::") {
				commands++
			}
			if strings.HasPrefix(l, "z:1:1:") || strings.HasPrefix(l, "::error file=evil") || strings.HasPrefix(l, "::add-mask") {
				t.Errorf("%s: a forged line %q", format, l)
			}
		}
		if want := map[string]int{"github": 1, "text": 0}[format]; commands != want {
			t.Errorf("%s: %d command lines, want %d:\n%s", format, commands, want, out)
		}
	}
}
