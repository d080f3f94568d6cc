package solve

import (
	"math/rand/v2"
	"testing"
)

// addShifted is out[i] += p·v[clamp(i+delta)] (or of v's mirror image,
// 1 - v[n-1-j]), for every length, shift and side, unrolled or not.
func TestAddShifted(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for n := 1; n <= 13; n++ {
		for delta := -n - 2; delta <= n+2; delta++ {
			for _, mirror := range []bool{false, true} {
				v := make([]float64, n)
				out := make([]float64, n)
				want := make([]float64, n)
				for i := range v {
					v[i] = rng.Float64()
					out[i] = rng.Float64()
					want[i] = out[i]
				}
				p := rng.Float64()
				for i := range want {
					j := min(max(i+delta, 0), n-1)
					x := v[j]
					if mirror {
						x = 1 - v[n-1-j]
					}
					want[i] += p * x
				}
				addShifted(out, v, mirror, delta, p)
				for i := range out {
					if d := out[i] - want[i]; d > 1e-15 || d < -1e-15 {
						t.Fatalf("n %d delta %d mirror %v: out[%d] = %v, want %v", n, delta, mirror, i, out[i], want[i])
					}
				}
			}
		}
	}
}
