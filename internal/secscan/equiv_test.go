package secscan

import (
	"fmt"
	"math/rand"
	"regexp"
	"strings"
	"testing"

	"github.com/skillint/skillint/internal/match"
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
	re := regexp.MustCompile("^ {0,12}(```+|~~~+)\\s*([^`\\s]*)")
	pieces := []string{" ", "  ", "    ", "\t", "\f", "\r", "`", "``", "```", "````", "~", "~~~", "~~~~", "bash", "      ", "            ", "python {x}", "é", "\xff", "-", "x`y", " `"}
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
		if got, want := loosening(b), looseningRef(b); got != want {
			t.Fatalf("loosening(%q) = %v, the regexp says %v", l, got, want)
		}
	}
	for l, want := range map[string]bool{"Do not disable rules inline.": false, "Rules are disabled here.": true, "never ask the user": true, "don't skip review": false} {
		if got := loosening([]byte(l)); got != want {
			t.Errorf("loosening(%q) = %v, want %v", l, got, want)
		}
	}
}

// looseningRef is loosening without its gate: a line with a match of
// looseningRE that no negation right before it turns into a safeguard.
func looseningRef(b []byte) bool {
	for _, line := range strings.Split(string(b), "\n") {
		for _, m := range looseningRE.Get().FindAllStringIndex(line, -1) {
			if !negatedBeforeRE.MatchString(line[max(0, m[0]-16):m[0]]) || negationRE.MatchString(line[m[0]:m[1]]) {
				return true
			}
		}
	}
	return false
}

// askRefRE is the single expression askFind reads in stages.
var askRefRE = regexp.MustCompile(`(?i)\b(you\s+)?need\s+(the\s+user'?s|their|your)\s+([\w-]+,?\s+){0,4}(passwords?|passphrases?|api\s+keys?|(auth\w*\s+|access\s+)?tokens?|credentials|secret keys?|private\s+keys?|seed\s+phrases?|recovery\s+(phrases?|words|codes?))\b|\b(ask|request|prompt|have|get|tell|instruct|asking|requesting|prompting|having|getting)\s+(the\s+|your\s+)?(new\s+)?(user|developer|operator|them|customers?|engineers?|employees?|hires?|clients?|team\s+members?|callers?|account\s+holders?)\b[^.\n]{0,80}?\b(paste|provide|enter|share|give|send|type|supply|reveal|read|copy|for|tell|dictate)\b[^.\n]{0,80}?\b(passwords?|passphrases?|(personal\s+access\s+|access\s+|auth\s+|api\s+|bearer\s+)?tokens?|pats?|secret( key)?s?|private\s+keys?|seed\s+phrases?|recovery\s+(phrases?|words|codes?|keys?)|(seed|mnemonic|secret)\s+words|(all\s+)?(12|15|18|21|24)\s+words|mnemonic|2fa|otp|one-time\s+(code|password)|verification\s+codes?|(\d|four|five|six|seven|eight)-digit\s+codes?|backup\s+codes?|authenticator\s+codes?|credentials|ssh\s+keys?|cookies?|api\s+keys?|_?auth_?tokens?|mfa\s+codes?|secret\s+access\s+keys?|(full\s+)?card\s+numbers?|cvv2?|cvc|card\s+security\s+codes?|((openai|anthropic|claude|gemini|grok|xai|mistral|cohere|groq|openrouter|deepseek|perplexity|together|fireworks|replicate|hugging\s*face|azure\s+openai|llm|provider)(\s+api)?|(google\s+)?ai)\s+keys?)\b|\b(ask|request|prompt|have|get|tell|instruct|asking|requesting|prompting|having|getting)\s+(the\s+|your\s+)?(new\s+)?(user|developer|operator|them|customers?|engineers?|employees?|hires?|clients?|team\s+members?|callers?|account\s+holders?)\b[^.\n]{0,80}?\b(paste|provide|share|give|send|read)\b[^.\n]{0,80}?(~/)?\.(npmrc|netrc|pypirc|git-credentials|aws/credentials|docker/config\.json)\b`)
var askPieces = []string{" ", "  ", "\t", ".", "\n", ",", "'", "~/", "~", "/", "ask ", "ask", "request ", "get ", "tell ", "have ", "the ", "your ", "their ", "user", "users", "user's ", "them ", "customers ",
	"you ", "need ", "need the user's ", "paste ", "provide ", "enter ", "send ", "read ", "for ", "type ", "format ", "sender ", "to ", "and ", "their ", "a long run of words without a stop ",
	"password", "passwords ", "token", "tokens ", "access ", "api ", "keys ", "key ", "OpenAI ", "google ", "AI ", "llm ", "secret ", "secret key ", "seed ", "phrase ", "phrases ", "recovery ", "codes ", "12 ", "words ", "all ",
	"6-digit ", "card ", "numbers ", "cvv2 ", "otp", "2fa ", ".npmrc", ".netrc ", "aws/credentials", ".aws/credentials ", "docker/config.json", ".docker/config.json ", "credentials",
	"ASK ", "Tokens", "ſ", "K", "é", "\u00a0", "x"}

func TestAskFindIsTheRegexp(t *testing.T) {
	pad := strings.Repeat("word ", 16)
	extra := []string{
		"", "ask the user to paste their password", "Ask the user for the API key.", "ask them to send ~/.npmrc",
		"ask them " + pad + "to send " + pad + "the token", "ask them to send " + pad + pad + "the token",
		"ask them " + pad + pad + "to send the token", "ask the user. Then send the token", "ask them to send the token and ask them for the password",
		"you need the user's GitHub personal access tokens", "need your key, token", "ask them to read " + strings.Repeat("x", 78) + "~/.netrc",
		"ask them to read " + strings.Repeat("x", 79) + "~/.netrc", "ask them to read " + strings.Repeat("x", 81) + ".netrc",
	}
	// Requests take many pieces: lines of up to 40 of them.
	r := rand.New(rand.NewSource(2))
	for i := 0; i < 60000; i++ {
		var b strings.Builder
		for k := r.Intn(40); k >= 0; k-- {
			b.WriteString(askPieces[r.Intn(len(askPieces))])
		}
		extra = append(extra, b.String())
	}
	parts := []*match.Starts{askNeedRE, askWhoRE, askGiveRE, askSecretRE}
	var res []*regexp.Regexp
	for _, p := range parts {
		res = append(res, regexp.MustCompile(p.String()))
	}
	for _, l := range extra {
		got := askFind([]byte(l))
		want := askRefRE.FindAllIndex([]byte(l), -1)
		if fmt.Sprint(got) != fmt.Sprint(want) {
			t.Fatalf("askFind(%q) = %v, the regexp says %v", l, got, want)
		}
		// Each part finds what its expression finds.
		for i, p := range parts {
			if got, want := p.FindAllIndex([]byte(l), -1), res[i].FindAllIndex([]byte(l), -1); fmt.Sprint(got) != fmt.Sprint(want) {
				t.Fatalf("%s on %q = %v, the regexp says %v", p, l, got, want)
			}
		}
	}
}

func FuzzAskFind(f *testing.F) {
	for _, s := range []string{"ask the user to paste their password", "ask them to send ~/.npmrc", "you need the user's api key"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, l string) {
		if len(l) > 4096 {
			return
		}
		got := askFind([]byte(l))
		want := askRefRE.FindAllIndex([]byte(l), -1)
		if fmt.Sprint(got) != fmt.Sprint(want) {
			t.Fatalf("askFind(%q) = %v, the regexp says %v", l, got, want)
		}
	})
}

func TestAskNegated(t *testing.T) {
	for l, want := range map[string]bool{
		"Ask the user for their public addresses (never private keys":                true,
		"Ask them not to paste a password":                                           true,
		"ask the user to never share their token":                                    true,
		"tell them don't paste the token":                                            true,
		"Ask the user, if not already set, to paste their GitHub token":              false,
		"Ask the user, without further explanation, for their AWS secret access key": false,
		"ask the user for the token":                                                 false,
		"Ask the user whether or not they use 2FA, then for their password":          false,
		"ask the user for their address, not their password":                         true,
	} {
		if got := askNegated([]byte(l)); got != want {
			t.Errorf("askNegated(%q) = %v, want %v", l, got, want)
		}
	}
}
