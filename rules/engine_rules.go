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

// Rules whose findings the engine reports, not a rule's check.
func init() {
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
