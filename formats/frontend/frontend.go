// Package frontend is what every format's front-end is: what it is told
// about a file, and what it returns (the document in the common model and
// its parse findings).
package frontend

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/formats/yamlfm"
	"github.com/skillint/skillint/model"
)

// Parsed is a front-end's result for one document.
type Parsed struct {
	// Doc is the document in the common model (never nil).
	Doc *model.Document
	// Findings are problems found while parsing (parse and syntax rules).
	Findings []diag.Finding
	// Broken is set when parsing failed so badly that model rules would only
	// repeat the parse findings; they are then not run.
	Broken bool
	// Reason says why the file was read as its format, when that was a
	// decision (shown by --verbose).
	Reason string
}

// Options are what a front-end is told about a document besides its bytes.
type Options struct {
	// Explicit is true when the user named the file; a front-end may then not
	// decline it.
	Explicit bool
	// Format is the format the configuration forces ("" to detect).
	Format string
}

// FrontEnd is one format's parser.
type FrontEnd interface {
	// Name is the front-end's name, e.g. "3md".
	Name() string
	// Match claims a file by its path alone, without reading it.
	Match(path string) bool
	// Parse parses one document. Unless the file is explicit, the front-end
	// may decline a file whose content shows it is not of its format, by
	// returning nil.
	Parse(src *diag.Source, opts Options) *Parsed
}

// problemRules maps frontmatter problems to rule names, within a family.
var problemRules = map[string]string{
	yamlfm.ProblemSyntax:    "frontmatter.syntax",
	yamlfm.ProblemAlias:     "frontmatter.syntax",
	yamlfm.ProblemUnclosed:  "frontmatter.syntax",
	yamlfm.ProblemDuplicate: "frontmatter.duplicateKey",
	yamlfm.ProblemBOM:       "frontmatter.bom",
	yamlfm.ProblemDelimiter: "frontmatter.delimiter",
}

var problemSeverity = map[string]diag.Severity{
	yamlfm.ProblemBOM: diag.Warning, yamlfm.ProblemDelimiter: diag.Warning,
}

var problemHints = map[string]string{
	yamlfm.ProblemBOM:       ": many hosts then see no frontmatter; save the file as UTF-8 without a BOM",
	yamlfm.ProblemDelimiter: ": several hosts then ignore the frontmatter; remove the trailing spaces",
	yamlfm.ProblemUnclosed:  ": add a `---` line after the last field",
	yamlfm.ProblemDuplicate: "; remove one",
}

// FrontmatterFindings turns frontmatter problems into findings of the
// family's frontmatter rules (e.g. skill/frontmatter.syntax).
func FrontmatterFindings(src *diag.Source, fm *yamlfm.Frontmatter, family string) []diag.Finding {
	var out []diag.Finding
	for _, p := range fm.Problems {
		sev, ok := problemSeverity[p.Code]
		if !ok {
			sev = diag.Error
		}
		f := diag.Finding{Rule: family + "/" + problemRules[p.Code], Severity: sev, Message: p.Message + problemHints[p.Code], Range: src.Range(p.Start, p.End)}
		switch p.Code {
		case yamlfm.ProblemBOM:
			f.Fixes = []diag.Fix{{Description: "remove the byte order mark", Safety: diag.Safe, Edits: []diag.Edit{{Start: p.Start, End: p.End}}}}
		case yamlfm.ProblemDelimiter:
			f.Fixes = []diag.Fix{{Description: "remove the trailing white space", Safety: diag.Safe, Edits: []diag.Edit{{Start: p.Start, End: p.End}}}}
		}
		if p.Related >= 0 {
			f.Related = []diag.Related{{Range: src.Range(p.Related, p.Related), Message: "first given here"}}
		}
		out = append(out, f)
	}
	return out
}

// LateFrontmatter is the line (1-based) of a frontmatter block that does
// not start the file: a `---` line within its first 30 lines, after
// blank lines, comments or headings, that opens a block of `key:` lines
// closed by another `---`; or 0. Hosts read frontmatter only on the
// first line, so such a block is not read; the message can say why.
func LateFrontmatter(src []byte) int {
	ls := bytes.SplitN(src, []byte("\n"), 65) // the first 64 lines, and the rest
	if len(ls) > 64 {
		ls = ls[:64]
	}
	line := func(i int) string { return strings.TrimRight(string(ls[i]), " \t\r") }
	for i := 1; i < len(ls) && i < 30; i++ {
		if line(i) != "---" {
			continue
		}
		keys := 0
		for j := i + 1; j < len(ls); j++ {
			l := line(j)
			if l == "---" {
				if keys > 0 {
					return i + 1
				}
				break
			}
			if k, _, ok := strings.Cut(l, ":"); ok && k != "" && !strings.ContainsAny(k, " \t") {
				keys++
			}
		}
		return 0 // the first `---` after line 1 decides
	}
	return 0
}

// LateFrontmatterNote is what a missing-frontmatter message adds when
// LateFrontmatter finds a block: where it is and what to do.
func LateFrontmatterNote(src []byte) string {
	if n := LateFrontmatter(src); n > 0 {
		return fmt.Sprintf(" (the `---` block on line %d is not read: frontmatter must start on the file's first line; delete the lines before it)", n)
	}
	return ""
}
