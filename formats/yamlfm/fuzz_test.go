package yamlfm

import (
	"testing"

	"github.com/skillint/skillint/diag"
)

func checkNode(t *testing.T, n *Node, size int) {
	if n == nil {
		return
	}
	if n.Start < 0 || n.End < n.Start || n.End > size || (n.Block && (n.ContentStart > n.ContentEnd || n.ContentEnd > size)) {
		t.Fatalf("bad span %d-%d (size %d) of %+v", n.Start, n.End, size, n)
	}
	for _, p := range n.Pairs {
		checkNode(t, p.Key, size)
		checkNode(t, p.Value, size)
	}
	for _, it := range n.Items {
		checkNode(t, it, size)
	}
}

// FuzzParse reads arbitrary files as frontmatter: no panic, every span
// inside the file.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"---\nname: a\n---\n", "---\na: &x [1]\nb: *x\n---\n", "\xEF\xBB\xBF--- \r\nk: |\n  v\n---\nbody",
		"---\nm:\n  - {a: 'b', c: \"d\"}\n---\n", "---\n[\n---\n"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		s := diag.NewSource("x/SKILL.md", src)
		fm := Parse(s)
		checkNode(t, fm.Root, len(src))
		for _, p := range fm.Problems {
			if p.Start < 0 || p.End < p.Start || p.End > len(src) {
				t.Fatalf("bad problem span %+v (size %d)", p, len(src))
			}
		}
		if fm.BodyStart > len(src) || fm.ContentEnd > len(src) {
			t.Fatalf("bad frontmatter bounds %+v", fm)
		}
	})
}
