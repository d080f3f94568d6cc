package rollsolve

import (
	"math"
	"slices"
	"sync"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/games/firstandroll"
)

// Valuer is the solution behind the engine's value contract
// (engine.Valuer, engine.Paired): the value of a match wherever it
// stands, of each choice, and at the secret calls their matrix and
// equilibrium mixes. Safe for concurrent use.
type Valuer struct {
	sol *Solution
	mu  sync.Mutex
}

// Valuer is sol behind the value contract.
func (sol *Solution) Valuer() *Valuer { return &Valuer{sol: sol} }

// at is where a match stands: its state, the situation its play began in
// and how deep in a chain of rolls of one die the state is.
type at struct {
	s, root firstandroll.State
	depth   uint8
}

func (v *Valuer) where(m engine.Core) at {
	fm := m.(*firstandroll.Match)
	w := at{s: fm.State, root: fm.State}
	if _, ok := fm.State.Situation(); ok {
		return w
	}
	cur := fm.State.Next()
	chain := true
	for i := fm.Entries() - 1; i >= 0; i-- {
		st := fm.Step(i)
		if chain && st.Ask.Kind == cur.Kind && st.Ask.Colour == cur.Colour && st.Before.Legal().Weights != nil {
			w.depth++
		} else {
			chain = false
		}
		if _, ok := st.Before.Situation(); ok {
			w.root = st.Before
			break
		}
	}
	return w
}

// value is the home team's value of state s of a play that began in root.
func (v *Valuer) value(s, root *firstandroll.State, depth uint8) float64 {
	sol := v.sol
	if s.Final {
		if s.Tie {
			return 0.5
		}
		return float64(1 - int(s.Winner))
	}
	if sit, ok := s.Situation(); ok {
		x, found := sol.Value(sit, s.Score[engine.Home]-s.Score[engine.Away])
		if found {
			return x
		}
		return v.expand(s, s, 0)
	}
	if s.Next().Kind == firstandroll.AskDefCall {
		p, _ := v.pairAt(root, s)
		return p.Value
	}
	rel := *s
	for _, side := range engine.Sides {
		rel.Score[side] -= root.Score[side]
	}
	if n, ok := sol.b.built(memoKey{rel.Fingerprint(), depth}); ok {
		return sol.ev.eval1(n, sol.clamp(root.Score[engine.Home]-root.Score[engine.Away]))
	}
	return v.expand(s, root, depth)
}

// expand is the value of a state the graph does not hold (a chain of
// rolls longer than it follows): worked out from what follows it.
func (v *Valuer) expand(s, root *firstandroll.State, depth uint8) float64 {
	a, l := s.Next(), s.Legal()
	vals := make([]float64, len(l.Entries))
	for k, tok := range l.Entries {
		c := *s
		if err := c.Apply(tok); err != nil {
			panic("rollsolve: the fold refused " + tok + ": " + err.Error())
		}
		d := uint8(0)
		if n := c.Next(); l.Weights != nil && n.Kind == a.Kind && n.Colour == a.Colour {
			d = depth + 1
		}
		vals[k] = v.value(&c, root, d)
	}
	if l.Weights != nil {
		sum, total := 0.0, 0
		for k, w := range l.Weights {
			sum += float64(w) * vals[k]
			total += w
		}
		return sum / float64(total)
	}
	best := vals[0]
	for _, x := range vals[1:] {
		if a.Team == engine.Home && x > best || a.Team == engine.Away && x < best {
			best = x
		}
	}
	return best
}

// Value is the home team's chance of winning m from where it stands, a
// tie counting half, both teams at their best (engine.Valuer).
func (v *Valuer) Value(m engine.Core) float64 {
	v.mu.Lock()
	defer v.mu.Unlock()
	if p, ok := v.pair(m); ok {
		if p.Made < 0 {
			return p.Value
		}
		x := 0.0
		for j, y := range p.Mix[1] {
			x += y * p.Home[p.Made][j]
		}
		return x
	}
	w := v.where(m)
	if w.s.Next().Kind == firstandroll.AskTimeout {
		return v.either(&w)
	}
	return v.value(&w.s, &w.root, w.depth)
}

// either is the value where each team may take a timeout for itself
// (F27): the 2×2 game of taking it or not.
func (v *Valuer) either(w *at) float64 {
	a, l := w.s.Next(), w.s.Legal()
	opts := [2][]string{{"no"}, {"no"}}
	for _, side := range engine.Sides {
		if slices.Contains(l.Entries, side.String()) {
			opts[side] = append(opts[side], side.String())
		}
	}
	ea := engine.Ask{Team: a.Team, Choices: l.Entries, Both: engine.Simultaneous{Secret: true, Pass: l.Entries[0]}}
	for _, side := range engine.Sides {
		if len(opts[side]) > 1 {
			ea.Both.Own[side] = []string{side.String()}
		}
	}
	g := Matrix{R: len(opts[engine.Home]), C: len(opts[engine.Away])}
	for i, h := range opts[engine.Home] {
		for j, x := range opts[engine.Away] {
			g.A[i][j] = v.child(w, ea.Entry(h, x))
		}
	}
	return g.ValueFor(engine.Home)
}

// child is the value once tok is entered where w stands.
func (v *Valuer) child(w *at, tok string) float64 {
	c := w.s
	if err := c.Apply(tok); err != nil {
		panic("rollsolve: the fold refused " + tok + ": " + err.Error())
	}
	d := uint8(0)
	if n, a := c.Next(), w.s.Next(); w.s.Legal().Weights != nil && n.Kind == a.Kind && n.Colour == a.Colour {
		d = w.depth + 1
	}
	if c.Next().Kind == firstandroll.AskTimeout {
		cw := at{s: c, root: w.root}
		if _, ok := w.s.Situation(); ok {
			cw.root = w.s
		}
		return v.either(&cw)
	}
	root := w.root
	if _, ok := w.s.Situation(); ok {
		root = w.s
	}
	return v.value(&c, &root, d)
}

// Choices are the value of each legal entry where m asks a team to
// choose (engine.Valuer): at a secret call, each call against the other
// team's mix (the first) or each colour against the call made (the
// second).
func (v *Valuer) Choices(m engine.Core) []engine.Choice {
	v.mu.Lock()
	defer v.mu.Unlock()
	fm := m.(*firstandroll.Match)
	l := fm.State.Legal()
	if l.Weights != nil || l.Free || fm.State.Final {
		return nil
	}
	out := make([]engine.Choice, len(l.Entries))
	if p, ok := v.pair(m); ok {
		for i, e := range l.Entries {
			out[i].Entry = e
			if p.Made >= 0 {
				out[i].Home = p.Home[p.Made][i]
				continue
			}
			for j, y := range p.Mix[1] {
				out[i].Home += y * p.Home[i][j]
			}
		}
		return out
	}
	w := v.where(m)
	for i, e := range l.Entries {
		out[i] = engine.Choice{Entry: e, Home: v.child(&w, e)}
	}
	return out
}

// Pair is the secret calls' matrix game where m asks either call
// (engine.Paired).
func (v *Valuer) Pair(m engine.Core) (engine.Pair, bool) {
	v.mu.Lock()
	defer v.mu.Unlock()
	return v.pair(m)
}

func (v *Valuer) pair(m engine.Core) (engine.Pair, bool) {
	fm := m.(*firstandroll.Match)
	s := fm.State
	switch s.Next().Kind {
	case firstandroll.AskCall:
		return v.pairAt(&s, nil)
	case firstandroll.AskDefCall:
		w := v.where(m)
		return v.pairAt(&w.root, &s)
	}
	return engine.Pair{}, false
}

// pairAt is the calls' game of situation root; made, when not nil, is the
// state after the offense's call.
func (v *Valuer) pairAt(root, made *firstandroll.State) (engine.Pair, bool) {
	sol := v.sol
	sit, ok := root.Situation()
	if !ok {
		return engine.Pair{}, false
	}
	i, found := sol.b.index[sit]
	if !found {
		return engine.Pair{}, false
	}
	n := sol.b.root[i]
	nd := &sol.b.nodes[n]
	if nd.kind != kMatrix {
		return engine.Pair{}, false
	}
	g, mix := sol.ev.matrixAt(n, sol.clamp(root.Score[engine.Home]-root.Score[engine.Away]))
	calls, colours := sol.b.names(n)
	off := root.Next().Team
	p := engine.Pair{Teams: [2]engine.Side{off, off.Other()}, First: slices.Clone(calls), Second: slices.Clone(colours),
		Value: mix.Value, Made: -1}
	p.Home = make([][]float64, g.R)
	for r := range g.R {
		p.Home[r] = slices.Clone(g.A[r][:g.C])
	}
	p.Mix[0], p.Mix[1] = slices.Clone(mix.X[:g.R]), slices.Clone(mix.Y[:g.C])
	if made != nil {
		// The call made is the one whose state the offense's entry left.
		for r, call := range p.First {
			c := *root
			if c.Apply(call) == nil && c.Fingerprint() == made.Fingerprint() {
				p.Made = r
			}
		}
	}
	if math.IsNaN(p.Value) {
		return engine.Pair{}, false
	}
	return p, true
}
