package solve

import (
	"context"
	"os"
	"strconv"
	"testing"
	"time"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/estimate"
	"github.com/fourthdown/fourthdown/games/fourthdown"
	"github.com/fourthdown/fourthdown/games/fourthdown/houserules"
)

// envInt is the environment's number called name, else def.
func envInt(name string, def int) int {
	if n, err := strconv.Atoi(os.Getenv(name)); err == nil && n > 0 {
		return n
	}
	return def
}

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
	t0 := time.Now()
	est, err := estimate.Build(context.Background(), estimate.Options{Start: start, Coach: houserules.Game.Coach,
		Games: envInt("ESTIMATE_GAMES", 20000), Improve: envInt("ESTIMATE_IMPROVE", 300), Rounds: envInt("ESTIMATE_ROUNDS", 1), Held: 200, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	built := time.Since(t0)
	errs, err := estimate.Compare(start, houserules.Game.Coach, exact, est, envInt("ESTIMATE_COMPARE", 20), envInt("ESTIMATE_EVERY", 3), 99)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("built in %v, %d cells; %s; max %.2f; %s", built.Round(time.Millisecond), est.Cells(), errs, errs.Max, est.Measured())
	// Measured at these sizes: mean 2.6, 99th percentile 9.4 (the issue's
	// targets, 1.5 and 6, are not met yet: see the README).
	if errs.Mean > 4 || errs.P99 > 15 {
		t.Errorf("the estimate is further from the exact values than measured before: %s", errs)
	}
}
