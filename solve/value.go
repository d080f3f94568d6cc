package solve

import (
	"encoding/binary"
	"hash/maphash"
	"math"

	"github.com/fourthdown/fourthdown/engine/fourthdown"
)

// worker values situations by stepping the fourthdown. Each has its own
// buffers, one pair per depth of the recursion.
type worker struct {
	sol  *Solution
	res  [][]float64 // res[d]: a child's values, at depth d
	tmp  [][]float64 // tmp[d]: one choice's values, at depth d
	kids [][]kid     // kids[d]: the children of a roll, grouped
	// choice[d]: the state after one choice, at depth d (kept here: a
	// state on the stack would escape to the heap at every choice).
	choice []fourthdown.State
	// rolls remembers the values of rolls by their children: two rolls
	// whose faces lead to the same children (a 4th-down conversion with 9
	// or 10 yards to go) have the same values. Emptied for each job list.
	// rolls maps a hash to its first memo (index + 1 in memos); a memo's
	// children and values are slices of the worker's arenas, reused from
	// one job list to the next (nothing allocated per roll).
	rolls   map[uint64]int32
	memos   []rollMemo
	vals    []float64
	kidSigs []kidSig
	seed    maphash.Seed
	dec     []float64 // kept values read from a cache file
}

// rollMemo is a roll's grouped children and its values, and the next memo
// with the same hash (index + 1, 0 for none).
type rollMemo struct {
	kids []kidSig
	v    []float64
	next int32
}

type kidSig struct {
	key   fourthdown.Key
	delta int
	n     int
}

// kid is a group of a roll's faces that lead to the same future.
type kid struct {
	key   fourthdown.Key
	state fourthdown.State
	delta int // margin (home - away) scored on the way
	n     int // faces
}

const maxDepth = 64

func newWorker(sol *Solution) *worker {
	w := &worker{sol: sol, rolls: map[uint64]int32{}, seed: maphash.MakeSeed(), dec: make([]float64, sol.L),
		res: make([][]float64, maxDepth), tmp: make([][]float64, maxDepth), kids: make([][]kid, maxDepth),
		choice: make([]fourthdown.State, maxDepth)}
	return w
}

// bufs makes sure the buffers of depth d are there (made on first use: a
// query at one margin needs only the children's lists).
func (w *worker) bufs(d int) {
	if w.res[d] == nil {
		w.res[d] = make([]float64, w.sol.L)
		w.tmp[d] = make([]float64, w.sol.L)
	}
}

func margin(s *fourthdown.State) int { return s.Score[fourthdown.Home] - s.Score[fourthdown.Away] }

// value sets out to the values of s by margin (home - away at s, apart
// from s.Score): a kept situation's values, or else worked out from s's
// children, the faces of its die (averaged) or its choices (the best for
// the team that chooses).
func (w *worker) value(s *fourthdown.State, out []float64, depth int) {
	w.valueOf(s, out, depth, false)
}

// valueOf is value; memo says s follows a choice after which rolls with
// the same children are common, so its values are remembered by its
// children.
func (w *worker) valueOf(s *fourthdown.State, out []float64, depth int, memo bool) {
	if s.Final {
		w.terminal(out, 0)
		return
	}
	if v, mirror, ok := w.sol.kept(s); ok {
		load(out, w.vec(v), mirror)
		return
	}
	if depth+1 >= maxDepth {
		panic("solve: the engine's answers nest too deep")
	}
	a := s.Next()
	if a.IsRoll() {
		kids := w.children(s, a, depth)
		var h uint64
		if memo {
			h = w.sig(kids)
			for i := w.rolls[h]; i != 0; i = w.memos[i-1].next {
				if m := &w.memos[i-1]; sameKids(m.kids, kids) {
					copy(out, m.v)
					return
				}
			}
		}
		clear(out)
		for i := range kids {
			w.add(out, &kids[i].state, kids[i].delta, float64(kids[i].n)/float64(a.Die.Sides), depth, false)
		}
		if memo {
			k0, v0 := len(w.kidSigs), len(w.vals)
			for _, k := range kids {
				w.kidSigs = append(w.kidSigs, kidSig{k.key, k.delta, k.n})
			}
			w.vals = append(w.vals, out...)
			w.memos = append(w.memos, rollMemo{kids: w.kidSigs[k0:len(w.kidSigs):len(w.kidSigs)], v: w.vals[v0:len(w.vals):len(w.vals)], next: w.rolls[h]})
			w.rolls[h] = int32(len(w.memos))
		}
		return
	}
	home := a.Team == fourthdown.Home
	first := true
	w.bufs(depth)
	for _, ch := range a.Choices.List() {
		c := &w.choice[depth]
		*c = *s
		if err := c.Apply(fourthdown.ChoiceEntry(ch), nil); err != nil {
			panic("solve: the engine refused a choice it offered: " + err.Error())
		}
		t := w.tmp[depth]
		clear(t)
		// The rolls after a 4th-down decision repeat (a conversion with 9
		// or 10 to go leads to the same places): remember them.
		w.add(t, c, margin(c)-margin(s), 1, depth, a.Kind == fourthdown.AskDecision)
		if first {
			copy(out, t)
			first = false
			continue
		}
		if home {
			for i, v := range t {
				out[i] = max(out[i], v)
			}
		} else {
			for i, v := range t {
				out[i] = min(out[i], v)
			}
		}
	}
}

// children are the faces of the roll a that s asks for, grouped by where
// they lead (Key) and the margin scored on the way (delta).
func (w *worker) children(s *fourthdown.State, a fourthdown.Ask, depth int) []kid {
	kids := w.kids[depth][:0]
	for f := a.Die.Min; f <= a.Die.Max(); f++ {
		c := *s
		if err := c.Apply(fourthdown.DieEntry(f), nil); err != nil {
			panic("solve: the engine refused a face it asked for: " + err.Error())
		}
		d := margin(&c) - margin(s)
		k := c.Key()
		found := false
		for i := range kids {
			if kids[i].delta == d && kids[i].key == k {
				kids[i].n++
				found = true
				break
			}
		}
		if !found {
			kids = append(kids, kid{key: k, state: c, delta: d, n: 1})
		}
	}
	w.kids[depth] = kids
	return kids
}

// add adds p times the values of child c, reached with delta scored, to out.
func (w *worker) add(out []float64, c *fourthdown.State, delta int, p float64, depth int, memo bool) {
	if c.Final {
		w.terminalAdd(out, delta, p)
		return
	}
	if v, mirror, ok := w.sol.kept(c); ok {
		addShifted(out, w.vec(v), mirror, delta, p)
		return
	}
	w.bufs(depth + 1)
	r := w.res[depth+1]
	w.valueOf(c, r, depth+1, memo)
	addShifted(out, r, false, delta, p)
}

// terminal sets out to the final values: 1 for a home win, ½ for a tie.
func (w *worker) terminal(out []float64, delta int) {
	clear(out)
	w.terminalAdd(out, delta, 1)
}

func (w *worker) terminalAdd(out []float64, delta int, p float64) {
	M := w.sol.M
	for i := range out {
		switch m := i - M + delta; {
		case m > 0:
			out[i] += p
		case m == 0:
			out[i] += p / 2
		}
	}
}

// load sets out to v, or to v's mirror image: the values with the teams
// swapped (margin negated, value 1 - value).
func load(out, v []float64, mirror bool) {
	if !mirror {
		copy(out, v)
		return
	}
	n := len(v) - 1
	for i := range out {
		out[i] = 1 - v[n-i]
	}
}

// addShifted adds p·v[i+delta] (v's mirror image when mirror), clamped to
// the kept margins, to out[i].
func addShifted(out, v []float64, mirror bool, delta int, p float64) {
	n := len(v)
	out = out[:n]
	// i+delta < 0 for i < lo; i+delta > n-1 for i >= hi.
	lo := min(max(-delta, 0), n)
	hi := max(min(n-delta, n), lo)
	if !mirror {
		for i := range out[:lo] {
			out[i] += p * v[0]
		}
		src := v[lo+delta : hi+delta]
		dst := out[lo:hi]
		dst = dst[:len(src)]
		for i, x := range src {
			dst[i] += p * x
		}
		for i := range out[hi:] {
			out[hi+i] += p * v[n-1]
		}
		return
	}
	// The mirror image: mirror(v)[j] = 1 - v[n-1-j].
	for i := range out[:lo] {
		out[i] += p - p*v[n-1]
	}
	// j = i+delta runs lo+delta .. hi-1+delta; n-1-j runs down.
	src := v[n-hi-delta : n-lo-delta]
	dst := out[lo:hi]
	dst = dst[:len(src)]
	last := len(src) - 1
	for i := range dst {
		dst[i] += p - p*src[last-i]
	}
	for i := range out[hi:] {
		out[hi+i] += p - p*v[0]
	}
}

// vec is kept values as float64: themselves while solving, or read from
// a cache file's bytes into the worker's buffer.
func (w *worker) vec(v kept) []float64 {
	if v.f != nil {
		return v.f
	}
	out := w.dec[:len(v.b)/4]
	for i := range out {
		out[i] = float64(math.Float32frombits(binary.LittleEndian.Uint32(v.b[4*i:])))
	}
	return out
}

// sig hashes a roll's grouped children.
func (w *worker) sig(kids []kid) uint64 {
	var h maphash.Hash
	h.SetSeed(w.seed)
	for i := range kids {
		maphash.WriteComparable(&h, kidSig{kids[i].key, kids[i].delta, kids[i].n})
	}
	return h.Sum64()
}

func sameKids(a []kidSig, b []kid) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].key != b[i].key || a[i].delta != b[i].delta || a[i].n != b[i].n {
			return false
		}
	}
	return true
}

// forget empties the memory of rolls (the kept values it was made from
// may change meaning as the solve moves on).
func (w *worker) forget() {
	clear(w.rolls)
	w.memos, w.vals, w.kidSigs = w.memos[:0], w.vals[:0], w.kidSigs[:0]
}

// at is the value of s (for the home team) at margin m: value(s)[m] worked
// out for that one margin, which is all a choice at the table needs.
func (w *worker) at(s *fourthdown.State, m int, depth int) float64 {
	if s.Final {
		return terminalAt(m)
	}
	if v, mirror, ok := w.sol.kept(s); ok {
		return keptAt(v, mirror, m, w.sol.M)
	}
	if depth >= maxDepth {
		panic("solve: the engine's answers nest too deep")
	}
	a := s.Next()
	if a.IsRoll() {
		sum := 0.0
		for _, k := range w.children(s, a, depth) {
			sum += float64(k.n) * w.at(&k.state, m+k.delta, depth+1)
		}
		return sum / float64(a.Die.Sides)
	}
	best, first := 0.0, true
	for _, ch := range a.Choices.List() {
		c := *s
		if err := c.Apply(fourthdown.ChoiceEntry(ch), nil); err != nil {
			panic("solve: the engine refused a choice it offered: " + err.Error())
		}
		v := w.at(&c, m+margin(&c)-margin(s), depth+1)
		switch {
		case first:
			best = v
		case a.Team == fourthdown.Home:
			best = max(best, v)
		default:
			best = min(best, v)
		}
		first = false
	}
	return best
}

func terminalAt(m int) float64 {
	switch {
	case m > 0:
		return 1
	case m == 0:
		return 0.5
	}
	return 0
}

// keptAt is kept values v (or their mirror image) at margin m.
func keptAt(v kept, mirror bool, m, M int) float64 {
	n := 2*M + 1
	i := min(max(m+M, 0), n-1)
	if mirror {
		i = n - 1 - i
	}
	var x float64
	if v.f != nil {
		x = v.f[i]
	} else {
		x = float64(math.Float32frombits(binary.LittleEndian.Uint32(v.b[4*i:])))
	}
	if mirror {
		return 1 - x
	}
	return x
}
