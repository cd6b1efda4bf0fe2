package output

import (
	"bytes"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/skillint/skillint/diag"
)

// escapeJSON rewrites, in JSON text, the characters Escape escapes that
// encoding/json writes raw (DEL, C1 controls and bidirectional controls) as
// \u escapes: the same string to a JSON reader, and nothing for a terminal
// to act on when the output is shown. It copies only when it must.
func escapeJSON(b []byte) []byte {
	if !bytes.ContainsAny(b, "\x7f\u0080\u0081\u0082\u0083\u0084\u0085\u0086\u0087\u0088\u0089\u008a\u008b\u008c\u008d\u008e\u008f\u0090\u0091\u0092\u0093\u0094\u0095\u0096\u0097\u0098\u0099\u009a\u009b\u009c\u009d\u009e\u009f\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069") {
		return b
	}
	out := make([]byte, 0, len(b)+16)
	for i := 0; i < len(b); {
		r, size := utf8.DecodeRune(b[i:])
		if r == 0x7f || (r >= 0x80 && r <= 0x9f && size == 2) || diag.IsBidiControl(r) {
			out = fmt.Appendf(out, `\u%04x`, r)
		} else {
			out = append(out, b[i:i+size]...)
		}
		i += size
	}
	return out
}

// githubSafe keeps a line of plain output from being read by the Actions
// runner as a workflow command: a line that starts (after white space)
// with "::", or holds "##[" anywhere, is one. The first ':' or the '['
// is written as an escape.
func githubSafe(line string) string {
	if t := strings.TrimLeft(line, " \t"); strings.HasPrefix(t, "::") {
		k := len(line) - len(t)
		line = line[:k] + `\x3a` + line[k+1:]
	}
	return noV1Command(line)
}

// noV1Command writes the "[" of each "##[" as an escape: the runner reads
// "##[command]" anywhere in a line that is not a "::" command.
func noV1Command(s string) string { return strings.ReplaceAll(s, "##[", `##\x5b`) }

// snippetBytes is about how much of a long line a snippet shows.
const snippetBytes = 240

// snippetWindow cuts a long line to the part around [start, end) (byte
// offsets into text), on character boundaries, and says whether text was
// cut before or after it.
func snippetWindow(text []byte, start, end int) ([]byte, int, int, bool, bool) {
	if len(text) <= snippetBytes {
		return text, start, end, false, false
	}
	from := max(0, start-snippetBytes/3)
	to := min(len(text), max(end, start+snippetBytes*2/3))
	to = min(to, start+snippetBytes*2/3) // a long finding is shown from its start
	to = max(to, start)
	for from > 0 && !utf8.RuneStart(text[from]) {
		from--
	}
	for to < len(text) && !utf8.RuneStart(text[to]) {
		to++
	}
	return text[from:to], start - from, min(end, to) - from, from > 0, to < len(text)
}
