package rollsolve

import (
	"testing"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/estimate"
	"github.com/fourthdown/fourthdown/games/firstandroll"
)

// TestEstimateAgainstExact: the estimate the app builds for 1st & Roll,
// which it cannot solve, built for a short house game from its own play
// (its coach, its secret calls solved as matrix games), is measured
// against the house game's exact values at the positions of simulated
// games. The test's sizes are modest (ESTIMATE_GAMES, ESTIMATE_IMPROVE,
// ESTIMATE_ROUNDS and ESTIMATE_COMPARE set the full measurement's).
func TestEstimateAgainstExact(t *testing.T) {
	if testing.Short() {
		t.Skip("builds an estimate and solves the house game")
	}
	sol, err := wideGame()
	if err != nil {
		t.Fatal(err)
	}
	g := firstandroll.Game{}
	start := func(r engine.Side) (engine.Core, error) {
		return firstandroll.NewMatch(g.DefaultTeams(), firstandroll.NewHouse(r, sol.Opts.House).WithDice(sol.Opts.Dice)), nil
	}
	errs, report, err := estimate.Measure(estimate.Options{Start: start, Coach: g.Coach,
		Games: estimate.EnvSize("ESTIMATE_GAMES", 3000), Improve: estimate.EnvSize("ESTIMATE_IMPROVE", 200), Rounds: estimate.EnvSize("ESTIMATE_ROUNDS", 1), Held: 200, Seed: 5}, sol.Valuer(), estimate.EnvSize("ESTIMATE_COMPARE", 12), estimate.EnvSize("ESTIMATE_EVERY", 1), 77)
	if err != nil {
		t.Fatal(err)
	}
	t.Log(report)
	// Measured at these sizes: a mean of 13.7 and a 99th percentile of
	// 33 points (11.2 and 30 when a chance looked ahead through 3,000
	// positions rather than 60), far from the targets (1.5 and
	// 6). Most of it is not the table's: in this house game 60% of the
	// coach's games go to overtime and 43% end tied, and perfect play
	// makes the home team a 58–63% favourite from either kickoff while
	// the coaches' play (which the estimate learns) is an even game; the
	// largest errors are at the kickoff and the first plays. The bounds
	// catch a change for the worse, the README says the figures.
	if errs.Mean > 16 || errs.P99 > 40 {
		t.Errorf("the estimate is further from the exact values than measured before: %s", errs)
	}
}
