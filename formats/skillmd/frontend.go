package skillmd

import (
	"path/filepath"
	"strings"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/formats/frontend"
	"github.com/skillint/skillint/formats/yamlfm"
)

// FrontEnd claims SKILL.md (and skill.md, with a warning: hosts look for the
// exact name). A file that declares `schema: skills/v1`, at the top level or
// under metadata.aip3, is AIP-3.
type FrontEnd struct{}

// Name is the front-end's name.
func (FrontEnd) Name() string { return "skill-md" }

// Match claims a file by its path alone.
func (FrontEnd) Match(path string) bool { return strings.EqualFold(filepath.Base(path), "SKILL.md") }

// Parse parses one document and maps it into the model.
func (FrontEnd) Parse(src *diag.Source, opts frontend.Options) *frontend.Parsed {
	fm := yamlfm.Parse(src)
	doc := FromSkillMD(src, fm)
	out := &frontend.Parsed{Doc: doc}
	if filepath.Base(src.Path) != "SKILL.md" {
		out.Findings = append(out.Findings, diag.Finding{Rule: "skill/filename", Severity: diag.Warning,
			Message: "the file is named " + filepath.Base(src.Path) + ", but hosts look for SKILL.md (exact case): rename it", Range: src.Range(0, 0)})
	}
	if !fm.Present {
		out.Findings = append(out.Findings, diag.Finding{Rule: "skill/frontmatter.missing", Severity: diag.Error,
			Message: "the file has no frontmatter: start it with a `---` line, then `name:` and `description:`, then `---`", Range: src.LineRange(1)})
		out.Broken = true
		return out
	}
	out.Findings = append(out.Findings, frontend.FrontmatterFindings(src, fm, "skill")...)
	out.Broken = fm.Broken()
	return out
}
