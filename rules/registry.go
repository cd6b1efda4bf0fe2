package rules

import (
	"sort"
	"strings"
)

// registry is the one list of rules, built by each family's file.
var registry []*Rule

func register(rs ...*Rule) { registry = append(registry, rs...) }

// All returns every rule, sorted by id.
func All() []*Rule {
	out := append([]*Rule(nil), registry...)
	sort.Slice(out, func(i, j int) bool { return out[i].ID < out[j].ID })
	return out
}

// ByID finds a rule by its id, or nil.
func ByID(id string) *Rule {
	for _, r := range registry {
		if r.ID == id {
			return r
		}
	}
	return nil
}

// ForFormat returns the rules that run on documents of format, sorted by id.
func ForFormat(format string) []*Rule {
	var out []*Rule
	for _, r := range All() {
		if r.AppliesTo(format) {
			out = append(out, r)
		}
	}
	return out
}

// Nearest suggests the known rule id closest to id (for a misspelt id in
// configuration or on the command line), or "" when none is close.
func Nearest(id string) string {
	best, bestD := "", len(id)/2+2
	for _, r := range registry {
		if d := Distance(strings.ToLower(id), strings.ToLower(r.ID)); d < bestD {
			best, bestD = r.ID, d
		}
	}
	return best
}

// Distance is the Levenshtein edit distance between a and b, in code points.
func Distance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(rb)]
}
