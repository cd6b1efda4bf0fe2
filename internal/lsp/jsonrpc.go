// Package lsp is skillint's language server: `skillint lsp` speaks the
// Language Server Protocol over stdio and publishes findings as diagnostics
// while a document is edited, linting the editor's text in memory with the
// same engine the command line runs.
//
// The JSON-RPC layer is a few dozen lines on the standard library: the
// protocol subset a linter needs (Content-Length framing, requests,
// notifications, errors) is small, and the Go LSP libraries bring large
// dependency trees for it.
package lsp

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/textproto"
	"strconv"
	"strings"
	"sync"
)

// JSON-RPC error codes.
const (
	codeParseError     = -32700
	codeInvalidRequest = -32600
	codeMethodNotFound = -32601
	codeInvalidParams  = -32602
	codeNotInitialized = -32002
	codeInvalidState   = -32600
)

// maxMessage bounds one message, so a bad peer cannot make the server
// allocate without limit.
const maxMessage = 64 << 20

type message struct {
	JSONRPC string           `json:"jsonrpc"`
	ID      *json.RawMessage `json:"id,omitempty"`
	Method  string           `json:"method,omitempty"`
	Params  json.RawMessage  `json:"params,omitempty"`
	Result  any              `json:"result,omitempty"`
	Error   *rpcError        `json:"error,omitempty"`
}

type rpcError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

// conn reads and writes framed messages.
type conn struct {
	r  *bufio.Reader
	w  io.Writer
	mu sync.Mutex
}

var errFraming = errors.New("bad message framing")

// read returns the next message body. A header without a usable
// Content-Length is a framing error the caller can skip past.
func (c *conn) read() ([]byte, error) {
	tp := textproto.NewReader(c.r)
	h, err := tp.ReadMIMEHeader()
	if err != nil {
		if errors.Is(err, io.EOF) {
			return nil, io.EOF
		}
		if len(h) == 0 {
			return nil, fmt.Errorf("%w: %w", errFraming, err)
		}
	}
	n, err := strconv.Atoi(strings.TrimSpace(h.Get("Content-Length")))
	if err != nil || n < 0 || n > maxMessage {
		return nil, fmt.Errorf("%w: Content-Length %q", errFraming, h.Get("Content-Length"))
	}
	body := make([]byte, n)
	if _, err := io.ReadFull(c.r, body); err != nil {
		return nil, err
	}
	return body, nil
}

func (c *conn) write(m *message) error {
	m.JSONRPC = "2.0"
	body, err := json.Marshal(m)
	if err != nil {
		return err
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if _, err := fmt.Fprintf(c.w, "Content-Length: %d\r\n\r\n", len(body)); err != nil {
		return err
	}
	_, err = c.w.Write(body)
	return err
}

func (c *conn) reply(id *json.RawMessage, result any) error {
	if result == nil {
		result = json.RawMessage("null")
	}
	return c.write(&message{ID: id, Result: result})
}

func (c *conn) replyError(id *json.RawMessage, code int, msg string) error {
	if id == nil {
		null := json.RawMessage("null")
		id = &null
	}
	return c.write(&message{ID: id, Error: &rpcError{Code: code, Message: msg}})
}

func (c *conn) notify(method string, params any) error {
	raw, err := json.Marshal(params)
	if err != nil {
		return err
	}
	return c.write(&message{Method: method, Params: raw})
}
