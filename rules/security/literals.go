package security

//go:generate go run ./internal/genliterals

// BuiltinPatterns are the built-in security patterns as compiled (with the
// (?i) prefix), each once: literals_gen.go holds their literal analysis.
func BuiltinPatterns() []string {
	seen := map[string]bool{}
	var pats []string
	for _, r := range secRules {
		for _, p := range r.pats {
			p = "(?i)" + p
			if !seen[p] {
				seen[p] = true
				pats = append(pats, p)
			}
		}
	}
	return pats
}
