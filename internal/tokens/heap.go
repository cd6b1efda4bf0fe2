package tokens

import "container/heap"

// mergeLong is merge for long pieces: the same byte-pair merging (lowest
// rank first, leftmost on a tie), in O(n log n) with a heap of adjacent
// pairs and a linked list of parts, so no piece is too long to count
// exactly.
func mergeLong(p string) int {
	n := len(p)
	// Part i spans p[start[i]:start[next[i]]]; next[i] == n marks the end.
	start := make([]int, n+1)
	next := make([]int, n)
	prev := make([]int, n)
	alive := make([]bool, n)
	for i := 0; i < n; i++ {
		start[i], next[i], prev[i], alive[i] = i, i+1, i-1, true
	}
	start[n] = n
	end := func(i int) int { return start[next[i]] }
	h := &pairHeap{}
	push := func(i int) {
		if j := next[i]; j < n {
			if r, ok := ranks.get(p[start[i]:end(j)]); ok {
				heap.Push(h, pair{rank: r, left: i, leftEnd: end(i), rightEnd: end(j)})
			}
		}
	}
	for i := 0; i+1 < n; i++ {
		push(i)
	}
	count := n
	for h.Len() > 0 {
		q := heap.Pop(h).(pair)
		i := q.left
		// Skip pairs that a merge has made stale.
		if !alive[i] || next[i] >= n || end(i) != q.leftEnd || end(next[i]) != q.rightEnd {
			continue
		}
		j := next[i]
		alive[j] = false
		next[i] = next[j]
		if next[j] < n {
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

type pair struct {
	rank              int
	left              int // the left part's index (its start offset)
	leftEnd, rightEnd int // the spans when the pair was pushed
}

type pairHeap []pair

func (h pairHeap) Len() int { return len(h) }
func (h pairHeap) Less(a, b int) bool {
	if h[a].rank != h[b].rank {
		return h[a].rank < h[b].rank
	}
	return h[a].left < h[b].left
}
func (h pairHeap) Swap(a, b int) { h[a], h[b] = h[b], h[a] }
func (h *pairHeap) Push(x any)   { *h = append(*h, x.(pair)) }
func (h *pairHeap) Pop() any {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}
