package rollsolve

import (
	"context"
	"math"
	"os"
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
		Games: estimate.EnvGames("ESTIMATE_GAMES", 3000), Improve: estimate.EnvGames("ESTIMATE_IMPROVE", 200), Rounds: estimate.EnvSize("ESTIMATE_ROUNDS", 1), Held: estimate.EnvSize("ESTIMATE_HELD", 2000), Seed: 5}, sol.Valuer(), estimate.EnvSize("ESTIMATE_COMPARE", 12), estimate.EnvSize("ESTIMATE_EVERY", 1), 77)
	if err != nil {
		t.Fatal(err)
	}
	t.Log(report)
	// Measured at these sizes: a mean of 1.57 and a 99th percentile of
	// 5.7 points, a chance of this short game looking through a menu's
	// 3,000 positions (2.42 and 6.5 through 736; 2.86 and 12.1 through
	// 300 while its coach never played a one-space track's second half as
	// late in the game; 10.4 and 28.6 while overtime's receiver was the
	// home team's choice, which gave the home team a tie worth the
	// receiver's 90% and the coaches' play, which the estimate learns,
	// did not: the rules toss a coin). The largest errors left are the
	// first half's, where the coaches punt on 4th down and the estimate's
	// own play tries field goals from its own 25, and perfect play calls
	// a colour. The bounds catch a change for the worse; the README says
	// the figures at the app's sizes.
	if errs.Mean > 2.5 || errs.P99 > 8 {
		t.Errorf("the estimate is further from the exact values than measured before: %s", errs)
	}
}

// sampleHeader names the built-in sample dice.
type sampleHeader struct{ engine.NoHeader }

func (sampleHeader) Get(key string) (string, bool) {
	if key == "dice" {
		return firstandroll.SampleDice, true
	}
	return "", false
}

// TestEstimateCalibration: 1st & Roll's estimate with the sample dice
// (the file ESTIMATE_FILE names, one the app built, else a small one
// built here) is calibrated on games held out from its building, the
// table's chance at each position binned against the game's result: on
// games of the game's coach (`standard`, the games a league plays and
// the figure the estimate's own words give) and on games of the coach
// that plays from the estimate (`best`), whose play its values assume.
// ESTIMATE_CALIBRATION_GAMES sets the games; the gaps are logged, and on
// the coach's games a bin further from its games than five of its
// standard errors and 5 points fails. The best coach's are logged only:
// with the sample dice both teams find a first-down field goal best,
// which with the touchback after it uses no clock, and their games run
// until the estimate's coach leaves the loop at random (5,000 entries
// on), where a game without end has no chance to measure; and good play
// may favour the home team (as it did in the short house game while the
// home team chose overtime's receiver), which the values learned mostly
// from the coach's play do not know. Measured over
// 1,000 games: within 19.5 points, home winning more than estimated; the
// two causes are not yet measured apart.
func TestEstimateCalibration(t *testing.T) {
	if testing.Short() {
		t.Skip("builds an estimate and plays games with it")
	}
	g := firstandroll.Game{}
	start := func(r engine.Side) (engine.Core, error) {
		return g.Start(engine.Setup{Teams: g.DefaultTeams(), Receives: r, Header: sampleHeader{}})
	}
	o := estimate.Options{Start: start, Coach: g.Coach, Games: 1500, Improve: 100, Rounds: 1, Held: -1, Seed: 11}
	var e *estimate.Estimate
	if path := os.Getenv("ESTIMATE_FILE"); path != "" {
		f, err := os.Open(path)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		if e, err = estimate.Read(f); err != nil {
			t.Fatal(err)
		}
	} else {
		var err error
		if e, err = estimate.Build(context.Background(), o); err != nil {
			t.Fatal(err)
		}
	}
	var starts [2]engine.Core
	for _, r := range engine.Sides {
		s, err := start(r)
		if err != nil {
			t.Fatal(err)
		}
		starts[r] = s
	}
	n := estimate.EnvSize("ESTIMATE_CALIBRATION_GAMES", 60)
	for _, c := range []struct {
		name string
		by   *estimate.Estimate
	}{{"standard", nil}, {"best", e}} {
		o.Seed = 1e6
		bins, positions, err := estimate.Calibration(context.Background(), o, starts, e, c.by, n, nil)
		if err != nil {
			t.Fatal(err)
		}
		gap, se := estimate.Gap(bins)
		t.Logf("%s vs %s, %d games (%d positions): calibrated within %.1f points of win chance (a bin's standard error up to %.1f)", c.name, c.name, n, positions, 100*gap, 100*se)
		for i, b := range bins {
			if c.by == nil && b.N >= 30 && math.Abs(b.Mean-b.Outcome) > max(5*b.SE, 0.05) {
				t.Errorf("%s: bin %d: mean chance %.3f, mean result %.3f over %d positions (standard error %.3f)", c.name, i, b.Mean, b.Outcome, b.N, b.SE)
			}
		}
	}
}
