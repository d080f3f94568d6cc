package solve

import (
	"testing"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/estimate"
	"github.com/fourthdown/fourthdown/games/fourthdown"
	"github.com/fourthdown/fourthdown/games/fourthdown/houserules"
)

// TestEstimateAgainstExact: the estimate the app builds for a game it
// cannot solve, built for 4th Down from its own play, is measured
// against 4th Down's exact values at the positions of simulated games.
// The test's sizes are modest (ESTIMATE_GAMES, ESTIMATE_IMPROVE and
// ESTIMATE_COMPARE set the full measurement's); its bounds hold them.
func TestEstimateAgainstExact(t *testing.T) {
	if testing.Short() {
		t.Skip("builds an estimate and loads the exact values")
	}
	exact := fourthDownValues(t)
	start := func(r engine.Side) (engine.Core, error) {
		return fourthdown.NewMatch(fourthdown.DefaultTeams, fourthdown.FourthDown, r), nil
	}
	errs, report, err := estimate.Measure(estimate.Options{Start: start, Coach: houserules.Game.Coach,
		Games: estimate.EnvGames("ESTIMATE_GAMES", 20000), Improve: estimate.EnvGames("ESTIMATE_IMPROVE", 300), Rounds: estimate.EnvSize("ESTIMATE_ROUNDS", 1), Held: estimate.EnvSize("ESTIMATE_HELD", 2000), Seed: 3}, exact, estimate.EnvSize("ESTIMATE_COMPARE", 20), estimate.EnvSize("ESTIMATE_EVERY", 3), 99)
	if err != nil {
		t.Fatal(err)
	}
	t.Log(report)
	// Measured at these sizes: mean 1.52, 99th percentile 6.2 (the app's
	// sizes, 1,000 games, every 8th position, 1.03 and 4.47, within the
	// issue's 1.5 and 6). A chance looks ahead through 1,047 positions,
	// by 4th Down's length (ChartBudget: 1.64 and 6.9 through 257, 1.14
	// and 5.1 at the app's sizes), and through two more on a line while
	// the status stays (4th Down's games are short: ThroughLength); a
	// roll's faces that lead to the same situation are looked ahead
	// together. Before that and the heavier carry: 1.89 and 7.8 (2.04 and 11.2 at the
	// app's sizes); 2.3 and 11.6 before the table was recalibrated; 3.1
	// and 16.3 before a chance looked through a drive's rolls to where the
	// status shows them. The bounds leave room for another machine's
	// workers (each plays its own share of the games).
	if errs.Mean > 2.0 || errs.P99 > 9 {
		t.Errorf("the estimate is further from the exact values than measured before: %s", errs)
	}
}
