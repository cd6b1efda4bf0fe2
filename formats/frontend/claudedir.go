package frontend

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"

	"github.com/skillint/skillint/formats/yamlfm"
)

// Place is where a Markdown file sits among Claude Code's component
// directories (`agents/`, `commands/`).
type Place struct {
	// Root is the project root (above `.claude/`) or the plugin root (the
	// directory holding the component directory).
	Root string
	// Claude is set under `.claude/<component>/`; Plugin when Root holds a
	// `.claude-plugin/` directory.
	Claude, Plugin bool
	// Rel is the path below the component directory, with forward slashes.
	Rel string
}

// docNames are files that document a component directory rather than
// being a component.
var docNames = map[string]bool{"readme.md": true, "changelog.md": true, "license.md": true, "contributing.md": true,
	"claude.md": true, "agents.md": true}

// Locate finds the component directory (e.g. "agents") a Markdown file is
// in. It reports false for other files, for the documentation files of such
// a directory (README.md, ...), for other tools' hidden directories
// (`.github/<component>/`, `.opencode/<component>/`, ...), and for files
// inside a skill directory (a SKILL.md in one of the file's parent
// directories): those are files bundled with the skill. A file named like
// a document that opens with frontmatter is a component all the same
// (commands/changelog.md). Apart from those looks at the disk, it reads
// the path only.
func Locate(path, component string) (Place, bool) {
	slash := filepath.ToSlash(path)
	base := strings.ToLower(slash[strings.LastIndexByte(slash, '/')+1:])
	if !strings.HasSuffix(base, ".md") || docNames[base] && !startsFrontmatter(path) {
		return Place{}, false
	}
	segs := strings.Split(slash, "/")
	at := -1
	for i := 0; i < len(segs)-1; i++ {
		if segs[i] == component && i > 0 && segs[i-1] == ".claude" {
			at = i
			break
		}
		if segs[i] == component {
			at = i
		}
	}
	// Other tools' hidden directories (.github/agents/, .opencode/agents/,
	// .gemini/commands/, ...) hold their own formats.
	if at < 0 || (at > 0 && strings.HasPrefix(segs[at-1], ".") && segs[at-1] != ".claude" && segs[at-1] != "." && segs[at-1] != "..") {
		return Place{}, false
	}
	pl := Place{Rel: strings.Join(segs[at+1:], "/")}
	if at > 0 && segs[at-1] == ".claude" {
		pl.Claude = true
		pl.Root = joinSegs(segs[:at-1])
		return pl, true
	}
	pl.Root = joinSegs(segs[:at])
	// A file bundled with a skill: a SKILL.md in its directory or up to two
	// levels above the component directory.
	for j := len(segs) - 1; j >= at-2 && j >= 0; j-- {
		if fileExists(filepath.Join(joinSegs(segs[:j]), "SKILL.md")) {
			return Place{}, false
		}
	}
	if st, err := os.Stat(filepath.Join(pl.Root, ".claude-plugin")); err == nil && st.IsDir() {
		pl.Plugin = true
	}
	return pl, true
}

// AtPluginRoot reports whether path is a Markdown file beside a
// `.claude-plugin/` directory (not SKILL.md or a documentation file): a
// plugin's manifest may list such files as agents (`"agents":
// ["./reviewer.md"]`).
func AtPluginRoot(path string) (Place, bool) {
	base := strings.ToLower(filepath.Base(path))
	if !strings.HasSuffix(base, ".md") || docNames[base] || base == "skill.md" {
		return Place{}, false
	}
	dir := filepath.Dir(path)
	if st, err := os.Stat(filepath.Join(dir, ".claude-plugin")); err != nil || !st.IsDir() {
		return Place{}, false
	}
	return Place{Root: dir, Plugin: true, Rel: filepath.Base(path)}, true
}

func joinSegs(segs []string) string {
	if len(segs) == 0 {
		return "."
	}
	s := strings.Join(segs, "/")
	if s == "" {
		return "/"
	}
	return filepath.FromSlash(s)
}

// startsFrontmatter reports a file that opens with a frontmatter (---)
// holding a key of a component (name, allowed-tools, argument-hint,
// model, tools, or a description without a documentation site's keys): a
// component named like a document (commands/changelog.md, the /changelog
// command) declares itself so; a documentation site's README (title,
// description, sidebar_position) does not.
func startsFrontmatter(p string) bool {
	f, err := os.Open(p)
	if err != nil {
		return false
	}
	defer func() { _ = f.Close() }()
	var b [2048]byte
	n, _ := io.ReadFull(f, b[:])
	head := bytes.TrimPrefix(b[:n], []byte("\xef\xbb\xbf"))
	first, rest, ok := bytes.Cut(head, []byte("\n"))
	if !ok || string(bytes.TrimRight(first, " \t\r")) != "---" {
		return false
	}
	described, site := false, false
	for _, l := range bytes.Split(rest, []byte("\n")) {
		l = bytes.TrimRight(l, " \t\r")
		if string(l) == "---" {
			break
		}
		for _, k := range []string{"name:", "allowed-tools:", "argument-hint:", "model:", "tools:"} {
			if bytes.HasPrefix(l, []byte(k)) {
				return true
			}
		}
		described = described || bytes.HasPrefix(l, []byte("description:"))
		for _, k := range []string{"title:", "sidebar_position:", "sidebar_label:", "slug:", "layout:", "nav_order:", "permalink:", "weight:"} {
			site = site || bytes.HasPrefix(l, []byte(k))
		}
	}
	// A description alone is a command's; with a documentation site's
	// keys (title, sidebar_position ...) it is a page's.
	return described && !site
}

func fileExists(p string) bool {
	st, err := os.Stat(p)
	return err == nil && st.Mode().IsRegular()
}

// Lenient reads a frontmatter that is not valid YAML the way Claude Code
// does: each top-level `key: value` line whose key is one of known starts a
// string field (the rest of the line, unquoted); every other line continues
// the field before it. Claude Code accepts, for instance, an unquoted
// description that holds `: ` and goes on over several lines of examples
// (`user: ...`, `assistant: ...`).
func Lenient(src []byte, fm *yamlfm.Frontmatter, known []string) *yamlfm.Node {
	root := &yamlfm.Node{Kind: yamlfm.Map, Start: fm.ContentStart, End: fm.ContentEnd}
	var last *yamlfm.Node
	off := fm.ContentStart
	for off < fm.ContentEnd {
		end := off
		for end < fm.ContentEnd && src[end] != '\n' {
			end++
		}
		line := src[off:end]
		if n := len(line); n > 0 && line[n-1] == '\r' {
			line = line[:n-1]
		}
		c := strings.IndexByte(string(line), ':')
		isKey := len(line) > 0 && line[0] != ' ' && line[0] != '\t' && line[0] != '#' && line[0] != '-' && c > 0 &&
			(last == nil || slices.Contains(known, string(line[:c])))
		switch {
		case isKey:
			vs := c + 1
			for vs < len(line) && (line[vs] == ' ' || line[vs] == '\t') {
				vs++
			}
			val := strings.TrimRight(string(line[vs:]), " \t")
			k := &yamlfm.Node{Kind: yamlfm.String, Value: string(line[:c]), Start: off, End: off + c}
			v := &yamlfm.Node{Kind: yamlfm.String, Value: unquote(val), Start: off + vs, End: off + vs + len(val)}
			switch {
			case val == "":
				v.Kind = yamlfm.Null
			case len(val) >= 2 && val[0] == '[' && strings.IndexByte(val, ']') == len(val)-1:
				v = flowList(val, off+vs)
			}
			root.Pairs = append(root.Pairs, &yamlfm.Pair{Key: k, Value: v})
			last = v
		case last != nil && (last.Kind == yamlfm.Null || last.Kind == yamlfm.Seq) && blockItem(line):
			// tools:\n  - Bash\n  - Read: a block list's items.
			t := strings.TrimLeft(string(line), " \t")
			lead := len(line) - len(t)
			item := strings.TrimLeft(t[1:], " \t")
			at := off + lead + (len(t) - len(item))
			item = strings.TrimRight(item, " \t")
			if last.Kind == yamlfm.Null {
				last.Kind, last.Start = yamlfm.Seq, off+lead
			}
			if item != "" {
				last.Items = append(last.Items, &yamlfm.Node{Kind: yamlfm.String, Value: unquote(item), Start: at, End: at + len(item)})
			}
			last.End = off + len(line)
		case last != nil && len(strings.TrimSpace(string(line))) > 0:
			if last.Kind == yamlfm.Null {
				last.Kind, last.Start = yamlfm.String, off
			} else {
				last.Value += "\n"
			}
			last.Value += strings.TrimSpace(string(line))
			last.End = off + len(line)
		}
		off = end + 1
	}
	return root
}

// blockItem reports a line that is an item of a block list ("  - Bash").
func blockItem(line []byte) bool {
	t := strings.TrimLeft(string(line), " \t")
	return t == "-" || strings.HasPrefix(t, "- ") || strings.HasPrefix(t, "-\t")
}

// flowList reads a one-line `[a, "b"]` list written at offset off.
func flowList(val string, off int) *yamlfm.Node {
	n := &yamlfm.Node{Kind: yamlfm.Seq, Start: off, End: off + len(val)}
	start := 1
	for i := 1; i < len(val); i++ {
		if val[i] != ',' && i != len(val)-1 {
			continue
		}
		item := val[start:i]
		lead := len(item) - len(strings.TrimLeft(item, " \t"))
		item = strings.TrimSpace(item)
		if item != "" {
			s := off + start + lead
			n.Items = append(n.Items, &yamlfm.Node{Kind: yamlfm.String, Value: unquote(item), Start: s, End: s + len(item)})
		}
		start = i + 1
	}
	return n
}

func unquote(s string) string {
	if len(s) >= 2 && (s[0] == '"' || s[0] == '\'') && s[len(s)-1] == s[0] {
		return s[1 : len(s)-1]
	}
	return s
}

// ReadLenient parses a Claude Code component's frontmatter: when the YAML
// does not parse, its root is read leniently (see Lenient), and only an
// unclosed block leaves the document broken. It returns the root and whether
// it was read leniently. known are the format's fields (see Lenient).
func ReadLenient(src []byte, fm *yamlfm.Frontmatter, known []string) (root *yamlfm.Node, lenient, broken bool) {
	for _, p := range fm.Problems {
		switch p.Code {
		case yamlfm.ProblemUnclosed:
			broken = true
		case yamlfm.ProblemSyntax, yamlfm.ProblemAlias:
			lenient = true
		}
	}
	if fm.Root != nil && fm.Root.Kind == yamlfm.Map && !lenient {
		return fm.Root, false, broken
	}
	if !fm.Present || broken {
		return nil, lenient, broken
	}
	return Lenient(src, fm, known), true, false
}

// ClaudeCodeSkill reports a SKILL.md that only Claude Code loads: one
// under a .claude/skills/ directory, or in the skills/ directory of a Claude
// Code plugin (beside its .claude-plugin/). Claude Code's documentation
// makes every frontmatter field optional there (the name defaults to the
// directory's, the description to the body's first paragraph), where the
// Agent Skills format requires name and description. (The first is read
// from the path alone; the second asks the file system once per plugin.)
func ClaudeCodeSkill(path string) bool {
	slash := filepath.ToSlash(path)
	if strings.Contains(slash, "/.claude/skills/") || strings.HasPrefix(slash, ".claude/skills/") {
		return true
	}
	// <plugin>/skills/<name>/SKILL.md
	skills := filepath.Dir(filepath.Dir(path))
	if filepath.Base(skills) != "skills" {
		return false
	}
	root := filepath.Dir(skills)
	if v, ok := pluginRoots.Load(root); ok {
		return v.(bool)
	}
	fi, err := os.Stat(filepath.Join(root, ".claude-plugin"))
	is := err == nil && fi.IsDir()
	pluginRoots.Store(root, is)
	return is
}

// pluginRoots caches, by directory, whether it holds .claude-plugin/.
var pluginRoots sync.Map
