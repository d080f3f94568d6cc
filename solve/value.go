package solve

import "github.com/fourthdown/fourthdown/engine"

// worker values situations by stepping the engine. Each has its own
// buffers, one pair per depth of the recursion.
type worker struct {
	sol  *Solution
	res  [][]float64 // res[d]: a child's values, at depth d
	tmp  [][]float64 // tmp[d]: one choice's values, at depth d
	kids [][]kid     // kids[d]: the children of a roll, grouped
}

// kid is a group of a roll's faces that lead to the same future.
type kid struct {
	key   engine.Key
	state engine.State
	delta int // margin (home - away) scored on the way
	n     int // faces
}

const maxDepth = 64

func newWorker(sol *Solution) *worker {
	w := &worker{sol: sol}
	for d := 0; d < maxDepth; d++ {
		w.res = append(w.res, make([]float64, sol.L))
		w.tmp = append(w.tmp, make([]float64, sol.L))
		w.kids = append(w.kids, make([]kid, 0, 32))
	}
	return w
}

func margin(s *engine.State) int { return s.Score[engine.Home] - s.Score[engine.Away] }

// value sets out to the values of s by margin (home - away at s, apart
// from s.Score): a kept situation's values, or else worked out from s's
// children, the faces of its die (averaged) or its choices (the best for
// the team that chooses).
func (w *worker) value(s *engine.State, out []float64, depth int) {
	if s.Final {
		w.terminal(out, 0)
		return
	}
	if v, mirror, ok := w.sol.kept(s); ok {
		load(out, v, mirror)
		return
	}
	if depth+1 >= maxDepth {
		panic("solve: the engine's answers nest too deep")
	}
	a := s.Next()
	if a.IsRoll() {
		kids := w.kids[depth][:0]
		for f := a.Die.Min; f <= a.Die.Max(); f++ {
			c := *s
			if err := c.Apply(engine.DieEntry(f), nil); err != nil {
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
		clear(out)
		for i := range kids {
			w.add(out, &kids[i].state, kids[i].delta, float64(kids[i].n)/float64(a.Die.Sides), depth)
		}
		return
	}
	home := a.Team == engine.Home
	first := true
	for _, ch := range a.Choices.List() {
		c := *s
		if err := c.Apply(engine.ChoiceEntry(ch), nil); err != nil {
			panic("solve: the engine refused a choice it offered: " + err.Error())
		}
		t := w.tmp[depth]
		clear(t)
		w.add(t, &c, margin(&c)-margin(s), 1, depth)
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

// add adds p times the values of child c, reached with delta scored, to out.
func (w *worker) add(out []float64, c *engine.State, delta int, p float64, depth int) {
	if c.Final {
		w.terminalAdd(out, delta, p)
		return
	}
	if v, mirror, ok := w.sol.kept(c); ok {
		addShifted(out, v, mirror, delta, p)
		return
	}
	r := w.res[depth+1]
	w.value(c, r, depth+1)
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
	if mirror {
		// mirror(v)[j] = 1 - v[n-1-j]
		for i := range out {
			j := min(max(i+delta, 0), n-1)
			out[i] += p * (1 - v[n-1-j])
		}
		return
	}
	lo := max(0, -delta)  // first i whose i+delta >= 0
	hi := min(n, n-delta) // first i whose i+delta >= n
	for i := 0; i < lo && i < n; i++ {
		out[i] += p * v[0]
	}
	if lo < hi {
		src := v[lo+delta : hi+delta]
		dst := out[lo:hi]
		for i := range dst {
			dst[i] += p * src[i]
		}
	}
	for i := max(hi, 0); i < n; i++ {
		out[i] += p * v[n-1]
	}
}
