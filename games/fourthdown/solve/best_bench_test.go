package solve

import (
	"context"
	"testing"

	"github.com/fourthdown/fourthdown/games/fourthdown"
)

// BenchmarkBest is a perfect coach's choice of a play style (a cached
// solution).
func BenchmarkBest(b *testing.B) {
	sol, err := Load(context.Background(), fourthdown.FourthDown, Options{Distances: true})
	if err != nil {
		b.Fatal(err)
	}
	s := fourthdown.New(fourthdown.FourthDown, fourthdown.Home)
	s.Clock = 100
	for b.Loop() {
		sol.Best(&s)
	}
}
