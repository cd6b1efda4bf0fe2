package output

import (
	"encoding/json"
	"fmt"
	"io"

	"github.com/skillint/skillint/diag"
)

// JSONVersion is the version of the JSON document; it changes only when the
// document changes incompatibly.
const JSONVersion = 1

// JSON prints the whole run as one JSON document (see the CLI contract).
// The document lists all files before all diagnostics, so both are kept
// until the end: the diagnostics already encoded, which is several times
// smaller than keeping them as values, in chunks (one growing buffer would
// be copied each time it doubles).
type JSON struct {
	files []jsonFile
	diags [][]byte // encoded diagnostics, comma-separated, in chunks
	any   bool     // a diagnostic has been encoded
}

// jsonChunk is the size of a chunk of encoded diagnostics.
const jsonChunk = 64 << 10

// add appends b to the encoded diagnostics.
func (j *JSON) add(b []byte) {
	for len(b) > 0 {
		if n := len(j.diags); n == 0 || len(j.diags[n-1]) == cap(j.diags[n-1]) {
			j.diags = append(j.diags, make([]byte, 0, jsonChunk))
		}
		last := &j.diags[len(j.diags)-1]
		k := min(len(b), cap(*last)-len(*last))
		*last = append(*last, b[:k]...)
		b = b[k:]
	}
}

type jsonFile struct {
	Path   string `json:"path"`
	Format string `json:"format"`
}

type jsonRelated struct {
	Line      int    `json:"line"`
	Column    int    `json:"column"`
	EndLine   int    `json:"endLine"`
	EndColumn int    `json:"endColumn"`
	Message   string `json:"message"`
}

type jsonDiag struct {
	Path      string        `json:"path"`
	Line      int           `json:"line"`
	Column    int           `json:"column"`
	EndLine   int           `json:"endLine"`
	EndColumn int           `json:"endColumn"`
	Severity  string        `json:"severity"`
	Rule      string        `json:"rule"`
	Message   string        `json:"message"`
	Related   []jsonRelated `json:"related,omitempty"`
	Fix       *jsonFix      `json:"fix,omitempty"`
}

type jsonSummary struct {
	Files    int `json:"files"`
	Errors   int `json:"errors"`
	Warnings int `json:"warnings"`
	Infos    int `json:"infos"`
}

// File records a file's entry and its diagnostics.
func (j *JSON) File(w io.Writer, f *diag.File) error {
	j.files = append(j.files, jsonFile{Path: f.Path(), Format: f.Format})
	for i := range f.Findings {
		d := &f.Findings[i]
		jd := jsonDiag{
			Path:      f.Path(),
			Line:      d.Range.Start.Line,
			Column:    f.Source.Column(d.Range.Start, diag.CodePoints),
			EndLine:   d.Range.End.Line,
			EndColumn: f.Source.Column(d.Range.End, diag.CodePoints),
			Severity:  d.Severity.String(),
			Rule:      d.Rule,
			Message:   d.Message,
		}
		for _, r := range d.Related {
			jd.Related = append(jd.Related, jsonRelated{
				Line: r.Range.Start.Line, Column: f.Source.Column(r.Range.Start, diag.CodePoints),
				EndLine: r.Range.End.Line, EndColumn: f.Source.Column(r.Range.End, diag.CodePoints),
				Message: r.Message,
			})
		}
		jd.Fix = newJSONFix(f, d)
		b, err := json.Marshal(jd)
		if err != nil {
			return err
		}
		if j.any {
			j.add([]byte{','})
		}
		j.any = true
		j.add(escapeJSON(b))
	}
	return nil
}

// Finish writes the JSON document.
func (j *JSON) Finish(w io.Writer, s diag.Summary) error {
	files := j.files
	if files == nil {
		files = []jsonFile{}
	}
	fb, err := json.Marshal(files)
	if err != nil {
		return err
	}
	sb, err := json.Marshal(jsonSummary{Files: s.Files, Errors: s.Errors, Warnings: s.Warnings, Infos: s.Infos})
	if err != nil {
		return err
	}
	var out []byte
	out = fmt.Appendf(out, `{"version":%d,"files":`, JSONVersion)
	out = append(out, escapeJSON(fb)...)
	out = append(out, `,"diagnostics":[`...)
	if _, err := w.Write(out); err != nil {
		return err
	}
	for _, c := range j.diags {
		if _, err := w.Write(c); err != nil {
			return err
		}
	}
	out = append(out[:0], `],"summary":`...)
	out = append(out, sb...)
	out = append(out, "}\n"...)
	_, err = w.Write(out)
	return err
}
