package plugin

import (
	"fmt"
	"github.com/skillint/skillint/internal/match"
	"slices"
	"strings"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/formats/plugin"
	"github.com/skillint/skillint/formats/yamlfm"
	"github.com/skillint/skillint/model"
	"github.com/skillint/skillint/rules"
	"github.com/skillint/skillint/rules/internal/ruleutil"
)

var mcpTypes = []string{"stdio", "http", "sse", "ws"}

var serverKeys = []string{"type", "command", "args", "env", "cwd", "url", "headers", "headersHelper", "oauth", "timeout", "alwaysLoad"}

// serverMaps are the MCP server maps of the document, with their paths.
func serverMaps(p *rules.Pass) (out []*yamlfm.Node, paths []string) {
	n := root(p)
	if n == nil || n.Kind != yamlfm.Map {
		return nil, nil
	}
	inline := func(e *yamlfm.Node, path string) {
		if m := field(e, "mcpServers"); m != nil && m.Kind == yamlfm.Map {
			out, paths = append(out, plugin.Servers(m)), append(paths, path)
		}
	}
	switch p.Doc.Format {
	case model.FormatMCP:
		path := ""
		if field(n, "mcpServers") != nil {
			path = "mcpServers"
		}
		if s := plugin.Servers(n); s != nil {
			out, paths = append(out, s), append(paths, path)
		}
	case model.FormatPlugin:
		inline(n, "mcpServers")
	case model.FormatMarketplace:
		for i, e := range entries(n) {
			inline(e, fmt.Sprintf("plugins[%d].mcpServers", i))
		}
	}
	return out, paths
}

// eachServer calls f for every server object.
func eachServer(p *rules.Pass, f func(name *yamlfm.Node, srv *yamlfm.Node, path string)) {
	ms, paths := serverMaps(p)
	for i, m := range ms {
		for _, kv := range m.Pairs {
			// Without the mcpServers wrapper (a plugin's .mcp.json), only
			// entries that look like servers are read as servers: another
			// tool's file (`{"servers": ...}`, `{"version": 1}`) is not
			// reported as broken servers.
			if paths[i] == "" && !looksLikeServer(kv.Value) {
				continue
			}
			f(kv.Key, kv.Value, pathName(paths[i], kv.Key.Value))
		}
	}
}

func looksLikeServer(n *yamlfm.Node) bool {
	return n.Kind == yamlfm.Map && (n.Get("command") != nil || n.Get("url") != nil || n.Get("type") != nil)
}

func checkServers(p *rules.Pass, unknown bool) {
	c := &checker{p: p, unknown: unknown}
	if p.Doc.Format == model.FormatMCP {
		if n := root(p); n != nil {
			if !c.is(n, ".mcp.json", yamlfm.Map) {
				return
			}
			if m := field(n, "mcpServers"); m != nil {
				c.is(m, "mcpServers", yamlfm.Map)
			}
		}
	}
	eachServer(p, func(name, srv *yamlfm.Node, path string) { c.server(srv, path) })
}

func (c *checker) server(srv *yamlfm.Node, path string) {
	if !c.is(srv, path, yamlfm.Map) {
		return
	}
	c.keys(srv, path, serverKeys)
	typ := ""
	if t := field(srv, "type"); t != nil && c.is(t, path+".type", yamlfm.String) {
		typ = t.Value
		if !slices.Contains(mcpTypes, typ) {
			msg := fmt.Sprintf("`%s.type` is %q; Claude Code knows stdio, http and sse", path, typ)
			if typ == "streamable-http" || typ == "streamableHttp" || typ == "streamable_http" {
				msg += " (streamable HTTP is `\"type\": \"http\"`)"
			}
			c.at(t, "%s", msg)
			return
		}
	}
	switch typ {
	case "", "stdio":
		if field(srv, "command") == nil {
			if typ == "" && field(srv, "url") != nil {
				c.at(srv, "`%s` has a `url` but no `type`, so Claude Code reads it as a stdio server and wants a `command`: add \"type\": \"http\" (or \"sse\")", path)
			} else {
				c.at(srv, "`%s` is a stdio server and needs the key `command`", path)
			}
		}
	default:
		if field(srv, "url") == nil {
			c.at(srv, "`%s` is an %s server and needs the key `url`", path, typ)
		}
	}
	for _, kv := range srv.Pairs {
		v, p := kv.Value, path+"."+kv.Key.Value
		switch kv.Key.Value {
		case "type", "command", "cwd", "url", "headersHelper":
			c.is(v, p, yamlfm.String)
		case "args":
			c.strs(v, p)
		case "env", "headers":
			c.strMap(v, p)
		case "oauth":
			c.is(v, p, yamlfm.Map)
		case "timeout":
			c.is(v, p, yamlfm.Int, yamlfm.Float)
		case "alwaysLoad":
			c.is(v, p, yamlfm.Bool)
		}
	}
}

// secretKeyRE are names of variables and headers that hold credentials.
var secretKeyRE = match.Lazy(`(?i)(token|secret|passw(or)?d|api[_-]?key|apikey|access[_-]?key|private[_-]?key|credential|^authorization$|^x-api-key$|auth)`)

// placeholderRE are values that only stand for a secret.
var placeholderRE = match.Lazy(`(?i)^$|^<.*>$|^\[.*\]$|^\{\{.*\}\}$|redacted|your[_ -]|xxx|\.\.\.|placeholder|changeme|example|replace|^\*+$|^(bearer|basic|token)\s*$|^(true|false|none|null)$`)

// standIn reports a value made of at most three lowercase words, one of which says
// it stands in for a credential of a local or test setup ("dev-token",
// "test_secret", "local-admin-password"): no credential a service issues
// reads so.
func standIn(val string) bool {
	words := strings.FieldsFunc(val, func(r rune) bool { return r == '-' || r == '_' || r == '.' })
	if len(words) == 0 || len(words) > 3 {
		return false
	}
	stands := false
	for _, w := range words {
		for _, r := range w {
			if r < 'a' || r > 'z' {
				return false
			}
		}
		stands = stands || slices.Contains(standInWords, w)
	}
	return stands
}

// remoteServer reports a server entry whose url is on another machine
// than this one: a stand-in word does not make a credential sent there
// harmless.
func remoteServer(srv *yamlfm.Node) bool {
	u := field(srv, "url")
	if u == nil || u.Kind != yamlfm.String {
		return false
	}
	h := strings.ToLower(u.Value)
	if i := strings.Index(h, "://"); i >= 0 {
		h = h[i+3:]
	}
	if i := strings.IndexAny(h, "/:?#"); i >= 0 {
		h = h[:i]
	}
	return h != "" && h != "localhost" && !strings.HasPrefix(h, "127.") && h != "[" && h != "0.0.0.0" && h != "host.docker.internal" && !strings.HasSuffix(h, ".localhost") && !strings.HasSuffix(h, ".local")
}

// standInWords are the words of which a stand-in value holds one.
var standInWords = []string{"dev", "devel", "development", "test", "testing", "local", "localhost", "dummy", "fake", "mock", "sample", "demo", "stub", "insecure", "default"}

func checkSecrets(p *rules.Pass) {
	eachServer(p, func(name, srv *yamlfm.Node, path string) {
		if srv.Kind != yamlfm.Map {
			return
		}
		for _, key := range []string{"env", "headers"} {
			m := field(srv, key)
			if m == nil || m.Kind != yamlfm.Map {
				continue
			}
			for _, kv := range m.Pairs {
				v := kv.Value
				if v.Kind != yamlfm.String || !secretKeyRE.MatchString(kv.Key.Value) || strings.Contains(v.Value, "${") {
					continue
				}
				val := strings.TrimSpace(v.Value)
				if f := strings.Fields(val); len(f) == 2 && (strings.EqualFold(f[0], "bearer") || strings.EqualFold(f[0], "basic") || strings.EqualFold(f[0], "token")) {
					val = f[1]
				}
				if placeholderRE.MatchString(val) || standIn(val) && !remoteServer(srv) || strings.HasPrefix(val, "$") || len(val) < 8 {
					continue
				}
				if envVarName(val) {
					// The name of a variable, written where a reference
					// was meant: no credential, but the server gets
					// those letters, not the variable's value.
					p.Report(ruleutil.NodeRange(p, v), "`%s.%s.%s` is the text %q, not a reference to the variable: the server gets those letters, not its value; write %q", path, key, kv.Key.Value, val, strings.Replace(v.Value, val, "${"+val+"}", 1))
					continue
				}
				ref := "${" + envName(kv.Key.Value) + "}"
				if strings.EqualFold(kv.Key.Value, "authorization") {
					ref = "Bearer ${API_TOKEN}"
				}
				p.Report(ruleutil.NodeRange(p, v), "`%s.%s.%s` holds a credential written inline; anyone with the file has it: write %q and set the variable in the environment", path, key, kv.Key.Value, ref)
			}
		}
	})
}

// envVarName reports a value shaped like an environment variable's name:
// capitals and digits in words joined by underscores (GITHUB_TOKEN). No
// credential a service issues reads so.
func envVarName(v string) bool {
	words := strings.Split(v, "_")
	if len(words) < 2 {
		return false
	}
	for i, w := range words {
		if w == "" || i == 0 && (w[0] < 'A' || w[0] > 'Z') {
			return false
		}
		for j := 0; j < len(w); j++ {
			if c := w[j]; (c < 'A' || c > 'Z') && (c < '0' || c > '9') {
				return false
			}
		}
	}
	return true
}

// envName suggests a variable name for a key.
func envName(k string) string {
	var b strings.Builder
	for _, r := range strings.ToUpper(k) {
		if (r >= 'A' && r <= 'Z') || (r >= '0' && r <= '9') {
			b.WriteRune(r)
		} else {
			b.WriteByte('_')
		}
	}
	return b.String()
}

// runners are commands that fetch a package and run it.
var runners = map[string]string{"npx": "npm", "bunx": "npm", "pnpx": "npm", "uvx": "pypi", "pipx": "pypi"}

// optsWithValue are npx/uvx options followed by a value.
var optsWithValue = map[string]bool{"-p": true, "--package": true, "--from": true, "--with": true, "--python": true, "-c": true, "--call": true, "--registry": true, "--index-url": true, "--cache": true}

// pinned reports whether a package spec names one version.
func pinned(spec, eco string) bool {
	if eco == "npm" {
		if gitSpec(spec) {
			// A git dependency pins with #<commit>; a branch, a tag or
			// a semver range moves.
			_, ref, ok := strings.Cut(spec, "#")
			return ok && gitRefPinned(ref)
		}
		at := strings.LastIndexByte(spec, '@')
		if at <= 0 { // no version, or only a scope
			return false
		}
		v := spec[at+1:]
		return v != "" && v != "latest" && v != "next" && !strings.ContainsAny(v, "^~*x><= ")
	}
	if i := strings.Index(spec, "=="); i > 0 {
		return true
	}
	if at := strings.IndexByte(spec, '@'); at > 0 {
		v := spec[at+1:]
		return v != "" && v != "latest"
	}
	return false
}

// isPackage tells a package argument from a path, a URL or a variable.
func isPackage(a string) bool {
	return a != "" && !strings.HasPrefix(a, ".") && !strings.HasPrefix(a, "/") && !strings.HasPrefix(a, "$") &&
		!strings.Contains(a, "://") && !strings.HasPrefix(a, "git+") && !strings.HasPrefix(a, "~")
}

func checkUnpinned(p *rules.Pass) {
	eachServer(p, func(name, srv *yamlfm.Node, path string) {
		if srv.Kind != yamlfm.Map {
			return
		}
		cmd := field(srv, "command")
		if cmd == nil || cmd.Kind != yamlfm.String {
			return
		}
		fields := strings.Fields(cmd.Value)
		if len(fields) == 0 {
			return
		}
		bin := fields[0]
		if i := strings.LastIndexAny(bin, "/\\"); i >= 0 {
			bin = bin[i+1:]
		}
		eco, ok := runners[strings.TrimSuffix(bin, ".cmd")]
		if !ok {
			return
		}
		// The arguments: the rest of the command string, then args.
		type arg struct {
			s string
			n *yamlfm.Node
		}
		var args []arg
		for _, f := range fields[1:] {
			args = append(args, arg{f, cmd})
		}
		if a := field(srv, "args"); a != nil && a.Kind == yamlfm.Seq {
			for _, it := range a.Items {
				if it.Kind == yamlfm.String {
					args = append(args, arg{it.Value, it})
				}
			}
		}
		if bin == "pipx" {
			if len(args) == 0 || args[0].s != "run" {
				return
			}
			args = args[1:]
		}
		for i := 0; i < len(args); i++ {
			a := args[i].s
			if optsWithValue[a] && i+1 < len(args) {
				if a == "-p" || a == "--package" || a == "--from" {
					if spec := args[i+1].s; isPackage(spec) && !pinned(spec, eco) {
						p.Report(ruleutil.NodeRange(p, args[i+1].n), "`%s` runs %q without a version: every start may fetch a different release; pin one (%s)", bin, spec, pinHint(spec, eco))
					} else if repo, ok := gitURLUnpinned(spec); ok && eco == "pypi" {
						reportGitUnpinned(p, args[i+1].n, bin, spec, repo)
					}
					return
				}
				i++
				continue
			}
			if strings.HasPrefix(a, "-") {
				if k, v, ok := strings.Cut(a, "="); ok && (k == "--package" || k == "--from") {
					if isPackage(v) && !pinned(v, eco) {
						p.Report(ruleutil.NodeRange(p, args[i].n), "`%s` runs %q without a version: every start may fetch a different release; pin one (%s)", bin, v, pinHint(v, eco))
					} else if repo, ok := gitURLUnpinned(v); ok && eco == "pypi" {
						reportGitUnpinned(p, args[i].n, bin, v, repo)
					}
					return
				}
				continue
			}
			if isPackage(a) && !pinned(a, eco) {
				p.Report(ruleutil.NodeRange(p, args[i].n), "`%s` runs %q without a version: every start may fetch a different release; pin one (%s)", bin, a, pinHint(a, eco))
			}
			return
		}
	})
}

// gitSpec reports an npm package spec that names a git repository:
// github:owner/repo, gitlab:, bitbucket:, gist:, or the owner/repo
// shorthand (a scope starts with '@').
func gitSpec(spec string) bool {
	for _, p := range []string{"github:", "gitlab:", "bitbucket:", "gist:"} {
		if strings.HasPrefix(spec, p) {
			return true
		}
	}
	return !strings.HasPrefix(spec, "@") && strings.Contains(spec, "/") && !strings.Contains(spec, ":")
}

// reportGitUnpinned reports a git source at no fixed commit.
func reportGitUnpinned(p *rules.Pass, n *yamlfm.Node, bin, spec, repo string) {
	p.Report(ruleutil.NodeRange(p, n), "`%s` runs %q at no fixed commit: a branch or tag can move, so every start may fetch different code; pin a commit (%s@<commit-sha>)", bin, spec, repo)
}

// gitURLUnpinned reports a pip-style git source (git+https://host/o/r,
// perhaps @ref, perhaps #subdirectory=...) that names no commit, and the
// source without its ref.
func gitURLUnpinned(spec string) (string, bool) {
	spec, _, _ = strings.Cut(spec, "#") // a fragment says which part, not which commit
	rest, ok := strings.CutPrefix(spec, "git+")
	if !ok {
		return "", false
	}
	_, after, ok := strings.Cut(rest, "://")
	if !ok {
		return "", false
	}
	repo := spec
	// The ref follows the last @ of the path (an @ before the first /
	// is the host's user).
	if slash := strings.IndexByte(after, '/'); slash >= 0 {
		if at := strings.LastIndexByte(after[slash:], '@'); at >= 0 {
			ref := after[slash+at+1:]
			if gitRefPinned(ref) {
				return "", false
			}
			repo = spec[:len(spec)-len(after)+slash+at]
		}
	}
	return repo, true
}

// gitRefPinned reports a git ref that names one commit: its full hash.
// (A short hash can be a branch's name, and a tag can be moved.)
func gitRefPinned(ref string) bool {
	if len(ref) != 40 {
		return false
	}
	for i := 0; i < len(ref); i++ {
		if !(ref[i] >= '0' && ref[i] <= '9' || ref[i] >= 'a' && ref[i] <= 'f') {
			return false
		}
	}
	return true
}

func pinHint(spec, eco string) string {
	if eco == "npm" && gitSpec(spec) {
		spec, _, _ = strings.Cut(spec, "#")
		return spec + "#<commit-sha>"
	}
	if eco == "npm" {
		if at := strings.LastIndexByte(spec, '@'); at > 0 {
			spec = spec[:at]
		}
		return spec + "@1.2.3"
	}
	if at := strings.IndexByte(spec, '@'); at > 0 {
		spec = spec[:at]
	}
	return spec + "==1.2.3"
}

func init() {
	register(
		&rules.Rule{ID: rules.MCPShape, Severity: diag.Error, Formats: mcpFormats, Check: func(p *rules.Pass) { checkServers(p, false) }, Doc: rules.Doc{
			Title: "MCP servers have a known transport and the keys it needs",
			Why:   "Claude Code starts a stdio server from its `command`, and connects to an http or sse server at its `url`; a server without them, with an unknown `type`, or with `args`, `env` or `headers` of the wrong type fails to load.",
			Fix:   "Give stdio servers a `command` (and `args` as a list of strings), http and sse servers a `type` and a `url`; `env` and `headers` are objects of strings.",
			Bad:   "{\"mcpServers\": {\"docs\": {\"url\": \"https://example.com/mcp\"}}}",
			Good:  "{\"mcpServers\": {\"docs\": {\"type\": \"http\", \"url\": \"https://example.com/mcp\"}}}",
		}},
		&rules.Rule{ID: rules.MCPUnknownField, Severity: diag.Warning, Formats: mcpFormats, Check: func(p *rules.Pass) { checkServers(p, true) }, Doc: rules.Doc{
			Title: "MCP server entries use keys Claude Code documents",
			Why:   "A key Claude Code does not know is ignored: a misspelt `headers` sends no headers, a misspelt `env` sets no variables.",
			Fix:   "Correct the spelling, or remove the key.",
			Bad:   "{\"type\": \"http\", \"url\": \"https://example.com/mcp\", \"header\": {}}",
			Good:  "{\"type\": \"http\", \"url\": \"https://example.com/mcp\", \"headers\": {}}",
		}},
		&rules.Rule{ID: rules.MCPSecretInline, Severity: diag.Warning, Formats: mcpFormats, Check: checkSecrets, Doc: rules.Doc{
			Title: "Credentials in `env` and `headers` are `${VAR}` references",
			Why:   "A token written into .mcp.json or a plugin is shared with everyone who gets the file, and ends up in version control; Claude Code expands `${VAR}` (and `${VAR:-default}`) from the environment instead. A value that is a variable's bare name (`GITHUB_TOKEN`) is no credential, but it is not expanded either: the server gets those letters.",
			Fix:   "Write \"${API_TOKEN}\" (or \"Bearer ${API_TOKEN}\") and set the variable in the environment; revoke a token that was committed.",
			Bad:   "{\"env\": {\"API_TOKEN\": \"sk-live-4f9a8b7c6d5e\"}}",
			Good:  "{\"env\": {\"API_TOKEN\": \"${API_TOKEN}\"}}",
		}},
		&rules.Rule{ID: rules.MCPPackageUnpinned, Severity: diag.Warning, Formats: mcpFormats, Check: checkUnpinned, Doc: rules.Doc{
			Title: "npx and uvx servers pin a package version",
			Why:   "`npx some-server` and `uvx some-server` fetch the newest release each time the server starts: a compromised or broken release runs with the user's rights without anyone choosing to update.",
			Fix:   "Pin the version: `some-server@1.2.3` for npx, `some-server==1.2.3` (or `--from some-server==1.2.3`) for uvx; a git source at a commit (`--from git+https://host/owner/repo@<commit-sha>`, `github:owner/repo#<commit-sha>`).",
			Bad:   "{\"command\": \"npx\", \"args\": [\"-y\", \"@acme/mcp-server\"]}",
			Good:  "{\"command\": \"npx\", \"args\": [\"-y\", \"@acme/mcp-server@1.4.2\"]}",
		}},
	)
}
