package model

import (
	"bytes"
	"math/rand/v2"
	"slices"
	"testing"
)

// lightAnalyseNaive is lightAnalyse reading every line.
func lightAnalyseNaive(t []byte) [][2]int {
	code := [][2]int{}
	var fence byte
	start := 0
	for off := 0; off < len(t); {
		end := bytes.IndexByte(t[off:], '\n')
		if end < 0 {
			end = len(t)
		} else {
			end += off
		}
		line := bytes.TrimSpace(t[off:end])
		switch {
		case fence != 0 && bytes.HasPrefix(line, []byte{fence, fence, fence}):
			code = append(code, [2]int{start, off})
			fence = 0
		case fence == 0 && (bytes.HasPrefix(line, []byte("```")) || bytes.HasPrefix(line, []byte("~~~"))):
			fence = line[0]
			start = min(end+1, len(t))
		}
		off = end + 1
	}
	if fence != 0 {
		code = append(code, [2]int{start, len(t)})
	}
	return code
}

// The search that jumps from fence to fence finds the code blocks a reading
// of every line finds: fences of both kinds, indented, after text, inside
// the other kind's blocks, unclosed, with CRLF and Unicode spaces.
func TestLightAnalyseEqualsNaive(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	pieces := []string{"```", "~~~", "``", "~~", "````go", "  ", "\t", "\u00a0", "x", "text ", "\n", "\n", "\r\n", "`", "~"}
	blocks := 0
	for round := range 20000 {
		var b []byte
		for range rng.IntN(30) {
			b = append(b, pieces[rng.IntN(len(pieces))]...)
		}
		got, want := lightAnalyse(b), lightAnalyseNaive(b)
		if !slices.Equal(got.Code, want) || got.Lines != countLines(b) {
			t.Fatalf("round %d: %q: got %v, want %v", round, b, got.Code, want)
		}
		blocks += len(want)
	}
	if blocks < 2000 {
		t.Errorf("only %d code blocks in the random texts: the test checks little", blocks)
	}
}
