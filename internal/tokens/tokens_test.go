package tokens

import (
	"bytes"
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

var update = flag.Bool("update", false, "regenerate cl100k_base.idx from the codec")

// codecTokens are the codec's tokens by id ("" where an id has none).
func codecTokens() []string {
	c := codec.NewCl100kBase()
	toks := make([]string, maxID)
	for id := range toks {
		if piece, err := c.Decode([]uint{uint(id)}); err == nil {
			toks[id] = piece
		}
	}
	return toks
}

// The embedded rank index is the codec's vocabulary, and its longest probe
// sequence is short.
func TestEmbeddedRanksEqualCodec(t *testing.T) {
	toks := codecTokens()
	want := buildIndex(toks)
	if *update {
		if err := os.WriteFile("cl100k_base.idx", want, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	if !bytes.Equal(rankIndex, want) {
		t.Fatal("cl100k_base.idx differs from the codec's vocabulary: run go generate ./internal/tokens")
	}
	for id, tok := range toks {
		if tok == "" {
			continue
		}
		if got, ok := ranks.get(tok); !ok || got != id {
			t.Fatalf("rank of %q: got %d %v, want %d", tok, got, ok, id)
		}
	}
	// The longest run of occupied slots bounds every lookup, hit or miss.
	longest, run := 0, 0
	for i := 0; i < 2<<slotBits; i++ { // twice round, for a run that wraps
		if binary.LittleEndian.Uint32(ranks.slots[4*(i&(1<<slotBits-1)):]) != 0 {
			run++
			longest = max(longest, run)
		} else {
			run = 0
		}
	}
	if longest > 64 {
		t.Errorf("the longest probe sequence is %d slots", longest)
	}
	t.Logf("longest probe sequence: %d slots", longest)
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
	b.SetBytes(int64(len(text)))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		mu.Lock()
		cache = map[string]int{}
		mu.Unlock()
		Count(text)
	}
}

// buildIndex lays out tokens (indexed by id, "" for no token) in the
// rankIndex format (the generator of cl100k_base.idx).
func buildIndex(tokens []string) []byte {
	const mask = 1<<slotBits - 1
	offs := make([]uint32, maxID+1)
	slots := make([]uint32, 1<<slotBits)
	var keys []byte
	for id := 0; id < maxID; id++ {
		offs[id] = uint32(len(keys))
		tok := tokens[id]
		if tok == "" {
			continue
		}
		keys = append(keys, tok...)
		h := keyHash(tok) & mask
		for slots[h] != 0 {
			h = (h + 1) & mask
		}
		slots[h] = uint32(id + 1)
	}
	offs[maxID] = uint32(len(keys))
	out := make([]byte, 0, 4*len(offs)+4*len(slots)+len(keys))
	for _, v := range offs {
		out = binary.LittleEndian.AppendUint32(out, v)
	}
	for _, v := range slots {
		out = binary.LittleEndian.AppendUint32(out, v)
	}
	return append(out, keys...)
}

// Megabytes of one long piece (blank lines, one word, a run of punctuation)
// cost a bounded amount of merging: past exactLong bytes of long pieces,
// Count estimates them at the rate measured, close to the exact count.
func TestCountLongPiecesBounded(t *testing.T) {
	var words strings.Builder
	for i := 0; words.Len() < 600<<10; i++ {
		words.WriteString(strings.Repeat(string(rune('a'+i%26)), 100+i%50))
		words.WriteString(" ")
	}
	for _, s := range []string{strings.Repeat("\n", 600<<10), strings.Repeat(" ", 600<<10), strings.Repeat("x", 600<<10),
		strings.Repeat("=-", 300<<10), strings.Repeat("ab", 300<<10) + "\n" + strings.Repeat("\n ", 10), words.String()} {
		got, merged := count(s)
		if merged > exactLong {
			t.Errorf("%.10q: %d bytes merged", s, merged)
		}
		if testing.Short() {
			continue
		}
		want := 0 // the exact count: every piece merged
		for i := 0; i < len(s); {
			j := pieceEnd(s, i)
			want += countPiece(s[i:j])
			i = j
		}
		if d := got - want; d*100 > want || -d*100 > want {
			t.Errorf("%.10q: estimate %d, exact %d", s, got, want)
		}
	}
	// Up to exactLong bytes, the count is exact (the codec's).
	s := strings.Repeat("\n", exactLong)
	if got, merged := count(s); got != codecCount(t, s) || merged != exactLong {
		t.Errorf("%d blank lines: %d tokens (%d merged), codec %d", exactLong, got, merged, codecCount(t, s))
	}
	if _, merged := count(strings.Repeat("y", 4<<20)); merged > exactLong {
		t.Errorf("4 MiB word: %d bytes merged", merged)
	}
}
