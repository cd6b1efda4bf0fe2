package rules

import (
	"math/rand/v2"
	"slices"
	"testing"
)

func TestNextNonASCII(t *testing.T) {
	for _, c := range []struct {
		s    string
		from int
		want int
	}{
		{"", 0, 0}, {"abc", 0, 3}, {"é", 0, 0}, {"abcdefgh", 0, 8}, {"abcdefghé", 0, 8},
		{"abcdefgéh", 0, 7}, {"abcdefghijklmnopé", 3, 16}, {"éabc", 1, 1}, {"aé", 2, 2}, {"aéb", 3, 4},
	} {
		if got := nextNonASCII([]byte(c.s), c.from); got != c.want {
			t.Errorf("nextNonASCII(%q, %d) = %d, want %d", c.s, c.from, got, c.want)
		}
	}
}

// blobRunsNaive is blobRuns without the skip.
func blobRunsNaive(b []byte) (runs [][2]int, hex []bool) {
	for i := 0; i < len(b); {
		if !isB64(b[i]) {
			i++
			continue
		}
		start := i
		allHex := true
		for i < len(b) && isB64(b[i]) {
			allHex = allHex && isHexDigit(b[i])
			i++
		}
		end := i
		for n := 0; n < 2 && end < len(b) && b[end] == '='; n++ {
			end++
		}
		if i-start >= minBlob {
			runs = append(runs, [2]int{start, end})
			hex = append(hex, allHex && end == i)
		}
		i = end
	}
	return runs, hex
}

// The skipping search finds exactly the runs a byte-by-byte one finds.
func TestBlobRunsSkipEqualsNaive(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	found := 0
	alphabet := []byte("aF09+/=  \n-xyZ")
	for round := range 3000 {
		b := make([]byte, rng.IntN(1200))
		run := minBlob - 3 + rng.IntN(8) // runs around the threshold
		for i := range b {
			if rng.IntN(run) == 0 {
				b[i] = alphabet[6+rng.IntN(len(alphabet)-6)] // a break: '=', space, newline, '-'
			} else {
				b[i] = alphabet[rng.IntN(6)]
			}
		}
		r1, h1 := blobRuns(b)
		r2, h2 := blobRunsNaive(b)
		found += len(r2)
		if !slices.Equal(r1, r2) || !slices.Equal(h1, h2) {
			t.Fatalf("round %d: skip %v %v, naive %v %v", round, r1, h1, r2, h2)
		}
	}
	if found < 100 {
		t.Errorf("only %d runs in the random texts: the test checks little", found)
	}
}

// spaceRunNaive is spaceRun without the skip.
func spaceRunNaive(line []byte) int {
	run := 0
	for i, c := range line {
		if c == ' ' || c == '\t' {
			run++
			continue
		}
		if run >= padSpaces {
			return i
		}
		run = 0
	}
	return -1
}

func TestSpaceRunSkipEqualsNaive(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	found := 0
	for round := range 5000 {
		line := make([]byte, rng.IntN(300))
		gap := padSpaces - 2 + rng.IntN(5)
		for i := range line {
			switch {
			case rng.IntN(gap) == 0:
				line[i] = 'x'
			case rng.IntN(2) == 0:
				line[i] = ' '
			default:
				line[i] = '\t'
			}
		}
		got, want := spaceRun(line), spaceRunNaive(line)
		if got != want {
			t.Fatalf("round %d: %q: skip %d, naive %d", round, line, got, want)
		}
		if want >= 0 {
			found++
		}
	}
	if found < 100 {
		t.Errorf("only %d lines with padding: the test checks little", found)
	}
}
