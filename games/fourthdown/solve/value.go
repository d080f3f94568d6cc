package solve

import (
	"encoding/binary"
	"math"

	"github.com/fourthdown/fourthdown/games/fourthdown"
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
	groups []fourthdown.FaceGroup // a roll's faces, grouped (children)
	// last: the last roll after a choice, by the kind of roll (emptied
	// for each job list).
	last [16]lastRoll
	dec  []float64 // kept values read from a cache file
}

// lastRoll is a roll a worker worked out after a choice: its children
// and values.
type lastRoll struct {
	sides int
	kids  []kid
	v     []float64
}

// changed counts the children of a roll of a die of sides faces that
// differ from the last roll's, child by child; ok is false when the two
// cannot be compared so (another die, another number of children).
func (r *lastRoll) changed(kids []kid, sides int) (n int, ok bool) {
	if r == nil || r.sides != sides || len(r.kids) != len(kids) {
		return 0, false
	}
	for i := range kids {
		if !r.kids[i].same(&kids[i]) {
			n++
		}
	}
	return n, true
}

// kid is a group of a roll's faces that lead to the same future.
type kid struct {
	key   fourthdown.Key
	state fourthdown.State
	delta int // margin (home - away) scored on the way
	n     int // faces
}

// leadsAs reports whether k and o lead to the same future: the same Key,
// reached with the same margin scored.
func (k *kid) leadsAs(o *kid) bool { return k.delta == o.delta && k.key == o.key }

// same reports whether k and o are the same child: leading alike, for as
// many faces.
func (k *kid) same(o *kid) bool { return k.n == o.n && k.leadsAs(o) }

const maxDepth = 64

func newWorker(sol *Solution) *worker {
	w := &worker{sol: sol, dec: make([]float64, sol.L),
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

// valueOf is value; after says s follows a choice after which a roll is
// much like the last such roll the worker worked out (a 4th-down
// decision's), so it is worked out from that one's values where it can.
func (w *worker) valueOf(s *fourthdown.State, out []float64, depth int, after bool) {
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
		q := 1 / float64(a.Die.Sides)
		// After a choice, the worker's last roll of this kind, when most
		// of its children are this roll's (the same field goal whatever
		// the yards to go, a conversion with one yard more to go from the
		// same spot): its values, less the children that differ, plus this
		// roll's own. Otherwise worked out from every child.
		var last *lastRoll
		if after {
			last = &w.last[a.Kind]
		}
		if changed, ok := last.changed(kids, a.Die.Sides); ok && 2*changed < len(kids) {
			copy(out, last.v)
			for i := range kids {
				if o := &last.kids[i]; !o.same(&kids[i]) {
					w.add(out, &o.state, o.delta, -q*float64(o.n), depth+1, false)
					w.add(out, &kids[i].state, kids[i].delta, q*float64(kids[i].n), depth+1, false)
				}
			}
		} else {
			clear(out)
			for i := range kids {
				w.add(out, &kids[i].state, kids[i].delta, q*float64(kids[i].n), depth+1, false)
			}
		}
		if last != nil {
			// The children become the last roll's, and its old ones this
			// depth's buffer (no copy).
			last.sides = a.Die.Sides
			last.kids, w.kids[depth] = kids, last.kids[:0]
			last.v = append(last.v[:0], out...)
		}
		return
	}
	home := a.Team == fourthdown.Home
	first := true
	w.bufs(depth)
	// The rolls after a 4th-down decision repeat (a conversion with 9 or
	// 10 to go leads to the same places): remember them.
	remember := a.Kind == fourthdown.AskDecision
	for ch := range a.Choices.All() {
		c := &w.choice[depth]
		*c = *s
		if err := c.Apply(fourthdown.ChoiceEntry(ch), nil); err != nil {
			panic("solve: the engine refused a choice it offered: " + err.Error())
		}
		if first {
			// The first choice's values straight into out; the others
			// into tmp, then the better of the two kept.
			clear(out)
			w.add(out, c, margin(c)-margin(s), 1, depth+1, remember)
			first = false
			continue
		}
		t := w.tmp[depth]
		clear(t)
		w.add(t, c, margin(c)-margin(s), 1, depth+1, remember)
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
// they lead (Key) and the margin scored on the way (delta). The engine's
// FaceGroups says which faces it reads alike: one of them is applied for
// all.
func (w *worker) children(s *fourthdown.State, a fourthdown.Ask, depth int) []kid {
	kids := w.kids[depth][:0]
	w.groups = s.FaceGroups(w.groups[:0])
	m := margin(s)
	for _, g := range w.groups {
		if len(kids) == cap(kids) {
			kids = append(kids, kid{})[:len(kids)]
		}
		kids = kids[:len(kids)+1]
		k := &kids[len(kids)-1]
		k.state, k.n = *s, g.N
		if err := k.state.Apply(fourthdown.DieEntry(g.Face), nil); err != nil {
			panic("solve: the engine refused a face it asked for: " + err.Error())
		}
		k.delta = margin(&k.state) - m
		k.key = k.state.Key()
		// Faces that lead alike are neighbours on the tables (a drive's
		// touchdown rows, the time rolls past the cap, the conversions
		// that score): one child for a run of them. Children alike but
		// apart are added each on their own, which is the same sum.
		if n := len(kids); n >= 2 {
			if o := &kids[n-2]; o.leadsAs(k) {
				o.n += g.N
				kids = kids[:n-1]
			}
		}
	}
	w.kids[depth] = kids
	return kids
}

// add adds p times the values of c (at depth), reached with delta scored,
// to out. A roll's values are its faces' values averaged, so a roll adds
// its children straight to out (no vector of its own), unless after says c
// follows a choice whose rolls are worked out whole from the last one
// (valueOf's after); a choice's values are worked out (valueOf) and added.
func (w *worker) add(out []float64, c *fourthdown.State, delta int, p float64, depth int, after bool) {
	if c.Final {
		w.terminalAdd(out, delta, p)
		return
	}
	if v, mirror, ok := w.sol.kept(c); ok {
		addShifted(out, w.vec(v), mirror, delta, p)
		return
	}
	if depth+1 >= maxDepth {
		panic("solve: the engine's answers nest too deep")
	}
	if a := c.Next(); a.IsRoll() && !after {
		kids := w.children(c, a, depth)
		q := p / float64(a.Die.Sides)
		for i := range kids {
			w.add(out, &kids[i].state, delta+kids[i].delta, q*float64(kids[i].n), depth+1, false)
		}
		return
	}
	w.bufs(depth)
	r := w.res[depth]
	w.valueOf(c, r, depth, after)
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
		if lo < hi {
			addScaled(out[lo:hi], v[lo+delta:hi+delta], p)
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
	if lo < hi {
		addMirrored(out[lo:hi], v[n-hi-delta:n-lo-delta], p)
	}
	for i := range out[hi:] {
		out[hi+i] += p - p*v[0]
	}
}

// addScaled4 and addMirrored4, when the processor has them, are
// addScaled and addMirrored in its vector instructions for the first
// len(dst) &^ 3 margins (vec_amd64.go); nil otherwise.
var addScaled4, addMirrored4 func(dst, src []float64, p float64)

// addScaled adds p·src[i] to dst[i] (len(src) = len(dst)), four at a time.
func addScaled(dst, src []float64, p float64) {
	src = src[:len(dst)]
	if n := len(dst) &^ 3; n > 0 && addScaled4 != nil {
		addScaled4(dst, src, p)
		dst, src = dst[n:], src[n:]
	}
	for len(dst) >= 4 {
		d, s := dst[:4], src[:4]
		d[0] += p * s[0]
		d[1] += p * s[1]
		d[2] += p * s[2]
		d[3] += p * s[3]
		dst, src = dst[4:], src[4:]
	}
	for i, x := range src {
		dst[i] += p * x
	}
}

// addMirrored adds p·(1 - src[len-1-i]) to dst[i] (len(src) = len(dst)):
// dst from the front, src from the back, four at a time.
func addMirrored(dst, src []float64, p float64) {
	src = src[:len(dst)]
	if n := len(dst) &^ 3; n > 0 && addMirrored4 != nil {
		addMirrored4(dst, src, p)
		dst, src = dst[n:], src[:len(src)-n]
	}
	for len(dst) >= 4 {
		k := len(src) - 4
		d, s := dst[:4], src[k:k+4]
		d[0] += p - p*s[3]
		d[1] += p - p*s[2]
		d[2] += p - p*s[1]
		d[3] += p - p*s[0]
		dst, src = dst[4:], src[:k]
	}
	for i := range dst {
		dst[i] += p - p*src[len(src)-1-i]
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

// forget empties the memory of rolls (the kept values it was made from
// may change meaning as the solve moves on).
func (w *worker) forget() {
	for i := range w.last {
		w.last[i].sides = 0
	}
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
	for ch := range a.Choices.All() {
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
