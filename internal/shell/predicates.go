package shell

import (
	"path"
	"strings"
)

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
	// Flags apart: tar -c -z -f out.tgz dir, tar --create -f out.tgz.
	if c.Has("-c") || c.Has("--create") {
		if o, ok := c.Opt("-f"); ok {
			return o
		}
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
		if _, ok := files[d]; ok {
			return d // the whole argument (a name with a substitution in it holds spaces)
		}
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
		if captureCmd(c) {
			return "what is on the screen or the clipboard" // pbpaste | curl --data-binary @-
		}
		if t := tokenPrinter(c); t != "" {
			return t
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
// editorExt reports an editor whose command line installs extensions
// (VS Code and its forks).
func editorExt(name string) bool {
	switch name {
	case "code", "code-insiders", "codium", "vscodium", "code-oss", "code-server", "cursor", "windsurf", "positron", "trae", "kiro":
		return true
	}
	return false
}

func runsFile(c *Cmd) string {
	name := strings.ToLower(c.Name)
	if editorExt(name) {
		// An editor extension installed from a file: its code runs in
		// the editor with the user's rights.
		for i, a := range c.Args {
			v, ok := strings.CutPrefix(a, "--install-extension=")
			if !ok && a == "--install-extension" && i+1 < len(c.Args) {
				v, ok = c.Args[i+1], true
			}
			if ok && strings.HasSuffix(strings.ToLower(v), ".vsix") {
				return v // (of several, the first file)
			}
		}
		return ""
	}
	p := c.Positional()
	if len(p) == 0 || c.Has("-c") || c.Has("-e") || c.Has("-m") {
		return ""
	}
	if name == "." || name == "source" || isRunner(c.Name) {
		return p[0]
	}
	switch n := strings.TrimSuffix(name, ".exe"); {
	case winScriptHost(n) && n != "msiexec":
		// Windows' script hosts run the file they are given (an .hta,
		// a .vbs, a .js).
		return p[0]
	case n == "msiexec":
		for i, a := range c.Args {
			if l := strings.ToLower(a); (l == "/i" || l == "/package" || l == "-i") && i+1 < len(c.Args) {
				return c.Args[i+1]
			}
		}
	}
	return ""
}

// winScriptHost reports Windows' script hosts and installer (mshta,
// cscript, wscript, msiexec): each runs the file it is given.
func winScriptHost(name string) bool {
	switch strings.TrimSuffix(strings.ToLower(name), ".exe") {
	case "mshta", "cscript", "wscript", "msiexec":
		return true
	}
	return false
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
	case "rev":
		// Reversed text: nothing but hiding needs it before a shell.
		return true
	case "printf":
		// Character escapes (printf '\x63\x75...'): spelled out to hide.
		// Or a format read from a file (printf "$(cat x.dat)"): its
		// escapes are decoded the same way, out of every reader's sight.
		p := c.Positional()
		return len(p) > 0 && (spelledOut(p[0]) || (strings.HasPrefix(p[0], "$(") || strings.HasPrefix(p[0], "`")) && (strings.Contains(p[0], "cat ") || strings.HasPrefix(p[0], "$(<")))
	case "tr":
		// ROT13 and its kin: tr 'A-Za-z' 'N-ZA-Mn-za-m'.
		p := c.Positional()
		return len(p) == 2 && strings.Contains(p[0], "-") && strings.Contains(p[1], "-") && p[0] != p[1] && len(p[1]) >= 7
	}
	return false
}

// credUploaded is a credential or secret file given to a command that
// copies files to another host or publishes them (gh gist create, gh
// release upload, scp, rsync, rclone, aws s3 cp, gsutil cp), with its name,
// or "". Only the files sent count: scp host:~/.kube/config ~/.kube/config
// fetches one.
func credUploaded(c *Cmd) string {
	for _, f := range loopPaths(uploadedFiles(c)) {
		if n, ok := CredPath(f); ok {
			return n
		}
		if n, ok := secretFile(f); ok {
			return n
		}
	}
	return ""
}

// loopPaths are files with a loop's values spread out: a path made with
// a for-loop variable holds the loop's words joined by spaces
// ("$HOME/.ssh .aws .kube" from for p in .ssh .aws .kube; "$HOME/$p"),
// each of which stands for the same path with that word.
func loopPaths(files []string) []string {
	var out []string
	for _, f := range files {
		out = append(out, f)
		ws := strings.Fields(f)
		if len(ws) < 2 || len(ws) > 64 || strings.Contains(f, "$(") {
			continue
		}
		dir := ws[0][:strings.LastIndexByte(ws[0], '/')+1]
		out = append(out, ws[0])
		for _, w := range ws[1:] {
			out = append(out, dir+w)
		}
	}
	return out
}

// uploadedFiles are the local files an upload tool (gh gist create, gh
// release upload, gh pr or issue --body-file, scp, rsync, rclone, aws s3
// cp, gsutil cp, gcloud storage cp, az storage blob upload, azcopy copy)
// sends.
func uploadedFiles(c *Cmd) []string {
	pos := c.Positional()
	var files []string
	remote := func(d string) bool {
		return strings.Contains(d, ":") && !strings.HasPrefix(d, "/") && !strings.HasPrefix(d, "./") && !strings.HasPrefix(d, "~")
	}
	switch strings.ToLower(c.Name) {
	case "gh":
		if len(pos) >= 3 && (pos[0] == "gist" && pos[1] == "create" || pos[0] == "release" && pos[1] == "upload") {
			files = pos[2:]
		}
		// A comment, issue or pull request whose text is a file:
		// gh pr comment --body-file out.txt posts the file for all to read.
		if len(pos) >= 2 && (pos[0] == "pr" || pos[0] == "issue") {
			if f, ok := c.Opt("--body-file", "-F"); ok && f != "-" {
				files = append(files, f)
			}
		}
	case "scp", "rsync":
		if len(pos) >= 2 && remote(pos[len(pos)-1]) {
			// The values of -i (the key to log in with), -e (rsync's
			// ssh), -P, -o and -F are no files sent.
			skip := map[string]int{} // each value skipped once: the same path may be sent too
			for k := 1; k < len(c.Args); k++ {
				if valueFlag(strings.ToLower(c.Name), c.Args[k-1]) {
					skip[c.Args[k]]++
				}
			}
			for _, f := range pos[:len(pos)-1] {
				if skip[f] > 0 {
					skip[f]--
					continue
				}
				files = append(files, f)
			}
		}
	case "rclone":
		// The values of rclone's options are no files (--config FILE
		// often comes last).
		skip := map[string]int{}
		for k := 1; k < len(c.Args); k++ {
			switch c.Args[k-1] {
			case "--config", "--log-file", "--exclude", "--include", "--filter", "--filter-from", "--exclude-from", "--include-from", "--files-from",
				"--transfers", "--checkers", "--bwlimit", "--max-age", "--min-age", "--backup-dir", "--suffix", "--log-level", "--stats":
				skip[c.Args[k]]++
			}
		}
		var kept []string
		for _, a := range pos {
			if skip[a] > 0 {
				skip[a]--
				continue
			}
			kept = append(kept, a)
		}
		pos = kept
		if len(pos) >= 3 && (pos[0] == "copy" || pos[0] == "sync" || pos[0] == "copyto" || pos[0] == "move") && remote(pos[len(pos)-1]) {
			files = pos[1 : len(pos)-1]
		}
	case "aws":
		if len(pos) >= 4 && pos[0] == "s3" && (pos[1] == "cp" || pos[1] == "sync" || pos[1] == "mv") && strings.HasPrefix(pos[len(pos)-1], "s3://") {
			files = pos[2 : len(pos)-1]
		}
	case "gsutil":
		if len(pos) >= 3 && (pos[0] == "cp" || pos[0] == "rsync") && strings.HasPrefix(pos[len(pos)-1], "gs://") {
			files = pos[1 : len(pos)-1]
		}
	case "gcloud":
		// gcloud storage cp|rsync|mv SRC... gs://bucket/ (alpha, beta too).
		if len(pos) >= 1 && (pos[0] == "alpha" || pos[0] == "beta") {
			pos = pos[1:]
		}
		if len(pos) >= 4 && pos[0] == "storage" && (pos[1] == "cp" || pos[1] == "rsync" || pos[1] == "mv") && strings.HasPrefix(pos[len(pos)-1], "gs://") {
			files = pos[2 : len(pos)-1]
		}
	case "az":
		// az storage blob upload --file F, upload-batch --source DIR,
		// az storage file upload --source F.
		if len(pos) >= 3 && pos[0] == "storage" && (pos[1] == "blob" || pos[1] == "file") && strings.HasPrefix(pos[2], "upload") {
			for _, o := range []string{"--file", "-f", "--source", "-s"} {
				if f, ok := c.Opt(o); ok {
					files = append(files, f)
				}
			}
		}
	case "azcopy":
		if len(pos) >= 3 && (pos[0] == "copy" || pos[0] == "cp" || pos[0] == "sync") && strings.HasPrefix(pos[len(pos)-1], "https://") {
			files = pos[1 : len(pos)-1]
		}
	}
	return files
}

// valueFlag reports a flag of scp or rsync that takes the next argument
// as its value (scp -i KEY, rsync -e CMD); rsync's -i, -c, -l and -S take
// none.
func valueFlag(name, flag string) bool {
	switch name {
	case "scp":
		switch flag {
		case "-i", "-P", "-o", "-F", "-S", "-c", "-l", "-J":
			return true
		}
	case "rsync":
		return flag == "-e" || flag == "--rsh"
	}
	return false
}

// hasVerifyBetween reports a checksum or signature check between a
// download and the command that runs it.
func hasVerifyBetween(s *Script, d, run *Cmd) bool {
	s.index()
	i, ok1 := s.pos[d]
	j, ok2 := s.pos[run]
	if !ok1 || !ok2 || j <= i {
		return false
	}
	// A check strictly between the download and the run.
	return s.checks[j]-s.checks[i+1] > 0
}

// follows reports whether b is the command right after a.
func follows(s *Script, a, b *Cmd) bool {
	s.index()
	i, ok1 := s.pos[a]
	j, ok2 := s.pos[b]
	return ok1 && ok2 && j == i+1
}

// index makes s.pos and s.checks, once.
func (s *Script) index() {
	if s.pos == nil {
		// Indexes once per script: a script of many downloads each run
		// made this a scan of every command per download (quadratic).
		s.pos = make(map[*Cmd]int, len(s.Cmds))
		s.checks = make([]int, len(s.Cmds)+1)
		for i, c := range s.Cmds {
			s.pos[c] = i
			s.checks[i+1] = s.checks[i]
			if isCheck(c) {
				s.checks[i+1]++
			}
		}
	}
}

// isCheck reports a command that checks or shows a file before it runs: a
// checksum or signature tool, or a reader or editor (the user looks).
func isCheck(c *Cmd) bool {
	switch strings.ToLower(c.Name) {
	case "sha256sum", "sha512sum", "shasum", "gpg", "gpgv", "cosign", "minisign", "md5sum", "sha1sum", "openssl", "get-filehash", "slsa-verifier",
		"less", "more", "cat", "vi", "vim", "nano", "bat", "view":
		return true
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
		if (r.Op == ">" || r.Op == ">>") && r.Target != "/dev/null" {
			return false
		}
	}
	return true
}

func isNetwork(c *Cmd) bool { return IsNetworkTool(c.Name) }

// IsNetworkTool reports a command that talks to another host: a
// downloader, a socket tool, ssh or scp.
func IsNetworkTool(name string) bool {
	n := strings.ToLower(name)
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

// TokenCommand is the credential a command line prints (gh auth token,
// gcloud auth print-access-token, a keychain password), or "".
func TokenCommand(line string) string {
	if len(line) > 4096 {
		return ""
	}
	for _, c := range Parse(line).Cmds {
		if t := tokenPrinter(c); t != "" {
			return t
		}
	}
	return ""
}

// tokenPrinter names the credential a command prints, or "": the CLIs that
// print their login token or a stored password on standard output.
func tokenPrinter(c *Cmd) string {
	args := strings.Join(c.Args, " ")
	switch strings.ToLower(c.Name) {
	case "gh", "glab":
		if strings.HasPrefix(args, "auth token") || strings.Contains(args, "auth status --show-token") || strings.Contains(args, "auth status -t") {
			return "the " + c.Name + " login token"
		}
	case "gcloud":
		if strings.Contains(args, "print-access-token") || strings.Contains(args, "print-identity-token") {
			return "a Google Cloud access token"
		}
	case "az":
		if strings.Contains(args, "get-access-token") {
			return "an Azure access token"
		}
	case "aws":
		if strings.Contains(args, "get-session-token") || strings.Contains(args, "configure get aws_secret_access_key") || strings.Contains(args, "export-credentials") {
			return "AWS credentials"
		}
	case "security":
		if (strings.HasPrefix(args, "find-generic-password") || strings.HasPrefix(args, "find-internet-password")) && (c.Has("-w") || c.Has("-g")) {
			return "a keychain password"
		}
	case "npm":
		if strings.HasPrefix(args, "token") || strings.Contains(args, "config get //") {
			return "the npm token"
		}
	case "terraform", "tofu":
		// The state holds every resource's attributes, passwords and
		// keys among them, in clear.
		if strings.HasPrefix(args, "state pull") || strings.HasPrefix(args, "show -json") {
			return "the Terraform state"
		}
	case "nmcli":
		if (c.Has("-s") || c.Has("--show-secrets")) && (strings.Contains(args, "psk") || strings.Contains(args, "wireless-security") || strings.Contains(args, "connection show")) {
			return "saved Wi-Fi passwords"
		}
	}
	return ""
}

// SSHRemote is the command an ssh command line runs on the remote host:
// the words after the destination, joined as ssh joins them, or the body
// of a here-document fed to a remote shell (ssh host bash -s <<EOF). ok is
// false when there is none (an interactive login, a tunnel).
func SSHRemote(c *Cmd) (string, bool) {
	if c == nil || c.Name != "ssh" {
		return "", false
	}
	i := sshDestination(c)
	if i >= len(c.Args) {
		return "", false
	}
	rest := c.Args[i+1:] // after the destination
	// OpenSSH reads options after the destination too (ssh host -t cmd),
	// and -- ends them.
	for len(rest) > 0 && len(rest[0]) >= 2 && rest[0][0] == '-' {
		if rest[0] == "--" {
			rest = rest[1:]
			break
		}
		rest = rest[1:]
	}
	code := strings.Join(rest, " ")
	if RemoteShell(rest) {
		// The remote shell reads its script from ssh's input: a
		// here-document, or what is piped in (echo 'cmd' | ssh host).
		if c.Hdoc != "" {
			return c.Hdoc, true
		}
		if in := c.PipeIn; in != nil && (in.Name == "echo" || in.Name == "printf") && len(in.Args) > 0 {
			return strings.Join(in.Args, " "), true
		}
	}
	return code, code != ""
}

// sshDestination is the index in c.Args of an ssh command's destination
// (len(c.Args) when there is none): the first word after ssh's options
// and their values. A cluster (-tt, -qT) whose last letter takes a value
// takes the next word (-i KEY, -tti KEY); a value may be attached
// (-p2222); -- ends the options.
func sshDestination(c *Cmd) int {
	i := 0
	for ; i < len(c.Args); i++ {
		a := c.Args[i]
		if a == "--" {
			return i + 1
		}
		if len(a) < 2 || a[0] != '-' {
			break
		}
		for k := 1; k < len(a); k++ {
			if strings.IndexByte("BbcDEeFIiJLlmOoPpQRSWw", a[k]) >= 0 {
				if k == len(a)-1 {
					i++
				}
				break
			}
		}
	}
	return i
}

// RemoteShell reports words that start a shell reading its script from
// standard input: none (ssh's login shell), or sh, bash, zsh or dash,
// under sudo or not, with -s, -l, -i or options after -- (sudo -s, sudo
// bash -s -- --force).
func RemoteShell(words []string) bool {
	if len(words) > 0 && words[0] == "sudo" {
		words = words[1:]
		for len(words) > 0 && strings.HasPrefix(words[0], "-") {
			if words[0] == "-s" || words[0] == "-i" {
				return true // sudo's own shell
			}
			words = words[1:]
		}
	}
	if len(words) == 0 {
		return true
	}
	if !shells[path.Base(words[0])] {
		return false
	}
	for _, w := range words[1:] {
		if w == "--" {
			return true
		}
		if !strings.HasPrefix(w, "-") || w == "-c" {
			return false // a script file, or code given with -c
		}
	}
	return true
}

// InheritStdin gives the commands of s that read the script's standard
// input (first in their pipeline, no input redirection, not in a
// substitution) the input of outer, the command that runs s: ssh host
// "cat >> f" < key.pub reads key.pub.
func InheritStdin(s *Script, outer *Cmd) {
	if s == nil || outer == nil {
		return
	}
	var in []Redir
	for _, r := range outer.Redirs {
		if r.Op == "<" {
			in = append(in, r)
		}
	}
	for _, c := range s.Cmds {
		if c.PipeIn != nil || c.InSubst || c.Hdoc != "" || c.readsRedir() {
			continue
		}
		c.PipeIn = outer.PipeIn
		c.Redirs = append(c.Redirs, in...)
	}
}

func (c *Cmd) readsRedir() bool {
	for _, r := range c.Redirs {
		if r.Op == "<" || r.Op == "<<" || r.Op == "<<<" || r.Op == "<<-" {
			return true
		}
	}
	return false
}

// SSHPipedShell is the URL of a download piped into a remote shell
// (curl -fsSL URL | ssh host bash, | ssh host sudo bash -s), or "".
func SSHPipedShell(c *Cmd) string {
	if c == nil || c.Name != "ssh" || c.PipeIn == nil || !isDownload(c.PipeIn) {
		return ""
	}
	i := sshDestination(c)
	if i >= len(c.Args) || !RemoteShell(c.Args[i+1:]) || len(c.Args) == i+1 {
		return "" // the destination alone: an interactive login reads it
	}
	return url(c.PipeIn)
}
