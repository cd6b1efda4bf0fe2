// Package secscan runs the security analysis of one text of a skill: it
// finds the code in it (fenced and inline code of Markdown, a bundled
// script), reads shell with internal/shell and Python, JavaScript and
// PowerShell with internal/codeflow, checks the prose and the frontmatter
// for what only prose says (data in image URLs, requests for secrets,
// instructions hidden in the description), and gives each finding the
// severity its context (internal/secctx) calls for.
package secscan

import (
	"bytes"
	"encoding/json"
	"fmt"
	"hash/maphash"
	"net"
	"path"
	"slices"
	"sort"
	"strings"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/internal/codeflow"
	"github.com/skillint/skillint/internal/lines"
	"github.com/skillint/skillint/internal/match"
	"github.com/skillint/skillint/internal/secctx"
	"github.com/skillint/skillint/internal/shell"
)

// Rule ids.
const (
	PipeToShell    = "security/pipe-to-shell"
	DownloadExec   = "security/download-exec"
	DecodeExec     = "security/decode-exec"
	Exfiltration   = "security/exfiltration"
	Upload         = "security/upload-local-data"
	CredAccess     = "security/credential-access"
	EnvHarvest     = "security/env-harvest"
	Destructive    = "security/destructive"
	Persistence    = "security/persistence"
	ReverseShell   = "security/reverse-shell"
	Sudoers        = "security/sudoers"
	PackageIndex   = "security/package-index"
	ImageExfil     = "security/image-exfil"
	SecretRequest  = "security/secret-request"
	DescInjection  = "security/description-injection"
	ObfuscatedCall = "security/obfuscated-call"
)

// Rules are the ids Scan reports.
var Rules = []string{PipeToShell, DownloadExec, DecodeExec, Exfiltration, Upload, CredAccess, EnvHarvest, Destructive, Persistence,
	ReverseShell, Sudoers, PackageIndex, ImageExfil, SecretRequest, DescInjection, ObfuscatedCall}

// Input is one text to scan.
type Input struct {
	Src []byte
	// Rel is the path relative to the skill's directory; "" for the
	// skill's own file (its instructions).
	Rel string
	// Followed: the skill's instructions tell the agent to follow this
	// file (a reference holding steps "required by the process"): it is
	// read as instructions, not as documentation.
	Followed bool
	// Front is the span of the frontmatter's content, when there is one.
	Front [2]int
	// Desc is the span of the description's value, when known.
	Desc [2]int
	// Fields are the spans of the frontmatter's other free-text values
	// (when_to_use, usage, ...), read as the description is.
	Fields [][2]int
	// Words are the words of the skill's name and description (lower
	// case), used to tell a tool's own installer from another host.
	Words   *WordSet
	Purpose secctx.Purpose
	Ext     *codeflow.Summary
	// Flows, when FlowsKnown, are codeflow's findings in a script of a
	// language it reads, with Ext, found beforehand (the analysis that
	// made Ext, when Ext offered the script nothing it looks up).
	Flows      []codeflow.Finding
	FlowsKnown bool
	// HookRun: a hook command runs this script; its standard input is the
	// hook's event (the prompt, the tool call, the transcript's path).
	HookRun bool
	// HookContent: one of the hooks that run it is for an event whose
	// input is the user's content (not only the session's ids and paths).
	HookContent bool
	// SkillFile, when set, returns the head of a file of the skill (a path
	// relative to the skill's root or to the text's directory), nil when
	// there is none.
	SkillFile func(rel string) []byte
}

// place is where the text is: the skill's instructions, or what its path
// makes it (a reference the instructions say to follow is instructions).
func (in Input) place() secctx.Place {
	if in.Rel == "" {
		return secctx.Instructions
	}
	p := secctx.PlaceOfText(in.Rel, in.Src)
	if p == secctx.Reference && in.Followed {
		return secctx.Instructions
	}
	if p == secctx.Data && in.Followed {
		return secctx.Script // a profile whose steps the skill says to run
	}
	return p
}

// Finding is one finding.
type Finding struct {
	Rule       string
	Start, End int
	Severity   diag.Severity
	Message    string
	line       int // start of the line
}

type scanner struct {
	read   []FileRead // the skill's files read (Result.Read)
	nested int        // ssh commands read inside ssh commands (inlineCode)
	in     Input
	out    []Finding
	// for markdown: the fence start of the block an offset is in
	blocks []block
	lines  map[lineKey]int // (rule, line start) -> finding
	inline [][2]int        // inline code read as commands
	fence  int             // for a lazy frame: the fence (see frame)
	// bang is set while a command file's !`cmd` line is read: it runs at
	// every use of the command, before the model sees anything, so no
	// installer of the tool is a mere mention there.
	bang   bool
	framer *secctx.Framer // made on first use
	// passwordKept: 1 when the text keeps or sends what a password
	// dialog returns, -1 when not, 0 not yet asked (see keepsPassword).
	passwordKept int8
	// listsMerged: 1 when the text lists merged branches (--merged), -1
	// when not, 0 not yet asked (see deletesMerged).
	listsMerged int8
	// owned: the URLs a finding was decided on by the skill's words
	// (ownHost), and what they decided.
	owned     []OwnCheck
	ownedOver bool     // more than maxOwned
	cmdSpans  [][2]int // commands of a data file read as shell (dataCommands), or of a YAML block
	runs      [][2]int // inline code that runs a file by its path (./tool)
	tools     [][2]int // tool descriptions read as instructions (toolText)
	framed    int      // lazy frames read (report)
	runCalls  [][2]int // run calls of another language's script read as shell (otherRunShell)
	assigns   [][]int  // otherAssigns, once read
	cred      string   // credInCode, once credKnown
	credKnown bool
}

// frameAt is secctx.FrameAt over the input, in time linear in the input
// overall however many offsets are framed.
func (s *scanner) frameAt(i, codeStart int) secctx.Frame {
	if s.framer == nil {
		s.framer = secctx.NewFramer(s.in.Src)
	}
	return s.framer.At(i, codeStart)
}

// lineStart is the start of the line holding offset i of the input.
func (s *scanner) lineStart(i int) int {
	if s.framer == nil {
		s.framer = secctx.NewFramer(s.in.Src)
	}
	return s.framer.LineStart(i)
}

type lineKey struct {
	rule string
	ls   int
}

type block struct {
	fence, start, end int // fence line start, content start and end
	lang              string
}

// ScanParsed scans one text and returns Parsed(in) as well.
func ScanParsed(in Input) ([]Finding, [][2]int) {
	r := ScanResult(in)
	return r.Findings, r.Parsed
}

// Result is what a scan of one text found.
type Result struct {
	Findings []Finding
	Parsed   [][2]int // Parsed(in)
	// PS are the spans of Parsed read as PowerShell: the analysis follows
	// data there but knows few of Windows' commands, so the pattern rules
	// still read them.
	PS [][2]int
	// Owned are the questions the scan asked of Input.Words (OwnHost of a
	// URL) and their answers. Beyond them the result depends on the text,
	// Rel, Front, Desc, Purpose, Ext and Flows only: a copy of the text in
	// another skill has the same result when its words answer them alike
	// (see SameAnswers).
	Owned []OwnCheck
	// Unshared: the scan asked too many such questions to keep them; it
	// holds for its own words only.
	Unshared bool
	// Tools are the spans of the tool descriptions the scan read as
	// instructions (ToolDescriptions), sorted.
	Tools [][2]int
	// Read are the files of the skill the scan read (Input.SkillFile) and
	// what it found: a copy of the text in another skill has the same
	// result only where those files are the same (see SameFiles).
	Read []FileRead
}

// FileRead is a file of the skill a scan read, and a hash of what it got
// (0 for no file).
type FileRead struct {
	Rel  string
	Hash uint64
}

var fileSeed = maphash.MakeSeed()

func fileHash(b []byte) uint64 {
	if b == nil {
		return 0
	}
	return maphash.Bytes(fileSeed, b) | 1
}

// SameFiles reports whether skillFile gives what the scan read when r was
// made: r is then the scan of its text beside those files.
func (r *Result) SameFiles(skillFile func(string) []byte) bool {
	for _, f := range r.Read {
		var b []byte
		if skillFile != nil {
			b = skillFile(f.Rel)
		}
		if fileHash(b) != f.Hash {
			return false
		}
	}
	return true
}

// OwnCheck is one question a scan asked of the skill's words and its
// answer: OwnHost of URL, or DeclaresSchedule when URL is schedulesQ.
type OwnCheck struct {
	URL string
	Own bool
}

// schedulesQ stands for the question DeclaresSchedule in an OwnCheck.
const (
	schedulesQ = "\x00schedules"
	servicesQ  = "\x00services"
	dotfilesQ  = "\x00dotfiles"
	settingsQ  = "\x00settings"
)

func (c OwnCheck) answer(words *WordSet) bool {
	switch c.URL {
	case schedulesQ:
		return DeclaresSchedule(words)
	case servicesQ:
		return DeclaresService(words)
	case dotfilesQ:
		return DeclaresDotfiles(words)
	case settingsQ:
		return DeclaresAgentSettings(words)
	}
	return OwnHost(words, c.URL)
}

// SameAnswers reports whether words answer every question of r as the
// words r was made with did: r is then the scan of its text with words.
func (r *Result) SameAnswers(words *WordSet) bool {
	if r.Unshared {
		return false
	}
	for _, c := range r.Owned {
		if c.answer(words) != c.Own {
			return false
		}
	}
	return true
}

// ScanResult scans one text.
func ScanResult(in Input) Result {
	s := &scanner{in: in}
	if read := in.SkillFile; read != nil {
		// Each file read is noted, for SameFiles.
		s.in.SkillFile = func(rel string) []byte {
			b := read(rel)
			s.read = append(s.read, FileRead{rel, fileHash(b)})
			return b
		}
	}
	place := in.place()
	if in.Rel != "" {
		s.packageConfig(in.Rel)
	}
	switch place {
	case secctx.Script:
		if in.Followed {
			s.dataCommands(in.Rel) // data the skill says to run: its commands
		} else {
			s.script(in.Rel)
			s.htmlScripts(in.Rel) // a page kept among the scripts
		}
		s.toolText()
	case secctx.Data:
		// Read, never run, but for the commands configuration hands to
		// a tool that runs them.
		s.dataCommands(in.Rel)
		s.toolText()
		s.htmlScripts(in.Rel) // an SVG's or XHTML page's scripts run where it is shown
		s.composeRoot(in.Rel)
		s.clusterAdminBroad(in.Rel)
	default:
		s.markdown(place)
		if in.Rel != "" {
			s.htmlScripts(in.Rel)
		}
	}
	if in.Desc[1] > in.Desc[0] && in.Desc[1] <= len(in.Src) {
		s.description(in.Desc, "the description")
	}
	for _, f := range in.Fields {
		if f[1] > f[0] && f[1] <= len(in.Src) {
			s.description(f, "a frontmatter field")
		}
	}
	r := Result{Findings: s.out, Parsed: s.parsedSpans(place), Owned: s.owned, Unshared: s.ownedOver, Tools: s.tools, Read: s.read}
	if place == secctx.Script {
		if lang, ok := codeflow.LangOf(in.Rel); ok && lang == codeflow.PowerShell {
			r.PS = r.Parsed
		}
	} else {
		for _, b := range s.blocks {
			if lang, ok := codeflow.LangOfFence(b.lang); ok && lang == codeflow.PowerShell {
				r.PS = append(r.PS, [2]int{b.start, b.end})
			}
		}
	}
	return r
}

// parsedSpans is Parsed for the blocks the scan found.
func (s *scanner) parsedSpans(place secctx.Place) [][2]int {
	if place == secctx.Data || place == secctx.Script && s.in.Followed {
		return s.cmdSpans // the commands of configuration, read as shell
	}
	if place == secctx.Script {
		if len(s.runCalls) > 0 {
			// The run calls of a script in another language, read as
			// shell (otherRunShell).
			return append(Parsed(s.in), s.runCalls...)
		}
		return Parsed(s.in)
	}
	var out [][2]int
	for _, b := range s.blocks {
		if _, ok := codeflow.LangOfFence(b.lang); ok || isShellLang(b.lang, s.in.Src[b.start:b.end]) {
			out = append(out, [2]int{b.start, b.end})
		}
	}
	out = append(out, s.inline...)
	out = append(out, s.cmdSpans...)
	return out
}

func (s *scanner) report(rule string, start, end int, ctx secctx.Ctx, st secctx.Strength, what, advice string) {
	if ctx.Frame == lazyFrame {
		// The frame only lowers a severity: read it only when there is
		// something to lower, and for the first maxFramed findings of a
		// text (a hostile file's thousands past them are counted, not
		// shown: framing each cost a pass over its lines' words).
		ctx.Frame = secctx.Plain
		if sev, _ := ctx.Severity(st); sev > diag.Info && s.framed < maxFramed {
			s.framed++
			ctx.Frame = s.frame(start, s.fence)
		}
	}
	if ctx.Purpose.Security && st != secctx.Mention && sendsOut[rule] && s.realEndpoint(start, end) {
		// A skill declared for security work teaches with placeholders
		// and lab hosts; a real host on the line of a send or a shell is
		// where the user's data or shell goes: the declaration lowers
		// nothing. (Installers and testing services stay lowered.)
		ctx.Purpose.Security = false
	}
	sev, why := ctx.Severity(st)
	if end <= start {
		end = start + 1
	}
	if end > len(s.in.Src) {
		end = len(s.in.Src)
	}
	// One finding per rule and line: the line break before start (-1 on
	// the first line), from the line index (searching back from each
	// finding read a long line again for each of its commands).
	ls := s.lineStart(min(start, len(s.in.Src))) - 1
	if k, ok := s.lines[lineKey{rule, ls}]; ok && s.out[k].Rule == rule {
		if f := &s.out[k]; true {
			if sev > f.Severity {
				f.Severity, f.Message = sev, fmt.Sprintf("%s %s: %s", what, why, advice)
			}
			return
		}
	}
	if s.lines == nil {
		s.lines = map[lineKey]int{}
	}
	s.lines[lineKey{rule, ls}] = len(s.out)
	s.out = append(s.out, Finding{Rule: rule, Start: start, End: end, Severity: sev, Message: fmt.Sprintf("%s %s: %s", what, why, advice), line: ls})
}

// secretStoreRE is the API path of a secret store (a CI's repository or
// organisation secrets, a vault's key-value store).
var secretStoreRE = match.Lazy(`https?://[^\s"']+/(actions/secrets|secrets|v1/secret/data|v1/kv)/[\w.-]+`)

// userHost reports a command whose every destination is a host named at
// run time (a variable: "$SERVER/api/login", "http://${HOST}:8000/token"),
// a placeholder (<your-server>) or a local address, and which names at
// least one: no fixed host receives what it sends.
// schemeURL reports a that starts with a URL's scheme (https://, s3://),
// not one that holds "://" further on (sed 's/.*://').
func schemeURL(a string) bool {
	i := strings.Index(a, "://")
	if i <= 0 {
		return false
	}
	for _, c := range a[:i] {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '+' || c == '-' || c == '.') {
			return false
		}
	}
	return true
}

func userHost(c *shell.Cmd) bool {
	n := 0
	copier := c.Name == "scp" || c.Name == "rsync" || c.Name == "sftp"
	for _, a := range c.Args {
		a = strings.Trim(a, `"'`)
		if copier && !strings.HasPrefix(a, "-") && !schemeURL(a) {
			// scp .env "deploy@${host}:${site}/config": the host before
			// the colon, after the user.
			if k := strings.IndexByte(a, ':'); k > 0 {
				h := a[:k]
				if strings.Contains(h, "$") {
					// A variable or a command's output (the analysis may
					// have put the command in: "$(git remote -v | sed
					// 's/:.*//')"), unless a fixed domain follows it.
					if v := h[strings.IndexByte(h, '$'):]; strings.HasPrefix(v, "$(") || !fixedDomainAfter(v) {
						n++
					}
					continue
				}
				if at := strings.LastIndexByte(h, '@'); at >= 0 {
					h = h[at+1:]
				}
				if h != "" && !isLocal(h) {
					return false // a fixed host
				}
				continue
			}
		}
		rest := a
		if i := strings.Index(a, "://"); i >= 0 {
			rest = a[i+3:]
		} else if !strings.HasPrefix(a, "$") && !strings.HasPrefix(a, "<") {
			continue // an option or data, not a destination
		}
		switch {
		case strings.HasPrefix(rest, "$") || strings.HasPrefix(rest, "<"):
			if fixedDomainAfter(rest) {
				return false // $(data).collect.example: the data rides to a fixed domain
			}
			if strings.HasPrefix(a, "$") && !strings.Contains(a, "/") {
				continue // a whole variable: data as well as a URL
			}
			n++
		case strings.Contains(a, "://"):
			h := rest
			if i := strings.IndexAny(h, "/:?#"); i >= 0 {
				h = h[:i]
			}
			if !isLocal(h) {
				return false // a fixed host
			}
			n++
		}
	}
	return n > 0
}

// providerHost reports a host under the provider's own registered name
// (api.openai.com for openai), not one that only holds the word
// (openai-sync.example-app.dev).
func providerHost(host, provider string) bool {
	labels := strings.Split(strings.ToLower(host), ".")
	if len(labels) < 2 {
		return false
	}
	sld, _ := registeredName(labels)
	provider = strings.ToLower(provider)
	if sld == provider {
		return true
	}
	switch provider {
	case "aws":
		return sld == "amazonaws" || sld == "amazon"
	case "gcp", "google", "gemini":
		return sld == "googleapis" || sld == "google"
	case "huggingface":
		return sld == "hf"
	case "azure":
		return sld == "microsoft" || sld == "windows" || sld == "azure"
	}
	return false
}

// providerKeyRE names a service whose key a request's data carries (a
// JSON key or form field named after it); placeholderSecretRE is a
// placeholder for a secret the agent fills.
var (
	providerKeyRE       = match.Lazy(`(?i)["'{,\s](openai|anthropic|gemini|mistral|cohere|groq|huggingface|github|gitlab|stripe|slack|discord|telegram|aws|azure|gcp|google)(?:_?(?:api_?)?key|_?token)?["']?\s*[:=]`)
	placeholderSecretRE = match.Lazy(`(?i)<\s*(?:your[ _-]?)?(?:api[ _-]?)?(?:key|token|secret|password|pat)\s*>|\{\{\s*\w*(?:key|token|secret|password)\w*\s*\}\}|\bYOUR_(?:\w+_)?(?:KEY|TOKEN|SECRET)\b`)
)

// inlineAssignRE is inline code that only assigns a variable (export
// included) a command's output or a word.
var inlineAssignRE = match.Lazy(`^\s*(export\s+)?[A-Za-z_]\w*=(\$\([^\n]{1,200}\)|"[^"\n]{0,200}"|'[^'\n]{0,200}'|[^\s;&|]{1,200})\s*$`)

// clientOfHost reports a sender function named after the host it sends
// to (gram_http_post to app.getgram.ai): a word of its name, of four
// letters or more and not a generic one, in the host's name.
func clientOfHost(name, host string) bool {
	host = strings.ToLower(host)
	if host == "" {
		return false
	}
	for _, w := range strings.FieldsFunc(strings.ToLower(name), func(r rune) bool { return r == '_' || r == '-' || r == '.' }) {
		switch w {
		case "http", "https", "post", "send", "upload", "call", "request", "client", "curl", "fetch", "push", "report", "submit", "data", "json", "with", "retry", "helper", "util", "utils":
			continue
		}
		if len(w) >= 4 && strings.Contains(host, w) {
			return true
		}
	}
	return false
}

// thirdPartySecretRE names another service's secret (a cloud's, a code
// host's, a model provider's): never the sender's own.
var thirdPartySecretRE = match.Lazy(`(?i)\b\$?\{?(AWS_|AZURE_|GCP_|GOOGLE_|GITHUB_|GH_|GITLAB_|NPM_|OPENAI_|ANTHROPIC_|HF_|HUGGING|SLACK_|STRIPE_|DATABASE_URL|SSH_)`)

// shellExt reports the ending of a shell script's file (a zsh theme is
// one: oh-my-zsh sources it in every shell).
func shellExt(ext string) bool {
	switch ext {
	case ".sh", ".bash", ".zsh", ".zsh-theme":
		return true
	}
	return false
}

// forwardsStdin reports an upload of what the command line itself is
// given on standard input: curl -d @- (or --data-binary @-, -T -) reading
// it straight, or through tee, cat or jq that only pass it on.
func forwardsStdin(c *shell.Cmd) bool {
	reads := false
	for i, a := range c.Args {
		if strings.HasSuffix(a, "@-") || strings.HasSuffix(a, "@/dev/stdin") || (a == "-" || a == "/dev/stdin") && i > 0 && (c.Args[i-1] == "-T" || c.Args[i-1] == "--upload-file") {
			reads = true
		}
		if strings.Contains(a, "$(cat)") || strings.Contains(a, "$(cat -)") || strings.Contains(a, "$(cat /dev/stdin)") {
			reads = true // payload="$(cat)" ... --data "$payload": the input, read whole
		}
	}
	if !reads {
		return false
	}
	for in := c.PipeIn; in != nil; in = in.PipeIn {
		switch in.Name {
		case "tee", "jq", "gzip", "base64":
		case "cat":
			if len(in.Positional()) > 0 {
				return false // a file's contents
			}
		default:
			return false
		}
		if in.PipeIn == nil && in.Name == "jq" && len(in.Positional()) > 1 {
			return false // jq FILTER FILE
		}
		if in.Name == "jq" && len(in.Positional()) > 0 && eventFieldsOnly(in.Positional()[0]) {
			return false // jq -r .message: the notification's text, not the tool call
		}
	}
	return true
}

// remoteNameIn reports a host name in a data file other than this
// machine's ("vault-sync.example-ops.io:8200" beside a loopback URL: the
// script may read that one).
func remoteNameIn(c []byte) bool {
	for _, m := range hostNameRE.FindAll(c, 64) {
		if h := strings.ToLower(string(m)); h != "localhost" && !strings.HasSuffix(h, ".localhost") && !strings.HasSuffix(h, ".json") && !strings.HasSuffix(h, ".yaml") && !strings.HasSuffix(h, ".yml") && !strings.HasSuffix(h, ".toml") {
			return true
		}
	}
	return false
}

// eventFields are the fields of a hook's input that say what happened, not
// what was read or written: a notification's text and title, the event's
// name and the session's id.
var eventFields = map[string]bool{"message": true, "title": true, "notification_type": true, "hook_event_name": true, "session_id": true, "stop_hook_active": true, "tool_name": true, "cwd": true, "permission_mode": true}

// jqOtherInputRE is a jq builtin that reads beyond its input: the
// environment, further inputs, files given by variable.
var jqOtherInputRE = match.Lazy(`\benv\b|\$ENV\b|\binputs?\b|\$__loc__|\$__prog|\bgetpath\b|\$[a-z_]\w*`)

// eventFieldsOnly reports a jq filter that picks only eventFields from its
// input (".message", "{t: .title, m: .message}"): what it passes on is the
// event's description, not the tool call's input or output.
func eventFieldsOnly(filter string) bool {
	filter = strings.Trim(filter, `"'`)
	if jqOtherInputRE.MatchString(filter) {
		return false // env, $ENV, input(s), \$__loc__: more than the event's fields
	}
	n := 0
	for i := 0; i < len(filter); i++ {
		if filter[i] != '.' {
			continue
		}
		j := i + 1
		for j < len(filter) && (filter[j] == '_' || filter[j] >= 'a' && filter[j] <= 'z' || filter[j] >= 'A' && filter[j] <= 'Z' || filter[j] >= '0' && filter[j] <= '9') {
			j++
		}
		if !eventFields[filter[i+1:j]] {
			return false // ".", ".tool_input", ".[]": the input itself
		}
		n++
		i = j - 1
	}
	return n > 0
}

// stdinFlows is the analysis of a script whose standard input is a
// secret (read as a credential file's contents), its findings saying
// what: a git credential helper's, a hook's script's. clean are the keys
// of the input that hold no secret (a hook event's cwd).
func (s *scanner) stdinFlows(src string, lang codeflow.Lang, what string, clean map[string]bool) []codeflow.Finding {
	ext := &codeflow.Summary{Funcs: map[string]codeflow.Taint{"stdin": codeflow.CredFile, "$input": codeflow.CredFile}, CleanKeys: clean}
	ext.Merge(s.in.Ext)
	fs, _ := codeflow.Analyze(src, lang, ext)
	for i := range fs {
		fs[i].Detail = strings.Replace(fs[i].Detail, "a credential file", what, 1)
	}
	return fs
}

// hostFromSkillFile is the file of the skill a command's destination is
// read from, when it is one: a command substitution (jq, cat, yq, grep,
// sed, awk, head) reading a path under the script's own directory
// ("$(dirname $0)", BASH_SOURCE, the plugin's or skill's root variable).
// "" otherwise: a file of the user's (~/.config/tool.json, the project's
// .env) holds the user's host.
// shippedToolConfig is the file of the skill (its path from the skill's
// directory) an upload tool takes its remotes from (rclone --config
// "$(dirname "$0")/../config/rclone.conf"): the host is the one the skill
// ships, not one the user configured. Else "".
func shippedToolConfig(c *shell.Cmd) string {
	if strings.ToLower(c.Name) != "rclone" {
		return ""
	}
	v, ok := c.Opt("--config")
	if !ok {
		return ""
	}
	v = strings.Trim(v, `"'`)
	if !strings.Contains(v, "dirname") && !strings.Contains(v, "BASH_SOURCE") && !strings.Contains(v, "PLUGIN_ROOT") && !strings.Contains(v, "SKILL_DIR") {
		return ""
	}
	if i := strings.LastIndexAny(v, ")}"); i >= 0 {
		v = v[i+1:]
	}
	v = strings.TrimLeft(v, "/")
	for strings.HasPrefix(v, "../") {
		v = v[3:]
	}
	if v == "" || strings.Contains(v, "$") {
		return ""
	}
	return v
}

// shippedRemote is the file of the skill that defines the rclone remote
// an upload goes to ([noteshub] in rclone/noteshub.conf or rclone.conf),
// when the skill ships one: the remote is the skill's, not one the user
// set up. Else "".
func (s *scanner) shippedRemote(c *shell.Cmd) string {
	if strings.ToLower(c.Name) != "rclone" || s.in.SkillFile == nil {
		return ""
	}
	pos := c.Positional()
	if len(pos) < 3 {
		return ""
	}
	remote, _, ok := strings.Cut(strings.Trim(pos[len(pos)-1], `"'`), ":")
	if !ok || remote == "" || strings.ContainsAny(remote, "$/ ") {
		return ""
	}
	for _, rel := range []string{"rclone.conf", "config/rclone.conf", "rclone/rclone.conf", "rclone/" + remote + ".conf", "config/" + remote + ".conf", remote + ".conf", ".rclone.conf"} {
		if b := s.in.SkillFile(rel); b != nil && bytes.Contains(b, []byte("["+remote+"]")) {
			return rel
		}
	}
	return ""
}

func hostFromSkillFile(c *shell.Cmd) string {
	for _, a := range c.Args {
		a = strings.Trim(a, `"'`)
		if i := strings.Index(a, "://"); i >= 0 && i < 6 {
			a = a[i+3:]
		}
		if !strings.HasPrefix(a, "$(") {
			continue
		}
		// The substitution's end: its parenthesis's match.
		d, end := 0, -1
		for k := 1; k < len(a) && end < 0; k++ {
			switch a[k] {
			case '(':
				d++
			case ')':
				if d--; d == 0 {
					end = k
				}
			}
		}
		if end < 0 {
			continue
		}
		inner := a[2:end]
		name, _, _ := strings.Cut(inner, " ")
		switch name {
		case "jq", "yq", "cat", "head", "grep", "sed", "awk", "tomlq", "cut":
		default:
			continue
		}
		for _, mark := range []string{"dirname $0", "BASH_SOURCE", "CLAUDE_PLUGIN_ROOT", "SKILL_DIR", "SCRIPT_DIR"} {
			k := strings.Index(inner, mark)
			if k < 0 {
				continue
			}
			f := inner[k+len(mark):]
			if j := strings.LastIndexAny(f, ")}"); j >= 0 {
				f = f[j+1:]
			}
			f, _, _ = strings.Cut(strings.TrimLeft(f, "/"), " ")
			if f != "" {
				return f
			}
		}
	}
	return ""
}

// domainTailRE is the rest of a host name after its computed first labels:
// labels of a fixed domain, down to its top level.
var domainTailRE = match.Lazy(`^(\.[A-Za-z0-9-]+)*\.[A-Za-z0-9-]+\.[A-Za-z]{2,}\.?(/|:|$)`)

// fixedDomainAfter reports a host that starts with a variable, a command's
// output or a placeholder ($x, ${x}, $(cmd), <x>) and goes on with labels
// of a fixed domain ("$(whoami).d.collect.example"): the first labels are
// data, the domain is whoever reads its DNS queries, not a host the user
// names.
func fixedDomainAfter(host string) bool {
	i := 0
	switch {
	case strings.HasPrefix(host, "$("), strings.HasPrefix(host, "${"):
		open, closer := host[1], byte(')')
		if open == '{' {
			closer = '}'
		}
		depth := 0
		for i = 1; i < len(host); i++ {
			if host[i] == open {
				depth++
			} else if host[i] == closer {
				if depth--; depth == 0 {
					break
				}
			}
		}
		i++
	case strings.HasPrefix(host, "$"):
		for i = 1; i < len(host) && (host[i] == '_' || match.IsASCIIAlnum(host[i])); i++ {
		}
	case strings.HasPrefix(host, "<"):
		i = strings.IndexByte(host, '>') + 1
	}
	if i <= 1 || i > len(host) {
		return false
	}
	if host[1] != '(' && tenantVarRE.MatchString(host[:i]) {
		// ${ZENDESK_SUBDOMAIN}.zendesk.com, $SHOP.myshopify.com: the
		// user's own tenant of a service, named at run time.
		return false
	}
	rest := host[i:]
	// ${chunk}.${i}.$(hostname -s).r.collector.example, or a loop's
	// counter already a number (.0.$(hostname -s)...): more data labels
	// before the fixed domain.
	for len(rest) > 2 && rest[0] == '.' && strings.ContainsAny(rest[1:], "$<") {
		if rest[1] == '$' || rest[1] == '<' {
			return fixedDomainAfter(rest[1:])
		}
		j := 1
		for j < len(rest) && (rest[j] == '-' || match.IsASCIIAlnum(rest[j])) {
			j++
		}
		if j == 1 || j < len(rest) && rest[j] != '.' {
			break
		}
		rest = rest[j:]
	}
	return domainTailRE.MatchString(rest)
}

// tenantVarRE is a variable that names the user's tenant, account or
// instance of a service.
var tenantVarRE = match.Lazy(`(?i)(sub_?domain|tenant|org(ani[sz]ation)?|shop|store|bucket|instance|account|workspace|team|company|project|region|site|domain|host|cluster|zone|env(ironment)?|stage|app|namespace|realm|server)\}?$`)

// defaultRefRE is the default branch's full ref name, whole.
var defaultRefRE = match.Lazy(`refs/heads/(main|master)($|[\s"':;])`)

// sendsOut are the rules whose findings send the user's data or shell to
// a host.
var sendsOut = map[string]bool{Exfiltration: true, Upload: true, EnvHarvest: true, ReverseShell: true, ImageExfil: true}

// htmlScripts reads the inline <script> blocks of a bundled HTML page as
// the JavaScript they are: they run in the browser that opens the page,
// with its cookies and storage. (The page's text is read as a document.)
func (s *scanner) htmlScripts(rel string) {
	ext := strings.ToLower(path.Ext(rel))
	if ext != ".html" && ext != ".htm" && ext != ".xhtml" && ext != ".svg" {
		return
	}
	js, ok := scriptBlocks(s.in.Src)
	if !ok {
		return
	}
	fs, _ := codeflow.Analyze(js, codeflow.JS, s.in.Ext)
	s.flows(fs, 0, secctx.Ctx{Place: secctx.Script, Purpose: s.in.Purpose}, -1)
}

// scriptBlocks is the text of a page's inline <script> elements at their
// offsets (all else blanked, line breaks kept), and whether it has any.
func scriptBlocks(src []byte) (string, bool) {
	var out []byte
	for i := 0; i < len(src); {
		k := match.IndexFold(src[i:], []byte("<script"))
		if k < 0 {
			break
		}
		open := i + k
		gt := bytes.IndexByte(src[open:], '>')
		if gt < 0 {
			break
		}
		body := open + gt + 1
		if tag := src[open:body]; match.IndexFold(tag, []byte(" src=")) >= 0 || dataScript(tag) {
			i = body // an external script, or data
			continue
		}
		end := match.IndexFold(src[body:], []byte("</script"))
		if end < 0 {
			end = len(src) - body
		}
		if out == nil {
			out = blanked(src)
		}
		copy(out[body:body+end], src[body:body+end])
		i = body + end
	}
	return string(out), out != nil
}

// dataScript reports a <script> tag whose type is data (JSON, a template,
// an import map), not code.
func dataScript(tag []byte) bool {
	k := match.IndexFold(tag, []byte("type="))
	if k < 0 {
		return false
	}
	v := tag[k+len("type="):]
	v = bytes.TrimLeft(v, `"'`)
	if e := bytes.IndexAny(v, `"' >`); e >= 0 {
		v = v[:e]
	}
	t := strings.ToLower(string(v))
	return t != "" && t != "module" && !strings.Contains(t, "javascript") && !strings.Contains(t, "ecmascript")
}

// script scans a bundled script.
func (s *scanner) script(rel string) {
	ctx := secctx.Ctx{Place: secctx.Script, Purpose: s.in.Purpose}
	if commitHookConfig(rel) || strings.Contains(rel, ".git/hooks/") || strings.HasPrefix(rel, "hooks/pre-commit") {
		ctx.Purpose.Security = false // a hook that runs at every commit is no demonstration
	}
	// After the analyses below, which may report what these would.
	defer func() { s.traceWipe(ctx); s.hiddenStrings(ctx) }()
	s.webShell(rel, ctx)
	// Certificate checks or security enforcement turned off by a setting
	// (NODE_TLS_REJECT_UNAUTHORIZED=0 in a Dockerfile's ENV, a script's
	// export), in any script.
	for _, m := range tlsGate.find(s.in.Src, 20, tlsOffRE, nil) {
		s.report(Destructive, m[0], m[1], ctx, secctx.Risky, "a setting that turns certificate checks or security enforcement off", "keep verification on; fix the certificate or the policy instead")
	}
	src := string(s.in.Src)
	lang, ok := codeflow.LangOf(rel)
	if !ok && path.Ext(rel) == "" {
		lang, ok = shebangLang(src) // tools/fmt: #!/usr/bin/env python3
	}
	if ok {
		fs := s.in.Flows
		if credentialHelper(rel) {
			// git gives its credential helper the user name and the
			// password on standard input: what it reads there is the
			// credential (sys.stdin, process.stdin, $input).
			fs = s.stdinFlows(src, lang, "what git gives its credential helper on standard input (the user name and password)", nil)
		} else if s.in.HookRun {
			// What a hook's script reads on standard input is the event:
			// sent on, every prompt or tool call leaves with it.
			fs = s.stdinFlows(src, lang, "what the hook is given on standard input (the prompt, the tool call, the transcript)", eventFields)
		} else if !s.in.FlowsKnown {
			fs, _ = codeflow.Analyze(src, lang, s.in.Ext)
		}
		s.flows(fs, 0, ctx, -1)
		s.historySent(langNames[lang], ctx, sendsFound(fs))
		s.sudoersInCode(ctx)
		return
	}
	ext := strings.ToLower(path.Ext(rel))
	s.otherLanguage(rel, ctx)
	if text, ok := dockerShell(rel, s.in.Src); ok {
		// A Dockerfile: its RUN lines are shell, ENV sets variables, and
		// ADD fetches a URL into the image.
		sc := shell.Parse(text)
		s.shellFacts(sc.Facts(), ctx, -1)
		s.inlineCode(sc, ctx, -1)
		return
	}
	if strings.EqualFold(path.Ext(rel), ".plist") {
		if out, ok := plistShell(s.in.Src, nil); ok {
			// A launch agent or daemon: the command it runs through a shell.
			sc := shell.Parse(string(out))
			s.shellFacts(sc.Facts(), ctx, -1)
			s.inlineCode(sc, ctx, -1)
			return
		}
	}
	if text, ok := unitShell(rel, s.in.Src); ok {
		// A systemd unit or an autostart entry: its Exec lines run.
		sc := shell.Parse(text)
		s.shellFacts(sc.Facts(), ctx, -1)
		s.inlineCode(sc, ctx, -1)
		return
	}
	if recipes, ok := makeRecipes(rel, s.in.Src); ok {
		// A Makefile or a justfile: its recipes are shell.
		sc := shell.Parse(recipes)
		s.shellFacts(sc.Facts(), ctx, -1)
		s.inlineCode(sc, ctx, -1)
		return
	}
	if ext == ".bat" || ext == ".cmd" {
		text, at := batchShell(s.in.Src)
		fs := shell.Parse(text).Facts()
		moved := map[*shell.Cmd]bool{}
		for i := range fs {
			fs[i].Start, fs[i].End = at(fs[i].Start), at(fs[i].End)
			if c := fs[i].Cmd; c != nil && !moved[c] {
				moved[c] = true
				c.Start, c.End = at(c.Start), at(c.End)
			}
		}
		s.shellFacts(fs, ctx, -1)
		return
	}
	if shellExt(ext) || ext == "" || strings.HasPrefix(src, "#!") && strings.Contains(strings.SplitN(src, "\n", 2)[0], "sh") {
		sc := shell.Parse(src)
		s.shellFacts(sc.Facts(), ctx, -1)
		s.inlineCode(sc, ctx, -1)
	}
}

// installerPathRE is the path of an installer: none (sh.rustup.rs), or
// one that names installing (install.sh, /install, get-tool.sh, setup.ps1).
var installerPathRE = match.Lazy(`(?i)^https?://[^/?#]+/?([?#].*)?$|^https?://[^/?#]+/([^?#]*/)?[\w.-]*(install|setup|get|bootstrap|init)[\w.-]*/?([?#].*)?$`)

// installerPath reports a URL whose path is an installer's: a host named
// like the tool serves it anything, but the installer there is the one
// its instructions name.
func installerPath(u string) bool { return installerPathRE.MatchString(strings.TrimSpace(u)) }

// keepsPassword reports a text that keeps or sends what a password dialog
// returns (passwordKeptRE) and is no sudo askpass helper; asked of the
// whole text once, however many dialogs it holds.
func (s *scanner) keepsPassword() bool {
	if s.passwordKept == 0 {
		s.passwordKept = -1
		if !askpassRE.Match(s.in.Src) && passwordKeptRE.Match(s.in.Src) {
			s.passwordKept = 1
		}
	}
	return s.passwordKept > 0
}

// askpassRE names sudo's graphical password helper; passwordKeptRE, a
// send over the network or a write to a hidden or temporary file.
var (
	askpassRE      = match.Lazy(`(?i)askpass|\bsudo\s+(-\w+\s+)*-A\b`)
	passwordKeptRE = match.Lazy(`(?i)\b(curl|wget|ncat|nc|socat|Invoke-WebRequest|Invoke-RestMethod|scp|rsync|mail|sendmail)\b|>>?\s*["']?(~|\$HOME|\$\{HOME\}|/tmp|/var/tmp|/dev/shm)?[^\s"';|&]*/\.[^/\s"';|&]+|>>?\s*["']?(/tmp|/var/tmp|/dev/shm)/`)
)

// labTarget reports a reverse shell whose every address (one at least) is
// on this machine, a private network or a documentation range, and which
// names no host by name.
func labTarget(f shell.Fact) bool {
	text := f.Detail
	if f.Cmd != nil {
		text += " " + f.Cmd.Line()
	}
	ips := ipv4RE.FindAllString(text, 65)
	if len(ips) == 0 || len(ips) > 64 || hostNameRE.MatchString(text) {
		return false
	}
	for _, h := range ips {
		// Loopback, RFC 1918 and documentation ranges; not the shared
		// range of carrier NAT and Tailscale (someone's machine elsewhere).
		if ip := net.ParseIP(h); ip == nil || !ip.IsLoopback() && !ip.IsPrivate() && !docNet(ip) {
			return false
		}
	}
	return true
}

var (
	ipv4RE = match.Lazy(`\b\d{1,3}(\.\d{1,3}){3}\b`)
	// hostNameRE is a host given by name (evil.example.net), not by address.
	hostNameRE = match.Lazy(`\b[A-Za-z][A-Za-z0-9-]*(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}\b`)
)

// labCode reports code whose addresses are all a lab's (private or
// documentation addresses, or placeholders), with no host named in a
// string: labTarget for code, where dotted names are calls (s.connect).
func labCode(code []byte) bool {
	if quotedHostRE.Match(code) {
		return false
	}
	return placeholderHostRE.Match(code) || labTarget(shell.Fact{Detail: hostNameRE.ReplaceAllString(string(code), "")})
}

// foreignDest is the host an upload sends to when it is fixed by the
// text (a URL in the command, or the default of the variable the command
// names: API="${X_API:-https://...}") and is neither this machine, the
// user's own network nor the skill's own service; else "".
func (s *scanner) foreignDest(c *shell.Cmd) string {
	u := destURL(c)
	if u == "" {
		for _, a := range c.Args {
			a = strings.Trim(a, `"'`)
			if m := varRefRE.FindStringSubmatch(a); m != nil {
				for _, d := range assignedURLRE.FindAllSubmatch(s.in.Src, 64) {
					if string(d[1]) == m[1] {
						u = string(d[2])
					}
				}
			}
		}
	}
	if u == "" || OnlyLocalURLs(u) || userHost(c) || s.ownHost(u) {
		return ""
	}
	if placeholderHostRE.MatchString(HostOf(u)) {
		return ""
	}
	return HostOf(u)
}

// varRefRE is an argument that is one variable ($API, ${API}).
var varRefRE = match.Lazy(`^\$\{?([A-Za-z_]\w*)\}?$`)

// assignedURLRE is the assignment of a URL to a variable, directly or as
// the default of another (API="${X_API:-https://...}"): the name, the URL.
var assignedURLRE = match.Lazy(`(?m)^[ \t]*(?:export[ \t]+|local[ \t]+|readonly[ \t]+)?([A-Za-z_]\w*)=["']?(?:\$\{\w+:?-)?(https?://[^\s"'}]+)`)

// credInCode is a credential store the text's code names (a path in a
// script, a fenced block or inline code: ~/.ssh, .aws/credentials, shell
// history, the keychain), or "". Comments and prose do not count. Found
// once per text.
func (s *scanner) credInCode() string {
	if s.credKnown {
		return s.cred
	}
	s.credKnown = true
	src := s.in.Src
	script := s.in.place() == secctx.Script
	for _, m := range credStoreRE.FindAllIndex(src, 16) {
		ls := bytes.LastIndexByte(src[:m[0]], '\n') + 1
		if t := bytes.TrimLeft(src[ls:m[0]], " \t"); bytes.HasPrefix(t, []byte("#")) || bytes.HasPrefix(t, []byte("//")) {
			continue // a comment (or, in Markdown, a heading)
		}
		// Markdown: in a fenced block, or in inline code (an odd number
		// of backticks before it on its line).
		if script || blockAt(s.blocks, m[0]) >= 0 || bytes.Count(src[ls:m[0]], []byte("`"))%2 == 1 {
			s.cred = string(src[m[0]:m[1]])
			break
		}
	}
	return s.cred
}

// credStoreRE names a credential store in code.
var credStoreRE = match.Lazy(`~/\.ssh\b|\$\{?HOME\}?/\.ssh\b|\bid_(rsa|ed25519|ecdsa)\b|\.aws/credentials\b|\.config/gcloud\b|\.azure/|\.kube/config\b|\.docker/config\.json\b|\.netrc\b|\.git-credentials\b|\.(bash|zsh)_history\b|\bfish_history\b|\bdump-keychain\b|\bfind-(generic|internet)-password\b|\bLogin Data\b|\.pgpass\b|\.vault-token\b|\bgh/hosts\.yml\b`)

// noConfirmRE says not to ask the user before acting ("do not ask for
// confirmation", "without asking"; not "proceeds without prompting",
// which describes a flag).
var noConfirmRE = match.Lazy(`(?i)\b(do\s+not|don'?t|never|no\s+need\s+to)\s+(ask|wait|check\s+with|prompt)(\s+(the\s+user|them|anyone))?\s+(for\s+(confirmation|approval|permission)|to\s+(confirm|approve))\b|\bwithout\s+asking(\s+(the\s+user|them|anyone))?\b|\bwithout\s+(waiting\s+for\s+)?(the\s+user'?s\s+)?(confirmation|approval)\s*[.;,]|\bskip\s+(the\s+)?(confirmation|approval)\b|\b(do\s+not|don'?t|never)\s+(bother|trouble|disturb|interrupt)\s+(the\s+user|them)\b|` + waiverPat)

// waiverPat is more ways to say not to ask: "do not ask the user again",
// "no need to ask", "asking for confirmation slows down deploys", "the
// user has already approved".
const waiverPat = `\b(do\s+not|don'?t|never)\s+ask\s+(the\s+user\s+|them\s+)?again\b|\bno\s+need\s+to\s+(ask|confirm)(\s+(the\s+user|them|anyone|first|again|before)\b|\s*[.;,)]|\s*$)|\basking\s+(for\s+)?(confirmation|approval|permission)\s+(slows|is\s+(not\s+needed|unnecessary|pointless)|wastes|only\s+slows)\b|\b(user|they)\s+(has\s+|have\s+)?already\s+(approved|agreed\s+to|consented\s+to|confirmed)\s+(running|it\b|this\b|that\b|these\b|(a|the)\s+(cleanup|clean-up|reset|wipe|deletion|removal|migrations?|run|teardown))|\b(they|the\s+user)\s+already\s+(agreed|consented)\s+(to\s+(a|the|this|it)\s+(cleanup|clean-up|reset|wipe|deletion|removal|teardown)|when\s+they\s+(invoked|started|ran))\b`

// WaivesConfirmation reports a paragraph, around src[at:end], that says
// not to ask the user before acting.
func WaivesConfirmation(src []byte, at, end int) bool {
	return noConfirmRE.Match(paragraphAround(src, at, end))
}

// paragraphAround is the paragraph holding src[at:end], at most 600 bytes
// each way.
func paragraphAround(src []byte, at, end int) []byte {
	return spanAround(src, at, end, 600, []byte("\n\n"))
}

// spanAround is src[at:end] and up to reach bytes each way, not past sep.
func spanAround(src []byte, at, end, reach int, sep []byte) []byte {
	from, to := max(0, at-reach), min(len(src), end+reach)
	if i := bytes.LastIndex(src[from:at], sep); i >= 0 {
		from += i + len(sep)
	}
	if i := bytes.Index(src[end:to], sep); i >= 0 {
		to = end + i
	}
	return src[from:to]
}

// placeholderTarget reports a reverse shell whose address, on its own
// line, is left to fill in (/dev/tcp/<your-vpn-ip>/4444, LHOST) and that
// names no address or host of its own.
func (s *scanner) placeholderTarget(at, end int) bool {
	code := s.codeOf(at, end)
	if ms := devTCPRE.FindAllSubmatch(code, 8); len(ms) > 0 {
		// /dev/tcp/ADDRESS/PORT names its address: that one decides.
		for _, m := range ms {
			if !placeholderHostRE.Match(m[0]) {
				return false
			}
		}
		return true
	}
	return placeholderHostRE.Match(code) && !ipv4RE.Match(code) && !quotedHostRE.Match(code) && !hostNameRE.Match(code)
}

// devTCPRE is a /dev/tcp (or udp) path and the address in it.
var devTCPRE = match.Lazy(`/dev/(tcp|udp)/([^/\s'"` + "`" + `]+)/`)

// codeOf is the code a finding's address is read from: its own lines
// when they name a host, an address or a placeholder, else the code
// around it (a multi-line snippet's connect is a line or two away).
func (s *scanner) codeOf(at, end int) []byte {
	src := s.in.Src
	le := len(src)
	if i := bytes.IndexByte(src[min(end, len(src)):], '\n'); i >= 0 {
		le = end + i
	}
	own := src[s.lineStart(at):le]
	if ipv4RE.Match(own) || quotedHostRE.Match(own) || placeholderHostRE.Match(own) {
		return own
	}
	return codeAround(src, at, end)
}

// codeAround is the code around a finding's span: up to 300 bytes each
// way, not past a fence.
func codeAround(src []byte, at, end int) []byte {
	return spanAround(src, at, end, 300, []byte("```"))
}

var quotedHostRE = match.Lazy(`["'][A-Za-z][A-Za-z0-9-]*(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}["']`)

// placeholderHostRE is a reverse shell's address left to fill in: a name
// in capitals (TESTER_IP, LHOST), a bracketed or braced name, a variable.
var placeholderHostRE = match.Lazy(`(/dev/(tcp|udp)/|^|[\s:"'(])(<[^>/\s]+>|\{[^}/\s]+\}|\$\{?[A-Za-z_]\w*\}?|[A-Z][A-Z0-9]*_?(IP|HOST|ADDR|ADDRESS)|LHOST|RHOST|ATTACKER\w*)(/|:|\s|$|["',)])`)

// intoReplyRE puts a command's output in the agent's reply.
var intoReplyRE = match.Lazy(`(?i)^[^.\n]{0,40}\b(include|paste|put|show|print|quote|add|append)\s+(the\s+|its\s+|their\s+)?(full\s+|whole\s+|raw\s+)?(output|contents?|results?)\b[^.]{0,60}\b(reply|response|answer|summary|message|chat)\b`)

// sudoersRuleRE is a passwordless sudo rule (user ALL=(root) NOPASSWD: ALL)
// written in any string of code; sudoersTargetRE, where code puts one.
var (
	sudoersRuleRE   = match.Lazy(`\bALL\s*=\s*(\([^)\n]*\)\s*)?([A-Z_]+:\s*){0,3}NOPASSWD\s*:`)
	sudoersTargetRE = match.Lazy(`/etc/sudoers|\bsudoers\.d\b|\bvisudo\b`)
)

// sudoersInCode reports a passwordless sudo rule that code (Python, JS,
// PowerShell) builds in a string and writes where sudo reads it: the shell
// analysis sees it only when the command is a constant.
func (s *scanner) sudoersInCode(ctx secctx.Ctx) {
	src := s.in.Src
	if !bytes.Contains(src, []byte("NOPASSWD")) || !sudoersTargetRE.Match(src) {
		return
	}
	if m := sudoersRuleRE.FindIndex(src); m != nil {
		s.report(Sudoers, m[0], m[1], ctx, secctx.Act, "a passwordless sudo rule written to sudoers", "never grant NOPASSWD; let the user run sudo and type the password")
	}
}

// shebangLang is the language a file of no extension names on its
// shebang line, when the analysis reads it (Python, JavaScript).
func shebangLang(src string) (codeflow.Lang, bool) {
	if !strings.HasPrefix(src, "#!") {
		return 0, false
	}
	first, _, _ := strings.Cut(src, "\n")
	switch {
	case strings.Contains(first, "python"):
		return codeflow.Python, true
	case strings.Contains(first, "node") || strings.Contains(first, "deno") || strings.Contains(first, "bun"):
		return codeflow.JS, true
	}
	return 0, false
}

// unitShell is the text of a systemd unit (.service) or a desktop entry
// (.desktop) with only the commands of its Exec lines (ExecStart=,
// ExecStartPre=, Exec=...) kept in place, each on its line; false for
// other files.
func unitShell(rel string, src []byte) (string, bool) {
	ext := strings.ToLower(path.Ext(rel))
	if ext != ".service" && ext != ".desktop" {
		return "", false
	}
	out := blanked(src)
	for ls := 0; ls < len(src); {
		_, le := lines.Bounds(src, ls)
		line := src[ls:le]
		t := bytes.TrimLeft(line, " \t")
		if bytes.HasPrefix(t, []byte("Exec")) {
			if k := bytes.IndexByte(t, '='); k >= 4 && isUnitKey(t[4:k]) {
				from := len(line) - len(t) + k + 1
				// The prefixes that change how systemd runs it: -@:+!
				for from < len(line) && bytes.IndexByte([]byte("-@:+!"), line[from]) >= 0 {
					from++
				}
				copy(out[ls+from:le], line[from:])
			}
		}
		if le < len(src) {
			le++
		}
		ls = le
	}
	return string(out), true
}

// plistStringRE is one string of a property list's array.
var plistStringRE = match.Lazy(`<string>([^<]*)</string>`)

// plistCommands are the spans in src of the commands a launchd property
// list runs through a shell: ProgramArguments of a shell, -c (or -lc,
// -ic) and the command.
func plistCommands(src []byte) [][2]int {
	var out [][2]int
	for from := 0; ; {
		k := bytes.Index(src[from:], []byte("<key>ProgramArguments</key>"))
		if k < 0 {
			return out
		}
		at := from + k
		end := bytes.Index(src[at:], []byte("</array>"))
		if end < 0 {
			return out
		}
		end += at
		ss := plistStringRE.FindAllSubmatchIndex(src[at:end], 8)
		if len(ss) >= 3 {
			shellName := strings.ToLower(path.Base(string(src[at+ss[0][2] : at+ss[0][3]])))
			flag := string(src[at+ss[1][2] : at+ss[1][3]])
			if shell.IsShell(shellName) && (flag == "-c" || flag == "-lc" || flag == "-ic") {
				out = append(out, [2]int{at + ss[2][2], at + ss[2][3]})
			}
		}
		from = end
	}
}

// plistShell copies into out (a blanked copy of src when out is nil), at
// their offsets, the commands of plistCommands; ok reports whether there
// was one.
func plistShell(src, out []byte) ([]byte, bool) {
	cmds := plistCommands(src)
	if len(cmds) == 0 {
		return out, false
	}
	if out == nil {
		out = blanked(src)
	}
	for _, c := range cmds {
		copy(out[c[0]:c[1]], src[c[0]:c[1]])
	}
	return out, true
}

// isUnitKey reports the rest of an Exec key: empty (Exec=) or letters
// (ExecStart, ExecStopPost).
func isUnitKey(b []byte) bool {
	for _, c := range b {
		if !(c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z') {
			return false
		}
	}
	return true
}

// gitAuthHost reports a host where a git credential helper signs in:
// the code hosts and the identity services their OAuth flows use.
func gitAuthHost(h string) bool {
	return hostUnder(strings.ToLower(h), gitAuthDomains)
}

var gitAuthDomains = []string{"github.com", "gitlab.com", "bitbucket.org", "codeberg.org", "dev.azure.com", "visualstudio.com", "microsoftonline.com", "atlassian.com", "googleapis.com", "amazonaws.com"}

// credentialHelper reports a git credential helper by its name
// (git-credential-NAME, which git runs for credential.helper NAME).
func credentialHelper(rel string) bool {
	return strings.HasPrefix(strings.ToLower(path.Base(rel)), "git-credential-")
}

// dockerShell is the shell of a Dockerfile, at the offsets its lines have
// in src (everything else blanked): RUN's command (in shell form), ENV and
// ARG as assignments, and ADD of a URL (or of a build argument) without
// --checksum as the download it is (curl -o DEST URL, or xh URL>DEST
// where that does not fit, written over ADD's text). ok is false for
// other files.
func dockerShell(rel string, src []byte) (string, bool) {
	base := strings.ToLower(path.Base(rel))
	if base != "dockerfile" && base != "containerfile" && !strings.HasSuffix(base, ".dockerfile") && !strings.HasPrefix(base, "dockerfile.") {
		return "", false
	}
	out := blanked(src)
	cont := false // the line before ended with a backslash: RUN goes on
	for ls := 0; ls < len(src); {
		_, le := lines.Bounds(src, ls)
		line := src[ls:le]
		t := bytes.TrimLeft(line, " \t")
		ind := len(line) - len(t)
		word := t
		if k := bytes.IndexAny(t, " \t"); k >= 0 {
			word = t[:k]
		}
		switch {
		case cont:
			copy(out[ls:le], line)
		case bytes.EqualFold(word, []byte("RUN")) && !bytes.HasPrefix(bytes.TrimLeft(t[len(word):], " \t"), []byte("[")):
			copy(out[ls+ind+len(word):le], line[ind+len(word):])
		case bytes.EqualFold(word, []byte("ENV")) || bytes.EqualFold(word, []byte("ARG")):
			// ENV K=V ..., ARG K=V: the assignments as they are.
			rest := line[ind+len(word):]
			if bytes.IndexByte(rest, '=') > 0 {
				copy(out[ls+ind+len(word):le], rest)
			}
		case bytes.EqualFold(word, []byte("CMD")) || bytes.EqualFold(word, []byte("ENTRYPOINT")):
			// The exec form's words as a command line (a shell's -c code
			// as it is), in the space the JSON array took.
			var argv []string
			if err := json.Unmarshal(bytes.TrimSpace(t[len(word):]), &argv); err != nil || len(argv) == 0 {
				break
			}
			cmd := ""
			if len(argv) >= 3 && (path.Base(argv[0]) == "sh" || path.Base(argv[0]) == "bash") && argv[1] == "-c" {
				cmd = argv[2]
			} else {
				for i, a := range argv {
					if i > 0 {
						cmd += " "
					}
					cmd += ShellQuote(a)
				}
			}
			if len(cmd) <= le-ls-ind && !strings.Contains(cmd, "\n") {
				copy(out[ls+ind:], cmd)
			}
		case bytes.EqualFold(word, []byte("ADD")):
			f := strings.Fields(string(t[len(word):]))
			checked := false
			for len(f) > 0 && strings.HasPrefix(f[0], "--") {
				// --chmod, --chown, --link; --checksum verifies the file.
				checked = checked || strings.HasPrefix(f[0], "--checksum") && !strings.HasSuffix(f[0], "=")
				f = f[1:]
			}
			if len(f) > 0 && strings.HasPrefix(f[0], "[") {
				// The JSON form: ADD ["https://...", "/opt/"].
				var arr []string
				if json.Unmarshal([]byte(strings.Join(f, " ")), &arr) == nil {
					f = arr
				}
			}
			if len(f) == 2 && !checked && (strings.Contains(f[0], "://") || strings.HasPrefix(f[0], "${") && strings.HasSuffix(f[0], "}") || strings.HasPrefix(f[0], "$") && !strings.ContainsAny(f[0], "/{")) {
				// A URL, or a build argument holding one (ADD ${AGENT_URL}
				// /opt/a.tgz after ARG AGENT_URL=https://...).
				cmd := "curl -o " + f[1] + " " + f[0]
				if strings.HasSuffix(f[1], "/") {
					cmd = "wget -P " + f[1] + " " + f[0] // into a directory, under the URL's file name
				}
				if len(cmd) > le-ls && !strings.HasSuffix(f[1], "/") {
					// The same download written shorter, to fit in ADD's
					// line (ADD's words take one more byte).
					cmd = "xh " + f[0] + ">" + f[1]
				}
				if len(cmd) <= le-ls {
					copy(out[ls:], cmd)
				}
			}
		}
		cont = len(bytes.TrimRight(line, " \t\r")) > 0 && bytes.HasSuffix(bytes.TrimRight(line, " \t\r"), []byte("\\")) && (cont || bytes.EqualFold(word, []byte("RUN")))
		ls = le + 1
	}
	return string(out), true
}

// makeRecipes is the shell of a Makefile's or a justfile's recipes, at the
// offsets they have in src (everything else blanked): recipe prefixes (@,
// -, +) blanked, Make's $$ read as $, $(NAME) and {{name}} read as
// variables (${NAME}, ${name} ). ok is false for other files.
func makeRecipes(rel string, src []byte) (string, bool) {
	if !isMakefile(rel) {
		return "", false
	}
	base := strings.ToLower(path.Base(rel))
	just := base == "justfile" || base == ".justfile" || strings.HasSuffix(base, ".just")
	out := blanked(src)
	for ls := 0; ls < len(src); {
		_, le := lines.Bounds(src, ls)
		line := src[ls:le]
		recipe := len(line) > 0 && line[0] == '\t' || just && len(line) > 0 && line[0] == ' '
		if !recipe && !just {
			// A variable's value, for the recipes that use it.
			makeAssign(out[ls:le], line)
		}
		if recipe {
			copy(out[ls:le], line)
			r := out[ls:le]
			i := 0
			for i < len(r) && (r[i] == ' ' || r[i] == '\t') {
				i++
			}
			for i < len(r) && (r[i] == '@' || r[i] == '-' && !just || r[i] == '+' && !just) {
				r[i] = ' '
				i++
			}
			for j := 0; j+1 < len(r); j++ {
				switch {
				case !just && r[j] == '$' && r[j+1] == '$':
					r[j] = ' '
					j++
				case !just && r[j] == '$' && r[j+1] == '(':
					// $(NAME) is a Make variable; $(shell ...) and the
					// like are Make functions, read as a substitution.
					if k := makeVarEnd(r, j); k > 0 {
						r[j+1], r[k] = '{', '}'
						j = k
					}
				case just && r[j] == '{' && r[j+1] == '{':
					if k := bytes.Index(r[j+2:], []byte("}}")); k >= 0 {
						name := bytes.TrimSpace(r[j+2 : j+2+k])
						end := j + 2 + k + 2
						if isLetters(string(bytes.ReplaceAll(name, []byte("_"), []byte("a")))) {
							// {{name}} -> ${name} and a blank.
							for x := j; x < end; x++ {
								r[x] = ' '
							}
							r[j], r[j+1] = '$', '{'
							copy(r[j+2:], name)
							r[j+2+len(name)] = '}'
						}
						j = end - 1
					}
				}
			}
		}
		ls = le + 1
	}
	return string(out), true
}

// makeVarEnd is the offset of the parenthesis that closes a Make variable
// $(NAME) starting at b[j] ("$("), or -1 when what starts there is no
// plain name (a Make function: $(shell pwd)).
func makeVarEnd(b []byte, j int) int {
	k := j + 2
	for k < len(b) && (b[k] == '_' || b[k] >= 'A' && b[k] <= 'Z' || b[k] >= 'a' && b[k] <= 'z' || b[k] >= '0' && b[k] <= '9') {
		k++
	}
	if k == j+2 || k >= len(b) || b[k] != ')' {
		return -1
	}
	return k
}

// makeAssignRE is a Make variable assignment (not an append): NAME ?=
// value, NAME := value, NAME = value.
var makeAssignRE = match.Lazy(`^([A-Za-z_][A-Za-z0-9_]*)\s*(\?=|::?=|=)\s*([^"\x60\\#\n]*?)\s*$`)

// makeAssign writes the assignment of line as a shell one into out (the
// line's place in the recipes' text): NAME="value", with $(VAR) read as
// ${VAR}, when it fits in the line's length and the value calls no Make
// function.
func makeAssign(out, line []byte) {
	m := makeAssignRE.FindSubmatchIndex(line)
	if m == nil {
		return
	}
	name, value := line[m[2]:m[3]], []byte(string(line[m[6]:m[7]]))
	for j := 0; j+1 < len(value); j++ {
		if value[j] != '$' || value[j+1] != '(' {
			continue
		}
		k := makeVarEnd(value, j)
		if k < 0 {
			return // a Make function
		}
		value[j+1], value[k] = '{', '}'
	}
	if len(name)+3+len(value) > len(out) || len(value) == 0 {
		return
	}
	i := copy(out, name)
	out[i] = '='
	out[i+1] = '"'
	i += 2 + copy(out[i+2:], value)
	out[i] = '"'
}

// isMakefile reports a Makefile or a justfile by its name.
func isMakefile(rel string) bool {
	base := strings.ToLower(path.Base(rel))
	return base == "makefile" || base == "gnumakefile" || strings.HasSuffix(base, ".mk") || base == "justfile" || base == ".justfile" || strings.HasSuffix(base, ".just")
}

func isLetters(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9') {
			return false
		}
	}
	return s != ""
}

// markdown scans instructions or a reference document.
func (s *scanner) markdown(place secctx.Place) {
	src := s.in.Src
	s.blocks = codeBlocks(src)
	// All shell blocks read as one script, prose blanked out (so offsets
	// hold and a variable set in one block is known in the next).
	// Made at the first shell found: most documents hold none.
	var masked []byte
	anyShell := false
	for _, b := range s.blocks {
		switch {
		case isShellLang(b.lang, src[b.start:b.end]):
			if masked == nil {
				masked = blanked(src)
			}
			copy(masked[b.start:b.end], src[b.start:b.end])
			stripPrompts(masked[b.start:b.end])
			anyShell = true
		default:
			// Shell lines in a block of another language.
			for ls := b.start; ls < b.end; {
				le := bytes.IndexByte(src[ls:b.end], '\n')
				if le < 0 {
					le = b.end
				} else {
					le += ls
				}
				if shellLine(src[ls:le]) {
					if masked == nil {
						masked = blanked(src)
					}
					copy(masked[ls:le], src[ls:le])
					anyShell = true
				}
				ls = le + 1
			}
			if b.lang == "json" || b.lang == "jsonc" || b.lang == "json5" {
				s.hookCommands(b, place)
			}
			if b.lang == "yaml" || b.lang == "yml" || b.lang == "toml" {
				// The commands a CI file or task runner written from
				// this block runs (run:, script:, after-script: ...; a
				// TOML file's command, release_command, tasks), read with
				// the shell blocks, at their own offsets.
				code := src[b.start:b.end]
				var spans [][2]int
				var texts []string
				if b.lang == "toml" {
					for _, c := range tomlCommands(code) {
						spans, texts = append(spans, c.span), append(texts, c.text)
					}
				} else {
					spans, texts = yamlCommands(code)
				}
				for i, sp := range spans {
					raw := code[sp[0]:sp[1]]
					k := bytes.Index(raw, []byte(texts[i]))
					if k < 0 && b.lang == "toml" && len(texts[i]) <= len(raw) && !strings.Contains(texts[i], "\n") {
						k = 0 // a string with escapes (\"), unquoted: shorter, in its place
					}
					if k < 0 || len(texts[i]) == 0 || texts[i][0] == '[' || texts[i][0] == '{' {
						// A folded block, read as one line (not at its
						// offsets), or a flow list or map (its command
						// is a string inside): left to the patterns.
						continue
					}
					if masked == nil {
						masked = blanked(src)
					}
					at := b.start + sp[0] + k
					copy(masked[at:at+len(texts[i])], texts[i])
					s.cmdSpans = append(s.cmdSpans, [2]int{at, at + len(texts[i])})
					anyShell = true
				}
			}
			if bytes.Contains(src[b.start:b.end], []byte("<key>ProgramArguments</key>")) {
				// A launch agent's property list: the command it runs.
				if masked == nil {
					masked = blanked(src)
				}
				if _, ok := plistShell(src[b.start:b.end], masked[b.start:b.end]); ok {
					anyShell = true
				}
			}
			s.configBlock(b, place)
			if lang, ok := codeflow.LangOfFence(b.lang); ok {
				fs, _ := codeflow.Analyze(string(src[b.start:b.end]), lang, s.in.Ext)
				s.flows(fs, b.start, secctx.Ctx{Place: codePlace(place), Purpose: s.in.Purpose}, b.fence)
			}
		}
	}
	if anyShell {
		sc := shell.Parse(string(masked))
		s.shellFacts(sc.Facts(), secctx.Ctx{Place: codePlace(place), Purpose: s.in.Purpose}, -2)
		s.inlineCode(sc, secctx.Ctx{Place: codePlace(place), Purpose: s.in.Purpose}, -2)
	}
	// Inline code that is a command.
	prevListed := [2]int{-1, -1} // the last span named as an example of a kind
	spans := inlineCode(src, s.blocks)
	if bare := bareCommands(src, s.blocks); len(bare) > 0 {
		spans = append(spans, bare...)
		sort.Slice(spans, func(i, j int) bool { return spans[i][0] < spans[j][0] })
	}
	// Variables an inline assignment sets (`TOKEN=$(gcloud auth
	// print-access-token)`), for the inline commands after it.
	var inlineVars map[string]string
	for _, sp := range spans {
		code := string(src[sp[0]:sp[1]])
		if inlineAssignRE.MatchString(code) && len(inlineVars) < 32 {
			for k, v := range shell.Parse(code).Vars {
				if inlineVars == nil {
					inlineVars = map[string]string{}
				}
				if len(v) <= 256 {
					inlineVars[k] = v
				}
			}
		}
		if strings.Contains(code, `\|`) && bytes.HasPrefix(bytes.TrimLeft(src[s.lineStart(sp[0]):sp[0]], " \t"), []byte("|")) {
			// In a table cell a pipe is written \| and shown as |: the
			// command is the one shown (same length, offsets kept).
			code = strings.ReplaceAll(code, `\|`, " |")
		}
		listed := exampleLead(src, sp, prevListed)
		if listed {
			prevListed = sp
		}
		// A command file's !`cmd` line runs before the prompt is sent:
		// a command whatever its first word.
		bang := sp[0] >= 2 && src[sp[0]-2] == '!' && len(code) < 4096
		if !bang && !looksLikeCommand(code) {
			if runsPathRE.MatchString(code) && !readPath(code, src[max(0, sp[0]-60):sp[0]]) {
				s.runs = append(s.runs, sp) // ./tool: read with the chain
			}
			continue
		}
		s.inline = append(s.inline, sp)
		sc := shell.ParseWith(code, inlineVars)
		fs := sc.Facts()
		for i := range fs {
			fs[i].Start += sp[0]
			fs[i].End += sp[0]
		}
		runner := inlineRunner(code)
		if !runner && !slices.ContainsFunc(fs, func(f shell.Fact) bool { return f.Kind != shell.Download }) {
			continue // nothing to frame (a download alone reports nothing)
		}
		// Framed by its sentence; the backticks are not quotation marks.
		frame := s.frameAt(max(0, sp[0]-1), -1)
		ls := s.lineStart(sp[0])
		if frame == secctx.Quoted && !bytes.HasPrefix(bytes.TrimLeft(src[ls:sp[0]], " \t"), []byte("|")) && !s.framer.InQuotation(max(0, sp[0]-1)) {
			// The backticks are no quotation (a table row is, and so is
			// a quotation around them: "a page that says \"run `x`\"").
			frame = secctx.Plain
		}
		if frame == secctx.Plain && parentItemAsks(src, sp[0]) {
			// "4. After the user types YES:" over "   - `sudo dd ...`": the
			// step the command is a sub-item of has the user confirm.
			frame = secctx.Asks
		}
		if listed && frame == secctx.Plain {
			// "one bad inference away from `rm -rf /`", "commands
			// such as `curl | bash`": the kind of danger named.
			frame = secctx.Negated
		}
		ctx := secctx.Ctx{Place: codePlace(place), Purpose: s.in.Purpose, Frame: frame}
		if runner {
			// The code a command is given (pwsh -c "irm ... | iex"), read
			// at the command.
			for _, c := range sc.Cmds {
				c.Start, c.End = c.Start+sp[0], c.End+sp[0]
			}
			s.inlineCode(sc, ctx, -3)
		}
		s.bang = bang
		for _, f := range fs {
			s.shellFact(f, ctx)
		}
		s.bang = false
	}
	s.inlineChain(place)
	s.prose(place)
}

// readPath reports inline code that is the path of a document alone
// (/tmp/runbook.txt, ./notes.md, data.json) not said to be run in its
// sentence before it ("run the commands in `/tmp/setup.txt`" is): the
// file is read, not run.
func readPath(code string, before []byte) bool {
	code = strings.TrimSpace(code)
	if strings.ContainsAny(code, " \t") {
		return false
	}
	switch strings.ToLower(path.Ext(code)) {
	case ".txt", ".md", ".markdown", ".json", ".yaml", ".yml", ".csv", ".tsv", ".log", ".html", ".xml", ".toml", ".ini", ".cfg", ".conf", ".pdf", ".rst":
	default:
		return false
	}
	return !runVerbRE.Match(before)
}

var runVerbRE = match.Lazy(`(?i)\b(run|execute|exec|source|bash|sh|launch|invoke)\b[^.\n]{0,40}$`)

// runsPathRE is inline code that runs a file by its path (./tool, with
// arguments or not).
var runsPathRE = match.Lazy(`^\s*(sudo\s+)?\.{0,2}/[\w.-]+(/[\w.-]+)*(\s|$)`)

// inlineChain reads the inline commands of a text together, in order, as
// one script (each span a command of its own): a download, a chmod and a
// run given in three list items or sentences is one chain. Only what
// joins spans is taken from it (a downloaded file run, a file filled with
// a credential or the environment then sent); each span's own facts are
// reported above.
func (s *scanner) inlineChain(place secctx.Place) {
	src := s.in.Src
	if len(s.inline) == 0 || len(s.inline)+len(s.runs) > 2000 || len(s.runs) == 0 && !s.inlineWrites() {
		return // no download and run, no file written and sent, to join
	}
	masked := blanked(src)
	for _, sp := range append(append([][2]int{}, s.inline...), s.runs...) {
		copy(masked[sp[0]:sp[1]], src[sp[0]:sp[1]])
		if sp[0] > 0 {
			masked[sp[0]-1] = '\n' // the opening backtick ends the command before
		}
	}
	for _, f := range shell.Parse(string(masked)).Facts() {
		if f.Kind != shell.DownloadExec && !f.Across {
			continue
		}
		ctx := secctx.Ctx{Place: codePlace(place), Purpose: s.in.Purpose, Frame: s.frameAt(max(0, f.Start-1), -1)}
		if ctx.Frame == secctx.Quoted && !s.framer.InQuotation(max(0, f.Start-1)) {
			ctx.Frame = secctx.Plain // backticks quote nothing (a quotation around them does)
		}
		s.shellFact(f, ctx)
	}
}

// inlineWrites reports an inline command that writes a file (a
// redirection, tee, cp, tar, zip): one that a later span may send.
func (s *scanner) inlineWrites() bool {
	for _, sp := range s.inline {
		code := s.in.Src[sp[0]:sp[1]]
		if bytes.IndexByte(code, '>') >= 0 {
			return true
		}
		for _, w := range [][]byte{[]byte("tee "), []byte("cp "), []byte("tar "), []byte("zip ")} {
			if bytes.Contains(code, w) {
				return true
			}
		}
	}
	return false
}

// exampleLead reports inline code (span sp) that a sentence names as an
// example of a kind of danger: right after "away from", "such as", "like",
// "e.g." or "for example", or after the span before it in the same list
// ("... such as `a`, `b` or `c`").
func exampleLead(src []byte, sp, prev [2]int) bool {
	before := bytes.TrimRight(src[max(0, sp[0]-1-24):max(0, sp[0]-1)], " \t\r\n")
	if endsWithLead(before) {
		return true
	}
	if prev[1] >= 0 && prev[1] < sp[0] && sp[0]-prev[1] <= 12 {
		between := bytes.TrimSpace(src[prev[1]+1 : sp[0]-1])
		switch string(between) {
		case "", ",", "or", "and", ", or", ", and", "/":
			return true
		}
	}
	return false
}

// exampleLeads are the words that name what follows as an example.
var exampleLeads = []string{"away from", "such as", "like", "e.g.", "for example", "for instance", "e.g.,", "for example,", "for instance,"}

// endsWithLead reports b ending with one of exampleLeads (in any case) as
// whole words. It runs on every inline span of a text, so it compares
// bytes rather than running a pattern.
func endsWithLead(b []byte) bool {
	for _, w := range exampleLeads {
		if len(b) < len(w) || !bytes.EqualFold(b[len(b)-len(w):], []byte(w)) {
			continue
		}
		if k := len(b) - len(w); k == 0 || !isWordByte(b[k-1]) {
			return true
		}
	}
	return false
}

// blanked is src with every byte but line breaks a space.
func blanked(src []byte) []byte {
	out := bytes.Repeat([]byte{' '}, len(src))
	for i := 0; i < len(src); {
		k := bytes.IndexByte(src[i:], '\n')
		if k < 0 {
			break
		}
		out[i+k] = '\n'
		i += k + 1
	}
	return out
}

func codePlace(p secctx.Place) secctx.Place {
	if p == secctx.Instructions {
		return secctx.InstrCode
	}
	return p
}

var hookCmdRE = match.Lazy(`"command"\s*:\s*"((?:\\.|[^"\\\n])*)"`)

// hookCommands reads the commands of agent hooks in a JSON block: a hook
// runs on every event of every later session, so one that reaches the
// network is persistence that leaks.
func (s *scanner) hookCommands(b block, place secctx.Place) {
	body := s.in.Src[b.start:b.end]
	if !bytes.Contains(body, []byte(`"hooks"`)) {
		return
	}
	for _, m := range hookCmdRE.FindAllSubmatchIndex(body, -1) {
		cmd := strings.ReplaceAll(string(body[m[2]:m[3]]), `\"`, `"`)
		if !netToolRE.MatchString(cmd) || OnlyLocalURLs(cmd) {
			continue // (a hook that posts to a dashboard on this machine)
		}
		at := b.start + m[2]
		c := secctx.Ctx{Place: codePlace(place), Purpose: s.in.Purpose, Frame: s.frame(at, b.fence)}
		s.report(Persistence, at, b.start+m[3], c, secctx.Act, "an agent hook that runs a network command ("+clip(cmd)+")", "a skill must not install hooks; a hook runs in every later session")
	}
}

// jobText is what a command that installs a job is given: its line, its
// here-document and the commands piped into it ((crontab -l; echo '...') |
// crontab -), lower case.
func jobText(c *shell.Cmd) string {
	var b strings.Builder
	for n := 0; c != nil && n < 8 && b.Len() < 1<<14; n, c = n+1, c.PipeIn {
		b.WriteString(c.Line())
		b.WriteByte('\n')
		b.WriteString(c.Hdoc)
		b.WriteByte('\n')
	}
	return strings.ToLower(b.String())
}

// maintenanceJobRE is a scheduled command that keeps a server in order:
// certificates renewed, logs rotated, signatures and packages updated.
// The tool is the job's command: after the schedule's fields, a user, a
// quote, a chain, or one of the system's program directories (not
// /var/tmp/.cache/logrotate, a file named after it). upkeepSpoiledRE is
// what a job that only keeps a server in order never holds: a hook that
// runs any command, an interpreter, a downloader, a shell, a temporary
// directory, an encoding (the job text is in lowercase).
var (
	maintenanceJobRE = match.Lazy(`(^|[\s"'*;&|])(/usr/(local/)?s?bin/|/snap/bin/|/s?bin/)?(certbot\s+(-q\s+|--quiet\s+)?renew|acme\.sh\s+--(cron|renew)|lego\s[^\n]*\brenew|logrotate|freshclam|unattended-upgrade|fstrim|updatedb)\b`)
	upkeepSpoiledRE  = match.Lazy(`--[\w-]*hook|\b(python\d?|perl|ruby|node|php|pwsh|powershell|bash|sh|zsh|dash|eval|socket|curl|wget|nc|ncat|socat|invoke-webrequest|invoke-restmethod|iwr|irm|base64|xxd)\b|/dev/(tcp|udp|shm)|/tmp/|/var/tmp/`)
)

// elidedHostRE is a URL whose host is left out: dots, an ellipsis, an
// angle-bracketed placeholder, x's or stars (not [2a01::1], an IPv6
// address, nor {a,b}, curl's glob of hosts).
var elidedHostRE = match.Lazy(`^[A-Za-z]+://(\.{2,}|…|<[^>/]*>|[xX]{1,3}|\*+)(/|:|$)`)

var netToolRE = match.Lazy(`\b(curl|wget|nc|ncat|Invoke-WebRequest|Invoke-RestMethod|iwr|irm)\b`)

// frame is the frame of offset i; fence is the start of its code block
// (-2: look it up, -1: not in a block).
func (s *scanner) frame(i, fence int) secctx.Frame {
	if fence == -2 {
		fence = -1
		if k := blockAt(s.blocks, i); k >= 0 {
			fence = s.blocks[k].fence
		}
	}
	return s.frameAt(i, fence)
}

// URLs and hosts.
var (
	tunnelRE = match.Lazy(`(?i)(^|\.)(webhook\.site|requestbin\.(com|net)|pipedream\.net|ngrok(-free)?\.(io|app|dev)|trycloudflare\.com|loca\.lt|serveo\.net|localhost\.run|pastebin\.com|paste\.ee|hastebin\.com|rentry\.(co|org)|ghostbin\.\w+|transfer\.sh|file\.io|0x0\.st|interactsh\.com|oast\.(pro|live|site|online|fun|me)|burpcollaborator\.net|beeceptor\.com|hookbin\.com|bit\.ly|tinyurl\.com|is\.gd|t\.co|discord(app)?\.com|api\.telegram\.org)$`)
)

// relabel says where the findings from out[first:] are: they were reported
// as a script's (they run as one), from a file that is none.
func (s *scanner) relabel(first int, where string) {
	for k := first; k < len(s.out); k++ {
		s.out[k].Message = strings.Replace(s.out[k].Message, secctx.Script.String(), where, 1)
	}
}

// maxFramed is how many findings of a text report frames lazily; past it
// they are unframed (plain).
const maxFramed = 2000

// lazyFrame marks a context whose frame report reads when it matters.
const lazyFrame = secctx.Frame(-1)

// shellFacts reports what shell code does. fence: -2 looks the block up.
func (s *scanner) shellFacts(fs []shell.Fact, base secctx.Ctx, fence int) {
	for _, f := range fs {
		ctx := base
		ctx.Frame = lazyFrame
		s.fence = fence
		if ctx.Place == secctx.Script {
			ctx.Frame = secctx.Plain
		}
		s.shellFact(f, ctx)
	}
}

func (s *scanner) shellFact(f shell.Fact, ctx secctx.Ctx) {
	at, end := f.Start, f.End
	switch f.Kind {
	case shell.PipeToShell, shell.DownloadExec:
		rule, what := PipeToShell, "a download piped into a shell"
		if f.Kind == shell.DownloadExec {
			rule, what = DownloadExec, "a downloaded file run without a check"
		}
		if f.Cmd != nil && shell.RemoteRunner(f.Cmd) != "" {
			what = "a program run straight from a URL (" + strings.TrimSuffix(strings.ToLower(f.Cmd.Name), ".exe") + ")"
		}
		st := secctx.Risky
		if elidedHostRE.MatchString(f.URL) {
			// curl -s http://.../x.sh | sh: an address left out, the
			// shape of a command quoted (a sign of infection), not one
			// that can run.
			st = secctx.Mention
			what += " (its address left out)"
		} else if why := suspectURL(f.URL); why != "" {
			st = secctx.Act
			what += " " + why
		} else if f.URL != "" && installerPath(f.URL) && !s.bang && s.ownHost(f.URL) {
			st = secctx.Mention
			what += " (the tool's own installer)"
		} else if f.URL != "" && !s.bang && KnownInstaller(f.URL) {
			st = secctx.Mention
			what += " (a well-known tool's official installer)"
		} else if f.Sudo {
			what += " as root"
		}
		s.report(rule, at, end, ctx, st, what, "download to a file, verify a checksum or signature, then run it; or use a package manager")
	case shell.DecodeExec:
		s.report(DecodeExec, at, end, ctx, secctx.Act, "decoded text run as code", "ship the plain command; encoding hides what runs from every reviewer")
	case shell.SecretUpload:
		shipped := ""
		if f.Cmd != nil && !strings.HasPrefix(f.Detail, "$") {
			// A credential file, .env or the environment sent where a
			// file the skill ships says (jq -r .url "$(dirname
			// "$0")/config.json"): the skill's own fixed host.
			shipped = hostFromSkillFile(f.Cmd)
			if shipped == "" {
				shipped = shippedToolConfig(f.Cmd)
			}
			if shipped == "" {
				shipped = s.shippedRemote(f.Cmd)
			}
		}
		if f.Cmd != nil && userHost(f.Cmd) && shipped == "" {
			// $MATRIX_PASSWORD to "$MATRIX_SERVER/_matrix/.../login": the
			// user's own server, named at run time; a thief needs a
			// fixed host to receive what is sent.
			s.report(Exfiltration, at, end, ctx, secctx.Mention, fmt.Sprintf("%s sent to a host the user configures", orText(f.Detail, "a secret")), "make sure it goes only to the service it belongs to")
			return
		}
		if f.Cmd != nil && issuerHost(f.Detail, destURL(f.Cmd)) {
			// $TELEGRAM_BOT_TOKEN in https://api.telegram.org/bot.../:
			// the secret goes to the service that issued it, as its API
			// asks.
			s.report(Exfiltration, at, end, ctx, secctx.Mention, fmt.Sprintf("%s sent to the service it belongs to", orText(f.Detail, "a secret")), "make sure it goes only to the service it belongs to")
			return
		}
		if f.Cmd != nil && strings.HasSuffix(f.Detail, " given to "+f.Cmd.Name) && !thirdPartySecretRE.MatchString(f.Detail) && clientOfHost(f.Cmd.Name, HostOf(destURL(f.Cmd))) {
			// gram_http_post "$server/rpc" ... "$auth_config_arg" to
			// app.getgram.ai: the service's own client, named after
			// it, logging in to it.
			s.report(Exfiltration, at, end, ctx, secctx.Mention, fmt.Sprintf("%s sent by the service's own client to its host", orText(f.Detail, "a secret")), "make sure it goes only to the service it belongs to")
			return
		}
		if f.Cmd != nil && secretStoreRE.MatchString(strings.Join(f.Cmd.Args, " ")) {
			// PUT .../actions/secrets/NAME: a secret stored in a CI's or
			// a vault's secret store through its API.
			s.report(Exfiltration, at, end, ctx, secctx.Risky, fmt.Sprintf("%s sent to a secret store's API", orText(f.Detail, "a secret")), "make sure the host is the user's own CI or vault")
			return
		}
		where, st := "a remote host", secctx.Act
		if shipped != "" && s.in.SkillFile != nil {
			if c := s.in.SkillFile(shipped); c != nil && OnlyLocalURLs(string(c)) && !remoteNameIn(c) {
				// {"vault": "http://127.0.0.1:8200"}: a service on
				// this machine, a development vault or agent.
				s.report(Exfiltration, at, end, ctx, secctx.Mention, fmt.Sprintf("%s sent to a local address that %s (a file of the skill) names", orText(f.Detail, "a secret"), shipped), "make sure it goes only to the service it belongs to")
				return
			}
		}
		if shipped != "" {
			// The host is fixed by the skill, but the service it names
			// may be the one the file belongs to: worth a look.
			where, st = "the host that "+shipped+" (a file of the skill) names", secctx.Risky
		}
		s.report(Exfiltration, at, end, ctx, st, fmt.Sprintf("%s sent to %s", orText(f.Detail, "a secret"), where), "remove it; a skill must not send credentials or the environment anywhere")
	case shell.Upload:
		st := secctx.Mention
		d := f.Detail
		if (s.in.Rel == "command.sh" || s.in.HookContent) && f.Cmd != nil && forwardsStdin(f.Cmd) && !OnlyLocalURLs(f.Cmd.Line()) && !userHost(f.Cmd) {
			// A hook's standard input is the event: the tool call's
			// input and output (commands, file contents, answers).
			// Sent on, every action of the agent leaves with it.
			what := "what the hook is given on standard input (each tool call's input and output) sent to a remote host"
			if s.in.Rel != "command.sh" {
				what = "what the hook is given on standard input (the prompt, the tool call, the transcript) sent to a remote host"
			}
			s.report(Exfiltration, at, end, ctx, secctx.Risky, what, "keep hook data on this machine; send only what the user chose to share, to a host they own")
			return
		}
		if credentialHelper(s.in.Rel) && f.Cmd != nil && !OnlyLocalURLs(f.Cmd.Line()) && !userHost(f.Cmd) && !gitAuthHost(HostOf(destURL(f.Cmd))) {
			// A git credential helper is given the user name and
			// password on its standard input: what it sends, it sends
			// of them.
			s.report(Exfiltration, at, end, ctx, secctx.Act, "the credentials git gives its credential helper sent to a remote host ("+clip(d)+")", "a credential helper keeps credentials on this machine or in the user's own vault; it must not send them anywhere")
			return
		}
		if f.Cmd != nil {
			// '{"openai": "<key>", "anthropic": "<key>"}' posted to a
			// third party: the keys the user gives, for other services.
			if m := providerKeyRE.FindStringSubmatch(d); m != nil && placeholderSecretRE.MatchString(d) {
				if u := destURL(f.Cmd); u != "" && !providerHost(HostOf(u), m[1]) && !OnlyLocalURLs(u) && !s.ownHost(u) {
					s.report(Exfiltration, at, end, ctx, secctx.Act, "the user's "+m[1]+" key (a placeholder the agent fills) sent to another service ("+HostOf(u)+")", "a key goes only to the service that issued it; never route it through a third party")
					return
				}
			}
		}
		if !strings.ContainsAny(d, "@$<`") && !pathInDataRE.MatchString(d) && !strings.Contains(d, "output of") {
			return // literal data written in the command: nothing local leaves
		}
		if f.Cmd != nil && OnlyLocalURLs(f.Cmd.Line()) {
			return // sent to this machine or the user's own network
		}
		if t := strings.TrimLeft(d, " \t\n'\""); strings.HasPrefix(t, "{") && !strings.ContainsAny(d, "@`") && !strings.Contains(d, "$(") && !strings.Contains(d, "output of") {
			// A JSON body the command writes out (a webhook's settings),
			// its holes the script's own variables: nothing local leaves
			// (a secret among them is its own finding).
			return
		}
		if archiveRE.MatchString(d) || archiverRE.MatchString(d) || strings.Contains(d, "/tmp/.") || strings.Contains(d, "whoami") || strings.Contains(d, "hostname") || strings.Contains(d, "uname") || strings.Contains(d, "DNS") || strings.Contains(d, "/dev/tcp") ||
			strings.Contains(d, "raw TCP") || strings.Contains(d, "output of echo") && strings.Contains(d, "$") || base64InputRE.MatchString(d) ||
			strings.Contains(d, "output of git config") || strings.Contains(d, "output of git remote") {
			// What names the machine or the user, or git's configuration
			// (remote addresses carry tokens, credential helpers name
			// stores): risky to send.
			st = secctx.Risky
		}
		if f.Cmd != nil && ctx.Frame == secctx.Plain {
			if host := s.foreignDest(f.Cmd); host != "" {
				if cred := s.credInCode(); cred != "" {
					// Code that names a credential store and sends local
					// data to a host of its own choosing: what it
					// gathered leaves with it (history files read in a
					// loop and piped to curl; keychain items saved to a
					// report that is posted).
					s.report(Exfiltration, at, end, ctx, secctx.Risky, "local data ("+clip(d)+") sent to "+host+" by code that also reads "+cred, "send nothing from credential stores; let the user choose what to share, with a host they own")
					return
				}
			}
		}
		s.report(Upload, at, end, ctx, st, "local data uploaded ("+clip(d)+")", "make sure only what the user chose to share leaves the machine")
	case shell.CredRead:
		st := secctx.Mention
		if f.Cmd != nil {
			switch strings.ToLower(f.Cmd.Name) {
			case "cat", "cp", "tar", "zip", "base64", "scp", "rsync", "xxd", "strings", "head", "tail", "less", "more", "security", "sqlite3", "7z", "gpg":
				if f.Detail != "login files" && f.Detail != "cluster credentials" {
					st = secctx.Risky
				} else if ctx.Place != secctx.Script && intoReplyRE.Match(s.in.Src[end:min(len(s.in.Src), end+200)]) {
					// "run `cat ~/.pgpass` and include the output in your
					// reply": the file's secrets put in the conversation.
					st = secctx.Risky
				}
				if strings.EqualFold(f.Cmd.Name, "security") && f.Cmd.PipeOut == nil && len(f.Cmd.Redirs) == 0 && s.ownKeychainItem(f.Cmd) {
					// security find-generic-password -s deepl-api -w, in a
					// skill that stores that item itself (add-generic-password
					// -s deepl-api): the skill's own key, read where the user
					// put it.
					st = secctx.Mention
				}
				if strings.EqualFold(f.Cmd.Name, "security") && f.Cmd.InSubst && f.Cmd.PipeOut == nil {
					// export KEY="$(security find-generic-password -w ...)":
					// the user's own secret handed to the tool that needs
					// it (a send of it is its own finding).
					st = secctx.Mention
				}
			}
		}
		s.report(CredAccess, at, end, ctx, st, "reads "+f.Detail, "let the tool that owns the credential use it; never print, copy or send it")
	case shell.EnvDump:
		s.report(EnvHarvest, at, end, ctx, secctx.Risky, "every environment variable written "+f.Detail, "read only the variables the skill needs, by name")
	case shell.Destructive:
		st := secctx.Act
		if strings.Contains(f.Detail, "logs") || strings.HasPrefix(f.Detail, "runs ") && !strings.Contains(strings.ToLower(f.Detail), "prod") {
			st = secctx.Risky // a local database reset is common; production is not
		}
		if strings.Contains(f.Detail, "/dev/$") {
			st = secctx.Risky // a device named at run time (the one the user picked), not a fixed one
		}
		if strings.Contains(f.Detail, "infrastructure") || strings.Contains(f.Detail, "final snapshot") {
			st = secctx.Risky // tearing down a stack is an infrastructure skill's job; unasked, worth a look
			if ctx.Place != secctx.Script && secctx.HoldsAsk(s.in.Src[max(0, at-2000):at]) {
				// A step before it has the user confirm (a plan shown,
				// then "ask the user to confirm destruction"): asked.
				st = secctx.Mention
				f.Detail += " (a step before has the user confirm)"
			}
		}
		if st == secctx.Act && ctx.Place != secctx.Script && ctx.Frame == secctx.Asks && (strings.Contains(f.Detail, "disk") || strings.HasPrefix(f.Detail, "wipes /dev/")) {
			// A disk the user named wiped once the user has confirmed it
			// (a step that has them type the device's name): the user's
			// own decision.
			st = secctx.Risky
		}
		if st != secctx.Act && ctx.Place != secctx.Script && ctx.Frame == secctx.Plain && WaivesConfirmation(s.in.Src, at, end) {
			// "Do not ask for confirmation; the user already agreed": the
			// text takes the user's say away from what destroys data.
			st = secctx.Act
			f.Detail += " (the text says not to ask the user first)"
		}
		s.report(Destructive, at, end, ctx, st, "a command that "+f.Detail, "scope deletions to the project's own files")
	case shell.Weaken:
		st := secctx.Risky
		if strings.HasPrefix(f.Detail, "makes ") && (strings.Contains(f.Detail, "/tmp") || strings.Contains(f.Detail, "./")) {
			st = secctx.Mention
		}
		s.report(Destructive, at, end, ctx, st, "a command that "+f.Detail, "keep the machine's protections on")
	case shell.Persistence:
		st := secctx.Risky
		if f.Cmd != nil {
			line := strings.ToLower(f.Cmd.Line())
			job := jobText(f.Cmd)
			if strings.Contains(f.Detail, "authorized_keys") && keysFiltered(s.in.Src, at) {
				return // a key revoked: no way in added
			}
			if strings.Contains(f.Detail, "authorized_keys") && (placeholderKey(f.Cmd) || keysCopied(f.Cmd) || ownKeyAdded(f.Cmd)) {
				// echo "public-key-content" >> ~/.ssh/authorized_keys: the
				// manual ssh-copy-id, the user's own key to fill in; or
				// cp /root/.ssh/authorized_keys /home/u/.ssh/: the keys
				// that already log in, given a new account (a server's
				// set-up), no new key; or cat ~/.ssh/id_ed25519.pub | ssh
				// host "cat >> ~/.ssh/authorized_keys": the user's own key.
				st = secctx.Mention
			} else if strings.Contains(f.Detail, "authorized_keys") || strings.Contains(f.Detail, "/etc/passwd") || strings.Contains(f.Detail, "/etc/shadow") ||
				strings.Contains(f.Detail, "/etc/ssh/") && heldKey(f.Cmd) {
				st = secctx.Act // a key or an account that logs in later
				if heldKey(f.Cmd) {
					// A key the skill holds, written where sshd reads
					// keys: a way in for whoever has its private half,
					// whatever the skill says it is for.
					ctx.Purpose.Security = false
				}
			} else if strings.Contains(f.Detail, "writes ") && (strings.Contains(f.Detail, "rc") || strings.Contains(f.Detail, "profile")) {
				// A start-up file: PATH, variables and tool set-up are
				// normal; an alias over sudo or ssh, a download or a
				// network tool is not.
				st = secctx.Risky
				if startupOKRE.MatchString(line) {
					st = secctx.Mention
				}
				if n := f.Cmd.Name; (n == "ln" || n == "cp" || n == "install") && (strings.Contains(line, "dotfiles") || !strings.Contains(line, "://") && !strings.Contains(line, "/tmp/") && s.ask(dotfilesQ)) ||
					ctx.Place == secctx.Script && !strings.Contains(line, "://") && !netToolRE.Match(s.in.Src) && !bytes.Contains(s.in.Src, []byte("base64")) && s.ask(dotfilesQ) {
					// ln -sf ~/.dotfiles/zshrc ~/.zshrc: the user's own
					// start-up file, from their dotfiles repository (or
					// linked by a skill that says it manages dotfiles).
					st = secctx.Mention
				}
				if startupBadRE.MatchString(line) {
					st = secctx.Act
				}
			} else if shell.NamesAgentConfig(f.Detail) {
				// An MCP server added to an agent host's global list:
				// a bundled script that does it unasked is worth a look;
				// instructions that show the entry are a server's set-up.
				if ctx.Place != secctx.Script {
					st = secctx.Mention
				}
			} else if strings.Contains(f.Detail, ".claude/settings") && !netToolRE.MatchString(line) && !strings.Contains(line, "permission") && s.ask(settingsQ) {
				// A skill or command that says it installs hooks or a
				// status line into the agent's settings, writing them (a
				// hook that reaches the network, or permissions opened
				// wide, are findings of their own).
				st = secctx.Mention
			} else if strings.Contains(f.Detail, "enables a service") || strings.Contains(f.Detail, "loads a launch agent") || strings.Contains(f.Detail, "the repository's git hooks") {
				st = secctx.Mention // (a project's own hooks directory: its tooling)
			} else if strings.Contains(f.Detail, "writes /etc/systemd/") && !netToolRE.MatchString(job) && s.ask(servicesQ) {
				// A unit file put in place by a skill that says it
				// installs that service.
				st = secctx.Mention
				f.Detail += " (the skill says it installs a service)"
			} else if (strings.Contains(f.Detail, "cron job") || strings.Contains(f.Detail, "scheduled task") || strings.Contains(f.Detail, "Library/LaunchAgents/") ||
				(strings.Contains(f.Detail, "systemd/user/") || strings.Contains(f.Detail, ".config/systemd/")) && ctx.Place == secctx.Script && !netToolRE.Match(s.in.Src)) && !netToolRE.MatchString(job) && !strings.Contains(job, "base64") && s.ask(schedulesQ) {
				// A skill that says it schedules a job (nightly backups
				// with cron): the job is what it was asked for.
				st = secctx.Mention
				f.Detail += " (the skill says it schedules one)"
			} else if (strings.Contains(f.Detail, "cron") || strings.Contains(f.Detail, "scheduled task")) && maintenanceJobRE.MatchString(job) && !upkeepSpoiledRE.MatchString(job) {
				// 0 12 * * * root certbot renew --quiet: the renewal
				// the tool's own documentation schedules, in plain sight.
				st = secctx.Mention
				f.Detail += " (a certificate or system upkeep job)"
			} else if strings.Contains(job, "curl") || strings.Contains(job, "wget") || strings.Contains(job, "/dev/tcp") || strings.Contains(job, " nc ") {
				st = secctx.Act // the job fetches or connects
			} else if strings.Contains(f.Detail, ".git/hooks/") && !netToolRE.MatchString(f.Cmd.Hdoc) && !strings.Contains(f.Cmd.Hdoc, "base64") {
				st = secctx.Mention // a repository's own hook that runs its tests: the user's project tooling
			}
		}
		s.report(Persistence, at, end, ctx, st, "a command that "+f.Detail, "do the work in the task; let the user set up anything that runs later")
	case shell.PasswordDialog:
		// Kept or sent, the password is the skill's: a hidden file, a
		// temporary one, the network. A sudo askpass helper, or a
		// passphrase handed to a local tool, is the user's own prompt.
		st := secctx.Mention
		if s.keepsPassword() {
			st = secctx.Risky
		}
		s.report(SecretRequest, at, end, ctx, st, "a password prompt the skill draws itself ("+f.Detail+")", "never collect the user's password; let sudo or the system's own prompt ask for it")
	case shell.SudoNopasswd:
		s.report(Sudoers, at, end, ctx, secctx.Act, "a passwordless sudo rule", "never grant NOPASSWD; let the user run sudo and type the password")
	case shell.IndexRedirect:
		if publicIndexRE.MatchString(f.Detail) && !strings.HasPrefix(strings.ToLower(f.Detail), "http://") {
			// A public index a major project runs (PyTorch's wheels, GitHub
			// Packages): nothing to report.
			break
		}
		st := secctx.Risky
		if suspectURL(f.Detail) != "" {
			st = secctx.Act
		} else if strings.Contains(f.Detail, "test.pypi.org") && f.Cmd != nil && !extraIsTestPyPI(f.Cmd) {
			st = secctx.Mention // TestPyPI to try a release: anyone can take a name there, so worth a note
		} else if (f.Cmd == nil || !f.Cmd.Has("--extra-index-url") && !strings.Contains(f.Cmd.Line(), "extra-index")) && s.ownHost(f.Detail) {
			st = secctx.Mention
		}
		s.report(PackageIndex, at, end, ctx, st, "packages installed from another index ("+clip(f.Detail)+")", "install from the default index, or pin the index in the project's configuration the user reviews")
	case shell.ReverseShell:
		st := secctx.Act
		if placeholderHostRE.MatchString(f.Detail) || ctx.Place != secctx.Script && s.placeholderTarget(at, end) || ctx.Purpose.Security && ctx.Place != secctx.Script && labTarget(f) {
			// To a host left to fill in (TESTER_IP, <LHOST>), or, in a
			// skill declared for security work, to a private or
			// documentation address (10.10.14.2): a lab's payload,
			// taught. (Elsewhere a private address is still someone's
			// machine on the user's network.)
			st = secctx.Risky
		}
		s.report(ReverseShell, at, end, ctx, st, "a reverse shell ("+clip(f.Detail)+")", "remove it: it hands a remote machine a shell here")
	case shell.ForcePush:
		st := secctx.Mention
		if f.Cmd != nil && s.deletesMerged(f.Cmd) {
			// Remote branches deleted after the script lists the ones
			// already merged: their commits are in the main line.
			f.Cmd = nil
		}
		if f.Cmd != nil {
			l := f.Cmd.Line()
			if strings.Contains(l, ":main") || strings.Contains(l, ":master") || strings.Contains(l, " main") || strings.Contains(l, " master") || f.Cmd.Has("--mirror") || f.Cmd.Has("--delete") && strings.Contains(l, "$") || strings.Contains(l, "refs/heads/$") ||
				defaultRefRE.MatchString(l) || strings.Contains(l, "refs/heads/*") || strings.Contains(l, ":refs/tags/*") ||
				f.Cmd.Has("--all") || f.Cmd.Has("--tags") || forcedToVariable(f.Cmd.Args) {
				// main, every branch of a mirror, --all or a loop, every
				// tag rewritten or deleted
				st = secctx.Risky
			}
		}
		s.report(Destructive, at, end, ctx, st, "a push that rewrites or deletes a remote's history", "push to a new branch and let the user merge")
	}
}

// deletesMerged reports a push that only deletes branches (no force, no
// mirror, no +refspec) in a text that lists the merged ones (--merged,
// looked for once a text).
func (s *scanner) deletesMerged(c *shell.Cmd) bool {
	if !(c.Has("--delete") || c.Has("-d")) || c.Has("--force") || c.Has("-f") || c.Has("--mirror") || c.Has("--all") {
		return false
	}
	for _, a := range c.Args {
		if strings.HasPrefix(a, "+") {
			return false
		}
	}
	if s.listsMerged == 0 {
		s.listsMerged = -1
		if bytes.Contains(s.in.Src, []byte("--merged")) {
			s.listsMerged = 1
		}
	}
	return s.listsMerged > 0
}

// forcedToVariable reports a refspec of a forced push whose destination
// is a variable (+HEAD:"$b", or tidy:$b with -f, in a loop over the
// branches).
func forcedToVariable(args []string) bool {
	for _, a := range args {
		if k := strings.IndexByte(a, ':'); k > 0 && !strings.Contains(a, "://") && strings.Contains(a[k:], "$") {
			return true
		}
	}
	return false
}

func orText(s, d string) string {
	if s == "" {
		return d
	}
	return s
}

func clip(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > 60 {
		s = string(r[:57]) + "..."
	}
	return s
}

// flows reports codeflow findings; base is the offset of the code in Src.
func (s *scanner) flows(fs []codeflow.Finding, base int, ctx secctx.Ctx, fence int) {
	for _, f := range fs {
		c := ctx
		if fence >= 0 {
			c.Frame = s.frameAt(base+f.Start, fence)
		}
		at, end := base+f.Start, base+f.End
		switch f.Kind {
		case codeflow.SecretSend:
			if strings.HasPrefix(f.Detail, "what the hook is given") {
				// A hook's event sent on: to this machine (a local
				// dashboard) a mention, elsewhere worth a look (a
				// notifier may send only the event's message).
				st := secctx.Risky
				if OnlyLocalURLs(string(s.in.Src)) {
					st = secctx.Mention
				}
				s.report(Exfiltration, at, end, c, st, f.Detail, "keep hook data on this machine; send only what the user chose to share, to a host they own")
				continue
			}
			if strings.HasPrefix(f.Detail, "a file under the user's home (by a path the script computes)") {
				// The tool's own folder under the home directory as often
				// as anything else (notes it publishes, a config it
				// reads): sent where the script says, worth a note.
				s.report(Exfiltration, at, end, c, secctx.Mention, f.Detail, "make sure only the files the user chose to share leave the machine")
				continue
			}
			s.report(Exfiltration, at, end, c, secctx.Act, f.Detail, "remove it; a skill must not send credentials, keys or the environment anywhere")
		case codeflow.FetchExec:
			// In the instructions, PowerShell's iex(irm URL) is its curl | sh
			// (how Scoop and Chocolatey install): risky, and a mention from
			// the tool's own host. Elsewhere it acts.
			st := secctx.Act
			if d := strings.ToLower(f.Detail); c.Place != secctx.Script && (strings.Contains(d, "iex") || strings.Contains(d, "invoke-expression") || strings.Contains(d, "downloaded, with no check")) {
				st = secctx.Risky
				// The URL: after the finding, or before it on its line
				// (irm URL | iex: the finding is at iex).
				from := at
				if ls := s.lineStart(at); at-ls <= 400 {
					from = ls
				}
				u := fetchURLRE.Find(s.in.Src[from:min(len(s.in.Src), max(end, at+400))])
				if u == nil {
					if m := bareInstallerRE.Find(s.in.Src[from:min(len(s.in.Src), max(end, at+400))]); m != nil {
						f := strings.Fields(string(m))
						u = []byte(strings.Trim(f[len(f)-1], `"'`))
					}
				}
				if u != nil && suspectURL(string(u)) != "" {
					st = secctx.Act
				} else if u != nil && (s.ownHost(string(u)) || KnownInstaller(string(u))) {
					st = secctx.Mention // the tool's own installer, or a well-known one's
				}
			}
			s.report(DownloadExec, at, end, c, st, f.Detail, "ship the code with the skill instead of fetching it at run time")
		case codeflow.DecodeExec:
			s.report(DecodeExec, at, end, c, secctx.Act, f.Detail, "ship the plain code; packing hides what runs from every reviewer")
		case codeflow.Destructive:
			hint := "scope deletions to the project's own files"
			if strings.Contains(f.Detail, "cloud account") {
				hint = "delete only the resources the user names, after they confirm"
			}
			s.report(Destructive, at, end, c, secctx.Act, f.Detail, hint)
		case codeflow.Persistence:
			st := secctx.Act
			if shell.NamesAgentConfig(f.Detail) {
				st = secctx.Risky
			}
			if strings.HasPrefix(f.Detail, "adds a cron job") && !netToolRE.MatchString(f.Detail) && !strings.Contains(f.Detail, "urlopen") && !strings.Contains(f.Detail, "base64") {
				// A job the skill schedules with a library: what it was
				// asked for when it says it schedules one.
				st = secctx.Risky
				if s.ask(schedulesQ) {
					st = secctx.Mention
				}
			}
			s.report(Persistence, at, end, c, st, f.Detail, "do the work in the task; let the user set up anything that runs later")
		case codeflow.ReverseShell:
			st := secctx.Act
			if c.Place != secctx.Script && c.Purpose.Security && labCode(s.codeOf(at, end)) {
				// python3 -c '...s.connect(("10.13.37.5",4444))...' in
				// a skill declared for security work: a lab's payload,
				// taught, as the shell one-liner beside it.
				st = secctx.Risky
			}
			s.report(ReverseShell, at, end, c, st, f.Detail, "remove it: it hands a remote machine a shell here")
		case codeflow.SecretBundle:
			s.report(CredAccess, at, end, c, secctx.Risky, f.Detail, "read each secret where it is used; never gather them into one payload")
		case codeflow.FileExec:
			s.report(DownloadExec, at, end, c, secctx.Risky, f.Detail, "ship the code with the skill; code dropped in a hidden temporary file is unreviewed")
		case codeflow.EnvDump:
			s.report(EnvHarvest, at, end, c, secctx.Risky, f.Detail, "read only the variables the skill needs, by name")
		case codeflow.Obfuscated:
			s.report(ObfuscatedCall, at, end, c, secctx.Risky, f.Detail, "call the function by its name; built names hide what runs")
		case codeflow.ShellFact:
			s.shellFact(shell.Fact{Kind: f.Fact, Start: at, End: end, Detail: f.Detail, URL: firstURL(f.Detail)}, c)
		}
	}
}

// archiverRE is the output of an archiver piped to the upload: a folder
// packed and sent (tar czf - . | curl --data-binary @- ...).
var archiverRE = match.Lazy(`\boutput of (tar|bsdtar|zip|7z|7za|git (archive|bundle))\b`)

var archiveRE = match.Lazy(`\.(tgz|tar\.gz|tar|zip|7z|tar\.xz|tar\.bz2|gz)\b`)

var (
	startupBadRE = match.Lazy(`curl|wget|\bnc\b|/dev/tcp|base64|python -c|nohup|&\s*$|alias\s+(sudo|ssh|su|git|passwd|gpg|scp)=|LD_PRELOAD|PROMPT_COMMAND`)
	startupOKRE  = match.Lazy(`^echo\s+(export\s+[A-Za-z_]\w*=|[A-Za-z_]\w*=|source\s|\.\s|eval\s+"?\$\(\S+\s+(init|env|shellenv|activate|completion)|alias\s+[a-z]{1,4}=|fpath|autoload|complete\s|bind\s|set\s|setopt\s|PATH)`)
)

var urlRE = match.Lazy(`(?i)\bhttps?://[^\s"'<>)]+`)

func firstURL(s string) string { return urlRE.FindString(s) }

// destURL is where a command sends: its last argument that is a URL and
// not the value of an option (curl -e https://referer/ -d x https://dest/).
func destURL(c *shell.Cmd) string {
	u := ""
	for i, a := range c.Args {
		if strings.HasPrefix(a, "-") || i > 0 && strings.HasPrefix(c.Args[i-1], "-") && !strings.HasPrefix(c.Args[i-1], "--") && len(c.Args[i-1]) == 2 && strings.ContainsRune("eHdFuxAbco", rune(c.Args[i-1][1])) {
			continue
		}
		if m := urlRE.FindString(a); m != "" && strings.HasPrefix(a, m[:min(len(m), 4)]) {
			u = m
		}
	}
	return u
}

// Parsed are the spans of in.Src whose code Scan reads: a script of a
// language it reads, and the fenced blocks and inline commands of Markdown
// in those languages. The pattern rules of the same classes leave them to it.
func Parsed(in Input) [][2]int {
	place := in.place()
	switch place {
	case secctx.Script:
		if _, ok := codeflow.LangOf(in.Rel); ok {
			return [][2]int{{0, len(in.Src)}}
		}
		ext := strings.ToLower(path.Ext(in.Rel))
		if shellExt(ext) || ext == "" || ext == ".service" || ext == ".desktop" || isMakefile(in.Rel) {
			return [][2]int{{0, len(in.Src)}}
		}
		return nil
	case secctx.Data:
		return nil
	}
	blocks := codeBlocks(in.Src)
	var out [][2]int
	for _, b := range blocks {
		if _, ok := codeflow.LangOfFence(b.lang); ok || isShellLang(b.lang, in.Src[b.start:b.end]) {
			out = append(out, [2]int{b.start, b.end})
		}
	}
	for _, sp := range inlineCode(in.Src, blocks) {
		if looksLikeCommand(string(in.Src[sp[0]:sp[1]])) {
			out = append(out, sp)
		}
	}
	return out
}

// publicIndexRE names public package indexes run by the ecosystem or a
// major project: an install from them takes no stranger's package.
// (The national mirrors of the public indexes that installs in China use:
// the same packages, served nearer.)
var publicIndexRE = match.Lazy(`(?i)^(https?://)?(pypi\.org|files\.pythonhosted\.org|download\.pytorch\.org|registry\.npmjs\.org|registry\.yarnpkg\.com|npm\.pkg\.github\.com|pypi\.nvidia\.com|pypi\.ngc\.nvidia\.com|data\.pyg\.org|storage\.googleapis\.com/jax-releases|registry\.npmmirror\.com|registry\.npm\.taobao\.org|pypi\.tuna\.tsinghua\.edu\.cn|mirrors\.tuna\.tsinghua\.edu\.cn/pypi|mirrors\.aliyun\.com/pypi|mirrors\.cloud\.tencent\.com/(pypi|npm)|pypi\.mirrors\.ustc\.edu\.cn|mirrors\.ustc\.edu\.cn/pypi|repo\.huaweicloud\.com/repository/(pypi|npm)|goproxy\.cn|goproxy\.io|conda\.anaconda\.org|repo\.anaconda\.com|anaconda\.org|prefix\.dev|conda\.prefix\.dev|repo\.prefix\.dev|mirrors\.tuna\.tsinghua\.edu\.cn/anaconda)(/|$)`)

// extraIsTestPyPI reports TestPyPI given as an extra index, where a name
// anyone took there can shadow the package the user meant.
func extraIsTestPyPI(c *shell.Cmd) bool {
	v, ok := c.Opt("--extra-index-url")
	return ok && strings.Contains(v, "test.pypi.org")
}

var fetchURLRE = match.Lazy(`https?://[^\s'"()<>]+`)

// bareInstallerRE is an address given without its scheme to a PowerShell
// fetch (irm get.scoop.sh | iex).
var bareInstallerRE = match.Lazy(`(?i)\b(irm|iwr|Invoke-RestMethod|Invoke-WebRequest)\s+(-Uri\s+)?["']?([a-z0-9-]+\.)+[a-z]{2,}(/[^\s'"()<>|]*)?`)

// placeholderKey reports an echo or printf that writes no key: a literal
// with no key type, key data, variable or substitution in it ("your key
// here", <public-key>): the user's own key is to be put there.
func placeholderKey(c *shell.Cmd) bool {
	if c == nil || c.Name != "echo" || len(c.Args) != 1 {
		return false // one plain word, no -e, no printf format
	}
	return placeholderKeyRE.MatchString(strings.TrimSpace(c.Args[0]))
}

// placeholderKeyRE is a key visibly left for the user to fill in:
// <your-public-key>, public-key-content, YOUR_PUBLIC_KEY_HERE.
var placeholderKeyRE = match.Lazy(`(?i)^(<[\w .-]+>|\[[\w .-]+\]|\{[\w .-]+\}|(your[-_ ]?)?(ssh[-_ ]?)?(public[-_ ]?key|pub[-_ ]?key|key)([-_ ]?(content|contents|here|goes[-_ ]here))?|\.\.\.)$`)

// pathInDataRE is a path in an upload's literal data (/etc/x, ./x, ~/x,
// dir/x), not a slash between spaces (a query's division).
var pathInDataRE = match.Lazy(`(^|[\s=:'"])(~|\.{1,2})?/[\w.-]|\w/[\w.-]`)

// heldKey reports a command (or the one piping into it: echo ... | tee)
// that writes out an SSH public key in full.
func heldKey(c *shell.Cmd) bool {
	return heldKeyRE.MatchString(c.Line()) || c.PipeIn != nil && heldKeyRE.MatchString(c.PipeIn.Line())
}

// heldKeyRE is an SSH public key written out in full in a command: a key
// the skill holds, not the user's.
var heldKeyRE = match.Lazy(`\b(ssh-(ed25519|rsa|dss)|ecdsa-sha2-nistp\d+|sk-ssh-ed25519@openssh\.com)\s+AAAA[0-9A-Za-z+/]{16,}`)

// base64InputRE is data base64 encodes from the machine: a file it is
// given, or what a command pipes into it (the output of base64 sent on).
// A bare base64 in a substitution (a heredoc the script writes, a compose
// file an API wants encoded) encodes the skill's own text.
var base64InputRE = match.Lazy(`(\||;|output of [^\n]*\||output of)\s*base64\b|\bbase64(\s+-[\w-]+)*\s+[^\s);|-]`)

// ownKeychainItem reports a keychain read (security find-generic-password)
// of an item whose service (-s) the text stores itself with
// add-generic-password.
func (s *scanner) ownKeychainItem(c *shell.Cmd) bool {
	svc, ok := c.Opt("-s", "")
	if !ok || svc == "" || strings.ContainsAny(svc, "$`") || len(c.Args) == 0 || c.Args[0] != "find-generic-password" {
		return false
	}
	return bytes.Contains(s.in.Src, []byte("add-generic-password")) && (bytes.Contains(s.in.Src, []byte("-s "+svc+" ")) || bytes.Contains(s.in.Src, []byte("-s "+svc+"\n")))
}

// keyFilterRE filters lines out of an authorized_keys file (grep -v of
// it, or of its backup, written to it or beside it; sed's delete in
// place): a key removed.
var keyFilterRE = match.Lazy(`\bgrep\s+(-[a-zA-Z]*v[a-zA-Z]*\s+)[^|;&\n>]*>\s*\S*authorized_keys|\bgrep\s+(-[a-zA-Z]*v[a-zA-Z]*\s+)[^|;&\n>]*authorized_keys\S*\s*>\s*(\S+)[^\n]*\bmv\s+\S+\s+\S*authorized_keys|\bsed\s+(-[a-zA-Z]*\s+)*-i\S*\s+["']?(/[^/\n]*/|\\\S[^\n]*)d["']?\s+\S*authorized_keys`)

// keysFiltered reports the line of src at at rewriting authorized_keys
// from a filter of itself, appending nothing to it: a key revoked (key
// rotation, an offboarding), no way in added.
func keysFiltered(src []byte, at int) bool {
	ls, le := lines.Bounds(src, at)
	line := src[ls:le]
	// Nothing else joined in: no append, no key written, no other file
	// concatenated, nothing fetched.
	return keyFilterRE.Match(line) && !bytes.Contains(line, []byte(">>")) && !bytes.Contains(line, []byte("ssh-")) && !bytes.Contains(line, []byte("tee")) &&
		!bytes.Contains(line, []byte("cat ")) && !bytes.Contains(line, []byte("echo ")) && !bytes.Contains(line, []byte("printf ")) && !netToolRE.Match(line)
}

// ownKeyAdded reports a command that adds the user's own public key (a
// .pub file in their ~/.ssh, or one a variable names) and nothing else:
// what it reads (its files, the command piping into it, its input
// redirection) are all such keys. A key file the skill ships is not one.
func ownKeyAdded(c *shell.Cmd) bool {
	var src []string
	from := func(c *shell.Cmd) {
		switch c.Name {
		case "cat", "tee":
			if c.Name == "cat" {
				src = append(src, c.Positional()...)
			}
			for _, r := range c.Redirs {
				if r.Op == "<" {
					src = append(src, r.Target)
				}
			}
		default:
			src = append(src, "") // another command: not only a key read
		}
	}
	from(c)
	if c.PipeIn != nil {
		if c.PipeIn.PipeIn != nil {
			return false
		}
		from(c.PipeIn)
	}
	if len(src) == 0 {
		return false
	}
	for _, p := range src {
		if !userPubKeyRE.MatchString(strings.Trim(p, `"'`)) {
			return false
		}
	}
	return true
}

// userPubKeyRE is the path of a public key of the user's: one of ssh-keygen's
// own names in their ~/.ssh (however home is written; a key downloaded to
// ~/.ssh/ops.pub is not the user's), or a file a variable names.
var userPubKeyRE = match.Lazy(`^(~|\$HOME|\$\{HOME\}|/root|/home/[^/]+|/Users/[^/]+)/\.ssh/id_(rsa|ed25519|ecdsa|dsa|ed25519_sk|ecdsa_sk)\.pub$|^\$\{?\w+(:-[^}]*)?\}?[\w./-]*\.pub$`)

// keysCopied reports a copy of one authorized_keys file to another: the
// keys the machine already accepts, for another account.
func keysCopied(c *shell.Cmd) bool {
	switch strings.ToLower(c.Name) {
	case "cp", "install", "rsync":
	default:
		return false
	}
	p := c.Positional()
	return len(p) >= 2 && strings.HasSuffix(strings.Trim(p[0], `"'`), "authorized_keys")
}

// parentItemAsks reports inline code at i on a nested list item whose
// parent item (the nearest less indented item above, within six lines)
// has the user confirm first, in English or another language ("Kullanıcı
// \"EVET SİL\" yazdıktan sonra:", "Nachdem der Nutzer bestätigt hat:").
func parentItemAsks(src []byte, i int) bool {
	ls, le := lines.Bounds(src, i)
	line := src[ls:le]
	body := bytes.TrimLeft(line, " \t")
	indent := len(line) - len(body)
	if indent == 0 || !listItem(body) {
		return false
	}
	for n, at := 0, ls; n < 6 && at > 0; n++ {
		ps, pe := lines.Bounds(src, at-1)
		prev := src[ps:pe]
		pb := bytes.TrimLeft(prev, " \t")
		if len(pb) == 0 {
			return false
		}
		if listItem(pb) && len(prev)-len(pb) < indent {
			return secctx.HoldsAsk(pb) || confirmFirstRE.Match(pb)
		}
		at = ps
	}
	return false
}

// confirmFirstRE is a step done after the user confirms: "after the user
// types", and the same in Turkish, German, French, Spanish, Portuguese,
// Italian, Japanese, Chinese, Korean and Russian.
var confirmFirstRE = match.Lazy(`(?i)\bafter\s+(the\s+user|they)\s+(types?|enters?|writes?|confirms?|approves?)\b|(yazdıktan|onayladıktan|onay\s+verdikten)\s+sonra|\bnachdem\b[^.\n]{0,40}\bbestätigt|\bnach\s+(der\s+)?Bestätigung|\baprès\s+(la\s+)?confirmation|\bune\s+fois\s+que\s+l['’]utilisateur\s+a\s+(confirmé|validé)|\bdespués\s+de\s+que\s+el\s+usuario\s+(confirme|escriba)|\btras\s+la\s+confirmación|\bapós\s+a\s+confirmação|\bdepois\s+que\s+o\s+usuário\s+(confirmar|digitar)|\bdopo\s+(la\s+)?conferma|確認(後|してから|した後)|确认(后|之后)|확인\s?후|после\s+подтверждения`)
