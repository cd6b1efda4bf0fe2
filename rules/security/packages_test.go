package security

import (
	"fmt"
	"testing"
)

func TestLookalikePackage(t *testing.T) {
	for n, want := range map[string]string{
		"crossenv":            "cross-env",
		"serde_josn":          "serde_json",
		"expres-pino-logger":  "express-pino-logger",
		"reqeusts":            "requests",
		"cross-env":           "",
		"python_dotenv":       "", // PyPI reads _ and - alike
		"cross-env-shell":     "",
		"react-dom":           "",
		"left-pad":            "",
		"@babel/core":         "",
		"serde":               "",
		"tokio-util":          "",
		"activesupport-jsonn": "",
		"create-vitte-app":    "create-vite-app",
		"gorelaeser":          "goreleaser",
		"create-vite":         "",
	} {
		if got := lookalikePackage(n); got != want {
			t.Errorf("lookalikePackage(%q) = %q, want %q", n, got, want)
		}
	}
}

func TestManifestDeps(t *testing.T) {
	src := "[package]\nname = \"x\"\n\n[dependencies]\nserde = \"1\"\nserde_json = { version = \"1\" }\n\n[features]\ndefault = []\n\n" +
		"gem \"rails\", \"~> 7\"\ngem 'sidekiq'\n\n{\"name\": \"app\", \"dependencies\": {\"express\": \"^4\", \"@scope/pkg\": \"1\"}, \"scripts\": {\"x\": \"y\"}}\n"
	names, at := manifestDeps([]byte(src), 50)
	if got := fmt.Sprint(names); got != "[serde serde_json rails sidekiq express @scope/pkg]" {
		t.Fatalf("manifestDeps = %v", got)
	}
	for i, n := range names {
		if src[at[i]:at[i]+len(n)] != n {
			t.Errorf("%q at %d: %q", n, at[i], src[at[i]:at[i]+len(n)])
		}
	}
}
