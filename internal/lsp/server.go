package lsp

import (
	"bufio"
	"encoding/json"
	"errors"
	"io"
	"net/url"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"time"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/formats"
	"github.com/skillint/skillint/internal/config"
	"github.com/skillint/skillint/lint"
	"github.com/skillint/skillint/rules"
)

// Server is one language server session.
type Server struct {
	conn     *conn
	engine   *lint.Engine
	encoding diag.Encoding
	// Debounce is how long a change waits for the next before the document
	// is linted again.
	Debounce time.Duration

	mu          sync.Mutex
	pubMu       sync.Mutex // held while publishing diagnostics (see schedule.go)
	docs        map[string]*document
	initialized bool
	shutdown    bool
	configs     map[string]*config.Config // by configuration path
}

type document struct {
	uri     string
	path    string
	version int
	text    []byte
	timer   *time.Timer
	sched   lintState
}

// New makes a server reading requests from in and writing to out.
func New(in io.Reader, out io.Writer) *Server {
	return &Server{
		conn:     &conn{r: bufio.NewReaderSize(in, 64<<10), w: out},
		engine:   lint.New(),
		encoding: diag.UTF16,
		Debounce: 150 * time.Millisecond,
		docs:     map[string]*document{},
		configs:  map[string]*config.Config{},
	}
}

// Serve handles messages until `exit` (or the end of the input). It returns
// the process exit code the protocol asks for: 0 after shutdown, else 1.
func (s *Server) Serve() int {
	for {
		body, err := s.conn.read()
		if err != nil {
			if errors.Is(err, errFraming) {
				_ = s.conn.replyError(nil, codeParseError, err.Error())
				continue
			}
			return s.exitCode()
		}
		var m message
		if err := json.Unmarshal(body, &m); err != nil {
			_ = s.conn.replyError(nil, codeParseError, "malformed JSON: "+err.Error())
			continue
		}
		if m.Method == "exit" {
			return s.exitCode()
		}
		s.handle(&m)
	}
}

func (s *Server) exitCode() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, d := range s.docs {
		if d.timer != nil {
			d.timer.Stop()
		}
	}
	if s.shutdown {
		return 0
	}
	return 1
}

// Protocol types (the parts used).
type position struct {
	Line      int `json:"line"`
	Character int `json:"character"`
}

type lspRange struct {
	Start position `json:"start"`
	End   position `json:"end"`
}

type location struct {
	URI   string   `json:"uri"`
	Range lspRange `json:"range"`
}

type relatedInfo struct {
	Location location `json:"location"`
	Message  string   `json:"message"`
}

type diagnostic struct {
	Range           lspRange          `json:"range"`
	Severity        int               `json:"severity"`
	Code            string            `json:"code"`
	CodeDescription map[string]string `json:"codeDescription,omitempty"`
	Source          string            `json:"source"`
	Message         string            `json:"message"`
	Related         []relatedInfo     `json:"relatedInformation,omitempty"`
}

type textDocumentItem struct {
	URI     string `json:"uri"`
	Version int    `json:"version"`
	Text    string `json:"text"`
}

func (s *Server) handle(m *message) {
	isRequest := m.ID != nil
	s.mu.Lock()
	ready, down := s.initialized, s.shutdown
	s.mu.Unlock()
	if m.Method == "" {
		if isRequest {
			_ = s.conn.replyError(m.ID, codeInvalidRequest, "a request needs a method")
		}
		return // a response to us; we send no requests
	}
	if m.Method != "initialize" && !ready {
		if isRequest {
			_ = s.conn.replyError(m.ID, codeNotInitialized, "the server is not initialized")
		}
		return
	}
	if down && isRequest && m.Method != "shutdown" {
		_ = s.conn.replyError(m.ID, codeInvalidState, "the server is shutting down")
		return
	}
	switch m.Method {
	case "initialize":
		s.initialize(m)
	case "initialized", "$/cancelRequest", "$/setTrace", "workspace/didChangeConfiguration", "workspace/didChangeWatchedFiles":
	case "shutdown":
		s.mu.Lock()
		s.shutdown = true
		s.mu.Unlock()
		_ = s.conn.reply(m.ID, nil)
	case "textDocument/didOpen":
		var p struct {
			TextDocument textDocumentItem `json:"textDocument"`
		}
		if json.Unmarshal(m.Params, &p) != nil || p.TextDocument.URI == "" {
			return
		}
		d := &document{uri: p.TextDocument.URI, path: uriPath(p.TextDocument.URI), version: p.TextDocument.Version, text: []byte(p.TextDocument.Text)}
		s.mu.Lock()
		if old := s.docs[d.uri]; old != nil && old.timer != nil {
			old.timer.Stop()
		}
		s.docs[d.uri] = d
		s.mu.Unlock()
		s.lint(d.uri)
	case "textDocument/didChange":
		var p struct {
			TextDocument struct {
				URI     string `json:"uri"`
				Version int    `json:"version"`
			} `json:"textDocument"`
			ContentChanges []struct {
				Range *lspRange `json:"range"`
				Text  string    `json:"text"`
			} `json:"contentChanges"`
		}
		if json.Unmarshal(m.Params, &p) != nil {
			return
		}
		s.mu.Lock()
		d := s.docs[p.TextDocument.URI]
		if d == nil {
			s.mu.Unlock()
			return
		}
		for _, c := range p.ContentChanges {
			if c.Range == nil { // full sync, which the server asks for
				d.text = []byte(c.Text)
			}
		}
		d.version = p.TextDocument.Version
		if d.timer != nil {
			d.timer.Stop()
		}
		uri := d.uri
		if s.Debounce <= 0 {
			s.mu.Unlock()
			s.lint(uri)
			return
		}
		d.timer = time.AfterFunc(s.Debounce, func() { s.lint(uri) })
		s.mu.Unlock()
	case "textDocument/didSave":
		var p struct {
			TextDocument struct {
				URI string `json:"uri"`
			} `json:"textDocument"`
		}
		if json.Unmarshal(m.Params, &p) == nil {
			s.lint(p.TextDocument.URI)
		}
	case "textDocument/codeAction":
		if isRequest {
			// Off the request loop, as lints are: a long lint must not hold
			// up the messages behind it.
			go s.codeActionRequest(m)
		}
	case "textDocument/didClose":
		var p struct {
			TextDocument struct {
				URI string `json:"uri"`
			} `json:"textDocument"`
		}
		if json.Unmarshal(m.Params, &p) != nil {
			return
		}
		s.mu.Lock()
		if d := s.docs[p.TextDocument.URI]; d != nil && d.timer != nil {
			d.timer.Stop()
		}
		delete(s.docs, p.TextDocument.URI)
		s.mu.Unlock()
		s.pubMu.Lock() // after any publication of a lint already running
		_ = s.conn.notify("textDocument/publishDiagnostics", map[string]any{"uri": p.TextDocument.URI, "diagnostics": []diagnostic{}})
		s.pubMu.Unlock()
	default:
		if isRequest {
			_ = s.conn.replyError(m.ID, codeMethodNotFound, "method not found: "+m.Method)
		}
	}
}

func (s *Server) initialize(m *message) {
	var p struct {
		Capabilities struct {
			General struct {
				PositionEncodings []string `json:"positionEncodings"`
			} `json:"general"`
		} `json:"capabilities"`
	}
	if len(m.Params) > 0 && json.Unmarshal(m.Params, &p) != nil {
		_ = s.conn.replyError(m.ID, codeInvalidParams, "bad initialize parameters")
		return
	}
	enc, name := diag.UTF16, "utf-16"
	for _, e := range p.Capabilities.General.PositionEncodings {
		if e == "utf-8" {
			enc, name = diag.Bytes, "utf-8"
		}
	}
	s.mu.Lock()
	s.encoding = enc
	s.initialized = true
	s.mu.Unlock()
	_ = s.conn.reply(m.ID, map[string]any{
		"capabilities": map[string]any{
			"positionEncoding":   name,
			"textDocumentSync":   map[string]any{"openClose": true, "change": 1, "save": map[string]any{"includeText": false}},
			"codeActionProvider": map[string]any{"codeActionKinds": []string{"quickfix", "source.fixAll.skillint"}},
		},
		"serverInfo": map[string]any{"name": "skillint"},
	})
}

// uriPath turns a file: URI into a path; other URIs keep their path part.
func uriPath(uri string) string {
	u, err := url.Parse(uri)
	if err != nil || u.Path == "" {
		return uri
	}
	p := u.Path
	if runtime.GOOS == "windows" && strings.HasPrefix(p, "/") && len(p) > 2 && p[2] == ':' {
		p = p[1:]
	}
	return filepath.FromSlash(p)
}

// configFor finds the workspace configuration that applies to path.
func (s *Server) configFor(path string) *config.Config {
	cp := config.Find(filepath.Dir(path))
	if cp == "" {
		return nil
	}
	st, err := os.Stat(cp)
	if err != nil {
		return nil
	}
	key := cp + "@" + st.ModTime().String()
	s.mu.Lock()
	cfg, ok := s.configs[key]
	s.mu.Unlock()
	if ok {
		return cfg
	}
	cfg, err = config.Load(cp)
	if err != nil {
		cfg = nil // a broken configuration: lint with the defaults
	}
	s.mu.Lock()
	s.configs[key] = cfg
	s.mu.Unlock()
	return cfg
}

// Diagnostics lints text as the file at path and converts the findings.
func (s *Server) Diagnostics(path string, text []byte, enc diag.Encoding) []diagnostic {
	out, _ := s.diagnostics(path, text, enc, nil)
	return out
}

// diagnostics is Diagnostics, stopping early (and returning false) when
// stale says the result is no longer wanted.
func (s *Server) diagnostics(path string, text []byte, enc diag.Encoding, stale func() bool) ([]diagnostic, bool) {
	out := []diagnostic{}
	if formats.Detect(path) == nil {
		return out, true
	}
	f := s.engine.LintBytesUnless(s.configFor(path), stale, path, text, true)
	if stale != nil && stale() {
		return nil, false
	}
	if f == nil {
		return out, true
	}
	uri := "file://" + filepath.ToSlash(path)
	conv := func(r diag.Range) lspRange {
		return lspRange{
			Start: position{Line: r.Start.Line - 1, Character: f.Source.Column(r.Start, enc) - 1},
			End:   position{Line: r.End.Line - 1, Character: f.Source.Column(r.End, enc) - 1},
		}
	}
	for _, fd := range f.Findings {
		sev := 3
		switch fd.Severity {
		case diag.Error:
			sev = 1
		case diag.Warning:
			sev = 2
		}
		dg := diagnostic{Range: conv(fd.Range), Severity: sev, Code: fd.Rule, Source: "skillint", Message: fd.Message,
			CodeDescription: map[string]string{"href": rules.DocURL(fd.Rule)}}
		for _, r := range fd.Related {
			dg.Related = append(dg.Related, relatedInfo{Location: location{URI: uri, Range: conv(r.Range)}, Message: r.Message})
		}
		out = append(out, dg)
	}
	return out, true
}
