package rules

// ahoCorasick finds every occurrence of a set of byte strings in one pass
// over a text (the security rules' prefilter literals, all at once).
//
// Bytes that occur in no literal all behave alike, so the automaton works on
// byte classes: each byte of the literals is a class of its own, every other
// byte is class 0. That keeps the transition table small (a few dozen
// columns instead of 256), which matters for memory and for the cache.
type ahoCorasick struct {
	class [256]uint16 // byte → class
	fold  [256]int32  // byte → class of its ASCII lowercase form
	width int         // number of classes
	next  []int32     // goto function with failure links folded in: state*width + class
	// delta is next for scanning: each entry is the next state's row
	// (state*width, so the scan never multiplies), complemented when that
	// state ends a literal (so the scan tests one sign per byte).
	delta  []int32
	out    [][]int32 // literal ids ending at each state
	lens   []int     // literal lengths, by id
	maxLen int       // the longest literal's length
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
		ac.fold[i] = int32(ac.class[asciiFold[i]])
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
		ac.maxLen = max(ac.maxLen, len(lit))
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
	ac.delta = make([]int32, len(ac.next))
	for k, t := range ac.next {
		ac.delta[k] = t * int32(ac.width)
		if len(ac.out[t]) > 0 {
			ac.delta[k] = ^ac.delta[k]
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
// reading text in lowercase (ASCII): the literals must be lowercase. Matches
// come in the order of their ends.
//
// Each step of the automaton waits for the one before, so a long text is
// read as two halves at once, which keeps the processor busy with two
// independent chains of lookups. The second half starts early by the
// longest literal less one, so that it sees every literal ending in it;
// its matches are held back until the first half is done.
func (ac *ahoCorasick) findFold(text []byte, fn func(id, at int)) {
	if len(text) < 2048 || ac.maxLen == 0 || ac.maxLen > 1024 {
		ac.scan(text, 0, fn)
		return
	}
	mid := len(text) / 2
	delta, fold, w := ac.delta, &ac.fold, int32(ac.width)
	left, right := text[:mid], text[mid-(ac.maxLen-1):]
	off := mid - (ac.maxLen - 1) // offset of right in text
	var held [][2]int32
	s1, s2 := int32(0), int32(0)
	for i := range left {
		s1 = delta[s1+fold[left[i]]]
		s2 = delta[s2+fold[right[i]]]
		if s1|s2 < 0 {
			if s1 < 0 {
				s1 = ^s1
				for _, id := range ac.out[s1/w] {
					fn(int(id), i+1-ac.lens[id])
				}
			}
			if s2 < 0 {
				s2 = ^s2
				if off+i >= mid { // ends where the left half does not reach
					held = append(held, [2]int32{s2 / w, int32(i)})
				}
			}
		}
	}
	for _, h := range held {
		for _, id := range ac.out[h[0]] {
			fn(int(id), off+int(h[1])+1-ac.lens[id])
		}
	}
	ac.scanFrom(right, len(left), s2, off, fn)
}

// scan reports the matches in text, whose first byte is at offset base.
func (ac *ahoCorasick) scan(text []byte, base int, fn func(id, at int)) {
	ac.scanFrom(text, 0, 0, base, fn)
}

// scanFrom goes on from text[from] in state s.
func (ac *ahoCorasick) scanFrom(text []byte, from int, s int32, base int, fn func(id, at int)) {
	delta, fold, w := ac.delta, &ac.fold, int32(ac.width)
	for i := from; i < len(text); i++ {
		if s = delta[s+fold[text[i]]]; s < 0 {
			s = ^s
			for _, id := range ac.out[s/w] {
				fn(int(id), base+i+1-ac.lens[id])
			}
		}
	}
}
