package rollsolve

import (
	"hash/maphash"

	"github.com/fourthdown/fourthdown/games/firstandroll"
)

type memoKey struct {
	fp    firstandroll.Fingerprint
	depth uint8
}

// memo is the node of each state built, by its fingerprint and the depth
// of its chain of rolls: an open-addressed table whose entries hold a
// key's place and the high half of its hash, the keys kept in the order
// they came in blocks that never move. A probe reads the table alone
// until the halves agree; growing it moves eight bytes a key, hashing
// none again and copying no key.
type memo struct {
	seed  maphash.Seed
	keys  [][]memoKey // blocks of memoBlock keys
	nodes []int32
	n     int
	table []uint64 // a key's hash >> 32 << 32 | its place + 1; 0 is empty; its length a power of two
}

// memoBlock is the keys of a block: 104 bytes each, 416 KB a block.
const memoBlock = 1 << 12

func newMemo() memo { return memo{seed: maphash.MakeSeed(), table: make([]uint64, 1<<10)} }

func (m *memo) hash(k *memoKey) uint64 { return maphash.Comparable(m.seed, *k) }

func (m *memo) key(p int) *memoKey { return &m.keys[p/memoBlock][p%memoBlock] }

// find is k's slot in the table (h its hash): the one holding it, or the
// empty one where it goes. A key's first slot is its hash's high half, a
// place a table of up to 2³² slots can find again from the entry alone.
func (m *memo) find(k *memoKey, h uint64) int {
	mask := len(m.table) - 1
	hi := h >> 32 << 32
	for i := int(h>>32) & mask; ; i = (i + 1) & mask {
		e := m.table[i]
		if e == 0 || e>>32<<32 == hi && *m.key(int(uint32(e)) - 1) == *k {
			return i
		}
	}
}

// get is the node of k, false when none was built.
func (m *memo) get(k memoKey) (int32, bool) {
	n, _, ok := m.lookup(&k)
	return n, ok
}

// lookup is the node of k, false when none was built, and k's hash (for
// put).
func (m *memo) lookup(k *memoKey) (int32, uint64, bool) {
	h := m.hash(k)
	e := m.table[m.find(k, h)]
	if e == 0 {
		return 0, h, false
	}
	return m.nodes[uint32(e)-1], h, true
}

// put records node n for k, not yet in the memo, h its hash.
func (m *memo) put(k *memoKey, h uint64, n int32) {
	if 2*(m.n+1) > len(m.table) {
		m.grow()
	}
	if m.n%memoBlock == 0 {
		m.keys = append(m.keys, make([]memoKey, memoBlock))
	}
	*m.key(m.n) = *k
	m.nodes = append(room(m.nodes, 1), n)
	m.n++
	m.table[m.find(k, h)] = h>>32<<32 | uint64(m.n)
}

// grow doubles the table, placing every key again by the half of its hash
// its entry keeps.
func (m *memo) grow() {
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
