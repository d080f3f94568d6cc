package estimate

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"time"

	"github.com/fourthdown/fourthdown/coach"
	"github.com/fourthdown/fourthdown/engine"
)

// Errors are an estimate's errors against exact values at the positions
// of simulated games (Compare), in points of win chance.
type Errors struct {
	Positions, Games int
	Mean, P99, Max   float64
}

// String words the errors for people.
func (e Errors) String() string {
	return fmt.Sprintf("mean |error| %.2f points of win chance, 99th percentile %.2f, over %d positions of %d games", e.Mean, e.P99, e.Positions, e.Games)
}

// Compare plays games (the game's coach on both sides, new for each
// game; the dice drawn by Legal's odds, seeded by seed) from
// start(receiver), and at every every-th position of each compares est's
// value with exact's: the errors in points of win chance. The positions
// are the full matches' (not search states), as a view asks them.
func Compare(start func(engine.Side) (engine.Core, error), newCoach func(uint64) engine.Chooser, exact, est engine.Valuer, games, every int, seed uint64) (Errors, error) {
	r := rand.New(rand.NewPCG(seed, seed^0xc0ffee))
	var errs []float64
	for g := range games {
		coaches := [2]engine.Chooser{newCoach(r.Uint64()), newCoach(r.Uint64())} // new for each game (player.coaches)
		s, err := start(engine.Side(g % 2))
		if err != nil {
			return Errors{}, err
		}
		m := s.Clone()
		for n := 0; n < maxEntries; n++ {
			a := m.Next()
			if a.Done {
				break
			}
			if n%every == 0 {
				errs = append(errs, 100*math.Abs(est.Value(m)-exact.Value(m)))
			}
			l := m.Legal()
			var tok string
			if l.Chance() {
				tok = l.Entries[l.CodeAt(r.IntN(l.Sum()))]
			} else if tok, _ = coach.Entry(m, a, &coaches); tok == "" {
				tok = l.Entries[0]
			}
			if err := m.Apply(engine.Token{Text: tok, Digital: a.IsRoll()}); err != nil {
				return Errors{}, err
			}
		}
	}
	return summarize(errs, games), nil
}

// summarize is the mean, 99th percentile and largest of errs.
func summarize(errs []float64, games int) Errors {
	out := Errors{Positions: len(errs), Games: games}
	if len(errs) == 0 {
		return out
	}
	slices.Sort(errs)
	sum := 0.0
	for _, x := range errs {
		sum += x
	}
	out.Mean = sum / float64(len(errs))
	out.P99 = errs[min(len(errs)-1, int(0.99*float64(len(errs))))]
	out.Max = errs[len(errs)-1]
	return out
}

// Measure builds an estimate with o and compares it with exact at every
// every-th position of games games of the game's coach (Compare, seeded
// by seed): the errors, and a line for a test's log with the build's time
// and size and the estimate's own measured words. The measurements
// against exact values (the solved games' tests) are this one.
func Measure(o Options, exact engine.Valuer, games, every int, seed uint64) (Errors, string, error) {
	t0 := time.Now()
	est, err := Build(context.Background(), o)
	if err != nil {
		return Errors{}, "", err
	}
	built := time.Since(t0)
	errs, err := Compare(o.Start, o.Coach, exact, est, games, every, seed)
	if err != nil {
		return Errors{}, "", err
	}
	return errs, fmt.Sprintf("built in %v, %d cells; %s; max %.2f; %s", built.Round(time.Millisecond), est.Cells(), errs, errs.Max, est.Measured()), nil
}

// EnvSize is the environment's number called name (a measurement's size
// set larger than a test's), else def.
func EnvSize(name string, def int) int {
	if n, err := strconv.Atoi(os.Getenv(name)); err == nil && n > 0 {
		return n
	}
	return def
}

// EnvGames is EnvSize for a round's games (Options.Games, Improve), where
// the word "app" leaves them to the game's length as the app's build does
// (0).
func EnvGames(name string, def int) int {
	if os.Getenv(name) == "app" {
		return 0
	}
	return EnvSize(name, def)
}
