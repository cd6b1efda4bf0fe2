package match

// AhoCorasick finds every occurrence of a set of byte strings in one pass
// over a text (the security rules' prefilter literals, all at once).
//
// Bytes that occur in no literal all behave alike, so the automaton works on
// byte classes: each byte of the literals is a class of its own, every other
// byte is class 0. That keeps the transition table small (a few dozen
// columns instead of 256), which matters for memory and for the cache. For
// the same reason the automaton holds only the first maxDepth bytes of a
// longer literal; the rest is compared where those bytes occur.
type AhoCorasick struct {
	class [256]uint16 // byte → class
	fold  [256]int32  // byte → class of its ASCII lowercase form
	width int         // number of classes
	next  []int32     // goto function with failure links folded in: state*width + class
	// delta is next for scanning: each entry is the next state's row
	// (state*width, so the scan never multiplies), complemented when that
	// state ends a literal (so the scan tests one sign per byte).
	delta  []int32
	out    [][]int32 // literal ids ending at each state
	lens   []int     // length of the part of each literal in the automaton, by id
	long   [][]byte  // by id: the whole literal when it is longer than that part
	maxLen int       // the longest part's length
	states int
}

// maxDepth is the most bytes of one literal the automaton holds.
const maxDepth = 16

// NewAhoCorasick builds the automaton of lits (lowercase ASCII).
func NewAhoCorasick(lits [][]byte) *AhoCorasick {
	ac := &AhoCorasick{width: 1}
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
	// The trie is first built sparse, to count its states, so that the
	// table is allocated once at its size: a table for a state per literal
	// byte would be several times larger, and filling fresh memory is most
	// of the cost of building the automaton.
	type edge struct {
		from  int32
		class uint16
	}
	child := make(map[edge]int32)
	ends := make([]int32, len(lits))
	states := int32(1)
	ac.long = make([][]byte, len(lits))
	ac.lens = make([]int, len(lits))
	for id, lit := range lits {
		if len(lit) > maxDepth {
			ac.long[id] = lit
			lit = lit[:maxDepth]
		}
		s := int32(0)
		for _, c := range lit {
			e := edge{s, ac.class[c]}
			t, ok := child[e]
			if !ok {
				t = states
				states++
				child[e] = t
			}
			s = t
		}
		ends[id] = s
		ac.lens[id] = len(lit)
		ac.maxLen = max(ac.maxLen, len(lit))
	}
	ac.states = int(states)
	ac.next = make([]int32, ac.states*ac.width)
	for i := range ac.next {
		ac.next[i] = -1
	}
	for e, t := range child {
		ac.next[int(e.from)*ac.width+int(e.class)] = t
	}
	ac.out = make([][]int32, ac.states)
	for id, s := range ends {
		ac.out[s] = append(ac.out[s], int32(id))
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
	// The scanning table replaces the goto function in place.
	for k, t := range ac.next {
		row := t * int32(ac.width)
		if len(ac.out[t]) > 0 {
			row = ^row
		}
		ac.next[k] = row
	}
	ac.delta, ac.next = ac.next, nil
	return ac
}

// report calls fn for the literals of state (a state number) that end at
// text[end] and are there whole.
func (ac *AhoCorasick) report(text []byte, state int32, end int, fn func(id, at int)) {
	for _, id := range ac.out[state] {
		at := end + 1 - ac.lens[id]
		if l := ac.long[id]; l != nil && (len(text)-at < len(l) || !equalFoldASCII(text[at+maxDepth:at+len(l)], l[maxDepth:])) {
			continue
		}
		fn(int(id), at)
	}
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

// FindFold calls fn with each literal id and the offset where it starts,
// reading text in lowercase (ASCII): the literals must be lowercase. Matches
// come in the order in which the automaton sees them: of the end of each
// literal, or of its first maxDepth bytes.
//
// Each step of the automaton waits for the one before, so a long text is
// read as four quarters at once, which keeps the processor busy with four
// independent chains of lookups. Each quarter but the first starts early by
// the longest literal less one, so that it sees every literal ending in it;
// their matches are held back until the quarters before are done.
func (ac *AhoCorasick) FindFold(text []byte, fn func(id, at int)) {
	const lanes = 4
	if len(text) < 1024 || ac.maxLen == 0 || ac.maxLen > 256 {
		ac.Scan(text, fn)
		return
	}
	quarter := len(text) / lanes
	back := ac.maxLen - 1
	// Lane k reads text[from[k]:] and reports matches ending at or after
	// k*quarter; lane 0 stops at quarter, the others run on to the end of
	// their quarter after the common loop.
	var from [lanes]int
	for k := 1; k < lanes; k++ {
		from[k] = k*quarter - back
	}
	delta, fold, w := ac.delta, &ac.fold, int32(ac.width)
	t0, t1, t2, t3 := text[:quarter], text[from[1]:], text[from[2]:], text[from[3]:]
	t1, t2, t3 = t1[:len(t0)], t2[:len(t0)], t3[:len(t0)]
	var held [lanes][][2]int32 // (state, index in the lane)
	var s [lanes]int32
	s0, s1, s2, s3 := int32(0), int32(0), int32(0), int32(0)
	for i := range t0 {
		s0 = delta[s0+fold[t0[i]]]
		s1 = delta[s1+fold[t1[i]]]
		s2 = delta[s2+fold[t2[i]]]
		s3 = delta[s3+fold[t3[i]]]
		if s0|s1|s2|s3 < 0 {
			if s0 < 0 {
				s0 = ^s0
				ac.report(text, s0/w, i, fn)
			}
			if s1 < 0 {
				s1 = ^s1
				if i >= back {
					held[1] = append(held[1], [2]int32{s1 / w, int32(i)})
				}
			}
			if s2 < 0 {
				s2 = ^s2
				if i >= back {
					held[2] = append(held[2], [2]int32{s2 / w, int32(i)})
				}
			}
			if s3 < 0 {
				s3 = ^s3
				if i >= back {
					held[3] = append(held[3], [2]int32{s3 / w, int32(i)})
				}
			}
		}
	}
	s[1], s[2], s[3] = s1, s2, s3
	for k := 1; k < lanes; k++ {
		for _, h := range held[k] {
			ac.report(text, h[0], from[k]+int(h[1]), fn)
		}
		end := len(text)
		if k < lanes-1 {
			end = (k + 1) * quarter
		}
		ac.scanFrom(text, end, from[k]+len(t0), s[k], fn)
	}
}

// HoldsFold reports whether text holds one of the literals, ignoring
// ASCII case.
func (ac *AhoCorasick) HoldsFold(text []byte) bool {
	found := false
	ac.FindFold(text, func(int, int) { found = true })
	return found
}

// Scan reports the matches in text.
func (ac *AhoCorasick) Scan(text []byte, fn func(id, at int)) {
	ac.scanFrom(text, len(text), 0, 0, fn)
}

// scanFrom goes on from text[from] in state s (a row), up to text[end].
func (ac *AhoCorasick) scanFrom(text []byte, end, from int, s int32, fn func(id, at int)) {
	delta, fold, w := ac.delta, &ac.fold, int32(ac.width)
	for i := from; i < end; i++ {
		if s = delta[s+fold[text[i]]]; s < 0 {
			s = ^s
			ac.report(text, s/w, i, fn)
		}
	}
}
