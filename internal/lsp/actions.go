package lsp

import (
	"bytes"
	"encoding/json"
	"fmt"
	"github.com/skillint/skillint/internal/match"
	"path/filepath"
	"strings"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/formats"
	"github.com/skillint/skillint/internal/fix"
	"github.com/skillint/skillint/model"
	"github.com/skillint/skillint/rules"
)

// Code actions: each fix of a finding as a quick fix, and "disable RULE for
// this line" and "for this file" actions that write the inline suppression
// comments skillint reads (see internal/suppress).

type textEdit struct {
	Range   lspRange `json:"range"`
	NewText string   `json:"newText"`
}

type workspaceEdit struct {
	Changes map[string][]textEdit `json:"changes"`
}

type codeAction struct {
	Title       string        `json:"title"`
	Kind        string        `json:"kind"`
	Diagnostics []diagnostic  `json:"diagnostics,omitempty"`
	IsPreferred bool          `json:"isPreferred,omitempty"`
	Edit        workspaceEdit `json:"edit"`
}

// codeActionRequest answers textDocument/codeAction.
func (s *Server) codeActionRequest(m *message) {
	var p struct {
		TextDocument struct {
			URI string `json:"uri"`
		} `json:"textDocument"`
		Range   lspRange `json:"range"`
		Context struct {
			Only []string `json:"only"`
		} `json:"context"`
	}
	if json.Unmarshal(m.Params, &p) != nil {
		_ = s.conn.replyError(m.ID, codeInvalidParams, "bad codeAction parameters")
		return
	}
	s.mu.Lock()
	d := s.docs[p.TextDocument.URI]
	var text []byte
	var path string
	enc := s.encoding
	if d != nil {
		text, path = d.text, d.path
	}
	s.mu.Unlock()
	if d == nil {
		_ = s.conn.reply(m.ID, []codeAction{})
		return
	}
	actions := s.CodeActions(p.TextDocument.URI, path, text, p.Range, enc)
	if len(p.Context.Only) > 0 {
		// Only the kinds asked for: a kind covers the kinds under it
		// ("source" covers "source.fixAll.skillint").
		kept := actions[:0]
		for _, a := range actions {
			for _, k := range p.Context.Only {
				if a.Kind == k || strings.HasPrefix(a.Kind, k+".") {
					kept = append(kept, a)
					break
				}
			}
		}
		actions = kept
	}
	_ = s.conn.reply(m.ID, actions)
}

// CodeActions are the actions for the findings of text (the file at path)
// that touch the lines of rng.
func (s *Server) CodeActions(uri, path string, text []byte, rng lspRange, enc diag.Encoding) []codeAction {
	out := []codeAction{}
	if formats.Detect(path) == nil {
		return out
	}
	cfg := s.configFor(path)
	f := s.engine.LintBytesWith(cfg, path, text, true)
	if f == nil {
		return out
	}
	conv := func(r diag.Range) lspRange {
		return lspRange{
			Start: position{Line: r.Start.Line - 1, Character: f.Source.Column(r.Start, enc) - 1},
			End:   position{Line: r.End.Line - 1, Character: f.Source.Column(r.End, enc) - 1},
		}
	}
	at := func(off int) position {
		p := f.Source.Pos(off)
		return position{Line: p.Line - 1, Character: f.Source.Column(p, enc) - 1}
	}
	lines := scanLines(f.Source)
	disabled := map[string]bool{}
	for i := range f.Findings {
		fd := &f.Findings[i]
		r := conv(fd.Range)
		if r.End.Line < rng.Start.Line || r.Start.Line > rng.End.Line {
			continue
		}
		dg := toDiagnostic(f, fd, conv, uri)
		for _, x := range fd.Fixes {
			if len(x.Edits) == 0 {
				continue
			}
			title := "Fix: " + x.Description
			if x.Safety == diag.Unsafe {
				title += " (unsafe: may change meaning)"
			}
			var edits []textEdit
			for _, e := range x.Edits {
				edits = append(edits, textEdit{Range: lspRange{Start: at(e.Start), End: at(e.End)}, NewText: e.New})
			}
			out = append(out, codeAction{Title: title, Kind: "quickfix", Diagnostics: []diagnostic{dg},
				IsPreferred: x.Safety == diag.Safe, Edit: workspaceEdit{Changes: map[string][]textEdit{uri: edits}}})
		}
		if fd.Rule == string(rules.SuppressionUnused) {
			continue
		}
		key := fmt.Sprintf("%s@%d", fd.Rule, fd.Range.Start.Line)
		if e, ok := lineSuppression(f, lines, fd); ok && !disabled[key] {
			disabled[key] = true
			out = append(out, codeAction{Title: fmt.Sprintf("Disable %s for this line", fd.Rule), Kind: "quickfix",
				Diagnostics: []diagnostic{dg}, Edit: workspaceEdit{Changes: map[string][]textEdit{uri: {{Range: lspRange{Start: at(e.Start), End: at(e.End)}, NewText: e.New}}}}})
		}
		if e, ok := fileSuppression(f, lines); ok && !disabled[fd.Rule] {
			disabled[fd.Rule] = true
			e.New = fmt.Sprintf(e.New, fd.Rule)
			out = append(out, codeAction{Title: fmt.Sprintf("Disable %s for this file", fd.Rule), Kind: "quickfix",
				Diagnostics: []diagnostic{dg}, Edit: workspaceEdit{Changes: map[string][]textEdit{uri: {{Range: lspRange{Start: at(e.Start), End: at(e.End)}, NewText: e.New}}}}})
		}
	}
	// Every safe fix of the document at once, to a fixed point, as --fix
	// does (editors run source.fixAll actions on save when asked to).
	if fix.Count(f, false) > 0 {
		res := fix.Fix(text, f, func(b []byte) *diag.File { return s.engine.LintBytesWith(cfg, path, b, true) }, false)
		if res.Changed() {
			out = append(out, codeAction{Title: "Fix all safe skillint findings", Kind: "source.fixAll.skillint",
				Edit: workspaceEdit{Changes: map[string][]textEdit{uri: {{Range: lspRange{Start: at(0), End: at(len(text))}, NewText: string(res.Src)}}}}})
		}
	}
	return out
}

// lineKinds says, for each line (index line-1), where it is.
type lineKinds struct {
	front  []bool // inside the frontmatter (its delimiters included)
	fence  []bool // inside a code fence (its fence lines included)
	fenced bool   // a fence is still open at the end of the file
}

// scanLines finds the frontmatter and code fences as the suppression
// parser (internal/suppress) does: a directive is read only outside them.
func scanLines(src *diag.Source) lineKinds {
	n := src.LineCount()
	k := lineKinds{front: make([]bool, n), fence: make([]bool, n)}
	inFront := false
	var fence byte
	var fenceLen int
	for line := 1; line <= n; line++ {
		t := bytes.TrimSpace(bytes.TrimPrefix(src.LineText(line), []byte("\xEF\xBB\xBF")))
		if line == 1 && string(t) == "---" {
			inFront = true
			k.front[0] = true
			continue
		}
		if inFront {
			k.front[line-1] = true
			if string(t) == "---" {
				inFront = false
			}
			continue
		}
		if fence != 0 {
			// A fence closes with a run of its character at least as long
			// as the one that opened it, and nothing after it.
			k.fence[line-1] = true
			if r := runLen(t, fence); r >= fenceLen && r == len(t) {
				fence = 0
			}
			continue
		}
		if bytes.HasPrefix(t, []byte("```")) || bytes.HasPrefix(t, []byte("~~~")) {
			fence, fenceLen = t[0], runLen(t, t[0])
			k.fence[line-1] = true
		}
	}
	k.fenced = fence != 0 || inFront
	return k
}

// runLen is the length of the run of c that b starts with.
func runLen(b []byte, c byte) int {
	n := 0
	for n < len(b) && b[n] == c {
		n++
	}
	return n
}

// yamlKeyLine is a frontmatter line that starts a `key:` (or a list item
// `- key:`): a comment at its end is a YAML comment, not text of a value.
var yamlKeyLine = match.Lazy(`^\s*(?:-\s+)?[A-Za-z0-9_.-]+\s*:(?:\s|$)`)

// lineEnding is the line ending of the source's first line, or "\n".
func lineEnding(src *diag.Source) string {
	if i := bytes.IndexByte(src.Bytes, '\n'); i > 0 && src.Bytes[i-1] == '\r' {
		return "\r\n"
	}
	return "\n"
}

// lineSuppression is the edit that suppresses fd's rule on fd's line: a
// `# skillint-disable-line RULE` YAML comment at the end of a frontmatter
// line that starts a key, or a `<!-- skillint-disable-next-line RULE -->`
// line before a body line outside code fences.
func lineSuppression(f *diag.File, k lineKinds, fd *diag.Finding) (diag.Edit, bool) {
	src := f.Source
	line := fd.Range.Start.Line
	if line < 1 || line > len(k.front) {
		return diag.Edit{}, false
	}
	if k.front[line-1] {
		text := src.LineText(line)
		if f.Format == model.FormatAgent3md || f.Format == model.Format3md || !yamlKeyLine.Match(text) ||
			bytes.Count(text, []byte(`"`))%2 != 0 || bytes.Count(text, []byte(`'`))%2 != 0 {
			return diag.Edit{}, false
		}
		end := src.LineEnd(line)
		return diag.Edit{Start: end, End: end, New: " # skillint-disable-line " + fd.Rule}, true
	}
	if k.fence[line-1] {
		return diag.Edit{}, false
	}
	start := src.LineStart(line)
	if line == 1 && bytes.HasPrefix(src.Bytes, []byte("\xEF\xBB\xBF")) {
		start = 3
	}
	return diag.Edit{Start: start, End: start, New: "<!-- skillint-disable-next-line " + fd.Rule + " -->" + lineEnding(src)}, true
}

// fileSuppression is the edit that suppresses a rule in the whole file (its
// New has a %s for the rule): a `<!-- skillint-disable-file RULE -->` line
// at the end of the file, unless a code fence is left open there.
func fileSuppression(f *diag.File, k lineKinds) (diag.Edit, bool) {
	if k.fenced {
		return diag.Edit{}, false
	}
	b := f.Source.Bytes
	nl := lineEnding(f.Source)
	text := "<!-- skillint-disable-file %s -->" + nl
	if len(b) > 0 && b[len(b)-1] != '\n' {
		text = nl + text
	}
	return diag.Edit{Start: len(b), End: len(b), New: text}, true
}

// toDiagnostic converts a finding as Diagnostics does.
func toDiagnostic(f *diag.File, fd *diag.Finding, conv func(diag.Range) lspRange, uri string) diagnostic {
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
		dg.Related = append(dg.Related, relatedInfo{Location: location{URI: "file://" + filepath.ToSlash(f.Path()), Range: conv(r.Range)}, Message: r.Message})
	}
	return dg
}
