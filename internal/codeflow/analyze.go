package codeflow

import (
	"path"
	"regexp"
	"strconv"
	"strings"

	"github.com/skillint/skillint/internal/shell"
)

// Taint is a set of kinds of data a value may carry.
type Taint uint16

// Kinds of data.
const (
	Secret   Taint = 1 << iota // a secret environment variable, a token
	EnvAll                     // every environment variable
	CredFile                   // a credential store's contents
	HomeFile                   // a dotfile of the user's home
	Fetched                    // data fetched from the network
	Decoded                    // data decoded at run time
	HomeRoot                   // the path of the home directory itself
	Loaded                     // code or data read from a temporary or hidden file
	SysRoot                    // the file system root or a system tree
	Bundle                     // several secrets gathered in one value
)

// Sensitive is data that must not leave the machine.
const Sensitive = Secret | EnvAll | CredFile | HomeFile

// Kind is a kind of finding.
type Kind int

// Findings.
const (
	SecretSend   Kind = iota // sensitive data reaches a network send
	FetchExec                // fetched data reaches code execution
	DecodeExec               // decoded (packed) code runs
	ShellFact                // a shell command run from code (Fact holds what it does)
	Destructive              // deletes the home directory, root or a system tree
	Persistence              // writes a start-up location
	ReverseShell             // connects out and hands over a shell
	Obfuscated               // resolves what it calls from built strings
	EnvDump                  // serialises every environment variable
	SecretBundle             // gathers several secrets and serialises them
	FileExec                 // runs code read from a temporary or hidden file
)

var kindNames = [...]string{"secret-send", "fetch-exec", "decode-exec", "shell", "destructive", "persistence", "reverse-shell", "obfuscated", "env-dump", "secret-bundle", "file-exec"}

func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "?"
}

// Finding is one flow, at the span of the call where it ends.
type Finding struct {
	Kind       Kind
	Start, End int
	Detail     string
	Fact       shell.Kind // for ShellFact
}

// Summary is what one file offers the other files of its skill.
type Summary struct {
	// Funcs are functions (and module names) whose value carries a taint.
	Funcs map[string]Taint
	// Files are the paths a file writes tainted data to.
	Files map[string]Taint
}

// Merge adds o to s.
func (s *Summary) Merge(o *Summary) {
	if o == nil {
		return
	}
	if s.Funcs == nil {
		s.Funcs = map[string]Taint{}
	}
	if s.Files == nil {
		s.Files = map[string]Taint{}
	}
	for k, v := range o.Funcs {
		s.Funcs[k] |= v
	}
	for k, v := range o.Files {
		s.Files[k] |= v
	}
}

type value struct {
	str   string
	konst bool
	taint Taint
	mod   string // a module or function this value names (aliases)
	// built: the value's string was assembled or decoded, not written.
	built bool
	// secret is the name of the environment variable a secret came from.
	secret string
}

type analyzer struct {
	src           string
	lang          Lang
	toks          []token
	vars          map[string]value
	funcs         map[string]Taint // function -> taint of what it returns
	ext           *Summary
	out           []Finding
	seen          map[[2]int]bool
	calls         map[int]value // memo: call at token -> its value
	budget        int
	files         map[string]Taint
	fnSpans       []fnSpan
	sockets       bool // the file connects a socket
	dup           bool // ... and hands its descriptors to a process
	rsAt          [2]int
	nested        int // decoding depth
	fetchCallback [][2]int
	match         []int // opener token -> index after its closer
	fnOf          []int32
	paramTaint    map[[2]string]Taint // (function, parameter index) -> taint
}

type fnSpan struct {
	name     string
	from, to int // token indexes
	params   []string
}

// Analyze follows the data of one file. ext, when not nil, holds what the
// other files of the skill offer by name.
func Analyze(src string, lang Lang, ext *Summary) ([]Finding, *Summary) {
	return analyze(src, lang, ext, 0)
}

func analyze(src string, lang Lang, ext *Summary, nested int) ([]Finding, *Summary) {
	a := &analyzer{src: src, lang: lang, toks: lex(src, lang), ext: ext, nested: nested}
	a.matchBrackets()
	a.findFuncs()
	// Two passes: the first learns what functions return and what
	// module names hold; the second reports.
	for pass := 0; pass < 2; pass++ {
		a.vars = map[string]value{}
		a.calls = map[int]value{}
		a.seen = map[[2]int]bool{}
		a.out = nil
		a.files = map[string]Taint{}
		a.budget = 8 * (len(a.toks) + 64)
		if a.funcs == nil {
			a.funcs = map[string]Taint{}
		}
		if a.paramTaint == nil {
			a.paramTaint = map[[2]string]Taint{}
		}
		a.run()
	}
	if a.sockets && a.dup {
		a.add(ReverseShell, a.rsAt[0], a.rsAt[1], "a socket connected out is handed to a process")
	}
	sum := &Summary{Funcs: map[string]Taint{}, Files: a.files}
	for k, v := range a.funcs {
		if v != 0 {
			sum.Funcs[k] = v
		}
	}
	for k, v := range a.vars {
		if v.taint&(Sensitive|Fetched) != 0 && !strings.Contains(k, ".") {
			sum.Funcs[k] |= v.taint
		}
	}
	return a.out, sum
}

func (a *analyzer) add(k Kind, start, end int, detail string) {
	key := [2]int{int(k), start}
	if a.seen[key] {
		return
	}
	a.seen[key] = true
	a.out = append(a.out, Finding{Kind: k, Start: start, End: end, Detail: detail})
}

// findFuncs records the token spans of function bodies.
func (a *analyzer) findFuncs() {
	t := a.toks
	for i := 0; i+1 < len(t); i++ {
		if t[i].kind != tIdent {
			continue
		}
		switch {
		case a.lang == Python && t[i].text == "def" && t[i+1].kind == tIdent:
			// The body: to the next line that starts at column 0.
			j := i + 2
			for j < len(t) {
				if t[j].kind == tNL && j+1 < len(t) && t[j+1].kind != tNL && a.col0(t[j+1].start) {
					break
				}
				j++
			}
			a.fnSpans = append(a.fnSpans, fnSpan{t[i+1].text, i, j, a.params(i + 2)})
		case (a.lang == JS && t[i].text == "function" || a.lang == PowerShell && strings.EqualFold(t[i].text, "function")) && t[i+1].kind == tIdent:
			if j := a.braceBody(i + 2); j > 0 {
				a.fnSpans = append(a.fnSpans, fnSpan{t[i+1].text, i, j, a.params(i + 2)})
			}
		case a.lang == JS && (t[i].text == "const" || t[i].text == "let" || t[i].text == "var") && i+3 < len(t) && t[i+1].kind == tIdent && t[i+2].text == "=":
			// const f = (...) => ..., const f = function (...) {...}
			k := i + 3
			if t[k].text == "async" {
				k++
			}
			if k < len(t) && (t[k].text == "function" || t[k].text == "(") {
				if j := a.braceBody(k); j > 0 {
					a.fnSpans = append(a.fnSpans, fnSpan{t[i+1].text, i, j, a.params(k)})
				}
			}
		}
	}
}

// params are the parameter names of the list opening at token i.
func (a *analyzer) params(i int) []string {
	t := a.toks
	if i >= len(t) || t[i].text != "(" {
		return nil
	}
	end := a.skipGroup(i)
	var out []string
	depth := 0
	for k := i + 1; k < end-1 && len(out) < 32; k++ {
		switch t[k].text {
		case "(", "[", "{":
			depth++
		case ")", "]", "}":
			depth--
		}
		if depth == 0 && t[k].kind == tIdent && (t[k-1].text == "(" || t[k-1].text == ",") {
			out = append(out, t[k].text)
		}
	}
	return out
}

func (a *analyzer) col0(off int) bool {
	return off == 0 || a.src[off-1] == '\n'
}

// braceBody finds the end of the { } block that starts at or after token i
// (within a few tokens of a parameter list).
func (a *analyzer) braceBody(i int) int {
	t := a.toks
	n := 0
	for ; i < len(t) && n < 200; i, n = i+1, n+1 {
		if t[i].text == "{" && t[i].kind == tPunct {
			break
		}
	}
	if i >= len(t) || t[i].text != "{" {
		return -1
	}
	return a.skipGroup(i)
}

// matchBrackets pairs every opening bracket with its closer (an opener
// without one runs to the end).
func (a *analyzer) matchBrackets() {
	t := a.toks
	a.match = make([]int, len(t))
	var stack []int
	for j := range t {
		a.match[j] = -1
		if t[j].kind != tPunct {
			continue
		}
		switch t[j].text {
		case "(", "[", "{":
			stack = append(stack, j)
		case ")", "]", "}":
			if n := len(stack); n > 0 {
				a.match[stack[n-1]] = j + 1
				stack = stack[:n-1]
			}
		}
	}
	for _, j := range stack {
		a.match[j] = len(t)
	}
}

// skipGroup returns the index after the bracket group opening at i.
func (a *analyzer) skipGroup(i int) int {
	if i < len(a.match) && a.match[i] > i {
		return a.match[i]
	}
	return i + 1
}

func (a *analyzer) fnAt(i int) string {
	if a.fnOf == nil {
		// Per token, the innermost function (spans are in source order,
		// so a later span that covers a token is inside an earlier one).
		// The work is bounded: deep nesting leaves the rest unnamed.
		a.fnOf = make([]int32, len(a.toks))
		work := 4 * (len(a.toks) + 16)
		for k, f := range a.fnSpans {
			for j := f.from + 1; j < f.to && j < len(a.toks) && work > 0; j++ {
				a.fnOf[j] = int32(k + 1)
				work--
			}
		}
	}
	if i < len(a.fnOf) && a.fnOf[i] > 0 {
		return a.fnSpans[a.fnOf[i]-1].name
	}
	return ""
}

func (a *analyzer) stmtStart(i int) bool {
	if i == 0 {
		return true
	}
	p := a.toks[i-1]
	if p.kind == tNL {
		return true
	}
	if p.kind == tPunct {
		switch p.text {
		case ";", "{", "}":
			return true
		case "(", ")", ":":
			return a.lang != Python || p.text == ":"
		}
	}
	if p.kind == tIdent && (p.text == "const" || p.text == "let" || p.text == "var" || p.text == "else" || p.text == "export") {
		return true
	}
	return false
}

// run scans the tokens once.
func (a *analyzer) run() {
	t := a.toks
	for i := 0; i < len(t); i++ {
		if a.budget <= 0 {
			return
		}
		a.budget--
		tk := t[i]
		if tk.kind != tIdent {
			continue
		}
		switch {
		case tk.text == "import" && a.lang == Python:
			i = a.pyImport(i)
			continue
		case tk.text == "from" && a.lang == Python && a.stmtStart(i):
			i = a.pyFrom(i)
			continue
		case (tk.text == "def" || tk.text == "function") && i+1 < len(t) && t[i+1].kind == tIdent:
			// Parameters get what the calls of the first pass gave.
			for _, f := range a.fnSpans {
				if f.from == i {
					for k, p := range f.params {
						if tn := a.paramTaint[[2]string{f.name, strconv.Itoa(k)}]; tn != 0 {
							a.setVar(p, value{taint: tn}, false)
						}
					}
					break
				}
			}
			continue
		case tk.text == "return" || (a.lang == PowerShell && strings.EqualFold(tk.text, "return")):
			v, _ := a.expr(i+1, 0)
			if fn := a.fnAt(i); fn != "" {
				a.funcs[fn] |= v.taint
			}
			continue
		case tk.text == "for" && a.lang == Python && i+3 < len(t) && t[i+1].kind == tIdent && t[i+2].text == "in":
			v, _ := a.expr(i+3, 0)
			a.setVar(t[i+1].text, v, false)
			continue
		case tk.text == "for" && a.lang == JS && i+5 < len(t) && t[i+1].text == "(" && (t[i+2].text == "const" || t[i+2].text == "let" || t[i+2].text == "var") && t[i+3].kind == tIdent && (t[i+4].text == "of" || t[i+4].text == "in"):
			v, _ := a.expr(i+5, 0)
			a.setVar(t[i+3].text, v, false)
			continue
		case tk.text == "with" && a.lang == Python:
			// with open(p) as f:
			v, j := a.expr(i+1, 0)
			if j+1 < len(t) && t[j].text == "as" && t[j+1].kind == tIdent {
				a.setVar(t[j+1].text, v, false)
			}
			continue
		case tk.text == "foreach" && a.lang == PowerShell && i+4 < len(t) && t[i+1].text == "(" && t[i+2].kind == tIdent && strings.EqualFold(t[i+3].text, "in"):
			v, _ := a.expr(i+4, 0)
			a.setVar(t[i+2].text, v, false)
			continue
		}
		// Assignments: NAME = expr, NAME += expr, const {a, b} = expr.
		if j, names, app := a.assignTarget(i); j > 0 {
			v, _ := a.expr(j, 0)
			destructure := t[i].text == "{" || i+1 < len(t) && t[i+1].text == "{"
			for _, n := range names {
				if destructure && v.mod != "" {
					// const { exec } = require('child_process')
					a.setVar(n, value{mod: v.mod + "." + n, taint: v.taint}, app)
					continue
				}
				a.setVar(n, v, app)
			}
			i = j - 1
			continue
		}
		// Calls and PowerShell commands.
		if a.lang == PowerShell && a.isCmdlet(i) {
			a.psCommand(i, value{}, 0)
			continue
		}
		if i+1 < len(t) && t[i+1].text == "(" && t[i+1].kind == tPunct {
			a.postfix(i, 0)
		}
	}
}

func (a *analyzer) setVar(n string, v value, app bool) {
	if app {
		old := a.vars[n]
		v.taint |= old.taint
		if old.konst && v.konst && len(old.str)+len(v.str) <= maxDecoded {
			v.str = old.str + v.str
		} else {
			v.konst = false
		}
	}
	a.vars[n] = v
	if a.lang == PowerShell {
		a.vars[strings.ToLower(n)] = v
	}
}

// assignTarget recognises an assignment at token i: the index of the first
// token of the value, the names assigned, and whether it appends.
func (a *analyzer) assignTarget(i int) (int, []string, bool) {
	t := a.toks
	if !a.stmtStart(i) {
		return -1, nil, false
	}
	j := i
	if t[j].kind == tIdent && (t[j].text == "const" || t[j].text == "let" || t[j].text == "var") {
		j++
	}
	if j >= len(t) {
		return -1, nil, false
	}
	var names []string
	switch {
	case t[j].kind == tPunct && (t[j].text == "{" || t[j].text == "["):
		end := a.skipGroup(j)
		for k := j + 1; k < end-1; k++ {
			if t[k].kind == tIdent && (t[k+1].text == "," || t[k+1].text == "}" || t[k+1].text == "]") {
				names = append(names, t[k].text)
			}
		}
		j = end
	case t[j].kind == tIdent:
		names = append(names, t[j].text)
		j++
		// Python tuples: a, b = ...; typed JS/PS: x: T = ..., [type]$x = ...
		for j+1 < len(t) && t[j].text == "," && t[j+1].kind == tIdent && a.lang == Python {
			names = append(names, t[j+1].text)
			j += 2
		}
		if j+1 < len(t) && t[j].text == ":" && t[j+1].kind == tIdent && a.lang != Python {
			j += 2
		}
		if j < len(t) && t[j].text == "[" && t[j].kind == tPunct {
			// d["k"] = v: taint the container.
			j = a.skipGroup(j)
		}
	case t[j].kind == tPunct && t[j].text == "[" && a.lang == PowerShell:
		j = a.skipGroup(j)
		if j < len(t) && t[j].kind == tIdent {
			names = append(names, t[j].text)
			j++
		}
	default:
		return -1, nil, false
	}
	if j >= len(t) || t[j].kind != tPunct || len(names) == 0 {
		return -1, nil, false
	}
	switch t[j].text {
	case "=":
		return j + 1, names, false
	case "+=":
		return j + 1, names, true
	}
	return -1, nil, false
}

func (a *analyzer) pyImport(i int) int {
	t := a.toks
	j := i + 1
	for j < len(t) && t[j].kind == tIdent {
		mod := t[j].text
		name := strings.SplitN(mod, ".", 2)[0]
		alias := name
		j++
		if j+1 < len(t) && t[j].text == "as" {
			alias = t[j+1].text
			name = mod
			j += 2
		}
		a.vars[alias] = value{mod: name}
		if j < len(t) && t[j].text == "," {
			j++
		}
	}
	return j - 1
}

func (a *analyzer) pyFrom(i int) int {
	t := a.toks
	if i+2 >= len(t) || t[i+1].kind != tIdent || t[i+2].text != "import" {
		return i
	}
	mod := t[i+1].text
	j := i + 3
	if j < len(t) && t[j].text == "(" {
		j++
	}
	for j < len(t) && t[j].kind == tIdent {
		name := t[j].text
		alias := name
		j++
		if j+1 < len(t) && t[j].text == "as" {
			alias = t[j+1].text
			j += 2
		}
		a.vars[alias] = value{mod: mod + "." + name}
		if a.ext != nil {
			if tn, ok := a.ext.Funcs[name]; ok {
				a.funcs[alias] |= tn
			}
		}
		if j < len(t) && t[j].text == "," {
			j++
		}
	}
	return j - 1
}

// resolve turns a dotted name into what it names: its first part replaced
// by the module it is an alias of.
func (a *analyzer) resolve(name string) string {
	first, rest, _ := strings.Cut(name, ".")
	if v, ok := a.vars[first]; ok && v.mod != "" {
		if rest == "" {
			return v.mod
		}
		return v.mod + "." + rest
	}
	return name
}

// expr evaluates the expression at token i; it returns its value and the
// index after it.
func (a *analyzer) expr(i int, depth int) (value, int) {
	t := a.toks
	if depth > 40 || a.budget <= 0 {
		return value{}, a.skipExpr(i)
	}
	a.budget--
	v, j := a.unary(i, depth)
	for j < len(t) && a.budget > 0 {
		tk := t[j]
		if tk.kind == tNL {
			break
		}
		if tk.kind == tPunct {
			switch tk.text {
			case "+":
				k := j + 1
				for k < len(t) && t[k].kind == tNL && a.lang == JS {
					k++
				}
				r, n := a.unary(k, depth+1)
				v = concat(v, r)
				j = n
				continue
			case "-", "*", "/", "%", "|", "&", "==", "!=", "<", ">", "<=", ">=", "&&", "||", "**", "?", ":", "^":
				if tk.text == "|" && a.lang == PowerShell {
					// A pipeline: the next command reads this value.
					if j+1 < len(t) && a.isCmdlet(j+1) {
						r, n := a.psCommand(j+1, v, depth+1)
						v, j = r, n
						continue
					}
				}
				if tk.text == ":" && a.lang == Python {
					return v, j
				}
				if tk.text == "%" && a.lang == Python {
					r, n := a.unary(j+1, depth+1)
					v.taint |= r.taint
					v.konst = false
					j = n
					continue
				}
				r, n := a.unary(j+1, depth+1)
				v.taint |= r.taint
				v.konst = false
				if tk.text == "||" || tk.text == "?" || tk.text == ":" {
					if v.mod == "" {
						v.mod = r.mod
					}
				}
				j = n
				continue
			}
			return v, j
		}
		if tk.kind == tIdent {
			switch tk.text {
			case "or", "and", "if", "else":
				if a.lang == Python {
					r, n := a.unary(j+1, depth+1)
					v.taint |= r.taint
					v.konst = false
					j = n
					continue
				}
			case "-join", "-replace", "-split", "-f", "-bxor":
				if a.lang == PowerShell {
					r, n := a.unary(j+1, depth+1)
					if tk.text == "-join" && v.konst {
						// already joined by the array value
					} else if tk.text == "-f" || tk.text == "-bxor" {
						v.konst = false
					}
					v.taint |= r.taint
					j = n
					continue
				}
			}
		}
		return v, j
	}
	return v, j
}

func concat(l, r value) value {
	v := value{taint: l.taint | r.taint, secret: l.secret}
	if v.secret == "" {
		v.secret = r.secret
	}
	if len(l.str)+len(r.str) <= maxDecoded {
		// The text, with what is not known left out: a constant only
		// when both parts are.
		v.str, v.konst, v.built = l.str+r.str, l.konst && r.konst, true
	}
	return v
}

// skipExpr returns the index after the expression at i without
// evaluating it.
func (a *analyzer) skipExpr(i int) int {
	t := a.toks
	for j := i; j < len(t); j++ {
		switch {
		case t[j].kind == tNL:
			return j
		case t[j].kind == tPunct && (t[j].text == "(" || t[j].text == "[" || t[j].text == "{"):
			j = a.skipGroup(j) - 1
		case t[j].kind == tPunct && (t[j].text == ")" || t[j].text == "]" || t[j].text == "}" || t[j].text == "," || t[j].text == ";"):
			return j
		}
	}
	return len(t)
}

func (a *analyzer) unary(i int, depth int) (value, int) {
	t := a.toks
	for i < len(t) && (t[i].kind == tIdent && (t[i].text == "await" || t[i].text == "not" || t[i].text == "typeof" || t[i].text == "yield" || t[i].text == "void" || t[i].text == "lambda") ||
		t[i].kind == tPunct && (t[i].text == "!" || t[i].text == "-" || t[i].text == "*" || t[i].text == "**" || t[i].text == "~" || t[i].text == "...")) {
		i++
	}
	if i+1 < len(t) && t[i].text == "new" && t[i].kind == tIdent {
		i++
	}
	if a.lang == PowerShell && i < len(t) && a.isCmdlet(i) {
		return a.psCommand(i, value{}, depth+1)
	}
	return a.postfix(i, depth)
}

// postfix evaluates a primary and its calls, indexes and attributes.
func (a *analyzer) postfix(i int, depth int) (value, int) {
	t := a.toks
	if i >= len(t) {
		return value{}, i
	}
	var v value
	j := i + 1
	name, meth := "", ""
	tk := t[i]
	switch tk.kind {
	case tStr:
		v = value{str: tk.text, konst: tk.konst}
		for _, n := range tk.names {
			nv := a.nameValue(n)
			if nv.taint&HomeRoot != 0 {
				// "$HOME/.cache/x" is a path in the home, not the home.
				rest := strings.TrimSpace(strings.NewReplacer("${"+strings.TrimPrefix(n, "$")+"}", "", n, "", "{", "", "}", "").Replace(tk.text))
				if rest != "" && rest != "/" && rest != "\\" && rest != "/*" && rest != "\\*" {
					nv.taint &^= HomeRoot
				}
			}
			v.taint |= nv.taint
			if v.secret == "" {
				v.secret = nv.secret
			}
		}
	case tNum:
		v = value{str: tk.text}
	case tIdent:
		name = tk.text
		v = a.nameValue(name)
	case tPunct:
		switch tk.text {
		case "(":
			end := a.skipGroup(i)
			v = a.group(i+1, end-1, depth)
			j = end
			if j < len(t) && t[j].text == "=>" {
				return value{}, a.skipArrow(j + 1)
			}
		case "[", "{":
			end := a.skipGroup(i)
			v = a.group(i+1, end-1, depth)
			j = end
		case "@":
			if a.lang == PowerShell && i+1 < len(t) && t[i+1].text == "(" {
				end := a.skipGroup(i + 1)
				v = a.group(i+2, end-1, depth)
				j = end
			}
		default:
			return value{}, i
		}
	}
	for j < len(t) && a.budget > 0 {
		a.budget--
		tk := t[j]
		if tk.kind == tPunct && tk.text == "=>" {
			return value{}, a.skipArrow(j + 1)
		}
		if tk.kind == tPunct && tk.text == "(" && (t[j-1].end == tk.start || a.lang != PowerShell) {
			end := a.skipGroup(j)
			v = a.call(name, meth, v, j, end, depth)
			name, meth = "", ""
			j = end
			continue
		}
		if tk.kind == tPunct && tk.text == "[" && t[j-1].end == tk.start {
			end := a.skipGroup(j)
			v = a.index(v, j+1, end-1, depth)
			name = ""
			j = end
			continue
		}
		if tk.kind == tPunct && (tk.text == "." || tk.text == "::") && j+1 < len(t) && t[j+1].kind == tIdent {
			m := t[j+1].text
			if name != "" {
				name += "." + m
				v = a.nameValue(name)
			} else {
				v = a.attr(v, m)
				meth = m
			}
			j += 2
			continue
		}
		if tk.kind == tStr && a.lang == JS && t[j-1].kind == tIdent && tk.start == t[j-1].end {
			// tagged template
			j++
			continue
		}
		break
	}
	return v, j
}

// skipArrow skips an arrow function's body; its calls are seen by run.
func (a *analyzer) skipArrow(j int) int {
	t := a.toks
	if j < len(t) && t[j].text == "{" {
		return a.skipGroup(j)
	}
	return a.skipExpr(j)
}

// group evaluates a bracketed list: its values joined (for the constant)
// and their taints united.
func (a *analyzer) group(from, to int, depth int) value {
	t := a.toks
	var v value
	first := true
	allConst := true
	secrets := 0
	var parts []string
	for j := from; j < to && a.budget > 0; {
		if t[j].kind == tPunct && (t[j].text == "," || t[j].text == ";") || t[j].kind == tNL {
			j++
			continue
		}
		// key: value in an object or dict; a credential under an
		// authentication key is how an API is called, not a leak.
		if j+1 < to && (t[j].kind == tIdent || t[j].kind == tStr) && t[j+1].text == ":" {
			if authKeyRE.MatchString(t[j].text) {
				r, n := a.expr(j+2, depth+1)
				v.taint |= r.taint &^ Sensitive
				if n <= j+2 {
					n = j + 3
				}
				j = n
				allConst = false
				first = false
				continue
			}
			j += 2
			continue
		}
		var r value
		var n int
		if a.lang == PowerShell && a.isCmdlet(j) {
			r, n = a.psCommand(j, value{}, depth+1)
		} else {
			r, n = a.expr(j, depth+1)
		}
		if n <= j {
			n = j + 1
		}
		v.taint |= r.taint
		if r.secret != "" {
			secrets++
		}
		if v.mod == "" {
			v.mod = r.mod
		}
		if r.konst {
			parts = append(parts, r.str)
		} else {
			allConst = false
		}
		first = false
		j = n
	}
	if secrets >= 2 {
		v.taint |= Bundle
	}
	if !first && allConst {
		v.str, v.konst = strings.Join(parts, "\x00"), true
		if len(parts) == 1 {
			v.str = parts[0]
		}
	}
	return v
}

func (a *analyzer) index(v value, from, to int, depth int) value {
	t := a.toks
	// x[::-1]: reversed.
	if to-from == 3 && t[from].text == "::" && t[from+1].text == "-" && t[from+2].text == "1" || to-from == 4 && t[from].text == ":" && t[from+1].text == ":" {
		if v.konst {
			v.str = reverse(v.str)
			v.built = true
		}
		return v
	}
	k := a.group(from, to, depth)
	// os.environ["X"], process.env["X"].
	if v.mod == "os.environ" || v.mod == "process.env" {
		return envValue(k.str)
	}
	v.konst = false
	v.mod = ""
	return v
}

// nameValue is the value of a name: a variable, an alias, a source.
func (a *analyzer) nameValue(name string) value {
	if v, ok := a.vars[name]; ok {
		return v
	}
	if a.lang == PowerShell {
		if v, ok := a.vars[strings.ToLower(name)]; ok {
			return v
		}
	}
	if first, rest, ok := strings.Cut(name, "."); ok {
		if v, ok := a.vars[first]; ok && v.mod == "" {
			return value{taint: v.taint, mod: "." + rest}
		}
	}
	r := a.resolve(name)
	switch {
	case r == "os.environ" || r == "process.env":
		return value{mod: r, taint: EnvAll}
	case strings.HasPrefix(r, "process.env."):
		return envValue(strings.TrimPrefix(r, "process.env."))
	case strings.HasPrefix(strings.ToLower(r), "$env:"):
		n := r[5:]
		if strings.EqualFold(n, "USERPROFILE") || strings.EqualFold(n, "HOME") || strings.EqualFold(n, "HOMEPATH") {
			return value{str: "~", konst: true, taint: HomeRoot}
		}
		return envValue(n)
	case strings.EqualFold(r, "$HOME") || strings.EqualFold(r, "$HOMEPATH"):
		return value{str: "~", konst: true, taint: HomeRoot}
	case r == "os.environ.copy" || r == "os.environ.items":
		return value{taint: EnvAll}
	}
	// A name the other files of the skill offer.
	if a.ext != nil {
		last := r
		if k := strings.LastIndexByte(r, '.'); k >= 0 {
			last = r[k+1:]
		}
		if tn, ok := a.ext.Funcs[last]; ok {
			return value{taint: tn, mod: r}
		}
	}
	if tn, ok := a.funcs[r]; ok {
		return value{taint: tn, mod: r}
	}
	if a.lang == PowerShell && strings.HasPrefix(r, "$") {
		return value{}
	}
	return value{mod: r}
}

var secretNameRE = regexp.MustCompile(`(?i)(TOKEN|SECRET|PASSW|API_?KEY|ACCESS_?KEY|PRIVATE_?KEY|_KEY$|CREDENTIAL|AUTH|SESSION|COOKIE|DATABASE_URL|DSN|CONN(ECTION)?_?STR|WEBHOOK|^AWS_|^AZURE_|^GCP_|^GOOGLE_APPLICATION)`)

func envValue(n string) value {
	n = strings.Trim(n, `"'`)
	switch strings.ToUpper(n) {
	case "HOME", "USERPROFILE":
		return value{str: "~", konst: true, taint: HomeRoot}
	}
	if secretNameRE.MatchString(n) {
		return value{taint: Secret, str: "$" + n, secret: n}
	}
	return value{}
}

// attr is v.m for a value (not a dotted name): methods of strings and
// results.
func (a *analyzer) attr(v value, m string) value {
	if v.mod != "" {
		v.mod += "." + m
	}
	return v
}

// call evaluates a call of name (or of the value v) with the arguments
// between the parentheses at open and end-1.
func (a *analyzer) call(name, meth string, fn value, open, end int, depth int) value {
	if r, ok := a.calls[open]; ok {
		return r
	}
	args, kw := a.args(open+1, end-1, depth)
	callee := fn.mod
	if name != "" {
		callee = a.resolve(name)
		if v, ok := a.vars[name]; ok && v.mod != "" {
			callee = v.mod
		}
	}
	start, stop := a.toks[open].start, a.toks[end-1].end
	if name != "" {
		// The call's span starts at its name.
		k := open - 1
		for k > 0 && a.toks[k].kind == tIdent && a.toks[k].start > 0 && (a.toks[k-1].kind == tIdent && a.toks[k-1].text == "new") {
			k--
		}
		start = a.toks[k].start
	}
	r := a.apply(callee, meth, fn, args, kw, start, stop, depth)
	a.calls[open] = r
	return r
}

type kwarg struct {
	name string
	v    value
}

func (a *analyzer) args(from, to int, depth int) ([]value, []kwarg) {
	t := a.toks
	var out []value
	var kw []kwarg
	for j := from; j < to && a.budget > 0; {
		if t[j].kind == tPunct && t[j].text == "," || t[j].kind == tNL {
			j++
			continue
		}
		if j+1 < to && t[j].kind == tIdent && t[j+1].text == "=" && t[j+1].kind == tPunct {
			r, n := a.expr(j+2, depth+1)
			kw = append(kw, kwarg{t[j].text, r})
			if n <= j {
				n = j + 1
			}
			j = n
			continue
		}
		r, n := a.expr(j, depth+1)
		if n <= j {
			n = j + 1
		}
		out = append(out, r)
		j = n
	}
	return out, kw
}

// ownAPI reports a call whose only secret is an environment variable named
// after the host it goes to (WEATHER_API_KEY to api.weather.example): an
// API called with its own key.
func ownAPI(args []value, kw []kwarg) bool {
	if len(args) == 0 {
		return false
	}
	host := strings.ToLower(args[0].str)
	if k := strings.Index(host, "://"); k >= 0 {
		host = host[k+3:]
	} else {
		return false
	}
	if e := strings.IndexAny(host, "/?#"); e >= 0 {
		host = host[:e]
	}
	secret := ""
	var other Taint
	for _, v := range args {
		if v.secret != "" {
			secret = v.secret
		} else {
			other |= v.taint
		}
	}
	for _, k := range kw {
		if k.v.secret != "" {
			secret = k.v.secret
		} else {
			other |= k.v.taint
		}
	}
	if secret == "" || other&Sensitive != 0 {
		return false
	}
	for _, w := range strings.Split(strings.ToLower(secret), "_") {
		if len(w) >= 3 && w != "api" && w != "key" && w != "token" && w != "secret" && w != "access" && w != "auth" && strings.Contains(host, w) {
			return true
		}
	}
	return false
}

func argAt(args []value, i int) value {
	if i < len(args) {
		return args[i]
	}
	return value{}
}

func allTaint(args []value, kw []kwarg) Taint {
	var t Taint
	for _, v := range args {
		t |= v.taint
	}
	for _, k := range kw {
		if authKeyRE.MatchString(k.name) {
			t |= k.v.taint &^ Sensitive
			continue
		}
		t |= k.v.taint
	}
	return t
}

// authKeyRE names where a credential authenticates a call.
var authKeyRE = regexp.MustCompile(`(?i)^(headers|auth|authorization|x-api-key|x-apikey|api[-_]?key|apikey|bearer|x-auth-token|private-token|x-goog-api-key|proxy-authorization|credentials)$`)

func last(name string) string {
	if k := strings.LastIndexAny(name, ".:"); k >= 0 {
		return name[k+1:]
	}
	return name
}

// Calls by what they do.
var (
	netSend = set("requests.post", "requests.put", "requests.patch", "requests.request", "requests.get", "httpx.post", "httpx.put", "httpx.get", "httpx.request",
		"urllib.request.urlopen", "urllib.request.Request", "urllib2.urlopen", "urlopen", "http.client.HTTPSConnection", "fetch", "axios", "axios.post", "axios.put", "axios.get", "axios.request",
		"got", "got.post", "needle", "superagent.post", "navigator.sendBeacon", "https.request", "http.request", "Invoke-RestMethod", "Invoke-WebRequest", "irm", "iwr", "Send-MailMessage",
		"socket.gethostbyname", "dns.resolver.resolve", "dns.resolve", "dns.lookup", "aiohttp.ClientSession.post", "smtplib.SMTP")
	netMethods = set("post", "put", "patch", "sendall", "sendto", "send", "sendmail", "send_message", "UploadString", "UploadData", "UploadFile", "UploadValues", "urlopen", "request", "write")
	fetchSrc   = set("requests.get", "httpx.get", "urllib.request.urlopen", "urlopen", "urllib2.urlopen", "fetch", "axios.get", "axios", "got", "https.get", "http.get",
		"Invoke-WebRequest", "Invoke-RestMethod", "iwr", "irm", "DownloadString", "DownloadData", "DownloadFile", "urllib.request.urlretrieve", "wget.download", "request.get")
	execSink = set("exec", "eval", "execfile", "Function", "vm.runInThisContext", "vm.runInNewContext", "vm.runInContext", "vm.Script", "pickle.loads", "marshal.loads",
		"Invoke-Expression", "iex", "runpy.run_path", "scriptblock.Create", "ScriptBlock.Create", "setTimeout", "setInterval", "importlib.import_module", "__import__")
	shellSink = set("os.system", "os.popen", "subprocess.run", "subprocess.call", "subprocess.Popen", "subprocess.check_output", "subprocess.check_call", "subprocess.getoutput",
		"subprocess.getstatusoutput", "child_process.exec", "child_process.execSync", "child_process.spawn", "child_process.spawnSync", "child_process.execFile", "child_process.execFileSync",
		"commands.getoutput", "os.execl", "os.execv", "os.execvp", "os.spawnl", "pty.spawn", "Start-Process", "asyncio.create_subprocess_shell", "asyncio.create_subprocess_exec", "execa", "shelljs.exec", "Bun.spawn", "Deno.run")
	deleters = set("shutil.rmtree", "os.removedirs", "fs.rmSync", "fs.rm", "fs.rmdirSync", "fs.promises.rm", "fsPromises.rm", "rimraf", "rimraf.sync", "fse.removeSync", "fs-extra.removeSync", "fs-extra.remove", "Remove-Item", "del", "rm", "rmdir", "ri")
	readers  = set("open", "io.open", "codecs.open", "fs.readFileSync", "fs.readFile", "fs.promises.readFile", "fsPromises.readFile", "Get-Content", "gc", "cat", "type", "pathlib.Path.read_text", "read_text", "read_bytes", "glob.glob", "glob", "os.listdir", "File.ReadAllText", "IO.File.ReadAllText", "System.IO.File.ReadAllText")
	writers  = set("fs.writeFileSync", "fs.appendFileSync", "fs.writeFile", "fs.appendFile", "fs.promises.writeFile", "fs.promises.appendFile", "Add-Content", "Set-Content", "Out-File", "ac", "sc", "write_text", "File.WriteAllText", "File.AppendAllText")
	decoders = set("base64.b64decode", "b64decode", "base64.standard_b64decode", "base64.urlsafe_b64decode", "urlsafe_b64decode", "base64.decodebytes", "base64.decodestring", "binascii.a2b_base64", "a2b_base64",
		"base64.b32decode", "b32decode", "base64.b85decode", "b85decode", "base64.a85decode", "a85decode", "bytes.fromhex", "binascii.unhexlify", "unhexlify", "codecs.decode", "zlib.decompress", "gzip.decompress",
		"bz2.decompress", "lzma.decompress", "atob", "Buffer.from", "Convert.FromBase64String", "System.Convert.FromBase64String", "String.fromCharCode", "chr", "bytes", "bytearray", "str", "unescape", "decodeURIComponent")
	identity = set("decode", "encode", "toString", "strip", "trim", "lower", "upper", "GetString", "text", "read", "json", "content", "readall", "getvalue", "body")
)

func set(xs ...string) map[string]bool {
	m := map[string]bool{}
	for _, x := range xs {
		m[x] = true
		m[strings.ToLower(x)] = true
	}
	return m
}

func in(m map[string]bool, name string) bool {
	if m[name] {
		return true
	}
	n := strings.TrimPrefix(strings.TrimPrefix(name, "System."), "["+"")
	n = strings.Trim(n, "[]")
	return m[n] || m[strings.ToLower(n)]
}

// apply gives a call's value and reports what it does.
func (a *analyzer) apply(callee, meth string, fn value, args []value, kw []kwarg, start, end int, depth int) value {
	l := last(callee)
	if meth != "" {
		l = meth
		if callee == "" {
			callee = "." + meth
		}
	}
	taint := allTaint(args, kw)
	a0 := argAt(args, 0)
	// Module handles.
	switch callee {
	case "require", "__import__", "importlib.import_module":
		if a0.konst {
			if a0.built && callee != "require" {
				a.add(Obfuscated, start, end, "imports a module named by a built string ("+strconv.Quote(a0.str)+")")
			}
			return value{mod: a0.str}
		}
		if callee == "require" {
			return value{}
		}
	case "getattr":
		a1 := argAt(args, 1)
		if a1.konst && argAt(args, 0).mod != "" {
			if a1.built {
				a.add(Obfuscated, start, end, "looks up "+argAt(args, 0).mod+"."+a1.str+" by a built string")
			}
			return value{mod: argAt(args, 0).mod + "." + a1.str}
		}
	case "os.path.expanduser", "path.expanduser":
		if a0.konst {
			s := a0.str
			if s == "~" || s == "~/" {
				return value{str: "~", konst: true, taint: HomeRoot}
			}
			return pathValue(s)
		}
	case "os.homedir", "pathlib.Path.home", "Path.home", "os.path.expanduser.home", "require.os.homedir", "homedir":
		return value{str: "~", konst: true, taint: HomeRoot}
	case "os.getenv", "os.environ.get", "getenv", "Environment.GetEnvironmentVariable", "System.Environment.GetEnvironmentVariable", "os.environ.setdefault":
		if a0.konst {
			return envValue(a0.str)
		}
		return value{taint: Secret}
	case "dict", "json.dumps", "JSON.stringify", "Object.entries", "Object.keys", "Object.assign", "str", "repr", "list", "ConvertTo-Json", "yaml.dump", "Object.values", "new Map":
		v := value{taint: taint}
		if callee != "dict" && callee != "list" && callee != "Object.assign" && (a0.mod == "os.environ" || a0.mod == "process.env" || a0.mod == "os.environ.items") {
			a.add(EnvDump, start, end, callee+"() serialises every environment variable")
		}
		if (callee == "json.dumps" || callee == "JSON.stringify" || callee == "yaml.dump" || callee == "str" || callee == "ConvertTo-Json") && a0.taint&Bundle != 0 {
			a.add(SecretBundle, start, end, callee+"() serialises several secrets together")
		}
		if a0.konst && callee == "str" {
			return a0
		}
		return v
	case "os.path.join", "path.join", "path.resolve", "pathlib.Path", "Path", "Join-Path", "os.path.abspath", "path.normalize":
		var parts []string
		ok := true
		var tn Taint
		for _, v := range args {
			tn |= v.taint &^ (HomeRoot | SysRoot)
			if !v.konst {
				ok = false
				break
			}
			parts = append(parts, v.str)
		}
		if ok && len(parts) > 0 {
			p := pathValue(path.Join(parts...))
			p.taint |= tn
			if len(parts) == 1 && parts[0] == "~" {
				p.taint |= HomeRoot
			}
			return p
		}
		return value{taint: tn}
	}
	// Decoding.
	if in(decoders, callee) || in(decoders, l) && (l == "b64decode" || l == "fromhex" || l == "FromBase64String" || l == "fromCharCode" || l == "decompress" || l == "unhexlify") {
		return a.decode(callee, args, taint)
	}
	// Methods of a constant string.
	if fn.konst || (fn.str != "" && callee == "") {
		switch l {
		case "join":
			if a0.konst {
				return value{str: strings.ReplaceAll(a0.str, "\x00", fn.str), konst: true, built: true, taint: taint}
			}
		case "decode", "encode", "toString", "strip", "trim", "GetString":
			if l == "decode" && a0.konst && (strings.EqualFold(a0.str, "rot13") || strings.EqualFold(a0.str, "rot_13")) {
				return value{str: rot13(fn.str), konst: true, built: true, taint: fn.taint}
			}
			if l == "toString" && a0.konst && (a0.str == "base64" || a0.str == "hex") {
				return value{taint: fn.taint}
			}
			return fn
		case "replace", "replaceAll":
			if a0.konst && argAt(args, 1).konst {
				return value{str: strings.ReplaceAll(fn.str, a0.str, argAt(args, 1).str), konst: true, built: true, taint: fn.taint}
			}
		case "split":
			if a0.konst && a0.str == "" {
				return value{str: strings.Join(strings.Split(fn.str, ""), "\x00"), konst: true, taint: fn.taint}
			}
		case "reverse":
			if strings.Contains(fn.str, "\x00") || len(fn.str) <= 1 {
				p := strings.Split(fn.str, "\x00")
				for i, j := 0, len(p)-1; i < j; i, j = i+1, j-1 {
					p[i], p[j] = p[j], p[i]
				}
				return value{str: strings.Join(p, "\x00"), konst: true, built: true, taint: fn.taint}
			}
		case "format":
			return value{taint: taint | fn.taint}
		}
	}
	if l == "join" && fn.konst {
		return value{taint: taint | fn.taint}
	}
	if callee == "open" || callee == "io.open" {
		// open(p, "a"/"w"): a write.
		if m := argAt(args, 1); m.konst && (strings.Contains(m.str, "w") || strings.Contains(m.str, "a")) {
			if a0.konst && shell.PersistPath(expand(a0.str)) {
				a.add(Persistence, start, end, "opens "+a0.str+" to write")
			}
			return value{}
		}
	}
	// Sources.
	if in(readers, callee) || in(readers, l) && fn.taint != 0 {
		p := a0
		if (l == "read_text" || l == "read_bytes") && fn.konst {
			p = fn
		}
		if p.taint&(HomeRoot) != 0 && !p.konst {
			return value{taint: HomeFile}
		}
		if p.konst {
			if tn := pathTaint(p.str); tn != 0 {
				return value{taint: tn}
			}
			if strings.HasPrefix(p.str, "/tmp/.") || strings.HasPrefix(p.str, "/var/tmp/.") || strings.HasPrefix(p.str, "/dev/shm/") {
				return value{taint: Loaded}
			}
			if a.ext != nil {
				if tn, ok := a.ext.Files[p.str]; ok {
					return value{taint: tn}
				}
			}
		}
		return value{taint: p.taint &^ (HomeRoot | SysRoot)}
	}
	if in(fetchSrc, callee) || in(fetchSrc, l) {
		// A download: a send as well when it carries sensitive data.
		if callee == "https.get" || callee == "http.get" {
			a.fetchCallback = append(a.fetchCallback, [2]int{start, end})
		}
		if taint&Sensitive != 0 && (in(netSend, callee) || in(netMethods, l)) && !ownAPI(args, kw) {
			a.add(SecretSend, start, end, taintName(taint)+" is sent to the network by "+callee)
		}
		return value{taint: Fetched | fn.taint}
	}
	if strings.EqualFold(callee, "New-Object") && a0.konst && strings.Contains(strings.ToLower(a0.str), "webclient") {
		return value{mod: "Net.WebClient"}
	}
	// Sinks.
	if in(netSend, callee) || in(netMethods, l) && (fn.mod != "" || fn.taint != 0) && l != "write" || l == "write" && strings.Contains(strings.ToLower(fn.mod), "request") {
		if taint&Sensitive != 0 && !ownAPI(args, kw) {
			a.add(SecretSend, start, end, taintName(taint)+" is sent to the network by "+callee+"()")
		}
		return value{taint: Fetched}
	}
	if in(execSink, callee) || callee == "new Function" || l == "runInNewContext" || l == "runInThisContext" || strings.EqualFold(callee, "ScriptBlock.Create") {
		if callee == "setTimeout" || callee == "setInterval" {
			if !a0.konst && a0.taint == 0 {
				return value{}
			}
		}
		if callee == "importlib.import_module" || callee == "__import__" {
			return value{}
		}
		a.execArg(callee, a0, taint, start, end, depth, false)
		return value{taint: taint}
	}
	if in(shellSink, callee) || strings.HasPrefix(callee, "child_process.") || strings.HasPrefix(callee, "subprocess.") {
		if callee == "pty.spawn" {
			a.dup = a.dup || a.sockets
			return value{}
		}
		a.execArg(callee, a0, taint, start, end, depth, true)
		for _, k := range kw {
			if k.name == "stdin" || k.name == "stdout" {
				if a.sockets && strings.Contains(strings.ToLower(k.v.mod), "fileno") {
					a.dup = true
					a.rsAt = [2]int{start, end}
				}
			}
		}
		return value{taint: Fetched & taint}
	}
	switch l {
	case "socket", "create_connection", "Socket", "TCPClient", "TcpClient", "createConnection", "connect":
		if strings.HasPrefix(callee, "socket.") || strings.HasPrefix(callee, "net.") || strings.Contains(callee, "Sockets") || strings.Contains(callee, "TCPClient") {
			a.sockets = true
			if a.rsAt == [2]int{} {
				a.rsAt = [2]int{start, end}
			}
		}
	case "dup2":
		if a.sockets {
			a.dup = true
		}
	case "pipe":
		if a.sockets && strings.Contains(strings.ToLower(fn.mod), "std") {
			a.dup = true
		}
	}
	if in(deleters, callee) {
		for _, v := range args {
			if v.taint&(HomeRoot|SysRoot) != 0 || v.konst && (v.str == "~" || v.str == "/") {
				what := "the home directory"
				if v.taint&SysRoot != 0 || v.str == "/" {
					what = "the file system root"
				}
				a.add(Destructive, start, end, callee+" deletes "+what)
				break
			}
		}
		return value{}
	}
	if in(writers, callee) || l == "write_text" {
		p := a0
		if l == "write_text" {
			p = fn
		}
		if p.konst && shell.PersistPath(expand(p.str)) {
			a.add(Persistence, start, end, callee+" writes "+p.str)
		}
		if p.konst && taint&Sensitive != 0 {
			a.files[p.str] |= taint & Sensitive
			a.files[path.Base(p.str)] |= taint & Sensitive
		}
		return value{}
	}
	// A call of a function of this file: its parameters carry what it
	// is given (read on the next pass).
	if a.paramTaint != nil {
		for k, v := range args {
			if v.taint != 0 && k < 32 {
				a.paramTaint[[2]string{callee, strconv.Itoa(k)}] |= v.taint
			}
		}
	}
	// A call of a function of this file or another of the skill.
	r := value{taint: fn.taint | taint}
	if tn, ok := a.funcs[callee]; ok {
		r.taint |= tn
	}
	if a.ext != nil {
		if tn, ok := a.ext.Funcs[l]; ok {
			r.taint |= tn
		}
	}
	if identity[l] {
		r.konst, r.str = fn.konst, fn.str
		r.mod = fn.mod
	}
	// Reading a fetched response keeps it fetched.
	return r
}

func expand(p string) string {
	if strings.HasPrefix(p, "~") {
		return p
	}
	return p
}

func pathValue(s string) value {
	v := value{str: s, konst: true}
	if s == "~" || s == "~/" {
		v.taint = HomeRoot
	}
	if s == "/" {
		v.taint = SysRoot
	}
	return v
}

// pathTaint is the taint of a file's contents by its path.
func pathTaint(p string) Taint {
	if _, ok := shell.CredPath(p); ok {
		return CredFile
	}
	if strings.HasPrefix(p, "~/.") || strings.HasPrefix(p, "$HOME/.") {
		base := path.Base(p)
		switch base {
		case ".bash_history", ".zsh_history", ".gitconfig", ".env", ".pgpass", ".my.cnf":
			return HomeFile
		}
	}
	if path.Base(p) == ".env" || strings.HasPrefix(path.Base(p), ".env.") {
		return CredFile
	}
	return 0
}

func taintName(t Taint) string {
	switch {
	case t&CredFile != 0:
		return "a credential file"
	case t&EnvAll != 0:
		return "the whole environment"
	case t&Secret != 0:
		return "a secret from the environment"
	case t&HomeFile != 0:
		return "a file from the user's home"
	}
	return "data"
}

// decode evaluates a decoding call.
func (a *analyzer) decode(callee string, args []value, taint Taint) value {
	a0 := argAt(args, 0)
	l := strings.ToLower(last(callee))
	out := value{taint: taint | Decoded}
	if !a0.konst && l != "fromcharcode" && l != "chr" && l != "bytes" && l != "bytearray" {
		if l == "str" || l == "bytes" {
			return value{taint: taint}
		}
		return out
	}
	var s string
	ok := false
	switch l {
	case "b64decode", "standard_b64decode", "urlsafe_b64decode", "decodebytes", "decodestring", "a2b_base64", "atob", "frombase64string":
		s, ok = b64(a0.str)
	case "b32decode":
		s, ok = b32(a0.str)
	case "b85decode":
		s, ok = b85(a0.str)
	case "a85decode":
		s, ok = a85(a0.str)
	case "fromhex", "unhexlify":
		s, ok = unhex(a0.str)
	case "decompress":
		switch {
		case strings.HasPrefix(callee, "bz2"):
			s, ok = bunzip(a0.str)
		case strings.HasPrefix(callee, "gzip"):
			s, ok = gunzip(a0.str)
		case strings.HasPrefix(callee, "zlib"):
			s, ok = inflate(a0.str)
		}
	case "decode":
		enc := strings.ToLower(argAt(args, 1).str)
		switch {
		case strings.Contains(enc, "rot"):
			s, ok = rot13(a0.str), true
		case strings.Contains(enc, "hex"):
			s, ok = unhex(a0.str)
		case strings.Contains(enc, "base64"):
			s, ok = b64(a0.str)
		}
	case "from":
		enc := strings.ToLower(argAt(args, 1).str)
		switch enc {
		case "base64", "base64url":
			s, ok = b64(a0.str)
		case "hex":
			s, ok = unhex(a0.str)
		default:
			return value{str: a0.str, konst: a0.konst, taint: taint}
		}
	case "fromcharcode", "chr", "bytes", "bytearray":
		var b strings.Builder
		for _, v := range args {
			for _, p := range strings.Split(v.str, "\x00") {
				n, err := strconv.Atoi(strings.TrimSpace(p))
				if err != nil || n < 0 || n > 0x10FFFF {
					if l == "bytes" || l == "bytearray" {
						return value{str: a0.str, konst: a0.konst, taint: taint}
					}
					return out
				}
				b.WriteRune(rune(n))
			}
		}
		s, ok = b.String(), true
	case "str", "unescape", "decodeuricomponent":
		return value{str: a0.str, konst: a0.konst, taint: taint}
	}
	if !ok {
		return out
	}
	return value{str: s, konst: true, built: true, taint: taint | Decoded}
}

// execArg checks what an execution call runs.
func (a *analyzer) execArg(callee string, a0 value, taint Taint, start, end int, depth int, shellish bool) {
	if taint&Fetched != 0 {
		a.add(FetchExec, start, end, "code fetched from the network is run by "+callee+"()")
		return
	}
	if a0.konst {
		if a0.taint&Decoded != 0 || a0.built && !shellish {
			a.add(DecodeExec, start, end, callee+"() runs code that was decoded or assembled at run time")
		}
		a.inner(a0.str, shellish, start, end)
		return
	}
	if taint&Decoded != 0 {
		a.add(DecodeExec, start, end, callee+"() runs code that was decoded at run time")
	}
	if taint&Loaded != 0 && !shellish {
		a.add(FileExec, start, end, callee+"() runs code read from a hidden temporary file")
	}
	// A shell command built with a secret in it, for a network tool.
	if shellish && taint&Sensitive != 0 && netToolRE.MatchString(a0.str) {
		a.add(SecretSend, start, end, taintName(taint)+" is put in a "+strings.Fields(netToolRE.FindString(a0.str))[0]+" command run by "+callee+"()")
	}
	// Code running inside a download's callback.
	for _, cb := range a.fetchCallback {
		if start > cb[0] && start < cb[1] {
			a.add(FetchExec, start, end, "code fetched from the network is run by "+callee+"()")
			return
		}
	}
}

var netToolRE = regexp.MustCompile(`\b(curl|wget|nc|ncat|dig|nslookup|host|ping|scp|ssh|Invoke-WebRequest|Invoke-RestMethod)\s`)

// inner analyses constant code a call runs: as shell for a shell call, as
// this language (and as shell) for eval/exec.
func (a *analyzer) inner(code string, shellish bool, start, end int) {
	if a.nested >= 3 || len(code) > maxDecoded {
		return
	}
	for _, f := range shell.Parse(strings.ReplaceAll(code, "\x00", " ")).Facts() {
		if f.Kind == shell.Download {
			continue
		}
		key := [2]int{100 + int(f.Kind), start}
		if a.seen[key] {
			continue
		}
		a.seen[key] = true
		a.out = append(a.out, Finding{Kind: ShellFact, Fact: f.Kind, Start: start, End: end, Detail: f.Detail})
	}
	if shellish {
		return
	}
	fs, _ := analyze(code, a.lang, a.ext, a.nested+1)
	for _, f := range fs {
		f.Start, f.End = start, end
		key := [2]int{200 + int(f.Kind)*32 + int(f.Fact), start}
		if a.seen[key] {
			continue
		}
		a.seen[key] = true
		a.out = append(a.out, f)
	}
}

// isCmdlet reports a PowerShell command at token i.
func (a *analyzer) isCmdlet(i int) bool {
	tk := a.toks[i]
	if tk.kind != tIdent || strings.HasPrefix(tk.text, "$") {
		return false
	}
	if i > 0 && a.toks[i-1].kind != tNL && a.toks[i-1].text != "|" && a.toks[i-1].text != ";" && a.toks[i-1].text != "{" && a.toks[i-1].text != "(" && a.toks[i-1].text != "=" {
		return false
	}
	n := strings.ToLower(tk.text)
	return strings.Contains(n, "-") && !strings.HasPrefix(n, "-") || n == "iex" || n == "irm" || n == "iwr" || n == "gc" || n == "ri" || n == "ac" || n == "sc" || n == "del" || n == "curl" || n == "wget" ||
		n == "powershell" || n == "powershell.exe" || n == "pwsh" || n == "pwsh.exe"
}

// psCommand evaluates a PowerShell command at i with piped input in;
// it returns its value and the index after it.
func (a *analyzer) psCommand(i int, piped value, depth int) (value, int) {
	t := a.toks
	name := t[i].text
	var args []value
	var kw []kwarg
	if piped.taint != 0 || piped.konst {
		args = append(args, piped)
	}
	j := i + 1
	for j < len(t) && a.budget > 0 {
		tk := t[j]
		if tk.kind == tNL || tk.kind == tPunct && (tk.text == "|" || tk.text == ";" || tk.text == ")" || tk.text == "}") {
			break
		}
		if tk.kind == tIdent && strings.HasPrefix(tk.text, "-") && len(tk.text) > 1 {
			// -Name value
			if j+1 < len(t) && t[j+1].kind != tNL && (t[j+1].kind != tIdent || !strings.HasPrefix(t[j+1].text, "-")) && (t[j+1].kind != tPunct || t[j+1].text != "|" && t[j+1].text != ";") {
				if t[j+1].kind == tIdent && !strings.HasPrefix(t[j+1].text, "$") && (j+2 >= len(t) || t[j+2].text != "(" && t[j+2].text != ".") {
					// A bare word is a string to a command.
					kw = append(kw, kwarg{strings.ToLower(tk.text[1:]), value{str: t[j+1].text, konst: true}})
					j += 2
					continue
				}
				v, n := a.postfix(j+1, depth+1)
				kw = append(kw, kwarg{strings.ToLower(tk.text[1:]), v})
				if n <= j+1 {
					n = j + 2
				}
				j = n
				continue
			}
			kw = append(kw, kwarg{strings.ToLower(tk.text[1:]), value{}})
			j++
			continue
		}
		v, n := a.postfix(j, depth+1)
		if n <= j {
			n = j + 1
		}
		args = append(args, v)
		j = n
	}
	start, end := t[i].start, t[max(i, j-1)].end
	n := strings.ToLower(name)
	switch n {
	case "invoke-restmethod", "invoke-webrequest", "irm", "iwr", "curl", "wget":
		for _, k := range kw {
			if (k.name == "body" || k.name == "infile") && k.v.taint&Sensitive != 0 {
				a.add(SecretSend, start, end, taintName(k.v.taint)+" is sent to the network by "+name)
			}
			if k.name == "uri" && k.v.taint&Sensitive != 0 {
				a.add(SecretSend, start, end, taintName(k.v.taint)+" is sent to the network in the URL by "+name)
			}
		}
		return value{taint: Fetched}, j
	case "invoke-expression", "iex":
		var tn Taint
		var code value
		for _, v := range args {
			tn |= v.taint
			if v.konst {
				code = v
			}
		}
		for _, k := range kw {
			tn |= k.v.taint
			if k.name == "command" {
				code = k.v
			}
		}
		a.execArg(name, code, tn, start, end, depth, false)
		return value{}, j
	case "powershell", "powershell.exe", "pwsh", "pwsh.exe":
		for _, k := range kw {
			if (k.name == "enc" || k.name == "e" || k.name == "en" || k.name == "encodedcommand" || k.name == "ec") && k.v.konst {
				if code, ok := DecodePSEncoded(k.v.str); ok {
					a.add(DecodeExec, start, end, name+" runs an encoded command")
					a.inner(code, false, start, end)
				}
			}
		}
	case "remove-item", "ri", "del", "rm", "rmdir":
		for _, v := range append(args, kwValues(kw)...) {
			if v.taint&(HomeRoot|SysRoot) != 0 {
				a.add(Destructive, start, end, name+" deletes the home directory")
				break
			}
		}
	case "add-content", "set-content", "out-file", "ac", "sc":
		for _, k := range kw {
			if k.name == "path" || k.name == "filepath" || k.name == "literalpath" {
				if k.v.konst && shell.PersistPath(k.v.str) || strings.Contains(strings.ToLower(k.v.mod), "$profile") {
					a.add(Persistence, start, end, name+" writes a start-up file")
				}
			}
		}
		if len(args) > 0 && (args[0].konst && shell.PersistPath(args[0].str) || strings.EqualFold(args[0].mod, "$profile")) {
			a.add(Persistence, start, end, name+" writes a start-up file")
		}
	case "get-content", "gc", "cat", "type":
		for _, v := range append(args, kwValues(kw)...) {
			if v.konst {
				if tn := pathTaint(v.str); tn != 0 {
					return value{taint: tn}, j
				}
			}
			if v.taint&HomeRoot != 0 {
				return value{taint: HomeFile}, j
			}
		}
	case "get-childitem", "gci", "dir", "ls":
		for _, v := range args {
			if v.konst && strings.HasPrefix(strings.ToLower(v.str), "env:") {
				return value{taint: EnvAll}, j
			}
		}
		if len(args) > 0 && strings.HasPrefix(strings.ToLower(args[0].mod), "env:") {
			return value{taint: EnvAll}, j
		}
	}
	var tn Taint
	for _, v := range args {
		tn |= v.taint
	}
	return value{taint: tn}, j
}

func kwValues(kw []kwarg) []value {
	var out []value
	for _, k := range kw {
		out = append(out, k.v)
	}
	return out
}
