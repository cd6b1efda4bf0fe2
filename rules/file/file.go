// Package file holds the rules about the file itself (io, file/*) and suppression/unused, whose
// findings the engine makes.
package file

import (
	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/rules"
	"github.com/skillint/skillint/rules/internal/ruleutil"
)

// Rules whose findings the engine reports, not a rule's check.
func init() {
	register(&rules.Rule{ID: rules.FileSize, Scope: rules.ScopeFile, Severity: diag.Error, Formats: ruleutil.AllFormats, Doc: rules.Doc{
		Title: "The file is not larger than skillint reads",
		Why:   "A skill file of megabytes is not instructions a host loads; and a linter that read only part of it would miss what is hidden past its limit, so skillint reads none of it and says so.",
		Fix:   "Split the file: keep the instructions short and move data into references/ or assets/.",
		Bad:   "a 60 MB SKILL.md",
		Good:  "a 20 KB SKILL.md with references/",
	}})
	register(&rules.Rule{ID: rules.FileBinary, Scope: rules.ScopeFile, Severity: diag.Error, Formats: ruleutil.AllFormats, Doc: rules.Doc{
		Title: "The file is text",
		Why:   "A file with NUL bytes under a skill's name is not Markdown; hosts cannot load it, and it may not be what it claims to be.",
		Fix:   "Replace it with the skill's Markdown text.",
		Bad:   "SKILL.md that is a compiled binary",
		Good:  "SKILL.md that is UTF-8 Markdown",
	}})
	register(&rules.Rule{ID: rules.FileEncoding, Scope: rules.ScopeFile, Severity: diag.Error, Formats: ruleutil.AllFormats, Doc: rules.Doc{
		Title: "The file is valid UTF-8",
		Why:   "Hosts read skills as UTF-8; invalid bytes become replacement characters or make the host refuse the file.",
		Fix:   "Save the file as UTF-8 (the finding points at the first invalid byte).",
		Bad:   "description: caf\xe9 (Latin-1)",
		Good:  "description: café (UTF-8)",
	}})
	register(&rules.Rule{ID: rules.SuppressionUnused, Scope: rules.ScopeFile, Severity: diag.Info, Formats: ruleutil.AllFormats, Doc: rules.Doc{
		Title: "An inline suppression suppresses something",
		Why:   "A `skillint-disable` comment that covers no finding (the problem was fixed, or the rule id is misspelt) hides nothing today but will hide a real finding tomorrow.",
		Fix:   "Remove the comment, or fix the rule id it names.",
		Bad:   "<!-- skillint-disable-next-line lint/no-generic-instructon -->\nFollow best practices.",
		Good:  "<!-- skillint-disable-next-line lint/no-generic-instructions -->\nFollow best practices.",
	}})
	register(&rules.Rule{ID: rules.IO, Scope: rules.ScopeFile, Severity: diag.Error, Formats: ruleutil.AllFormats, Doc: rules.Doc{
		Title: "The file can be read",
		Why:   "A skill file that cannot be read (permissions, a broken link, a directory or a device under a skill's name) is never checked, and a host cannot load it either.",
		Fix:   "Make the file a readable regular file, or remove it.",
	}})
}
