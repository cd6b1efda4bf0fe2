package shell

import (
	"path"
	"regexp"
	"strings"
)

// Kind is a kind of fact about what a script does.
type Kind int

// The facts the security rules use.
const (
	Download      Kind = iota // fetches a URL (Detail: the URL)
	PipeToShell               // a download's output runs in a shell or interpreter
	DownloadExec              // a downloaded file runs later in the script
	DecodeExec                // decoded text runs (base64 -d | sh, eval "$(... base64 -d)")
	Upload                    // sends local data to a host (Detail: what is sent)
	SecretUpload              // sends a credential, the environment or a credential file
	CredRead                  // reads a credential store (Detail: the path)
	EnvDump                   // prints every environment variable into a file, pipe or host
	Destructive               // deletes a home, root or system tree, wipes a disk
	Weaken                    // world-writable permissions, checks turned off
	Persistence               // makes something run again later
	SudoNopasswd              // grants passwordless sudo
	IndexRedirect             // installs packages from another index (Detail: the URL)
	ReverseShell              // hands a shell to a remote host
	ForcePush                 // rewrites or deletes a remote's history
)

var kindNames = [...]string{"download", "pipe-to-shell", "download-exec", "decode-exec", "upload", "secret-upload", "credential-read",
	"env-dump", "destructive", "weaken", "persistence", "sudo-nopasswd", "index-redirect", "reverse-shell", "force-push"}

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
}

var (
	shells       = set("sh", "bash", "zsh", "dash", "ksh", "fish", "ash", "mksh", "csh", "tcsh")
	interpreters = set("python", "python2", "python3", "node", "perl", "ruby", "php", "pwsh", "powershell", "powershell.exe", "iex", "Invoke-Expression", "deno", "bun", "osascript", "lua")
	downloaders  = set("curl", "wget", "iwr", "irm", "Invoke-WebRequest", "Invoke-RestMethod", "aria2c", "fetch", "http", "xh", "httpie", "lwp-download", "Start-BitsTransfer")
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

func isRunner(name string) bool {
	return shells[name] || interpreters[name] || interpreters[strings.ToLower(name)]
}

var urlRE = regexp.MustCompile(`(?i)\b(?:https?|ftp)://[^\s"'<>` + "`" + `]+`)

func firstURLIn(s string) string { return urlRE.FindString(s) }

// url is the first URL among a command's arguments.
func url(c *Cmd) string {
	for _, a := range c.Args {
		if m := urlRE.FindString(a); m != "" {
			return m
		}
	}
	return ""
}

func isDownload(c *Cmd) bool {
	if !downloaders[c.Name] && !downloaders[strings.ToLower(c.Name)] {
		return false
	}
	if c.Name == "curl" && isCurlUpload(c) {
		return false
	}
	return url(c) != "" || anyVar(c.Args)
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
			return path.Base(strings.SplitN(u, "?", 2)[0])
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
func uploadData(c *Cmd) []string {
	var out []string
	switch strings.ToLower(c.Name) {
	case "curl":
		for i := 0; i < len(c.Args); i++ {
			a := c.Args[i]
			take := a == "-d" || a == "-F" || a == "-T" || a == "--form" || a == "--upload-file" || a == "--json" ||
				(strings.HasPrefix(a, "--data") && !strings.Contains(a, "="))
			if take && i+1 < len(c.Args) {
				out = append(out, c.Args[i+1])
				i++
				continue
			}
			if strings.HasPrefix(a, "--data") && strings.Contains(a, "=") {
				out = append(out, a[strings.IndexByte(a, '=')+1:])
			} else if len(a) > 2 && a[0] == '-' && a[1] != '-' && (a[1] == 'd' || a[1] == 'F' || a[1] == 'T') {
				out = append(out, a[2:])
			}
		}
		if u := url(c); strings.Contains(u, "$(") || strings.Contains(u, "$") {
			out = append(out, u)
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
var secretVarRE = regexp.MustCompile(`(?i)\$[{(]?\s*[A-Z0-9_]*(TOKEN|SECRET|PASSWORD|PASSWD|API_?KEY|ACCESS_?KEY|PRIVATE_?KEY|_KEY\b|CREDENTIAL|AUTH|SESSION|COOKIE|DATABASE_URL)[A-Z0-9_]*\s*[})]?`)

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
	return "", false
}

// secretIn finds a secret file, a secret variable or the environment in
// text (a resolved argument), or "".
func secretIn(a string) string {
	if m := secretVarRE.FindString(a); m != "" {
		return m
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

// senderRE names commands that send what they are given: mailers, and
// tools named for sending, posting or uploading.
var senderRE = regexp.MustCompile(`^(mail|mailx|sendmail|mutt|swaks|msmtp)$|send|upload|post|webhook|notify|publish`)

// metadataCredRE is a cloud metadata service's credential path.
var metadataCredRE = regexp.MustCompile(`(?i)^https?://(169\.254\.169\.254|metadata\.google\.internal|\[fd00:ec2::254\])/.*(security-credentials|token|identity|service-accounts)`)

// CredPath reports a path that is a credential store, with a short name.
func CredPath(p string) (string, bool) {
	l := strings.ToLower(p)
	if !credHint(l) {
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
	"/etc/", "login data", "cookies", "logins", "key3", "key4", "keychain", "wallet", "bitcoin", "ethereum", "solana", "environ", "chrome", "chromium", "brave", "edge", "firefox", "mozilla"}

// credHint reports whether l (lower case) may name a credential store: most
// words do not, and the patterns need not run on them.
func credHint(l string) bool {
	for _, h := range credHints {
		if strings.Contains(l, h) {
			return true
		}
	}
	return false
}

type credPath struct {
	name string
	re   *regexp.Regexp
}

var credPaths = []credPath{
	{"SSH private keys", regexp.MustCompile(`(^|[~/"'$}=@])\.ssh(/(id_[a-z0-9_]+|[\w.-]*key[\w.-]*|\*)|/?$)|(^|/)id_(rsa|dsa|ecdsa|ed25519)$`)},
	{"cloud credentials", regexp.MustCompile(`\.aws(/credentials|/config|/?$)|\.config/gcloud(/|$)|(~|\$home|\$\{home\}|%userprofile%)/\.azure(/|$)|\.azure/(accesstokens\.json|msal_token_cache|azureprofile\.json)|application_default_credentials`)},
	{"cluster credentials", regexp.MustCompile(`\.kube/config`)},
	{"login files", regexp.MustCompile(`(^|[~/"'$}=@])\.netrc$|\.git-credentials|\.docker/config\.json|\.npmrc$|\.pypirc$`)},
	{"system passwords", regexp.MustCompile(`^/etc/(shadow|gshadow|master\.passwd)$`)},
	{"browser logins", regexp.MustCompile(`login data|cookies\.sqlite|logins\.json|key[34]\.db|(google-chrome|google/chrome|chromium|brave-browser|bravesoftware|microsoft edge|firefox|mozilla)/(default|profile|[\w.-]+\.default)`)},
	{"keychain", regexp.MustCompile(`\.keychain(-db)?$`)},
	{"wallets", regexp.MustCompile(`(^|/)(wallet\.dat|\.bitcoin|\.ethereum/keystore|solana/id\.json)`)},
	{"environment of a process", regexp.MustCompile(`^/proc/(self|\*|\d+|\$\w+)/environ$`)},
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

// Facts are what the script does.
func (s *Script) Facts() []Fact {
	var out []Fact
	add := func(k Kind, c *Cmd, detail string) {
		out = append(out, Fact{Kind: k, Start: c.Start, End: c.End, Detail: detail, Sudo: c.Sudo, Cmd: c})
	}
	downloaded := map[string]*Cmd{} // output file -> download
	chmodded := map[string]bool{}
	credFiles := map[string]string{} // a file a credential was copied or archived into
	envFiles := map[string]bool{}    // a file the environment was written to
	for _, c := range s.Cmds {
		name := strings.ToLower(c.Name)
		// Downloads and what runs them.
		if isDownload(c) {
			add(Download, c, url(c))
			if u := url(c); metadataCredRE.MatchString(u) {
				add(CredRead, c, "cloud instance credentials")
			}
			if o := downloadOutput(c); o != "" {
				downloaded[o] = c
				downloaded[path.Base(o)] = c
			}
			if r := runsPipe(c); r != nil {
				add(PipeToShell, r, url(c))
				out[len(out)-1].URL = url(c)
				out[len(out)-1].Sudo = r.Sudo || c.Sudo
			}
		}
		if isRunner(c.Name) || name == "eval" || name == "." || name == "source" {
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
			if (name == "eval" || c.Has("-c")) && (len(out) == 0 || out[len(out)-1].Cmd != c) {
				for _, a := range c.Args {
					switch {
					case strings.Contains(a, "base64 -d") || strings.Contains(a, "base64 --decode") || strings.Contains(a, "base64 -D") || strings.Contains(a, "xxd -r"):
						add(DecodeExec, c, "decoded text")
					case strings.Contains(a, "$(curl") || strings.Contains(a, "$(wget") || strings.Contains(a, "$(iwr") || strings.Contains(a, "$(irm"):
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
				if d, ok := downloaded[f]; ok && !hasVerifyBetween(s, d, c) {
					add(DownloadExec, c, f)
					out[len(out)-1].URL = url(d)
				} else if d, ok := downloaded[path.Base(f)]; ok && !hasVerifyBetween(s, d, c) {
					add(DownloadExec, c, f)
					out[len(out)-1].URL = url(d)
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
		// A path run directly (./x, /tmp/x, "$F").
		if strings.Contains(c.Name, "/") {
			if d, ok := downloaded[c.Name]; ok && !hasVerifyBetween(s, d, c) {
				add(DownloadExec, c, c.Name)
				out[len(out)-1].URL = url(d)
			} else if d, ok := downloaded[path.Base(c.Name)]; ok && !hasVerifyBetween(s, d, c) {
				add(DownloadExec, c, c.Name)
				out[len(out)-1].URL = url(d)
			}
		}
		// Uploads.
		if up := isUpload(c); up {
			data := uploadData(c)
			if sec := sendsSecret(s, data); sec != "" {
				add(SecretUpload, c, sec)
			} else if f := fileIn(data, credFiles); f != "" {
				add(SecretUpload, c, credFiles[f])
			} else if f := fileIn(data, envFilesNames(envFiles)); f != "" {
				add(SecretUpload, c, "the environment")
			} else if c.PipeIn != nil && pipedSecret(c.PipeIn) != "" && hasStdinData(data) {
				add(SecretUpload, c, pipedSecret(c.PipeIn))
			} else if c.PipeIn != nil && hasStdinData(data) {
				add(Upload, c, "the output of "+c.PipeIn.Line())
			} else {
				add(Upload, c, strings.Join(data, " "))
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
		if name == "nc" || name == "ncat" || name == "netcat" || name == "socat" || name == "telnet" {
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
		if name == "dig" || name == "nslookup" || name == "host" || name == "drill" {
			for _, a := range c.Args {
				if strings.Contains(a, "$(") || secretVarRE.MatchString(a) {
					if sec := sendsSecret(s, []string{a}); sec != "" {
						add(SecretUpload, c, sec+" in a DNS name")
					} else {
						add(Upload, c, "data in a DNS name")
					}
					break
				}
			}
		}
		for _, r := range c.Redirs {
			if strings.HasPrefix(r.Target, "/dev/tcp/") || strings.HasPrefix(r.Target, "/dev/udp/") {
				if isRunner(c.Name) || name == "exec" || c.Has("-i") {
					add(ReverseShell, c, r.Target)
				} else {
					add(Upload, c, r.Target)
				}
			}
		}
		if name == "bash" || name == "sh" || name == "zsh" {
			for _, a := range c.Args {
				if strings.Contains(a, "/dev/tcp/") {
					add(ReverseShell, c, "/dev/tcp")
					break
				}
			}
		}
		// Credential reads.
		readsCred, readsSecret := "", ""
		for _, a := range c.Args {
			for _, f := range strings.FieldsFunc(a, func(r rune) bool { return r == '@' || r == '=' || r == ' ' || r == ':' }) {
				if n, ok := secretFile(f); ok && (name == "cat" || name == "cp" || name == "tar" || name == "zip" || name == "head" || name == "tail" || name == "base64" || name == "gzip") {
					readsSecret = n
				}
				if n, ok := CredPath(f); ok && name != "ssh" && name != "ssh-keygen" && name != "ssh-add" && name != "chmod" && name != "ls" && name != "mkdir" && name != "echo" && name != "grep" && name != "rg" && name != "test" && name != "[" {
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
		if name == "security" && len(c.Args) > 0 && (strings.HasPrefix(c.Args[0], "find-") && strings.HasSuffix(c.Args[0], "-password") || c.Args[0] == "dump-keychain") {
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
			if c.PipeOut != nil && filtersOne(c.PipeOut) {
				// printenv | grep ONE_VAR: reads one variable.
			} else if to := redirOut(c); to != "" {
				envFiles[to] = true
				add(EnvDump, c, "into "+to)
			} else if c.PipeOut != nil && !isLocalView(c.PipeOut) {
				add(EnvDump, c, "into "+c.PipeOut.Name)
			} else if c.InSubst {
				add(EnvDump, c, "into a command's arguments")
			}
		}
		// Destruction.
		if d := destructive(c); d != "" {
			add(Destructive, c, d)
		}
		if w := weakening(c); w != "" {
			add(Weaken, c, w)
		}
		if p := persistence(c); p != "" {
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

// tarOutput is the archive a tar or zip command writes, or "".
func tarOutput(c *Cmd) string {
	if c.Name == "zip" {
		if p := c.Positional(); len(p) > 0 {
			return p[0]
		}
		return ""
	}
	for i, a := range c.Args {
		flags := strings.TrimPrefix(a, "-")
		if i > 1 || strings.HasPrefix(a, "--") || flags == "" || strings.Trim(flags, "cxzvfjJtrup") != "" {
			continue
		}
		if strings.Contains(flags, "c") && strings.HasSuffix(flags, "f") && i+1 < len(c.Args) {
			return c.Args[i+1]
		}
	}
	if o, ok := c.Opt("--file"); ok {
		return o
	}
	return ""
}

func envFilesNames(m map[string]bool) map[string]string {
	out := map[string]string{}
	for k := range m {
		out[k] = "the environment"
		out[path.Base(k)] = "the environment"
	}
	return out
}

// fileIn finds a file of files named in upload data ("@f", "f=@f", "f").
func fileIn(data []string, files map[string]string) string {
	for _, d := range data {
		for _, f := range strings.FieldsFunc(d, func(r rune) bool { return r == '@' || r == '=' || r == ' ' || r == '<' || r == ';' }) {
			if _, ok := files[f]; ok {
				return f
			}
			if _, ok := files[path.Base(f)]; ok && strings.Contains(f, "/") {
				return path.Base(f)
			}
		}
	}
	return ""
}

func hasStdinData(data []string) bool {
	for _, d := range data {
		if d == "@-" || strings.HasSuffix(d, "=@-") || d == "-" {
			return true
		}
	}
	return len(data) == 0
}

// pipedSecret is the secret a command's output carries, or "".
func pipedSecret(c *Cmd) string {
	for k := 0; c != nil && k < 8; k, c = k+1, c.PipeIn {
		if isEnvDump(c) {
			return "the environment"
		}
		for _, a := range c.Args {
			if c.Name == "echo" || c.Name == "printf" || c.Name == "cat" || c.Name == "tar" || c.Name == "base64" || c.Name == "gzip" || c.Name == "zip" {
				if m := secretIn(a); m != "" {
					return m
				}
				if c.Name == "echo" || c.Name == "printf" {
					if l := strings.ToLower(a); strings.Contains(l, "credential") || strings.Contains(l, "password") || strings.Contains(l, "secret") || strings.Contains(l, "token=") {
						return "credentials"
					}
				}
			} else if n, ok := CredPath(a); ok {
				return n
			}
		}
		for _, r := range c.Redirs {
			if r.Op == "<" {
				if n, ok := CredPath(r.Target); ok {
					return n
				}
			}
		}
	}
	return ""
}

func isUpload(c *Cmd) bool {
	switch strings.ToLower(c.Name) {
	case "curl":
		if isCurlUpload(c) {
			return true
		}
		if u := url(c); u != "" && strings.Contains(u, "$(") {
			return true
		}
	case "wget":
		for _, a := range c.Args {
			if strings.HasPrefix(a, "--post-") || strings.HasPrefix(a, "--body-") {
				return true
			}
		}
	case "iwr", "invoke-webrequest", "irm", "invoke-restmethod":
		_, b := c.Opt("-Body", "-InFile", "-body", "-infile")
		return b
	}
	return false
}

// runsPipe is the runner a command's output reaches through a pipe
// (directly or through commands that pass it on), or nil.
func runsPipe(c *Cmd) *Cmd {
	for k, n := 0, c.PipeOut; n != nil && k < 8; k, n = k+1, n.PipeOut {
		name := strings.ToLower(n.Name)
		if isRunner(n.Name) || name == "eval" || name == "iex" || name == "invoke-expression" || (name == "source" || name == ".") && (len(n.Args) == 0 || n.Args[0] == "/dev/stdin" || n.Args[0] == "-") {
			// python -m json.tool, node -e "x" with its own code: the
			// input is data, not code.
			if (name == "python" || name == "python3") && (n.Has("-m") || n.Has("-c")) {
				return nil
			}
			if (name == "node" || name == "perl" || name == "ruby" || name == "php") && (n.Has("-e") || n.Has("-p") || n.Has("-ne") || n.Has("-pe")) {
				return nil
			}
			if shells[name] && len(n.Positional()) > 0 && n.Positional()[0] != "-" && !n.Has("-s") {
				// bash script.sh reads its own script, not the pipe.
				return nil
			}
			return n
		}
		if !passThrough[name] {
			return nil
		}
	}
	return nil
}

// runsFile is the script file a runner runs, or "".
func runsFile(c *Cmd) string {
	name := strings.ToLower(c.Name)
	p := c.Positional()
	if len(p) == 0 || c.Has("-c") || c.Has("-e") || c.Has("-m") {
		return ""
	}
	if name == "." || name == "source" || isRunner(c.Name) {
		return p[0]
	}
	return ""
}

func isDecode(c *Cmd) bool {
	name := strings.ToLower(c.Name)
	switch name {
	case "base64", "base32", "basenc":
		return c.Has("-d") || c.Has("--decode") || c.Has("-D")
	case "xxd":
		return c.ShortFlag('r')
	case "openssl":
		return c.Has("base64") && c.Has("-d") || c.Has("enc") && c.Has("-d")
	}
	return false
}

// hasVerifyBetween reports a checksum or signature check between a
// download and the command that runs it.
func hasVerifyBetween(s *Script, d, run *Cmd) bool {
	in := false
	for _, c := range s.Cmds {
		if c == d {
			in = true
			continue
		}
		if c == run {
			return false
		}
		if !in {
			continue
		}
		switch strings.ToLower(c.Name) {
		case "sha256sum", "sha512sum", "shasum", "gpg", "gpgv", "cosign", "minisign", "md5sum", "sha1sum", "openssl", "get-filehash", "slsa-verifier",
			"less", "more", "cat", "vi", "vim", "nano", "bat", "view":
			return true
		}
	}
	return false
}

func isEnvDump(c *Cmd) bool {
	name := strings.ToLower(c.Name)
	switch name {
	case "env", "printenv":
		return len(c.Positional()) == 0
	case "set":
		return len(c.Args) == 0
	case "export":
		return len(c.Args) == 1 && c.Args[0] == "-p"
	case "declare", "typeset":
		return len(c.Args) == 1 && (c.Args[0] == "-x" || c.Args[0] == "-p")
	case "cat", "strings", "xargs":
		for _, a := range c.Args {
			if n, ok := CredPath(a); ok && n == "environment of a process" {
				return true
			}
		}
	case "get-childitem", "gci", "dir", "ls":
		for _, a := range c.Args {
			if strings.EqualFold(a, "env:") || strings.EqualFold(a, "env:*") {
				return true
			}
		}
	}
	return false
}

// filtersOne reports a grep/findstr/Select-String for one pattern (not an
// alternation of secret words).
func filtersOne(c *Cmd) bool {
	name := strings.ToLower(c.Name)
	if name != "grep" && name != "rg" && name != "egrep" && name != "findstr" && name != "select-string" && name != "awk" && name != "sed" && name != "head" && name != "wc" && name != "sort" && name != "cut" {
		return false
	}
	if name == "sort" || name == "wc" || name == "head" || name == "cut" {
		return c.PipeOut == nil || filtersOne(c.PipeOut) || isLocalView(c.PipeOut)
	}
	for _, a := range c.Positional() {
		l := strings.ToLower(a)
		if strings.Contains(l, "key|") || strings.Contains(l, "token|") || strings.Contains(l, "secret") && strings.Contains(l, "|") || strings.Contains(l, "pass") && strings.Contains(l, "|") {
			return false
		}
	}
	if c.PipeOut != nil {
		return !isNetwork(c.PipeOut)
	}
	for _, r := range c.Redirs {
		if r.Op == ">" || r.Op == ">>" {
			return false
		}
	}
	return true
}

func isNetwork(c *Cmd) bool {
	n := strings.ToLower(c.Name)
	return downloaders[n] || n == "nc" || n == "ncat" || n == "netcat" || n == "socat" || n == "ssh" || n == "scp"
}

func isLocalView(c *Cmd) bool {
	switch strings.ToLower(c.Name) {
	case "less", "more", "sort", "head", "wc", "column", "cut", "tail", "bat":
		return c.PipeOut == nil || isLocalView(c.PipeOut)
	}
	return false
}

func redirOut(c *Cmd) string {
	for _, r := range c.Redirs {
		if (r.Op == ">" || r.Op == ">>" || r.Op == "&>" || r.Op == "&>>") && r.Target != "/dev/null" && !strings.HasPrefix(r.Target, "&") {
			return r.Target
		}
	}
	return ""
}

func redirIn(c *Cmd) string {
	for _, r := range c.Redirs {
		if r.Op == "<" {
			return r.Target
		}
	}
	return ""
}

func reverseShell(c *Cmd) string {
	name := strings.ToLower(c.Name)
	if name == "socat" {
		for _, a := range c.Args {
			l := strings.ToLower(a)
			if strings.HasPrefix(l, "exec:") || strings.HasPrefix(l, "system:") {
				return "socat " + a
			}
		}
		return ""
	}
	if v, ok := c.Opt("-e", "-c", "--exec", "--sh-exec"); ok && (shells[path.Base(v)] || strings.Contains(v, "sh") || strings.Contains(strings.ToLower(v), "cmd")) {
		return name + " -e " + v
	}
	if c.PipeOut != nil && shells[c.PipeOut.Name] {
		return name + " | " + c.PipeOut.Name
	}
	if c.PipeIn != nil && c.PipeIn.PipeIn != nil && shells[c.PipeIn.Name] {
		return "fifo shell"
	}
	if c.PipeIn != nil && shells[c.PipeIn.Name] && c.PipeIn.Has("-i") {
		return c.PipeIn.Name + " -i | " + name
	}
	return ""
}

// Home and system roots a recursive delete must not target.
func dangerousTarget(t string) string {
	t = strings.TrimSpace(t)
	clean := strings.TrimRight(t, "/")
	clean = strings.TrimSuffix(strings.TrimSuffix(clean, "/*"), "/.*")
	switch clean {
	case "", "/*":
		if t != "" {
			return "the root of the file system"
		}
	case "~", "$HOME", "${HOME}", "~/*":
		return "the home directory"
	case ".", "*", "..":
		return ""
	case "/etc", "/usr", "/bin", "/boot", "/var", "/lib", "/home", "/Users", "/System", "/opt", "/root", "/sbin", "/var/lib", "/var/log", "/Library", "/Applications":
		return clean
	case "~/Documents", "~/Desktop", "~/Pictures", "~/.ssh", "~/.config", "$HOME/Documents", "$HOME/.ssh", "$HOME/.config", "~/Library", "~/.gnupg", "$HOME/Desktop":
		return clean
	case "C:", "C:\\", "C:\\Windows", "$env:USERPROFILE", "$env:HOMEPATH":
		return clean
	}
	if strings.HasPrefix(clean, "/var/log/") && (strings.HasSuffix(t, "/*") || !strings.Contains(clean[9:], ".")) {
		return "system logs"
	}
	return ""
}

func destructive(c *Cmd) string {
	name := strings.ToLower(c.Name)
	switch name {
	case "rm":
		if recursive := c.ShortFlag('r') || c.ShortFlag('R') || c.Has("--recursive"); !recursive && !c.ShortFlag('f') {
			return ""
		}
		for _, a := range c.Positional() {
			if d := dangerousTarget(a); d != "" {
				return "deletes " + d
			}
		}
	case "remove-item", "ri", "rmdir", "del":
		for _, a := range c.Positional() {
			if d := dangerousTarget(a); d != "" {
				return "deletes " + d
			}
		}
	case "find":
		if (c.Has("-delete") || c.Has("-exec") && strings.Contains(strings.Join(c.Args, " "), "rm ")) && len(c.Args) > 0 {
			if d := dangerousTarget(c.Args[0]); d != "" {
				return "deletes " + d
			}
		}
	case "shred", "wipe", "srm":
		for _, a := range c.Positional() {
			if strings.HasPrefix(a, "/dev/") || dangerousTarget(a) != "" {
				return "wipes " + a
			}
		}
	case "mkfs", "mkfs.ext4", "mkfs.ext3", "mkfs.xfs", "mkfs.vfat", "mkfs.ntfs", "mkfs.btrfs", "wipefs":
		return "formats a disk"
	case "dd":
		for _, a := range c.Args {
			if strings.HasPrefix(a, "of=/dev/") && !strings.HasPrefix(a, "of=/dev/null") {
				return "overwrites a disk"
			}
		}
	case "diskutil":
		if c.Has("eraseDisk") || c.Has("eraseVolume") || c.Has("zeroDisk") {
			return "erases a disk"
		}
	case "format-volume", "clear-disk":
		return "erases a disk"
	}
	for _, r := range c.Redirs {
		if (r.Op == ">" || r.Op == ">>") && (strings.HasPrefix(r.Target, "/dev/sd") || strings.HasPrefix(r.Target, "/dev/nvme") || strings.HasPrefix(r.Target, "/dev/disk")) {
			return "overwrites a disk"
		}
	}
	return ""
}

var securityServiceRE = regexp.MustCompile(`\b(firewalld|apparmor|auditd|falcon|crowdstrike|osqueryd|clamav|defender|sysmon|wazuh)`)

func weakening(c *Cmd) string {
	name := strings.ToLower(c.Name)
	line := strings.Join(c.Args, " ")
	switch name {
	case "setenforce":
		if c.Has("0") {
			return "turns SELinux off"
		}
	case "spctl":
		if c.Has("--master-disable") || c.Has("--global-disable") {
			return "turns Gatekeeper off"
		}
	case "csrutil":
		if c.Has("disable") {
			return "turns System Integrity Protection off"
		}
	case "ufw":
		if c.Has("disable") {
			return "turns the firewall off"
		}
	case "systemctl":
		if (c.Has("stop") || c.Has("disable") || c.Has("mask")) && securityServiceRE.MatchString(line) {
			return "stops a security service"
		}
	case "set-mppreference":
		if strings.Contains(strings.ToLower(line), "disable") {
			return "turns Windows Defender off"
		}
	case "xattr":
		if strings.Contains(line, "com.apple.quarantine") && (c.ShortFlag('d') || c.ShortFlag('r') || c.ShortFlag('c')) {
			return "removes the download quarantine"
		}
	case "git":
		if strings.Contains(line, "http.sslVerify false") || strings.Contains(line, "http.sslverify false") {
			return "turns TLS verification off"
		}
	case "history":
		if c.Has("-c") {
			return "clears the shell history"
		}
	case "unset":
		if c.Has("HISTFILE") {
			return "turns the shell history off"
		}
	case "iptables":
		if c.Has("-F") || strings.Contains(line, "-P INPUT ACCEPT") {
			return "opens the firewall"
		}
	case "auditctl":
		if c.Has("-D") || strings.Contains(line, "-e 0") {
			return "turns auditing off"
		}
	}
	for _, a := range c.Args {
		if strings.Contains(a, "StrictHostKeyChecking=no") || strings.Contains(a, "StrictHostKeyChecking no") {
			return "turns SSH host key checking off"
		}
		if strings.Contains(a, "UserKnownHostsFile=/dev/null") {
			return "throws SSH known hosts away"
		}
	}
	for _, r := range c.Redirs {
		if (r.Op == ">" || r.Op == ">>") && (strings.HasSuffix(r.Target, "_history") || strings.HasPrefix(r.Target, "/var/log/")) && (name == "echo" || name == "cat" || name == ":" || name == "true" || name == "printf") && len(c.Args) <= 1 {
			return "erases " + r.Target
		}
	}
	return ""
}

// Persistence locations.
var persistRE = regexp.MustCompile(`(?i)(^|/|~)\.(bashrc|zshrc|profile|bash_profile|zprofile|zshenv|bash_login|bash_logout|config/fish/config\.fish)$|authorized_keys2?$|^/etc/(cron\.(d|daily|hourly|weekly|monthly)/|crontab$|rc\.local$|profile\.d/|systemd/system/|init\.d/|ld\.so\.preload$|sudoers)|systemd/user/|/\.config/systemd/|Library/(LaunchAgents|LaunchDaemons)/|/var/spool/cron|\.git/hooks/|\.config/autostart/|Start Menu\\Programs\\Startup|CurrentVersion\\Run|\.claude/settings(\.local)?\.json$|\.claude/hooks/|^/etc/(resolv\.conf|hosts|environment|profile|bash\.bashrc|zshenv|pam\.d/|ssh/sshd_config)`)

// PersistPath reports a location whose contents run again later.
func PersistPath(p string) bool { return persistRE.MatchString(p) }

func persistence(c *Cmd) string {
	name := strings.ToLower(c.Name)
	switch name {
	case "crontab":
		if c.Has("-l") && len(c.Positional()) == 0 && !c.Has("-e") {
			return "" // a read
		}
		if c.Has("-r") {
			return ""
		}
		return "installs a cron job"
	case "systemctl":
		if c.Has("enable") {
			return "enables a service at boot"
		}
	case "launchctl":
		if c.Has("load") || c.Has("bootstrap") || c.Has("submit") {
			return "loads a launch agent"
		}
	case "schtasks":
		if c.Has("/create") || c.Has("/Create") {
			return "creates a scheduled task"
		}
	case "register-scheduledtask", "new-scheduledtask":
		return "creates a scheduled task"
	case "reg":
		if (c.Has("add") || c.Has("ADD")) && strings.Contains(strings.ToLower(strings.Join(c.Args, " ")), `currentversion\run`) {
			return "adds a Run key"
		}
	case "new-itemproperty", "set-itemproperty":
		if strings.Contains(strings.ToLower(strings.Join(c.Args, " ")), `currentversion\run`) {
			return "adds a Run key"
		}
	case "tee":
		for _, a := range c.Positional() {
			if PersistPath(a) {
				return "writes " + a
			}
		}
	case "cp", "mv", "ln", "install":
		if p := c.Positional(); len(p) >= 2 && PersistPath(p[len(p)-1]) {
			return "writes " + p[len(p)-1]
		}
	}
	for _, r := range c.Redirs {
		if (r.Op == ">" || r.Op == ">>") && PersistPath(r.Target) {
			return "writes " + r.Target
		}
	}
	return ""
}

func nopasswd(c *Cmd) bool {
	has := false
	for _, a := range c.Args {
		if strings.Contains(a, "NOPASSWD") {
			has = true
		}
	}
	if strings.Contains(c.Hdoc, "NOPASSWD") {
		has = true
	}
	if !has {
		return false
	}
	name := strings.ToLower(c.Name)
	if name == "tee" || name == "visudo" || name == "sed" {
		return true
	}
	for _, r := range c.Redirs {
		if strings.Contains(r.Target, "sudoers") {
			return true
		}
	}
	if c.PipeOut != nil && (c.PipeOut.Name == "tee" || c.PipeOut.Name == "visudo") {
		return true
	}
	return false
}

// indexRedirect is the index URL a package install is pointed at, or "".
func indexRedirect(c *Cmd, s *Script) string {
	name := strings.ToLower(c.Name)
	args := c.Args
	if (name == "python" || name == "python3") && len(args) >= 2 && args[0] == "-m" && (args[1] == "pip" || args[1] == "pip3") {
		name, args = "pip", args[2:]
	}
	if name == "uv" && len(args) > 0 && args[0] == "pip" {
		name, args = "pip", args[1:]
	}
	cc := &Cmd{Name: name, Args: args}
	switch name {
	case "pip", "pip3", "pipx", "uv", "poetry", "pdm":
		if len(args) > 0 && args[0] == "install" {
			for _, a := range args[1:] {
				if (strings.HasPrefix(a, "http://") || strings.HasPrefix(a, "https://")) && !strings.HasPrefix(a, "git+") {
					return a // a package straight from a URL
				}
			}
		}
		if v, ok := cc.Opt("--extra-index-url", "--index-url", "-i", "--find-links", "-f", "--trusted-host", "--default-index", "--index"); ok && (strings.Contains(v, "://") || strings.Contains(v, ".")) {
			return v
		}
		if len(args) >= 3 && args[0] == "config" && args[1] == "set" && strings.Contains(args[2], "index-url") {
			if len(args) > 3 {
				return args[3]
			}
			return args[2]
		}
	case "npm", "yarn", "pnpm", "npx", "bun":
		if v, ok := cc.Opt("--registry"); ok {
			return v
		}
		if len(args) >= 3 && args[0] == "config" && args[1] == "set" && (args[2] == "registry" || strings.HasSuffix(args[2], ":registry") || strings.HasPrefix(args[2], "registry=")) {
			if len(args) > 3 {
				return args[3]
			}
			return args[2]
		}
	case "gem":
		if v, ok := cc.Opt("--source", "--clear-sources"); ok {
			return v
		}
	case "export":
		for _, a := range args {
			if strings.HasPrefix(a, "PIP_INDEX_URL=") || strings.HasPrefix(a, "PIP_EXTRA_INDEX_URL=") || strings.HasPrefix(a, "NPM_CONFIG_REGISTRY=") || strings.HasPrefix(a, "npm_config_registry=") {
				return a[strings.IndexByte(a, '=')+1:]
			}
		}
	}
	return ""
}

func isForcePush(c *Cmd) bool {
	if len(c.Args) == 0 || c.Args[0] != "push" {
		return false
	}
	force := c.Has("--force") || c.Has("-f") || c.Has("--mirror") || c.Has("--delete") || c.Has("-d")
	for _, a := range c.Args[1:] {
		if strings.HasPrefix(a, "+") || strings.HasPrefix(a, ":") && len(a) > 1 {
			force = true
		}
	}
	return force
}
