package diag

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// Escape makes a file name or text taken from a file safe to print on a
// terminal or in a CI log: every control character is written as a visible
// escape, so nothing a file contains or is named can end an output line,
// start a forged one, or send a terminal a control sequence. Escaped are
// C0 controls (tab, line feed, carriage return and ESC included) as \t,
// \n, \r or \xNN, DEL as \x7f, C1 controls as \u0080..\u009f, the
// bidirectional formatting characters (which reorder what a reader sees)
// as \u202e and the like, and each byte that is not part of valid UTF-8
// as \xNN. Everything else, backslashes included, is kept as it is. Every
// printer of text for people uses it (text, github, checkstyle); JSON and
// SARIF are encoded as JSON, with the same characters written as \u
// escapes.
func Escape(s string) string {
	i := 0
	for i < len(s) {
		r, size := utf8.DecodeRuneInString(s[i:])
		if NeedsEscape(r, size) {
			break
		}
		i += size
	}
	if i == len(s) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s) + 8)
	b.WriteString(s[:i])
	for i < len(s) {
		r, size := utf8.DecodeRuneInString(s[i:])
		if !NeedsEscape(r, size) {
			b.WriteString(s[i : i+size])
			i += size
			continue
		}
		switch {
		case r == utf8.RuneError && size == 1:
			fmt.Fprintf(&b, `\x%02x`, s[i])
		case r == '\t':
			b.WriteString(`\t`)
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\r':
			b.WriteString(`\r`)
		case r < 0x80:
			fmt.Fprintf(&b, `\x%02x`, r)
		default:
			fmt.Fprintf(&b, `\u%04x`, r)
		}
		i += size
	}
	return b.String()
}

// NeedsEscape reports whether a decoded rune must not be printed raw.
func NeedsEscape(r rune, size int) bool {
	switch {
	case r == utf8.RuneError && size == 1:
		return true
	case r < 0x20, r == 0x7f, r >= 0x80 && r <= 0x9f:
		return true
	}
	return IsBidiControl(r)
}

// IsBidiControl reports the invisible characters that change the order in
// which text is displayed (the "Trojan Source" characters).
func IsBidiControl(r rune) bool {
	switch {
	case r == 0x061c, r == 0x200e, r == 0x200f:
		return true
	case r >= 0x202a && r <= 0x202e:
		return true
	case r >= 0x2066 && r <= 0x2069:
		return true
	}
	return false
}
