package board

import (
	"context"
	"testing"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/games/fourthdown"
	"github.com/fourthdown/fourthdown/games/fourthdown/solve"
	"github.com/fourthdown/fourthdown/tracker"
)

// BenchmarkUpdate is one update of the board of a finished 4th Down game
// (97 entries): the record read and replayed, its state and view made,
// without the win chance and with its chart (4th Down's cached solution;
// solved first when not cached).
func BenchmarkUpdate(b *testing.B) {
	sol, err := solve.Load(context.Background(), fourthdown.FourthDown, solve.Options{Distances: true})
	if err != nil {
		b.Fatal(err)
	}
	v := solve.Values(sol)
	for _, bc := range []struct {
		name string
		opts Options
	}{{"without chart", Options{}}, {"with chart", Options{Values: func(*tracker.Game) engine.Valuer { return v }}}} {
		b.Run(bc.name, func(b *testing.B) {
			for b.Loop() {
				if _, err := build("../testdata/games/full-game-mixed-drives.fdr", &good{}, &bc.opts); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
