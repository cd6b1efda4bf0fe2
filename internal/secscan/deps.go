package secscan

import (
	"bytes"
	"github.com/skillint/skillint/internal/match"
	"path"
	"strings"

	"github.com/skillint/skillint/internal/secctx"
)

// Dependencies taken from a direct address instead of a package index: a
// wheel or a git repository in a requirements file (name @ URL), a tarball
// or a git URL as a package.json dependency, a Gemfile's source or a gem's
// git. The index's checks (who published the name, its history) do not
// apply; whoever runs the host serves the code.
var (
	pepURLDepRE = match.Lazy(`(?m)^[ \t]*[A-Za-z0-9][\w.\-]*(\[[^\]\n]*\])?[ \t]*@[ \t]*((?:git\+)?(?:https?|ssh|git)://[^\s;#]+)`)
	npmURLDepRE = match.Lazy(`"([@\w./-]+)"[ \t]*:[ \t]*"((?:git\+)?(?:https?|ssh|git)://[^"\s]+)"`)
	gemSourceRE = match.Lazy(`(?m)^[ \t]*(?:source[ \t]+|gem\b[^\n]*\b(?:source|git):[ \t]*)["']((?:https?|git|ssh)://[^"'\s]+)["']`)
)

// npmMetaKeys are package.json keys whose URL is metadata, not a package.
var npmMetaKeys = map[string]bool{"url": true, "homepage": true, "repository": true, "bugs": true, "funding": true, "author": true, "$schema": true, "registry": true}

// codeHosts serve the source of most packages people depend on directly:
// a dependency from them is how projects pin a fix, and reads like one.
// (The indexes' own file hosts are publicIndexRE's, checked beside it.)
var codeHosts = []string{"github.com", "gitlab.com", "bitbucket.org", "codeload.github.com", "github.io", "githubusercontent.com", "codeberg.org", "sr.ht",
	"pypi.org", "dl.fbaipublicfiles.com", "developer.download.nvidia.com", "rubygems.org", "huggingface.co"}

// directDeps reports, in text (at offset base of the source), the
// dependencies taken from a direct address on a host that is not a code
// host; manifest names the kind of file ("requirements", "npm", "gem") or
// is "" for a code block of any kind.
func (s *scanner) directDeps(text []byte, base int, manifest string, ctx secctx.Ctx) {
	if bytes.Contains(text, []byte("=>")) && bytes.Contains(text, []byte("replace")) {
		s.goReplaces(text, base, ctx)
	}
	if !bytes.Contains(text, []byte("://")) {
		return
	}
	type dep struct{ at, end, u0, u1 int }
	var deps []dep
	if manifest == "" || manifest == "requirements" {
		if bytes.Contains(text, []byte("@")) {
			for _, m := range pepURLDepRE.FindAllSubmatchIndex(text, 50) {
				deps = append(deps, dep{m[0], m[1], m[4], m[5]})
			}
		}
	}
	if manifest == "" || manifest == "npm" {
		if bytes.Contains(text, []byte(`"`)) {
			for _, m := range npmURLDepRE.FindAllSubmatchIndex(text, 50) {
				if npmMetaKeys[strings.ToLower(string(text[m[2]:m[3]]))] {
					continue
				}
				u := strings.ToLower(string(text[m[4]:m[5]]))
				if !strings.HasPrefix(u, "git") && !strings.HasSuffix(u, ".tgz") && !strings.HasSuffix(u, ".tar.gz") && !strings.Contains(u, ".git#") && !strings.HasSuffix(u, ".git") {
					continue // a URL that is no package (a download page, a schema)
				}
				deps = append(deps, dep{m[0], m[1], m[4], m[5]})
			}
		}
	}
	if manifest == "" || manifest == "gem" {
		for _, m := range gemSourceRE.FindAllSubmatchIndex(text, 50) {
			deps = append(deps, dep{m[0], m[1], m[2], m[3]})
		}
	}
	seen := map[string]bool{}
	for _, d := range deps {
		u := string(text[d.u0:d.u1])
		plain := strings.TrimPrefix(u, "git+")
		h := strings.ToLower(HostOf(plain))
		if h == "" || seen[h] || codeHost(h) || isLocal(h) || publicIndexRE.MatchString(plain) || strings.HasPrefix(plain, "ssh://") {
			continue // (over ssh: a host that takes the user's own key, their company's)
		}
		seen[h] = true
		st := secctx.Risky
		if suspectURL(plain) != "" {
			st = secctx.Act
		} else if s.ownHost(u) || strings.HasPrefix(strings.TrimSpace(string(text[d.at:d.end])), "source") {
			// The skill's own host; a Gemfile's source (a commercial gem
			// server is set up this way): a note.
			st = secctx.Mention
		}
		s.report(PackageIndex, base+d.at, base+d.end, ctx, st, "a dependency fetched from "+clip(u)+" instead of a package index", "depend on the package from its index, pinned to a version, or vendor the code the user can review")
	}
}

// codeHost reports h (lower case) or its parent domain in codeHosts.
func codeHost(h string) bool { return hostUnder(h, codeHosts) }

// hostUnder reports a host (lower case) that is one of domains or under
// one of them.
func hostUnder(h string, domains []string) bool {
	for _, d := range domains {
		if h == d || strings.HasSuffix(h, "."+d) {
			return true
		}
	}
	return false
}

// manifestOf is the kind of dependency manifest a bundled file's name is
// ("requirements", "npm", "gem"), or "".
func manifestOf(rel string) string {
	base := strings.ToLower(path.Base(rel))
	switch {
	case strings.HasPrefix(base, "requirements") && (strings.HasSuffix(base, ".txt") || strings.HasSuffix(base, ".in")), strings.HasPrefix(base, "constraints") && strings.HasSuffix(base, ".txt"):
		return "requirements"
	case base == "package.json":
		return "npm"
	case strings.HasPrefix(base, "gemfile") || strings.HasSuffix(base, ".gemspec"):
		return "gem"
	case base == "go.mod":
		return "go"
	}
	return ""
}

// configFileOf is the file a fence's info string names (```requirements.txt,
// ```json title="package.json"), or "".
func configFileOf(info string) string {
	for _, f := range strings.FieldsFunc(info, func(r rune) bool { return r == ' ' || r == '"' || r == '\'' || r == '=' }) {
		if manifestOf(f) != "" {
			return f
		}
	}
	return ""
}

// goReplaceRE is a go.mod replace directive (alone or inside a replace
// block): the module, and the module it is replaced by with its version.
var goReplaceRE = match.Lazy(`(?m)^[ \t]*(?:replace[ \t]+)?([\w.-]+\.[a-z]{2,}/[\w./-]+)(?:[ \t]+v[\w.+-]+)?[ \t]+=>[ \t]+([\w.-]+\.[a-z]{2,}/[\w./-]+)[ \t]+v[\w.+-]+`)

// goReplaces reports go.mod replace directives that swap a module for
// one from another owner (golang.org/x/crypto => github.com/<someone>/crypto):
// every build then compiles that owner's code in its place. A local
// directory (=> ../fork) is the user's own code and is not read here.
func (s *scanner) goReplaces(text []byte, base int, ctx secctx.Ctx) {
	for _, m := range goReplaceRE.FindAllSubmatchIndex(text, 50) {
		from, to := string(text[m[2]:m[3]]), string(text[m[4]:m[5]])
		if goOwner(from) == goOwner(to) || goMirror(from, to) {
			continue // another version or path of the same owner's module, or its mirror
		}
		s.report(PackageIndex, base+m[0], base+m[1], ctx, secctx.Risky, "the module "+from+" replaced by "+clip(to)+", another owner's code compiled in its place", "depend on the module itself, pinned to a version; a fix the user needs belongs upstream or in a fork the user owns")
	}
}

// goOwner is a module path's host and first element (github.com/org,
// golang.org/x): who publishes it.
func goOwner(mod string) string {
	parts := strings.SplitN(strings.ToLower(mod), "/", 3)
	if len(parts) < 2 {
		return strings.ToLower(mod)
	}
	return parts[0] + "/" + parts[1]
}

// goMirrors are the repositories that vanity import paths are served from
// (a replace to them is a long-standing fix for builds that cannot reach
// the vanity host): path prefix, then the owners on GitHub.
var goMirrors = []struct {
	prefix string
	owners []string
}{
	{"golang.org/x/", []string{"github.com/golang"}},
	{"google.golang.org/", []string{"github.com/grpc", "github.com/googleapis", "github.com/protocolbuffers", "github.com/golang"}},
	{"cloud.google.com/", []string{"github.com/googleapis"}},
	{"go.uber.org/", []string{"github.com/uber-go"}},
	{"k8s.io/", []string{"github.com/kubernetes"}},
	{"sigs.k8s.io/", []string{"github.com/kubernetes-sigs"}},
	{"go.opentelemetry.io/", []string{"github.com/open-telemetry"}},
	{"gopkg.in/", nil}, // gopkg.in/yaml.v3 is github.com/go-yaml/yaml
}

// goMirror reports a replace of a vanity path by its own repository.
func goMirror(from, to string) bool {
	from, owner := strings.ToLower(from), goOwner(to)
	for _, m := range goMirrors {
		if !strings.HasPrefix(from, m.prefix) {
			continue
		}
		if m.owners == nil {
			return strings.HasPrefix(owner, "github.com/go-")
		}
		for _, o := range m.owners {
			if owner == o {
				return true
			}
		}
	}
	return false
}
