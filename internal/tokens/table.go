package tokens

import (
	_ "embed"
	"hash/maphash"
)

// ranksData is the cl100k_base vocabulary: for each token id from 0 to
// maxID-1, a uvarint length and that many bytes (length 0: no token). It is
// generated from the codec by `go test ./internal/tokens -update`, and a
// test checks that it still equals the codec's.
//
//go:embed cl100k_base.bin
var ranksData string

// table maps byte strings to ranks. Its keys are spans of the embedded
// vocabulary, so it copies no key, and it holds no pointers but its two
// slices, so the garbage collector does not walk 100,000 keys on every
// cycle. A lookup is one hash and one comparison in most cases.
type table struct {
	seed  maphash.Seed
	arena string   // the keys, back to back
	ents  []entry  // key spans and ranks
	slots []uint32 // open addressing: 0 is empty, else index into ents + 1
	mask  uint64
}

type entry struct {
	off  uint32
	n    uint32
	rank int32
}

// parseTable indexes vocabulary data in the ranksData layout.
func parseTable(data string) *table {
	n := maxID
	size := 1
	for size < n*2 {
		size <<= 1
	}
	t := &table{seed: maphash.MakeSeed(), arena: data, slots: make([]uint32, size), mask: uint64(size - 1), ents: make([]entry, 0, n)}
	for id, off := 0, 0; off < len(data); id++ {
		l, w := uvarint(data[off:])
		if w <= 0 || off+w+l > len(data) {
			panic("tokens: corrupt vocabulary data")
		}
		off += w
		if l > 0 {
			t.put(uint32(off), uint32(l), id)
		}
		off += l
	}
	return t
}

// uvarint decodes the unsigned varint at the start of s: its value and
// width, or a width of 0 when s does not start with one.
func uvarint(s string) (int, int) {
	v := 0
	for i := 0; i < len(s) && i < 4; i++ {
		v |= int(s[i]&0x7f) << (7 * i)
		if s[i] < 0x80 {
			return v, i + 1
		}
	}
	return 0, 0
}

func (t *table) put(off, n uint32, rank int) {
	h := maphash.String(t.seed, t.arena[off:off+n]) & t.mask
	for t.slots[h] != 0 {
		h = (h + 1) & t.mask
	}
	t.ents = append(t.ents, entry{off: off, n: n, rank: int32(rank)})
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
		if int(e.n) == len(key) && t.arena[e.off:e.off+e.n] == key {
			return int(e.rank), true
		}
		h = (h + 1) & t.mask
	}
}
