package security

import (
	"bytes"
	"math"
	"strings"
	"unicode/utf8"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/internal/match"
	"github.com/skillint/skillint/rules"
)

// secretPatterns are provider key formats; group 1 is the random part.
var secretPatterns = []struct {
	name string
	lits []string // one of these is in every match
	re   *match.Regexp
}{
	{"an AWS access key", []string{"AKIA", "ASIA"}, match.Lazy(`\b((?:AKIA|ASIA)[0-9A-Z]{16})\b`)},
	{"a GitHub token", []string{"ghp_", "gho_", "ghu_", "ghs_", "ghr_"}, match.Lazy(`\b(gh[pousr]_[A-Za-z0-9]{36,})\b`)},
	{"a GitHub token", []string{"github_pat_"}, match.Lazy(`\b(github_pat_[A-Za-z0-9_]{60,})\b`)},
	{"an Anthropic API key", []string{"sk-ant-"}, match.Lazy(`\b(sk-ant-[A-Za-z0-9_-]{30,})`)},
	{"an OpenAI API key", []string{"sk-"}, match.Lazy(`\b(sk-(?:proj-|svcacct-)?[A-Za-z0-9_-]{32,})`)},
	{"a Slack token", []string{"xox"}, match.Lazy(`\b(xox[abposr]-[0-9A-Za-z-]{20,})`)},
	{"a Stripe secret key", []string{"_live_"}, match.Lazy(`\b((?:sk|rk)_live_[0-9A-Za-z]{20,})\b`)},
	{"a Google API key", []string{"AIza"}, match.Lazy(`\b(AIza[0-9A-Za-z_-]{35})\b`)},
	{"a private key", []string{"PRIVATE KEY"}, match.Lazy(`(-----BEGIN (?:RSA |EC |DSA |OPENSSH |PGP |ENCRYPTED )?PRIVATE KEY(?: BLOCK)?-----)`)},
	// A key of any service written into a request's header ("-H
	// \"X-Api-Key: K-nkoV...\""): a literal of mixed letters and digits
	// where a variable belongs.
	{headerKeyName, []string{"x-api-key", "x-api-secret", "x-auth-token"},
		match.Lazy(`(?i)\bx-(?:api-key|api-secret|auth-token)["']?\s*[:=]\s*["']?([A-Za-z0-9][A-Za-z0-9_-]{23,})(?:[^A-Za-z0-9_./+=-]|$)`)},
}

// headerKeyName is the name of the pattern of a literal key in a request
// header, whose format names no provider: a warning, not an error.
const headerKeyName = "a service's key written into a request header"

// mixedKey reports a key that holds a capital, a small letter and a digit
// (as generated keys do; a name like my_service_api_key_here does not).
func mixedKey(s string) bool {
	var up, lo, dig bool
	for i := 0; i < len(s); i++ {
		c := s[i]
		up = up || c >= 'A' && c <= 'Z'
		lo = lo || c >= 'a' && c <= 'z'
		dig = dig || c >= '0' && c <= '9'
	}
	return up && lo && dig
}

// keyBody is the key material after a private key's header: a line of
// base64 (a header alone, in a scanner's pattern list, is no key).
var keyBody = match.Lazy(`^(\r?\n|\\n)[ \t"']*[A-Za-z0-9+/=]{40,}`)

var placeholderRE = match.Lazy(`(?i)(x{4,}|\.\.\.|example|your|dummy|fake|sample|test|placeholder|redacted|<|>|\*{3,}|0{6,}|1234|abcd|replace)`)

func entropy(s string) float64 {
	counts := map[rune]int{}
	for _, r := range s {
		counts[r]++
	}
	h := 0.0
	n := float64(utf8.RuneCountInString(s))
	for _, c := range counts {
		f := float64(c) / n
		h -= f * math.Log2(f)
	}
	return h
}

func checkSecrets(p *rules.Pass) {
	allow := lowerAll(p.Strings("allow"))
	for i, t := range secTexts(p) {
		present := textHits(p, i, t)[secretsKey]
		if len(present) == 0 {
			continue
		}
		hits := textMemo(p, t, i, "secrets", func() any { return secretHits(t.text, present) }).([]secretHit)
		for _, h := range hits {
			if allowed(string(t.text[h.from:h.to]), allow) {
				continue
			}
			sev := diag.Error
			if h.name == headerKeyName {
				sev = diag.Warning
			}
			reportAt(p, sev, p.Src().Range(t.base+h.from, t.base+h.to), "this looks like %s: revoke it and read it from the environment instead; anyone with the skill has it", h.name)
		}
	}
}

type secretHit struct {
	from, to int
	name     string
}

// secretHits finds provider keys in b that are not placeholders, running
// each pattern on the lines (and the line after) where present says its
// literal is. A key never spans lines.
func secretHits(b []byte, present [][2]int) []secretHit {
	var out []secretHit
	starts := make([][]int, len(secretPatterns))
	for _, k := range present {
		starts[k[0]] = append(starts[k[0]], k[1])
	}
	for k, sp := range secretPatterns {
		for _, w := range windows(b, starts[k], true, multiSpan) {
			for _, m := range sp.re.Get().FindAllSubmatchIndex(b[w[0]:w[1]], -1) {
				for j := range m {
					if m[j] >= 0 {
						m[j] += w[0]
					}
				}
				if hit, ok := secretAt(b, m, sp.name); ok {
					out = append(out, hit)
				}
			}
		}
	}
	return out
}

// sequential reports a key typed out as runs of the alphabet and the
// digits (abc123def456ghi789): a made-up example, not a key.
func sequential(key string) bool {
	l := strings.ToLower(key)
	runs := 0
	for i := 0; i+2 < len(l); i++ {
		a, b, c := l[i], l[i+1], l[i+2]
		if (a >= 'a' && c <= 'z' || a >= '0' && c <= '9') && b == a+1 && c == b+1 {
			runs++
			i += 2
		}
	}
	return runs >= 3
}

// secretAt is the match m (absolute submatch offsets) of a secret pattern,
// unless it is a placeholder.
func secretAt(b []byte, m []int, name string) (secretHit, bool) {
	if name != "a private key" {
		if key := string(b[m[2]:m[3]]); placeholderRE.Get().MatchString(key) || entropy(key) < 3.5 || sequential(key) || name == headerKeyName && !mixedKey(key) {
			return secretHit{}, false
		}
		// A redaction example: "sk-abc...==>[REDACTED_API_KEY]".
		if rest := b[m[3]:min(len(b), m[3]+40)]; bytes.Contains(rest, []byte("=>")) || bytes.Contains(bytes.ToLower(rest), []byte("redacted")) {
			return secretHit{}, false
		}
	} else if !keyBody.Get().Match(b[m[1]:min(len(b), m[1]+200)]) || placeholderRE.Get().Match(b[m[1]:min(len(b), m[1]+120)]) {
		return secretHit{}, false
	}
	return secretHit{m[2], m[3], name}, true
}
