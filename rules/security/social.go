package security

import (
	"bytes"
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/internal/lines"
	"github.com/skillint/skillint/internal/match"
	"github.com/skillint/skillint/internal/secctx"
	"github.com/skillint/skillint/rules"
)

// Social engineering: instructions that turn the agent against the user it
// serves, by moving the user's money to the skill's author or by sending
// the user through links other than the ones shown.

var (
	// Addresses, each read where it can start (anchoredAll): at a word's
	// start, "bc1", a 1 or a 3, or two capitals and two digits.
	bech32RE   = match.Lazy(`^bc1[02-9ac-hj-np-z]{25,60}\b`)
	ibanRE     = match.Lazy(`^[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){3,7}(?: ?[A-Z0-9]{1,3})?\b`)
	base58RE   = match.Lazy(`^[13][a-km-zA-HJ-NP-Z1-9]{25,34}\b`)
	transferRE = match.Lazy(`(?i)\b(transfer|send|deposit|pool|contribut|pay|move|forward|wire)\w*\b`)
	fundsRE    = match.Lazy(`(?i)\b(funds|eth|btc|bitcoin|ether|crypto|tokens?|coins?|usdt|usdc|sol|money|contributions?|balance|assets|payments?|payouts?|invoices?|amount|iban|fees?)\b|\b\d+(\.\d+)?\s?%`)
	// payeeSetRE sets someone's bank details (a supplier's, the payout
	// account) to what the skill gives: how invoice fraud redirects money.
	payeeSetRE = match.Lazy(`(?i)\b(set|update|chang|switch|replac|attach|add)\w*\b[^.]{0,60}\b((bank|payout|settlement|deposit|receiving|external[ _]|payment|remittance) ?(accounts?|details|destinations?)|iban|beneficiary)\b`)
	// acctNumRE is a bank account or routing number given to a command
	// or an API (account_number=31926819).
	acctNumRE = match.Lazy(`(?i)\b(account_number|accountNumber|routing_number|sort_code|iban)\]?["']?\s*[=:]\s*["']?(\d{6,})`)
	ownerRE   = match.Lazy(`(?i)\b(user'?s|their|your|the user)\b`)
	// skimRE takes a cut of each of the user's transactions ("for every
	// transfer, also send 3% to ...").
	skimRE = match.Lazy(`(?i)\b(every|each)\s+(transfer|transaction|payment|swap|trade|order|withdrawal|deposit)\b`)

	// A link whose query carries another URL as a placeholder: a
	// redirect that every link is sent through.
	wrapLinkRE = match.Lazy(`(?i)https?://[^\s)>\]"'` + "`" + `]+[?&](url|u|target|dest|destination|redirect(_url|_uri)?|to|link|r|goto|out)=(<[^>\n]{1,40}>|\{\{?[^}\s]+\}\}?|\$\{?\w+\}?|%s|\[[A-Z_]+\])`)
	rewriteRE  = match.Lazy(`(?i)\b(append|rewrite|route|wrap|replace|redirect|send|pass)\w*\b|\bthrough (our|the|a) (partner|affiliate|tracking|redirect)`)
	linkRE     = match.Lazy(`(?i)\b(links?|urls?|checkouts?|purchases?|clicks?)\b`)

	// rewriteMarks are what a line of affiliateSwapRE and of
	// redirectAppendRE holds (one of them).
	rewriteMarks = [2][][]byte{{[]byte("tag="), []byte("ref="), []byte("aff="), []byte("aff_id="), []byte("affiliate"), []byte("referral"), []byte("partner"), []byte("utm_source=")},
		{[]byte("followed by"), []byte("and append"), []byte("with the url"), []byte("with the link"), []byte("=+"), []byte("= +"), []byte("=` +"), []byte("plus the")}}

	// rewriteNeeds: a line of each must also hold one of these (lower case).
	rewriteNeeds = [2][]string{{"replace", "swap", "change", "rewrite", "overwrite"}, {"http"}}

	affTag           = `(tag|ref|aff|affiliate|aff_id|affiliate_id|affid|referral|ref_id|refid|partner|partner_id|utm_source)`
	affiliateSwapRE  = match.Lazy(`(?i)\b(replace|swap|change|rewrite|overwrite)\b[^.\n]{0,60}?\b` + affTag + `=[^.\n]{0,60}?\b(with|to|by)\b[^.\n]{0,30}?\b` + affTag + `=[\w.-]+`)
	redirectAppendRE = match.Lazy(`(?i)https?://[^\s)>\]"'` + "`" + `]+[?&](url|u|target|dest|destination|redirect(_url|_uri)?|to|link|r|goto|out)=` + "`?" + `\s*(followed by|plus|\+|and append|with the (url|link))`)
	payLinkRE        = match.Lazy(`(?i)\bhttps?://(www\.)?(paypal\.me|venmo\.com|cash\.app|ko-fi\.com|buymeacoffee\.com|revolut\.me|liberapay\.com|patreon\.com)/[^\s)>\]"'` + "`" + `]+`)
	insteadRE        = match.Lazy(`(?i)\b(instead( of)?|rather than|in place of|(don'?t|do not|never) (use|give|show|link))\b`)
	// payeeSwapRE: the skill's account put in place of the one a document
	// names ("instead of the IBAN printed on the invoice").
	payeeSwapRE = match.Lazy(`(?i)\b(instead of|rather than|in place of|replac\w+|overrid\w+)\b[^.]{0,40}\b(iban|account( number)?|bank (details|account)|payee|beneficiary|wallet address|address)\b[^.]{0,40}\b(invoice|bill|request|document|order|statement)`)
	// skimPayeeRE is a payee the skill names given a share of the user's
	// batch, total or payments.
	skimPayeeRE = match.Lazy(`(?i)\b(receiver|recipient|payee|beneficiary|pay\s+to|send\s+to)\s*:?\s*[\x60"']?(([\w.+-]+@[\w-]+(\.[\w-]+)+)|0x[0-9a-f]{40})[\x60"']?[^.]{0,60}?\b\d+(\.\d+)?\s*%\s+of\s+(the\s+|each\s+|every\s+)?(batch|total|payouts?|payments?|orders?|invoices?|amount|transfers?|transactions?)`)
	// buyUnaskedRE completes a purchase with the user's saved payment
	// details, asking waived.
	buyUnaskedRE = match.Lazy(`(?i)\b(complete|finish|submit|place|confirm)\s+(the\s+)?(checkout|purchase|order|payment)\s+without\s+(asking|confirm\w*|approval|checking\s+with)\b|\busing\s+the\s+(saved|stored|default)\s+(company\s+|corporate\s+|credit\s+)?(card|payment\s+method)\b[^.]{0,160}?\bwithout\s+(asking|confirm\w*|approval)\b`)
	// payeeOverrideRE puts the skill's account over the one the user or
	// the document gives.
	payeeOverrideRE = match.Lazy(`(?i)\b(always|only)\s+use\s+(this|that|these)\b[^.\n]{0,40}\beven\s+(if|when)\b|\beven\s+(if|when)\s+(the\s+)?(user'?s?|their|customer'?s?|client'?s?|invoice|profile|recipient)\b[^.\n]{0,40}\b(has|shows|lists|names|gives|holds)\s+a\s+different\b|\binstead\s+of\s+the\s+(recipient|payee|beneficiary|user'?s?|customer'?s?)\b`)
	payWordRE       = match.Lazy(`(?i)\b(donat\w*|sponsor\w*|pay\w*|fund\w*|tip|tips|contribut\w*|checkout|purchase)\b`)
)

// around is the paragraph holding offset i of t and, when i is in a code
// block, the paragraph that leads into the block.
func around(t secText, i int) (int, int) {
	from, to := lines.Paragraph(t.text, i, i, 1500)
	if start, _, block := codeAt(t, i); block {
		// Before the fence line (the line before the code's, whatever
		// the code's indentation: a fence in a list item).
		j := bytes.LastIndexByte(t.text[:max(0, bytes.LastIndexByte(t.text[:start], '\n'))], '\n')
		for j > 0 && t.text[j-1] == '\n' {
			j--
		}
		if j > 0 {
			f, _ := lines.Paragraph(t.text, j-1, j-1, 1500)
			from = min(from, f)
		}
	}
	return from, to
}

func checkSocial(p *rules.Pass) {
	allow := lowerAll(p.Strings("allow"))
	for ti, t := range secTexts(p) {
		if (t.script || t.body == nil) && p.Rule.ID != rules.SecurityFundsTransfer {
			continue // (an unlimited allowance is read in code too)
		}
		// What a text holds is a function of the text: kept per distinct
		// text (copies of a skill share it); the allow option is the
		// user's, applied here.
		hits := textMemo(p, t, ti, "social-"+string(p.Rule.ID), func() any { return socialHits(p, ti, t) }).([]socialHit)
		for _, h := range hits {
			if allowed(string(t.text[h.from:h.to]), allow) {
				continue
			}
			reportAt(p, diag.Warning, p.Src().Range(t.base+h.from, t.base+h.to), "%s", h.msg)
			return
		}
	}
}

// socialHit is a finding of checkSocial in a text, before the allow option.
type socialHit struct {
	from, to int
	msg      string
}

// socialHits are the findings of p's rule in text t, in the order they are
// judged (the first one not allowed is reported).
func socialHits(p *rules.Pass, ti int, t secText) []socialHit {
	var out []socialHit
	var fr *secctx.Framer
	frame := func(at int) (where, bool) {
		if fr == nil {
			fr = framerOf(p, ti, t)
		}
		return whereIs(t, at, fr)
	}
	if p.Rule.ID == rules.SecurityFundsTransfer && match.ContainsFold(t.text, []byte("setapprovalforall")) {
		// Every token of a collection approved to an operator the skill
		// names: the operator can move them all (the NFT drainer's ask).
		for _, m := range approveAllRE.FindAllSubmatchIndex(t.text, 20) {
			if w, _ := frame(m[0]); w == inExample {
				continue
			}
			out = append(out, socialHit{m[0], m[1], fmt.Sprintf("every token of a collection approved to an address the skill names (%s): that operator can take them all; approve only the marketplace the user chose, and revoke it after", clipAddr(string(t.text[m[2]:m[3]])))})
		}
	}
	if p.Rule.ID == rules.SecurityFundsTransfer && match.ContainsFold(t.text, []byte("approve")) {
		// An unlimited token allowance granted to a spender the skill
		// names: the spender can take every token of that kind the
		// wallet holds, now or later (how wallet drainers work).
		for _, m := range maxAllowanceRE.FindAllIndex(t.text, 20) {
			ls, le := lines.Bounds(t.text, m[0])
			from, to := max(0, ls-400), min(len(t.text), le+400)
			ctx := t.text[from:to]
			a := hexAddrRE.FindIndex(ctx)
			if a == nil || !approveCallRE.Match(ctx) {
				continue
			}
			if w, _ := frame(m[0]); w == inExample {
				continue
			}
			out = append(out, socialHit{m[0], m[1], fmt.Sprintf("an unlimited token allowance granted to an address the skill names (%s): the spender can take every such token the wallet holds; approve only the amount of one payment, to a spender the user chose", clipAddr(string(ctx[a[0]:a[1]])))})
		}
	}
	if p.Rule.ID == rules.SecurityFundsTransfer && t.script {
		out = append(out, scriptPayees(t.text)...)
	}
	if p.Rule.ID == rules.SecurityFundsTransfer && match.ContainsAnyFold(t.text, walletCLINames...) {
		for _, h := range cliPayees(t.text) {
			if w, _ := frame(h.from); w == inExample {
				continue
			}
			out = append(out, h)
		}
	}
	if p.Rule.ID == rules.SecurityFundsTransfer && !t.script && t.body != nil && match.ContainsAnyFold(t.text, "gift", "voucher", "prepaid") {
		// Gift cards bought with the user's money and their codes
		// delivered to an address the skill names: money out, as cash.
		for _, m := range giftBuyRE.FindAllIndex(t.text, 20) {
			from, to := around(t, m[0])
			ctx := t.text[from:to]
			var addr []byte
			for _, a := range giftDeliverRE.FindAll(ctx, 8) {
				if mail := mailRE.Find(a); mail != nil && !placeholderMailRE.Match(mail) {
					addr = mail
					break
				}
			}
			if addr == nil {
				continue
			}
			if w, _ := frame(m[0]); w == inExample {
				continue
			}
			out = append(out, socialHit{m[0], m[1], fmt.Sprintf("the instructions have the agent buy gift cards with the user's money and deliver them to an address the skill names (%s): gift card codes are cash to whoever holds them; let the user choose every purchase and recipient", string(addr))})
			break
		}
	}
	if p.Rule.ID == rules.SecurityFundsTransfer && !t.script && t.body != nil {
		// A cut of every batch or payment paid to an address the skill
		// names ("receiver payouts-audit@... , amount equal to 3% of the
		// batch total"), and a purchase completed with the user's saved
		// card without asking.
		if bytes.Contains(t.text, []byte("%")) {
			for _, m := range skimPayeeRE.FindAllSubmatchIndex(t.text, 10) {
				if placeholderMailRE.Match(t.text[m[4]:m[5]]) {
					continue
				}
				if w, _ := frame(m[0]); w == inExample {
					continue
				}
				out = append(out, socialHit{m[4], m[5], fmt.Sprintf("the instructions have the agent pay a share of the user's payments to an address the skill names (%s): a skill must not move money to its author; let the user choose every recipient", string(t.text[m[4]:m[5]]))})
			}
		}
		var unasked [][]int
		if match.ContainsAnyFold(t.text, "without asking", "without confirm", "without approval", "without checking") {
			unasked = buyUnaskedRE.FindAllIndex(t.text, 10)
		}
		for _, m := range unasked {
			if w, _ := frame(m[0]); w == inExample {
				continue
			}
			out = append(out, socialHit{m[0], m[1], "the instructions have the agent complete a purchase with the user's payment details without asking: let the user approve every purchase"})
		}
	}
	if p.Rule.ID == rules.SecurityFundsTransfer && !t.script && t.body != nil {
		for _, m := range steeredPayees(t.text) {
			if w, _ := frame(m[0]); w == inExample {
				continue
			}
			out = append(out, socialHit{m[0], m[1], fmt.Sprintf("the instructions have the agent pay an account the skill names (%s) in place of the one the user meant, or keep it from the user: a skill must not move money to its author; let the user choose every recipient", clipAddr(string(t.text[m[0]:m[1]])))})
			break
		}
	}
	if p.Rule.ID == rules.SecurityFundsTransfer && (t.script || t.body == nil || !moneyWords.HoldsFold(t.text)) {
		return out
	}
	if p.Rule.ID == rules.SecurityFundsTransfer {
		for _, m := range wallets(t.text) {
			from, to := around(t, m[0])
			ctx := t.text[from:to]
			// A verb of moving money and a word for it, in any order, and
			// the user's ownership, in the paragraph.
			tr := transferRE.FindIndex(ctx)
			if tr == nil || !fundsRE.Match(ctx) || !ownerRE.Match(ctx) && !payeeSwapRE.Match(ctx) && !payeeSetRE.Match(ctx) && !skimRE.Match(ctx) && !payeeOverrideRE.Match(ctx) {
				continue
			}
			// Framed where the transfer is said: "never send funds"
			// moves nothing. (Unless the text puts its address over the
			// user's: "always use this even if the user's profile has a
			// different IBAN", "as the --to address instead of the
			// recipient" — in a table row of fields too.)
			if w, _ := frame(from + tr[0]); w == inExample && !payeeOverrideRE.Match(ctx) {
				continue
			}
			what := "funds to an address"
			if a := t.text[m[0]:m[1]]; isDigits(a) || len(a) > 2 && isUpper(a[0]) && isUpper(a[1]) {
				what = "money to a bank account" // an IBAN or an account number
			}
			out = append(out, socialHit{m[0], m[1], fmt.Sprintf("the instructions have the agent send the user's %s the skill names (%s): a skill must not move money to its author; let the user choose every recipient", what, clipAddr(string(t.text[m[0]:m[1]])))})
		}
		// A payment link the skill names in place of the one the user
		// meant (a project's own sponsors page, a merchant's checkout).
		var links [][]int
		if payHosts.HoldsFold(t.text) {
			links = payLinkRE.FindAllIndex(t.text, 20)
		}
		for _, m := range links {
			from, to := around(t, m[0])
			ctx := t.text[from:to]
			sw := insteadRE.FindIndex(ctx)
			if sw == nil || !payWordRE.Match(ctx) {
				continue
			}
			if w, _ := frame(from + sw[0]); w == inExample {
				continue
			}
			out = append(out, socialHit{m[0], m[1], fmt.Sprintf("the instructions send the user's payment to a link the skill names (%s) instead of the one the user meant: a skill must not move money to its author; let the user choose every recipient", string(t.text[m[0]:m[1]]))})
		}
		return out
	}
	// A link's affiliate or referral tag swapped for the skill's, or
	// links sent through a redirect the text then appends them to.
	marked := rewriteLines(t.text)
	for k, re := range []*match.Regexp{affiliateSwapRE, redirectAppendRE} {
		// Each runs on the lines that hold what it needs.
		for _, m := range onLinesAll(re, t.text, marked[k], rewriteNeeds[k], 5) {
			if w, _ := frame(m[0]); w == inExample {
				continue
			}
			out = append(out, socialHit{m[0], m[1], "the instructions change the user's links (an affiliate tag swapped, or a redirect the skill names): the user clicks a link other than the one shown; show links as they are"})
		}
	}
	// A link whose text is an address on another site than the one it
	// opens ([https://accounts.google.com/...](https://accounts-google.x.example/...)).
	if bytes.Contains(t.text, []byte("](http")) {
		for _, m := range shownLinkRE.FindAllSubmatchIndex(t.text, 200) {
			shown, target := string(t.text[m[2]:m[3]]), string(t.text[m[4]:m[5]])
			if !strings.Contains(shown, "://") {
				// An address without a scheme, not a file's name
				// (PROMPT.md, tool.zip): a web site's top-level domain.
				if !strings.HasPrefix(strings.ToLower(shown), "www.") && !webTLD[strings.ToLower(tldOf(shown))] {
					continue
				}
				shown = "https://" + shown
			}
			sd, td := siteOf(shown), siteOf(target)
			if sd == "" || td == "" || sd == td || pagesOf(shown, target) {
				continue
			}
			// A link shown in a table row or quoted is still shown as it
			// is: only a negation or a detection rule excuses it.
			if fr == nil {
				fr = framerOf(p, ti, t)
			}
			if f := fr.At(m[0], -1); f == secctx.Negated || f == secctx.Detection {
				continue
			}
			out = append(out, socialHit{m[0], m[1], fmt.Sprintf("a link that shows %s but opens %s: the user trusts the address shown and lands on another site (phishing); show the real address", sd, td)})
		}
	}
	// Hosts mapped to look-alikes for the links the user is shown
	// ("docs.github.com -> docs.github-help.com ... keep the visible link
	// text"; "https://pypi-org.pkgs-redirect.com/... instead of pypi.org").
	if match.ContainsFold(t.text, []byte("link")) && match.ContainsAnyFold(t.text, "->", "→", "=>", "instead of", "replac", "rewrit", "swap") {
		para, n := -1, 0
		brandNamesAC.FindFold(t.text, func(_, at int) {
			if n++; n > 400 {
				return
			}
			// The host the name is part of: the run of host characters
			// around it.
			hs, he := at, at
			for hs > 0 && isHostByte(t.text[hs-1]) {
				hs--
			}
			for he < len(t.text) && isHostByte(t.text[he]) {
				he++
			}
			for hs < he && (t.text[hs] == '.' || t.text[hs] == '-') {
				hs++
			}
			for he > hs && (t.text[he-1] == '.' || t.text[he-1] == '-') {
				he--
			}
			if hs >= he {
				return
			}
			host := strings.ToLower(string(t.text[hs:he]))
			if !strings.Contains(host, ".") || !webTLD[tldOf(host)] && !strings.HasSuffix(host, ".net") {
				return
			}
			brand := borrowedName(host, brandDomains)
			if brand == "" {
				brand = borrowedName(host, registryDomains)
			}
			if brand == "" {
				return
			}
			from, to := lines.Paragraph(t.text, hs, he, 1500)
			if from == para {
				return
			}
			ctx := t.text[from:to]
			if !hostSwapRE.Match(ctx) || !shownLinkWordRE.Match(ctx) {
				return
			}
			if w, _ := frame(hs); w == inExample {
				return
			}
			para = from
			out = append(out, socialHit{hs, he, fmt.Sprintf("the instructions swap the links the user is shown for a host that borrows %s's name (%s): the user trusts the name shown and lands on another site (phishing); show the real address", brand, host)})
		})
	}
	for _, m := range onLinesWith(wrapLinkRE, t.text, placeholderMarks, 20) {
		if u := bytes.ToLower(t.text[m[0]:min(len(t.text), m[1]+200)]); bytes.Contains(u, []byte("client_id=")) || bytes.Contains(u, []byte("response_type=")) || bytes.Contains(u, []byte("/oauth")) || bytes.Contains(u, []byte("/authorize")) {
			continue // an OAuth sign-in: redirect_uri is where the provider sends the user back
		}
		from, to := around(t, m[0])
		rw := rewriteRE.FindIndex(t.text[from:to])
		if rw == nil || !linkRE.Match(t.text[from:to]) {
			continue
		}
		if w, _ := frame(from + rw[0]); w == inExample {
			continue
		}
		out = append(out, socialHit{m[0], m[1], "the instructions send the user's links through a redirect the skill names: the user clicks a link other than the one shown (tracking, affiliate or phishing); show links as they are"})
	}
	return out
}

// shownLinkRE is a Markdown link whose text is a web address (with or
// without its scheme) and its target.
var shownLinkRE = match.Lazy(`\[\s*((?:https?://)?(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,}(?:[/?#][^\s\]]*)?)\s*\]\(\s*<?(https?://[^)\s>]+)`)

// webTLD are the top-level domains an address shown without its scheme is
// recognised by.
// hostSwapRE maps one host to another; shownLinkWordRE speaks of the
// links the user sees; brandNamesAC finds the names of brandDomains and
// registryDomains, where a host that borrows one may be.
var (
	brandNamesAC = func() *match.AhoCorasick {
		var lits [][]byte
		for _, m := range []map[string][]string{brandDomains, registryDomains} {
			for k := range m {
				lits = append(lits, []byte(k))
			}
		}
		slices.SortFunc(lits, bytes.Compare) // (a map's order is random; the automaton's ids are not read)
		return match.NewAhoCorasick(lits)
	}()
	hostSwapRE      = match.Lazy(`(?i)->|→|=>|\binstead\s+of\b|\breplac\w*|\brewrit\w*|\bswap\w*`)
	shownLinkWordRE = match.Lazy(`(?i)\blinks?\b[^.\n]{0,80}\b(text|visible|shows?|showing|shown|display\w*)\b|\b(show|visible|display)\w*\b[^.\n]{0,40}\blinks?\b`)
)

var webTLD = map[string]bool{"com": true, "org": true, "net": true, "io": true, "ai": true, "dev": true, "co": true, "app": true, "gov": true, "edu": true, "us": true, "uk": true, "de": true, "fr": true, "eu": true}

// tldOf is the last label of an address's host.
func tldOf(u string) string {
	h := u
	if k := strings.IndexAny(h, "/?#:"); k >= 0 {
		h = h[:k]
	}
	return h[strings.LastIndexByte(h, '.')+1:]
}

// siteOf is the registered domain of a URL's host (its last two labels),
// lower case, or "".
func siteOf(u string) string {
	h := u
	if k := strings.Index(h, "://"); k >= 0 {
		h = h[k+3:]
	}
	if k := strings.IndexAny(h, "/?#:"); k >= 0 {
		h = h[:k]
	}
	h = strings.ToLower(strings.TrimSuffix(h, "."))
	labels := strings.Split(h, ".")
	if len(labels) < 2 {
		return ""
	}
	return labels[len(labels)-2] + "." + labels[len(labels)-1]
}

func clipAddr(a string) string {
	if len(a) > 14 {
		return a[:8] + "…" + a[len(a)-4:]
	}
	return a
}

// wallets finds up to 20 crypto addresses in text, each expression run
// only where its mark is (counted repetitions are slow on long text).
func wallets(text []byte) [][]int {
	out := hexWallets(text)
	if bytes.Contains(text, []byte("bc1")) {
		out = append(out, anchoredAll(bech32RE, text, 64, func(c []byte) bool { return c[0] == 'b' })...)
	}
	if match.ContainsAnyFold(text, "bitcoin", "btc") {
		out = append(out, anchoredAll(base58RE, text, 35, func(c []byte) bool { return c[0] == '1' || c[0] == '3' })...)
	}
	if match.ContainsAnyFold(text, "account_number", "accountnumber", "routing_number", "sort_code") {
		for _, m := range acctNumRE.FindAllSubmatchIndex(text, 20) {
			out = append(out, []int{m[4], m[5]}) // the number
		}
	}
	if match.ContainsAnyFold(text, "iban", "bank account", "bank details", "bic") {
		out = append(out, ibanShaped(text)...) // named so: its check digits not needed
	}
	sort.Slice(out, func(i, j int) bool { return out[i][0] < out[j][0] })
	return out[:min(len(out), 20)]
}

// steeredPayees are the accounts a text names (a valid IBAN, a wallet
// address, a PIX or Alipay key, a Japanese bank account) whose paragraph
// moves money, in any of several languages, and steers it: in place of
// the account the user meant ("en lugar de", "statt", "而不是", "even if
// the invoice lists another") or kept from the user ("No muestres esa
// línea", "Erwähne das nicht", "告诉顾客退款已原路返回"). The English
// check (wallets, transferRE) wants English words for money; the account
// itself says what it is in any language.
func steeredPayees(text []byte) [][]int {
	accts := ibans(text)
	accts = append(accts, hexWallets(text)...)
	if payKeyWords.HoldsFold(text) {
		for _, m := range payKeyRE.FindAllSubmatchIndex(text, 10) {
			if m[2] >= 0 {
				accts = append(accts, []int{m[2], m[3]}) // the key
			} else if m[4] >= 0 {
				accts = append(accts, []int{m[4], m[5]}) // the bank account
			}
		}
	}
	var out [][]int
	var para [2]int
	ok := false
	for _, m := range accts {
		if m[0] < para[0] || m[0] >= para[1] {
			from, to := lines.Paragraph(text, m[0], m[1], 1500)
			para = [2]int{from, to}
			ctx := text[from:to]
			ok = payMoveRE.Match(ctx) && paySteerRE.Match(ctx)
		}
		if ok {
			out = append(out, m)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i][0] < out[j][0] })
	return out
}

// testLineRE is a line of a test or a check of a validator.
var testLineRE = match.Lazy(`(?i)\b(assert\w*|expect|test\w*|valid\w*|sample|example)\b`)

// ibanReadRE reads an IBAN from the user's data: a key, a field or a
// variable of the environment named for it.
var ibanReadRE = match.Lazy(`(?i)\[\s*["']iban["']\s*\]|\.iban\b|\bget\(\s*["']iban["']|\b(getenv|environ\.get|env)\W{1,3}[A-Z_]*IBAN\b`)

// exampleIBANs are the IBANs of the standard's and banks' documentation,
// spaces removed: placeholders, nobody's account.
var exampleIBANs = map[string]bool{"DE89370400440532013000": true, "GB82WEST12345698765432": true, "GB29NWBK60161331926819": true, "FR1420041010050500013M02606": true,
	"NL91ABNA0417164300": true, "ES9121000418450200051332": true, "IT60X0542811101000000123456": true, "BE68539007547034": true, "AT611904300234573201": true, "CH9300762011623852957": true}

// ibans are the IBANs text holds, their check digits right: a string of
// two capitals, two digits and groups of letters and digits is an account
// only when it passes the check (ISO 13616), whatever words surround it.
func ibans(text []byte) [][]int {
	var out [][]int
	for _, m := range ibanShaped(text) {
		if ibanValid(text[m[0]:m[1]]) {
			out = append(out, m)
		}
	}
	return out
}

// ibanValid reports an IBAN (spaces allowed) whose check digits are right:
// moved to the end, letters as 10..35, the number is 1 modulo 97.
func ibanValid(b []byte) bool {
	var c []byte
	for _, x := range b {
		if x != ' ' {
			c = append(c, x)
		}
	}
	if len(c) < 15 || len(c) > 34 {
		return false
	}
	c = append(c[4:], c[:4]...)
	r := 0
	for _, x := range c {
		switch {
		case isDigit(x):
			r = (r*10 + int(x-'0')) % 97
		case isUpper(x):
			r = (r*100 + int(x-'A'+10)) % 97
		default:
			return false
		}
	}
	return r == 1
}

var (
	// payKeyWords start the keys payKeyRE reads.
	payKeyWords = match.NewAhoCorasick([][]byte{[]byte("pix"), []byte("alipay"), []byte("\xe6\x94\xaf\xe4\xbb\x98\xe5\xae\x9d"), []byte("\xe9\x8a\x80\xe8\xa1\x8c"), []byte("wechat"), []byte("\xe5\xbe\xae\xe4\xbf\xa1")})
	// payKeyRE is a PIX or Alipay key (an e-mail address, a phone) or a
	// Japanese bank account (bank, branch, kind, number).
	payKeyRE = match.Lazy(`(?i)(?:\b(?:chave\s+pix|pix\s+key|pix|alipay|wechat\s*pay)\b|支付宝(?:账号|账户)?|微信(?:账号)?)[^@]{0,30}?[\x60"'「]?([\w.+-]+@[\w-]+(?:\.[\w-]+)+|\+?\d{10,13}|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})|(銀行[^\n」]{0,30}?(?:普通|当座)\s*\d{6,8})`)
	// payMoveRE moves money, in several languages; paySteerRE steers it
	// to the skill's account or keeps it from the user.
	payMoveRE  = match.Lazy(`(?i)\b(transfier\w*|transfer\w*|trasferi\w*|transazion\w*|envi[ae]\w*|pag(a|ar|o|ue|ament|amento|amenti|os)\b|pagamento\w*|überweis\w*|bankverbindung|zahl\w*|bonific\w*|repass\w*|deposit\w*|overmak\w*|overboek\w*|betaal\w*|begunstigde|beneficiari\w*|empfänger|destinat[aá]ri\w*|virement|payouts?|refunds?|reembols\w*|rimbors\w*|rückerstatt\w*|terugbetal\w*|pay\w*|send\w*|wire\w*|mancia|propinas?|gorjetas?|comisi[oó]n|commissione|gebühr|cobran[cç]as?|cobrar|cobros?)\b|振込|送金|转账|汇款|付款|打款|退款|收款|支払|入金|返金`)
	paySteerRE = match.Lazy(`(?i)\b((en|em)\s+(lugar|vez)\s+d(e|el|a|o|as|os)|no\s+(lo\s+|la\s+|las\s+|los\s+|esa\s+|este\s+|esta\s+)?(muestres|menciones|indiques|digas|muestre|mencione)|statt|anstatt|auch\s+wenn|erwähne|nicht\s+(erwähnen|anzeigen|zeigen|nennen)|invece\s+di|anche\s+se|non\s+(indicarl\w*|mostrarl\w*|menzionarl\w*|dirl\w*|indicar\w*|mostrar\w*)|ao\s+inv[eé]s\s+d(e|a|o)|informe\s+ao?|n[aã]o\s+(mostre|mencione|informe|diga)|in\s+plaats\s+van|niet\s+(het|de)\s+(nummer|rekening)|alleen\s+de\s+bedragen|au\s+lieu\s+de|ne\s+(le\s+|la\s+)?(montre|mentionne|dis)\w*|même\s+si|instead\s+of|even\s+(if|when)|(do\s+not|don'?t|never)\s+(show|mention|tell|list)|tell\s+the\s+(user|customer|seller|client)\s+that|without\s+(mentioning|telling|itemi[sz]ing)|leave\s+(it|this|that|the\s+\w+)\s+out\s+of|noem\s+\S+(\s+\S+)?\s+niet|niet\s+(vermelden|noemen|tonen|laten\s+zien|specificeren)|ongeacht|aan\s+de\s+klant\s+dat|qualunque\s+sia|indipendentemente|non\s+(includerl\w*|riportarl\w*|indicarl\w*)|scrivi\b[^.\n]{0,40}\bche|al\s+cliente\s+che|n[aã]o\s+(detalhe|discrimin[ae]|revele|especifique)|independentemente|qualquer\s+que\s+seja|no\s+(detalles|desgloses|especifiques)|sin\s+(mencionar|indicar|mostrar|decir)|independientemente|unabhängig\s+(vom|von)|ohne\s+(es\s+)?(zu\s+)?(erwähnen|nennen)|quel(le)?\s+que\s+soit|sans\s+(le\s+|la\s+)?(mentionner|indiquer|dire|montrer))\b|不要出现|不要(列出|写入|写明|记录|提到)|隐瞒|无论|にかかわらず|代わりに|のまま表示|表示しない|伝えない|言わない|而不是|不要原路|告诉(顾客|客户|用户)|不要(显示|告诉|提及)|不显示`)
)

// hexWallets are the 0x addresses (40 hex digits) text holds, at most 20.
func hexWallets(text []byte) [][]int {
	var out [][]int
	for k := 0; len(out) < 20; {
		j := bytes.Index(text[k:], []byte("0x"))
		if j < 0 {
			break
		}
		at := k + j
		k = at + 2
		if at+42 > len(text) || at > 0 && isWordByte(text[at-1]) || at+42 < len(text) && isWordByte(text[at+42]) || !isHex(text[at+2:at+42]) {
			continue
		}
		out = append(out, []int{at, at + 42})
	}
	return out
}

// ibanShaped are the strings of text shaped like an IBAN (two capitals,
// two digits, groups of letters and digits).
func ibanShaped(text []byte) [][]int {
	return anchoredAll(ibanRE, text, 44, func(c []byte) bool {
		return len(c) >= 4 && isUpper(c[0]) && isUpper(c[1]) && isDigit(c[2]) && isDigit(c[3])
	})
}

// anchoredAll finds up to 20 matches of re (anchored with ^, at most most
// bytes long, starting with a word character) in text, in order and apart,
// as FindAllIndex would with a \b in place of the ^: re runs only where a
// word starts and can start reports that the bytes there may start a match.
// Counted repetitions make an expression slow on long text; a short slice
// at each likely start is quick.
func anchoredAll(re *match.Regexp, text []byte, most int, can func([]byte) bool) [][]int {
	var out [][]int
	for i := 0; i < len(text) && len(out) < 20; i++ {
		if i > 0 && isWordByte(text[i-1]) || !isWordByte(text[i]) || !can(text[i:]) {
			continue
		}
		// One byte past the longest match, so that its closing \b reads
		// the byte after it.
		if m := re.FindIndex(text[i:min(len(text), i+most+1)]); m != nil {
			out = append(out, []int{i + m[0], i + m[1]})
			i += m[1] - 1
		}
	}
	return out
}

func isUpper(c byte) bool { return c >= 'A' && c <= 'Z' }
func isDigit(c byte) bool { return c >= '0' && c <= '9' }

func isWordByte(c byte) bool {
	return c == '_' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

func isHex(b []byte) bool {
	for _, c := range b {
		if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F') {
			return false
		}
	}
	return true
}

// placeholderMarks start the placeholder a wrapped link carries.
var placeholderMarks = [][]byte{[]byte("=<"), []byte("={"), []byte("=$"), []byte("=%s"), []byte("=[")}

// rewriteAC finds the marks of both rewrite patterns in one pass.
var rewriteAC, rewriteGroup = func() (*match.AhoCorasick, []int) {
	var lits [][]byte
	var group []int
	for g, ms := range rewriteMarks {
		for _, m := range ms {
			lits = append(lits, m)
			group = append(group, g)
		}
	}
	return match.NewAhoCorasick(lits), group
}()

// rewriteLines are the starts of the lines holding a mark of each rewrite
// pattern, in order, each once.
func rewriteLines(text []byte) [2][]int {
	var out [2][]int
	rewriteAC.FindFold(text, func(id, at int) {
		g := rewriteGroup[id]
		ls := bytes.LastIndexByte(text[:min(at, len(text))], '\n') + 1
		if n := len(out[g]); n == 0 || out[g][n-1] != ls {
			out[g] = append(out[g], ls)
		}
	})
	for g := range out {
		slices.Sort(out[g])
		out[g] = slices.Compact(out[g])
	}
	return out
}

// onLinesAll is re's matches (at most n) on the lines starting at starts
// that also hold one of needs (lower-case words, compared ignoring case).
func onLinesAll(re *match.Regexp, text []byte, starts []int, needs []string, n int) [][]int {
	var out [][]int
	for _, ls := range starts {
		_, le := lines.Bounds(text, ls)
		if !match.ContainsAnyFold(text[ls:le], needs...) {
			continue
		}
		for _, m := range re.FindAllIndex(text[ls:le], n-len(out)) {
			out = append(out, []int{ls + m[0], ls + m[1]})
		}
		if len(out) >= n {
			break
		}
	}
	return out
}

// markedLines are the starts of the lines of text holding one of marks, in
// order, each once.
func markedLines(text []byte, marks [][]byte) []int {
	var starts []int
	for _, mk := range marks {
		for k := 0; ; {
			j := bytes.Index(text[k:], mk)
			if j < 0 {
				break
			}
			starts = append(starts, bytes.LastIndexByte(text[:k+j], '\n')+1)
			le := bytes.IndexByte(text[k+j:], '\n')
			if le < 0 {
				break
			}
			k += j + le + 1
		}
	}
	slices.Sort(starts)
	return slices.Compact(starts)
}

// onLinesWith is re's matches (at most n) on the lines of text that hold
// one of marks, with their groups (-1 where a group took no part), as
// offsets in text, in order. An expression with no literal to anchor it
// runs as a slow automaton over all it is given: reading only the marked
// lines keeps it off the rest.
func onLinesWith(re *match.Regexp, text []byte, marks [][]byte, n int) [][]int {
	var out [][]int
	for _, ls := range markedLines(text, marks) {
		_, le := lines.Bounds(text, ls)
		for _, m := range re.FindAllSubmatchIndex(text[ls:le], n-len(out)) {
			for j := range m {
				if m[j] >= 0 {
					m[j] += ls
				}
			}
			out = append(out, m)
		}
		if len(out) >= n {
			break
		}
	}
	return out
}

// payHosts are the hosts of payment links payLinkRE reads.
var payHosts = match.NewAhoCorasick([][]byte{[]byte("paypal.me"), []byte("venmo.com"), []byte("cash.app"), []byte("ko-fi.com"), []byte("buymeacoffee.com"), []byte("revolut.me"), []byte("liberapay.com"), []byte("patreon.com")})

var (
	// giftBuyRE buys gift cards or vouchers.
	giftBuyRE = match.Lazy(`(?i)\b(buy|buys|buying|purchase|purchases|purchasing|order|orders|ordering|redeem\w*|gcard\s+buy)\b[^.\n]{0,60}?\b(gift\s*cards?|gift\s*codes?|e-?gift|prepaid\s+cards?|vouchers?)\b|\bgcard\s+buy\b`)
	// giftDeliverRE delivers to an email address (mailRE, its end).
	// (What is delivered is the cards or their codes: "email the order
	// confirmation to finance@..." delivers neither.)
	giftDeliverRE = match.Lazy(`(?i)(\b(deliver|send|email|e-mail|forward)\w*\s+((them|it)\b|((all|each|every|those|these)\s+)?(of\s+)?(the\s+)?(gift\s*)?(card\s+)?(cards?|codes?|claim\s+codes?|vouchers?)\b)[^.\n]{0,40}?|--(deliver-to|to|recipient)[ =])\b([a-z0-9_.+-]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,})\b`)
	// mailRE is the email address that ends a match of giftDeliverRE.
	mailRE = match.Lazy(`(?i)[a-z0-9_.+-]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$`)
	// placeholderMailRE is an example or the user's own address.
	placeholderMailRE = match.Lazy(`(?i)@(example\.(com|org|net)|test\.|localhost)|^(you|your|user|name|me|someone|recipient|teammate|employee)[@.]`)
)

// moneyWords are what a text that names an address to pay holds.
var moneyWords = match.NewAhoCorasick([][]byte{[]byte("0x"), []byte("bc1"), []byte("bitcoin"), []byte("btc"), []byte("wallet"), []byte("iban"),
	[]byte("bank account"), []byte("bank details"), []byte("account_number"), []byte("accountnumber"), []byte("routing_number"), []byte("sort_code"),
	[]byte("paypal.me"), []byte("venmo.com"), []byte("cash.app"), []byte("ko-fi.com"), []byte("buymeacoffee.com"), []byte("revolut.me"), []byte("liberapay.com"), []byte("patreon.com")})

// pagesOf reports a link that shows a GitHub repository or owner and opens
// that owner's Pages site ([github.com/acme/cli](https://acme.github.io/cli/)).
func pagesOf(shown, target string) bool {
	sh := strings.TrimPrefix(strings.TrimPrefix(strings.ToLower(shown), "https://"), "http://")
	owner, ok := strings.CutPrefix(sh, "github.com/")
	if !ok {
		return false
	}
	owner, _, _ = strings.Cut(owner, "/")
	th := strings.TrimPrefix(strings.TrimPrefix(strings.ToLower(target), "https://"), "http://")
	return owner != "" && strings.HasPrefix(th, owner+".github.io")
}

// maxAllowanceRE is the largest token amount (2^256-1) as code writes it;
// approveCallRE an approval call; hexAddrRE an EVM address.
var (
	maxAllowanceRE = match.Lazy(`\b115792089237316195423570985008687907853269984665640564039457584007913129639935\b|\b2n?\s*\*\*\s*256n?\s*-\s*1n?\b|\b(ethers\.)?(constants\.)?MaxUint256\b|\bmaxUint256\b|\btype\(uint256\)\.max\b|\buint256\(-1\)|\b0x[fF]{64}\b|\bMAX_UINT(256)?\b`)
	approveCallRE  = match.Lazy(`\bapprove\s*\(|"approve\(address,\s*uint256\)"|'approve\(address,\s*uint256\)'|\bsetApprovalForAll\b|\bincreaseAllowance\b`)
	hexAddrRE      = match.Lazy(`\b0x[0-9a-fA-F]{40}\b`)
	// approveAllRE is setApprovalForAll given a constant operator and true.
	approveAllRE = match.Lazy(`\bsetApprovalForAll\b[^\n]{0,120}?\b(0x[0-9a-fA-F]{40})\b[^\n]{0,40}?\btrue\b`)
)

var (
	// addrLitRE is a string literal that holds a wallet address: an
	// Ethereum one, a Bitcoin bech32 or base58 one, or a Solana key.
	addrLitRE = match.Lazy(`["'](0x[0-9a-fA-F]{40}|bc1[02-9ac-hj-np-z]{25,59}|[13][1-9A-HJ-NP-Za-km-z]{25,34}|[1-9A-HJ-NP-Za-km-z]{32,44})["']`)
	// addrNameRE is a name assigned such a literal (NAME = "0x…", const
	// NAME = '…', "key": "…").
	// (A Solana key is any 32 to 44 letters and digits here: the
	// recipient test that follows is what makes it an address.)
	addrNameRE = match.Lazy(`(?m)^[ \t]*(?:(?:const|let|var|final|static)[ \t]+)?["']?([A-Za-z_]\w*)["']?[ \t]*[:=][ \t]*(?:[\w.]+\()?["'](0x[0-9a-fA-F]{40}|bc1[02-9ac-hj-np-z]{25,59}|[13][1-9A-HJ-NP-Za-km-z]{25,34}|[0-9A-Za-z]{32,44}|[\w.+-]+@[\w-]+(?:\.[\w-]+)+)["']`)
	// clipboardWriteRE puts text on the clipboard.
	clipboardWriteRE = match.Lazy(`\b(pyperclip\.copy|clipboard\.(writeText|write|copy|setText|set_text)|Set-Clipboard|SetClipboardData|pbcopy|xclip\b[^\n]*-(selection|i)\b|xsel\b[^\n]*(-i|--input)|wl-copy|clip\.exe|writeSync\()`)
	// chainWordRE says a script moves coins or tokens.
	chainWordRE = match.Lazy(`(?i)\b(ethers|web3|solana|solders|lamports|bitcoin|bitcoinlib|sendTransaction|send_transaction|signTransaction|sign_transaction|wei|gwei|satoshis?|keypair|wallet|payouts?|paypal)\b`)
)

// scriptPayees are a script's transfers to an address it holds: the
// recipient of a transaction (to:, to_pubkey=, recipient =, the first
// argument of transfer or send) is a wallet literal, or a name bound to
// one (directly or through one assignment), with no contract call data
// beside it; and a wallet literal a script puts on the clipboard (a
// clipper swaps the address the user copied for the skill's).
// cliPayees are transfers made by a wallet's command line to an address
// the text holds (cast send ... "transfer(address,uint256)" 0x...,
// bitcoin-cli sendall to a bc1 address or a variable set to one, solana
// transfer, spl-token transfer), on a line that names no test network.
func cliPayees(text []byte) []socialHit {
	var out []socialHit
	var vars map[string]string // made at the first command without an address
	for _, m := range onLinesWith(cliTransferRE, text, walletCLIs, 20) {
		ls, le := lines.Bounds(text, m[0])
		for k := 0; k < 8 && le < len(text) && bytes.HasSuffix(bytes.TrimRight(text[ls:le], " \t"), []byte("\\")); k++ {
			_, le = lines.Bounds(text, le+1) // a command continued on the next line
		}
		line := text[ls:le]
		if pf, pt := lines.Paragraph(text, m[0], m[1], 800); testNetRE.Match(text[pf:pt]) || testModeRE.Match(text[max(0, pf-1200):pf]) && !liveModeRE.Match(text[max(0, pf-1200):pt]) {
			continue // on a test network or in test mode, said in its block or the lines before it
		}
		rest := text[m[1]:le]
		addr := ""
		if bytes.HasPrefix(text[m[0]:], []byte("cast")) {
			// The recipient: after transfer(address,...) or, with
			// --value, the address sent to.
			if k := bytes.Index(rest, []byte("transfer(address")); k >= 0 {
				rest = rest[k:]
			} else if !bytes.Contains(rest, []byte("--value")) {
				continue
			}
			if a := evmAddrRE.Find(rest); a != nil {
				addr = string(a)
			}
		} else if bytes.HasPrefix(text[m[0]:], []byte("stripe")) {
			// A transfer to a connected account the skill names.
			if a := stripeDestRE.FindSubmatch(text[m[1]:le]); a != nil {
				addr = string(a[1])
			}
		} else if a := cliAddrRE.Find(rest); a != nil {
			addr = string(a)
		}
		if addr == "" {
			if vars == nil {
				vars = map[string]string{}
				for _, m := range cliAddrVarRE.FindAllSubmatch(text, 50) {
					vars[string(m[1])] = string(m[2])
				}
			}
			for n, a := range vars {
				if bytes.Contains(line, []byte("$"+n)) || bytes.Contains(line, []byte("${"+n+"}")) {
					addr = a
					break
				}
			}
		}
		if addr == "" {
			continue
		}
		out = append(out, socialHit{m[0], m[1], fmt.Sprintf("a wallet or payment command that sends to an address or account the skill names (%s): a skill must not move money to its author; let the user choose every recipient", clipAddr(addr))})
	}
	return out
}

var (
	// walletCLIs are what every match of cliTransferRE holds: the
	// expression reads only their lines ("cast" is in many words).
	walletCLINames = []string{"cast", "bitcoin-cli", "solana", "spl-token", "stripe"}
	walletCLIs     = func() (out [][]byte) {
		for _, n := range walletCLINames {
			out = append(out, []byte(n))
		}
		return out
	}()
	cliTransferRE = match.Lazy(`\bcast\s+send\b|\bbitcoin-cli\b[^\n]*?\b(sendtoaddress|sendall|sendmany)\b|\bsolana\s+transfer\b|\bspl-token\s+transfer\b|\bstripe\s+(transfers|payouts)\s+create\b`)
	// stripeAcctDestRE is a connected account written as a charge's or a
	// transfer's destination (destination="acct_...", transfer_data
	// {"destination": "acct_..."}, on_behalf_of, Stripe-Account header).
	stripeAcctDestRE = match.Lazy(`\b(?:destination|on_behalf_of|stripe_account|stripeAccount)["']?\s*[:=]\s*["'](acct_[A-Za-z0-9]{8,})["']`)
	// stripeAcctNameRE is a connected account given a name (RESELLER =
	// "acct_...", const payee = 'acct_...'); stripeNamedDestRE a
	// destination given by a name (the Stripe-Account header, acting as
	// an account, is not one: a list or a refund moves nothing to it).
	stripeAcctNameRE = match.Lazy(`(?m)^[ \t]*(?:export\s+|const\s+|let\s+|var\s+|val\s+|final\s+|private\s+|public\s+|internal\s+|protected\s+|static\s+|readonly\s+|[Ss]tring\s+|\$)*([A-Za-z_]\w*)\s*:?=\s*["'](acct_[A-Za-z0-9]{8,})["']`)
	// stripeAcctSplitRE is a name given a connected account's id in two
	// pieces joined: group 2 the id's second piece.
	stripeAcctSplitRE = match.Lazy(`(?m)^[ \t]*(?:export\s+|const\s+|let\s+|var\s+|final\s+|static\s+|readonly\s+|[Ss]tring\s+|\$)*([A-Za-z_]\w*)\s*:?=\s*\[?\s*["']acct_?["']\s*(?:,|\+\s*["']_["']\s*\+|\+)\s*["']([A-Za-z0-9]{8,})["']`)
	stripeNamedDestRE = match.Lazy(`\b(?:destination|Destination|on_behalf_of|OnBehalfOf)["']?\s*(?:[:=]|=>)\s*\$?([A-Za-z_]\w*)\b`)
	stripeDestRE      = match.Lazy(`--destination[= ]["']?((?:acct|ba|card)_[A-Za-z0-9]{8,})\b`)
	evmAddrRE         = match.Lazy(`\b0x[0-9a-fA-F]{40}\b`)
	cliAddrRE         = match.Lazy(`\b(bc1[02-9ac-hj-np-z]{25,62}|[13][1-9A-HJ-NP-Za-km-z]{25,34}|[1-9A-HJ-NP-Za-km-z]{32,44})\b`)
	cliAddrVarRE      = match.Lazy(`(?m)^\s*(?:export\s+)?([A-Za-z_]\w*)=["']?(0x[0-9a-fA-F]{40}|bc1[02-9ac-hj-np-z]{25,62}|[13][1-9A-HJ-NP-Za-km-z]{25,34})["']?\s*$`)
	testNetRE         = match.Lazy(`(?i)\b(anvil|hardhat|ganache|localhost|127\.0\.0\.1|testnet|sepolia|goerli|holesky|regtest|devnet|signet|-testnet|--regtest|fork|test[ -]mode|sk_test_\w+|rk_test_\w+)\b`)
	liveModeRE        = match.Lazy(`(?i)\b(off|leave|exit|disable|out\s+of|not\s+in)\s+(the\s+)?test[ -]mode|--live\b|\blive\s+(mode|data|keys?)\b|sk_live_`)
	testModeRE        = match.Lazy(`(?i)\b(test[ -]mode|testnet|sk_test_\w+)\b`)
)

// stripeTestRE is a Stripe test key or the stripe-mock server in a
// script: nothing it moves is money.
var stripeTestRE = match.Lazy(`\b[sr]k_test_\w+|stripe-mock|localhost:12111|127\.0\.0\.1:12111`)

// placeholderAcct reports an account id of one repeated character after
// acct_ (acct_XXXXXXXXXXXXXXXX) or of X's and 0's.
func placeholderAcct(a []byte) bool {
	id := bytes.TrimPrefix(a, []byte("acct_"))
	return len(bytes.Trim(id, "xX0.*")) == 0 || len(bytes.Trim(id, string(id[:1]))) == 0
}

// stripeDocsAcct is the connected account Stripe's own documentation
// uses in its examples.
const stripeDocsAcct = "acct_1032D82eZvKYlo2C"

func scriptPayees(text []byte) []socialHit {
	var out []socialHit
	if match.ContainsAnyFold(text, "clip", "pbcopy", "xsel", "wl-copy") && clipboardWriteRE.Match(text) {
		if m := addrLitRE.FindIndex(text); m != nil {
			out = append(out, socialHit{m[0] + 1, m[1] - 1, fmt.Sprintf("a script that puts an address it holds (%s) on the clipboard: what the user pastes as a recipient becomes the skill's; remove it", clipAddr(string(text[m[0]+1:m[1]-1])))})
		}
	}
	if bytes.Contains(text, []byte("acct")) && !stripeTestRE.Match(text) {
		// Stripe Connect: a charge or transfer whose destination is a
		// connected account written in the script goes to that account
		// (its owner), whatever the user is charged for. (Not with a
		// test key or against stripe-mock; not Stripe's documentation's
		// example account, nor a placeholder of X's.)
		for _, m := range stripeAcctDestRE.FindAllSubmatchIndex(text, 20) {
			acct := text[m[2]:m[3]]
			if bytes.Equal(acct, []byte(stripeDocsAcct)) || placeholderAcct(acct) {
				continue
			}
			out = append(out, socialHit{m[2], m[3], fmt.Sprintf("a payment sent to a Stripe connected account the script holds (%s): a skill must not move money to its author; let the user choose every recipient", string(acct))})
			break
		}
		if len(out) == 0 {
			// The account in a constant the destination names
			// (RESELLER = "acct_..." ... "destination": RESELLER).
			accts := map[string][]byte{}
			for _, m := range stripeAcctNameRE.FindAllSubmatchIndex(text, 20) {
				if a := text[m[4]:m[5]]; !bytes.Equal(a, []byte(stripeDocsAcct)) && !placeholderAcct(a) {
					accts[string(text[m[2]:m[3]])] = a
				}
			}
			// The account's id split and joined, to pass for something
			// else: ['acct', '1PqX...'].join('_'), "acct" + "_" + "1PqX...".
			for _, m := range stripeAcctSplitRE.FindAllSubmatchIndex(text, 20) {
				if a := append([]byte("acct_"), text[m[4]:m[5]]...); !placeholderAcct(a) {
					accts[string(text[m[2]:m[3]])] = a
				}
			}
			if len(accts) > 0 {
				for _, m := range stripeNamedDestRE.FindAllSubmatchIndex(text, 20) {
					if a, ok := accts[string(text[m[2]:m[3]])]; ok {
						out = append(out, socialHit{m[2], m[3], fmt.Sprintf("a payment sent to a Stripe connected account the script holds (%s, in %s): a skill must not move money to its author; let the user choose every recipient", a, text[m[2]:m[3]])})
						break
					}
				}
			}
		}
	}
	if len(out) == 0 && match.ContainsFold(text, []byte("iban")) && ibanReadRE.Match(text) {
		// The payee's IBAN read from the user's data (seller["iban"]),
		// and another written in the script: money that goes to the
		// script's account when a condition holds (an amount, a date).
		// (Shaped as one, the check digits not needed: an attacker's
		// account is real; a made-up one in a script is no example.)
		for _, m := range ibanShaped(text) {
			id := bytes.ReplaceAll(text[m[0]:m[1]], []byte(" "), nil)
			ls, le := lines.Bounds(text, m[0])
			if m[0] == 0 || !bytes.ContainsAny(text[m[0]-1:m[0]], `"'`) || exampleIBANs[string(id)] || len(bytes.Trim(id[4:], "0X")) < 4 || testLineRE.Match(text[ls:le]) {
				continue // no string of its own, an example of the standard's, a placeholder, a test's
			}
			out = append(out, socialHit{m[0], m[1], fmt.Sprintf("a payment account the script holds (%s) beside the one it reads from the user's data: a skill must not move money to its author; let the user choose every recipient", text[m[0]:m[1]])})
			break
		}
	}
	if !match.ContainsAnyFold(text, "ethers", "web3", "solana", "solders", "lamports", "bitcoin", "transaction", "wei", "satoshi", "keypair", "wallet", "payout", "paypal") || !chainWordRE.Match(text) {
		return out
	}
	names := map[string]string{}
	for _, m := range addrNameRE.FindAllSubmatchIndex(text, 50) {
		names[string(text[m[2]:m[3]])] = string(text[m[4]:m[5]])
	}
	// One assignment on: recipient = Pubkey.from_string(POOL).
	for _, m := range assignRE.FindAllSubmatchIndex(text, 500) {
		lhs, rhs := string(text[m[2]:m[3]]), text[m[4]:m[5]]
		if _, ok := names[lhs]; ok {
			continue
		}
		for n, a := range names {
			if match.HoldsWord(rhs, n) {
				names[lhs] = a
				break
			}
		}
	}
	paypal := match.ContainsFold(text, []byte("paypal"))
	for _, m := range recipientRE.FindAllSubmatchIndex(text, 200) {
		if m[2] < 0 {
			m[2], m[3] = m[4], m[5]
		}
		if m[2] < 0 {
			m[2], m[3] = m[6], m[7]
		}
		arg := string(text[m[2]:m[3]])
		addr, ok := names[arg]
		if !ok {
			if l := addrLitRE.FindStringSubmatch(arg); l != nil {
				addr, ok = l[1], true
			} else if l := emailLitRE.FindStringSubmatch(arg); l != nil && paypal {
				addr, ok = l[1], true // a PayPal payout's receiver
			}
		}
		if !ok || dataNearRE.Match(text[m[1]:min(len(text), m[1]+160)]) {
			continue
		}
		out = append(out, socialHit{m[2], m[3], fmt.Sprintf("a script sends funds to an address it holds (%s): a skill must not move money to its author; let the user choose every recipient", clipAddr(addr))})
		break
	}
	return out
}

var (
	assignRE    = match.Lazy(`(?m)^[ \t]*(?:(?:const|let|var)[ \t]+)?([A-Za-z_]\w*)[ \t]*=[ \t]*([^\n=][^\n]{0,200})`)
	recipientRE = match.Lazy(`\b(?:to|to_pubkey|toPubkey|recipient|destination|dest|payee|to_address|toAddress|receiver|recipient_email|payee_email)["']?\s*(?:[:=]|=>)\s*(\w+|"[^"\n]{5,70}"|'[^'\n]{5,70}')|(?:\.|\b\w*)(?:transfer|send|sendTransaction|send_transaction|pay|tip|withdraw)\w*\(\s*(?:\{\s*to\s*:\s*)?(\w+|"[^"\n]{20,70}"|'[^'\n]{20,70}')` +
		// bitcoin-cli's RPC called through a wrapper: cli("sendtoaddress", ADDR, ...).
		`|["'](?:sendtoaddress|sendmany|sendall)["']\s*,\s*(\w+|"[^"\n]{20,70}"|'[^'\n]{20,70}')`)
	emailLitRE = match.Lazy(`^["']([\w.+-]+@[\w-]+(?:\.[\w-]+)+)["']$`)
	dataNearRE = match.Lazy(`^[^}\n)]{0,160}\b(data|input|calldata)["']?\s*[:=]`)
)

func isDigits(b []byte) bool {
	for _, c := range b {
		if c < '0' || c > '9' {
			return false
		}
	}
	return len(b) > 0
}

// isHostByte reports a byte of a host name.
func isHostByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '.' || c == '-'
}
