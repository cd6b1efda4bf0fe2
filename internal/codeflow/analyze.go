package codeflow

import (
	"github.com/skillint/skillint/internal/match"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/skillint/skillint/internal/shell"
)

// Taint is a set of kinds of data a value may carry.
type Taint uint16

// Kinds of data.
const (
	Secret    Taint = 1 << iota // a secret environment variable, a token
	EnvAll                      // every environment variable
	CredFile                    // a credential store's contents
	HomeFile                    // a dotfile of the user's home
	Fetched                     // data fetched from the network
	Decoded                     // data decoded at run time
	HomeRoot                    // the path of the home directory itself
	Loaded                      // code or data read from a temporary or hidden file
	SysRoot                     // the file system root or a system tree
	Bundle                      // several secrets gathered in one value
	CredName                    // the path or name of a credential store (not its contents)
	HomeChild                   // a folder right under the home directory (Documents, or each one a listing of it gives)
	Captured                    // what is on the screen, the clipboard or the microphone
	Every                       // each resource of a cloud account, as a listing of them all gives
	HomePath                    // a file under the home directory by a path the script computes (no known dotfile or store)
)

// Sensitive is data that must not leave the machine.
const Sensitive = Secret | EnvAll | CredFile | HomeFile | Captured | HomePath

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
	// Calls are functions a file calls but does not define, with the
	// sensitive data it gives them (ship(raw) with raw a key file: the
	// file that defines ship sends what its parameters get).
	Calls map[string]Taint
	// SenderData are the data files (JSON, YAML, TOML, INI; base names,
	// lower case) named by a file that sends to or fetches from the
	// network: what such a file lists (paths, hosts) is what its code
	// reads or talks to.
	SenderData map[string]bool
	// CleanKeys are the keys of a tainted record that read no secret: a
	// hook's event gives its cwd and hook_event_name beside the prompt.
	// Reading one (event["cwd"], event.get("cwd")) gives a clean value.
	CleanKeys map[string]bool
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
	if len(o.Calls) > 0 && s.Calls == nil {
		s.Calls = map[string]Taint{}
	}
	for k, v := range o.Calls {
		s.Calls[k] |= v
	}
	for k := range o.SenderData {
		if s.SenderData == nil {
			s.SenderData = map[string]bool{}
		}
		s.SenderData[k] = true
	}
	for k := range o.CleanKeys {
		if s.CleanKeys == nil {
			s.CleanKeys = map[string]bool{}
		}
		s.CleanKeys[k] = true
	}
}

// cleanKey reports a key the summary says reads no secret, read from base,
// a record read from standard input.
func (a *analyzer) cleanKey(base string, k value) bool {
	return a.ext != nil && k.konst && a.ext.CleanKeys[k.str] && a.stdinRecs[base]
}

// readsStdin reports an expression starting at token j, up to the end of
// its statement (16 tokens at most), that reads standard input
// (json.load(sys.stdin), json.loads(sys.stdin.read())).
func (a *analyzer) readsStdin(j int) bool {
	for k := j; k < len(a.toks) && k < j+16 && a.toks[k].kind != tNL && a.toks[k].text != ";"; k++ {
		if a.toks[k].kind == tIdent && (strings.Contains(a.toks[k].text, "stdin") || strings.EqualFold(a.toks[k].text, "$input")) {
			return true
		}
	}
	return false
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
	// dest: the value is a variable whose name says it holds a
	// destination (webhook_url, endpoint): a network call's address.
	dest bool
	// num: an integer literal (str holds it); a list of them is a
	// constant list (character codes).
	num bool
}

type analyzer struct {
	// stdinRecs are the names given the record read from standard input
	// (event = json.load(sys.stdin)): the only records whose CleanKeys
	// read no secret.
	stdinRecs    map[string]bool
	fetchedWrite bool   // fetched data was written to a file
	everyAt      int    // where the last listing of a cloud account's resources was called
	everyOf      string // and that listing's callee
	src          string
	lang         Lang
	toks         []token
	vars         map[string]value
	funcs        map[string]Taint // function -> taint of what it returns
	// funcConst: function -> the string it returns when that is a
	// constant assembled or decoded in the file (return RULES[::-1]);
	// not konst when its returns disagree.
	funcConst     map[string]value
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
	// wsCallback are the spans of the message handlers of WebSockets to
	// other machines: what they are given a remote server sent.
	wsCallback [][2]int
	// promises are the functions that return a new Promise, with the
	// span of its executor.
	promises   []promiseReturn
	downloaded map[string]bool // paths a download is saved to
	keylog     [2]int          // a keystroke capture's span (keylog[1] > 0: found)
	sends      bool            // the file sends to the network
	online     bool            // the file fetches from the network
	match      []int           // opener token -> index after its closer
	fnOf       []int32
	paramTaint map[[2]string]Taint // (function, parameter index) -> taint
	callsOut   map[string]Taint    // function called by its bare name -> sensitive data given it
	probe      *Probes             // when not nil, records the names looked up in ext
}

type fnSpan struct {
	name     string
	from, to int // token indexes
	params   []string
}

// Analyze follows the data of one file. ext, when not nil, holds what the
// other files of the skill offer by name.
func Analyze(src string, lang Lang, ext *Summary) ([]Finding, *Summary) {
	return analyze(src, lang, ext, 0, nil)
}

// Probes are the names an analysis looked up among what other files offer
// (functions and module names, and files written).
type Probes struct {
	funcs, files, calls map[string]bool
}

// Hit reports whether ext offers one of the names probed: an analysis of
// the same file with ext then may differ from the one without.
func (p *Probes) Hit(ext *Summary) bool {
	if ext == nil {
		return false
	}
	for k := range p.funcs {
		if _, ok := ext.Funcs[k]; ok {
			return true
		}
	}
	for k := range p.files {
		if _, ok := ext.Files[k]; ok {
			return true
		}
	}
	for k := range p.calls {
		if _, ok := ext.Calls[k]; ok {
			return true
		}
	}
	return false
}

// AnalyzeProbed is Analyze without what other files offer, and the names it
// would have looked up there: when ext offers none of them (Probes.Hit),
// Analyze(src, lang, ext) finds the same, the analysis being the same step
// for step up to the first lookup that differs.
func AnalyzeProbed(src string, lang Lang) ([]Finding, *Summary, *Probes) {
	p := &Probes{funcs: map[string]bool{}, files: map[string]bool{}, calls: map[string]bool{}}
	fs, sum := analyze(src, lang, nil, 0, p)
	return fs, sum, p
}

// extFunc looks name up among the functions other files offer.
func (a *analyzer) extFunc(name string) (Taint, bool) {
	if a.probe != nil {
		a.probe.funcs[name] = true
	}
	if a.ext == nil {
		return 0, false
	}
	tn, ok := a.ext.Funcs[name]
	return tn, ok
}

// extCall is the sensitive data other files give the function name.
func (a *analyzer) extCall(name string) Taint {
	if a.probe != nil {
		a.probe.calls[name] = true
	}
	if a.ext == nil {
		return 0
	}
	return a.ext.Calls[name]
}

// extFile looks path up among the files other files write.
func (a *analyzer) extFile(path string) (Taint, bool) {
	if a.probe != nil {
		a.probe.files[path] = true
	}
	if a.ext == nil {
		return 0, false
	}
	tn, ok := a.ext.Files[path]
	return tn, ok
}

// tokBuf holds the token and bracket tables of one analysis, for the next
// one to reuse: they are most of what an analysis allocates, and drop out
// of use as soon as it returns.
type tokBuf struct {
	toks  []token
	match []int
}

var tokBufs = sync.Pool{New: func() any { return new(tokBuf) }}

// maxPooled is the most tokens a table kept for reuse holds.
const maxPooled = 1 << 16

func analyze(src string, lang Lang, ext *Summary, nested int, probe *Probes) ([]Finding, *Summary) {
	buf := tokBufs.Get().(*tokBuf)
	a := &analyzer{src: src, lang: lang, toks: lex(buf.toks[:0], src, lang), ext: ext, nested: nested, probe: probe}
	defer func() {
		if cap(a.toks) <= maxPooled && cap(a.match) <= maxPooled {
			// Cleared, so that the pool holds no text alive.
			clear(a.toks)
			buf.toks, buf.match = a.toks[:0], a.match[:0]
			tokBufs.Put(buf)
		}
	}()
	a.match = buf.match[:0]
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
		a.downloaded = nil
		a.budget = 8 * (len(a.toks) + 64)
		if a.funcs == nil {
			a.funcs = map[string]Taint{}
		}
		if a.paramTaint == nil {
			a.paramTaint = map[[2]string]Taint{}
		}
		a.run()
		a.promised()
		if pass == 0 && !a.learned() {
			// The second pass would start where the first did and so
			// repeat it exactly.
			break
		}
	}
	if a.sockets && a.dup {
		a.add(ReverseShell, a.rsAt[0], a.rsAt[1], "a socket connected out is handed to a process")
	}
	if a.keylog[1] > 0 && a.sends && keysKeptRE.MatchString(a.src) {
		a.add(SecretSend, a.keylog[0], a.keylog[1], "keystrokes are captured (a keylogger) in a file that sends to the network")
	}
	if lang == PowerShell {
		a.psDownloadRun()
	}
	sum := &Summary{Funcs: map[string]Taint{}, Files: a.files}
	if a.sends || a.sockets || a.online {
		for _, t := range a.toks {
			if t.kind == tStr && t.konst {
				if name := dataFileName(t.text); name != "" {
					if sum.SenderData == nil {
						sum.SenderData = map[string]bool{}
					}
					sum.SenderData[name] = true
				}
			}
		}
	}
	if len(a.callsOut) > 0 {
		defined := map[string]bool{}
		for _, f := range a.fnSpans {
			defined[f.name] = true
		}
		for n, v := range a.callsOut {
			if !defined[n] {
				if sum.Calls == nil {
					sum.Calls = map[string]Taint{}
				}
				sum.Calls[n] |= v
			}
		}
	}
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

// defines reports whether the file defines a function named name.
func (a *analyzer) defines(name string) bool {
	for _, f := range a.fnSpans {
		if f.name == name {
			return true
		}
	}
	return false
}

type promiseReturn struct {
	fn       string
	from, to int
}

// promised marks a function that returns a promise whose executor starts
// a download with a callback (https.get(u, r => ...)) as returning what was
// fetched: the idiom that wraps Node's callbacks for await.
func (a *analyzer) promised() {
	if len(a.promises) == 0 || len(a.fetchCallback) == 0 {
		a.promises = a.promises[:0]
		return
	}
	cbs := slices.Clone(a.fetchCallback)
	slices.SortFunc(cbs, func(x, y [2]int) int { return x[0] - y[0] })
	for _, p := range a.promises {
		// The callbacks that start inside the executor, in order: one
		// that also ends inside it is what the promise settles with.
		for k, _ := slices.BinarySearchFunc(cbs, p.from, func(c [2]int, from int) int { return c[0] - from }); k < len(cbs) && cbs[k][0] < p.to; k++ {
			if cbs[k][1] <= p.to {
				a.funcs[p.fn] |= Fetched
				break
			}
		}
	}
	a.promises = a.promises[:0]
}

// learned reports whether the first pass left anything that makes the
// second differ from it: a function that returns a taint, a parameter given
// one, a socket (read by later calls), a download's callback. An entry of
// funcs with no taint changes nothing, except for a PowerShell name that
// starts with '$' (see nameValue).
func (a *analyzer) learned() bool {
	if len(a.paramTaint) > 0 || a.sockets || a.dup || len(a.fetchCallback) > 0 || len(a.funcConst) > 0 {
		return true
	}
	for k, v := range a.funcs {
		if v != 0 || a.lang == PowerShell && strings.HasPrefix(k, "$") {
			return true
		}
	}
	return false
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
	if cap(a.match) >= len(t) {
		a.match = a.match[:len(t)]
	} else {
		a.match = make([]int, len(t))
	}
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
		case ",":
			// const a = [...], b = [...]: the next declarator.
			return a.lang == JS && i+1 < len(a.toks) && a.toks[i+1].text == "="
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
		if tk.kind == tPunct && tk.text == "(" && a.lang == JS && a.stmtStart(i) {
			// (globalThis as any)[name](...), (0, eval)(...): a statement
			// that calls what a parenthesised name stands for.
			if e := a.skipGroup(i); e < len(t) && t[e].kind == tPunct && t[e].start == t[e-1].end && (t[e].text == "(" || t[e].text == "[") {
				a.postfix(i, 0)
			}
			continue
		}
		if tk.kind != tIdent {
			continue
		}
		switch {
		case tk.text == "import" && a.lang == JS && a.stmtStart(i):
			i = a.jsImport(i)
			continue
		case tk.text == "import" && a.lang == Python:
			i = a.pyImport(i)
			continue
		case tk.text == "from" && a.lang == Python && a.stmtStart(i):
			i = a.pyFrom(i)
			continue
		case (tk.text == "def" || tk.text == "function") && i+1 < len(t) && t[i+1].kind == tIdent:
			// Parameters get what the calls of the first pass gave.
			// fnSpans are in source order: the one that starts here,
			// found by a search (a scan of them all at each definition
			// was quadratic in a file of many).
			if k := sort.Search(len(a.fnSpans), func(k int) bool { return a.fnSpans[k].from >= i }); k < len(a.fnSpans) && a.fnSpans[k].from == i {
				f := a.fnSpans[k]
				ext := a.extCall(f.name)
				for k, p := range f.params {
					if tn := a.paramTaint[[2]string{f.name, strconv.Itoa(k)}] | ext; tn != 0 {
						a.setVar(p, value{taint: tn}, false)
					}
				}
			}
			continue
		case tk.text == "return" || tk.text == "yield" && a.lang == Python || (a.lang == PowerShell && strings.EqualFold(tk.text, "return")):
			from := i + 1
			if tk.text == "yield" && from < len(t) && t[from].text == "from" {
				from++ // yield from (p for p in root.iterdir())
			}
			v, _ := a.expr(from, 0)
			if fn := a.fnAt(i); fn != "" {
				a.funcs[fn] |= v.taint
				if v.konst && (v.built || v.taint&Decoded != 0) {
					if a.funcConst == nil {
						a.funcConst = map[string]value{}
					}
					if old, ok := a.funcConst[fn]; ok && old.str != v.str {
						a.funcConst[fn] = value{} // returns that disagree: none known
					} else {
						a.funcConst[fn] = value{str: v.str, konst: true, built: true, taint: v.taint & Decoded}
					}
				}
				if a.lang == JS && from+2 < len(t) && t[from].text == "new" && t[from+1].text == "Promise" && t[from+2].text == "(" {
					// return new Promise((res) => https.get(u, r => ...)):
					// what the promise settles with is judged once the
					// download's callbacks are known (see promised). (The
					// group's end: the token after its closing bracket, or
					// the end of the tokens when it is not closed.)
					end := len(a.src)
					if after := a.match[from+2]; after > from+2 && after < len(t) {
						end = t[after-1].end
					}
					a.promises = append(a.promises, promiseReturn{fn, t[from+2].start, end})
				}
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
		// Python's walrus, anywhere: while line := await r.readline().
		if a.lang == Python && i+1 < len(t) && t[i+1].kind == tPunct && t[i+1].text == ":=" {
			v, _ := a.expr(i+2, 0)
			a.setVar(tk.text, v, false)
			i++
			continue
		}
		// Assignments: NAME = expr, NAME += expr, const {a, b} = expr.
		if j, names, app := a.assignTarget(i); j > 0 {
			v, _ := a.expr(j, 0)
			if a.ext != nil && len(a.ext.CleanKeys) > 0 && a.readsStdin(j) {
				if a.stdinRecs == nil {
					a.stdinRecs = map[string]bool{}
				}
				for _, n := range names {
					a.stdinRecs[n] = true
				}
			}
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
			// A pipeline: each command reads what the one before gives
			// (irm URL | iex). The loop still visits every token after
			// (the statements of a script block in an argument).
			v, j := a.psCommand(i, value{}, 0)
			for k := 0; k < 16 && j+1 < len(t) && t[j].kind == tPunct && t[j].text == "|" && a.isCmdlet(j+1); k++ {
				v, j = a.psCommand(j+1, v, 0)
			}
			continue
		}
		if i+1 < len(t) && t[i+1].text == "(" && t[i+1].kind == tPunct {
			a.postfix(i, 0)
		} else if i+1 < len(t) && t[i+1].text == "[" && t[i+1].kind == tPunct && t[i+1].start == tk.end {
			// m[name](...): a function looked up by a string, called.
			if e := a.skipGroup(i + 1); e < len(t) && t[e].text == "(" && t[e].kind == tPunct {
				a.postfix(i, 0)
			}
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
		if tn, ok := a.extFunc(name); ok {
			a.funcs[alias] |= tn
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

// keysKeptRE is what a keylogger does with each key: turns it into text
// or keeps it (a hotkey handler compares the key and keeps nothing).
var keysKeptRE = match.Lazy(`\bstr\(\s*(k|key|e|ev|event)\s*\)|\.char\b|\b(k|key|e|ev|event)\.name\b|\.append\(\s*(k|key|e|ev|event)\b`)

// Calls by what they do.
var (
	netSend = set("requests.post", "requests.put", "requests.patch", "requests.request", "requests.get", "httpx.post", "httpx.put", "httpx.get", "httpx.request",
		"urllib.request.urlopen", "urllib.request.Request", "urllib2.urlopen", "urlopen", "http.client.HTTPSConnection", "fetch", "axios", "axios.post", "axios.put", "axios.get", "axios.request",
		"got", "got.post", "needle", "superagent.post", "navigator.sendBeacon", "https.request", "http.request", "Invoke-RestMethod", "Invoke-WebRequest", "irm", "iwr", "Send-MailMessage",
		"socket.gethostbyname", "dns.resolver.resolve", "dns.resolve", "dns.lookup", "aiohttp.ClientSession.post", "smtplib.SMTP",
		"Resolve-DnsName", "[System.Net.Dns]::GetHostAddresses", "[System.Net.Dns]::GetHostEntry", "[Net.Dns]::GetHostAddresses", "[Net.Dns]::GetHostEntry")
	netMethods = set("post", "put", "patch", "sendall", "sendto", "send", "sendmail", "send_message", "UploadString", "UploadData", "UploadFile", "UploadValues", "urlopen", "request", "write", "storbinary", "storlines")
	fetchSrc   = set("requests.get", "httpx.get", "urllib.request.urlopen", "urlopen", "urllib2.urlopen", "fetch", "axios.get", "axios", "got", "https.get", "http.get",
		"Invoke-WebRequest", "Invoke-RestMethod", "iwr", "irm", "DownloadString", "DownloadData", "DownloadFile", "urllib.request.urlretrieve", "wget.download", "request.get",
		"asyncio.open_connection", "recv", "recvfrom")
	execSink = set("exec", "eval", "execfile", "Function", "vm.runInThisContext", "vm.runInNewContext", "vm.runInContext", "vm.Script", "pickle.loads", "marshal.loads",
		"Invoke-Expression", "iex", "runpy.run_path", "scriptblock.Create", "ScriptBlock.Create", "setTimeout", "setInterval", "importlib.import_module", "__import__")
	shellSink = set("os.system", "os.popen", "subprocess.run", "subprocess.call", "subprocess.Popen", "subprocess.check_output", "subprocess.check_call", "subprocess.getoutput",
		"subprocess.getstatusoutput", "child_process.exec", "child_process.execSync", "child_process.spawn", "child_process.spawnSync", "child_process.execFile", "child_process.execFileSync",
		"commands.getoutput", "os.execl", "os.execv", "os.execvp", "os.spawnl", "pty.spawn", "Start-Process", "asyncio.create_subprocess_shell", "asyncio.create_subprocess_exec", "execa", "shelljs.exec", "Bun.spawn", "Deno.run")
	deleters = set("shutil.rmtree", "os.removedirs", "fs.rmSync", "fs.rm", "fs.rmdirSync", "fs.promises.rm", "fsPromises.rm", "rimraf", "rimraf.sync", "fse.removeSync", "fs-extra.removeSync", "fs-extra.remove", "Remove-Item", "del", "rm", "rmdir", "ri")
	readers  = set("sqlite3.connect", "open", "io.open", "fs.createReadStream", "createReadStream", "codecs.open", "fs.readFileSync", "fs.readFile", "fs.promises.readFile", "fsPromises.readFile", "Get-Content", "gc", "cat", "type", "pathlib.Path.read_text", "read_text", "read_bytes", "glob.glob", "glob", "os.listdir", "File.ReadAllText", "IO.File.ReadAllText", "System.IO.File.ReadAllText")
	writers  = set("fs.writeFileSync", "fs.appendFileSync", "fs.writeFile", "fs.appendFile", "fs.promises.writeFile", "fs.promises.appendFile", "Add-Content", "Set-Content", "Out-File", "ac", "sc", "write_text", "File.WriteAllText", "File.AppendAllText")
	decoders = set("base64.b64decode", "b64decode", "base64.standard_b64decode", "base64.urlsafe_b64decode", "urlsafe_b64decode", "base64.decodebytes", "base64.decodestring", "binascii.a2b_base64", "a2b_base64",
		"base64.b32decode", "b32decode", "base64.b85decode", "b85decode", "base64.a85decode", "a85decode", "bytes.fromhex", "binascii.unhexlify", "unhexlify", "codecs.decode", "zlib.decompress", "gzip.decompress",
		"bz2.decompress", "lzma.decompress", "atob", "Buffer.from", "Convert.FromBase64String", "System.Convert.FromBase64String", "String.fromCharCode", "chr", "bytes", "bytearray", "str", "unescape", "decodeURIComponent")
	// captures read the screen or the clipboard (lower case).
	captures = set("imagegrab.grab", "pil.imagegrab.grab", "pyautogui.screenshot", "pyscreenshot.grab", "pyperclip.paste", "clipboard.paste",
		"navigator.clipboard.readtext", "navigator.clipboard.read", "clipboardy.read", "clipboardy.readsync", "clipboard_get", "win32clipboard.getclipboarddata",
		"desktopcapturer.getsources", "screenshot-desktop", "screenshot", "get-clipboard", "clipboard.readtext", "clipboard.gettext", "windows.forms.clipboard.gettext",
		"sd.rec", "sounddevice.rec", "navigator.mediadevices.getusermedia", "mediadevices.getusermedia")
	// copiers copy the file their first argument names to their second.
	copiers  = set("shutil.copy", "shutil.copy2", "shutil.copyfile", "fs.copyFileSync", "fs.copyFile", "fs.promises.copyFile", "fsPromises.copyFile", "fs.cpSync", "Copy-Item", "copy", "cp")
	identity = set("decode", "encode", "toString", "strip", "trim", "lower", "upper", "GetString", "text", "read", "json", "content", "readall", "getvalue", "body")
)

// jsImport reads an ES module import at token i: import { a, b as c } from
// 'm', import d from 'm', import * as n from 'm'. Each name holds the
// module's member (m.a) or the module; it returns the index of the last
// token read.
func (a *analyzer) jsImport(i int) int {
	t := a.toks
	end := i + 1
	for end < len(t) && t[end].kind != tNL && t[end].text != ";" && end-i < 200 {
		end++
	}
	mod := ""
	for k := i + 1; k+1 < end; k++ {
		if t[k].kind == tIdent && t[k].text == "from" && t[k+1].kind == tStr {
			mod = t[k+1].text
		}
	}
	if mod == "" {
		return i
	}
	mod = strings.TrimPrefix(mod, "node:")
	inBraces := false
	for k := i + 1; k < end; k++ {
		tk := t[k]
		switch {
		case tk.text == "{":
			inBraces = true
		case tk.text == "}":
			inBraces = false
		case tk.kind == tIdent && tk.text == "from":
			return end - 1
		case tk.kind == tIdent && tk.text != "as" && tk.text != "type":
			name, member := tk.text, tk.text
			if k+2 < end && t[k+1].text == "as" && t[k+2].kind == tIdent {
				name = t[k+2].text
				k += 2
			}
			switch {
			case inBraces:
				a.setVar(name, value{mod: mod + "." + member}, false)
			default:
				a.setVar(name, value{mod: mod}, false) // default or namespace import
			}
		}
	}
	return end - 1
}

// dataFileName is the base name (lower case) of the data file a string
// literal names ("broker.json", "config/hosts.yaml"), or "".
func dataFileName(s string) string {
	if len(s) > 200 || strings.ContainsAny(s, " \n\t") {
		return ""
	}
	// A path in the home directory or a system tree (~/.docker/config.json,
	// /etc/x.conf) or under a hidden directory (.docker/config.json) names
	// no file bundled with the skill.
	if strings.HasPrefix(s, "~") || strings.HasPrefix(s, "/") || strings.HasPrefix(s, "$") || strings.HasPrefix(s, ".") && strings.Contains(s, "/") && !strings.HasPrefix(s, "./") || strings.Contains(s, "/.") {
		return ""
	}
	if i := strings.LastIndexAny(s, "/\\"); i >= 0 {
		s = s[i+1:]
	}
	s = strings.ToLower(s)
	for _, ext := range []string{".json", ".yaml", ".yml", ".toml", ".ini", ".cfg", ".conf"} {
		if strings.HasSuffix(s, ext) && len(s) > len(ext) {
			return s
		}
	}
	return ""
}
