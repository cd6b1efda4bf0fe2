package match

import (
	"bytes"
	"math/rand/v2"
	"slices"
	"testing"
)

// The automaton finds exactly what a naive search of the lowercased text
// finds, including overlapping literals, literals that use every byte value,
// literals across the joins of a text read in quarters, and literals longer
// than the automaton holds (whole, cut off by the end, or wrong in their tail).
func TestAhoCorasickMatchesNaive(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	all := make([]byte, 256)
	for i := range all {
		all[i] = byte(i)
	}
	for round := range 600 {
		alphabet := []byte("abcAB\x00\xff")
		if round%10 == 0 {
			alphabet = all
		}
		pick := func(n int) []byte {
			b := make([]byte, n)
			for i := range b {
				b[i] = alphabet[rng.IntN(len(alphabet))]
			}
			return b
		}
		var lits [][]byte
		for range 1 + rng.IntN(8) {
			lits = append(lits, lower(pick(1+rng.IntN(4))))
		}
		if round%10 == 0 {
			lits = append(lits, all, lower(all))
		}
		text := pick(rng.IntN(300))
		if round%4 == 1 { // long enough to be read in quarters
			text = pick(1024 + rng.IntN(6000))
		}
		if round%3 == 2 { // literals longer than the automaton holds, planted
			for range 1 + rng.IntN(3) {
				long := lower(pick(maxDepth + 1 + rng.IntN(24)))
				lits = append(lits, long)
				for range rng.IntN(4) {
					if len(text) > len(long) {
						copy(text[rng.IntN(len(text)-len(long)):], long)
					}
				}
				// A long literal's first bytes near the end, its rest cut off.
				if len(text) > maxDepth+2 {
					copy(text[len(text)-maxDepth-2:], long)
				}
				// and with one byte of its tail wrong
				if len(text) > 2*len(long) {
					at := rng.IntN(len(text) - len(long))
					copy(text[at:], long)
					text[at+maxDepth+rng.IntN(len(long)-maxDepth)] ^= 0x40
				}
			}
		}
		ac := NewAhoCorasick(lits)
		{
			var got, want [][2]int
			hay := lower(text)
			ac.FindFold(text, func(id, at int) { got = append(got, [2]int{id, at}) })
			for at := range hay {
				for id, lit := range lits {
					if bytes.HasPrefix(hay[at:], lit) {
						want = append(want, [2]int{id, at})
					}
				}
			}
			cmp := func(a, b [2]int) int {
				if a[1] != b[1] {
					return a[1] - b[1]
				}
				return a[0] - b[0]
			}
			for k := 1; k < len(got); k++ {
				if end := func(h [2]int) int { return h[1] + min(len(lits[h[0]]), maxDepth) }; end(got[k]) < end(got[k-1]) {
					t.Fatalf("round %d: match %v reported after %v, which ends later", round, got[k], got[k-1])
				}
			}
			slices.SortFunc(got, cmp)
			slices.SortFunc(want, cmp)
			if !slices.Equal(got, want) {
				t.Fatalf("round %d: lits %q text %q: got %v want %v", round, lits, text, got, want)
			}
		}
	}
}

// lower folds ASCII capitals only (bytes.ToLower would rewrite invalid UTF-8).
func lower(b []byte) []byte {
	out := make([]byte, len(b))
	for i, c := range b {
		out[i] = asciiFold[c]
	}
	return out
}
