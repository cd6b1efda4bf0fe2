package rules

import "strings"

// DocURL is where a rule's documentation is published.
func DocURL(id string) string {
	return "https://github.com/skillint/skillint/blob/main/docs/rules.md#" + Anchor(id)
}

// Anchor is the heading anchor GitHub makes for a rule id.
func Anchor(id string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(id) {
		switch {
		case r >= 'a' && r <= 'z', r >= '0' && r <= '9', r == '-', r == '_':
			b.WriteRune(r)
		}
	}
	return b.String()
}
