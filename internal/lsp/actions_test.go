package lsp

import (
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/skillint/skillint/diag"
)

// applyEdits applies LSP text edits (UTF-8 positions) to text.
func applyEdits(t *testing.T, text string, edits []textEdit) string {
	t.Helper()
	src := diag.NewSource("x", []byte(text))
	off := func(p position) int { return src.LineStart(p.Line+1) + p.Character }
	sort.Slice(edits, func(i, j int) bool { return off(edits[i].Range.Start) > off(edits[j].Range.Start) })
	for _, e := range edits {
		s, end := off(e.Range.Start), off(e.Range.End)
		text = text[:s] + e.NewText + text[end:]
	}
	return text
}

func rulesOf(ds []diagnostic) map[string]int {
	m := map[string]int{}
	for _, d := range ds {
		m[d.Code]++
	}
	return m
}

func TestCodeActions(t *testing.T) {
	s := New(strings.NewReader(""), &strings.Builder{})
	dir := filepath.Join(t.TempDir(), "my-skill")
	path := filepath.Join(dir, "SKILL.md")
	uri := "file://" + filepath.ToSlash(path)
	text := "---\r\nname: My_Skill\r\ndescription: Checks data. Use when asked.\r\n---\r\n# Check\r\n\r\nFollow best practices.\r\n"
	all := lspRange{End: position{Line: 100}}
	actions := s.CodeActions(uri, path, []byte(text), all, diag.Bytes)
	byTitle := map[string]codeAction{}
	for _, a := range actions {
		if a.Kind == "quickfix" && len(a.Diagnostics) != 1 || a.Kind != "quickfix" && a.Kind != "source.fixAll.skillint" {
			t.Errorf("action %+v", a)
		}
		byTitle[a.Title] = a
	}
	fix, ok := byTitle[`Fix: rename the skill to "my-skill"`]
	if !ok || !fix.IsPreferred {
		t.Fatalf("no preferred quick fix for skill/name.format in %v", titles(actions))
	}
	fixed := applyEdits(t, text, fix.Edit.Changes[uri])
	if want := strings.Replace(text, "My_Skill", "my-skill", 1); fixed != want {
		t.Fatalf("fixed text %q, want %q", fixed, want)
	}
	if n := rulesOf(s.Diagnostics(path, []byte(fixed), diag.Bytes))["skill/name.format"]; n != 0 {
		t.Errorf("the fix left skill/name.format")
	}
	// Disabling a frontmatter finding for its line: a YAML comment.
	line, ok := byTitle["Disable skill/name.format for this line"]
	if !ok {
		t.Fatalf("no line suppression in %v", titles(actions))
	}
	got := applyEdits(t, text, line.Edit.Changes[uri])
	if !strings.Contains(got, "name: My_Skill # skillint-disable-line skill/name.format\r\n") {
		t.Fatalf("line suppression gave %q", got)
	}
	if n := rulesOf(s.Diagnostics(path, []byte(got), diag.Bytes)); n["skill/name.format"] != 0 || n["suppression/unused"] != 0 {
		t.Errorf("after the line suppression: %v", n)
	}
	// A body finding: a directive line before it, with the file's line ending.
	body, ok := byTitle["Disable lint/no-generic-instructions for this line"]
	if !ok {
		t.Fatalf("no body line suppression in %v", titles(actions))
	}
	got = applyEdits(t, text, body.Edit.Changes[uri])
	if !strings.Contains(got, "\r\n<!-- skillint-disable-next-line lint/no-generic-instructions -->\r\nFollow") {
		t.Fatalf("body suppression gave %q", got)
	}
	if n := rulesOf(s.Diagnostics(path, []byte(got), diag.Bytes)); n["lint/no-generic-instructions"] != 0 || n["suppression/unused"] != 0 {
		t.Errorf("after the body suppression: %v", n)
	}
	// The whole file.
	file, ok := byTitle["Disable skill/name.format for this file"]
	if !ok {
		t.Fatalf("no file suppression in %v", titles(actions))
	}
	got = applyEdits(t, text, file.Edit.Changes[uri])
	if !strings.HasSuffix(got, "\r\n<!-- skillint-disable-file skill/name.format -->\r\n") {
		t.Fatalf("file suppression gave %q", got)
	}
	if n := rulesOf(s.Diagnostics(path, []byte(got), diag.Bytes)); n["skill/name.format"] != 0 || n["suppression/unused"] != 0 {
		t.Errorf("after the file suppression: %v", n)
	}
	// Every safe fix at once: the whole text replaced by what --fix writes.
	fixAll, ok := byTitle["Fix all safe skillint findings"]
	if !ok || fixAll.Kind != "source.fixAll.skillint" {
		t.Fatalf("no fix-all action in %v", titles(actions))
	}
	if got := applyEdits(t, text, fixAll.Edit.Changes[uri]); got != strings.Replace(text, "My_Skill", "my-skill", 1) {
		t.Errorf("fix all gave %q", got)
	}
	// Only the findings of the range asked for.
	if a := s.CodeActions(uri, path, []byte(text), lspRange{Start: position{Line: 2}, End: position{Line: 2}}, diag.Bytes); len(a) != 1 || a[0].Kind != "source.fixAll.skillint" {
		t.Errorf("actions on a line without findings: %v", titles(a))
	}
}

func titles(as []codeAction) []string {
	var out []string
	for _, a := range as {
		out = append(out, a.Title)
	}
	return out
}

// TestCodeActionRequest goes through the protocol.
func TestCodeActionRequest(t *testing.T) {
	c := start(t, 0)
	caps := c.initialize("utf-16")["capabilities"].(map[string]any)
	if caps["codeActionProvider"] == nil {
		t.Fatalf("no codeActionProvider in %v", caps)
	}
	uri := "file://" + filepath.ToSlash(filepath.Join(t.TempDir(), "my-skill", "SKILL.md"))
	c.send("textDocument/didOpen", map[string]any{"textDocument": map[string]any{"uri": uri, "version": 1, "text": "---\nname: My-Skill\ndescription: Checks data. Use when asked.\n---\n# Check\n"}}, false)
	c.diagnostics(uri)
	id := c.send("textDocument/codeAction", map[string]any{"textDocument": map[string]any{"uri": uri},
		"range":   map[string]any{"start": map[string]any{"line": 1, "character": 0}, "end": map[string]any{"line": 1, "character": 0}},
		"context": map[string]any{"diagnostics": []any{}}}, true)
	res := c.response(id)["result"].([]any)
	found := false
	for _, a := range res {
		a := a.(map[string]any)
		if a["title"] == `Fix: rename the skill to "my-skill"` {
			found = true
			e := a["edit"].(map[string]any)["changes"].(map[string]any)[uri].([]any)[0].(map[string]any)
			if e["newText"] != "my-skill" {
				t.Errorf("edit %v", e)
			}
		}
	}
	if !found {
		t.Errorf("no quick fix in %v", res)
	}
	// Only the kinds asked for.
	id = c.send("textDocument/codeAction", map[string]any{"textDocument": map[string]any{"uri": uri},
		"range":   map[string]any{"start": map[string]any{"line": 0, "character": 0}, "end": map[string]any{"line": 0, "character": 0}},
		"context": map[string]any{"diagnostics": []any{}, "only": []string{"source"}}}, true)
	res = c.response(id)["result"].([]any)
	if len(res) != 1 || res[0].(map[string]any)["kind"] != "source.fixAll.skillint" {
		t.Errorf("only source actions: %v", res)
	}
	id = c.send("textDocument/codeAction", map[string]any{"textDocument": map[string]any{"uri": "file:///nowhere/SKILL.md"}, "range": map[string]any{}}, true)
	if r := c.response(id); r["error"] != nil || len(r["result"].([]any)) != 0 {
		t.Errorf("an unknown document: %v", r)
	}
}

// TestScanLines: a fence closes only with a run of its character at least
// as long as the one that opened it, as the suppression parser reads it.
func TestScanLines(t *testing.T) {
	src := diag.NewSource("SKILL.md", []byte("---\nname: x\n---\n````\n```\nin\n````\nout\n~~~\nopen"))
	k := scanLines(src)
	wantFront := []bool{true, true, true, false, false, false, false, false, false, false}
	wantFence := []bool{false, false, false, true, true, true, true, false, true, true}
	for i := range wantFront {
		if k.front[i] != wantFront[i] || k.fence[i] != wantFence[i] {
			t.Errorf("line %d: front %v fence %v", i+1, k.front[i], k.fence[i])
		}
	}
	if !k.fenced {
		t.Error("the last fence is open at the end")
	}
}
