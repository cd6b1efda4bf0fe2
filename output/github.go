package output

import (
	"fmt"
	"io"
	"strings"

	"github.com/skillint/skillint/diag"
)

// GitHub prints GitHub Actions workflow commands (::error file=...::msg), one
// per finding, escaped as the Actions toolkit does. GitHub shows only the
// first annotations of a step, so the plain findings and the summary follow.
type GitHub struct {
	Options
	plain strings.Builder // the text output, written after every annotation
	text  *Text
}

// escapeData escapes a workflow command's message.
func escapeData(s string) string {
	return strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A").Replace(s)
}

// escapeProperty escapes a workflow command's property value.
func escapeProperty(s string) string {
	return strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A", ":", "%3A", ",", "%2C").Replace(s)
}

func githubCommand(s diag.Severity) string {
	switch s {
	case diag.Error:
		return "error"
	case diag.Warning:
		return "warning"
	}
	return "notice"
}

// File writes a file's annotations.
func (g *GitHub) File(w io.Writer, f *diag.File) error {
	if g.text == nil {
		g.text = &Text{Options: Options{Verbose: g.Verbose}}
	}
	var b strings.Builder
	for _, d := range f.Findings {
		fmt.Fprintf(&b, "::%s file=%s,line=%d,col=%d,endLine=%d,endColumn=%d,title=%s::%s\n",
			githubCommand(d.Severity), escapeProperty(diag.Escape(f.Path())),
			d.Range.Start.Line, f.Source.Column(d.Range.Start, diag.CodePoints),
			d.Range.End.Line, f.Source.Column(d.Range.End, diag.CodePoints),
			escapeProperty(diag.Escape(d.Rule)), escapeData(diag.Escape(d.Message)))
	}
	if err := g.text.File(&g.plain, f); err != nil {
		return err
	}
	_, err := io.WriteString(w, noV1Command(b.String()))
	return err
}

// Finish writes the plain findings and the summary. No line of them can be
// read as a workflow command (see githubSafe).
func (g *GitHub) Finish(w io.Writer, s diag.Summary) error {
	plain := strings.SplitAfter(g.plain.String(), "\n")
	for i, l := range plain {
		plain[i] = githubSafe(l)
	}
	if _, err := io.WriteString(w, strings.Join(plain, "")); err != nil {
		return err
	}
	return (&Text{}).Finish(w, s)
}
