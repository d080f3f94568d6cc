package enginetest

import (
	"context"
	"math"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/review"
)

// The values of a game that has them (engine.Valued) are checked at every
// entry of the random games: each a number from 0 to 1; 1, ½ or 0 once
// the game is over, as its returns say; at a roll the mean of its faces'
// values by their odds; at a choice each listed choice's value the value
// once it is made, and where one team chooses the value its best
// choice's; at a pair of calls made without seeing each other
// (engine.Paired) the mixes are chances, the values their means,
// and neither team gains by leaving its mix; and each game's ledger adds
// up (review: result − start = luck + skill).

// valuer is the game's values for the random games (nil without).
func (s *suite) valuer(m engine.Core) engine.Valuer {
	v, ok, err := engine.ValuesOf(context.Background(), s.g, m, engine.ValuesRequest{})
	if !ok {
		return nil
	}
	if err != nil {
		s.fatalf("Values: %v", err)
	}
	return v
}

// near reports whether two values agree but for rounding.
func (s *suite) near(a, b float64) bool { return math.Abs(a-b) <= s.c.tolerance }

// values checks the values at m, which asks a with legal entries l.
func (s *suite) values(v engine.Valuer, m engine.Core, a engine.Ask, l engine.Legal) {
	s.t.Helper()
	s.c.valued++
	val := v.Value(m)
	if !(val >= -s.c.tolerance && val <= 1+s.c.tolerance) {
		s.fatalf("the value %v at %s is not a chance from 0 to 1", val, a.What)
	}
	if a.Done {
		want := 0.5 + 0.5*float64(m.Status().Returns()[engine.Home])
		if val != want {
			s.fatalf("the value of the game over is %v, want %v (its returns %v)", val, want, m.Status().Returns())
		}
		return
	}
	if l.Free {
		return // a free-form entry's faces are not listed: no mean to take
	}
	child := func(tok string) float64 {
		c := m.Clone()
		if err := c.Apply(engine.Token{Text: tok}); err != nil {
			s.fatalf("the legal %q for %s refused: %v", tok, a.What, err)
		}
		return v.Value(c)
	}
	if l.Chance() {
		sum, total := 0.0, 0
		for i, tok := range l.Entries {
			sum += float64(l.Weights[i]) * child(tok)
			total += l.Weights[i]
		}
		if mean := sum / float64(total); !s.near(val, mean) {
			s.fatalf("the value %v at the %s is not its faces' mean by their odds, %v", val, a.What, mean)
		}
		return
	}
	cs := v.Choices(m)
	if len(cs) != len(l.Entries) {
		s.fatalf("Choices lists %d values at %s, whose Legal lists %d entries", len(cs), a.What, len(l.Entries))
	}
	for i, c := range cs {
		if c.Entry != l.Entries[i] {
			s.fatalf("Choices' %d is %q at %s, Legal's %q", i, c.Entry, a.What, l.Entries[i])
		}
	}
	if sv, ok := v.(engine.Paired); ok {
		if p, ok := sv.Pair(m); ok {
			s.pair(p, val, cs, a)
			return
		}
	}
	for _, c := range cs {
		if got := child(c.Entry); !s.near(c.Home, got) {
			s.fatalf("the value of %q at %s is %v, but once it is made the value is %v", c.Entry, a.What, c.Home, got)
		}
	}
	if a.Parts() || a.Reading {
		return // not one team's decision: no best to take
	}
	if best := cs[engine.BestChoice(cs, a.Team)].Home; !s.near(val, best) {
		s.fatalf("the value %v at %s (%s's choice) is not its best choice's, %v", val, a.What, a.Team, best)
	}
}

// pair checks a pair of calls made without seeing each other at one of
// its calls, valued val with choices cs.
func (s *suite) pair(p engine.Pair, val float64, cs []engine.Choice, a engine.Ask) {
	s.t.Helper()
	n, k := len(p.First), len(p.Second)
	if len(p.Home) != n || len(p.Mix[0]) != n || len(p.Mix[1]) != k {
		s.fatalf("the pair at %s has %d first calls, %d rows of values and mixes of %d and %d for %d second calls", a.What, n, len(p.Home), len(p.Mix[0]), len(p.Mix[1]), k)
	}
	for c, mix := range p.Mix {
		sum := 0.0
		for _, x := range mix {
			if !(x >= 0 && x <= 1) {
				s.fatalf("the pair at %s: call %d's mix %v holds no chance", a.What, c+1, mix)
			}
			sum += x
		}
		if !s.near(sum, 1) {
			s.fatalf("the pair at %s: call %d's mix %v sums to %v", a.What, c+1, mix, sum)
		}
	}
	row := make([]float64, n) // each first call against the second's mix
	col := make([]float64, k) // each second call against the first's mix
	mean := 0.0
	for i := range n {
		if len(p.Home[i]) != k {
			s.fatalf("the pair at %s: row %d holds %d values for %d second calls", a.What, i, len(p.Home[i]), k)
		}
		for j := range k {
			row[i] += p.Mix[1][j] * p.Home[i][j]
			col[j] += p.Mix[0][i] * p.Home[i][j]
			mean += p.Mix[0][i] * p.Mix[1][j] * p.Home[i][j]
		}
	}
	if !s.near(mean, p.Value) {
		s.fatalf("the pair at %s is valued %v, its mixes' mean %v", a.What, p.Value, mean)
	}
	for i, r := range row {
		if engine.ForSide(r, p.Teams[0]) > engine.ForSide(p.Value, p.Teams[0])+s.c.tolerance {
			s.fatalf("the pair at %s: %s gains by calling %q (%v) rather than its mix (%v)", a.What, p.Teams[0], p.First[i], r, p.Value)
		}
	}
	for j, c := range col {
		if engine.ForSide(c, p.Teams[1]) > engine.ForSide(p.Value, p.Teams[1])+s.c.tolerance {
			s.fatalf("the pair at %s: %s gains by calling %q (%v) rather than its mix (%v)", a.What, p.Teams[1], p.Second[j], c, p.Value)
		}
	}
	want, wantVal := row, p.Value
	if p.Made >= 0 {
		want, wantVal = p.Home[p.Made], row[p.Made]
	}
	if !s.near(val, wantVal) {
		s.fatalf("the value %v at %s, a call of a pair, is not %v", val, a.What, wantVal)
	}
	for i, c := range cs {
		if !s.near(c.Home, want[i]) {
			s.fatalf("the value of %q at %s, a call of a pair, is %v, not %v", c.Entry, a.What, c.Home, want[i])
		}
	}
}

// ledger checks that the game of entries toks from start adds up:
// result − start = luck + skill, from either side.
func (s *suite) ledger(v engine.Valuer, start engine.Core, toks []engine.Token) {
	s.t.Helper()
	g, err := review.Read(v, start, toks)
	if err != nil {
		s.fatalf("review: %v", err)
	}
	for _, side := range []engine.Side{engine.Home, engine.Away} {
		if l := g.Ledger.Side(side); math.Abs(l.Off()) > 1e-9 {
			s.fatalf("the ledger does not add up for %s: result %v − start %v ≠ luck %v + skill %v", side, l.Result, l.Start, l.Luck, l.Skill)
		}
	}
	if want := v.Value(start); g.Ledger.Start != want {
		s.fatalf("the ledger starts at %v, the game's value at its start is %v", g.Ledger.Start, want)
	}
}
