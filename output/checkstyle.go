package output

import (
	"encoding/xml"
	"io"

	"github.com/skillint/skillint/diag"
)

// Checkstyle prints the Checkstyle XML format that many CI tools read.
type Checkstyle struct {
	files []csFile
}

type csError struct {
	Line     int    `xml:"line,attr"`
	Column   int    `xml:"column,attr"`
	Severity string `xml:"severity,attr"`
	Message  string `xml:"message,attr"`
	Source   string `xml:"source,attr"`
}

type csFile struct {
	Name   string    `xml:"name,attr"`
	Errors []csError `xml:"error"`
}

type csRoot struct {
	XMLName xml.Name `xml:"checkstyle"`
	Version string   `xml:"version,attr"`
	Files   []csFile `xml:"file"`
}

// File records a file's <file> element.
func (c *Checkstyle) File(w io.Writer, f *diag.File) error {
	cf := csFile{Name: diag.Escape(f.Path())}
	for _, d := range f.Findings {
		cf.Errors = append(cf.Errors, csError{Line: d.Range.Start.Line, Column: f.Source.Column(d.Range.Start, diag.CodePoints),
			Severity: d.Severity.String(), Message: diag.Escape(d.Message), Source: diag.Escape(d.Rule)})
	}
	c.files = append(c.files, cf)
	return nil
}

// Finish writes one <checkstyle> document with a <file> per linted file.
func (c *Checkstyle) Finish(w io.Writer, _ diag.Summary) error {
	root := csRoot{Version: "4.3", Files: c.files}
	if _, err := io.WriteString(w, xml.Header); err != nil {
		return err
	}
	enc := xml.NewEncoder(w)
	enc.Indent("", "  ")
	if err := enc.Encode(root); err != nil {
		return err
	}
	_, err := io.WriteString(w, "\n")
	return err
}
