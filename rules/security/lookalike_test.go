package security

import "testing"

func TestLookalikeOf(t *testing.T) {
	for w, want := range map[string]string{
		"webbapp": "webapp", "parsre": "parser", "reqeusts": "requests", "confg": "config", "validater": "validator",
		"diagnotsics": "diagnostics", "traiding": "trading", "formater": "formatter",
		// Words, endings, spelling variants and names of their own.
		"parser": "", "lister": "", "openapi": "", "analyser": "", "parse": "", "tests": "", "qdrant": "", "deployer": "",
		"passing": "", "colour": "", "webapps": "",
	} {
		if got := lookalikeOf(w); got != want {
			t.Errorf("lookalikeOf(%q) = %q, want %q", w, got, want)
		}
	}
}

func TestLookalikeMCP(t *testing.T) {
	for name, want := range map[string]string{
		"@modelcontextprotocol/server-filesytem": "@modelcontextprotocol/server-filesystem",
		"@modelcontextprotocol/server-githhub":   "@modelcontextprotocol/server-github",
		"@modelcontextprotocl/server-github":     "@modelcontextprotocol/server-github",
		"mcp-server-fecth":                       "mcp-server-fetch",
		"@modelcontextprotocol/server-github":    "",
		"@modelcontextprotocol/server-gitlab":    "",
		"mcp-server-git":                         "",
		"@acme/server-files":                     "",
		"mcp-server-kubernetes":                  "",
		"mcp-server-postgrest":                   "",
		"mcp-server-fetch2":                      "",
		"mcp-server-xfetch":                      "",
	} {
		if got := lookalikeMCP(name); got != want {
			t.Errorf("lookalikeMCP(%q) = %q, want %q", name, got, want)
		}
	}
	for _, c := range [][2]string{{"filesytem", "filesystem"}, {"fecth", "fetch"}, {"githhub", "github"}, {"gihtub", "github"}} {
		if !editOne(c[0], c[1]) {
			t.Errorf("editOne(%q, %q) = false", c[0], c[1])
		}
	}
	if editOne("gitlab", "github") || editOne("git", "git") {
		t.Error("editOne too loose")
	}
}

func TestLookalikeOwner(t *testing.T) {
	for owner, want := range map[string]string{
		"actons": "actions", "acitons": "actions", "actionss": "actions", "actlons": "actions",
		"actions": "", "docker": "", "act": "", "azure-samples": "",
	} {
		if got := lookalikeOwner(owner); got != want {
			t.Errorf("lookalikeOwner(%q) = %q, want %q", owner, got, want)
		}
	}
}
