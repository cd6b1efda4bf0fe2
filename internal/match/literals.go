package match

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
var builtin map[string]Literals

// AddBuiltin records the literal analysis of built-in patterns (keyed by the
// pattern as compiled, with its (?i) prefix), made at build time. Call it
// from an init function.
func AddBuiltin(m map[string]Literals) {
	if builtin == nil {
		builtin = map[string]Literals{}
	}
	for k, v := range m {
		builtin[k] = v
	}
}
