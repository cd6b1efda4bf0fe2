package lsp

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

type client struct {
	t    *testing.T
	w    io.Writer
	in   chan map[string]any
	done chan int
	id   int
}

func start(t *testing.T, debounce time.Duration) *client {
	t.Helper()
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	s := New(inR, outW)
	s.Debounce = debounce
	c := &client{t: t, w: inW, in: make(chan map[string]any, 100), done: make(chan int, 1)}
	go func() { c.done <- s.Serve(); _ = outW.Close() }()
	go func() {
		r := &conn{r: bufio.NewReader(outR)}
		for {
			body, err := r.read()
			if err != nil {
				close(c.in)
				return
			}
			var m map[string]any
			if err := json.Unmarshal(body, &m); err != nil {
				t.Errorf("server wrote bad JSON: %s", body)
			}
			c.in <- m
		}
	}()
	t.Cleanup(func() { _ = inW.Close() })
	return c
}

func (c *client) raw(s string) {
	if _, err := io.WriteString(c.w, s); err != nil {
		c.t.Fatal(err)
	}
}

func (c *client) send(method string, params any, request bool) int {
	m := map[string]any{"jsonrpc": "2.0", "method": method, "params": params}
	if request {
		c.id++
		m["id"] = c.id
	}
	body, _ := json.Marshal(m)
	c.raw(fmt.Sprintf("Content-Length: %d\r\n\r\n%s", len(body), body))
	return c.id
}

// next returns the next message the server sent that satisfies ok.
func (c *client) next(ok func(map[string]any) bool) map[string]any {
	c.t.Helper()
	timeout := time.After(10 * time.Second)
	for {
		select {
		case m, open := <-c.in:
			if !open {
				c.t.Fatal("the server closed its output")
			}
			if ok(m) {
				return m
			}
		case <-timeout:
			c.t.Fatal("no answer from the server")
		}
	}
}

func (c *client) response(id int) map[string]any {
	return c.next(func(m map[string]any) bool { v, ok := m["id"].(float64); return ok && int(v) == id })
}

func (c *client) diagnostics(uri string) []any {
	m := c.next(func(m map[string]any) bool {
		if m["method"] != "textDocument/publishDiagnostics" {
			return false
		}
		return m["params"].(map[string]any)["uri"] == uri
	})
	return m["params"].(map[string]any)["diagnostics"].([]any)
}

func (c *client) initialize(encodings ...string) map[string]any {
	id := c.send("initialize", map[string]any{"processId": nil, "rootUri": nil,
		"capabilities": map[string]any{"general": map[string]any{"positionEncodings": encodings}}}, true)
	res := c.response(id)
	c.send("initialized", map[string]any{}, false)
	return res["result"].(map[string]any)
}

const badSkill = "---\nname: my-skill\ndescription: Checks data. Use when asked.\n---\n# Check\n\n😀 Follow best practices.\n"

func TestSession(t *testing.T) {
	c := start(t, 0)
	// Before initialize, requests are refused.
	id := c.send("textDocument/hover", map[string]any{}, true)
	if e := c.response(id)["error"].(map[string]any); e["code"].(float64) != codeNotInitialized {
		t.Errorf("before initialize: %v", e)
	}
	caps := c.initialize("utf-16")["capabilities"].(map[string]any)
	if caps["positionEncoding"] != "utf-16" || caps["textDocumentSync"].(map[string]any)["change"].(float64) != 1 {
		t.Fatalf("capabilities: %v", caps)
	}
	uri := "file://" + filepath.ToSlash(filepath.Join(t.TempDir(), "my-skill", "SKILL.md"))
	c.send("textDocument/didOpen", map[string]any{"textDocument": map[string]any{"uri": uri, "languageId": "markdown", "version": 1, "text": badSkill}}, false)
	ds := c.diagnostics(uri)
	if len(ds) != 1 {
		t.Fatalf("diagnostics: %v", ds)
	}
	d := ds[0].(map[string]any)
	r := d["range"].(map[string]any)
	start, end := r["start"].(map[string]any), r["end"].(map[string]any)
	// Line 7, after "😀 " (two UTF-16 units and a space): character 3.
	if start["line"].(float64) != 6 || start["character"].(float64) != 3 || end["character"].(float64) != 24 {
		t.Errorf("range %v", r)
	}
	if d["code"] != "lint/no-generic-instructions" || d["source"] != "skillint" || d["severity"].(float64) != 2 ||
		!strings.Contains(d["codeDescription"].(map[string]any)["href"].(string), "docs/rules.md#lintno-generic-instructions") {
		t.Errorf("diagnostic %v", d)
	}
	// A change to the fixed text clears the diagnostics.
	c.send("textDocument/didChange", map[string]any{"textDocument": map[string]any{"uri": uri, "version": 2},
		"contentChanges": []any{map[string]any{"text": strings.Replace(badSkill, "Follow best practices.", "Print the row number of each bad row.", 1)}}}, false)
	if ds := c.diagnostics(uri); len(ds) != 0 {
		t.Errorf("after the fix: %v", ds)
	}
	// Unknown requests get MethodNotFound; unknown notifications are ignored.
	c.send("$/unknownNotification", map[string]any{}, false)
	id = c.send("textDocument/definition", map[string]any{}, true)
	if e := c.response(id)["error"].(map[string]any); e["code"].(float64) != codeMethodNotFound {
		t.Errorf("unknown request: %v", e)
	}
	// Garbage never crashes the server: bad JSON, a bad header.
	c.raw("Content-Length: 9\r\n\r\n{garbage}")
	if e := c.next(func(m map[string]any) bool { return m["error"] != nil })["error"].(map[string]any); e["code"].(float64) != codeParseError {
		t.Errorf("garbage: %v", e)
	}
	c.raw("Content-Length: lots\r\n\r\n")
	c.next(func(m map[string]any) bool { return m["error"] != nil })
	// Closing clears the file's diagnostics.
	c.send("textDocument/didClose", map[string]any{"textDocument": map[string]any{"uri": uri}}, false)
	if ds := c.diagnostics(uri); len(ds) != 0 {
		t.Errorf("after close: %v", ds)
	}
	id = c.send("shutdown", nil, true)
	if res := c.response(id); res["error"] != nil {
		t.Errorf("shutdown: %v", res)
	}
	c.send("exit", nil, false)
	select {
	case code := <-c.done:
		if code != 0 {
			t.Errorf("exit code %d after shutdown", code)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("the server did not exit")
	}
}

func TestUTF8AndDebounce(t *testing.T) {
	c := start(t, 20*time.Millisecond)
	if enc := c.initialize("utf-8", "utf-16")["capabilities"].(map[string]any)["positionEncoding"]; enc != "utf-8" {
		t.Fatalf("encoding %v", enc)
	}
	uri := "file://" + filepath.ToSlash(filepath.Join(t.TempDir(), "my-skill", "SKILL.md"))
	c.send("textDocument/didOpen", map[string]any{"textDocument": map[string]any{"uri": uri, "version": 1, "text": badSkill}}, false)
	d := c.diagnostics(uri)[0].(map[string]any)
	if ch := d["range"].(map[string]any)["start"].(map[string]any)["character"].(float64); ch != 5 {
		t.Errorf("UTF-8 character %v, want 5 (the emoji is 4 bytes)", ch)
	}
	// Several quick changes: one lint, of the last text.
	for i := 2; i < 6; i++ {
		c.send("textDocument/didChange", map[string]any{"textDocument": map[string]any{"uri": uri, "version": i},
			"contentChanges": []any{map[string]any{"text": badSkill + strings.Repeat("\nBe careful with it.", i)}}}, false)
	}
	m := c.next(func(m map[string]any) bool { return m["method"] == "textDocument/publishDiagnostics" })
	if v := m["params"].(map[string]any)["version"].(float64); v != 5 {
		t.Errorf("published version %v, want only the last (5)", v)
	}
	c.send("exit", nil, false)
	if code := <-c.done; code != 1 {
		t.Errorf("exit without shutdown: code %d, want 1", code)
	}
}
