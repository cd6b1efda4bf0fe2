package rules

import (
	"fmt"
	"strings"
)

// Markdown renders the documentation of every rule: the source of
// docs/rules.md (a test fails when that file is stale).
func Markdown() string {
	var b strings.Builder
	b.WriteString("# skillint rules\n\n")
	b.WriteString("Generated from the rule registry by `skillint rules --format markdown`; do not edit by hand.\n\n")
	b.WriteString("| rule | severity | formats | what it checks |\n| --- | --- | --- | --- |\n")
	for _, r := range All() {
		fmt.Fprintf(&b, "| [`%s`](#%s) | %s | %s | %s |\n", r.ID, anchor(r.ID), r.Severity, strings.Join(r.Formats, ", "), escapeCell(r.Doc.Title))
	}
	for _, r := range All() {
		fmt.Fprintf(&b, "\n## %s\n\n", r.ID)
		fmt.Fprintf(&b, "**%s.** Default severity: %s. Formats: %s.\n\n", r.Doc.Title, r.Severity, strings.Join(r.Formats, ", "))
		if r.Doc.Why != "" {
			fmt.Fprintf(&b, "%s\n\n", r.Doc.Why)
		}
		if r.Doc.Fix != "" {
			fmt.Fprintf(&b, "**Fix:** %s\n\n", r.Doc.Fix)
		}
		if r.Doc.Bad != "" {
			fmt.Fprintf(&b, "Bad:\n\n```\n%s\n```\n\n", strings.TrimRight(r.Doc.Bad, "\n"))
		}
		if r.Doc.Good != "" {
			fmt.Fprintf(&b, "Good:\n\n```\n%s\n```\n\n", strings.TrimRight(r.Doc.Good, "\n"))
		}
	}
	return strings.TrimRight(b.String(), "\n") + "\n"
}

// READMETable is the rule table kept in README.md between the rules:start
// and rules:end markers.
func READMETable() string {
	var b strings.Builder
	b.WriteString("| rule | severity | what it checks |\n| --- | --- | --- |\n")
	for _, r := range All() {
		fmt.Fprintf(&b, "| [`%s`](docs/rules.md#%s) | %s | %s |\n", r.ID, anchor(r.ID), r.Severity, escapeCell(r.Doc.Title))
	}
	return b.String()
}

// DocURL is where a rule's documentation is published.
func DocURL(id string) string {
	return "https://github.com/skillint/skillint/blob/main/docs/rules.md#" + anchor(id)
}

// anchor is the heading anchor GitHub makes for a rule id.
func anchor(id string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(id) {
		switch {
		case r >= 'a' && r <= 'z', r >= '0' && r <= '9', r == '-', r == '_':
			b.WriteRune(r)
		}
	}
	return b.String()
}

func escapeCell(s string) string { return strings.ReplaceAll(s, "|", `\|`) }
