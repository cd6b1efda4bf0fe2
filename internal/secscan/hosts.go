package secscan

import (
	"bytes"
	"github.com/skillint/skillint/internal/match"
	"net"
	"strings"
	"unicode/utf8"
)

// HostOf returns the host of a URL, lower case ("" when none).
func HostOf(u string) string {
	k := strings.Index(u, "://")
	if k < 0 {
		return ""
	}
	h := u[k+3:]
	if e := strings.IndexAny(h, "/?#"); e >= 0 {
		h = h[:e]
	}
	if at := strings.LastIndexByte(h, '@'); at >= 0 {
		h = h[at+1:]
	}
	if hh, _, err := net.SplitHostPort(h); err == nil {
		h = hh
	}
	return strings.ToLower(strings.Trim(h, "[]"))
}

// suspectURL says what makes a URL a likely attack source, or "".
func suspectURL(u string) string {
	if u == "" {
		return ""
	}
	l := strings.ToLower(u)
	h := HostOf(u)
	switch {
	case strings.HasPrefix(l, "http://") && !isLocal(h):
		return "over plain HTTP"
	case net.ParseIP(h) != nil && !isLocal(h):
		return "from a bare IP address"
	case tunnelRE.MatchString(h):
		return "from a paste site, tunnel or URL shortener"
	case !utf8.ValidString(h) || strings.IndexFunc(h, func(r rune) bool { return r > 0x7f }) >= 0:
		return "from a host with non-ASCII letters"
	case strings.Contains(u, "$(") || strings.Contains(u, "`"):
		return "whose URL carries command output"
	}
	return ""
}

// realEndpoint reports a URL on the lines of src[start:end] whose host is
// a real public one: not local or private, not a documentation or test
// name (example.com, .test, .invalid), not a placeholder, not an
// illustrative name (attacker, evil, victim, target, lab).
func (s *scanner) realEndpoint(start, end int) bool {
	ls := s.lineStart(min(start, len(s.in.Src)))
	le := min(end, len(s.in.Src))
	if i := bytes.IndexByte(s.in.Src[le:min(len(s.in.Src), le+1024)], '\n'); i >= 0 {
		le += i
	} else {
		le = min(len(s.in.Src), le+1024)
	}
	if le-ls > 4096 {
		ls = max(ls, start-2048)
	}
	return RealEndpointIn(s.in.Src[max(ls, 0):le])
}

// RealEndpointIn reports a URL in text (among its first eight) whose host
// is a real public one.
func RealEndpointIn(text []byte) bool {
	for _, u := range urlRE.FindAll(text, 8) {
		if realHost(HostOf(string(u))) {
			return true
		}
	}
	return false
}

// realHost reports a host name that is a real public one (see realEndpoint).
func realHost(h string) bool {
	h = strings.ToLower(strings.TrimSuffix(h, "."))
	if h == "" || isLocal(h) || !strings.Contains(h, ".") || strings.ContainsAny(h, "<>{}$%*[]") {
		return false
	}
	if ip := net.ParseIP(h); ip != nil {
		return !docNet(ip) // (private and local addresses are isLocal's)
	}
	for _, suf := range []string{".test", ".invalid", ".example", ".localhost", ".local", ".internal", ".lan", ".htb", ".thm", ".ctf"} {
		if strings.HasSuffix(h, suf) {
			return false
		}
	}
	for _, w := range illustrative {
		if strings.Contains(h, w) {
			return false
		}
	}
	return true
}

// illustrative are the words of the host names documentation makes up.
var illustrative = []string{"example", "attacker", "evil", "malicious", "victim", "target", "yourdomain", "your-domain", "yourserver", "your-server", "mydomain", "my-domain",
	"domain.tld", "hacker", "badguy", "lab.", "ctf", "acme.", "contoso", "fabrikam", "xxx", "placeholder"}

// docNet reports the address blocks set aside for documentation.
func docNet(ip net.IP) bool {
	for _, b := range docNets {
		if b.Contains(ip) {
			return true
		}
	}
	return false
}

var docNets = func() []*net.IPNet {
	var out []*net.IPNet
	for _, n := range []string{"192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24", "2001:db8::/32"} {
		_, b, _ := net.ParseCIDR(n)
		out = append(out, b)
	}
	return out
}()

// LocalAddr reports an IP address of this machine or a private network
// (loopback, RFC 1918, link-local, 100.64.0.0/10).
func LocalAddr(h string) bool {
	ip := net.ParseIP(h)
	return ip != nil && (ip.IsLoopback() || ip.IsPrivate() || ip.IsUnspecified() || ip.IsLinkLocalUnicast() || sharedNet.Contains(ip))
}

// OnlyLocalURLs reports a command whose web addresses (one at least) are
// all on this machine or the user's private network: what it sends stays
// there (a hook posting to a local dashboard).
func OnlyLocalURLs(cmd string) bool {
	us := urlHostRE.FindAllStringSubmatch(cmd, -1) // (a whole file: every URL, not the first few)
	if len(us) == 0 || strings.Contains(cmd, "--resolve") || strings.Contains(cmd, "--connect-to") || strings.Contains(cmd, "--proxy") || strings.Contains(cmd, " -x ") {
		return false // a local name sent somewhere else
	}
	for _, u := range us {
		h := strings.ToLower(u[1])
		if k := strings.LastIndexByte(h, '@'); k >= 0 {
			h = h[k+1:] // user:pass@host: the host is after the @
		}
		if strings.HasPrefix(h, "[") {
			h = h[1:]
			if k := strings.IndexByte(h, ']'); k >= 0 {
				h = h[:k] // [::1]:8200
			}
		} else if k := strings.IndexByte(h, ':'); k >= 0 {
			h = h[:k]
		}
		if !isLocal(h) {
			return false
		}
	}
	return true
}

var urlHostRE = match.Lazy(`(?i)\bhttps?://([^/\s"'?#]+)`)

func isLocal(h string) bool {
	if h == "localhost" || strings.HasSuffix(h, ".localhost") || strings.HasSuffix(h, ".local") || strings.HasSuffix(h, ".internal") && false {
		return true
	}
	return LocalAddr(h)
}

// sharedNet is 100.64.0.0/10, the shared address space carrier NAT and
// Tailscale give a private network's machines.
var sharedNet = func() *net.IPNet {
	_, n, _ := net.ParseCIDR("100.64.0.0/10")
	return n
}()

// ownHost reports a URL whose host or first path segments name the tool
// the skill is about (sh.rustup.rs for a Rust setup skill): the tool's own
// installer, not a stranger's.
// It notes the question and its answer: the findings depend on them (see
// Result.Owned).
func (s *scanner) ownHost(u string) bool { return s.ask(u) }

// ask answers a question of the skill's words (a URL for OwnHost, or
// schedulesQ) and notes it.
func (s *scanner) ask(q string) bool {
	c := OwnCheck{URL: q}
	c.Own = c.answer(s.in.Words)
	if len(s.owned) < maxOwned {
		s.owned = append(s.owned, c)
	} else {
		s.ownedOver = true
	}
	return c.Own
}

// DeclaresService reports a skill whose name or description says it
// installs a service (a systemd unit, a daemon).
func DeclaresService(ws *WordSet) bool {
	return ws.HasAny("systemd", "daemon", "service", "services", "launchd", "launchagent", "unit")
}

// DeclaresSchedule reports a skill whose name or description says it
// schedules a job (cron, a schedule, nightly, recurring).
func DeclaresSchedule(ws *WordSet) bool {
	return ws.HasAny("cron", "crontab", "cronjob", "cronjobs", "schedule", "scheduled", "schedules", "scheduler", "scheduling", "nightly", "periodic", "recurring", "launchd", "timer", "timers")
}

// DeclaresDotfiles reports a skill whose name or description says it
// manages the user's dotfiles: linking start-up files is its job.
func DeclaresDotfiles(ws *WordSet) bool {
	return ws.HasAny("dotfiles", "dotfile", "chezmoi", "stow", "yadm")
}

// DeclaresAgentSettings reports a skill or command whose name or
// description says it sets up the agent's hooks, status line or settings.
func DeclaresAgentSettings(ws *WordSet) bool {
	return ws.HasAny("statusline", "hooks", "hook", "settings", "hud", "configuration", "설정", "設定", "设置")
}

// maxOwned bounds the questions kept per scan: a text asking more (a
// hostile one, thousands of URLs) is not kept for reuse by another skill.
const maxOwned = 64

// OwnHost reports a URL whose host or first path segments name the tool the
// skill is about (words are the skill's, from Words).
func OwnHost(ws *WordSet, u string) bool {
	words := ws.words()
	if len(words) == 0 {
		return false
	}
	h := HostOf(u)
	// The name a vendor registers (rustup in sh.rustup.rs, python-poetry
	// in install.python-poetry.org, with its first word): not the labels
	// below it nor later words, which anyone picks (gpu in
	// gpu-tools.mlsetup.org, path in pd.fix-path.net).
	labels := strings.Split(h, ".")
	parts := labels
	if len(labels) > 1 {
		sld, tenant := registeredName(labels)
		if tenant && len(labels) > 2 {
			sld = labels[len(labels)-3] // acme.jfrog.io: the tenant's name
		}
		parts = []string{sld}
		if i := strings.IndexByte(sld, '-'); i > 0 && everyWordOf(sld, words) {
			// python-poetry for a Poetry skill that says Python: its
			// first word stands for it when every word of it is the
			// skill's (geo-utils-cdn is not a geo-utils skill's own).
			parts = append(parts, sld[:i])
		}
	}
	var segs []string
	if strings.HasPrefix(h, "gist.") || strings.Contains(u, "/-/snippets/") || strings.HasPrefix(h, "snippets.") || pasteHostRE.MatchString(h) {
		// A gist is anyone's snippet under any account name, never a
		// vendor's release.
		return false
	}
	if codeHostRE.MatchString(h) {
		// On a code host the owner and repository name the tool.
		rest := u[strings.Index(u, h)+len(h):]
		segs = strings.FieldsFunc(rest, func(r rune) bool { return r == '/' || r == '-' || r == '.' || r == '?' || r == '_' })
		if len(segs) > 3 {
			segs = segs[:3]
		}
	}
	for _, p := range append(parts, segs...) {
		p = strings.ToLower(p)
		if (len(p) >= 3 || len(p) == 2 && p == parts[0]) && words[p] && !commonWords[p] {
			return true
		}
		for w := range ws.proper() {
			// A name the part starts with and nearly is (Rust, rustup): a
			// short word at the head of a longer name (node, nodeutils)
			// names nothing, nor a word of the description's sentences
			// (print, printhub).
			if len(w) >= 4 && !commonWords[w] && strings.HasPrefix(p, w) && len(p)-len(w) <= 3 {
				return true
			}
		}
	}
	return false
}

// everyWordOf reports every hyphen-separated word of name among words.
func everyWordOf(name string, words map[string]bool) bool {
	for _, w := range strings.Split(strings.ToLower(name), "-") {
		if w != "" && !words[w] {
			return false
		}
	}
	return true
}

// registeredName is the label of a host name's labels (two or more) that
// its owner registered (rustup in sh.rustup.rs), and whether the domain
// is a hosting platform's whose customers get names under it.
func registeredName(labels []string) (string, bool) {
	n := len(labels)
	return labels[n-2], tenantHosts[labels[n-2]+"."+labels[n-1]]
}

// tenantHosts are hosting platforms whose customers get a name under
// theirs (latchshot.fly.dev, acme.jfrog.io): the customer's label names them.
var tenantHosts = map[string]bool{"fly.dev": true, "vercel.app": true, "netlify.app": true, "herokuapp.com": true, "github.io": true, "gitlab.io": true,
	"pages.dev": true, "workers.dev": true, "onrender.com": true, "azurewebsites.net": true, "jfrog.io": true, "atlassian.net": true, "supabase.co": true,
	"web.app": true, "firebaseapp.com": true, "appspot.com": true, "run.app": true, "deno.dev": true, "readthedocs.io": true, "gitbook.io": true,
	"railway.app": true, "up.railway.app": true, "modal.run": true, "hf.space": true, "streamlit.app": true, "azurecr.io": true, "cloudfunctions.net": true,
	"github.dev": true, "app.github.dev": true, "gitpod.io": true, "ngrok.app": true, "replit.app": true, "repl.co": true, "glitch.me": true}

// pasteHostRE are paste sites: anyone's text under any name.
var pasteHostRE = match.Lazy(`(^|\.)(pastebin\.com|paste\.ee|hastebin\.com|dpaste\.org|ghostbin\.\w+|rentry\.co|termbin\.com)$`)

var codeHostRE = match.Lazy(`(^|\.)(github\.com|githubusercontent\.com|gitlab\.com|bitbucket\.org|codeberg\.org)$`)

var commonWords = map[string]bool{"install": true, "setup": true, "get": true, "www": true, "raw": true, "cdn": true, "api": true, "dev": true, "tools": true,
	"download": true, "downloads": true, "script": true, "scripts": true, "main": true, "master": true, "sh": true, "the": true, "and": true, "for": true, "with": true,
	"use": true, "when": true, "app": true, "io": true, "skill": true, "helper": true, "official": true, "bootstrap": true, "config": true, "update": true, "server": true,
	// Words that name no vendor: a host made of them ("custom-registry.dev",
	// "internal-packages.dev") is nobody's own.
	"custom": true, "registry": true, "internal": true, "team": true, "package": true, "packages": true, "private": true, "mirror": true,
	"repo": true, "repository": true, "company": true, "corp": true, "secure": true, "build": true, "artifacts": true, "files": true, "static": true,
	"assets": true, "data": true, "code": true, "sync": true, "local": true, "tool": true, "linter": true, "lint": true, "plugin": true, "plugins": true,
	// Words a phishing host is made of.
	"account": true, "accounts": true, "security": true, "verify": true, "verification": true, "login": true, "signin": true, "auth": true,
	"support": true, "help": true, "service": true, "services": true, "cloud": true, "online": true, "portal": true, "id": true}

// knownInstallerRE are the installer scripts that well-known tools publish
// on their own hosts and document piping into a shell: the official way to
// install them, not a stranger's script. A host ends there (not
// sh.rustup.rs.example); a path may go on with an extension.
var knownInstallerRE = match.Lazy(`(?i)^(https?://)?((sh\.rustup\.rs|static\.rust-lang\.org|bun\.sh|deno\.land|astral\.sh|get\.pnpm\.io|install\.python-poetry\.org|get\.docker\.com|claude\.ai/install|get\.sdkman\.io|starship\.rs|fnm\.vercel\.app|pyenv\.run|sh\.brew\.sh|get\.scoop\.sh|cli\.github\.com|get\.volta\.sh|mise\.run|get\.k3s\.io|tailscale\.com/install\.sh|fly\.io/install\.sh|just\.systems/install\.sh|direnv\.net/install\.sh|pixi\.sh/install\.sh|install\.determinate\.systems/nix|nixos\.org/nix/install|get-ghcup\.haskell\.org|foundry\.paradigm\.xyz|rye\.astral\.sh|get\.jetify\.com/devbox|setup\.atuin\.sh|get\.trunk\.io|sdk\.cloud\.google\.com|cli\.doppler\.com/install\.sh|get\.openfaas\.com|goreleaser\.com/static/run)([/?#:]|$)|(ollama\.com/install|raw\.githubusercontent\.com/(nvm-sh/nvm|Homebrew/install|ohmyzsh/ohmyzsh|pyenv/pyenv-installer|golangci/golangci-lint|anchore/(syft|grype)|aquasecurity/trivy|helm/helm|ajeetdsouza/zoxide|junegunn/fzf|rbenv/rbenv-installer|tj/n|goreleaser/goreleaser|sigstore/cosign|kubernetes-sigs/kind|k3d-io/k3d|derailed/k9s|jesseduffield/lazygit|starship/starship|denoland/deno_install|volta-cli/volta|oven-sh/bun|pnpm/get|python-poetry/install\.python-poetry\.org|rust-lang/rustup|warrensbox/terraform-switcher|gruntwork-io/tgswitch|fluxcd/flux2|cli/cli|mikefarah/yq|hadolint/hadolint|koalaman/shellcheck|evilmartians/lefthook|pre-commit/pre-commit|supabase/cli|vercel/vercel)|community\.chocolatey\.org/install\.ps1|go\.dev/dl|dl\.google\.com/go|nodejs\.org/dist|releases\.hashicorp\.com|get\.helm\.sh|(deb|rpm)\.nodesource\.com/setup_[\w.]+|dl\.k8s\.io|download\.docker\.com|dot\.net/v1/dotnet-install|aka\.ms/install-azd)([/?#.]|$))`)

// KnownInstaller reports a URL of a well-known tool's official installer.
func KnownInstaller(u string) bool {
	// Most addresses are no installer's: a pass of the hosts' automaton
	// answers them before the long expression runs.
	return installerHosts.HoldsFold([]byte(u)) && knownInstallerRE.MatchString(strings.TrimSpace(u))
}

// installerHosts are the hosts knownInstallerRE names: one of them is in
// every address it matches.
var installerHosts = func() *match.AhoCorasick {
	var lits [][]byte
	for _, h := range []string{"aka.ms", "astral.sh", "bun.sh", "claude.ai", "cli.doppler.com", "cli.github.com", "community.chocolatey.org", "deno.land", "direnv.net",
		"dl.google.com", "dl.k8s.io", "dot.net", "download.docker.com", "fly.io", "fnm.vercel.app", "foundry.paradigm.xyz", "get-ghcup.haskell.org", "get.docker.com",
		"get.helm.sh", "get.jetify.com", "get.k3s.io", "get.openfaas.com", "get.pnpm.io", "get.scoop.sh", "get.sdkman.io", "get.trunk.io", "get.volta.sh", "go.dev",
		"goreleaser.com", "install.determinate.systems", "install.python-poetry.org", "just.systems", "mise.run", "nixos.org", "nodejs.org", "nodesource.com", "ollama.com",
		"pixi.sh", "pyenv.run", "raw.githubusercontent.com", "releases.hashicorp.com", "sdk.cloud.google.com", "setup.atuin.sh", "sh.brew.sh", "sh.rustup.rs", "starship.rs",
		"static.rust-lang.org", "tailscale.com"} {
		lits = append(lits, []byte(h))
	}
	return match.NewAhoCorasick(lits)
}()

// issuerHost reports a URL whose registered name is a word of the secret
// variables named in detail ($TELEGRAM_BOT_TOKEN and api.telegram.org,
// $GITHUB_TOKEN and api.github.com): the service that issued the secret.
// The whole registered name must be the word (aws-metrics.io is not AWS).
func issuerHost(detail, u string) bool {
	h := HostOf(u)
	if h == "api.telegram.org" {
		// The Bot API takes its token in the path (/bot<token>/method):
		// whatever the variable is called, that is where it goes.
		if k := strings.Index(u, h); k >= 0 && strings.HasPrefix(u[k+len(h):], "/bot$") {
			return true
		}
	}
	labels := strings.Split(h, ".")
	if len(labels) < 2 || !realHost(h) {
		return false
	}
	sld, tenant := registeredName(labels)
	if tenant || len(labels) > 2 && tenantHosts[strings.Join(labels[len(labels)-3:], ".")] {
		return false // anyone's subdomain (x.app.github.dev, x.vercel.app)
	}
	if len(sld) < 3 || commonWords[sld] || secretWordsOfName[sld] {
		return false
	}
	sld = strings.ReplaceAll(sld, "-", "") // z-api.io issues $ZAPI_TOKEN
	for _, name := range secretNameRE.FindAllString(detail, -1) {
		words := strings.Split(strings.ToLower(strings.Trim(name, "${}")), "_")
		for i, w := range words {
			if w == sld || issuerAliases[w] == sld {
				return true
			}
			// The service's name in two words (OPEN_WEATHER_KEY,
			// NEWS_API_KEY to newsapi.org).
			if i+1 < len(words) && w+words[i+1] == sld {
				return true
			}
		}
	}
	return false
}

// issuerAliases are the words of secret variables' names that name a
// service by another name than its API host's: $GEMINI_API_KEY goes to
// generativelanguage.googleapis.com.
var issuerAliases = map[string]string{"gemini": "googleapis", "google": "googleapis", "gcp": "googleapis", "vertex": "googleapis", "youtube": "googleapis",
	"claude": "anthropic", "gpt": "openai", "chatgpt": "openai", "gh": "github", "copilot": "github", "openweather": "openweathermap"}

// secretWordsOfName are the words of secret variables' names that name no
// vendor (AWS_SECRET_ACCESS_KEY: secret.pw names nobody's service).
var secretWordsOfName = map[string]bool{"secret": true, "secrets": true, "access": true, "key": true, "keys": true, "token": true, "tokens": true, "api": true,
	"bot": true, "auth": true, "id": true, "private": true, "service": true, "client": true, "app": true, "user": true, "pass": true, "password": true,
	"url": true, "webhook": true, "hook": true, "session": true, "cookie": true, "bearer": true, "oauth": true, "refresh": true, "account": true}

var secretNameRE = match.Lazy(`\$\{?[A-Za-z_][A-Za-z0-9_]*`)

// ForeignSecret reports a secret variable (by name) of a well-known
// service sent to a host that is not that service's:
// $ANTHROPIC_API_KEY in a header sent to mcp.docs-portal.example. A name
// that names no such service ($API_KEY, $MYAPP_TOKEN) may be the host's
// own: it reports false.
func ForeignSecret(name, u string) bool {
	h := HostOf(u)
	if h == "" || LocalAddr(h) {
		return false
	}
	secret, domains, _ := secretVendor(name)
	if !secret || domains == nil {
		return false
	}
	return !hostUnder(h, domains)
}

// VendorHost reports a host of one of the services whose keys are most
// often configured (vendorDomains).
func VendorHost(h string) bool {
	for _, ds := range vendorDomains {
		if hostUnder(h, ds) {
			return true
		}
	}
	return false
}

// secretVendor reads a variable's name: whether it names a secret, and
// the domains and word of the vendor it names, if any.
func secretVendor(name string) (secret bool, domains []string, vendor string) {
	for _, w := range strings.Split(strings.ToLower(strings.Trim(name, "${}")), "_") {
		switch w {
		case "token", "secret", "key", "password", "passwd", "pat", "credentials", "credential", "auth", "session", "cookie", "apikey":
			secret = true
		}
		if d, ok := vendorDomains[w]; ok && domains == nil {
			domains, vendor = d, w
		}
	}
	return secret, domains, vendor
}

// SelfHostedVendor reports a host named like a company's own instance of
// the service a secret variable names (gitlab.acme-corp.com for
// $GITLAB_TOKEN, GitHub Enterprise Server as github.acme-corp.com): it may
// be the company's, or a look-alike; the text cannot tell which.
func SelfHostedVendor(name, u string) bool {
	_, _, vendor := secretVendor(name)
	labels := strings.Split(HostOf(u), ".")
	return selfHosted[vendor] && len(labels) > 2 && labels[0] == vendor
}

// selfHosted are the services a company runs its own instance of, named
// after the service.
var selfHosted = map[string]bool{"github": true, "gitlab": true, "sentry": true, "jira": true, "atlassian": true}

// vendorDomains are the domains of the services whose keys are most often
// put in an agent's configuration, by the word their variables are named
// with.
var vendorDomains = map[string][]string{
	"anthropic": {"anthropic.com", "claude.ai"}, "claude": {"anthropic.com", "claude.ai"}, "openai": {"openai.com", "chatgpt.com"},
	"github": {"github.com", "githubcopilot.com", "githubusercontent.com", "ghe.com"}, "gh": {"github.com", "githubcopilot.com", "ghe.com"},
	"gitlab": {"gitlab.com"}, "slack": {"slack.com"}, "stripe": {"stripe.com"}, "aws": {"amazonaws.com", "aws.amazon.com", "api.aws"},
	"google": {"googleapis.com", "google.com"}, "gemini": {"googleapis.com", "google.com"}, "gcp": {"googleapis.com", "google.com"},
	"azure": {"azure.com", "microsoft.com", "windows.net", "azure.net"}, "npm": {"npmjs.org", "npmjs.com"}, "huggingface": {"huggingface.co", "hf.co"},
	"hf": {"huggingface.co", "hf.co"}, "notion": {"notion.com", "notion.so"}, "linear": {"linear.app"}, "sentry": {"sentry.io", "sentry.dev"},
	"vercel": {"vercel.com"}, "cloudflare": {"cloudflare.com"}, "supabase": {"supabase.co", "supabase.com"}, "twilio": {"twilio.com"},
	"sendgrid": {"sendgrid.com", "sendgrid.net"}, "datadog": {"datadoghq.com", "datadoghq.eu"}, "atlassian": {"atlassian.net", "atlassian.com"},
	"jira": {"atlassian.net", "atlassian.com"}, "discord": {"discord.com"}, "telegram": {"telegram.org"}, "mistral": {"mistral.ai"},
	"groq": {"groq.com"}, "perplexity": {"perplexity.ai"}, "replicate": {"replicate.com"}, "pinecone": {"pinecone.io"},
}
