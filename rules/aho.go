package rules

// ahoCorasick finds every occurrence of a set of byte strings in one pass
// over a text (the security rules' prefilter literals, all at once).
type ahoCorasick struct {
	next [][256]int32 // goto function with failure links folded in
	out  [][]int32    // literal ids ending at each state
	lens []int        // literal lengths, by id
}

func newAhoCorasick(lits [][]byte) *ahoCorasick {
	ac := &ahoCorasick{next: make([][256]int32, 1), out: make([][]int32, 1)}
	for i := range ac.next[0] {
		ac.next[0][i] = -1
	}
	for id, lit := range lits {
		s := int32(0)
		for _, c := range lit {
			if ac.next[s][c] < 0 {
				var row [256]int32
				for i := range row {
					row[i] = -1
				}
				ac.next = append(ac.next, row)
				ac.out = append(ac.out, nil)
				ac.next[s][c] = int32(len(ac.next) - 1)
			}
			s = ac.next[s][c]
		}
		ac.out[s] = append(ac.out[s], int32(id))
		ac.lens = append(ac.lens, len(lit))
	}
	// Breadth-first: failure links, folded into the goto function.
	fail := make([]int32, len(ac.next))
	var queue []int32
	for c := 0; c < 256; c++ {
		if t := ac.next[0][c]; t >= 0 {
			fail[t] = 0
			queue = append(queue, t)
		} else {
			ac.next[0][c] = 0
		}
	}
	for len(queue) > 0 {
		s := queue[0]
		queue = queue[1:]
		ac.out[s] = append(ac.out[s], ac.out[fail[s]]...)
		for c := 0; c < 256; c++ {
			t := ac.next[s][c]
			if t >= 0 {
				fail[t] = ac.next[fail[s]][c]
				queue = append(queue, t)
			} else {
				ac.next[s][c] = ac.next[fail[s]][c]
			}
		}
	}
	return ac
}

// asciiFold maps ASCII capitals to lowercase, every other byte to itself.
var asciiFold = func() (t [256]byte) {
	for i := range t {
		t[i] = byte(i)
		if i >= 'A' && i <= 'Z' {
			t[i] = byte(i) + 'a' - 'A'
		}
	}
	return
}()

// find calls fn with each literal id and the offset where it starts.
func (ac *ahoCorasick) find(text []byte, fn func(id int, at int)) {
	s := int32(0)
	for i, c := range text {
		s = ac.next[s][c]
		for _, id := range ac.out[s] {
			fn(int(id), i+1-ac.lens[id])
		}
	}
}

// findFold is find over text read in lowercase (ASCII): the literals must
// be lowercase.
func (ac *ahoCorasick) findFold(text []byte, fn func(id int, at int)) {
	s := int32(0)
	for i, c := range text {
		s = ac.next[s][asciiFold[c]]
		for _, id := range ac.out[s] {
			fn(int(id), i+1-ac.lens[id])
		}
	}
}
