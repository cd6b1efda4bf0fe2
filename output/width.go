package output

import (
	"unicode"

	eaw "golang.org/x/text/width"
)

// runeWidth is the number of terminal columns r takes in a snippet line:
// 2 for East Asian wide and fullwidth characters (CJK, most emoji), 0 for
// marks and joiners that combine with the character before them, 1
// otherwise. (Tabs are expanded by the caller; control characters are shown
// as one replacement character.)
func runeWidth(r rune) int {
	switch {
	case r < 0x20 || r == 0x7f:
		return 1
	case r == 0x200B, r == 0x200C, r == 0x200D, r == 0x2060, r == 0xFEFF,
		unicode.In(r, unicode.Mn, unicode.Me),
		r >= 0xFE00 && r <= 0xFE0F, r >= 0xE0100 && r <= 0xE01EF:
		return 0
	}
	switch eaw.LookupRune(r).Kind() {
	case eaw.EastAsianWide, eaw.EastAsianFullwidth:
		return 2
	}
	return 1
}
