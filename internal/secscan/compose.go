package secscan

import (
	"bytes"
	"path"
	"strings"

	"github.com/skillint/skillint/internal/lines"
	"github.com/skillint/skillint/internal/match"
	"github.com/skillint/skillint/internal/secctx"
)

// composeRootRE is a Compose service's bind of the host's root file
// system, writable ("- /:/host", "- /:/host:rw"; not ":ro", a monitoring
// agent's documented mount).
var composeRootRE = match.Lazy(`(?m)^[ \t]*-[ \t]*["']?/:/[^\s"':#]*(:rw)?["']?[ \t]*(#.*)?$`)

// composePrivRE is a service run privileged.
var composePrivRE = match.Lazy(`(?m)^[ \t]*privileged:[ \t]*(true|yes)\b`)

// composeRoot reports, in a Docker Compose file, a service run privileged
// with the host's root file system bound writable: what docker run
// --privileged -v /:/host is (root on the host, whatever the image does).
func (s *scanner) composeRoot(rel string) {
	b := strings.ToLower(path.Base(rel))
	if !strings.Contains(b, "compose") || !strings.HasSuffix(b, ".yml") && !strings.HasSuffix(b, ".yaml") {
		return
	}
	src := s.in.Src
	if !bytes.Contains(src, []byte("privileged")) || !bytes.Contains(src, []byte("/:/")) {
		return
	}
	pm := composePrivRE.FindIndex(src)
	rm := composeRootRE.FindIndex(src)
	if pm == nil || rm == nil {
		return
	}
	// One service: no key line between them less indented than the
	// privileged: line (another service's name), whatever the file's
	// indentation.
	from, to := min(pm[0], rm[0]), max(pm[0], rm[0])
	depth := len(src[pm[0]:]) - len(bytes.TrimLeft(src[pm[0]:], " \t")) // (the match starts its line)
	ls, _ := lines.Bounds(src, to)
	for i := from; i < ls; {
		lsi, le := lines.Bounds(src, i)
		l := src[lsi:le]
		t := bytes.TrimLeft(l, " ")
		if ind := len(l) - len(t); len(t) > 0 && t[0] != '-' && t[0] != '#' && ind < depth && bytes.HasSuffix(bytes.TrimRight(t, " \t\r"), []byte(":")) {
			return
		}
		i = le + 1
	}
	// Compose runs what the file says, as a script would.
	ctx := secctx.Ctx{Place: secctx.Script, Purpose: s.in.Purpose, Frame: secctx.Plain}
	s.report(Destructive, rm[0], rm[1], ctx, secctx.Risky, "a Compose service run privileged with the host's root file system bound writable (root on the host)", "keep the machine's protections on")
}

// clusterAdminBroad reports, in a Kubernetes manifest, a ClusterRoleBinding
// that gives the cluster-admin role (every right in the cluster) to every
// service account, every signed-in user or anyone: any pod, or anyone
// who can reach the API, then owns the cluster. (A binding to one named
// service account is how many operators install; not judged here.)
func (s *scanner) clusterAdminBroad(rel string) {
	ext := strings.ToLower(path.Ext(rel))
	if ext != ".yml" && ext != ".yaml" {
		return
	}
	src := s.in.Src
	if !bytes.Contains(src, []byte("ClusterRoleBinding")) || !bytes.Contains(src, []byte("cluster-admin")) {
		return
	}
	for i, n := 0, 0; i < len(src) && n < 64; n++ {
		k := bytes.Index(src[i:], []byte("kind: ClusterRoleBinding"))
		if k < 0 {
			return
		}
		// The binding's document: back to the "---" before it, on to the
		// next one.
		start, at := 0, i+k
		if d := bytes.LastIndex(src[:at], []byte("\n---")); d >= 0 {
			start = d + 1
		}
		end := len(src)
		if d := bytes.Index(src[at:], []byte("\n---")); d >= 0 {
			end = at + d
		}
		i = end
		doc := src[start:end]
		role := clusterAdminRefRE.FindIndex(doc)
		if role == nil || !broadSubjectRE.Match(doc) {
			continue
		}
		ctx := secctx.Ctx{Place: secctx.Script, Purpose: s.in.Purpose, Frame: secctx.Plain}
		s.report(Destructive, start+role[0], start+role[1], ctx, secctx.Risky,
			"a ClusterRoleBinding that gives cluster-admin (every right in the cluster) to every service account or every user",
			"bind a role with only the rights needed, to the one service account that needs them")
		return
	}
}

var (
	// clusterAdminRefRE is a roleRef's name: cluster-admin.
	clusterAdminRefRE = match.Lazy(`(?m)^[ \t]*name:[ \t]*["']?cluster-admin["']?[ \t]*$`)
	// broadSubjectRE is a subject that is everyone of a kind.
	broadSubjectRE = match.Lazy(`(?m)^[ \t]*(-[ \t]*)?name:[ \t]*["']?system:(serviceaccounts|authenticated|unauthenticated|anonymous)["']?[ \t]*$`)
)
