package lsp

// Linting runs off the loop that reads requests, so that a large or hostile
// document never keeps the server from answering: each document has at
// most one lint running, on its own goroutine. A newer version of the
// document supersedes the running lint: the engine is told to stop at its
// next check, its findings are dropped, and the newest text is linted
// next. Diagnostics are published in order, and never for a version that a
// newer one has superseded or for a document that was closed.

// lintState is the scheduling state of one document, guarded by Server.mu.
type lintState struct {
	gen     uint64 // bumped at each request to lint the document
	running bool   // a goroutine is linting the document
}

// lint asks for the document at uri to be linted; it returns at once.
func (s *Server) lint(uri string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	d := s.docs[uri]
	if d == nil {
		return
	}
	d.sched.gen++
	if d.sched.running {
		return // the running goroutine lints again when it sees gen moved
	}
	d.sched.running = true
	go s.lintLoop(d)
}

// current reports whether d is still open and gen its latest request.
// Called with s.mu held.
func (s *Server) current(d *document, gen uint64) bool {
	return s.docs[d.uri] == d && d.sched.gen == gen
}

func (s *Server) lintLoop(d *document) {
	for {
		s.mu.Lock()
		if s.docs[d.uri] != d {
			d.sched.running = false
			s.mu.Unlock()
			return
		}
		gen := d.sched.gen
		text, version, path, enc := d.text, d.version, d.path, s.encoding
		s.mu.Unlock()

		stale := func() bool {
			s.mu.Lock()
			defer s.mu.Unlock()
			return !s.current(d, gen)
		}
		diags, ok := s.diagnostics(path, text, enc, stale)

		s.pubMu.Lock()
		s.mu.Lock()
		publish := ok && s.current(d, gen)
		again := s.docs[d.uri] == d && d.sched.gen != gen
		if !again {
			d.sched.running = false
		}
		s.mu.Unlock()
		if publish {
			_ = s.conn.notify("textDocument/publishDiagnostics", map[string]any{"uri": d.uri, "version": version, "diagnostics": diags})
		}
		s.pubMu.Unlock()
		if !again {
			return
		}
	}
}
