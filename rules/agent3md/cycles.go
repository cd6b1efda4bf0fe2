package agent3md

import (
	"strings"

	"github.com/skillint/skillint/model"
	"github.com/skillint/skillint/rules"
)

// Dependency cycles are reported one per strongly connected component of
// the link graph (a set of planes that each depend on every other one,
// or a plane linking to itself), not one per cycle or per back edge: a
// complete graph of n planes has a number of cycles exponential in n, and
// n²/2 back edges. The finding is on the first link that a depth-first walk
// finds closing a cycle in the component, and names one shortest cycle
// through it and, when the component is larger, every plane of it.
//
// Tarjan's algorithm, with an explicit stack: no recursion depth to
// overflow on a long chain of planes.

// cycleEdge is a link that closes a cycle: from skill u, its link li, to v.
type cycleEdge struct{ u, li, v int }

// sccs numbers the strongly connected components of the link graph (comp)
// and lists, in the order a depth-first walk from each skill in turn finds
// them, the links that close a cycle (they go back to a skill on the walk's
// path).
func sccs(skills []*model.Skill, index map[*model.Skill]int) (comp []int, back []cycleEdge) {
	n := len(skills)
	order := make([]int, n) // discovery number + 1; 0: not seen
	low := make([]int, n)
	comp = make([]int, n)
	onPath := make([]bool, n)  // on the depth-first path (a back edge's target)
	onStack := make([]bool, n) // on Tarjan's stack, not yet in a component
	var stack []int
	type frame struct{ node, edge int }
	seen, ncomp := 0, 0
	for root := range skills {
		if order[root] != 0 {
			continue
		}
		walk := []frame{{root, 0}}
		seen++
		order[root], low[root] = seen, seen
		onPath[root], onStack[root] = true, true
		stack = append(stack, root)
		for len(walk) > 0 {
			top := &walk[len(walk)-1]
			u := top.node
			links := skills[u].Links
			if top.edge < len(links) {
				li := top.edge
				top.edge++
				to := links[li].To
				if to == nil {
					continue
				}
				v := index[to]
				switch {
				case order[v] == 0:
					seen++
					order[v], low[v] = seen, seen
					onPath[v], onStack[v] = true, true
					stack = append(stack, v)
					walk = append(walk, frame{v, 0})
				case onStack[v]:
					if onPath[v] {
						back = append(back, cycleEdge{u, li, v})
					}
					low[u] = min(low[u], order[v])
				}
				continue
			}
			// Every link of u is walked.
			walk = walk[:len(walk)-1]
			onPath[u] = false
			if len(walk) > 0 {
				parent := walk[len(walk)-1].node
				low[parent] = min(low[parent], low[u])
			}
			if low[u] == order[u] {
				for {
					w := stack[len(stack)-1]
					stack = stack[:len(stack)-1]
					onStack[w] = false
					comp[w] = ncomp
					if w == u {
						break
					}
				}
				ncomp++
			}
		}
	}
	return comp, back
}

// shortestPath is the skills of a shortest path from skill a to skill b
// through links within component c, a and b included.
func shortestPath(skills []*model.Skill, index map[*model.Skill]int, comp []int, a, b int) []int {
	prev := map[int]int{a: -1}
	queue := []int{a}
	for len(queue) > 0 && queue[0] != b {
		u := queue[0]
		queue = queue[1:]
		for _, l := range skills[u].Links {
			if l.To == nil {
				continue
			}
			v := index[l.To]
			if _, ok := prev[v]; ok || comp[v] != comp[a] {
				continue
			}
			prev[v] = u
			queue = append(queue, v)
		}
	}
	var path []int
	for w := b; w != -1; w = prev[w] {
		path = append(path, w)
	}
	for i, j := 0, len(path)-1; i < j; i, j = i+1, j-1 {
		path[i], path[j] = path[j], path[i]
	}
	return path
}

func reportCycles(p *rules.Pass) {
	skills := p.Doc.Skills
	index := make(map[*model.Skill]int, len(skills))
	for i, s := range skills {
		index[s] = i
	}
	comp, back := sccs(skills, index)
	size := map[int]int{}
	for _, c := range comp {
		size[c]++
	}
	done := map[int]bool{}
	z := func(i int) string { return "z=" + plane(skills[i]).ZText }
	for _, e := range back {
		c := comp[e.v]
		if done[c] {
			continue
		}
		done[c] = true
		var names []string
		for _, w := range shortestPath(skills, index, comp, e.v, e.u) {
			names = append(names, z(w))
		}
		cycle := strings.Join(append(names, z(e.v)), " → ")
		l := skills[e.u].Links[e.li]
		if size[c] == len(names) {
			p.Report(l.Range, "dependency cycle %s: remove this link or another link of the cycle", cycle)
			continue
		}
		var all []string
		for i := range skills {
			if comp[i] == c {
				all = append(all, z(i))
			}
		}
		p.Report(l.Range, "dependency cycle %s, among %d planes that all depend on each other (%s): remove links until no plane depends on itself",
			cycle, size[c], strings.Join(all, ", "))
	}
}
