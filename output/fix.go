package output

import (
	"fmt"

	"github.com/skillint/skillint/diag"
)

// jsonFix is a diagnostic's fix in the JSON document: present only on
// diagnostics that have one, so that the output for the others does not
// change.
type jsonFix struct {
	Description string     `json:"description"`
	Safety      string     `json:"safety"`
	Edits       []jsonEdit `json:"edits"`
}

// jsonEdit replaces the text from line:column to endLine:endColumn (code
// points, as everywhere in the document; offset and endOffset are the same
// place in bytes) with newText.
type jsonEdit struct {
	Line      int    `json:"line"`
	Column    int    `json:"column"`
	EndLine   int    `json:"endLine"`
	EndColumn int    `json:"endColumn"`
	Offset    int    `json:"offset"`
	EndOffset int    `json:"endOffset"`
	NewText   string `json:"newText"`
}

// preferredFix is the fix a printer shows for d: its first safe fix, else
// its first unsafe one; nil when it has none.
func preferredFix(d *diag.Finding) *diag.Fix {
	var first *diag.Fix
	for i := range d.Fixes {
		x := &d.Fixes[i]
		if len(x.Edits) == 0 {
			continue
		}
		if x.Safety == diag.Safe {
			return x
		}
		if first == nil {
			first = x
		}
	}
	return first
}

func newJSONFix(f *diag.File, d *diag.Finding) *jsonFix {
	x := preferredFix(d)
	if x == nil {
		return nil
	}
	out := &jsonFix{Description: x.Description, Safety: x.Safety.String(), Edits: []jsonEdit{}}
	for _, e := range x.Edits {
		s, t := f.Source.Pos(e.Start), f.Source.Pos(e.End)
		out.Edits = append(out.Edits, jsonEdit{Line: s.Line, Column: f.Source.Column(s, diag.CodePoints),
			EndLine: t.Line, EndColumn: f.Source.Column(t, diag.CodePoints), Offset: s.Offset, EndOffset: t.Offset, NewText: e.New})
	}
	return out
}

// sarifFix is a SARIF fix object: one artifact change of replacements.
type sarifFix struct {
	Description     sarifMessage          `json:"description"`
	ArtifactChanges []sarifArtifactChange `json:"artifactChanges"`
	Properties      map[string]string     `json:"properties"`
}

type sarifArtifactChange struct {
	ArtifactLocation struct {
		URI string `json:"uri"`
	} `json:"artifactLocation"`
	Replacements []sarifReplacement `json:"replacements"`
}

type sarifReplacement struct {
	DeletedRegion   sarifFixRegion `json:"deletedRegion"`
	InsertedContent *sarifMessage  `json:"insertedContent,omitempty"`
}

// sarifFixRegion is a region given both by line and column and by bytes.
// An edit of a byte order mark, which columns do not count, is given by
// bytes only.
type sarifFixRegion struct {
	StartLine   int `json:"startLine,omitempty"`
	StartColumn int `json:"startColumn,omitempty"`
	EndLine     int `json:"endLine,omitempty"`
	EndColumn   int `json:"endColumn,omitempty"`
	ByteOffset  int `json:"byteOffset"`
	ByteLength  int `json:"byteLength"`
}

func (s *SARIF) fixes(f *diag.File, d *diag.Finding) []sarifFix {
	var out []sarifFix
	for _, x := range d.Fixes {
		if len(x.Edits) == 0 {
			continue
		}
		var ch sarifArtifactChange
		ch.ArtifactLocation.URI = relURI(f.Path(), s.Root)
		for _, e := range x.Edits {
			st, en := f.Source.Pos(e.Start), f.Source.Pos(e.End)
			r := sarifReplacement{DeletedRegion: sarifFixRegion{ByteOffset: st.Offset, ByteLength: en.Offset - st.Offset}}
			if !inBOM(f.Source.Bytes, e.Start) {
				r.DeletedRegion.StartLine, r.DeletedRegion.StartColumn = st.Line, f.Source.Column(st, diag.UTF16)
				r.DeletedRegion.EndLine, r.DeletedRegion.EndColumn = en.Line, f.Source.Column(en, diag.UTF16)
			}
			if e.New != "" {
				r.InsertedContent = &sarifMessage{Text: e.New}
			}
			ch.Replacements = append(ch.Replacements, r)
		}
		out = append(out, sarifFix{Description: sarifMessage{Text: x.Description}, ArtifactChanges: []sarifArtifactChange{ch},
			Properties: map[string]string{"safety": x.Safety.String()}})
	}
	return out
}

// inBOM reports whether offset off is within a byte order mark that
// starts b.
func inBOM(b []byte, off int) bool {
	return off < 3 && len(b) >= 3 && b[0] == 0xEF && b[1] == 0xBB && b[2] == 0xBF
}

// fixMark is what the text output puts before a fixable finding's
// message: `[*]` when `--fix` (with --unsafe-fixes, when given) fixes it,
// `[unsafe fix]` when only --unsafe-fixes would.
func fixMark(d *diag.Finding, unsafe bool) string {
	switch d.FixSafety() {
	case diag.Safe:
		return "[*] "
	case diag.Unsafe:
		if unsafe {
			return "[*] "
		}
		return "[unsafe fix] "
	}
	return ""
}

// fixSummary is what the text summary line says about fixes: how many
// findings `--fix` would fix.
func fixSummary(s diag.Summary, unsafe bool) string {
	n, hidden := s.Fixable, s.UnsafeFixable
	if unsafe {
		n, hidden = n+hidden, 0
	}
	out := ""
	if n > 0 {
		flag := "`--fix`"
		if unsafe {
			flag = "`--fix --unsafe-fixes`"
		}
		out = "; " + plural(n, "finding") + " fixable with " + flag
	}
	if hidden > 0 {
		if out == "" {
			out = "; " + plural(hidden, "finding") + " fixable with `--fix --unsafe-fixes`"
		} else {
			out += fmt.Sprintf(" (%d more with `--unsafe-fixes`)", hidden)
		}
	}
	return out
}
