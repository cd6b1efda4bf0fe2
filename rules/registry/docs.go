package registry

//go:generate go run ./internal/gendocs

import (
	"errors"
	"fmt"
	"strings"

	"github.com/skillint/skillint/rules"
)

// Markdown renders the documentation of every rule: the source of
// docs/rules.md (a test fails when that file is stale).
func Markdown() string {
	var b strings.Builder
	b.WriteString("# skillint rules\n\n")
	b.WriteString("Generated from the rule registry by `skillint rules --format markdown`; do not edit by hand.\n\n")
	b.WriteString("| rule | severity | formats | what it checks |\n| --- | --- | --- | --- |\n")
	for _, r := range All() {
		fmt.Fprintf(&b, "| [`%s`](#%s) | %s | %s | %s |\n", r.ID, rules.Anchor(string(r.ID)), r.SeverityLabel(), strings.Join(r.Formats, ", "), escapeCell(r.Doc.Title))
	}
	for _, r := range All() {
		fmt.Fprintf(&b, "\n## %s\n\n", r.ID)
		fmt.Fprintf(&b, "**%s.** Default severity: %s. Formats: %s.\n\n", r.Doc.Title, r.SeverityLabel(), strings.Join(r.Formats, ", "))
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
		fmt.Fprintf(&b, "| [`%s`](docs/rules.md#%s) | %s | %s |\n", r.ID, rules.Anchor(string(r.ID)), r.SeverityLabel(), escapeCell(r.Doc.Title))
	}
	return b.String()
}

func escapeCell(s string) string { return strings.ReplaceAll(s, "|", `\|`) }

// WithREADMETable returns readme with the rule table between its
// rules:start and rules:end markers made anew.
func WithREADMETable(readme string) (string, error) {
	const start, end = "<!-- rules:start -->\n", "<!-- rules:end -->"
	i, j := strings.Index(readme, start), strings.Index(readme, end)
	if i < 0 || j < i {
		return "", errors.New("README.md lacks the rules:start / rules:end markers")
	}
	return readme[:i+len(start)] + READMETable() + readme[j:], nil
}
