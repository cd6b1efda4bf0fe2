package output

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"io"
	"strconv"

	"github.com/skillint/skillint/diag"
)

func init() {
	Printers["gitlab"] = func(o Options) Printer { return &GitLab{Options: o} }
}

// GitLab prints a GitLab Code Quality report: a JSON array of issues with a
// description, the rule as check_name, a fingerprint, a severity and the
// path (relative to the repository root) and line. It is written as the
// files come, never held whole.
type GitLab struct {
	Options
	n int
}

type glIssue struct {
	Description string     `json:"description"`
	CheckName   string     `json:"check_name"`
	Fingerprint string     `json:"fingerprint"`
	Severity    string     `json:"severity"`
	Location    glLocation `json:"location"`
}

type glLocation struct {
	Path  string `json:"path"`
	Lines struct {
		Begin int `json:"begin"`
	} `json:"lines"`
}

// gitlabSeverity maps severities onto Code Quality's scale (info, minor,
// major, critical, blocker).
func gitlabSeverity(s diag.Severity) string {
	switch s {
	case diag.Error:
		return "major"
	case diag.Warning:
		return "minor"
	}
	return "info"
}

// gitlabFingerprint identifies a finding across commits, so that GitLab can
// tell new issues from old ones: it hashes the rule, the path, the message
// and the offending text (not the line, which moves when lines are added
// above), and the finding's rank among identical ones of its file.
func gitlabFingerprint(path string, f *diag.File, d diag.Finding, rank int) string {
	h := sha256.New()
	text := []byte(nil)
	if s, e := d.Range.Start.Offset, d.Range.End.Offset; s >= 0 && s <= e && e <= len(f.Source.Bytes) {
		text = f.Source.Bytes[s:min(e, s+256)]
	}
	for _, part := range [][]byte{[]byte(d.Rule), []byte(path), []byte(d.Message), text, []byte(strconv.Itoa(rank))} {
		h.Write([]byte(strconv.Itoa(len(part)) + ":"))
		h.Write(part)
	}
	return hex.EncodeToString(h.Sum(nil))[:32]
}

// File writes a file's issues.
func (g *GitLab) File(w io.Writer, f *diag.File) error {
	path := relURI(f.Path(), g.Root)
	seen := map[string]int{}
	for _, d := range f.Findings {
		issue := glIssue{Description: d.Message, CheckName: d.Rule, Severity: gitlabSeverity(d.Severity)}
		issue.Location.Path = path
		issue.Location.Lines.Begin = d.Range.Start.Line
		key := gitlabFingerprint(path, f, d, 0)
		issue.Fingerprint = gitlabFingerprint(path, f, d, seen[key])
		seen[key]++
		b, err := json.Marshal(issue)
		if err != nil {
			return err
		}
		sep := ",\n  "
		if g.n == 0 {
			sep = "[\n  "
		}
		g.n++
		if _, err := io.WriteString(w, sep+string(escapeJSON(b))); err != nil {
			return err
		}
	}
	return nil
}

// Finish closes the array.
func (g *GitLab) Finish(w io.Writer, _ diag.Summary) error {
	end := "\n]\n"
	if g.n == 0 {
		end = "[]\n"
	}
	_, err := io.WriteString(w, end)
	return err
}
