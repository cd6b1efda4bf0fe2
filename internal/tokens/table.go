package tokens

import "hash/maphash"

// table maps byte strings to ranks. It holds no pointers but its two
// slices, so the garbage collector does not walk 100,000 keys on every
// cycle, and a lookup is one hash and one comparison in most cases.
type table struct {
	seed  maphash.Seed
	arena []byte   // every key, back to back
	ents  []entry  // key spans and ranks
	slots []uint32 // open addressing: 0 is empty, else index into ents + 1
	mask  uint64
}

type entry struct {
	off  uint32
	n    uint32
	rank int32
}

func newTable(n int) *table {
	size := 1
	for size < n*2 {
		size <<= 1
	}
	return &table{seed: maphash.MakeSeed(), slots: make([]uint32, size), mask: uint64(size - 1), ents: make([]entry, 0, n)}
}

func (t *table) put(key string, rank int) {
	h := maphash.String(t.seed, key) & t.mask
	for t.slots[h] != 0 {
		h = (h + 1) & t.mask
	}
	t.ents = append(t.ents, entry{off: uint32(len(t.arena)), n: uint32(len(key)), rank: int32(rank)})
	t.arena = append(t.arena, key...)
	t.slots[h] = uint32(len(t.ents))
}

func (t *table) get(key string) (int, bool) {
	h := maphash.String(t.seed, key) & t.mask
	for {
		s := t.slots[h]
		if s == 0 {
			return 0, false
		}
		e := t.ents[s-1]
		if int(e.n) == len(key) && string(t.arena[e.off:e.off+e.n]) == key {
			return int(e.rank), true
		}
		h = (h + 1) & t.mask
	}
}
