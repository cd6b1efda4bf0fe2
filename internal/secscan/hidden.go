package secscan

import (
	"bytes"
	"encoding/base64"
	"encoding/hex"
	"path"
	"strings"
	"unicode/utf8"

	"github.com/skillint/skillint/internal/lines"
	"github.com/skillint/skillint/internal/match"
	"github.com/skillint/skillint/internal/secctx"
	"github.com/skillint/skillint/internal/shell"
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

// Bounds: a literal's length read, the pieces of a group (pieces within a
// few lines of each other, joined).
const (
	maxLiteralLen = 4096
	maxGroup      = 64
	groupGap      = 400
)

// hiddenPieces calls fn with the encoded strings of a script, in source
// order. Each byte is read a bounded number of times: a literal that does
// not close says that no quote of its kind closes one before where its
// reading stopped, so none opened there is read again.
func hiddenPieces(src []byte, fn func(hiddenPiece)) {
	var open [3]int // by quote kind: no literal of it closes before this
	for i := 0; i < len(src); i++ {
		c := src[i]
		if c == '(' {
			// Character codes: string.char(99, ...),
			// String.fromCharCode(...[99, ...]), bytes([99, ...]).
			if p, end, ok := charCodeCall(src, i); ok {
				fn(p)
				i = end - 1
			}
			continue
		}
		if c != '"' && c != '\'' && c != '`' {
			continue
		}
		q := strings.IndexByte("\"'`", c)
		if i < open[q] {
			continue
		}
		end, stop := hiddenLitEnd(src, i+1, c)
		if end < 0 {
			open[q] = stop
			continue
		}
		if p, ok := decodeLiteral(src[i+1 : end]); ok {
			p.at = [2]int{i, end + 1}
			fn(p)
		}
		i = end
	}
}

// hiddenLitEnd is the offset of the quote that closes a literal opened
// before from (on the same line, but for a backtick's), or -1 and the
// offset where the reading stopped.
func hiddenLitEnd(src []byte, from int, q byte) (int, int) {
	j := from
	for ; j < len(src) && j-from < maxLiteralLen; j++ {
		switch src[j] {
		case '\\':
			j++
		case '\n':
			if q != '`' {
				return -1, j
			}
		case q:
			return j, j
		}
	}
	return -1, j
}

// charNames are the calls whose arguments are character codes (compared
// ignoring case: PowerShell's [Char[]] is [char[]]).
var charNames = [][]byte{[]byte("string.char"), []byte("string.fromcharcode"), []byte("string.fromcodepoint"), []byte("bytes"), []byte("bytearray"), []byte("[char[]]")}

// charCodeCall reads the character codes of a call that opens at src[i]
// ("string.char(99, 117)", "fromCharCode(...[0x63, 0x75])", "bytes([99,
// 117])"), decimal or hex.
func charCodeCall(src []byte, i int) (hiddenPiece, int, bool) {
	named := false
	for _, n := range charNames {
		if k := i - len(n); k >= 0 && bytes.EqualFold(src[k:i], n) && (k == 0 || !isIdentByte(src[k-1]) && src[k-1] != '.') {
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
		if k+2 < len(src) && src[k] == '0' && (src[k+1] == 'x' || src[k+1] == 'X') {
			k += 2
			for k < len(src) && isHexByte(src[k]) && k-j < 4 {
				n = n*16 + hexVal(src[k])
				k++
			}
		} else {
			for k < len(src) && src[k] >= '0' && src[k] <= '9' && k-j < 4 {
				n = n*10 + int(src[k]-'0')
				k++
			}
		}
		// Printable ASCII and the three blanks of text; a control code
		// (an escape sequence) ends the list.
		if k == j || n > 126 || n < 0x20 && n != '\n' && n != '\t' && n != '\r' {
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

func isIdentByte(c byte) bool { return isLetter(c) || c >= '0' && c <= '9' || c == '_' }

func hexVal(c byte) int {
	switch {
	case c >= 'a':
		return int(c-'a') + 10
	case c >= 'A':
		return int(c-'A') + 10
	}
	return int(c - '0')
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// decodeLiteral decodes a string literal's body written in \x escapes, hex
// digits or base64, when it spells text.
func decodeLiteral(body []byte) (hiddenPiece, bool) {
	if n := strings.Count(string(body), `\x`); n >= 3 && n*4*2 >= len(body) {
		if t, ok := shell.UnescapeC(string(body)); ok && textual(t) {
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

// hiddenRunRE is what hidden text must not hold: a downloader, a shell or
// an interpreter's way to run code, a network shell, an address.
// hiddenStrongRE is the part of it that nothing honest encodes at all (a
// downloader, a shell, a process module): it alone counts in base64,
// which honest code uses for data, and it makes the finding an error.
var (
	hiddenRunRE    = match.Lazy(`(?i)\b(curl|wget|bash|powershell|pwsh|iwr|invoke-webrequest|invoke-expression|iex|ncat|child_process|execsync|execfilesync|spawnsync|os\.system|subprocess|popen|eval|exec|system|shell_exec|passthru|proc_open|base64_decode|create_function)\b|\bsh\s+-c\b|/dev/tcp/|\|\s*(sh|bash)\b|https?://`)
	hiddenStrongRE = match.Lazy(`(?i)\b(curl|wget|powershell|iwr|invoke-webrequest|invoke-expression|child_process|execsync|shell_exec)\b|/dev/tcp/|\|\s*(sh|bash)\b`)
)

// hiddenStrings reports a script that spells a command, a way to run code
// or an address in an encoding, unless what it hides is reported already
// (a decoded text run, a download run). It reports the first such group.
func (s *scanner) hiddenStrings(ctx secctx.Ctx) {
	for _, f := range s.out {
		switch f.Rule {
		case DecodeExec, PipeToShell, DownloadExec, ObfuscatedCall, ReverseShell:
			return
		}
	}
	var group []hiddenPiece
	done := false
	flush := func() {
		if !done && len(group) > 0 {
			done = s.hiddenGroup(group, ctx)
		}
		group = group[:0]
	}
	hiddenPieces(s.in.Src, func(p hiddenPiece) {
		if done {
			return
		}
		if n := len(group); n > 0 && (p.at[0]-group[n-1].at[1] >= groupGap || n == maxGroup) {
			flush()
		}
		group = append(group, p)
	})
	flush()
}

// hiddenGroup reports a group of pieces that spells what hiddenRunRE
// names, joined as the code joins them (a .. b) or spaced (for the words
// of pieces that meet: child_process, execSync), and says whether it did.
// (A long list of character codes is decoded and scanned by the
// encoded-blob rule too, which reports what the other rules find in it: a
// piped download there is reported twice, as what it is and as hidden.)
func (s *scanner) hiddenGroup(group []hiddenPiece, ctx secctx.Ctx) bool {
	for _, sep := range []string{"", " "} {
		var b strings.Builder
		starts := make([]int, len(group)) // of each piece in the text
		for k, p := range group {
			starts[k] = b.Len()
			b.WriteString(p.text)
			b.WriteString(sep)
		}
		text := b.String()
		for _, m := range hiddenRunRE.FindAllIndex([]byte(text), 8) {
			k := 0 // the piece the match starts in
			for k+1 < len(starts) && starts[k+1] <= m[0] {
				k++
			}
			p := group[k]
			if p.kind == "base64" && !hiddenStrongRE.MatchString(p.text) {
				continue // data in base64, which may hold an address
			}
			st := secctx.Risky
			if hiddenStrongRE.MatchString(text) {
				st = secctx.Act
			}
			shown := text[max(starts[k], m[0]-40):min(len(text), m[1]+40)]
			s.report(ObfuscatedCall, p.at[0], p.at[1], ctx, st,
				"a script that spells "+quoteHidden(shown)+" in "+p.kind+", hiding what it runs or reaches", "write the command or address in plain text; an encoding hides it from every reviewer")
			return true
		}
	}
	return false
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
// The request value is the argument itself, or what one function given it
// returns (not assert($_SERVER['REQUEST_METHOD'] === 'POST'), not a
// validator's ->assert($_POST['email'])).
var webShellRE = match.Lazy(`(?i)(?:^|[^\w>:$])((?:eval|assert|create_function)\s*\(\s*(?:@?\$?\w+\s*\(\s*){0,3}\$_(GET|POST|REQUEST|COOKIE|SERVER|FILES)\s*\[[^\]\n]{1,60}\]\s*\))`)

// webShell reports PHP that runs code a web request carries: a backdoor
// for whoever sends the request.
func (s *scanner) webShell(rel string, ctx secctx.Ctx) {
	switch strings.ToLower(path.Ext(rel)) {
	case ".php", ".phtml", ".php5", ".php7", ".inc":
	default:
		return
	}
	if !match.ContainsAnyFold(s.in.Src, "$_") {
		return
	}
	for _, m := range webShellRE.FindAllSubmatchIndex(s.in.Src, 4) {
		s.report(ReverseShell, m[2], m[3], ctx, secctx.Act, "a PHP script that runs code sent in a web request ("+quoteHidden(string(s.in.Src[m[2]:m[3]]))+"), a web shell for whoever sends it,", "never evaluate request data; remove the endpoint")
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
