package rollsolve

import (
	"math/rand/v2"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/games/firstandroll"
)

// Player plays from the solution, as a perfect coach does: it draws each
// secret call (and each timeout) from the equilibrium mix and makes every
// other choice the one of best value. It follows a game state by state:
// Enter each entry made; Choose side's entry when side is asked.
type Player struct {
	sol  *Solution
	r    *rand.Rand
	root firstandroll.State // the situation the play in progress began in
}

// NewPlayer is a perfect player drawing its mixes from seed.
func (sol *Solution) NewPlayer(seed uint64) *Player {
	return &Player{sol: sol, r: rand.New(rand.NewPCG(seed, seed^0x51ed2701))}
}

// node is state s's node in the graph (its score counted from the
// situation its play began in) and the margin index of that situation.
func (pl *Player) node(s *firstandroll.State) (int32, int, bool) {
	if _, ok := s.Situation(); ok {
		pl.root = *s
	}
	rel := *s
	rel.Score[engine.Home] -= pl.root.Score[engine.Home]
	rel.Score[engine.Away] -= pl.root.Score[engine.Away]
	m := pl.sol.clamp(pl.root.Score[engine.Home] - pl.root.Score[engine.Away])
	if sit, ok := s.Situation(); ok {
		i, found := pl.sol.b.index[sit]
		if !found {
			return 0, 0, false
		}
		return pl.sol.b.root[i], m, true
	}
	n, ok := pl.sol.b.built(memoKey{rel.Fingerprint(), 0})
	return n, m, ok
}

// Choose is side's entry in state s: a secret call or a timeout drawn
// from the equilibrium (each team's without the other's), another choice
// of side the one of best value; "" when nothing is asked of side or the
// state is not one the solution reached.
func (pl *Player) Choose(s *firstandroll.State, side engine.Side) string {
	a := s.Next()
	legal := s.Legal()
	if legal.Weights != nil || a.Kind == firstandroll.AskNone {
		return ""
	}
	if a.Kind == firstandroll.AskDefCall {
		// The defense's colour: drawn from its mix of the calls' game,
		// which the situation before the offense's call holds.
		s = &pl.root
	}
	n, m, ok := pl.node(s)
	if !ok {
		return ""
	}
	nd := &pl.sol.b.nodes[n]
	switch nd.kind {
	case kMatrix:
		_, mix := pl.sol.ev.matrixAt(n, m)
		calls, colours := pl.sol.b.names(n)
		if side == nd.team {
			return calls[draw(pl.r, mix.X[:nd.rows])]
		}
		return colours[draw(pl.r, mix.Y[:nd.cols])]
	case kEither:
		_, mix := pl.sol.ev.matrixAt(n, m)
		var opts []string
		for _, c := range legal.Entries {
			if c == "no" || c == side.String() {
				opts = append(opts, c)
			}
		}
		if side == engine.Home {
			return opts[draw(pl.r, mix.X[:nd.rows])]
		}
		return opts[draw(pl.r, mix.Y[:nd.cols])]
	case kDecide:
		if side != a.Team {
			return ""
		}
		best, bv := 0, 0.0
		for k := range nd.n {
			o := pl.sol.ev.eval1(pl.sol.b.edges[nd.first+k], m)
			if k == 0 || side == engine.Home && o > bv || side == engine.Away && o < bv {
				best, bv = int(k), o
			}
		}
		return legal.Entries[best]
	}
	return ""
}

// Enter follows an entry made in state s (the state before it): the
// situation a play begins in is kept for its defense's call.
func (pl *Player) Enter(s *firstandroll.State) {
	if _, ok := s.Situation(); ok {
		pl.root = *s
	}
}

// draw is an index drawn from the mix p.
func draw(r *rand.Rand, p []float64) int {
	x := r.Float64()
	for i, w := range p {
		if x < w {
			return i
		}
		x -= w
	}
	for i := len(p) - 1; i >= 0; i-- {
		if p[i] > 0 {
			return i
		}
	}
	return 0
}
