package fix

import (
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/skillint/skillint/diag"
)

func TestApply(t *testing.T) {
	src := []byte("abcdef")
	fixes := []diag.Fix{
		{Description: "b->B", Edits: []diag.Edit{{Start: 1, End: 2, New: "B"}}},
		{Description: "bc->X (conflicts)", Edits: []diag.Edit{{Start: 1, End: 3, New: "X"}}},
		{Description: "insert at 4", Edits: []diag.Edit{{Start: 4, End: 4, New: "+"}}},
		{Description: "insert at 4 again (conflicts)", Edits: []diag.Edit{{Start: 4, End: 4, New: "-"}}},
		{Description: "e->E and f->F", Edits: []diag.Edit{{Start: 4, End: 5, New: "E"}, {Start: 5, End: 6, New: "F"}}},
		{Description: "out of range", Edits: []diag.Edit{{Start: 5, End: 9, New: "?"}}},
		{Description: "overlapping itself", Edits: []diag.Edit{{Start: 0, End: 2, New: "?"}, {Start: 1, End: 3}}},
	}
	out, applied, _ := Apply(src, fixes)
	if string(out) != "aBcd+EF" {
		t.Errorf("got %q", out)
	}
	if len(applied) != 3 || applied[0] != 0 || applied[1] != 2 || applied[2] != 4 {
		t.Errorf("applied %v", applied)
	}
	if out, applied, _ := Apply(src, nil); string(out) != "abcdef" || applied != nil {
		t.Errorf("nothing to apply changed the text: %q", out)
	}
}

// patch applies a unified diff made by Diff to old.
func patch(t *testing.T, old, d string) string {
	t.Helper()
	a := splitLines([]byte(old))
	lines := strings.SplitAfter(d, "\n")
	var out []string
	at := 0
	last := byte(0)
	for i := 2; i < len(lines); i++ {
		l := lines[i]
		if l == "" {
			continue
		}
		if strings.HasPrefix(l, "@@ ") {
			f := strings.Fields(l)
			r := strings.TrimPrefix(f[1], "-")
			start, n := r, "1"
			if c := strings.IndexByte(r, ','); c >= 0 {
				start, n = r[:c], r[c+1:]
			}
			s, _ := strconv.Atoi(start)
			if cnt, _ := strconv.Atoi(n); cnt == 0 {
				s++
			}
			for at < s-1 {
				out = append(out, a[at])
				at++
			}
			continue
		}
		if strings.HasPrefix(l, "\\") {
			if last == '-' {
				continue
			}
			out[len(out)-1] = strings.TrimSuffix(out[len(out)-1], "\n")
			continue
		}
		last = l[0]
		switch l[0] {
		case ' ':
			if a[at] != strings.TrimSuffix(l[1:], "\n") && a[at] != l[1:] {
				t.Fatalf("context line %q is not %q", l, a[at])
			}
			out = append(out, l[1:])
			at++
		case '-':
			at++
		case '+':
			out = append(out, l[1:])
		}
	}
	out = append(out, a[at:]...)
	return strings.Join(out, "")
}

func TestDiffRoundTrip(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	words := []string{"a\n", "b\n", "c\n", "d\r\n", "e", "\n"}
	gen := func(n int) string {
		var b strings.Builder
		for i := 0; i < n; i++ {
			b.WriteString(words[r.Intn(len(words))])
		}
		return b.String()
	}
	for i := 0; i < 2000; i++ {
		old := gen(r.Intn(30))
		new := []byte(old)
		for k := r.Intn(4); k >= 0; k-- {
			p := r.Intn(len(new) + 1)
			q := min(len(new), p+r.Intn(4))
			new = append(new[:p:p], append([]byte(gen(r.Intn(3))), new[q:]...)...)
		}
		d := Diff("x/SKILL.md", []byte(old), new)
		if (d == "") != (old == string(new)) {
			t.Fatalf("empty diff for a change or a diff for none: %q -> %q", old, new)
		}
		if d == "" {
			continue
		}
		if got := patch(t, old, d); got != string(new) {
			t.Fatalf("%q -> %q: the diff\n%s\napplies to %q", old, new, d, got)
		}
	}
}

// TestDiffPatch applies a diff with patch(1), when it is installed.
func TestDiffPatch(t *testing.T) {
	bin, err := exec.LookPath("patch")
	if err != nil {
		t.Skip("no patch command")
	}
	dir := t.TempDir()
	old := "---\r\nname: My_Skill\r\ndescription: x\r\n---\r\n" + strings.Repeat("body\r\n", 20) + "end"
	new := "---\r\nname: my-skill\r\ndescription: x\r\n---\r\n" + strings.Repeat("body\r\n", 20) + "end\n"
	p := filepath.Join(dir, "SKILL.md")
	if err := os.WriteFile(p, []byte(old), 0o644); err != nil {
		t.Fatal(err)
	}
	d := Diff("SKILL.md", []byte(old), []byte(new))
	cmd := exec.Command(bin, "-p0", "--binary")
	cmd.Dir = dir
	cmd.Stdin = strings.NewReader(d)
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("patch: %v\n%s\n%s", err, b, d)
	}
	got, _ := os.ReadFile(p)
	if string(got) != new {
		t.Fatalf("patched file is %q", got)
	}
}

func TestDiffHeaderPath(t *testing.T) {
	d := Diff("a\nb.md", []byte("x\n"), []byte("y\n"))
	if !strings.HasPrefix(d, "--- \"a\\nb.md\"\n+++ \"a\\nb.md\"\n") {
		t.Errorf("header: %q", d)
	}
}
