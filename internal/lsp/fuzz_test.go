package lsp

import (
	"bytes"
	"io"
	"testing"
	"time"
)

// FuzzServe feeds arbitrary bytes to the server after a valid initialize:
// it must never panic and must stop at the end of its input.
func FuzzServe(f *testing.F) {
	init := "Content-Length: 52\r\n\r\n{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{}}"
	f.Add([]byte("Content-Length: 2\r\n\r\n{}"))
	f.Add([]byte("Content-Length: 95\r\n\r\n{\"jsonrpc\":\"2.0\",\"method\":\"textDocument/didOpen\",\"params\":{\"textDocument\":{\"uri\":\"file:///a/SKILL.md\"}}}"))
	f.Add([]byte("Content-Length: x\r\n\r\ngarbage"))
	f.Fuzz(func(t *testing.T, data []byte) {
		in := io.MultiReader(bytes.NewReader([]byte(init)), bytes.NewReader(data))
		s := New(in, io.Discard)
		s.Debounce = 0
		done := make(chan int, 1)
		go func() { done <- s.Serve() }()
		select {
		case <-done:
		case <-time.After(20 * time.Second):
			t.Fatal("the server did not stop at the end of its input")
		}
	})
}
