package model

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/skillint/skillint/diag"
)

// body makes a body of the text after prefix in a file of prefix+text.
func body(prefix, text string) (*diag.Source, *Body) {
	src := diag.NewSource("s/SKILL.md", []byte(prefix+text))
	return src, NewBody(src, len(prefix), len(src.Bytes))
}

// spans prints byte ranges of t as the text they hold.
func spans(t []byte, rs [][2]int) []string {
	var out []string
	for _, r := range rs {
		out = append(out, string(t[r[0]:r[1]]))
	}
	return out
}

func TestBodyRange(t *testing.T) {
	src, b := body("---\nname: x\n---\n", "# T\nsee `x`\n")
	if b.Start != 16 || string(b.Text) != "# T\nsee `x`\n" {
		t.Fatalf("body at %d: %q", b.Start, b.Text)
	}
	r := b.Range(8, 11) // "`x`" on line 5
	if r.Start.Offset != 24 || r.End.Offset != 27 || r.Start.Line != 5 || src.Column(r.Start, diag.CodePoints) != 5 {
		t.Errorf("range %+v", r)
	}
	// An end before the start is an empty body there.
	if e := NewBody(src, 10, 4); e.Start != 10 || len(e.Text) != 0 || e.Lines() != 0 {
		t.Errorf("empty body %+v", e)
	}
}

func TestBodyInfo(t *testing.T) {
	text := "# Title\n" + // heading
		"\n" +
		"Run `make test` and see [the guide](docs/guide.md \"t\") or ![logo](img/logo.png).\n" +
		"\n" +
		"```sh\n" +
		"echo [x](not-a-link.md)\n" +
		"```\n" +
		"\n" +
		"    indented code\n" +
		"\n" +
		"## Second `code` heading\n" +
		"[again](docs/guide.md) and [ref][r] and [empty]()\n" +
		"\n" +
		"[r]: https://example.com/ref\n"
	_, b := body("---\nname: x\n---\n", text)
	info := b.Info()
	if b.Info() != info {
		t.Error("Info is not computed once")
	}
	if info.Deep != -1 || info.Lines != 14 || b.Lines() != 14 {
		t.Errorf("deep %d lines %d", info.Deep, info.Lines)
	}
	if got, want := spans(b.Text, b.CodeRanges()), []string{"make test", "echo [x](not-a-link.md)\n", "indented code\n", "code"}; !slices.Equal(got, want) {
		t.Errorf("code %q, want %q", got, want)
	}
	if got, want := info.Headings, []string{"Title", "Second `code` heading"}; !slices.Equal(got, want) {
		t.Errorf("headings %q, want %q", got, want)
	}
	var links []string
	for _, l := range info.Links {
		links = append(links, fmt.Sprintf("%s@%q", l.Dest, b.Text[l.From:l.To]))
	}
	want := []string{
		`docs/guide.md@"docs/guide.md"`,
		`img/logo.png@"img/logo.png"`,
		`docs/guide.md@"docs/guide.md"`,
		`https://example.com/ref@"https://example.com/ref"`, // a reference: where its definition is written
		`@""`,
	}
	if !slices.Equal(links, want) {
		t.Errorf("links\n got  %q\n want %q", links, want)
	}
	// The second link to docs/guide.md is found at its own place, not the first's.
	if len(info.Links) > 2 && info.Links[2].From != strings.Index(text, "[again](")+len("[again](") {
		t.Errorf("second link at %d", info.Links[2].From)
	}
	for i, want := range map[int]bool{
		strings.Index(text, "make"):          true,
		strings.Index(text, "`make") + 0:     false, // the backtick is not code
		strings.Index(text, "echo"):          true,
		strings.Index(text, "indented"):      true,
		strings.Index(text, "Run"):           false,
		strings.Index(text, "```sh"):         false,
		strings.Index(text, "code` heading"): true,
		len(text) - 1:                        false,
		len(text) + 10:                       false,
	} {
		if got := b.InCode(i); got != want {
			t.Errorf("InCode(%d) = %v, want %v", i, got, want)
		}
	}
}

func TestBodyInfoCRLF(t *testing.T) {
	_, b := body("", "# H\r\n\r\n```\r\ncode\r\n```\r\n[l](a.md)\r\n")
	info := b.Info()
	if got, want := spans(b.Text, info.Code), []string{"code\r\n"}; !slices.Equal(got, want) {
		t.Errorf("code %q, want %q", got, want)
	}
	if len(info.Links) != 1 || string(b.Text[info.Links[0].From:info.Links[0].To]) != "a.md" || info.Lines != 6 {
		t.Errorf("links %+v lines %d", info.Links, info.Lines)
	}
	if !slices.Equal(info.Headings, []string{"H"}) {
		t.Errorf("headings %q", info.Headings)
	}
}

func TestBodyInfoShared(t *testing.T) {
	// Two bodies with the same text share their facts; a light body does not
	// share a full one's.
	text := "shared `x` text 9f1c\n"
	_, a := body("", text)
	_, b := body("---\n---\n", text)
	if a.Info() != b.Info() {
		t.Error("bodies with the same text do not share their info")
	}
	_, l := body("", text)
	l.Light = true
	if l.Info() == a.Info() || len(l.CodeRanges()) != 0 || len(a.CodeRanges()) != 1 {
		t.Errorf("light %v full %v", l.CodeRanges(), a.CodeRanges())
	}
}

func TestBodyInfoMemoAndTokens(t *testing.T) {
	_, b := body("", "memo and tokens 51d2\n")
	info := b.Info()
	if info.Tokens() != -1 {
		t.Errorf("tokens before counting: %d", info.Tokens())
	}
	info.SetTokens(0)
	if info.Tokens() != 0 {
		t.Errorf("tokens %d, want 0", info.Tokens())
	}
	info.SetTokens(42)
	if info.Tokens() != 42 {
		t.Errorf("tokens %d, want 42", info.Tokens())
	}
	calls := 0
	f := func() any { calls++; return calls }
	if first, again := info.Memo("k", f), info.Memo("k", f); first != 1 || again != 1 || info.Memo("j", f) != 2 || calls != 2 {
		t.Errorf("memo: %d calls", calls)
	}
}

func TestBodyTooDeep(t *testing.T) {
	cases := []struct {
		name, text string
		deep       int
	}{
		{"block quotes", "ok\n" + strings.Repeat(">", MaxNesting+1) + " `x`\n", 3},
		{"list markers", "ok\n" + strings.Repeat("- ", MaxNesting+1) + "x\n", 3},
		{"ordered markers", strings.Repeat("1. ", MaxNesting+1) + "x\n", 0},
		{"tabs", "a\nb\n" + strings.Repeat("\t", MaxNesting+1) + "x\n", 4},
		{"spaces", strings.Repeat("    ", MaxNesting+1) + "x\n", 0},
		{"exactly the maximum", strings.Repeat(">", MaxNesting) + " `x`\n", -1},
		{"a number that is not a marker", strings.Repeat(">", MaxNesting) + "12x >\n", -1},
		{"no final newline", strings.Repeat("> ", MaxNesting) + "-", -1},
	}
	for _, c := range cases {
		_, b := body("", c.text)
		info := b.Info()
		if info.Deep != c.deep {
			t.Errorf("%s: deep %d, want %d", c.name, info.Deep, c.deep)
		}
		if c.deep >= 0 && (len(info.Code) != 0 || info.Links != nil || info.Headings != nil || info.Lines != countLines(b.Text)) {
			t.Errorf("%s: a body too deep has facts: %+v", c.name, info)
		}
	}
}

func TestRubyBuildFile(t *testing.T) {
	for base, want := range map[string]bool{
		"rakefile": true, "rakefile.assets": true, "vagrantfile.local": true, "gemfile.rb": true,
		"gemfile.lock": false, "dangerfile.ts": false, "dangerfile.js": false, "fastfile.swift": false, "brewfile.lock.json": false, "rakefile.md": false, "notes.txt": false,
	} {
		if got := RubyBuildFile(base); got != want {
			t.Errorf("RubyBuildFile(%q) = %v, want %v", base, got, want)
		}
	}
}

func TestIsScript(t *testing.T) {
	for path, want := range map[string]bool{
		"scripts/run.sh": true, "x/Tool.PY": true, "Makefile": true, "a/dockerfile": true, "x/build.mk": true,
		"conf.yaml": true, "data.json": true, "x/README.md": false, "notes.txt": false, "sh": false, "x.sh.md": false, "": false,
	} {
		if got := IsScript(path); got != want {
			t.Errorf("IsScript(%q) = %v, want %v", path, got, want)
		}
	}
}

func TestFromBundled(t *testing.T) {
	src := diag.NewSource("skill/scripts/run.sh", []byte("#!/bin/sh\n```\ncurl x | sh\n```\n"))
	doc := FromBundled(src)
	if doc.Format != FormatBundled || doc.Dir != "skill/scripts" || !doc.Script || doc.Source != src || doc.Agent != nil || doc.Manifest != nil || doc.Tree != nil {
		t.Errorf("doc %+v", doc)
	}
	if len(doc.Skills) != 1 {
		t.Fatalf("skills %v", doc.Skills)
	}
	s := doc.Skills[0]
	if s.Role != RoleSkill || s.Name.Set || !s.Body.Light || s.Body.Start != 0 || len(s.Body.Text) != len(src.Bytes) {
		t.Errorf("skill %+v", s)
	}
	// A light body: code by fences alone.
	if got := spans(s.Body.Text, s.Body.CodeRanges()); !slices.Equal(got, []string{"curl x | sh\n"}) {
		t.Errorf("code %q", got)
	}
	md := FromBundled(diag.NewSource("skill/references/guide.md", []byte("# Guide\n")))
	if md.Script || md.Dir != "skill/references" {
		t.Errorf("markdown bundled file: script %v dir %q", md.Script, md.Dir)
	}
}

func TestDocument(t *testing.T) {
	src := diag.NewSource("x/SKILL.md", []byte("---\nname: a\nname: b\n---\n"))
	d := &Document{Source: src, Manifest: []Field{
		{Key: Text{Value: "name", Set: true}, Value: Text{Value: "a", Set: true}},
		{Key: Text{Value: "name", Set: true}, Value: Text{Value: "b", Set: true}},
		{Key: Text{Value: "other", Set: true}},
	}}
	if f := d.ManifestField("name"); f == nil || f.Value.Value != "b" {
		t.Errorf("ManifestField(name) = %+v, want the last", f)
	}
	if d.ManifestField("nope") != nil {
		t.Error("ManifestField of a missing key")
	}
	if r := d.Range(4, 11); r.Start.Line != 2 || r.End.Offset != 11 {
		t.Errorf("range %+v", r)
	}
	calls := 0
	f := func() any { calls++; return calls }
	if first, again := d.Memo("k", f), d.Memo("k", f); first != 1 || again != 1 || d.Memo("j", f) != 2 || calls != 2 {
		t.Errorf("memo: %d calls", calls)
	}
	s := &Skill{}
	if s.DisplayName("fallback") != "fallback" {
		t.Error("DisplayName without a name")
	}
	s.Name = Text{Value: "n", Set: true}
	if s.DisplayName("fallback") != "n" {
		t.Error("DisplayName with a name")
	}
}

// An image with no alt text has no text node: its destination is searched
// from the start of the body, so a link earlier in the body with the same
// destination is where it is said to be.
func TestBugEmptyAltImagePosition(t *testing.T) {
	t.Skip("bug: the position of an image with empty alt text (`![](a.png)`) is the first `](a.png` in the body, which may be an earlier link's")
	text := "See [the logo](a.png).\n\n![](a.png)\n"
	_, b := body("", text)
	links := b.Info().Links
	if len(links) != 2 || links[1].From != strings.LastIndex(text, "a.png") {
		t.Errorf("links %+v, want the second at %d", links, strings.LastIndex(text, "a.png"))
	}
}
