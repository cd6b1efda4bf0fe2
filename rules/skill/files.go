package skill

import (
	"bytes"
	"fmt"
	"net/url"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/model"
	"github.com/skillint/skillint/rules"
	"github.com/skillint/skillint/rules/internal/ruleutil"
)

// Rules about the files around a skill: what the body links to, and names
// shared by several skills of one run.

// hasScheme reports whether d starts with a URL scheme and its colon
// (`^[a-zA-Z][a-zA-Z0-9+.-]*:`).
func hasScheme(d string) bool {
	if d == "" || !isLetter(d[0]) {
		return false
	}
	for i := 1; i < len(d); i++ {
		switch c := d[i]; {
		case c == ':':
			return true
		case isLetter(c) || c >= '0' && c <= '9' || c == '+' || c == '.' || c == '-':
		default:
			return false
		}
	}
	return false
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// local reports whether a link destination is a relative path: not empty,
// not an anchor, an absolute or home path, or a URL.
func local(d string) bool {
	return d != "" && !strings.HasPrefix(d, "#") && !strings.HasPrefix(d, "/") && !strings.HasPrefix(d, "~") && !hasScheme(d)
}

// localLinks lists the links of a body that point to files of the skill:
// relative paths, not URLs, anchors, absolute paths.
// Kept per distinct body text: two rules ask.
func localLinks(b *model.Body) []model.BodyLink {
	info := b.Info()
	if len(info.Links) == 0 {
		return nil
	}
	return info.Memo("skill.localLinks", func() any {
		n := 0
		for i := range info.Links {
			if local(info.Links[i].Dest) {
				n++
			}
		}
		if n == len(info.Links) {
			return info.Links // read only
		}
		if n == 0 {
			return []model.BodyLink(nil)
		}
		out := make([]model.BodyLink, 0, n)
		for _, l := range info.Links {
			if local(l.Dest) {
				out = append(out, l)
			}
		}
		return out
	}).([]model.BodyLink)
}

// linkPath cleans a destination into a slash path relative to the skill
// directory: fragment and query dropped, %-escapes decoded, backslashes read
// as separators. ok is false for a path that leaves the directory.
func linkPath(dest string) (p string, ok bool) {
	if i := strings.IndexAny(dest, "#?"); i >= 0 {
		dest = dest[:i]
	}
	if u, err := url.PathUnescape(dest); err == nil {
		dest = u
	}
	dest = strings.ReplaceAll(dest, `\`, "/")
	if dest == "" {
		return "", false
	}
	p = path.Clean(dest)
	if p == ".." || strings.HasPrefix(p, "../") || p == "." {
		return "", false
	}
	return p, true
}

// skillFileLink reports whether a relative link is meant as a file of the
// skill: it is under references/, scripts/ or assets/, or under another
// directory the skill has, or a file name with an extension at the skill's
// top. Other relative links (placeholders in a template, a wiki path in an
// example) are not checked.
func skillFileLink(dir, rel string) bool {
	first, rest, nested := strings.Cut(rel, "/")
	if !nested {
		return path.Ext(rel) != ""
	}
	switch first {
	case "references", "scripts", "assets":
		return true
	}
	st, err := os.Stat(filepath.Join(dir, first))
	return err == nil && st.IsDir() && rest != ""
}

// placeholderMarks are what a link destination holds when it is a
// placeholder to fill in, not a file: {baseDir}, ${VAR}, <name>, $NAME,
// {{slot}}, a glob, an ellipsis, path/to/.
var placeholderMarks = []string{"{", "}", "<", ">", "$", "*", "...", "…", "path/to/"}

// isPlaceholder reports whether a link destination is a placeholder.
func isPlaceholder(dest string) bool {
	if u, err := url.PathUnescape(dest); err == nil {
		dest = u
	}
	for _, m := range placeholderMarks {
		if strings.Contains(dest, m) {
			return true
		}
	}
	return false
}

// templateWords name the sections whose links are examples of output, not
// files of the skill.
var templateWords = []string{"template", "example", "sample", "output format", "report format", "format of the"}

// templateSections lists the ATX headings of a body (outside code) in
// order: where each starts, and whether its title names a template or an
// example.
func templateSections(b *model.Body) (starts []int, template []bool) {
	text := b.Text
	for off := 0; off < len(text); {
		n := ruleutil.LineLen(text, off)
		line := bytes.TrimSpace(text[off : off+n])
		if len(line) > 0 && line[0] == '#' && !b.InCode(off) {
			title := strings.ToLower(string(line))
			t := false
			for _, w := range templateWords {
				if strings.Contains(title, w) {
					t = true
					break
				}
			}
			starts, template = append(starts, off), append(template, t)
		}
		j := bytes.IndexByte(text[off:], '\n')
		if j < 0 {
			break
		}
		off += j + 1
	}
	return starts, template
}

// inTemplate reports whether offset at falls under a heading that names a
// template or an example.
func inTemplate(starts []int, template []bool, at int) bool {
	i := sort.SearchInts(starts, at+1) - 1 // the last heading at or before at
	return i >= 0 && template[i]
}

func checkReferenceMissing(p *rules.Pass) {
	if p.Doc.Dir == "" {
		return
	}
	missing := map[string]bool{} // by destination: each is looked up once
	// The links of a unit already reported: every use of one reference
	// definition has the definition's range, and the engine would keep one
	// finding of them (diag.Dedupe): a hundred thousand uses are not
	// formatted.
	type reported struct {
		from, to int
		dest     string
	}
	for _, s := range ruleutil.Units(p) {
		done := map[reported]bool{} // within a unit: the same offsets of another body are another place
		var starts []int
		var template []bool
		read := false
		for _, l := range localLinks(s.Body) {
			gone, seen := missing[l.Dest]
			if !seen {
				rel, ok := linkPath(l.Dest)
				gone = ok && !isPlaceholder(l.Dest) && skillFileLink(p.Doc.Dir, rel)
				if gone {
					_, err := os.Stat(filepath.Join(p.Doc.Dir, filepath.FromSlash(rel)))
					gone = err != nil
				}
				missing[l.Dest] = gone
			}
			if !gone {
				continue
			}
			if !read {
				starts, template = templateSections(s.Body)
				read = true
			}
			if inTemplate(starts, template, l.From) {
				continue // a link in an output template or an example, not a file of the skill
			}
			key := reported{l.From, l.To, l.Dest}
			if done[key] {
				continue
			}
			done[key] = true
			rel, _ := linkPath(l.Dest)
			p.Report(s.Body.Range(l.From, l.To), "the body links to %s, which does not exist in the skill's directory: add the file or fix the link", diag.Escape(rel))
		}
	}
}

func checkReferenceDepth(p *rules.Pass) {
	for _, s := range ruleutil.Units(p) {
		for _, l := range localLinks(s.Body) {
			rel, ok := linkPath(l.Dest)
			if !ok || isPlaceholder(l.Dest) {
				continue // {baseDir}/references/x.md: the placeholder is not a folder
			}
			if depth := strings.Count(rel, "/"); depth > 1 {
				p.Report(s.Body.Range(l.From, l.To), "%s is %d directory levels deep: keep referenced files one level below the skill (references/x.md), so that an agent finds them", rel, depth)
			}
		}
	}
}

func checkReferenceBackslash(p *rules.Pass) {
	for _, s := range ruleutil.Units(p) {
		for _, l := range localLinks(s.Body) {
			if strings.Contains(l.Dest, `\`) {
				f := p.Report(s.Body.Range(l.From, l.To), "the link %s uses backslashes: write it with forward slashes (%s), which work on every host", l.Dest, strings.ReplaceAll(l.Dest, `\`, "/"))
				f.Fixes = backslashFix(p, f.Range, l.Dest)
			}
		}
	}
}

func init() {
	register(
		&rules.Rule{ID: rules.SkillReferenceMissing, Severity: diag.Error, Formats: ruleutil.SkillFormats, Check: checkReferenceMissing, Doc: rules.Doc{
			Title: "Files the body links to exist",
			Why:   "The agent follows the body's links to references/, scripts/ and assets/ when it needs them; a missing file fails exactly when the skill needs it. Placeholder links (`{baseDir}/x.md`, `<name>.md`, `path/to/file.md`) and links in sections titled as templates or examples (the shape of an output, not a file of the skill) are not checked.",
			Fix:   "Add the file to the skill's directory, or fix the link's path.",
			Bad:   "See [the API](references/api.md). (no references/api.md in the skill)",
			Good:  "See [the API](references/api.md). (references/api.md exists)",
		}},
		&rules.Rule{ID: rules.SkillReferenceDepth, Severity: diag.Warning, Formats: ruleutil.SkillFormats, Check: checkReferenceDepth, Optional: true, Doc: rules.Doc{
			Title: "Referenced files are one directory level deep",
			Why:   "The format keeps bundled files in references/, scripts/ and assets/; deeper trees are harder to browse and to package. Off by default: the specification's \"keep file references one level deep\" is about chains of references (SKILL.md links a file that links another), not folders; an agent opens assets/templates/report.md linked straight from SKILL.md without trouble, and on real skills every finding was such a link. Turn it on (`skill/reference.depth: warning`) to keep bundled files flat. Placeholders such as `{baseDir}/` are not folders.",
			Fix:   "Move the file up to references/<name>.md (or scripts/, assets/).",
			Bad:   "[forms](references/pdf/forms/fill.md)",
			Good:  "[forms](references/forms.md)",
		}},
		&rules.Rule{ID: rules.SkillReferenceBackslash, Severity: diag.Warning, Formats: ruleutil.SkillFormats, Check: checkReferenceBackslash, Doc: rules.Doc{
			Title: "Links use forward slashes",
			Why:   "Backslash paths only resolve on Windows; agents on other hosts cannot open the file.",
			Fix:   "Write the path with forward slashes.",
			Bad:   `[api](references\api.md)`,
			Good:  "[api](references/api.md)",
		}},
		&rules.Rule{ID: rules.SkillNameUnique, Scope: rules.ScopeRun, Severity: diag.Warning, Formats: ruleutil.SkillFormats, Doc: rules.Doc{
			Title: "No two skills loaded together share a name",
			Why:   "Hosts identify skills by name and keep only one of two that share it; which one wins depends on the host. Hosts load skills together per repository, project or plugin (Claude Code namespaces plugin skills as plugin:skill), so names are compared within the nearest folder above the skill that holds .git, .hg or .claude-plugin/, or a LICENSE of its own (a project as published); without one, within the path given on the command line. Unrelated repositories linted in one run are not compared.",
			Fix:   "Rename one of the skills (and its directory).",
			Bad:   "a/report/SKILL.md and b/report/SKILL.md both named report",
			Good:  "a/sales-report/SKILL.md and b/usage-report/SKILL.md",
		}},
	)
}

// NameUsedTwice is the skill/name.unique finding the engine reports, which
// sees every file of a run: the skill named name at r shares its name with
// the file at prev.
func NameUsedTwice(r diag.Range, name, prev string) diag.Finding {
	return diag.Finding{Rule: string(rules.SkillNameUnique), Severity: diag.Warning, Range: r,
		Message: fmt.Sprintf("the skill name %q is also used by %s, which is loaded with it: hosts keep only one of them, so rename one", name, diag.Escape(prev))}
}
