// Package security holds the security/* rules: static, offline checks of what a skill's text and
// bundled files would make an agent do.
package security

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"net"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/skillint/skillint/internal/secctx"
	"github.com/skillint/skillint/internal/secscan"
	"github.com/skillint/skillint/internal/shell"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/internal/lines"
	"github.com/skillint/skillint/internal/match"
	"github.com/skillint/skillint/model"
	"github.com/skillint/skillint/rules"
)

// The security rules: static, offline checks of what a skill's text and
// bundled files would make an agent do. Each finding's severity depends on
// where the text is: a script bundled with the skill is what an agent runs;
// a code block in the instructions is what it is told to run; prose is what
// it reads; and a code block the text presents as a bad example ("never do
// this") is least of all.

// secFormats are every format whose text an agent reads or runs.
var secFormats = []string{model.FormatSkillMD, model.FormatAIP3, model.FormatAgent3md, model.Format3md,
	model.FormatAgentMD, model.FormatCopilotAgent, model.FormatBundled,
	model.FormatPlugin, model.FormatMarketplace, model.FormatHooks, model.FormatSettings, model.FormatMCP,
	model.FormatSubagent, model.FormatCommand, model.FormatSkillEvals, model.FormatCodexAgent}

// where a match is.
type where int

const (
	inProse   where = iota // instructions an agent reads
	inCode                 // a code block or span in the instructions
	inScript               // a bundled script: what an agent runs
	inExample              // code or prose presented as what not to do
)

func (w where) String() string {
	return [...]string{"in the instructions", "in a code block of the instructions", "in a script bundled with the skill", "in an example of what not to do"}[w]
}

// isTableRow reports offset i on a row of a Markdown table: the framer
// calls it quoted only when it lists things (not a table of steps or an
// install cell), and so is code in it.
func isTableRow(text []byte, i int) bool {
	ls, _ := lines.Bounds(text, i)
	return bytes.HasPrefix(bytes.TrimLeft(text[ls:i], " \t"), []byte("|"))
}

// severities says what severity a rule's finding has in each place; the
// configured severity of the rule caps it.
type severities [4]diag.Severity

var (
	alwaysError = severities{diag.Error, diag.Error, diag.Error, diag.Warning}
	runnable    = severities{diag.Warning, diag.Warning, diag.Error, diag.Info} // commands often shown to install tools
	codeFirst   = severities{diag.Info, diag.Warning, diag.Error, diag.Info}    // paths that are normal to mention
	phraseSev   = severities{diag.Error, diag.Warning, diag.Info, diag.Info}    // instructions to the model (in a script: strings a scanner looks for, or prints)
)

// secText is one stretch of text to scan.
type secText struct {
	text   []byte
	base   int         // file offset of text[0]
	body   *model.Body // for code ranges (nil: prose, or all code when script)
	script bool
	front  bool // the frontmatter
	note   bool // a value of a plugin's file that addresses the agent
}

// textMemo keeps the result of f, a function of t's text only (key names
// what it computes): per distinct body text, or per document for texts
// without a body.
func textMemo(p *rules.Pass, t secText, i int, key string, f func() any) any {
	if t.body != nil {
		return t.body.Info().Memo(key, f)
	}
	return p.Doc.Memo(keyAt(key, i), f)
}

// keyAt is the memo key "key-i", made once: the texts of a document are
// few, and building the key for every rule of every file showed.
func keyAt(key string, i int) string {
	return keysAt.Get(keyIndex{key, i}, func() string { return fmt.Sprintf("%s-%d", key, i) })
}

type keyIndex struct {
	key string
	i   int
}

var keysAt = match.Memo[keyIndex, string]{Max: 4096}

// secTexts are the texts of a document: its frontmatter, and every unit's
// instructions.
func secTexts(p *rules.Pass) []secText {
	return p.Doc.Memo("security-texts", func() any { return collectSecTexts(p) }).([]secText)
}

func collectSecTexts(p *rules.Pass) []secText {
	var out []secText
	src := p.Src().Bytes
	if f := p.Doc.Front; f[1] > f[0] && f[1] <= len(src) {
		out = append(out, secText{text: src[f[0]:f[1]], base: f[0], front: true})
	}
	for _, s := range p.Doc.Skills {
		if s.Body != nil {
			out = append(out, secText{text: s.Body.Text, base: s.Body.Start, body: s.Body, script: p.Doc.Script})
		}
	}
	if p.Doc.Script && p.Doc.Format != model.FormatBundled {
		// A plugin's file (a manifest, an MCP or hooks configuration):
		// its values that address the agent are read as instructions.
		for _, sp := range secscan.AgentNotes(src) {
			out = append(out, secText{text: src[sp[0]:sp[1]], base: sp[0], note: true})
		}
	}
	return out
}

// whereIs classifies offset i of t; fr frames offsets of t.text (the
// context model every security finding uses: a negation or judgement in
// the sentence, the lead-in of a code block, a detection rule, a quotation).
// Asks comes back as the second result: the text has the agent ask the
// user first.
func whereIs(t secText, i int, fr *secctx.Framer) (where, bool) {
	if t.script {
		return inScript, false
	}
	if linkText(t.text, i) {
		return inExample, false // a link's text: a title that is cited
	}
	f, in, block := frameOf(t, i, fr)
	inline := in && !block
	if !in && t.body != nil && t.body.Light && tickSpan(t.text, i) {
		// A Markdown file bundled with the skill (a reference) is read
		// for its fences only: inline code is found on its line.
		inline = true
	}
	switch f {
	case secctx.Negated, secctx.Detection:
		return inExample, false
	case secctx.Quoted:
		// A phrase in quotes is mentioned, not used; backticks around
		// inline code quote nothing, unless the code is inside a
		// quotation.
		if !inline || fr.InQuotation(i) || isTableRow(t.text, i) {
			return inExample, false
		}
	}
	if block || inline {
		return inCode, f == secctx.Asks
	}
	return inProse, f == secctx.Asks
}

var urlInMatch = match.Lazy(`https?://[^\s"')]+`)

// bareURLRE is a URL with or without its scheme (irm bun.sh/install.ps1).
var (
	schedulerRE = match.Lazy(`(?i)\b(schtasks|crontab|Register-ScheduledTask|New-ScheduledTask|LaunchAgents|launchctl)\b`)
	netLineRE   = match.Lazy(`(?i)\b(curl|wget|iwr|irm|Invoke-WebRequest|Invoke-RestMethod|bitsadmin|certutil|nc|ncat)\b|https?://`)
)

// shellScript reports a script of a shell (sh, PowerShell, batch, fish):
// every line of it runs a program, so nothing says what it cannot do.
func shellScript(path string, text []byte) bool {
	switch strings.ToLower(filepath.Ext(path)) {
	case ".sh", ".bash", ".zsh", ".zsh-theme", ".ksh", ".fish", ".ps1", ".psm1", ".bat", ".cmd", "":
		return true
	}
	first, _, _ := bytes.Cut(text, []byte("\n"))
	return bytes.HasPrefix(first, []byte("#!")) && bytes.Contains(first, []byte("sh")) // as secscan reads a script
}

// statsOnly reports a script that looks at files' modes (stat, Lstat,
// st_mode, Mode()) and can neither read a file's contents nor send or hand
// on anything (scriptTalksRE): printing a key read is sending it to the
// agent.
func statsOnly(text []byte) bool {
	return statRE.Match(text) && !readsFiles(text) && !scriptTalksRE.Match(text)
}

var statRE = match.Lazy(`\b(os\.(Stat|Lstat)|fs\.(stat|lstat|statSync|lstatSync)|os\.stat|os\.lstat|st_mode|Mode\(\)|File\.stat|File::stat|filemode)\b|\bstat\(`)

var scriptTalksRE = match.Lazy(`(?i)https?://|\b(net/http|net\.Dial\w*|http\.(Get|Post|PostForm|Head|NewRequest\w*|Client|DefaultClient)|socket\w*|smtp\w*|dns\w*|requests|urllib\w*|httpx|aiohttp|fetch|axios|XMLHttpRequest|WebSocket|got|undici|curl\w*|wget|Net::\w+|LWP\w*|IO::Socket\w*|HTTP::\w+|fsockopen|file_get_contents|stream_context_create|mail|sendmail|Faraday|HTTParty|RestClient|open-uri|URI\.open|Invoke-(WebRequest|RestMethod)|WebClient|HttpClient|TcpClient|UdpClient|exec\w*|os/exec|system|popen\w*|spawn\w*|subprocess|child_process|Process\.Start|Start-Process|shell_exec|passthru|proc_open|Open3|IO\.popen|io\.popen|os\.execute|luasocket|\w*tcp\w*|\w*udp\w*|connect\w*|ssl|tls|upload\w*|post|send\w*|nc|ncat|socat|scp|rsync|sftp|ftp)\b|` + "`")

// configValue reports a match that is the value of a setting on its line
// (NAME=value, key: value, "key": "value"), nothing before the name.
func configValue(text []byte, i int) bool {
	ls, _ := lines.Bounds(text, min(i, len(text)))
	return configKeyRE.Match(text[ls:i])
}

var configKeyRE = match.Lazy(`^\s*(export\s+|local\s+|readonly\s+|-\s+)?["']?[A-Za-z_][\w.-]*["']?\s*[=:]\s*["']?([A-Za-z]:)?(\$\{[A-Za-z_]\w*:?[-=])?(\$\{?[A-Za-z_]\w*\}?)?[\w./~\\-]*$|(?i)^\s*(IdentityFile|CertificateFile)\s+["']?([A-Za-z]:)?[\w./~\\-]*$`)

// publicKeyPath reports a match that names the keys allowed in
// (authorized_keys) or a public key: meant to be shared, no credential.
func publicKeyPath(m string) bool {
	return strings.Contains(m, "authorized_keys") || strings.HasSuffix(m, ".pub")
}

// keyNotRead reports a key's path at offset i of a script's text that is
// not read there: the target of a redirection (the key written, as a CI
// job writes its deploy key), an argument of a command that only sets its
// mode or lists it (chmod 600 ~/.ssh/key), or text of a here-document that
// a command writes to a file (a workflow the script generates).
func keyNotRead(text []byte, i int) bool {
	ls, _ := lines.Bounds(text, min(i, len(text)))
	before := bytes.TrimRight(text[ls:i], " \t\"'")
	if bytes.HasSuffix(before, []byte(">")) {
		return true
	}
	f := bytes.Fields(text[ls:i])
	if len(f) > 0 && (string(f[0]) == "sudo" || string(f[0]) == "-") {
		f = f[1:]
	}
	if len(f) > 0 {
		switch string(f[0]) {
		case "chmod", "chown", "chgrp", "mkdir", "ls", "test", "[", "[[", "ssh-add", "ssh-keygen", "touch":
			return true
		}
	}
	return bytes.Contains(text, []byte("<<")) && inFileHeredoc(text, ls)
}

// fileReadRE is a call or command that reads a file's contents (or hands
// it whole to something that does: an archiver, a copy, an upload).
var fileReadRE = match.Lazy(`\b(open|Open|ReadFile|ReadAll|OpenFile|read_text|read_bytes|readFile|readFileSync|createReadStream|readlines|safe_load|Get-Content|ReadAllText|ReadAllBytes|copyfile|copy2|copytree|make_archive|dotenv_values|load_dotenv|ConfigParser|netrc|fopen|file_get_contents|File\.read|IO\.read)\s*\(|\.(read|load|loads|add|write|upload|copy|sendall|send|readAsText)\s*\(|(^|[\s;|&(` + "`" + `"'])(cat|less|head|tail|cp|scp|rsync|tar|zip|base64|xxd|gpg|openssl|source|curl|Get-Content|type)\s|<\s*["'$~/]`)

// readsFiles reports a script that reads some file's contents: one that
// only tests, stats or changes the mode of paths (a permission audit)
// reads none of the credential stores it names.
func readsFiles(text []byte) bool { return fileReadRE.Match(text) }

// hdocStartRE is a line that writes a here-document to a file: cat > f <<
// EOF, tee f << 'EOF'.
var hdocStartRE = match.Lazy(`\b(cat|tee)\b[^<\n]*(>\s*\S+|\s[^\s<>|]+)\s*<<-?\s*["']?\w+["']?\s*$`)

// inFileHeredoc reports whether the line starting at ls is inside the body
// of a here-document written to a file, looking back at most 300 lines.
func inFileHeredoc(text []byte, ls int) bool {
	end := ls
	for n := 0; n < 300 && end > 0; n++ {
		ps, _ := lines.Bounds(text, end-1)
		line := bytes.TrimRight(text[ps:end-1], "\r")
		if bytes.Contains(line, []byte("<<")) && hdocStartRE.Match(line) {
			return true // no terminator met on the way up
		}
		if t := bytes.TrimSpace(line); isDelimiter(t) {
			return false // a here-document's end: what follows is script
		}
		end = ps
	}
	return false
}

// isDelimiter reports a word that ends here-documents by convention: all
// capitals (EOF, WORKFLOW, END_OF_FILE).
func isDelimiter(w []byte) bool {
	if len(w) < 2 {
		return false
	}
	for _, c := range w {
		if !(c >= 'A' && c <= 'Z' || c == '_' || c >= '0' && c <= '9') {
			return false
		}
	}
	return true
}

// describes reports a match that follows a subject or a modal ("they
// disable ...", "which removes ...", "this would turn off ..."): a
// description of what something does, not an instruction to do it.
func describes(text []byte, i int) bool {
	j := i
	for j > 0 && i-j < 8 && (text[j-1] == ' ' || text[j-1] == '\t' || text[j-1] == '\n') {
		j--
	}
	k := j
	for k > 0 && (text[k-1] >= 'a' && text[k-1] <= 'z' || text[k-1] >= 'A' && text[k-1] <= 'Z') {
		k--
	}
	if k > 0 && text[k-1] != ' ' && text[k-1] != '\t' && text[k-1] != '\n' {
		return false // part of an option or a path (-it), not a word
	}
	switch strings.ToLower(string(text[k:j])) {
	case "they", "it", "which", "that", "this", "these", "those", "will", "would", "can", "could", "may", "might":
		return true
	}
	return false
}

// lineOf is the line of text around offset i.
func lineOf(text []byte, i int) []byte {
	ls, le := lines.Bounds(text, min(i, len(text)))
	return text[ls:le]
}

// urlOrBare is the first URL with a scheme in b, or else the first host
// and path without one.
func urlOrBare(b []byte) []byte {
	if u := urlInMatch.Find(b); u != nil {
		return bytes.TrimRight(u, "|;&`")
	}
	return bareURLRE.Find(b)
}

var bareURLRE = match.Lazy(`(?i)(https?://)?[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}/[^\s"'|)]*`)

func withScheme(u string) string {
	if strings.HasPrefix(u, "http://") || strings.HasPrefix(u, "https://") {
		return u
	}
	return "https://" + u
}

// secRule is a pattern rule.
type secRule struct {
	id   rules.ID
	sev  severities
	pats []string // case-insensitive regular expressions
	msg  string   // what the match means, and what to do
	doc  rules.Doc
	// escalate, when set, keeps the severity only where the match's
	// paragraph also matches it; elsewhere the finding is a mention.
	escalate func() *match.OnLines
	// skip drops matches it returns true for.
	skip func(match string) bool
	// mentionInSecurity makes a match in a skill declared for security
	// work a mention: such skills list it as an indicator.
	mentionInSecurity bool
	// command, when set, tells a match that is a command (not words
	// about one): in a script it is a warning at least.
	command *match.Regexp
	// mention, when set, tells a match that is said of the thing rather
	// than done (a setting's value, a description, what the skill says it
	// installs): such a match is info.
	mention func(p *rules.Pass, t secText, h [2]int, match string, w where) bool
	// extra, when set, is a check of the rule's class that reads more
	// than text (a hook configuration and the script it runs).
	extra func(p *rules.Pass)
}

// namedTablesOnly reports a loop over the catalog that keeps only tables
// of a given name (tablename LIKE 'tmp\_%', table_name = 'x', name IN
// (...)): the tables a test or a migration made, not every table. NOT LIKE
// keeps all but a few, and a schema alone is all of its tables.
func namedTablesOnly(m string) bool {
	return catalogLoopRE.MatchString(m) && namedTablesRE.MatchString(m) && !orFilterRE.MatchString(m)
}

var (
	catalogLoopRE = match.Lazy(`(?i)\b(pg_tables|information_schema\.tables|sqlite_master|pg_namespace|pg_database|information_schema\.schemata)\b`)
	namedTablesRE = match.Lazy(`(?i)\b(tablename|table_name|tbl_name|name|nspname|datname|schema_name)\s*(=\s*'|IN\s*\(\s*'|=\s*ANY\s*\(\s*(ARRAY\s*\[\s*)?'|LIKE\s+'[^%'_\\]{2,}|LIKE\s+'[^%']*\\_|~\s*'\^\w)|\bstarts_with\s*\(\s*(tablename|table_name|tbl_name|name)\s*,\s*'[^']{2,}'`)
	// orFilterRE: an OR in the filter widens it to whatever its other
	// side allows.
	orFilterRE = match.Lazy(`(?i)\bOR\b`)
)

// credentialSetting: SSH_KEY=~/.ssh/id_rsa, identity_file: ~/.ssh/id_ed25519:
// configuration that says where a key is, for the tool that uses it;
// nothing reads it here.
func credentialSetting(_ *rules.Pass, t secText, h [2]int, _ string, _ where) bool {
	return configValue(t.text, h[0]) || treeLine(t.text, h[0])
}

// treeLine reports whether offset i of text is on a line of a directory
// tree drawing ("└── id_ed25519*  # Your SSH key(s)"): a file named, not
// read.
func treeLine(text []byte, i int) bool {
	ls, _ := lines.Bounds(text, min(i, len(text)))
	pre := bytes.TrimLeft(text[ls:i], " \t")
	for _, p := range []string{"├", "└", "│", "|--", "`--", "+--"} {
		if bytes.HasPrefix(pre, []byte(p)) {
			return true
		}
	}
	return false
}

// describedWeakening: "they disable security checks": what something does,
// said of it, not an instruction (outside scripts).
// optionHelp: the match describes a command-line option named before it
// on its line ("- `--system-prompt <prompt>`: Override the system prompt",
// "--override-rules    replaces the previous rules"): a tool's help, not
// text addressed to the model.
func optionHelp(_ *rules.Pass, t secText, h [2]int, _ string, _ where) bool {
	ls := bytes.LastIndexByte(t.text[:h[0]], '\n') + 1
	return optionHelpRE.Match(t.text[ls:h[0]])
}

// overrideMention: an option's help, or one document's rules replacing
// another's ("its rules replace any earlier rules from the old template"):
// which text of the project wins, not the agent's instructions dropped.
func overrideMention(p *rules.Pass, t secText, h [2]int, match string, w where) bool {
	return optionHelp(p, t, h, match, w) || supersededDocRE.Match(t.text[h[1]:min(len(t.text), h[1]+60)]) ||
		describedOverrideRE.Match(t.text[max(0, h[0]-40):h[0]])
}

// describedOverrideRE ends the words before an override phrase that say
// what something does or tries, not what to do: "a document includes
// instructions that override the system prompt", "payloads designed to
// ignore previous instructions".
var describedOverrideRE = match.Lazy(`(?i)\b(instructions?|text|content|commands?|payloads?|prompts?|messages?|inputs?|strings?|data|comments?)\s+(that|which)\s+$|\b(that|which|who)\s+(try|tries|attempt|attempts)\s+to\s+$|\b(attempts?|tries|trying|designed|meant|intended|crafted|used)\s+to\s+$`)

// supersededDocRE is what follows "replaces the earlier rules" when they
// are a document's: from or of the old template, version, file...
var supersededDocRE = match.Lazy(`(?i)^\s+(from|in|of)\s+(the\s+|this\s+|that\s+)?(old|older|previous|earlier|prior|last|original|legacy|v\d[\w.]*|\d{4})\s+(template|version|release|file|document|config\w*|policy|guide|edition|handbook|spec\w*|standard|draft)s?\b`)

var optionHelpRE = match.Lazy(`^\s*([-*+]\s+|\|\s*)?\x60?-{1,2}[A-Za-z][\w-]*(,\s*-{1,2}[A-Za-z][\w-]*)?(=?\s*(<[^>\n]*>|\[[^\]\n]*\]|[A-Z_]+))?\x60?\s*(:|-|–|—|\||\s{2,})\s*$`)

// listedChoice: the match is one of the values an option's help lists
// (--sandbox <read-only|workspace-write|danger-full-access>), named, not
// chosen.
func listedChoice(_ *rules.Pass, t secText, h [2]int, _ string, _ where) bool {
	ls, _ := lines.Bounds(t.text, h[0])
	_, le := lines.Bounds(t.text, h[1])
	before, after := t.text[ls:h[0]], t.text[h[1]:le]
	o := bytes.LastIndexAny(before, "<[{")
	if o < 0 || bytes.ContainsAny(before[o:], " \t>]}") {
		return false
	}
	c := bytes.IndexAny(after, ">]}")
	if c < 0 || bytes.ContainsAny(after[:c], " \t") {
		return false
	}
	return bytes.IndexByte(before[o:], '|') >= 0 || bytes.IndexByte(after[:c], '|') >= 0
}

// namedExample: a tool named in prose as one of a kind ("popular miners
// such as XMRig or T-Rex exist"), not run.
func namedExample(p *rules.Pass, t secText, h [2]int, _ string, w where) bool {
	ls, le := lines.Bounds(t.text, h[0])
	if (bytes.HasSuffix(t.text[max(ls, h[0]-16):h[0]], []byte("://")) || bytes.HasSuffix(t.text[max(ls, h[0]-20):h[0]], []byte("://api."))) && poolAPIRE.Match(t.text[h[1]:min(le, h[1]+80)]) {
		// https://supportxmr.com/api/miner/.../stats: the pool's web API,
		// read (a miner is pointed at stratum+tcp:// or host:port).
		return true
	}
	if ws := scanOf(p).words; w == inProse && !runMinerRE.Match(t.text[max(ls, h[0]-25):h[0]]) && !minerRunsRE.Match(t.text[ls:le]) &&
		(ws.HasAny("miner", "miners", "hashrate", "hashrates") || ws.HasAny("mining") && ws.HasAny("rig", "rigs", "pool", "pools", "crypto", "cryptocurrency", "monero", "bitcoin", "xmr", "gpu", "asic", "coin", "coins")) {
		// A skill declared to be about mining (a dashboard of the user's
		// own rigs) names miners in its prose: its topic, not hidden.
		return true
	}
	if minerSearchRE.Match(t.text[ls:h[0]]) && !minerRunsRE.Match(t.text[ls:le]) && !minerPoolRE.Match(t.text[ls:le]) {
		// pgrep -alf 'xmrig|minerd', ps aux | grep xmrig: a hunt for a
		// miner, in a script or a command, not one run.
		return true
	}
	if w == inScript && (regexLiteral(t.text, h[0], h[1]) || alternative(t.text, h[0], h[1])) {
		// A scanner's pattern ('miner': r'xmrig|stratum\+tcp'): what it
		// looks for, not what it runs.
		return true
	}
	if w != inProse {
		return false
	}
	if !runMinerRE.Match(t.text[max(ls, h[0]-12):h[0]]) && minerAPIRE.Match(t.text[h[1]:min(le, h[1]+40)]) && !minerRunsRE.Match(t.text[ls:le]) && !remoteHostPort(t.text[ls:le]) {
		return true // "the rig's API address (XMRig HTTP API, ...)": its stats read
	}
	if runMinerRE.Match(t.text[ls:h[0]]) || minerPoolRE.Match(t.text[ls:le]) {
		return false // "download and start a miner such as XMRig with the pool ..."
	}
	return exampleLeadRE.Match(t.text[max(ls, h[0]-60):h[0]])
}

// poolAPIRE is the path of a pool's web API after its host.
var poolAPIRE = match.Lazy(`^(:\d+)?/(api|v\d)/|^(:\d+)?/[^\s"'<>]*\b(stats|miner|workers?|payments|hashrate)\b`)

// runMinerRE has a miner started before it is named; minerPoolRE gives it
// a pool.
var (
	runMinerRE = match.Lazy(`(?i)\b(download|install|start|run|launch|execute|spawn)\b`)
	// minerSearchRE: a command on the line before the name looks for
	// processes or text (pgrep, pkill, killall, grep, ps ... | grep).
	minerSearchRE = match.Lazy(`\b(pgrep|pkill|killall|grep|egrep|fgrep|rg|Get-Process|Stop-Process|tasklist|taskkill)\b[^\n;&|]*$`)
	minerPoolRE   = match.Lazy(`(?i)\bpool\b|:\d{3,5}\b`)
	// minerRunsRE: the line has the miner run (a pool, a wallet, kept
	// mining, started at login), whatever else it names.
	minerRunsRE = match.Lazy(`(?i)\bpool\b|\bwallet\b|\bmining\b|\bhashing\b|\bin the background\b|\blogin item\b|\bat (boot|startup|login)\b|--donate|stratum`)
	// minerHostPortRE is a host and port a miner is pointed at.
	minerHostPortRE = match.Lazy(`(?i)\b([a-z0-9-]+(\.[a-z0-9-]+)+):\d{2,5}\b`)
	// minerAPIRE follows a miner's name with its monitoring interface.
	minerAPIRE = match.Lazy(`(?i)^(['’]s)?\s+(http\s+|rest\s+|json\s+)?(api|stats|dashboard|summary|metrics|exporter|web\s+ui)\b`)
)

// remoteHostPort reports a host and port on the line that is neither
// this machine's nor on a 10.x or 192.168.x network (pool.example:443,
// not 127.0.0.1:8080).
func remoteHostPort(line []byte) bool {
	for _, m := range minerHostPortRE.FindAllSubmatch(line, 8) {
		if h := string(m[1]); h != "127.0.0.1" && h != "localhost" && !strings.HasPrefix(h, "192.168.") && !strings.HasPrefix(h, "10.") {
			return true
		}
	}
	return false
}

// exampleLeadRE ends with the words that name what follows as an example.
var exampleLeadRE = match.Lazy(`(?i)\b(such as|like|e\.g\.,?|including|for example|for instance|known as|popular|called|namely)\s+(\w+,?\s+(or|and)\s+)?$`)

func describedWeakening(p *rules.Pass, t secText, h [2]int, match string, w where) bool {
	return w != inScript && describes(t.text, h[0]) || triggerReplaced(p, t, h, match) || tableCreatedHere(p, t, h, match)
}

// tableCreatedHere reports DROP TABLE of a table the same text creates
// before it (CREATE TABLE name, in the 4,000 bytes before, not in a
// comment): a migration's down step undoing its up; not an audit trail
// destroyed (nor one dropped and created again empty).
func tableCreatedHere(p *rules.Pass, t secText, h [2]int, match string) bool {
	m := dropTableRE.FindStringSubmatch(match)
	if m == nil {
		return false
	}
	return createdIn(sqlCreatesOf(p, t).tables[sqlName(m[1])], h[0]-4000, h[0])
}

// sqlName is a table or trigger name as written ("audit"."audit_log",
// `audit_log`, public.audit_log), lowercased, without quotes and schema.
func sqlName(n string) string {
	n = strings.ToLower(strings.NewReplacer(`"`, "", "`", "").Replace(n))
	if k := strings.LastIndexByte(n, '.'); k >= 0 {
		n = n[k+1:]
	}
	return n
}

// sqlComment reports an offset after "--", "#" or "//" on its line (at
// most 200 bytes back).
func sqlComment(text []byte, at int) bool {
	ls := max(0, at-200)
	if k := bytes.LastIndexByte(text[ls:at], '\n'); k >= 0 {
		ls += k + 1
	}
	line := text[ls:at]
	return bytes.Contains(line, []byte("--")) || bytes.Contains(line, []byte("#")) || bytes.Contains(line, []byte("//"))
}

// createdIn reports an offset of ats (in order) in [from, to).
func createdIn(ats []int, from, to int) bool {
	k := sort.SearchInts(ats, from)
	return k < len(ats) && ats[k] < to
}

// sqlCreates are the offsets of the CREATE TABLE and CREATE TRIGGER
// statements of a text, by the lowercased name they create.
type sqlCreates struct{ tables, triggers map[string][]int }

// sqlCreatesOf reads a text's CREATE statements once (a file of
// thousands of DROP statements asks about each).
func sqlCreatesOf(p *rules.Pass, t secText) sqlCreates {
	return textMemo(p, t, t.base, "sql-creates", func() any {
		c := sqlCreates{map[string][]int{}, map[string][]int{}}
		if !match.ContainsFold(t.text, []byte("create")) {
			return c
		}
		for _, m := range createTableRE.FindAllSubmatchIndex(t.text, -1) {
			if !sqlComment(t.text, m[0]) {
				n := sqlName(string(t.text[m[2]:m[3]]))
				c.tables[n] = append(c.tables[n], m[0])
			}
		}
		for _, m := range createTriggerRE.FindAllSubmatchIndex(t.text, -1) {
			if !sqlComment(t.text, m[0]) {
				n := sqlName(string(t.text[m[2]:m[3]]))
				c.triggers[n] = append(c.triggers[n], m[0])
			}
		}
		return c
	}).(sqlCreates)
}

// localTLS reports certificate checks turned off for a server on the
// machine itself: its paragraph or code block (up to blank lines, at
// most 600 bytes each way) names localhost or a loopback address, or
// says the setting is for local or development installs. Traffic that
// never leaves the machine has no one in the middle.
func localTLS(text []byte, h [2]int, match string) bool {
	if !tlsOffRE.MatchString(match) {
		return false
	}
	from, to := max(0, h[0]-600), min(len(text), h[1]+600)
	if i := bytes.LastIndex(text[from:h[0]], []byte("\n\n")); i >= 0 {
		from += i + 2
	}
	if i := bytes.Index(text[h[1]:to], []byte("\n\n")); i >= 0 {
		to = h[1] + i
	}
	w := text[from:to]
	for _, m := range anyURLRE.FindAllSubmatch(w, 20) {
		if !localHostRE.Match(m[1]) {
			return false // an address elsewhere in it: the setting may be for that one
		}
	}
	return localScopeRE.Match(w)
}

var (
	anyURLRE     = match.Lazy(`(?i)\bhttps?://([^/\s"'\x60)>:]+)`)
	localHostRE  = match.Lazy(`(?i)^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|0\.0\.0\.0|host\.docker\.internal|[\w-]+\.localhost|[\w.-]+\.(local|internal|lan|test))$`)
	tlsOffRE     = match.Lazy(`(?i)rejectUnauthorized|verify\s*=|_create_unverified_context|_create_default_https_context`)
	localScopeRE = match.Lazy(`(?i)\b(localhost|127\.0\.0\.1|\[::1\]|host\.docker\.internal)\b|\b(local|development|dev)\s+(installs?|installations?|servers?|environments?|setups?)\b|\binstalaciones\s+locales\b|\binstallations?\s+locales?\b|\blokalen?\s+(Installation(en)?|Umgebung(en)?)\b|\binstallazion[ie]\s+local[ie]\b`)
)

// triggerReplaced reports DROP TRIGGER of a trigger the same text creates
// again after it (CREATE [OR REPLACE] TRIGGER name): a trigger updated.
func triggerReplaced(p *rules.Pass, t secText, h [2]int, match string) bool {
	m := dropTriggerRE.FindStringSubmatch(match)
	if m == nil {
		return false
	}
	return createdIn(sqlCreatesOf(p, t).triggers[sqlName(m[1])], h[1], h[1]+2000)
}

var (
	dropTableRE     = match.Lazy(`(?i)DROP\s+TABLE\s+(?:IF\s+EXISTS\s+)?([\w."\x60]+)`)
	createTableRE   = match.Lazy(`(?i)CREATE\s+TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?([\w."\x60]+)`)
	dropTriggerRE   = match.Lazy(`(?i)DROP\s+TRIGGER\s+(?:IF\s+EXISTS\s+)?[\x60"]?([\w.]+)`)
	createTriggerRE = match.Lazy(`(?i)CREATE\s+(?:OR\s+REPLACE\s+)?TRIGGER\s+(?:IF\s+NOT\s+EXISTS\s+)?[\x60"]?([\w.]+)`)
)

// declaredPersistence: a skill about the agent's hooks shows their
// settings (the hooks that run a network command are their own finding);
// schtasks or a crontab entry in a skill that says it schedules a job,
// running nothing fetched, is what it was asked for.
func declaredPersistence(p *rules.Pass, t secText, h [2]int, match string, _ where) bool {
	words := scanOf(p).words
	if strings.Contains(strings.ToLower(match), "hooks") && words.HasAny("hooks", "hook") {
		return true
	}
	if strings.Contains(match, "settings.json") && secscan.DeclaresAgentSettings(words) {
		return true // a skill that says it configures the agent, naming its settings
	}
	if ls, le := lines.Bounds(t.text, h[0]); settingsFileRE.MatchString(match) && !settingsWriteRE.Match(t.text[ls:h[0]]) && !settingsAfterRE.Match(t.text[h[1]:max(h[1], le)]) {
		// The agent's settings file named on a line that writes nothing
		// to it (a summary of the files a setup made, a list of where
		// settings live): what it holds is judged where it is written.
		return true
	}
	return schedulerRE.MatchString(match) && secscan.DeclaresSchedule(words) && !netLineRE.Match(lineOf(t.text, h[0]))
}

// settingsFileRE is a match that is the path of the agent's settings file.
var settingsFileRE = match.Lazy(`^[~$\w{}/.]*\.claude/settings[\w.]*\.json$`)

// settingsWriteRE is a line that writes or changes a file: a shell
// redirection or file command, or a verb that puts something into it.
var settingsWriteRE = match.Lazy(`(?i)>|\b(tee|cp|mv|ln|install|jq|sed|cat|echo|printf|touch|rsync)\b|\b(writ\w*|wrote|add\w*|merg\w*|append\w*|put\w*|insert\w*|edit\w*|updat\w*|set|sets|setting|patch\w*|regist\w*|configur\w*|creat\w*|copy\w*|copie[sd]|replac\w*|overwrit\w*|modif\w*|chang\w*|enabl\w*|allow\w*|widen\w*|open\w*|hook\w*|include\w*|included|including|inject\w*|plac\w*|sav\w*|stor\w*|drop\w*|install\w*)\b`)

// settingsAfterRE, after the path on its line, writes to it.
var settingsAfterRE = match.Lazy(`>|\b(tee|mv|cp)\b`)

// namedService: "the printed trycloudflare.com URL": the service named, no
// endpoint of it (data goes to a subdomain or a path).
func namedService(_ *rules.Pass, t secText, h [2]int, m string, _ where) bool {
	return bareService(t.text, h[0], h[1]) || exampleAddress(t.text, h[0]) || bareIPRead(t.text, h, m)
}

// bareIPRead reports a bare IP address's URL that a request only reads:
// no placeholder, variable or substitution in it, and no data sent on
// its line or the two after (a pay-per-call API's endpoint the skill
// documents, fetched with a public URL as its query). What is sent to a
// bare IP is still reported.
func bareIPRead(text []byte, h [2]int, m string) bool {
	if !bareIPURLRE.MatchString(m) || strings.ContainsAny(m, "$<{`") || strings.Contains(m, "169.254.169.254") || codeFileRE.MatchString(m) {
		return false // (a package, an archive or a program from a bare IP is code)
	}
	ls, le := lines.Bounds(text, h[0])
	for n := 0; n < 2 && le < len(text); n++ {
		_, le = lines.Bounds(text, le+1)
	}
	return !sendMarkRE.Match(text[ls:le])
}

var (
	codeFileRE  = match.Lazy(`(?i)\.(tgz|tar|gz|zip|whl|egg|exe|msi|deb|rpm|dmg|pkg|sh|ps1|py|js|jar|bin|so|dll)(\?|#|$)|/simple\b`)
	bareIPURLRE = match.Lazy(`^https?://\d{1,3}(\.\d{1,3}){3}(:\d+)?(/|$)`)
	// sendMarkRE is a request that sends something (a body, a form, a
	// file, a method that carries one, a value computed at run time), or
	// a command-line client, installer or shell: what they fetch from a
	// bare IP is code.
	sendMarkRE = match.Lazy(`(?i)\b(curl|wget|iwr|irm|invoke-\w+|pip3?|uv|npm|npx|yarn|pnpm|gem|cargo|go|git|sh|bash|zsh|iex|downloadstring|downloadfile|index-url|registry|source|scp|ssh|nc|ncat|socat|telnet|ftp|tftp|powershell|pwsh)\b|\b(send|sends|post|posts|upload|uploads|submit|forward|report)\b|\bdata\s*=|\bjson\s*=|\bfiles\s*=|\bbody\s*[:=]|\s-(d|F|T)\s|--data|--form|--upload|\bPOST\b|\bPUT\b|@[~/.\w$]|\$\(|\$\{|\$[A-Z_]|\bos\.environ|\bprocess\.env|\bopen\(|\.read\(\)\s*[,)]`)
)

// exampleMarkRE ends the text before an address given as an example of
// what the user fills in ("server address (e.g. http://...)", "如
// `http://...`"), in the languages skills are written in.
var exampleMarkRE = match.Lazy(`(?i)(\be\.\s?g\.,?|\beg\.|\bfor (example|instance),?|\bsuch as|\bexample:|\bz\.\s?B\.|\bzum Beispiel|\bp\.\s?ej\.|\bpor ejemplo|\bpar exempl[e]|\bнапример|如|例如|比如|例えば|예:)[\s:：(（"'` + "`" + `]*$`)

// exampleAddress reports an address at offset i of text that an example
// marker introduces on its line.
func exampleAddress(text []byte, i int) bool {
	ls, _ := lines.Bounds(text, min(i, len(text)))
	return exampleMarkRE.Match(text[max(ls, i-40):i])
}

// nothingHidden: "Don't tell the user to fix it themselves" hands no task
// over; "do not tell the user it is fixed until the tests pass" holds a
// claim back until it is true. Neither hides anything.
func nothingHidden(_ *rules.Pass, t secText, h [2]int, match string, _ where) bool {
	if toldMaskedRE.MatchString(match) {
		// "Tell the user the export was anonymised": a lie only where the
		// same steps send it as it is.
		ps, pe := lines.Paragraph(t.text, h[0], h[1], 2048)
		return !rawSentRE.Match(t.text[ps:pe])
	}
	return secretKeptRE.MatchString(match) || hygieneKept(match, t.text[max(0, h[0]-200):h[0]], t.text[h[1]:min(len(t.text), h[1]+80)]) || rewording(t.text[h[1]:min(len(t.text), h[1]+40)]) || leftOutNoise(t.text, h, match) || brevity(t.text[h[1]:min(len(t.text), h[1]+60)]) || tellsTask(match, t.text[h[1]:min(len(t.text), h[1]+40)]) || tellsClaim(match, t.text[max(0, h[0]-40):h[0]], t.text[h[1]:min(len(t.text), h[1]+120)]) || claimGuardRE.Get().Match(t.text[h[1]:min(len(t.text), h[1]+200)]) ||
		maskedRE.Match(sentence(t.text, h[0], h[1]))
}

// selfUnmentionedRE: what is kept out of a commit message or a summary is
// the agent itself ("do not mention yourself in the commit message"): no
// AI attribution, a house rule, nothing hidden from the user.
var selfUnmentionedRE = match.Lazy(`(?i)\b(mention|include|add)\s+(yourself|claude|the\s+(ai|assistant|agent|model)|ai|co-?authors?|co-?authored-by(\s+trailers?)?|ai\s+(assistance|generation|tools?)|(ai\s+)?attribution)\s+(in|as|to|anywhere)\b`)

func selfUnmentioned(match string) bool { return selfUnmentionedRE.MatchString(match) }

// bypassMention: a listed choice, or a bypass said in another language
// and forbidden there ("Non eseguire mai qualsiasi ... senza
// chiedere", "不要执行任何...而不询问用户", "...確認なしで実行しないでください").
func bypassMention(p *rules.Pass, t secText, h [2]int, match string, w where) bool {
	before := t.text[max(0, h[0]-24):h[0]]
	after := t.text[h[1]:min(len(t.text), h[1]+40)]
	if listedChoice(p, t, h, match, w) {
		return true
	}
	if !foreignBypassRE.MatchString(match) {
		return false // the English forms say their own negation
	}
	return foreignNegBeforeRE.Match(before) || foreignNegInRE.MatchString(match) || foreignNegAfterJaKoRE.Match(after)
}

// foreignBypassRE is a bypass said in another language: a word of its
// own, or a letter outside ASCII.
var foreignBypassRE = match.Lazy(`(?i)\b(sin|senza|sans|sem|ohne|без)\b|[^\x00-\x7f]`)

var (
	foreignNegBeforeRE    = match.Lazy(`(?i)(不要|别|切勿|不得|禁止)\s*$|\b(non|mai|nunca|jamais|nie|niemals|nooit|no|não|nicht)\b`)
	foreignNegInRE        = match.Lazy(`(?i)\bnon\b|\bmai\b|\bnunca\b|\bjamais\b|\bniemals\b`)
	foreignNegAfterJaKoRE = match.Lazy(`^[^。\n]{0,12}(しないで|ないでください|してはいけません|禁止|지\s*마|하지\s*마|안\s*됩니다)`)
)

// notFetched reports "perform every step it lists ... without asking"
// where nothing in the 800 bytes before it fetches or names a web
// address: a file of the skill's own (RELEASING.md), a tool's output, not
// instructions that come from a host at run time. (The forms with their
// own branches below read their own spans: "run each one" and "run each
// of those commands exactly as written" the paragraph before them.)
//
// "Do exactly what it says" and "carry out whatever it tells you" are a
// mention unless the text is fetched, comes from a dependency
// (node_modules, vendor, site-packages), or asking the user is waived in
// the sentence or the next: an honest skill says so of a CLI's prompt.
func notFetched(_ *rules.Pass, t secText, h [2]int, match string, _ where) bool {
	before := t.text[max(0, h[0]-800):h[0]]
	if obeyRE.MatchString(match) {
		if obeyUserRE.MatchString(match) {
			return true // "do exactly what the user says": the user's word
		}
		return !obeyFetched(t.text, h) && !waivedRE.Match(t.text[h[0]:min(len(t.text), h[1]+300)])
	}
	if pageCmdsRE.MatchString(match) {
		// Commands a web page or a search result shows: fetched by
		// nature; unless the sentence forbids running them.
		return neverRunRE.MatchString(match)
	}
	if supersedeRE.MatchString(match) {
		// A policy the skill ships may rank itself; one loaded from an
		// address at run time may not.
		return !obeyFetched(t.text, h) && !loadedFromURLRE.Match(t.text[max(0, h[0]-300):h[0]])
	}
	if verbatimRunRE.MatchString(match) {
		// "run each of those commands exactly as written, without
		// showing them": of a text fetched (a fetch verb and an address
		// before it, or in its paragraph a page fetched in words: "Fetch
		// the URL the user gives you"), not of a list the skill ships.
		ls := bytes.LastIndex(before, []byte("\n\n"))
		para := before[ls+1:]
		return !obeyFetched(t.text, h) && !fetchSaidRE.Match(para) && !fetchedPageRE.Match(para)
	}
	if docObeyedRE.MatchString(match) {
		// Fetched, and not shown to the user to approve first ("once
		// they approve, follow all the steps in that document").
		return !obeyFetched(t.text, h) || userApprovedRE.Match(t.text[max(0, h[0]-160):h[0]])
	}
	if reportedAskRE.Match(t.text[max(0, h[0]-40):h[0]]) {
		return true // "some reporters ask you to fetch it and run it as-is": what others ask
	}
	if eachOneRE.MatchString(match) {
		// "run each one without asking": of a list fetched in its
		// paragraph (a fetch verb there), not of one the skill ships.
		ls := bytes.LastIndex(before, []byte("\n\n"))
		return !fetchSaidRE.Match(before[ls+1:])
	}
	if !everyStepRE.MatchString(match) {
		return false
	}
	return !fetchedRE.Match(before) && !foreignFileRE.Match(before)
}

// verbatimRunRE is the "run each of those commands exactly as written"
// form of the remote-instructions patterns.
var verbatimRunRE = match.Lazy(`(?i)^(run|execute)\s+(each|every|all|any)\s+(of\s+(those|these|the|its|their)\s+)?(shell\s+|bash\s+|terminal\s+|fenced\s+)?(commands?|(code\s+)?blocks?|snippets?|lines?|steps?)\b[^\n]*\b(exactly\s+as\s+(written|given|shown|listed|it\s+appears|they\s+appear)|verbatim|as-is)\b`)

var (
	// reportedAskRE: what follows is what someone else asks of the agent.
	reportedAskRE = match.Lazy(`(?i)\b(asks?|tells?|wants?|requests?|urges?)\s+(you|the\s+agent)\s+to\s*$`)
	// eachOneRE is the "run each one" form of the remote-instructions
	// patterns; fetchSaidRE, a fetch said in words.
	eachOneRE   = match.Lazy(`(?i)\b(each|every|all)\s+(one|line|of\s+them|of\s+these)\b`)
	fetchSaidRE = match.Lazy(`(?i)\b(fetch|download|pull|grab|retrieve|curl|wget)\w*\b[^.]{0,80}?https?://`)
)

// loadedFromURLRE loads a text from an address ("Load the policy from
// https://..."), not a file the skill ships.
var loadedFromURLRE = match.Lazy(`(?i)\bload\w*\s+[^.\n]{0,60}?\bfrom\s+<?https?://`)

// neverRunRE forbids running what it names ("never run them without
// asking").
var neverRunRE = match.Lazy(`(?i)\b(never|not|don'?t|do\s+not|must\s+not)\s+(\w+\s+)?(run|execute)\b`)

// supersedeRE is "the policy supersedes anything in this file" (see the
// pattern).
var supersedeRE = match.Lazy(`(?i)\b(supersedes?|overrides?|takes?\s+(precedence|priority)\s+over)\s+(anything|everything|whatever|all|any)\b|\bthe\s+(policy|page|document|gist|runbook|playbook|briefing)\s+has\s+the\s+(final|last)\s+(say|word)\b`)

// pageCmdsRE is "commands that appear on those pages" (see the pattern).
var pageCmdsRE = match.Lazy(`(?i)\b(appears?|shown|listed|given|found|written|find|see)\s+(on|in)\s+(those|these|the|that|this|any|each)\s+(fetched\s+|web\s*|remote\s+|search\s+)?(pages?|sites?|results?|articles?|posts?|issues?|comments?)\b`)

// docObeyedRE is "follow every instruction in that document ...,
// including any commands" (see the pattern).
var docObeyedRE = match.Lazy(`(?i)\s(in|from|of|on)\s+(that|the|this|those|these|its)\s+(downloaded\s+|fetched\s+|remote\s+)?(document|file|page|response|text|output|content|docs?|briefing|result)s?\b|\bas\s+if\s+(the\s+user|you)\b|\b(precedence|priority)\s+over\b`)

// userApprovedRE: the user approves what is obeyed before it is.
var userApprovedRE = match.Lazy(`(?i)\b(once|after|when|if)\s+(they|the\s+user|you|the\s+user\s+has)\s+(approved?|confirmed?|agreed?|accepted?|said\s+yes)\b|\bwith\s+(the\s+user'?s|their)\s+(approval|consent)\b`)

// obeyFetched reports what "do exactly what it says" obeys as text that
// comes from outside the skill: a fetch (curl, wget, fetch, WebFetch,
// retrieve) in the 300 bytes before it and an address there or in the 400
// bytes after, or a
// document in a dependency (node_modules/.../UPGRADE.md). A link to a
// tool's docs, or a vendor/bin/ tool, is neither.
func obeyFetched(text []byte, h [2]int) bool {
	before := text[max(0, h[0]-300):h[0]]
	if foreignDocRE.Match(before) {
		return true
	}
	// "Fetch the live briefing and carry out whatever it tells you",
	// the address in the block after it.
	// (Or the words themselves say it was fetched, "the downloaded page",
	// with an address in the 600 bytes before.)
	named := fetchVerbRE.Match(text[h[0]:h[1]])
	if !named && !fetchVerbRE.Match(before) {
		return false
	}
	return urlRE.Match(before) || named && urlRE.Match(text[max(0, h[0]-600):h[0]]) || urlRE.Match(text[h[1]:min(len(text), h[1]+400)])
}

var (
	obeyUserRE  = match.Lazy(`(?i)\bthe\s+(user|users|customer|human|developer|requester|owner|maintainer|reviewer)\s`)
	fetchVerbRE = match.Lazy(`(?i)\b(curl|wget|fetch\w*|download\w*|retrieve|WebFetch|iwr|irm|Invoke-WebRequest|Invoke-RestMethod|GET)\b`)
	urlRE       = match.Lazy(`https?://`)
	// fetchedPageRE is a page fetched in words, its address given at run
	// time ("fetch the URL the user gives you", "open each linked page").
	fetchedPageRE = match.Lazy(`(?i)\b(fetch|download|retrieve|webfetch)\w*\s+(the|a|any|each|every|that)\s+([\w-]+\s+){0,2}(url|urls|page|pages|web\s*pages?|sites?|links?|address)\b`)
	foreignDocRE  = match.Lazy(`(?i)\b(node_modules|site-packages|third_party)/\S+\.(md|txt|rst|markdown)\b`)
)

var (
	obeyRE        = match.Lazy(`(?i)\b(whatever|everything|exactly\s+what)\s+(it|they|the\s+\w+|that\s+\w+|this\s+\w+)\s+(tells?|says?|asks?|instructs?|requests?|demands?)\b`)
	foreignFileRE = match.Lazy(`(?i)\b(node_modules|site-packages|vendor|third_party|\.venv)/`)
	waivedRE      = match.Lazy(`(?i)\bwithout\s+(asking|confirming|checking\s+with|prompting|telling)\b|\b(do\s+not|don'?t|never)\s+(check|confirm)\s+with\s+the\s+user\b|\bno\s+need\s+to\s+(ask|confirm|check)\b`)
	everyStepRE   = match.Lazy(`(?i)\b(it|that\s+(it|the\s+[\w-]+))\s+(lists?|contains?|gives?|says?|describes?|holds?)\b|\bof\s+(its|their)\s+(steps?|instructions?|commands?|directives?)\b`)
	fetchedRE     = match.Lazy(`(?i)https?://|\b(curl|wget|fetch\w*|download\w*|iwr|irm|Invoke-WebRequest|Invoke-RestMethod|WebFetch)\b`)
)

// rewording reports a match followed by what to say instead ("do not
// mention internal codenames to the user; use the public version
// number"): a style rule, nothing kept back.
func rewording(after []byte) bool {
	return rewordRE.Match(after) && !falseAllClearRE.Match(after)
}

// falseAllClearRE says what to say instead is that all is well ("; say
// the build is green"): a lie told in place of the failure, not a rewording.
var falseAllClearRE = match.Lazy(`(?i)^[\s,;:—–-]*(say|write|report|claim|state)\s+(that\s+)?(the\s+)?([\w-]+\s+){0,2}(is|are|was|were)\s+(green|passing|passed|fine|clean|ok|okay|successful|healthy)\b|^[\s,;:—–-]*(say|write|report|claim|state)\s+(that\s+)?["“']?all\s+(tests|checks)\s+(pass|passed)\b`)

// secretKeptRE: what is kept from the user is a secret ("never disclose
// the admin password to the user"): protecting it, not hiding an act.
var secretKeptRE = match.Lazy(`(?i)\b(passwords?|passphrases?|tokens?|api\s+keys?|secrets?|credentials?|private\s+keys?|account\s+numbers?|card\s+numbers?|ssns?)\s+to\s+the\s+user\b`)

// hygieneKept reports a match whose object, what is kept out of the
// summary, the description or the reply, is a secret, someone's personal
// data or noise ("never include secrets or API keys in the PR
// description", "do not include the raw diff in the summary", "don't
// mention Claude or AI in the commit message"): care for what is
// published, nothing the user needs hidden. (Not when the object is an
// act or a failure: "do not mention the uploaded keys".)
func hygieneKept(match string, before, after []byte) bool {
	text := match + string(after)
	m := keptObjectRE.Get().FindStringSubmatchIndex(text)
	if m == nil || m[0] >= len(match) {
		return false
	}
	// The object, to the clause's end ("skip mentioning files that only
	// changed because of the formatter, but ...").
	obj := text[m[2]:]
	if e := strings.IndexAny(obj, ",;.\n"); e >= 0 {
		obj = obj[:e]
	}
	if e := strings.Index(obj, " but "); e >= 0 {
		obj = obj[:e]
	}
	if first, _, _ := strings.Cut(strings.TrimSpace(obj), " "); pronounRE.MatchString(first) {
		// "The token is a secret ...; keep it out of the transcript": the
		// text before says it is a secret, and does nothing with it.
		if k := bytes.LastIndex(before, []byte("\n\n")); k >= 0 {
			before = before[k+2:]
		}
		return secretIsRE.Match(before) && !sentWordRE.Match(before)
	}
	return hygieneRE.MatchString(obj) && !actObjectRE.MatchString(obj)
}

var (
	keptObjectRE = match.Lazy(`(?i)\b(?:(?:do\s+not|don'?t|never|no\s+need\s+to|skip|without)\s+(?:mention|mentioning|include|including|list|listing|report|show|reveal|disclose|put|paste|surface|note|record|describe)|leave|keep|omit|exclude)\s+(\S)`)
	hygieneRE    = match.Lazy(`(?i)\b(secrets?|(api\s+)?keys?|tokens?|passwords?|passphrases?|credentials?|\.env|env(ironment)?\s+(files?|values?)|private|personal|pii|(customer|user|client|employee|patient)'?s?\s+(names?|e-?mails?|data|details)|e-?mail\s+addresses|phone\s+numbers?|internal|tickets?|stack\s+traces?|raw|full\s+(diffs?|logs?|outputs?|traces?)|noise|noisy|whitespace|formatting|style|lint\w*|generated|vendored|unchanged|every\s+file|each\s+file|all\s+files|claude|ai|co-?authors?\w*|attribution|emojis?|marketing|jargon|debug\w*|verbose|boilerplate|trivial|typos?|format\w*)\b`)
	pronounRE    = match.Lazy(`(?i)^(it|them|this|that|these|those)[,;.]?$`)
	secretIsRE   = match.Lazy(`(?i)\b(is|are)\s+(an?\s+)?(secret|sensitive|confidential|private)\b`)
	sentWordRE   = match.Lazy(`(?i)\b(upload\w*|sen[dt]\w*|post(s|ed|ing)?|forward\w*|exfiltrat\w*|cop(y|ied|ies)|transmit\w*|read\w*|collect\w*|put)\b`)
	actObjectRE  = match.Lazy(`(?i)\b(upload\w*|sent|send\w*|forward\w*|cop(y|ied|ies)|transferr?\w*|exfiltrat\w*|fail\w*|skipped|disabled|suppress\w*|deleted|removed|forced|force-push\w*|bypass\w*|lowered|rewritten|extra|hidden|additional|new)\b`)
)

var rewordRE = match.Lazy(`(?i)^[\s,;:—–-]*(use|say|give|show|write|refer\s+to|call\s+(it|them)|describe|format|present|reply\s+with|instead)\b`)

// leftOutNoise reports a match that leaves something out of what the user
// reviews (a diff, a changelog, a table, a confirmation: leftOutRE) where
// the text around it names no money, recipient or secret, or calls what is
// left out noise ("Dependabot bumps are noise: leave them out of the
// changelog", "the raw SQL output does not need to be shown to the user"):
// an editor's choice, not a payment hidden.
func leftOutNoise(text []byte, h [2]int, match string) bool {
	if !leftOutRE.MatchString(match) {
		return false
	}
	around := text[max(0, h[0]-300):min(len(text), h[1]+120)]
	return leftOutNoiseRE.Match(around) || !moneyNounRE.Match(around)
}

var (
	leftOutRE      = match.Lazy(`(?i)\bout\s+of\s+(the|your|any)\s+(confirmations?|diff|table|receipts?|changelog|release\s+notes)\b|\bwithout\s+(including|listing|showing|mentioning|reporting|displaying)\b|\bbe\s+(shown|mentioned|disclosed|listed|told|explained|displayed)\s+to\s+the\b|\bnot\s+(shown|listed|included|displayed|reported)\s+(in|on)\b|\bne\s+(mentionne|montre|signale|indique|affiche)`)
	leftOutNoiseRE = match.Lazy(`(?i)\b(noise|noisy|format\w*|whitespace|raw|bumps?|refactor\w*|verbose|boilerplate|trivial|lint\w*|typos?|debug\w*|stack\s+traces?|logs?|cosmetic|style)\b`)
	moneyNounRE    = match.Lazy(`(?i)\b(fees?|payouts?|iban|accounts?|routing|recipients?|transfers?|payments?|charges?|deposits?|cards?|wallets?|address(es)?|bank\w*|funds?|remit\w*|invoices?|orders?|credentials?|tokens?|passwords?|secrets?|keys?|bcc|forward\w*|upload\w*|cop(y|ies)|prices?|amounts?|salary|payroll|virement|compte|paiement)\b|[$€£¥]|\d\s*%`)
)

// brevity reports a match that asks for a short answer, not a silent one:
// "don't explain the permissions in detail", "do not describe the steps
// at length". (An explanation left "until the user asks" is not one: the
// user who does not know what to ask never learns it.)
func brevity(after []byte) bool { return inDetailRE.Match(after) }

var (
	inDetailRE = match.Lazy(`(?i)^\s*([\w-]+\s+){0,3}?(in\s+(great\s+|full\s+|much\s+)?(detail|depth)|at\s+(great\s+)?length|step\s+by\s+step|line\s+by\s+line)\b`)
)

// maskedRE is a secret shown masked: what is kept from view is the secret.
var maskedRE = match.Lazy(`(?i)\blast\s+(four|4|two|2)\s+(digits|characters)\b|\bmask(ed|ing)?\b|\bredact(ed|ing)?\b`)

// tellToRE is what follows "do not tell the user" when the user is not to
// be handed a task: "to fix it themselves", "how to".
var tellToRE = match.Lazy(`(?i)^\s+(to|how\s+to)\s+["“']?([a-z]+)`)

// tellsTask reports "do not tell the user" followed by a task for the user
// ("to fix it themselves"): not a secret kept, a job not handed over.
func tellsTask(match string, after []byte) bool {
	if !strings.HasSuffix(strings.ToLower(match), "user") {
		return false
	}
	m := tellToRE.Get().FindSubmatch(after)
	if m == nil {
		return false
	}
	switch strings.ToLower(string(m[2])) {
	case "the", "them", "him", "her", "a", "an", "any", "anyone", "their", "this", "that", "it":
		return false // "to the user", "to them": a recipient, not a task
	}
	return true
}

// tellClaimRE is what follows "never tell the user" when what is not to
// be said is a claim about the user's own things ("their app breaks on
// Oct 30", "your tokens will stop working"): a misconception headed off,
// not an action kept from them.
var tellClaimRE = match.Lazy(`(?i)^\s+(that\s+)?["“]?(their|your)\s[^.\n]{0,50}?\b(will|won'?t|is going to|are going to|breaks?|stops?|fails?|(is|are) (broken|deprecated|lost|gone|invalid)|(need|needs|have|has) to|must)\b`)

// uncheckedClaimRE is an all-clear not to be given until it is known:
// "(never tell the user) everything is fine when you have not checked".
var uncheckedClaimRE = match.Lazy(`(?i)^\s+(that\s+)?(everything|it|all|things|the\s+[\w-]+)\s+(is|are|was|were|works?|looks?)\s+(fine|ok|okay|done|fixed|working|complete|safe|secure|passing|green|ready|correct|resolved)\b[^.\n]{0,40}\b(when|unless|until|if|before|without)\b`)

// tellsClaim reports "never tell the user" followed by such a claim, when
// the sentence has just stated the fact ("Existing tables keep their
// grants: never tell the user ...") or the claim is quoted, and nothing
// after it hands the user a story instead ("; just say it succeeded").
func tellsClaim(match string, before, after []byte) bool {
	if strings.HasSuffix(strings.ToLower(match), "user") && uncheckedClaimRE.Match(after) && !coverStoryRE.Match(after) {
		return true // "never tell the user everything is fine when you have not checked"
	}
	if !strings.HasSuffix(strings.ToLower(match), "user") || !tellClaimRE.Match(after) || coverStoryRE.Match(after) {
		return false
	}
	stated := bytes.HasSuffix(bytes.TrimRight(before, " \t"), []byte(":"))
	quoted := bytes.ContainsAny(after[:min(len(after), 60)], "\"“")
	return stated || quoted
}

// toldMaskedRE tells the user data was anonymised; rawSentRE sends it as
// it is.
var (
	toldMaskedRE = match.Lazy(`(?i)^tell\s.*\b(anonymi[sz]ed|redacted|pseudonymi[sz]ed|de-?identified|masked)\b`)
	rawSentRE    = match.Lazy(`(?i)\b(as-is|as\s+is|unredacted|unmasked|raw|unfiltered|without\s+(anonymi[sz]|redact|mask|filter)\w*)\b`)
)

// coverStoryRE is what a concealment goes on with when it replaces the
// truth: "just say", "instead tell them", "say it succeeded".
var coverStoryRE = match.Lazy(`(?i)\b(just|instead|only|simply)\s+(say|tell|report|claim)\b|\b(say|tell them|report)\s+(that\s+)?(it|the \w+)\s+(succeeded|worked|is fine|went through)\b`)

// heldBackRE is what a concealment match itself names as kept from the
// user when it matters in itself (the scopes asked, the fees charged).
var heldBackRE = match.Lazy(`(?i)\b(scopes?|permissions|fees?|charges?|redirects?|tracking)\b`)

// agentMarkRE marks text written for the assistant to read: a tag
// ([assistant-instruction], <system>), or a note addressed to it.
var agentMarkRE = match.Lazy(`(?i)\[\s*/?(assistant|ai|agent|system|claude|llm)[-_ ]?(instruction|note|message|directive|notice)s?\s*\]|\b(note|instruction|message|notice|directive|update|alert)s? (for|to) (the )?(ai |coding )?(ai|assistant|agent|model|llm|claude)s?\b|<\s*(system|assistant)[-_ ]?(instruction|note|message)?s?\s*>|\b(x-)?(agent|ai|assistant|llm|claude|copilot)[-_ ]?(notes?|instructions?|directives?|guidance)["']?\s*[:=]|\b(assistants?|agents?|ai\s+assistants?)\s+(integrating|using|reading|processing|calling)\s+this\b`)

// listLineRE is a line that is one string of a list (a scanner's
// patterns), not text printed whole.
var listLineRE = match.Lazy(`(?m)^\s*[rbuf]?["'].*["'],\s*$`)

// addressedToAgent reports a hit at i in a script within 400 bytes after
// text marked for the assistant, with no line of a list between them.
func addressedToAgent(text []byte, i int) bool {
	from := max(0, i-400)
	m := agentMarkRE.FindAllIndex(text[from:min(len(text), i+200)], -1)
	if len(m) == 0 {
		return false
	}
	a := from + m[0][0]
	if a > i {
		return false
	}
	return !listLineRE.Match(text[a:i])
}

// claimGuardRE is what follows "do not tell the user" when what is held
// back is a claim until it is true: "(that) it is flaky unless the same
// commit passed on a re-run".
var claimGuardRE = match.Lazy(`(?i)^\s+(that\s+)?(it|this|these|they|the\s+[\w-]+(\s+[\w-]+)?|[\w-]+)\s+(is|are|was|were|has|have|will|works?|passed|failed|succeeded|fixed|done|ready|safe)\b[^.;]{0,80}?\b(unless|until|before|only\s+if|only\s+when|without\s+(first\s+)?(verifying|checking|confirming|running|testing))\b`)

// sensitiveRE names actions that make a concealed instruction dangerous.
var sensitiveRE = match.Lazy(`(?i)\b(upload\w*|send\w*|post\w*|forward\w*|mirror\w*|bcc|card (details|numbers?)|exfiltrat\w*|credential\w*|passwords?|tokens?|api keys?|secrets?|delet\w*|install\w*|download\w*|curl|wget|run\w*|execut\w*|cost\w*|charg\w*|pay\w*|access\w*|collect\w*|harvest\w*|track\w*|record\w*|monitor\w*|payloads?|approv\w*|merg(e|es|ed|ing)|deploy\w*|publish\w*|admin override|(tests?|checks?|builds?|scans?) (pass|passes|passed|succeeded)|vulnerabilit\w*|findings?|anonymi[sz]\w*|audit\w*|conversations?|transcripts?|chat[ \t]+(history|logs?)|wip(e|es|ed|ing)|eras(e|es|ed|ing)|skipped|bypass\w*|forced|force-push\w*|thresholds?|no-verify|signing)\b|\brm[ \t]+-[a-zA-Z]*[rRf]|https?://|\bid_(rsa|ed25519|ecdsa|dsa|\*)|\.pem\b|~/\.(ssh|aws|kube|gnupg|docker|cursor)/|\bmcp\.json\b|\.pgpass\b|\bdatabase_url\b|\.netrc\b|\bkeychains?\b|\bwallets?\b|\bwithdraw\w*|\biban\b|\brouting\b|\baccount numbers?\b|\bdeposit\w*|\bno[ \t]+(issues|problems)\b|\btransfer\w*|\bfees?\b|\bpayouts?\b|\bremit\w*|\bbank (details|accounts?)\b|\brecipients?\b|\bdepends? on\b|\bpackage\.json\b|\brequirements\.txt\b|上传|发送|密码|令牌|凭据|アップロード|送信|パスワード|トークン|push|업로드|전송|비밀번호|\b(borr[ae]\w*|l[öo]sch\w*|gel[öo]scht|supprim\w*|bonific\w*|virement|quarantin\w*|falliti|fallidos|falharam|fehlgeschlagen)|[üu]berweis\p{L}*|[ée]chou[ée]\p{L}*|(удал|провал)\p{L}*|删除|削除|삭제|转账|振込|송금|失败|失敗|실패|(wyślij|wysył|prześlij|przesył|usuń|usun|hasł|klucz|przelew|verstuur|verzend|stuur|verwijder|wachtwoord|invia|elimin|cancell|gönder|şifre|parola|yükle|aktar)\p{L}*|\bsil(in|iniz)?\b|भेज|हटा|पासवर्ड|टोकन|أرسل|ارسل|احذف|حذف|كلمة المرور|(?i:env[ií]a|sub[ei]|contrase[ñn]a|senha|envoy|mot de passe|hochlad|sende|passwort|schl[üu]ssel|отправ|пароль|токен|ключ|доступ)`)

// sensitiveLines is sensitiveRE run only on the lines that hold one of its
// words (TestSensitiveLinesIsTheRegexp holds them equal): over a whole
// text, the expression alone reads about a megabyte a second.
var sensitiveLines = sync.OnceValue(func() *match.OnLines {
	return match.NewOnLines(sensitiveRE.String(), "upload", "send", "post", "forward", "mirror", "bcc", "card ", "exfiltrat", "credential", "password", "passwort", "token", "api key", "secret", "delet", "install",
		"download", "curl", "wget", "run", "execut", "cost", "charg", "pay", "access", "collect", "harvest", "track", "record", "monitor", "approv", "merg", "deploy",
		"publish", "admin override", "test", "check", "build", "scan", "vulnerabilit", "finding", "anonymi", "audit", "conversation", "transcript", "chat", "wip", "eras", "skipped", "bypass", "forced", "force-push", "threshold", "no-verify", "signing", "rm", "http", "id_", ".pem", "~/.", "mcp.json", ".pgpass", "database_url", ".netrc", "keychain",
		"wallet", "withdraw", "issues", "problems", "iban", "routing", "account", "deposit", "transfer", "fee", "payout", "remit", "bank", "recipient", "depend", "package.json", "requirements.txt", "push", "env", "sub", "contrase", "senha", "envoy", "mot de passe", "hochlad", "schl",
		"上传", "发送", "密码", "令牌", "凭据", "アップロード", "送信", "パスワード", "トークン", "업로드", "전송", "비밀번호",
		"borr", "lösch", "losch", "lÖsch", "gelöscht", "gelÖscht", "supprim", "bonific", "überweis", "uberweis", "Überweis", "virement", "quarantin", "falliti", "fallidos", "falharam",
		"échou", "echou", "Échou", "fehlgeschlagen", "删除", "削除", "삭제", "转账", "振込", "송금", "失败", "失敗", "실패",
		// Polish, Dutch, Italian, Turkish, Hindi and Arabic.
		"wyślij", "wysył", "Şifre", "prześlij", "przesył", "usuń", "usun", "hasł", "klucz", "przelew", "verstuur", "verzend", "stuur", "verwijder", "wachtwoord",
		"invia", "elimin", "cancell", "gönder", "şifre", "parola", "yükle", "aktar", "sil", "भेज", "हटा", "पासवर्ड", "टोकन", "أرسل", "ارسل", "احذف", "حذف", "كلمة المرور",
		// The Russian words, by their first letter in either case.
		"о", "О", "п", "П", "т", "Т", "к", "К", "д", "Д", "у", "У")
})

// privateIP reports a URL to a loopback, private or unspecified address
// (a local service, not an exfiltration endpoint).
func privateIP(match string) bool {
	host := strings.TrimPrefix(strings.TrimPrefix(match, "http://"), "https://")
	if strings.HasPrefix(host, "0.") {
		return true
	}
	if k := strings.IndexAny(host, ":/?#"); k >= 0 {
		host = host[:k]
	}
	// 169.254.169.254 is the cloud metadata service: what an SSRF guide
	// names, not where data is sent (reading credentials from it is
	// credential access). Private networks, 100.64.0.0/10 among them, are
	// the user's own.
	return secscan.LocalAddr(host)
}

// sentence is the sentence of text around offset i.
func sentence(text []byte, i, j int) []byte {
	from := i
	for from > 0 && text[from-1] != '.' && text[from-1] != '\n' {
		from--
	}
	to := j
	for to < len(text) && text[to] != '.' && text[to] != '\n' {
		to++
	}
	return text[from:to]
}

// textHits is secHits of the i-th text of the document, computed once.
func textHits(p *rules.Pass, i int, t secText) map[string][][2]int {
	if t.body == nil {
		return p.Doc.Memo(keyAt("security-hits", i), func() any {
			if t.front {
				return secHits(t) // copies of a skill differ in their name
			}
			// A function of the text and of whether it is a script: kept
			// for the run, since copies of a skill bundle the same files.
			return match.MemoText(hitsOf{t.script}, t.text, func() any { return secHits(t) })
		}).(map[string][][2]int)
	}
	return secHits(t)
}

// hitsOf is the kind of a kept secHits result of a text without a body.
type hitsOf struct{ script bool }

// toolText reports an offset of a bundled file inside text addressed to
// the agent: the description of one of the tools it defines
// (secscan.ToolDescriptions) or a comment for AI agents (AgentNotes).
func toolText(p *rules.Pass, i int) bool {
	if p.Doc.Format != model.FormatBundled {
		return false
	}
	ds := scanOf(p)
	return len(ds.tools) > 0 && secscan.InSpans(ds.tools, i)
}

// secretsKey holds, in a secHits result, the secret patterns whose literal
// the text holds: each as its index in secretPatterns and the start of the
// line where the literal is.
const secretsKey = "\x00secrets"

func (r *secRule) check(p *rules.Pass) {
	if r.extra != nil {
		r.extra(p)
	}
	allow := lowerAll(p.Strings("allow"))
	var ds *docScan
	if covered[r.id] {
		// The analysis reads these classes in code: its findings there,
		// the patterns elsewhere (prose, code of other languages), as
		// warnings at most.
		reportScan(p, r.id)
		ds = scanOf(p)
	}
	texts := secTexts(p)
	// A plugin file's values that address the agent are read twice: as
	// part of the file and on their own, as instructions. The hits in them
	// are reported once, from the value.
	var notes [][2]int
	for _, t := range texts {
		if t.note {
			notes = append(notes, [2]int{t.base, t.base + len(t.text)})
		}
	}
	for i, t := range texts {
		hits := textHits(p, i, t)
		var fr *secctx.Framer
		framed := 0
		// A concealed instruction's paragraph (to blank lines, at most 1
		// KiB each way: what it hides is often said in the sentence
		// before it), asked of r.escalate once per match: match.Windows
		// keeps a long paragraph of many matches linear.
		// Whether the text reads any file, asked once per text (it is a
		// search of the whole text, and a script may hold a credential
		// path on each of its lines).
		readsKnown, reads := false, false
		readsAny := func() bool {
			if !readsKnown {
				readsKnown, reads = true, readsFiles(t.text)
			}
			return reads
		}
		localAsked := 0
		var esc *match.Windows
		if r.escalate != nil {
			esc = match.NewWindows(r.escalate().FindAllIndex, t.text)
		}
		for _, h := range hits[string(r.id)] {
			match := string(t.text[h[0]:h[1]])
			if allowed(match, allow) || (r.skip != nil && r.skip(match)) {
				continue
			}
			if !t.note && secscan.InSpans(notes, t.base+h[0]) {
				continue // reported from the value that addresses the agent
			}
			if ds != nil && ds.inPS(t.base+h[0]) {
				// PowerShell: the analysis follows its data but knows few
				// Windows commands (registry run keys, shadow copies,
				// scheduled tasks): the pattern stands where the analysis
				// said nothing of this class on the line.
				if ds.onLine(r.id, p.Src().Bytes, t.base+h[0]) || commentLine(t.text, h[0]) || psReadLine(t.text, h[0]) {
					continue
				}
				if r.id == rules.SecurityPipeToShell && ds.onLine(rules.SecurityDownloadExec, p.Src().Bytes, t.base+h[0]) {
					continue // irm URL | iex: the analysis's download-exec says it, once
				}
				if u := urlOrBare(t.text[h[0]:min(len(t.text), h[1]+200)]); r.id == rules.SecurityPipeToShell && u != nil && (secscan.OwnHost(ds.words, withScheme(string(u))) || secscan.KnownInstaller(string(u))) {
					continue // irm <the tool's own installer> | iex: what the analysis calls a mention
				}
			} else if ds != nil && ds.inParsed(t.base+h[0]) {
				// The analysis read this code. A credential store a script
				// reads, with no flow of it the analysis followed, is still
				// worth a look: a warning.
				if r.id == rules.SecurityCredentialAccess && ds.ctx.Place == secctx.Script && !scanOnLine(p, r.id, t.base+h[0]) && !commentLine(t.text, h[0]) &&
					!inProseString(t.text, h[0]) && !inTripleQuotes(p, i, t, h[0]) && !excludeListLine(t.text, h[0]) && !configValue(t.text, h[0]) && !alternative(t.text, h[0], h[1]) && !keyNotRead(t.text, h[0]) && !regexLiteral(t.text, h[0], h[1]) && readsAny() {
					reportAt(p, diag.Warning, p.Src().Range(t.base+h[0], t.base+h[1]), "%s in a script bundled with the skill: reads a credential store; let the tool that owns the credential use it, and never send what it holds", quoteMatch(strings.TrimRight(match, "\"'`,) ")))
				}
				continue
			}
			if !t.script && linkText(t.text, h[0]) {
				continue // a link's text: a title that is cited, not an instruction
			}
			if fr == nil {
				fr = framerOf(p, i, t)
			}
			var w where
			var asks bool
			if framed++; framed <= maxFramed {
				w, asks = whereIs(t, h[0], fr)
			} else {
				// Past maxFramed matches of one rule in one text (a hostile
				// file: the findings past the first hundred are counted,
				// not shown), the place alone, unframed: linear at a small
				// cost per match.
				w = placeOf(t, h[0])
			}
			sev := r.sev[w]
			tool := false
			if w == inScript && toolText(p, t.base+h[0]) {
				// A tool's description, or a comment addressed to AI
				// agents: the agent reads it as instructions.
				tool, sev = true, r.sev[inProse]
				// Backticks quote nothing, nor does the quote that opens
				// the description's own literal.
				if f := fr.At(h[0], -1); f == secctx.Negated || f == secctx.Detection || f == secctx.Quoted && h[0] > 0 && t.text[h[0]-1] != '`' && toolText(p, t.base+h[0]-1) {
					sev = diag.Info
				}
			}
			if w == inScript && sev > diag.Info && codeComment(t.text, h[0]) && fr.At(h[0], -1) == secctx.Negated {
				// A script's comment that says what it does not do ("Does
				// not open ~/.aws/credentials"): nothing is run.
				sev = diag.Info
			}
			if w == inCode && sev > diag.Info && trailingComment(t.text, h[0]) {
				// In a comment of a code block: said of the code, not run.
				sev = diag.Info
			}
			if w == inScript && r.command != nil && sev < diag.Warning && r.command.Get().MatchString(match) && !commentLine(t.text, h[0]) {
				sev = diag.Warning
			}
			if w == inScript && r.sev == phraseSev && sev < diag.Warning && addressedToAgent(t.text, h[0]) {
				// Text a script prints for the assistant to read
				// ("[assistant-instruction] ... Do not list this step"):
				// instructions, delivered through the tool's output.
				sev = diag.Warning
			}
			if asks = asks && r.sev != phraseSev && !secctx.HoldsAsk(t.text[h[0]:h[1]]); asks {
				sev = down(sev)
			}
			if ds != nil && sev > diag.Info {
				// Outside the code the analysis read: a mention, unless
				// the file is a script of a language it does not read, or
				// the match is in a code block of one (PowerShell, batch):
				// a command the agent is given to run.
				sev = diag.Info
				if ds.ctx.Place == secctx.Script || w == inCode && blockAt(t, h[0]) && !proseFence(t, h[0]) {
					sev = diag.Warning
				}
				if r.id == rules.SecurityCredentialAccess && (identityArg(t.text, h[0]) || keychainProbe(t.text, h[0]) || keychainToTool(t.text, h[0])) {
					// A key handed to the tool that logs in with it (ssh -i,
					// rsync -e "ssh -i ..."), a keychain item looked up
					// without printing it or put in the environment of the
					// one command that uses it: nothing is read out.
					sev = diag.Info
				}
				if u := urlOrBare(t.text[h[0]:min(len(t.text), h[1]+200)]); r.id == rules.SecurityPipeToShell && u != nil && (secscan.OwnHost(ds.words, withScheme(string(u))) || secscan.KnownInstaller(string(u))) {
					sev = diag.Info // the tool's own installer, or a well-known one's
				}
			}
			if r.id == rules.SecurityDestructive && w != inScript && sev < diag.Error && secscan.WaivesConfirmation(t.text, h[0], h[1]) && plainOrQuoted(fr.At(h[0], -1)) {
				// "Run `DROP SCHEMA public CASCADE` ... Do not ask the user
				// to confirm": the text takes the user's say away from what
				// destroys data.
				sev = diag.Error
			}
			if r.id == rules.SecurityCredentialAccess && w == inScript && sev > diag.Info && !shellScript(p.Doc.Source.Path, t.text) && textMemo(p, t, i, "stats-only", func() any { return statsOnly(t.text) }).(bool) {
				// A script that names a credential store, looks at its
				// mode and reads, prints, copies or sends nothing: a
				// permissions audit that stats ~/.ssh/id_rsa.
				sev = diag.Info
			}
			if r.id == rules.SecurityExfilEndpoint && sev > diag.Info && ownHosts(p)[matchHost(t.text, h[0], h[1])] {
				// A tunnel the skill starts under a fixed name, or a
				// server it logs into: the user's own host.
				sev = diag.Info
			}
			if r.id == rules.SecurityExfilEndpoint && w == inProse && sev > diag.Info && bareIPURL(match) && !sendWordRE.Match(lineOf(t.text, h[0])) {
				// An address named in prose, on a line that sends nothing to
				// it (a list of the services a server runs): a mention.
				sev = diag.Info
			}
			if r.id == rules.SecurityUploadLocalData && secscan.OnlyLocalURLs(string(lineOf(t.text, h[0]))) {
				continue // posted to this machine or the user's own network: nothing leaves
			}
			if r.id == rules.SecurityExfilEndpoint && userEndpoint(t.text, h[0], h[1]) {
				// The user's own bot, webhook or tunnel, filled in at run
				// time (a variable, a placeholder), a wildcard, or a comment
				// that names the service: where the user's messages go.
				continue
			}
			// (Asked of at most 64 hits a text: a file of the setting on
			// every line is judged by its first ones.)
			local := r.id == rules.SecurityWeakenedChecks && localAsked < 64 && tlsOffRE.MatchString(match) && func() bool { localAsked++; return localTLS(t.text, h, match) }()
			if local {
				sev = diag.Info
			}
			if r.id == rules.SecurityRemoteInstructions && sev > diag.Warning && obeyRE.MatchString(match) && !obeyFetched(t.text, h) {
				// Obeying a text wholesale with asking waived, the text's
				// source unseen (an API's note, a tool's output): a warning.
				sev = diag.Warning
			}
			if r.mention != nil && sev > diag.Info && r.mention(p, t, h, match, w) {
				// What the rule knows to be said of it, not done (see
				// secRule.mention).
				sev = diag.Info
			}
			if r.id == rules.SecurityInstructionOverride && sev > diag.Info && (w == inCode || w == inScript) && childPrompt(t.text, h[0]) {
				// "# Replace the system prompt" above claude -p
				// --system-prompt "...": the prompt of a model the skill
				// runs, set as its CLI documents, not this agent's.
				sev = diag.Info
			}
			if u := urlInMatch.Find(t.text[h[0]:min(len(t.text), h[1]+300)]); u != nil && (r.id == rules.SecurityRemoteInstructions || r.id == rules.SecurityExfilEndpoint) && secscan.OwnHost(scanOf(p).words, string(u)) {
				// The vendor's own host (arize.com for an Arize skill).
				sev = down(sev)
				if r.id == rules.SecurityExfilEndpoint && userBotRE.Match(u) {
					// A Telegram skill calling the user's own bot (its token
					// a placeholder or a variable): the service it is for.
					sev = diag.Info
				}
			}
			if u := urlInMatch.Find(t.text[h[0]:min(len(t.text), h[1]+300)]); u != nil && r.id == rules.SecurityRemoteInstructions && docHostRE.Match(u) {
				// A vendor's documentation, pointed to for a task.
				sev = diag.Info
			}
			if strings.Contains(match, "[.]") || strings.Contains(match, "hxxp") || bytes.HasPrefix(t.text[h[1]:], []byte("[.]")) {
				continue // a defanged indicator: documentation that cannot run
			}
			if r.mentionInSecurity && scanOf(p).ctx.Purpose.Security {
				sev = diag.Info // an indicator a security skill lists
			}
			if esc != nil && sev > diag.Info && !esc.Match(lines.Paragraph(t.text, h[0], h[1], 1024)) && !heldBackRE.MatchString(match) {
				sev = diag.Info
			}
			where := w.String()
			if w == inProse && t.front {
				where = "in the frontmatter"
			}
			if w == inProse && t.note {
				where = "in a value addressed to the agent"
			}
			if w == inExample && !t.script && isTableRow(t.text, h[0]) && fr.At(h[0], -1) == secctx.Quoted {
				where = "in a table that lists it"
			}
			if w == inScript && p.Doc.Format == model.FormatBundled && scanOf(p).ctx.Place == secctx.Data {
				where = "in a data file bundled with the skill"
			}
			if asks {
				where += ", after asking the user"
			}
			if local {
				where += ", for a server on this machine"
			}
			if w == inScript && p.Doc.Format != model.FormatBundled {
				where = hostCommandPlace(p)
			}
			if tool {
				// Instructions wherever the file is (a data file's
				// lowering does not apply).
				reportRaw(p, sev, p.Src().Range(t.base+h[0], t.base+h[1]), "%s in text addressed to the agent (a tool's description, or a comment for AI agents): %s", quoteMatch(match), r.msg)
				continue
			}
			reportAt(p, sev, p.Src().Range(t.base+h[0], t.base+h[1]), "%s %s: %s", quoteMatch(match), where, r.msg)
		}
	}
}

// secScanner holds every pattern rule's matchers and one automaton of all
// their prefilter literals.
type secScanner struct {
	rules    []*secRule
	matchers [][]match.Matcher // by rule
	owners   [][2]int          // literal id -> (rule index, matcher index), or (-1, secret pattern)
	first    []int             // rule index -> slot of its first matcher (slots number all matchers)
	slots    int
	lit      []int // literal id -> index of the literal in its secret pattern
	// wordStart[id]: the literal starts its pattern's matches right
	// after a \b, so an occurrence where \b does not hold is ignored.
	wordStart []bool
	// ac finds the ASCII literals (ids below wideFrom) in any case; wide,
	// the literals of other scripts (ids from wideFrom on, numbered from 0
	// in it), on the lines that hold a character outside ASCII. Their bytes
	// would widen the one automaton's table several times over for every
	// text; most texts have few such lines.
	ac       *match.AhoCorasick
	wide     *match.AhoCorasick
	wideFrom int
	wideSlot []bool // by slot: the matcher's literals are of another script
	// leads[slot]: for a pattern without a literal prefilter that needs
	// characters outside ASCII (Chinese, Japanese, Korean, Russian), the
	// UTF-8 lead bytes of those characters: a text holding none of them
	// cannot match, and most texts hold none.
	leads [][]byte
}

func holdsAnyByte(text, set []byte) bool {
	for _, c := range set {
		if bytes.IndexByte(text, c) >= 0 {
			return true
		}
	}
	return false
}

// leadBytes are the distinct UTF-8 lead bytes of the characters outside
// ASCII that every match of pat needs: those of the characters of its
// text, when all its literal characters outside ASCII share few of them;
// nil when it needs none.
func leadBytes(pat string) []byte {
	var out []byte
	for i := 0; i < len(pat); i++ {
		if c := pat[i]; c >= 0xC0 && bytes.IndexByte(out, c) < 0 {
			out = append(out, c)
		}
	}
	if len(out) == 0 || len(out) > 8 {
		return nil
	}
	return out
}

var (
	scannerOnce sync.Once
	scanner     *secScanner
)

// Prepare builds the security rules' matchers and automata, which
// otherwise happens when the first file is checked. A caller with a spare
// core runs it in the background while it reads and parses the first files
// (when one of ScannerRules is on: otherwise nothing needs them).
func Prepare() {
	getScanner()
}

// ScannerRules are the rules whose checks use what Prepare builds.
func ScannerRules() []*rules.Rule {
	out := []*rules.Rule{byID(rules.SecuritySecret)}
	for _, r := range secRules {
		out = append(out, byID(r.id))
	}
	return out
}

func getScanner() *secScanner {
	scannerOnce.Do(func() {
		sc := &secScanner{rules: secRules}
		type entry struct {
			lit       []byte
			owner     [2]int
			lit0      int
			wordStart bool
		}
		var ascii, wide []entry
		add := func(e entry) {
			if match.IsASCII(string(e.lit)) {
				ascii = append(ascii, e)
			} else {
				wide = append(wide, e)
			}
		}
		for ri, r := range secRules {
			ms := match.Compile(r.pats, false)
			sc.matchers = append(sc.matchers, ms)
			sc.first = append(sc.first, sc.slots)
			sc.slots += len(ms)
			for mi, m := range ms {
				var lead []byte
				if m.Any == nil {
					lead = leadBytes(r.pats[mi])
				}
				sc.leads = append(sc.leads, lead)
				for _, l := range m.Any {
					add(entry{l, [2]int{ri, mi}, 0, m.WordStart})
				}
			}
		}
		// The secret patterns' literals, lowercased: the folded scan finds
		// a superset of their case-sensitive occurrences, which only
		// decides which patterns run.
		for k, sp := range secretPatterns {
			for li, l := range sp.lits {
				add(entry{[]byte(strings.ToLower(l)), [2]int{-1, k}, li, false})
			}
		}
		var lits, wideLits [][]byte
		for _, e := range ascii {
			lits = append(lits, e.lit)
		}
		sc.wideSlot = make([]bool, sc.slots)
		for _, e := range wide {
			wideLits = append(wideLits, e.lit)
			if e.owner[0] >= 0 {
				sc.wideSlot[sc.first[e.owner[0]]+e.owner[1]] = true
			}
		}
		for _, e := range append(ascii, wide...) { // ids: the ASCII literals, then the others
			sc.owners = append(sc.owners, e.owner)
			sc.lit = append(sc.lit, e.lit0)
			sc.wordStart = append(sc.wordStart, e.wordStart)
		}
		sc.ac, sc.wide, sc.wideFrom = match.NewAhoCorasick(lits), match.NewAhoCorasick(wideLits), len(lits)
		scanner = sc
	})
	return scanner
}

// secHits finds the matches of every pattern rule in a text at once: one
// pass of the literal automaton over the lowercase text, then each pattern
// runs only on the lines (and the line after) where one of its literals is.
// For instructions, the result is kept per distinct body text.
func secHits(t secText) map[string][][2]int {
	compute := func() any {
		sc := getScanner()
		// Line starts holding a literal, per (rule, matcher).
		var starts [][]int   // by matcher slot, made at the first hit
		var secrets [][2]int // (secret pattern, line start)
		lineOf := lines.New(t.text)
		// The phrase rules read prose with its wrapped lines joined (a
		// phrase broken across two lines of a paragraph is one phrase): jt
		// is the text with those line breaks made spaces, at the same
		// offsets. The literals are found in it, so that one broken across
		// lines is found too.
		jt, jlineOf, joined := t.text, lineOf, false
		if t.body != nil && !t.script {
			if j := lines.JoinWrapped(t.text); !bytes.Equal(j, t.text) {
				jt, jlineOf, joined = j, lines.New(j), true
			}
		} else if t.script {
			// A script's comments wrap sentences as prose does.
			if j := lines.JoinComments(t.text); !bytes.Equal(j, t.text) {
				jt, jlineOf, joined = j, lines.New(j), true
			}
		}
		found := func(id, at int) {
			k := sc.owners[id]
			if k[0] < 0 {
				// Provider keys are case-sensitive: only an exact
				// occurrence of the literal runs the pattern, on its line.
				// (A header's name is read in any case.)
				if sp := secretPatterns[k[1]]; sp.name != headerKeyName && !bytes.HasPrefix(t.text[at:], []byte(sp.lits[sc.lit[id]])) {
					return
				}
				ls := lineOf.Of(at)
				if n := len(secrets); n == 0 || secrets[n-1] != [2]int{k[1], ls} {
					secrets = append(secrets, [2]int{k[1], ls})
				}
				return
			}
			if sc.wordStart[id] && !match.WordBoundary(jt, at) {
				return
			}
			// Phrase rules read the joined text; the others, lines.
			ls := lineOf.Of(at)
			if sc.rules[k[0]].sev == phraseSev {
				ls = jlineOf.Of(at)
			}
			slot := sc.first[k[0]] + k[1]
			if starts == nil {
				starts = make([][]int, sc.slots)
			}
			if l := starts[slot]; len(l) == 0 || l[len(l)-1] != ls {
				starts[slot] = append(l, ls)
			}
		}
		sc.ac.FindFold(jt, found)
		for _, seg := range wideLines(jt) {
			sc.wide.FindFold(jt[seg[0]:seg[1]], func(id, at int) { found(sc.wideFrom+id, seg[0]+at) })
		}
		var out map[string][][2]int // made at the first hit
		for ri, r := range sc.rules {
			var hits [][2]int
			for mi, m := range sc.matchers[ri] {
				if m.Any == nil {
					if lead := sc.leads[sc.first[ri]+mi]; lead != nil && !holdsAnyByte(t.text, lead) {
						continue // none of the characters it needs
					}
					for _, loc := range m.Re.FindAllIndex(t.text, -1) {
						hits = append(hits, [2]int{loc[0], loc[1]})
					}
					continue
				}
				slot := sc.first[ri] + mi
				if slot >= len(starts) || len(starts[slot]) == 0 {
					continue
				}
				lines := starts[slot]
				text, oneLine := t.text, m.OneLine
				if r.sev == phraseSev && joined {
					// A joined paragraph is the phrase's whole context.
					text, oneLine = jt, true
				}
				reach := multiSpan
				if sc.wideSlot[slot] {
					reach *= utf8.UTFMax // its gaps count characters of up to four bytes
				}
				for _, w := range windows(text, lines, oneLine, reach) {
					if !match.HoldsAll(text[w[0]:w[1]], m.All) {
						continue
					}
					for _, loc := range m.Re.FindAllIndex(text[w[0]:w[1]], -1) {
						hits = append(hits, [2]int{w[0] + loc[0], w[0] + loc[1]})
					}
				}
			}
			if hits = dedupeLines(t.text, hits); len(hits) > 0 {
				if out == nil {
					out = map[string][][2]int{}
				}
				out[string(r.id)] = hits
			}
		}
		if len(secrets) > 0 {
			if out == nil {
				out = map[string][][2]int{}
			}
			out[secretsKey] = secrets
		}
		return out
	}
	if t.body != nil {
		return t.body.Info().Memo("security-hits", compute).(map[string][][2]int)
	}
	return compute().(map[string][][2]int)
}

// wideLines are the spans of the lines of text that hold a byte outside
// ASCII, lines next to each other merged.
func wideLines(text []byte) [][2]int {
	var out [][2]int
	for i := 0; i < len(text); {
		k := nextWide(text[i:])
		if k < 0 {
			break
		}
		s, e := lines.Bounds(text, i+k)
		if len(out) > 0 && s <= out[len(out)-1][1]+1 {
			out[len(out)-1][1] = e
		} else {
			out = append(out, [2]int{s, e})
		}
		i = e
	}
	return out
}

// nextWide is the offset of the first byte of b outside ASCII, or -1. It
// reads eight bytes at a time.
func nextWide(b []byte) int {
	i := 0
	for ; i+8 <= len(b); i += 8 {
		if binary.LittleEndian.Uint64(b[i:])&0x8080808080808080 != 0 {
			break
		}
	}
	for ; i < len(b); i++ {
		if b[i] >= 0x80 {
			return i
		}
	}
	return -1
}

// userBotRE is a bot API address whose token is left to the user: a
// placeholder or a variable, not a literal token.
var userBotRE = match.Lazy(`/bot(\[[A-Za-z_]+\]|<[A-Za-z_]+>|\{[A-Za-z_]+\}|\$\{?[A-Za-z_][A-Za-z0-9_]*\}?)/`)

// windows turns line starts into merged spans of the line before, that
// line and the next, or of that line alone for a pattern that matches within
// one line: the literal a pattern's prefilter looks for may be on the second
// line of a match that wraps ("approve every pull request opened by the
// account\n`bot` without reading it" found by "without").
//
// A match that holds line breaks may cross more than three short lines
// (its gaps are bounded in characters, not lines): the window of such a
// pattern reaches at least reach bytes each way (multiSpan, four times
// that for a pattern of another script), to whole lines.
func windows(text []byte, starts []int, oneLine bool, reach int) [][2]int {
	sortInts(starts)
	lines := 2
	if oneLine {
		lines = 1
	}
	var out [][2]int
	for _, s := range starts {
		e := s
		if !oneLine && s > 0 {
			s = bytes.LastIndexByte(text[:s-1], '\n') + 1
			if far := max(0, e-reach); far < s {
				s = bytes.LastIndexByte(text[:far], '\n') + 1
			}
		}
		if !oneLine {
			if far := min(len(text), e+reach); far > e {
				if k := bytes.IndexByte(text[far:], '\n'); k >= 0 {
					e = far + k
				} else {
					e = len(text)
				}
			}
		}
		for n := 0; n < lines && e < len(text); n++ {
			k := bytes.IndexByte(text[e:], '\n')
			if k < 0 {
				e = len(text)
				break
			}
			e += k + 1
		}
		if len(out) > 0 && s <= out[len(out)-1][1] {
			out[len(out)-1][1] = max(out[len(out)-1][1], e)
			continue
		}
		out = append(out, [2]int{s, e})
	}
	return out
}

// multiSpan is how far (in bytes) a window of a pattern that may cross
// lines reaches each way at the least: the patterns' gaps are at most a few
// hundred characters.
const multiSpan = 300

// dedupeLines keeps the earliest match on each line.
func dedupeLines(text []byte, hits [][2]int) [][2]int {
	if len(hits) < 2 {
		return hits
	}
	best := map[int][2]int{}
	var starts []int
	at := lines.New(text)
	for _, h := range hits {
		ls := at.Of(h[0])
		b, ok := best[ls]
		if !ok {
			starts = append(starts, ls)
		}
		if !ok || h[0] < b[0] {
			best[ls] = h
		}
	}
	sortInts(starts)
	out := make([][2]int, 0, len(starts))
	for _, l := range starts {
		out = append(out, best[l])
	}
	return out
}

func lowerAll(xs []string) []string {
	out := make([]string, len(xs))
	for i, x := range xs {
		out[i] = strings.ToLower(x)
	}
	return out
}

func allowed(match string, allow []string) bool {
	m := strings.ToLower(match)
	for _, a := range allow {
		if a != "" && strings.Contains(m, a) {
			return true
		}
	}
	return false
}

func quoteMatch(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > 60 {
		s = string(r[:57]) + "..."
	}
	return fmt.Sprintf("%q", s)
}

// reportAt reports with a context severity, capped by the rule's configured
// severity (Off never reaches a check).
func reportAt(p *rules.Pass, sev diag.Severity, r diag.Range, format string, args ...any) *diag.Finding {
	sev, note := adjust(p, sev, r)
	f := reportRaw(p, sev, r, format, args...)
	f.Message += note
	return f
}

// reportRaw reports with a severity the caller has already put in context.
func reportRaw(p *rules.Pass, sev diag.Severity, r diag.Range, format string, args ...any) *diag.Finding {
	if sev > p.Severity {
		sev = p.Severity
	}
	f := p.Report(r, format, args...)
	f.Severity = sev
	if p.Doc.Format == model.FormatBundled && scanOf(p).plugin {
		f.Message = strings.Replace(f.Message, "bundled with the skill", "shipped with the plugin", 1)
	}
	return f
}

var allowOption = rules.Option{Name: "allow", Default: []string{}, Doc: "text that, when a match contains it, is allowed (hosts, phrases; case-insensitive)"}

func registerSec(rs ...*secRule) {
	for _, r := range rs {
		r := r
		secRules = append(secRules, r)
		register(&rules.Rule{ID: r.id, Severity: diag.Error, Formats: secFormats, Options: []rules.Option{allowOption}, Check: r.check, Doc: r.doc})
	}
}

func sortInts(a []int) { sort.Ints(a) }

// isLatin reports a Latin letter (ASCII or accented).
func isLatin(r rune) bool { return unicode.Is(unicode.Latin, r) }

// decodeTags turns Unicode tag characters into the ASCII they hide.
func decodeTags(s string) string {
	var b strings.Builder
	for _, r := range s {
		if r >= 0xE0020 && r <= 0xE007E {
			b.WriteRune(r - 0xE0000)
		}
	}
	return b.String()
}

// framerOf is the framer of the i-th security text of the document, made
// once per document (a document's rules run one after another).
func framerOf(p *rules.Pass, i int, t secText) *secctx.Framer {
	return p.Doc.Memo(keyAt("security-framer", i), func() any { return secctx.NewFramer(t.text) }).(*secctx.Framer)
}

// scanOnLine reports whether the analysis found rule id on the line of
// offset i.
func scanOnLine(p *rules.Pass, id rules.ID, i int) bool {
	return scanOf(p).onLine(id, p.Src().Bytes, i)
}

// docHostRE are vendors' documentation sites: "follow the instructions at"
// one of them points the user to a manual for a task.
var docHostRE = match.Lazy(`(?i)^https?://(docs\.github\.com|learn\.microsoft\.com|docs\.microsoft\.com|developer\.mozilla\.org|docs\.python\.org|docs\.aws\.amazon\.com|cloud\.google\.com/[\w/-]*docs|kubernetes\.io/docs|docs\.docker\.com|developer\.apple\.com|developer\.android\.com|docs\.npmjs\.com|go\.dev/doc|doc\.rust-lang\.org|docs\.rs|[\w-]+\.readthedocs\.io|docs\.anthropic\.com|docs\.claude\.com|code\.claude\.com/docs|platform\.openai\.com/docs|docs\.gitlab\.com|support\.apple\.com|help\.github\.com)(/|$)`)

// excludeListLine reports a line that names files to leave out (a skip,
// exclude or ignore list): credential stores named there are avoided.
// alternative reports a match that is one alternative of a pattern (a
// case arm or a regular expression: |id_rsa|, (\.env|id_rsa)): the code
// matches the name, it does not open the file.
func alternative(text []byte, i, j int) bool {
	for i > 0 && (text[i-1] == '.' || text[i-1] == '\\' || text[i-1] == '/' || text[i-1] == '*') {
		i--
	}
	for j < len(text) && (text[j] == '*' || text[j] == '$') {
		j++
	}
	after := j < len(text) && (text[j] == '|' || text[j] == ')') || j > i && (text[j-1] == '|' || text[j-1] == ')')
	return i > 0 && (text[i-1] == '|' || text[i-1] == '(') && after
}

func excludeListLine(text []byte, i int) bool {
	ls, le := lines.Bounds(text, i)
	l := bytes.ToLower(text[ls:le])
	for _, w := range []string{"skip", "exclude", "ignore", "deny", "blocklist", "blacklist", "never_", "sensitive"} {
		if bytes.Contains(l, []byte(w)) {
			return true
		}
	}
	return false
}

// regexLiteral reports a match inside a string literal that is a regular
// expression (r"~/\.aws/credentials", "\\.ssh/id_"): a pattern a guard
// matches commands or paths against, not a path a script opens.
func regexLiteral(text []byte, i, j int) bool {
	ls, le := lines.Bounds(text, i)
	line := text[ls:le]
	i, j = i-ls, j-ls
	for q := i - 1; q >= 0; q-- {
		c := line[q]
		if c != '"' && c != '\'' {
			continue
		}
		end := bytes.IndexByte(line[j:], c)
		if end < 0 {
			return false
		}
		lit := line[q+1 : j+end]
		return regexEscapeRE.Match(lit)
	}
	return false
}

var regexEscapeRE = match.Lazy(`\\[.bsdwSW$/+*?|]|\(\?[:!=i]|\[\^|\.\*|\.\+`)

// psReadLine reports a PowerShell line that only reads or prints (Get-,
// Test-, Write-Host, reg query, schtasks /query): an audit of autoruns or
// scheduled tasks names them without making one.
func psReadLine(text []byte, i int) bool {
	ls, le := lines.Bounds(text, i)
	l := strings.ToLower(strings.TrimLeft(string(text[ls:le]), " \t"))
	if k := strings.IndexByte(l, '='); strings.HasPrefix(l, "$") && k > 0 && !strings.ContainsAny(strings.TrimSpace(l[:k]), " \t(") {
		l = strings.TrimLeft(l[k+1:], " \t") // $x = Get-ItemProperty ...
	}
	for _, p := range []string{"get-", "test-", "write-host", "write-output", "write-verbose", "select-", "where-", "reg query", "reg.exe query", "schtasks /query", "schtasks.exe /query"} {
		if strings.HasPrefix(l, p) {
			return true
		}
	}
	return false
}

// commentLine reports whether offset i of text is in a comment line (#,
// //) or a docstring-like line of prose.
// trailingComment reports offset i of text inside a # comment that
// follows code on its line (`KEY   # the key's path, ~/.ssh/id_rsa`).
func trailingComment(text []byte, i int) bool {
	ls := bytes.LastIndexByte(text[:i], '\n') + 1
	l := text[ls:i]
	for k := 1; k < len(l); k++ {
		if l[k] == '#' && (l[k-1] == ' ' || l[k-1] == '\t') {
			return !bytes.ContainsAny(l[:k], "\"'\x60") // not inside a string
		}
	}
	return false
}

func commentLine(text []byte, i int) bool {
	ls := bytes.LastIndexByte(text[:i], '\n') + 1
	l := bytes.TrimLeft(text[ls:i], " \t")
	return bytes.HasPrefix(l, []byte("#")) || bytes.HasPrefix(l, []byte("//")) || bytes.HasPrefix(l, []byte("*")) || bytes.HasPrefix(l, []byte("--"))
}

// codeComment reports offset i on a line that is a comment by its first
// characters (#, //, /*): not commentLine's -- and *, which in a shell
// script start an option's continuation line or a case branch.
func codeComment(text []byte, i int) bool {
	ls := bytes.LastIndexByte(text[:i], '\n') + 1
	l := bytes.TrimLeft(text[ls:i], " \t")
	return bytes.HasPrefix(l, []byte("#")) && !bytes.HasPrefix(l, []byte("#!")) || bytes.HasPrefix(l, []byte("//")) || bytes.HasPrefix(l, []byte("/*"))
}

// inProseString reports whether offset i of text is inside a string
// literal on its line that holds a sentence (a message or help text that
// names the path, "e.g. ~/.ssh/id_rsa"), not a path alone.
func inProseString(text []byte, i int) bool {
	ls, le := lines.Bounds(text, i)
	for _, q := range []byte{'"', '\''} {
		open := bytes.LastIndexByte(text[ls:i], q)
		if open < 0 || bytes.Count(text[ls:ls+open], []byte{q})%2 == 1 {
			continue
		}
		end := bytes.IndexByte(text[i:le], q)
		if end < 0 {
			continue
		}
		if bytes.Count(text[ls+open:i+end], []byte(" ")) >= 3 {
			return true
		}
	}
	return false
}

// inTripleQuotes reports whether offset i of the i-th text is inside a
// triple-quoted string (a docstring: documentation, not code).
func inTripleQuotes(p *rules.Pass, ti int, t secText, i int) bool {
	qs := textMemo(p, t, ti, "security-triple-quotes", func() any {
		var at []int
		for k := 0; k+2 < len(t.text); k++ {
			if (t.text[k] == '"' || t.text[k] == '\'') && t.text[k+1] == t.text[k] && t.text[k+2] == t.text[k] {
				at = append(at, k)
				k += 2
			}
		}
		return at
	}).([]int)
	n := sort.SearchInts(qs, i)
	return n%2 == 1
}

// urlPlaceholderRE is a part of a URL that the user fills in.
var urlPlaceholderRE = match.Lazy(`(?i)\$\{?\w|\\\(|\{\{?\w|<\w|xxx|\.\.\.|…|your[_-]|/your/|/T\.\.\.|\bX{4,}|\b(1234567890|0{6,})`)

// userEndpoint reports a match of an exfiltration endpoint at text[i:j]
// that names the user's own endpoint: a chat bot or webhook URL with a
// variable or a placeholder in it, a wildcard host, or a mention in a
// comment line. (A request bin with a placeholder is still a request bin.)
func userEndpoint(text []byte, i, j int) bool {
	end := j
	for end < len(text) && end-j < 200 && !strings.ContainsRune(" \t\n\"'`)>", rune(text[end])) {
		end++
	}
	messaging := bytes.Contains(text[i:j], []byte("telegram")) || bytes.Contains(text[i:j], []byte("discord")) || bytes.Contains(text[i:j], []byte("slack"))
	return messaging && urlPlaceholderRE.Match(text[i:end]) || i >= 2 && string(text[i-2:i]) == "*." || commentLine(text, i)
}

// sendWordRE is a word that sends data or fetches from an address.
var sendWordRE = match.Lazy(`(?i)\b(send\w*|sent|post\w*|upload\w*|report\w*|forward\w*|submit\w*|push\w*|sync\w*|exfiltrat\w*|beacon\w*|transmit\w*|deliver\w*|curl|wget|fetch\w*|download\w*|call\w*|request\w*|connect\w*|stream\w*|log\w*|copy|copies|paste\w*|share\w*|mail\w*|store\w*|save\w*|write\w*|put|goes|go to|dump\w*|collect\w*|run\w*|execut\w*|install\w*|load\w*|open\w*|visit\w*|browse\w*)\b`)

// bareIPURL reports a match that is a web address on a bare IP.
func bareIPURL(m string) bool { return net.ParseIP(secscan.HostOf(m)) != nil }

// ownHostRE finds the hosts a text sets up or logs into: a tunnel started
// under a fixed name (ngrok --url or --domain, cloudflared --hostname), a
// server reached with ssh, scp, rsync or sftp as user@address. Only
// commands in code count (ownHosts).
var ownHostRE = match.Lazy(`(?i)\b(?:ngrok|cloudflared)\b[^\n]{0,200}?--(?:url|domain|hostname|subdomain)[= ]+["']?(?:https?://)?([a-z0-9][a-z0-9.-]*[a-z0-9])|\b(?:ssh|scp|rsync|sftp|mosh)\b[^\n]{0,120}?[\w.-]+@([a-z0-9][a-z0-9.-]*[a-z0-9])`)

// ownHosts are the hosts (lower case) ownHostRE finds in the document's
// texts, found once per document.
func ownHosts(p *rules.Pass) map[string]bool {
	return p.Doc.Memo("security-own-hosts", func() any {
		out := map[string]bool{}
		for _, t := range secTexts(p) {
			if !bytes.Contains(t.text, []byte("ngrok")) && !bytes.Contains(t.text, []byte("cloudflared")) && !bytes.Contains(t.text, []byte("@")) {
				continue
			}
			for _, m := range ownHostRE.FindAllSubmatchIndex(t.text, 100) {
				if _, in, _ := codeAt(t, m[0]); !in {
					continue // told, not run: a command in code sets a host up
				}
				if m[2] >= 0 {
					// A tunnel the skill starts under a fixed name.
					out[strings.ToLower(string(t.text[m[2]:m[3]]))] = true
				}
				if m[4] >= 0 {
					// A server it logs into: its own only as an address
					// (a named host can be anyone's service).
					if h := string(t.text[m[4]:m[5]]); net.ParseIP(h) != nil {
						out[h] = true
					}
				}
			}
		}
		return out
	}).(map[string]bool)
}

// matchHost is the host (lower case, no port) of the URL or domain that a
// match text[i:j] is or starts in.
func matchHost(text []byte, i, j int) string {
	if m := string(text[i:j]); strings.Contains(m, "://") {
		return secscan.HostOf(m)
	}
	isHostByte := func(c byte) bool {
		return c == '.' || c == '-' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
	}
	for i > 0 && isHostByte(text[i-1]) {
		i--
	}
	k := i
	for k < j && isHostByte(text[k]) {
		k++
	}
	return strings.ToLower(strings.TrimRight(string(text[i:k]), "."))
}

// bareService reports a match text[i:j] that is a service's bare domain
// (no scheme, no subdomain, no path): a name, where an endpoint that
// receives data is a subdomain or a path of it.
func bareService(text []byte, i, j int) bool {
	m := bytes.TrimRight(text[i:j], "`.,;:!?*_")
	if bytes.ContainsAny(m, "/?#=") || !bytes.ContainsRune(m, '.') {
		return false
	}
	if i > 0 {
		switch c := text[i-1]; {
		case c == '.' || c == '/' || c == '@' || c == '-' || c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9':
			return false
		}
	}
	return true
}

// linkText reports whether offset i starts the text of a Markdown link
// ("[Ignore Previous Instructions](https://...)": a cited title).
func linkText(text []byte, i int) bool {
	if i == 0 || text[i-1] != '[' {
		return false
	}
	end := bytes.IndexByte(text[i:min(len(text), i+300)], ']')
	return end >= 0 && i+end+1 < len(text) && text[i+end+1] == '('
}

// maxFramed is how many matches of one pattern rule in one text are framed.
const maxFramed = 1000

// badExample reports offset i of t framed as what not to do or as
// detection content (not merely quoted), as whereIs frames it.
func badExample(t secText, i int, fr *secctx.Framer) bool {
	if t.script {
		return false
	}
	f, _, _ := frameOf(t, i, fr)
	return f == secctx.Negated || f == secctx.Detection
}

// frameOf is fr's frame of offset i of t (a code block framed from where
// it starts), and whether i is in code, and in a block.
func frameOf(t secText, i int, fr *secctx.Framer) (f secctx.Frame, in, block bool) {
	start, in, block := codeAt(t, i)
	cs := -1
	if block {
		cs = start
	}
	return fr.At(i, cs), in, block
}

// tickSpan reports offset i inside a backtick span of its line: an odd
// count of backticks before it on the line and one after it. Lines longer
// than a kilobyte before i are not read (a span is short; a hostile line
// is not counted again for each match).
func tickSpan(text []byte, i int) bool {
	ls := bytes.LastIndexByte(text[max(0, i-1024):i], '\n')
	if ls < 0 && i > 1024 {
		return false
	}
	ls = max(0, i-1024) + ls + 1
	le := bytes.IndexByte(text[i:min(len(text), i+1024)], '\n')
	if le < 0 {
		le = min(len(text), i+1024) - i
	}
	return bytes.Count(text[ls:i], []byte("`"))%2 == 1 && bytes.IndexByte(text[i:i+le], '`') >= 0
}

// placeOf is where offset i of t is, without framing.
func placeOf(t secText, i int) where {
	if t.script {
		return inScript
	}
	if _, in, _ := codeAt(t, i); in {
		return inCode
	}
	return inProse
}

// codeAt says whether offset i of t is in code, where that code starts,
// and whether it is a block (it starts a line) rather than an inline span.
func codeAt(t secText, i int) (start int, in, block bool) {
	if t.body == nil {
		return 0, false, false
	}
	rs := t.body.CodeRanges()
	k := sort.Search(len(rs), func(k int) bool { return rs[k][1] > i })
	if k == len(rs) || rs[k][0] > i {
		return 0, false, false
	}
	start = rs[k][0]
	// A block's code starts a line, after its indentation (a fence in a
	// list item); inline code starts after a backtick.
	j := start
	for j > 0 && (t.text[j-1] == ' ' || t.text[j-1] == '\t') {
		j--
	}
	return start, true, j == 0 || t.text[j-1] == '\n'
}

// proseFence reports offset i of t as in a code block fenced as Markdown
// or plain text (```markdown, ```text): a template of prose to copy, read
// as prose is.
func proseFence(t secText, i int) bool {
	start, in, block := codeAt(t, i)
	if !in || !block || start == 0 {
		return false
	}
	ls, _ := lines.Bounds(t.text, start-1)
	fence := bytes.TrimLeft(t.text[ls:start-1], " \t>")
	info := ""
	switch {
	case bytes.HasPrefix(fence, []byte("```")):
		info = string(bytes.TrimLeft(fence, "`"))
	case bytes.HasPrefix(fence, []byte("~~~")):
		info = string(bytes.TrimLeft(fence, "~"))
	default:
		return false
	}
	if f := strings.Fields(info); len(f) > 0 {
		switch strings.ToLower(f[0]) {
		case "markdown", "md", "text", "txt", "plaintext", "plain":
			return true
		}
	}
	return false
}

// identityArg reports a match at i that is the key file given to ssh, scp
// or rsync's ssh to log in with (-i KEY, IdentityFile KEY).
func identityArg(text []byte, i int) bool {
	ls, _ := lines.Bounds(text, i)
	before := bytes.TrimRight(text[ls:i], "\"'")
	return identityFlagRE.Match(before)
}

var identityFlagRE = match.Lazy(`\b(ssh|scp|sftp|ssh-copy-id|age|rage|mosh)\b[^|;&\n]*?(\s)(-i\s*=?\s*|--identity-file[= ]\s*|-o\s*["']?IdentityFile[= ]\s*)$|^\s*IdentityFile\s+$`)

// keychainProbe reports a keychain lookup on the line of i that prints no
// secret (no -w or -g): whether an item exists.
func keychainProbe(text []byte, i int) bool {
	line := lineOf(text, i)
	return keychainRE.Match(line) && !keychainPrintRE.Match(line)
}

// keychainToTool reports a keychain lookup on the line of i whose secret
// goes into the environment of the one command it runs before
// (TOKEN="$(security find-generic-password -s svc -w)" svc-cli ...,
// RESTIC_PASSWORD_COMMAND="security ... -w" restic ...): the tool that
// owns the credential, not a shell, an interpreter or a network client,
// and the line goes on to nothing else (no pipe, list or redirection).
func keychainToTool(text []byte, i int) bool {
	line := lineOf(text, i)
	m := keychainEnvRE.FindSubmatchIndex(line)
	if m == nil {
		return false
	}
	rest := line[m[1]:]
	if bytes.ContainsAny(rest, "|;&><`") || bytes.Contains(rest, []byte("$(")) {
		return false
	}
	name := string(line[m[2]:m[3]])
	return !passesOn[name] && !shell.IsRunner(name) && !shell.IsNetworkTool(name)
}

var keychainEnvRE = match.Lazy(`(?:^|\s)[A-Za-z_]\w*=(?:"\$\(\s*security\s+find-(?:generic|internet)-password\b[^)"]*\)"|\$\(\s*security\s+find-(?:generic|internet)-password\b[^)"]*\)|"security\s+find-(?:generic|internet)-password\b[^"]*")\s+(?:[A-Za-z_]\w*=\S+\s+)*([A-Za-z][\w.-]*)\b`)

// passesOn are commands besides shells, interpreters and network tools
// that pass a secret on (print it, copy it, or run another command with
// it): a secret in their environment is not kept by them.
var passesOn = map[string]bool{"echo": true, "printf": true, "print": true, "cat": true, "tee": true, "env": true, "printenv": true, "rsync": true,
	"eval": true, "exec": true, "xargs": true, "sudo": true, "nohup": true, "pbcopy": true, "xclip": true, "xsel": true, "mail": true, "sendmail": true, "https": true}

var (
	keychainRE      = match.Lazy(`\bsecurity\s+find-(generic|internet)-password\b`)
	keychainPrintRE = match.Lazy(`\s-[A-Za-z]*[wg][A-Za-z]*\b`)
)

// blockAt reports whether offset i of t is in a code block (not inline
// code).
func blockAt(t secText, i int) bool {
	_, _, block := codeAt(t, i)
	return block
}

// userWins reports a conflict the user wins ("where it conflicts with the
// user's request, the user wins"): what a skill should say.
func userWins(match string) bool { return userWinsRE.MatchString(match) }

var userWinsRE = match.Lazy(`(?i)\b(conflicts?|disagrees?|differs?|clash(es)?)\b.*,?\s+(the\s+user|they|you)\s+(wins?|prevails?|takes?\s+precedence|comes?\s+first)$`)

// childPrompt reports a line (or the line after it, for a comment above
// a command) that sets the system prompt of a model the skill runs.
func childPrompt(text []byte, i int) bool {
	_, le := lines.Bounds(text, i)
	end := le
	if le < len(text) {
		_, end = lines.Bounds(text, le+1)
	}
	return childPromptRE.Match(text[max(0, i-200):end])
}

var childPromptRE = match.Lazy(`--(append-)?system-prompt\b|\bsystem_prompt\s*=|\bsystemPrompt\s*:`)

// plainOrQuoted reports a frame that neither negates nor detects (quoted
// in backticks is still said to do).
func plainOrQuoted(f secctx.Frame) bool { return f == secctx.Plain || f == secctx.Quoted }
