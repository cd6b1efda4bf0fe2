package rules

import (
	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/normalize"
)

// allFormats is every format name.
var allFormats = []string{normalize.FormatAgent3md, normalize.Format3md, normalize.FormatSkillMD,
	normalize.FormatAIP3, normalize.FormatAgentMD, normalize.FormatCopilotAgent}

func init() {
	register(&Rule{ID: "io", Severity: diag.Error, Formats: allFormats, Doc: Doc{
		Title: "The file can be read",
		Why:   "A skill file that cannot be read (permissions, a broken link, a directory or a device under a skill's name) is never checked, and a host cannot load it either.",
		Fix:   "Make the file a readable regular file, or remove it.",
	}})
}
