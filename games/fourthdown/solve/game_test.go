package solve

import (
	"context"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/engine/enginetest"
	"github.com/fourthdown/fourthdown/games/fourthdown"
	"github.com/fourthdown/fourthdown/games/fourthdown/houserules"
	"github.com/fourthdown/fourthdown/review"
)

// TestConformanceWithValues: 4th Down's values keep the contract on
// random games: a roll's value the mean of its faces' by the dice's odds,
// a choice's its best child's (to the cache's rounding, 6e-8 a value),
// and every game's ledger adds up.
func TestConformanceWithValues(t *testing.T) {
	enginetest.Run(t, valued, enginetest.Games(3), enginetest.ValueTolerance(1e-6))
}

// valued is 4th Down with its values, its solution loaded or solved
// (its progress line on no terminal: without a word).
var valued = Game{Game: houserules.Game}

// fourthDownValues are 4th Down's values (its solution, cached or solved).
func fourthDownValues(t *testing.T) engine.Valuer {
	t.Helper()
	m := fourthdown.NewMatch(fourthdown.DefaultTeams, fourthdown.FourthDown, fourthdown.Home)
	v, err := valued.Values(context.Background(), m, engine.ValuesRequest{})
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// TestLuckIsFair: exact values are a martingale under the true dice, so
// the luck of many simulated games (dice drawn by Legal's odds, choices by
// 4th Down's coach, now and then at random) averages to zero within its
// standard error; this checks the solution and the chance model against
// each other. Every game's ledger adds up to 1e-9.
func TestLuckIsFair(t *testing.T) {
	v := fourthDownValues(t)
	const games = 500
	r := rand.New(rand.NewPCG(42, 7))
	coach := houserules.Game.Coach(5)
	var luck [2]meanSE
	for i := range games {
		start := fourthdown.NewMatch(fourthdown.DefaultTeams, fourthdown.FourthDown, engine.Side(i%2))
		m := start.Clone()
		var toks []engine.Token
		for n := 0; !m.Next().Done; n++ {
			a, l := m.Next(), m.Legal()
			tok := l.Pick(r.Float64())
			if !a.IsRoll() && r.IntN(4) != 0 {
				tok = coach.Choose(m, a.Team)
			}
			if err := m.Apply(engine.Token{Text: tok}); err != nil {
				t.Fatalf("game %d entry %d: %v", i, n, err)
			}
			toks = append(toks, engine.Token{Text: tok})
		}
		g, err := review.Read(v, start, toks)
		if err != nil {
			t.Fatal(err)
		}
		if off := g.Ledger.Off(); math.Abs(off) > 1e-9 {
			t.Fatalf("game %d: the ledger is off by %g: %+v", i, off, g.Ledger)
		}
		roller := 0.0 // the luck of the rolls from the rolling team's side
		for _, e := range g.Entries {
			if e.Roll {
				roller += engine.ForSide(e.After, e.Team) - engine.ForSide(e.Before, e.Team)
			}
		}
		luck[0].add(g.Ledger.Luck)
		luck[1].add(roller)
	}
	for k, what := range []string{"the home team's luck", "the rolling team's luck"} {
		mean, se := luck[k].mean()
		t.Logf("%s over %d games: mean %.4f, its standard error %.4f (%.2f of them)", what, games, mean, se, math.Abs(mean)/se)
		if math.Abs(mean) > 2*se {
			t.Errorf("%s averages %.4f, more than twice its standard error %.4f from zero: the values are no martingale under the dice", what, mean, se)
		}
	}
}

// meanSE is a running mean and its standard error.
type meanSE struct{ n, sum, sumSq float64 }

func (m *meanSE) add(x float64) { m.n, m.sum, m.sumSq = m.n+1, m.sum+x, m.sumSq+x*x }
func (m *meanSE) mean() (mean, se float64) {
	mean = m.sum / m.n
	return mean, math.Sqrt((m.sumSq/m.n - mean*mean) / (m.n - 1))
}

// TestPerfectCoachIsTheContracts: 4th Down's perfect coach and the
// contract's (engine.Perfect over its values) make the same choice at
// every choice of random games: one best choice, ties to the earlier.
func TestPerfectCoachIsTheContracts(t *testing.T) {
	v := fourthDownValues(t)
	sol, err := Load(context.Background(), fourthdown.FourthDown, Options{Distances: true})
	if err != nil {
		t.Fatal(err)
	}
	own, generic := &Perfect{Sol: sol}, engine.Perfect(v, 1)
	r := rand.New(rand.NewPCG(3, 4))
	n := 0
	for i := range 20 {
		m := fourthdown.NewMatch(fourthdown.DefaultTeams, fourthdown.FourthDown, engine.Side(i%2))
		for a := m.Next(); !a.Done; a = m.Next() {
			tok := m.Legal().Pick(r.Float64())
			if !a.IsRoll() {
				n++
				if g, o := generic.Choose(m, a.Team), own.Choose(m, a.Team); g != o {
					t.Fatalf("game %d entry %d (%s): the contract's perfect coach %q, 4th Down's %q", i, m.Entries(), a.What, g, o)
				}
			}
			if err := m.Apply(engine.Token{Text: tok}); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Logf("%d choices agree", n)
}
