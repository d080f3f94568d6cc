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
		Games: estimate.EnvSize("ESTIMATE_GAMES", 20000), Improve: estimate.EnvSize("ESTIMATE_IMPROVE", 300), Rounds: estimate.EnvSize("ESTIMATE_ROUNDS", 1), Held: estimate.EnvSize("ESTIMATE_HELD", 2000), Seed: 3}, exact, estimate.EnvSize("ESTIMATE_COMPARE", 20), estimate.EnvSize("ESTIMATE_EVERY", 3), 99)
	if err != nil {
		t.Fatal(err)
	}
	t.Log(report)
	// Measured at these sizes: mean 1.9, 99th percentile 7.8 (at 100
	// games compared, 2.0 and 9.3; the app's sizes, 1,000 games, every
	// 8th position, 2.04 and 11.2), a chance looking ahead through 257
	// positions, by 4th Down's length (ChartBudget); through 60, 2.1 and
	// 9.1 (2.3 and 11.2; 2.27 and 12.9). The
	// table is recalibrated on the held-out games (2,000: on 200 the fit
	// was noise, 2.4 rather than 2.1). Before: 2.3 and 11.6 (at 100
	// games, 2.2 and 11.0, each game's positions then of one pair of
	// coaches), 3.1 and 16.3 before a chance looked through a drive's
	// rolls to where the status shows them. A chance looks ahead through
	// 60 positions (a board reads one after every entry), and one more on
	// a line while the status stays. The targets, 1.5 and 6, are
	// not met: see the README. The bounds leave room for another
	// machine's workers (each plays its own share of the games).
	if errs.Mean > 2.4 || errs.P99 > 11 {
		t.Errorf("the estimate is further from the exact values than measured before: %s", errs)
	}
}
