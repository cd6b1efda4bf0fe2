package secscan

import (
	"encoding/base64"
	"encoding/hex"
	"strings"
	"unicode/utf8"

	"github.com/skillint/skillint/internal/lines"
	"github.com/skillint/skillint/internal/match"
	"github.com/skillint/skillint/internal/secctx"
)

// A script of any language may spell what it runs in an encoding that no
// reader decodes at a glance: character codes (Lua's string.char(99, 117,
// ...), JavaScript's String.fromCharCode), hex digits (Perl's pack("H*",
// "6375..."), PHP's hex2bin), \x escapes ('\x63\x68\x69...') or base64. The
// pieces are decoded in source order and joined (a command split over two
// variables is one command); a command, an interpreter's way to run code or
// an address among them is hidden on purpose: nothing honest spells "curl"
// in character codes.

// hiddenPiece is a string a script spells in an encoding, and where.
type hiddenPiece struct {
	at   [2]int
	text string
	kind string
}

// Bounds: the literals read per script, a literal's length, the pieces kept.
const (
	maxLiterals   = 4096
	maxLiteralLen = 4096
	maxPieces     = 64
)

// hiddenPieces are the encoded strings of a script, in source order.
func hiddenPieces(src []byte) []hiddenPiece {
	var out []hiddenPiece
	lits := 0
	for i := 0; i < len(src) && len(out) < maxPieces; i++ {
		c := src[i]
		if c == '(' || c == '[' {
			// Character codes: string.char(99, ...), fromCharCode(...),
			// chr(...)-less lists are left to the prose check.
			if p, end, ok := charCodeCall(src, i); ok {
				out = append(out, p)
				i = end - 1
			}
			continue
		}
		if c != '"' && c != '\'' && c != '`' {
			continue
		}
		if lits++; lits > maxLiterals {
			break
		}
		end := hiddenLitEnd(src, i+1, c)
		if end < 0 {
			continue
		}
		body := src[i+1 : end]
		if p, ok := decodeLiteral(body); ok {
			p.at = [2]int{i, end + 1}
			out = append(out, p)
		}
		i = end
	}
	return out
}

// hiddenLitEnd is the offset of the quote that closes a literal opened
// before from, on the same line, or -1.
func hiddenLitEnd(src []byte, from int, q byte) int {
	for j := from; j < len(src) && j-from < maxLiteralLen; j++ {
		switch src[j] {
		case '\\':
			j++
		case '\n':
			if q != '`' {
				return -1
			}
		case q:
			return j
		}
	}
	return -1
}

// charNames are the calls whose arguments are character codes.
var charNames = []string{"string.char", "String.fromCharCode", "String.fromCodePoint", "bytes", "bytearray", "[char[]]"}

// charCodeCall reads the character codes of a call that opens at src[i]
// ("string.char(99, 117)", "fromCharCode(...[99, 117])", "bytes([99, 117])").
func charCodeCall(src []byte, i int) (hiddenPiece, int, bool) {
	named := false
	for _, n := range charNames {
		if i >= len(n) && string(src[i-len(n):i]) == n {
			named = true
			break
		}
	}
	if !named {
		return hiddenPiece{}, 0, false
	}
	j := i + 1
	for j < len(src) && (src[j] == '[' || src[j] == '.' || src[j] == ' ' || src[j] == '(') {
		j++
	}
	var b strings.Builder
	letters := 0
	for j < len(src) && b.Len() < maxLiteralLen {
		n, k := 0, j
		for k < len(src) && src[k] >= '0' && src[k] <= '9' && k-j < 4 {
			n = n*10 + int(src[k]-'0')
			k++
		}
		if k == j || n < 9 || n > 126 {
			break
		}
		if isLetter(byte(n)) {
			letters++
		}
		b.WriteByte(byte(n))
		j = k
		for j < len(src) && (src[j] == ' ' || src[j] == ',' || src[j] == '\n' || src[j] == '\t') {
			j++
		}
	}
	if b.Len() < 3 || letters*3 < b.Len() {
		return hiddenPiece{}, 0, false
	}
	return hiddenPiece{at: [2]int{i, j}, text: b.String(), kind: "character codes"}, j, true
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// decodeLiteral decodes a string literal's body written in \x escapes, hex
// digits or base64, when it spells text.
func decodeLiteral(body []byte) (hiddenPiece, bool) {
	if n := strings.Count(string(body), `\x`); n >= 3 && n*4*2 >= len(body) {
		if t, ok := unescapeHex(body); ok && textual(t) {
			return hiddenPiece{text: t, kind: `\x escapes`}, true
		}
		return hiddenPiece{}, false
	}
	if len(body) < 12 {
		return hiddenPiece{}, false
	}
	allHex, digitsOnly := true, true
	for _, c := range body {
		if !isHexByte(c) {
			allHex = false
			break
		}
		if c < '0' || c > '9' {
			digitsOnly = false
		}
	}
	if allHex && !digitsOnly && len(body)%2 == 0 {
		if d, err := hex.DecodeString(string(body)); err == nil && textual(string(d)) {
			return hiddenPiece{text: string(d), kind: "hex"}, true
		}
		return hiddenPiece{}, false
	}
	if len(body) < 16 || len(body)%4 != 0 {
		return hiddenPiece{}, false
	}
	for _, c := range body {
		if !(isLetter(c) || c >= '0' && c <= '9' || c == '+' || c == '/' || c == '=') {
			return hiddenPiece{}, false
		}
	}
	if d, err := base64.StdEncoding.DecodeString(string(body)); err == nil && textual(string(d)) {
		return hiddenPiece{text: string(d), kind: "base64"}, true
	}
	return hiddenPiece{}, false
}

func isHexByte(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}

// unescapeHex decodes \xHH escapes and the usual one-letter ones.
func unescapeHex(b []byte) (string, bool) {
	var out strings.Builder
	for i := 0; i < len(b); i++ {
		if b[i] != '\\' || i+1 >= len(b) {
			out.WriteByte(b[i])
			continue
		}
		i++
		switch b[i] {
		case 'x':
			if i+2 >= len(b) {
				return "", false
			}
			d, err := hex.DecodeString(string(b[i+1 : i+3]))
			if err != nil {
				return "", false
			}
			out.WriteByte(d[0])
			i += 2
		case 'n':
			out.WriteByte('\n')
		case 't':
			out.WriteByte('\t')
		default:
			out.WriteByte(b[i])
		}
	}
	return out.String(), true
}

// textual reports decoded bytes that read as text: valid UTF-8, printable,
// a third of them letters.
func textual(s string) bool {
	if len(s) < 3 || !utf8.ValidString(s) {
		return false
	}
	letters := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < 0x20 && c != '\n' && c != '\t' && c != '\r' || c == 0x7f {
			return false
		}
		if isLetter(c) {
			letters++
		}
	}
	return letters*3 >= len(s)
}

// hiddenRunRE is what hidden text must not be: a downloader, a shell or an
// interpreter's way to run code, a network shell, an address. hiddenB64RE,
// for base64 (which honest code uses for data): the commands and shells
// alone.
var (
	hiddenRunRE = match.Lazy(`(?i)\b(curl|wget|bash|powershell|pwsh|iwr|invoke-webrequest|invoke-expression|iex|ncat|child_process|execsync|execfilesync|spawnsync|os\.system|subprocess|popen|eval|exec|system|shell_exec|passthru|proc_open|base64_decode|create_function)\b|\bsh\s+-c\b|/dev/tcp/|\|\s*(sh|bash)\b|https?://`)
	hiddenB64RE = match.Lazy(`(?i)\b(curl|wget|powershell|iwr|invoke-webrequest|invoke-expression|child_process|execsync|shell_exec)\b|/dev/tcp/|\|\s*(sh|bash)\b`)
)

// hiddenStrings reports a script that spells a command, a way to run code
// or an address in an encoding, unless what it hides is reported already
// (a decoded text run, a download run).
func (s *scanner) hiddenStrings(ctx secctx.Ctx) {
	for _, f := range s.out {
		switch f.Rule {
		case DecodeExec, PipeToShell, DownloadExec, ObfuscatedCall, ReverseShell:
			return
		}
	}
	pieces := hiddenPieces(s.in.Src)
	for k := 0; k < len(pieces); {
		// A group: pieces within a few lines of each other, joined.
		e := k + 1
		for e < len(pieces) && pieces[e].at[0]-pieces[e-1].at[1] < 400 {
			e++
		}
		var joined strings.Builder
		for _, p := range pieces[k:e] {
			joined.WriteString(p.text)
		}
		// Joined as the code joins them (a .. b), and spaced, for the
		// words of pieces that meet (child_process, execSync).
		j := joined.String()
		var spaced strings.Builder
		for _, p := range pieces[k:e] {
			spaced.WriteString(p.text)
			spaced.WriteByte(' ')
		}
		sp := spaced.String()
		hit := hiddenRunRE.MatchString(j) || hiddenRunRE.MatchString(sp)
		strong := hiddenB64RE.MatchString(j) || hiddenB64RE.MatchString(sp)
		if hit && allBase64(pieces[k:e]) && !strong {
			hit = false
		}
		if hit {
			p := pieces[k]
			st := secctx.Risky
			if strong {
				st = secctx.Act // a downloader, a shell, a process module
			}
			s.report(ObfuscatedCall, p.at[0], p.at[1], ctx, st,
				"a script that spells "+quoteHidden(sp)+" in "+p.kind+", hiding what it runs or reaches", "write the command or address in plain text; an encoding hides it from every reviewer")
			return
		}
		k = e
	}
}

func allBase64(ps []hiddenPiece) bool {
	for _, p := range ps {
		if p.kind != "base64" {
			return false
		}
	}
	return true
}

// quoteHidden quotes decoded text for a message, short and on one line.
func quoteHidden(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if len(s) > 60 {
		s = s[:57]
		for len(s) > 0 && !utf8.ValidString(s) {
			s = s[:len(s)-1]
		}
		s += "..."
	}
	return `"` + s + `"`
}

// webShellRE is PHP that evaluates what a web request sends: eval, assert
// or create_function over $_GET, $_POST, $_REQUEST, $_COOKIE, $_SERVER
// (its HTTP_ headers) or $_FILES, directly or through a function held in a
// variable ($f = 'base'.'64_decode'; eval($f($_SERVER['HTTP_X'])).
var webShellRE = match.Lazy(`(?i)\b(eval|assert|create_function)\s*\([^;\n]{0,120}?\$_(GET|POST|REQUEST|COOKIE|SERVER|FILES)\b`)

// webShell reports PHP that runs code a web request carries: a backdoor
// for whoever sends the request.
func (s *scanner) webShell(rel string, ctx secctx.Ctx) {
	if !strings.HasSuffix(strings.ToLower(rel), ".php") || !match.ContainsAnyFold(s.in.Src, "$_") {
		return
	}
	for _, m := range webShellRE.FindAllIndex(s.in.Src, 4) {
		s.report(ReverseShell, m[0], m[1], ctx, secctx.Act, "a PHP script that runs code sent in a web request ("+quoteHidden(string(s.in.Src[m[0]:m[1]]))+"), a web shell for whoever sends it,", "never evaluate request data; remove the endpoint")
	}
}

// Traces wiped: a script that names the user's shell history and the
// system's login or audit logs, and shreds, truncates or deletes them, does
// what an intruder does to hide; no housekeeping touches both.
// (historyFileRE, in otherlang.go, names the shell history files.)
var (
	systemLogRE  = match.Lazy(`/var/log/(auth\.log|secure|audit/|wtmp|btmp|lastlog|faillog|syslog|messages)|\bwevtutil\b[^\n]{0,20}\bcl\b|\bClear-EventLog\b`)
	wipeVerbRE   = match.Lazy(`(?i)\b(shred\w*|wipe\w*|srm|history\s+-c|clear-eventlog)\b|\btruncate(\s*\(|\s+-s\s*0\b)|\bset_len\(\s*0\s*\)|\bwevtutil\s+cl\b|\b(write|fill)\w*\s*\(?\s*&?zeros\b`)
	removeCallRE = match.Lazy(`(?i)\b(remove_file|os\.Remove|os\.remove|unlink\w*|File\.delete|Files\.delete\w*|FileUtils\.rm\w*|fs\.rm\w*|Remove-Item|rm\s+-\w+|del)\b`)
)

// traceWipe reports a script that erases shell history and system logs.
func (s *scanner) traceWipe(ctx secctx.Ctx) {
	src := s.in.Src
	if !match.ContainsAnyFold(src, "_history", "/var/log/", "wevtutil", "clear-eventlog") {
		return
	}
	h := historyFileRE.FindIndex(src)
	if h == nil || !systemLogRE.Match(src) {
		return
	}
	for _, f := range s.out {
		if f.Rule == Destructive {
			return
		}
	}
	wiped := wipeVerbRE.Match(src)
	if !wiped {
		// A deletion on the line of a history file or a system log.
		for _, m := range removeCallRE.FindAllIndex(src, 50) {
			ls, le := lines.Bounds(src, m[0])
			if historyFileRE.Match(src[ls:le]) || systemLogRE.Match(src[ls:le]) {
				wiped = true
				break
			}
		}
	}
	if wiped {
		s.report(Destructive, h[0], h[1], ctx, secctx.Act, "a script that erases the shell history and the system's login or audit logs, as an intruder hides their traces", "leave logs and history alone; rotate logs with logrotate")
	}
}
