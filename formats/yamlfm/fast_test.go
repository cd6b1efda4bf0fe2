package yamlfm

import (
	"fmt"
	"strings"
	"testing"

	"github.com/skillint/skillint/diag"
)

// dump prints a tree with kinds and values (and positions when asked).
func dump(n *Node, positions bool) string {
	if n == nil {
		return "nil"
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%v:%q", n.Kind, n.Value)
	if positions {
		fmt.Fprintf(&b, "@%d-%d", n.Start, n.End)
	}
	for _, p := range n.Pairs {
		fmt.Fprintf(&b, "{%s=%s}", dump(p.Key, positions), dump(p.Value, positions))
	}
	for _, it := range n.Items {
		fmt.Fprintf(&b, "[%s]", dump(it, positions))
	}
	return b.String()
}

// spansSpell checks the fast path's positions on their own: every key's
// span is the key, and every value's span decodes to the value.
func spansSpell(src []byte, root *Node) error {
	for _, p := range root.Pairs {
		if got := string(src[p.Key.Start:p.Key.End]); got != p.Key.Value {
			return fmt.Errorf("key span %q, key %q", got, p.Key.Value)
		}
		raw := src[p.Value.Start:p.Value.End]
		if v, ok := fastScalar(raw); !ok || v != p.Value.Value {
			return fmt.Errorf("value span %q, value %q", raw, p.Value.Value)
		}
	}
	return nil
}

// both parses frontmatter text with the fast path (when it accepts) and
// with the YAML parser.
func both(text string) (fast, slow *Node, accepted bool, problems []Problem) {
	fast, slow, accepted, problems, _ = bothSrc(text)
	return
}

func bothSrc(text string) (fast, slow *Node, accepted bool, problems []Problem, raw []byte) {
	src := diag.NewSource("x/SKILL.md", []byte("---\n"+text+"\n---\nbody\n"))
	raw = src.Bytes
	fm := Split(src)
	content := src.Bytes[fm.ContentStart:fm.ContentEnd]
	c := &converter{src: src, lineBase: src.LineOf(fm.ContentStart) - 1, fm: fm}
	fast, accepted = fastParse(c, content)
	slowFM := Split(src)
	c2 := &converter{src: src, lineBase: src.LineOf(slowFM.ContentStart) - 1, fm: slowFM}
	slowParse(c2, slowFM, content)
	return fast, slowFM.Root, accepted, slowFM.Problems, raw
}

func TestFastPath(t *testing.T) {
	accept := []string{
		"name: my-skill\ndescription: Does things. Use when asked.",
		"name: 'it''s'\ndescription: \"quoted: fine\"\n\n# a comment\nlicense: MIT",
		"name: café\r\ndescription: Ünïcode and emoji 😀 ok",
		"name: x   \ndescription: trailing spaces",
	}
	for _, text := range accept {
		fast, slow, ok, _ := both(text)
		if !ok {
			t.Errorf("declined %q", text)
			continue
		}
		if dump(fast, true) != dump(slow, true) {
			t.Errorf("%q:\nfast %s\nslow %s", text, dump(fast, true), dump(slow, true))
		}
	}
	decline := []string{
		"name: 2024", "name: true", "name: [a]", "name: &a x", "name: x # c", "description: Use when: asked",
		"name: a\nname: b", "metadata:\n  a: b", "description: |\n  block", "name: \"esc\\n\"", "name: 'a'b'",
		"  name: indented", "- item", "name: ~", "name: -x", "name: x\n  continued",
	}
	for _, text := range decline {
		if _, _, ok, _ := both(text); ok {
			t.Errorf("accepted %q", text)
		}
	}
}

// FuzzFastPath: whenever the fast path accepts, the YAML parser gives the
// same tree (keys, kinds, values and positions, the parser's columns
// corrected by fixStart), with no problem; and the fast path's spans spell
// what they hold.
func FuzzFastPath(f *testing.F) {
	for _, s := range []string{"name: a\ndescription: b c", "a: 'x''y'\nb: \"z\"", "k: v\r\n# c\nj: w  "} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		if strings.Contains(text, "---") || len(text) > 4000 {
			return
		}
		fast, slow, ok, problems, raw := bothSrc(text)
		if !ok {
			return
		}
		if len(problems) > 0 || dump(fast, true) != dump(slow, true) {
			t.Fatalf("%q:\nfast %s\nslow %s\nproblems %v", text, dump(fast, true), dump(slow, true), problems)
		}
		if err := spansSpell(raw, fast); err != nil {
			t.Fatalf("%q: %v", text, err)
		}
	})
}

// The YAML parser is given LF line breaks: after a comment ended by CRLF,
// positions stay on the right line, and a quoted scalar folds across a CRLF
// as across an LF (a space, as YAML says).
func TestSlowPathCRLF(t *testing.T) {
	src := diag.NewSource("x/SKILL.md", []byte("---\r\n# a comment\r\nname: X_Bad\r\nd: \"one\r\n  two\"\r\nmetadata:\r\n  a: b # why\r\n  c: d\r\n---\r\nbody\r\n"))
	fm := Parse(src)
	if fm.Root == nil || len(fm.Problems) > 0 {
		t.Fatalf("root %v, problems %v", fm.Root, fm.Problems)
	}
	at := func(n *Node) string {
		return fmt.Sprintf("%d:%d", src.LineOf(n.Start), src.Column(src.Pos(n.Start), diag.CodePoints))
	}
	name := fm.Root.Get("name")
	if got := at(name.Key) + " " + at(name.Value); got != "3:1 3:7" {
		t.Errorf("name at %s, want 3:1 3:7", got)
	}
	if d := fm.Root.Get("d").Value.Value; d != "one two" {
		t.Errorf("d = %q, want %q", d, "one two")
	}
	c := fm.Root.Get("metadata").Value.Get("c")
	if got := at(c.Key); got != "8:3" {
		t.Errorf("metadata.c at %s, want 8:3", got)
	}
}
