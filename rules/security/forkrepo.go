package security

import (
	"bytes"
	"path/filepath"
	"strings"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/internal/match"
	"github.com/skillint/skillint/model"
	"github.com/skillint/skillint/rules"
)

// Well-known packages installed from a repository of an owner that passes
// for theirs: serde from github.com/serde-rs-fast/serde, requests from a
// "psf-dev" organisation (the repository named as the package, or the
// dependency the line declares). A fork under an owner that imitates the
// project's own is how a look-alike gets its code built into the user's
// project; a fork under a person's own name (a patch in [patch.crates-io])
// does not pass for the project, and is left alone.

// officialOwners are the owners of well-known packages' repositories on
// GitHub, by package name (lower case).
var officialOwners = map[string][]string{
	// crates.io
	"serde": {"serde-rs"}, "serde_json": {"serde-rs"}, "tokio": {"tokio-rs"}, "tracing": {"tokio-rs"}, "axum": {"tokio-rs"},
	"reqwest": {"seanmonstar"}, "hyper": {"hyperium"}, "tonic": {"hyperium"}, "clap": {"clap-rs"}, "rand": {"rust-random"},
	"anyhow": {"dtolnay"}, "thiserror": {"dtolnay"}, "syn": {"dtolnay"}, "quote": {"dtolnay"}, "log": {"rust-lang"},
	"regex": {"rust-lang"}, "futures": {"rust-lang"}, "chrono": {"chronotope"}, "actix-web": {"actix"}, "diesel": {"diesel-rs"},
	"sqlx": {"launchbadge"},
	// npm
	"lodash": {"lodash"}, "express": {"expressjs"}, "react": {"facebook"}, "axios": {"axios"}, "prettier": {"prettier"},
	"eslint": {"eslint"}, "webpack": {"webpack"}, "typescript": {"microsoft"}, "jest": {"jestjs", "facebook"}, "next": {"vercel"},
	"vue": {"vuejs"}, "chalk": {"chalk"}, "commander": {"tj"}, "dotenv": {"motdotla"}, "vite": {"vitejs"},
	// PyPI
	"requests": {"psf"}, "black": {"psf"}, "flask": {"pallets"}, "click": {"pallets"}, "jinja2": {"pallets"}, "django": {"django"},
	"numpy": {"numpy"}, "pandas": {"pandas-dev"}, "fastapi": {"fastapi", "tiangolo"}, "pydantic": {"pydantic"}, "httpx": {"encode"},
	"boto3": {"boto"}, "urllib3": {"urllib3"},
}

// gitRepos are the repositories on GitHub text names (at most n), as
// match indexes: [start, end, owner start, owner end, repo start, repo
// end] of https://github.com/OWNER/REPO, git@github.com:OWNER/REPO,
// github:OWNER/REPO (a trailing .git left out). A search for the host's
// name, then a scan: faster than an expression on text that names GitHub
// everywhere.
func gitRepos(text []byte, n int) [][]int {
	var out [][]int
	name := func(j int) int {
		for j < len(text) && (isWordByte(text[j]) || text[j] == '.' || text[j] == '-') {
			j++
		}
		return j
	}
	for i := 0; i < len(text) && len(out) < n; {
		k := match.IndexFold(text[i:], []byte("github"))
		if k < 0 {
			break
		}
		at := i + k
		i = at + 6
		j := at + 6
		switch {
		case j+4 < len(text) && strings.EqualFold(string(text[j:j+4]), ".com") && (text[j+4] == '/' || text[j+4] == ':'):
			j += 5
		case j < len(text) && text[j] == ':' && (at == 0 || !isWordByte(text[at-1])):
			j++
		default:
			continue
		}
		os, oe := j, name(j)
		if oe == os || oe >= len(text) || text[oe] != '/' {
			continue
		}
		rs := oe + 1
		end := name(rs)
		re := end
		if re-rs > 4 && strings.EqualFold(string(text[re-4:re]), ".git") {
			re -= 4
		}
		if re == rs {
			continue
		}
		out = append(out, []int{at, end, os, oe, rs, re})
		i = end
	}
	return out
}

// depKeyRE is the dependency a line names before a repository: Cargo's
// `serde = { git = ...`, package.json's `"lodash": "github:...`,
// a requirement's `requests @ git+https://...`.
var depKeyRE = match.Lazy(`(?:^|[\s{,])["']?([A-Za-z0-9][\w.-]*)["']?\s*(?:=\s*\{[^}\n]*?\bgit\s*=|:|@)\s*["']?(?:git\+)?(?:https?://|git@|github:)`)

// forkedOwner names the well-known package whose official owner the
// repository OWNER/REPO's owner imitates, for a dependency named dep (""
// when the line names none), or "".
func forkedOwner(dep, owner, repo string) string {
	owner, repo, dep = strings.ToLower(owner), strings.ToLower(repo), strings.ToLower(dep)
	for _, name := range []string{dep, repo} {
		offs, ok := officialOwners[name]
		if name == "" || !ok {
			continue
		}
		for _, o := range offs {
			if owner == o {
				return ""
			}
		}
		for _, o := range offs {
			// The owner carries the project's own owner or name, with
			// more around it (serde-rs-fast, prettier-community).
			if strings.Contains(owner, o) || len(name) >= 4 && strings.Contains(owner, name) {
				return name
			}
		}
	}
	return ""
}

// checkForkedRepos reports dependencies and installs of a well-known
// package from a repository whose owner passes for the project's.
func checkForkedRepos(p *rules.Pass, allow []string) {
	for _, t := range secTexts(p) {
		if !bytes.Contains(t.text, []byte("github")) {
			continue
		}
		for _, m := range gitRepos(t.text, 100) {
			owner, repo := string(t.text[m[2]:m[3]]), string(t.text[m[4]:m[5]])
			ls := bytes.LastIndexByte(t.text[:m[0]], '\n') + 1
			dep := ""
			if d := depKeyRE.FindSubmatch(t.text[max(ls, m[0]-200):m[1]]); d != nil {
				dep = string(d[1])
			}
			name := forkedOwner(dep, owner, repo)
			if name == "" || allowed(owner+"/"+repo, allow) || allowed(owner, allow) {
				continue
			}
			report := reportAt
			if manifestFile(p) {
				report = reportRaw // what the build installs, not documentation
			}
			report(p, diag.Warning, p.Src().Range(t.base+m[2], t.base+m[5]), "%s/%s passes for the repository of %s (owned by %s): a look-alike owner is how a fork's code gets built in the package's place; install %s from its registry or its project's own repository", owner, repo, name, strings.Join(officialOwners[name], " or "), name)
		}
	}
}

// manifestFile reports a bundled package manifest a build or an install
// reads (Cargo.toml, package.json, a requirements file, pyproject.toml,
// a Gemfile, go.mod).
func manifestFile(p *rules.Pass) bool {
	if requirementsFile(p) {
		return true
	}
	if p.Doc.Format != model.FormatBundled {
		return false
	}
	switch strings.ToLower(filepath.Base(p.Src().Path)) {
	case "cargo.toml", "package.json", "pyproject.toml", "gemfile", "go.mod":
		return true
	}
	return false
}
