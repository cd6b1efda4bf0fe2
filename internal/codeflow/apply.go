package codeflow

import (
	"github.com/skillint/skillint/internal/match"
	"path"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/skillint/skillint/internal/shell"
)

func last(name string) string {
	if k := strings.LastIndexAny(name, ".:"); k >= 0 {
		return name[k+1:]
	}
	return name
}

func set(xs ...string) map[string]bool {
	m := map[string]bool{}
	for _, x := range xs {
		m[x] = true
		m[strings.ToLower(x)] = true
	}
	return m
}

// The call sets, as bits.
const (
	sNetSend uint16 = 1 << iota
	sNetMethods
	sFetchSrc
	sExecSink
	sShellSink
	sDeleters
	sReaders
	sWriters
	sDecoders
)

// setBits is, for each name of a call set (as set() keeps it: as written
// and in lowercase), the sets it is in.
var setBits = func() map[string]uint16 {
	m := map[string]uint16{}
	for bit, set := range map[uint16]map[string]bool{sNetSend: netSend, sNetMethods: netMethods, sFetchSrc: fetchSrc, sExecSink: execSink,
		sShellSink: shellSink, sDeleters: deleters, sReaders: readers, sWriters: writers, sDecoders: decoders} {
		for name := range set {
			m[name] |= bit
		}
	}
	return m
}()

// setsOf is the sets a name is in: as written, without a leading "System."
// or "[" and the brackets around it, or that in lowercase.
func setsOf(name string) uint16 {
	bits := setBits[name]
	n := strings.TrimPrefix(strings.TrimPrefix(name, "System."), "["+"")
	n = strings.Trim(n, "[]")
	if n != name {
		bits |= setBits[n]
	}
	var buf [64]byte
	if len(n) > len(buf) {
		return bits | setBits[strings.ToLower(n)]
	}
	upper := false
	for i := 0; i < len(n); i++ {
		c := n[i]
		if c >= 0x80 {
			return bits | setBits[strings.ToLower(n)]
		}
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
			upper = true
		}
		buf[i] = c
	}
	if upper {
		bits |= setBits[string(buf[:len(n)])]
	}
	return bits
}

// apply gives a call's value and reports what it does.
func (a *analyzer) apply(callee, meth string, fn value, args []value, kw []kwarg, start, end int, depth int) value {
	if rest, ok := strings.CutPrefix(callee, "fs/promises."); ok {
		callee = "fs.promises." + rest // import { rm } from 'node:fs/promises'
	}
	l := last(callee)
	if callee == "Deno.env.toObject" && a.lang == JS {
		return value{taint: EnvAll} // Deno's whole environment, as process.env
	}
	if digests[callee] && a.funcs[callee] == 0 && !a.defines(callee) || strings.HasPrefix(callee, "hashlib.") || strings.HasPrefix(callee, "crypto.createHmac") || strings.HasPrefix(callee, "crypto.createHash") ||
		strings.HasPrefix(callee, "crypto.createSign") || callee == "crypto.sign" {
		// A digest or signature of a secret is not the secret: a signed
		// request sends the signature.
		return value{}
	}
	if meth == "sign" {
		// A signature made with a key (createSign(...).update(msg).sign(key))
		// is not the key; what was signed (a JWT's claims, the receiver)
		// stays in it, readable.
		return value{taint: fn.taint}
	}
	if l == "sign" && len(args) > 0 {
		return value{taint: args[0].taint} // jwt.sign(claims, key): the claims, readable
	}
	if meth != "" {
		l = meth
		if callee == "" {
			callee = "." + meth
		}
	}
	if a.lang == JS && (l == "WebSocket" || fn.mod == "ws" || callee == "ws") {
		// new WebSocket(url): a connection whose messages a remote
		// server writes (not one to this machine).
		if u := argAt(args, 0); !(u.konst && localWS(u.str)) {
			return value{mod: wsConn}
		}
	}
	if a.lang == JS && strings.HasPrefix(callee, wsConn+".") && (l == "on" || l == "once" || l == "addEventListener") && argAt(args, 0).konst && argAt(args, 0).str == "message" {
		a.wsCallback = append(a.wsCallback, [2]int{start, end})
	}
	if meth == "filter" && fn.konst && a.lang == JS {
		return fn // [a, b].filter(existsSync): some of the same paths
	}
	if (meth == "map" || meth == "flatMap") && fn.konst && argAt(args, 0).mod == readEach {
		// [rc, gh].map(p => readFileSync(p)): the files' contents.
		var ct Taint
		for _, p := range strings.Split(fn.str, "\x00") {
			ct |= pathTaint(p)
		}
		return value{taint: ct}
	}
	taint := allTaint(args, kw)
	if what := listsAll(callee, l); what != "" {
		// s3.buckets.all(), client.list_buckets(): each one the account has.
		a.everyAt, a.everyOf = start, callee
		if strings.Contains(callee, "/") {
			a.everyOf = l // @aws-sdk/client-s3.ListBucketsCommand
		}
		return value{taint: taint | fn.taint | Every}
	}
	if (fn.taint|taint)&Every != 0 && cloudDelete(l) && !a.chosen(start) {
		who := callee
		if strings.HasPrefix(who, ".") || strings.Contains(who, "/") {
			who = l
		}
		a.add(Destructive, start, end, who+"() deletes each resource "+a.everyOf+"() lists: all of that kind in the cloud account")
		return value{}
	}
	if taint&Fetched != 0 && (l == "write_text" || l == "write" || l == "write_bytes" || setsOf(callee)&sWriters != 0) {
		a.fetchedWrite = true // fetched data written to a file (see require)
	}
	a0 := argAt(args, 0)
	// sent is what a network call would send: its first argument is where
	// to, and a secret that names a destination (SLACK_WEBHOOK_URL) given
	// there is the address, not data.
	sent := taint
	// A name lookup sends its name: there the address is the data.
	dnsLookup := l == "gethostbyname" || l == "gethostbyname_ex" || l == "getaddrinfo" || l == "Resolve-DnsName" || l == "resolve4" || l == "resolveTxt" ||
		strings.HasPrefix(callee, "dns.") || strings.HasPrefix(callee, "dns.resolver.")
	if (a0.secret != "" && destNameRE.MatchString(a0.secret) || a0.dest) && len(args) > 0 && !dnsLookup {
		sent = allTaint(args[1:], kw)
	}
	// Which of the call sets the callee and its last part are in, looked
	// up once.
	cs, ls := setsOf(callee), setsOf(l)
	// Module handles.
	switch callee {
	case "require", "__import__", "importlib.import_module":
		if a0.konst {
			if a0.built && callee != "require" {
				a.add(Obfuscated, start, end, "imports a module named by a built string ("+strconv.Quote(a0.str)+")")
			}
			// A module imported by the name of a file the script wrote
			// fetched text to ((tmp / "rules_latest.py").write_text(
			// requests.get(URL).text), then import_module("rules_latest")).
			if a.fetchedWrite && callee != "require" && a0.str != "" {
				mod := a0.str[strings.LastIndexByte(a0.str, '.')+1:]
				if namesFile(a.src, mod+".py") {
					a.add(FetchExec, start, end, callee+"() imports "+mod+".py, which the script wrote from the network")
				}
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
	case "site.getusersitepackages", "site.getsitepackages", "site.USER_SITE", "sysconfig.get_path":
		// Where Python's start-up files (.pth, sitecustomize.py) go
		// (sysconfig: its purelib and platlib paths).
		if callee == "sysconfig.get_path" && !(a0.konst && (a0.str == "purelib" || a0.str == "platlib")) {
			break
		}
		return value{str: "<site-packages>", konst: true}
	case "process.cwd", "os.getcwd", "Path.cwd", "pathlib.Path.cwd", "Get-Location", "pwd":
		// The working directory: a join from it is a path relative to it
		// (join(process.cwd(), '.env') reads .env).
		return value{str: ".", konst: true}
	case "os.homedir", "pathlib.Path.home", "Path.home", "os.path.expanduser.home", "require.os.homedir", "homedir":
		return value{str: "~", konst: true, taint: HomeRoot}
	case "os.getenv", "os.environ.get", "getenv", "Environment.GetEnvironmentVariable", "System.Environment.GetEnvironmentVariable", "os.environ.setdefault":
		if a0.konst {
			v := envValue(a0.str)
			if d := argAt(args, 1); v.taint == 0 && !v.konst && d.konst {
				// os.environ.get("DOCKER_CONFIG", home / ".docker"): a
				// setting whose default is what it usually holds.
				return d
			}
			return v
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
		for k, v := range args {
			t := v.taint &^ (HomeRoot | SysRoot)
			if k < len(args)-1 {
				t &^= HomeChild // a folder under one of the home's: not it
			}
			tn |= t
		}
		if len(args) > 0 && args[len(args)-1].konst && publicFile(args[len(args)-1].str) {
			tn &^= CredName // join(home, ".ssh", "id_ed25519.pub"): a public key
		}
		for k, v := range args {
			if !v.konst {
				if k == 0 && v.taint&HomeRoot != 0 {
					parts = append(parts, "~") // join(homedir(), ".docker", ...)
					continue
				}
				ok = false
				break
			}
			parts = append(parts, v.str)
		}
		if ok && len(parts) == 2 && parts[0] == "~" && args[1].konst {
			// join(homedir(), v) for v in ['Documents', '.']: the home or
			// its folders.
			for _, q := range strings.Split(parts[1], "\x00") {
				if q = strings.Trim(q, "/\\ "); q == "" || q == "." || q == "*" {
					return value{taint: tn | HomeRoot}
				}
			}
			for _, q := range strings.Split(parts[1], "\x00") {
				if userFolders[strings.ToLower(strings.Trim(q, "/\\ "))] {
					return value{taint: tn | HomeChild}
				}
			}
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
	// Strings built from reversed or mapped constants.
	switch callee {
	case "reversed":
		if a0.konst {
			var p []string
			if strings.Contains(a0.str, "\x00") {
				p = strings.Split(a0.str, "\x00")
			} else {
				p = strings.Split(a0.str, "")
			}
			for i, j := 0, len(p)-1; i < j; i, j = i+1, j-1 {
				p[i], p[j] = p[j], p[i]
			}
			return value{str: strings.Join(p, "\x00"), konst: true, built: true, taint: a0.taint}
		}
	case "map", ".map":
		// map(chr, [99, 117, ...]), [99, 117].map(c => String.fromCharCode(c)):
		// the characters of the codes.
		if f := argAt(args, 0); f.mod == "chr" || f.mod == "String.fromCharCode" {
			l := argAt(args, 1)
			if meth == "map" {
				l = fn // the list is the receiver
			}
			if l.konst && len(l.str) <= maxDecoded {
				var b strings.Builder
				for i, n := range strings.Split(l.str, "\x00") {
					c, err := strconv.ParseInt(strings.TrimSpace(n), 0, 32)
					if err != nil || c < 0 || c > 0x10ffff {
						return value{taint: taint}
					}
					if i > 0 {
						b.WriteByte(0)
					}
					b.WriteRune(rune(c))
				}
				return value{str: b.String(), konst: true, built: true}
			}
		}
	}
	// Decoding.
	if cs&sDecoders != 0 || ls&sDecoders != 0 && (l == "b64decode" || l == "fromhex" || l == "FromBase64String" || l == "fromCharCode" || l == "decompress" || l == "unhexlify") {
		return a.decode(callee, args, taint)
	}
	// Methods of a constant string.
	if fn.konst || (fn.str != "" && callee == "") {
		switch l {
		case "join":
			if a.lang == JS && (a0.konst || len(args) == 0) {
				// ['ex', 'ec'].join(''): a JavaScript list joined by its
				// argument (a comma when there is none).
				sep := ","
				if a0.konst {
					sep = a0.str
				}
				return value{str: strings.ReplaceAll(fn.str, "\x00", sep), konst: true, built: true, taint: fn.taint}
			}
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
			if f, ok := formatFold(fn, args, kw); ok {
				return value{str: f, konst: true, built: true, taint: taint | fn.taint}
			}
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
	// Listings of the home directory: each entry is one of its folders.
	if listers[l] || listers[callee] {
		if fn.taint&HomeRoot != 0 && !listers[callee] {
			return value{taint: HomeChild} // Path.home().iterdir(), home.glob('*')
		}
		if a0.taint&HomeRoot != 0 || a0.konst && (a0.str == "~" || a0.str == "~/" || a0.str == "~/*") {
			return value{taint: HomeChild} // os.listdir(home), fs.readdirSync(os.homedir())
		}
	}
	// Sources.
	if captures[strings.ToLower(callee)] || captures[strings.ToLower(l)] && l != "screenshot" {
		return value{taint: Captured}
	}
	switch credAPI(callee) {
	case 1:
		return value{taint: CredFile}
	case 2:
		// One secret the user saved for a service: what a client sends
		// that service, as it would a token from the environment.
		n := "keyring"
		if a0.konst && a0.str != "" {
			n = a0.str
		}
		return value{taint: Secret, secret: n}
	}
	if (l == "read_text" || l == "read_bytes") && !fn.konst {
		// p.read_text(), p a variable holding a path (dotted names are one
		// token).
		if k := strings.LastIndexByte(callee, '.'); k > 0 {
			if v, ok := a.vars[callee[:k]]; ok && v.konst {
				fn = v
			}
		}
	}
	if cs&sReaders != 0 || ls&sReaders != 0 && (fn.taint != 0 || (l == "read_text" || l == "read_bytes") && fn.konst && fn.str != "") {
		p := a0
		if (l == "read_text" || l == "read_bytes") && (fn.konst || fn.taint != 0) {
			p = fn
		}
		if p.taint&CredName != 0 && !(p.konst && publicFile(p.str)) {
			// A path built from a credential store's name: open(join(d,
			// leaf)) for leaf in ("Login Data", "Cookies").
			return value{taint: CredFile}
		}
		if p.taint&(HomeRoot) != 0 && !p.konst {
			// A path computed under the home directory: the tool's own
			// folder as often as anything else (HomePath, not HomeFile).
			return value{taint: HomePath}
		}
		if p.konst {
			if tn := pathTaint(p.str); tn != 0 {
				return value{taint: tn}
			}
			if strings.HasPrefix(p.str, "/tmp/.") || strings.HasPrefix(p.str, "/var/tmp/.") || strings.HasPrefix(p.str, "/dev/shm/") {
				return value{taint: Loaded}
			}
			if tn, ok := a.extFile(p.str); ok {
				return value{taint: tn}
			}
		}
		return value{taint: p.taint &^ (HomeRoot | SysRoot)}
	}
	if cs&sFetchSrc != 0 || ls&sFetchSrc != 0 {
		// A download: a send as well when it carries sensitive data.
		a.online = true
		if p := savedTo(l, args, kw); p != "" {
			a.download(p)
		}
		if callee == "https.get" || callee == "http.get" || callee == "https.request" || callee == "http.request" ||
			(l == "get" || l == "request") && (fn.mod == "https" || fn.mod == "http") {
			a.fetchCallback = append(a.fetchCallback, [2]int{start, end})
		}
		relative := a0.konst && a0.str != "" && !strings.Contains(a0.str, "://") && !strings.HasPrefix(a0.str, "//")
		if a.lang == JS && !relative && strings.HasPrefix(strings.TrimLeft(a.src[min(end, len(a.src)):], " \t\r\n"), ".then(") {
			// (A page's own file, fetch('metrics.json'), is no download.)
			// fetch(u).then(r => r.text()).then(t => new Function(t)()):
			// the callbacks of the chain get what was fetched.
			a.fetchCallback = append(a.fetchCallback, [2]int{start, a.chainEnd(end)})
		}
		if sent&Sensitive != 0 && (cs&sNetSend != 0 || ls&sNetMethods != 0) && !ownAPI(args, kw) && (dnsLookup || !userDest(a0)) {
			a.add(SecretSend, start, end, taintName(taint)+" is sent to the network by "+callee)
		}
		return value{taint: Fetched | fn.taint}
	}
	// A stream piped into a request sends what it reads:
	// src.pipe(req), pipeline(src, ..., req).
	if l == "pipe" && a0.mod == "http.request" && fn.taint&Sensitive != 0 {
		a.add(SecretSend, start, end, taintName(fn.taint)+" is piped into a network request")
	}
	if (l == "pipeline" || l == "pipe") && len(args) > 1 && args[len(args)-1].mod == "http.request" && allTaint(args[:len(args)-1], nil)&Sensitive != 0 {
		a.add(SecretSend, start, end, taintName(allTaint(args[:len(args)-1], nil))+" is piped into a network request")
	}
	if strings.EqualFold(callee, "New-Object") && a0.konst && strings.Contains(strings.ToLower(a0.str), "webclient") {
		return value{mod: "Net.WebClient"}
	}
	if keylogAPI(callee) && a.keylog[1] == 0 {
		a.keylog = [2]int{start, end}
	}
	// Sinks.
	if cs&sNetSend != 0 || ls&sNetMethods != 0 && (fn.mod != "" || fn.taint != 0) && l != "write" || (l == "write" || l == "end" && a.lang == JS) && strings.Contains(strings.ToLower(fn.mod), "request") {
		a.sends = true
		if sent&Sensitive != 0 && !ownAPI(args, kw) && (dnsLookup || !userDest(a0)) {
			a.add(SecretSend, start, end, taintName(sent)+" is sent to the network by "+callee+"()")
		}
		if a.lang == JS && l == "request" {
			// http.request(...) is the request: what its write() and
			// end() are given is sent.
			return value{taint: Fetched, mod: "http.request"}
		}
		return value{taint: Fetched}
	}
	if a.lang == JS && callee == "function" && !a.inFetchCallback(start) {
		// function (r) { ... }: a function literal's parameters, not a
		// call of the Function constructor. (Inside a download's callback
		// it is still read as one: what a callback there runs is how a
		// fetched text reaches a Function the analysis cannot follow
		// through a Promise.)
		return value{}
	}
	psBlock := a.lang == PowerShell && strings.EqualFold(l, "Create") && strings.HasSuffix(strings.ToLower(strings.TrimRight(a.src[max(0, start-16):start], " ")), "scriptblock]::")
	if cs&sExecSink != 0 || callee == "new Function" || l == "runInNewContext" || l == "runInThisContext" || strings.EqualFold(callee, "ScriptBlock.Create") || psBlock {
		if callee == "setTimeout" || callee == "setInterval" {
			if !a0.konst && a0.taint == 0 {
				return value{}
			}
		}
		if callee == "importlib.import_module" || callee == "__import__" {
			return value{}
		}
		code := a0
		if (callee == "new Function" || callee == "Function") && len(args) > 1 {
			code = args[len(args)-1] // new Function('a', 'b', body): the body is last
		}
		a.execArg(callee, code, taint, start, end, depth, false)
		return value{taint: taint}
	}
	if cs&sShellSink != 0 || strings.HasPrefix(callee, "child_process.") || strings.HasPrefix(callee, "subprocess.") {
		if callee == "pty.spawn" {
			a.dup = a.dup || a.sockets
			return value{}
		}
		a.execArg(callee, a0, taint, start, end, depth, true)
		if a0.konst && shell.TokenCommand(a0.str) != "" {
			// execSync('gh auth token'): its output is a credential.
			return value{taint: CredFile}
		}
		if a0.konst && captureCommand(a0.str) {
			// execSync('pbpaste'), check_output('screencapture -x …').
			return value{taint: Captured}
		}
		for _, k := range kw {
			if k.name == "stdin" || k.name == "stdout" {
				if a.sockets && (strings.Contains(strings.ToLower(k.v.mod), "fileno") || k.v.mod == "socket") {
					a.dup = true
					a.rsAt = [2]int{start, end}
				}
			}
		}
		return value{taint: Fetched & taint}
	}
	if l == "fileno" && strings.HasSuffix(callee, ".fileno") && a.vars[strings.TrimSuffix(callee, ".fileno")].mod == "socket" {
		return value{mod: "socket.fileno"} // s.fileno(): the socket's descriptor
	}
	sock := false
	switch l {
	case "socket", "create_connection", "Socket", "TCPClient", "TcpClient", "createConnection", "connect":
		if strings.HasPrefix(callee, "socket.") || strings.HasPrefix(callee, "net.") || strings.Contains(callee, "Sockets") || strings.Contains(callee, "TCPClient") {
			a.sockets, sock = true, true
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
	if l == "new" && strings.Contains(strings.ToLower(a.src), "crontab") {
		// python-crontab: cron.new(command="...") then cron.write()
		// installs the job; the command runs at every time it names.
		for _, k := range kw {
			if k.name == "command" && k.v.konst {
				a.add(Persistence, start, end, "adds a cron job (python-crontab) that runs "+strconv.Quote(clipStr(k.v.str, 120)))
				a.shellCode(k.v.str, start, end, depth)
				break
			}
		}
	}
	if cs&sDeleters != 0 {
		for _, v := range args {
			if v.taint&HomeChild != 0 && v.taint&(HomeRoot|SysRoot) == 0 {
				a.add(Destructive, start, end, callee+" deletes the folders of the home directory")
				break
			}
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
	if cs&sWriters != 0 || l == "write_text" {
		p := a0
		if l == "write_text" {
			p = fn
		}
		if p.konst {
			// (A loop's variable over a list holds its items joined by
			// NUL: each is a path written.)
			for _, one := range strings.Split(p.str, "\x00") {
				if shell.PersistPath(expand(one)) {
					a.add(Persistence, start, end, callee+" writes "+one)
					break
				}
			}
		}
		if p.konst && taint&Fetched != 0 {
			a.download(p.str)
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
		// self.m(x), this.m(x): the method m of this file; a Python
		// method's first parameter is self.
		name, shift := callee, 0
		if m, ok := strings.CutPrefix(callee, "self."); ok && a.lang == Python && !strings.Contains(m, ".") {
			name, shift = m, 1
		} else if m, ok := strings.CutPrefix(callee, "this."); ok && a.lang == JS && !strings.Contains(m, ".") {
			name = m
		}
		for k, v := range args {
			if v.taint != 0 && k < 32 {
				a.paramTaint[[2]string{name, strconv.Itoa(k + shift)}] |= v.taint
			}
		}
	}
	// A call of a function of this file or another of the skill.
	r := value{taint: fn.taint | taint}
	if sock {
		r.mod = "socket" // what stdin=s hands a process
	}
	if tn, ok := a.funcs[callee]; ok {
		r.taint |= tn
	}
	if c, ok := a.funcConst[callee]; ok && c.konst && len(args) == 0 {
		// rules() where rules returns RULES[::-1]: the string it builds.
		r.konst, r.str, r.built = true, c.str, true
		r.taint |= c.taint
	}
	if tn, ok := a.extFunc(l); ok {
		r.taint |= tn
	}
	if identity[l] {
		r.konst, r.str = fn.konst, fn.str
		r.mod = fn.mod
		if taint&Sensitive == 0 {
			r.secret = fn.secret // os.getenv('X_KEY', '').strip()
		}
	}
	if r.secret == "" && fn.taint&Sensitive == 0 && r.taint&Sensitive == taint&Sensitive {
		// urlencode({"q": city, "appid": key}): what a call makes of one
		// named secret, with nothing else sensitive, still carries its
		// name (a key sent to its own service's API is how it is used).
		r.secret = oneSecret(args, kw)
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
	if strings.Contains(p, `\`) {
		// "$env:USERPROFILE\.kube\config": Windows separators, and the
		// profile folder as the home.
		p = strings.ReplaceAll(p, `\`, "/")
		for _, h := range []string{"$env:USERPROFILE/", "$env:HOME/", "$HOME/", "%USERPROFILE%/"} {
			if len(p) >= len(h) && strings.EqualFold(p[:len(h)], h) {
				p = "~/" + p[len(h):]
				break
			}
		}
	}
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
	if b := strings.ToLower(path.Base(p)); b == "consolehost_history.txt" || b == "fish_history" {
		return HomeFile // PowerShell's (PSReadLine) and fish's command history
	}
	return 0
}

// credStoreNames are the last parts of paths that name a credential store
// on their own, lower case: a browser's saved logins, cookies and keys, a
// wallet, a key ring. Whole paths are judged by shell.CredPath.
var credStoreNames = map[string]bool{
	"login data": true, "login data for account": true, "cookies": true, "web data": true, "local state": true,
	"logins.json": true, "key3.db": true, "key4.db": true, "cookies.sqlite": true, "signons.sqlite": true,
	"wallet.dat": true, "exodus.wallet": true, "electrum/wallets": true, "exodus/exodus.wallet": true,
	"atomic/local storage/leveldb": true, "local extension settings": true, "login.keychain": true, "login.keychain-db": true,
	"id_rsa": true, "id_ed25519": true, "id_ecdsa": true, "id_dsa": true, ".ssh": true, ".gnupg": true, ".aws": true, ".kube": true,
	".netrc": true, ".npmrc": true, ".pypirc": true, ".git-credentials": true, ".pgpass": true, ".docker/config.json": true, ".kube/config": true,
}

// publicFile reports a path of what SSH keeps that is no secret: a
// public key, known hosts, the client configuration.
func publicFile(p string) bool {
	b := path.Base(strings.ReplaceAll(p, "\\", "/"))
	return strings.HasSuffix(b, ".pub") || b == "known_hosts" || b == "config" && strings.Contains(p, ".ssh") || b == "authorized_keys"
}

// digests are calls whose result is a hash or signature of their input.
var digests = map[string]bool{"hmac.new": true, "hmac.digest": true, "hmac.HMAC": true, "bcrypt.hashpw": true, "sha256": true, "sha1": true, "md5": true}

// listers list a directory: os.listdir(home), Path.home().iterdir().
var listers = map[string]bool{"os.listdir": true, "listdir": true, "os.scandir": true, "scandir": true, "iterdir": true, "glob": true, "rglob": true, "glob.glob": true,
	"fs.readdirSync": true, "fs.readdir": true, "fs.promises.readdir": true, "readdirSync": true, "readdir": true, "Get-ChildItem": true, "gci": true, "ls": true, "dir": true}

// userFolders are the folders of a home directory that hold the user's
// own work, lower case.
var userFolders = map[string]bool{"documents": true, "desktop": true, "pictures": true, "downloads": true, "music": true, "videos": true, "movies": true,
	"photos": true, "library": true, "onedrive": true, "dropbox": true, "projects": true, "code": true, "src": true, "dev": true, "work": true, "repos": true,
	"workspace": true, "git": true, "github": true}

// credStoreHints are words one of which every store's name or path
// holds, lower case: most strings hold none and are not split.
var credStoreHints = []string{"login", "cookies", "web data", "local state", "key3", "key4", "signons", "wallet", "local extension", "keychain",
	"id_", ".ssh", ".gnupg", ".aws", ".kube", "netrc", "npmrc", "pypirc", "credentials", "pgpass", "docker", "gcloud", ".azure", "/etc/", "chrom", "brave", "edge", "firefox", "mozilla", "bitcoin", "ethereum", "solana", "gh/hosts", "vault-token", "environ", ".env"}

func credStoreHint(s string) bool {
	l := strings.ToLower(s)
	for _, h := range credStoreHints {
		if strings.Contains(l, h) {
			return true
		}
	}
	return false
}

// credStoreName reports whether a string constant (a list's parts joined
// by NUL) names a credential store: a path shell.CredPath knows, or one
// whose last one, two or three parts are a store's name.
func credStoreName(s string) bool {
	if len(s) > 4096 || !credStoreHint(s) {
		return false
	}
	for _, p := range strings.Split(s, "\x00") {
		p = strings.TrimRight(strings.TrimSpace(p), "/\\")
		if p == "" || len(p) > 512 {
			continue
		}
		if _, ok := shell.CredPath(p); ok {
			return true
		}
		if envGlob(p) {
			return true // every .env file under a tree (rglob(".env*"))
		}
		parts := strings.Split(strings.ToLower(strings.ReplaceAll(p, "\\", "/")), "/")
		for k := max(0, len(parts)-3); k < len(parts); k++ {
			if credStoreNames[strings.Join(parts[k:], "/")] {
				return true
			}
		}
	}
	return false
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
	case t&Captured != 0:
		return "what the screen, the clipboard or the microphone holds"
	case t&HomePath != 0:
		return "a file under the user's home (by a path the script computes)"
	}
	return "data"
}

// decode evaluates a decoding call.
func (a *analyzer) decode(callee string, args []value, taint Taint) value {
	a0 := argAt(args, 0)
	l := strings.ToLower(last(callee))
	out := value{taint: taint | Decoded}
	if l == "from" {
		// Buffer.from(text) or Buffer.from(text, 'utf8') holds the text as
		// it is (its .toString('base64') encodes): only base64 and hex
		// decode.
		if enc := strings.ToLower(argAt(args, 1).str); enc != "base64" && enc != "base64url" && enc != "hex" {
			return value{str: a0.str, konst: a0.konst, taint: taint}
		}
	}
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
	if a0.konst && a0.str == "" && !shellish {
		// A variable that started empty (let d = ''), grown in a
		// download's callback: inside one, it is what was fetched.
		if a.inFetchCallback(start) {
			a.add(FetchExec, start, end, "code fetched from the network is run by "+callee+"()")
			return
		}
	}
	if a0.konst && shellish && a.runsDownload(a0.str) {
		a.add(FetchExec, start, end, callee+"() runs a file downloaded from the network")
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
	// A command a remote server sent over a WebSocket, run: a remote
	// shell.
	if !a0.konst && a.inWSCallback(start) {
		a.add(ReverseShell, start, end, "a command a remote server sends over a WebSocket is run by "+callee+"()")
		return
	}
	// Code running inside a download's callback.
	if a.inFetchCallback(start) {
		a.add(FetchExec, start, end, "code fetched from the network is run by "+callee+"()")
	}
}

// destNameRE names environment variables that hold an address (a webhook
// or endpoint URL): secrets of a kind, but where a request goes.
// userDest reports a destination named at run time: a template or
// f-string whose host is a variable (`${supabaseUrl}/rest/v1/...`), or a
// variable named for a destination whose value is not in the code. The
// user's own service; a thief needs a fixed host.
func userDest(a0 value) bool {
	if a0.konst {
		return false
	}
	s := a0.str
	if i := strings.Index(s, "://"); i >= 0 && i < 8 {
		s = s[i+3:]
	}
	if strings.HasPrefix(s, "${") || strings.HasPrefix(s, "{") && !strings.HasPrefix(s, "{{") {
		// The variable must be the whole host: a path, a port or the end
		// after it ("{data}.attacker.example" is data in a host name).
		e := strings.IndexByte(s, '}')
		return e > 0 && (e+1 == len(s) || s[e+1] == '/' || s[e+1] == ':' || s[e+1] == '?')
	}
	return a0.dest && a0.str == ""
}

// credStores are the libraries and calls that return a store of saved
// credentials: a browser's cookies (browser_cookie3, pycookiecheat,
// rookiepy, an extension's cookie API), data Windows keeps encrypted for
// the user (CryptUnprotectData). keyStores return one secret saved for a
// service (the system keyring or keychain).
var (
	credStores = []string{"browser_cookie3.", "pycookiecheat.", "rookiepy.", "win32crypt.cryptunprotectdata", "cryptunprotectdata", "chrome.cookies.getall", "browser.cookies.getall"}
	keyStores  = []string{"keyring.get_password", "keyring.get_credential", "keytar.getpassword", "keytar.findcredentials", "keytar.findpassword"}
)

// credAPI is 1 when callee (ignoring case) is one of credStores, 2 when it
// is one of keyStores, else 0. An entry that ends with '.' is a module:
// any of its calls.
func credAPI(callee string) int {
	c := strings.ToLower(callee)
	is := func(ks []string) bool {
		for _, k := range ks {
			if strings.HasSuffix(k, ".") && strings.HasPrefix(c, k) || c == k {
				return true
			}
		}
		return false
	}
	switch {
	case is(credStores):
		return 1
	case is(keyStores):
		return 2
	}
	return 0
}

// destVarRE is a variable named for a destination (webhook_url, api_url,
// endpoint, base_url, host): what it holds is where a call goes.
var destVarRE = match.Lazy(`(?i)^(self\.|this\.)?(\w*_)?(url|uri|webhook|webhook_?url|endpoint|host|base_?url|api_?base|server_?url|hook_?url)$`)

// destEnds are the endings destVarRE accepts, lower case.
var destEnds = []string{"url", "uri", "webhook", "webhookurl", "webhook_url", "endpoint", "host", "baseurl", "base_url", "apibase", "api_base", "serverurl", "server_url", "hookurl", "hook_url"}

// destVar is destVarRE.MatchString(name) without the expression, which
// every name read would run (it cost more than the rest of the analysis
// of a name): the prefix self. or this., then word characters that end
// with one of destEnds, after an underscore when anything comes before it.
func destVar(name string) bool {
	for i := 0; i < len(name); i++ {
		if name[i] >= 0x80 {
			return destVarRE.MatchString(name) // case folding beyond ASCII
		}
	}
	n := strings.ToLower(name)
	if r, ok := strings.CutPrefix(n, "self."); ok {
		n = r
	} else if r, ok := strings.CutPrefix(n, "this."); ok {
		n = r
	}
	for i := 0; i < len(n); i++ {
		if c := n[i]; !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_') {
			return false
		}
	}
	for _, e := range destEnds {
		if n == e || strings.HasSuffix(n, "_"+e) {
			return true
		}
	}
	return false
}

var destNameRE = match.Lazy(`(?i)(_URL|_URI|WEBHOOK|ENDPOINT|_HOST)$|WEBHOOK_URL`)

// chainEnd is the end of the method chain that goes on at byte off: past
// each .name(...) that follows, by the bracket matches of the tokens.
func (a *analyzer) chainEnd(off int) int {
	t := a.toks
	k := sort.Search(len(t), func(k int) bool { return t[k].start >= off })
	for n := 0; n < 64 && k+2 < len(t); n++ {
		// .then ( ... ) : the dot may be part of the name's token.
		j := k
		if t[j].text == "." {
			j++
		}
		if j+1 >= len(t) || t[j].kind != tIdent || t[j+1].text != "(" || j+1 >= len(a.match) || a.match[j+1] <= j+1 {
			break
		}
		k = a.match[j+1]
		off = t[k-1].end
	}
	return off
}

// savedTo is the path a download call saves to, when the code names it:
// urlretrieve(url, path), wget.download(url, out=path),
// DownloadFile(url, path).
func savedTo(l string, args []value, kw []kwarg) string {
	switch l {
	case "urlretrieve", "DownloadFile", "download":
	default:
		return ""
	}
	p := argAt(args, 1)
	for _, k := range kw {
		if k.name == "filename" || k.name == "out" {
			p = k.v
		}
	}
	if !p.konst {
		return ""
	}
	return p.str
}

// download records that a file at p holds what was downloaded.
// namesFile reports a string literal of src that ends with the file name
// ("rules.py", '/tmp/x/rules.py').
func namesFile(src, name string) bool {
	for i := 0; ; {
		k := strings.Index(src[i:], name)
		if k < 0 {
			return false
		}
		a, b := i+k, i+k+len(name)
		if b < len(src) && (src[b] == '"' || src[b] == '\'') && a > 0 && strings.IndexByte("\"'/\\", src[a-1]) >= 0 {
			return true
		}
		i = b
	}
}

func (a *analyzer) download(p string) {
	if p == "" || strings.ContainsRune(p, 0) {
		return
	}
	if a.downloaded == nil {
		a.downloaded = map[string]bool{}
	}
	a.downloaded[p] = true
}

// runsDownload reports whether a command (an argument list joined by NUL,
// or one path) runs a file a download was saved to: as the program, or as
// the script an interpreter is given.
func (a *analyzer) runsDownload(cmd string) bool {
	if len(a.downloaded) == 0 {
		return false
	}
	argv := strings.Split(cmd, "\x00")
	if a.downloaded[argv[0]] {
		return true
	}
	return len(argv) > 1 && a.downloaded[argv[1]] && shell.IsRunner(path.Base(argv[0]))
}

// keylogAPI reports a call that captures every keystroke: pynput's and
// keyboard's listeners and hooks, Windows' key-state polling, macOS's
// event taps.
func keylogAPI(callee string) bool {
	switch callee {
	case "pynput.keyboard.Listener", "keyboard.Listener", "keyboard.on_press", "keyboard.on_release", "keyboard.hook", "keyboard.record",
		"GetAsyncKeyState", "win32api.GetAsyncKeyState", "ctypes.windll.user32.GetAsyncKeyState", "user32.GetAsyncKeyState",
		"SetWindowsHookEx", "SetWindowsHookExA", "SetWindowsHookExW", "CGEventTapCreate", "Quartz.CGEventTapCreate", "iohook.on", "uiohook.on":
		return true
	}
	return false
}

// captureCommand reports a command line that prints the clipboard or
// takes a screenshot (pbpaste, xclip -o, Get-Clipboard, screencapture).
func captureCommand(c string) bool {
	f := strings.Fields(strings.ToLower(c))
	for len(f) > 1 && (f[0] == "powershell" || f[0] == "pwsh" || f[0] == "-command" || f[0] == "-c" || f[0] == "-noprofile") {
		f = f[1:]
	}
	if len(f) == 0 {
		return false
	}
	return path.Base(f[0]) == "get-clipboard" || shell.CaptureCommand(path.Base(f[0]), f[1:])
}

// listsAll names what a call lists when it lists every resource of a kind
// a cloud account has: boto3's collections (s3.buckets.all()) and list or
// describe calls, the JavaScript SDKs' commands and methods, Google's and
// Azure's listings. "" otherwise.
func listsAll(callee, l string) string {
	switch l {
	case "all":
		parts := strings.Split(callee, ".")
		if len(parts) >= 2 {
			switch parts[len(parts)-2] {
			case "buckets", "instances", "tables", "volumes", "users", "db_instances", "stacks", "vpcs", "snapshots", "functions", "queues", "topics":
				return parts[len(parts)-2]
			}
		}
	case "list_buckets", "describe_instances", "list_tables", "describe_db_instances", "list_functions", "describe_volumes", "list_users",
		"list_stacks", "describe_stacks", "list_clusters", "list_repositories", "describe_repositories", "list_secrets", "list_hosted_zones",
		"list_topics", "list_queues", "list_containers", "list_blobs_all",
		"listBuckets", "describeInstances", "listTables", "listFunctions", "describeDBInstances", "listUsers",
		"ListBucketsCommand", "DescribeInstancesCommand", "ListTablesCommand", "ListFunctionsCommand", "DescribeDBInstancesCommand",
		"ListUsersCommand", "ListSecretsCommand", "ListStacksCommand", "DescribeStacksCommand":
		return l
	case "list":
		if strings.HasSuffix(callee, "resource_groups.list") || strings.HasSuffix(callee, "storage_accounts.list") || strings.HasSuffix(callee, "virtual_machines.list_all") {
			return l
		}
	}
	return ""
}

// cloudDelete reports a call that deletes or terminates a resource
// (bucket.delete(), client.delete_bucket(...), TerminateInstancesCommand),
// not one that deletes a setting of it (delete_tags, a concurrency).
func cloudDelete(l string) bool {
	n := strings.ReplaceAll(strings.TrimSuffix(strings.ToLower(l), "command"), "_", "")
	switch n {
	case "delete", "deletebucket", "deletebuckets", "deleteobject", "deleteobjects", "deletetable", "deletedbinstance", "deletedbcluster",
		"deletefunction", "deletevolume", "deleteuser", "deletestack", "deletecluster", "deleterepository", "deletesecret", "deletehostedzone",
		"deletetopic", "deletequeue", "deletecontainer", "deletesnapshot", "deletedatabase", "deleteresourcegroup", "deletestorageaccount",
		"terminateinstances", "terminate", "begindelete", "destroy", "purge":
		return true
	}
	return false
}

// chosen reports a deletion at offset at after a test since the listing
// (if b.name.startswith('tmp-'), a filter, the user asked): the loop
// picks what it deletes.
func (a *analyzer) chosen(at int) bool {
	if a.everyAt >= at || at > len(a.src) {
		return true
	}
	// (Read back 2 KB at most: a hostile file's many deletions after one
	// listing cost each a bounded look.)
	return chosenRE.MatchString(a.src[max(a.everyAt, at-2048):at])
}

var chosenRE = match.Lazy(`\bif\b[^\n]{0,160}(name|Name|tag|Tag|key|Key|id\b|Id\b|ID\b|startswith|endswith|startsWith|endsWith|match|\bin\b|\bnot in\b|==|!=|===|!==|prefix|Prefix|age|date|Date|created|Created|keep|exclude|includes\()|\bfilter|\bconfirm|\binput\(|\bwhere\b|\bcase\b|\bprompt\(|\bexclude`)

// envGlob reports a glob of dotenv files: .env*, .env.*, **/.env*, *.env.
func envGlob(p string) bool {
	p = strings.TrimPrefix(strings.ToLower(strings.ReplaceAll(p, "\\", "/")), "**/")
	switch p {
	case ".env*", ".env.*", "*.env", ".env?*", "**/.env", ".env":
		return true
	}
	return false
}

// clipStr is s cut to n bytes (at a rune's start), with an ellipsis.
func clipStr(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n] + "…"
}

// inFetchCallback reports offset i inside a download's callback chain.
// wsConn is the value of a WebSocket to another machine.
const wsConn = "<websocket>"

// localWS reports a WebSocket address on this machine.
func localWS(u string) bool {
	for _, h := range []string{"ws://localhost", "ws://127.0.0.1", "ws://[::1]", "wss://localhost", "wss://127.0.0.1"} {
		if strings.HasPrefix(u, h) {
			return true
		}
	}
	return false
}

func (a *analyzer) inWSCallback(i int) bool {
	for _, cb := range a.wsCallback {
		if i > cb[0] && i < cb[1] {
			return true
		}
	}
	return false
}

func (a *analyzer) inFetchCallback(i int) bool {
	for _, cb := range a.fetchCallback {
		if i > cb[0] && i < cb[1] {
			return true
		}
	}
	return false
}
