package solve

import (
	"bytes"
	"context"
	"slices"
	"testing"
)

// A solve gives the same bits however its jobs fall to its workers: with
// one worker, with three, and again with two (the runs a worker takes are
// worked out on their own, so the order of sums never depends on the
// scheduling). The cache file written from them is the same file.
func TestSolveIsDeterministic(t *testing.T) {
	r := tinyRules(t)
	var first *Solution
	for _, workers := range []int{1, 3, 2, 2} {
		sol, err := New(context.Background(), r, Options{Workers: workers})
		if err != nil {
			t.Fatal(err)
		}
		if first == nil {
			first = sol
			continue
		}
		for a := range sol.cached {
			if !bytes.Equal(sol.cached[a], first.cached[a]) {
				t.Fatalf("%d workers: float32 array %d differs from the solve with one", workers, a)
			}
		}
		// The float64 values too (a tiny ruleset keeps them all), to the bit.
		for a, pair := range [][2][]float64{{sol.style, first.style}, {sol.try, first.try}, {sol.untimed, first.untimed}, {sol.dist, first.dist}} {
			if !slices.Equal(pair[0], pair[1]) {
				t.Fatalf("%d workers: float64 array %d differs from the solve with one", workers, a)
			}
		}
	}
}
