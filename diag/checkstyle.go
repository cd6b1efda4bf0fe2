package diag

import (
	"encoding/xml"
	"io"
)

// Checkstyle prints the Checkstyle XML format that many CI tools read.
type Checkstyle struct{}

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

// Print writes one <checkstyle> document with a <file> per linted file.
func (Checkstyle) Print(w io.Writer, files []*File) error {
	root := csRoot{Version: "4.3"}
	for _, f := range files {
		cf := csFile{Name: f.Path()}
		for _, d := range f.Findings {
			cf.Errors = append(cf.Errors, csError{Line: d.Range.Start.Line, Column: f.Source.Column(d.Range.Start, CodePoints),
				Severity: d.Severity.String(), Message: d.Message, Source: d.Rule})
		}
		root.Files = append(root.Files, cf)
	}
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
