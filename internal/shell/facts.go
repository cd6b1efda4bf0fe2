package shell

import (
	"github.com/skillint/skillint/internal/match"
	"path"
	"slices"
	"sort"
	"strings"
)

// Kind is a kind of fact about what a script does.
type Kind int

// The facts the security rules use.
const (
	Download       Kind = iota // fetches a URL (Detail: the URL)
	PipeToShell                // a download's output runs in a shell or interpreter
	DownloadExec               // a downloaded file runs later in the script
	DecodeExec                 // decoded text runs (base64 -d | sh, eval "$(... base64 -d)")
	Upload                     // sends local data to a host (Detail: what is sent)
	SecretUpload               // sends a credential, the environment or a credential file
	CredRead                   // reads a credential store (Detail: the path)
	EnvDump                    // prints every environment variable into a file, pipe or host
	Destructive                // deletes a home, root or system tree, wipes a disk
	Weaken                     // world-writable permissions, checks turned off
	Persistence                // makes something run again later
	SudoNopasswd               // grants passwordless sudo
	IndexRedirect              // installs packages from another index (Detail: the URL)
	ReverseShell               // hands a shell to a remote host
	ForcePush                  // rewrites or deletes a remote's history
	PasswordDialog             // draws its own password prompt (osascript ... with hidden answer, zenity --password)
)

var kindNames = [...]string{"download", "pipe-to-shell", "download-exec", "decode-exec", "upload", "secret-upload", "credential-read",
	"env-dump", "destructive", "weaken", "persistence", "sudo-nopasswd", "index-redirect", "reverse-shell", "force-push", "password-dialog"}

func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "?"
}

// Fact is one thing a script does, at the span of the command that does it.
type Fact struct {
	Kind       Kind
	Start, End int
	Detail     string
	Sudo       bool
	// URL is the URL a download, pipe-to-shell or download-then-run
	// fetched, when known.
	URL string
	// Cmd is the command the fact is about.
	Cmd *Cmd
	// Across is set on a fact that joins two commands through a file: a
	// download run, a credential or the environment written to a file
	// that is then sent.
	Across bool
}

var (
	shells       = set("sh", "bash", "zsh", "dash", "ksh", "fish", "ash", "mksh", "csh", "tcsh")
	interpreters = set("python", "python2", "python3", "node", "perl", "ruby", "php", "pwsh", "powershell", "powershell.exe", "iex", "Invoke-Expression", "deno", "bun", "osascript", "lua")
	downloaders  = set("curl", "wget", "iwr", "irm", "Invoke-WebRequest", "Invoke-RestMethod", "aria2c", "fetch", "http", "xh", "httpie", "lwp-download", "Start-BitsTransfer", "bitsadmin", "bitsadmin.exe", "certutil", "certutil.exe")
	// Commands that pass their input through (a pipe-to-shell through
	// them still runs the download).
	passThrough = set("tee", "cat", "sed", "tr", "base64", "gunzip", "zcat", "xxd", "rev", "head", "tail")
)

func set(xs ...string) map[string]bool {
	m := map[string]bool{}
	for _, x := range xs {
		m[x] = true
		m[strings.ToLower(x)] = true
	}
	return m
}

// IsShell reports whether name is a shell's (sh, bash, zsh ...).
func IsShell(name string) bool { return shells[name] }

// IsRunner reports whether name runs the code it is given: a shell or an
// interpreter (python, node, perl ...).
func IsRunner(name string) bool { return isRunner(name) }

func isRunner(name string) bool {
	return shells[name] || interpreters[name] || interpreters[strings.ToLower(name)]
}

var urlRE = match.Lazy(`(?i)\b(?:https?|ftp)://(?:[^\s"'<>` + "`" + `]|<[A-Za-z][\w-]{0,40}>)+`) // a placeholder (<host>) is part of it

func firstURLIn(s string) string { return urlRE.FindString(s) }

// url is the first URL among a command's arguments: for a downloader
// (curl, wget) also one written without its scheme (curl 203.0.113.7/k,
// curl -fsSL get.tool.example/install), which it fetches over http.
func url(c *Cmd) string {
	for _, a := range c.Args {
		if m := urlRE.FindString(a); m != "" {
			return m
		}
	}
	if n := strings.ToLower(c.Name); n == "curl" || n == "wget" {
		for _, a := range c.Args {
			if !strings.HasPrefix(a, "-") && schemelessRE.MatchString(a) {
				return "http://" + a
			}
		}
	}
	return ""
}

// schemelessRE is a URL without its scheme: an IPv4 address, or a host
// name with a dot, then a path (a port may come between).
var schemelessRE = match.Lazy(`^(\d{1,3}(\.\d{1,3}){3}(:\d{1,5})?(/\S*)?|([a-zA-Z0-9-]+\.)+[a-zA-Z]{2,}(:\d{1,5})?/\S*)$`)

func isDownload(c *Cmd) bool {
	if !downloaders[c.Name] && !downloaders[strings.ToLower(c.Name)] {
		return false
	}
	if c.Name == "curl" && isCurlUpload(c) {
		return false
	}
	if n := strings.TrimSuffix(strings.ToLower(c.Name), ".exe"); n == "certutil" && !c.Has("-urlcache") && !c.Has("/urlcache") || n == "bitsadmin" && !c.Has("/transfer") && !c.Has("/download") {
		return false // certutil and bitsadmin do other things
	}
	return url(c) != "" || anyVar(c.Args)
}

// escapedPrintf reports the output of printf or echo -e of character
// escapes (\x63\x75...): text spelled out so that no reader sees it.
func escapedPrintf(a string) bool {
	k := strings.Index(a, "$(printf")
	if k < 0 {
		k = strings.Index(a, "$(echo -e")
	}
	return k >= 0 && spelledOut(a[k:])
}

// spelledOut reports text of character escapes (\x63\x75..., \0143...):
// four or more, which nothing but hiding the text needs.
func spelledOut(s string) bool { return strings.Count(s, `\x`)+strings.Count(s, `\0`) >= 4 }

// RemoteRunner is the URL a Windows program runs code from, or "".
func RemoteRunner(c *Cmd) string {
	switch strings.TrimSuffix(strings.ToLower(c.Name), ".exe") {
	case "mshta", "regsvr32", "msiexec":
		return urlRE.FindString(strings.Join(c.Args, " "))
	case "deno":
		// deno run <url>: a module fetched and run, with what its flags
		// allow (-A: everything); its registries (deno.land, jsr.io,
		// esm.sh) are package indexes.
		// (The module only: a URL after it is the program's argument.)
		if p := c.Positional(); len(p) >= 2 && (p[0] == "run" || p[0] == "install") {
			if a := p[1]; strings.HasPrefix(a, "https://") || strings.HasPrefix(a, "http://") {
				if h := urlHost(a); h == "deno.land" || h == "jsr.io" || h == "esm.sh" || strings.HasSuffix(h, ".deno.dev") {
					return ""
				}
				return a
			}
		}
	case "rundll32":
		j := strings.ToLower(strings.Join(c.Args, " "))
		if strings.Contains(j, "javascript:") || strings.Contains(j, "vbscript:") {
			if u := urlRE.FindString(strings.Join(c.Args, " ")); u != "" {
				return u
			}
			return "javascript:"
		}
	}
	return ""
}

func anyVar(args []string) bool {
	for _, a := range args {
		if strings.Contains(a, "$") {
			return true
		}
	}
	return false
}

// downloadOutput is the file a download writes, or "".
func downloadOutput(c *Cmd) string {
	switch strings.ToLower(c.Name) {
	case "curl":
		if o, ok := c.Opt("-o", "--output"); ok {
			return o
		}
		if c.ShortFlag('O') || c.Has("--remote-name") {
			return path.Base(strings.SplitN(url(c), "?", 2)[0])
		}
	case "wget":
		if o, ok := c.Opt("-O", "--output-document"); ok {
			if o == "-" {
				return ""
			}
			return o
		}
		if u := url(c); u != "" {
			base := path.Base(strings.SplitN(u, "?", 2)[0])
			if d, ok := c.Opt("-P", "--directory-prefix"); ok {
				return strings.TrimSuffix(d, "/") + "/" + base // wget -P DIR: DIR/the URL's file name
			}
			return base
		}
	case "bitsadmin", "bitsadmin.exe", "certutil", "certutil.exe":
		// The file is the last argument, after the URL.
		if p := c.Positional(); len(p) >= 2 && !strings.Contains(p[len(p)-1], "://") {
			return p[len(p)-1]
		}
	case "iwr", "invoke-webrequest", "start-bitstransfer", "irm", "invoke-restmethod":
		if o, ok := c.Opt("-OutFile", "-Destination", "-outfile"); ok {
			return o
		}
	}
	for _, r := range c.Redirs {
		if r.Op == ">" || r.Op == ">>" {
			return r.Target
		}
	}
	return ""
}

func isCurlUpload(c *Cmd) bool {
	for _, a := range c.Args {
		switch {
		case a == "-d" || a == "-F" || a == "-T" || a == "--form" || a == "--upload-file" || strings.HasPrefix(a, "--data") || strings.HasPrefix(a, "--form") || a == "--json":
			return true
		case len(a) > 2 && a[0] == '-' && a[1] != '-' && (a[1] == 'd' || a[1] == 'F' || a[1] == 'T'):
			return true
		}
	}
	return false
}

// uploadData is what an upload command sends: its data arguments.
// historyBackOn reports a script that turns the shell history back on
// (set -o history).
func historyBackOn(s *Script) bool {
	for _, c := range s.Cmds {
		if c.Name == "set" && c.Has("-o") && c.Has("history") {
			return true
		}
	}
	return false
}

// promptHook is the code a command sets to run at every prompt or before
// every command (PROMPT_COMMAND=..., trap '...' DEBUG), or "".
func promptHook(c *Cmd) string {
	switch c.Name {
	case "export", "declare", "typeset":
		for _, a := range c.Args {
			if v, ok := strings.CutPrefix(a, "PROMPT_COMMAND="); ok {
				return v
			}
			for _, ps := range []string{"PS0=", "PS1=", "PROMPT=", "RPROMPT="} {
				if v, ok := strings.CutPrefix(a, ps); ok && (strings.Contains(v, "$(") || strings.Contains(v, "`")) {
					return v // a prompt whose substitutions run each time it is drawn
				}
			}
		}
	case "add-zsh-hook":
		// add-zsh-hook preexec NAME: zsh runs NAME before each command
		// (with the command line as $1), precmd's at each prompt.
		if len(c.Args) == 2 && (c.Args[0] == "preexec" || c.Args[0] == "precmd") {
			return c.Args[1]
		}
	case "trap":
		args := c.Args
		if len(args) > 0 && args[0] == "--" {
			args = args[1:]
		}
		for _, sig := range args[min(1, len(args)):] {
			if sig == "DEBUG" || sig == "RETURN" {
				return args[0]
			}
		}
	}
	return ""
}

// substFetches reports a word that is a command substitution that
// downloads: "$(curl ...)", or a fetch after other commands in it
// ("$(hostname; curl -s .../$(hostname))", a variable's value rendered).
func substFetches(a string) bool {
	// The substitution must be what runs (the code, or its first word):
	// latest=$(curl ...); echo "$latest" runs nothing fetched.
	if !strings.HasPrefix(strings.TrimLeft(a, " \t\"'"), "$(") {
		return false
	}
	for _, n := range []string{"curl", "wget", "iwr", "irm"} {
		if strings.Contains(a, "$("+n+" ") || strings.Contains(a, "; "+n+" ") {
			return true
		}
	}
	return false
}

// publicFlag reports gh gist create's --public (or -p), also written
// --public=true.
func publicFlag(c *Cmd) bool {
	for _, a := range c.Args {
		switch strings.ToLower(a) {
		case "--public", "-p", "--public=true", "-p=true":
			return true
		}
	}
	return false
}

// publicGistAPI reports gh api creating a public gist (gh api gists -F
// public=true, or -f/--field/--raw-field).
func publicGistAPI(c *Cmd) bool {
	gists, public := false, false
	for _, a := range c.Args {
		if a == "gists" || a == "/gists" {
			gists = true
		}
		if strings.EqualFold(a, "public=true") {
			public = true
		}
	}
	return gists && public
}

// typedAsArg is a zsh preexec function's body with its arguments (the
// command line typed) read as bash's $BASH_COMMAND.
func typedAsArg(body string) string {
	// zsh gives preexec the line as typed ($1), and expanded ($2, $3).
	return typedArgs.Replace(body)
}

var typedArgs = strings.NewReplacer("${1}", "$BASH_COMMAND", "$1", "$BASH_COMMAND", "${2}", "$BASH_COMMAND", "$2", "$BASH_COMMAND", "${3}", "$BASH_COMMAND", "$3", "$BASH_COMMAND")

// hookFuncs are the bodies of the script's functions a hook's code names
// (PROMPT_COMMAND="__sync" runs __sync's body), in the order of their
// names. A name counts where it stands as a word's end: a hook's words
// are rendered without their separators ("$PROMPT_COMMAND__sync"), so one
// that starts with '_' may follow a word, another may not ("st" is not in
// "history").
func hookFuncs(s *Script, hook string) []string {
	if hook == "" || len(s.Funcs) == 0 {
		return nil
	}
	names := make([]string, 0, len(s.Funcs))
	for n := range s.Funcs {
		names = append(names, n)
	}
	sort.Strings(names)
	var out []string
	for _, n := range names {
		if namesFunc(hook, n) {
			out = append(out, s.Funcs[n])
		}
	}
	return out
}

// namesFunc reports the function name n standing in code (see hookFuncs).
func namesFunc(code, n string) bool {
	word := func(c byte) bool { return match.IsASCIIAlnum(c) || c == '_' }
	for i := 0; i+len(n) <= len(code); {
		k := strings.Index(code[i:], n)
		if k < 0 {
			return false
		}
		at, end := i+k, i+k+len(n)
		if (at == 0 || !word(code[at-1]) || n[0] == '_') && (end == len(code) || !word(code[end])) {
			return true
		}
		i = at + 1
	}
	return false
}

// readsTyped reports hook code that names the commands typed: the
// history, $BASH_COMMAND, fc.
func readsTyped(code string) bool {
	return strings.Contains(code, "history") || strings.Contains(code, "BASH_COMMAND") || strings.Contains(code, "fc -") || strings.Contains(code, "HISTFILE")
}

// sendsTyped reports shell code (a hook's, or a function's a hook runs)
// that sends what is typed: a network client given $BASH_COMMAND or the
// history in its words, fed by history or fc through a pipe, or run in a
// process substitution history writes to (history -a >(curl ...)); or a
// write to /dev/tcp in code that reads the history.
func sendsTyped(code string, logs []string) bool {
	return sendsTypedIn(code, Parse(code), logs)
}

// sendsTypedIn is sendsTyped of code already parsed into sc.
func sendsTypedIn(code string, sc *Script, logs []string) bool {
	if (strings.Contains(code, "/dev/tcp/") || strings.Contains(code, "/dev/udp/")) && readsTyped(code) {
		return true
	}
	net := func(c *Cmd) bool {
		switch strings.ToLower(c.Name) {
		case "curl", "wget", "nc", "ncat", "netcat", "socat", "http", "https", "xh", "telnet":
			return true
		}
		return false
	}
	typedCmd := func(c *Cmd) bool { return c != nil && (c.Name == "history" || c.Name == "fc") }
	for _, c := range sc.Cmds {
		if !net(c) {
			continue
		}
		if readsTyped(strings.Join(c.Args, " ")) {
			return true
		}
		for in := c.PipeIn; in != nil; in = in.PipeIn {
			if typedCmd(in) {
				return true
			}
		}
		// A file another hook filled with what was typed, uploaded.
		for _, a := range c.Args {
			for _, l := range logs {
				if a == "@"+l || a == l && (c.Has("-T") || c.Has("--upload-file")) {
					return true
				}
			}
		}
	}
	for _, sb := range sc.Subst {
		if !typedCmd(sb.User) {
			continue
		}
		for _, c := range sb.Cmds {
			if net(c) {
				return true
			}
		}
	}
	return false
}

// typedWrites are the files shell code (a hook's, parsed into sc) writes
// what is typed to: print -r -- "$BASH_COMMAND" >> "$log".
func typedWrites(code string, sc *Script) []string {
	if !readsTyped(code) {
		return nil
	}
	var out []string
	for _, c := range sc.Cmds {
		if !readsTyped(strings.Join(c.Args, " ")) {
			continue
		}
		for _, r := range c.Redirs {
			if (r.Op == ">>" || r.Op == ">") && r.Target != "" && r.Target != "/dev/null" && len(out) < 8 {
				out = append(out, r.Target)
			}
		}
	}
	return out
}

// headerToken names a cloud login's token that a request carries in a
// header (or as a bearer token) to a host outside that cloud (-H
// "Authorization: Bearer $(gcloud auth print-access-token)" to a third
// party's API), or "". The clouds' own API hosts take them
// (googleapis.com, management.azure.com), and a host in a variable is the
// user's own. The host is the request's address, not a URL written in
// another header (-H "Origin: https://console.cloud.google.com").
func headerToken(c *Cmd) string {
	name := strings.ToLower(c.Name)
	if name != "curl" && name != "wget" && name != "http" && name != "https" && name != "xh" {
		return ""
	}
	host := urlHost(requestURL(c))
	if host == "" || strings.ContainsAny(host, "$`{}") || !strings.Contains(host, ".") || cloudOwnHost(host) {
		return ""
	}
	named := false // gh auth token --hostname HOST: a token for that host
	for i, a := range c.Args {
		v := ""
		switch {
		case (a == "-H" || a == "--header" || a == "--oauth2-bearer" || a == "--proxy-header" || a == "-b" || a == "--cookie" || a == "-u" || a == "--user") && i+1 < len(c.Args):
			v = c.Args[i+1]
		case strings.HasPrefix(a, "--header=") || strings.HasPrefix(a, "--oauth2-bearer="):
			_, v, _ = strings.Cut(a, "=")
		case (name == "http" || name == "https" || name == "xh") && !strings.HasPrefix(a, "-") && strings.Contains(a, ":") && !strings.Contains(a, "://"):
			v = a
		default:
			continue
		}
		if strings.Contains(v, "print-identity-token") {
			continue // an identity token for the user's own service (Cloud Run, IAP)
		}
		if t := substPrinter(v); t != "" && cloudToken(t) {
			if !named {
				named = strings.Contains(strings.Join(c.Args, " "), "--hostname")
			}
			if named && (strings.Contains(t, "gh login") || strings.Contains(t, "glab login")) {
				continue
			}
			return t + " (in a header, to " + host + ")"
		}
	}
	return ""
}

// requestURL is the address a request goes to: the first URL among its
// arguments that is no option's value (a header, a referer, a proxy, the
// data), or "".
func requestURL(c *Cmd) string {
	skip := false
	for _, a := range c.Args {
		if skip {
			skip = false
			continue
		}
		if strings.HasPrefix(a, "-") {
			switch a {
			case "-H", "--header", "-e", "--referer", "-A", "--user-agent", "-x", "--proxy", "-d", "--data", "--data-raw", "--data-binary", "--data-urlencode", "-F", "--form",
				"-u", "--user", "-b", "--cookie", "-o", "--output", "-O", "--output-document", "--oauth2-bearer", "--proxy-header", "--header-file", "-T", "--upload-file", "--json", "-X", "--request":
				skip = true
			}
			continue
		}
		if m := urlRE.FindString(a); m != "" && strings.HasPrefix(a, m[:min(len(m), 4)]) {
			return m
		}
	}
	return url(c)
}

// cloudToken reports a token tokenPrinter names that a cloud's own CLI
// mints for that cloud's APIs.
func cloudToken(t string) bool {
	return strings.Contains(t, "Google Cloud") || strings.Contains(t, "Azure") || strings.Contains(t, "gh login") || strings.Contains(t, "glab login") || strings.Contains(t, "AWS")
}

// cloudOwnHost reports a host of a cloud or code host whose CLIs mint
// tokens (a token sent there goes where it belongs).
func cloudOwnHost(h string) bool {
	h = strings.ToLower(strings.TrimSuffix(h, "."))
	// (Not the suffixes anyone can host a receiver under: run.app,
	// appspot.com, cloudfunctions.net, azurewebsites.net, azure-api.net.)
	for _, d := range []string{"googleapis.com", "google.com", "pkg.dev", "gcr.io", "firebaseio.com", "firebasedatabase.app",
		"azure.com", "azure.net", "windows.net", "microsoft.com", "microsoftonline.com", "azurecr.io", "dev.azure.com", "visualstudio.com", "powerbi.com", "azuredatabricks.net", "azure-devices.net",
		"github.com", "githubusercontent.com", "ghcr.io", "gitlab.com", "amazonaws.com", "aws.amazon.com", "api.aws"} {
		if h == d || strings.HasSuffix(h, "."+d) {
			return true
		}
	}
	return false
}

// curlDataCluster is the data option ("-d", "-F", "-T") that ends a
// cluster of curl's short options (-sSd VALUE), or "".
func curlDataCluster(a string) string {
	if len(a) < 3 || a[0] != '-' || a[1] == '-' || !isLetters(a[1:]) || strings.ContainsAny(a[1:len(a)-1], "dFT") {
		return "" // (-dVALUE is the value written on)
	}
	switch a[len(a)-1] {
	case 'd', 'F', 'T':
		return "-" + a[len(a)-1:]
	}
	return ""
}

// curlLiteralData reports a curl command whose data are all written in the
// command (-d "email=customer@example.com", -F "mode=payment") to an
// address without substitutions: nothing of the machine's leaves (a
// <placeholder> is filled by the agent, with what it was given). A file
// is named by a leading '@' (or '<' after a form field's '='; anywhere in
// --data-urlencode), and -T names one always.
func curlLiteralData(c *Cmd) bool {
	if !strings.EqualFold(c.Name, "curl") || strings.ContainsAny(url(c), "$`") {
		return false
	}
	literal := func(flag, v string) bool {
		if strings.ContainsAny(v, "$`<") || v == "" || strings.Contains(v, "{{") || strings.Count(v, "%") >= 2 {
			return false // a substitution, or a <placeholder> ({{x}}, %X%) the agent fills
		}
		switch flag {
		case "-T", "--upload-file":
			return false
		case "-F", "--form", "--form-string":
			return flag == "--form-string" || !strings.Contains(v, "=@") && !strings.Contains(v, "=<")
		case "--data-raw":
			return true
		case "--data-urlencode":
			return !strings.Contains(v, "@")
		}
		return v[0] != '@'
	}
	opts, complete := curlDataOpts(c)
	if !complete || len(opts) == 0 {
		return false
	}
	for _, o := range opts {
		if !literal(o[0], o[1]) {
			return false
		}
	}
	return true
}

// curlDataOpts are the data curl sends, as (option, value) pairs: -d, -F,
// -T, --form, --form-string, --upload-file, --json and the --data options
// with their value in the next word or after '=', -dVALUE, and a cluster
// of short options that ends with one (-sSd VALUE, read as -d). complete
// is false when the last option has no value.
func curlDataOpts(c *Cmd) (opts [][2]string, complete bool) {
	for i := 0; i < len(c.Args); i++ {
		a := c.Args[i]
		switch {
		case a == "-d" || a == "-F" || a == "-T" || a == "--form" || a == "--form-string" || a == "--upload-file" || a == "--json" || strings.HasPrefix(a, "--data") && !strings.Contains(a, "=") || curlDataCluster(a) != "":
			if i+1 >= len(c.Args) {
				return opts, false
			}
			flag := a
			if f := curlDataCluster(a); f != "" {
				flag = f
			}
			opts = append(opts, [2]string{flag, c.Args[i+1]})
			i++
		case strings.HasPrefix(a, "--data") && strings.Contains(a, "="):
			k := strings.IndexByte(a, '=')
			opts = append(opts, [2]string{a[:k], a[k+1:]})
		case len(a) > 2 && a[0] == '-' && a[1] != '-' && (a[1] == 'd' || a[1] == 'F' || a[1] == 'T'):
			opts = append(opts, [2]string{a[:2], a[2:]})
		}
	}
	return opts, true
}

func uploadData(c *Cmd) []string {
	var out []string
	switch strings.ToLower(c.Name) {
	case "curl":
		opts, _ := curlDataOpts(c)
		for _, o := range opts {
			out = append(out, o[1])
		}
		if u := url(c); strings.Contains(u, "$") {
			// A download to a file whose URL takes plain variables
			// (.../v${VERSION}/tool-${OS}.tar.gz), or any from a code host's
			// releases, sends nothing; command output or a secret in the
			// URL of another host does.
			plain := !strings.Contains(u, "$(") && !strings.Contains(u, "`") || codeHost(u) // a release asset picked by `uname`
			full := u                                                                       // the argument the URL was cut from (url stops at a blank)
			for _, a := range c.Args {
				if strings.HasPrefix(a, u) {
					full = a
					break
				}
			}
			if platformOnly(full) && secretVarRE.FindString(full) == "" {
				// tool-$(uname -s)-$(uname -m).tgz: the machine's kind
				// picks a build; nothing of the user's is sent.
				break
			}
			if !(downloadOutput(c) != "" && plain && secretVarRE.FindString(u) == "") {
				out = append(out, u)
				if len(full) > len(u) {
					// The whole word: what its substitutions print
					// (?d=$(printf %s "$P" | base64)) is read too.
					out = append(out, full[len(u):])
				}
			}
		}
	case "wget":
		for i, a := range c.Args {
			if (a == "--post-data" || a == "--post-file" || a == "--body-data" || a == "--body-file") && i+1 < len(c.Args) {
				out = append(out, c.Args[i+1])
			} else if k := strings.IndexByte(a, '='); k > 0 && (strings.HasPrefix(a, "--post-") || strings.HasPrefix(a, "--body-")) {
				out = append(out, a[k+1:])
			}
		}
	case "iwr", "invoke-webrequest", "irm", "invoke-restmethod":
		if v, ok := c.Opt("-Body", "-InFile", "-body", "-infile"); ok {
			out = append(out, v)
		}
	}
	return out
}

// Secret names: variables whose value is a credential.
var secretVarRE = match.Lazy(`(?i)\$[{(]?\s*[A-Z0-9_]*(TOKEN|SECRET|PASSWORD|PASSWD|API_?KEY|ACCESS_?KEY|PRIVATE_?KEY|_KEY\b|CREDENTIAL|AUTH|SESSION|COOKIE|DATABASE_URL)[A-Z0-9_]*\s*[})]?`)

// secretFile reports a file whose contents are secret: a credential store
// or a dotenv file.
func secretFile(p string) (string, bool) {
	if n, ok := CredPath(p); ok {
		return n, true
	}
	b := path.Base(strings.Trim(p, `"'`))
	if b == ".env" || strings.HasPrefix(b, ".env.") && b != ".env.example" && b != ".env.sample" && b != ".env.template" {
		return "a .env file", true
	}
	if historyFiles[strings.ToLower(b)] {
		// What was typed: passwords given on command lines, tokens in
		// exports, hosts and paths.
		return "shell history", true
	}
	return "", false
}

// historyFiles are the files shells and interpreters keep what was typed
// in.
var historyFiles = func() map[string]bool {
	m := map[string]bool{".python_history": true, ".psql_history": true, ".mysql_history": true, ".node_repl_history": true, ".sqlite_history": true, ".rediscli_history": true}
	for k := range shellHistoryFiles {
		m[k] = true
	}
	return m
}()

// shellHistoryFiles are the files shells keep what was typed in (lower
// case names).
var shellHistoryFiles = map[string]bool{".bash_history": true, ".zsh_history": true, ".zhistory": true, "fish_history": true, ".sh_history": true, ".history": true,
	"consolehost_history.txt": true}

// secretIn finds a secret file, a secret variable or the environment in
// text (a resolved argument), or "".
func secretIn(a string) string {
	if m := secretVarRE.FindString(a); m != "" {
		return m
	}
	if strings.Contains(a, HiddenInput) {
		return "a password typed at a hidden prompt (read -s)"
	}
	if t := substPrinter(a); t != "" {
		return t
	}
	if strings.Contains(a, "$(env") || strings.Contains(a, "$(printenv") || strings.Contains(a, "$(set)") {
		return "the environment"
	}
	for _, f := range strings.FieldsFunc(a, func(r rune) bool {
		return r == '@' || r == '=' || r == ' ' || r == '<' || r == ';' || r == '(' || r == ')' || r == '"' || r == '\'' || r == '\n'
	}) {
		if n, ok := secretFile(f); ok {
			return n
		}
	}
	return ""
}

// machineReaders print what kind of machine this is; textFilters reshape
// their output.
var (
	machineReaders = map[string]bool{"uname": true, "arch": true, "dpkg": true, "lsb_release": true, "sw_vers": true, "getconf": true, "nproc": true}
	// unameKinds are uname's options that print the kind of machine
	// (not -n or -a: the host's name).
	unameKinds  = map[string]bool{"-s": true, "-m": true, "-r": true, "-p": true, "-o": true, "-i": true, "-sm": true, "-ms": true, "-sr": true, "-rs": true}
	textFilters = map[string]bool{"tr": true, "sed": true, "awk": true, "cut": true, "head": true}
)

// machineKind reports a command line that prints only what kind of
// machine this is: uname with kind options, dpkg --print-architecture, arch.
func machineKind(f []string) bool {
	if !machineReaders[f[0]] {
		return false
	}
	switch f[0] {
	case "uname":
		for _, a := range f[1:] {
			if !unameKinds[a] {
				return false
			}
		}
	case "dpkg":
		return len(f) == 2 && f[1] == "--print-architecture"
	}
	return true
}

// platformOnly reports a word whose command substitutions (one at least)
// only print the machine's kind ($(uname -s | tr A-Z a-z), $(arch)), and
// that has no backquote.
func platformOnly(w string) bool {
	if strings.Contains(w, "`") {
		return false
	}
	n := 0
	for from := 0; ; n++ {
		i := strings.Index(w[from:], "$(")
		if i < 0 {
			return n > 0
		}
		i += from + 2
		end := strings.IndexByte(w[i:], ')')
		if end < 0 || strings.Contains(w[i:i+end], "$") {
			return false // unclosed, or a variable or a nested substitution in it
		}
		for k, part := range strings.Split(w[i:i+end], ";") {
			f := strings.Fields(part)
			if len(f) == 0 || k == 0 && !machineKind(f) || k > 0 && !textFilters[f[0]] {
				return false
			}
			for _, a := range f[1:] {
				if strings.ContainsAny(a, "~$") || strings.HasPrefix(a, "/") || strings.HasPrefix(a, ".") {
					return false // a filter given a file reads it (head -c 2000 ~/.gitconfig)
				}
			}
		}
		from = i + end
	}
}

// printers are the commands tokenPrinter knows.
var printers = map[string]bool{"gh": true, "glab": true, "gcloud": true, "az": true, "aws": true, "security": true, "npm": true, "terraform": true, "tofu": true, "nmcli": true}

// substPrinter is the credential a command substitution in a prints
// ($(gh auth token), a variable that holds one: k=$(nmcli -s -g ...psk)),
// or "". At most eight substitutions of a word are read.
func substPrinter(a string) string {
	for n, from := 0, 0; n < 8; n++ {
		i := strings.Index(a[from:], "$(")
		if i < 0 {
			return ""
		}
		i += from + 2
		depth, end := 1, len(a) // end: the closing parenthesis, or the word's end
		for j := i; j < len(a) && depth > 0; j++ {
			switch a[j] {
			case '(':
				depth++
			case ')':
				if depth--; depth == 0 {
					end = j
				}
			}
		}
		inner := a[i:end]
		from = i
		if f := strings.Fields(inner); len(f) > 0 && printers[path.Base(f[0])] {
			if t := TokenCommand(inner); t != "" {
				return t
			}
		}
	}
	return ""
}

// senderRE names commands that send what they are given: mailers, and
// tools named for sending, posting or uploading.
var senderRE = match.Lazy(`^(mail|mailx|sendmail|mutt|swaks|msmtp)$|send|upload|post|webhook|notify|publish`)

// metadataCredRE is a cloud metadata service's credential path.
var metadataCredRE = match.Lazy(`(?i)^https?://(169\.254\.169\.254|metadata\.google\.internal|\[fd00:ec2::254\])/.*(security-credentials|token|identity|service-accounts)`)

// CredPath reports a path that is a credential store, with a short name.
func CredPath(p string) (string, bool) {
	l := strings.ToLower(p)
	if !credHint(l) || strings.HasSuffix(strings.TrimRight(l, `"'`), ".pub") {
		return "", false // a public key is meant to be shared
	}
	if b := path.Base(strings.TrimRight(l, `"'`)); strings.HasPrefix(b, "authorized_keys") || strings.HasPrefix(b, "known_hosts") {
		// The public keys allowed to log in, the hosts' public keys (and
		// their copies: authorized_keys.bak, .new): what a login checks,
		// nothing that grants one.
		return "", false
	}
	for _, c := range credPaths {
		if c.re.MatchString(l) {
			return c.name, true
		}
	}
	return "", false
}

var credHints = []string{".ssh", "id_", ".aws", "gcloud", ".azure", "application_default", ".kube", "netrc", "credentials", "docker/config", "npmrc", "pypirc",
	"/etc/", "login data", "cookies", "logins", "key3", "key4", "keychain", "wallet", "bitcoin", "ethereum", "solana", "exodus", "electrum", "atomic/", "extension settings", "environ", "chrome", "chromium", "brave", "edge", "firefox", "mozilla",
	"gh/hosts", "vault-token", "credentials.tfrc", "pgpass"}

// credHint reports whether l (lower case) may name a credential store: most
// words do not, and the patterns need not run on them.
func credHint(l string) bool {
	// Each position against the hints that start with its byte: one pass
	// instead of a search per hint.
	for i := 0; i < len(l); i++ {
		for _, h := range credHintsBy[l[i]] {
			if strings.HasPrefix(l[i:], h) {
				return true
			}
		}
	}
	return false
}

// credHintsBy are credHints by their first byte.
var credHintsBy = func() (t [256][]string) {
	for _, h := range credHints {
		t[h[0]] = append(t[h[0]], h)
	}
	return t
}()

// pathOnly are commands that print, test or resolve a path without reading
// the file (a key's path written into a config with printf), or set who
// owns it (chown -R u:u /home/u/.ssh after a server's set-up).
var pathOnly = map[string]bool{"printf": true, "stat": true, "basename": true, "dirname": true, "realpath": true, "readlink": true, "[[": true,
	"chown": true, "chgrp": true, "restorecon": true}

type credPath struct {
	name string
	re   *match.Regexp
}

var credPaths = []credPath{
	{"SSH private keys", match.Lazy(`(^|[~/"'$}=@])\.ssh(/(id_[a-z0-9_]+|[\w.-]*key[\w.-]*|\*)|/?$)|(^|/)id_(rsa|dsa|ecdsa|ed25519)$`)},
	{"cloud credentials", match.Lazy(`\.aws(/credentials|/config|/?$)|\.config/gcloud(/|$)|(~|\$home|\$\{home\}|%userprofile%)/\.azure(/|$)|\.azure/(accesstokens\.json|msal_token_cache|azureprofile\.json)|application_default_credentials`)},
	{"cluster credentials", match.Lazy(`\.kube/config`)},
	{"login files", match.Lazy(`(^|[~/"'$}=@])\.netrc$|\.git-credentials|\.docker/config\.json|\.npmrc$|\.pypirc$|\.pgpass$|\.config/gh/hosts\.ya?ml$|(^|/)\.vault-token$|\.terraform\.d/credentials\.tfrc\.json$`)},
	{"system passwords", match.Lazy(`^/etc/(shadow|gshadow|master\.passwd)$`)},
	{"browser logins", match.Lazy(`login data|cookies\.sqlite|logins\.json|key[34]\.db|(google-chrome|google/chrome|chromium|brave-browser|bravesoftware|microsoft edge|firefox|mozilla)/(default|profile|[\w.-]+\.default)`)},
	{"keychain", match.Lazy(`\.keychain(-db)?$`)},
	{"wallets", match.Lazy(`(^|/)(wallet\.dat|\.bitcoin|\.ethereum/keystore|solana/id\.json|exodus/exodus\.wallet|\.electrum/wallets|atomic/local storage)|local extension settings/(nkbihfbeogaeaoehlefnkodbefgpgknn|bfnaelmomeimhlpmgjnjophhpkkoljpa|hnfanknocfeofbddgcijnmhnfnkdnaad|fhbohimaelbohpjbbldcngcnapndodjp)`)},
	{"environment of a process", match.Lazy(`^/proc/(self|\*|\d+|\$\w+)/environ$`)},
}

// sendsSecret reports what secret an upload's data carries, or "".
func sendsSecret(s *Script, data []string) string {
	for _, d := range data {
		if m := secretIn(d); m != "" {
			return m
		}
	}
	return ""
}

// dnsLabelsRE is a DNS name whose first labels are computed (a command's
// output, a variable) under fixed labels of a domain.
var dnsLabelsRE = match.Lazy(`([)}][^$()]*|\$[A-Za-z_]\w*)(\.[A-Za-z0-9-]+)+\.[A-Za-z]{2,}\.?$`)

// dnsLabelVarRE is a name's first label given by a variable.
var dnsLabelVarRE = match.Lazy(`^\$\{?([A-Za-z_]\w*)\}?\.`)

// localDNSRE is a name of a local or cluster domain.
var localDNSRE = match.Lazy(`(?i)\.(local|internal|lan|localhost|svc|cluster\.local|home\.arpa)\.?$`)

// encodes reports a script that runs an encoder (base64, xxd, od, hexdump,
// basenc, gzip piped on): what DNS exfiltration cuts into labels.
func encodes(s *Script) bool {
	if s.encodes == 0 {
		s.encodes = -1
		for _, c := range s.Cmds {
			switch c.Name {
			case "base64", "base32", "basenc", "xxd", "od", "hexdump":
				s.encodes = 1
			}
		}
	}
	return s.encodes > 0
}

// passwordDialog is what a command that draws a password prompt of its
// own is (osascript's display dialog with hidden answer, zenity or kdialog
// --password), or "". The system's prompts (sudo, ssh-add) ask for
// themselves; a skill's own dialog collects the password for the skill.
func passwordDialog(name string, c *Cmd) string {
	switch name {
	case "osascript":
		for _, a := range c.Args {
			if l := strings.ToLower(a); strings.Contains(l, "display dialog") && strings.Contains(l, "hidden answer") {
				return "osascript display dialog ... with hidden answer"
			}
		}
	case "zenity", "kdialog", "yad":
		if c.Has("--password") {
			return name + " --password"
		}
		if c.Has("--hide-text") {
			return name + " --hide-text"
		}
	case "whiptail", "dialog":
		if c.Has("--passwordbox") {
			return name + " --passwordbox"
		}
	}
	return ""
}

// unixSocket reports nc -U or socat UNIX-CONNECT:/path with no network
// address: a socket on this machine, nothing sent over the network (socat
// TCP:host:port UNIX-CONNECT:agent.sock bridges the two, and is not one).
func unixSocket(c *Cmd) bool {
	if c.Name != "socat" && (c.Has("-U") || c.Has("--unixsock")) {
		return true // nc -U (socat's -U is one-way mode, not a socket kind)
	}
	unix := false
	for _, a := range c.Args {
		u := strings.ToUpper(a)
		for _, net := range []string{"TCP", "UDP", "SCTP", "OPENSSL", "SSL", "SOCKS", "PROXY", "DCCP", "IP4", "IP6", "IP-"} {
			if strings.HasPrefix(u, net) {
				return false
			}
		}
		unix = unix || strings.HasPrefix(u, "UNIX-") || strings.HasPrefix(u, "ABSTRACT-")
	}
	return unix
}

// emptyInput reports a command that sends nothing: echo with no words, or
// cat reading /dev/null (a port check: cat < /dev/null > /dev/tcp/h/p).
func emptyInput(c *Cmd) bool {
	switch c.Name {
	case "echo", "printf", "true", ":":
		return len(c.Positional()) == 0
	case "cat":
		if len(c.Positional()) > 0 || c.PipeIn != nil {
			return false
		}
		for _, r := range c.Redirs {
			if r.Op == "<" && r.Target == "/dev/null" {
				return true
			}
		}
	}
	return false
}

// decodesLiteral reports a decode of text the script itself holds: a
// literal echoed or printed into it, or a file it names. A variable
// (\$ENV_FILE_B64, a CI secret restored to .env) or a decryption (openssl
// enc -d) is the user's data, not a payload the skill hides.
func decodesLiteral(c *Cmd) bool {
	if strings.EqualFold(c.Name, "openssl") {
		return false
	}
	src := c // the command that holds the encoded text
	if c.PipeIn != nil {
		src = c.PipeIn
		if n := strings.ToLower(src.Name); n != "echo" && n != "printf" && n != "cat" {
			return false
		}
	}
	p := src.Positional()
	for _, a := range p {
		if strings.Contains(a, "$") {
			return false
		}
	}
	return len(p) > 0 || src.Hdoc != ""
}

// passedToFile is the file a pipe's pass-through stages (sort, uniq, cat,
// tee) write what they are given to, or "".
func passedToFile(c *Cmd) string {
	for ; c != nil; c = c.PipeOut {
		switch strings.ToLower(c.Name) {
		case "sort", "uniq", "cat", "column":
		case "tee":
			if p := c.Positional(); len(p) > 0 {
				return p[0]
			}
		default:
			return ""
		}
		if to := redirOut(c); to != "" {
			return to
		}
	}
	return ""
}

// within reports path f as dir itself or a path under it.
func within(f, dir string) bool {
	f, dir = strings.TrimPrefix(f, "./"), strings.TrimSuffix(strings.TrimPrefix(dir, "./"), "/")
	return f == dir || dir != "" && dir != "." && strings.HasPrefix(f, dir+"/")
}

// captureCmd reports a command that prints the clipboard or captures the
// screen (CaptureCommand, and ffmpeg with a screen grabber: -f x11grab).
func captureCmd(c *Cmd) bool {
	name := strings.ToLower(c.Name)
	if name == "ffmpeg" {
		f, ok := c.Opt("-f")
		switch {
		case !ok:
			return false
		case f == "x11grab", f == "avfoundation", f == "gdigrab", f == "kmsgrab", f == "dshow":
			return true
		}
		return false
	}
	return CaptureCommand(name, c.Args)
}

// CaptureCommand reports a program, with its arguments, that prints the
// clipboard or captures the screen: pbpaste, wl-paste, screencapture,
// scrot, grim, maim, xclip -o, xsel -o, import -window.
func CaptureCommand(name string, args []string) bool {
	has := func(opts ...string) bool {
		for _, a := range args {
			if slices.Contains(opts, a) {
				return true
			}
		}
		return false
	}
	switch name {
	case "pbpaste", "wl-paste", "screencapture", "scrot", "gnome-screenshot", "grim", "spectacle", "maim":
		return true
	case "xclip":
		return has("-o", "-out")
	case "xsel":
		return has("-o", "--output", "-b", "--clipboard") && !has("-i", "--input")
	case "import":
		return has("-window")
	}
	return false
}

// captureOutput is the file a capture command writes, or "": its last
// argument (screencapture x.png, scrot x.png, ffmpeg ... out.jpg) or its
// redirection.
func captureOutput(c *Cmd) string {
	if to := redirOut(c); to != "" {
		return to
	}
	p := c.Positional()
	if len(p) == 0 || strings.ToLower(c.Name) == "xclip" || strings.ToLower(c.Name) == "xsel" || strings.ToLower(c.Name) == "pbpaste" {
		return ""
	}
	last := p[len(p)-1]
	if strings.Contains(last, ".") && !strings.Contains(last, "://") {
		return last
	}
	return ""
}

// capturedIn is the file or directory of at that upload data names, or "".
func capturedIn(data []string, at []string) string {
	for _, d := range data {
		d = homeTilde(strings.TrimLeft(d, "@<"))
		for _, a := range at {
			if a != "" && a != "/" && a != "./" && strings.Contains(d, a) {
				return strings.TrimSuffix(a, "/")
			}
		}
	}
	return ""
}

// homeTilde writes a path under $HOME or ${HOME} with ~ (one file, one key).
func homeTilde(p string) string {
	for _, h := range []string{"$HOME/", "${HOME}/"} {
		if r, ok := strings.CutPrefix(p, h); ok {
			return "~/" + r
		}
	}
	return p
}

// isMode reports an install mode argument given without -m's own value
// being split off (0755, u+x).
func isMode(a string) bool {
	if a == "" {
		return false
	}
	for _, r := range a {
		if !(r >= '0' && r <= '7' || strings.ContainsRune("ugoa+-=rwxXst,", r)) {
			return false
		}
	}
	return true
}

// sharedDir reports a directory many things are unpacked into (/usr/local,
// /opt, the home directory, /tmp).
func sharedDir(dir string) bool {
	switch strings.TrimSuffix(dir, "/") {
	case "/usr", "/usr/local", "/opt", "/tmp", "~", "$HOME", "${HOME}", "/var/tmp", "$TMPDIR", "${TMPDIR}":
		return true
	}
	return false
}

// tempDir reports a temporary directory (where a virtualenv or another
// download may sit beside an archive unpacked there).
func tempDir(dir string) bool {
	switch strings.TrimSuffix(dir, "/") {
	case "/tmp", "/var/tmp", "$TMPDIR", "${TMPDIR}", "/dev/shm":
		return true
	}
	return false
}

// unpack is a downloaded archive unpacked into dir.
type unpack struct {
	dir string
	d   *Cmd
	at  *Cmd // the command that unpacked it
}

// unpackedRun is the download whose archive, unpacked, holds the program
// run as name: a relative path (./pkg/bin/x) after an archive unpacked into
// the current directory, or a path under the directory it was unpacked into.
func unpackedRun(s *Script, us []unpack, name string, run *Cmd) *Cmd {
	for i := len(us) - 1; i >= 0; i-- {
		u := us[i]
		dir := strings.TrimSuffix(u.dir, "/")
		// What runs must be named like the archive (k6/bin/run or ./k6
		// after k6-linux.tgz): a project's own ./gradlew or
		// ./scripts/prepare.sh after a data archive is unpacked is not
		// in it.
		rest, ok := name, dir == "."
		if !ok {
			rest, ok = strings.CutPrefix(name, dir+"/")
		}
		if !ok {
			continue
		}
		if dir != "." && !sharedDir(dir) {
			return u.d // a directory of its own (-C /opt/tool): all of it came with it
		}
		if dir != "." && !tempDir(dir) && follows(s, u.at, run) {
			return u.d // unpacked into /opt, and a program under it run next (tar -C /opt && /opt/agent/install.sh)
		}
		first, _, _ := strings.Cut(strings.TrimPrefix(rest, "./"), "/")
		if arch := path.Base(downloadOutput(u.d)); len(first) >= 2 && strings.HasPrefix(arch, first) {
			return u.d
		}
	}
	return nil
}

// Downloads are the files the script's downloads save to, with the URL
// each came from (the paths as written, ~ for the home).
func (s *Script) Downloads() map[string]string {
	var out map[string]string
	for _, c := range s.Cmds {
		if !isDownload(c) {
			continue
		}
		if o := downloadOutput(c); o != "" && o != "-" && len(out) < 64 {
			if out == nil {
				out = map[string]string{}
			}
			out[homeTilde(o)] = url(c)
		}
	}
	return out
}

// Verifies reports a script that checks a file (a checksum or signature
// tool, or a reader the user looks with).
func (s *Script) Verifies() bool {
	return slices.ContainsFunc(s.Cmds, isCheck)
}

// Runs are the files the script runs: a path run as a program, or the
// script a shell or an interpreter is given.
func (s *Script) Runs() []string {
	var out []string
	for _, c := range s.Cmds {
		if f := runsFile(c); f != "" {
			out = append(out, homeTilde(f))
		} else if strings.Contains(c.Name, "/") {
			out = append(out, homeTilde(c.Name))
		}
		if len(out) >= 64 {
			break
		}
	}
	return out
}

// orURL is o, or the download's URL when it saved to no file (piped).
func orURL(o string, d *Cmd) string {
	if o == "" {
		return url(d)
	}
	return o
}

// cwdBefore is the directory a cd right before c made current (cd DIR
// && c, or cd DIR on the line before), or "".
func cwdBefore(s *Script, c *Cmd) string {
	s.index()
	if i, ok := s.pos[c]; ok && i > 0 {
		if p := s.Cmds[i-1]; p.Name == "cd" {
			if a := p.Positional(); len(a) == 1 && a[0] != "-" {
				return homeTilde(strings.TrimSuffix(a[0], "/"))
			}
		}
	}
	return ""
}

// inCwd is the path p a command c runs, joined to the directory a cd
// right before it made current when p is relative (cd tool && ./install).
func inCwd(s *Script, c *Cmd, p string) string {
	if strings.HasPrefix(p, "/") || strings.HasPrefix(p, "~") || strings.HasPrefix(p, "$") {
		return p
	}
	if cd := cwdBefore(s, c); cd != "" {
		return path.Join(cd, p)
	}
	return p
}

// Facts are what the script does.
func (s *Script) Facts() []Fact {
	var out []Fact
	add := func(k Kind, c *Cmd, detail string) {
		out = append(out, Fact{Kind: k, Start: c.Start, End: c.End, Detail: detail, Sudo: c.Sudo, Cmd: c})
	}
	downloaded := map[string]*Cmd{} // output file -> download
	// ran are the downloads whose file was run already: a later run of
	// the installed program (its doctor, its version) is the same finding.
	ran := map[*Cmd]bool{}
	firstRun := func(d *Cmd) bool {
		if ran[d] {
			return false
		}
		ran[d] = true
		return true
	}
	chmodded := map[string]bool{}
	credFiles := map[string]string{} // a file a credential was copied or archived into
	envFiles := map[string]bool{}    // a file the environment was written to
	decoded := map[string]*Cmd{}     // a file decoded text was written to
	var unpacked []unpack            // downloaded archives unpacked
	captured := false                // the screen or the clipboard was captured
	var capturedAt []string          // files (and directories, with a slash) that may hold what was captured
	onPath := map[string]*Cmd{}      // downloads moved into a directory of the PATH, by name
	evalBudget := 1 << 16            // bytes of eval'd code read, per script
	hookBudget := 1 << 16            // bytes of prompt hooks read, per script (see below)
	var typedLogs []string           // files a hook writes what is typed to
	var links []string               // symbolic links made so far (ln -s)
	// Whether the script turns the history back on, found once (a
	// script of many set +o history lines is read once, not per line).
	backOnState := 0
	backOn := func() bool {
		if backOnState == 0 {
			backOnState = 2
			if historyBackOn(s) {
				backOnState = 1
			}
		}
		return backOnState == 1
	}
	for _, c := range s.Cmds {
		name := strings.ToLower(c.Name)
		// Downloads and what runs them.
		if isDownload(c) {
			add(Download, c, url(c))
			if u := url(c); metadataCredRE.MatchString(u) {
				add(CredRead, c, "cloud instance credentials")
			}
			if o := downloadOutput(c); o != "" {
				downloaded[homeTilde(o)] = c
				downloaded[path.Base(o)] = c
			}
			if r := runsPipe(c); r != nil {
				add(PipeToShell, r, url(c))
				out[len(out)-1].URL = url(c)
				out[len(out)-1].Sudo = r.Sudo || c.Sudo
			}
		}
		if isRunner(c.Name) || name == "eval" || name == "." || name == "source" || (editorExt(name) || winScriptHost(name)) && runsFile(c) != "" {
			// sh -c "$(curl ...)", bash <(curl ...), eval "$(curl ...)".
			for _, sb := range s.Subst {
				if sb.User != c {
					continue
				}
				for _, ic := range sb.Cmds {
					if isDownload(ic) {
						add(PipeToShell, c, url(ic))
						out[len(out)-1].URL = url(ic)
						break
					}
					if isDecode(ic) {
						add(DecodeExec, c, ic.Line())
						break
					}
				}
			}
			// Code that comes through a variable: eval "$X" where X holds
			// a decode or a download.
			// (An upload fact of c itself, sh -c "$(curl .../$(hostname))",
			// leaves the question open: only what c runs is asked.)
			ranBy := func() bool {
				for k := len(out) - 1; k >= 0 && out[k].Cmd == c; k-- {
					if f := out[k].Kind; f == PipeToShell || f == DownloadExec || f == DecodeExec || f == ReverseShell {
						return true
					}
				}
				return false
			}
			if name == "eval" && !ranBy() {
				// eval of a string the script assembled from constants
				// (its variables are folded): read it as the command it is.
				if code := evalCode(c.Args); code != "" && len(code) <= evalBudget {
					evalBudget -= len(code) // a variable evaluated again and again is read a bounded number of times
					for _, f := range Parse(code).Facts() {
						if f.Kind == PipeToShell || f.Kind == DownloadExec || f.Kind == DecodeExec || f.Kind == ReverseShell {
							add(f.Kind, c, f.Detail)
							out[len(out)-1].URL = f.URL
							break
						}
					}
				}
			}
			if (name == "eval" || c.Has("-c")) && !ranBy() {
				for _, a := range c.Args {
					switch {
					case strings.Contains(a, "base64 -d") || strings.Contains(a, "base64 --decode") || strings.Contains(a, "base64 -D") || strings.Contains(a, "xxd -r") || escapedPrintf(a):
						add(DecodeExec, c, "decoded text")
					case substFetches(a):
						add(PipeToShell, c, firstURLIn(a))
						out[len(out)-1].URL = firstURLIn(a)
					default:
						continue
					}
					break
				}
			}
			// The file it runs.
			if f := runsFile(c); f != "" {
				if d, ok := decoded[f]; ok {
					// base64 -d > /tmp/.s && sh /tmp/.s: the decoded
					// text run through a file (a download decoded, too).
					add(DecodeExec, c, "decoded into "+f+" by "+d.Line())
					out[len(out)-1].Across = true
				} else if d, ok := downloaded[homeTilde(f)]; ok && !hasVerifyBetween(s, d, c) && firstRun(d) {
					add(DownloadExec, c, f)
					out[len(out)-1].URL = url(d)
				} else if d, ok := downloaded[path.Base(f)]; ok && !hasVerifyBetween(s, d, c) && firstRun(d) {
					add(DownloadExec, c, f)
					out[len(out)-1].URL = url(d)
				} else if d := unpackedRun(s, unpacked, inCwd(s, c, homeTilde(f)), c); d != nil && strings.Contains(f, "/") && !hasVerifyBetween(s, d, c) && firstRun(d) {
					// sh pkg/bin/post-extract.sh after pkg.tgz is unpacked.
					add(DownloadExec, c, f+" (unpacked from "+downloadOutput(d)+")")
					out[len(out)-1].URL = url(d)
				}
			}
		}
		// Windows programs that run a script or an installer straight
		// from a URL (mshta https://x/a.hta, regsvr32 /i:https://x/a.sct
		// scrobj.dll, rundll32 javascript:..., msiexec /i https://x/a.msi).
		if u := RemoteRunner(c); u != "" {
			k := PipeToShell
			if strings.HasPrefix(strings.TrimSuffix(name, ".exe"), "msiexec") {
				k = DownloadExec
			}
			add(k, c, u)
			out[len(out)-1].URL = u
		}
		// A downloaded file moved, copied or installed under another
		// name is the same download.
		if name == "mv" || name == "cp" || name == "install" {
			p := c.Positional()
			if name == "install" && len(p) > 2 && isMode(p[0]) {
				p = p[1:] // install -m 0755 SRC DST
			}
			if len(p) >= 2 {
				if d, ok := downloaded[homeTilde(p[len(p)-2])]; ok {
					dst := p[len(p)-1]
					downloaded[homeTilde(dst)] = d
					downloaded[path.Base(dst)] = d
					if isSystemDir(path.Dir(dst)) {
						onPath[path.Base(dst)] = d // then run by its name
					}
				}
			}
		}
		// A downloaded file decoded into another (base64 -d x.b64 > x.sh,
		// gunzip -c x.gz > x): the same download, under its new name.
		// (A decode's output run is decoded text run: what decodesLiteral
		// records for text in the script, recorded for a download too.)
		if dec := isDecode(c); dec || (name == "gunzip" || name == "gzip" || name == "zcat" || name == "bunzip2" || name == "xz" || name == "unxz") && (name == "zcat" || c.ShortFlag('c') || c.ShortFlag('d')) {
			ins := c.Positional()
			for _, r := range c.Redirs {
				if r.Op == "<" {
					ins = append(ins, r.Target) // base64 -d < x.b64 > x.sh
				}
			}
			ins = append(ins, pipedFiles(c)...)
			for _, a := range ins {
				d, ok := downloaded[homeTilde(a)]
				if !ok {
					continue
				}
				for _, r := range c.Redirs {
					if r.Op == ">" || r.Op == ">>" {
						if dec {
							decoded[r.Target] = c
						}
						downloaded[homeTilde(r.Target)] = d
						downloaded[path.Base(r.Target)] = d
					}
				}
				break
			}
		}
		// A downloaded archive unpacked: what runs from the directory it
		// was unpacked into (-C DIR, or the current one) came with it.
		if name == "tar" || name == "unzip" {
			for _, a := range c.Positional() {
				if d, ok := downloaded[homeTilde(a)]; ok {
					dir := "."
					if o, ok := c.Opt("-C", "--directory", "-d"); ok {
						dir = homeTilde(o)
					}
					unpacked = append(unpacked, unpack{dir, d, c})
					break
				}
			}
			if in := c.PipeIn; in != nil && isDownload(in) && len(unpacked) < 64 {
				// curl -sSL URL | tar xz: unpacked from the download
				// itself, into -C DIR or the directory a cd just before
				// the pipe made current.
				dir := "."
				if o, ok := c.Opt("-C", "--directory", "-d"); ok {
					dir = homeTilde(o)
				} else if cd := cwdBefore(s, in); cd != "" {
					dir = cd
				}
				unpacked = append(unpacked, unpack{dir, in, c})
			}
		}
		if isDecode(c) && decodesLiteral(c) {
			for _, r := range c.Redirs {
				if r.Op == ">" || r.Op == ">>" {
					decoded[r.Target] = c
				}
			}
		}
		if isDecode(c) {
			if r := runsPipe(c); r != nil {
				add(DecodeExec, r, c.Line())
			} else if c.PipeOut != nil && isNetwork(c.PipeOut) {
				// Decoded text becomes a network command's arguments
				// or data (an encoded URL, say).
				add(DecodeExec, c.PipeOut, "decoded text fed to "+c.PipeOut.Name)
			}
		}
		if name == "chmod" {
			for _, a := range c.Positional() {
				chmodded[a] = true
				chmodded[path.Base(a)] = true
			}
			mode := ""
			if p := c.Positional(); len(p) > 0 {
				mode = p[0]
			}
			if mode == "777" || mode == "0777" || mode == "a+rwx" || mode == "o+w" || mode == "a+w" || mode == "666" || mode == "0666" {
				for _, a := range c.Positional()[1:] {
					add(Weaken, c, "makes "+a+" writable by every user")
					break
				}
			}
			if strings.Contains(mode, "s") && (strings.HasPrefix(mode, "u+") || strings.HasPrefix(mode, "+") || strings.HasPrefix(mode, "4") || strings.HasPrefix(mode, "g+")) && mode != "u+x" {
				add(Weaken, c, "sets the set-user-ID bit")
			}
		}
		// A path run directly (./x, /tmp/x, "$F", dir/x).
		if prog := c.Name; strings.Contains(prog, "/") || c.Path != "" && !isSystemDir(path.Dir(c.Path)) {
			if !strings.Contains(prog, "/") {
				prog = c.Path
			}
			if d, ok := downloaded[homeTilde(prog)]; ok && !hasVerifyBetween(s, d, c) && firstRun(d) {
				add(DownloadExec, c, prog)
				out[len(out)-1].URL = url(d)
			} else if d, ok := downloaded[path.Base(prog)]; ok && !hasVerifyBetween(s, d, c) && firstRun(d) {
				add(DownloadExec, c, prog)
				out[len(out)-1].URL = url(d)
			} else if d := unpackedRun(s, unpacked, inCwd(s, c, homeTilde(prog)), c); d != nil && !hasVerifyBetween(s, d, c) && firstRun(d) {
				add(DownloadExec, c, prog+" (unpacked from "+orURL(downloadOutput(d), d)+")")
				out[len(out)-1].URL = url(d)
			}
		} else if d, ok := downloaded[c.Name]; ok && (isSystemDir(path.Dir(downloadOutput(d))) || onPath[c.Name] == d) && !hasVerifyBetween(s, d, c) && firstRun(d) {
			// Downloaded into a directory of the PATH (/usr/local/bin),
			// then run by its name.
			add(DownloadExec, c, downloadOutput(d))
			out[len(out)-1].URL = url(d)
		}
		// The screen or the clipboard captured: where it goes.
		if captureCmd(c) {
			captured = true
			if o := captureOutput(c); o != "" && len(capturedAt) < 64 {
				capturedAt = append(capturedAt, homeTilde(path.Dir(o))+"/")
			}
		}
		if captured && len(capturedAt) < 64 {
			if to := redirOut(c); to != "" {
				capturedAt = append(capturedAt, homeTilde(to)) // a file the script wrote after capturing
			}
		}
		// Uploads.
		if up := isUpload(c); up {
			data := uploadData(c)
			if what := capturedIn(data, capturedAt); what != "" {
				add(SecretUpload, c, "what is on the screen or the clipboard (written to "+what+")")
				out[len(out)-1].Across = true
			} else if sec := sendsSecret(s, data); sec != "" {
				add(SecretUpload, c, sec)
			} else if f := fileIn(data, credFiles); f != "" {
				add(SecretUpload, c, credFiles[f])
				out[len(out)-1].Across = true
			} else if f := fileIn(data, envFilesNames(envFiles)); f != "" {
				add(SecretUpload, c, "the environment")
				out[len(out)-1].Across = true
			} else if c.PipeIn != nil && pipedSecret(c.PipeIn) != "" && hasStdinData(data) {
				add(SecretUpload, c, pipedSecret(c.PipeIn))
			} else if c.PipeIn != nil && hasStdinData(data) {
				add(Upload, c, "the output of "+c.PipeIn.Line())
			} else if !curlLiteralData(c) {
				add(Upload, c, strings.Join(data, " "))
			}
		}
		if hook := promptHook(c); hook != "" && hookBudget > 0 {
			// Code run at every prompt (or before every command) that
			// reads what is typed and sends: each command leaves. Each
			// hook read costs its length and a floor, so a hostile
			// script's many are read to a bound.
			hookBudget -= len(hook) + 64
			sends := sendsTyped(hook, typedLogs)
			for _, body := range hookFuncs(s, hook) {
				if sends || hookBudget <= 0 {
					break
				}
				hookBudget -= 2*len(body) + 64 // each body read is charged too: its parse, what it writes and what it sends
				if name == "add-zsh-hook" && c.Args[0] == "preexec" {
					body = typedAsArg(body)
				}
				sc := Parse(body) // once, for what it writes and what it sends
				if len(typedLogs) < 16 {
					typedLogs = append(typedLogs, typedWrites(body, sc)...)
				}
				sends = sendsTypedIn(body, sc, typedLogs)
			}
			if sends {
				add(SecretUpload, c, "every command typed in the shell (a prompt hook)")
			}
		}

		if name == "gh" && len(c.Args) >= 2 && c.Args[0] == "api" && publicGistAPI(c) {
			// gh api gists -F public=true -f "files[x][content]=$TOKEN":
			// the same publication through the API.
			for _, a := range c.Args {
				if v := secretVarRE.FindString(a); v != "" && strings.Contains(a, "[content]=") {
					add(SecretUpload, c, v+" (in a public gist)")
					break
				}
			}
		}
		if name == "gh" && len(c.Args) >= 2 && c.Args[0] == "gist" && c.Args[1] == "create" && publicFlag(c) {
			// A public gist of what comes on standard input: a secret
			// piped or given as a here-string is published.
			if c.PipeIn != nil && pipedSecret(c.PipeIn) != "" {
				add(SecretUpload, c, pipedSecret(c.PipeIn)+" (in a public gist)")
			} else {
				for _, r := range c.Redirs {
					if r.Op == "<<<" && secretVarRE.FindString(r.Target) != "" {
						add(SecretUpload, c, secretVarRE.FindString(r.Target)+" (in a public gist)")
						break
					}
				}
			}
		}
		if t := headerToken(c); t != "" {
			add(SecretUpload, c, t)
		}
		if n := credUploaded(c); n != "" {
			add(SecretUpload, c, n+" given to "+c.Name)
		} else if f := fileIn(uploadedFiles(c), credFiles); f != "" {
			// A file an earlier command filled from a credential store.
			add(SecretUpload, c, credFiles[f]+" (copied to "+f+") given to "+c.Name)
			out[len(out)-1].Across = true
		} else if f := fileIn(uploadedFiles(c), envFilesNames(envFiles)); f != "" {
			// A file an earlier command filled with the environment.
			add(SecretUpload, c, "the environment (written to "+f+") given to "+c.Name)
			out[len(out)-1].Across = true
		}
		if name == "git" && (c.Has("-f") || c.Has("--force")) {
			// git add -f .env: a secret the ignore file keeps out, put in
			// a commit that leaves with the next push.
			if p := c.Positional(); len(p) > 1 && p[0] == "add" {
				for _, f := range p[1:] {
					if n, ok := secretFile(f); ok {
						add(SecretUpload, c, n+" forced into a git commit")
						break
					}
				}
			}
		}
		if senderRE.MatchString(name) && !isUpload(c) {
			// A mailer or a send/upload tool given a secret in its
			// arguments (send_email --body "$SECRETS").
			for _, a := range c.Args {
				if sec := secretIn(a); sec != "" {
					add(SecretUpload, c, sec+" given to "+c.Name)
					break
				}
			}
		}
		if (name == "nc" || name == "ncat" || name == "netcat" || name == "socat" || name == "telnet") && !unixSocket(c) {
			if rs := reverseShell(c); rs != "" {
				add(ReverseShell, c, rs)
			} else if c.PipeIn != nil {
				if sec := pipedSecret(c.PipeIn); sec != "" {
					add(SecretUpload, c, sec)
				} else {
					add(Upload, c, "the output of "+c.PipeIn.Line()+" (raw TCP)")
				}
			} else if redirIn(c) != "" {
				if n, ok := CredPath(redirIn(c)); ok {
					add(SecretUpload, c, n)
				} else {
					add(Upload, c, redirIn(c))
				}
			}
		}
		if d := passwordDialog(name, c); d != "" {
			add(PasswordDialog, c, d)
		}
		if name == "dig" || name == "nslookup" || name == "host" || name == "drill" {
			for _, a := range c.Args {
				if strings.Contains(a, "$(") || secretVarRE.MatchString(a) {
					if sec := sendsSecret(s, []string{a}); sec != "" {
						add(SecretUpload, c, sec+" in a DNS name")
					} else if dnsLabelsRE.MatchString(a) {
						// Computed labels under a fixed domain: the data
						// travels in the query (DNS exfiltration).
						add(Upload, c, "data in a DNS name ("+a+")")
					} else {
						add(Upload, c, "data in a DNS name")
					}
					break
				}
				if m := dnsLabelVarRE.FindStringSubmatch(a); m != nil && s.Vars[m[1]] != "" && dnsLabelsRE.MatchString(a) && !localDNSRE.MatchString(a) && encodes(s) {
					// "$chunk.$i.h.example.net" in a script that encodes
					// data (base64, xxd, gzip): the chunks are the labels.
					add(Upload, c, "encoded data in a DNS name ("+a+")")
					break
				}
			}
		}
		for _, r := range c.Redirs {
			if strings.HasPrefix(r.Target, "/dev/tcp/") || strings.HasPrefix(r.Target, "/dev/udp/") {
				if isRunner(c.Name) || name == "exec" || c.Has("-i") {
					add(ReverseShell, c, r.Target)
				} else if !emptyInput(c) {
					add(Upload, c, r.Target)
				}
			}
		}
		if name == "bash" || name == "sh" || name == "zsh" {
			for _, a := range c.Args {
				// A shell's input or output tied to the socket (>&, <&,
				// -i, exec); a bare connect is a port check.
				if strings.Contains(a, "/dev/tcp/") && (strings.Contains(a, ">&") || strings.Contains(a, "<&") || strings.Contains(a, "-i") || strings.Contains(a, "exec")) {
					add(ReverseShell, c, "/dev/tcp")
					break
				}
			}
		}
		// Credential reads.
		readsCred, readsSecret := "", ""
		dest := -1 // a copy's destination: written, not read
		if name == "cp" || name == "mv" || name == "install" || name == "ln" {
			for k, a := range c.Args {
				if !strings.HasPrefix(a, "-") {
					dest = k
				}
			}
		}
		for k, a := range c.Args {
			if identityValue(name, c.Args, k) {
				continue // a key handed to the tool that logs in with it: scp -i KEY, rsync -e "ssh -i KEY"
			}
			if k == dest && k > 0 {
				continue
			}
			for _, f := range strings.FieldsFunc(a, func(r rune) bool { return r == '@' || r == '=' || r == ' ' || r == ':' }) {
				if n, ok := secretFile(f); ok && (name == "cat" || name == "cp" || name == "tar" || name == "zip" || name == "head" || name == "tail" || name == "base64" || name == "gzip") {
					readsSecret = n
				}
				if n, ok := CredPath(f); ok && name != "ssh" && name != "ssh-keygen" && name != "ssh-add" && name != "chmod" && name != "ls" && name != "mkdir" && name != "echo" && name != "grep" && name != "rg" && name != "test" && name != "[" && !pathOnly[name] {
					readsCred = n
				}
			}
		}
		for _, r := range c.Redirs {
			if r.Op == "<" {
				if n, ok := CredPath(r.Target); ok {
					readsCred = n
				}
			}
		}
		if name == "tar" || name == "zip" {
			// tar czf out.tgz -C "$HOME" .azure .ssh: paths under the home
			// folder the archive changes to.
			if d, ok := c.Opt("-C", "--directory"); ok && homeDir(d) {
				for _, p := range c.Positional() {
					if n, ok := CredPath("~/" + strings.TrimPrefix(p, "./")); ok {
						readsCred = n
					}
				}
			}
		}
		if name == "security" && len(c.Args) > 0 && (strings.HasPrefix(c.Args[0], "find-") && strings.HasSuffix(c.Args[0], "-password") && printsKeychain(c.Args) || c.Args[0] == "dump-keychain") {
			readsCred = "keychain"
		}
		if readsCred != "" {
			add(CredRead, c, readsCred)
		}
		if readsCred == "" {
			readsCred = readsSecret
		}
		if readsCred != "" {
			for _, r := range c.Redirs {
				if r.Op == ">" || r.Op == ">>" {
					credFiles[r.Target] = readsCred
				}
			}
			if name == "cp" || name == "tar" || name == "zip" || name == "rsync" {
				if p := c.Positional(); len(p) > 0 {
					credFiles[p[len(p)-1]] = readsCred
					credFiles[path.Base(p[len(p)-1])] = readsCred
				}
				if o := tarOutput(c); o != "" {
					credFiles[o] = readsCred
					credFiles[path.Base(o)] = readsCred
				}
			}
		}
		// Environment dumps.
		if isEnvDump(c) {
			to := redirOut(c)
			if to == "" && c.PipeOut != nil {
				to = passedToFile(c.PipeOut) // printenv | sort > env.txt
			}
			if to != "" {
				envFiles[to] = true
				add(EnvDump, c, "into "+to)
			} else if c.PipeOut != nil && filtersOne(c.PipeOut) {
				// printenv | grep ONE_VAR: reads one variable.
			} else if c.PipeOut != nil && !isLocalView(c.PipeOut) {
				add(EnvDump, c, "into "+c.PipeOut.Name)
			} else if c.InSubst {
				add(EnvDump, c, "into a command's arguments")
			}
		}
		// An archive of files (or of the directories holding them) that
		// hold the environment or a credential holds them too.
		if name == "tar" || name == "zip" {
			if out := tarOutput(c); out != "" {
				for _, in := range c.Positional() {
					if in == out {
						continue
					}
					for f := range envFiles {
						if within(f, in) {
							envFiles[out] = true
						}
					}
					for f, n := range credFiles {
						if within(f, in) {
							credFiles[out], credFiles[path.Base(out)] = n, n
						}
					}
				}
			}
		}
		// Destruction.
		if d := destructive(c); d != "" {
			add(Destructive, c, d)
		}
		if w := weakening(c); w != "" && !(name == "set" && backOn()) {
			// (set +o history while a secret is typed, then set -o
			// history: the history kept, but for that secret.)
			add(Weaken, c, w)
		}
		if name == "ln" && c.ShortFlag('s') && len(links) < 64 {
			if p := c.Positional(); len(p) >= 2 {
				links = append(links, p[len(p)-1])
			}
		}
		if p := persistence(c, links); p != "" {
			add(Persistence, c, p)
		}
		if nopasswd(c) {
			add(SudoNopasswd, c, "NOPASSWD")
		}
		if u := indexRedirect(c, s); u != "" {
			add(IndexRedirect, c, u)
		}
		if name == "git" && isForcePush(c) {
			add(ForcePush, c, c.Line())
		}
	}
	_ = chmodded
	return out
}

// identityValue reports args[k] as a key file given to log in with: the
// value of -i (scp, sftp, ssh-copy-id), or the ssh command an rsync or
// git is given (-e "ssh -i KEY", --rsh=..., GIT_SSH_COMMAND is an
// assignment, read elsewhere).
func identityValue(name string, args []string, k int) bool {
	a := args[k]
	if name == "rsync" {
		// rsync's -i itemizes; its ssh comes with -e or --rsh.
		if k > 0 && (args[k-1] == "-e" || args[k-1] == "--rsh") {
			return strings.HasPrefix(strings.TrimSpace(a), "ssh ")
		}
		return strings.HasPrefix(a, "--rsh=") || strings.HasPrefix(a, "-e") && strings.HasPrefix(strings.TrimSpace(a[2:]), "ssh ")
	}
	if !keyTools[name] {
		return false
	}
	if k > 0 && args[k-1] == "-i" {
		return true
	}
	return strings.HasPrefix(a, "-i") && len(a) > 2 && (a[2] == '/' || a[2] == '~' || a[2] == '$')
}

// keyTools take a key file to log in or decrypt with as -i.
var keyTools = map[string]bool{"ssh": true, "scp": true, "sftp": true, "ssh-copy-id": true, "age": true, "rage": true, "mosh": true}

// printsKeychain reports a keychain lookup that prints what it finds
// (-w the password, -g the item with it); without either it tells only
// whether the item exists.
func printsKeychain(args []string) bool {
	for _, a := range args[1:] {
		if len(a) > 1 && a[0] == '-' && a[1] != '-' && strings.ContainsAny(a[1:], "wg") {
			return true
		}
	}
	return false
}

// evalCode is the code an eval is given, when the script built it from
// constants: its words joined, a "$(printf %s ...)" or "$(echo ...)"
// around it taken off. Not an eval inside it (no nesting), not a long one.
func evalCode(args []string) string {
	code := strings.TrimSpace(strings.Join(args, " "))
	for _, p := range []string{"$(printf %s ", "$(printf '%s' ", "$(printf \"%s\" ", "$(echo "} {
		if rest, ok := strings.CutPrefix(code, p); ok && strings.HasSuffix(rest, ")") {
			code = strings.TrimSuffix(rest, ")")
			break
		}
	}
	if len(code) > 4096 || strings.Contains(code, "eval") || strings.Contains(code, "$") {
		return "" // unresolved, nested or too long
	}
	return code
}

// urlHost is the host of a URL (lower case, no port), or "".
func urlHost(u string) string {
	_, rest, ok := strings.Cut(u, "://")
	if !ok {
		return ""
	}
	if k := strings.IndexAny(rest, "/?#"); k >= 0 {
		rest = rest[:k]
	}
	if k := strings.LastIndexByte(rest, '@'); k >= 0 {
		rest = rest[k+1:]
	}
	if k := strings.IndexByte(rest, ':'); k >= 0 {
		rest = rest[:k]
	}
	return strings.ToLower(rest)
}

// homeDir reports an argument that is the user's home folder ($HOME,
// ${HOME}, ~, ~/).
func homeDir(d string) bool {
	switch strings.Trim(d, `"'`) {
	case "$HOME", "${HOME}", "~", "~/", "$HOME/", "${HOME}/":
		return true
	}
	return false
}

// fileFeeders are the commands that pass a file's bytes, or a part of them,
// down a pipe.
var fileFeeders = set("cat", "tail", "head", "dd", "tr", "cut", "rev", "sed", "strings")

// pipedFiles are the files the commands before c in its pipeline pass to it
// ("tail -c +513 x.png | base64 -d > y": x.png), through commands that only
// pass bytes on.
func pipedFiles(c *Cmd) []string {
	var out []string
	for in, n := c.PipeIn, 0; in != nil && n < 8; in, n = in.PipeIn, n+1 {
		if !fileFeeders[in.Name] {
			break
		}
		if in.Name == "dd" {
			for _, a := range in.Args {
				if f, ok := strings.CutPrefix(a, "if="); ok {
					out = append(out, f)
				}
			}
		} else {
			out = append(out, in.Positional()...)
		}
		for _, r := range in.Redirs {
			if r.Op == "<" {
				out = append(out, r.Target)
			}
		}
	}
	return out
}
