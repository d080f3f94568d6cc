package solve

import (
	"context"
	"testing"

	"github.com/fourthdown/fourthdown/engine"
)

// BenchmarkBest is a perfect coach's choice of a play style (a cached
// solution).
func BenchmarkBest(b *testing.B) {
	sol, err := Load(context.Background(), engine.FourthDown, Options{Distances: true})
	if err != nil {
		b.Fatal(err)
	}
	s := engine.New(engine.FourthDown, engine.Home)
	s.Clock = 100
	for b.Loop() {
		sol.Best(&s)
	}
}
