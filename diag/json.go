package diag

import (
	"encoding/json"
	"io"
)

// JSONVersion is the version of the JSON document; it changes only when the
// document changes incompatibly.
const JSONVersion = 1

// JSON prints the whole run as one JSON document (see the CLI contract).
type JSON struct {
	doc jsonDoc
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

type jsonDoc struct {
	Version     int         `json:"version"`
	Files       []jsonFile  `json:"files"`
	Diagnostics []jsonDiag  `json:"diagnostics"`
	Summary     jsonSummary `json:"summary"`
}

// File records a file's entry and its diagnostics.
func (j *JSON) File(w io.Writer, f *File) error {
	j.doc.Files = append(j.doc.Files, jsonFile{Path: f.Path(), Format: f.Format})
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
		j.doc.Diagnostics = append(j.doc.Diagnostics, jd)
	}
	return nil
}

// Finish writes the JSON document.
func (j *JSON) Finish(w io.Writer, s Summary) error {
	j.doc.Version = JSONVersion
	if j.doc.Files == nil {
		j.doc.Files = []jsonFile{}
	}
	if j.doc.Diagnostics == nil {
		j.doc.Diagnostics = []jsonDiag{}
	}
	j.doc.Summary = jsonSummary(s)
	return json.NewEncoder(w).Encode(j.doc)
}
