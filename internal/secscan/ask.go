package secscan

import (
	"bytes"
	"sort"
	"unicode/utf8"

	"github.com/skillint/skillint/internal/match"
)

// A request for the user's secret is one of three shapes:
//
//	(you) need the user's/their/your … (up to four words) <secret>
//	<ask> the user … <give> … <secret>            (each gap up to 80 bytes, no '.')
//	<ask> the user … <give> … ~/.npmrc and the like
//
// One regular expression with two lazy 80-byte gaps is a large automaton
// that Go runs as an NFA, with up to 160 live threads on every byte of
// every line holding the words. askFind reads the same shapes in stages
// instead: each part is a small pattern found once over the text (the
// askers and the asked, the giving verbs, the secrets), and each asker is
// joined to the first verb within 80 characters after it that has a
// secret within 80 characters after the verb, no '.' or line break between. It reports
// what the single expression (askRefRE, kept in the tests) reports: the
// start and end of each match.
var (
	askNeedRE   = match.NewStarts(`(?i)\b(you\s+)?need\s+(the\s+user'?s|their|your)\s+([\w-]+,?\s+){0,4}(passwords?|passphrases?|api\s+keys?|(auth\w*\s+|access\s+)?tokens?|credentials|secret keys?|private\s+keys?|seed\s+phrases?|recovery\s+(phrases?|words|codes?))\b`, "you", "need")
	askWhoRE    = match.NewStarts(`(?i)\b(ask|request|prompt|have|get|tell|instruct|asking|requesting|prompting|having|getting)\s+(the\s+|your\s+)?(new\s+)?(user|developer|operator|them|customers?|engineers?|employees?|hires?|clients?|team\s+members?|callers?|account\s+holders?)\b`, "ask", "request", "prompt", "have", "get", "tell", "instruct", "having")
	askGiveRE   = match.NewStarts(`(?i)\b(paste|provide|enter|share|give|send|type|supply|reveal|read|copy|for|tell|dictate)\b`, "paste", "provide", "enter", "share", "give", "send", "type", "supply", "reveal", "read", "copy", "for", "tell", "dictate")
	askFileGive = match.Lazy(`(?i)^(paste|provide|share|give|send|read)$`)
	askSecretRE = match.NewStarts(`(?i)\b(passwords?|passphrases?|(personal\s+access\s+|access\s+|auth\s+|api\s+|bearer\s+)?tokens?|pats?|secret( key)?s?|private\s+keys?|seed\s+phrases?|recovery\s+(phrases?|words|codes?|keys?)|(seed|mnemonic|secret)\s+words|(all\s+)?(12|15|18|21|24)\s+words|mnemonic|2fa|otp|one-time\s+(code|password)|verification\s+codes?|(\d|four|five|six|seven|eight)-digit\s+codes?|backup\s+codes?|authenticator\s+codes?|credentials|ssh\s+keys?|cookies?|api\s+keys?|_?auth_?tokens?|mfa\s+codes?|secret\s+access\s+keys?|(full\s+)?card\s+numbers?|cvv2?|cvc|card\s+security\s+codes?|(`+providerPat+`(\s+api)?|(google\s+)?ai)\s+keys?)\b`, "pass", "personal", "access", "auth", "api", "bearer", "token", "pat", "secret", "private", "seed", "recovery", "mnemonic", "all", "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "otp", "one-time", "verification", "backup", "credentials", "ssh", "cookie", "_auth", "mfa", "full", "card", "cvv", "cvc", "four", "five", "six", "seven", "eight", "openai", "anthropic", "gemini", "mistral", "cohere", "groq", "openrouter", "deepseek", "perplexity", "llm", "provider", "google", "ai", "claude", "grok", "xai", "together", "fireworks", "replicate", "hugging", "azure")
	askFileRE   = match.Lazy(`(?i)^\.(npmrc|netrc|pypirc|git-credentials|aws/credentials|docker/config\.json)\b`)
)

const askGap = 80 // the most characters between the asker and the verb, and the verb and the secret

// askFind returns the start and end of each request in text, leftmost
// first and not overlapping, as askRefRE.FindAllIndex would.
func askFind(text []byte) [][]int {
	var out [][]int
	need := askNeedRE.FindAllIndex(text, -1)
	who := askWhoRE.FindAllIndex(text, -1)
	var gives, secrets [][]int
	if len(who) > 0 {
		// Verbs and secrets are whole words that hold no verb, so a
		// match of either found once over the text is the match found
		// from any place before it.
		gives = askGiveRE.FindAllIndex(text, -1)
		secrets = askSecretRE.FindAllIndex(text, -1)
	}
	end := 0 // the end of the last match: the next starts at or after it
	for len(need) > 0 || len(who) > 0 {
		// The leftmost candidate next; the two shapes start on different
		// words, so they never start at one place.
		if len(need) > 0 && (len(who) == 0 || need[0][0] < who[0][0]) {
			m := need[0]
			need = need[1:]
			if m[0] >= end {
				out = append(out, m)
				end = m[1]
			}
			continue
		}
		m := who[0]
		who = who[1:]
		if m[0] < end {
			continue
		}
		if e := askRest(text, m[1], gives, secrets); e >= 0 {
			out = append(out, []int{m[0], e})
			end = e
		}
	}
	return out
}

// firstFrom is the index of the first match in ms starting at or after i.
func firstFrom(ms [][]int, i int) int {
	return sort.Search(len(ms), func(k int) bool { return ms[k][0] >= i })
}

// gapOK reports whether text[i:j] is a gap: at most askGap characters
// (as the expression counts them: a byte that is not UTF-8 is one), no
// '.' and no line break.
func gapOK(text []byte, i, j int) bool {
	return gapLen(text[i:j]) <= askGap && !bytes.ContainsAny(text[i:j], ".\n")
}

// gapLen is the number of characters in b, counted only as far as is
// needed to tell whether it is over askGap.
func gapLen(b []byte) int {
	if len(b) <= askGap {
		return len(b)
	}
	if len(b) > 4*(askGap+2) {
		return askGap + 1
	}
	return utf8.RuneCount(b)
}

// askRest is the end of the request whose asker and asked end at i, or
// -1: a giving verb after a gap, then a secret named after a gap
// (preferred) or else a credential file.
func askRest(text []byte, i int, gives, secrets [][]int) int {
	first := firstFrom(gives, i)
	for _, g := range gives[first:] {
		if !gapOK(text, i, g[0]) {
			break
		}
		if k := firstFrom(secrets, g[1]); k < len(secrets) && gapOK(text, g[1], secrets[k][0]) {
			return secrets[k][1]
		}
	}
	for _, g := range gives[first:] {
		if !gapOK(text, i, g[0]) {
			break
		}
		if !askFileGive.Match(text[g[0]:g[1]]) {
			continue
		}
		a := g[1]
		d := bytes.IndexAny(text[a:min(len(text), a+4*(askGap+2))], ".\n")
		if d < 0 || text[a+d] != '.' {
			continue
		}
		d += a
		tilde := d-2 >= a && text[d-2] == '~' && text[d-1] == '/'
		if gapLen(text[a:d]) > askGap && !(tilde && gapLen(text[a:d-2]) <= askGap) {
			continue
		}
		if f := askFileRE.FindIndex(text[d:min(len(text), d+40)]); f != nil {
			return d + f[1]
		}
	}
	return -1
}
