// Package bestpractice holds the lint/* rules: best practice for instructions, on every format.
package bestpractice

import (
	"bytes"
	"fmt"
	"sort"
	"strings"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/internal/match"
	"github.com/skillint/skillint/internal/tokens"
	"github.com/skillint/skillint/model"
	"github.com/skillint/skillint/rules"
	"github.com/skillint/skillint/rules/internal/ruleutil"
)

// The best-practice rules (the Agent Skills seed's "Lint Rules" table). They
// run on the common model: a SKILL.md body, every agent.3md plane, an
// .agent.md body.

var bodyFormats = []string{model.FormatSkillMD, model.FormatAIP3, model.FormatAgent3md,
	model.FormatAgentMD, model.FormatCopilotAgent}

var describedFormats = []string{model.FormatSkillMD, model.FormatAIP3, model.FormatAgentMD, model.FormatCopilotAgent}

func init() {
	register(
		&rules.Rule{ID: rules.FileNesting, Severity: diag.Warning, Formats: bodyFormats, Check: checkNesting, Doc: rules.Doc{
			Title: "Markdown is not nested absurdly deep",
			Why:   "Instructions nested more than 100 levels deep (block quotes, lists, indentation) are not written for a reader; they slow Markdown parsers down quadratically, so skillint reads such a body as plain text and says so.",
			Fix:   "Flatten the nesting.",
			Bad:   "> > > > ... (hundreds of levels)",
			Good:  "> one quote level",
		}},
		&rules.Rule{ID: rules.LintContextBudget, Severity: diag.Warning, Formats: bodyFormats, Check: checkContextBudget,
			Options: []rules.Option{
				{Name: "max-tokens", Default: 5000, Doc: "tokens (cl100k_base) the instructions may take"},
				{Name: "max-lines", Default: 500, Doc: "lines the instructions may take"},
			},
			Doc: rules.Doc{
				Title: "Instructions loaded at activation stay within the context budget",
				Why:   "A skill's body (an agent plane's body) is loaded whole into the model's context each time it is used; past about 5,000 tokens or 500 lines it crowds out the user's task.",
				Fix:   "Move detail into files under references/ and tell the agent when to read them.",
				Bad:   "SKILL.md with 900 lines of API reference inline",
				Good:  "SKILL.md of 120 lines that says: for the full API, read references/api.md",
			}},
		&rules.Rule{ID: rules.LintDescriptionQuality, Severity: diag.Warning, Formats: describedFormats, Check: checkDescriptionQuality,
			Options: []rules.Option{{Name: "patterns", Default: []string{`\bwhen\b`, `\buse\b.*\b(for|if)\b`, `\btrigger(s|ed)?\b`}, Doc: "case-insensitive regular expressions, one of which a description must match"}},
			Doc: rules.Doc{
				Title: "The description says when to use the skill",
				Why:   "The model picks skills by their descriptions; one that only says what the skill is, not when it applies, is chosen too rarely or at the wrong time.",
				Fix:   "Add a trigger clause: \"Use when the user asks to ...\".",
				Bad:   "description: PDF tools.",
				Good:  "description: Extracts text and tables from PDF files. Use when the user asks to read or convert a PDF.",
			}},
		&rules.Rule{ID: rules.LintNoGenericInstructions, Severity: diag.Warning, Formats: bodyFormats, Check: checkGenericInstructions,
			Options: []rules.Option{{Name: "phrases", Default: []string{"handle errors appropriately", "follow best practices", "use proper error handling",
				"ensure security", "be careful with", "make sure to handle", "do the right thing"}, Doc: "vague phrases (case-insensitive)"}},
			Doc: rules.Doc{
				Title: "Instructions are specific, not generic advice",
				Why:   "Phrases like \"follow best practices\" tell a model nothing it would not do anyway, and use context that specific steps could use.",
				Fix:   "Replace the phrase with the concrete steps or checks you mean.",
				Bad:   "Handle errors appropriately.",
				Good:  "If the API returns 429, wait for the Retry-After seconds and retry once.",
			}},
		&rules.Rule{ID: rules.LintProgressiveDisclosure, Severity: diag.Warning, Formats: bodyFormats, Check: checkProgressiveDisclosure,
			Options: []rules.Option{{Name: "min-lines", Default: 200, Doc: "from this many lines on, a body should point to references/ or scripts/"}},
			Doc: rules.Doc{
				Title: "Large instructions point to files loaded on demand",
				Why:   "Everything in the body is loaded every time; detail that is needed only sometimes belongs in references/ (or scripts/), read when the body says so.",
				Fix:   "Move supplementary sections into references/*.md and link them from the body.",
				Bad:   "a 400-line SKILL.md with no references/ files",
				Good:  "a 150-line SKILL.md that links references/forms.md for the rare case",
			}},
		&rules.Rule{ID: rules.LintDefaultsOverMenus, Severity: diag.Warning, Formats: bodyFormats, Check: checkDefaultsOverMenus,
			Options: []rules.Option{{Name: "patterns", Default: []string{`\byou can use\b[^.\n]*,[^.\n]*\bor\b`, `\boptions include\b`, `\bchoose between\b`,
				`\beither\b[^.\n]*\bor\b[^.\n]*\bor\b`}, Doc: "case-insensitive regular expressions that offer a menu"}},
			Doc: rules.Doc{
				Title: "Instructions state a default instead of a menu",
				Why:   "A list of equal options makes the model choose at random each time; a default with the exception spelled out gives the same good result every time.",
				Fix:   "Name the default tool or approach, and say when to use another.",
				Bad:   "You can use pypdf, pdfplumber, or PyMuPDF.",
				Good:  "Use pdfplumber. For scanned PDFs, use OCR with pytesseract instead.",
			}},
		&rules.Rule{ID: rules.LintGotchasPresent, Severity: diag.Info, Formats: bodyFormats, Check: checkGotchas,
			Options: []rules.Option{
				{Name: "min-lines", Default: 51, Doc: "from this many lines on, a body should have a gotchas section"},
				{Name: "headings", Default: []string{"gotcha", "caveat", "known issue", "pitfall", "limitation", "troubleshoot"}, Doc: "heading words that count (case-insensitive)"},
			},
			Doc: rules.Doc{
				Title: "Longer instructions have a Gotchas section",
				Why:   "The edge cases the author learned the hard way are the most valuable part of a skill, and a model cannot guess them.",
				Fix:   "Add a `## Gotchas` section listing the edge cases and known failures.",
				Bad:   "a 120-line skill with no gotchas, caveats or known issues",
				Good:  "## Gotchas\n- The API paginates at 100 items; always follow `next`.",
			}},
	)
}

func checkNesting(p *rules.Pass) {
	for _, s := range ruleutil.Units(p) {
		if at := s.Body.Info().Deep; at >= 0 {
			p.Report(s.Body.Range(at, at+ruleutil.LineLen(s.Body.Text, at)), "this line is nested more than %d levels deep: the body is read as plain text (no code, links or headings seen); flatten it", model.MaxNesting)
		}
	}
}

func checkContextBudget(p *rules.Pass) {
	maxTokens, maxLines := p.Int("max-tokens"), p.Int("max-lines")
	for _, s := range ruleutil.Units(p) {
		if lines := s.Body.Lines(); maxLines > 0 && lines > maxLines {
			at := ruleutil.LineOffset(s.Body.Text, maxLines)
			p.Report(s.Body.Range(at, at+ruleutil.LineLen(s.Body.Text, at)), "the instructions of %s are %d lines, over the budget of %d (this is line %d of them): move detail into references/",
				ruleutil.UnitName(s), lines, maxLines, maxLines+1)
		}
		if maxTokens <= 0 {
			continue
		}
		if ok, n := withinTokens(s.Body, maxTokens); !ok {
			p.Report(ruleutil.DeclRange(s), "the instructions of %s are about %d tokens (%s), over the budget of %d: move detail into references/",
				ruleutil.UnitName(s), n, tokens.Encoding, maxTokens)
		}
	}
}

// withinTokens reports whether a body has at most limit tokens, counting
// only when its length cannot decide, and once per distinct body text.
func withinTokens(b *model.Body, limit int) (bool, int) {
	if len(b.Text) <= limit {
		return true, 0 // a token is at least one byte
	}
	info := b.Info()
	n := info.Tokens()
	if n < 0 {
		n = tokens.Count(string(b.Text))
		info.SetTokens(n)
	}
	return n <= limit, n
}

func checkDescriptionQuality(p *rules.Pass) {
	res := match.Compile(p.Strings("patterns"), false)
	for _, s := range p.Doc.Skills {
		d := s.Description
		if !d.Set || strings.TrimSpace(d.Value) == "" {
			continue
		}
		// The answer depends on the description and the patterns alone.
		if len(res) == 0 || !match.MemoString(&res[0], d.Value, func() any { return match.MatchesAny(res, d.Value) }).(bool) {
			p.Report(d.Range, "the description says what %s does but not when to use it: add a trigger clause such as \"Use when the user asks to ...\"", ruleutil.UnitName(s))
		}
	}
}

// phraseFindings reports, for each line of each body, the first match of any
// of ms that is not inside code. A pattern runs only on the lines that hold
// its required literal. The matches depend only on the text and the
// patterns, so they are computed once per distinct body.
func phraseFindings(p *rules.Pass, ms []match.Matcher, message func(match string) string) {
	if len(ms) == 0 {
		return
	}
	key := "phrases:" + match.Key(ms)
	for _, s := range ruleutil.Units(p) {
		hits := s.Body.Info().Memo(key, func() any { return phraseHits(s.Body, ms) }).([][2]int)
		for _, h := range hits {
			p.Report(s.Body.Range(h[0], h[1]), "%s", message(string(s.Body.Text[h[0]:h[1]])))
		}
	}
}

// *matcher (first of a compiled list) -> key

// phraseHits finds the earliest match outside code on each line, in order.
func phraseHits(body *model.Body, ms []match.Matcher) [][2]int {
	text := body.Text
	var lower []byte
	first := map[int][2]int{} // line start -> earliest match on that line
	var order []int
	for _, m := range ms {
		if m.Literal != nil && !match.ContainsFold(text, m.Literal) {
			continue
		}
		if lower == nil {
			lower = match.LowerASCII(text)
		}
		for _, lineStart := range match.CandidateLines(lower, m.Literal) {
			n := ruleutil.LineLen(text, lineStart)
			for _, loc := range m.Re.FindAllIndex(text[lineStart:lineStart+n], -1) {
				at := lineStart + loc[0]
				if body.InCode(at) {
					continue
				}
				h, seen := first[lineStart]
				if !seen {
					order = append(order, lineStart)
				}
				if !seen || at < h[0] {
					first[lineStart] = [2]int{at, lineStart + loc[1]}
				}
				break
			}
		}
	}
	sort.Ints(order)
	out := make([][2]int, 0, len(order))
	for _, ls := range order {
		out = append(out, first[ls])
	}
	return out
}

func checkGenericInstructions(p *rules.Pass) {
	phraseFindings(p, match.Compile(p.Strings("phrases"), true), func(m string) string {
		return fmt.Sprintf("%q is generic advice the model follows anyway: replace it with the specific steps or checks you mean", m)
	})
}

func checkDefaultsOverMenus(p *rules.Pass) {
	phraseFindings(p, match.Compile(p.Strings("patterns"), false), func(m string) string {
		if len(m) > 60 {
			m = m[:57] + "..."
		}
		return fmt.Sprintf("%q offers a menu of equal options: state the default to use, and when to use another", m)
	})
}

func checkProgressiveDisclosure(p *rules.Pass) {
	minLines := p.Int("min-lines")
	for _, s := range ruleutil.Units(p) {
		if minLines <= 0 || s.Body.Lines() < minLines {
			continue
		}
		if s.Body.Info().Memo("points-to-files", func() any {
			return bytes.Contains(s.Body.Text, []byte("references/")) || bytes.Contains(s.Body.Text, []byte("scripts/"))
		}).(bool) {
			continue
		}
		p.Report(ruleutil.DeclRange(s), "the instructions of %s are %d lines and point to no files under references/ or scripts/: move supplementary detail there and link it",
			ruleutil.UnitName(s), s.Body.Lines())
	}
}

func checkGotchas(p *rules.Pass) {
	minLines := p.Int("min-lines")
	words := p.Strings("headings")
	for _, s := range ruleutil.Units(p) {
		if minLines <= 0 || s.Body.Lines() < minLines || hasHeading(s.Body, words) {
			continue
		}
		p.Report(ruleutil.DeclRange(s), "the instructions of %s are %d lines with no Gotchas, Caveats or Known issues section: add one with the edge cases a model cannot guess",
			ruleutil.UnitName(s), s.Body.Lines())
	}
}

func hasHeading(b *model.Body, words []string) bool {
	titles := b.Info().Memo("lowercase-headings", func() any {
		out := make([]string, len(b.Info().Headings))
		for i, h := range b.Info().Headings {
			out[i] = strings.ToLower(h)
		}
		return out
	}).([]string)
	for _, title := range titles {
		for _, w := range words {
			if strings.Contains(title, strings.ToLower(w)) {
				return true
			}
		}
	}
	return false
}
