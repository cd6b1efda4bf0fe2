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
var composeRootRE = match.Lazy(`(?m)^[ \t]*-[ \t]*["']?/:/[^\s"':]*(:rw)?["']?[ \t]*$`)

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
	// One service: nothing between them starts another at the services'
	// indentation (a key of two spaces' depth ending in a colon).
	from, to := min(pm[0], rm[0]), max(pm[0], rm[0])
	ls, _ := lines.Bounds(src, to)
	for i := from; i < ls; {
		lsi, le := lines.Bounds(src, i)
		if l := src[lsi:le]; len(l) > 3 && l[0] == ' ' && l[1] == ' ' && l[2] != ' ' && l[2] != '-' && bytes.HasSuffix(bytes.TrimRight(l, " \t\r"), []byte(":")) {
			return
		}
		i = le + 1
	}
	// Compose runs what the file says, as a script would.
	ctx := secctx.Ctx{Place: secctx.Script, Purpose: s.in.Purpose, Frame: secctx.Plain}
	s.report(Destructive, rm[0], rm[1], ctx, secctx.Risky, "a Compose service run privileged with the host's root file system bound writable (root on the host)", "keep the machine's protections on")
}
