package secscan

import (
	"bytes"
	"encoding/json"
	"github.com/skillint/skillint/internal/match"
	"github.com/skillint/skillint/internal/pkgnames"
	"path"
	"sort"
	"strings"

	"github.com/skillint/skillint/internal/codeflow"
	"github.com/skillint/skillint/internal/lines"
	"github.com/skillint/skillint/internal/secctx"
	"github.com/skillint/skillint/internal/shell"
)

// inlineCode reads the code a command is given to run (python -c, node -e,
// bash -c, pwsh -Command, the remote command of ssh) and reports what it
// does at the command. fence -3: ctx is framed already (inline code in a
// sentence).
func (s *scanner) inlineCode(sc *shell.Script, ctx secctx.Ctx, fence int) {
	for _, c := range sc.Cmds {
		name := strings.ToLower(c.Name)
		var lang codeflow.Lang
		var flag []string
		sh := false
		switch name {
		case "python", "python3", "python2", "py":
			lang, flag = codeflow.Python, []string{"-c"}
		case "node", "deno", "bun", "nodejs":
			lang, flag = codeflow.JS, []string{"-e", "--eval", "-p"}
		case "pwsh", "powershell", "powershell.exe":
			lang, flag = codeflow.PowerShell, []string{"-Command", "-c", "-command"}
		case "bash", "sh", "zsh", "dash":
			sh, flag = true, []string{"-c"}
		case "ssh":
			sh = true // the command it runs on the remote host
		default:
			continue
		}
		var code string
		var ok bool
		if name == "ssh" {
			if u := shell.SSHPipedShell(c); u != "" {
				// curl URL | ssh host bash: the download is the remote
				// shell's script.
				c2 := ctx
				if ctx.Place != secctx.Script && fence != -3 {
					c2.Frame = s.frame(c.Start, fence)
				}
				s.shellFact(shell.Fact{Kind: shell.PipeToShell, Start: c.Start, End: c.End, Detail: u, URL: u, Cmd: c, Sudo: c.Sudo || strings.Contains(strings.Join(c.Args, " "), "sudo")}, c2)
				continue
			}
			code, ok = shell.SSHRemote(c)
		} else {
			code, ok = c.Opt(flag...)
		}
		if !ok || len(code) < 8 || len(code) > 1<<16 {
			continue
		}
		c2 := ctx
		if ctx.Place != secctx.Script && fence != -3 {
			c2.Frame = s.frame(c.Start, fence)
		}
		if sh {
			inner := shell.Parse(code)
			if name == "ssh" && c.Hdoc == "" {
				shell.InheritStdin(inner, c)
			}
			if name == "ssh" && s.nested < 3 {
				// What the remote command gives a shell or an interpreter
				// (ssh host "bash -c '...'"), read at the ssh command.
				for _, ic := range inner.Cmds {
					ic.Start, ic.End = c.Start, c.End
				}
				s.nested++
				s.inlineCode(inner, c2, -3)
				s.nested--
			}
			fs := inner.Facts()
			for i := range fs {
				fs[i].Start, fs[i].End = c.Start, c.End
			}
			for _, f := range fs {
				s.shellFact(f, c2)
			}
			continue
		}
		fs, _ := codeflow.Analyze(code, lang, s.in.Ext)
		for i := range fs {
			fs[i].Start, fs[i].End = 0, c.End-c.Start
		}
		s.flows(fs, c.Start, c2, -1)
	}
}

// inlineRunner reports inline code that may give another interpreter code
// to run (python -c, node -e, bash -c, pwsh -Command): only then is it read
// by inlineCode.
func inlineRunner(code string) bool {
	return strings.Contains(code, " -c") || strings.Contains(code, "ssh ") || strings.Contains(code, " -e") || strings.Contains(code, " -p") || strings.Contains(code, "-Command") || strings.Contains(code, "-command") || strings.Contains(code, "--eval")
}

// fenceMark reads a fence line as the regular expression
// ^ {0,12}(```+|~~~+)\s*([^`\s]*) would: the run of backticks or tildes (at
// least three, after at most maxFenceIndent spaces) and the info word after
// it.
func fenceMark(line []byte) (mark, info []byte, ok bool) {
	i := 0
	for i < len(line) && i < maxFenceIndent && line[i] == ' ' {
		i++
	}
	if i >= len(line) || line[i] != '`' && line[i] != '~' {
		return nil, nil, false
	}
	j := i
	for j < len(line) && line[j] == line[i] {
		j++
	}
	if j-i < 3 {
		return nil, nil, false
	}
	k := skipSpace(line, j)
	e := k
	for e < len(line) && line[e] != '`' && !isSpace(line[e]) {
		e++
	}
	return line[i:j], line[k:e], true
}

// maxFenceIndent is the most spaces before a fence: a list item's fenced
// block is indented under the item (three spaces and the item's own,
// nested lists deeper), where CommonMark still reads a fence.
const maxFenceIndent = 12

// fences finds the fenced code blocks of Markdown.
func fences(src []byte) []block {
	var out []block
	var open *block
	var marker string
	// Only a line that holds ``` or ~~~ can be a fence: the next of each
	// (-1 when to be found again, -2 when there is none left).
	nextBT, nextTL := -1, -1
	find := func(next *int, from int, mark string) int {
		if *next == -2 || *next >= from {
			return *next
		}
		if k := bytes.Index(src[from:], []byte(mark)); k >= 0 {
			*next = from + k
		} else {
			*next = -2
		}
		return *next
	}
	for ls := 0; ls < len(src); {
		at := find(&nextBT, ls, "```")
		if tl := find(&nextTL, ls, "~~~"); tl >= 0 && (at < 0 || tl < at) {
			at = tl
		}
		if at < 0 {
			break
		}
		if at > ls {
			// Lines before the mark's line are no fences.
			ls = bytes.LastIndexByte(src[ls:at], '\n') + 1 + ls
		}
		le := bytes.IndexByte(src[ls:], '\n')
		if le < 0 {
			le = len(src)
		} else {
			le += ls
		}
		line := src[ls:le]
		t := bytes.TrimLeft(line, " ")
		if len(t) < 3 || t[0] != '`' && t[0] != '~' {
			ls = le + 1
			continue
		}
		if mark, info, ok := fenceMark(line); ok {
			if open == nil {
				open = &block{fence: ls, start: min(le+1, len(src)), lang: strings.ToLower(string(info))}
				marker = string(mark)
			} else if mark[0] == marker[0] && len(mark) >= len(marker) && len(bytes.TrimSpace(line)) == len(mark) {
				open.end = ls
				out = append(out, *open)
				open = nil
			}
		}
		ls = le + 1
	}
	if open != nil {
		open.end = len(src)
		out = append(out, *open)
	}
	return out
}

// codeBlocks are the fenced code blocks of Markdown and its indented ones,
// in order.
func codeBlocks(src []byte) []block {
	fenced := fences(src)
	ind := indented(src, fenced)
	if len(ind) == 0 {
		return fenced
	}
	out := make([]block, 0, len(fenced)+len(ind))
	i, j := 0, 0
	for i < len(fenced) || j < len(ind) {
		if j == len(ind) || i < len(fenced) && fenced[i].fence < ind[j].fence {
			out = append(out, fenced[i])
			i++
		} else {
			out = append(out, ind[j])
			j++
		}
	}
	return out
}

// indented finds the indented code blocks of Markdown (lines indented by
// four spaces or a tab after a blank line) outside the fenced blocks, as
// blocks without a language (their fence is their first line). A block
// after a list item, or after a line that is itself indented, is not
// taken: there the indentation continues the item.
func indented(src []byte, fenced []block) []block {
	out, _ := indentedSteps(src, fenced)
	return out
}

// indentedSteps is indented and the bytes its loops stepped over (for a
// test that the work stays linear in the text).
func indentedSteps(src []byte, fenced []block) ([]block, int) {
	var out []block
	fi, steps := 0, 0
	for k := 0; k < len(src); {
		d := bytes.Index(src[k:], []byte("\n\n"))
		if d < 0 {
			break
		}
		steps += d + 2
		at := k + d + 1 // the blank line
		k = at + 1
		// The first non-blank line after the blank ones.
		ls := at
		for ls < len(src) && src[ls] == '\n' {
			ls++
			steps++
		}
		k = max(k, ls) // the run of blank lines is read once
		if ls >= len(src) || !lines.CodeLine(src[ls:]) {
			continue
		}
		for fi < len(fenced) && fenced[fi].end < ls {
			fi++
		}
		if fi < len(fenced) && fenced[fi].fence <= ls {
			k = fenced[fi].end
			continue
		}
		// The line before the blank ones.
		ps := bytes.LastIndexByte(src[:at-1], '\n') + 1
		prev := src[ps : at-1]
		if listItem(prev) || len(prev) >= 2 && (prev[0] == '\t' || prev[0] == ' ' && prev[1] == ' ') {
			continue
		}
		// The block: indented or blank lines, up to the last indented one.
		end := ls
		for e := ls; e < len(src); {
			_, le := lines.Bounds(src, e)
			line := src[e:le]
			if len(bytes.TrimSpace(line)) > 0 {
				if !lines.CodeLine(line) {
					break
				}
				end = le
			}
			if fi < len(fenced) && fenced[fi].fence <= le {
				break
			}
			e = le + 1
		}
		out = append(out, block{fence: ls, start: ls, end: end})
		steps += end - ls
		k = end
	}
	return out, steps
}

// listItem reports a line that starts a list item (after up to three
// spaces: -, * or + and a blank, or digits, . or ) and a blank).
func listItem(line []byte) bool {
	i := 0
	for i < len(line) && i < 3 && line[i] == ' ' {
		i++
	}
	if i < len(line) && (line[i] == '-' || line[i] == '*' || line[i] == '+') {
		return i+1 == len(line) || line[i+1] == ' ' || line[i+1] == '\t'
	}
	j := i
	for j < len(line) && line[j] >= '0' && line[j] <= '9' {
		j++
	}
	return j > i && j < len(line) && (line[j] == '.' || line[j] == ')') && (j+1 == len(line) || line[j+1] == ' ' || line[j+1] == '\t')
}

var shellLangs = map[string]bool{"sh": true, "bash": true, "shell": true, "zsh": true, "console": true, "terminal": true, "shell-session": true, "shellsession": true, "ksh": true, "fish": true, "cmd": false}

// shellLine reports a line of a code block of another language that starts
// with one of a few commands and an argument: the regular expression
// ^\s*(sudo\s+)?(curl|wget|bash|nc|ncat|crontab|chmod|base64|dig|nslookup)\s+-?[\w$"'@:/.-]
// (which it replaces, as it ran on every line of every block), by hand.
func shellLine(b []byte) bool {
	i := skipSpace(b, 0)
	if bytes.HasPrefix(b[i:], []byte("sudo")) && i+4 < len(b) && isSpace(b[i+4]) && shellLineCmd(b, skipSpace(b, i+4)) {
		return true
	}
	return shellLineCmd(b, i)
}

var shellLineCmds = [...]string{"curl", "wget", "bash", "nc", "ncat", "crontab", "chmod", "base64", "dig", "nslookup", "mshta", "msiexec", "regsvr32", "rundll32"}

// shellLineCmd reports one of shellLineCmds at b[i], blanks, and a byte
// that starts an argument.
func shellLineCmd(b []byte, i int) bool {
	if i >= len(b) {
		return false
	}
	switch b[i] {
	case 'c', 'w', 'b', 'n', 'd', 'm', 'r':
	default:
		return false
	}
	for _, w := range shellLineCmds {
		j := i + len(w)
		if j >= len(b) || !isSpace(b[j]) || string(b[i:j]) != w {
			continue
		}
		if j = skipSpace(b, j); j < len(b) && argByte(b[j]) {
			return true
		}
	}
	return false
}

// isSpace is \s of a regular expression: an ASCII blank.
func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r' }

func skipSpace(b []byte, i int) int {
	for i < len(b) && isSpace(b[i]) {
		i++
	}
	return i
}

// argByte is [\w$"'@:/.-].
func argByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || strings.IndexByte(`$"'@:/.-`, c) >= 0
}

func isShellLang(lang string, body []byte) bool {
	if shellLangs[lang] {
		return true
	}
	if lang == "" || lang == "text" || lang == "txt" || lang == "plaintext" {
		// A line that starts with a command.
		for ls := 0; ls < len(body); {
			le := bytes.IndexByte(body[ls:], '\n')
			if le < 0 {
				le = len(body)
			} else {
				le += ls
			}
			line := bytes.TrimLeft(body[ls:le], " \t")
			line = bytes.TrimPrefix(line, []byte("$ "))
			if k := bytes.IndexByte(line, ' '); k > 0 && shellStarts[string(line[:k])] {
				return true
			}
			ls = le + 1
		}
	}
	return false
}

var shellStarts = map[string]bool{"sudo": true, "curl": true, "wget": true, "bash": true, "sh": true, "chmod": true, "rm": true, "cp": true, "mv": true, "cat": true, "echo": true,
	"export": true, "pip": true, "pip3": true, "npm": true, "npx": true, "git": true, "apt": true, "apt-get": true, "brew": true, "cd": true, "mkdir": true, "tar": true,
	"crontab": true, "nc": true, "python": true, "python3": true, "node": true, "ssh": true, "scp": true, "env": true, "printenv": true, "dig": true, "base64": true,
	// Cluster, container, cloud and database clients.
	"kubectl": true, "helm": true, "docker": true, "podman": true, "psql": true, "dropdb": true, "gh": true, "aws": true, "gcloud": true, "az": true, "terraform": true,
	"systemctl": true, "launchctl": true, "tmutil": true, "diskutil": true,
	// Windows download-and-run tools.
	"certutil": true, "bitsadmin": true, "mshta": true, "msiexec": true}

// stripPrompts blanks "$ " and "> " prompts at line starts.
func stripPrompts(b []byte) {
	for i := 0; i < len(b); i++ {
		if i == 0 || b[i-1] == '\n' {
			j := i
			for j < len(b) && (b[j] == ' ' || b[j] == '\t') {
				j++
			}
			if j+1 < len(b) && (b[j] == '$' || b[j] == '%' || b[j] == '>') && b[j+1] == ' ' {
				b[j] = ' '
			}
		}
	}
}

// bareCommands finds lines of prose that are a command on their own,
// written without backticks or a fence: "Run this in a terminal:\n\ncurl
// -s http://host/x.sh | sh". A line counts when it looks like a command,
// holds no backtick and ends in no full stop, and stands apart: after a
// blank line, a lead-in that ends with a colon, or another such line.
// Prose that starts with a command's name ("git keeps history.") is not
// one: it ends a sentence. Nor is a heading, a quote, a table row or a
// list item, which name commands more often than they give one.
func bareCommands(src []byte, blocks []block) [][2]int {
	var out [][2]int
	prevBare, prevBlank, prevLead := false, true, false
	for ls := 0; ls < len(src); {
		_, le := lines.Bounds(src, ls)
		line := src[ls:le]
		t := bytes.TrimSpace(line)
		bare := false
		if len(t) > 0 && (prevBlank || prevLead || prevBare) && len(line)-len(bytes.TrimLeft(line, " ")) < 4 &&
			bytes.IndexByte(t, '`') < 0 && !bytes.HasSuffix(t, []byte(".")) && !lines.StartsBlock(t) && !bytes.ContainsAny(t[:1], "#>|<[!*_") && inBlock(blocks, ls) < 0 {
			at := ls + bytes.Index(line, t)
			if bytes.HasPrefix(t, []byte("$ ")) {
				at += 2
			}
			if looksLikeCommand(string(src[at : ls+len(bytes.TrimRight(line, " \t\r"))])) {
				out = append(out, [2]int{at, ls + len(bytes.TrimRight(line, " \t\r"))})
				bare = true
			}
		}
		prevBare, prevBlank = bare, len(t) == 0
		prevLead = len(t) > 0 && t[len(t)-1] == ':'
		ls = le + 1
	}
	return out
}

// inBlock is the index of the code block whose lines (its fence included)
// hold offset i, or -1.
func inBlock(blocks []block, i int) int {
	k := sort.Search(len(blocks), func(k int) bool { return blocks[k].end >= i })
	if k < len(blocks) && min(blocks[k].fence, blocks[k].start) <= i {
		return k
	}
	return -1
}

// inlineCode finds `code` spans outside fenced blocks.
func inlineCode(src []byte, blocks []block) [][2]int {
	var out [][2]int
	bi := 0
	// The next backtick at or after i, kept while ahead of i (searching
	// again from every block would read the text between again and again).
	tick, eol := -1, -1
	for i := 0; i < len(src); {
		for bi < len(blocks) && blocks[bi].end <= i {
			bi++
		}
		if bi < len(blocks) && i >= blocks[bi].fence && i < blocks[bi].end {
			// The block and the byte after it are passed over.
			i = blocks[bi].end + 1
			continue
		}
		if src[i] != '`' {
			// On to the next backtick, or to the next block's fence.
			if tick <= i {
				k := bytes.IndexByte(src[i+1:], '`')
				if k < 0 {
					break
				}
				tick = i + 1 + k
			}
			next := tick
			if bi < len(blocks) && blocks[bi].fence > i && blocks[bi].fence < next {
				next = blocks[bi].fence
			}
			i = next
			continue
		}
		n := 0
		for i+n < len(src) && src[i+n] == '`' {
			n++
		}
		if n >= 3 {
			i += n
			continue
		}
		closer := "``"[:n]
		if eol < i+n {
			// The end of the line, kept for the line's other backticks.
			if k := bytes.IndexByte(src[i+n:], '\n'); k < 0 {
				eol = len(src)
			} else {
				eol = i + n + k
			}
		}
		lineEnd := eol - i - n
		k := bytes.Index(src[i+n:i+n+lineEnd], []byte(closer))
		if k < 0 {
			i += n
			continue
		}
		out = append(out, [2]int{i + n, i + n + k})
		i += n + k + n
	}
	return out
}

var cmdWordRE = match.Lazy(`^\s*(sudo\s+)?((/[\w.-]+)*/s?bin/(env\s+)?)?(curl|wget|bash|sh|zsh|chmod|rm|cp|cat|echo|printenv|env|pip3?|npm|yarn|pnpm|uv|nc|ncat|socat|crontab|base64|tee|iwr|irm|python3?|eval|git|dd|mkfs|find|source|export|scp|rsync|ssh|gh|tar|zip|node|npx|powershell|pwsh|aws|gcloud|az|kubectl|terraform|systemctl|setenforce|visudo|mshta|msiexec|regsvr32|rundll32|xattr|spctl|csrutil|ufw|iptables|launchctl|schtasks|certutil|bitsadmin|diskutil|auditctl|shred|wipefs|psql|mysql|mariadb|sqlite3|sqlcmd|mongosh|rclone|azcopy|gsutil|deno|bun|security|docker|podman|dropdb|for)\b|\|\s*(sudo\s+)?(curl|wget|bash|sh|zsh|nc|ncat|socat|python3?|iex|base64|xargs)\b`)

func looksLikeCommand(code string) bool {
	if len(code) >= 4096 || len(code) < 3 {
		return false
	}
	// The first word (after sudo) names a command the analysis knows:
	// most inline code is a name or a path, and the pattern need not run.
	w := strings.TrimLeft(code, " \t({")
	w = strings.TrimPrefix(w, "sudo ")
	if k := strings.IndexAny(w, " \t"); k > 0 {
		w = w[:k]
	}
	// A command named by its path (/bin/bash, /usr/bin/env bash).
	if strings.HasPrefix(w, "/") && strings.Contains(w, "bin/") {
		w = w[strings.LastIndexByte(w, '/')+1:]
		if w == "env" {
			if f := strings.Fields(strings.TrimPrefix(strings.TrimLeft(code, " \t"), "sudo ")); len(f) > 1 {
				w = f[1]
			}
		}
	}
	// Or its output is piped into another command the analysis knows
	// (`gh auth token | curl -d @- URL`).
	return (inlineStarts[w] || strings.Contains(code, "| ")) && cmdWordRE.MatchString(code) || chainedStart(code)
}

// chainedStart reports a command of a chain (after && or ;, outside
// quotes) that starts with a word the analysis knows: `mkdir -p out && cp
// -r ~/.ssh out/`.
func chainedStart(code string) bool {
	var q byte // the quote open, or 0
	for i := 0; i < len(code); i++ {
		c := code[i]
		switch {
		case q != 0:
			if c == q {
				q = 0
			}
			continue
		case c == '\'' || c == '"':
			q = c
			continue
		case c == ';' || c == '&' && i+1 < len(code) && code[i+1] == '&':
		default:
			continue
		}
		if c == '&' {
			i++
		}
		w := strings.TrimLeft(code[i+1:], " \t")
		for _, kw := range []string{"do ", "then ", "else ", "sudo "} {
			w = strings.TrimPrefix(w, kw) // a loop's or a test's body
		}
		if j := strings.IndexAny(w, " \t"); j > 0 {
			w = w[:j]
		}
		if inlineStarts[w] {
			return true
		}
	}
	return false
}

var inlineStarts = map[string]bool{"curl": true, "wget": true, "bash": true, "sh": true, "zsh": true, "chmod": true, "rm": true, "cp": true, "cat": true, "echo": true,
	"printenv": true, "env": true, "pip": true, "pip3": true, "npm": true, "yarn": true, "pnpm": true, "uv": true, "nc": true, "ncat": true, "socat": true, "crontab": true,
	"base64": true, "tee": true, "iwr": true, "irm": true, "python": true, "python3": true, "eval": true, "git": true, "dd": true, "mkfs": true, "find": true, "source": true, "export": true,
	"scp": true, "rsync": true, "ssh": true, "gh": true, "tar": true, "zip": true, "node": true, "npx": true, "powershell": true, "pwsh": true,
	"aws": true, "gcloud": true, "az": true, "kubectl": true, "terraform": true, "systemctl": true, "setenforce": true, "visudo": true,
	"mshta": true, "msiexec": true, "regsvr32": true, "rundll32": true,
	"xattr": true, "spctl": true, "csrutil": true, "ufw": true, "iptables": true, "launchctl": true, "schtasks": true,
	"certutil": true, "bitsadmin": true, "diskutil": true, "auditctl": true, "shred": true, "wipefs": true,
	// Database clients (a statement that drops a schema), cloud copy
	// tools, runtimes that run a URL, the keychain's command.
	"psql": true, "mysql": true, "mariadb": true, "sqlite3": true, "sqlcmd": true, "mongosh": true, "rclone": true, "azcopy": true, "gsutil": true,
	"deno": true, "bun": true, "security": true,
	// Containers' volumes, a database dropped, a loop of either.
	"docker": true, "podman": true, "dropdb": true, "for": true}

// Commands in configuration a tool runs: package.json scripts, "command"
// values of JSON (agent hooks, editor tasks, MCP servers, with their
// "args"), and run:/entry: values of YAML (CI workflows, git hook managers,
// pre-commit). A GitHub expression ${{ ... }} is read as a variable, one
// naming the secrets when it does.
var (
	jsonStringRE  = match.Lazy(`"((?:\\.|[^"\\\n])*)"`)
	jsonCommandRE = match.Lazy(`"(command|cmd|postCreateCommand|postStartCommand|postAttachCommand|onCreateCommand|initializeCommand|updateContentCommand)"\s*:\s*"((?:\\.|[^"\\\n])*)"`)
	jsonArgsRE    = match.Lazy(`^\s*,\s*"args"\s*:\s*\[([^\]]{0,1000})\]`)
	jsonScriptsRE = match.Lazy(`"scripts"\s*:\s*\{`)
	jsonPairRE    = match.Lazy(`"([^"\\\n]{1,100})"\s*:\s*"((?:\\.|[^"\\\n])*)"`)
	yamlKeyItemRE = match.Lazy(`^-\s+[\w-]+\s*:(\s|$)`)
	yamlRunRE     = match.Lazy(`(?m)^([ \t-]*)(run|entry|command|script|cmd|cmds|commands|(?:before|after)[-_]script|(?:before|after)_(?:install|success|failure|deploy))\s*:[ \t]*(.*)$`)
	ghExprRE      = match.Lazy(`\$\{\{[^}\n]{0,200}\}\}`)
)

func (s *scanner) dataCommands(rel string) {
	src := s.in.Src
	defer s.relabel(len(s.out), "in a command a configuration file has a tool run")
	// A template of a configuration (Makefile.tmpl, package.json.example)
	// is what the skill copies into place: read it as what it becomes.
	rel = Untemplated(rel)
	if recipes, ok := makeRecipes(rel, src); ok {
		// A Makefile's recipes are commands make runs.
		ctx := secctx.Ctx{Place: secctx.Script, Purpose: s.in.Purpose, Frame: secctx.Plain}
		sc := shell.Parse(recipes)
		s.shellFacts(sc.Facts(), ctx, -1)
		s.inlineCode(sc, ctx, -1)
		return
	}
	ext := strings.ToLower(path.Ext(rel))
	var spans [][2]int // (start, end) of each command's text in src
	var texts []string
	switch ext {
	case ".json", ".jsonc":
		if base := strings.ToLower(path.Base(rel)); base == "package.json" || base == "app.json" {
			if m := jsonScriptsRE.FindIndex(src); m != nil {
				end := JSONObjectEnd(src[m[1]:])
				for _, p := range jsonPairRE.FindAllSubmatchIndex(src[m[1]:m[1]+end], 500) {
					spans = append(spans, [2]int{m[1] + p[4], m[1] + p[5]})
					texts = append(texts, jsonUnquote(src[m[1]+p[4]:m[1]+p[5]]))
				}
			}
		}
		// An editor's or a tool's environment that sets a prompt hook
		// ("terminal.integrated.env.linux": {"PROMPT_COMMAND": ...}):
		// the code runs at every prompt of every terminal it opens.
		for _, m := range jsonPromptRE.FindAllSubmatchIndex(src, 50) {
			spans = append(spans, [2]int{m[4], m[5]})
			texts = append(texts, "export "+string(src[m[2]:m[3]])+"="+ShellQuote(jsonUnquote(src[m[4]:m[5]])))
		}
		if !bytes.Contains(src, []byte(`"command"`)) && !bytes.Contains(src, []byte(`"cmd"`)) && !bytes.Contains(src, []byte(`Command"`)) {
			break
		}
		for _, m := range jsonCommandRE.FindAllSubmatchIndex(src, 500) {
			cmd := jsonUnquote(src[m[4]:m[5]])
			if a := jsonArgsRE.FindSubmatchIndex(src[m[1]:]); a != nil {
				for _, q := range jsonStringRE.FindAllSubmatch(src[m[1]+a[2]:m[1]+a[3]], 100) {
					cmd += " " + ShellQuote(jsonUnquote(q[1]))
				}
			}
			spans = append(spans, [2]int{m[4], m[5]})
			texts = append(texts, cmd)
			if bytes.Contains(src, []byte(`"hooks"`)) && netToolRE.MatchString(cmd) && !OnlyLocalURLs(cmd) {
				// An agent hook: it runs in every later session.
				c := secctx.Ctx{Place: secctx.Script, Purpose: s.in.Purpose, Frame: secctx.Plain}
				s.report(Persistence, m[4], m[5], c, secctx.Act, "an agent hook that runs a network command ("+clip(cmd)+")", "a skill must not install hooks; a hook runs in every later session")
			}
		}
	case ".toml":
		// pyproject task runners: Hatch's scripts and install commands,
		// PDM's scripts, poe's and taskipy's tasks.
		for _, c := range tomlCommands(src) {
			spans = append(spans, c.span)
			texts = append(texts, c.text)
		}
	case ".plist":
		// A launch agent or daemon: the command it gives a shell.
		for _, c := range plistCommands(src) {
			spans = append(spans, c)
			texts = append(texts, string(src[c[0]:c[1]]))
		}
	case ".yml", ".yaml":
		ys, yt := yamlCommands(src)
		spans, texts = append(spans, ys...), append(texts, yt...)
		if m := allSecretsRE.FindIndex(src); m != nil && workflowRE.Match(src) && !commentedAt(src, m[0]) {
			// GitHub Actions' toJSON(secrets): every secret of the
			// repository in one value, which no step needs whole.
			c := secctx.Ctx{Place: secctx.Script, Purpose: s.in.Purpose, Frame: secctx.Plain}
			st, what := secctx.Risky, "every secret of the repository put in one value (toJSON(secrets))"
			if ciUploadRE.Match(src) {
				st, what = secctx.Act, what+", and a step of the workflow uploads"
			}
			s.report(EnvHarvest, m[0], m[1], c, st, what, "pass each step only the secrets it uses, by name")
		}
	}
	if base := strings.ToLower(path.Base(rel)); strings.Contains(base, "ssh_config") || base == "config" && strings.Contains(rel, ".ssh/") {
		// An SSH client configuration: its ProxyCommand, LocalCommand and
		// Match exec run on every connection once it is installed.
		for _, m := range sshCommandRE.FindAllSubmatchIndex(src, 200) {
			cmd := string(src[m[4]:m[5]])
			spans = append(spans, [2]int{m[4], m[5]})
			texts = append(texts, cmd)
			if netFetchRE.MatchString(cmd) {
				c := secctx.Ctx{Place: secctx.Script, Purpose: s.in.Purpose, Frame: secctx.Plain}
				s.report(Persistence, m[4], m[5], c, secctx.Risky, "an SSH "+string(src[m[2]:m[3]])+" that runs a network command ("+clip(cmd)+") on every connection", "keep an SSH configuration to what the connection needs")
			}
		}
	}
	ctx := secctx.Ctx{Place: secctx.Script, Purpose: s.in.Purpose, Frame: secctx.Plain}
	if commitHookConfig(rel) {
		// A hook that runs at every commit of the user's is no
		// demonstration, whatever the skill is for.
		ctx.Purpose.Security = false
	}
	var fetched map[string]string // file -> URL, what earlier commands downloaded
	for i, text := range texts {
		if len(text) < 4 || len(text) > 1<<16 {
			continue
		}
		text = ghExprRE.ReplaceAllStringFunc(text, func(e string) string {
			if strings.Contains(e, "secrets") {
				return "${CI_SECRETS}"
			}
			return "${GH_EXPR}"
		})
		s.cmdSpans = append(s.cmdSpans, spans[i])
		sc := shell.Parse(text)
		for _, c := range sc.Cmds {
			c.Start, c.End = spans[i][0], spans[i][1]
		}
		for _, f := range sc.Facts() {
			f.Start, f.End = spans[i][0], spans[i][1]
			s.shellFact(f, ctx)
		}
		s.inlineCode(sc, ctx, -1)
		// A file an earlier step (a CI job's, a task's) downloaded and
		// this one runs: the steps share the machine's files.
		for _, r := range sc.Runs() {
			if u, ok := fetched[r]; ok && !sc.Verifies() {
				st := secctx.Risky
				if suspectURL(u) != "" {
					st = secctx.Act
				}
				s.report(DownloadExec, spans[i][0], spans[i][1], ctx, st, "a file an earlier step downloaded ("+clip(u)+") run without a check", "download to a file, verify a checksum or signature, then run it; or use a package manager")
				break
			}
		}
		for o, u := range sc.Downloads() {
			if fetched == nil {
				fetched = map[string]string{}
			}
			if len(fetched) < 64 {
				fetched[o] = u
			}
		}
	}
}

var (
	jsonPromptRE = match.Lazy(`"(PROMPT_COMMAND|PS0|PS1)"\s*:\s*"((?:[^"\\\n]|\\.)*)"`)
	// workflowRE is a CI workflow's job: steps that run.
	workflowRE   = match.Lazy(`(?m)^\s*(steps|runs-on|script)\s*:`)
	allSecretsRE = match.Lazy(`(?i)\$\{\{(?:[^}\n]|\}[^}\n]){0,80}?\btoJSON\(\s*secrets\s*\)`)
	// ciUploadRE is a step that sends data out (curl's data and upload
	// options, wget's POST, an HTTP client's POST).
	ciUploadRE   = match.Lazy(`(?m)\bcurl\b[^\n]*\s(-d|--data\S*|-F|--form|-T|--upload-file)\s|\bwget\b[^\n]*--post-(data|file)|\b(requests\.post|Invoke-RestMethod[^\n]*-Method\s+Post)\b`)
	sshCommandRE = match.Lazy(`(?im)^[ \t]*(ProxyCommand|LocalCommand|KnownHostsCommand|Match[ \t]+exec)[ \t]+(.+)$`)
	// netFetchRE is a command that reaches a web address (a ProxyCommand
	// of nc or ssh -W to the host itself is what proxies are for).
	netFetchRE = match.Lazy(`(?i)\b(curl|wget|iwr|irm|Invoke-WebRequest)\b|https?://`)
)

// commentedAt reports offset i on a line that a # comment holds before it.
func commentedAt(src []byte, i int) bool {
	ls := bytes.LastIndexByte(src[:i], '\n') + 1
	return bytes.IndexByte(src[ls:i], '#') >= 0
}

// commitHookConfig reports a git hook manager's configuration (pre-commit,
// lefthook, husky): its commands run at every commit.
func commitHookConfig(rel string) bool {
	base := strings.ToLower(path.Base(rel))
	return base == ".pre-commit-config.yaml" || base == ".pre-commit-config.yml" || base == ".pre-commit-hooks.yaml" ||
		base == "lefthook.yml" || base == "lefthook.yaml" || base == ".lefthook.yml" || strings.Contains(rel, ".husky/")
}

// jsonUnquote is the value of the body of a JSON string.
func jsonUnquote(b []byte) string {
	var v string
	if err := json.Unmarshal(append(append([]byte{'"'}, b...), '"'), &v); err != nil {
		return string(b)
	}
	return v
}

// ShellQuote quotes an argument for the shell when it needs it (in single
// quotes; a quote inside is closed over, escaped and reopened).
func ShellQuote(a string) string {
	if a != "" && strings.IndexFunc(a, func(r rune) bool {
		return !(r == '-' || r == '_' || r == '.' || r == '/' || r == ':' || r == '=' || r == '@' || r == '+' || r == ',' || r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z')
	}) < 0 {
		return a
	}
	return "'" + strings.ReplaceAll(a, "'", `'\''`) + "'"
}

// Package managers' configuration that points them at another index: a
// requirements file's index options, pip.conf, .npmrc and .yarnrc, and the
// indexes of pyproject.toml (uv, Poetry). Each is reported as an install
// from that index would be.
var (
	reqIndexRE = match.Lazy(`(?m)^[ \t]*(--extra-index-url|--index-url|-i|--find-links|-f|--trusted-host)(?:[= \t]+)(\S+)`)
	pipConfRE  = match.Lazy(`(?m)^[ \t]*(extra-index-url|index-url|trusted-host|find-links)[ \t]*=[ \t]*(\S+)`)
	// condaChannelRE is a conda channel given by its address (a list item
	// of channels: or default_channels:) or a channel alias.
	condaChannelRE = match.Lazy(`(?m)^[ \t]*(-|channel_alias[ \t]*:)[ \t]+["']?((?:https?)://[^\s"']+)`)
	npmrcRE        = match.Lazy(`(?m)^[ \t]*((?:@[\w.-]+:)?registry|npmRegistryServer)[ \t]*[=:][ \t]*"?([^"\s]+)`)
	tomlIndexRE    = match.Lazy(`(?m)^[ \t]*(url|index-url|extra-index-url)[ \t]*=[ \t]*"([^"\n]+)"`)
)

func (s *scanner) packageConfig(rel string) {
	if m := manifestOf(rel); m != "" {
		first := len(s.out)
		s.directDeps(s.in.Src, 0, m, secctx.Ctx{Place: secctx.Script, Purpose: s.in.Purpose, Frame: secctx.Plain})
		s.relabel(first, "in a manifest a package manager reads")
	}
	re := configRE(strings.ToLower(path.Base(rel)), s.in.Src)
	if re == nil {
		return
	}
	first := len(s.out)
	ctx := secctx.Ctx{Place: secctx.Script, Purpose: s.in.Purpose, Frame: secctx.Plain}
	for _, m := range re.FindAllSubmatchIndex(s.in.Src, 100) {
		v := string(s.in.Src[m[4]:m[5]])
		if localIndex(v) || re == tomlIndexRE && explicitIndex(s.in.Src, m[0]) {
			continue
		}
		s.shellFact(shell.Fact{Kind: shell.IndexRedirect, Start: m[0], End: m[1], Detail: v}, ctx)
	}
	s.relabel(first, "in configuration a package manager reads")
}

// configBlock reads a code block that is a package manager's configuration
// the instructions have written (a requirements file with --index-url, an
// .npmrc with registry=) as packageConfig reads such a file: the file's
// name from the fence's info string or the code span just before the
// block ("Write `.npmrc`:"); a requirements file's long index options in a
// block of no language need no name.
func (s *scanner) configBlock(b block, place secctx.Place) {
	text := s.in.Src[b.start:b.end]
	s.directDeps(text, b.start, manifestOf(configFileOf(b.lang)), secctx.Ctx{Place: codePlace(place), Purpose: s.in.Purpose, Frame: lazyFrame})
	if !bytes.Contains(text, []byte("index")) && !bytes.Contains(text, []byte("registry")) && !bytes.Contains(text, []byte("find-links")) && !bytes.Contains(text, []byte("trusted-host")) && !bytes.Contains(text, []byte("Registry")) && !bytes.Contains(text, []byte("channel")) && !bytes.Contains(text, []byte("poetry.source")) {
		return
	}
	name := configName(b.lang)
	if name == "" {
		lead := bytes.TrimRight(s.in.Src[max(0, b.fence-300):b.fence], " \t\r\n")
		if k := bytes.LastIndex(lead, []byte("\n\n")); k >= 0 {
			lead = lead[k:]
		}
		for _, m := range codeSpans(lead, -1) {
			if n := configName(string(lead[m[2]:m[3]])); n != "" {
				name = n
			}
		}
	}
	if name == "" && (b.lang == "" || b.lang == "text" || b.lang == "txt") && longIndexRE.Match(text) {
		name = "requirements.txt"
	}
	if name == "" && (bytes.Contains(text, []byte("[[tool.poetry.source]]")) || bytes.Contains(text, []byte("[[tool.uv.index]]"))) {
		name = "pyproject.toml" // its own tables say what file it is
	}
	if name == "" {
		return
	}
	re := configRE(name, text)
	if re == nil {
		return
	}
	seen := map[string]bool{} // one finding per host (index-url and trusted-host name one)
	for _, m := range re.FindAllSubmatchIndex(text, 100) {
		v := string(text[m[4]:m[5]])
		if localIndex(v) || re == tomlIndexRE && explicitIndex(text, m[0]) {
			continue
		}
		h := HostOf(v)
		if h == "" {
			h = strings.ToLower(v)
		}
		if seen[h] {
			continue
		}
		seen[h] = true
		ctx := secctx.Ctx{Place: codePlace(place), Purpose: s.in.Purpose, Frame: lazyFrame}
		s.fence = b.fence
		s.shellFact(shell.Fact{Kind: shell.IndexRedirect, Start: b.start + m[0], End: b.start + m[1], Detail: v}, ctx)
	}
}

var (
	longIndexRE = match.Lazy(`(?m)^[ \t]*--(extra-)?index-url[= \t]+\S`)
)

// configName is the package-manager configuration file a fence's info
// string or a code span names (its base name, lower case), or "".
func configName(s string) string {
	for _, f := range strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == '"' || r == '\'' || r == '=' }) {
		base := strings.ToLower(path.Base(f))
		if configRE(base, nil) != nil {
			return base
		}
	}
	return ""
}

// configRE is the expression that finds index settings in the file named
// base (src, when given, must hold the uv or Poetry tables), or nil.
func configRE(base string, src []byte) *match.Regexp {
	switch {
	case strings.HasPrefix(base, "requirements") && (strings.HasSuffix(base, ".txt") || strings.HasSuffix(base, ".in")) || strings.HasPrefix(base, "constraints") && strings.HasSuffix(base, ".txt"):
		return reqIndexRE
	case base == "pip.conf" || base == "pip.ini":
		return pipConfRE
	case base == ".npmrc" || base == ".yarnrc" || base == ".yarnrc.yml":
		return npmrcRE
	case base == "environment.yml" || base == "environment.yaml" || base == ".condarc" || base == "condarc" || base == ".mambarc":
		return condaChannelRE
	case base == "pyproject.toml" || base == "uv.toml" || base == "poetry.toml":
		if src != nil && !bytes.Contains(src, []byte("tool.uv")) && !bytes.Contains(src, []byte("tool.poetry.source")) && !bytes.Contains(src, []byte("index-url")) {
			return nil
		}
		return tomlIndexRE
	}
	return nil
}

// JSONObjectEnd is the offset in b of the brace that closes the object whose
// contents b starts with (a brace inside a string is no end), or len(b).
func JSONObjectEnd(b []byte) int {
	in, esc, depth := false, false, 0
	for i, c := range b {
		switch {
		case esc:
			esc = false
		case in && c == '\\':
			esc = true
		case c == '"':
			in = !in
		case in:
		case c == '{':
			depth++
		case c == '}':
			if depth == 0 {
				return i
			}
			depth--
		}
	}
	return len(b)
}

// templateExts are the endings of a template of a file: what is left when
// one is taken off is the file the template becomes.
var templateExts = []string{".tmpl", ".template", ".tpl", ".example", ".sample", ".dist", ".in", ".j2", ".jinja", ".jinja2", ".orig"}

// Untemplated is rel without a template's ending (Makefile.tmpl:
// Makefile), or rel when it has none or nothing would be left.
func Untemplated(rel string) string {
	lower := strings.ToLower(rel)
	for _, e := range templateExts {
		if strings.HasSuffix(lower, e) && len(path.Base(rel)) > len(e) {
			return rel[:len(rel)-len(e)]
		}
	}
	return rel
}

var (
	tomlSectionRE = match.Lazy(`^\s*\[+\s*([^\]]+?)\s*\]+\s*$`)
	tomlTaskRE    = match.Lazy(`^tool\.(hatch\.envs\.[^\s]+\.scripts|pdm\.scripts|poe\.tasks|taskipy\.tasks|rye\.scripts)$`)
	tomlKeyRE     = match.Lazy(`^\s*("[^"\n]*"|'[^'\n]*'|[\w.-]+)\s*=\s*`)
	tomlStringRE  = match.Lazy(`"((?:\\.|[^"\\\n])*)"|'([^'\n]*)'`)
)

type tomlCommand struct {
	span [2]int
	text string
}

// tomlCommands are the commands a pyproject-style TOML file hands a task
// runner: every string of a key in a table of scripts or tasks, and of
// pre-install-commands and post-install-commands (an array may span
// lines), command and cmd, and fly.toml's release_command, at most 500.
func tomlCommands(src []byte) []tomlCommand {
	if !bytes.Contains(src, []byte("scripts")) && !bytes.Contains(src, []byte("tasks")) && !bytes.Contains(src, []byte("install-commands")) && !bytes.Contains(src, []byte("command")) && !bytes.Contains(src, []byte("cmd")) {
		return nil
	}
	var out []tomlCommand
	tasks, open := false, false // in a table of tasks; inside a command array
	for ls := 0; ls < len(src) && len(out) < 500; {
		_, le := lines.Bounds(src, ls)
		line := src[ls:le]
		next := le + 1
		if !open {
			if m := tomlSectionRE.FindSubmatch(line); m != nil {
				tasks = tomlTaskRE.Match(m[1])
				ls = next
				continue
			}
			k := tomlKeyRE.FindSubmatchIndex(line)
			if k == nil {
				ls = next
				continue
			}
			key := strings.Trim(string(line[k[2]:k[3]]), `"'`)
			if !tasks && key != "pre-install-commands" && key != "post-install-commands" && key != "command" && key != "cmd" && key != "release_command" {
				ls = next
				continue
			}
			rest := bytes.TrimSpace(line[k[1]:])
			if q := rest; bytes.HasPrefix(q, []byte(`"""`)) || bytes.HasPrefix(q, []byte("'''")) {
				// A multi-line string (netlify's [build] command = """…"""):
				// to its closing quotes, a script of its lines.
				a := ls + k[1] + bytes.Index(line[k[1]:], q[:3]) + 3
				e := bytes.Index(src[a:], q[:3])
				if e < 0 {
					e = len(src) - a
				}
				out = append(out, tomlCommand{[2]int{a, a + e}, string(src[a : a+e])})
				_, le2 := lines.Bounds(src, min(len(src), a+e))
				ls = le2 + 1
				continue
			}
			open = len(rest) > 0 && rest[0] == '[' && !bytes.Contains(rest, []byte("]"))
		} else if bytes.HasPrefix(bytes.TrimSpace(line), []byte("]")) {
			open = false
			ls = next
			continue
		}
		keyEnd := -1 // the end of the line's key, if it has one
		if k := tomlKeyRE.FindIndex(line); k != nil {
			keyEnd = k[1]
		}
		for _, m := range tomlStringRE.FindAllSubmatchIndex(line, 50) {
			a, e, lit := m[2], m[3], false
			if a < 0 {
				a, e, lit = m[4], m[5], true
			}
			if a < keyEnd {
				continue // the key itself
			}
			text := string(line[a:e])
			if !lit {
				text = jsonUnquote(line[a:e])
			}
			out = append(out, tomlCommand{[2]int{ls + a, ls + e}, text})
		}
		if open && bytes.Contains(tomlStringRE.ReplaceAll(line, nil), []byte("]")) {
			open = false // the array closes after its last string
		}
		ls = next
	}
	return out
}

// codeSpans are the code spans of one to 80 bytes within a line, as the
// expression `([^`\n]{1,80})` finds them (leftmost first, each search
// going on after the last match), at most n (all when n < 0): each is
// [start, end, start of its text, end of its text]. The expression's
// automaton holds eighty states per backtick; this reads each byte after a
// backtick at most once per backtick.
func codeSpans(src []byte, n int) [][4]int {
	var out [][4]int
	for i := 0; i < len(src) && (n < 0 || len(out) < n); {
		k := bytes.IndexByte(src[i:], '`')
		if k < 0 {
			break
		}
		i += k
		j := i + 1
		for j < len(src) && src[j] != '`' && src[j] != '\n' && j-i-1 <= 80 {
			j++
		}
		if l := j - i - 1; j < len(src) && src[j] == '`' && l >= 1 && l <= 80 {
			out = append(out, [4]int{i, j + 1, i + 1, j})
			i = j + 1
		} else {
			i++
		}
	}
	return out
}

// explicitIndex reports an index's url at offset at of a TOML text whose
// table is a [[tool.uv.index]] marked explicit = true: uv takes from it
// only the packages [tool.uv.sources] pins to it by name, the defence
// against a public package of an internal package's name, not a redirect.
func explicitIndex(text []byte, at int) bool {
	ls, _ := lines.Bounds(text, at)
	head := -1
	for k := ls; k > 0; {
		ps, _ := lines.Bounds(text, k-1)
		if l := bytes.TrimSpace(text[ps : k-1]); bytes.HasPrefix(l, []byte("[")) {
			if bytes.Equal(l, []byte("[[tool.poetry.source]]")) {
				return poetrySecondary(text, ps)
			}
			if !bytes.Equal(l, []byte("[[tool.uv.index]]")) && !bytes.Equal(l, []byte("[[index]]")) {
				return false
			}
			head = ps
			break
		}
		k = ps
	}
	if head < 0 {
		return false
	}
	explicit, name := false, ""
	for k := head; k < len(text); {
		_, le := lines.Bounds(text, k)
		l := bytes.TrimSpace(text[k:le])
		if k > head && bytes.HasPrefix(l, []byte("[")) {
			break
		}
		if explicitRE.Match(l) {
			explicit = true
		}
		if m := indexNameRE.FindSubmatch(l); m != nil {
			name = string(m[1])
		}
		k = le + 1
	}
	if !explicit {
		return false
	}
	// A public package pinned to the index (requests = { index = "corp" })
	// is taken from it in the public one's place: that is the redirect.
	for _, m := range uvSourceRE.FindAllSubmatch(text, 200) {
		if string(m[2]) == name && pkgnames.Known[strings.ToLower(string(m[1]))] {
			return false
		}
	}
	return true
}

// localIndex reports an index value that is no host: a bare name, or a
// directory or file: URL on this machine.
func localIndex(v string) bool {
	return !strings.Contains(v, "://") && !strings.Contains(v, ".") || strings.HasPrefix(strings.ToLower(v), "file:")
}

// poetrySecondary reports a [[tool.poetry.source]] table (its header at
// head) whose priority is explicit or supplemental: Poetry takes from it
// only what is pinned to it, or what PyPI lacks. Without a priority (the
// default, primary) it comes before PyPI for every package.
func poetrySecondary(text []byte, head int) bool {
	for k := head; k < len(text); {
		_, le := lines.Bounds(text, k)
		l := bytes.TrimSpace(text[k:le])
		if k > head && bytes.HasPrefix(l, []byte("[")) {
			break
		}
		if m := poetryPriorityRE.FindSubmatch(l); m != nil {
			return string(m[1]) == "explicit" || string(m[1]) == "supplemental"
		}
		k = le + 1
	}
	return false
}

var (
	poetryPriorityRE = match.Lazy(`^priority\s*=\s*["'](\w+)["']`)
	explicitRE       = match.Lazy(`^explicit\s*=\s*true\b`)
	indexNameRE      = match.Lazy(`^name\s*=\s*"([^"\n]+)"`)
	// uvSourceRE is a [tool.uv.sources] entry that pins a package to an
	// index: name = { index = "corp" }.
	uvSourceRE = match.Lazy(`(?m)^[ \t]*"?([\w.-]+)"?[ \t]*=[ \t]*\{[^}\n]*\bindex[ \t]*=[ \t]*"([^"\n]+)"`)
)

// yamlCommands are the commands YAML configuration hands to a tool that
// runs them (run:, script:, command:, cmds: lists, before_script and
// after-script...): each one's span in src and its text (a quoted value
// unquoted, a folded block's lines joined).
func yamlCommands(src []byte) (spans [][2]int, texts []string) {
	if !bytes.Contains(src, []byte("run:")) && !bytes.Contains(src, []byte("entry:")) && !bytes.Contains(src, []byte("command:")) && !bytes.Contains(src, []byte("script:")) &&
		!bytes.Contains(src, []byte("cmd:")) && !bytes.Contains(src, []byte("cmds:")) && !bytes.Contains(src, []byte("commands:")) &&
		!bytes.Contains(src, []byte("_install:")) && !bytes.Contains(src, []byte("_success:")) && !bytes.Contains(src, []byte("_failure:")) && !bytes.Contains(src, []byte("_deploy:")) {
		return nil, nil
	}
	for _, m := range yamlRunRE.FindAllSubmatchIndex(src, 500) {
		val := bytes.TrimSpace(src[m[6]:m[7]])
		start, end := m[6], m[7]
		if len(val) > 0 && (val[0] == '|' || val[0] == '>') {
			// A block: the lines indented deeper than the key.
			ind := m[3] - m[2]
			start = min(m[7]+1, len(src))
			end = start
			for e := start; e < len(src); {
				_, le := lines.Bounds(src, e)
				line := src[e:le]
				if t := bytes.TrimLeft(line, " \t"); len(t) > 0 && len(line)-len(t) <= ind {
					break
				}
				end = le
				e = le + 1
			}
		} else if len(val) > 1 && (val[0] == '"' || val[0] == '\'') && val[len(val)-1] == val[0] {
			val = val[1 : len(val)-1]
		}
		if len(val) == 0 {
			// A list of commands (cmds:, script:): each "- item" line
			// indented deeper than the key, but for items that are
			// keys themselves (- cmd: ..., read on their own).
			ind := m[3] - m[2]
			for e := min(m[7]+1, len(src)); e < len(src); {
				_, le := lines.Bounds(src, e)
				line := src[e:le]
				t := bytes.TrimLeft(line, " \t")
				if len(t) > 0 && len(line)-len(t) <= ind && !(len(line)-len(t) == ind && bytes.HasPrefix(t, []byte("- "))) {
					break
				}
				if bytes.HasPrefix(t, []byte("- ")) && !yamlKeyItemRE.Match(t) {
					item := bytes.TrimSpace(t[2:])
					if len(item) > 1 && (item[0] == '"' || item[0] == '\'') && item[len(item)-1] == item[0] {
						item = item[1 : len(item)-1]
					}
					a := le - len(bytes.TrimLeft(line, " \t-"))
					spans = append(spans, [2]int{a, le})
					texts = append(texts, string(item))
				}
				e = le + 1
			}
			continue
		}
		if end <= start {
			continue
		}
		text := string(src[start:end])
		if val[0] == '>' {
			// A folded block: its lines are one line.
			text = strings.ReplaceAll(text, "\n", " ")
		}
		if val[0] != '|' && val[0] != '>' {
			text = string(val)
		}
		spans = append(spans, [2]int{start, end})
		texts = append(texts, text)
	}
	return spans, texts
}
