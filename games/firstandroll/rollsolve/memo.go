package rollsolve

import (
	"fmt"
	"hash/maphash"
	"math/bits"

	"github.com/fourthdown/fourthdown/games/firstandroll"
)

type memoKey struct {
	fp    firstandroll.Fingerprint
	depth uint8
}

// hash is the hash of a state's key: its fingerprint's words, read as
// the fingerprint wrote them, salted by the memo's salt and the depth.
func (k *memoKey) hash(salt uint64) uint64 {
	return k.fp.Hash(salt ^ uint64(k.depth)*0x9e3779b97f4a7c15)
}

// leafKey is a situation a play ends in and the points scored on the
// way, packed in three words: its kinds and flags a byte each, its
// numbers 16 bits each (the fingerprint of the state a situation is
// built from packs them so). Compared and hashed as three words, not as
// a Situation's fields between their padding.
type leafKey [3]uint64

// leafOf is the key of situation s reached with delta, home's points
// less away's.
func leafOf(s *firstandroll.Situation, delta int16) leafKey {
	var k leafPacker
	end := uint64(0)
	if s.EndHalf {
		end = 1
	}
	key := leafKey{
		uint64(s.Kind) | uint64(s.Off)<<8 | uint64(s.Receiver)<<16 | end<<24 | k.n(s.Half)<<32 | k.n(s.Marker)<<48,
		k.n(s.Own) | k.n(s.Down)<<16 | k.n(s.ToGo)<<32 | k.n(s.TO[0])<<48,
		k.n(s.TO[1]) | uint64(uint16(delta))<<16,
	}
	if k.out {
		panic(fmt.Sprintf("rollsolve: a situation's key packs numbers from %d to %d, got %d in %+v", -1<<15, 1<<15-1, k.first, *s))
	}
	return key
}

// leafPacker packs a situation's numbers, noting the first out of range.
type leafPacker struct {
	out   bool
	first int
}

// n is v's 16 bits, from -2¹⁵ to 2¹⁵-1, else noted.
func (k *leafPacker) n(v int) uint64 {
	if uint(v+1<<15) >= 1<<16 && !k.out {
		k.out, k.first = true, v
	}
	return uint64(uint16(v))
}

// hash is the hash of a leaf's key, salt a memo's: its three words
// folded by two 64×64→128-bit products (wyhash's mix), inline, where a
// hash of the runtime's is a call, and then another.
func (k *leafKey) hash(salt uint64) uint64 {
	h := mix(k[0]^salt^0xa0761d6478bd642f, k[1]^0xe7037ed1a0b428db)
	return mix(h^k[2], salt^0x8ebc6af09c88c6e3)
}

// mix is the high and low halves of a·b, exclusive or'd.
func mix(a, b uint64) uint64 {
	hi, lo := bits.Mul64(a, b)
	return hi ^ lo
}

// memo is the node of each key seen (a state built, by its fingerprint
// and the depth of its chain of rolls; a leaf, by its situation and
// points): an open-addressed table whose entries hold a key's place and
// the high half of its hash, the keys kept in the order they came in
// blocks that never move. A probe reads the table alone until the halves
// agree; growing it moves eight bytes a key, hashing none again and
// copying no key.
type memo[K comparable] struct {
	salt  uint64 // a random seed of the keys' hashes
	keys  [][]K  // blocks of memoBlock keys
	nodes []int32
	n     int
	table []uint64 // a key's hash >> 32 << 32 | its place + 1; 0 is empty; its length a power of two
}

// memoBlock is the keys of a block: for a state, 112 bytes each, 448 KB
// a block.
const memoBlock = 1 << 12

func newMemo[K comparable]() memo[K] {
	return memo[K]{salt: maphash.Comparable(maphash.MakeSeed(), uint64(0)), table: make([]uint64, 1<<10)}
}

func (m *memo[K]) key(p int) *K { return &m.keys[uint(p)/memoBlock][uint(p)%memoBlock] }

// find is k's slot in the table (h its hash): the one holding it, or the
// empty one where it goes. A key's first slot is its hash's high half, a
// place a table of up to 2³² slots can find again from the entry alone.
func (m *memo[K]) find(k *K, h uint64) int {
	mask := len(m.table) - 1
	hi := h >> 32 << 32
	for i := int(h>>32) & mask; ; i = (i + 1) & mask {
		e := m.table[i]
		if e == 0 || e>>32<<32 == hi && *m.key(int(uint32(e)) - 1) == *k {
			return i
		}
	}
}

// get is the node of k, h its hash (from m.salt), false when none was
// recorded.
func (m *memo[K]) get(k *K, h uint64) (int32, bool) {
	e := m.table[m.find(k, h)]
	if e == 0 {
		return 0, false
	}
	return m.nodes[uint32(e)-1], true
}

// put records node n for k, not yet in the memo, h its hash.
func (m *memo[K]) put(k *K, h uint64, n int32) {
	if 2*(m.n+1) > len(m.table) {
		m.grow()
	}
	if m.n%memoBlock == 0 {
		m.keys = append(m.keys, make([]K, memoBlock))
	}
	*m.key(m.n) = *k
	m.nodes = append(room(m.nodes, 1), n)
	m.n++
	m.table[m.find(k, h)] = h>>32<<32 | uint64(m.n)
}

// grow doubles the table, placing every key again by the half of its hash
// its entry keeps.
func (m *memo[K]) grow() {
	old := m.table
	m.table = make([]uint64, 2*len(old))
	mask := len(m.table) - 1
	for _, e := range old {
		if e == 0 {
			continue
		}
		i := int(e>>32) & mask
		for m.table[i] != 0 {
			i = (i + 1) & mask
		}
		m.table[i] = e
	}
}
