package model

import (
	"bytes"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/yuin/goldmark/text"
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

// A body plain says has no code, links or headings has none when goldmark
// parses it: random texts of Markdown's pieces (brackets, parentheses,
// colons, underline characters, container markers, spaces) checked both
// ways, with a parse forced on the plain ones.
func TestPlainBodiesParseToNothing(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 22))
	pieces := []string{"[", "]", "(", ")", ":", "[a]", "[a]: x", "](", "-", "--", "=", "==", " ", "  ", "\n", "\n", "\r\n",
		">", "> ", "* ", "- ", "+ ", "1. ", "2) ", "x", "word ", "<", "!", "\\", "_", "***", "<!--", "-->", "<div>", "`", "#", "~~~", "\t", "    "}
	plains := 0
	for round := range 30000 {
		var b []byte
		for range rng.IntN(24) {
			b = append(b, pieces[rng.IntN(len(pieces))]...)
		}
		if !plain(b) {
			continue
		}
		plains++
		info := &BodyInfo{}
		markdownFacts(&Body{Text: b, md: mdParser.Parse(text.NewReader(b))}, info)
		if len(info.Code) != 0 || len(info.Links) != 0 || len(info.Headings) != 0 {
			t.Fatalf("round %d: %q is plain, but its parse has code %v, links %v, headings %q", round, b, info.Code, info.Links, info.Headings)
		}
	}
	if plains < 3000 {
		t.Errorf("only %d plain texts: the test checks little", plains)
	}
}

// Reading each block's inline nodes as the block is parsed (and dropping
// them) finds the code, links and headings a walk of the whole tree finds,
// in the same order: random texts of links, reference definitions, code
// spans and fences, headings, lists and quotes.
func TestInlineFactsPerBlockEqualWholeTree(t *testing.T) {
	rng := rand.New(rand.NewPCG(31, 32))
	pieces := []string{"[a](x.md)", "[b][r]", "[r]", "![i](y.png)", "[r]: ./z.md\n", "`c`", "``", "[`c`](q.md)", "[x [y](in.md)](out.md)",
		"# h\n", "h\n===\n", "- ", "1. ", "> ", "  ", "    ", "\n", "\n\n", "```\n", "~~~\n", "<div>\n", "word ", "[", "]", "(", ")", "\\[", "<a.md>"}
	links := 0
	for round := range 20000 {
		var b []byte
		for range rng.IntN(30) {
			b = append(b, pieces[rng.IntN(len(pieces))]...)
		}
		whole := &BodyInfo{}
		markdownFacts(&Body{Text: b, md: mdParser.Parse(text.NewReader(b))}, whole)
		perBlock := &BodyInfo{}
		markdownFacts(&Body{Text: b}, perBlock)
		if !slices.Equal(whole.Code, perBlock.Code) || !slices.Equal(whole.Links, perBlock.Links) || !slices.Equal(whole.Headings, perBlock.Headings) {
			t.Fatalf("round %d: %q:\nwhole tree %v %v %q\nper block  %v %v %q", round, b, whole.Code, whole.Links, whole.Headings, perBlock.Code, perBlock.Links, perBlock.Headings)
		}
		links += len(whole.Links)
	}
	if links < 10000 {
		t.Errorf("only %d links in the random texts: the test checks little", links)
	}
}
