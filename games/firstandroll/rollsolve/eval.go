package rollsolve

import "github.com/fourthdown/fourthdown/engine"

// evaluator works out node values (one per margin) from the situations'
// current values. A node's values are worked out by a program: the nodes
// below it in post-order, each once, and for each the slots of its
// children's values (their places in the program), so that running it is
// one pass over flat arrays, without recursion or a slice per node. A
// clock space's solve compiles its situations' programs once and runs
// them at every sweep.
type evaluator struct {
	sol   *Solution
	stamp []uint32 // compile: the pass that last placed each node
	off   []int32  // compile: its slot in that pass's program
	cur   uint32
	prog  program   // the program of the last value asked (value, matrixAt, eval1)
	arena []float64 // run: each slot's values, L a slot
}

// program is the post-order of the nodes below a root: nodes[i] is slot
// i's node, its values at arena[i*L:], and slots holds, node after node,
// where each one's children's values begin in the arena (edges' order);
// the root is the last slot.
type program struct {
	nodes []int32
	slots []int32
}

func newEvaluator(sol *Solution) evaluator {
	return evaluator{sol: sol, stamp: make([]uint32, len(sol.b.nodes)), off: make([]int32, len(sol.b.nodes))}
}

// compile appends the program of node n to p (its slots counted from
// base, p's length when the root's compile began) and is n's slot.
func (e *evaluator) compile(n int32, p *program, base int) int32 {
	if e.stamp[n] == e.cur {
		return e.off[n]
	}
	b := e.sol.b
	nd := &b.nodes[n]
	kids := b.edges[nd.first : nd.first+nd.n]
	for _, c := range kids {
		e.compile(c, p, base)
	}
	for _, c := range kids {
		p.slots = append(p.slots, e.off[c]*int32(e.sol.L))
	}
	o := int32(len(p.nodes) - base)
	p.nodes = append(p.nodes, n)
	e.stamp[n], e.off[n] = e.cur, o
	return o
}

// program is node n's program, in e.prog until the next call.
func (e *evaluator) program(n int32) program {
	e.cur++
	e.prog.nodes, e.prog.slots = e.prog.nodes[:0], e.prog.slots[:0]
	e.compile(n, &e.prog, 0)
	return e.prog
}

// run works out every slot of p, in the arena; the root's values are
// its last L. A roll (most nodes) is worked out in the loop itself.
func (e *evaluator) run(p program) []float64 {
	sol, L := e.sol, e.sol.L
	nodes, probs := sol.b.nodes, sol.b.probs
	if need := len(p.nodes) * L; cap(e.arena) < need {
		e.arena = make([]float64, need)
	}
	a := e.arena[:len(p.nodes)*L]
	slots := p.slots
	o := 0
	for _, n := range p.nodes {
		nd := &nodes[n]
		kids := slots[:nd.n]
		slots = slots[nd.n:]
		out := a[o : o+L]
		o += L
		if nd.kind == kChance {
			chance(probs[nd.first:nd.first+nd.n], a, kids, out)
			continue
		}
		switch nd.kind {
		case kLeaf:
			e.leaf(nd, out)
		case kTerm:
			for m := range out {
				out[m] = nd.term
			}
		case kEndReg:
			e.endReg(nd, out)
		case kDecide:
			e.decide(nd, a, kids, out)
		case kMatrix, kEither:
			e.matrix(nd, a, kids, out)
		}
	}
	return a[len(a)-L:]
}

// value is node n's values, valid until the next call.
func (e *evaluator) value(n int32) []float64 { return e.run(e.program(n)) }

// matrixAt is the matrix game of a matrix or either node at margin index m.
func (e *evaluator) matrixAt(n int32, m int) (Matrix, Mix) {
	p := e.program(n)
	e.run(p)
	nd := &e.sol.b.nodes[n]
	g := e.game(nd, e.arena, p.slots[len(p.slots)-int(nd.n):], m)
	return g, g.SolveFor(nd.rowTeam())
}

// eval1 is node n's value at margin index m.
func (e *evaluator) eval1(n int32, m int) float64 { return e.value(n)[m] }

// game is the matrix game of node nd at margin index m, its children's
// values in slots kids of arena a.
func (e *evaluator) game(nd *node, a []float64, kids []int32, m int) Matrix {
	g := Matrix{R: int(nd.rows), C: int(nd.cols)}
	for k, c := range kids {
		g.A[k/g.C][k%g.C] = a[int(c)+m]
	}
	return g
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

// chance: the faces' values by their chances probs, added up face after
// face from 0 (a die of one, two or three faces, most of them, without a
// loop over the faces).
func chance(probs []float64, a []float64, kids []int32, out []float64) {
	L := len(out)
	probs = probs[:len(kids)]
	switch len(kids) {
	case 1:
		p0 := probs[0]
		s0 := a[kids[0] : int(kids[0])+L]
		s0 = s0[:len(out)]
		for m := range out {
			acc := 0.0
			acc += p0 * s0[m]
			out[m] = acc
		}
	case 2:
		p0, p1 := probs[0], probs[1]
		s0, s1 := a[kids[0]:int(kids[0])+L], a[kids[1]:int(kids[1])+L]
		s0, s1 = s0[:len(out)], s1[:len(out)]
		for m := range out {
			acc := 0.0
			acc += p0 * s0[m]
			acc += p1 * s1[m]
			out[m] = acc
		}
	case 3:
		p0, p1, p2 := probs[0], probs[1], probs[2]
		s0, s1, s2 := a[kids[0]:int(kids[0])+L], a[kids[1]:int(kids[1])+L], a[kids[2]:int(kids[2])+L]
		s0, s1, s2 = s0[:len(out)], s1[:len(out)], s2[:len(out)]
		for m := range out {
			acc := 0.0
			acc += p0 * s0[m]
			acc += p1 * s1[m]
			acc += p2 * s2[m]
			out[m] = acc
		}
	default:
		for m := range out {
			acc := 0.0
			for k, c := range kids {
				acc += probs[k] * a[int(c)+m]
			}
			out[m] = acc
		}
	}
}

// decide: the best choice for the team choosing.
func (e *evaluator) decide(nd *node, a []float64, kids []int32, out []float64) {
	for m := range out {
		best := a[int(kids[0])+m]
		for _, c := range kids[1:] {
			v := a[int(c)+m]
			if nd.team == engine.Home && v > best || nd.team == engine.Away && v < best {
				best = v
			}
		}
		out[m] = best
	}
}

// matrix: the value of the matrix game at each margin.
func (e *evaluator) matrix(nd *node, a []float64, kids []int32, out []float64) {
	for m := range out {
		g := e.game(nd, a, kids, m)
		out[m] = g.SolveFor(nd.rowTeam()).Value
	}
}
