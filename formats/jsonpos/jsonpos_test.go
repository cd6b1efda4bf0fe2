package jsonpos

import (
	"strings"
	"testing"

	"github.com/skillint/skillint/formats/yamlfm"
)

func TestParseValues(t *testing.T) {
	src := `{"a": "x\"y\u00e9\ud83d\ude00", "b": [1, -2.5e3, true, null], "c": {}}`
	n, probs := Parse([]byte(src))
	if n == nil || len(probs) != 0 {
		t.Fatalf("%v %v", n, probs)
	}
	a := n.Get("a").Value
	if a.Kind != yamlfm.String || a.Value != "x\"yé😀" || src[a.Start:a.End] != `"x\"y\u00e9\ud83d\ude00"` {
		t.Errorf("a = %q [%d,%d)", a.Value, a.Start, a.End)
	}
	b := n.Get("b").Value
	kinds := []yamlfm.Kind{yamlfm.Int, yamlfm.Float, yamlfm.Bool, yamlfm.Null}
	if b.Kind != yamlfm.Seq || len(b.Items) != 4 {
		t.Fatalf("b = %+v", b)
	}
	for i, k := range kinds {
		if b.Items[i].Kind != k {
			t.Errorf("b[%d] is %v, want %v", i, b.Items[i].Kind, k)
		}
	}
	if c := n.Get("c").Value; c.Kind != yamlfm.Map || src[c.Start:c.End] != "{}" {
		t.Errorf("c = %+v", c)
	}
}

func TestParseErrors(t *testing.T) {
	for _, tc := range []struct {
		src, msg string
		at       int
	}{
		{`{"a": 1,}`, "trailing comma", 8},
		{`[1, 2,]`, "trailing comma", 6},
		{"{\n  // c\n  \"a\": 1}", "a comment", 4},
		{`{"a": "line` + "\n" + `"}`, "control character", 11},
		{`{"a" 1}`, "expected `:`", 5},
		{`{"a": 01}`, "leading zeros", 6},
		{`{"a": tru}`, "expected a JSON value", 6},
		{`{"a": "\x"}`, "not a JSON escape", 7},
		{`{"a": 1} x`, "unexpected text", 9},
		{``, "empty", 0},
		{"\uFEFF{}", "byte order mark", 0},
		{`{"a": "open`, "not closed", 6},
		{strings.Repeat("[", MaxDepth+5), "nested more than", MaxDepth + 1},
	} {
		n, probs := Parse([]byte(tc.src))
		if n != nil || len(probs) != 1 || !strings.Contains(probs[0].Message, tc.msg) || probs[0].Start != tc.at {
			t.Errorf("%q: got %v %+v, want %q at %d", tc.src, n, probs, tc.msg, tc.at)
		}
	}
}

func TestParseDuplicate(t *testing.T) {
	n, probs := Parse([]byte(`{"a": 1, "b": 2, "a": 3}`))
	if n == nil || len(probs) != 1 || !probs[0].Duplicate || probs[0].Start != 17 || probs[0].Related != 1 {
		t.Fatalf("%v %+v", n, probs)
	}
}

// TestParseLinear: large and deep inputs parse quickly (no quadratic step).
func TestParseLinear(t *testing.T) {
	big := `{"k": [` + strings.Repeat(`"abcdefgh\n", `, 200000) + `1]}`
	if n, probs := Parse([]byte(big)); n == nil || len(probs) != 0 {
		t.Fatalf("%+v", probs)
	}
	deep := strings.Repeat(`{"a":`, MaxDepth-1) + "1" + strings.Repeat("}", MaxDepth-1)
	if n, probs := Parse([]byte(deep)); n == nil || len(probs) != 0 {
		t.Fatalf("%+v", probs)
	}
}

func FuzzParse(f *testing.F) {
	for _, s := range []string{`{}`, `{"a": [1, "x", {"b": null}]}`, `{"a": "\ud800"}`, `[`, `{"a":1,}`, `"\u12`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		n, probs := Parse(b)
		for _, p := range probs {
			if p.Start < 0 || p.End < p.Start || p.End > len(b) {
				t.Fatalf("bad problem range %+v for %d bytes", p, len(b))
			}
		}
		var walk func(*yamlfm.Node)
		walk = func(n *yamlfm.Node) {
			if n.Start < 0 || n.End > len(b) || n.End < n.Start {
				t.Fatalf("bad node range %+v", n)
			}
			for _, it := range n.Items {
				walk(it)
			}
			for _, p := range n.Pairs {
				walk(p.Key)
				walk(p.Value)
			}
		}
		if n != nil {
			walk(n)
		}
	})
}
