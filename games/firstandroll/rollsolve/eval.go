package rollsolve

import (
	"slices"

	"github.com/fourthdown/fourthdown/engine"
)

// evaluator works out node values (one per margin) from the situations'
// current values. A node's values are worked out by a program: the nodes
// below it in post-order, each once, and for each where its children's
// values are, so that running it is one pass over flat arrays, without
// recursion or a slice per node. A clock space's solve compiles its
// situations' programs once and runs them at every sweep.
type evaluator struct {
	sol   *Solution
	stamp []uint32 // compile: the pass that last placed each node
	off   []int32  // compile: where its values are in that pass's arena
	cur   uint32
	// layer is the pass that placed the nodes whose values stay the same
	// while a clock space is solved (constants), 0 when none is.
	layer uint32
	vary  []uint32 // constants: the layer that found a node's values change from sweep to sweep, or not (^layer)
	seen  []uint32 // constants: the layer that looked below a node
	prog  program  // the program of the last value asked (value, matrixAt, eval1)
	space program  // compileLayer: the programs of the clock space being solved, its buffers kept for the next
	// kept are the programs of the nodes asked for once the game is solved
	// (a coach asks for the same ones again and again), up to keepBytes.
	kept      map[int32]program
	keptBytes int
	arena     []float64 // run: each slot's values, S floats a slot (the first L used)
	// S is a slot's stride in the arena: L rounded up to a multiple of
	// eight, so that a roll is worked out eight margins at a time (rolls).
	// The lanes past L, made +0 with the arena, are worked out only by
	// rolls, from the faces' lanes past L: they stay +0, and no margin
	// reads them.
	S int
}

// program works out the nodes below a root, one slot of values each (S
// floats apart) in post-order, from slot first. code is op after op: its header (its kind | its children's
// count << 8), the node (but for a roll), then where each child's values
// begin in the arena; probs are the rolls' chances, op after op; root is
// where the root's values begin.
type program struct {
	code         []int32
	probs        []float64
	first, slots int
	root         int32
}

func newEvaluator(sol *Solution) evaluator {
	n := len(sol.b.nodes)
	return evaluator{sol: sol, stamp: make([]uint32, n), off: make([]int32, n), vary: make([]uint32, n), seen: make([]uint32, n),
		S: (sol.L + 7) &^ 7}
}

// compile appends the ops of node n and of those below it not yet placed
// to p, and is where n's values will be. A roll of one face (its chance
// 1) is its face's values (0 + 1·x is x: no value is -0, every one a sum
// of products of chances and values from +0, a choice among them or 1
// less one), placed once.
func (e *evaluator) compile(n int32, p *program) int32 {
	if e.stamp[n] == e.cur || e.layer != 0 && e.stamp[n] == e.layer {
		return e.off[n]
	}
	b := e.sol.b
	nd := &b.nodes[n]
	kids := b.edges[nd.first : nd.first+nd.n]
	for _, c := range kids {
		e.compile(c, p)
	}
	var o int32
	if nd.kind == kChance && nd.n == 1 && b.probs[nd.first] == 1 {
		o = e.off[kids[0]]
	} else {
		p.code = append(room(p.code, 2+len(kids)), int32(nd.kind)|nd.n<<8)
		if nd.kind == kChance {
			p.probs = append(room(p.probs, len(kids)), b.probs[nd.first:nd.first+nd.n]...)
		} else {
			p.code = append(p.code, n)
		}
		for _, c := range kids {
			p.code = append(p.code, e.off[c])
		}
		o = int32(p.slots * e.S)
		p.slots++
	}
	e.stamp[n], e.off[n] = e.cur, o
	return o
}

// program is node n's program, in e.prog until the next call.
func (e *evaluator) program(n int32) program {
	if p, ok := e.kept[n]; ok {
		return p
	}
	e.cur++
	e.prog = program{code: e.prog.code[:0], probs: e.prog.probs[:0]}
	e.prog.root = e.compile(n, &e.prog)
	if size := 4*len(e.prog.code) + 8*len(e.prog.probs); e.keptBytes+size <= keepBytes {
		if e.kept == nil {
			e.kept = map[int32]program{}
		}
		p := e.prog
		p.code, p.probs = slices.Clone(p.code), slices.Clone(p.probs)
		e.kept[n], e.keptBytes = p, e.keptBytes+size
	}
	return e.prog
}

// keepBytes bounds the programs an evaluator keeps: those of every
// situation of the short house game take about 10 MB.
const keepBytes = 64 << 20

// run works out every slot of p, in the arena, and is the root's values.
func (e *evaluator) run(p program) []float64 {
	sol, L, S := e.sol, e.sol.L, e.S
	nodes := sol.b.nodes
	if need := p.slots * S; len(e.arena) < need {
		e.arena = append(e.arena, make([]float64, need-len(e.arena))...) // the constants' values kept
	}
	a := e.arena[:p.slots*S]
	code, probs := p.code, p.probs
	c, q := 0, 0 // the op's header in code, its chances in probs
	for o := p.first * S; o < len(a); o += S {
		// Rolls of two and three faces, nine in ten of the ops: the ones
		// that follow each other worked out in one call.
		if c, q, o = rolls(code, probs, a, c, q, o, S); o == len(a) {
			break
		}
		kind, n := nodeKind(code[c]&0xff), int(code[c]>>8)
		out := a[o : o+L]
		if kind == kChance {
			kids := code[c+1 : c+1+n]
			chance(probs[q:q+n], a, kids, out)
			c, q = c+1+n, q+n
			continue
		}
		nd, kids := &nodes[code[c+1]], code[c+2:c+2+n]
		c += 2 + n
		switch kind {
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
	return a[p.root : int(p.root)+L]
}

// The headers of rolls of two and three faces.
const (
	roll2 = int32(kChance) | 2<<8
	roll3 = int32(kChance) | 3<<8
)

// rolls works out the rolls of two and three faces from the op at code[c]
// (its chances at probs[q], its slot at a[o:]) on to the first op of
// another kind or the end of the program, S lanes a slot (a multiple of
// eight), and is where it stopped: each margin's value added up face after
// face, from the first face's product (0 + x is x, no value being -0):
// p0·x0 + p1·x1, then + p2·x2. It is rollsGo, or where the processor has
// them the same operations in the same order, four margins an
// instruction (rolls_amd64.s).
var rolls = rollsGo

func rollsGo(code []int32, probs, a []float64, c, q, o, S int) (int, int, int) {
	for c < len(code) && o < len(a) {
		out := a[o : o+S]
		switch code[c] {
		case roll2:
			p0, p1 := probs[q], probs[q+1]
			s0, s1 := a[code[c+1]:], a[code[c+2]:]
			s0, s1 = s0[:len(out)], s1[:len(out)]
			for m := range out {
				out[m] = p0*s0[m] + p1*s1[m]
			}
			c, q = c+3, q+2
		case roll3:
			p0, p1, p2 := probs[q], probs[q+1], probs[q+2]
			s0, s1, s2 := a[code[c+1]:], a[code[c+2]:], a[code[c+3]:]
			s0, s1, s2 = s0[:len(out)], s1[:len(out)], s2[:len(out)]
			for m := range out {
				out[m] = p0*s0[m] + p1*s1[m] + p2*s2[m]
			}
			c, q = c+4, q+3
		default:
			return c, q, o
		}
		o += S
	}
	return c, q, o
}

// constants appends to p, in the pass e.layer, the ops of the nodes below
// n whose values read no situation of the clock space being solved (in):
// they stay the same from sweep to sweep, worked out once.
func (e *evaluator) constants(n int32, in []bool, p *program) {
	if !e.varies(n, in) {
		e.compile(n, p)
		return
	}
	if e.seen[n] == e.layer {
		return
	}
	e.seen[n] = e.layer
	b := e.sol.b
	nd := &b.nodes[n]
	for _, c := range b.edges[nd.first : nd.first+nd.n] {
		e.constants(c, in, p)
	}
}

// varies is whether node n's values read a situation of the clock space
// being solved (in), found once in the pass e.layer.
func (e *evaluator) varies(n int32, in []bool) bool {
	switch e.vary[n] {
	case e.layer:
		return true
	case ^e.layer:
		return false
	}
	b := e.sol.b
	nd := &b.nodes[n]
	v := (nd.kind == kLeaf || nd.kind == kEndReg) && in[nd.sit]
	for _, c := range b.edges[nd.first : nd.first+nd.n] {
		v = e.varies(c, in) || v
	}
	e.vary[n] = e.layer
	if !v {
		e.vary[n] = ^e.layer
	}
	return v
}

// value is node n's values, valid until the next call.
func (e *evaluator) value(n int32) []float64 { return e.run(e.program(n)) }

// matrixAt is the matrix game of a matrix or either node at margin index m.
func (e *evaluator) matrixAt(n int32, m int) (Matrix, Mix) {
	p := e.program(n)
	e.run(p)
	nd := &e.sol.b.nodes[n]
	// n's op is the program's last: its children's places end the code.
	g := e.game(nd, e.arena, p.code[len(p.code)-int(nd.n):], m)
	return g, g.SolveFor(nd.rowTeam())
}

// eval1 is node n's value at margin index m.
func (e *evaluator) eval1(n int32, m int) float64 { return e.value(n)[m] }

// game is the matrix game of node nd at margin index m, its children's
// values at kids in arena a.
func (e *evaluator) game(nd *node, a []float64, kids []int32, m int) Matrix {
	g := Matrix{R: int(nd.rows), C: int(nd.cols)}
	for r := range g.A[:g.R] {
		for k, c := range kids[r*g.C : (r+1)*g.C] {
			g.A[r][k] = a[int(c)+m]
		}
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

// chance: the values out of a roll whose faces' values are at kids in
// arena a, with chances probs: each margin's added up face after face,
// from the first face's (as rolls does for two and three faces).
func chance(probs []float64, a []float64, kids []int32, out []float64) {
	probs = probs[:len(kids)]
	for m := range out {
		acc := probs[0] * a[int(kids[0])+m]
		for k, c := range kids[1:] {
			acc += probs[k+1] * a[int(c)+m]
		}
		out[m] = acc
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
		out[m] = g.ValueFor(nd.rowTeam())
	}
}
