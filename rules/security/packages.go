package security

import (
	"bytes"
	"sort"
	"strings"

	"github.com/skillint/skillint/internal/lines"
	"github.com/skillint/skillint/internal/match"
	"github.com/skillint/skillint/internal/pkgnames"
)

// Look-alike package names, whole: a dependency one typo from a package
// everyone installs (serde_josn, expres-pino-logger), or one that drops
// or adds a separator (crossenv for cross-env).

// wellKnownPackages are names of packages most projects of their
// ecosystem install (npm, PyPI, RubyGems, crates.io), lower case.
var wellKnownPackages = pkgnames.Known

// knownPackage is a well-known name with its letters and digits alone
// (unseparated) and how many separators it had.
type knownPackage struct {
	name, bare string
	seps       int
}

// wellKnownPackageList is wellKnownPackages, sorted (the first match is
// the same every run), each with its unseparated form worked out once.
var wellKnownPackageList = func() []knownPackage {
	l := make([]knownPackage, 0, len(wellKnownPackages))
	for w := range wellKnownPackages {
		bare, seps := unseparated(w)
		l = append(l, knownPackage{w, bare, seps})
	}
	sort.Slice(l, func(i, j int) bool { return l[i].name < l[j].name })
	return l
}()

// scopeTypo reports scope as known with two neighbouring letters swapped
// (@playwrigth) or one letter dropped (@typs): not a letter changed or
// added, which makes other organisations' names (@typed, @babbel).
func scopeTypo(scope, known string) bool {
	if len(scope) == len(known) {
		for i := 0; i+1 < len(scope); i++ {
			if scope[i] != known[i] {
				return scope[i] == known[i+1] && scope[i+1] == known[i] && scope[i+2:] == known[i+2:]
			}
		}
		return false
	}
	return len(scope) == len(known)-1 && editOne(scope, known) && !strings.HasPrefix(known, scope)
}

// knownScopes are the npm scopes of the well-known packages
// (with their "@"), and knownScopeList the same, sorted.
var knownScopes, knownScopeList = func() (map[string]bool, []string) {
	m := map[string]bool{}
	var l []string
	for _, k := range wellKnownPackageList {
		if sc, _, ok := strings.Cut(k.name, "/"); ok && strings.HasPrefix(sc, "@") && !m[sc] {
			m[sc] = true
			l = append(l, sc)
		}
	}
	sort.Strings(l)
	return m, l
}()

// lookalikePackage is the well-known package name n passes for, or "".
func lookalikePackage(n string) string {
	if strings.ContainsRune(n, 'I') && strings.ToUpper(n) != n {
		// A capital I among lower-case letters passes for an l
		// (requests-toolbeIt); the index reads it as an i.
		if l := strings.ToLower(strings.ReplaceAll(n, "I", "l")); wellKnownPackages[strings.TrimPrefix(l, "@")] || wellKnownPackages[l] {
			return l
		}
	}
	n = strings.ToLower(n)
	if scope, pkg, ok := strings.Cut(n, "/"); ok && strings.HasPrefix(scope, "@") && !strings.ContainsAny(pkg, "/ ") {
		// A scoped npm package: one typo in the name, under the scope of
		// a well-known one (@typescript-eslint/eslint-plugn).
		if wellKnownPackages[n] {
			return ""
		}
		for _, k := range wellKnownPackageList {
			ks, kp, ok := strings.Cut(k.name, "/")
			if !ok {
				continue
			}
			if ks == scope && len(kp) >= 6 && oneTypo(pkg, kp) || kp == pkg && len(ks) >= 7 && oneTypo(scope, ks) {
				return k.name // a typo in the name, or in the scope (@antropic-ai/sdk)
			}
		}
		if !knownScopes[scope] {
			// One edit from a well-known organisation's scope (@typs,
			// @playwrigth): whatever the package, the scope passes for
			// theirs.
			for _, ks := range knownScopeList {
				if len(ks) >= 6 && scope[1] == ks[1] && scopeTypo(scope, ks) {
					return ks + "/" + pkg
				}
			}
		}
		return ""
	}
	n = strings.TrimPrefix(n, "@")
	if len(n) < 5 || wellKnownPackages[n] || strings.ContainsAny(n, "/ ") {
		return ""
	}
	bare, seps := unseparated(n)
	for _, k := range wellKnownPackageList {
		if len(k.name) < 6 {
			if len(k.name) == 5 && adjacentSwap(n, k.name) {
				return k.name // axois: a short name's letters swapped, no other edit
			}
			continue
		}
		if k.bare == bare && k.seps != seps || oneTypo(n, k.name) {
			return k.name // (crossenv, babelcli: a separator dropped or added)
		}
	}
	return ""
}

// adjacentSwap reports w as k with two neighbouring letters swapped (and
// the first letter kept).
func adjacentSwap(w, k string) bool {
	if len(w) != len(k) || w == k || w[0] != k[0] {
		return false
	}
	for i := 1; i+1 < len(w); i++ {
		if w[i] != k[i] {
			return w[i] == k[i+1] && w[i+1] == k[i] && w[i+2:] == k[i+2:]
		}
	}
	return false
}

// unseparated is n without '-', '_' and '.', and how many it had.
func unseparated(n string) (string, int) {
	var b strings.Builder
	seps := 0
	for i := 0; i < len(n); i++ {
		switch n[i] {
		case '-', '_', '.':
			seps++
		default:
			b.WriteByte(n[i])
		}
	}
	return b.String(), seps
}

var (
	// manifestTableRE opens a TOML table of dependencies (Cargo.toml).
	manifestTableRE = match.Lazy(`^\s*\[((workspace\.|target\.[^\]]+\.)?(dev-|build-)?dependencies)\]\s*$`)
	tomlDepKeyRE    = match.Lazy(`^\s*([A-Za-z0-9][A-Za-z0-9_-]*)\s*=`)
	gemLineRE       = match.Lazy(`^\s*gem\s+["']([A-Za-z0-9][\w.-]*)["']`)
	jsonDepsRE      = match.Lazy(`"(dependencies|devDependencies|peerDependencies|optionalDependencies)"\s*:\s*\{`)
	jsonDepRE       = match.Lazy(`"(@?[A-Za-z0-9][\w./-]*)"\s*:\s*"`)
)

// manifestDeps are the names a dependency manifest in text declares (a
// Cargo.toml table of dependencies, Gemfile gem lines, package.json
// dependencies), with their offsets, at most limit.
func manifestDeps(text []byte, limit int) (names []string, at []int) {
	add := func(n string, i int) {
		if len(names) < limit {
			names = append(names, n)
			at = append(at, i)
		}
	}
	if bytes.Contains(text, []byte("dependencies]")) || bytes.Contains(text, []byte("gem ")) || bytes.Contains(text, []byte("gem\t")) {
		inTable := false
		for ls := 0; ls < len(text) && len(names) < limit; {
			_, le := lines.Bounds(text, ls)
			line := text[ls:le]
			switch {
			case manifestTableRE.Match(line):
				inTable = true
			case bytes.HasPrefix(bytes.TrimSpace(line), []byte("[")):
				inTable = false
			case inTable:
				if m := tomlDepKeyRE.FindSubmatchIndex(line); m != nil {
					add(string(line[m[2]:m[3]]), ls+m[2])
				}
			default:
				if m := gemLineRE.FindSubmatchIndex(line); m != nil {
					add(string(line[m[2]:m[3]]), ls+m[2])
				}
			}
			ls = le + 1
		}
	}
	if bytes.Contains(text, []byte("ependencies\"")) {
		for _, m := range jsonDepsRE.FindAllIndex(text, 8) {
			end := m[1] + bytes.IndexByte(text[m[1]:], '}')
			if end < m[1] {
				end = len(text)
			}
			for _, d := range jsonDepRE.FindAllSubmatchIndex(text[m[1]:end], limit) {
				add(string(text[m[1]+d[2]:m[1]+d[3]]), m[1]+d[2])
			}
		}
	}
	return names, at
}
