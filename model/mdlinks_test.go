package model

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/skillint/skillint/internal/shared"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// goldmark's own link parser, for comparison.
var plainParser = parser.NewParser(
	parser.WithBlockParsers(parser.DefaultBlockParsers()...),
	parser.WithInlineParsers(
		util.Prioritized(parser.NewCodeSpanParser(), 100),
		util.Prioritized(parser.NewLinkParser(), 200),
	),
	parser.WithParagraphTransformers(parser.DefaultParagraphTransformers()...),
)

// dump writes every node with its kind, text segments, destinations and
// reference labels.
func dump(src []byte, n ast.Node) string {
	var b strings.Builder
	_ = ast.Walk(n, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		fmt.Fprintf(&b, "%s", n.Kind())
		switch v := n.(type) {
		case *ast.Text:
			fmt.Fprintf(&b, " %d-%d", v.Segment.Start, v.Segment.Stop)
		case *ast.Link:
			fmt.Fprintf(&b, " %q %q", v.Destination, v.Title)
			if v.Reference != nil {
				fmt.Fprintf(&b, " ref %q", v.Reference.Value)
			}
		case *ast.Image:
			fmt.Fprintf(&b, " %q", v.Destination)
		}
		b.WriteByte('\n')
		return ast.WalkContinue, nil
	})
	return b.String()
}

// The link parser reading labels from the source gives goldmark's tree on
// awkward labels and on the real skills of ../shared/corpus.
func TestLinkParserSameTree(t *testing.T) {
	texts := []string{
		"[x][a]\n[y][a]\n[z][]\n[a]\n\n[a]: ./a.md\n",
		"> [x][a]\n> [y][ a ]\n> [a][]\n\n[a]: ./a.md \"t\"\n",
		"- [x][a]\n  - [y][a\n  b]\n\n[a b]: ./b.md\n[a]: ./a.md\n",
		"\t[x][a]\n  \t[y][a]\n\n[a]: ./a.md\n",
		"[x][a\\]] [y][a] [[a]] [![i][a]][a] [x]\r\n[y][a]\r\n\r\n[a]: ./a.md\r\n[a\\]]: ./c.md\r\n",
		"[x][" + strings.Repeat("a", 1200) + "]\n[" + strings.Repeat("a", 1200) + "]: ./a.md\n",
		"| [x][a] | [y][] |\n|---|---|\n| [a] | b |\n\n[a]: ./a.md\n",
		"Text [x]\n[a] and [\n]\n[a][\n] [a]\n\n[a]: ./a.md\n",
	}
	// Bracket soup, with definitions of the labels it may use.
	rng := rand.New(rand.NewPCG(1, 2))
	const alphabet = "[[[]]]ab \n\n>-\t\\!()`*1."
	for range 3000 {
		var b strings.Builder
		for range 10 + rng.IntN(120) {
			b.WriteByte(alphabet[rng.IntN(len(alphabet))])
		}
		b.WriteString("\n\n[a]: ./a.md\n[b]: ./b.md\n[a b]: ./ab.md\n")
		texts = append(texts, b.String())
	}
	if dir := shared.Dir(); dir != "" {
		for _, sub := range []string{"corpus", "corpus-plugins", filepath.Join("secbench-dev", "skills")} {
			_ = filepath.WalkDir(filepath.Join(dir, sub), func(p string, e os.DirEntry, err error) error {
				if err == nil && !e.IsDir() && strings.HasSuffix(p, ".md") {
					if b, err := os.ReadFile(p); err == nil && strings.Contains(string(b), "]") {
						texts = append(texts, string(b))
					}
				}
				return nil
			})
		}
	}
	for i, s := range texts {
		src := []byte(s)
		got, want := dump(src, mdParser.Parse(text.NewReader(src))), dump(src, plainParser.Parse(text.NewReader(src)))
		if got != want {
			t.Errorf("text %d (%.60q): trees differ\n%s\n---\n%s", i, s, got, want)
		}
	}
	t.Logf("%d texts", len(texts))
}
