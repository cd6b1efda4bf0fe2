package security

import (
	"bytes"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/internal/lines"
	"github.com/skillint/skillint/internal/match"
	"github.com/skillint/skillint/internal/secctx"
	"github.com/skillint/skillint/model"
	"github.com/skillint/skillint/rules"
)

// storeNameRE names a credential store as a configuration lists it for a
// script to read: a key file, the GnuPG private keys, a browser's login
// and cookie databases, the kubeconfig (whole or in path segments), cloud
// login caches, a wallet's key file, every env file (a glob).
var storeNameRE = match.Lazy(`\.ssh/id_|\bid_(rsa|ed25519|ecdsa|dsa)\b|private-keys-v1\.d|["'/]\.gnupg\b|["']Login Data["']|["']Cookies["']|["']\.kube["']|\.kube/config\b|solana/id\.json|\.aws/(sso/cache|cli/cache|credentials)\b|\.config/gcloud\b|\.azure\b|\.docker/config\.json|\.git-credentials|["'/]\.(netrc|npmrc|pypirc)\b|wallet\.dat|["']\.env\*["']`)

// senderDataSecrets reports the credential stores a data file lists when a
// script of the skill that talks to the network names the file: the
// script's paths, kept out of its code (what it reads is read there, and
// it sends). The analysis does not follow a configuration's values into
// the code that loads them.
func senderDataSecrets(p *rules.Pass) {
	if p.Doc.Format != model.FormatBundled {
		return
	}
	ds := scanOf(p)
	if !ds.senderData || ds.ctx.Place != secctx.Data {
		return
	}
	src := p.Src().Bytes
	// Lines where credential-access already names a store (it warns on
	// them in such a file): one finding per line.
	named := map[int]bool{}
	for i, t := range secTexts(p) {
		for _, h := range textHits(p, i, t)[string(rules.SecurityCredentialAccess)] {
			ls, _ := lines.Bounds(src, t.base+h[0])
			named[ls] = true
		}
	}
	last := -1
	for _, m := range storeNameRE.FindAllIndex(src, 50) {
		ls, _ := lines.Bounds(src, m[0])
		if ls == last || named[ls] || excludeContext(src, m[0]) {
			continue
		}
		last = ls
		name := bytes.Trim(src[m[0]:m[1]], `"'/`)
		reportRaw(p, diag.Warning, p.Src().Range(m[0], m[1]), "%q, a credential store, listed in a data file that a script of the skill which talks to the network loads: the script may read and send it; let the tool that owns the credential use it", string(name))
	}
}

// excludeContext reports a value on an exclude, skip or ignore line, or in
// a list such a key opens a few lines above ("exclude": [ ... ]).
func excludeContext(src []byte, i int) bool {
	if excludeListLine(src, i) {
		return true
	}
	ls, _ := lines.Bounds(src, i)
	for k := 0; k < 20 && ls > 0; k++ {
		ps, _ := lines.Bounds(src, ls-1)
		l := bytes.TrimSpace(src[ps : ls-1])
		if bytes.HasSuffix(l, []byte("[")) || bytes.HasSuffix(l, []byte(":")) || bytes.HasSuffix(l, []byte("{")) {
			return excludeListLine(src, ps)
		}
		if bytes.HasSuffix(l, []byte("]")) || bytes.HasSuffix(l, []byte("}")) {
			return false // a list or table closed: another key's
		}
		ls = ps
	}
	return false
}
