package security

import (
	"bytes"
	"fmt"
	"github.com/skillint/skillint/model"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/formats/yamlfm"
	"github.com/skillint/skillint/internal/lines"
	"github.com/skillint/skillint/internal/match"
	"github.com/skillint/skillint/internal/tokens"
	"github.com/skillint/skillint/rules"
	"github.com/skillint/skillint/rules/internal/ruleutil"
)

// Look-alike names (typosquatting) and internal packages installed from
// the public index (dependency confusion): the supply-chain classes that a
// command's shape does not show.

// knownWords are words that well-known skills and packages are named
// with. A word of a name that is one typo from one of them, and is no
// common word itself, makes the name pass for the well-known one.
var knownWords = wordSet(`
access action actions adapter admin agent agents analysis analyst analytics analyzer android angular api apps archive
assistant async audit auditor auth authentication automation automator azure backend backup bootstrap branch browser
budget builder calendar changelog channel chart checker client cloud cluster coding commit compiler component compose
config configuration connector console container content context controller converter crawler creator crypto dashboard
database dataset debugger debugging dependency deploy deployment designer detector developer diagnostics diagram docker
document documentation downloader editor email encoder engineer environment evaluator explorer exporter extension
extractor fetcher filesystem firebase flask formatter framework frontend generator github gitlab google gradle grafana
graphql handler helper importer inspector installer instrumentation integration interpreter invoice javascript jenkins
jupyter kotlin kubernetes launcher library linter lister loader logger manager markdown marketplace matplotlib meeting memory
migration migrator monitor monitoring navigator network notebook notifier numpy optimizer orchestrator organizer package
pandas parser payment pipeline planner platform playwright plugin postgres postgresql presentation processor profiler
project prompt provider publisher python pytest query react reader recorder redis refactor release renderer report
reporter repository requests research researcher resolver reviewer runner runtime sanitizer scaffold scanner scheduler
schema scraper script scripts search security selenium server service session settings setup slack snapshot spreadsheet
sqlite starter storage stripe summarizer supabase swift syncer template terminal terraform tester testing tracker trading
transcriber translator typescript uploader utility utils validator vercel viewer visualizer webapp webhook website
worker workflow workspace writer
argparse asyncio axios beautifulsoup boto3 certifi chalk colorama commander cryptography dotenv express fastapi httpx
jsonwebtoken lodash moment mongoose nodemon openai openapi paramiko pillow prettier pydantic pyyaml requests scikit scipy seaborn
setuptools sqlalchemy tensorflow torch tqdm transformers urllib3 webpack werkzeug
adopter chanel charat graphiql starrer testng
`)

// knownList is knownWords, sorted: the first match is the same every run.
var knownList = func() []string {
	l := make([]string, 0, len(knownWords))
	for w := range knownWords {
		l = append(l, w)
	}
	sort.Strings(l)
	return l
}()

func wordSet(s string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(s) {
		m[w] = true
	}
	return m
}

// lookalikeOf is the known word w is one typo from, or "": a letter
// swapped with the next, doubled or dropped inside the word, or one
// letter changed inside a word of six letters or more. The first and last
// letters stay (plurals and other endings are no typos), and a word that
// is common by itself (one token of the tokenizer) is none.
func lookalikeOf(w string) string {
	if len(w) < 5 || len(w) > 30 || knownWords[w] || !isLowerWord(w) {
		return ""
	}
	// Spelling variants are no typos: analyser, colour.
	if strings.Contains(w, "yse") || strings.Contains(w, "our") || strings.Contains(w, "ise") {
		return ""
	}
	if tokens.Count(" "+w) <= 1 {
		return "" // a common word of its own
	}
	for _, k := range knownList {
		if oneTypo(w, k) {
			return k
		}
	}
	return ""
}

func isLowerWord(w string) bool {
	for i := 0; i < len(w); i++ {
		if w[i] < 'a' || w[i] > 'z' {
			return false
		}
	}
	return true
}

// oneTypo reports whether w is k with one typo inside it (see lookalikeOf).
func oneTypo(w, k string) bool {
	if len(k) < 5 || w[0] != k[0] {
		return false
	}
	if len(w) == len(k) && w[len(w)-2:] == k[len(k)-1:]+k[len(k)-2:len(k)-1] && w[:len(w)-2] == k[:len(k)-2] {
		return true // the last two letters swapped
	}
	if w[len(w)-1] != k[len(k)-1] {
		return false
	}
	switch len(w) - len(k) {
	case 0:
		d := -1
		for i := 0; i < len(w); i++ {
			if w[i] != k[i] {
				d = i
				break
			}
		}
		if d < 0 {
			return false
		}
		if d+1 < len(w) && w[d] == k[d+1] && w[d+1] == k[d] && w[d+2:] == k[d+2:] {
			return true // swapped
		}
		// changed: a vowel for a vowel, or a key's neighbour
		return len(k) >= 6 && w[d+1:] == k[d+1:] && (isVowel(w[d]) && isVowel(k[d]) || adjacentKeys(w[d], k[d]))
	case 1: // a letter more: a vowel, or a letter doubled
		for i := 1; i < len(w)-1; i++ {
			if (isVowel(w[i]) || w[i] == w[i-1] || w[i] == w[i+1]) && w[:i]+w[i+1:] == k {
				return true
			}
		}
	case -1: // a letter fewer: a vowel, or one of a double
		if len(k) < 6 {
			return false
		}
		for i := 1; i < len(k)-1; i++ {
			if (isVowel(k[i]) || k[i] == k[i-1] || k[i] == k[i+1]) && k[:i]+k[i+1:] == w {
				return true
			}
		}
	}
	return false
}

func isVowel(c byte) bool { return strings.IndexByte("aeiou", c) >= 0 }

// keyRows are the rows of a QWERTY keyboard.
var keyRows = []string{"qwertyuiop", "asdfghjkl", "zxcvbnm"}

// adjacentKeys reports letters next to each other on a keyboard row.
func adjacentKeys(a, b byte) bool {
	for _, r := range keyRows {
		i, j := strings.IndexByte(r, a), strings.IndexByte(r, b)
		if i >= 0 && j >= 0 && (i-j == 1 || j-i == 1) {
			return true
		}
	}
	return false
}

// nameParts splits a name into its lowercase words.
func nameParts(name string) []string {
	return strings.FieldsFunc(strings.ToLower(name), func(r rune) bool {
		return r == '-' || r == '_' || r == ' ' || r == '.' || r == '/' || r == '@'
	})
}

// installRE finds package installs: the tool and what follows it on the
// line.
var installRE = match.Lazy(`(?m)\b(pip3?|pipx|uv|poetry|pdm|npm|pnpm|yarn|bun|npx|bunx|gem|cargo|go)\s+((?:pip\s+)?(?:install|add|i)\b|-[-\w]+)?([^\n;&|#]*)`)

// optsWithArg are install options whose value is no package.
var optsWithArg = map[string]bool{"-r": true, "--requirement": true, "-c": true, "--constraint": true, "-i": true, "--index-url": true,
	"--extra-index-url": true, "--registry": true, "-t": true, "--target": true, "--prefix": true, "-e": true, "--editable": true,
	"--python": true, "-p": true, "--package": true, "--source": true, "--version": true, "-f": true, "--find-links": true}

// installedPackages lists the packages installs in text name, with their
// offsets, at most limit of them.
// installed are the packages a text installs (installedPackages, up to 50).
type installed struct {
	names []string
	at    []int
}

// installedOf is installedPackages(t.text, 50), found once per text for
// typosquat and dependency-confusion both.
func installedOf(p *rules.Pass, t secText, i int) installed {
	if requirementsFile(p) {
		// A pip requirements file: every line names a package pip installs.
		return textMemo(p, t, i, "required-packages", func() any {
			names, at := requiredPackages(t.text, 200)
			return installed{names, at}
		}).(installed)
	}
	return textMemo(p, t, i, "installed-packages", func() any {
		names, at := installedPackages(t.text, 50)
		return installed{names, at}
	}).(installed)
}

var (
	requirementsFileRE = match.Lazy(`^(requirements|constraints|dev-requirements|requirements[-_.][\w.-]*)\.(txt|in)$`)
	requirementRE      = match.Lazy(`^\s*([A-Za-z0-9][A-Za-z0-9._-]*)\s*(\[|==|>=|<=|~=|!=|>|<|;|$|\s)`)
)

// requirementsFile reports a pip requirements file bundled with a skill.
func requirementsFile(p *rules.Pass) bool {
	return p.Doc.Format == model.FormatBundled && requirementsFileRE.MatchString(strings.ToLower(filepath.Base(p.Src().Path)))
}

// requiredPackages are the package names of a requirements file's lines
// (not options, comments, URLs or paths), at most limit.
func requiredPackages(text []byte, limit int) (names []string, at []int) {
	for ls := 0; ls < len(text) && len(names) < limit; {
		_, le := lines.Bounds(text, ls)
		if m := requirementRE.FindSubmatchIndex(text[ls:le]); m != nil {
			names = append(names, strings.ToLower(string(text[ls+m[2]:ls+m[3]])))
			at = append(at, ls+m[2])
		}
		ls = le + 1
	}
	return names, at
}

func installedPackages(text []byte, limit int) (names []string, at []int) {
	// The expression runs only on the lines that hold an install word:
	// most text holds none, and a long text stays cheap.
	last := -1 // the end of the last command read (continued lines)
	for _, ls := range installLines(text) {
		if ls < last {
			continue // a line the command before went on to
		}
		_, le := lines.Bounds(text, ls)
		seg := text[ls:le]
		// A command continued over lines (a backslash at the end) is read
		// whole, each backslash and line break made two spaces.
		for n := 0; n < 20 && le < len(text) && bytes.HasSuffix(bytes.TrimRight(text[ls:le], " \t\r"), []byte("\\")); n++ {
			_, le = lines.Bounds(text, le+1)
		}
		if le > ls+len(seg) {
			seg = append([]byte(nil), text[ls:le]...)
			for k := 0; k < len(seg); k++ {
				if seg[k] == '\n' {
					seg[k] = ' '
					if j := bytes.LastIndexByte(seg[:k], '\\'); j >= 0 && len(bytes.TrimRight(seg[j+1:k], " \t\r")) == 0 {
						seg[j] = ' '
					}
				}
			}
		}
		last = le
		for _, m := range installRE.FindAllSubmatchIndex(seg, 2*limit) {
			for j := range m {
				if m[j] >= 0 {
					m[j] += ls
				}
			}
			if names, at = addInstalled(text, m, names, at, limit); len(names) >= limit {
				return names, at
			}
		}
	}
	return names, at
}

// installLines are the starts of the lines of text that hold a word an
// install command needs, in order.
func installLines(text []byte) []int {
	var starts []int
	last := -1
	installWords.FindFold(text, func(_, at int) {
		if ls, _ := lines.Bounds(text, min(at, len(text))); ls != last {
			starts = append(starts, ls)
			last = ls
		}
	})
	slices.Sort(starts)
	return slices.Compact(starts)
}

// installWords are the words an install command holds (one of them).
var installWords = match.NewAhoCorasick([][]byte{[]byte("install"), []byte(" add "), []byte("npx"), []byte("bunx"), []byte(" i ")})

// addInstalled adds the packages of one install match m (indexes into
// text) to names and at.
func addInstalled(text []byte, m []int, names []string, at []int, limit int) ([]string, []int) {
	tool := string(text[m[2]:m[3]])
	sub := ""
	if m[4] >= 0 {
		sub = strings.TrimSpace(string(text[m[4]:m[5]]))
	}
	if tool != "npx" && tool != "bunx" && !strings.HasSuffix(sub, "install") && !strings.HasSuffix(sub, "add") && sub != "i" {
		return names, at
	}
	rest := string(text[m[6]:m[7]])
	skip := false
	for _, f := range strings.Fields(rest) {
		if skip {
			skip = false
			continue
		}
		if strings.HasPrefix(f, "-") {
			skip = optsWithArg[f]
			continue
		}
		if tool == "go" && strings.Count(f, "/") >= 2 && !strings.ContainsAny(f, ":$<>{}\"'`") {
			// go install host/owner/repo[/cmd/x][/v2]@version: each name
			// of the module path but the host, "cmd" and a major version.
			mod := f
			if k := strings.IndexByte(mod, '@'); k >= 0 {
				mod = mod[:k]
			}
			parts := strings.Split(mod, "/")
			for _, part := range parts[1:] {
				if part == "cmd" || len(part) >= 2 && part[0] == 'v' && strings.Trim(part[1:], "0123456789") == "" {
					continue
				}
				names = append(names, part)
				at = append(at, m[6]+strings.Index(rest, f)+strings.Index(f, part))
			}
			continue
		}
		if strings.ContainsAny(f, ":$<>{}\"'`") || strings.HasPrefix(f, ".") || strings.Count(f, "/") > 1 || strings.Contains(f, "/") && !strings.HasPrefix(f, "@") {
			continue // a URL, a path, a placeholder, a variable
		}
		name := f
		if i := strings.IndexAny(name[1:], "=<>!~[@"); i >= 0 {
			name = name[:i+1]
		}
		names = append(names, name)
		at = append(at, m[6]+strings.Index(rest, f))
		if len(names) >= limit || tool == "npx" || tool == "bunx" {
			break // npx: what follows are the package's own arguments
		}
	}
	return names, at
}

// brandHostRE is a web address's host; brandDomains are the domains of
// the services whose sign-in pages are most often faked, by the word a
// fake host names them with; accountWordRE is what such a host adds.
var (
	brandHostRE   = match.Lazy(`https?://([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)`)
	accountWordRE = match.Lazy(`(login|signin|sign-in|verify|verification|account|secure|auth|wallet|support|update|recover|billing|payment|checkout|invoice|business)`)
	brandDomains  = map[string][]string{
		"microsoft": {"microsoft.com", "microsoftonline.com", "live.com", "office.com", "office365.com", "azure.com"}, "microsoftonline": {"microsoftonline.com"},
		"office365": {"office.com", "office365.com", "microsoft.com"}, "google": {"google.com", "googleapis.com", "gmail.com"}, "gmail": {"google.com", "gmail.com"},
		"apple": {"apple.com", "icloud.com"}, "icloud": {"icloud.com", "apple.com"}, "paypal": {"paypal.com"}, "github": {"github.com", "githubusercontent.com"},
		"amazon": {"amazon.com", "amazonaws.com"}, "okta": {"okta.com"}, "binance": {"binance.com"}, "coinbase": {"coinbase.com"}, "metamask": {"metamask.io"},
		"slack": {"slack.com"}, "dropbox": {"dropbox.com"}, "docusign": {"docusign.com", "docusign.net"}, "facebook": {"facebook.com"}, "instagram": {"instagram.com"},
		// Payment services, whose dashboards and checkouts are faked.
		"stripe": {"stripe.com", "stripe.network"}, "wise": {"wise.com", "transferwise.com"}, "transferwise": {"transferwise.com", "wise.com"}, "revolut": {"revolut.com", "revolut.me"},
		"venmo": {"venmo.com"}, "klarna": {"klarna.com"}, "adyen": {"adyen.com"}, "shopify": {"shopify.com", "myshopify.com"}, "squareup": {"squareup.com"},
	}
)

// impersonated is the brand a host names with an account word outside
// that brand's domains (login-microsoftonline.account-verify.example), or "".
func impersonated(host string) string {
	if !accountWordRE.MatchString(host) {
		return ""
	}
	return borrowedName(host, brandDomains)
}

// borrowedName is the first label part of host (split at dots and
// hyphens) that names a brand of domains when host is on none of that
// brand's domains, or "".
func borrowedName(host string, domains map[string][]string) string {
	for _, part := range strings.FieldsFunc(host, func(r rune) bool { return r == '.' || r == '-' }) {
		doms, ok := domains[part]
		if !ok {
			// A brand spelt with digits for letters (paypa1, g00gle).
			if part = undigit(part); part == "" {
				continue
			}
			if doms, ok = domains[part]; !ok {
				continue
			}
		}
		for _, d := range doms {
			if host == d || strings.HasSuffix(host, "."+d) {
				return ""
			}
		}
		return part
	}
	return ""
}

// undigit is part with the digits a look-alike puts for letters read as
// those letters (1 l, 0 o, 3 e, 5 s), when it holds a letter too; else "".
func undigit(part string) string {
	if strings.IndexFunc(part, func(r rune) bool { return r >= 'a' && r <= 'z' }) < 0 || !strings.ContainsAny(part, "0135") {
		return ""
	}
	return strings.NewReplacer("1", "l", "0", "o", "3", "e", "5", "s").Replace(part)
}

// passwordFieldRE is an HTML password input.
var passwordFieldRE = match.Lazy(`(?i)type\s*=\s*["']?password\b`)

// urlHostRE is a URL's host (a properties file escapes the colon).
var urlHostRE = match.Lazy(`(?i)https?\\?://([a-z0-9.-]+)`)

// registryDomains are the official domains of package indexes and build
// tool downloads, by the word a look-alike host borrows.
var registryDomains = map[string][]string{
	"rubygems": {"rubygems.org", "pkg.github.com"}, "pypi": {"pypi.org", "pythonhosted.org"}, "pythonhosted": {"pythonhosted.org"}, "npmjs": {"npmjs.org", "npmjs.com"},
	"gradle": {"gradle.org", "gradle.com"}, "maven": {"maven.org", "apache.org", "google.com", "pkg.github.com", "jetbrains.com", "jitpack.io", "pkg.jetbrains.space"},
	"crates": {"crates.io"}, "nuget": {"nuget.org", "pkg.github.com", "microsoft.com", "visualstudio.com"},
	"packagist": {"packagist.org"}, "golang": {"golang.org", "go.dev"}, "nodejs": {"nodejs.org"}, "yarnpkg": {"yarnpkg.com"},
}

// registryLookalike is the registry a host borrows the name of without
// being on its domain (gems.rubygems-cdn.org, services.gradle-dist.org),
// or "".
func registryLookalike(host string) string { return borrowedName(host, registryDomains) }

// buildConfigFile reports a file a package manager or build tool reads
// its index or download from.
func buildConfigFile(path string) bool {
	switch strings.ToLower(filepath.Base(path)) {
	case "gemfile", "gradle-wrapper.properties", ".npmrc", ".yarnrc", ".yarnrc.yml", "pip.conf", "pip.ini", "pyproject.toml", "requirements.txt",
		"settings.gradle", "settings.gradle.kts", "build.gradle", "build.gradle.kts", "pom.xml", "settings.xml", "nuget.config", "composer.json", "cargo.toml", "config.toml", ".gemrc", "uv.toml":
		return true
	}
	return false
}

// usesRE is a GitHub Actions step's action (uses: owner/name@ref, or
// `owner/name@ref` named in prose).
var usesRE = match.Lazy("(?:\\buses:\\s*[\"']?|`)([A-Za-z0-9][\\w.-]*)/([\\w.-]+)@[\\w.-]+")

// usesMatches is usesRE.FindAllSubmatchIndex(text, n), run on the lines
// holding an @ only: the pattern may start at any backtick, and a page of
// Markdown has many.
func usesMatches(text []byte, n int) [][]int {
	var out [][]int
	for i := 0; i < len(text) && len(out) < n; {
		k := bytes.IndexByte(text[i:], '@')
		if k < 0 {
			break
		}
		ls := bytes.LastIndexByte(text[:i+k], '\n') + 1
		le := bytes.IndexByte(text[i+k:], '\n')
		if le < 0 {
			le = len(text)
		} else {
			le += i + k
		}
		for _, m := range usesRE.FindAllSubmatchIndex(text[ls:le], n-len(out)) {
			for j := range m {
				m[j] += ls
			}
			out = append(out, m)
		}
		i = le + 1
	}
	return out
}

// actionOwners are the owners of the actions most workflows use.
var actionOwners = []string{"actions", "github", "docker", "aws-actions", "azure", "google-github-actions", "hashicorp", "pypa", "codecov", "softprops", "peaceiris"}

// lookalikeOwner is the well-known action owner that owner differs from
// in one letter, or "". Any letter, unlike oneTypo, which takes only the
// slips of typing: an owner is picked to look alike (actlons, l for i).
func lookalikeOwner(owner string) string {
	o := strings.ToLower(owner)
	for _, k := range actionOwners {
		if o == k {
			return ""
		}
	}
	for _, k := range actionOwners {
		if len(k) >= 5 && o != "" && o[0] == k[0] && oneEdit(o, k) {
			return k
		}
	}
	return ""
}

// mcpPackageRE is a package name of the official MCP servers' shape: an
// npm package under a scope (@modelcontextprotocol/server-github) or a
// Python one (mcp-server-fetch).
var mcpPackageRE = match.Lazy(`@([a-z0-9][a-z0-9-]{2,40})/server-([a-z0-9-]{2,40})\b|(^|[^/\w-])mcp-server-([a-z0-9-]{2,40})\b`)

// serverMarks are in every match of mcpPackageRE.
var serverMarks = [][]byte{[]byte("/server-"), []byte("mcp-server-")}

// officialMCP are the reference servers' names (the X of
// @modelcontextprotocol/server-X and mcp-server-X).
var officialMCP = []string{"filesystem", "github", "gitlab", "memory", "fetch", "git", "sqlite", "postgres", "puppeteer", "brave-search", "google-maps",
	"slack", "sequential-thinking", "everything", "time", "gdrive", "redis", "sentry", "aws-kb-retrieval", "everart"}

// lookalikeMCP is the official server name that name (an MCP package,
// lower case) passes for with one typo in its scope or its server's name,
// or "".
func lookalikeMCP(name string) string {
	const scope = "@modelcontextprotocol/"
	server := ""
	switch {
	case strings.HasPrefix(name, "@"):
		sc, rest, _ := strings.Cut(name, "/")
		if sc+"/" != scope && editOne(sc[1:], scope[1:len(scope)-1]) {
			return scope + rest // @modelcontextprotocl/server-github
		}
		if sc+"/" != scope {
			return ""
		}
		server = strings.TrimPrefix(rest, "server-")
	default:
		server = strings.TrimPrefix(name, "mcp-server-")
	}
	for _, k := range officialMCP {
		if server == k {
			return ""
		}
	}
	for _, k := range officialMCP {
		if len(k) >= 4 && editOne(server, k) {
			if strings.HasPrefix(name, "@") {
				return scope + "server-" + k
			}
			return "mcp-server-" + k
		}
	}
	return ""
}

// editOne reports whether a and b differ by one edit: a letter changed,
// added or dropped, or two neighbours swapped. (The names it compares
// are a short list of exact packages, where any such edit is a look-alike;
// oneTypo is the stricter test for words of ordinary text.)
func editOne(a, b string) bool {
	if a == b || len(a)-len(b) > 1 || len(b)-len(a) > 1 {
		return false
	}
	if len(a) == len(b)+1 && (strings.HasPrefix(a, b) || strings.HasSuffix(a, b)) {
		return false // a name extended (postgrest, fetch2, xfetch): another package
	}
	i := 0
	for i < len(a) && i < len(b) && a[i] == b[i] {
		i++
	}
	switch {
	case len(a) == len(b):
		return a[i+1:] == b[i+1:] || i+1 < len(a) && a[i] == b[i+1] && a[i+1] == b[i] && a[i+2:] == b[i+2:]
	case len(a) > len(b):
		return a[i+1:] == b[i:]
	default:
		return a[i:] == b[i+1:]
	}
}

// jsonScopedRE is a JSON string holding a scoped npm package, its version
// aside.
var jsonScopedRE = match.Lazy(`"(?:--package=|-p=)?(@[a-z0-9][a-z0-9._-]*/[a-z0-9][a-z0-9._-]*)(@[^"\s]*)?"`)

// ownWord reports a name's word that is the skill's own: its stem
// ("redact" of "redactor") is used in the file outside the name, and the
// well-known word's stem ("refact" of "refactor") is not. A look-alike
// skill describes itself as the one it imitates; a skill whose word only
// looks like a known one ("log-redactor" beside "refactor") describes its
// own job.
func ownWord(src []byte, name string, w, k string) bool {
	// The name itself, wherever it is repeated (an install line names the
	// package), says nothing of what the word means to the author.
	lower := bytes.ReplaceAll(bytes.ToLower(src), []byte(strings.ToLower(name)), nil)
	has := func(word string) bool { return bytes.Contains(lower, []byte(stem(word))) }
	return has(w) && !has(k)
}

// stem is w without a common ending (-or, -er, -ing, -s), kept at four
// letters or more.
func stem(w string) string {
	for _, end := range []string{"ing", "or", "er", "s"} {
		if s := strings.TrimSuffix(w, end); s != w && len(s) >= 4 {
			return s
		}
	}
	return w
}

func checkTyposquat(p *rules.Pass) {
	allow := lowerAll(p.Strings("allow"))
	checkForkedRepos(p, allow)
	for _, t := range secTexts(p) {
		if !bytes.Contains(t.text, []byte("uses:")) && !bytes.Contains(t.text, []byte("@v")) {
			continue
		}
		for _, m := range usesMatches(t.text, 200) {
			owner := string(t.text[m[2]:m[3]])
			if k := lookalikeOwner(owner); k != "" && !allowed(owner, allow) {
				r := p.Src().Range(t.base+m[2], t.base+m[3])
				if strings.Contains(filepath.ToSlash(p.Src().Path), ".github/workflows/") {
					// A workflow of the skill's: GitHub runs what it uses,
					// whatever a data file is otherwise.
					reportRaw(p, diag.Warning, r, "the action's owner %q is one typo from %q: a look-alike owner runs its own code in the workflow with its secrets; check the name (in a workflow, which runs it)", owner, k)
					continue
				}
				reportAt(p, diag.Warning, r, "the action's owner %q is one typo from %q: a look-alike owner runs its own code in the workflow with its secrets; check the name", owner, k)
			}
		}
	}
	if root := ruleutil.SkillRoot(p); root != nil {
		if kv := root.Get("name"); kv != nil && kv.Value.Kind == yamlfm.String && !allowed(kv.Value.Value, allow) {
			for _, w := range nameParts(kv.Value.Value) {
				if k := lookalikeOf(w); k != "" && !ownWord(p.Src().Bytes, kv.Value.Value, w, k) {
					// Whatever the skill says it is for: a look-alike name
					// teaches nothing.
					reportRaw(p, diag.Warning, ruleutil.NodeRange(p, kv.Value), "the name %q has %q, one typo from %q: a name that passes for a well-known one is how look-alike skills get chosen (typosquatting); if it is a typo, fix it", kv.Value.Value, w, k)
					break
				}
			}
		}
	}
	for _, t := range secTexts(p) {
		for _, m := range onLinesWith(mcpPackageRE, t.text, serverMarks, 50) {
			from := m[0]
			if m[6] >= 0 {
				from = m[7] // after what precedes an unscoped name
			}
			name := string(t.text[from:m[1]])
			if k := lookalikeMCP(strings.ToLower(name)); k != "" && !allowed(name, allow) {
				reportAt(p, diag.Warning, p.Src().Range(t.base+from, t.base+m[1]), "runs %q, one typo from the official MCP server %q: a look-alike package runs its own code with the agent's tools; check the name", name, k)
			}
		}
	}
	// A server a JSON configuration starts with npx, bunx or pnpm dlx
	// ("command": "npx", "args": ["-y", "@scope/name@1.2.3"]; the
	// command may be a path, the package given as --package=...).
	if src := p.Src().Bytes; strings.HasSuffix(strings.ToLower(p.Src().Path), ".json") && (bytes.Contains(src, []byte(`npx"`)) || bytes.Contains(src, []byte(`bunx"`)) || bytes.Contains(src, []byte(`"dlx"`))) {
		for _, m := range jsonScopedRE.FindAllSubmatchIndex(src, 100) {
			name := string(src[m[2]:m[3]])
			if k := lookalikePackage(name); k != "" && lookalikeMCP(strings.ToLower(name)) == "" && !allowed(name, allow) {
				reportAt(p, diag.Warning, p.Src().Range(m[2], m[3]), "runs %q, one typo from the package %q: a look-alike package runs its own code with the agent's tools; check the name", name, k)
			}
		}
	}
	for i, t := range secTexts(p) {
		if bytes.Contains(t.text, []byte("://")) {
			// A page with a password field is a sign-in form, shipped to
			// be shown: where it posts is no example.
			form := bytes.Contains(t.text, []byte("<form")) && passwordFieldRE.Match(t.text)
			for _, m := range brandHostRE.FindAllSubmatchIndex(t.text, 50) {
				host := strings.ToLower(string(t.text[m[2]:m[3]]))
				if b := impersonated(host); b != "" && !allowed(host, allow) {
					if form {
						reportRaw(p, diag.Warning, p.Src().Range(t.base+m[2], t.base+m[3]), "the host %q passes for %s's sign-in or account pages but is not on its domain, in a page with a password field: a look-alike sign-in form is how phishing collects passwords; sign in on the service's own domain", host, b)
						continue
					}
					reportAt(p, diag.Warning, p.Src().Range(t.base+m[2], t.base+m[3]), "the host %q passes for %s's sign-in or account pages but is not on its domain: a look-alike host is how phishing collects passwords; link to the service's own domain", host, b)
				}
			}
			if buildConfigFile(p.Src().Path) {
				for _, m := range urlHostRE.FindAllSubmatchIndex(t.text, 50) {
					host := strings.ToLower(string(t.text[m[2]:m[3]]))
					if b := registryLookalike(host); b != "" && !allowed(host, allow) {
						reportRaw(p, diag.Warning, p.Src().Range(t.base+m[2], t.base+m[3]), "the host %q passes for %s but is not on its domain, in a file a build tool or package manager downloads from: packages or tools from a look-alike host run its code; use the official host", host, b)
					}
				}
			}
		}
		ip := installedOf(p, t, i)
		names, at := ip.names, ip.at
		for i, n := range names {
			if allowed(n, allow) {
				continue
			}
			// The whole name, else the first of its words, one typo from a
			// well-known one.
			k, w := lookalikePackage(n), n
			for _, part := range nameParts(n) {
				if k != "" {
					break
				}
				k, w = lookalikeOf(part), part
			}
			if k == "" {
				continue
			}
			what := fmt.Sprintf("%q, whose %q is", n, w)
			if w == n {
				what = fmt.Sprintf("%q,", n)
			}
			if requirementsFile(p) {
				// A requirements file is what pip installs, not
				// documentation.
				reportRaw(p, diag.Warning, p.Src().Range(t.base+at[i], t.base+at[i]+len(n)), "requires %s one typo from %q in a requirements file: look-alike package names are how typosquatted packages get installed; check the name", what, k)
				continue
			}
			reportAt(p, diag.Warning, p.Src().Range(t.base+at[i], t.base+at[i]+len(n)), "installs %s one typo from %q: look-alike package names are how typosquatted packages get installed; check the name", what, k)
		}
		// Dependencies a manifest declares (Cargo.toml, Gemfile,
		// package.json), whole names only.
		deps := textMemo(p, t, i, "manifest-deps", func() any {
			names, at := manifestDeps(t.text, 200)
			return installed{names, at}
		}).(installed)
		for j, n := range deps.names {
			if allowed(n, allow) {
				continue
			}
			if k := lookalikePackage(n); k != "" {
				if manifestFile(p) && !exampleTree(p.Src().Path) {
					// A manifest is what the package manager installs
					// from, as a requirements file is: not documentation.
					reportRaw(p, diag.Warning, p.Src().Range(t.base+deps.at[j], t.base+deps.at[j]+len(n)), "depends on %q, one typo from the package %q, in a manifest a package manager installs from: look-alike package names are how typosquatted packages get installed; check the name", n, k)
					continue
				}
				reportAt(p, diag.Warning, p.Src().Range(t.base+deps.at[j], t.base+deps.at[j]+len(n)), "depends on %q, one typo from the package %q: look-alike package names are how typosquatted packages get installed; check the name", n, k)
			}
		}
	}
}

// exampleTree reports a path under a folder of examples, fixtures or
// tests: a manifest there shows or tests something, nobody installs it.
func exampleTree(path string) bool {
	dir := filepath.Dir(path)
	if root := skillRootOf(dir); root != "" {
		dir = root
	} else if root := pluginRootOf(dir); root != "" {
		dir = root
	} else {
		dir = filepath.Dir(dir) // no root: the file's folder and its parent
	}
	rel, err := filepath.Rel(dir, path)
	if err != nil {
		rel = filepath.Base(path)
	}
	l := "/" + strings.ToLower(filepath.ToSlash(rel))
	for _, d := range []string{"/example/", "/examples/", "/fixtures/", "/fixture/", "/testdata/", "/tests/", "/test/", "/__tests__/", "/samples/", "/sample/"} {
		if strings.Contains(l, d) {
			return true
		}
	}
	return false
}

// internalRE is text that calls a package or registry internal or
// private; namedRegistryRE names where such a registry is. (Plain
// alternations: a counted gap in a case-folded expression made it the
// slowest rule on ordinary text.)
var (
	internalRE      = match.Lazy(`(?i)\b(internal|private|company|corporate|team|in-house) (package )?(registry|index|feed|repository|repo|mirror)\b|\b(internal|private|in-house) (package|library|module|dependency) [\x60"']?[a-z0-9][\w.]*[-_][\w.-]*`)
	namedRegistryRE = match.Lazy(`(?i)https?://|--(extra-)?index-url|--registry|\.npmrc|pip\.conf|pip\.ini|\.pypirc|uv\.toml|pyproject\.toml|tool\.(uv\.index|poetry\.source)|publishConfig|@[a-z0-9-]+/[a-z0-9-]`)
)

func checkDependencyConfusion(p *rules.Pass) {
	for i, t := range secTexts(p) {
		if t.script {
			continue
		}
		// The search is a function of the text: kept per distinct text.
		loc := textMemo(p, t, i, "dependency-confusion", func() any { return confusedAt(p, t, i) }).([]int)
		if loc == nil || allowed(string(t.text[loc[0]:loc[1]]), lowerAll(p.Strings("allow"))) {
			continue
		}
		if i > 0 || len(secTexts(p)) > 1 {
			// The registry may be configured in another part of the file
			// (the description names the index, the body its
			// configuration); a URL there is no registry (a homepage).
			if registryConfigRE.Match(p.Src().Bytes) {
				return
			}
		}
		reportAt(p, diag.Warning, p.Src().Range(t.base+loc[0], t.base+loc[1]), "an internal package is installed without naming its registry: the public index answers for any name nobody there has claimed, so whoever claims it runs code here (dependency confusion); name the registry (an index URL, or scope the package) in the project's configuration")
		return
	}
}

// confusedAt is where text t installs an internal package with no registry
// named, or nil.
func confusedAt(p *rules.Pass, t secText, i int) []int {
	// The tests are all required; the cheap ones go first.
	if !internalWords.HoldsFold(t.text) {
		return nil
	}
	if !match.ContainsFold(t.text, []byte("install")) && len(installedOf(p, t, i).names) == 0 {
		return nil
	}
	loc := firstOnLines(internalRE, t.text, internalWords)
	if loc == nil {
		return nil
	}
	// A registry phrase counts where its sentence installs from it.
	if bytes.HasSuffix(bytes.ToLower(t.text[loc[0]:loc[1]]), []byte("registry")) || registryWordRE.Match(t.text[loc[0]:loc[1]]) {
		if !fromInstallRE.Match(sentence(t.text, loc[0], loc[1])) {
			return nil
		}
	}
	if namedRegistryRE.Match(t.text) {
		return nil
	}
	return loc
}

// registryConfigRE is where a registry is configured or named as one: an
// index option, a package manager's configuration file or table, a
// registry's URL.
var registryConfigRE = match.Lazy(`(?i)--(extra-)?index-url|--registry|\.npmrc|pip\.conf|pip\.ini|\.pypirc|uv\.toml|pyproject\.toml|tool\.(uv\.index|poetry\.source)|publishConfig|https?://\S*(/simple\b|/pypi\b|/npm\b|registry|artifactory|nexus|jfrog|pkgs\.dev|/packages/)`)

var (
	registryWordRE = match.Lazy(`(?i)(registry|index|feed|repository|repo|mirror)$`)
	fromInstallRE  = match.Lazy(`(?i)\b(install\w*|fetch\w*|pull\w*|get)\b.*\bfrom\b`)
)

// internalWords start every match of internalRE.
var internalWords = match.NewAhoCorasick([][]byte{[]byte("internal"), []byte("private"), []byte("company"), []byte("corporate"), []byte("team"), []byte("in-house")})

// firstOnLines is the first match of re in text, run only on the lines
// where one of the words (lower case; found ignoring case) is.
func firstOnLines(re *match.Regexp, text []byte, words *match.AhoCorasick) []int {
	var loc []int
	done := -1 // start of the last line read
	words.FindFold(text, func(_, at int) {
		if loc != nil {
			return
		}
		ls, le := lines.Bounds(text, at)
		if ls == done {
			return
		}
		done = ls
		if m := re.FindIndex(text[ls:le]); m != nil {
			loc = []int{ls + m[0], ls + m[1]}
		}
	})
	return loc
}

// oneEdit reports whether a and b differ by one letter changed, added,
// dropped, or two neighbours swapped (actons, acitons, actionss for
// actions).
func oneEdit(a, b string) bool {
	if a == b {
		return false
	}
	if len(a) > len(b) {
		a, b = b, a
	}
	switch len(b) - len(a) {
	case 0:
		i := 0
		for i < len(a) && a[i] == b[i] {
			i++
		}
		if a[i+1:] == b[i+1:] {
			return true // changed
		}
		return i+1 < len(a) && a[i] == b[i+1] && a[i+1] == b[i] && a[i+2:] == b[i+2:] // swapped
	case 1:
		i := 0
		for i < len(a) && a[i] == b[i] {
			i++
		}
		return a[i:] == b[i+1:] // one added
	}
	return false
}
