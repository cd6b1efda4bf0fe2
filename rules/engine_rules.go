package rules

import (
	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/normalize"
)

// allFormats is every format name.
var allFormats = []string{normalize.FormatAgent3md, normalize.Format3md, normalize.FormatSkillMD,
	normalize.FormatAIP3, normalize.FormatAgentMD, normalize.FormatCopilotAgent}

// SuppressionUnusedRule is the id of findings about inline suppressions that
// suppress nothing; the engine reports them.
const SuppressionUnusedRule = "suppression/unused"

// Ids of the engine's checks on the file itself.
const (
	FileSizeRule     = "file/size"
	FileBinaryRule   = "file/binary"
	FileEncodingRule = "file/encoding"
	FileNestingRule  = "file/nesting"
)

// Rules whose findings the engine reports, not a rule's check.
func init() {
	register(&Rule{ID: FileSizeRule, Severity: diag.Error, Formats: allFormats, Doc: Doc{
		Title: "The file is not larger than skillint reads",
		Why:   "A skill file of megabytes is not instructions a host loads; and a linter that read only part of it would miss what is hidden past its limit, so skillint reads none of it and says so.",
		Fix:   "Split the file: keep the instructions short and move data into references/ or assets/.",
		Bad:   "a 60 MB SKILL.md",
		Good:  "a 20 KB SKILL.md with references/",
	}})
	register(&Rule{ID: FileBinaryRule, Severity: diag.Error, Formats: allFormats, Doc: Doc{
		Title: "The file is text",
		Why:   "A file with NUL bytes under a skill's name is not Markdown; hosts cannot load it, and it may not be what it claims to be.",
		Fix:   "Replace it with the skill's Markdown text.",
		Bad:   "SKILL.md that is a compiled binary",
		Good:  "SKILL.md that is UTF-8 Markdown",
	}})
	register(&Rule{ID: FileEncodingRule, Severity: diag.Error, Formats: allFormats, Doc: Doc{
		Title: "The file is valid UTF-8",
		Why:   "Hosts read skills as UTF-8; invalid bytes become replacement characters or make the host refuse the file.",
		Fix:   "Save the file as UTF-8 (the finding points at the first invalid byte).",
		Bad:   "description: caf\xe9 (Latin-1)",
		Good:  "description: café (UTF-8)",
	}})
	register(&Rule{ID: SuppressionUnusedRule, Severity: diag.Info, Formats: allFormats, Doc: Doc{
		Title: "An inline suppression suppresses something",
		Why:   "A `skillint-disable` comment that covers no finding (the problem was fixed, or the rule id is misspelt) hides nothing today but will hide a real finding tomorrow.",
		Fix:   "Remove the comment, or fix the rule id it names.",
		Bad:   "<!-- skillint-disable-next-line lint/no-generic-instructon -->\nFollow best practices.",
		Good:  "<!-- skillint-disable-next-line lint/no-generic-instructions -->\nFollow best practices.",
	}})
	register(&Rule{ID: "io", Severity: diag.Error, Formats: allFormats, Doc: Doc{
		Title: "The file can be read",
		Why:   "A skill file that cannot be read (permissions, a broken link, a directory or a device under a skill's name) is never checked, and a host cannot load it either.",
		Fix:   "Make the file a readable regular file, or remove it.",
	}})
}
