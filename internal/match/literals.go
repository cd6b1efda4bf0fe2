package match

import "sync"

// Literals is what the literal analysis finds in one pattern: the longest
// literal every match contains, a set one of which every match contains,
// sets of which every match holds one each, whether no match spans a
// newline, and whether every match starts at a word boundary with a literal
// of Any.
type Literals struct {
	Literal   []byte
	Any       [][]byte
	All       [][][]byte
	OneLine   bool
	WordStart bool
}

// builtin holds the literal analysis of the built-in security
// patterns (keyed by the pattern as compiled, with its (?i) prefix), made
// at build time so that a run does not parse and analyse ninety patterns
// before it can scan the first file. It is generated into
// a generated file of the package that owns the patterns (AddBuiltin);
// a test there fails when it is stale.
// The tables are built on the first Compile, not when the program starts.
var (
	builtin     map[string]Literals
	builtinOnce sync.Once
	tables      []func() map[string]Literals
)

// AddBuiltin records the literal analysis of built-in patterns (keyed by the
// pattern as compiled, with its (?i) prefix), made at build time: table
// makes it, on first use. Call it from an init function.
func AddBuiltin(table func() map[string]Literals) { tables = append(tables, table) }

// builtinLiterals is the literal analysis of a built-in pattern.
func builtinLiterals(pat string) (Literals, bool) {
	builtinOnce.Do(func() {
		builtin = map[string]Literals{}
		for _, t := range tables {
			for k, v := range t() {
				builtin[k] = v
			}
		}
	})
	l, ok := builtin[pat]
	return l, ok
}
