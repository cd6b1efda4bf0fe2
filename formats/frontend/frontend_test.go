package frontend

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/formats/yamlfm"
)

func rng(src *diag.Source, r diag.Range) string {
	return fmt.Sprintf("%d:%d-%d:%d", r.Start.Line, src.Column(r.Start, diag.CodePoints), r.End.Line, src.Column(r.End, diag.CodePoints))
}

// Each frontmatter problem becomes a finding of the family's rule, with its
// severity, its hint and, for a duplicate key, the first key as related.
func TestFrontmatterFindings(t *testing.T) {
	cases := []struct {
		in   string
		want []string
	}{
		{"---\nname: x\n---\n", nil},
		{"\ufeff---\nname: x\n---\n", []string{"skill/frontmatter.bom warning 1:1-1:1"}},
		{"--- \nname: x\n---\t\n", []string{"skill/frontmatter.delimiter warning 1:4-1:5", "skill/frontmatter.delimiter warning 3:4-3:5"}},
		{"---\nname: x\n", []string{"skill/frontmatter.syntax error 1:1-1:4"}},
		{"---\nname: x\nname: y\n---\n", []string{"skill/frontmatter.duplicateKey error 3:1-3:5 related 2:1-2:1"}},
		{"---\na: &x 1\nb: *x\n---\n", []string{"skill/frontmatter.syntax error 2:4-2:8"}},
		{"---\n- a\n---\n", []string{"skill/frontmatter.syntax error 2:1-2:1"}}, // a list: empty range at its start
	}
	for _, c := range cases {
		src := diag.NewSource("x/SKILL.md", []byte(c.in))
		var got []string
		for _, f := range FrontmatterFindings(src, yamlfm.Parse(src), "skill") {
			s := fmt.Sprintf("%s %s %s", f.Rule, f.Severity, rng(src, f.Range))
			for _, r := range f.Related {
				s += " related " + rng(src, r.Range)
				if r.Message != "first given here" {
					s += " " + r.Message
				}
			}
			if f.Message == "" {
				s += " (no message)"
			}
			got = append(got, s)
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("%q:\n got  %q\n want %q", c.in, got, c.want)
		}
	}
}

func TestFrontmatterHints(t *testing.T) {
	src := diag.NewSource("x/SKILL.md", []byte("---\nname: x\n"))
	fs := FrontmatterFindings(src, yamlfm.Parse(src), "agentmd")
	want := "the frontmatter opened on line 1 is never closed with a `---` line: add a `---` line after the last field"
	if len(fs) != 1 || fs[0].Rule != "agentmd/frontmatter.syntax" || fs[0].Message != want {
		t.Errorf("got %+v, want one finding %q", fs, want)
	}
}

// Every value is Set, whatever its type; a list or mapping has an empty
// range at its start, an absent value an empty range after the colon.
func TestManifestAndNodeText(t *testing.T) {
	src := diag.NewSource("x/SKILL.md", []byte("---\nname: x\nn: 3\nlist: [a]\nempty:\n---\n"))
	root := yamlfm.Parse(src).Root
	var got []string
	for _, f := range Manifest(src, root) {
		got = append(got, fmt.Sprintf("%q@%s=%q@%s set=%v", f.Key.Value, rng(src, f.Key.Range), f.Value.Value, rng(src, f.Value.Range), f.Value.Set))
	}
	want := []string{`"name"@2:1-2:5="x"@2:7-2:8 set=true`, `"n"@3:1-3:2="3"@3:4-3:5 set=true`,
		`"list"@4:1-4:5=""@4:7-4:7 set=true`, `"empty"@5:1-5:6="null"@5:7-5:7 set=true`}
	if !slices.Equal(got, want) {
		t.Errorf("manifest\n got  %q\n want %q", got, want)
	}
	if Manifest(src, nil) != nil {
		t.Error("the manifest of no mapping")
	}
}

func TestLateFrontmatter(t *testing.T) {
	for _, c := range []struct {
		src  string
		want int
	}{
		{"\n---\nname: x\ndescription: y\n---\nbody\n", 2},
		{"# File: a.agent.md\n# Where: .github/agents\n\n---\ndescription: y\n---\n", 4},
		{"---\nname: x\n---\n", 0},                   // at the start: read
		{"# Title\n\ntext\n\n---\n\nmore text\n", 0}, // a rule, no block of keys
		{"# Title\n\n---\nno keys here\n---\n", 0},
		{"", 0},
	} {
		if got := LateFrontmatter([]byte(c.src)); got != c.want {
			t.Errorf("LateFrontmatter(%q) = %d, want %d", c.src, got, c.want)
		}
	}
	if n := LateFrontmatterNote([]byte("\n---\nname: x\n---\n")); !strings.Contains(n, "line 2") {
		t.Errorf("the note does not say where the block is: %q", n)
	}
}
