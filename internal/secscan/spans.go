package secscan

import "sort"

// InSpans reports whether i lies in one of spans (sorted and merged by
// MergeSpans).
func InSpans(spans [][2]int, i int) bool {
	k := sort.Search(len(spans), func(k int) bool { return spans[k][1] > i })
	return k < len(spans) && spans[k][0] <= i
}

// MergeSpans sorts spans by start and merges those that overlap, so that
// InSpans can search them (a plugin file of thousands of hooks asked for
// each of its hits).
func MergeSpans(sp [][2]int) [][2]int {
	if len(sp) < 2 {
		return sp
	}
	out := append([][2]int(nil), sp...)
	sort.Slice(out, func(a, b int) bool { return out[a][0] < out[b][0] })
	n := 0
	for _, s := range out {
		if s[1] <= s[0] {
			continue
		}
		if n > 0 && s[0] <= out[n-1][1] {
			out[n-1][1] = max(out[n-1][1], s[1])
			continue
		}
		out[n] = s
		n++
	}
	return out[:n]
}
