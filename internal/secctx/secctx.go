// Package secctx is the context model of the security rules: where a span of
// text is (instructions an agent follows, a code block in them, a reference
// document, code that runs, a frontmatter field, data), what frames it (a
// negation, a bad example, detection content such as a YARA or Sigma rule,
// a regex or an IOC list, a quotation), and what the skill declares it is
// for (security education, detection, authorised testing). From these it
// gives the severity of a finding and the reason its message states.
package secctx

import (
	"bytes"
	"path"
	"sort"
	"strings"
	"sync"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/internal/match"
	"github.com/skillint/skillint/model"
)

// Place is where text is.
type Place int

// Places.
const (
	Instructions Place = iota // prose of the instructions (SKILL.md, an agent file)
	InstrCode                 // a code block or inline code in the instructions
	Reference                 // a bundled document: read when the agent chooses to
	Script                    // bundled code: what runs
	Frontmatter               // a frontmatter field
	Data                      // bundled data (XML, schemas, JSON, CSV): read, never run
)

var placeNames = [...]string{"in the instructions", "in a code block of the instructions", "in a reference document", "in a script bundled with the skill", "in the frontmatter", "in a data file"}

func (p Place) String() string { return placeNames[p] }

// PlaceOf is the place of a bundled file by its path relative to the skill's
// directory.
func PlaceOf(rel string) Place {
	rel = strings.ToLower(strings.ReplaceAll(rel, "\\", "/"))
	if model.RubyBuildFile(path.Base(rel)) {
		return Script // Rakefile, Gemfile, config.ru: Ruby that tools run
	}
	ext := path.Ext(rel)
	switch ext {
	case ".sh", ".bash", ".zsh", ".zsh-theme", ".py", ".pyw", ".js", ".mjs", ".cjs", ".ts", ".mts", ".cts", ".jsx", ".tsx", ".ps1", ".psm1", ".rb", ".rake", ".gemspec", ".pl", ".php", ".go", ".rs", ".lua", ".java", ".kt", ".kts", ".cs", ".swift", ".scala", ".groovy", ".gradle", ".bat", ".cmd", ".fish", ".applescript", ".scpt":
		return Script
	case ".md", ".markdown", ".mdx", ".rst", ".txt", ".adoc", ".html", ".htm":
		if strings.HasPrefix(rel, "scripts/") || strings.HasPrefix(rel, "bin/") || strings.HasPrefix(rel, "hooks/") {
			return Script
		}
		return Reference
	case ".xml", ".xsd", ".xsl", ".xslt", ".json", ".jsonl", ".csv", ".tsv", ".yaml", ".yml", ".toml", ".ini", ".svg", ".lock", ".sum", ".cfg", ".conf", ".sql", ".graphql", ".proto", ".css", ".scss", ".j2", ".jinja", ".tmpl", ".template", ".rules", ".yar", ".yara", ".sigma", ".kql", ".spl":
		return Data
	case ".service", ".desktop":
		// A systemd unit or an autostart entry: its Exec lines run.
		return Script
	case "":
		base := path.Base(rel)
		if base == "makefile" || base == "dockerfile" || base == "justfile" || strings.HasPrefix(rel, "scripts/") || strings.HasPrefix(rel, "bin/") || strings.HasPrefix(rel, "hooks/") ||
			gitHooks[base] || strings.Contains("/"+rel, "/githooks/") || strings.Contains("/"+rel, "/.githooks/") || strings.Contains("/"+rel, "/.husky/") {
			return Script
		}
		return Data
	}
	if strings.HasPrefix(rel, "scripts/") || strings.HasPrefix(rel, "bin/") {
		return Script
	}
	return Data
}

// gitHooks are the names git runs a hook by: a file so named is a script
// wherever the skill keeps it (it is meant to be copied into .git/hooks).
var gitHooks = map[string]bool{"applypatch-msg": true, "pre-applypatch": true, "post-applypatch": true, "pre-commit": true, "pre-merge-commit": true,
	"prepare-commit-msg": true, "commit-msg": true, "post-commit": true, "pre-rebase": true, "post-checkout": true, "post-merge": true, "pre-push": true,
	"pre-receive": true, "update": true, "post-receive": true, "post-update": true, "push-to-checkout": true, "pre-auto-gc": true, "post-rewrite": true,
	"reference-transaction": true, "sendemail-validate": true, "fsmonitor-watchman": true, "post-index-change": true}

// PlaceOfText is PlaceOf, with a file of no extension that starts with a
// shebang line ("#!/bin/sh") a script wherever it is.
func PlaceOfText(rel string, text []byte) Place {
	p := PlaceOf(rel)
	if p == Data && path.Ext(rel) == "" && bytes.HasPrefix(text, []byte("#!/")) {
		return Script
	}
	return p
}

// Frame is what surrounds a span.
type Frame int

// Frames.
const (
	Plain     Frame = iota
	Negated         // "never run", "don't", "do not", a bad example
	Detection       // a detection rule, regex, IOC list or search for the thing
	Quoted          // a quotation in prose
	Asks            // the text has the agent ask the user first
)

var frameNames = [...]string{"", "presented as what not to do", "in detection content (a rule, pattern or indicator list)", "quoted", "after asking the user"}

func (f Frame) String() string { return frameNames[f] }

var (
	// negRE: words that negate what follows them in their sentence
	// ("never run", "do not send"). evalRE: words that judge what they
	// stand beside, before or after, in their sentence ("X is insecure",
	// "an attacker's X"). Either, in the lines that lead into a code
	// block, frames the block.
	negRE  = match.Lazy(`(?i)\b(never|don'?t|do\s+not|does\s+not|must\s+not|mustn'?t|should\s+not|shouldn'?t|cannot|can'?t|avoid\w*|refuse\w*|reject\w*|prohibit\w*|forbid\w*|disallow\w*|instead of|not allowed|nunca|jam[áa]s|no\s+(agregar|a[ñn]adir|usar|poner|incluir|ejecutar|permitir)|n[ãa]o\s+(adicione|adicionar|use|usar|coloque|execute|permita)|ne\s+(jamais|pas)|n['’](utilise[zs]?|ex[ée]cute[zs]?|lance[zs]?|faites|tape[zs]?|copie[zs]?|colle[zs]?|ajoute[zs]?|active[zs]?|installe[zs]?)\s+(jamais|pas)|niemals|nicht\s+(hinzuf[üu]gen|verwenden|ausf[üu]hren))\b`)
	evalRE = match.Lazy(evalWordsPat + `|❌|🚫|⛔|✗`)
	detRE  = match.Lazy(`(?i)\b(flag (any |all |the |every )?(descriptions?|tools?|entries|lines|files|requests|commands|prompts|messages|content|servers?|changes?|code|diffs?|commits?|pull requests?|scripts?|calls?|functions?) (that|which|containing|with)|yara|sigma|detection (rule|logic|query|queries)|detects?|to detect|detecting|logsource|condition:|iocs?|indicators? of compromise|signatures?\s+(database|set|list|rules?|files?|updates?|match\w*)|signature-based|(av|antivirus|virus|malware|threat|attack|known|detection|yara|ids|snort|suricata|clamav)\s+signatures?|regex\w*|regexp|(suspicious|malicious) patterns?|patterns? (list|to (flag|match|detect|block))|grep (for|-e|-i|-r)|findstr|select-string|hunt\w*|look(s|ing)? for\s+(\x60|(these|instances|examples|mentions|the\s+following|signs?|indicators?|patterns?|strings?|suspicious|malicious|anything|any|lines?|entries|occurrences?|calls?|uses?|usage|hard-?coded|secrets?|credentials?|tokens?|keys?|commands?|code|scripts?|attempts?|evidence|red\s+flags?|known)\b)|these patterns|indicators?|rule\s+\w+\s*\{|strings:|blocklist|denylist|watchlist|forensic\w*|sysmon|edr|siem|splunk|kql|osquery|falco|semgrep|(malware|attackers?|threat\s+actors?|adversar(y|ies)|ransomware|infostealers?|stealers?)\s+((commonly|often|typically|usually|frequently|then)\s+)?(runs?|uses?|executes?|disables?|calls?|abuses?))\b`)
	// (Asking the user counts when it asks them to decide: for
	// permission, whether, which one to act on; "ask the user which OS
	// they use" asks for a fact, and leaves what follows unasked.)
	askRE = match.Lazy(`(?i)\b((only )?after (they|the user|you) (confirm|approve|agree)s?|(once|when|if) (they|the user) (confirm|approve|agree)s?|ask (the )?user\b[^.\n]{0,40}?\b(before|first|for (permission|approval|confirmation|consent|the go-ahead|a go-ahead)|to (confirm|approve|choose|pick|select)|whether|if (they|it|you)|which (one|ones|of)\b|which ([\w-]+ ){1,2}to|to decide)|ask (the )?user (first|before)|(after|once|when) (you )?(ask|asking) (the )?user|with (the )?user'?s? (permission|consent|approval)|confirm (with|before)|after (the )?user (confirms|approves|agrees)|only if the user|if the user (asks(\s+(for|to)|\s*,\s*\w+)|wants|requests|agrees)|prompt (the user|for confirmation)|user confirmation|explicit (consent|approval|confirmation)|AskUserQuestion|ask (them |the user )?(whether|if) (they|you)|offer (the user )?to|if the user (accepts|says yes)|(then |and )?ask (first|before)|only (for|on) (the )?(ones?|those|items?|workspaces?|resources?|files?|branches?|entries) (they|the user) (confirm|approve|choose|pick|select)(s|ed)?)\b`)
)

// frameWindow is how far from a match, within its line, and how far back
// before it, the words that frame it are looked for.
const frameWindow = 512

// FrameAt says what frames offset i of text: the line it is on and the
// lines just before it (for a code block, the lines before the block,
// whose start is codeStart; -1 when not in code). It indexes the whole
// text: to frame many offsets of one text, use one Framer.
func FrameAt(text []byte, i, codeStart int) Frame {
	return NewFramer(text).At(i, codeStart)
}

var urlRE = match.Lazy(`[a-zA-Z][a-zA-Z0-9+.-]*://[^\s)>\]"']+`)

func noURLs(b []byte) []byte {
	if !bytes.Contains(b, []byte("://")) {
		return b
	}
	return urlRE.ReplaceAll(b, []byte("URL"))
}

// evalWordsPat is evalRE but for its marks (evalMarks).
const evalWordsPat = `(?i)\b(bad example|bad:|wrong|attempt(s|ed|ing)? to|anti-?pattern|insecure|unsafe|dangerous|vulnerable|vulnerab\w+|red flags?|warning signs?|malicious|attackers?|adversar\w+|attack(s|er)?|exploit\w*|suspicious|indicators? of|example of what not|what not to do|e\.g\. an attacker|phishing|injection|injected|compromis\w+|privilege\s+escalation|root\s+on\s+the\s+host|lets\s+(a|any|an)\s+(user|process|container)\s+(run|read|write|become)|treat\s+(that|this|it|them|these)\s+as\s+(an?\s+)?(finding|attack|red\s+flag|suspicious|malicious|(prompt\s+)?injection|injection\s+attempt|security\s+(issue|finding)))\b`

var evalMarks = [][]byte{[]byte("❌"), []byte("🚫"), []byte("⛔"), []byte("✗")}

// The framing words' patterns run where one of their first words is (see
// match.Starts): they are read on every line a finding is on, and Go runs
// a pattern of many case-folded words over the whole text slowly. Each
// finds what its expression finds (TestFramingWordsAreTheRegexps).
var (
	negFind  = match.NewStarts(negRE.String(), "do", "must", "should", "can", "avoid", "refuse", "reject", "prohibit", "forbid", "disallow", "instead", "not", "no", "nunca", "jam", "nao", "n\xc3", "ne", "ni", "n'", "n\xe2\x80\x99")
	evalFind = match.NewStarts(evalWordsPat, "bad", "wrong", "attempt", "anti", "insecure", "unsafe", "dangerous", "vulnerab", "red", "warning", "malicious", "attack", "adversar", "exploit", "suspicious", "indicator", "example", "what", "e.g", "phishing", "inject", "compromis", "privilege", "root", "lets", "treat")
	detFind  = match.NewStarts(detRE.String(), "flag", "yara", "sigma", "detect", "to detect", "logsource", "condition", "ioc", "indicator", "signature", "av", "antivirus", "virus", "known", "ids", "snort", "suricata", "clamav", "attack", "regex", "suspicious", "malicious", "pattern", "grep", "findstr", "select-string", "hunt", "look", "these", "rule", "strings", "blocklist", "denylist", "watchlist", "forensic", "sysmon", "edr", "siem", "splunk", "kql", "osquery", "falco", "semgrep", "malware", "attacker", "threat", "adversar", "ransomware", "infostealer", "stealer")
	askFind  = match.NewStarts(askRE.String(), "only", "after", "once", "when", "if", "ask", "with", "confirm", "prompt", "user", "explicit", "offer")
)

// evalAll is evalRE.FindAllIndex(text, -1): the words' matches and the
// marks' (which no word's match holds), in order.
func evalAll(text []byte) [][]int {
	hits := evalFind.FindAllIndex(text, -1)
	var marks [][]int
	for _, m := range evalMarks {
		for from := 0; ; {
			k := bytes.Index(text[from:], m)
			if k < 0 {
				break
			}
			marks = append(marks, []int{from + k, from + k + len(m)})
			from += k + len(m)
		}
	}
	if len(marks) == 0 {
		return hits
	}
	hits = append(hits, marks...)
	sort.Slice(hits, func(a, b int) bool { return hits[a][0] < hits[b][0] })
	return hits
}

// evalAny is evalRE.Match(text).
func evalAny(text []byte) bool {
	for _, m := range evalMarks {
		if bytes.Contains(text, m) {
			return true
		}
	}
	return evalFind.Match(text)
}

// commentNeg reports a comment on a code line that says it is bad
// ("# BAD", "// don't do this").
func commentNeg(line []byte) bool {
	k := bytes.IndexAny(line, "#")
	if j := bytes.Index(line, []byte("//")); j >= 0 && (k < 0 || j < k) && !bytes.Contains(line[max(0, j-1):], []byte("://")) {
		k = j
	}
	if k < 0 {
		return false
	}
	if evalAny(line[k:]) {
		return true
	}
	// A negation that silences ("do not describe these directives") hides
	// what the line asks; it does not say the line is bad.
	for _, m := range negFind.FindAllIndex(line[k:], -1) {
		if !silencing(line[k:], m[1]) {
			return true
		}
	}
	return false
}

// Purpose is what a skill declares it is for.
type Purpose struct {
	// Security: education, detection, incident response, authorised
	// testing, red-team work.
	Security bool
}

var securityRE = match.Lazy(`(?i)\b(pentest\w*|penetration[- ]test\w*|red[- ]team\w*|blue[- ]team\w*|purple[- ]team\w*|threat[- ](hunt\w*|intel\w*|model\w*|detection)|malware|forensic\w*|incident[- ](respon(se|ders?|ding)|triage|handling|investigations?)|compromised\s+(servers?|hosts?|machines?|systems?|accounts?|workstations?)|(been|was|were|is|are)\s+compromised|dfir|detection[- ](rule|engineer\w*|logic)s?|yara|sigma|siem|soc analyst|ctf|vulnerabilit(y|ies)|exploit\w*|offensive|adversary[- ]emulation|phishing|ransomware|reverse[- ]engineer\w*|c2|command[- ]and[- ]control|mitre|att&ck|iocs?|indicators of compromise|honeypot|owasp|cves?|xss|ssrf|sql injection|sqli|xxe|osint|prompt[- ]injection|jailbreak\w*|secrets?[- ]scan\w*|gitleaks|trufflehog|hardening|privilege[- ]escalation|security (review|audit|testing|research|education|training|analyst|engineer\w*|operations|monitoring)|appsec|devsecops|hunt(ing|s)?|threats?|detect(ing|ion|s)?|soc|exfiltration|intrusion|attack (techniques?|patterns?|simulation)|reverse shells?|credential (dumping|harvesting|exposure)|lateral movement|blue team|(malware|analysis|detonation) sandbox\w*|sandbox (analysis|detonation|evasion|escape)\w*|detonat\w*|deobfuscat\w*|obfuscated|packers?|evasion|edr|siem|splunk|sentinel|elastic security|canar(y|ies)|decoys?|traps?|authori[sz]ed (engagements?|testing|assessments?|penetration)|detections|golden tickets?|dcsync|kerberoast\w*|active directory (attacks?|security))\b`)

// PurposeOf reads the declared purpose from the skill's name and
// description (and its first heading).
func PurposeOf(name, description, heading string) Purpose {
	s := strings.ToLower(name + " " + strings.ReplaceAll(name, "-", " ") + " " + description + " " + heading)
	if strings.Contains(s, "://") {
		s = urlRE.ReplaceAllString(s, " ") // a host's name declares nothing ("c2.example")
	}
	// Most skills hold none of the trade's word stems: the pattern runs
	// only on those that do.
	if !holdsHint(s) {
		return Purpose{}
	}
	if ws := securityStarts(); ws != nil && foldFree(s) {
		// Lowercase, and nothing (?i) reads as an ASCII letter: where
		// the pattern can match is known.
		may, sure := ws.may(s)
		return Purpose{Security: sure || may && securityRE.MatchString(s)}
	}
	return Purpose{Security: securityRE.MatchString(s)}
}

// securityStarts says where in ASCII text a match of securityRE can start.
// It is worked out on first use.
var securityStarts = sync.OnceValue(func() *wordStarts { return newWordStarts(securityRE) })

var purposeHints = []string{"pentest", "penetration", "team", "threat", "malware", "forensic", "incident", "dfir", "detect", "yara", "sigma", "siem", "soc", "ctf", "vulnerab",
	"exploit", "offensive", "adversary", "phishing", "ransomware", "reverse", "c2", "command", "mitre", "att&ck", "ioc", "indicator", "honeypot", "owasp", "cve", "xss", "ssrf",
	"sql", "xxe", "osint", "injection", "jailbreak", "secret", "gitleaks", "trufflehog", "hardening", "privilege", "security", "appsec", "devsecops", "hunt", "exfiltration",
	"intrusion", "attack", "credential", "lateral", "sandbox", "detonat", "obfuscat", "packer", "evasion", "edr", "splunk", "sentinel", "canar", "decoy", "trap", "compromis"}

// purposeHintsAC finds purposeHints in one pass.
var purposeHintsAC = func() *match.AhoCorasick {
	lits := make([][]byte, len(purposeHints))
	for i, h := range purposeHints {
		lits[i] = []byte(h)
	}
	return match.NewAhoCorasick(lits)
}()

// holdsHint reports whether s (lower case) holds one of purposeHints, in
// one pass over s (a search per hint read it sixty times).
func holdsHint(s string) bool {
	found := false
	purposeHintsAC.FindFold([]byte(s), func(int, int) { found = true })
	return found
}

// Strength is how much a finding says by itself.
type Strength int

// Strengths.
const (
	// Act: the text does the harmful thing (a flow of a secret to the
	// network, a reverse shell, a download run unchecked).
	Act Strength = iota
	// Risky: common in honest skills but worth a look (an official
	// installer piped to a shell, an index URL, a world-writable mode).
	Risky
	// Mention: naming the thing (a credential path, a tunnel host).
	Mention
)

// Ctx is the context of one span.
type Ctx struct {
	Place   Place
	Frame   Frame
	Purpose Purpose
}

// Severity is the severity of a finding of the given strength in this
// context, and the words the message adds to say why.
func (c Ctx) Severity(s Strength) (diag.Severity, string) {
	sev := diag.Error
	switch s {
	case Risky:
		sev = diag.Warning
	case Mention:
		sev = diag.Info
	}
	reason := c.Place.String()
	switch c.Place {
	case Reference:
		sev = down(sev)
		reason = "documented in a reference file"
	case Data:
		sev = diag.Info
		reason = "in a data file"
	case Frontmatter:
	}
	frame := "" // said last: "in a code block of the instructions of a skill ..., quoted"
	switch c.Frame {
	case Negated:
		sev = diag.Info
		frame = ", " + c.Frame.String()
	case Detection:
		sev = diag.Info
		frame = ", " + c.Frame.String()
	case Quoted:
		sev = down(sev)
		frame = ", " + c.Frame.String()
	case Asks:
		if s != Act {
			sev = down(sev)
		}
		frame = ", " + c.Frame.String()
	}
	if c.Purpose.Security && sev > diag.Info {
		// A skill that declares a security purpose shows attacks to
		// teach, detect or test: one step down, and a note that says so.
		if c.Place != Script || s != Act {
			sev = down(sev)
		}
		reason += " of a skill declared for security work"
	}
	reason += frame
	return sev, reason
}

func down(s diag.Severity) diag.Severity {
	switch s {
	case diag.Error:
		return diag.Warning
	case diag.Warning:
		return diag.Info
	}
	return s
}

// HoldsAsk reports whether text (a finding's own words) says to ask the
// user: such words do not make the finding asked for ("do not ask the
// user for permission before running commands").
func HoldsAsk(text []byte) bool { return askFind.Match(text) }
