package tokens

import (
	_ "embed"
	"encoding/binary"
)

// rankIndex is the cl100k_base vocabulary as a ready-made hash table, so a
// run pays nothing to load it: the pages it touches are read from the
// binary. It is generated from the codec by `go generate
// ./internal/tokens`, and a test checks that it still equals the codec's vocabulary.
//
// Layout, all integers little-endian uint32:
//
//	offs  [maxID+1]  token id → start of its bytes in keys (a token's
//	                 bytes end where the next id's start; empty: no token)
//	slots [1<<slotBits] open addressing by keyHash: 0 is empty, else id+1
//	keys             the tokens' bytes, in id order
//
//go:embed cl100k_base.idx
var rankIndex []byte

// slotBits sizes the slot array: 262,144 slots for 100,256 tokens keeps
// probe sequences short.
const slotBits = 18

// table maps byte strings to ranks (token ids).
type table struct {
	offs, slots, keys []byte
}

// ranks is the embedded table.
var ranks = openTable(rankIndex)

func openTable(b []byte) *table {
	n := 4 * (maxID + 1)
	s := 4 << slotBits
	if len(b) < n+s {
		panic("tokens: the embedded rank index is truncated")
	}
	return &table{offs: b[:n], slots: b[n : n+s], keys: b[n+s:]}
}

// keyHash mixes the key eight bytes at a time (most keys are one or two
// words). The table is fixed, so its longest probe sequence is known and
// tested: no input can slow a lookup.
func keyHash(key string) uint32 {
	h := uint64(len(key)) * 0x9e3779b97f4a7c15
	for len(key) >= 8 {
		w := uint64(key[0]) | uint64(key[1])<<8 | uint64(key[2])<<16 | uint64(key[3])<<24 |
			uint64(key[4])<<32 | uint64(key[5])<<40 | uint64(key[6])<<48 | uint64(key[7])<<56
		h = (h ^ w) * 0xbf58476d1ce4e5b9
		h ^= h >> 31
		key = key[8:]
	}
	var w uint64
	for i := 0; i < len(key); i++ {
		w |= uint64(key[i]) << (8 * i)
	}
	h = (h ^ w) * 0x94d049bb133111eb
	h ^= h >> 29
	h *= 0xbf58476d1ce4e5b9
	return uint32(h ^ h>>32)
}

func (t *table) get(key string) (int, bool) {
	const mask = 1<<slotBits - 1
	for h := keyHash(key) & mask; ; h = (h + 1) & mask {
		s := binary.LittleEndian.Uint32(t.slots[4*h:])
		if s == 0 {
			return 0, false
		}
		id := s - 1
		from, to := binary.LittleEndian.Uint32(t.offs[4*id:]), binary.LittleEndian.Uint32(t.offs[4*id+4:])
		if int(to-from) == len(key) && string(t.keys[from:to]) == key {
			return int(id), true
		}
	}
}
