package secscan

import (
	"bytes"
	"encoding/base64"
	"path"
	"sort"
	"strings"

	"github.com/skillint/skillint/internal/codeflow"
	"github.com/skillint/skillint/internal/lines"
	"github.com/skillint/skillint/internal/match"
	"github.com/skillint/skillint/internal/secctx"
	"github.com/skillint/skillint/internal/shell"
	"github.com/skillint/skillint/model"
)

// Scripts in languages whose data the analysis does not follow (Go, Ruby,
// Perl, PHP, Lua, ...): a script that names a credential store or reads
// secret environment variables, and that sends to a host it names (HTTP,
// a socket, DNS, mail), is reported at the send, as a warning: the two
// are in one file, and nothing checks that what is read is not what is
// sent.

// otherLangs are the endings of the scripts read so.
var otherLangs = map[string]string{".go": "Go", ".rb": "Ruby", ".pl": "Perl", ".pm": "Perl", ".php": "PHP", ".lua": "Lua", ".rs": "Rust",
	".java": "Java", ".kt": "Kotlin", ".kts": "Kotlin", ".gradle": "Groovy", ".swift": "Swift", ".cs": "C#", ".r": "R", ".jl": "Julia", ".dart": "Dart", ".ex": "Elixir", ".exs": "Elixir",
	".scala": "Scala", ".groovy": "Groovy", ".cr": "Crystal", ".nim": "Nim", ".tcl": "Tcl"}

var (
	// otherCredRE is a credential store named in code, whole or in the
	// pieces a path is joined from, or secret environment variables read.
	otherCredRE = match.Lazy(`(?i)\.aws/credentials|wp-(config|load)\.php\b|\.gem/credentials|\.m2/settings(-security)?\.xml|["']\.m2["'][^\n]{0,40}["']settings(-security)?\.xml|\.gradle/gradle\.properties|["']\.gradle["'][^\n]{0,40}["']gradle\.properties|["']\.aws["']|\.ssh/id_|["']\.ssh["']|\bid_(rsa|ed25519|ecdsa)\b|\.netrc\b|\.pgpass\b|\.docker/config\.json|["']\.docker["']|\.kube/config|["']\.kube["']|\.git-credentials|gh/hosts\.ya?ml|["']hosts\.ya?ml["']|github-copilot|credentials\.tfrc\.json|\.terraform\.d\b|\.npmrc\b|\.pypirc\b|composer/auth\.json|["']auth\.json["']|\bLogin Data\b|\bcookies\.sqlite\b|\bmoz_cookies\b|["']Cookies["']|\blogins\.json\b|\bkey[34]\.db\b|\bwallet\.dat\b|solana/id\.json|\bkeystore\b|\.env["']|%ENV\b|\$ENV\{|ENV\[["'][A-Z0-9_]*(TOKEN|SECRET|KEY|PASSWORD|PASS)[A-Z0-9_]*["']|\bGetenv\(["'][A-Z0-9_]*(TOKEN|SECRET|KEY|PASSWORD)[A-Z0-9_]*["']|\bgetenv\(["'][A-Z0-9_]*(TOKEN|SECRET|KEY|PASSWORD)[A-Z0-9_]*["']|\bos\.Environ\(\)|\bSystem\.getenv\(\)|\bEnvironment\.GetEnvironmentVariables\(\)|\bNuGet\.Config\b|\.(bash|zsh|sh)_history\b|\bfish_history\b|\bENV\.(each|select|filter|to_h|to_a|to_hash)\b|\benv::vars(_os)?\(\)|\bgetenv\(\)|\$_ENV\b|\bkeychain\b|\bSecKeychain\b|application_default_credentials\.json|\.config/gcloud\b|["']gcloud["']|\.azure/(accessTokens|msal_token_cache)|["']\.azure["']`)
	// otherClipRE reads the clipboard (run only where a clipboard word is).
	otherClipRE = match.Lazy(`["'](pbpaste|xclip|xsel|wl-paste)["']|\bGet-Clipboard\b|\bclipboard\.ReadAll\(|\bClipboard\.GetText\(|\b(NS|UI)Pasteboard\.general\b[^\n]{0,40}\.string\b|\.string\(forType:\s*(\.string|NSPasteboard\.PasteboardType\.string)\)|\bgetSystemClipboard\(\)[^\n]{0,40}getData\(|\bgetSystemClipboard\(\)\.getContents\(`)
	// otherSendRE sends data out, in those languages.
	otherSendRE = match.Lazy(`\bhttp\.(Post|PostForm|NewRequest)\b|\.Post\(|\bnet\.Dial\w*\(|\bnet\.Lookup(TXT|Host|IP|Addr|CNAME|MX)\(|\bsmtp\.SendMail\(|\btls\.Dial\(|Net::HTTP\b|\bTCPSocket\b|\bUDPSocket\b|Net::SMTP\b|\bResolv\b|\bHTTParty\.post\b|\bRestClient\.post\b|\bFaraday\b|LWP::UserAgent|HTTP::Tiny|IO::Socket\b|\bgethostbyname\b|Net::DNS\b|->post\(|\bcurl_(init|exec)\b|\bstream_context_create\b|\bfsockopen\b|\bmail\(|\bdns_get_record\b|socket\.http\b|\bsocket\.(udp|tcp|connect)\b|\bhttp\.request\b|\bjobstart\(|\bio\.popen\(|\bos\.execute\(|reqwest::|\bureq::|\bminreq::|\battohttpc::|\bisahc::|\bsurf::|\bOkHttpClient\b|\bWebClient\b|\bTcpStream::connect\b|\bUdpSocket\b|HttpClient\b|HttpURLConnection\b|\.openConnection\(|URLSession\b|\bfetch\(|\bcurl\b|\bwget\b`)
	// otherHostRE is a host named in code: a URL's, host:port, an address,
	// a domain in a string, or an e-mail address.
	otherHostRE = match.Lazy(`https?://([A-Za-z0-9.-]+)|["'\s@.%]([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.(?:example|com|net|org|io|dev|app|xyz|ru|cn|top|site|online|info|biz|co|me|sh|cc|tk|ml|ga|cf|gq|pw|su|ws|link|click|live|cloud|tech|host|space|fun|icu|shop))\b|\b(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})\b`)
	// serviceHostRE is the API host of a service a credential is for:
	// using a key with its own service is no exfiltration.
	serviceHostRE = match.Lazy(`(?i)(^|\.)(amazonaws\.com|aws\.amazon\.com|github\.com|githubusercontent\.com|githubcopilot\.com|gitlab\.com|googleapis\.com|google\.com|azure\.com|microsoft\.com|microsoftonline\.com|docker\.io|docker\.com|npmjs\.org|npmjs\.com|pypi\.org|terraform\.io|hashicorp\.com|kubernetes\.default|svc\.cluster\.local|localhost|127\.0\.0\.1|0\.0\.0\.0|packagist\.org|rubygems\.org|crates\.io|nuget\.org|sonatype\.org|sonatype\.com|maven\.org|gradle\.org|gradle\.com|apache\.org|slack\.com|openai\.com|anthropic\.com|stripe\.com|cloudflare\.com|wordpress\.org)$`)
)

// otherLangOf is the language of a script named rel among otherLangs, or
// Ruby for Ruby's build files (Rakefile, tasks.rake, Rakefile.assets, a
// template of one: Rakefile.tmpl).
func otherLangOf(rel string) (string, bool) {
	rel = Untemplated(rel)
	ext := strings.ToLower(path.Ext(rel))
	if lang, ok := otherLangs[ext]; ok {
		return lang, true
	}
	if ext == ".rake" || ext == ".gemspec" || model.RubyBuildFile(strings.ToLower(path.Base(rel))) {
		return "Ruby", true
	}
	return "", false
}

// namedHost is the first host a script names (a URL's, host:port, an
// address, a domain in a string) that is no service's own API host, or "".
func namedHost(src []byte) string {
	for _, m := range otherHostRE.FindAllSubmatchIndex(src, 100) {
		for k := 2; k+1 < len(m); k += 2 {
			if m[k] < 0 || m[k] == m[k+1] {
				continue
			}
			h := strings.ToLower(string(src[m[k]:m[k+1]]))
			if e := m[k+1]; k == bareHostGroup && e+1 < len(src) && src[e] == '.' && isIdentStart(src[e+1]) {
				// java.net.URI, org.example.Main: a dotted name, not a
				// host; but x.co.uk, x.com.br: a country's domain after
				// the listed one.
				n := e + 1
				for n < len(src) && n-e <= 3 && (isIdentStart(src[n]) || src[n] >= '0' && src[n] <= '9') {
					n++
				}
				if n-e != 3 || src[e+1] < 'a' || src[e+1] > 'z' || src[e+2] < 'a' || src[e+2] > 'z' || n < len(src) && (src[n] == '.' || src[n] == '(' || isIdentStart(src[n])) {
					break
				}
				h += string(src[e:n])
			}
			if !serviceHostRE.MatchString(h) {
				return h
			}
			break
		}
	}
	return ""
}

// bareHostGroup is the group of otherHostRE that holds a host named
// without a scheme (2: an address's host; 6: an IP address).
const bareHostGroup = 4

// isIdentStart reports whether c can start an identifier.
func isIdentStart(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// encodedHost is the host of a URL a script holds in base64 (a string
// literal that decodes to one), or "".
func encodedHost(src []byte) string {
	for _, m := range b64LiteralRE.FindAllSubmatch(src, 50) {
		dec, err := base64.StdEncoding.DecodeString(string(m[1]))
		if err != nil || !bytes.Contains(dec, []byte("://")) {
			continue
		}
		if h := namedHost(append([]byte{' '}, dec...)); h != "" {
			return h
		}
	}
	return ""
}

// b64LiteralRE is a string literal of base64 long enough to hold a URL.
var b64LiteralRE = match.Lazy(`["']([A-Za-z0-9+/]{16,}={0,2})["']`)

// langNames names the languages the analysis follows, for messages.
var langNames = map[codeflow.Lang]string{codeflow.Python: "Python", codeflow.JS: "JavaScript", codeflow.PowerShell: "PowerShell"}

// sendsFound reports a flow of sensitive data to the network among fs.
func sendsFound(fs []codeflow.Finding) bool {
	for _, f := range fs {
		if f.Kind == codeflow.SecretSend || f.Kind == codeflow.SecretBundle || f.Kind == codeflow.EnvDump {
			return true
		}
	}
	return false
}

// historySent reports, in a script whose flows the analysis follows but
// found nothing sent in, a shell history file it names and a send to a
// host it names (files = [".bash_history", ...].map(...) then posted:
// the list's mapping is not followed). Shell history holds the tokens
// and passwords typed on command lines.
func (s *scanner) historySent(lang string, ctx secctx.Ctx, sent bool) {
	src := s.in.Src
	if sent || !bytes.Contains(src, []byte("history")) {
		return
	}
	hist := historyFileRE.FindIndex(src)
	if hist == nil {
		return
	}
	send := codeSendRE.FindIndex(src)
	host := namedHost(src)
	if send == nil || host == "" || !realHost(host) {
		return
	}
	s.report(Exfiltration, send[0], send[1], ctx, secctx.Risky,
		"a "+lang+" script that reads shell history ("+clip(string(src[hist[0]:hist[1]]))+") and sends to "+clip(host),
		"shell history holds the tokens and passwords typed on command lines: keep it on the machine")
}

var (
	historyFileRE = match.Lazy(`\.(bash|zsh|sh|python|node_repl|psql|mysql|sqlite|irb|rediscli)_history\b|\bfish_history\b|\bConsoleHost_history\.txt\b`)
	codeSendRE    = match.Lazy(`\bhttps?\.request\(|\bfetch\(|\baxios\.(post|put|patch|request)\(|\brequests\.(post|put|patch)\(|\burlopen\(|\bhttpx\.(post|put|patch)\(|\bInvoke-(RestMethod|WebRequest)\b|\.(post|put)\(`)
)

// envAllRE is a read of the whole environment (of otherCredRE).
var envAllRE = match.Lazy(`(?i)\bos\.Environ\(\)|\bSystem\.getenv\(\)|\bEnvironment\.GetEnvironmentVariables\(\)|\bENV\.(each|select|filter|to_h|to_a|to_hash)\b|\benv::vars(_os)?\(\)|\bgetenv\(\)|\$_ENV\b|%ENV\b`)

// envReadRE is a secret read from the environment (of otherCredRE).
var envReadRE = match.Lazy(`(?i)getenv|\bENV\b|%ENV|\$ENV|Environ`)

// rawSocketRE is a send by a raw socket or a DNS lookup.
var rawSocketRE = match.Lazy(`net\.Dial|net\.Lookup|tls\.Dial|TCPSocket|UDPSocket|IO::Socket|fsockopen|socket\.(udp|tcp|connect)|TcpStream::connect|UdpSocket|gethostbyname|Resolv|Net::DNS|dns_get_record`)

// otherLanguage reports the credential read and the send of a script in a
// language the analysis does not follow (see otherLangs).
func (s *scanner) otherLanguage(rel string, ctx secctx.Ctx) {
	lang, ok := otherLangOf(rel)
	if !ok {
		return
	}
	src := s.in.Src
	commented := func(i int) bool { ls, _ := lines.Bounds(src, i); return commentStart(src[ls:i]) }
	s.otherFetchEval(lang, ctx, commented)
	s.otherFetchRun(lang, ctx, commented)
	s.otherRemoteShell(lang, ctx, commented)
	s.otherHomeWipe(lang, ctx, commented)
	s.otherPersistWrite(lang, ctx, commented)
	s.otherRunShell(ctx, commented)
	s.sudoersInCode(ctx)
	// The first credential read, but WordPress's configuration read for
	// its version or debug flag, or with its database password given to
	// a local dump (a backup): not its secrets sent.
	wpOnly := !wpSecretRE.Match(src) || dbClientRE.Match(src)
	var cred []int
	for _, m := range otherCredRE.FindAllIndex(src, 50) {
		if wpOnly && bytes.HasPrefix(bytes.ToLower(src[m[0]:m[1]]), []byte("wp-")) {
			continue
		}
		cred = m
		break
	}
	if cred == nil && match.ContainsAnyFold(src, "pbpaste", "xclip", "xsel", "wl-paste", "clipboard", "pasteboard", "fortype") {
		cred = otherClipRE.FindIndex(src)
	}
	inConfig := ""
	if cred == nil {
		// A configuration the skill ships names the credential store the
		// script reads (auth_file: ~/.docker/config.json): the read is
		// where the script names that file.
		if at, what := s.shippedConfigCred(src); at != nil {
			cred, inConfig = at, what
		}
	}
	if cred == nil || commented(cred[0]) {
		return
	}
	var send []int
	for _, m := range otherSendRE.FindAllIndex(src, 50) {
		if bytes.HasSuffix(src[:m[0]], []byte("ENV.")) {
			continue // Ruby's ENV.fetch reads a variable
		}
		if !commented(m[0]) {
			send = m
			break
		}
	}
	if send == nil {
		return
	}
	host := namedHost(src)
	if host == "" {
		host = encodedHost(src) // an address hidden in base64
	}
	if host == "" {
		host = s.shippedConfigHost(src) // in a configuration the skill ships
	}
	// The whole environment (os.Environ(), ENV.to_h, env::vars()) has no
	// service it is for: sent anywhere, even to a configured host, it is
	// judged.
	envDump := envAllRE.Match(src[cred[0]:cred[1]])
	if host == "" && !envDump && (!rawSocketRE.Match(src[send[0]:send[1]]) || envReadRE.Match(src[cred[0]:cred[1]])) {
		// (A secret variable and a socket to a configured host: a
		// database or cache client, most often, logging in to its own
		// server.)
		// Sent by HTTP to a host the script does not name (a
		// configuration's): not judged. A raw socket or DNS lookup
		// carrying what a credential store holds is, wherever it goes.
		return
	}
	if host == "" {
		host = "a host from its configuration"
	} else if !envDump && envReadRE.Match(src[cred[0]:cred[1]]) && ownVariable(string(src[cred[0]:cred[1]]), host) {
		return // WPSCAN_API_TOKEN sent to wpscan.com: a service's key to that service
	}
	what := strings.TrimSpace(string(src[cred[0]:cred[1]]))
	if inConfig != "" {
		what = inConfig + ", named in " + what
	}
	if realHost(host) && !envReadRE.MatchString(what) {
		// A credential store read and a real public host named, away
		// from the line of the send: a security purpose lowers nothing
		// (as where the address is on that line, see report). (A token
		// from the environment most often goes to its own service, which
		// this reading cannot tell from the host it names.)
		ctx.Purpose.Security = false
	}
	s.report(Exfiltration, send[0], send[1], ctx, secctx.Risky,
		"a "+lang+" script that reads a credential store, secret variables or the clipboard ("+clip(strings.Trim(what, `"'`))+") and sends to "+clip(host)+" (the analysis does not follow "+lang+"'s data)",
		"check that nothing it reads leaves the machine; send a credential only to the service it is for")
}

// shippedConfigHost is the host a configuration file the script reads
// names, when the skill ships that file ("config/sync.json" read, its
// "endpoint" an address): the destination is the skill's, fixed, not
// the user's. "" when there is none, or it is the skill's own host.
func (s *scanner) shippedConfigHost(src []byte) string {
	host := ""
	s.shippedConfigs(src, func(_ []int, b []byte) bool {
		for _, m := range endpointURLRE.FindAllSubmatch(b, 8) {
			u := string(m[len(m)-1]) // the address, the last group
			if h := HostOf(u); h != "" && !serviceHostRE.MatchString(h) && realHost(h) && !s.ownHost(u) {
				host = h
				return true
			}
		}
		return false
	})
	return host
}

// shippedConfigs calls fn with where the script names each configuration
// file the skill ships (a relative path, not the user's file) and the
// file's text, until fn returns true.
func (s *scanner) shippedConfigs(src []byte, fn func(at []int, text []byte) bool) {
	if s.in.SkillFile == nil {
		return
	}
	for _, m := range configPathRE.FindAllSubmatchIndex(src, 8) {
		rel := string(src[m[2]:m[3]])
		if strings.HasPrefix(rel, "/") || strings.HasPrefix(rel, "~") || strings.Contains(rel, "..") {
			continue // the user's file, not the skill's
		}
		if b := s.in.SkillFile(strings.TrimPrefix(rel, "./")); b != nil && fn([]int{m[2], m[3]}, b) {
			return
		}
	}
}

// shippedConfigCred is where the script names a configuration file the
// skill ships that names a credential store (a path of otherCredRE) under
// a key the script names too (auth_file: ~/.docker/config.json, and
// cfg['auth_file'] in the script; or the key of the list the path is an
// item of), and that store; nil when there is none.
func (s *scanner) shippedConfigCred(src []byte) ([]int, string) {
	if !fileReadCallRE.Match(src) {
		return nil, "" // (a script that only stats the files it lists reads none)
	}
	var at []int
	what := ""
	s.shippedConfigs(src, func(a []int, b []byte) bool {
		for _, c := range otherCredRE.FindAllIndex(b, 8) {
			if k := configKeyOf(b, c[0]); k != "" && bytes.Contains(src, []byte(k)) && !commentStart(b[lineStart(b, c[0]):c[0]]) {
				at, what = a, string(b[c[0]:c[1]])
				return true
			}
		}
		return false
	})
	return at, what
}

// configKeyOf is the key of the configuration line holding offset i
// ("auth_file" of "auth_file: ~/.docker/config.json"), or of the nearest
// line above it that opens a list ("paths:" over "- ~/.aws/credentials").
func configKeyOf(b []byte, i int) string {
	ls := lineStart(b, i)
	if m := configKeyRE.FindSubmatch(b[ls:i]); m != nil {
		return string(m[1])
	}
	for n := 0; ls > 0 && n < 32; n++ {
		var le int
		ls, le = lines.Bounds(b, ls-1)
		line := b[ls:le]
		if m := configListKeyRE.FindSubmatch(line); m != nil {
			return string(m[1])
		}
		if !bytes.HasPrefix(bytes.TrimLeft(line, " \t"), []byte("-")) {
			return ""
		}
	}
	return ""
}

func lineStart(b []byte, i int) int { s, _ := lines.Bounds(b, i); return s }

// fileReadCallRE reads a file's contents, in those languages.
var fileReadCallRE = match.Lazy(`\bFile\.(read|binread|readlines|open|foreach)\b|\bIO\.(read|binread|readlines)\b|\bos\.(ReadFile|Open)\(|\bioutil\.ReadFile\(|\bfs::read(_to_string)?\(|\bFile::open\(|\bFiles\.(readAllBytes|readString|readAllLines|newInputStream)\(|\bfile_get_contents\(|\bfopen\(|\bFile\.(ReadAllText|ReadAllBytes|OpenRead)\(|\bio\.open\(|\bopen\s*\(|\bslurp\b`)

var (
	// configKeyRE is a key and its separator before a value on a line;
	// configListKeyRE a key that opens a list or a block.
	configKeyRE     = match.Lazy(`^\s*["']?([\w.-]+)["']?\s*[:=]`)
	configListKeyRE = match.Lazy(`^\s*["']?([\w.-]+)["']?\s*[:=]\s*(\[\s*)?$`)
)

var (
	// configPathRE is a string naming a configuration file (JSON, YAML,
	// TOML, INI) by a relative path.
	configPathRE = match.Lazy(`["'` + "`" + `]((?:\./)?[\w.-]+(?:/[\w.-]+)*\.(?:json|ya?ml|toml|ini|conf|cfg))["'` + "`" + `]`)
	// endpointURLRE is a web address in a configuration under a key that
	// names a destination (endpoint, url, host, webhook, upload ...), not
	// a schema's, a homepage's or the docs'.
	endpointURLRE = match.Lazy(`(?i)["']?[\w.-]*(url|uri|endpoint|host|server|webhook|upload|api|target|dest\w*|remote|sync|collector|ingest|report_to|send_to|post_to|notify_url|telemetry|beacon|callback)[\w.-]*["']?\s*[:=]\s*["']?(https?://[^\s"'<>]+)`)
)

var (
	// otherFetchRE fetches text over the network, in those languages.
	otherFetchRE = match.Lazy(`\bURI\.open\b|\bURI\.parse\([^\n]*\)\.open\b|\bURI\([^\n]*\)\.open\b|\bNet::HTTP\.get\b|\bHTTParty\.get\b|\bFaraday\.get\b|\bRestClient\.get\b|\bHTTP::Tiny\b|\bLWP::Simple\b|\bget\(\s*["']https?://|\bfile_get_contents\(\s*["']https?://|\bcurl_exec\(|\bhttp\.request\(|\bhttps?\.get\(`)
	// otherAssignRE is an assignment: the name, then the expression.
	// perlGetRE is a Perl user agent's get, where the script uses one.
	perlGetRE     = match.Lazy(`->get\(`)
	perlAgentRE   = match.Lazy(`LWP::|HTTP::Tiny|Mojo::UserAgent|Furl\b`)
	otherAssignRE = match.Lazy(`(?m)^[ \t]*(?:my\s+|local\s+|our\s+)?\(?([$@]?[A-Za-z_]\w*)(?:\s*,\s*[$@]?[A-Za-z_]\w*)*\)?\s*=[ \t]*([^=\n][^\n]*)$`)
	// otherEvalRE evaluates a string as code: eval, instance_eval and the
	// like (Ruby, Perl, PHP), load and loadstring (Lua), the name perhaps
	// after a short string joined to it (PHP's eval('?>' . $src)). A Perl
	// eval of a block ("eval {") is none.
	otherEvalRE = match.Lazy(`\b(?:instance_eval|class_eval|module_eval|eval|loadstring|load)\s*\(?\s*(?:["'][^"'\n]{0,10}["']\s*(?:\.|\+|\.\.)\s*)?["']?([$@]?[A-Za-z_][\w:.]*)`)
)

// otherFetchEval reports, in a script of a language the analysis does not
// follow, text fetched over the network and evaluated as code: a name
// assigned from a fetch (or from a name so assigned) given to eval,
// instance_eval, load or loadstring.
func (s *scanner) otherFetchEval(lang string, ctx secctx.Ctx, commented func(int) bool) {
	src := s.in.Src
	perlAgent := perlAgentRE.Match(src)
	fetches := func(b []byte) bool { return otherFetchRE.Match(b) || perlAgent && perlGetRE.Match(b) }
	if !fetches(src) || !otherEvalRE.Match(src) {
		return
	}
	tainted := map[string]bool{}
	assigns := otherAssignRE.FindAllSubmatchIndex(src, 2000)
	fromFetch := make([]bool, len(assigns)) // by assignment
	for round := 0; round < 4; round++ {
		grew := false
		for i, m := range assigns {
			if fromFetch[i] || commented(m[0]) {
				continue
			}
			expr := src[m[4]:m[5]]
			hit := fetches(expr)
			for t := range tainted {
				if hit {
					break
				}
				hit = match.HoldsWord(expr, t)
			}
			if hit {
				fromFetch[i], grew = true, true
				if len(tainted) < 64 { // (a bound for hostile files: names are few)
					tainted[string(src[m[2]:m[3]])] = true
				}
			}
		}
		if !grew {
			break
		}
	}
	// A name's value where it is evaluated is that of its last assignment
	// before (a name reused in another method holds something else).
	taintedAt := func(name string, at int) bool {
		last := -1
		for i, m := range assigns {
			if m[0] >= at {
				break
			}
			if string(src[m[2]:m[3]]) == name {
				last = i
			}
		}
		if last < 0 {
			return tainted[name]
		}
		return fromFetch[last]
	}
	for _, m := range otherEvalRE.FindAllSubmatchIndex(src, 200) {
		if commented(m[0]) || m[0] > 0 && (src[m[0]-1] == '.' || src[m[0]-1] == ':' || src[m[0]-1] == '>') && src[m[0]] == 'l' {
			continue // YAML.load, JSON.load, $twig->load: data or templates, not code
		}
		_, le := lines.Bounds(src, m[2])
		// The argument's first name, or a name inside the decoders it is
		// wrapped in: eval(gzinflate(base64_decode($body))).
		arg, inner := string(src[m[2]:m[3]]), false
		if m[3] < le && src[m[3]] == '(' {
			if a, _ := callArgs(src, m[3]+1); a != nil {
				identsOf(a, func(name string, _ bool) {
					inner = inner || taintedAt(name, m[0]) || taintedAt("$"+name, m[0]) || taintedAt("@"+name, m[0])
				})
			}
		}
		if inner || taintedAt(arg, m[0]) || fetches(src[m[2]:le]) {
			st := secctx.Risky
			if inner && packedCallRE.MatchString(arg) {
				st = secctx.Act // fetched, unpacked and run: hidden on purpose
			}
			s.report(DownloadExec, m[0], m[3], ctx, st,
				"a "+lang+" script that fetches text over the network and runs it as code",
				"ship the code with the skill instead of fetching it at run time")
			return
		}
	}
}

// otherFetchRun reports, in a script of a language the analysis does not
// follow, a program fetched from a host that is no known installer's,
// made executable and run: a download written to a path, chmod +x of that
// path (Rust's set_permissions 0o755, Go's os.Chmod, Ruby's File.chmod,
// Java's setExecutable), and a run whose program is that path's name
// (Command::new(&tool), exec.Command(tool)).
func (s *scanner) otherFetchRun(lang string, ctx secctx.Ctx, commented func(int) bool) {
	src := s.in.Src
	if !otherNetGetRE.Match(src) || !otherChmodXRE.Match(src) || !otherRunRE.Match(src) {
		return
	}
	// The address fetched: the first web address on a fetch's line.
	u := ""
	for _, m := range otherNetGetRE.FindAllIndex(src, 20) {
		if !commented(m[0]) {
			ls, le := lines.Bounds(src, m[0])
			if u = firstURL(string(src[ls:le])); u != "" {
				break
			}
		}
	}
	if u == "" || KnownInstaller(u) || OnlyLocalURLs(u) || codeHostURL(u) {
		return
	}
	exe := map[string]bool{}
	first := -1
	for _, m := range otherChmodXRE.FindAllIndex(src, 20) {
		if commented(m[0]) {
			continue
		}
		if first < 0 {
			first = m[0]
		}
		ls, le := lines.Bounds(src, m[0])
		identsOf(src[ls:le], func(name string, _ bool) {
			if len(exe) < 32 {
				exe[name] = true
			}
		})
	}
	if first < 0 {
		return
	}
	for _, m := range otherRunRE.FindAllIndex(src, 200) {
		if m[0] < first || commented(m[0]) || src[m[1]-1] != '(' {
			continue
		}
		args, _ := callArgs(src, m[1])
		prog := args
		if i := bytes.IndexByte(args, ','); i >= 0 {
			prog = args[:i]
		}
		hit := false
		identsOf(prog, func(name string, _ bool) { hit = hit || exe[name] && name != "os" && name != "fs" })
		if hit {
			s.report(DownloadExec, m[0], m[1], ctx, secctx.Risky,
				"a "+lang+" script that downloads a program from "+u+", makes it executable and runs it",
				"ship the program with the skill, or fetch it from its official source and check its digest before it runs")
			return
		}
	}
}

var (
	// otherNetGetRE fetches over the network, in those languages.
	otherNetGetRE = match.Lazy(`\bureq::get\(|\breqwest::(blocking::)?get\(|\bhttp\.Get\(|\bhttp\.NewRequest\(|\bURI\.open\b|\bNet::HTTP\.get\b|\bHTTParty\.get\b|\bfile_get_contents\(\s*["']https?://|\bcurl_exec\(|\bnew\s+URL\(|\bHttpClient\b|\bWebClient\b|\bDownloadFile(Async)?\(|\bInvoke-WebRequest\b`)
	// otherChmodXRE makes a file executable.
	otherChmodXRE = match.Lazy(`\bset_permissions\([^
]*0o7[0-7]{2}|\bfrom_mode\(\s*0o7[0-7]{2}|\bos\.Chmod\([^
]*0o?7[0-7]{2}|\bFile\.chmod\(\s*0o?7|\bFileUtils\.chmod\(|\bchmod\(\s*\$?\w+\s*,\s*0o?7|\bsetExecutable\(\s*true|PosixFilePermissions\.fromString\(\s*"rwx`)
)

// codeHostURL reports an address of a code host's releases or raw files:
// what a build script fetching a tool from its project gets.
func codeHostURL(u string) bool {
	for _, h := range []string{"://github.com/", "://objects.githubusercontent.com/", "://gitlab.com/", "://codeload.github.com/"} {
		if strings.Contains(u, h) {
			return true
		}
	}
	return false
}

// packedCallRE is a decoder or decompressor a fetched text is unpacked
// with before it is run.
var packedCallRE = match.Lazy(`(?i)(^|[.:])(gzinflate|gzuncompress|gzdecode|base64_decode|str_rot13|hex2bin|decode64|decode_base64|strict_decode64|inflate|b64decode|unpack1?)$`)

var (
	// otherConnectRE opens a connection out, in those languages.
	otherConnectRE = match.Lazy(`\bconnect\(\s*\$?\w+\s*,\s*(pack_)?sockaddr_in\(|\bconnect\(\s*\$?\w+\s*,\s*\$\w+\s*\)|\bSocketChannel\.open\(|\bTCPSocket\.(new|open)\b|\bSocket\.tcp\(|\bsocket_connect\(|\bfsockopen\(|\bstream_socket_client\(|IO::Socket::(INET|IP)->new\b|\bsocket\.connect\(|\bsocket\.tcp\(|\bnew\s+TcpClient\(|\bnet\.Dial(Timeout)?\(|\btls\.Dial\(|\bnew\s+Socket\(|\bTcpStream::connect\(|\bSocket\.new\(`)
	// otherListenRE listens for connections from other machines.
	otherListenRE = match.Lazy(`\bnew\s+ServerSocket\(|\bnet\.Listen\(|\bTcpListener::bind\(|\bnew\s+TcpListener\(|\bTCPServer\.(new|open)\b|\bsocket_listen\(|\bstream_socket_server\(`)
	// otherReadRE reads a line or a message from what the script holds.
	otherReadRE = match.Lazy(`\.gets\b|\.readline\b|\.recv\w*\(|\bfgets\(|\bfread\(|\bsocket_read\(|:receive\(|\.ReadLine\(\)|\.ReadString\(|\.readLine\(\)|<\$\w+>|\.Text\(\)`)
	// otherReadAssignRE: a name given what such a read returns, in an
	// assignment or a loop's condition ("while (line = s.gets)", "cmd, _
	// := r.ReadString('\n')", "local cmd = s:receive()").
	otherReadAssignRE = match.Lazy(`([$@]?[A-Za-z_]\w*)(?:\s*,\s*[$@]?[A-Za-z_]\w*)*\s*:?=\s*([^=\n][^\n]*)`)
	// otherRunRE runs a command, in those languages.
	otherRunRE = match.Lazy("`#\\{|" + `\bexec\.Command(Context)?\(|\bOpen3\.\w+\(|\bsystem\(|\bexec\(|%x\(|\bIO\.popen\(|\bspawn\(|\bshell_exec\(|\bpassthru\(|\bpopen\(|\bproc_open\(|\bio\.popen\(|\bos\.execute\(|\bProcessStartInfo\(|\bProcess\.Start\(|\.exec\(|\bProcessBuilder\(|\bCommand::new\(|\bqx[{(/]`)
	// otherStdioRE binds the process's standard streams to the
	// connection ("open(STDIN, ">&", $d)", "cmd.Stdin = conn", Ruby's
	// "spawn(..., in: s, out: s)" and "[:in, :out] => s", PHP's
	// proc_open(..., [0 => $sock, 1 => $sock], ...)).
	otherStdioRE = match.Lazy(`\bopen\(\s*STD(IN|OUT)\s*,\s*["']>&|\.(Stdin|Stdout)\b[^\n=]{0,40}=\s*\w+|\$stdin\.reopen\(|\$stdout\.reopen\(|\bdup2\(|\bin:\s*@?\w+\s*,\s*(out|err):|\[\s*:in\s*,\s*:out\b|(\[|\barray\()\s*0\s*=>\s*\$(\w+)\s*,\s*1\s*=>\s*\$\w+|:in\s*=>\s*@?\w+\s*,\s*:(out|err)\s*=>|\bSTD(IN|OUT)\.reopen\(|\bStdio::from_raw_fd\(`)
	// otherShellRE is a shell named as the program to run.
	otherShellRE = match.Lazy(`["'](/bin/(ba|z|da)?sh|sh|bash|cmd(\.exe)?|powershell(\.exe)?|pwsh)(\s+-i)?["'\s]`)
)

// otherRemoteShell reports, in a script of a language the analysis does
// not follow, a connection opened out whose lines are run as commands (a
// name given what the connection reads, then run) or whose end is given
// to a shell as its standard streams: a reverse shell.
func (s *scanner) otherRemoteShell(lang string, ctx secctx.Ctx, commented func(int) bool) {
	src := s.in.Src
	if !match.ContainsAnyFold(src, "tcpsocket", "socket.tcp", "socket_connect", "fsockopen", "stream_socket_client", "io::socket", "socket.connect", "tcpclient", "dial(", "dialtimeout(", "new socket(", "tcpstream::connect", "socket.new(", "sockaddr_in(", "socketchannel.open(",
		"serversocket(", "net.listen(", "tcplistener", "tcpserver.", "socket_listen(", "stream_socket_server(") || !otherRunRE.Match(src) && !csRedirectRE.Match(src) {
		return
	}
	// The first connection out to another machine, or listener open to
	// other machines (a local one, a cache or an editor's bridge, is no
	// shell's other end).
	conn, listens := -1, false
	for _, re := range []*match.Regexp{otherConnectRE, otherListenRE} {
		for _, m := range re.FindAllIndex(src, 50) {
			if commented(m[0]) {
				continue
			}
			if ls, le := lines.Bounds(src, m[0]); localConnect(src[ls:le]) {
				continue
			}
			conn, listens = m[0], re == otherListenRE
			break
		}
		if conn >= 0 {
			break
		}
	}
	if conn < 0 {
		return
	}
	read := map[string]bool{}
	shells := map[string]bool{} // names given a shell's path (sh := "/bin/sh")
	for _, m := range firstN(s.otherAssigns(), 2000) {
		if commented(m[0]) {
			continue
		}
		if m[0] > conn && otherReadRE.Match(src[m[4]:m[5]]) && len(read) < 64 {
			read[strings.TrimLeft(string(src[m[2]:m[3]]), "$@")] = true
		}
		if v := src[m[4]:m[5]]; len(v) < 40 && len(shells) < 16 && otherShellRE.Match(append(v[:len(v):len(v)], ' ')) {
			shells[strings.TrimLeft(string(src[m[2]:m[3]]), "$@")] = true
		}
	}
	// The first uncommented binding of the standard streams after the
	// connection.
	var stdio []int
	for _, m := range otherStdioRE.FindAllIndex(src, 50) {
		if m[0] > conn && !commented(m[0]) {
			stdio = m
			break
		}
	}
	runs := otherRunRE.FindAllIndex(src, 200)
	for _, m := range runs {
		if m[0] < conn || commented(m[0]) {
			continue
		}
		_, le := lines.Bounds(src, m[0])
		le = min(le, m[1]+512) // a call's arguments, not a hostile line's rest
		args := src[m[1]:le]
		// What runs: the first argument (the program, or the command
		// line a shell API takes), or any argument of a shell named.
		first := args
		if i := bytes.IndexByte(args, ','); i >= 0 {
			first = args[:i]
		}
		named := otherShellRE.Match(append(src[m[0]:le:le], ' ')) || shells[strings.TrimLeft(strings.TrimSpace(strings.TrimRight(string(first), ") ")), "$@")]
		shell := named || bytes.Contains(args, []byte(`"-c"`)) || bytes.Contains(args, []byte(`"/c`))
		hit := otherReadRE.Match(first) || shell && otherReadRE.Match(args)
		for name := range read {
			if hit {
				break
			}
			hit = match.HoldsWord(first, name) || shell && match.HoldsWord(args, name)
		}
		if !hit && (stdio == nil || !named) {
			continue
		}
		if listens {
			s.report(ReverseShell, m[0], m[1], ctx, secctx.Act,
				"a "+lang+" script that listens for connections from other machines and runs what they send (a bind shell)",
				"remove it: it gives whoever connects a shell here")
			return
		}
		s.report(ReverseShell, m[0], m[1], ctx, secctx.Act,
			"a "+lang+" script that opens a connection out and runs what it reads (or gives it a shell)",
			"remove it: it hands a remote machine a shell here")
		return
	}
	// .NET: a process whose program is a shell, its standard input
	// redirected, and the connection's stream read and written (the lines
	// read from it written to the shell's input).
	if bytes.Contains(src, []byte(".GetStream()")) && csRedirectRE.Match(src) {
		for _, m := range csShellRE.FindAllIndex(src, 20) {
			// (A shell given a command or a script, Arguments = "/c
			// build.bat", runs that program: not a shell handed over.)
			if m[0] > conn && !commented(m[0]) && !csArgsWorkRE.Match(src) {
				s.report(ReverseShell, m[0], m[1], ctx, secctx.Act,
					"a "+lang+" script that starts a shell, redirects its input and talks to a connection out",
					"remove it: it hands a remote machine a shell here")
				return
			}
		}
	}
	// A shell started anywhere in the file whose streams are copied to and
	// from the connection's (Java's new ProcessBuilder("/bin/sh") and a
	// loop between p.getInputStream() and s.getOutputStream()).
	if bytes.Count(src, []byte(".getInputStream()")) >= 2 && bytes.Count(src, []byte(".getOutputStream()")) >= 2 {
		for _, m := range runs {
			if commented(m[0]) {
				continue
			}
			_, le := lines.Bounds(src, m[0])
			le = min(le, m[1]+512)
			if otherShellRE.Match(append(src[m[0]:le:le], ' ')) && !shellGivenWorkRE.Match(src[m[1]:le]) {
				// (A shell given a command or a script to run (-c, /c,
				// -Command, build.sh) runs that program: not a shell
				// handed over.)
				s.report(ReverseShell, m[0], m[1], ctx, secctx.Act,
					"a "+lang+" script that starts a shell and copies its streams to and from a connection out",
					"remove it: it hands a remote machine a shell here")
				return
			}
		}
	}
}

// csRedirectRE redirects a .NET process's standard input; csShellRE names
// a shell as its program.
var (
	csRedirectRE = match.Lazy(`\bRedirectStandardInput\s*=\s*true\b`)
	csShellRE    = match.Lazy(`(?i)\b(FileName\s*=|new\s+ProcessStartInfo\()\s*@?"([^"\n]*[\\/])?(cmd|powershell|pwsh|bash|sh|zsh|dash)(\.exe)?"`)
	// csArgsWorkRE gives the shell a command or a script to run.
	csArgsWorkRE = match.Lazy(`(?i)\bArguments\s*=\s*@?"\s*(/c|/k|-c|-Command|-File|-EncodedCommand)\b|\bnew\s+ProcessStartInfo\([^)\n]*,\s*@?"\s*(/c|/k|-c|-Command|-File)\b`)
)

// localConnect reports a connection's line that names this machine
// ("localhost:8080", "127.0.0.1", "[::1]:6061") and no other host.
func localConnect(line []byte) bool {
	l := string(line)
	for _, h := range []string{`"localhost`, `'localhost`, `"127.0.0.1`, `'127.0.0.1`, `"::1`, `"[::1]`, `'::1`} {
		if strings.Contains(l, h) {
			return !otherHostRE.MatchString(strings.NewReplacer("localhost", "", "127.0.0.1", "").Replace(l))
		}
	}
	return false
}

var (
	// otherHomeRE is the home directory's path, in those languages.
	otherHomeRE = match.Lazy(`\bos\.UserHomeDir\(\)|\bos\.Getenv\(\s*"(HOME|USERPROFILE)"\s*\)|\bDir\.home\b|\bENV\[\s*["']HOME["']\s*\]|\$ENV\{\s*["']?HOME["']?\s*\}|\bgetenv\(\s*["'](HOME|USERPROFILE)["']\s*\)|\bSystem\.getProperty\(\s*"user\.home"\s*\)|\bEnvironment\.GetFolderPath\(\s*Environment\.SpecialFolder\.UserProfile\s*\)|\bdirs::home_dir\(\)|\bhome_dir\(\)|\benv::var(_os)?\(\s*"(HOME|USERPROFILE)"\s*\)`)
	// otherRemoveAllRE deletes a tree, in those languages: its argument
	// follows.
	otherRemoveAllRE = match.Lazy(`\bos\.RemoveAll\(|\bFiles\.walk\(|\bFileUtils\.(forceDelete|cleanDirectory)\(|\bFileUtils\.(rm_rf|rm_r|remove_dir|remove_entry_secure)\(?\s*|\brmtree\(|\bremove_tree\(|\bDirectory\.Delete\(|\bfs::remove_dir_all\(|\bFileUtils\.deleteDirectory\(`)
)

// otherHomeWipe reports, in a script of a language the analysis does not
// follow, a tree deletion of the home directory itself: its path given
// straight, or a name given it (home, _ := os.UserHomeDir()) deleted
// alone, not a folder under it (filepath.Join(home, ".cache", "x")).
func (s *scanner) otherHomeWipe(lang string, ctx secctx.Ctx, commented func(int) bool) {
	src := s.in.Src
	treeDel := match.ContainsAnyFold(src, "removeall", "rm_rf", "rm_r", "remove_dir", "remove_entry", "rmtree", "remove_tree", "directory.delete", "deletedirectory", "files.walk", "forcedelete", "cleandirectory") && otherRemoveAllRE.Match(src)
	oneDel := match.ContainsAnyFold(src, "remove_file", "remove_dir", "os.remove(", "unlink(", "delete(") && otherRemoveOneRE.Match(src)
	if !treeDel && !oneDel || !otherHomeRE.Match(src) && !bytes.Contains(src, []byte("SpecialFolder.")) {
		return
	}
	homes := map[string]bool{}
	for _, m := range firstN(s.otherAssigns(), 2000) {
		if otherHomeRE.Match(src[m[4]:m[5]]) && !commented(m[0]) && len(homes) < 16 {
			homes[strings.TrimLeft(string(src[m[2]:m[3]]), "$@")] = true
		}
	}
	var trees [][]int
	if treeDel {
		trees = otherRemoveAllRE.FindAllIndex(src, 100)
	}
	for _, m := range trees {
		if commented(m[0]) {
			continue
		}
		_, le := lines.Bounds(src, m[0])
		if bytes.HasPrefix(src[m[0]:], []byte("Files.walk")) {
			// Java's walk of a tree, each entry deleted: a deletion.
			stmt := src[m[1]:min(len(src), m[1]+300)]
			if i := bytes.IndexByte(stmt, ';'); i >= 0 {
				stmt = stmt[:i]
			}
			if !bytes.Contains(stmt, []byte("delete")) || bytes.Contains(stmt, []byte(".filter(")) {
				continue // (a filter keeps some entries: not the tree)
			}
		}
		if src[m[1]-1] == '(' {
			// The path the call's argument names, built from the
			// literals it and the names it is given hold: the home
			// directory, or one of the user's own folders right under it.
			if a, _ := callArgs(src, m[1]); a != nil {
				if p := otherPathAt(src, a, m[0], s.otherAssigns()); p == "~" || strings.HasPrefix(p, "~/") && userFolderRE.MatchString("'"+p[2:]+"'") {
					what := "the home directory"
					if p != "~" {
						what = "the user's own folder " + p
					}
					s.report(Destructive, m[0], m[1], ctx, secctx.Act,
						"a "+lang+" script that deletes "+what, "scope deletions to the project's own files")
					return
				}
			}
		}
		arg := strings.TrimSpace(string(src[m[1]:min(le, m[1]+200)]))
		// The argument alone: up to its closing parenthesis, or the line.
		if i := strings.LastIndexByte(arg, ')'); i >= 0 && strings.Count(arg, "(")+1 == strings.Count(arg, ")") {
			arg = arg[:i]
		}
		arg = strings.TrimSpace(strings.TrimSuffix(strings.TrimSuffix(arg, ", true"), ",true"))
		for _, w := range []string{"filepath.Join(", "File.join(", "Path.Combine(", "path.join("} {
			if strings.HasPrefix(arg, w) && strings.HasSuffix(arg, ")") && !strings.Contains(arg, ",") {
				arg = strings.TrimSuffix(strings.TrimPrefix(arg, w), ")") // Join(home): home
			}
		}
		arg = strings.TrimLeft(arg, "$@&")
		if homes[arg] || len(arg) < 80 && !strings.Contains(arg, ",") && otherHomeRE.MatchString(arg) {
			s.report(Destructive, m[0], m[1], ctx, secctx.Act,
				"a "+lang+" script that deletes the home directory", "scope deletions to the project's own files")
			return
		}
	}
	// A list of the user's own folders (Documents, Desktop, .ssh) under
	// the home, and a tree deletion: what a cache cleaner never touches.
	if named := userFolderRE.FindAllSubmatchIndex(src, 32); len(named) >= 2 {
		kinds := map[string]bool{}
		for _, n := range named {
			if n[2] >= 0 {
				kinds[strings.ToLower(string(src[n[2]:n[3]]))] = true
			} else if n[4] >= 0 {
				kinds[strings.ToLower(string(src[n[4]:n[5]]))] = true
			}
		}
		if len(kinds) < 2 {
			return
		}
		lastAt := named[len(named)-1][0]
		dels := trees
		if oneDel {
			// Each file of the folders deleted, one by one (a walk of
			// them, remove_file on each entry).
			dels = append(append([][]int(nil), trees...), otherRemoveOneRE.FindAllIndex(src, 100)...)
			sort.Slice(dels, func(i, j int) bool { return dels[i][0] < dels[j][0] })
		}
		for _, m := range dels {
			// A deletion near the list (within 12 lines after it) of a
			// path that is no temporary, cache or output folder of the
			// script's own.
			if commented(m[0]) || m[0] < lastAt || bytes.Count(src[lastAt:m[0]], []byte("\n")) > 12 {
				continue
			}
			_, le := lines.Bounds(src, m[0])
			if ownScratchRE.Match(src[m[1]:min(le, m[1]+120)]) {
				continue
			}
			if otherRemoveOneRE.Match(src[m[0]:m[1]]) && bytes.ContainsAny(src[m[1]:min(le, m[1]+120)], `"'`) {
				continue // one file the script names (known_hosts.old), not each file of a walk
			}
			s.report(Destructive, m[0], m[1], ctx, secctx.Act,
				"a "+lang+" script that deletes the user's own folders under the home directory (Documents, Desktop, .ssh and the like)", "scope deletions to the project's own files")
			return
		}
	}
}

// shellGivenWorkRE is a shell's argument that gives it something to run.
var shellGivenWorkRE = match.Lazy(`(?i)["'](-c|/c|/k|-Command|-File|-EncodedCommand)["']|["'][^"'\s]+\.(sh|bash|ps1|bat|cmd|py)["']`)

// wpSecretRE names a secret WordPress's configuration defines; dbClientRE
// dumps the database (a backup, where its password is used here).
var (
	wpSecretRE = match.Lazy(`\b(DB_PASSWORD|AUTH_KEY|SECURE_AUTH_KEY|LOGGED_IN_KEY|NONCE_KEY|AUTH_SALT|SECURE_AUTH_SALT|LOGGED_IN_SALT|NONCE_SALT)\b`)
	dbClientRE = match.Lazy(`(?i)\bmysqldump\b|\bmariadb-dump\b|\bwp\s+db\s+export\b`)
)

// ownScratchRE names a folder of the script's own work.
var ownScratchRE = match.Lazy(`(?i)(^|[^a-z])(tmp|temp|cache|staging|scratch|report|build|dist|output|backup|previous|prev|old|bak|snapshot)`)

// otherRemoveOneRE deletes one file or an empty folder, in those
// languages.
var otherRemoveOneRE = match.Lazy(`\bfs::remove_(file|dir)\(|\bos\.Remove\(|\bFile\.(delete|unlink|Delete)\(|\bFileUtils\.rm\(|\bunlink\(|\bFiles\.delete(IfExists)?\(|\.toFile\(\)\.delete\(\)`)

// userFolderRE names a folder of the user's own files under the home, as
// a string of its own.
var userFolderRE = match.Lazy(`["';](Documents|Desktop|Pictures|Downloads|Photos|Music|Videos|\.ssh|\.gnupg|\.password-store|source/repos)["';]|\bSpecialFolder\.(MyDocuments|Desktop|DesktopDirectory|MyPictures|MyMusic|MyVideos|Personal)\b`)

// ownVariable reports a secret variable read (getenv("WPSCAN_API_TOKEN"))
// whose name holds the registered name of host (wpscan.com): the key of
// the service it is sent to.
func ownVariable(read, host string) bool {
	h := host
	if strings.Contains(h, "://") {
		h = HostOf(h)
	}
	labels := strings.Split(strings.ToLower(h), ".")
	if len(labels) < 2 {
		return false
	}
	sld, _ := registeredName(labels)
	if len(sld) < 4 {
		return false
	}
	name := strings.ToLower(read)
	return strings.Contains(strings.ReplaceAll(name, "_", ""), strings.ReplaceAll(sld, "-", ""))
}

// otherRunShell reads the commands a script of a language the analysis
// does not follow hands to a shell or runs (Lua's os.execute("curl ... -o
// " .. f), Perl's system("sudo chmod 4755 ..."), PHP's shell_exec, Go's
// exec.Command("sh", "-c", ...), Java's ProcessBuilder("java", "-jar",
// jar)) as one shell script, in order: each call's arguments are its
// strings, a name between them standing for a variable ($f), a comma for
// a space. The shell analysis then sees what the commands do together (a
// file downloaded by one call and run by the next). Its findings are
// reported at the calls.
func (s *scanner) otherRunShell(ctx secctx.Ctx, commented func(int) bool) {
	src := s.in.Src
	var script strings.Builder
	type call struct{ from, at, end int } // offset in the script; the call's span
	var calls []call
	for _, m := range otherRunRE.FindAllIndex(src, 200) {
		if commented(m[0]) || src[m[1]-1] != '(' {
			continue // (backticks, %x and qx hold bare commands, not strings)
		}
		cmd, end := shellOfCall(src, m[1])
		// Rust's builder: Command::new("curl").args([...]).arg("-o"):
		// each argument added after the call is the command's too.
		for k := 0; cmd != "" && k < 32; k++ {
			rest := src[end:min(len(src), end+200)]
			t := bytes.TrimLeft(rest, " \t\r\n")
			var n int
			switch {
			case bytes.HasPrefix(t, []byte(".arg(")):
				n = len(".arg(")
			case bytes.HasPrefix(t, []byte(".args(")):
				n = len(".args(")
			}
			if n == 0 {
				break
			}
			more, e := shellOfCall(src, end+len(rest)-len(t)+n)
			if more == "" {
				break
			}
			cmd, end = cmd+" "+more, e
		}
		if cmd == "" || script.Len()+len(cmd) > 1<<16 {
			continue
		}
		calls = append(calls, call{script.Len(), m[0], end})
		script.WriteString(cmd)
		script.WriteByte('\n')
	}
	if len(calls) == 0 {
		return
	}
	sc := shell.Parse(script.String())
	fs := sc.Facts()
	for i := range fs {
		// The call whose command holds the fact.
		k := sort.Search(len(calls), func(j int) bool { return calls[j].from > fs[i].Start }) - 1
		if k < 0 {
			k = 0
		}
		fs[i].Start, fs[i].End = calls[k].at, calls[k].end
		// A call the analysis reported on is its: the pattern rules leave
		// it (others, such as powershell -C "... | iex" in a string, stay
		// theirs).
		if n := len(s.runCalls); n == 0 || s.runCalls[n-1] != [2]int{calls[k].at, calls[k].end} {
			s.runCalls = append(s.runCalls, [2]int{calls[k].at, calls[k].end})
		}
	}
	s.shellFacts(fs, ctx, -1)
}

// shellOfCall is the shell command of a run call whose arguments start at
// src[from] (after its opening parenthesis), and the end of the call; ""
// when it holds no string.
func shellOfCall(src []byte, from int) (string, int) {
	var b strings.Builder
	depth, strs := 0, 0
	i := from
	for ; i < len(src) && i-from < 2000; i++ {
		c := src[i]
		switch {
		case c == '"' || c == '\'' || c == '`':
			j := i + 1
			for j < len(src) && src[j] != c && src[j] != '\n' {
				if src[j] == '\\' {
					j++
				}
				j++
			}
			if j >= len(src) || src[j] != c {
				return "", i
			}
			// (An escaped quote is the quote: "-C \"iwr ... | iex\"".)
			b.Write(bytes.ReplaceAll(src[i+1:j], []byte{'\\', c}, []byte{c}))
			strs++
			i = j
		case c == '(' || c == '[' || c == '{':
			depth++
		case c == ')' || c == ']' || c == '}':
			if depth == 0 {
				if strs == 0 {
					return "", i + 1
				}
				return strings.TrimSpace(b.String()), i + 1
			}
			depth--
		case c == ',':
			b.WriteByte(' ') // between arguments, or items of an array of them
		case c == ';':
			if strs == 0 {
				return "", i
			}
			return strings.TrimSpace(b.String()), i
		case c == '$' || c == '_' || c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z':
			// A name: a variable in the command, once (jar.toString() is $jar).
			j := i
			for j < len(src) && (src[j] == '$' || src[j] == '_' || match.IsASCIIAlnum(src[j])) {
				j++
			}
			name := strings.TrimLeft(string(src[i:j]), "$")
			if name != "" && !otherKeyword[name] {
				b.WriteString("$" + name)
			}
			for j < len(src) && (src[j] == '.' || src[j] == '_' || match.IsASCIIAlnum(src[j])) {
				j++ // its fields and methods
			}
			i = j - 1
		}
	}
	return "", i
}

// otherKeyword are words between a run call's strings that are no
// variable.
var otherKeyword = map[string]bool{"new": true, "String": true, "join": true, "getRuntime": true, "Runtime": true, "true": true, "false": true, "nil": true, "null": true, "undef": true, "my": true, "local": true, "os": true, "exec": true, "Command": true}
