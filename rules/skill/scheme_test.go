package skill

import (
	"regexp"
	"testing"
)

// hasScheme is the regular expression it replaced.
func TestHasSchemeIsTheRegexp(t *testing.T) {
	re := regexp.MustCompile(`^[a-zA-Z][a-zA-Z0-9+.-]*:`)
	for _, d := range []string{"", ":", "a:", "A1+.-:x", "1a:", "http://x", "mailto:a", "./a:b", "a b:", "a_b:", "ab", "é:", "a\n:", "C:\\x", "-a:", "a-", "a:b:c"} {
		if got, want := hasScheme(d), re.MatchString(d); got != want {
			t.Errorf("hasScheme(%q) = %v, want %v", d, got, want)
		}
	}
}
