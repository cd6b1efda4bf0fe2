package tokens

import (
	"encoding/binary"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/tiktoken-go/tokenizer/codec"
)

var (
	oracleOnce sync.Once
	oracle     *codec.Codec
)

var update = flag.Bool("update", false, "regenerate cl100k_base.bin from the codec")

// vocabulary renders the codec's vocabulary in the ranksData layout.
func vocabulary(t *testing.T) []byte {
	c := codec.NewCl100kBase()
	var out []byte
	for id := 0; id < maxID; id++ {
		piece, err := c.Decode([]uint{uint(id)})
		if err != nil {
			piece = ""
		}
		out = binary.AppendUvarint(out, uint64(len(piece)))
		out = append(out, piece...)
	}
	return out
}

// The embedded ranks are the codec's, token for token.
func TestEmbeddedRanksEqualCodec(t *testing.T) {
	want := vocabulary(t)
	if *update {
		if err := os.WriteFile("cl100k_base.bin", want, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	if ranksData != string(want) {
		t.Fatal("cl100k_base.bin differs from the codec's vocabulary: run go test ./internal/tokens -update")
	}
	tb := parseTable(ranksData)
	c := codec.NewCl100kBase()
	for _, id := range []int{0, 1, 255, 256, 1000, 50000, maxID - 1} {
		piece, err := c.Decode([]uint{uint(id)})
		if err != nil {
			continue
		}
		if got, ok := tb.get(piece); !ok || got != id {
			t.Errorf("rank of %q: got %d %v, want %d", piece, got, ok, id)
		}
	}
}

// codecCount is the reference: the codec's own count.
func codecCount(t testing.TB, s string) int {
	oracleOnce.Do(func() { oracle = codec.NewCl100kBase() })
	n, err := oracle.Count(s)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

var awkward = []string{
	"", "hello world", "it's alright, isn't it? I'LL go. We'RE here 'Tis", "a  b\n\nc d", "naïve café résumé",
	"x = foo(bar) // don't 'quote' me\r\n  indented\ttext here  \n", "日本語のテキスト と English mixed",
	"12345 numbers 6789 and 1,000,000.55", "\xff\xfe broken utf8 \xc3 bytes", "   \n  \n\t\n   x", "trailing spaces   ",
	"(parens) [brackets] {braces} <tags/> --flags ==> !!! ???\n\n\n", "emoji 😀👍🏽 and ZWJ 👨‍👩‍👧", "\u00a0nbsp\u2028line\u3000ideo",
	"'s 't 're 've 'm 'll 'd 'x", "ſ long s 'ſ", "Ⅻ roman ½ fractions ² sup", "    code\n        more code\n",
	strings.Repeat("word ", 1000), strings.Repeat("a", 5000), strings.Repeat("ab1", 3000),
	strings.Repeat(">", 9000), strings.Repeat("abcdefghijklmnopqrstuvwxyz", 400), "https://example.com/" + strings.Repeat("x", 300),
}

// The heap merge and the simple merge agree on every piece length.
func TestMergeLongEqualsMerge(t *testing.T) {
	load()
	for _, s := range []string{"abcdefghij", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", "the quick", "zqxjkvbwpy", "😀😀😀😀", ">>>>>>>>>>>>", "ConfigurationManagerFactoryBuilder"} {
		for n := 1; n <= len(s); n++ {
			if a, b := mergeLong(s[:n]), merge(s[:n]); a != b {
				t.Errorf("%q: heap %d, simple %d", s[:n], a, b)
			}
		}
	}
}

func TestCountEqualsCodec(t *testing.T) {
	texts := append([]string{}, awkward...)
	p := filepath.Join("..", "..", "..", "shared", "corpus")
	_ = filepath.WalkDir(p, func(path string, e os.DirEntry, err error) error {
		if err == nil && !e.IsDir() && strings.HasSuffix(path, ".md") && len(texts) < 400 {
			data, _ := os.ReadFile(path)
			texts = append(texts, string(data))
		}
		return nil
	})
	for i, text := range texts {
		if got, want := Count(text), codecCount(t, text); got != want {
			t.Errorf("text %d (%.40q): count %d, codec %d", i, text, got, want)
		}
	}
}

func TestAtMost(t *testing.T) {
	ok, _, counted := AtMost(strings.Repeat("a", 100), 100)
	if !ok || counted {
		t.Error("a text of 100 bytes has at most 100 tokens without counting")
	}
	if ok, n, counted := AtMost(strings.Repeat("word ", 300), 200); ok || !counted || n != codecCount(t, strings.Repeat("word ", 300)) {
		t.Errorf("AtMost: %v %d %v", ok, n, counted)
	}
}

// FuzzCount checks the count against the codec on arbitrary text.
func FuzzCount(f *testing.F) {
	for _, s := range awkward {
		if len(s) < 300 {
			f.Add(s)
		}
	}
	f.Fuzz(func(t *testing.T, s string) {
		if len(s) > 4000 {
			return
		}
		if got, want := Count(s), codecCount(t, s); got != want {
			t.Fatalf("%q: count %d, codec %d", s, got, want)
		}
	})
}

func benchText() string {
	// Real skills when the corpus is there, else synthetic text.
	p := filepath.Join("..", "..", "..", "shared", "corpus", "wshobson+agents")
	var sb strings.Builder
	_ = filepath.WalkDir(p, func(path string, e os.DirEntry, err error) error {
		if err == nil && !e.IsDir() && e.Name() == "SKILL.md" && sb.Len() < 20000 {
			data, _ := os.ReadFile(path)
			sb.Write(data)
		}
		return nil
	})
	if sb.Len() == 0 {
		sb.WriteString(strings.Repeat("Use the `rg` command to find code; then read the file and fix it.\n", 300))
	}
	return sb.String()
}

// BenchmarkCount20KB counts about 20 KB of skill text (the piece cache warm).
func BenchmarkCount20KB(b *testing.B) {
	text := benchText()
	Count(text)
	b.SetBytes(int64(len(text)))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		Count(text)
	}
}

// BenchmarkCount20KBCold counts with an empty piece cache each time.
func BenchmarkCount20KBCold(b *testing.B) {
	text := benchText()
	load()
	b.SetBytes(int64(len(text)))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		mu.Lock()
		cache = map[string]int{}
		mu.Unlock()
		Count(text)
	}
}
