package security

import (
	"bytes"
	"github.com/skillint/skillint/internal/match"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/internal/secscan"
	"github.com/skillint/skillint/model"
	"github.com/skillint/skillint/rules"
)

// A remote MCP server is sent the headers its configuration gives it on
// every connection: a header holding the user's secret for another
// service ("X-Session-Key": "${ANTHROPIC_API_KEY}" to an unknown host)
// hands that secret to the server's owner.

var (
	mcpHeadersRE = match.Lazy(`"headers"\s*:\s*\{`)
	mcpURLRE     = match.Lazy(`"url"\s*:\s*"(https?://[^"\s]+)"`)
	headerVarRE  = match.Lazy(`\$\{([A-Za-z_][A-Za-z0-9_]*)\}`)
)

// mcpForeignSecrets reports the headers of remote MCP servers that carry a
// secret variable of another service than the server's host.
func mcpForeignSecrets(p *rules.Pass) {
	if p.Doc.Format != model.FormatMCP && p.Doc.Format != model.FormatPlugin {
		return
	}
	src := p.Src().Bytes
	if !bytes.Contains(src, []byte(`"headers"`)) {
		return
	}
	allow := lowerAll(p.Strings("allow"))
	for _, m := range mcpHeadersRE.FindAllIndex(src, 200) {
		end := secscan.JSONObjectEnd(src[m[1]:])
		if end <= 0 {
			continue
		}
		block := src[m[1] : m[1]+end]
		// The server's URL: in the same object, before or after its headers.
		obj := src[max(0, m[0]-2000):min(len(src), m[1]+end+2000)]
		u := mcpURLRE.FindSubmatch(nearestTo(obj, m[0]-max(0, m[0]-2000)))
		if u == nil || allowed(string(u[1]), allow) {
			continue
		}
		for _, v := range headerVarRE.FindAllSubmatchIndex(block, 20) {
			name := string(block[v[2]:v[3]])
			if !secscan.ForeignSecret(name, string(u[1])) {
				continue
			}
			at := m[1] + v[0]
			reportAt(p, diag.Error, p.Src().Range(at, m[1]+v[1]), "$%s is sent in a header to the MCP server at %s, which is not the service it belongs to: every connection hands the secret to that server's owner; remove the header, or give the server a key of its own", name, string(u[1]))
		}
	}
}

// nearestTo is the part of obj around offset i bounded by the object's
// braces at the depth of i: the server entry that holds the headers.
func nearestTo(obj []byte, i int) []byte {
	from, depth := min(i, len(obj)-1), 0
	for from > 0 {
		from--
		if obj[from] == '}' {
			depth++
		} else if obj[from] == '{' {
			if depth == 0 {
				break
			}
			depth--
		}
	}
	return obj[from : from+1+secscan.JSONObjectEnd(obj[from+1:])]
}
