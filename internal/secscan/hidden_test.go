package secscan

import "testing"

func TestHiddenPieces(t *testing.T) {
	for src, want := range map[string]string{
		`local a = string.char(99, 117, 114, 108)`:          "curl",
		`String.fromCharCode(...[119, 103, 101, 116])`:      "wget",
		`my $c = pack("H*", "6375726c202d73206874747073");`: "curl -s https",
		`const x = '\x63\x68\x69\x6c\x64'`:                  "child",
		`s = "Y3VybCAtcyBodHRwczovL3g="`:                    "curl -s https://x",
		// Data, not text: a digest, colour escapes, one letter, a number.
		`d = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"`: "",
		`red = '\x1b[31m'`:        "",
		`String.fromCharCode(65)`: "",
		`n = "1234567890123456"`:  "",
	} {
		got := ""
		hiddenPieces([]byte(src), func(p hiddenPiece) { got += p.text })
		if got != want {
			t.Errorf("%s: %q, want %q", src, got, want)
		}
	}
}
