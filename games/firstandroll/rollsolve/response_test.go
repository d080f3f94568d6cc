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
	kid := func(k int) int32 { return sol.b.edges[nd.first+int32(k)] }
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
		tie := r.val[int(nd.sit)*L+sol.M]
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
	case kChance:
		for k := range int(nd.n) {
			p, v := sol.b.probs[nd.first+int32(k)], r.eval(kid(k))
			for m := range out {
				out[m] += p * v[m]
			}
		}
	case kDecide:
		kids := make([][]float64, nd.n)
		ref := make([][]float64, nd.n)
		for k := range kids {
			kids[k] = r.eval(kid(k))
			if nd.team == r.fixed {
				ref[k] = r.solVec(kid(k))
			}
		}
		for m := range out {
			best := 0
			for k := 1; k < len(kids); k++ {
				a, b := kids[k][m], kids[best][m]
				if nd.team == r.fixed {
					a, b = ref[k][m], ref[best][m]
				}
				if nd.team == engine.Home && a > b || nd.team == engine.Away && a < b {
					best = k
				}
			}
			out[m] = kids[best][m]
		}
	case kMatrix, kEither:
		kids := make([][]float64, nd.n)
		for k := range kids {
			kids[k] = r.eval(kid(k))
		}
		rowTeam := nd.rowTeam()
		for m := range out {
			_, mix := sol.ev.matrixAt(n, m)
			R, C := int(nd.rows), int(nd.cols)
			best := math.NaN()
			if rowTeam == r.fixed { // the responder picks a column
				for j := range C {
					s := 0.0
					for i := range R {
						s += mix.X[i] * kids[i*C+j][m]
					}
					if math.IsNaN(best) || r.fixed == engine.Home && s < best || r.fixed == engine.Away && s > best {
						best = s
					}
				}
			} else { // the responder picks a row
				for i := range R {
					s := 0.0
					for j := range C {
						s += mix.Y[j] * kids[i*C+j][m]
					}
					if math.IsNaN(best) || r.fixed == engine.Home && s < best || r.fixed == engine.Away && s > best {
						best = s
					}
				}
			}
			out[m] = best
		}
	}
	r.memo[n] = out
	return out
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
