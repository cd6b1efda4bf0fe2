package output

import (
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"github.com/fatih/color"
	"github.com/skillint/skillint/diag"
)

// Text prints `path:line:col: severity: message [rule]` lines, optionally
// with the source line and a caret under the finding, and a summary line.
type Text struct {
	Options
}

type palette struct {
	path, err, warn, info, rule, caret, dim *color.Color
}

func newPalette(on bool) palette {
	mk := func(attrs ...color.Attribute) *color.Color {
		c := color.New(attrs...)
		if on {
			c.EnableColor()
		} else {
			c.DisableColor()
		}
		return c
	}
	return palette{
		path:  mk(color.Bold),
		err:   mk(color.FgRed, color.Bold),
		warn:  mk(color.FgYellow, color.Bold),
		info:  mk(color.FgCyan, color.Bold),
		rule:  mk(color.FgHiBlack),
		caret: mk(color.FgGreen, color.Bold),
		dim:   mk(color.FgHiBlack),
	}
}

// File writes a file's findings.
func (t *Text) File(w io.Writer, f *diag.File) error {
	p := newPalette(t.Color)
	var b strings.Builder
	if t.Verbose {
		format := f.Format
		if format == "" {
			format = "unknown"
		}
		if f.Reason != "" {
			fmt.Fprintf(&b, "%s: read as %s (%s)\n", diag.Escape(f.Path()), format, diag.Escape(f.Reason))
		} else {
			fmt.Fprintf(&b, "%s: read as %s\n", diag.Escape(f.Path()), format)
		}
	}
	path := diag.Escape(f.Path())
	for i := range f.Findings {
		d := &f.Findings[i]
		sev := p.info
		switch d.Severity {
		case diag.Error:
			sev = p.err
		case diag.Warning:
			sev = p.warn
		}
		fmt.Fprintf(&b, "%s %s %s %s\n",
			p.path.Sprintf("%s:%d:%d:", path, d.Range.Start.Line, f.Source.Column(d.Range.Start, diag.CodePoints)),
			sev.Sprintf("%s:", d.Severity), fixMark(d, t.UnsafeFixes)+diag.Escape(d.Message), p.rule.Sprintf("[%s]", diag.Escape(d.Rule)))
		if t.Snippets {
			t.snippet(&b, p, f, *d)
		}
	}
	// Text output is often read by a CI runner: no line of it may be a
	// workflow command (a path that starts with "::", say).
	out := strings.SplitAfter(b.String(), "\n")
	for i, l := range out {
		out[i] = githubSafe(l)
	}
	_, err := io.WriteString(w, strings.Join(out, ""))
	return err
}

// Finish writes the summary line.
func (t *Text) Finish(w io.Writer, s diag.Summary) error {
	p := newPalette(t.Color)
	line := SummaryLine(s) + fixSummary(s, t.UnsafeFixes)
	switch {
	case s.Errors > 0:
		line = p.err.Sprint(line)
	case s.Warnings > 0:
		line = p.warn.Sprint(line)
	}
	_, err := io.WriteString(w, line+"\n")
	return err
}

// snippet shows the line of the finding with a caret and underline below it.
func (t *Text) snippet(b *strings.Builder, p palette, f *diag.File, d diag.Finding) {
	src := f.Source
	if !src.HasLine(d.Range.Start.Line) || len(src.Bytes) == 0 {
		return
	}
	line := d.Range.Start.Line
	text := src.LineText(line)
	start := d.Range.Start.Offset - src.LineStart(line)
	end := len(text)
	if d.Range.End.Line == line {
		end = d.Range.End.Offset - src.LineStart(line)
	}
	start = clamp(start, 0, len(text))
	end = clamp(end, start, len(text))
	if line == 1 && len(text) >= 3 && string(text[:3]) == "\xEF\xBB\xBF" {
		text, start, end = text[3:], max(start-3, 0), max(end-3, 0)
	}
	// A long line is shown around the finding only: the output stays in
	// proportion to the number of findings, not to it times the line.
	var before, after bool
	text, start, end, before, after = snippetWindow(text, start, end)
	gutter := fmt.Sprintf("%5d | ", line)
	shown := displayText(text)
	if before {
		shown = "…" + shown
		start, end = start+len("…"), end+len("…")
		text = append([]byte("…"), text...)
	}
	if after {
		shown += "…"
	}
	fmt.Fprintf(b, "%s%s\n", p.dim.Sprint(gutter), shown)
	pad := displayWidth(text[:start])
	span := displayWidth(text[start:end])
	under := "^"
	if span > 1 {
		under += strings.Repeat("~", span-1)
	}
	fmt.Fprintf(b, "%s%s%s\n", p.dim.Sprint("      | "), strings.Repeat(" ", pad), p.caret.Sprint(under))
}

func clamp(v, lo, hi int) int {
	if v < lo {
		return lo
	}
	if v > hi {
		return hi
	}
	return v
}

// displayText shows a line with tabs expanded to four spaces and control
// characters made visible, so the caret lines up under it.
func displayText(b []byte) string {
	var s strings.Builder
	for len(b) > 0 {
		r, size := utf8.DecodeRune(b)
		b = b[size:]
		switch {
		case r == '\t':
			s.WriteString("    ")
		case diag.NeedsEscape(r, size):
			s.WriteRune('�')
		default:
			s.WriteRune(r)
		}
	}
	return s.String()
}

func displayWidth(b []byte) int {
	n := 0
	for len(b) > 0 {
		r, size := utf8.DecodeRune(b)
		b = b[size:]
		if r == '\t' {
			n += 4
		} else if r == utf8.RuneError && size == 1 {
			n++
		} else {
			n += runeWidth(r)
		}
	}
	return n
}
