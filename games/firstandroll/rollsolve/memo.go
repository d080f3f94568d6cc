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
// of its chain of rolls: an open-addressed table of the keys' places, the
// keys and their hashes kept in the order they came, so that growing it
// moves four bytes a key and hashes none again.
type memo struct {
	seed   maphash.Seed
	keys   []memoKey
	hashes []uint64
	nodes  []int32
	table  []int32 // a key's place + 1; 0 is empty; its length a power of two
}

func newMemo() memo { return memo{seed: maphash.MakeSeed(), table: make([]int32, 1<<10)} }

func (m *memo) hash(k *memoKey) uint64 { return maphash.Comparable(m.seed, *k) }

// find is k's slot in the table: the one holding it, or the empty one
// where it goes.
func (m *memo) find(k *memoKey, h uint64) int {
	mask := len(m.table) - 1
	for i := int(h) & mask; ; i = (i + 1) & mask {
		p := m.table[i]
		if p == 0 || m.hashes[p-1] == h && m.keys[p-1] == *k {
			return i
		}
	}
}

// get is the node of k, false when none was built.
func (m *memo) get(k memoKey) (int32, bool) {
	p := m.table[m.find(&k, m.hash(&k))]
	if p == 0 {
		return 0, false
	}
	return m.nodes[p-1], true
}

// put records node n for k, not yet in the memo.
func (m *memo) put(k memoKey, n int32) {
	if 2*(len(m.keys)+1) > len(m.table) {
		m.grow()
	}
	h := m.hash(&k)
	m.keys, m.hashes, m.nodes = append(room(m.keys, 1), k), append(room(m.hashes, 1), h), append(room(m.nodes, 1), n)
	m.table[m.find(&k, h)] = int32(len(m.keys))
}

// grow doubles the table, placing every key again by its kept hash.
func (m *memo) grow() {
	m.table = make([]int32, 2*len(m.table))
	mask := len(m.table) - 1
	for p, h := range m.hashes {
		i := int(h) & mask
		for m.table[i] != 0 {
			i = (i + 1) & mask
		}
		m.table[i] = int32(p + 1)
	}
}
