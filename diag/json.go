package diag

import (
	"encoding/json"
	"fmt"
	"io"
)

// JSONVersion is the version of the JSON document; it changes only when the
// document changes incompatibly.
const JSONVersion = 1

// JSON prints the whole run as one JSON document (see the CLI contract).
// The document lists all files before all diagnostics, so both are kept
// until the end: the diagnostics already encoded, which is several times
// smaller than keeping them as values.
type JSON struct {
	files []jsonFile
	diags []byte // encoded diagnostics, comma-separated
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
}

type jsonSummary struct {
	Files    int `json:"files"`
	Errors   int `json:"errors"`
	Warnings int `json:"warnings"`
	Infos    int `json:"infos"`
}

// File records a file's entry and its diagnostics.
func (j *JSON) File(w io.Writer, f *File) error {
	j.files = append(j.files, jsonFile{Path: f.Path(), Format: f.Format})
	for _, d := range f.Findings {
		jd := jsonDiag{
			Path:      f.Path(),
			Line:      d.Range.Start.Line,
			Column:    f.Source.Column(d.Range.Start, CodePoints),
			EndLine:   d.Range.End.Line,
			EndColumn: f.Source.Column(d.Range.End, CodePoints),
			Severity:  d.Severity.String(),
			Rule:      d.Rule,
			Message:   d.Message,
		}
		for _, r := range d.Related {
			jd.Related = append(jd.Related, jsonRelated{
				Line: r.Range.Start.Line, Column: f.Source.Column(r.Range.Start, CodePoints),
				EndLine: r.Range.End.Line, EndColumn: f.Source.Column(r.Range.End, CodePoints),
				Message: r.Message,
			})
		}
		b, err := json.Marshal(jd)
		if err != nil {
			return err
		}
		if len(j.diags) > 0 {
			j.diags = append(j.diags, ',')
		}
		j.diags = append(j.diags, b...)
	}
	return nil
}

// Finish writes the JSON document.
func (j *JSON) Finish(w io.Writer, s Summary) error {
	files := j.files
	if files == nil {
		files = []jsonFile{}
	}
	fb, err := json.Marshal(files)
	if err != nil {
		return err
	}
	sb, err := json.Marshal(jsonSummary(s))
	if err != nil {
		return err
	}
	var out []byte
	out = fmt.Appendf(out, `{"version":%d,"files":`, JSONVersion)
	out = append(out, fb...)
	out = append(out, `,"diagnostics":[`...)
	if _, err := w.Write(out); err != nil {
		return err
	}
	if _, err := w.Write(j.diags); err != nil {
		return err
	}
	out = append(out[:0], `],"summary":`...)
	out = append(out, sb...)
	out = append(out, "}\n"...)
	_, err = w.Write(out)
	return err
}
