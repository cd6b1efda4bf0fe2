package bestpractice

import (
	"bytes"
	"strings"
	"unicode"
)

// lineAround is the line of text that holds offset at: its start and end.
func lineAround(text []byte, at int) (int, int) {
	start := bytes.LastIndexByte(text[:at], '\n') + 1
	end := len(text)
	if j := bytes.IndexByte(text[at:], '\n'); j >= 0 {
		end = at + j
	}
	return start, end
}

// lineKind is what a Markdown line is, by its first characters: a heading,
// a table row, a quote, or text.
func lineKind(line []byte) byte {
	t := bytes.TrimLeft(line, " \t")
	if len(t) == 0 {
		return ' '
	}
	switch t[0] {
	case '#', '|', '>':
		return t[0]
	}
	return 't'
}

// menuKept decides whether a menu phrase at text[from:to] is reported. Not
// when it is the start of a hyphenated term ("choose between-subjects,
// within-subjects or mixed designs"), when its line names the default or a
// condition per option, and not in tables, quotes or headings, which
// describe rather than instruct.
func menuKept(text []byte, from, to int) bool {
	if to < len(text) && (text[to] == '-' || bytes.HasPrefix(text[to:], []byte("\u2011"))) {
		return false
	}
	start, end := lineAround(text, from)
	if lineKind(text[start:end]) != 't' {
		return false
	}
	line := strings.ToLower(string(text[start:end]))
	for _, w := range []string{"default", "prefer", "recommend", "(for ", "(if ", "(when "} {
		if strings.Contains(line, w) {
			return false
		}
	}
	// "All options include ..." is a checklist item, not a menu.
	before := strings.TrimSpace(strings.ToLower(string(text[start:from])))
	return !strings.HasSuffix(before, "all") && !strings.HasSuffix(before, "both")
}

// genericKept decides whether a generic phrase at text[from:to] is reported:
// only when it is the whole instruction, not a heading over specific advice,
// not followed by its specifics (after a colon, a parenthesis or a dash), and
// not the start of a longer specific clause ("ensure security group allows
// SSH", "follow best practices for async code in C#").
func genericKept(text []byte, from, to int) bool {
	start, end := lineAround(text, from)
	if lineKind(text[start:end]) == '#' {
		return false
	}
	rest := text[to:end]
	if i := bytes.IndexAny(rest, ".;!?"); i >= 0 {
		rest = rest[:i]
	}
	if bytes.ContainsAny(rest, ":(") || bytes.Contains(rest, []byte(" - ")) || bytes.Contains(rest, []byte("—")) || bytes.Contains(rest, []byte("–")) {
		return false
	}
	words := 0
	for _, f := range bytes.Fields(rest) {
		switch strings.ToLower(string(f)) {
		case "and", "or", "then", "also":
			continue // "handle errors appropriately and follow best practices"
		}
		if bytes.IndexFunc(f, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) >= 0 {
			words++
		}
	}
	return words <= 3
}
