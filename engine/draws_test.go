package engine

import (
	"math/rand/v2"
	"testing"
	"unsafe"
)

// Draws draws what rand.Rand draws from the same PCG, number for number:
// a simulation's records stay the same whichever it uses.
func TestDrawsAsRand(t *testing.T) {
	sizes := []int{1, 2, 3, 6, 7, 8, 18, 100, 1 << 20, 1<<32 + 1, 1<<62 + 12345, 1<<63 - 1}
	for seed := range uint64(20) {
		d, r := NewDraws(seed, seed*31+7), rand.New(rand.NewPCG(seed, seed*31+7))
		for i := range 2000 {
			n := sizes[i%len(sizes)]
			if got, want := d.IntN(n), r.IntN(n); got != want {
				t.Fatalf("seed %d, draw %d of IntN(%d): %d, rand.Rand draws %d", seed, i, n, got, want)
			}
			if i%97 == 0 && d.Uint64() != r.Uint64() {
				t.Fatalf("seed %d, draw %d: Uint64 differs", seed, i)
			}
		}
	}
	defer func() {
		if recover() == nil {
			t.Error("IntN(0) did not panic")
		}
	}()
	NewDraws(1, 2).IntN(0)
}

// DrawFace of FaceCodes draws as DrawSums of the RunningSums of the same
// weights: the same code, the same draws taken.
func TestDrawFaceAsDrawSums(t *testing.T) {
	for _, weights := range [][]int{nil, {1}, {3}, {1, 1, 1, 1, 1, 1}, {2, 1, 3}, {1, 5, 1, 11}, {0}, {0, 0}, {0, 2, 0, 1}} {
		sums, faces := RunningSums(weights), FaceCodes(weights)
		a, b := NewDraws(3, 5), NewDraws(3, 5)
		for i := range 200 {
			if x, y := DrawSums(a, sums), DrawFace(b, faces); x != y || *a != *b {
				t.Fatalf("weights %v, draw %d: DrawSums %d, DrawFace %d (the draws then equal: %v)", weights, i, x, y, *a == *b)
			}
		}
	}
}

// A generator fills cache lines of its own (128 bytes, two lines, as the
// processor's prefetcher pairs them): one made beside another worker's,
// or another coach's, shares no line that both write at every draw.
func TestDrawsOwnLines(t *testing.T) {
	if size := unsafe.Sizeof(Draws{}); size < 128 {
		t.Errorf("a generator takes %d bytes: two made one after the other would share a cache line", size)
	}
}
