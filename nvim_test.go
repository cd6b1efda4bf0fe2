package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"
)

// initLua starts `skillint lsp` for Markdown buffers and, when asked,
// writes the buffer's diagnostics as JSON once they arrive.
const initLua = `
local bin, out = os.getenv('SKILLINT_BIN'), os.getenv('SKILLINT_OUT')
vim.api.nvim_create_autocmd('FileType', {
  pattern = 'markdown',
  callback = function(args)
    local id = vim.lsp.start_client({ name = 'skillint', cmd = { bin, 'lsp' }, root_dir = vim.fn.getcwd() })
    vim.lsp.buf_attach_client(args.buf, id)
  end,
})
function SkillintDump()
  vim.wait(15000, function() return #vim.diagnostic.get(0) > 0 end, 50)
  local items = {}
  for _, d in ipairs(vim.diagnostic.get(0)) do
    table.insert(items, { lnum = d.lnum, col = d.col, message = d.message, source = d.source, severity = d.severity })
  end
  vim.fn.writefile({ vim.fn.json_encode(items) }, out)
end
`

// TestNeovim opens a bad SKILL.md in a real editor client (headless
// Neovim) configured with skillint lsp, and reads the diagnostics back.
func TestNeovim(t *testing.T) {
	if testing.Short() {
		t.Skip("starts an editor")
	}
	nvim, err := exec.LookPath("nvim")
	if err != nil {
		t.Skip("Neovim is not installed")
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "skillint")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("build: %v %s", err, out)
	}
	skill := filepath.Join(dir, "my-skill", "SKILL.md")
	writeFile(t, skill, "---\nname: my-skill\ndescription: Checks data. Use when asked.\n---\n# Check\n\n😀 Follow best practices.\n")
	writeFile(t, filepath.Join(dir, "init.lua"), initLua)
	out := filepath.Join(dir, "diagnostics.json")
	cmd := exec.Command(nvim, "--headless", "-n", "-i", "NONE", "-u", filepath.Join(dir, "init.lua"), skill,
		"-c", "lua SkillintDump()", "-c", "qa!")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "SKILLINT_BIN="+bin, "SKILLINT_OUT="+out,
		"XDG_CONFIG_HOME="+dir, "XDG_DATA_HOME="+dir, "XDG_STATE_HOME="+dir, "XDG_CACHE_HOME="+dir)
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
		Lnum, Col, Severity int
		Message, Source     string
	}
	if err := json.Unmarshal(raw, &ds); err != nil {
		t.Fatalf("%v: %s", err, raw)
	}
	if len(ds) != 1 {
		t.Fatalf("diagnostics: %s", raw)
	}
	// Neovim reports 0-based lines and byte columns: the emoji is 4 bytes.
	if d := ds[0]; d.Lnum != 6 || d.Col != 5 || d.Source != "skillint" || d.Severity != 2 {
		t.Errorf("diagnostic %+v", d)
	}
}
