package rules

// patternLiterals is what the literal analysis finds in one pattern.
type patternLiterals struct {
	literal   []byte
	any       [][]byte
	all       [][][]byte
	oneLine   bool
	wordStart bool
}

// builtinLiterals holds the literal analysis of the built-in security
// patterns (keyed by the pattern as compiled, with its (?i) prefix), made
// at build time so that a run does not parse and analyse ninety patterns
// before it can scan the first file. It is generated into
// literals_gen.go by `go test ./rules -update`; a test fails when it is
// stale.
var builtinLiterals map[string]patternLiterals
