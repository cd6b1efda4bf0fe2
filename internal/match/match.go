// Package match is the pattern engine the rules use: case-insensitive
// regular expressions compiled on first use, the literal analysis that lets a
// scan skip text no match can be in, an Aho-Corasick automaton over those
// literals, and small bounded memos.
package match

import (
	"bytes"
	"fmt"
	"regexp"
	"regexp/syntax"
	"strings"
	"sync"
	"unsafe"

	"github.com/skillint/skillint/internal/lines"
)

// Matcher is a compiled case-insensitive pattern and, when the pattern
// requires one, a literal (lowercase ASCII) that every match contains: text
// without it is skipped without running the regular expression.
type Matcher struct {
	Re      *Regexp
	Literal []byte
	// Any is a set of literals, one of which every match contains, nil when
	// the pattern has no such set: ASCII in lowercase (found in any case),
	// another script in the spellings literalSet gives (found as written).
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

// Regexp is a regular expression compiled on first use: most patterns
// are only ever run where their literal occurs, so a run over a few files
// compiles few of them, and starting up stays fast.
type Regexp struct {
	pat  string // already checked to parse
	once sync.Once
	re   *regexp.Regexp
	// pre, for a pattern made by Lazy, are literals one of which every
	// match holds: a long text without one is answered without running
	// the expression.
	lazy bool
	pre  prefilter
	// ws, for a pattern made by Lazy whose every match starts with one of
	// a few strings, finds its matches from where those strings are (see
	// leadSearch).
	ws *leadSearch
}

// neverMatches stands in for a pattern that parses but does not compile.
var neverMatches = regexp.MustCompile(`[^\x00-\x{10FFFF}]`)

// Valid reports whether the pattern compiles (one that parses but does not
// compile matches nothing).
func (l *Regexp) Valid() bool { return l.Get() != neverMatches }

// Get is the compiled expression, compiled on first use.
func (l *Regexp) Get() *regexp.Regexp {
	l.once.Do(func() {
		re, err := regexp.Compile(l.pat)
		if err != nil {
			re = neverMatches
		}
		l.re = re
		if l.lazy && re != neverMatches {
			l.pre = newPrefilter(l.pat)
			l.ws = newLeadSearch(l.pat)
		}
	})
	return l.re
}

// Lazy is a built-in pattern compiled on first use, so that starting up
// does not compile patterns a run may never need. Tests compile every one.
func Lazy(pat string) *Regexp {
	l := &Regexp{pat: pat, lazy: true}
	Builtins = append(Builtins, l)
	return l
}

// Builtins are the patterns made by Lazy.
var Builtins []*Regexp

// builders build the Starts and OnLines made so far.
var builders []func()

// CheckBuiltins compiles every pattern made by Lazy, NewStarts and
// NewOnLines, which a run compiles only when it needs one, and returns what
// is wrong with each that does not compile. Tests call it.
func CheckBuiltins() []string {
	var bad []string
	for _, l := range Builtins {
		if _, err := regexp.Compile(l.pat); err != nil {
			bad = append(bad, l.pat+": "+err.Error())
		}
	}
	for _, b := range builders {
		func() {
			defer func() {
				if r := recover(); r != nil {
					bad = append(bad, fmt.Sprint(r))
				}
			}()
			b()
		}()
	}
	return bad
}

// FindAllIndex is regexp.Regexp.FindAllIndex.
func (l *Regexp) FindAllIndex(b []byte, n int) [][]int {
	if w := l.starts(b); w != nil {
		return w.find(l.re, b, n, false)
	}
	if l.absent(b) {
		return nil
	}
	return l.Get().FindAllIndex(b, n)
}

// MatchString is regexp.Regexp.MatchString.
func (l *Regexp) MatchString(s string) bool {
	b := unsafe.Slice(unsafe.StringData(s), len(s))
	if w := l.starts(b); w != nil {
		return len(w.find(l.re, b, 1, false)) > 0
	}
	if l.absent(b) {
		return false
	}
	return l.Get().MatchString(s)
}

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

// Compile prepares case-insensitive patterns once per distinct list.
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
		lits, ok := builtinLiterals(pat)
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

// WordBoundary reports whether \b holds at offset i of text.
func WordBoundary(text []byte, i int) bool {
	isWord := func(c byte) bool { return IsASCIIAlnum(c) || c == '_' }
	return (i > 0 && isWord(text[i-1])) != (i < len(text) && isWord(text[i]))
}

// HoldsWord reports whether name occurs in b as a whole word (\w on
// neither side).
func HoldsWord(b []byte, name string) bool {
	isWord := func(c byte) bool { return IsASCIIAlnum(c) || c == '_' }
	for k := 0; ; {
		j := bytes.Index(b[k:], []byte(name))
		if j < 0 {
			return false
		}
		at := k + j
		if (at == 0 || !isWord(b[at-1])) && (at+len(name) >= len(b) || !isWord(b[at+len(name)])) {
			return true
		}
		k = at + 1
	}
}

// HoldsAll reports whether text holds a literal (lowercase) of each of
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

// Shortest is the length of the shortest literal of a set (0 for none).
func Shortest(set [][]byte) int {
	n := 0
	for i, l := range set {
		if i == 0 || len(l) < n {
			n = len(l)
		}
	}
	return n
}

// IsASCII reports whether s is all ASCII.
func IsASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// LowerASCII lowercases ASCII letters only, so byte offsets are kept.
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

// MatchesAny reports whether one of ms matches s.
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

// Key names a compiled pattern list (a memo key). Lists come from
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

// ContainsFold reports whether text holds lit (lowercase ASCII) in any
// ASCII case, without copying text. It looks for the literal's rarest byte
// (see byteRank) in each case, keeping the next position of both, and
// compares the literal around each one, so each byte is scanned once and
// a literal such as "secret" is not stopped at every "s" and "e".
func ContainsFold(text, lit []byte) bool { return IndexFold(text, lit) >= 0 }

// ContainsAnyFold reports whether text holds one of words (lower case),
// ignoring ASCII case: a gate before a pattern over the whole text.
func ContainsAnyFold(text []byte, words ...string) bool {
	for _, w := range words {
		if ContainsFold(text, []byte(w)) {
			return true
		}
	}
	return false
}

// IndexFold is the offset of the first occurrence of lit (lowercase ASCII)
// in text in any ASCII case, or -1, found as ContainsFold describes.
func IndexFold(text, lit []byte) int {
	if len(lit) == 0 {
		return 0
	}
	if len(lit) > len(text) {
		return -1
	}
	j := rarest(lit)
	lo, up := lit[j], lit[j]
	if lo >= 'a' && lo <= 'z' {
		up = lo - 'a' + 'A'
	}
	// The anchor byte of a whole match lies in text[j:end].
	end := len(text) - len(lit) + j + 1
	nextLo, nextUp := -1, -1 // next candidates at or after i; -2: none left
	find := func(c byte, from int) int {
		if k := bytes.IndexByte(text[from:end], c); k >= 0 {
			return from + k
		}
		return -2
	}
	for i := j; i < end; {
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
			return -1
		}
		if equalFoldASCII(text[at-j:at-j+len(lit)], lit) {
			return at - j
		}
		i = at + 1
	}
	return -1
}

// rarest is the index of the byte of lit that is least common in the
// English prose and code skills hold, by byteRank (the first of equals).
func rarest(lit []byte) int {
	j := 0
	for i := 1; i < len(lit); i++ {
		if byteRank[lit[i]] < byteRank[lit[j]] {
			j = i
		}
	}
	return j
}

// byteRank orders bytes by how common they are in skills' text, the
// higher the commoner; bytes it does not name rank 0. It only chooses
// where a search starts, so a rough order is enough.
var byteRank = func() (r [256]uint8) {
	// From rare to common, letters by their frequency in English.
	const order = "zqjxkvbywgpfmucdlhrsnioate"
	for i, c := range order {
		r[c] = uint8(40 + 4*i)
		r[c-'a'+'A'] = uint8(40 + 4*i)
	}
	for _, c := range []byte("0123456789") {
		r[c] = 60
	}
	for _, c := range []byte("\"'(),:=_") {
		r[c] = 70
	}
	for _, c := range []byte("-./") {
		r[c] = 100
	}
	r['\n'] = 130
	r[' '] = 160
	return r
}()

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

// CandidateLines lists the start offsets of the lines of lower that contain
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

// IsASCIIAlnum reports whether c is an ASCII letter or digit.
func IsASCIIAlnum(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9'
}
