package match

import (
	"bytes"
	"regexp"
	"regexp/syntax"
	"slices"
	"strings"
	"sync"
)

// matcher is a compiled case-insensitive pattern and, when the pattern
// requires one, a literal (lowercase ASCII) that every match contains: text
// without it is skipped without running the regular expression.
type Matcher struct {
	Re      *Regexp
	Literal []byte
	// Any is a set of literals (lowercase ASCII), one of which every match
	// contains; nil when the pattern has no such set.
	Any [][]byte
	// All are sets of literals (lowercase ASCII): every match contains one
	// literal of each set, so a stretch of text without one cannot match.
	All [][][]byte
	// OneLine is set when no match holds a newline.
	OneLine bool
	// WordStart is set when every match starts with a literal of any,
	// right after a \b.
	WordStart bool
}

// lazyRegexp is a regular expression compiled on first use: most patterns
// are only ever run where their literal occurs, so a run over a few files
// compiles few of them, and starting up stays fast.
type Regexp struct {
	pat  string // already checked to parse
	once sync.Once
	re   *regexp.Regexp
}

// neverMatches stands in for a pattern that parses but does not compile.
var neverMatches = regexp.MustCompile(`[^\x00-\x{10FFFF}]`)

// Valid reports whether the pattern compiles (one that parses but does not
// compile matches nothing).
func (l *Regexp) Valid() bool { return l.Get() != neverMatches }

func (l *Regexp) Get() *regexp.Regexp {
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
func Lazy(pat string) *Regexp {
	l := &Regexp{pat: pat}
	Builtins = append(Builtins, l)
	return l
}

// builtinRegexps are the patterns made by lazyRE.
var Builtins []*Regexp

func (l *Regexp) FindAllIndex(b []byte, n int) [][]int { return l.Get().FindAllIndex(b, n) }

func (l *Regexp) MatchString(s string) bool { return l.Get().MatchString(s) }

func (l *Regexp) String() string { return l.pat }

// regexCache holds the compiled pattern lists, by patternsKey.
var regexCache = struct {
	sync.RWMutex
	m map[string][]Matcher
}{m: map[string][]Matcher{}}

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
func Compile(patterns []string, literal bool) []Matcher {
	var buf [1024]byte
	key := patternsKey(buf[:0], patterns, literal)
	regexCache.RLock()
	ms, ok := regexCache.m[string(key)]
	regexCache.RUnlock()
	if ok {
		return ms
	}
	var out []Matcher
	for _, pat := range patterns {
		if literal {
			pat = `\b` + regexp.QuoteMeta(pat) + `\b`
		}
		pat = "(?i)" + pat
		// A built-in pattern was analysed when the table was generated and
		// is known to compile (tests check both); others are analysed now.
		lits, ok := builtin[pat]
		if !ok {
			tree, err := syntax.Parse(pat, syntax.Perl)
			if err != nil {
				continue
			}
			lits = Analyse(tree)
		}
		m := Matcher{Re: &Regexp{pat: pat}, Literal: lits.Literal, Any: lits.Any, All: lits.All, OneLine: lits.OneLine, WordStart: lits.WordStart}
		// Windows come from whichever prefilter has the longest shortest
		// literal: short literals occur everywhere.
		if m.Literal != nil && len(m.Literal) >= Shortest(m.Any) {
			m.Any = [][]byte{m.Literal}
			m.WordStart = false
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
func Analyse(tree *syntax.Regexp) Literals {
	set := literalSet(tree)
	return Literals{Literal: requiredLiteral(tree), Any: set, All: requiredSets(tree),
		OneLine: !matchesNewline(tree), WordStart: startsAtWord(tree, set)}
}

// requiredLiteral finds the longest ASCII literal that every match of the
// pattern contains (lowercased), or nil.
func requiredLiteral(re *syntax.Regexp) []byte {
	var best string
	var walk func(*syntax.Regexp)
	walk = func(r *syntax.Regexp) {
		switch r.Op {
		case syntax.OpLiteral:
			if lit := strings.ToLower(string(r.Rune)); len(lit) >= 3 && len(lit) > len(best) && IsASCII(lit) {
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
func WordBoundary(text []byte, i int) bool {
	isWord := func(c byte) bool { return IsASCIIAlnum(c) || c == '_' }
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
			if len(x) < 2 || !IsASCII(x) {
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
func HoldsAll(text []byte, sets [][][]byte) bool {
	for _, set := range sets {
		found := false
		for _, l := range set {
			if ContainsFold(text, l) {
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
func Shortest(set [][]byte) int {
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
			if len(x) < 3 || !IsASCII(x) {
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

func IsASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// lowerASCII lowercases ASCII letters only, so byte offsets are kept.
func LowerASCII(b []byte) []byte {
	out := make([]byte, len(b))
	for i, c := range b {
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		out[i] = c
	}
	return out
}

func MatchesAny(ms []Matcher, s string) bool {
	for _, m := range ms {
		if m.Literal != nil && !ContainsFold([]byte(s), m.Literal) {
			continue
		}
		if m.Re.MatchString(s) {
			return true
		}
	}
	return false
}

// matchersKey names a compiled pattern list (a memo key). Lists come from
// compileAll's cache, so the key is made once per list.
func Key(ms []Matcher) string {
	if len(ms) == 0 {
		return ""
	}
	if k, ok := matcherKeys.Load(&ms[0]); ok {
		return k.(string)
	}
	var b strings.Builder
	for _, m := range ms {
		b.WriteString(m.Re.String())
		b.WriteByte(0)
	}
	k, _ := matcherKeys.LoadOrStore(&ms[0], b.String())
	return k.(string)
}

var matcherKeys sync.Map

// stringMemo keeps the results of pure functions of short strings (a
// description, say) for the rest of the run: copies of a skill across a
// repository share them.
var stringMemo = Memo[memoKey, any]{Max: 16384}

// memoKey is what a memoized result is of: a kind (a name, or a compiled
// pattern list's first element) and the string.
type memoKey struct {
	kind any
	s    string
}

// memoString returns f(), computed once per kind (what f computes, which
// must be comparable) and s.
func MemoString(kind any, s string, f func() any) any {
	return stringMemo.Get(memoKey{kind, s}, f)
}

// boundedMemo keeps values computed by key for the rest of the run, up to
// max of them; past the bound, values are computed every time. It is safe
// for concurrent use.
type Memo[K comparable, V any] struct {
	mu  sync.RWMutex
	m   map[K]V
	Max int
}

func (b *Memo[K, V]) Get(k K, f func() V) V {
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
	if len(b.m) < b.Max {
		b.m[k] = v
	}
	b.mu.Unlock()
	return v
}

// containsFold reports whether text holds lit (lowercase ASCII) in any
// ASCII case, without copying text. It keeps the next position of the first
// letter in each case, so each byte is scanned once.
func ContainsFold(text, lit []byte) bool {
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
func CandidateLines(lower, literal []byte) []int {
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
	for off := 0; off < len(lower); {
		k := bytes.Index(lower[off:], literal)
		if k < 0 {
			break
		}
		at := off + k
		ls := bytes.LastIndexByte(lower[:at], '\n') + 1
		if ls != last {
			out = append(out, ls)
			last = ls
		}
		off = at + len(literal)
	}
	return out
}

// IsASCIIAlnum reports whether c is an ASCII letter or digit.
func IsASCIIAlnum(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9'
}
