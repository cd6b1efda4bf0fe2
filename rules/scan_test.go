package rules

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
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

// mixedWordsNaive is mixedWords reading every word.
func mixedWordsNaive(b []byte) []mixedWord {
	var out []mixedWord
	for i := 0; i < len(b); {
		r, n := utf8.DecodeRune(b[i:])
		if !isWordLetter(r) {
			i += n
			continue
		}
		start := i
		var latin, cyrillic, greek bool
		for i < len(b) {
			r2, n2 := utf8.DecodeRune(b[i:])
			if !isWordLetter(r2) {
				break
			}
			switch {
			case r2 < 0x80:
				latin = latin || (r2 >= 'a' && r2 <= 'z') || (r2 >= 'A' && r2 <= 'Z')
			case isLatin(r2):
				latin = true
			case unicode.Is(unicode.Cyrillic, r2):
				cyrillic = true
			case strings.ContainsRune(greekConfusables, r2):
				greek = true
			}
			i += n2
		}
		if latin && (cyrillic || greek) {
			script := "Cyrillic"
			if !cyrillic {
				script = "Greek"
			}
			out = append(out, mixedWord{start, i, script})
		}
	}
	return out
}

// The search that skips to non-ASCII characters finds exactly the words a
// word-by-word reading finds, in random mixes of scripts, separators and
// broken UTF-8.
func TestMixedWordsSkipEqualsNaive(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	pieces := []string{"a", "Z", "7", " ", "-", "\n", "é", "а", "О", "ο", "Ω", "ж", "ي", "字", "\u0483", "\xd0", "\x80", "\xe2\x82", "·", "_"}
	found := 0
	for round := range 20000 {
		var b []byte
		for range rng.IntN(24) {
			b = append(b, pieces[rng.IntN(len(pieces))]...)
		}
		got, want := mixedWords(b), mixedWordsNaive(b)
		if !slices.Equal(got, want) {
			t.Fatalf("round %d: %q: skip %v, naive %v", round, b, got, want)
		}
		found += len(want)
	}
	if found < 1000 {
		t.Errorf("only %d mixed words in the random texts: the test checks little", found)
	}
}
