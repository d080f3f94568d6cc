package rollsolve

import (
	"math"
	"testing"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/games/firstandroll"
)

// responder works out the values of the game when the team fixed plays
// from the solution (its calls and timeouts from the equilibrium mixes,
// its other choices the solution's best) and the other team answers every
// one of them at its best: the best response's values, by value
// iteration as the solution's are.
type responder struct {
	sol   *Solution
	fixed engine.Side
	val   []float64
	memo  map[int32][]float64
}

// vec is node n's values under the solution (a copy).
func (r *responder) solVec(n int32) []float64 {
	return append([]float64(nil), r.sol.ev.value(n)...)
}

func (r *responder) eval(n int32) []float64 {
	if v, ok := r.memo[n]; ok {
		return v
	}
	sol, L := r.sol, r.sol.L
	nd := &sol.b.nodes[n]
	out := make([]float64, L)
	switch nd.kind {
	case kLeaf:
		for m := range out {
			out[m] = r.val[int(nd.sit)*L+min(max(m+int(nd.delta), 0), L-1)]
		}
	case kTerm:
		for m := range out {
			out[m] = nd.term
		}
	case kEndReg:
		r.endReg(nd, out)
	case kChance:
		for k := range int(nd.n) {
			p, v := sol.b.probs[nd.first+int32(k)], r.eval(r.kid(nd, k))
			for m := range out {
				out[m] += p * v[m]
			}
		}
	case kDecide:
		r.decide(nd, out)
	case kMatrix, kEither:
		r.matrix(n, nd, out)
	}
	r.memo[n] = out
	return out
}

// kid is node nd's k-th child.
func (r *responder) kid(nd *node, k int) int32 { return r.sol.b.edges[nd.first+int32(k)] }

// kids is the responder's values of node nd's children.
func (r *responder) kids(nd *node) [][]float64 {
	kids := make([][]float64, nd.n)
	for k := range kids {
		kids[k] = r.eval(r.kid(nd, k))
	}
	return kids
}

// endReg fills out with the values at the end of regulation: the margin
// decides, a tie is the situation's own value.
func (r *responder) endReg(nd *node, out []float64) {
	sol := r.sol
	tie := r.val[int(nd.sit)*sol.L+sol.M]
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

// decide fills out with a choice's values: the fixed team chooses as the
// solution values its children, the responder at its best by its own.
func (r *responder) decide(nd *node, out []float64) {
	ref := make([][]float64, nd.n)
	kids := make([][]float64, nd.n)
	for k := range kids {
		kids[k] = r.eval(r.kid(nd, k))
		if nd.team == r.fixed {
			ref[k] = r.solVec(r.kid(nd, k))
		}
	}
	by := kids
	if nd.team == r.fixed {
		by = ref
	}
	for m := range out {
		best := 0
		for k := 1; k < len(kids); k++ {
			a, b := by[k][m], by[best][m]
			if nd.team == engine.Home && a > b || nd.team == engine.Away && a < b {
				best = k
			}
		}
		out[m] = kids[best][m]
	}
}

// matrix fills out with a simultaneous choice's values: the fixed team
// plays its equilibrium mix, the responder the best answer to it.
func (r *responder) matrix(n int32, nd *node, out []float64) {
	kids := r.kids(nd)
	rowTeam := nd.rowTeam()
	R, C := int(nd.rows), int(nd.cols)
	for m := range out {
		_, mix := r.sol.ev.matrixAt(n, m)
		if rowTeam == r.fixed { // the responder picks a column
			out[m] = r.bestAnswer(C, R, func(j, i int) float64 { return mix.X[i] * kids[i*C+j][m] })
		} else { // the responder picks a row
			out[m] = r.bestAnswer(R, C, func(i, j int) float64 { return mix.Y[j] * kids[i*C+j][m] })
		}
	}
}

// bestAnswer is the responder's best of its n answers, answer a worth
// the sum over the fixed team's k choices of term(a, k).
func (r *responder) bestAnswer(n, k int, term func(a, k int) float64) float64 {
	best := math.NaN()
	for a := range n {
		s := 0.0
		for i := range k {
			s += term(a, i)
		}
		if math.IsNaN(best) || r.fixed == engine.Home && s < best || r.fixed == engine.Away && s > best {
			best = s
		}
	}
	return best
}

// bestResponse is the values of the game against the fixed team's
// solution play.
func bestResponse(sol *Solution, fixed engine.Side) []float64 {
	r := &responder{sol: sol, fixed: fixed, val: append([]float64(nil), sol.val...)}
	order := sol.order()
	for _, layer := range order {
		for {
			worst := 0.0
			for _, i := range layer {
				r.memo = map[int32][]float64{}
				v := r.eval(sol.b.root[i])
				for m, x := range v {
					worst = max(worst, math.Abs(x-r.val[int(i)*sol.L+m]))
					r.val[int(i)*sol.L+m] = x
				}
			}
			if worst <= 1e-13 {
				break
			}
		}
	}
	return r.val
}

// TestBestResponse: against a team that plays the solution, the best
// the other team can do, worked out by its own value iteration, gains at
// most 1e-6 on the solution's values, from every situation.
func TestBestResponse(t *testing.T) {
	sol := short(t)
	for _, fixed := range engine.Sides {
		val := bestResponse(sol, fixed)
		worst := 0.0
		for i := range val {
			gain := sol.val[i] - val[i] // the away team answering gains when the home value drops
			if fixed == engine.Away {
				gain = -gain
			}
			worst = max(worst, gain)
		}
		start := firstandroll.NewHouse(engine.Home, sol.Opts.House)
		sit, _ := start.Situation()
		v, _ := sol.Value(sit, 0)
		t.Logf("%s plays the solution: the other team's best response gains at most %.3g (start %.9f)", fixed, worst, v)
		if worst > 1e-6 {
			t.Errorf("%s plays the solution: a best response gains %.3g", fixed, worst)
		}
	}
}
