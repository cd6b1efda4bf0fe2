package match

import (
	"bytes"
	"testing"
)

// containsFoldRef is ContainsFold written the obvious way.
func containsFoldRef(text, lit []byte) bool {
	return bytes.Contains(LowerASCII(text), lit)
}

func TestContainsFold(t *testing.T) {
	for _, c := range []struct {
		text, lit string
		want      bool
	}{
		{"", "", true},
		{"abc", "", true},
		{"", "a", false},
		{"Secret", "secret", true},
		{"the SECRET key", "secret", true},
		{"sssssecre", "secret", false},
		{"secretx", "secret", true},
		{"xsecre", "secret", false},
		{"zz", "z", true},
		{"a-zq", "-zq", true},
		{"AUTHORIZED_KEYS", "authorized_keys", true},
		{"authorized-keys", "authorized_keys", false},
		{"kkkkk", "kk", true},
		{"qQq", "qq", true},
		{"héllo wörld", "wörld", true},
		{"one\ntwo", "e\nt", true},
		{"x", "xy", false},
		{"a <SCRIPT> and <script>", "<script", true},
	} {
		if got := ContainsFold([]byte(c.text), []byte(c.lit)); got != c.want {
			t.Errorf("ContainsFold(%q, %q) = %v, want %v", c.text, c.lit, got, c.want)
		}
		if got, want := IndexFold([]byte(c.text), []byte(c.lit)), bytes.Index(LowerASCII([]byte(c.text)), []byte(c.lit)); got != want {
			t.Errorf("IndexFold(%q, %q) = %d, want %d", c.text, c.lit, got, want)
		}
		if ref := containsFoldRef([]byte(c.text), []byte(c.lit)); ref != c.want {
			t.Errorf("reference(%q, %q) = %v, want %v", c.text, c.lit, ref, c.want)
		}
	}
}

func FuzzContainsFold(f *testing.F) {
	f.Add([]byte("the Secret key"), []byte("secret"))
	f.Add([]byte("zzzZz"), []byte("zz"))
	f.Fuzz(func(t *testing.T, text, lit []byte) {
		lit = LowerASCII(lit)
		if got, want := ContainsFold(text, lit), containsFoldRef(text, lit); got != want {
			t.Fatalf("ContainsFold(%q, %q) = %v, want %v", text, lit, got, want)
		}
		if got, want := IndexFold(text, lit), bytes.Index(LowerASCII(text), lit); got != want {
			t.Fatalf("IndexFold(%q, %q) = %d, want %d", text, lit, got, want)
		}
	})
}

func BenchmarkContainsFold(b *testing.B) {
	text := bytes.Repeat([]byte("Set the environment so that the test suite reads its settings. "), 64)
	lits := [][]byte{[]byte("secret"), []byte("authorized_keys"), []byte("exfiltrat"), []byte("password")}
	b.SetBytes(int64(len(text) * len(lits)))
	for b.Loop() {
		for _, l := range lits {
			ContainsFold(text, l)
		}
	}
}
