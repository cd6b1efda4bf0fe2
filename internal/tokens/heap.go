package tokens

// mergeLong is merge for long pieces: the same byte-pair merging (lowest
// rank first, leftmost on a tie), in O(n log n) with a heap of adjacent
// pairs and a linked list of parts, so no piece is too long to count
// exactly.
func mergeLong(p string) int {
	n := len(p)
	// Part i spans p[start[i]:start[next[i]]]; next[i] == n marks the end.
	start := make([]int32, n+1)
	next := make([]int32, n)
	prev := make([]int32, n)
	alive := make([]bool, n)
	for i := 0; i < n; i++ {
		start[i], next[i], prev[i], alive[i] = int32(i), int32(i+1), int32(i-1), true
	}
	start[n] = int32(n)
	end := func(i int32) int32 { return start[next[i]] }
	h := make(pairHeap, 0, n)
	push := func(i int32) {
		if j := next[i]; int(j) < n {
			if r, ok := ranks.get(p[start[i]:end(j)]); ok {
				h.push(pair{rank: int32(r), left: i, leftEnd: end(i), rightEnd: end(j)})
			}
		}
	}
	for i := int32(0); int(i)+1 < n; i++ {
		push(i)
	}
	count := n
	for len(h) > 0 {
		q := h.pop()
		i := q.left
		// Skip pairs that a merge has made stale.
		if !alive[i] || int(next[i]) >= n || end(i) != q.leftEnd || end(next[i]) != q.rightEnd {
			continue
		}
		j := next[i]
		alive[j] = false
		next[i] = next[j]
		if int(next[j]) < n {
			prev[next[j]] = i
		}
		count--
		push(i)
		if prev[i] >= 0 {
			push(prev[i])
		}
	}
	return count
}

// A piece is at most the file size limit, far below 2^31 bytes: int32
// offsets halve the memory of the heap and the list.
type pair struct {
	rank              int32
	left              int32 // the left part's index (its start offset)
	leftEnd, rightEnd int32 // the spans when the pair was pushed
}

func (a pair) less(b pair) bool {
	if a.rank != b.rank {
		return a.rank < b.rank
	}
	return a.left < b.left
}

// pairHeap is a binary min-heap of pairs, written out for the one element
// type: container/heap would box every pair in an interface.
type pairHeap []pair

func (h *pairHeap) push(x pair) {
	s := append(*h, x)
	i := len(s) - 1
	for i > 0 {
		parent := (i - 1) / 2
		if !s[i].less(s[parent]) {
			break
		}
		s[i], s[parent] = s[parent], s[i]
		i = parent
	}
	*h = s
}

func (h *pairHeap) pop() pair {
	s := *h
	top := s[0]
	last := len(s) - 1
	s[0] = s[last]
	s = s[:last]
	for i := 0; ; {
		l := 2*i + 1
		if l >= len(s) {
			break
		}
		m := l
		if r := l + 1; r < len(s) && s[r].less(s[l]) {
			m = r
		}
		if !s[m].less(s[i]) {
			break
		}
		s[i], s[m] = s[m], s[i]
		i = m
	}
	*h = s
	return top
}
