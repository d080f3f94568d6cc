package rollsolve

import "github.com/fourthdown/fourthdown/engine"

// evaluator works out node values (one per margin) from the situations'
// current values, each node once per evaluation.
type evaluator struct {
	sol   *Solution
	stamp []uint32
	off   []int32
	arena []float64
	cur   uint32
	// kids holds the children's offsets of the nodes being evaluated, a
	// node's above its parent's (eval's recursion), kept between calls.
	kids []int32
	// rooted are the nodes value was asked for in the clock space being
	// solved, kept the values they keep (at most about keptMost), and
	// done the situations solved (solved); scratch is value's arena for
	// a node it does not keep.
	rooted  map[int32]*rooted
	kept    int
	done    []bool
	scratch []float64
}

// keptMost is how many values value keeps for one clock space: 16 MB
// (the short house game's most at 3 margins is 1.1 million).
const keptMost = 2 << 20

func newEvaluator(sol *Solution) evaluator {
	return evaluator{sol: sol, stamp: make([]uint32, len(sol.b.nodes)), off: make([]int32, len(sol.b.nodes)), done: make([]bool, len(sol.b.sits))}
}

// value is node n's values, valid until the next call: the values of the
// nodes below it as eval works them out, without its recursion. Within a
// clock space's solve (until done) each node below it is kept with its
// values, and only those that read a situation of the space being solved
// (vary) are worked out again: the others read values already final.
func (e *evaluator) value(n int32) []float64 {
	r, ok := e.rooted[n]
	switch {
	case !ok && e.kept >= keptMost:
		// Values kept past keptMost are read back from memory, not the
		// cache: at 61 margins (about 10 million a clock space, all
		// kept) TestSimulatedGames took 12% more CPU than without.
		e.cur++
		e.arena = e.scratch[:0]
		o := e.eval(n)
		e.scratch = e.arena
		return e.arena[o : o+int32(e.sol.L)]
	case !ok:
		r = e.root(n)
		if e.rooted == nil {
			e.rooted = map[int32]*rooted{}
		}
		e.rooted[n] = r
		e.kept += len(r.arena)
	default:
		e.arena = r.arena
		for j, x := range r.ord {
			e.off[x] = r.at[j]
		}
		for _, j := range r.vary {
			x := r.ord[j]
			out := e.arena[r.at[j] : r.at[j]+int32(e.sol.L)]
			clear(out)
			e.into(x, e.kidsOf(x), out)
		}
	}
	o := r.at[len(r.ord)-1]
	return r.arena[o : o+int32(e.sol.L)]
}

// rooted is a node value was asked for, as it keeps it: the nodes below
// it, children first, each one's offset in its values (arena), and the
// nodes (their indexes in ord) that read a situation not yet solved.
type rooted struct {
	ord   []int32
	at    []int32
	arena []float64
	vary  []int32
}

// root works out node n's values from nothing, keeping what value needs
// to work them out again.
func (e *evaluator) root(n int32) *rooted {
	e.cur++
	r := &rooted{ord: e.postOrder(n, nil)}
	e.cur++
	e.arena = nil
	varies := map[int32]bool{}
	for j, x := range r.ord {
		r.at = append(r.at, e.compute(x, &e.sol.b.nodes[x], e.kidsOf(x)))
		if e.varies(x, varies) {
			r.vary = append(r.vary, int32(j))
		}
	}
	r.arena = e.arena
	return r
}

// varies reports whether node x reads a situation not yet solved, itself
// or below it (its children's in varies).
func (e *evaluator) varies(x int32, varies map[int32]bool) bool {
	b := e.sol.b
	nd := &b.nodes[x]
	v := false
	switch {
	case nd.kind == kLeaf || nd.kind == kEndReg:
		v = !e.done[nd.sit]
	case nd.kind >= kChance:
		for _, c := range b.edges[nd.first : nd.first+nd.n] {
			v = v || varies[c]
		}
	}
	varies[x] = v
	return v
}

// solved marks the situations of a clock space solved: the values value
// keeps of them are final, and it keeps none of the space any longer.
func (e *evaluator) solved(sits []int32) {
	for _, i := range sits {
		e.done[i] = true
	}
	clear(e.rooted)
	e.arena, e.kept = nil, 0
}

// kidsOf are the offsets of node x's children's values (current).
func (e *evaluator) kidsOf(x int32) []int32 {
	b := e.sol.b
	nd := &b.nodes[x]
	if nd.kind < kChance {
		return nil
	}
	kids := e.kids[:0]
	for _, c := range b.edges[nd.first : nd.first+nd.n] {
		kids = append(kids, e.off[c])
	}
	e.kids = kids
	return kids
}

// postOrder appends the nodes below n (and n) not yet reached to out,
// each after its children.
func (e *evaluator) postOrder(n int32, out []int32) []int32 {
	if e.stamp[n] == e.cur {
		return out
	}
	e.stamp[n] = e.cur
	b := e.sol.b
	if nd := &b.nodes[n]; nd.kind >= kChance {
		for _, c := range b.edges[nd.first : nd.first+nd.n] {
			out = e.postOrder(c, out)
		}
	}
	return append(out, n)
}

// matrixAt is the matrix game of a matrix or either node at margin index m.
func (e *evaluator) matrixAt(n int32, m int) (Matrix, Mix) {
	e.cur++
	e.arena = e.arena[:0]
	nd := &e.sol.b.nodes[n]
	g := e.game(nd, m)
	return g, g.SolveFor(nd.rowTeam())
}

func (e *evaluator) game(nd *node, m int) Matrix {
	g := Matrix{R: int(nd.rows), C: int(nd.cols)}
	for k := range nd.n {
		o := e.eval(e.sol.b.edges[nd.first+k])
		g.A[int(k)/g.C][int(k)%g.C] = e.arena[o+int32(m)]
	}
	return g
}

func (e *evaluator) eval(n int32) int32 {
	if e.stamp[n] == e.cur {
		return e.off[n]
	}
	sol := e.sol
	nd := &sol.b.nodes[n]
	var kids []int32
	from := len(e.kids)
	if nd.kind >= kChance {
		e.kids = append(e.kids, sol.b.edges[nd.first:nd.first+nd.n]...)
		for k := range int(nd.n) {
			o := e.eval(e.kids[from+k])
			e.kids[from+k] = o
		}
		kids = e.kids[from:]
	}
	o := e.compute(n, nd, kids)
	e.kids = e.kids[:from]
	return o
}

// compute works out node n's values from its children's (at kids), after
// the others'.
func (e *evaluator) compute(n int32, nd *node, kids []int32) int32 {
	o := int32(len(e.arena))
	e.arena = append(e.arena, make([]float64, e.sol.L)...)
	e.into(n, kids, e.arena[o:int(o)+e.sol.L])
	e.stamp[n], e.off[n] = e.cur, o
	return o
}

// into works out node n's values from its children's (at kids) into out,
// zeroed.
func (e *evaluator) into(n int32, kids []int32, out []float64) {
	nd := &e.sol.b.nodes[n]
	switch nd.kind {
	case kLeaf:
		e.leaf(nd, out)
	case kTerm:
		for m := range out {
			out[m] = nd.term
		}
	case kEndReg:
		e.endReg(nd, out)
	case kChance:
		e.chance(nd, kids, out)
	case kDecide:
		e.decide(nd, kids, out)
	case kMatrix, kEither:
		e.matrix(nd, kids, out)
	}
}

// leaf: the situation's values, each margin moved by the points scored.
func (e *evaluator) leaf(nd *node, out []float64) {
	L := e.sol.L
	src := e.sol.val[int(nd.sit)*L:]
	d := int(nd.delta)
	for m := range out {
		out[m] = src[min(max(m+d, 0), L-1)]
	}
}

// endReg: the second half over, the margin decides; a tie is the
// overtime-or-tie situation's value.
func (e *evaluator) endReg(nd *node, out []float64) {
	sol := e.sol
	tie := sol.val[int(nd.sit)*sol.L+sol.M]
	for m := range out {
		switch f := m - sol.M + int(nd.delta); {
		case f > 0:
			out[m] = 1
		case f < 0:
			out[m] = 0
		default:
			out[m] = tie
		}
	}
}

// chance: the faces' values by their chances.
func (e *evaluator) chance(nd *node, kids []int32, out []float64) {
	for k, c := range kids {
		p := e.sol.b.probs[nd.first+int32(k)]
		src := e.arena[c : int(c)+len(out)]
		for m := range out {
			out[m] += p * src[m]
		}
	}
}

// decide: the best choice for the team choosing.
func (e *evaluator) decide(nd *node, kids []int32, out []float64) {
	for m := range out {
		best := e.arena[kids[0]+int32(m)]
		for _, k := range kids[1:] {
			v := e.arena[k+int32(m)]
			if nd.team == engine.Home && v > best || nd.team == engine.Away && v < best {
				best = v
			}
		}
		out[m] = best
	}
}

// matrix: the value of the matrix game at each margin.
func (e *evaluator) matrix(nd *node, kids []int32, out []float64) {
	g := Matrix{R: int(nd.rows), C: int(nd.cols)}
	for m := range out {
		for k, c := range kids {
			g.A[k/g.C][k%g.C] = e.arena[c+int32(m)]
		}
		out[m] = g.SolveFor(nd.rowTeam()).Value
	}
}

// eval1 is node n's value at margin index m.
func (e *evaluator) eval1(n int32, m int) float64 {
	e.cur++
	e.arena = e.arena[:0]
	return e.arena[e.eval(n)+int32(m)]
}
