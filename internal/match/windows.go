package match

import "sort"

// Windows answers, for many windows of one text, whether a pattern
// matches in the window, in time linear in the text: each window is read
// as asked until the windows read add up to more than the text and 64 KiB
// (one long line or paragraph of many matches, each reading the sentence
// or paragraph around it); past that, the pattern's matches in the whole
// text are found once, and a window holds one when a match lies inside
// it. (The two differ only at a window's edge where a match crosses it,
// on such a text.)
type Windows struct {
	find func(text []byte, n int) [][]int // the pattern's FindAllIndex
	src  []byte
	read int
	hits [][]int
}

// NewWindows prepares to answer windows of src with find, a pattern's
// FindAllIndex.
func NewWindows(find func(text []byte, n int) [][]int, src []byte) *Windows {
	return &Windows{find: find, src: src}
}

// Match reports whether the pattern matches in src[a:b].
func (w *Windows) Match(a, b int) bool {
	if w.hits == nil {
		if w.read += b - a; w.read <= len(w.src)+64<<10 {
			return len(w.find(w.src[a:b], 1)) > 0
		}
		w.hits = append(w.find(w.src, -1), []int{len(w.src) + 1, len(w.src) + 1})
	}
	k := sort.Search(len(w.hits), func(j int) bool { return w.hits[j][0] >= a })
	return w.hits[k][1] <= b
}

// Switched reports whether the windows have turned to the whole text's
// matches.
func (w *Windows) Switched() bool { return w.hits != nil }
