package codeflow

import (
	"github.com/skillint/skillint/internal/match"
	"path"
	"strings"

	"github.com/skillint/skillint/internal/shell"
)

var netToolRE = match.Lazy(`\b(curl|wget|nc|ncat|dig|nslookup|host|ping|scp|ssh|Invoke-WebRequest|Invoke-RestMethod)\s`)

// inner analyses constant code a call runs: as shell for a shell call, as
// this language (and as shell) for eval/exec.
func (a *analyzer) inner(code string, shellish bool, start, end int) {
	if a.nested >= 3 || len(code) > maxDecoded {
		return
	}
	a.shellCode(commandLine(code), start, end, 0)
	if shellish {
		return
	}
	fs, _ := analyze(code, a.lang, a.ext, a.nested+1, a.probe)
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
		if raw, n := a.barePath(j); n > j {
			// Get-Content ~/.ssh/id_rsa: an unquoted path is a string.
			args = append(args, value{str: raw, konst: true})
			j = n
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
	case "resolve-dnsname", "nslookup":
		// A name looked up is sent to whoever runs its zone's DNS:
		// labels built from a secret carry it out.
		for _, v := range append(args, kwValues(kw)...) {
			if v.taint&Sensitive != 0 {
				a.add(SecretSend, start, end, taintName(v.taint)+" is sent out in the names "+name+" looks up (DNS)")
				break
			}
		}
		return value{}, j
	case "new-object":
		for _, v := range append(args, kwValues(kw)...) {
			if l := strings.ToLower(v.str); strings.Contains(l, "tcpclient") || strings.Contains(l, "net.sockets") {
				a.sockets = true
				if a.rsAt == [2]int{} {
					a.rsAt = [2]int{start, end}
				}
			}
		}
	case "invoke-expression", "iex":
		if a.sockets {
			// What a socket connected out reads, run: a reverse shell.
			a.dup = true
		}
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
	case "get-clipboard", "gcb":
		return value{taint: Captured}, j
	case "get-psreadlineoption":
		// (Get-PSReadLineOption).HistorySavePath: the file of every
		// command line typed, a file of the user's home.
		return value{taint: HomeFile}, j
	case "get-content", "gc", "cat", "type":
		for _, v := range append(args, kwValues(kw)...) {
			if v.konst {
				if tn := pathTaint(v.str); tn != 0 {
					return value{taint: tn}, j
				}
			}
			if v.taint&HomeRoot != 0 {
				return value{taint: HomePath}, j
			}
			if strings.HasSuffix(strings.ToLower(v.str), "consolehost_history.txt") {
				return value{taint: HomeFile}, j // "$env:APPDATA\...\PSReadLine\ConsoleHost_history.txt"
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
	for _, v := range append(args, kwValues(kw)...) {
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

// psDownloadRun reports a file a PowerShell script downloads (Invoke-WebRequest
// -OutFile X, Start-BitsTransfer -Destination X, WebClient.DownloadFile(URL, X))
// and then runs or loads (Start-Process X, Import-Module X, Invoke-Item X,
// & X, . X): the same file named by the same variable or path, with no
// signature or hash check in the script. Names are compared as written,
// case-folded (PowerShell's variables are).
func (a *analyzer) psDownloadRun() {
	t := a.toks
	got := map[string]string{} // file name -> what downloaded it
	// key is the file a word names: a string's value, or the word as
	// written (a variable, a path joined to one: $env:TEMP\x.exe).
	key := func(j int) (string, int) {
		tk := t[j]
		e := j
		for e+1 < len(t) && t[e+1].start == t[e].end && t[e+1].kind != tNL && t[e+1].text != ";" && t[e+1].text != "|" && t[e+1].text != ")" && t[e+1].text != "," {
			e++
		}
		switch {
		case e == j && tk.kind == tStr:
			return strings.ToLower(tk.text), e
		case tk.kind == tStr || tk.kind == tIdent && strings.HasPrefix(tk.text, "$") || e > j:
			return strings.ToLower(a.src[tk.start:t[e].end]), e
		}
		return "", e
	}
	stmtEnd := func(i int) int {
		for i < len(t) && t[i].kind != tNL && (t[i].kind != tPunct || t[i].text != ";" && t[i].text != "|" && t[i].text != "}") {
			i++
		}
		return i
	}
	checked := false
	for i := 0; i < len(t); i++ {
		tk := t[i]
		n := strings.ToLower(tk.text)
		if tk.kind != tIdent && !(tk.kind == tPunct && (n == "&" || n == ".")) {
			continue
		}
		switch {
		case n == "get-filehash" || n == "get-authenticodesignature" || strings.HasSuffix(n, "checksum"):
			checked = true
		case n == "invoke-webrequest" || n == "iwr" || n == "start-bitstransfer" || (n == "curl" || n == "wget") && a.isCmdlet(i):
			e := stmtEnd(i)
			for j := i + 1; j+1 < e; j++ {
				if f := strings.ToLower(t[j].text); t[j].kind == tIdent && (f == "-outfile" || f == "-destination") {
					if k, _ := key(j + 1); k != "" {
						got[k] = tk.text
					}
				}
			}
		case strings.HasSuffix(n, "downloadfile") && i+1 < len(t) && t[i+1].text == "(" && i+1 < len(a.match):
			// The second argument: after the first comma at depth one.
			end := a.match[i+1]
			depth := 0
			for j := i + 2; j < end && j < len(t); j++ {
				switch t[j].text {
				case "(", "[", "{":
					depth++
				case ")", "]", "}":
					depth--
				case ",":
					if depth == 0 && j+1 < len(t) {
						if k, _ := key(j + 1); k != "" {
							got[k] = "DownloadFile"
						}
						j = end
					}
				}
			}
		case len(got) > 0 && !checked && (n == "start-process" || n == "saps" || n == "import-module" || n == "ipmo" || n == "invoke-item" || n == "ii" ||
			(n == "&" || n == ".") && (i == 0 || t[i-1].kind == tNL || t[i-1].text == ";" || t[i-1].text == "{")):
			e := stmtEnd(i)
			for j := i + 1; j < e; j++ {
				if t[j].kind == tIdent && strings.HasPrefix(t[j].text, "-") {
					continue
				}
				if k, ke := key(j); k != "" && got[k] != "" {
					a.add(FetchExec, tk.start, t[e-1].end, tk.text+" runs "+a.src[t[j].start:t[ke].end]+", a file "+got[k]+" downloaded, with no check of what arrived")
				}
				break
			}
		}
	}
}

// commandLine is the shell text of a command given to run: a list of
// arguments (joined with NULs) made one line; for a shell run with -c
// (["sh", "-c", "curl ... | sh"]), the code it is given.
func commandLine(code string) string {
	if !strings.Contains(code, "\x00") {
		return code
	}
	argv := strings.Split(code, "\x00")
	if len(argv) >= 3 && shellName(argv[0]) {
		for i := 1; i+1 < len(argv); i++ {
			if f := argv[i]; f == "-c" || len(f) > 2 && f[0] == '-' && f[1] != '-' && f[len(f)-1] == 'c' {
				return argv[i+1]
			}
		}
	}
	return strings.Join(argv, " ")
}

// shellName reports a POSIX shell's name, with or without its directory.
func shellName(s string) bool {
	switch path.Base(s) {
	case "sh", "bash", "zsh", "dash", "ksh":
		return true
	}
	return false
}

// shellCode adds the facts of a shell command run from code (at the span
// of the call), and of the code a shell in it is given with -c
// (`bash -c "curl ... | sh"`), to a depth of two.
func (a *analyzer) shellCode(code string, start, end, depth int) {
	sc := shell.Parse(code)
	for _, f := range sc.Facts() {
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
	if depth >= 2 {
		return
	}
	for _, c := range sc.Cmds {
		if !shellName(c.Name) {
			continue
		}
		if inner, ok := c.Opt("-c"); ok && len(inner) >= 8 {
			a.shellCode(inner, start, end, depth+1)
		}
	}
}

// barePath reads an unquoted path argument at token i (~/.ssh/id_rsa,
// ./keys/a.pem, C:\Users\x\.aws\credentials): the source text from the
// token to the next blank or the end of the command, when it starts like
// a path and holds a separator. It returns the text and the index of the
// first token after it, or i when there is none.
func (a *analyzer) barePath(i int) (string, int) {
	t := a.toks
	if t[i].kind != tPunct && t[i].kind != tIdent || strings.HasPrefix(t[i].text, "$") || strings.HasPrefix(t[i].text, "-") {
		return "", i
	}
	from := t[i].start
	if c := a.src[from]; c != '~' && c != '.' && c != '/' && c != '\\' && !(from+2 < len(a.src) && a.src[from+1] == ':' && (a.src[from+2] == '\\' || a.src[from+2] == '/')) {
		return "", i
	}
	to := from
	for to < len(a.src) && !strings.ContainsRune(" \t\r\n;|)}", rune(a.src[to])) && to-from < 512 {
		to++
	}
	raw := a.src[from:to]
	if !strings.ContainsAny(raw, "/\\") {
		return "", i
	}
	n := i
	for n < len(t) && t[n].start < to {
		n++
	}
	return raw, n
}
