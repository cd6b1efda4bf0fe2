package threemd

import (
	"bytes"
	"path/filepath"
	"strings"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/formats/frontend"
	"github.com/skillint/skillint/model"
)

// FrontEnd claims agent.3md and every *.3md file whose first non-blank line is
// `---` (any .3md the user names explicitly), and decides from its content
// whether it is an agent3md/1 agent or a plain 3md document.
type FrontEnd struct{}

// Name is the front-end's name.
func (FrontEnd) Name() string { return "3md" }

// Match claims a file by its path alone.
func (FrontEnd) Match(path string) bool {
	return strings.HasSuffix(strings.ToLower(filepath.Base(path)), ".3md")
}

// Parse parses one document and maps it into the model.
func (FrontEnd) Parse(src *diag.Source, opts frontend.Options) *frontend.Parsed {
	if !opts.Explicit && opts.Format == "" && !strings.EqualFold(filepath.Base(src.Path), "agent.3md") && !startsWithFence(src.Bytes) {
		return nil
	}
	t := Parse(src.Bytes)
	format := model.Format3md
	switch {
	case opts.Format == model.FormatAgent3md || opts.Format == model.Format3md:
		format = opts.Format
	case IsAgent3md(src.Path, t):
		format = model.FormatAgent3md
	}
	out := &frontend.Parsed{Doc: FromThreeMD(src, format, t), Broken: !t.OK()}
	for _, e := range t.Errors {
		r := src.Range(e.Start, e.End)
		if e.End == 0 && e.Start == 0 {
			r = src.LineRange(e.Line)
		}
		out.Findings = append(out.Findings, diag.Finding{Rule: "agent3md/parse", Severity: diag.Error,
			Message: "not valid 3md: " + e.Message + parseHint(e.Code), Range: r})
	}
	return out
}

func parseHint(code string) string {
	switch code {
	case ErrMissingFrontmatter:
		return ": start the file with a `---` line, `3md: 1.0`, and a closing `---`"
	case ErrMissingVersion:
		return ": add `3md: 1.0` to the frontmatter"
	case ErrMissingPlanePosition:
		return ": add z=N"
	case ErrDuplicatePlane:
		return ": give each plane its own z"
	}
	return ""
}

func startsWithFence(b []byte) bool {
	b = bytes.TrimPrefix(b, []byte("\xEF\xBB\xBF"))
	for len(b) > 0 {
		i := bytes.IndexByte(b, '\n')
		line := b
		if i >= 0 {
			line, b = b[:i], b[i+1:]
		} else {
			b = nil
		}
		if t := bytes.TrimSpace(line); len(t) > 0 {
			return string(t) == "---"
		}
	}
	return false
}
