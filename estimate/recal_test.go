package estimate

import (
	"context"
	"math"
	"slices"
	"sync/atomic"
	"testing"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/games/coingame"
)

// TestRecalFit: a recalibration moves each bin's knot toward its mean
// result by as much of the gap as stands out of its noise, never
// decreases, runs from (0, 0) to (1, 1), and reads between its knots by
// a straight line; bins that are calibrated are read as they are.
func TestRecalFit(t *testing.T) {
	bins := []Bin{
		{N: 1000, Mean: 0.2, Outcome: 0.18, SE: 0}, // all of the gap
		{N: 1000, Mean: 0.4, Outcome: 0.44, SE: 0.04},
		{N: 10, Mean: 0.5, Outcome: 0.9, SE: 0}, // too few positions: no knot
		{N: 1000, Mean: 0.6, Outcome: 0.6, SE: 0.01},
		{N: 1000, Mean: 0.8, Outcome: 0.75, SE: 0},
	}
	r := fit(bins)
	if !r.valid() {
		t.Fatalf("fit made knots a file would refuse: %v %v", r.x, r.y)
	}
	want := map[float64]float64{0: 0, 0.2: 0.18, 0.4: 0.42, 0.6: 0.6, 0.8: 0.75, 1: 1, 0.1: 0.09, 0.7: 0.675, 0.9: 0.875}
	for v, w := range want {
		if got := r.at(v); math.Abs(got-w) > 1e-12 {
			t.Errorf("recalibrated %.2f = %.6f, want %.6f", v, got, w)
		}
	}
	var many []Bin // a thousand knots, some pooled
	for i := range 1000 {
		m := (float64(i) + 0.5) / 1000
		many = append(many, Bin{N: 100, Mean: m, Outcome: min(max(m+0.01*math.Sin(float64(i)), 0), 1), SE: 0.001})
	}
	for _, r := range []recal{r, fit(many)} {
		checkIndex(t, r)
	}
	if got := (&recal{}).at(0.37); got != 0.37 {
		t.Errorf("no recalibration read 0.37 as %v", got)
	}
	// A knot below the one before it is pooled with it: the map never
	// decreases.
	r = fit([]Bin{{N: 100, Mean: 0.3, Outcome: 0.5}, {N: 300, Mean: 0.4, Outcome: 0.3}})
	if !r.valid() || r.y[1] != r.y[2] || math.Abs(r.y[1]-0.35) > 1e-12 {
		t.Errorf("pooled knots %v at %v, want both 0.35", r.y, r.x)
	}
	for _, bad := range []recal{
		{x: []float64{0, 0.5, 0.4, 1}, y: []float64{0, 0.4, 0.5, 1}},
		{x: []float64{0, 0.4, 0.5, 1}, y: []float64{0, 0.5, 0.4, 1}},
		{x: []float64{0, 0.5, 0.9}, y: []float64{0, 0.5, 1}},
		{x: []float64{0, math.NaN(), 1}, y: []float64{0, 0.5, 1}},
		{x: []float64{0}, y: []float64{0}},
	} {
		if bad.valid() {
			t.Errorf("knots %v → %v read as a recalibration", bad.x, bad.y)
		}
	}
}

// checkIndex: r's index finds the knot a binary search would, at the
// knots, between them and past either end.
func checkIndex(t *testing.T, r recal) {
	t.Helper()
	ref := func(v float64) float64 {
		i, _ := slices.BinarySearch(r.x, v)
		switch {
		case i == 0:
			return r.y[0]
		case i >= len(r.x):
			return r.y[len(r.y)-1]
		}
		return r.y[i-1] + (r.y[i]-r.y[i-1])*(v-r.x[i-1])/(r.x[i]-r.x[i-1])
	}
	vs := append([]float64{-0.5, 1.5, 1}, r.x...)
	for k := range 5000 {
		vs = append(vs, float64(k)/4999, float64(k)/1024)
	}
	for _, v := range vs {
		if got, want := r.at(v), ref(v); got != want {
			t.Errorf("recalibrated %v = %v, a binary search %v", v, got, want)
		}
	}
}

// TestKeysLooseBall: a situation before a kickoff (no spot) has keys of
// its own at every level that reads the spot, never those of a team
// with the ball near the home goal line (which read the away team close
// to scoring), and the same keys wherever the stale spot lies.
func TestKeysLooseBall(t *testing.T) {
	k := keyer{clock: clockGroups(15)}
	kickoff := engine.Status{Period: 2, Clock: 7, Score: [2]int{13, 10}, Possession: engine.Away, Ball: 66, Timeouts: [2]int{3, 3}}
	loose := k.keys(kickoff, 0, tail{}, engine.Home)
	stale := kickoff
	stale.Ball = 3
	if again := k.keys(stale, 0, tail{}, engine.Home); again != loose {
		t.Errorf("a kickoff's keys read its stale spot: %x, %x", loose, again)
	}
	for ball := range 101 {
		held := kickoff
		held.HasBall, held.Ball = true, ball
		ks := k.keys(held, 0, tail{}, engine.Home)
		for i := range levels {
			if ks[i] == loose[i] {
				t.Errorf("level %d: a kickoff's key is that of the away team with the ball at %d", i, ball)
			}
		}
	}
}

// TestCoachNewEachGame: the games an estimate learns from first and is
// measured on are each played by coaches of their own (player.coaches):
// two a game, the estimate's own coach's games none.
func TestCoachNewEachGame(t *testing.T) {
	var made atomic.Int64
	counted := func(seed uint64) engine.Chooser {
		made.Add(1)
		return coingame.Game{}.Coach(seed)
	}
	o := Options{Start: coinStart, Coach: counted, Games: 300, Improve: 50, Rounds: 1, Held: 100, Seed: 4, Workers: 2}
	if _, err := Build(context.Background(), o); err != nil {
		t.Fatal(err)
	}
	if got, want := made.Load(), int64(2*(300+2*100)); got != want {
		t.Errorf("building made %d coaches, want %d: two for each of the first round's and the held-out games", got, want)
	}
}

// TestValueBudget: a chance looks ahead through ChartBudget positions
// over a game's entries, within its bounds: 1st & Roll's 540 entries 244,
// 4th Down's 126 entries 1,047, the short house game's 44 a menu's 3,000,
// a game of 5,000 entries at least DefaultValueBudget.
func TestValueBudget(t *testing.T) {
	for entries, want := range map[float64]int{540: 244, 542: 243, 126: 1047, 44: MaxValueBudget, 10: MaxValueBudget, 5000: DefaultValueBudget, 0: DefaultValueBudget, math.NaN(): DefaultValueBudget} {
		if got := valueBudget(entries); got != want {
			t.Errorf("games of %v entries: a chance's budget %d, want %d", entries, got, want)
		}
	}
}

// TestFirstGames: the first round plays about firstPositions' worth of
// games of the game's coach: 1st & Roll's 540 entries 20,000 (as it
// always did), 4th Down's 126 entries 79,365, the short house game's 44
// 227,272, a game of 10 at most maxFirstGames.
func TestFirstGames(t *testing.T) {
	for entries, want := range map[float64]int{540: 20000, 500: 20000, 126: 79365, 44: 227272, 10: maxFirstGames, 0: 20000, math.NaN(): 20000} {
		if got := firstGames(entries); got != want {
			t.Errorf("games of %v entries: %d first-round games, want %d", entries, got, want)
		}
	}
}

// TestImproveGames: each later round plays about improvePositions' worth
// of games of the estimate's coach: 1st & Roll's 540 entries 1,500 (as
// it always did), 4th Down's 126 entries 6,428, the short house game's
// 44 18,409, a game of 10 at most maxImproveGames.
func TestImproveGames(t *testing.T) {
	for entries, want := range map[float64]int{540: 1500, 542: 1500, 300: 2700, 126: 6428, 44: 18409, 10: maxImproveGames, 5000: 1500, 0: 1500, math.NaN(): 1500} {
		if got := improveGames(entries); got != want {
			t.Errorf("games of %v entries: %d games a later round, want %d", entries, got, want)
		}
	}
}

// TestValueThrough: a chance of a game of at most ThroughLength entries
// looks through two positions past its budget, a longer game's one.
func TestValueThrough(t *testing.T) {
	for entries, want := range map[float64]int{540: 1, 271: 1, 270: 2, 126: 2, 44: 2, 0: 1, math.NaN(): 1} {
		if got := valueThrough(entries); got != want {
			t.Errorf("games of %v entries: a chance looks through %d, want %d", entries, got, want)
		}
	}
}
