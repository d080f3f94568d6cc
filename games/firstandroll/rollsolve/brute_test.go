package rollsolve

import (
	"math"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/games/firstandroll"
)

// brute is a second solver, as plain as it can be, to check the first:
// no graph, no memo, no vector of margins. A situation's value at a
// margin is worked out by playing the fold from it with that score (the
// fold itself ends the second half by the score and asks overtime or
// tie), trying every face, every choice and every pair of calls, down to
// the situations a play ends in, read at their own margin (capped at ±M
// as the solver's are). It sweeps the situations the solver found, a
// clock space at a time from the end back, until nothing changes. It
// starts from the solver's values: the fixed point is unique (every play
// has a chance to move the clock), so the start changes only how many
// sweeps it takes — a wrong value is swept away — and a cold start of
// the naive tree takes about 300 sweeps a space, some 25 CPU-minutes.
type brute struct {
	sol    *Solution
	v      map[bruteKey]float64
	sweeps int
}

type bruteKey struct {
	sit    firstandroll.Situation
	margin int
}

func newBrute(sol *Solution) *brute {
	br := &brute{sol: sol, v: map[bruteKey]float64{}}
	for _, sit := range sol.b.sits {
		for m := -sol.M; m <= sol.M; m++ {
			br.v[bruteKey{sit, m}], _ = sol.Value(sit, m)
		}
	}
	return br
}

// solve sweeps each clock space, from the end of the game back, until no
// value moves by more than tol; it returns the most a first sweep of a
// space moved a value (what the solver's values miss of being the brute
// force's fixed point), or stops there when that is more than stop.
func (br *brute) solve(tol, stop float64) float64 {
	first := 0.0
	for _, layer := range br.sol.order() {
		for n := 0; ; n++ {
			br.sweeps++
			worst := 0.0
			for _, i := range layer {
				sit := br.sol.b.sits[i]
				for m := -br.sol.M; m <= br.sol.M; m++ {
					s, err := sit.State(br.sol.Opts.House)
					if err != nil {
						panic(err)
					}
					s = s.WithDice(br.sol.Opts.Dice)
					if m > 0 {
						s.Score[engine.Home] = m
					} else {
						s.Score[engine.Away] = -m
					}
					x := br.value(s, 0, true)
					k := bruteKey{sit, m}
					worst = max(worst, math.Abs(x-br.v[k]))
					br.v[k] = x
				}
			}
			if n == 0 {
				first = max(first, worst)
				if worst > stop {
					return first
				}
			}
			if worst <= tol {
				break
			}
		}
	}
	return first
}

// value is the home team's value of state s (root: s is the situation's
// own start, not a leaf).
func (br *brute) value(s firstandroll.State, depth int, root bool) float64 {
	if !root {
		if v, ok := br.leaf(&s); ok {
			return v
		}
	}
	a := s.Next()
	legal := s.Legal()
	switch {
	case legal.Weights != nil:
		return br.chance(s, a, legal, depth)
	case a.Kind == firstandroll.AskCall:
		return br.calls(s, a, legal)
	case a.Kind == firstandroll.AskTimeout:
		return br.timeouts(s, a, legal)
	}
	best := math.NaN()
	for _, tok := range legal.Entries {
		v := br.after(s, tok, 0)
		if math.IsNaN(best) || a.Team == engine.Home && v > best || a.Team == engine.Away && v < best {
			best = v
		}
	}
	return best
}

// leaf is the value of a state at a situation (ok): the game's result
// once it is over, else the situation's value at its margin so far.
func (br *brute) leaf(s *firstandroll.State) (float64, bool) {
	sit, ok := s.Situation()
	if !ok {
		return 0, false
	}
	if sit.Kind == firstandroll.SitOver {
		if s.Tie {
			return 0.5, true
		}
		return float64(1 - int(s.Winner)), true
	}
	m := min(max(s.Score[engine.Home]-s.Score[engine.Away], -br.sol.M), br.sol.M)
	return br.v[bruteKey{sit, m}], true
}

// after is the value of s after tok, at depth d of a chain of rolls.
func (br *brute) after(s firstandroll.State, tok string, d int) float64 {
	if err := s.Apply(tok); err != nil {
		panic(err)
	}
	return br.value(s, d, false)
}

// chance is the value of a roll: its faces' values by their weights, a
// chain of the same die cut where its chance is under chainEps.
func (br *brute) chance(s firstandroll.State, a firstandroll.Ask, legal engine.Legal, depth int) float64 {
	total, sum, kept := 0, 0.0, 0.0
	for _, w := range legal.Weights {
		total += w
	}
	for k, tok := range legal.Entries {
		w := float64(legal.Weights[k]) / float64(total)
		c := s
		if err := c.Apply(tok); err != nil {
			panic(err)
		}
		d := 0
		if n := c.Next(); n.Kind == a.Kind && n.Colour == a.Colour && c.Legal().Weights != nil {
			d = depth + 1
			if math.Pow(w, float64(d)) < chainEps {
				continue
			}
		}
		sum += w * br.value(c, d, false)
		kept += w
	}
	return sum / kept
}

// calls is the value of the offense's call and the defense's answer,
// played as a matrix game (a call the defense does not answer is worth
// the same against each).
func (br *brute) calls(s firstandroll.State, a firstandroll.Ask, legal engine.Legal) float64 {
	g := Matrix{R: len(legal.Entries), C: 3}
	for i, call := range legal.Entries {
		c := s
		if err := c.Apply(call); err != nil {
			panic(err)
		}
		if c.Next().Kind != firstandroll.AskDefCall {
			v := br.value(c, 0, false)
			g.A[i] = [MaxCols]float64{v, v, v}
			continue
		}
		for j, col := range []string{"red", "yellow", "green"} {
			g.A[i][j] = br.after(c, col, 0)
		}
	}
	if a.Team == engine.Away { // the away team's calls: it minimizes
		for i := range g.R {
			for j := range g.C {
				g.A[i][j] = -g.A[i][j]
			}
		}
		return -g.Solve().Value
	}
	return g.Solve().Value
}

// timeouts is the value of the timeout question as a matrix game: each
// team that has a timeout may take it; both: the offense's.
func (br *brute) timeouts(s firstandroll.State, a firstandroll.Ask, legal engine.Legal) float64 {
	var hs, as []string
	for _, c := range legal.Entries {
		switch c {
		case "home":
			hs = append(hs, c)
		case "away":
			as = append(as, c)
		}
	}
	hs, as = append([]string{"no"}, hs...), append([]string{"no"}, as...)
	g := Matrix{R: len(hs), C: len(as)}
	for i, h := range hs {
		for j, w := range as {
			tok := "no"
			switch {
			case h != "no" && w != "no":
				tok = a.Team.String()
			case h != "no":
				tok = h
			case w != "no":
				tok = w
			}
			g.A[i][j] = br.after(s, tok, 0)
		}
	}
	return g.Solve().Value
}
