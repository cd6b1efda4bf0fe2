package match

import (
	"bytes"
	"strings"
	"testing"
)

func TestPrefilterSets(t *testing.T) {
	for _, c := range []struct {
		pat  string
		want string
	}{
		// The longest literal every match holds.
		{`(?i)\bcurl\s+-d\s+@`, "curl"},
		// Else the smallest set of the longest literals: a literal that
		// holds another of the set is dropped.
		{`\b(ethers\.)?MaxUint256\b|\bMAX_UINT\b|\b0x[fF]{64}\b`, "maxuint256 max_uint 0xf"},
		{`\b(tool|registerTool)\(`, "tool("},
		// Nothing useful: literals of one byte, or too many.
		{`["'][^"']+["']`, ""},
		{`\b(a1|b2|c3|d4|e5|f6|g7|h8|i9|j0)\b`, ""},
	} {
		var got []string
		for _, l := range newPrefilter(c.pat).set {
			got = append(got, string(l))
		}
		if strings.Join(got, " ") != c.want {
			t.Errorf("%s: prefilter %q, want %q", c.pat, got, c.want)
		}
	}
}

func TestPrefilterAnswers(t *testing.T) {
	pad := bytes.Repeat([]byte("plain words and nothing else. "), 10)
	re := Lazy(`(?i)secret\s+key\b`)
	for _, c := range []struct {
		text   string
		absent bool
	}{
		{"short text", false}, // too short to ask
		{string(pad), true},
		{string(pad) + "the SECRET key", false},
		// (?i)s also matches the long s: a text holding one is read.
		{string(pad) + "the \u017fecret key", false},
	} {
		if got := re.absent([]byte(c.text)); got != c.absent {
			t.Errorf("absent(%.40q...) = %v, want %v", c.text[len(c.text)-20:], got, c.absent)
		}
		if c.absent && re.Match([]byte(c.text)) {
			t.Errorf("the prefilter said no match, the pattern matches %q", c.text)
		}
	}
	if !re.Match(append(pad, "a \u017fecret key"...)) {
		t.Error("the long s no longer matches")
	}
	// Patterns that are not built in (a configuration's) are run as they are.
	cfg := &Regexp{pat: `(?i)\bsecret\b`}
	if cfg.absent(pad) {
		t.Error("a configured pattern was prefiltered")
	}
}

// An expression anchored at the text's start answers at once: it gets no
// prefilter, which would read the whole text each time it is asked (a
// framer asks one about the same long line at every finding).
func TestPrefilterAnchored(t *testing.T) {
	for _, pat := range []string{`^\s*([-*+]|\d{1,3}[.)])\s+(No|no|NO)\s+`, `\Acurl\s`, `(?i)^(hello|world) there`} {
		if set := newPrefilter(pat).set; set != nil {
			t.Errorf("%s: prefilter %q", pat, set)
		}
	}
	if newPrefilter(`(?m)^curl\s+-d\s+@`).set == nil {
		t.Error("a line anchor anchors nothing: (?m)^curl should keep its prefilter")
	}
}

// anyFold reads window by window: a literal across a window's edge is
// found, and one near the start is found without reading the rest.
func TestAnyFoldWindows(t *testing.T) {
	b := bytes.Repeat([]byte("x"), 3*4096)
	copy(b[4094:], "SeCrEt")
	if !anyFold(b, [][]byte{[]byte("nothere"), []byte("secret")}) {
		t.Error("a literal across the edge of a window was missed")
	}
	if anyFold(b, [][]byte{[]byte("nothere")}) {
		t.Error("found a literal that is not there")
	}
}
