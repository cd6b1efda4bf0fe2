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
