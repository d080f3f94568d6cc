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
}

func newEvaluator(sol *Solution) evaluator {
	return evaluator{sol: sol, stamp: make([]uint32, len(sol.b.nodes)), off: make([]int32, len(sol.b.nodes))}
}

// value is node n's values, valid until the next call.
func (e *evaluator) value(n int32) []float64 {
	e.cur++
	e.arena = e.arena[:0]
	o := e.eval(n)
	return e.arena[o : o+int32(e.sol.L)]
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
	if nd.kind >= kChance {
		kids = make([]int32, nd.n)
		for k := range nd.n {
			kids[k] = e.eval(sol.b.edges[nd.first+k])
		}
	}
	o := int32(len(e.arena))
	e.arena = append(e.arena, make([]float64, sol.L)...)
	out := e.arena[o : int(o)+sol.L]
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
	e.stamp[n], e.off[n] = e.cur, o
	return o
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
