package fdsim

import (
	"context"
	"testing"

	"github.com/fourthdown/fourthdown/games/fourthdown"
)

// BenchmarkGame plays one full game per op with the default coaches.
func BenchmarkGame(b *testing.B) {
	p := NewPlayer(fourthdown.FourthDown, 1, 0, nil)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := p.Play(); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(p.Stats.Entries), "ns/entry")
	b.ReportMetric(float64(p.Stats.Entries)/float64(p.Stats.Games), "entries/game")
}

// BenchmarkSimulate2Workers runs Simulate with two workers; games/s is the
// figure issue 6 asks for (>= 1,000,000 on two cores).
func BenchmarkSimulate2Workers(b *testing.B) {
	b.ReportAllocs()
	var games int64
	for b.Loop() {
		run, err := Simulate(context.Background(), Options{Games: 200000, Seed: 1, Workers: 2})
		if err != nil {
			b.Fatal(err)
		}
		games += run.Stats.Games
	}
	b.ReportMetric(float64(games)/b.Elapsed().Seconds(), "games/s")
}
