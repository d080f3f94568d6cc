package firstandroll_test

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"runtime"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/fourthdown/fourthdown/coach"
	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/estimate"
	"github.com/fourthdown/fourthdown/games/firstandroll"
	"github.com/fourthdown/fourthdown/review"
)

// sampleHeader is a record's header naming the built-in sample dice.
type sampleHeader struct{ engine.NoHeader }

func (sampleHeader) Get(key string) (string, bool) {
	if key == "dice" {
		return firstandroll.SampleDice, true
	}
	return "", false
}

// sampleStart is 1st & Roll with the sample dice, r receiving.
func sampleStart(r engine.Side) (engine.Core, error) {
	g := firstandroll.Game{}
	return g.Start(engine.Setup{Teams: g.DefaultTeams(), Receives: r, Header: sampleHeader{}})
}

// benchEstimate is a small estimate of 1st & Roll with the sample dice,
// built once for the benchmarks (their speed does not hang on its size).
var benchEstimate = sync.OnceValues(func() (*estimate.Estimate, error) {
	return estimate.Build(context.Background(), estimate.Options{Start: sampleStart, Coach: firstandroll.Game{}.Coach,
		Games: 2000, Improve: 100, Rounds: 1, Held: -1, Seed: 2})
})

// coachGame is a game of the game's coach on both sides from seed: its
// start and its entries.
func coachGame(tb testing.TB, seed uint64) (engine.Core, []engine.Token) {
	tb.Helper()
	g := firstandroll.Game{}
	start, toks, err := playGame(seed, [2]engine.Chooser{g.Coach(seed), g.Coach(seed + 1)})
	if err != nil {
		tb.Fatal(err)
	}
	return start, toks
}

// playGame is a game of coaches from seed, the dice drawn by Legal's
// odds, the receiver by the seed: its start and its entries.
func playGame(seed uint64, coaches [2]engine.Chooser) (engine.Core, []engine.Token, error) {
	r := rand.New(rand.NewPCG(seed, 1))
	start, err := sampleStart(engine.Side(seed % 2))
	if err != nil {
		return nil, nil, err
	}
	m := start.Clone()
	var toks []engine.Token
	for !m.Next().Done {
		a, l := m.Next(), m.Legal()
		var tok string
		if l.Chance() {
			tok = l.Entries[l.CodeAt(r.IntN(l.Sum()))]
		} else if tok, _ = coach.Entry(m, a, &coaches); tok == "" {
			return nil, nil, fmt.Errorf("no coach answers the %s", a.What)
		}
		t := engine.Token{Text: tok, Digital: a.IsRoll()}
		if err := m.Apply(t); err != nil {
			return nil, nil, err
		}
		toks = append(toks, t)
	}
	return start, toks, nil
}

// sizedEstimate is the estimate a measurement reads: the file
// ESTIMATE_FILE names (one the app built and keeps), else a small one.
func sizedEstimate(tb testing.TB) *estimate.Estimate {
	tb.Helper()
	if path := os.Getenv("ESTIMATE_FILE"); path != "" {
		f, err := os.Open(path)
		if err != nil {
			tb.Fatal(err)
		}
		defer f.Close()
		e, err := estimate.Read(f)
		if err != nil {
			tb.Fatal(err)
		}
		return e
	}
	e, err := benchEstimate()
	if err != nil {
		tb.Fatal(err)
	}
	return e
}

// each is f(i) for i below n, run on every CPU; an error ends the test.
func each(t *testing.T, n int, f func(i int) (float64, error)) []float64 {
	t.Helper()
	out := make([]float64, n)
	errs := make([]error, n)
	var next atomic.Int64
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := int(next.Add(1)) - 1; i < n; i = int(next.Add(1)) - 1 {
				out[i], errs[i] = f(i)
			}
		}()
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		t.Fatal(err)
	}
	return out
}

// TestEstimateLuck: read against the estimate, every game of the game's
// coach (held out: seeds the estimate's building never used) has a
// ledger that adds up, result - start = luck + skill, to 1e-9; the mean
// luck of the games and its standard error are logged (an estimate's
// bias shows there). ESTIMATE_LUCK_GAMES sets the measurement's size.
func TestEstimateLuck(t *testing.T) {
	if testing.Short() {
		t.Skip("builds an estimate and reads games against it")
	}
	e := sizedEstimate(t)
	n := estimate.EnvSize("ESTIMATE_LUCK_GAMES", 40)
	g := firstandroll.Game{}
	lucks := each(t, n, func(i int) (float64, error) {
		seed := uint64(1e9 + i)
		start, toks, err := playGame(seed, [2]engine.Chooser{g.Coach(seed), g.Coach(seed + 7)})
		if err != nil {
			return 0, err
		}
		read, err := review.ReadChances(e, start, toks)
		if err != nil {
			return 0, err
		}
		l := read.Ledger
		if d := l.Result - l.Start - l.Luck - l.Skill; math.Abs(d) > 1e-9 {
			return 0, fmt.Errorf("game %d: the ledger is off by %g: %+v", i, d, l)
		}
		return l.Luck, nil
	})
	mean, se := meanSE(lucks)
	t.Logf("mean luck over %d games of the coach: %+.2f points of win chance for the home team, standard error %.2f", n, 100*mean, 100*se)
}

// TestEstimateStrength: the coach that plays from the estimate (the best
// by its values, engine.Perfect: `best`) against the game's own coach
// (`standard`), sides alternating: its share of the points (a tie
// counting half) with its standard error. ESTIMATE_STRENGTH_GAMES sets
// the measurement's size.
func TestEstimateStrength(t *testing.T) {
	if testing.Short() {
		t.Skip("builds an estimate and plays games with it")
	}
	e := sizedEstimate(t)
	n := estimate.EnvSize("ESTIMATE_STRENGTH_GAMES", 24)
	g := firstandroll.Game{}
	points := each(t, n, func(i int) (float64, error) {
		seed := uint64(2e9 + i)
		best := engine.Side(i % 2)
		var coaches [2]engine.Chooser
		coaches[best] = engine.Perfect(e, seed)
		coaches[best.Other()] = g.Coach(seed)
		start, toks, err := playGame(seed, coaches)
		if err != nil {
			return 0, err
		}
		m := start.Clone()
		if _, err := m.ApplyAll(toks); err != nil {
			return 0, err
		}
		switch st := m.Status(); {
		case st.Tie:
			return 0.5, nil
		case st.Winner == best:
			return 1, nil
		}
		return 0, nil
	})
	share, se := meanSE(points)
	t.Logf("best takes %.1f%% of the points against standard over %d games (standard error %.1f)", 100*share, n, 100*se)
	if min := 0.5 - 3*se; share < min {
		t.Errorf("best takes %.1f%% of the points against standard, below the %.1f%% that chance alone would leave to an equal coach", 100*share, 100*min)
	}
}

// meanSE is xs' mean and its standard error.
func meanSE(xs []float64) (mean, se float64) {
	for _, x := range xs {
		mean += x
	}
	mean /= float64(len(xs))
	for _, x := range xs {
		se += (x - mean) * (x - mean)
	}
	if len(xs) > 1 {
		se = math.Sqrt(se / float64(len(xs)-1) / float64(len(xs)))
	}
	return mean, se
}

// BenchmarkEstimateReview: review of a whole game of 1st & Roll by its
// estimate (each entry's chance, each choice's values), as `review
// --values estimate` reads it.
func BenchmarkEstimateReview(b *testing.B) {
	benchReading(b, func(e *estimate.Estimate, start engine.Core, toks []engine.Token) func() error {
		return func() error { _, err := review.Read(e, start, toks); return err }
	})
}

// BenchmarkEstimateChances: a game's chances after every entry of 1st &
// Roll by its estimate, what the board's chart reads when it first shows
// a game (review.ReadChances).
func BenchmarkEstimateChances(b *testing.B) {
	benchReading(b, func(e *estimate.Estimate, start engine.Core, toks []engine.Token) func() error {
		return func() error { _, err := review.ReadChances(e, start, toks); return err }
	})
}

// BenchmarkEstimateUpdate: the board's update after the last entry of a
// game of 1st & Roll by its estimate: the record replayed, its last
// entry's chance read (review.ReadChancesAfter, the others the last
// update's).
func BenchmarkEstimateUpdate(b *testing.B) {
	benchReading(b, func(e *estimate.Estimate, start engine.Core, toks []engine.Token) func() error {
		prev, err := review.ReadChances(e, start, toks[:len(toks)-1])
		if err != nil {
			b.Fatal(err)
		}
		return func() error { _, err := review.ReadChancesAfter(e, start, toks, prev); return err }
	})
}

// benchReading times, in CPU an operation, the reading that reader makes
// (its setup untimed) of a whole game of 1st & Roll's coach against its
// estimate.
func benchReading(b *testing.B, reader func(e *estimate.Estimate, start engine.Core, toks []engine.Token) func() error) {
	e := sizedEstimate(b)
	start, toks := coachGame(b, 4)
	read := reader(e, start, toks)
	cpu := startCPU(b)
	for range b.N {
		if err := read(); err != nil {
			b.Fatal(err)
		}
	}
	cpu.report(b)
	b.ReportMetric(float64(len(toks)), "entries")
}

// cpuClock is the process's CPU time at a benchmark's start: on a shared
// machine its CPU time an operation is steadier than the wall clock's.
type cpuClock time.Duration

func cpuNow() time.Duration {
	var u syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &u); err != nil {
		return 0
	}
	return time.Duration(u.Utime.Nano() + u.Stime.Nano())
}

func startCPU(b *testing.B) cpuClock {
	b.ResetTimer()
	return cpuClock(cpuNow())
}

// report adds the CPU milliseconds an operation took.
func (c cpuClock) report(b *testing.B) {
	b.ReportMetric(float64(cpuNow()-time.Duration(c))/1e6/float64(b.N), "cpu-ms/op")
}

// BenchmarkEstimateMenu: a menu's values (Choices) at each choice of a
// game of 1st & Roll, per menu.
func BenchmarkEstimateMenu(b *testing.B) {
	e := sizedEstimate(b)
	start, toks := coachGame(b, 5)
	var menus []engine.Core
	m := start.Clone()
	for _, tok := range toks {
		if a := m.Next(); !a.IsRoll() && len(m.Legal().Entries) > 1 {
			menus = append(menus, m.Clone())
		}
		if err := m.Apply(tok); err != nil {
			b.Fatal(err)
		}
	}
	cpu := startCPU(b)
	for i := range b.N {
		e.Choices(menus[i%len(menus)])
	}
	cpu.report(b)
}
