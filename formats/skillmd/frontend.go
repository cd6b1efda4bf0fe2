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
	claude := frontend.ClaudeCodeSkill(src.Path)
	if !fm.Present {
		f := diag.Finding{Rule: "skill/frontmatter.missing", Severity: diag.Error,
			Message: "the file has no frontmatter: start it with a `---` line, then `name:` and `description:`, then `---`" + frontend.LateFrontmatterNote(src.Bytes), Range: src.LineRange(1)}
		if claude {
			// Claude Code loads it (the directory names it, the first
			// paragraph describes it); other hosts do not.
			f.Severity = diag.Warning
			f.Message += " (Claude Code, which loads this skill, names it after its directory and describes it by its first paragraph; other hosts skip it)"
		}
		out.Findings = append(out.Findings, f)
		out.Broken = true
		return out
	}
	fs := frontend.FrontmatterFindings(src, fm, "skill")
	if claude {
		// An unquoted argument-hint of bracketed groups, the only error:
		// what Claude Code's own documentation writes, and only Claude
		// Code loads this skill.
		fs = frontend.HintsAsText(src, fs, "skill/frontmatter.syntax", "skill/frontmatter.syntax")
		for i := range fs {
			if fs[i].Rule == "skill/frontmatter.syntax" && fs[i].Severity == diag.Error {
				// Claude Code reads such a frontmatter line by line, as it
				// does its agents' and commands' (see subagent).
				fs[i].Severity = diag.Warning
				fs[i].Message += " (Claude Code, which loads this skill, reads it line by line; other hosts reject it)"
			}
		}
	}
	out.Findings = append(out.Findings, fs...)
	out.Broken = fm.Broken()
	return out
}
