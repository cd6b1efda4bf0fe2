package rules

import (
	"bytes"
	"fmt"
	"regexp"
	"regexp/syntax"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/internal/lines"
	"github.com/skillint/skillint/internal/tokens"
	"github.com/skillint/skillint/normalize"
)

// The best-practice rules (the Agent Skills seed's "Lint Rules" table). They
// run on the common model: a SKILL.md body, every agent.3md plane, an
// .agent.md body.

var bodyFormats = []string{normalize.FormatSkillMD, normalize.FormatAIP3, normalize.FormatAgent3md,
	normalize.FormatAgentMD, normalize.FormatCopilotAgent}

var describedFormats = []string{normalize.FormatSkillMD, normalize.FormatAIP3, normalize.FormatAgentMD, normalize.FormatCopilotAgent}

func init() {
	register(
		&Rule{ID: "file/nesting", Severity: diag.Warning, Formats: bodyFormats, Check: checkNesting, Doc: Doc{
			Title: "Markdown is not nested absurdly deep",
			Why:   "Instructions nested more than 100 levels deep (block quotes, lists, indentation) are not written for a reader; they slow Markdown parsers down quadratically, so skillint reads such a body as plain text and says so.",
			Fix:   "Flatten the nesting.",
			Bad:   "> > > > ... (hundreds of levels)",
			Good:  "> one quote level",
		}},
		&Rule{ID: "lint/context-budget", Severity: diag.Warning, Formats: bodyFormats, Check: checkContextBudget,
			Options: []Option{
				{Name: "max-tokens", Default: 5000, Doc: "tokens (cl100k_base) the instructions may take"},
				{Name: "max-lines", Default: 500, Doc: "lines the instructions may take"},
			},
			Doc: Doc{
				Title: "Instructions loaded at activation stay within the context budget",
				Why:   "A skill's body (an agent plane's body) is loaded whole into the model's context each time it is used; past about 5,000 tokens or 500 lines it crowds out the user's task.",
				Fix:   "Move detail into files under references/ and tell the agent when to read them.",
				Bad:   "SKILL.md with 900 lines of API reference inline",
				Good:  "SKILL.md of 120 lines that says: for the full API, read references/api.md",
			}},
		&Rule{ID: "lint/description-quality", Severity: diag.Warning, Formats: describedFormats, Check: checkDescriptionQuality,
			Options: []Option{{Name: "patterns", Default: []string{`\bwhen\b`, `\buse\b.*\b(for|if)\b`, `\btrigger(s|ed)?\b`}, Doc: "case-insensitive regular expressions, one of which a description must match"}},
			Doc: Doc{
				Title: "The description says when to use the skill",
				Why:   "The model picks skills by their descriptions; one that only says what the skill is, not when it applies, is chosen too rarely or at the wrong time.",
				Fix:   "Add a trigger clause: \"Use when the user asks to ...\".",
				Bad:   "description: PDF tools.",
				Good:  "description: Extracts text and tables from PDF files. Use when the user asks to read or convert a PDF.",
			}},
		&Rule{ID: "lint/no-generic-instructions", Severity: diag.Warning, Formats: bodyFormats, Check: checkGenericInstructions,
			Options: []Option{{Name: "phrases", Default: []string{"handle errors appropriately", "follow best practices", "use proper error handling",
				"ensure security", "be careful with", "make sure to handle", "do the right thing"}, Doc: "vague phrases (case-insensitive)"}},
			Doc: Doc{
				Title: "Instructions are specific, not generic advice",
				Why:   "Phrases like \"follow best practices\" tell a model nothing it would not do anyway, and use context that specific steps could use.",
				Fix:   "Replace the phrase with the concrete steps or checks you mean.",
				Bad:   "Handle errors appropriately.",
				Good:  "If the API returns 429, wait for the Retry-After seconds and retry once.",
			}},
		&Rule{ID: "lint/progressive-disclosure", Severity: diag.Warning, Formats: bodyFormats, Check: checkProgressiveDisclosure,
			Options: []Option{{Name: "min-lines", Default: 200, Doc: "from this many lines on, a body should point to references/ or scripts/"}},
			Doc: Doc{
				Title: "Large instructions point to files loaded on demand",
				Why:   "Everything in the body is loaded every time; detail that is needed only sometimes belongs in references/ (or scripts/), read when the body says so.",
				Fix:   "Move supplementary sections into references/*.md and link them from the body.",
				Bad:   "a 400-line SKILL.md with no references/ files",
				Good:  "a 150-line SKILL.md that links references/forms.md for the rare case",
			}},
		&Rule{ID: "lint/defaults-over-menus", Severity: diag.Warning, Formats: bodyFormats, Check: checkDefaultsOverMenus,
			Options: []Option{{Name: "patterns", Default: []string{`\byou can use\b[^.\n]*,[^.\n]*\bor\b`, `\boptions include\b`, `\bchoose between\b`,
				`\beither\b[^.\n]*\bor\b[^.\n]*\bor\b`}, Doc: "case-insensitive regular expressions that offer a menu"}},
			Doc: Doc{
				Title: "Instructions state a default instead of a menu",
				Why:   "A list of equal options makes the model choose at random each time; a default with the exception spelled out gives the same good result every time.",
				Fix:   "Name the default tool or approach, and say when to use another.",
				Bad:   "You can use pypdf, pdfplumber, or PyMuPDF.",
				Good:  "Use pdfplumber. For scanned PDFs, use OCR with pytesseract instead.",
			}},
		&Rule{ID: "lint/gotchas-present", Severity: diag.Info, Formats: bodyFormats, Check: checkGotchas,
			Options: []Option{
				{Name: "min-lines", Default: 51, Doc: "from this many lines on, a body should have a gotchas section"},
				{Name: "headings", Default: []string{"gotcha", "caveat", "known issue", "pitfall", "limitation", "troubleshoot"}, Doc: "heading words that count (case-insensitive)"},
			},
			Doc: Doc{
				Title: "Longer instructions have a Gotchas section",
				Why:   "The edge cases the author learned the hard way are the most valuable part of a skill, and a model cannot guess them.",
				Fix:   "Add a `## Gotchas` section listing the edge cases and known failures.",
				Bad:   "a 120-line skill with no gotchas, caveats or known issues",
				Good:  "## Gotchas\n- The API paginates at 100 items; always follow `next`.",
			}},
	)
}

func checkNesting(p *Pass) {
	for _, s := range units(p) {
		if at := s.Body.Info().Deep; at >= 0 {
			p.Report(s.Body.Range(at, at+lineLen(s.Body.Text, at)), "this line is nested more than %d levels deep: the body is read as plain text (no code, links or headings seen); flatten it", normalize.MaxNesting)
		}
	}
}

// units are the instruction units of a document that have a body.
func units(p *Pass) []*normalize.Skill {
	var out []*normalize.Skill
	for _, s := range p.Doc.Skills {
		if s.Body != nil {
			out = append(out, s)
		}
	}
	return out
}

// unitName names a unit in messages.
func unitName(s *normalize.Skill) string {
	what := "the skill"
	switch s.Role {
	case normalize.RoleIdentity:
		what = "the agent"
	case normalize.RoleCommand:
		what = "the command"
	}
	if s.Name.Value != "" {
		return fmt.Sprintf("%s %q", what, s.Name.Value)
	}
	return what
}

// declRange is where a finding about a whole unit goes: its declaration, or
// the start of its body.
func declRange(s *normalize.Skill) diag.Range {
	if s.Decl.End.Line > 0 {
		return s.Decl
	}
	return s.Body.Range(0, 0)
}

func checkContextBudget(p *Pass) {
	maxTokens, maxLines := p.Int("max-tokens"), p.Int("max-lines")
	for _, s := range units(p) {
		if lines := s.Body.Lines(); maxLines > 0 && lines > maxLines {
			at := lineOffset(s.Body.Text, maxLines)
			p.Report(s.Body.Range(at, at+lineLen(s.Body.Text, at)), "the instructions of %s are %d lines, over the budget of %d (this is line %d of them): move detail into references/",
				unitName(s), lines, maxLines, maxLines+1)
		}
		if maxTokens <= 0 {
			continue
		}
		if ok, n := withinTokens(s.Body, maxTokens); !ok {
			p.Report(declRange(s), "the instructions of %s are about %d tokens (%s), over the budget of %d: move detail into references/",
				unitName(s), n, tokens.Encoding, maxTokens)
		}
	}
}

// withinTokens reports whether a body has at most limit tokens, counting
// only when its length cannot decide, and once per distinct body text.
func withinTokens(b *normalize.Body, limit int) (bool, int) {
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

// lineOffset is the byte offset where 0-based line n of text starts.
func lineOffset(text []byte, n int) int {
	off := 0
	for i := 0; i < n; i++ {
		j := bytes.IndexByte(text[off:], '\n')
		if j < 0 {
			return len(text)
		}
		off += j + 1
	}
	return off
}

func lineLen(text []byte, off int) int {
	j := bytes.IndexByte(text[off:], '\n')
	if j < 0 {
		j = len(text) - off
	}
	if j > 0 && text[off+j-1] == '\r' {
		j--
	}
	return j
}

// matcher is a compiled case-insensitive pattern and, when the pattern
// requires one, a literal (lowercase ASCII) that every match contains: text
// without it is skipped without running the regular expression.
type matcher struct {
	re      *lazyRegexp
	literal []byte
	// any is a set of literals (lowercase ASCII), one of which every match
	// contains; nil when the pattern has no such set.
	any [][]byte
	// all are sets of literals (lowercase ASCII): every match contains one
	// literal of each set, so a stretch of text without one cannot match.
	all [][][]byte
	// oneLine is set when no match holds a newline.
	oneLine bool
	// wordStart is set when every match starts with a literal of any,
	// right after a \b.
	wordStart bool
}

// lazyRegexp is a regular expression compiled on first use: most patterns
// are only ever run where their literal occurs, so a run over a few files
// compiles few of them, and starting up stays fast.
type lazyRegexp struct {
	pat  string // already checked to parse
	once sync.Once
	re   *regexp.Regexp
}

// neverMatches stands in for a pattern that parses but does not compile.
var neverMatches = regexp.MustCompile(`[^\x00-\x{10FFFF}]`)

func (l *lazyRegexp) get() *regexp.Regexp {
	l.once.Do(func() {
		re, err := regexp.Compile(l.pat)
		if err != nil {
			re = neverMatches
		}
		l.re = re
	})
	return l.re
}

// lazyRE is a built-in pattern compiled on first use, so that starting up
// does not compile patterns a run may never need. Tests compile every one.
func lazyRE(pat string) *lazyRegexp {
	l := &lazyRegexp{pat: pat}
	builtinRegexps = append(builtinRegexps, l)
	return l
}

// builtinRegexps are the patterns made by lazyRE.
var builtinRegexps []*lazyRegexp

func (l *lazyRegexp) FindAllIndex(b []byte, n int) [][]int { return l.get().FindAllIndex(b, n) }
func (l *lazyRegexp) MatchString(s string) bool            { return l.get().MatchString(s) }
func (l *lazyRegexp) String() string                       { return l.pat }

// regexCache holds the compiled pattern lists, by patternsKey.
var regexCache = struct {
	sync.RWMutex
	m map[string][]matcher
}{m: map[string][]matcher{}}

// patternsKey appends to b the name of a pattern list: the patterns joined
// by a byte no pattern holds, and whether they are literal.
func patternsKey(b []byte, patterns []string, literal bool) []byte {
	if literal {
		b = append(b, 'L')
	} else {
		b = append(b, 'R')
	}
	for _, p := range patterns {
		b = append(b, 0)
		b = append(b, p...)
	}
	return b
}

// compileAll prepares case-insensitive patterns once per distinct list.
// Patterns that do not parse are skipped (the configuration reports them).
// Rules ask for their lists on every file: finding one allocates nothing.
func compileAll(patterns []string, literal bool) []matcher {
	var buf [1024]byte
	key := patternsKey(buf[:0], patterns, literal)
	regexCache.RLock()
	ms, ok := regexCache.m[string(key)]
	regexCache.RUnlock()
	if ok {
		return ms
	}
	var out []matcher
	for _, pat := range patterns {
		if literal {
			pat = `\b` + regexp.QuoteMeta(pat) + `\b`
		}
		pat = "(?i)" + pat
		// A built-in pattern was analysed when the table was generated and
		// is known to compile (tests check both); others are analysed now.
		lits, ok := builtinLiterals[pat]
		if !ok {
			tree, err := syntax.Parse(pat, syntax.Perl)
			if err != nil {
				continue
			}
			lits = analyseLiterals(tree)
		}
		m := matcher{re: &lazyRegexp{pat: pat}, literal: lits.literal, any: lits.any, all: lits.all, oneLine: lits.oneLine, wordStart: lits.wordStart}
		// Windows come from whichever prefilter has the longest shortest
		// literal: short literals occur everywhere.
		if m.literal != nil && len(m.literal) >= shortest(m.any) {
			m.any = [][]byte{m.literal}
			m.wordStart = false
		}
		out = append(out, m)
	}
	regexCache.Lock()
	if prev, ok := regexCache.m[string(key)]; ok {
		out = prev // compiled meanwhile: keep one list (its address is a memo key)
	} else {
		regexCache.m[string(key)] = out
	}
	regexCache.Unlock()
	return out
}

// analyseLiterals is the literal analysis of one pattern.
func analyseLiterals(tree *syntax.Regexp) patternLiterals {
	set := literalSet(tree)
	return patternLiterals{literal: requiredLiteral(tree), any: set, all: requiredSets(tree),
		oneLine: !matchesNewline(tree), wordStart: startsAtWord(tree, set)}
}

// requiredLiteral finds the longest ASCII literal that every match of the
// pattern contains (lowercased), or nil.
func requiredLiteral(re *syntax.Regexp) []byte {
	var best string
	var walk func(*syntax.Regexp)
	walk = func(r *syntax.Regexp) {
		switch r.Op {
		case syntax.OpLiteral:
			if lit := strings.ToLower(string(r.Rune)); len(lit) >= 3 && len(lit) > len(best) && isASCII(lit) {
				best = lit
			}
		case syntax.OpConcat, syntax.OpCapture:
			for _, sub := range r.Sub {
				walk(sub)
			}
		case syntax.OpPlus:
			walk(r.Sub[0])
		}
	}
	walk(re)
	if best == "" {
		return nil
	}
	return []byte(best)
}

// startsAtWord reports whether every match of the pattern starts with one
// of the literals of set right after a \b: then an occurrence of one of
// them where \b does not hold starts no match.
func startsAtWord(re *syntax.Regexp, set [][]byte) bool {
	if re.Op != syntax.OpConcat || len(re.Sub) < 2 || re.Sub[0].Op != syntax.OpWordBoundary || len(set) == 0 {
		return false
	}
	want := make([]string, len(set))
	for i, l := range set {
		want[i] = string(l)
	}
	slices.Sort(want)
	same := func(got []string) bool {
		got = slices.Clone(got)
		slices.Sort(got)
		return slices.Equal(got, want)
	}
	a := &litAnalysis{memo: map[*syntax.Regexp][]string{}}
	prod := []string{""}
	for _, sub := range re.Sub[1:] {
		s := a.exact(sub)
		if s == nil {
			s = a.firstChars(sub)
		}
		if s == nil {
			return false
		}
		var next []string
		for _, x := range prod {
			for _, y := range s {
				next = append(next, x+y)
			}
		}
		if prod = dedupe(next); same(prod) {
			return true
		}
		if len(prod) > 64 || a.exact(sub) == nil {
			return false
		}
	}
	return false
}

// wordBoundary reports whether \b holds at offset i of text.
func wordBoundary(text []byte, i int) bool {
	isWord := func(c byte) bool { return isASCIIAlnum(c) || c == '_' }
	return (i > 0 && isWord(text[i-1])) != (i < len(text) && isWord(text[i]))
}

// matchesNewline reports whether a match of the pattern may hold a newline.
func matchesNewline(re *syntax.Regexp) bool {
	switch re.Op {
	case syntax.OpLiteral:
		return slices.Contains(re.Rune, '\n')
	case syntax.OpCharClass:
		for i := 0; i+1 < len(re.Rune); i += 2 {
			if re.Rune[i] <= '\n' && '\n' <= re.Rune[i+1] {
				return true
			}
		}
		return false
	case syntax.OpAnyChar:
		return true
	}
	for _, sub := range re.Sub {
		if matchesNewline(sub) {
			return true
		}
	}
	return false
}

// requiredSets finds sets of ASCII literals (lowercased, two bytes or
// more) such that every match of the pattern contains one literal of each
// set: the literals of the pattern, its alternations' literal sets, and the
// strings that runs of consecutive small exact parts spell.
func requiredSets(re *syntax.Regexp) [][][]byte {
	a := &litAnalysis{memo: map[*syntax.Regexp][]string{}}
	var out [][][]byte
	add := func(set []string) {
		if len(set) == 0 || len(set) > 16 {
			return
		}
		var lits [][]byte
		for _, x := range dedupe(set) {
			if len(x) < 2 || !isASCII(x) {
				return
			}
			lits = append(lits, []byte(x))
		}
		out = append(out, lits)
	}
	var walk func(*syntax.Regexp)
	walk = func(r *syntax.Regexp) {
		switch r.Op {
		case syntax.OpLiteral:
			add([]string{strings.ToLower(string(r.Rune))})
		case syntax.OpAlternate:
			add(a.litSet(r))
		case syntax.OpCapture, syntax.OpPlus:
			walk(r.Sub[0])
		case syntax.OpRepeat:
			if r.Min >= 1 {
				walk(r.Sub[0])
			}
		case syntax.OpConcat:
			var run []string // the strings the current run of exact children spells
			flush := func() {
				if run != nil {
					add(run)
				}
				run = nil
			}
			for _, sub := range r.Sub {
				s := a.exact(sub)
				if s == nil || (run != nil && len(run)*len(s) > 16) {
					flush()
					if s == nil {
						walk(sub)
						continue
					}
				}
				if run == nil {
					run = []string{""}
				}
				var next []string
				for _, x := range run {
					for _, y := range s {
						next = append(next, x+y)
					}
				}
				run = dedupe(next)
			}
			flush()
		}
	}
	walk(re)
	return out
}

// holdsAll reports whether text holds a literal (lowercase) of each of
// sets, ignoring ASCII case.
func holdsAll(text []byte, sets [][][]byte) bool {
	for _, set := range sets {
		found := false
		for _, l := range set {
			if containsFold(text, l) {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// shortest is the length of the shortest literal of a set (0 for none).
func shortest(set [][]byte) int {
	n := 0
	for i, l := range set {
		if i == 0 || len(l) < n {
			n = len(l)
		}
	}
	return n
}

// literalSet finds a small set of ASCII literals (lowercased) one of which
// every match of the pattern contains, or nil.
func literalSet(re *syntax.Regexp) [][]byte {
	set := (&litAnalysis{memo: map[*syntax.Regexp][]string{}}).litSet(re)
	if len(set) == 0 || len(set) > 64 {
		return nil
	}
	out := make([][]byte, len(set))
	for i, s := range set {
		out[i] = []byte(s)
	}
	return out
}

// exact is the finite set of strings a node matches (lowercased), or nil
// when it is not small and finite. It is computed once per node (litSet
// asks for the same nodes again and again) and clipped, so that a caller's
// append never writes into the stored slice.
func (a *litAnalysis) exact(r *syntax.Regexp) []string {
	if s, ok := a.memo[r]; ok {
		return s
	}
	s := slices.Clip(a.exactSet(r))
	a.memo[r] = s
	return s
}

// litAnalysis holds what the literal analysis of one pattern has computed.
type litAnalysis struct {
	memo map[*syntax.Regexp][]string
}

func (a *litAnalysis) exactSet(r *syntax.Regexp) []string {
	const limit = 64
	switch r.Op {
	case syntax.OpLiteral:
		return []string{strings.ToLower(string(r.Rune))}
	case syntax.OpEmptyMatch:
		return []string{""}
	case syntax.OpCapture:
		return a.exact(r.Sub[0])
	case syntax.OpCharClass:
		var out []string
		for i := 0; i+1 < len(r.Rune); i += 2 {
			for c := r.Rune[i]; c <= r.Rune[i+1]; c++ {
				out = append(out, strings.ToLower(string(c)))
				if len(out) > 4 {
					return nil
				}
			}
		}
		return dedupe(out)
	case syntax.OpQuest:
		if s := a.exact(r.Sub[0]); s != nil {
			return append(s, "")
		}
	case syntax.OpAlternate:
		var out []string
		for _, sub := range r.Sub {
			s := a.exact(sub)
			if s == nil {
				return nil
			}
			out = append(out, s...)
			if len(out) > limit {
				return nil
			}
		}
		return dedupe(out)
	case syntax.OpConcat:
		out := []string{""}
		for _, sub := range r.Sub {
			s := a.exact(sub)
			if s == nil {
				return nil
			}
			var next []string
			for _, a := range out {
				for _, b := range s {
					next = append(next, a+b)
				}
			}
			if len(next) > limit {
				return nil
			}
			out = next
		}
		return dedupe(out)
	}
	return nil
}

// firstChars is the set of characters (lowercased) one of which starts
// every match of the node, when it has at most ten, or nil.
func (a *litAnalysis) firstChars(r *syntax.Regexp) []string {
	const most = 10
	switch r.Op {
	case syntax.OpLiteral:
		return []string{strings.ToLower(string(r.Rune[0]))}
	case syntax.OpCharClass:
		var out []string
		for i := 0; i+1 < len(r.Rune); i += 2 {
			for c := r.Rune[i]; c <= r.Rune[i+1]; c++ {
				if out = append(out, strings.ToLower(string(c))); len(out) > 2*most {
					return nil
				}
			}
		}
		if out = dedupe(out); len(out) > most {
			return nil
		}
		return out
	case syntax.OpCapture, syntax.OpPlus:
		return a.firstChars(r.Sub[0])
	case syntax.OpRepeat:
		if r.Min >= 1 {
			return a.firstChars(r.Sub[0])
		}
	case syntax.OpConcat:
		for _, sub := range r.Sub {
			switch sub.Op {
			case syntax.OpWordBoundary, syntax.OpBeginLine, syntax.OpBeginText, syntax.OpEmptyMatch:
				continue // takes no character
			}
			return a.firstChars(sub)
		}
	case syntax.OpAlternate:
		var out []string
		for _, sub := range r.Sub {
			s := a.firstChars(sub)
			if s == nil {
				return nil
			}
			out = append(out, s...)
		}
		if out = dedupe(out); len(out) > most {
			return nil
		}
		return out
	}
	return nil
}

func dedupe(xs []string) []string {
	seen := map[string]bool{}
	var out []string
	for _, x := range xs {
		if !seen[x] {
			seen[x] = true
			out = append(out, x)
		}
	}
	return out
}

// litSet is a set of literals one of which every match of the node holds
// (lowercased, each at least 3 bytes), or nil.
func (a *litAnalysis) litSet(r *syntax.Regexp) []string {
	good := func(s []string) []string {
		for _, x := range s {
			if len(x) < 3 || !isASCII(x) {
				return nil
			}
		}
		return s
	}
	if s := good(a.exact(r)); s != nil {
		return s
	}
	switch r.Op {
	case syntax.OpCapture, syntax.OpPlus:
		return a.litSet(r.Sub[0])
	case syntax.OpRepeat:
		if r.Min >= 1 {
			return a.litSet(r.Sub[0])
		}
	case syntax.OpConcat:
		// Runs of consecutive exact children give candidate sets; so does
		// each child alone. Keep the set whose shortest literal is longest.
		var best []string
		bestLen := 0
		consider := func(s []string) {
			if s = good(s); len(s) == 0 {
				return
			}
			short := len(s[0])
			for _, x := range s {
				short = min(short, len(x))
			}
			if short > bestLen {
				best, bestLen = s, short
			}
		}
		for i := range r.Sub {
			consider(a.litSet(r.Sub[i]))
			prod := []string{""}
			for j := i; j < len(r.Sub); j++ {
				s := a.exact(r.Sub[j])
				if s == nil {
					// The child is not a small set of strings, but every
					// match of it may start with one of a few characters.
					if first := a.firstChars(r.Sub[j]); first != nil && len(prod)*len(first) <= 64 {
						var next []string
						for _, a := range prod {
							for _, b := range first {
								next = append(next, a+b)
							}
						}
						consider(dedupe(next))
					}
					break
				}
				var next []string
				for _, a := range prod {
					for _, b := range s {
						next = append(next, a+b)
					}
				}
				if len(next) > 64 {
					break
				}
				prod = dedupe(next)
				consider(prod)
			}
		}
		return best
	case syntax.OpAlternate:
		var out []string
		for _, sub := range r.Sub {
			s := a.litSet(sub)
			if len(s) == 0 {
				return nil // one branch is unconstrained
			}
			out = append(out, s...)
		}
		return dedupe(out)
	}
	return nil
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// lowerASCII lowercases ASCII letters only, so byte offsets are kept.
func lowerASCII(b []byte) []byte {
	out := make([]byte, len(b))
	for i, c := range b {
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		out[i] = c
	}
	return out
}

func matchesAny(ms []matcher, s string) bool {
	for _, m := range ms {
		if m.literal != nil && !containsFold([]byte(s), m.literal) {
			continue
		}
		if m.re.MatchString(s) {
			return true
		}
	}
	return false
}

func checkDescriptionQuality(p *Pass) {
	res := compileAll(p.Strings("patterns"), false)
	for _, s := range p.Doc.Skills {
		d := s.Description
		if !d.Set || strings.TrimSpace(d.Value) == "" {
			continue
		}
		// The answer depends on the description and the patterns alone.
		if len(res) == 0 || !memoString(&res[0], d.Value, func() any { return matchesAny(res, d.Value) }).(bool) {
			p.Report(d.Range, "the description says what %s does but not when to use it: add a trigger clause such as \"Use when the user asks to ...\"", unitName(s))
		}
	}
}

// phraseFindings reports, for each line of each body, the first match of any
// of ms that is not inside code. A pattern runs only on the lines that hold
// its required literal. The matches depend only on the text and the
// patterns, so they are computed once per distinct body.
func phraseFindings(p *Pass, ms []matcher, message func(match string) string) {
	if len(ms) == 0 {
		return
	}
	key := "phrases:" + matchersKey(ms)
	for _, s := range units(p) {
		hits := s.Body.Info().Memo(key, func() any { return phraseHits(s.Body, ms) }).([][2]int)
		for _, h := range hits {
			p.Report(s.Body.Range(h[0], h[1]), "%s", message(string(s.Body.Text[h[0]:h[1]])))
		}
	}
}

// matchersKey names a compiled pattern list (a memo key). Lists come from
// compileAll's cache, so the key is made once per list.
func matchersKey(ms []matcher) string {
	if len(ms) == 0 {
		return ""
	}
	if k, ok := matcherKeys.Load(&ms[0]); ok {
		return k.(string)
	}
	var b strings.Builder
	for _, m := range ms {
		b.WriteString(m.re.String())
		b.WriteByte(0)
	}
	k, _ := matcherKeys.LoadOrStore(&ms[0], b.String())
	return k.(string)
}

var matcherKeys sync.Map // *matcher (first of a compiled list) -> key

// stringMemo keeps the results of pure functions of short strings (a
// description, say) for the rest of the run: copies of a skill across a
// repository share them.
var stringMemo = boundedMemo[memoKey, any]{max: 16384}

// memoKey is what a memoized result is of: a kind (a name, or a compiled
// pattern list's first element) and the string.
type memoKey struct {
	kind any
	s    string
}

// memoString returns f(), computed once per kind (what f computes, which
// must be comparable) and s.
func memoString(kind any, s string, f func() any) any {
	return stringMemo.get(memoKey{kind, s}, f)
}

// boundedMemo keeps values computed by key for the rest of the run, up to
// max of them; past the bound, values are computed every time. It is safe
// for concurrent use.
type boundedMemo[K comparable, V any] struct {
	mu  sync.RWMutex
	m   map[K]V
	max int
}

func (b *boundedMemo[K, V]) get(k K, f func() V) V {
	b.mu.RLock()
	v, ok := b.m[k]
	b.mu.RUnlock()
	if ok {
		return v
	}
	v = f()
	b.mu.Lock()
	if b.m == nil {
		b.m = map[K]V{}
	}
	if len(b.m) < b.max {
		b.m[k] = v
	}
	b.mu.Unlock()
	return v
}

// phraseHits finds the earliest match outside code on each line, in order.
func phraseHits(body *normalize.Body, ms []matcher) [][2]int {
	text := body.Text
	var lower []byte
	first := map[int][2]int{} // line start -> earliest match on that line
	var order []int
	for _, m := range ms {
		if m.literal != nil && !containsFold(text, m.literal) {
			continue
		}
		if lower == nil {
			lower = lowerASCII(text)
		}
		for _, lineStart := range candidateLines(lower, m.literal) {
			n := lineLen(text, lineStart)
			for _, loc := range m.re.FindAllIndex(text[lineStart:lineStart+n], -1) {
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

// containsFold reports whether text holds lit (lowercase ASCII) in any
// ASCII case, without copying text. It keeps the next position of the first
// letter in each case, so each byte is scanned once.
func containsFold(text, lit []byte) bool {
	if len(lit) == 0 {
		return true
	}
	lo, up := lit[0], lit[0]
	if lo >= 'a' && lo <= 'z' {
		up = lo - 'a' + 'A'
	}
	nextLo, nextUp := -1, -1 // next candidates at or after i; -2: none left
	find := func(c byte, from int) int {
		if k := bytes.IndexByte(text[from:], c); k >= 0 {
			return from + k
		}
		return -2
	}
	for i := 0; i+len(lit) <= len(text); {
		if nextLo != -2 && nextLo < i {
			nextLo = find(lo, i)
		}
		if up != lo && nextUp != -2 && nextUp < i {
			nextUp = find(up, i)
		}
		at := nextLo
		if up != lo && nextUp >= 0 && (at < 0 || nextUp < at) {
			at = nextUp
		}
		if at < 0 {
			return false
		}
		if at+len(lit) <= len(text) && equalFoldASCII(text[at:at+len(lit)], lit) {
			return true
		}
		i = at + 1
	}
	return false
}

func equalFoldASCII(a, lowerLit []byte) bool {
	for i, c := range a {
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c != lowerLit[i] {
			return false
		}
	}
	return true
}

// candidateLines lists the start offsets of the lines of lower that contain
// literal (every line when literal is nil).
func candidateLines(lower, literal []byte) []int {
	var out []int
	if literal == nil {
		for off := 0; off < len(lower); {
			out = append(out, off)
			j := bytes.IndexByte(lower[off:], '\n')
			if j < 0 {
				break
			}
			off += j + 1
		}
		return out
	}
	last := -1
	starts := lines.New(lower)
	for off := 0; off < len(lower); {
		k := bytes.Index(lower[off:], literal)
		if k < 0 {
			break
		}
		at := off + k
		ls := starts.Of(at)
		if ls != last {
			out = append(out, ls)
			last = ls
		}
		off = at + len(literal)
	}
	return out
}

func checkGenericInstructions(p *Pass) {
	phraseFindings(p, compileAll(p.Strings("phrases"), true), func(m string) string {
		return fmt.Sprintf("%q is generic advice the model follows anyway: replace it with the specific steps or checks you mean", m)
	})
}

func checkDefaultsOverMenus(p *Pass) {
	phraseFindings(p, compileAll(p.Strings("patterns"), false), func(m string) string {
		if len(m) > 60 {
			m = m[:57] + "..."
		}
		return fmt.Sprintf("%q offers a menu of equal options: state the default to use, and when to use another", m)
	})
}

func checkProgressiveDisclosure(p *Pass) {
	minLines := p.Int("min-lines")
	for _, s := range units(p) {
		if minLines <= 0 || s.Body.Lines() < minLines {
			continue
		}
		if s.Body.Info().Memo("points-to-files", func() any {
			return bytes.Contains(s.Body.Text, []byte("references/")) || bytes.Contains(s.Body.Text, []byte("scripts/"))
		}).(bool) {
			continue
		}
		p.Report(declRange(s), "the instructions of %s are %d lines and point to no files under references/ or scripts/: move supplementary detail there and link it",
			unitName(s), s.Body.Lines())
	}
}

func checkGotchas(p *Pass) {
	minLines := p.Int("min-lines")
	words := p.Strings("headings")
	for _, s := range units(p) {
		if minLines <= 0 || s.Body.Lines() < minLines || hasHeading(s.Body, words) {
			continue
		}
		p.Report(declRange(s), "the instructions of %s are %d lines with no Gotchas, Caveats or Known issues section: add one with the edge cases a model cannot guess",
			unitName(s), s.Body.Lines())
	}
}

func hasHeading(b *normalize.Body, words []string) bool {
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
