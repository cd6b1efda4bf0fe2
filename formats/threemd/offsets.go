package threemd

import "sort"

// ValueOffsets returns ValueOffset as a function that costs O(log n) a call:
// mapping each of many items of a long value (inputs="a, b, ...") by walking
// the value from its start each time is quadratic.
func (a *Attr) ValueOffsets(src []byte) func(i int) int {
	return valueOffsets(src, a.ValStart, a.ValEnd)
}

// ValueOffsets is Field.ValueOffset as a function (see Attr.ValueOffsets).
func (f *Field) ValueOffsets(src []byte) func(i int) int {
	return valueOffsets(src, f.ValStart, f.ValEnd)
}

// valueOffsets walks the value once, as valueOffset does, and records the
// unquoted index of each character written with an escaping backslash.
func valueOffsets(src []byte, start, end int) func(i int) int {
	raw := src[start:end]
	if len(raw) < 2 || (raw[0] != '"' && raw[0] != '\'') || raw[len(raw)-1] != raw[0] {
		return func(i int) int { return start + i }
	}
	var escaped []int // unquoted indexes n where valueOffset skips a backslash
	n := 0
	for off := start + 1; off < end-1; n++ {
		if src[off] == '\\' && off+1 < end-1 {
			escaped = append(escaped, n)
			off++
		}
		off++
	}
	last := n // the unquoted length: valueOffset stops there at end-1
	return func(i int) int {
		if i <= 0 {
			return start + 1
		}
		if i >= last {
			return end - 1
		}
		// Characters 0..i-1 are walked; those escaped cost a byte more.
		return start + 1 + i + sort.SearchInts(escaped, i)
	}
}
