package formats

import (
	"path/filepath"
	"strings"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/formats/yamlfm"
	"github.com/skillint/skillint/normalize"
)

func init() { Register(skillMD{}) }

// skillMD claims SKILL.md (and skill.md, with a warning: hosts look for the
// exact name). A file that declares `schema: skills/v1`, at the top level or
// under metadata.aip3, is AIP-3.
type skillMD struct{}

func (skillMD) Name() string { return "skill-md" }

func (skillMD) Match(path string) bool { return strings.EqualFold(filepath.Base(path), "SKILL.md") }

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

// frontmatterFindings turns frontmatter problems into findings of the
// family's frontmatter rules (e.g. skill/frontmatter.syntax).
func frontmatterFindings(src *diag.Source, fm *yamlfm.Frontmatter, family string) []diag.Finding {
	var out []diag.Finding
	for _, p := range fm.Problems {
		sev, ok := problemSeverity[p.Code]
		if !ok {
			sev = diag.Error
		}
		f := diag.Finding{Rule: family + "/" + problemRules[p.Code], Severity: sev, Message: p.Message + problemHints[p.Code], Range: src.Range(p.Start, p.End)}
		if p.Related >= 0 {
			f.Related = []diag.Related{{Range: src.Range(p.Related, p.Related), Message: "first given here"}}
		}
		out = append(out, f)
	}
	return out
}

func (skillMD) Parse(src *diag.Source, opts Options) *Parsed {
	fm := yamlfm.Parse(src)
	doc := normalize.FromSkillMD(src, fm)
	out := &Parsed{Doc: doc}
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
	out.Findings = append(out.Findings, frontmatterFindings(src, fm, "skill")...)
	out.Broken = fm.Broken()
	return out
}
