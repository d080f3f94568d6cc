// Package estimate estimates a game's values from its own play, for a
// game too large to solve exactly (engine.Valuer, engine.Estimated): the
// home team's chance of winning wherever a match stands, learned from
// games the app simulates, written once over the contract for every game
// it can simulate (a coach, and dice it can roll). It imports no game.
//
// The method, in three parts:
//
//   - A table over a coarse reading of where a game stands (engine.Status:
//     score margin, period, clock, possession, spot, down, distance,
//     timeouts; and what is asked), kept at five levels from fine to
//     coarse and smoothed between them (table.go).
//   - Learned from self-play and improved by playing from it: the first
//     round's games are the game's own coach against itself; each later
//     round's coach picks, at every choice, the best by the current
//     estimate (policy improvement), the calls of a pair drawn from their
//     matrix game's mixes, and every situation of its games is counted
//     with the game's result (Monte Carlo).
//   - At a question, refined by looking ahead through the dice to the
//     next choices with the fold itself (Legal's weights), the table
//     valuing only what lies beyond the look ahead's budget (look.go).
//
// An estimate is never exact: Measured says its error as measured when
// it was built, against games held out from its building.
package estimate

import (
	"context"
	"fmt"
	"io"
	"math"
	"sync"

	"github.com/fourthdown/fourthdown/engine"
)

// The look ahead's budgets: how many positions a question looks ahead
// through. A menu's values (Choices, Pair) are asked one menu at a time;
// a chance (Value) is asked after every entry of a game (a review, the
// board's chart), so it looks less far.
const (
	DefaultBudget      = 3000
	DefaultValueBudget = 60
	// ChartBudget is how many positions a whole game's chances (a
	// review, the scoresheet's chart, the board's first reading of a
	// game: an update reads its new entries alone) look ahead through,
	// about: a chance's budget is this over the entries of a game of the
	// game's coach, at least DefaultValueBudget and at most
	// MaxValueBudget, kept in the estimate (valueBudget). A game of 540
	// entries (1st & Roll's) looks through 244 positions a chance: a
	// whole chart of 501 entries took 73 to 82 ms of CPU (20 to 26
	// through 60), a board's update after its last entry 0.4 to 0.5 ms,
	// and its shown chances were calibrated within 1.05 points on 20,000
	// games of its coach (1.02 through 60). One of 126 (4th Down's) looks
	// through 1,047, where its chances against the exact values were 1.03
	// points off on average and 4.47 at the 99th percentile (1.13 and
	// 5.08 through 257: the app's sizes); the short house game's 44
	// through a menu's 3,000, where they were 1.16 and 5.39 (1.58 and
	// 7.65 through 736, 2.30 and 9.6 through 300). A chance looks no
	// further than a menu's values (MaxValueBudget).
	ChartBudget    = 132000
	MaxValueBudget = DefaultBudget
	// DefaultThrough is how many positions on a line a chance looks
	// through past its budget while the status stays the same (a roll
	// whose face the status does not show yet), to where it shows what
	// they did (look). Against 4th Down's exact values (its test's
	// sizes) a chance was 2.3 points off on average, 11.6 at the 99th
	// percentile, rather than 3.1 and 16.3 looking through none; a "TD
	// row!" time roll 2.5 rather than 10.6. A game of at most
	// ThroughLength entries looks through two (valueThrough): a whole
	// game's chances of 1st & Roll (540 entries), the board's chart, took
	// 32 ms of CPU through one and 63 through two, so a game of half its
	// length affords two; 4th Down's chances were 1.25 points off on
	// average and 5.75 at the 99th percentile through one, 1.14 and 5.11
	// through two (the app's sizes).
	DefaultThrough = 1
	ThroughLength  = 270
)

// Estimate is a game's estimated values (engine.Valuer, engine.Paired,
// engine.Estimated). Safe for concurrent use.
type Estimate struct {
	keyer    keyer
	table    *table
	recal    recal // the table's chances as they read (none: as they are)
	measured string
	// Budget is how many positions a menu's values look ahead through;
	// ValueBudget a chance's (set by Build for the game's length,
	// ChartBudget), and Through how many positions on a line past it a
	// chance looks through while the status stays the same (set by Build
	// for the game's length, ThroughLength).
	Budget, ValueBudget, Through int

	mu    sync.Mutex
	pairs map[pairKey]engine.Pair // first calls' pairs, by the second call they lead to
}

// pairKey names where a second call is asked: its status, entries and ask.
type pairKey struct {
	st      engine.Status
	entries int
	what    string
}

func newEstimate() *Estimate {
	return &Estimate{keyer: newKeyer(), table: &table{}, Budget: DefaultBudget, ValueBudget: DefaultValueBudget, Through: DefaultThrough, pairs: map[pairKey]engine.Pair{}}
}

// valueBudget is a chance's budget for a game whose games run entries
// entries (ChartBudget).
func valueBudget(entries float64) int {
	if !(entries > 0) {
		return DefaultValueBudget
	}
	return min(max(int(ChartBudget/entries), DefaultValueBudget), MaxValueBudget)
}

// valueThrough is how many positions on a line a chance looks through
// past its budget for a game whose games run entries entries
// (ThroughLength).
func valueThrough(entries float64) int {
	if entries > 0 && entries <= ThroughLength {
		return DefaultThrough + 1
	}
	return DefaultThrough
}

// Measured is the estimate's measured error in words (engine.Estimated).
func (e *Estimate) Measured() string { return e.measured }

// Cells is how many situations' cells its table holds.
func (e *Estimate) Cells() int { return e.table.size() }

// root is m as the root of a look ahead: its search state.
func root(m engine.Core) node {
	sp := sparePool.Get().(*spares)
	s, _ := engine.SearchAgain(m, sp.take(m), nil)
	return node{s: s, opener: openerOf(m), spare: sp}
}

// free gives a root's state and spares back once its look ahead is done.
func free(n node) {
	n.spare.done(n.s)
	sparePool.Put(n.spare)
}

// Value is the home team's estimated chance of winning m from where it
// stands, a tie counting half (engine.Valuer).
func (e *Estimate) Value(m engine.Core) float64 {
	a := m.Next()
	if a.Done {
		return terminal(m.Status())
	}
	if a.Both.Follows && a.Both.Secret {
		if p, ok := e.pairSecond(m, e.ValueBudget); ok {
			x := 0.0
			for j, y := range p.Mix[1] {
				x += y * p.Home[p.Made][j]
			}
			return clamp01(x)
		}
	}
	n := root(m)
	defer free(n)
	if first(a) {
		if p, ok := e.pairFirst(m, n, e.ValueBudget); ok {
			return clamp01(p.Value)
		}
	}
	return clamp01(e.look(n, e.ValueBudget, e.Through))
}

// Choices are the estimated value of each legal entry where m asks a
// team to choose (engine.Valuer); at the first call of a pair each call
// against the other call's mix.
func (e *Estimate) Choices(m engine.Core) []engine.Choice {
	a := m.Next()
	n := root(m)
	defer free(n)
	l := n.s.Legal()
	if a.Done || a.IsRoll() || l.Free || l.Chance() || len(l.Entries) == 0 {
		return nil
	}
	out := make([]engine.Choice, len(l.Entries))
	if first(a) {
		if p, ok := e.pairFirst(m, n, e.Budget); ok {
			for i := range out {
				out[i].Entry = l.Entries[i]
				for j, y := range p.Mix[1] {
					out[i].Home += y * p.Home[i][j]
				}
				out[i].Home = clamp01(out[i].Home)
			}
			return out
		}
	}
	st := n.s.Status()
	sub := max((e.Budget-len(l.Entries))/len(l.Entries), 0)
	for i, tok := range l.Entries {
		out[i] = engine.Choice{Entry: tok, Home: clamp01(e.lookChild(n, st, l, i, sub, 0))}
	}
	return out
}

// Pair is the pair of calls at either call of a pair made without
// seeing each other (engine.Paired). At the second call it is the pair
// valued at the first, when that was asked here (a view reads a record
// from its start); ok is false where it was not.
func (e *Estimate) Pair(m engine.Core) (engine.Pair, bool) {
	a := m.Next()
	switch {
	case first(a):
		n := root(m)
		defer free(n)
		return e.pairFirst(m, n, e.Budget)
	case a.Both.Follows && a.Both.Secret:
		return e.pairSecond(m, e.Budget)
	}
	return engine.Pair{}, false
}

// pairSecond is the pair at m, a second call, as valued at the first, its
// first call made valued from where it stands through budget positions.
func (e *Estimate) pairSecond(m engine.Core, budget int) (engine.Pair, bool) {
	e.mu.Lock()
	p, ok := e.pairs[pairKey{m.Status(), m.Entries(), m.Next().What}]
	e.mu.Unlock()
	if !ok {
		return engine.Pair{}, false
	}
	n := root(m)
	defer free(n)
	l, st := n.s.Legal(), n.s.Status()
	if len(l.Entries) != len(p.Second) {
		return engine.Pair{}, false
	}
	sub := max((budget-len(l.Entries))/len(l.Entries), 0)
	row := make([]float64, len(l.Entries))
	for j := range row {
		row[j] = e.lookChild(n, st, l, j, sub, 0)
	}
	p.Made = nearestRow(p.Home, row)
	p.Home[p.Made] = row // the call made, valued from where it stands
	p.Value = 0
	for i, x := range p.Mix[0] {
		for j, y := range p.Mix[1] {
			p.Value += x * y * p.Home[i][j]
		}
	}
	return p, true
}

// pairFirst is the pair at m, a first call (n its root), looked ahead
// through budget positions, and keeps it for the second call each first
// call leads to.
func (e *Estimate) pairFirst(m engine.Core, n node, budget int) (engine.Pair, bool) {
	p, ok := e.pairAt(n, budget)
	if !ok {
		return p, false
	}
	l := n.s.Legal()
	e.mu.Lock()
	defer e.mu.Unlock()
	if len(e.pairs) > 4096 {
		clear(e.pairs)
	}
	for i := range p.First {
		c := n.spare.copyOf(n.s)
		if engine.ApplyCode(c, l, i) != nil {
			n.spare.done(c)
			continue
		}
		if b := c.Next(); b.Both.Follows {
			q := p
			q.Home = make([][]float64, len(p.Home))
			for r := range p.Home {
				q.Home[r] = append([]float64(nil), p.Home[r]...)
			}
			e.pairs[pairKey{c.Status(), m.Entries() + 1, b.What}] = q
		}
		n.spare.done(c)
	}
	return p, true
}

// nearestRow is the row of home nearest row (the first call made, found
// by its values: the calls lead to states the status does not tell apart).
func nearestRow(home [][]float64, row []float64) int {
	best, bestD := 0, math.Inf(1)
	for i, r := range home {
		d := 0.0
		for j := range r {
			d += math.Abs(r[j] - row[j])
		}
		if d < bestD {
			best, bestD = i, d
		}
	}
	return best
}

// Save writes the estimate, as Read reads it.
func (e *Estimate) Save(w io.Writer) error { return e.write(w) }

// Read reads an estimate WriteTo wrote.
func Read(r io.Reader) (*Estimate, error) {
	e := newEstimate()
	if err := e.read(r); err != nil {
		return nil, err
	}
	return e, nil
}

// check is what Build refuses before it starts.
func (o *Options) check() error {
	if o.Start == nil {
		return fmt.Errorf("estimate: no start: the game before its first entry is needed")
	}
	if o.Coach == nil {
		return fmt.Errorf("estimate: the game has no coach to play its games")
	}
	return nil
}

// ctxDone reports whether ctx is done.
func ctxDone(ctx context.Context) bool { return ctx.Err() != nil }
