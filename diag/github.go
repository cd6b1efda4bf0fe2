package diag

import (
	"fmt"
	"io"
	"strings"
)

// GitHub prints GitHub Actions workflow commands (::error file=...::msg), one
// per finding, escaped as the Actions toolkit does. GitHub shows only the
// first annotations of a step, so the plain findings and the summary follow.
type GitHub struct {
	Options
}

// escapeData escapes a workflow command's message.
func escapeData(s string) string {
	return strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A").Replace(s)
}

// escapeProperty escapes a workflow command's property value.
func escapeProperty(s string) string {
	return strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A", ":", "%3A", ",", "%2C").Replace(s)
}

func githubCommand(s Severity) string {
	switch s {
	case Error:
		return "error"
	case Warning:
		return "warning"
	}
	return "notice"
}

// Print writes the annotations, then the text output without colour.
func (g *GitHub) Print(w io.Writer, files []*File) error {
	var b strings.Builder
	each(files, func(f *File, d Finding) {
		fmt.Fprintf(&b, "::%s file=%s,line=%d,col=%d,endLine=%d,endColumn=%d,title=%s::%s\n",
			githubCommand(d.Severity), escapeProperty(f.Path()),
			d.Range.Start.Line, f.Source.Column(d.Range.Start, CodePoints),
			d.Range.End.Line, f.Source.Column(d.Range.End, CodePoints),
			escapeProperty(d.Rule), escapeData(d.Message))
	})
	if _, err := io.WriteString(w, b.String()); err != nil {
		return err
	}
	plain := &Text{Options: Options{Verbose: g.Verbose}}
	return plain.Print(w, files)
}
