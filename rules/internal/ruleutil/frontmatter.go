package ruleutil

import (
	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/rules"
)

// FrontmatterRules are the YAML frontmatter rules a front-end reports for
// one family of formats (skill, agentmd, copilot): the findings come from
// the shared frontmatter reader, the ids and docs from here.
func FrontmatterRules(family string, formats []string, file string) []*rules.Rule {
	ex := func(fields string) string { return "---\n" + fields + "\n---\n" }
	return []*rules.Rule{
		{ID: rules.ID(family + "/frontmatter.syntax"), Severity: diag.Error, Formats: formats, Doc: rules.Doc{
			Title: "The frontmatter is a valid YAML mapping",
			Why:   "A host that cannot parse the frontmatter of " + file + " drops it. skillint also refuses anchors and aliases (a known way to make YAML readers blow up), more than 200 levels of nesting and frontmatter over 1 MiB.",
			Fix:   "Fix the YAML at the position given; quote values that contain `: ` or start with a special character.",
			Bad:   ex("description: Use when: the user asks"),
			Good:  ex("description: \"Use when: the user asks\""),
		}},
		{ID: rules.ID(family + "/frontmatter.duplicateKey"), Severity: diag.Error, Formats: formats, Doc: rules.Doc{
			Title: "No key is given twice",
			Why:   "YAML readers disagree on which of two equal keys wins (some refuse the file), so " + file + " means different things on different hosts.",
			Fix:   "Remove one of the two keys.",
			Bad:   ex("description: one\ndescription: two"),
			Good:  ex("description: one"),
		}},
		{ID: rules.ID(family + "/frontmatter.bom"), Severity: diag.Warning, Formats: formats, Doc: rules.Doc{
			Title: "No byte order mark before the frontmatter",
			Why:   "With a BOM the file no longer starts with `---`, and many hosts then see no frontmatter at all.",
			Fix:   "Save the file as UTF-8 without a BOM.",
			Bad:   "\\uFEFF---\ndescription: one\n---\n",
			Good:  ex("description: one"),
		}},
		{ID: rules.ID(family + "/frontmatter.delimiter"), Severity: diag.Warning, Formats: formats, Doc: rules.Doc{
			Title: "Frontmatter delimiters are exactly `---`",
			Why:   "Several hosts match the delimiter line exactly; `--- ` with trailing spaces makes them ignore the frontmatter.",
			Fix:   "Remove the trailing white space after `---`.",
			Bad:   "--- \ndescription: one\n---\n",
			Good:  ex("description: one"),
		}},
	}
}
