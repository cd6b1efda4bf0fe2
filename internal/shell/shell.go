// Package shell reads shell text (a script, a code block, a one-liner) into
// the commands it runs, so the security rules reason about commands and their
// arguments instead of substrings: which command feeds which through a pipe,
// which runs after which, what a variable holds, where output is redirected.
//
// It never fails: text the parser rejects is read again line by line, and a
// line that still does not parse is skipped. Every position is a byte offset
// into the text given. The work is linear in the size of the text.
package shell

import (
	"encoding/base64"
	"path"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"mvdan.cc/sh/v3/syntax"
)

// maxText bounds the text parsed at once; longer text is read line by line,
// which is linear whatever the text holds.
const maxText = 1 << 20

// Cmd is one simple command.
type Cmd struct {
	// Name is the command run, without its directory and without the
	// wrappers that only run another command (sudo, env, nohup, timeout,
	// exec, command, xargs, nice, time).
	Name string
	// Path is the program as written when it had a directory
	// (.toolchain/setup-env, bin/tool): Name may be its base name.
	Path string
	// Args are the arguments after Name: the literal value where it is
	// constant, with variables replaced by their value where the text
	// assigned one, and the source text ("$X", "$(...)") elsewhere.
	Args []string
	// Lit says which Args are constant.
	Lit []bool
	// Start and End are the command's span in the text.
	Start, End int
	// Sudo is set when the command runs under sudo, doas or su -c.
	Sudo bool
	// PipeIn is the command whose output this command reads through a pipe.
	PipeIn *Cmd
	// PipeOut is the command that reads this command's output.
	PipeOut *Cmd
	// Redirs are the command's redirections.
	Redirs []Redir
	// InSubst is set for a command inside $(...), `...` or <(...).
	InSubst bool
	// Hdoc is the body of a here-document fed to the command, if any.
	Hdoc string
}

// Redir is a redirection.
type Redir struct {
	Op     string // ">", ">>", "<", "<<", ">&", "&>", ...
	Target string // the file, or the here-document body for "<<"
}

// Script is what a text runs.
type Script struct {
	// Cmds are every simple command, in source order (a command inside a
	// substitution comes before the command that uses its output).
	Cmds []*Cmd
	// Vars are the variables assigned a value (the last value wins).
	Vars map[string]string
	// Funcs are the bodies of the functions the script defines, by name
	// (the first 256, each to 64 KiB).
	Funcs map[string]string
	// Subst are the substitutions whose output a word used: the command
	// that used it and the commands inside.
	Subst []Subst
	// pos and checks, made on first use (hasVerifyBetween): each command's
	// index in Cmds, and the number of check commands before each index.
	pos    map[*Cmd]int
	checks []int
	// folded maps the text of a substitution that spells a word out
	// (foldSubst) to that word.
	folded map[string]string
	// expand is how many more bytes of variables' values the walk may
	// write into words: a value used again and again ("$x" on every line
	// of a hostile script) is written until then, $x after.
	expand int
	// encodes is 1 when the script runs an encoder, -1 when not, 0 not
	// yet known (see encodes).
	encodes int8
}

// newScript is an empty script for a text of n bytes.
func newScript(n int, vars map[string]string) *Script {
	s := &Script{Vars: make(map[string]string, len(vars)), expand: expandFloor + expandPer*n}
	for k, v := range vars {
		s.Vars[k] = v
	}
	return s
}

// Subst is a command or process substitution in a word of a command.
type Subst struct {
	User  *Cmd   // the command whose argument holds it
	Arg   int    // which argument (-1: the command name)
	Cmds  []*Cmd // the commands inside
	Proc  bool   // <(...) rather than $(...)
	Start int
}

// Parse reads text as a shell script.
func Parse(text string) *Script { return ParseWith(text, nil) }

// ParseWith is Parse with variables a text before this one assigned (an
// earlier inline command of the same document: TOKEN=$(gcloud auth
// print-access-token), then curl -H "X-Proof: $TOKEN").
func ParseWith(text string, vars map[string]string) *Script {
	masked := maskPlaceholders(text)
	s := parse(masked, vars)
	if len(masked) != len(text) || masked != text {
		unmaskPlaceholders(s)
	}
	return s
}

func parse(text string, vars map[string]string) *Script {
	s := newScript(len(text), vars)
	if len(text) <= maxText {
		// Leading blanks (a document's prose before its first block,
		// blanked) are skipped: they parse to nothing, and the offsets
		// hold with the base.
		lead := 0
		for lead < len(text) && (text[lead] == ' ' || text[lead] == '\t' || text[lead] == '\n') {
			lead++
		}
		// Trailing blank lines too, after the line break that ends the
		// last line with something on it: they parse to nothing after
		// complete text, and text left open fails either way.
		end := len(text)
		for end > lead && (text[end-1] == ' ' || text[end-1] == '\t' || text[end-1] == '\n') {
			end--
		}
		if k := strings.IndexByte(text[end:], '\n'); k >= 0 {
			end += k + 1
		} else {
			end = len(text) // the last line whole ("x \\ " escapes its blank)
		}
		ok, zsh := parseInto(s, text[lead:end], lead, &parsers)
		if ok {
			return s
		}
		if zsh {
			// zsh syntax (a job disowned with &!, parameter flags, an
			// anonymous function): the whole text again as zsh, before
			// lines alone (which lose every function body).
			s = newScript(len(text), vars)
			if ok, _ := parseInto(s, text[lead:end], lead, &zshParsers); ok {
				return s
			}
		}
	}
	// Line by line; a line ending in a backslash joins the next.
	s = newScript(len(text), vars)
	for start := 0; start < len(text); {
		end := start
		for {
			k := strings.IndexByte(text[end:], '\n')
			if k < 0 {
				end = len(text)
				break
			}
			end += k + 1
			if !strings.HasSuffix(strings.TrimRight(text[start:end], "\r\n"), "\\") || end-start > 1<<16 {
				break
			}
		}
		if line := text[start:end]; len(line) <= 1<<16 && !blank(line) {
			parseInto(s, line, start, &parsers)
		}
		start = end
	}
	return s
}

// parsers are parsers for reuse: a new one is a large allocation (its read
// buffer), and a Parser can parse again once it is done.
var parsers = sync.Pool{New: func() any {
	return syntax.NewParser(syntax.KeepComments(false), syntax.Variant(syntax.LangBash))
}}

// zshParsers parse what bash's parser refuses as zsh syntax.
var zshParsers = sync.Pool{New: func() any {
	return syntax.NewParser(syntax.KeepComments(false), syntax.Variant(syntax.LangZsh))
}}

// parseInto parses text (at offset base of the whole) with a parser of
// pool and adds what it runs to s. It reports false when the text does not
// parse, and then whether it looks like zsh's syntax.
func parseInto(s *Script, text string, base int, pool *sync.Pool) (ok, zsh bool) {
	defer func() {
		if recover() != nil {
			ok, zsh = false, false
		}
	}()
	if tooDeep(text) {
		return false, false
	}
	p := pool.Get().(*syntax.Parser)
	f, err := p.Parse(strings.NewReader(text), "")
	// Back to the pool only after a parse that returned (a parser that
	// panicked is dropped with its state).
	pool.Put(p)
	if err != nil {
		return false, strings.Contains(err.Error(), "zsh") || strings.Contains(text, "&!") || strings.Contains(text, "&|")
	}
	w := &walker{s: s, text: text, base: base}
	w.stmts(f.Stmts, false)
	return true, false
}

// blank reports text of spaces, tabs and line breaks only: it runs nothing
// (a document's prose is blanked to them), so it need not be parsed.
func blank(text string) bool {
	for i := 0; i < len(text); i++ {
		switch text[i] {
		case ' ', '\t', '\n':
		default:
			return false
		}
	}
	return true
}

// tooDeep reports text nested deeper than any real script: the parser's
// time grows faster than the text on such input.
func tooDeep(text string) bool {
	// The depth never passes the number of openers: counted at memory
	// speed, that settles most texts (a document's blanked prose, a
	// short block) without the walk.
	if strings.Count(text, "(")+strings.Count(text, "{")+strings.Count(text, "[") <= 64 {
		return false
	}
	d := 0
	for i := 0; i < len(text); i++ {
		switch text[i] {
		case '(', '{', '[':
			if d++; d > 64 {
				return true
			}
		case ')', '}', ']':
			if d > 0 {
				d--
			}
		}
	}
	return false
}

type walker struct {
	s     *Script
	text  string // the text parsed, at base
	base  int
	depth int
	// noEcho: a stty -echo came before (a read that follows is hidden).
	noEcho bool
}

// expandPer is what each byte of a script may add to its words by
// variables' values, beyond a floor.
const (
	expandPer   = 4
	expandFloor = 1 << 20
)

func (w *walker) off(p syntax.Pos) int { return w.base + int(p.Offset()) }

func (w *walker) stmts(list []*syntax.Stmt, sub bool) {
	for _, st := range list {
		w.stmt(st, sub)
	}
}

// stmt walks one statement and returns its first and last simple commands
// (for pipes).
func (w *walker) stmt(st *syntax.Stmt, sub bool) (first, last *Cmd) {
	if st == nil || w.depth > 200 {
		return nil, nil
	}
	w.depth++
	defer func() { w.depth-- }()
	first, last = w.command(st.Cmd, sub)
	if last != nil {
		for _, r := range st.Redirs {
			rd := Redir{Op: r.Op.String()}
			if r.Word != nil {
				rd.Target = w.word(r.Word, last, -2)
			}
			if r.Hdoc != nil {
				last.Hdoc = w.word(r.Hdoc, last, -2)
			}
			last.Redirs = append(last.Redirs, rd)
		}
	}
	return first, last
}

func (w *walker) command(c syntax.Command, sub bool) (first, last *Cmd) {
	switch c := c.(type) {
	case *syntax.CallExpr:
		return w.call(c, sub)
	case *syntax.BinaryCmd:
		lf, ll := w.stmt(c.X, sub)
		rf, rl := w.stmt(c.Y, sub)
		if (c.Op == syntax.Pipe || c.Op == syntax.PipeAll) && ll != nil && rf != nil {
			ll.PipeOut, rf.PipeIn = rf, ll
		}
		if lf == nil {
			lf = rf
		}
		if rl == nil {
			rl = ll
		}
		return lf, rl
	case *syntax.Subshell:
		return w.list(c.Stmts, sub)
	case *syntax.Block:
		return w.list(c.Stmts, sub)
	case *syntax.IfClause:
		for ic := c; ic != nil; ic = ic.Else {
			w.stmts(ic.Cond, sub)
			w.stmts(ic.Then, sub)
		}
	case *syntax.WhileClause:
		w.stmts(c.Cond, sub)
		w.stmts(c.Do, sub)
	case *syntax.ForClause:
		if it, ok := c.Loop.(*syntax.WordIter); ok && it.Name != nil {
			var vals []string
			for _, wd := range it.Items {
				vals = append(vals, w.word(wd, nil, -2))
			}
			v := strings.Join(vals, " ")
			if len(v) > 4096 {
				v = v[:4096]
			}
			w.s.Vars[it.Name.Value] = v
		}
		w.stmts(c.Do, sub)
	case *syntax.CaseClause:
		for _, it := range c.Items {
			w.stmts(it.Stmts, sub)
		}
	case *syntax.FuncDecl:
		w.stmt(c.Body, sub)
		if c.Name == nil {
			break
		}
		from, to := int(c.Body.Pos().Offset()), int(c.Body.End().Offset())
		if from < 0 || to > len(w.text) || from > to || to-from > 1<<16 {
			break
		}
		body := w.text[from:to]
		if w.s.Funcs == nil {
			w.s.Funcs = map[string]string{}
		}
		if len(w.s.Funcs) < 256 {
			w.s.Funcs[c.Name.Value] = body
		}
		if n := c.Name.Value; n == "preexec" || n == "precmd" {
			// zsh runs these at every prompt, preexec with the command
			// line typed as $1: the hook a trap ... DEBUG is in bash.
			hook := &Cmd{Name: "trap", InSubst: sub, Start: w.off(c.Pos()), End: w.off(c.End())}
			hook.Args = []string{typedAsArg(body), "DEBUG"}
			hook.Lit = []bool{true, true}
			w.s.Cmds = append(w.s.Cmds, hook)
			return hook, hook
		}
	case *syntax.DeclClause:
		for _, a := range c.Args {
			w.assign(a, nil)
		}
		return w.historyAssigns(c.Args, w.off(c.Pos()), w.off(c.End()), sub)
	case *syntax.TimeClause:
		return w.stmt(c.Stmt, sub)
	case *syntax.CoprocClause:
		return w.stmt(c.Stmt, sub)
	}
	return nil, nil
}

// list walks statements and returns the first command of the first and the
// last of the last (a group in a pipe reads and writes through them).
func (w *walker) list(list []*syntax.Stmt, sub bool) (first, last *Cmd) {
	for _, st := range list {
		f, l := w.stmt(st, sub)
		if first == nil {
			first = f
		}
		if l != nil {
			last = l
		}
	}
	return first, last
}

func (w *walker) assign(a *syntax.Assign, user *Cmd) {
	if a == nil || a.Name == nil {
		return
	}
	v := ""
	if a.Value != nil {
		v = w.word(a.Value, user, -2)
	}
	if a.Append {
		v = w.s.Vars[a.Name.Value] + v
	}
	if len(v) > 4096 {
		v = v[:4096]
	}
	w.s.Vars[a.Name.Value] = v
}

// historyAssigns is the command that a statement of assignments (bare, or
// export/declare) stands for when it sets where or how much shell history
// is kept, or what runs at every prompt (PROMPT_COMMAND): "export" with
// those assignments, so that one check reads them all. Other assignments
// stand for no command.
func (w *walker) historyAssigns(as []*syntax.Assign, start, end int, sub bool) (first, last *Cmd) {
	var cmd *Cmd
	for _, a := range as {
		if a == nil || a.Name == nil || !historyVar(a.Name.Value) && !promptVar(a.Name.Value) {
			continue
		}
		if cmd == nil {
			cmd = &Cmd{Name: "export", InSubst: sub, Start: start, End: end}
		}
		cmd.Args = append(cmd.Args, a.Name.Value+"="+w.s.Vars[a.Name.Value])
		cmd.Lit = append(cmd.Lit, true)
	}
	if cmd == nil {
		return nil, nil
	}
	w.s.Cmds = append(w.s.Cmds, cmd)
	return cmd, cmd
}

// gitGlobalOpts is the number of git's own options at the start of args,
// before its subcommand (-C DIR, -c KEY=VALUE, --git-dir=DIR,
// --no-pager, and any other: git's options all come before the
// subcommand), and the aliases -c defines (-c alias.pub='push -f').
func gitGlobalOpts(args []string) (int, map[string]string) {
	var aliases map[string]string
	k := 0
	for k < len(args) && strings.HasPrefix(args[k], "-") && len(args[k]) > 1 {
		switch a := args[k]; a {
		case "-C", "-c", "--git-dir", "--work-tree", "--namespace", "--exec-path", "--super-prefix", "--config-env", "--attr-source", "--list-cmds":
			if a == "-c" && k+1 < len(args) {
				if kv, ok := strings.CutPrefix(args[k+1], "alias."); ok {
					if name, v, ok := strings.Cut(kv, "="); ok {
						if aliases == nil {
							aliases = map[string]string{}
						}
						aliases[name] = v
					}
				}
			}
			k += 2
		default:
			k++
		}
	}
	return min(k, len(args)), aliases
}

// promptVar reports a variable whose value runs at every prompt: the
// hook, or a prompt string whose command substitutions are run.
func promptVar(name string) bool {
	switch name {
	case "PROMPT_COMMAND", "PS0", "PS1", "PROMPT", "RPROMPT":
		return true
	}
	return false
}

// firstOr is the first of args, or "".
func firstOr(args []string) string {
	if len(args) == 0 {
		return ""
	}
	return args[0]
}

// envAssign reports a NAME=value word.
func envAssign(a string) bool {
	k := strings.IndexByte(a, '=')
	if k <= 0 {
		return false
	}
	for i := 0; i < k; i++ {
		if c := a[i]; !(c == '_' || c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || i > 0 && c >= '0' && c <= '9') {
			return false
		}
	}
	return true
}

// wrappers run their first non-option argument as a command.
var wrappers = map[string]bool{"sudo": true, "doas": true, "env": true, "nohup": true, "timeout": true, "exec": true, "command": true,
	"xargs": true, "nice": true, "time": true, "builtin": true, "stdbuf": true, "setsid": true, "torsocks": true, "proxychains": true, "proxychains4": true}

func (w *walker) call(c *syntax.CallExpr, sub bool) (first, last *Cmd) {
	cmd := &Cmd{InSubst: sub, Start: w.off(c.Pos()), End: w.off(c.End())}
	for _, a := range c.Assigns {
		w.assign(a, cmd)
	}
	if len(c.Args) == 0 {
		return w.historyAssigns(c.Assigns, cmd.Start, cmd.End, sub)
	}
	var args []string
	var lits []bool
	for i, a := range c.Args {
		args = append(args, w.word(a, cmd, i))
		lits = append(lits, a.Lit() != "" || isQuotedLit(a))
	}
	// Unwrap sudo, env and the like.
	i := 0
	for i < len(args) {
		name := path.Base(args[i])
		if !wrappers[name] {
			break
		}
		if name == "sudo" || name == "doas" {
			cmd.Sudo = true
		}
		i++
		for i < len(args) {
			a := args[i]
			if strings.HasPrefix(a, "-") {
				// Options with a value.
				if (name == "sudo" && (a == "-u" || a == "-g" || a == "-C" || a == "-D")) || (name == "xargs" && (a == "-I" || a == "-n" || a == "-P" || a == "-d")) ||
					(name == "nice" && a == "-n") || (name == "timeout" && (a == "-s" || a == "-k")) {
					i++
				}
				i++
				continue
			}
			if (name == "env" || name == "sudo" || name == "doas") && envAssign(a) {
				// env A=1 cmd; sudo EDITOR=tee visudo.
				i++
				continue
			}
			if name == "timeout" && a != "" && (a[0] >= '0' && a[0] <= '9') {
				i++
				continue
			}
			break
		}
	}
	if i >= len(args) {
		// "sudo" alone, "env" alone: the wrapper is the command.
		i = len(args) - 1
	}
	if v, ok := w.s.folded[args[i]]; ok {
		args[i] = v // $c where c=$(printf '\x63\x75\x72\x6c'): curl
	}
	switch args[i] {
	case "$SHELL", "${SHELL}", "$BASH", "${BASH}":
		args[i] = "sh" // the user's shell
	}
	cmd.Name = path.Base(args[i])
	if strings.Contains(args[i], "/") {
		cmd.Path = args[i]
	}
	if strings.HasPrefix(args[i], "./") || strings.HasPrefix(args[i], "/") || strings.HasPrefix(args[i], "~/") || strings.HasPrefix(args[i], "$") {
		// A path run as a program keeps its path so download-then-run
		// can match it.
		cmd.Name = args[i]
		if !strings.Contains(strings.TrimPrefix(args[i], "./"), "/") && !strings.HasPrefix(args[i], "$") {
			cmd.Name = args[i]
		} else if strings.HasPrefix(args[i], "/") && isSystemDir(path.Dir(args[i])) {
			cmd.Name = path.Base(args[i])
		}
	}
	cmd.Args = args[i+1:]
	cmd.Lit = lits[i+1:]
	if cmd.Name == "git" {
		// git -C dir push ...: the checks read the subcommand first.
		k, aliases := gitGlobalOpts(cmd.Args)
		cmd.Args, cmd.Lit = cmd.Args[k:], cmd.Lit[k:]
		if v, ok := aliases[firstOr(cmd.Args)]; ok && !strings.HasPrefix(v, "!") {
			// An alias defined on the line: the subcommand it stands for.
			f := strings.Fields(strings.Trim(v, `"'`))
			cmd.Args = append(f, cmd.Args[1:]...)
			cmd.Lit = append(make([]bool, len(f)), cmd.Lit[1:]...)
		}
	}
	switch cmd.Name {
	case "read":
		w.hiddenRead(cmd)
	case "stty":
		// stty -echo; read -r pw; stty echo: a hidden prompt too.
		for _, a := range cmd.Args {
			switch a {
			case "-echo":
				w.noEcho = true
			case "echo", "sane":
				w.noEcho = false
			}
		}
	}
	if cmd.Name == "su" {
		for k, a := range cmd.Args {
			if a == "-c" && k+1 < len(cmd.Args) {
				cmd.Sudo = true
			}
		}
	}
	w.s.Cmds = append(w.s.Cmds, cmd)
	return cmd, cmd
}

// HiddenInput stands, as a variable's value, for what the user typed at a
// prompt that does not echo (read -s): a password.
const HiddenInput = "$(read-s)"

// hiddenRead gives the variables a read -s command reads the value
// HiddenInput.
func (w *walker) hiddenRead(c *Cmd) {
	silent := w.noEcho
	var names []string
	for k := 0; k < len(c.Args); k++ {
		a := c.Args[k]
		if strings.HasPrefix(a, "-") && len(a) > 1 {
			silent = silent || strings.ContainsRune(a[1:], 's')
			if strings.ContainsAny(a[len(a)-1:], "adinNptu") {
				k++ // the option's value (-p "Password: ")
			}
			continue
		}
		names = append(names, a)
	}
	if !silent {
		return
	}
	if len(names) == 0 {
		names = []string{"REPLY"}
	}
	for _, n := range names {
		w.s.Vars[n] = HiddenInput
	}
}

func isSystemDir(d string) bool {
	switch d {
	case "/bin", "/usr/bin", "/usr/local/bin", "/sbin", "/usr/sbin", "/opt/homebrew/bin":
		return true
	}
	return false
}

func isQuotedLit(wd *syntax.Word) bool {
	for _, p := range wd.Parts {
		switch p := p.(type) {
		case *syntax.Lit, *syntax.SglQuoted:
		case *syntax.DblQuoted:
			for _, q := range p.Parts {
				if _, ok := q.(*syntax.Lit); !ok {
					return false
				}
			}
		default:
			return false
		}
	}
	return true
}

// word is the text of a word: literal parts as they are, variables by their
// value where known, substitutions as "$(...)" (their commands are walked).
func (w *walker) word(wd *syntax.Word, user *Cmd, arg int) string {
	var b strings.Builder
	w.parts(&b, wd.Parts, user, arg)
	return b.String()
}

func (w *walker) parts(b *strings.Builder, parts []syntax.WordPart, user *Cmd, arg int) {
	for _, p := range parts {
		if b.Len() > 1<<14 {
			return
		}
		switch p := p.(type) {
		case *syntax.Lit:
			b.WriteString(unescape(p.Value))
		case *syntax.SglQuoted:
			b.WriteString(p.Value)
		case *syntax.DblQuoted:
			w.parts(b, p.Parts, user, arg)
		case *syntax.ParamExp:
			name := ""
			if p.Param != nil {
				name = p.Param.Value
			}
			v, ok := w.s.Vars[name]
			plain := p.Index == nil && p.Repl == nil && p.Slice == nil && !p.Length
			def := p.Exp != nil && (p.Exp.Op == syntax.DefaultUnset || p.Exp.Op == syntax.DefaultUnsetOrNull || p.Exp.Op == syntax.AssignUnset || p.Exp.Op == syntax.AssignUnsetOrNull)
			if ok && plain && (p.Exp == nil || def) && len(v) <= w.s.expand {
				w.s.expand -= len(v)
				b.WriteString(v)
			} else if !ok && plain && def && p.Exp.Word != nil && plainWord(p.Exp.Word.Parts) {
				// ${X:-$HOME}: X unset here, the default is what it holds
				// (a default that runs a command is left as $X).
				w.parts(b, p.Exp.Word.Parts, user, arg)
			} else {
				b.WriteString("$" + name)
			}
		case *syntax.CmdSubst:
			w.subst(b, p.Stmts, user, arg, false, w.off(p.Pos()))
		case *syntax.ProcSubst:
			w.subst(b, p.Stmts, user, arg, true, w.off(p.Pos()))
		case *syntax.ArithmExp:
			b.WriteString("$((...))")
		case *syntax.ExtGlob:
			b.WriteString(p.Op.String() + p.Pattern.Value + ")")
		default:
			b.WriteString("?")
		}
	}
}

// plainWord reports word parts that are text and variables, no command.
func plainWord(parts []syntax.WordPart) bool {
	for _, p := range parts {
		switch p := p.(type) {
		case *syntax.Lit, *syntax.SglQuoted:
		case *syntax.ParamExp:
			if p.Exp != nil {
				return false
			}
		case *syntax.DblQuoted:
			if !plainWord(p.Parts) {
				return false
			}
		default:
			return false
		}
	}
	return true
}

func (w *walker) subst(b *strings.Builder, list []*syntax.Stmt, user *Cmd, arg int, proc bool, at int) {
	n := len(w.s.Cmds)
	w.stmts(list, true)
	inner := append([]*Cmd(nil), w.s.Cmds[n:]...)
	if user != nil {
		w.s.Subst = append(w.s.Subst, Subst{User: user, Arg: arg, Cmds: inner, Proc: proc, Start: at})
	}
	start := b.Len()
	if proc {
		b.WriteString("<(")
	} else {
		b.WriteString("$(")
	}
	for i, c := range inner {
		if i > 0 {
			b.WriteString("; ")
		}
		b.WriteString(c.Name)
		for _, a := range c.Args {
			b.WriteString(" " + a)
		}
	}
	b.WriteString(")")
	if !proc {
		if v, ok := foldSubst(inner); ok && !strings.ContainsAny(v, " \t") {
			// $(printf '\x63\x75\x72\x6c'), $(echo Y3VybA== | base64 -d):
			// a word spelled out to hide it. Where it names the command
			// to run, the command is the word it spells (command).
			if w.s.folded == nil {
				w.s.folded = map[string]string{}
			}
			w.s.folded[b.String()[start:]] = v
		}
	}
}

// foldSubst is the text a command substitution prints when it only spells
// out a constant: printf of escaped characters, or echo or printf of a
// literal piped into a base64 decode. ok is false otherwise, and for text
// that is not one printable line.
func foldSubst(inner []*Cmd) (string, bool) {
	literal := func(c *Cmd) (string, bool) {
		name := strings.ToLower(c.Name)
		if name != "printf" && name != "echo" || c.PipeIn != nil || len(c.Redirs) > 0 {
			return "", false
		}
		p := c.Positional()
		if len(p) == 0 || len(p) > 2 || len(p) == 2 && (name != "printf" || p[0] != "%s") {
			return "", false
		}
		v := p[len(p)-1]
		if strings.ContainsAny(v, "$`") {
			return "", false
		}
		return v, true
	}
	var out string
	switch {
	case len(inner) == 1 && strings.EqualFold(inner[0].Name, "printf"):
		v, ok := literal(inner[0])
		if !ok || !strings.Contains(v, `\`) {
			return "", false
		}
		if out, ok = unescapeC(v); !ok {
			return "", false
		}
	case len(inner) == 2 && inner[0].PipeOut == inner[1] && isDecode(inner[1]) && strings.HasPrefix(strings.ToLower(inner[1].Name), "base64"):
		v, ok := literal(inner[0])
		if !ok {
			return "", false
		}
		d, err := base64.StdEncoding.DecodeString(strings.TrimSpace(v))
		if err != nil {
			if d, err = base64.RawStdEncoding.DecodeString(strings.TrimRight(strings.TrimSpace(v), "=")); err != nil {
				return "", false
			}
		}
		out = string(d)
	default:
		return "", false
	}
	out = strings.TrimRight(out, "\n")
	if out == "" || len(out) > 1024 {
		return "", false
	}
	for _, r := range out {
		if r < 0x20 || r == 0x7f || r == utf8.RuneError {
			return "", false
		}
	}
	return out, true
}

// UnescapeC reads the escapes printf reads (\xHH, \NNN octal, \n, \t,
// \\); ok is false for one it does not know. (A script's string literal
// written in \x escapes reads the same way.)
func UnescapeC(s string) (string, bool) { return unescapeC(s) }

// unescapeC is UnescapeC.
func unescapeC(s string) (string, bool) {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] != '\\' || i+1 >= len(s) {
			b.WriteByte(s[i])
			continue
		}
		i++
		switch c := s[i]; {
		case c == 'x':
			j := i + 1
			for j < len(s) && j < i+3 && isHex(s[j]) {
				j++
			}
			if j == i+1 {
				return "", false
			}
			v, _ := strconv.ParseUint(s[i+1:j], 16, 8)
			b.WriteByte(byte(v))
			i = j - 1
		case c >= '0' && c <= '7':
			j := i
			for j < len(s) && j < i+4 && s[j] >= '0' && s[j] <= '7' {
				j++
			}
			v, _ := strconv.ParseUint(s[i:j], 8, 8)
			b.WriteByte(byte(v))
			i = j - 1
		case c == 'n':
			b.WriteByte('\n')
		case c == 't':
			b.WriteByte('\t')
		case c == '\\':
			b.WriteByte('\\')
		default:
			return "", false
		}
	}
	return b.String(), true
}

func isHex(c byte) bool { return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F' }

// maskPlaceholders writes each placeholder of a documented command
// (ssh root@<SERVER_IP>, curl https://<host>/x) as a word of the same
// length, its brackets as phOpen and phClose: the shell reads <X> as two
// redirections, the second to a file named by what follows.
// unmaskPlaceholders gives the commands their brackets back.
func maskPlaceholders(text string) string {
	if strings.IndexByte(text, '<') < 0 {
		return text
	}
	var b []byte
	for i := 0; i < len(text); i++ {
		if text[i] != '<' || i > 0 && (text[i-1] == '<' || text[i-1] == '$' || text[i-1] == '=' && i > 1 && text[i-2] == '<') {
			continue
		}
		j := i + 1
		for j < len(text) && j-i <= 40 && (text[j] >= 'a' && text[j] <= 'z' || text[j] >= 'A' && text[j] <= 'Z' || text[j] >= '0' && text[j] <= '9' || text[j] == '_' || text[j] == '-') {
			j++
		}
		if j >= len(text) || text[j] != '>' || j-i < 3 || !(text[i+1] >= 'a' && text[i+1] <= 'z' || text[i+1] >= 'A' && text[i+1] <= 'Z') || j+1 < len(text) && (text[j+1] == '>' || text[j+1] == '&') {
			continue
		}
		if b == nil {
			b = []byte(text)
		}
		b[i], b[j] = phOpen, phClose
		i = j
	}
	if b == nil {
		return text
	}
	return string(b)
}

// The bytes that stand for a placeholder's brackets while the shell
// parses (word bytes to it; no text holds them).
const phOpen, phClose = '\x1e', '\x1f'

var unmasker = strings.NewReplacer(string(rune(phOpen)), "<", string(rune(phClose)), ">")

func unmaskPlaceholders(s *Script) {
	un := func(x string) string {
		if strings.IndexByte(x, phOpen) < 0 && strings.IndexByte(x, phClose) < 0 {
			return x
		}
		return unmasker.Replace(x)
	}
	for _, c := range s.Cmds {
		c.Name = un(c.Name)
		for i := range c.Args {
			c.Args[i] = un(c.Args[i])
		}
		for i := range c.Redirs {
			c.Redirs[i].Target = un(c.Redirs[i].Target)
		}
		c.Hdoc = un(c.Hdoc)
	}
	for k, v := range s.Vars {
		s.Vars[k] = un(v)
	}
}

// unescape drops the backslashes of an unquoted literal.
func unescape(s string) string {
	if !strings.Contains(s, "\\") {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+1 < len(s) {
			i++
			if s[i] == '\n' {
				continue
			}
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// Has reports whether the command has the argument (an option or word),
// exactly.
func (c *Cmd) Has(arg string) bool {
	for _, a := range c.Args {
		if a == arg {
			return true
		}
	}
	return false
}

// Opt returns the value of an option given as "-o v", "-ov", "--opt v" or
// "--opt=v", the first of names found.
func (c *Cmd) Opt(names ...string) (string, bool) {
	for i, a := range c.Args {
		for _, n := range names {
			if a == n && i+1 < len(c.Args) {
				return c.Args[i+1], true
			}
			if strings.HasPrefix(n, "--") && strings.HasPrefix(a, n+"=") {
				return a[len(n)+1:], true
			}
			if len(n) == 2 && n[0] == '-' && n[1] != '-' && len(a) > 2 && strings.HasPrefix(a, n) && !strings.HasPrefix(a, "--") {
				return a[2:], true
			}
			if len(n) == 2 && n[0] == '-' && n[1] != '-' && len(a) > 2 && a[0] == '-' && a[1] != '-' && a[len(a)-1] == n[1] && isLetters(a[1:]) && i+1 < len(c.Args) {
				return c.Args[i+1], true // the last of a cluster takes the value: -fsSLo FILE
			}
		}
	}
	return "", false
}

// ShortFlag reports a single-letter flag given alone or in a cluster
// ("-rf" holds r and f).
func (c *Cmd) ShortFlag(f byte) bool {
	for _, a := range c.Args {
		if len(a) >= 2 && a[0] == '-' && a[1] != '-' && strings.IndexByte(a[1:], f) >= 0 {
			return true
		}
	}
	return false
}

// Positional are the arguments that are not options (a word after "--"
// counts, an option's value does not know it is one: callers that care use
// Opt).
func (c *Cmd) Positional() []string {
	var out []string
	dash := false
	for _, a := range c.Args {
		if !dash && a == "--" {
			dash = true
			continue
		}
		if !dash && strings.HasPrefix(a, "-") && len(a) > 1 {
			continue
		}
		out = append(out, a)
	}
	return out
}

// Line is the command's text as one line: name and arguments.
func (c *Cmd) Line() string {
	return strings.TrimSpace(c.Name + " " + strings.Join(c.Args, " "))
}

func isLetters(s string) bool {
	for i := 0; i < len(s); i++ {
		if !(s[i] >= 'a' && s[i] <= 'z' || s[i] >= 'A' && s[i] <= 'Z') {
			return false
		}
	}
	return true
}
