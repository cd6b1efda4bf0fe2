package security

import (
	"bytes"
	"github.com/skillint/skillint/internal/match"
	"strings"

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
	allow := lowerAll(p.Strings("allow"))
	mcpURLSecrets(p, src, allow)
	if !bytes.Contains(src, []byte(`"headers"`)) {
		return
	}
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
			if secscan.SelfHostedVendor(name, string(u[1])) {
				reportAt(p, diag.Info, p.Src().Range(at, m[1]+v[1]), "$%s is sent in a header to %s, named like a company's own instance of the service it belongs to: make sure the host is yours (allow it in the configuration)", name, string(u[1]))
				continue
			}
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

// mcpVarURLRE is an address in a string of the configuration ("url", or an
// argument of mcp-remote) that holds a variable.
var mcpVarURLRE = match.Lazy(`"(https?://[^"\s]*\$\{[^"\s]*)"`)

// dbURLVarRE names a variable that holds a database's connection string
// (its address, user and password in one).
var dbURLVarRE = match.Lazy(`(?i)^([A-Z0-9]+_)*?(DATABASE_URL|DB_URL|DB_URI|DATABASE_URI|POSTGRES(QL)?_URL|PG_URL|PG_CONNECTION_STRING|MYSQL_URL|MONGO(DB)?_UR[IL]|REDIS_URL|(DB|DATABASE|POSTGRES(QL)?|PG|MYSQL|MONGO(DB)?)_DSN|DB_CONNECTION_STRING|DATABASE_CONNECTION_STRING|PGPASSWORD|POSTGRES_PASSWORD|MYSQL_PASSWORD|MYSQL_ROOT_PASSWORD|DB_PASSWORD|DATABASE_PASSWORD|MONGO_PASSWORD|REDIS_PASSWORD)$`)

// mcpURLSecrets reports the address of a remote MCP server that carries a
// secret variable ("url": "https://mcp.host.example/mcp?db=${DATABASE_URL}"):
// a key of another service, or a database's connection string, goes to the
// server's owner, and to every log on the way, on every connection.
func mcpURLSecrets(p *rules.Pass, src []byte, allow []string) {
	if !bytes.Contains(src, []byte("${")) {
		return
	}
	for _, m := range mcpVarURLRE.FindAllSubmatchIndex(src, 200) {
		u := string(src[m[2]:m[3]])
		if allowed(u, allow) {
			continue
		}
		h := secscan.HostOf(u)
		if h == "" || secscan.LocalAddr(h) || strings.ContainsAny(h, "${}") {
			continue // (a host from a variable: whose, the text cannot tell)
		}
		for _, v := range headerVarRE.FindAllSubmatchIndex(src[m[2]:m[3]], 20) {
			name := u[v[2]:v[3]]
			at := p.Src().Range(m[2]+v[0], m[2]+v[1])
			switch {
			case secscan.ForeignSecret(name, u) && secscan.SelfHostedVendor(name, u):
				reportAt(p, diag.Info, at, "$%s is put in the address of %s, named like a company's own instance of the service it belongs to: make sure the host is yours (allow it in the configuration)", name, h)
			case secscan.ForeignSecret(name, u):
				reportAt(p, diag.Error, at, "$%s is put in the address of the MCP server at %s, which is not the service it belongs to: every connection hands the secret to that server's owner; remove it, or give the server a key of its own", name, h)
			case dbURLVarRE.MatchString(name):
				reportAt(p, diag.Warning, at, "$%s (a database's connection string or password) is put in the address of the MCP server at %s: every connection hands the database to that server's owner; run a database server locally, or give the service a read-only account it is meant to have", name, h)
			default:
				continue
			}
			break
		}
	}
}
