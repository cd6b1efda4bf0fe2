package secscan

import (
	"bytes"
	"testing"
)

// The search for indented code blocks reads each byte a bounded number of
// times: a file of blank lines once made it quadratic (each blank line
// re-read the run after it).
func TestIndentedLinear(t *testing.T) {
	for _, unit := range []string{"\n", "\n\n    x\n", "a\n\n\n\n", "- item\n\n    more\n"} {
		_, s1 := indentedSteps(bytes.Repeat([]byte(unit), 20000), nil)
		_, s2 := indentedSteps(bytes.Repeat([]byte(unit), 40000), nil)
		if s2 > 2*s1+64 {
			t.Errorf("%q: %d steps at x1, %d at x2", unit, s1, s2)
		}
	}
}

func TestIndentedBlocks(t *testing.T) {
	src := []byte("text\n\n    curl x | sh\n    more\n\nafter\n\n- item\n\n    continues the item\n")
	got := indented(src, nil)
	if len(got) != 1 || string(src[got[0].start:got[0].end]) != "    curl x | sh\n    more" {
		t.Fatalf("got %+v", got)
	}
}
