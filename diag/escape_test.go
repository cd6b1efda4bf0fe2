package diag

import (
	"testing"
)

func TestEscape(t *testing.T) {
	for in, want := range map[string]string{
		"plain café 😀 a\\b":          "plain café 😀 a\\b",
		"a\nb\rc\td":                 `a\nb\rc\td`,
		"\x1b[31mred":                `\x1b[31mred`,
		"nul\x00del\x7f":             `nul\x00del\x7f`,
		"c1\u009bx\u0085":            `c1\u009bx\u0085`,
		"bidi\u202eevil\u2066\u200f": `bidi\u202eevil\u2066\u200f`,
		"bad\xff\xc3":                `bad\xff\xc3`,
	} {
		if got := Escape(in); got != want {
			t.Errorf("Escape(%q) = %q, want %q", in, got, want)
		}
	}
}
