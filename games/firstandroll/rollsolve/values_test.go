package rollsolve

import (
	"context"
	"sync"
	"testing"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/engine/enginetest"
	"github.com/fourthdown/fourthdown/games/firstandroll"
)

// solvedShort is 1st & Roll on the short house game with the
// all-or-nothing dice, with its solution's values: the game the
// conformance suite plays (coach and all) to check the values.
type solvedShort struct {
	firstandroll.Game
	sol *Solution
}

func (g solvedShort) Start(s engine.Setup) (engine.Core, error) {
	st := firstandroll.NewHouse(s.Receives, g.sol.Opts.House).WithDice(g.sol.Opts.Dice)
	return firstandroll.NewMatch(s.Teams, st), nil
}

func (g solvedShort) Values(context.Context, engine.Match, engine.ValuesRequest) (engine.Valuer, error) {
	return g.sol.Valuer(), nil
}

// TestValuesConformance: the conformance suite's checks of a game's
// values hold for the solution at every entry of its random games: every
// value a chance, 1, ½ or 0 once the game is over; at a roll the mean of
// its faces' values by their odds (the Bellman check); at a choice each
// choice's value the value once it is made, the choosing team's value its
// best; at the secret calls (a Pair) the mixes chances whose mean is the
// value and neither team gains by leaving its mix; and each game's
// luck-and-skill ledger adds up.
//
// The suite's games are played at random and run up scores: the
// solution's margins reach ±30 here (beyond ±M a margin counts as ±M, and
// a value there is the capped game's, not the fold's), and a game whose
// margin leaves them is not played on (checked as it goes).
func TestValuesConformance(t *testing.T) {
	sol, err := wideGame()
	if err != nil {
		t.Fatal(err)
	}
	enginetest.Run(t, solvedShort{sol: sol}, enginetest.Games(12), enginetest.ValueTolerance(1e-9))
}

// wideGame is shortGame with margins −30..30.
var wideGame = sync.OnceValues(func() (*Solution, error) {
	short, err := shortGame()
	if err != nil {
		return nil, err
	}
	return Solve(Options{House: short.Opts.House, Dice: short.Opts.Dice, Margin: 30})
})

// TestValuesAtStart: the value of a match before its first entry is the
// solution's start value.
func TestValuesAtStart(t *testing.T) {
	sol := short(t)
	g := solvedShort{sol: sol}
	for _, r := range engine.Sides {
		m, _ := g.Start(engine.Setup{Teams: g.DefaultTeams(), Receives: r})
		if got, want := sol.Valuer().Value(m), sol.Start(r); got != want {
			t.Errorf("%s receives: Value %v, start %v", r, got, want)
		}
	}
}
