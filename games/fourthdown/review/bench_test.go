package review

import (
	"context"
	"testing"

	"github.com/fourthdown/fourthdown/games/fourthdown"
	"github.com/fourthdown/fourthdown/games/fourthdown/fdtest"
	"github.com/fourthdown/fourthdown/games/fourthdown/solve"
	"github.com/fourthdown/fourthdown/tracker"
)

// BenchmarkAnalyse reads the 28-drive game of the sheet tests against 4th
// Down's solution (read from the cache once): the scoresheet's analysis
// and review's reading, without the solution's load.
func BenchmarkAnalyse(b *testing.B) {
	sol, err := solve.Load(context.Background(), fourthdown.FourthDown, solve.Options{Distances: true})
	if err != nil {
		b.Fatal(err)
	}
	rec, err := tracker.ReadRecordFile("../../../sheets/testdata/long.fdr")
	if err != nil {
		b.Fatal(err)
	}
	g, err := tracker.Replay(rec)
	if err != nil {
		b.Fatal(err)
	}
	m := fdtest.Match(g)
	for b.Loop() {
		Analyse(sol, m)
	}
}
