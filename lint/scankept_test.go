package lint

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The security analysis keeps the scan of a bundled file and of a skill's
// body for the run (copies of a skill share them). A kept result must be
// what a fresh scan would give: at the copy's own lines, and, where the
// skill's words decided a finding (a tool's own installer), only for a skill
// with the same words.
func TestSecurityScanKept(t *testing.T) {
	root := t.TempDir()
	write := func(rel, text string) string {
		t.Helper()
		p := filepath.Join(root, rel)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	// The same body and the same reference file in three skills: two
	// about exampletool (whose installer is then the tool's own), one not; the
	// last has one more frontmatter line, so its body starts a line later.
	body := "# Setup\n\nRun the installer:\n\n```bash\ncurl --proto '=https' -sSf https://sh.exampletool.dev | sh\n```\n"
	ref := "# Installing\n\n```bash\ncurl -sSf https://sh.exampletool.dev | sh\n```\n"
	skills := []struct{ dir, front string }{
		{"exampletool-a", "name: exampletool-a\ndescription: Install Exampletool. Use when asked to set up Exampletool.\n"},
		{"exampletool-b", "name: exampletool-b\ndescription: Install Exampletool. Use when asked to set up Exampletool.\n"},
		{"notes", "name: notes\ndescription: Formats notes. Use when asked to tidy notes.\nlicense: MIT\n"},
	}
	e := New()
	got := map[string][]string{}
	for _, s := range skills {
		path := write(s.dir+"/SKILL.md", "---\n"+s.front+"---\n"+body)
		write(s.dir+"/references/install.md", ref)
		f := e.LintFile(path, true)
		if f == nil {
			t.Fatalf("%s: not linted", path)
		}
		for _, fd := range f.Findings {
			if strings.HasPrefix(fd.Rule, "security/pipe-to-shell") {
				got[s.dir] = append(got[s.dir], fmt.Sprintf("SKILL.md:%d %s %s %s", fd.Range.Start.Line, f.Source.Bytes[fd.Range.Start.Offset:fd.Range.Start.Offset+2], fd.Severity, ownInstaller(fd.Message)))
			}
		}
		for _, bf := range e.Bundled(path, nil) {
			for _, fd := range bf.Findings {
				if strings.HasPrefix(fd.Rule, "security/pipe-to-shell") {
					got[s.dir] = append(got[s.dir], fmt.Sprintf("%s:%d %s %s %s", filepath.Base(bf.Source.Path), fd.Range.Start.Line, bf.Source.Bytes[fd.Range.Start.Offset:fd.Range.Start.Offset+2], fd.Severity, ownInstaller(fd.Message)))
				}
			}
		}
	}
	want := map[string]string{
		"exampletool-a": "SKILL.md:10 sh info own|install.md:4 sh info own",
		"exampletool-b": "SKILL.md:10 sh info own|install.md:4 sh info own",
		"notes":         "SKILL.md:11 sh warning other|install.md:4 sh info other",
	}
	for dir, w := range want {
		if g := strings.Join(got[dir], "|"); g != w {
			t.Errorf("%s: got %q, want %q", dir, g, w)
		}
	}
}

func ownInstaller(msg string) string {
	if strings.Contains(msg, "the tool's own installer") {
		return "own"
	}
	return "other"
}
