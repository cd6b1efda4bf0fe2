package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

// readmeLua returns the Lua block of README.md that follows the paragraph
// starting with intro.
func readmeLua(t *testing.T, intro string) string {
	t.Helper()
	raw, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	s := string(raw)
	i := strings.Index(s, "\n"+intro)
	if i < 0 {
		t.Fatalf("README has no paragraph %q", intro)
	}
	m := regexp.MustCompile("(?s)```lua\n(.*?)```").FindStringSubmatch(s[i:])
	if m == nil {
		t.Fatalf("no Lua block after %q", intro)
	}
	return m[1]
}

// The README's Neovim configurations work as written: each is loaded in a
// headless Neovim that supports it, with skillint on PATH, on a bad
// SKILL.md, and the diagnostics are read back.
func TestReadmeNeovim(t *testing.T) {
	if testing.Short() {
		t.Skip("starts an editor")
	}
	nvim, err := exec.LookPath("nvim")
	if err != nil {
		t.Skip("Neovim is not installed")
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "bin", "skillint")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("build: %v %s", err, out)
	}
	hasStart, _ := exec.Command(nvim, "--headless", "-n", "-u", "NONE", "-c", "lua io.stdout:write(vim.lsp.start and 'yes' or 'no')", "-c", "qa!").Output()
	for _, tc := range []struct{ name, intro string }{
		{"0.8+", "Neovim 0.8 and later"},
		{"0.7", "Neovim 0.7"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			lua := readmeLua(t, tc.intro)
			if tc.name == "0.8+" && !strings.Contains(string(hasStart), "yes") {
				t.Skip("this Neovim has no vim.lsp.start (older than 0.8)")
			}
			work := t.TempDir()
			skill := filepath.Join(work, "my-skill", "SKILL.md")
			writeFile(t, skill, "---\nname: my-skill\ndescription: Checks data. Use when asked.\n---\n# Check\n\nFollow best practices.\n")
			out := filepath.Join(work, "diagnostics.json")
			dump := "\nfunction SkillintDump()\n" +
				"  vim.wait(15000, function() return #vim.diagnostic.get(0) > 0 end, 50)\n" +
				"  local items = {}\n" +
				"  for _, d in ipairs(vim.diagnostic.get(0)) do table.insert(items, { lnum = d.lnum, source = d.source }) end\n" +
				"  vim.fn.writefile({ vim.fn.json_encode(items) }, os.getenv('SKILLINT_OUT'))\nend\n"
			writeFile(t, filepath.Join(work, "init.lua"), lua+dump)
			cmd := exec.Command(nvim, "--headless", "-n", "-i", "NONE", "-u", filepath.Join(work, "init.lua"), skill,
				"-c", "lua SkillintDump()", "-c", "qa!")
			cmd.Dir = work
			cmd.Env = append(os.Environ(), "PATH="+filepath.Dir(bin)+string(os.PathListSeparator)+os.Getenv("PATH"), "SKILLINT_OUT="+out,
				"XDG_CONFIG_HOME="+work, "XDG_DATA_HOME="+work, "XDG_STATE_HOME="+work, "XDG_CACHE_HOME="+work)
			done := make(chan error, 1)
			go func() { done <- cmd.Run() }()
			select {
			case err := <-done:
				if err != nil {
					t.Fatalf("nvim: %v", err)
				}
			case <-time.After(60 * time.Second):
				_ = cmd.Process.Kill()
				t.Fatal("nvim did not finish")
			}
			raw, err := os.ReadFile(out)
			if err != nil {
				t.Fatalf("no diagnostics written: %v", err)
			}
			var ds []struct {
				Lnum   int
				Source string
			}
			if err := json.Unmarshal(raw, &ds); err != nil || len(ds) != 1 || ds[0].Lnum != 6 || ds[0].Source != "skillint" {
				t.Errorf("diagnostics: %s (%v)", raw, err)
			}
		})
	}
}
