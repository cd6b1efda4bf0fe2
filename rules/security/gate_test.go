package security

import "testing"

// TestEveryPatternIsGated: a pattern with neither a literal prefilter nor
// the lead bytes of its script runs over every text in full; one such
// pattern once tripled the cost of a run over the corpus.
func TestEveryPatternIsGated(t *testing.T) {
	sc := getScanner()
	for ri, r := range sc.rules {
		for mi, m := range sc.matchers[ri] {
			if m.Any == nil && sc.leads[sc.first[ri]+mi] == nil {
				t.Errorf("%s: pattern %q has no literal prefilter and no script gate", r.id, r.pats[mi])
			}
		}
	}
}
