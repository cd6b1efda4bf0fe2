package skill

import (
	"bytes"
	"fmt"
	"github.com/skillint/skillint/internal/match"
	"strconv"
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/formats/skillmd"
	"github.com/skillint/skillint/formats/yamlfm"
	"github.com/skillint/skillint/rules"
	"github.com/skillint/skillint/rules/internal/ruleutil"
)

// The fixes of the skill rules. Each is computed on the source bytes at the
// finding's range: the YAML is never written out again, so comments, key
// order, the quoting of other keys, indentation and line endings stay as
// they are.

// slugRE is a name that a plain YAML scalar reads as a string.
var plainSlugRE = match.Lazy(`^[a-z][a-z0-9-]*$`)

// yamlWords are plain scalars that YAML reads as something else than a string.
var yamlWords = map[string]bool{"true": true, "false": true, "null": true, "yes": true, "no": true,
	"on": true, "off": true, "y": true, "n": true}

// scalarEdit replaces a string scalar's text with s, which is a valid name:
// inside the quotes when the scalar is quoted, else as a plain scalar when
// YAML reads that as a string, else double-quoted. ok is false for block
// scalars.
func scalarEdit(src []byte, n *yamlfm.Node, s string) (diag.Edit, bool) {
	if !ruleutil.WholeScalar(src, n) {
		return diag.Edit{}, false
	}
	raw := src[n.Start:n.End]
	if q := raw[0]; (q == '"' || q == '\'') && len(raw) >= 2 && raw[len(raw)-1] == q {
		return diag.Edit{Start: n.Start + 1, End: n.End - 1, New: s}, true
	}
	if bytes.ContainsAny(raw, "\n\r") {
		return diag.Edit{}, false // a plain scalar folded over lines: leave it
	}
	if !plainSlugRE.MatchString(s) || yamlWords[s] {
		s = strconv.Quote(s)
	}
	return diag.Edit{Start: n.Start, End: n.End, New: s}, true
}

// unambiguousSlug is suggestName(s) when every letter and digit of s
// survives in it (only case, accents and separators change), else "".
func unambiguousSlug(s string) string {
	for _, r := range norm.NFD.String(strings.ToLower(s)) {
		if unicode.Is(unicode.Mn, r) || r >= 'a' && r <= 'z' || r >= '0' && r <= '9' {
			continue
		}
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return "" // a letter the slug would drop: not for a machine to decide
		}
	}
	slug := suggestName(s)
	if slug == "my-skill" && !strings.Contains(strings.ToLower(s), "my") {
		return "" // the fallback, not a slug of the name
	}
	if len(slug) > nameMaxLength || !nameRE.MatchString(slug) {
		return ""
	}
	return slug
}

// nameFormatFix renames the skill to the slug its message suggests.
func nameFormatFix(p *rules.Pass, n *yamlfm.Node) []diag.Fix {
	slug := unambiguousSlug(n.Value)
	if slug == "" {
		return nil
	}
	e, ok := scalarEdit(p.Src().Bytes, n, slug)
	if !ok {
		return nil
	}
	return []diag.Fix{{Description: fmt.Sprintf("rename the skill to %q", slug), Safety: diag.Safe, Edits: []diag.Edit{e}}}
}

// nameDirectoryFix renames the skill to its directory's name: unsafe, since
// hosts then know the skill by another name.
func nameDirectoryFix(p *rules.Pass, n *yamlfm.Node, dir string) []diag.Fix {
	if !nameRE.MatchString(dir) || len(dir) > nameMaxLength {
		return nil
	}
	e, ok := scalarEdit(p.Src().Bytes, n, dir)
	if !ok {
		return nil
	}
	return []diag.Fix{{Description: fmt.Sprintf("rename the skill to its directory's name %q", dir), Safety: diag.Unsafe, Edits: []diag.Edit{e}}}
}

// metadataValueFix quotes a number or boolean with the text it is written
// with; a written null becomes the string "null" only as an unsafe fix.
func metadataValueFix(p *rules.Pass, v *yamlfm.Node) []diag.Fix {
	src := p.Src().Bytes
	if !ruleutil.WholeScalar(src, v) {
		return nil
	}
	raw := string(src[v.Start:v.End])
	if strings.ContainsAny(raw, "\"\\\r\n#") || strings.TrimSpace(raw) != raw {
		return nil
	}
	safety := diag.Safe
	switch v.Kind {
	case yamlfm.Int, yamlfm.Float, yamlfm.Bool:
	case yamlfm.Null:
		safety = diag.Unsafe // null is no text: "null" is a new value
	default:
		return nil
	}
	return []diag.Fix{{Description: fmt.Sprintf("quote the value: %q", raw), Safety: safety,
		Edits: []diag.Edit{{Start: v.Start, End: v.End, New: `"` + raw + `"`}}}}
}

// lineEnding is the line ending of the line that ends at or after off.
func lineEnding(src []byte, off int) string {
	if i := bytes.IndexByte(src[off:], '\n'); i > 0 && src[off+i-1] == '\r' {
		return "\r\n"
	}
	return "\n"
}

// moveFieldFix moves an unknown top-level field under `metadata:`
// (unsafe: hosts that read the field where it was no longer see it). Only
// a one-line `key: string` field is moved, and only when metadata is an
// indented block mapping without that key, or absent.
func moveFieldFix(p *rules.Pass, kv *yamlfm.Pair) []diag.Fix {
	src := p.Src()
	b := src.Bytes
	t := skillmd.TreeOf(p.Doc)
	if t == nil || t.Root() == nil || t.Frontmatter.Close.End.Line == 0 {
		return nil
	}
	fm := t.Frontmatter
	v := kv.Value
	if v.Kind != yamlfm.String || !ruleutil.WholeScalar(b, v) {
		return nil
	}
	line := src.LineOf(kv.Key.Start)
	if src.LineStart(line) != kv.Key.Start || src.LineOf(v.End) != line {
		return nil // not a whole line of its own at the top level
	}
	text := string(b[kv.Key.Start:src.LineEnd(line)])
	if strings.Contains(text, "#") {
		return nil // a comment on the line: a human should say where it goes
	}
	// The line must be followed by the next key or the closing delimiter.
	next := src.LineStart(line + 1)
	if next > fm.ContentEnd || next < fm.ContentEnd && (b[next] == ' ' || b[next] == '\t') {
		return nil // an indented line after it may continue the value
	}
	nl := lineEnding(b, kv.Key.Start)
	del := diag.Edit{Start: src.LineStart(line), End: next}
	if next == src.LineStart(line) || next > len(b) {
		return nil
	}
	meta := t.Root().Get("metadata")
	var ins diag.Edit
	switch {
	case meta == nil:
		ins = diag.Edit{Start: fm.ContentEnd, End: fm.ContentEnd, New: "metadata:" + nl + "  " + text + nl}
	case meta.Value.Kind == yamlfm.Map && len(meta.Value.Pairs) > 0:
		if meta.Value.Get(kv.Key.Value) != nil {
			return nil
		}
		first := meta.Value.Pairs[0].Key
		fl := src.LineOf(first.Start)
		if fl == src.LineOf(meta.Key.Start) {
			return nil // a flow mapping `metadata: {a: b}`
		}
		indent := b[src.LineStart(fl):first.Start]
		if len(bytes.Trim(indent, " ")) != 0 {
			return nil
		}
		last := meta.Value.Pairs[len(meta.Value.Pairs)-1]
		if last.Value.Block || last.Value.Kind == yamlfm.Map || last.Value.Kind == yamlfm.Seq || last.Value.Kind == yamlfm.Other {
			return nil
		}
		if !ruleutil.WholeScalar(b, last.Key) || last.Value.Kind != yamlfm.Null && !ruleutil.WholeScalar(b, last.Value) {
			return nil
		}
		end := max(last.Value.End, last.Key.End)
		at := src.LineStart(src.LineOf(end) + 1)
		if at > fm.ContentEnd || at <= meta.Key.Start || src.LineOf(end)+1 > src.LineCount() {
			return nil
		}
		if at < fm.ContentEnd && (b[at] == ' ' || b[at] == '\t') {
			return nil // the last value may go on, or a comment of the block: a human decides
		}
		ins = diag.Edit{Start: at, End: at, New: string(indent) + text + nl}
	default:
		return nil
	}
	if ins.Start > del.Start && ins.Start < del.End {
		return nil
	}
	return []diag.Fix{{Description: fmt.Sprintf("move %q under `metadata:`", kv.Key.Value), Safety: diag.Unsafe,
		Edits: []diag.Edit{del, ins}}}
}

// markdownEscapable are the characters a backslash escapes in Markdown.
const markdownEscapable = "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~"

// backslashFix writes a link's backslashes as forward slashes, when the
// bytes at the link's range are its destination as read (no Markdown
// escape or entity that a byte edit could break).
func backslashFix(p *rules.Pass, r diag.Range, dest string) []diag.Fix {
	b := p.Src().Bytes
	if r.Start.Offset < 0 || r.End.Offset > len(b) || string(b[r.Start.Offset:r.End.Offset]) != dest {
		return nil
	}
	for i := 0; i < len(dest); i++ {
		// A backslash before punctuation is a Markdown escape, not a
		// path separator: a human reads that one.
		if dest[i] == '\\' && (i+1 == len(dest) || strings.IndexByte(markdownEscapable, dest[i+1]) >= 0) {
			return nil
		}
	}
	return []diag.Fix{{Description: "write the link with forward slashes", Safety: diag.Safe,
		Edits: []diag.Edit{{Start: r.Start.Offset, End: r.End.Offset, New: strings.ReplaceAll(dest, `\`, "/")}}}}
}
