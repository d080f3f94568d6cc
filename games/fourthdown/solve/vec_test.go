package solve

import (
	"math"
	"math/rand/v2"
	"testing"
)

// The vector kernels (where the processor has them) give addScaled and
// addMirrored the same bits as the Go loops, for every length: the solution
// and its cache file do not depend on the machine that solved them.
func TestVectorKernelsAreTheGoLoops(t *testing.T) {
	if addScaled4 == nil {
		t.Skip("no vector kernels on this processor")
	}
	scaled, mirrored := addScaled4, addMirrored4
	defer func() { addScaled4, addMirrored4 = scaled, mirrored }()
	rng := rand.New(rand.NewPCG(5, 8))
	for n := 0; n <= 41; n++ {
		for _, f := range []struct {
			name string
			add  func(dst, src []float64, p float64)
		}{{"addScaled", addScaled}, {"addMirrored", addMirrored}} {
			src, dst := make([]float64, n), make([]float64, n)
			for i := range src {
				src[i], dst[i] = rng.Float64(), rng.Float64()*3-1
			}
			p := rng.Float64()
			want := append([]float64(nil), dst...)
			addScaled4, addMirrored4 = nil, nil
			f.add(want, src, p)
			addScaled4, addMirrored4 = scaled, mirrored
			f.add(dst, src, p)
			for i := range dst {
				if math.Float64bits(dst[i]) != math.Float64bits(want[i]) {
					t.Fatalf("%s, length %d: [%d] = %v with the vector kernel, %v with the Go loop", f.name, n, i, dst[i], want[i])
				}
			}
		}
	}
}
