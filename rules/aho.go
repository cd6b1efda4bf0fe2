package rules

// ahoCorasick finds every occurrence of a set of byte strings in one pass
// over a text (the security rules' prefilter literals, all at once).
//
// Bytes that occur in no literal all behave alike, so the automaton works on
// byte classes: each byte of the literals is a class of its own, every other
// byte is class 0. That keeps the transition table small (a few dozen
// columns instead of 256), which matters for memory and for the cache.
type ahoCorasick struct {
	class  [256]uint16 // byte → class
	fold   [256]uint16 // byte → class of its ASCII lowercase form
	width  int         // number of classes
	next   []int32     // goto function with failure links folded in: state*width + class
	out    [][]int32   // literal ids ending at each state
	lens   []int       // literal lengths, by id
	states int
}

func newAhoCorasick(lits [][]byte) *ahoCorasick {
	ac := &ahoCorasick{width: 1}
	for _, lit := range lits {
		for _, c := range lit {
			if ac.class[c] == 0 {
				ac.class[c] = uint16(ac.width)
				ac.width++
			}
		}
	}
	for i := range ac.fold {
		ac.fold[i] = ac.class[asciiFold[i]]
	}
	// At most one state per literal byte, plus the root: allocate them all
	// at once rather than growing the table.
	most := 1
	for _, lit := range lits {
		most += len(lit)
	}
	ac.next = make([]int32, 0, most*ac.width)
	ac.out = make([][]int32, 0, most)
	ac.addState()
	for id, lit := range lits {
		s := int32(0)
		for _, c := range lit {
			k := int(s)*ac.width + int(ac.class[c])
			if ac.next[k] < 0 {
				ac.next[k] = ac.addState()
			}
			s = ac.next[k]
		}
		ac.out[s] = append(ac.out[s], int32(id))
		ac.lens = append(ac.lens, len(lit))
	}
	// Breadth-first: failure links, folded into the goto function.
	fail := make([]int32, ac.states)
	var queue []int32
	for c := 0; c < ac.width; c++ {
		if t := ac.next[c]; t >= 0 {
			fail[t] = 0
			queue = append(queue, t)
		} else {
			ac.next[c] = 0
		}
	}
	for len(queue) > 0 {
		s := queue[0]
		queue = queue[1:]
		ac.out[s] = append(ac.out[s], ac.out[fail[s]]...)
		row, frow := int(s)*ac.width, int(fail[s])*ac.width
		for c := 0; c < ac.width; c++ {
			t := ac.next[row+c]
			if t >= 0 {
				fail[t] = ac.next[frow+c]
				queue = append(queue, t)
			} else {
				ac.next[row+c] = ac.next[frow+c]
			}
		}
	}
	return ac
}

// addState appends a state with no transitions and returns its number.
func (ac *ahoCorasick) addState() int32 {
	n := len(ac.next)
	if n+ac.width <= cap(ac.next) {
		ac.next = ac.next[:n+ac.width]
	} else {
		ac.next = append(ac.next, make([]int32, ac.width)...)
	}
	for i := n; i < len(ac.next); i++ {
		ac.next[i] = -1
	}
	ac.out = append(ac.out, nil)
	ac.states++
	return int32(ac.states - 1)
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

// findFold calls fn with each literal id and the offset where it starts,
// reading text in lowercase (ASCII): the literals must be lowercase.
func (ac *ahoCorasick) findFold(text []byte, fn func(id int, at int)) {
	s, w := int32(0), ac.width
	for i, c := range text {
		s = ac.next[int(s)*w+int(ac.fold[c])]
		for _, id := range ac.out[s] {
			fn(int(id), i+1-ac.lens[id])
		}
	}
}
