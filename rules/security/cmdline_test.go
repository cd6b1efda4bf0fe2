package security

import (
	"fmt"
	"testing"
)

func TestUnescapeJSONKeepsOffsets(t *testing.T) {
	for _, c := range []struct {
		in, out string
		idx     string
	}{
		{`plain`, `plain`, `[]`},
		{`a \"b\" c`, `a "b" c`, `[0 1 2 4 5 7 8]`},
		{`x\\y\n`, "x\\y\n", `[0 1 3 4]`},
		{`\u00e9!`, "é!", `[0 0 6]`},
		{`\q`, `\q`, `[0 1]`},
	} {
		got, idx := unescapeJSON([]byte(c.in))
		if string(got) != c.out {
			t.Errorf("%q: %q, want %q", c.in, got, c.out)
		}
		if s := fmt.Sprint(idx); s != c.idx && !(idx == nil && c.idx == "[]") {
			t.Errorf("%q: offsets %s, want %s", c.in, s, c.idx)
		}
	}
}
