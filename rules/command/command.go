package command

import (
	"fmt"
	"github.com/skillint/skillint/internal/match"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/formats/command"
	"github.com/skillint/skillint/formats/yamlfm"
	"github.com/skillint/skillint/model"
	"github.com/skillint/skillint/rules"
	"github.com/skillint/skillint/rules/internal/ruleutil"
)

// Claude Code slash commands: the frontmatter they share with skills
// (code.claude.com slash-commands and skills), and the body's placeholders.

var only = []string{model.FormatCommand}

// fields are the documented frontmatter keys.
var fields = command.Fields

var (
	toolsShape = &ruleutil.Shape{OneOf: []*ruleutil.Shape{ruleutil.StrShape, ruleutil.StrList}}
	shapes     = map[string]*ruleutil.Shape{
		"description": ruleutil.StrShape, "argument-hint": toolsShape, "allowed-tools": toolsShape, "model": ruleutil.StrShape,
		"disable-model-invocation": ruleutil.BoolShape, "user-invocable": ruleutil.BoolShape, "effort": ruleutil.StrShape,
		"context": ruleutil.StrShape, "agent": ruleutil.StrShape, "hooks": {Kinds: []yamlfm.Kind{yamlfm.Map}}, "name": ruleutil.StrShape,
		"when_to_use": ruleutil.StrShape, "arguments": toolsShape, "paths": toolsShape, "shell": ruleutil.StrShape, "disallowed-tools": toolsShape,
	}
	enums = map[string][]string{"effort": {"low", "medium", "high", "xhigh", "max"}, "context": {"fork"}, "shell": {"bash", "powershell"}}
)

func tree(p *rules.Pass) *command.Tree { return command.TreeOf(p.Doc) }

func root(p *rules.Pass) *yamlfm.Node {
	if t := tree(p); t != nil {
		return t.Root
	}
	return nil
}

func init() {
	ex := func(f, body string) string { return "---\n" + f + "\n---\n" + body + "\n" }
	register(
		&rules.Rule{ID: rules.CommandFieldType, Severity: diag.Error, Formats: only, Check: checkTypes, Doc: rules.Doc{
			Title: "Frontmatter fields have the documented types",
			Why:   "A field of the wrong type is dropped or breaks the command: `disable-model-invocation: \"true\"` is a string, not the boolean that keeps the model from running the command.",
			Fix:   "Write the field as the documented type: booleans without quotes, allowed-tools a string or a list.",
			Bad:   ex("description: Deploy.\ndisable-model-invocation: \"true\"", "Deploy $1."),
			Good:  ex("description: Deploy.\ndisable-model-invocation: true", "Deploy $1."),
		}},
		&rules.Rule{ID: rules.CommandValue, Severity: diag.Error, Formats: only, Check: checkValues, Doc: rules.Doc{
			Title: "Fields with a fixed set of values use one of them",
			Why:   "`context` accepts only `fork` and `effort` only low, medium, high, xhigh or max; another value is ignored or refused.",
			Fix:   "Use a documented value (the message lists them).",
			Bad:   ex("description: Review.\ncontext: forked", "Review the diff."),
			Good:  ex("description: Review.\ncontext: fork", "Review the diff."),
		}},
		&rules.Rule{ID: rules.CommandArgumentHintList, Severity: diag.Info, Formats: only, Check: checkHintList, Doc: rules.Doc{
			Title: "`argument-hint` is a quoted string",
			Why:   "`argument-hint: [file]` is YAML for a list, not the string `[file]`. Claude Code reads it leniently (its own examples write it so), but YAML readers, other hosts and converters see a list, and `[a] [b]` is not valid YAML at all.",
			Fix:   "Quote it: `argument-hint: \"[file] [line]\"`.",
			Bad:   ex("description: Open a file.\nargument-hint: [file]", "Open $1."),
			Good:  ex("description: Open a file.\nargument-hint: \"[file]\"", "Open $1."),
		}},
		&rules.Rule{ID: rules.CommandArguments, Severity: diag.Warning, Formats: only, Check: checkArguments, Doc: rules.Doc{
			Title: "Positional arguments are ones `argument-hint` names",
			Why:   "`$1`, `$2`, ... are replaced by the arguments typed after the command. A `$3` when the hint names two arguments is empty whenever the user follows the hint, and the prompt then asks about nothing.",
			Fix:   "Name every positional argument in `argument-hint`, or use `$ARGUMENTS` for the whole argument string.",
			Bad:   ex("description: Fix an issue.\nargument-hint: \"[issue]\"", "Fix issue $1 with priority $2."),
			Good:  ex("description: Fix an issue.\nargument-hint: \"[issue] [priority]\"", "Fix issue $1 with priority $2."),
		}},
		&rules.Rule{ID: rules.CommandShellPermission, Severity: diag.Warning, Formats: only, Check: checkShell, Doc: rules.Doc{
			Title: "Shell lines are allowed by `allowed-tools`",
			Why:   "A `!`cmd`` line runs before the prompt is sent, through the Bash tool. When `allowed-tools` is given and no `Bash(...)` rule in it matches the command, the command is refused and the prompt is sent without its output.",
			Fix:   "Add a matching rule, e.g. `allowed-tools: Bash(git status:*), Bash(git diff:*)`.",
			Bad:   ex("description: Commit.\nallowed-tools: Bash(git add:*)", "Status: !`git status`"),
			Good:  ex("description: Commit.\nallowed-tools: Bash(git add:*), Bash(git status:*)", "Status: !`git status`"),
		}},
		&rules.Rule{ID: rules.CommandFileReference, Severity: diag.Warning, Formats: only, Check: checkFileRefs, Doc: rules.Doc{
			Title: "Files included with `@` exist",
			Why:   "`@path` includes a file's contents in the prompt. A path that does not exist includes nothing, and the command runs without the context it was written for. skillint checks paths in a project's `.claude/commands/` (relative to the project) and `@${CLAUDE_PLUGIN_ROOT}/...` paths in a plugin.",
			Fix:   "Fix the path, or add the file.",
			Bad:   ex("description: Review.", "Review against @docs/STYLE.md."),
			Good:  ex("description: Review.", "Review against @README.md."),
		}},
		&rules.Rule{ID: rules.CommandTools, Severity: diag.Warning, Formats: only, Check: checkTools, Doc: rules.Doc{
			Title: "Tool names are spelled as Claude Code spells them",
			Why:   "Tool rules are matched exactly: `allowed-tools: bash(git add:*)` allows nothing, and the command stops to ask, or fails. skillint reports names that are near misses of a built-in tool; MCP tools and names close to none are left alone.",
			Fix:   "Write the tool's name as Claude Code does: Bash(...), Read, Edit, Write, WebFetch, ...",
			Bad:   ex("description: Commit.\nallowed-tools: bash(git commit:*)", "Commit."),
			Good:  ex("description: Commit.\nallowed-tools: Bash(git commit:*)", "Commit."),
		}},
		&rules.Rule{ID: rules.CommandUnknownField, Severity: diag.Warning, Formats: only, Check: checkUnknown, Doc: rules.Doc{
			Title: "Frontmatter fields are documented ones",
			Why:   "Claude Code ignores unknown fields, so a typo (`tools:` for `allowed-tools:`) or a field from another tool silently does nothing: a tool restriction written that way restricts nothing.",
			Fix:   "Fix the spelling (the message names the nearest known field), or remove the field.",
			Bad:   ex("description: Commit.\ntools: Bash(git commit:*)", "Commit."),
			Good:  ex("description: Commit.\nallowed-tools: Bash(git commit:*)", "Commit."),
		}},
	)
}

func checkTypes(p *rules.Pass) {
	t := tree(p)
	if t == nil || t.Root == nil || t.Lenient {
		return
	}
	for _, kv := range t.Root.Pairs {
		if s, ok := shapes[kv.Key.Value]; ok && kv.Value.Kind != yamlfm.Null {
			ruleutil.CheckShape(p, kv.Value, s, kv.Key.Value)
		}
	}
}

func checkValues(p *rules.Pass) {
	r := root(p)
	for _, k := range []string{"context", "effort", "shell"} {
		if kv := r.Get(k); kv != nil && kv.Value.Kind == yamlfm.String {
			ruleutil.CheckShape(p, kv.Value, ruleutil.EnumShape(enums[k]...), k)
		}
	}
}

func checkHintList(p *rules.Pass) {
	kv := root(p).Get("argument-hint")
	if kv == nil || kv.Value.Kind != yamlfm.Seq {
		return
	}
	var items []string
	for _, it := range kv.Value.Items {
		items = append(items, it.Value)
	}
	p.Report(ruleutil.NodeRange(p, kv.Value), "`argument-hint` is a YAML list (of %q), not a string: quote it for tools other than Claude Code", items)
}

func checkUnknown(p *rules.Pass) {
	r := root(p)
	if r == nil || tree(p).Lenient {
		return // a lenient reading knows only the documented keys
	}
	for _, kv := range r.Pairs {
		k := kv.Key.Value
		if slices.Contains(fields, k) {
			continue
		}
		msg := "`" + k + "` is not a command field; Claude Code ignores it"
		switch near := ruleutil.NearestKey(k, fields); {
		case k == "tools" || k == "allowedTools":
			msg += " (a command's tools are `allowed-tools:`)"
		case near != "":
			msg += " (did you mean `" + near + "`?)"
		}
		p.Report(ruleutil.NodeRange(p, kv.Key), "%s", msg)
	}
}

// body is the command's body, or nil.
func body(p *rules.Pass) *model.Body {
	if len(p.Doc.Skills) == 0 {
		return nil
	}
	return p.Doc.Skills[0].Body
}

var positional = match.Lazy(`\$([1-9])\b`)

func checkArguments(p *rules.Pass) {
	b, r := body(p), root(p)
	if b == nil || r.Get("argument-hint") == nil {
		return
	}
	n := hintCount(r.Get("argument-hint").Value)
	if n == 0 {
		return
	}
	reported := map[int]bool{}
	for _, m := range positional.FindAllSubmatchIndex(b.Text, -1) {
		if m[0] > 0 && b.Text[m[0]-1] == '\\' || b.InCode(m[0]) {
			continue
		}
		k, _ := strconv.Atoi(string(b.Text[m[2]:m[3]]))
		if k <= n || reported[k] {
			continue
		}
		reported[k] = true
		p.Report(b.Range(m[0], m[1]), "`$%d` is argument %d, but `argument-hint` names %d: name it there, or the user is never told to give it", k, k, n)
	}
}

// hintCount is the number of arguments an argument-hint names: each
// `[...]`, `<...>`, `{...}` or `(...)` group, and each bare word, is one; a
// list counts its items.
func hintCount(n *yamlfm.Node) int {
	switch n.Kind {
	case yamlfm.Seq:
		return len(n.Items)
	case yamlfm.String:
	default:
		return 0
	}
	closing := map[byte]byte{'[': ']', '<': '>', '{': '}', '(': ')'}
	v, count := n.Value, 0
	for i := 0; i < len(v); {
		switch c := v[i]; {
		case c == ' ' || c == '\t' || c == '|' || c == ',':
			i++
		case closing[c] != 0:
			j := strings.IndexByte(v[i+1:], closing[c])
			if j < 0 {
				return count + 1
			}
			count++
			i += j + 2
		default:
			for i < len(v) && v[i] != ' ' && v[i] != '\t' {
				i++
			}
			count++
		}
	}
	return count
}

// shellLine is a `!`cmd“ line: a command run before the prompt is sent.
var shellLine = match.Lazy("(?:^|[\\s(])!`([^`\n]+)`")

func checkShell(p *rules.Pass) {
	b := body(p)
	at := root(p).Get("allowed-tools")
	if b == nil || at == nil {
		return
	}
	var bash []string
	all := false
	for _, t := range p.Doc.Skills[0].AllowedTools {
		v := strings.TrimSpace(t.Value)
		switch {
		case v == "Bash" || v == "Bash(*)" || v == "Bash(:*)":
			all = true
		case strings.HasPrefix(v, "Bash(") && strings.HasSuffix(v, ")"):
			bash = append(bash, v[5:len(v)-1])
		}
	}
	if all {
		return
	}
	for _, m := range shellLine.FindAllSubmatchIndex(b.Text, -1) {
		cmd := strings.TrimSpace(string(b.Text[m[2]:m[3]]))
		if allowed(cmd, bash) || readOnly(cmd) {
			continue
		}
		msg := fmt.Sprintf("the shell line `%s` matches no `Bash(...)` rule of `allowed-tools` and is not a read-only command: Claude Code refuses to run it", cmd)
		if len(bash) == 0 {
			msg = fmt.Sprintf("the shell line `%s` needs the Bash tool, which `allowed-tools` does not grant: Claude Code refuses to run it", cmd)
		}
		p.Report(b.Range(m[2]-1, m[3]+1), "%s", msg)
	}
}

// readOnlyCmds are commands Claude Code runs without asking, as read-only
// (with their first argument when it matters).
var readOnlyCmds = []string{"git status", "git diff", "git log", "git branch", "git show", "git rev-parse", "git remote",
	"git ls-files", "git blame", "git describe", "git tag", "ls", "pwd", "cat", "head", "tail", "wc", "echo", "date", "whoami",
	"which", "tree", "grep", "rg", "uname", "env", "printenv", "basename", "dirname", "realpath", "stat", "file", "du", "df"}

// readOnly reports whether cmd is a single read-only command (no pipes,
// lists, substitutions or redirects but to /dev/null).
func readOnly(cmd string) bool {
	c := strings.ReplaceAll(cmd, "2>/dev/null", "")
	c = strings.ReplaceAll(c, "2>&1", "")
	if strings.ContainsAny(c, "|;&><`") || strings.Contains(c, "$(") {
		return false
	}
	c = strings.TrimSpace(c)
	for _, r := range readOnlyCmds {
		if c == r || strings.HasPrefix(c, r+" ") {
			return true
		}
	}
	return false
}

// allowed reports whether a Bash permission rule matches cmd: `prefix:*`
// and `prefix *` match commands that start with prefix, `*` anywhere is a
// wildcard, anything else matches exactly.
func allowed(cmd string, rules []string) bool {
	for _, r := range rules {
		r = strings.TrimSpace(r)
		if p, ok := strings.CutSuffix(r, ":*"); ok {
			if cmd == p || strings.HasPrefix(cmd, p+" ") || strings.HasPrefix(cmd, p) {
				return true
			}
			continue
		}
		if glob(r, cmd) {
			return true
		}
	}
	return false
}

// glob matches s against a pattern whose only special character is `*`
// (any run of characters), in linear time for one star and in at most
// len(pattern)*len(s) steps otherwise.
func glob(pattern, s string) bool {
	parts := strings.Split(pattern, "*")
	if len(parts) == 1 {
		return pattern == s
	}
	if !strings.HasPrefix(s, parts[0]) {
		return false
	}
	s = s[len(parts[0]):]
	for _, part := range parts[1 : len(parts)-1] {
		i := strings.Index(s, part)
		if i < 0 {
			return false
		}
		s = s[i+len(part):]
	}
	return strings.HasSuffix(s, parts[len(parts)-1])
}

// fileRef is an `@path` file inclusion.
var fileRef = match.Lazy(`(?:^|[\s(])@((?:\$\{CLAUDE_PLUGIN_ROOT\}/)?[A-Za-z0-9_.][A-Za-z0-9_./-]*)`)

func checkFileRefs(p *rules.Pass) {
	b, t := body(p), tree(p)
	if b == nil || t == nil {
		return
	}
	for _, m := range fileRef.FindAllSubmatchIndex(b.Text, -1) {
		if b.InCode(m[2]) {
			continue
		}
		ref := strings.TrimRight(string(b.Text[m[2]:m[3]]), ".")
		var base, rel, where string
		switch {
		case strings.HasPrefix(ref, "${CLAUDE_PLUGIN_ROOT}/"):
			if !t.Place.Plugin {
				continue
			}
			base, rel, where = t.Place.Root, strings.TrimPrefix(ref, "${CLAUDE_PLUGIN_ROOT}/"), "in the plugin"
		case t.Place.Claude:
			base, rel, where = t.Place.Root, ref, "in the project (the directory above .claude/)"
		default:
			continue // a plugin's relative paths name files of the user's project
		}
		// Only what reads as a file path: a name with an extension, or a path
		// whose first directory exists (`@scope/package` is not a file).
		first, _, _ := strings.Cut(rel, "/")
		if strings.Contains(rel, "..") || filepath.Ext(rel) == "" && (first == rel || !isDir(filepath.Join(base, first))) {
			continue
		}
		if _, err := os.Stat(filepath.Join(base, filepath.FromSlash(rel))); err == nil {
			continue
		}
		p.Report(b.Range(m[2]-1, m[2]+len(ref)), "`@%s` includes a file that does not exist %s", ref, where)
	}
}

func isDir(p string) bool {
	st, err := os.Stat(p)
	return err == nil && st.IsDir()
}

func checkTools(p *rules.Pass) {
	if len(p.Doc.Skills) == 0 {
		return
	}
	for _, t := range p.Doc.Skills[0].AllowedTools {
		if want := ruleutil.ClaudeToolTypo(t.Value); want != "" {
			p.Report(t.Range, "`%s` in `allowed-tools` is not a Claude Code tool: did you mean `%s`? (tool names are matched exactly)", t.Value, want)
		}
	}
}
