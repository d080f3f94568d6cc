package solve

import (
	"context"
	"testing"

	"github.com/fourthdown/fourthdown/games/fourthdown"
)

// BenchmarkSolve solves 4th Down from nothing (both cores).
func BenchmarkSolve(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := New(context.Background(), fourthdown.FourthDown, Options{}); err != nil {
			b.Fatal(err)
		}
	}
}
