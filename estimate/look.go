package estimate

import (
	"slices"
	"sync"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/internal/matrixgame"
)

// Looking ahead: a situation's value is worked out from what can follow
// it through the rules' own fold (Legal, ApplyCode on a clone), as the
// exact solvers do, until a budget of positions is spent; the positions
// beyond it are valued by the table. At a roll, the mean of its faces'
// values by their odds (Legal's weights); at a team's choice, its best;
// at a pair of calls made without seeing each other, the matrix game's
// value (matrixgame); at a choice both teams answer with their own parts
// (a timeout either may take), the 2×2 game of taking it or not.

// node is a position of a look ahead: the state, its tail and the team
// that received the game's opening kickoff (openerOf); spare is where its
// look ahead keeps the states it is done with.
type node struct {
	s      engine.Core
	t      tail
	opener engine.Side
	spare  *spares
}

// spares are the search states a look ahead is done with, kept to make
// its next positions in: it makes thousands of positions one after
// another, each a copy of its parent, and copying one into the storage of
// a finished one (engine.SearchReuser) costs no allocation, where a clone
// does; the states and so the values are the same. A look ahead's spares
// are its own (a node's, handed to its children): not shared between
// goroutines.
type spares struct{ free []engine.Core }

// take is a spare for a copy of s, where s's game makes its search
// states in old storage (engine.SearchReuser), else nil.
func (sp *spares) take(s engine.Core) engine.Core {
	if sp == nil || len(sp.free) == 0 {
		return nil
	}
	if _, ok := s.(engine.SearchReuser); !ok {
		return nil
	}
	old := sp.free[len(sp.free)-1]
	sp.free = sp.free[:len(sp.free)-1]
	return old
}

// copyOf is a copy of s, a search state, made in a spare's storage where
// it can be, else a clone.
func (sp *spares) copyOf(s engine.Core) engine.Core {
	if old := sp.take(s); old != nil {
		return s.(engine.SearchReuser).SearchReuse(old, nil)
	}
	return s.Clone()
}

// done keeps s, a state of the look ahead's that nothing reads any
// more, for a later copy.
func (sp *spares) done(s engine.Core) {
	if _, ok := s.(engine.SearchReuser); ok && sp != nil && len(sp.free) < maxSpares {
		sp.free = append(sp.free, s)
	}
}

// maxSpares bounds the states kept: a look ahead holds about as many at
// once as it goes deep (a pair of calls holds its rows'), far fewer.
const maxSpares = 64

// sparePool keeps spares between the look aheads of Value, Choices and
// Pair, each of which takes its own for the call.
var sparePool = sync.Pool{New: func() any { return new(spares) }}

// openerOf is the team that received m's opening kickoff: the team of its
// first possession (engine.EvPossession), else, before one, the team
// that receives the ball next. Which team receives after the half is
// written nowhere in a status, and a game's value in its first half
// depends on it: a situation's keys hold it.
func openerOf(m engine.Match) engine.Side {
	for _, ev := range m.Shared() {
		if ev.Kind == engine.EvPossession {
			return ev.Team
		}
	}
	return m.Status().Possession
}

// child is n once entry k of l is applied: the tail restarts when the
// status changes.
func child(n node, st engine.Status, l engine.Legal, k int) node {
	c := n.spare.copyOf(n.s)
	if err := engine.ApplyCode(c, l, k); err != nil {
		panic("estimate: the fold refused its own entry " + l.Entries[k] + ": " + err.Error())
	}
	t := tail{}
	if c.Status() == st {
		t = n.t.push(k)
	}
	return node{c, t, n.opener, n.spare}
}

// lookChild is look of n's child by entry k of l, its state kept for the
// next once it is valued.
func (e *Estimate) lookChild(n node, st engine.Status, l engine.Legal, k, budget, through int) float64 {
	c := child(n, st, l, k)
	v := e.look(c, budget, through)
	n.spare.done(c.s)
	return v
}

// leaf is the table's value of n.
func (e *Estimate) leaf(n node) float64 {
	st := n.s.Status()
	if st.Final {
		return terminal(st)
	}
	ks := e.keyer.keys(st, askKey(n.s.Next()), n.t, n.opener)
	return e.chance(&ks)
}

// chance is the table's chance at keys ks, recalibrated.
func (e *Estimate) chance(ks *[levels]uint64) float64 {
	return e.recal.at(e.table.value(ks))
}

// val is n's value looked ahead with budget positions.
func (e *Estimate) val(n node, budget int) float64 { return e.look(n, budget, 0) }

// look is n's value looked ahead with budget positions; past the budget
// a position whose status is its parent's (the entries since the status
// changed are its tail: a roll whose face the status does not show yet)
// is looked through still, up to through more such positions on a line,
// to where the status shows what they did: the table reads a status far
// better than a status with a tail, whose cells are few and thin.
func (e *Estimate) look(n node, budget, through int) float64 {
	a := n.s.Next()
	if a.Done {
		return terminal(n.s.Status())
	}
	l := n.s.Legal()
	k := len(l.Entries)
	if l.Free || k == 0 {
		return e.leaf(n)
	}
	if budget < k {
		if through == 0 || n.t == (tail{}) {
			return e.leaf(n)
		}
		budget, through = k, through-1
	}
	sub := (budget - k) / k
	st := n.s.Status()
	if l.Chance() {
		return e.roll(n, st, l, budget-k, through)
	}
	if p, ok := e.pairAt(n, budget); ok {
		return p.Value
	}
	if a.Parts() {
		_, mix := e.either(n, budget)
		return mix.Value
	}
	_, v := e.best(n, st, l, sub, through, a.Team)
	return v
}

// roll is n's value at a roll: its faces' values by their odds (l's
// weights), each face looked ahead through its share of budget by its
// odds. Faces that lead to the same situation (its status, what is asked
// next and the tail: a situation the table keys alike) are looked ahead
// once, with their shares together: a 4th Down turnover roll's twenty
// faces lead to two situations, and the one eighteen faces lead to is
// looked ahead through eighteen twentieths of the budget. A chance
// against 4th Down's exact values was 1.56 points off on average and 7.5
// at the 99th percentile with each face looked ahead apart, 1.32 and 6.1
// so, from the same table. What is asked next is read only where two
// faces' status and tail are the same (a face that leaves the status as
// it was has a tail of its own code, met by no other face).
func (e *Estimate) roll(n node, st engine.Status, l engine.Legal, budget, through int) float64 {
	type face struct {
		kid  node
		st   engine.Status
		ask  uint64
		read bool // ask is read
		w    int
	}
	askOf := func(f *face) uint64 {
		if !f.read {
			f.ask, f.read = askKey(f.kid.s.Next()), true
		}
		return f.ask
	}
	var room [24]face
	faces := room[:0]
	total := 0
	for i, w := range l.Weights {
		if w <= 0 {
			continue
		}
		total += w
		f := face{kid: child(n, st, l, i), w: w}
		f.st = f.kid.s.Status()
		same := -1
		for j := range faces {
			if faces[j].st == f.st && faces[j].kid.t == f.kid.t && askOf(&faces[j]) == askOf(&f) {
				same = j
				break
			}
		}
		if same < 0 {
			faces = append(faces, f)
			continue
		}
		faces[same].w += w
		n.spare.done(f.kid.s)
	}
	sum := 0.0
	for _, f := range faces {
		sum += float64(f.w) * e.look(f.kid, budget*f.w/total, through)
		n.spare.done(f.kid.s)
	}
	return sum / float64(total)
}

// best is the entry of l at n best for side and its value, each entry
// looked ahead with budget positions and through more on a line (look):
// the earliest of equals.
func (e *Estimate) best(n node, st engine.Status, l engine.Legal, budget, through int, side engine.Side) (int, float64) {
	best, bv := 0, 0.0
	for i := range l.Entries {
		if v := e.lookChild(n, st, l, i, budget, through); i == 0 || engine.ForSide(v, side) > engine.ForSide(bv, side) {
			best, bv = i, v
		}
	}
	return best, bv
}

// first reports whether a is the first of a pair of calls made without
// seeing each other: secret, without parts, answered whole.
func first(a engine.Ask) bool { return a.Both.Secret && !a.Parts() && !a.Both.Follows }

// pairAt is the pair of calls at n, the first call of a pair, valued
// (engine.Pair, Made -1): each first call against each second call that
// follows it; a first call after which no second call is asked (a kick,
// which the other team's call does not change) is valued alike against
// every second call. ok is false elsewhere, and where no second call
// follows any first call or the game is larger than matrixgame solves.
func (e *Estimate) pairAt(n node, budget int) (engine.Pair, bool) {
	a := n.s.Next()
	if !first(a) {
		return engine.Pair{}, false
	}
	l := n.s.Legal()
	st := n.s.Status()
	rows := len(l.Entries)
	kids := make([]node, rows)
	var second []string
	for i := range l.Entries {
		kids[i] = child(n, st, l, i)
		if b := kids[i].s.Next(); b.Both.Follows && second == nil {
			second = kids[i].s.Legal().Entries
		}
	}
	defer func() { // second is a kid's: kept until the pair is valued
		for _, kid := range kids {
			n.spare.done(kid.s)
		}
	}()
	cols := len(second)
	if cols == 0 || rows > matrixgame.MaxRows || cols > matrixgame.MaxCols {
		return engine.Pair{}, false
	}
	sub := max((budget-rows)/(rows*cols), 0)
	p := engine.Pair{Teams: [2]engine.Side{a.Team, a.Team.Other()}, First: slices.Clone(l.Entries), Second: slices.Clone(second), Made: -1}
	g := matrixgame.Matrix{R: rows, C: cols}
	p.Home = make([][]float64, rows)
	for i, kid := range kids {
		p.Home[i] = make([]float64, cols)
		kl := kid.s.Legal()
		if !kid.s.Next().Both.Follows || !slices.Equal(kl.Entries, second) {
			v := e.val(kid, sub*cols)
			for j := range cols {
				p.Home[i][j] = v
			}
		} else {
			kst := kid.s.Status()
			for j := range cols {
				p.Home[i][j] = e.lookChild(kid, kst, kl, j, sub, 0)
			}
		}
		copy(g.A[i][:cols], p.Home[i])
	}
	mix := g.SolveFor(a.Team)
	p.Value = mix.Value
	p.Mix[0], p.Mix[1] = slices.Clone(mix.X[:rows]), slices.Clone(mix.Y[:cols])
	return p, true
}

// either is the game at n where each team may answer its own part (take
// a timeout for itself) or pass: the home team's options against the
// away team's, each pair's one entry (Ask.Entry) valued; rows are the
// home team's. opts are each team's options, the mixes' order.
func (e *Estimate) either(n node, budget int) (opts [2][]string, mix matrixgame.Mix) {
	a, l := n.s.Next(), n.s.Legal()
	for _, side := range engine.Sides {
		opts[side] = []string{a.Both.Pass}
		for _, tok := range a.Both.Own[side] {
			if a.Acts(side, tok) {
				opts[side] = append(opts[side], tok)
			}
		}
	}
	g := matrixgame.Matrix{R: min(len(opts[engine.Home]), matrixgame.MaxRows), C: min(len(opts[engine.Away]), matrixgame.MaxCols)}
	st := n.s.Status()
	sub := max(budget/(g.R*g.C)-1, 0)
	memo := map[int]float64{}
	for i := range g.R {
		for j := range g.C {
			k := slices.Index(l.Entries, a.Entry(opts[engine.Home][i], opts[engine.Away][j]))
			if k < 0 {
				k = 0
			}
			v, ok := memo[k]
			if !ok {
				v = e.lookChild(n, st, l, k, sub, 0)
				memo[k] = v
			}
			g.A[i][j] = v
		}
	}
	opts[engine.Home], opts[engine.Away] = opts[engine.Home][:g.R], opts[engine.Away][:g.C]
	return opts, g.SolveFor(engine.Home)
}
