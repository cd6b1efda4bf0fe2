package codeflow

import (
	"github.com/skillint/skillint/internal/match"
	"path"
	"strconv"
	"strings"
)

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
				if tk.text == "/" && a.lang == Python && (v.konst && v.str != "" || v.taint&HomeRoot != 0) {
					// pathlib: Path.home() / ".aws" / "credentials".
					r, n := a.unary(j+1, depth+1)
					if r.konst {
						base := v.str
						if !v.konst {
							base = "~"
						}
						p := pathValue(path.Join(base, r.str))
						p.taint |= (v.taint | r.taint) &^ (HomeRoot | SysRoot)
						v, j = p, n
						continue
					}
					v.taint |= r.taint
					v.konst = false
					j = n
					continue
				}
				if tk.text == "%" && a.lang == Python {
					r, n := a.unary(j+1, depth+1)
					if f, ok := printfFold(v, r); ok {
						// "echo '%s' | crontab -" % line: a constant
						// command built from constants.
						v.str, v.built = f, true
						v.taint |= r.taint
						j = n
						continue
					}
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

// printfFold is Python's format % args with both constant: %s, %r, %d
// and %i take the arguments in turn (a tuple's parts are joined by NUL in
// a value), %% is a percent sign. Anything else leaves it unfolded.
func printfFold(f, args value) (string, bool) {
	if !f.konst || !args.konst || len(f.str) > maxDecoded {
		return "", false
	}
	parts := strings.Split(args.str, "\x00")
	var b strings.Builder
	k := 0
	for i := 0; i < len(f.str); i++ {
		c := f.str[i]
		if c != '%' {
			b.WriteByte(c)
			continue
		}
		if i+1 >= len(f.str) {
			return "", false
		}
		i++
		switch f.str[i] {
		case '%':
			b.WriteByte('%')
		case 's', 'r', 'd', 'i':
			if k >= len(parts) {
				return "", false
			}
			b.WriteString(parts[k])
			k++
		default:
			return "", false
		}
		if b.Len() > maxDecoded {
			return "", false
		}
	}
	if k != len(parts) {
		return "", false
	}
	return b.String(), true
}

// formatFold is str.format with constant arguments: {} and {N} take the
// positional ones, {name} the keyword ones, {{ and }} are braces. A field
// with a conversion or a format spec leaves it unfolded.
func formatFold(f value, args []value, kw []kwarg) (string, bool) {
	if !f.konst || len(f.str) > maxDecoded {
		return "", false
	}
	var b strings.Builder
	next := 0
	for i := 0; i < len(f.str); i++ {
		c := f.str[i]
		switch {
		case c == '{' && i+1 < len(f.str) && f.str[i+1] == '{', c == '}' && i+1 < len(f.str) && f.str[i+1] == '}':
			b.WriteByte(c)
			i++
		case c == '{':
			e := strings.IndexByte(f.str[i:], '}')
			if e < 0 {
				return "", false
			}
			field := f.str[i+1 : i+e]
			var v value
			switch n, err := strconv.Atoi(field); {
			case field == "":
				if next >= len(args) {
					return "", false
				}
				v = args[next]
				next++
			case err == nil && n >= 0 && n < len(args):
				v = args[n]
			default:
				found := false
				for _, k := range kw {
					if k.name == field {
						v, found = k.v, true
					}
				}
				if !found {
					return "", false
				}
			}
			if !v.konst && !v.num {
				return "", false
			}
			b.WriteString(v.str)
			i += e
		default:
			b.WriteByte(c)
		}
		if b.Len() > maxDecoded {
			return "", false
		}
	}
	return b.String(), true
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
		if tk.konst && credStoreName(tk.text) {
			v.taint |= CredName
		}
		for _, n := range tk.names {
			nv := a.nameValue(n)
			if nv.taint != 0 && a.stdinRecs[strings.TrimSuffix(n, ".get")] && a.cleanHoles(tk.text, n) {
				continue // f"{event.get('hook_event_name')}": a field that holds no secret
			}
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
		if !tk.konst && len(tk.names) > 0 {
			// An f-string, template or PowerShell string whose holes
			// are names of constants is a constant (a command built
			// from one: f"(crontab -l; echo '{line}') | crontab -").
			if str, ok := foldInterp(tk.text, a.lang, func(n string) (string, bool) {
				nv := a.nameValue(n)
				return nv.str, nv.konst
			}); ok {
				v.str, v.konst = str, true
			}
		}
	case tNum:
		// A number literal: a plain integer is kept (num) so that a list
		// of character codes folds; it is no string constant.
		v = value{str: tk.text, num: isInt(tk.text)}
	case tIdent:
		name = tk.text
		v = a.nameValue(name)
		v.dest = destVar(name)
	case tPunct:
		switch tk.text {
		case "(":
			end := a.skipGroup(i)
			v = a.group(i+1, end-1, depth)
			j = end
			if a.lang == JS {
				name = a.groupName(i+1, end-1)
			}
			if j < len(t) && t[j].text == "=>" {
				return a.arrowValue(i+1, end-1, j+1), a.skipArrow(j + 1)
			}
		case "[", "{":
			end := a.skipGroup(i)
			v = a.group(i+1, end-1, depth)
			j = end
		case "@":
			if a.lang == PowerShell && i+1 < len(t) && (t[i+1].text == "(" || t[i+1].text == "{") {
				// @( ... ) an array, @{ k = v; ... } a hashtable: what
				// their values hold.
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
			return a.arrowValue(i, j, j+1), a.skipArrow(j + 1)
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
			v = a.index(v, name, j+1, end-1, depth)
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

// arrowValue is what an arrow function whose body starts at j stands for
// as a value: String.fromCharCode when its body is only that call on its
// parameter (c => String.fromCharCode(c)), for [codes].map(...) to read;
// nothing otherwise.
func (a *analyzer) arrowValue(pf, pt, j int) value {
	t := a.toks
	// The parameter: the one name in tokens [pf, pt) ("c" or "(c)").
	param := ""
	for k := pf; k < pt && k < len(t); k++ {
		if t[k].kind == tIdent {
			if param != "" {
				return value{}
			}
			param = t[k].text
		}
	}
	if param == "" || j+3 >= len(t) {
		return value{}
	}
	if t[j].kind == tIdent && (t[j].text == "String.fromCharCode" || t[j].text == "String.fromCodePoint") && t[j+1].text == "(" && t[j+2].text == param && t[j+3].text == ")" &&
		(j+4 >= len(t) || t[j+4].text == ")" || t[j+4].text == "," || t[j+4].kind == tNL) {
		return value{mod: "String.fromCharCode"}
	}
	// p => readFileSync(p, "utf8"): each path of a list read, for
	// [a, b].map(...) to read as the files' contents.
	if t[j].kind == tIdent && t[j+1].text == "(" && t[j+2].text == param && (t[j+3].text == ")" || t[j+3].text == ",") {
		if n := t[j].text; strings.HasSuffix(n, "readFileSync") || strings.HasSuffix(n, "readFile") || strings.HasSuffix(n, "readTextFile") {
			return value{mod: readEach}
		}
	}
	return value{}
}

// readEach is the value of an arrow function that reads the file its
// parameter names.
const readEach = "<read each>"

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
	if a.lang == Python {
		a.comprehension(from, to, depth)
	}
	var v value
	first := true
	allConst := true
	secrets := 0
	var otherSens Taint
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
			v.secret = r.secret
		} else {
			otherSens |= r.taint & Sensitive
		}
		if v.mod == "" {
			v.mod = r.mod
		}
		if r.konst || r.num {
			parts = append(parts, r.str)
			v.built = v.built || r.built
		} else {
			allConst = false
		}
		first = false
		j = n
	}
	if secrets >= 2 {
		v.taint |= Bundle
	}
	if secrets != 1 || otherSens != 0 {
		v.secret = "" // the one secret named, with nothing else sensitive beside it
	}
	if !first && allConst {
		v.str, v.konst = strings.Join(parts, "\x00"), true
		if len(parts) == 1 {
			v.str = parts[0]
		}
	}
	return v
}

func (a *analyzer) index(v value, base string, from, to int, depth int) value {
	t := a.toks
	if v.konst && v.str == "<site-packages>" {
		return v // site.getsitepackages()[0]
	}
	// x[::-1]: reversed.
	if to-from == 3 && t[from].text == "::" && t[from+1].text == "-" && t[from+2].text == "1" || to-from == 4 && t[from].text == ":" && t[from+1].text == ":" {
		if v.konst {
			v.str = reverse(v.str)
			v.built = true
		}
		return v
	}
	k := a.group(from, to, depth)
	if a.cleanKey(base, k) {
		return value{} // event["cwd"]: a field that holds no secret
	}
	// os.environ["X"], process.env["X"].
	if v.mod == "os.environ" || v.mod == "process.env" {
		return envValue(k.str)
	}
	// globalThis['ev' + 'al'], require('child_process')['exec']: a
	// function looked up by a string is that function.
	if k.konst && k.str != "" && !strings.ContainsAny(k.str, "\x00 ") {
		mod := ""
		switch {
		case base == "globalThis" || base == "window" || base == "global" || base == "self" || base == "__builtins__" || base == "builtins":
			mod = k.str
		case v.mod != "":
			mod = v.mod + "." + k.str
		}
		if mod != "" {
			if k.built {
				a.add(Obfuscated, a.toks[from].start, a.toks[max(to-1, from)].end, "looks up "+mod+" by a built string")
			}
			return value{mod: mod}
		}
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
		} else if ok && v.taint&Every != 0 {
			// b.Name of each bucket a client's listing gave.
			return value{taint: Every, mod: "." + rest}
		}
	}
	r := a.resolve(name)
	switch {
	case r == "os.environ" || r == "process.env":
		return value{mod: r, taint: EnvAll}
	case r == "Bun.env" && a.lang == JS:
		return value{mod: "process.env", taint: EnvAll} // Bun's, the same object
	case strings.HasPrefix(r, "process.env."):
		return envValue(strings.TrimPrefix(r, "process.env."))
	case len(r) >= 5 && strings.EqualFold(r[:5], "$env:"): // (no letter outside ASCII lowers to one of these)
		n := r[5:]
		if strings.EqualFold(n, "USERPROFILE") || strings.EqualFold(n, "HOME") || strings.EqualFold(n, "HOMEPATH") {
			return value{str: "~", konst: true, taint: HomeRoot}
		}
		return envValue(n)
	case strings.EqualFold(r, "$HOME") || strings.EqualFold(r, "$HOMEPATH"):
		return value{str: "~", konst: true, taint: HomeRoot}
	case r == "os.environ.copy" || r == "os.environ.items":
		return value{taint: EnvAll}
	case r == "chr" || r == "String.fromCharCode":
		return value{mod: r} // map(chr, codes) reads it
	}
	// A name the other files of the skill offer.
	if a.ext != nil || a.probe != nil {
		last := r
		if k := strings.LastIndexByte(r, '.'); k >= 0 {
			last = r[k+1:]
		}
		if tn, ok := a.extFunc(last); ok {
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

var secretNameRE = match.Lazy(`(?i)(TOKEN|SECRET|PASSW|API_?KEY|ACCESS_?KEY|PRIVATE_?KEY|_KEY$|CREDENTIAL|AUTH|SESSION|COOKIE|DATABASE_URL|DSN|CONN(ECTION)?_?STR|WEBHOOK|^AWS_|^AZURE_|^GCP_|^GOOGLE_APPLICATION)`)

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
		// parts.join(''), sep.join(parts): a method of a constant held
		// by a name.
		if first, rest, ok := strings.Cut(name, "."); ok && meth == "" && !strings.Contains(rest, ".") {
			if bv, ok := a.vars[first]; ok && bv.konst {
				fn, meth = bv, rest
			}
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
	if recv, m, ok := cutLast(name); m == "get" && ok && a.cleanKey(recv, argAt(args, 0)) && argAt(args, 1).taint == 0 {
		r = value{} // event.get("cwd"): a field that holds no secret
	}
	if allTaint(args, kw)&Every != 0 {
		// client.send(new ListBucketsCommand({})): the listing's result.
		r.taint |= Every
	}
	a.calls[open] = r
	if name != "" && !strings.ContainsAny(name, ".:") {
		// ship(raw): what a function of another file may be given.
		var tn Taint
		for _, v := range args {
			tn |= v.taint & Sensitive
		}
		if tn != 0 {
			if a.callsOut == nil {
				a.callsOut = map[string]Taint{}
			}
			a.callsOut[name] |= tn
		}
	}
	if recv, m, ok := cutLast(name); ok && mutators[m] {
		// form.append('f', data), items.push(x), zf.write(path): the
		// container holds what it is given (a path given to an archive,
		// the file's contents).
		// Only stores and dumps are carried: a token put under its key
		// (headers.set('Authorization', ...), params.append('token',
		// ...)) is how an API is called.
		var tn Taint
		for _, v := range args {
			tn |= v.taint & (CredFile | CredName | HomeFile | HomePath | EnvAll)
		}
		if a0 := argAt(args, 0); a0.konst && authKeyRE.MatchString(a0.str) {
			tn = 0
		}
		if tn&CredName != 0 && (m == "write" || m == "add") {
			tn |= CredFile
		}
		if tn != 0 {
			if old, ok := a.vars[recv]; ok {
				old.taint |= tn &^ (HomeRoot | SysRoot)
				a.vars[recv] = old
			}
		}
	}
	if recv, m, ok := cutLast(name); ok && (m == "save" || m == "writeTo" || m == "write_to" || m == "pipe" || m == "copyTo" || m == "dump") {
		// img.save(buf), stream.pipe(sock): the argument receives what
		// the receiver holds.
		if rv, ok := a.vars[recv]; ok && rv.taint&Sensitive != 0 {
			if n := a.argIdent(open, end, 0); n != "" {
				v := a.vars[n]
				v.taint |= rv.taint & Sensitive
				a.vars[n] = v
			}
		}
	}
	if copiers[name] || copiers[callee] {
		// shutil.copy(PROFILE / "History", tmp): the copy is the store,
		// read under the name it is copied to.
		if a0 := argAt(args, 0); a0.taint&CredName != 0 || a0.konst && pathTaint(expand(a0.str)) != 0 {
			if n := a.argIdent(open, end, 1); n != "" {
				v := a.vars[n]
				v.taint |= CredName
				a.vars[n] = v
			}
		}
	}
	if recv, m, ok := cutLast(name); ok && loaders[m] {
		// cfg.read(path), cfg.read_file(open(path)): a parser object
		// filled from a file holds what the file holds.
		a0 := argAt(args, 0)
		tn := a0.taint & (CredFile | HomeFile | HomePath | EnvAll)
		if a0.konst {
			tn |= pathTaint(a0.str)
		}
		if a0.taint&CredName != 0 && !(a0.konst && publicFile(a0.str)) {
			tn |= CredFile
		}
		if tn != 0 {
			if old, ok := a.vars[recv]; ok {
				old.taint |= tn
				a.vars[recv] = old
			}
		}
	}
	return r
}

// loaders are methods that fill their receiver from the file they are
// given (configparser's, and the like).
var loaders = map[string]bool{"read": true, "read_file": true, "readfp": true, "load": true, "loadFile": true, "parse_file": true}

// mutators are methods that put their arguments into their receiver.
var mutators = map[string]bool{"append": true, "push": true, "extend": true, "add": true, "update": true, "set": true, "write": true, "unshift": true, "insert": true, "appendChild": true}

// cutLast splits a dotted name at its last dot.
func cutLast(name string) (string, string, bool) {
	k := strings.LastIndexByte(name, '.')
	if k <= 0 || k == len(name)-1 {
		return "", "", false
	}
	return name[:k], name[k+1:], true
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

// oneSecret is the name of the one secret among args and kw when nothing
// else among them is sensitive, or "".
func oneSecret(args []value, kw []kwarg) string {
	n := ""
	for _, v := range args {
		switch {
		case v.secret != "" && n == "":
			n = v.secret
		case v.taint&Sensitive != 0:
			return ""
		}
	}
	for _, k := range kw {
		switch {
		case k.v.secret != "" && n == "":
			n = k.v.secret
		case k.v.taint&Sensitive != 0:
			return ""
		}
	}
	return n
}

func argAt(args []value, i int) value {
	if i >= 0 && i < len(args) {
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
		if authKeyRE.MatchString(k.name) || callOptions[k.name] {
			t |= k.v.taint &^ Sensitive
			continue
		}
		t |= k.v.taint
	}
	return t
}

// callOptions are keyword arguments that set how a call runs, never what
// it sends (a timeout read from the environment is no secret sent).
var callOptions = map[string]bool{"timeout": true, "verify": true, "method": true, "stream": true, "allow_redirects": true, "max_retries": true,
	"retries": true, "follow_redirects": true, "check": true, "shell": true, "text": true, "capture_output": true, "cwd": true}

// authKeyRE names where a credential authenticates a call.
var authKeyRE = match.Lazy(`(?i)^(headers|auth|authorization|x-api-key|x-apikey|api[-_]?key|apikey|bearer|x-auth-token|private-token|x-goog-api-key|proxy-authorization|credentials|x-[\w-]*-(api-?key|token|auth))$`)

// foldInterp is the text of an interpolated string literal (body as the
// lexer read it) with each hole replaced by the constant value of the name
// in it, when every hole is one name with a constant value: Python's
// {name} ({{ and }} are braces), JavaScript's ${name}, PowerShell's $name
// and ${name}. Any other hole (an expression, a format spec, $(...))
// leaves it unfolded.
func foldInterp(body string, lang Lang, value func(string) (string, bool)) (string, bool) {
	var b strings.Builder
	ident := func(i int) int { // end of the name at i, or i
		j := i
		if lang == PowerShell && len(body)-i > 4 && strings.EqualFold(body[i:i+4], "env:") {
			j = i + 4 // $env:NAME, the scope kept
		}
		for j < len(body) && (isIdentByte(body[j], lang) && body[j] != '$' && body[j] != ':' || lang != PowerShell && j > i && body[j] == '.' && j+1 < len(body) && isIdentStart(body[j+1])) {
			j++
		}
		return j
	}
	hole := func(n string) bool {
		c, ok := value(n)
		if !ok || b.Len()+len(c) > maxDecoded {
			return false
		}
		b.WriteString(c)
		return true
	}
	for i := 0; i < len(body); {
		c := body[i]
		switch {
		case lang == Python && c == '{':
			if i+1 < len(body) && body[i+1] == '{' {
				b.WriteByte('{')
				i += 2
				continue
			}
			j := ident(i + 1)
			if j == i+1 || j >= len(body) || body[j] != '}' || !hole(body[i+1:j]) {
				return "", false
			}
			i = j + 1
		case lang == Python && c == '}':
			if i+1 < len(body) && body[i+1] == '}' {
				i++
			}
			b.WriteByte('}')
			i++
		case lang != Python && c == '$' && i+1 < len(body) && body[i+1] == '{':
			j := ident(i + 2)
			n := body[i+2 : j]
			if lang == PowerShell {
				n = "$" + n // PowerShell's names are kept with their sigil
			}
			if j == i+2 || j >= len(body) || body[j] != '}' || !hole(n) {
				return "", false
			}
			i = j + 1
		case lang == PowerShell && c == '$' && i+1 < len(body) && isIdentStart(body[i+1]):
			j := ident(i + 1)
			if !hole(body[i:j]) {
				return "", false
			}
			i = j
		case lang == PowerShell && c == '$' && i+1 < len(body) && body[i+1] == '(':
			return "", false
		default:
			b.WriteByte(c)
			i++
		}
	}
	return b.String(), true
}

func isInt(s string) bool {
	if s == "" || len(s) > 12 {
		return false
	}
	_, err := strconv.ParseInt(s, 0, 64) // decimal, 0x, 0o, 0b
	return err == nil
}

// groupName is the name a parenthesised expression of JavaScript or
// TypeScript stands for: (globalThis as any), (<any>window), (0, eval).
// comprehension binds the names of a comprehension's for clause ({k: f(p)
// for p in rglob(...)}) to what its iterable holds, before the element
// that uses them is read.
func (a *analyzer) comprehension(from, to int, depth int) {
	t := a.toks
	d := 0
	for j := from; j < to; j++ {
		switch t[j].text {
		case "(", "[", "{":
			d++
			continue
		case ")", "]", "}":
			d--
			continue
		}
		if d != 0 || t[j].kind != tIdent || t[j].text != "for" {
			continue
		}
		// for NAME in EXPR, or for A, B in EXPR.
		k := j + 1
		var names []string
		for k < to && t[k].kind == tIdent && t[k].text != "in" {
			names = append(names, t[k].text)
			if k+1 < to && t[k+1].text == "," {
				k += 2
				continue
			}
			k++
			break
		}
		if len(names) == 0 || k >= to || t[k].text != "in" {
			continue
		}
		v, _ := a.expr(k+1, depth+1)
		for _, n := range names {
			a.setVar(n, v, false)
		}
		return
	}
}

func (a *analyzer) groupName(from, to int) string {
	t := a.toks
	switch {
	case to-from == 1 && t[from].kind == tIdent:
		return t[from].text
	case to-from >= 3 && t[from].kind == tIdent && t[from+1].kind == tIdent && t[from+1].text == "as":
		return t[from].text
	case to-from == 3 && t[from].kind == tNum && t[from+1].text == "," && t[from+2].kind == tIdent:
		return t[from+2].text
	}
	return ""
}

// argIdent is the k-th argument (from 0) of the call whose parentheses
// are tokens open and end-1 when it is one name, or "".
func (a *analyzer) argIdent(open, end, k int) string {
	t := a.toks
	depth, n, first := 0, 0, open+1
	for j := open + 1; j < end; j++ {
		switch t[j].text {
		case "(", "[", "{":
			depth++
		case ")", "]", "}":
			if depth == 0 && j == end-1 {
				if n == k && j-first == 1 && t[first].kind == tIdent {
					return t[first].text
				}
				return ""
			}
			depth--
		case ",":
			if depth == 0 && t[j].kind == tPunct {
				if n == k {
					if j-first == 1 && t[first].kind == tIdent {
						return t[first].text
					}
					return ""
				}
				n++
				first = j + 1
			}
		}
	}
	return ""
}

// cleanHoles reports an interpolated string whose every use of the name n
// reads a clean key of it: n is x.get followed by ('key' or "key", or n
// followed by ['key'] or ["key"].
func (a *analyzer) cleanHoles(text, n string) bool {
	found := false
	for i := 0; i < len(text); {
		k := strings.Index(text[i:], n)
		if k < 0 {
			break
		}
		at := i + k + len(n)
		i = at
		if at-len(n) > 0 && isIdentByte(text[at-len(n)-1], a.lang) {
			continue // part of a longer name
		}
		rest := text[at:]
		if len(rest) > 0 && (rest[0] == '.' || isIdentByte(rest[0], a.lang)) {
			continue // a longer name (event.get for event)
		}
		switch {
		case strings.HasSuffix(n, ".get") && len(rest) > 2 && rest[0] == '(' && (rest[1] == '\'' || rest[1] == '"'):
			rest = rest[1:]
		case len(rest) > 2 && rest[0] == '[' && (rest[1] == '\'' || rest[1] == '"'):
			rest = rest[1:]
		default:
			return false
		}
		q := rest[0]
		e := strings.IndexByte(rest[1:], q)
		if e < 0 || !a.ext.CleanKeys[rest[1:1+e]] {
			return false
		}
		found = true
	}
	return found
}
