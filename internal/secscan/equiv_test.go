package secscan

import (
	"fmt"
	"math/rand"
	"regexp"
	"strings"
	"testing"
)

// randomLines are lines built from the pieces the hand-written matchers
// look at, to compare them with the regular expressions they replace.
func randomLines(seed int64, n int, pieces []string) []string {
	r := rand.New(rand.NewSource(seed))
	out := make([]string, 0, n)
	for i := 0; i < n; i++ {
		var b strings.Builder
		for k := r.Intn(7); k >= 0; k-- {
			b.WriteString(pieces[r.Intn(len(pieces))])
		}
		out = append(out, b.String())
	}
	return out
}

var linePieces = []string{" ", "  ", "\t", "\f", "\r", "\v", "\n", "sudo", "sudo ", "curl", "wget", "bash", "nc", "ncat", "crontab", "chmod", "base64", "dig", "nslookup",
	"-", "--", "x", "$", "\"", "'", "@", ":", "/", ".", "_", "9", "é", "\u00a0", "!", "#", "ncurl", "Curl", "sh", "rm", "cp", "cat", "echo", "pip3", "python3"}

func TestShellLineIsTheRegexp(t *testing.T) {
	re := regexp.MustCompile(`^\s*(sudo\s+)?(curl|wget|bash|nc|ncat|crontab|chmod|base64|dig|nslookup)\s+-?[\w$"'@:/.-]`)
	for _, l := range append(randomLines(1, 200000, linePieces), "", "curl", "curl ", "curl -", "sudo curl x", "sudo  \tnc -l", "sudocurl x", "sudo sudo curl x", "ncat\t-e") {
		if got, want := shellLine([]byte(l)), re.MatchString(l); got != want {
			t.Fatalf("shellLine(%q) = %v, the regexp says %v", l, got, want)
		}
	}
}

func TestFenceMarkIsTheRegexp(t *testing.T) {
	re := regexp.MustCompile("^ {0,3}(```+|~~~+)\\s*([^`\\s]*)")
	pieces := []string{" ", "  ", "    ", "\t", "\f", "\r", "`", "``", "```", "````", "~", "~~~", "~~~~", "bash", "python {x}", "é", "\xff", "-", "x`y", " `"}
	for _, l := range randomLines(6, 200000, pieces) {
		m := re.FindSubmatch([]byte(l))
		mark, info, ok := fenceMark([]byte(l))
		if ok != (m != nil) || ok && (string(mark) != string(m[1]) || string(info) != string(m[2])) {
			t.Fatalf("fenceMark(%q) = %q %q %v, the regexp says %q", l, mark, info, ok, m)
		}
	}
}

func TestReadVerbsIsTheRegexp(t *testing.T) {
	pieces := []string{" ", "  ", "\t", "\n", ".", "-", "_", "'", "/", "~", "é", "ſ", "\u212a", "9", "x", "s", "read", "READ", "Read", "reads", "cat", "catalog", "Catalogue", "catalogs_x",
		"copy", "extract", "collect", "gather", "harvest", "dump", "export", "open", "load", "parse", "scan", "inventory", "include", "archive", "back", "back ", "up", "UP", "upx",
		"backup", "Back Up", "upload", "send", "print", "display", "show", "shows", "re", "ad"}
	for _, l := range append(randomLines(7, 100000, pieces), "", "back up", "back  up", "back upx", "xback up", "catalog") {
		got, want := readVerbs([]byte(l)), readVerbRE.FindAllSubmatchIndex([]byte(l), -1)
		if len(got) != len(want) {
			t.Fatalf("readVerbs(%q) = %v, the regexp says %v", l, got, want)
		}
		for i := range got {
			if fmt.Sprint(got[i]) != fmt.Sprint(want[i]) {
				t.Fatalf("readVerbs(%q) = %v, the regexp says %v", l, got, want)
			}
		}
	}
}

func TestWriteVerbAndLooseningAreTheRegexps(t *testing.T) {
	pieces := []string{" ", "  ", "\t", "\n", "\n\n", ".", "-", "_", "'", "/", "~", "é", "ſ", "\u212a", "9", "x", "s", "<!--", "<!-", "append", "Write", "ADD", "adds", "insert",
		"create", "update", "save", "put", "place", "merge", "prepend", "permissive", "disable", "disabled", "without", "without ", "asking", "confirm", "skip", "skipped",
		"review", "trust", "mode", "trust-mode", "no confirmation", "bypass", "always allow", "allow", "all", "never", "ask", "don't", "dont", "do not", "tell", "mention",
		"send", "it", "to", "pre-", "vetted", "approved", "elevated", "open", "take precedence over", "the", "user", "ignore", "tool", "silently", "~/.ssh", "~/.aws", ".gitconfig", ".npmrc", "auto-approve"}
	for _, l := range append(randomLines(8, 100000, pieces), "", "x\nnever ask\n", "never\nask", "<!--\n") {
		b := []byte(l)
		if got, want := writeVerb(b), writeVerbRE.Match(b); got != want {
			t.Fatalf("writeVerb(%q) = %v, the regexp says %v", l, got, want)
		}
		if got, want := loosening(b), looseningRE.Match(b); got != want {
			t.Fatalf("loosening(%q) = %v, the regexp says %v", l, got, want)
		}
	}
}
