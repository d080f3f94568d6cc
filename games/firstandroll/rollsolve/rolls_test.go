package rollsolve

import (
	"math"
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/fourthdown/fourthdown/games/firstandroll"
)

// TestRollsKernelIsTheGoLoop: the vector kernel of rolls (where the
// processor has it) gives every slot the same bits as the Go loop, on
// random programs of rolls of two and three faces followed by another op,
// at strides of one to eight blocks of eight lanes, and stops where the Go
// loop stops: the solution does not depend on the machine that solved it.
func TestRollsKernelIsTheGoLoop(t *testing.T) {
	if reflect.ValueOf(rolls).Pointer() == reflect.ValueOf(rollsGo).Pointer() {
		t.Skip("no vector kernel on this processor")
	}
	rng := rand.New(rand.NewPCG(5, 49))
	for round := range 200 {
		S := 8 * (1 + round%8)
		first := 1 + rng.IntN(5)
		ops := rng.IntN(40)
		var code []int32
		var probs []float64
		for k := range ops {
			n := 2 + rng.IntN(2)
			code = append(code, int32(kChance)|int32(n)<<8)
			w := 0.0
			for range n {
				code = append(code, int32(rng.IntN(first+k)*S))
				p := rng.Float64()
				probs, w = append(probs, p), w+p
			}
			for i := len(probs) - n; i < len(probs); i++ {
				probs[i] /= w
			}
		}
		slots := first + ops
		if round%3 == 0 {
			// Another op ends the run of rolls before the program's end.
			code = append(code, int32(kDecide)|2<<8, 0, 0, 0)
			slots++
		}
		a := make([]float64, slots*S)
		for i := range a[:first*S] {
			a[i] = rng.Float64()
		}
		want := append([]float64(nil), a...)
		c, q, o := rolls(code, probs, a, 0, 0, first*S, S)
		wc, wq, wo := rollsGo(code, probs, want, 0, 0, first*S, S)
		if c != wc || q != wq || o != wo {
			t.Fatalf("round %d: the kernel stopped at code %d, chance %d, slot %d; the Go loop at %d, %d, %d", round, c, q, o, wc, wq, wo)
		}
		for i := range a {
			if math.Float64bits(a[i]) != math.Float64bits(want[i]) {
				t.Fatalf("round %d, stride %d: [%d] = %v with the kernel, %v with the Go loop", round, S, i, a[i], want[i])
			}
		}
	}
}

// TestRollsGoPinned: solved with the Go loop of rolls (what a processor
// without AVX2 runs), the short house game's values are the pinned ones.
func TestRollsGoPinned(t *testing.T) {
	if testing.Short() {
		t.Skip("solves the short house game")
	}
	kernel := rolls
	rolls = rollsGo
	defer func() { rolls = kernel }()
	sol, err := Solve(Options{House: firstandroll.House{Spaces: 1, Timeouts: -1}, Dice: dice(t, "allornothing.yaml"), Margin: 3})
	if err != nil {
		t.Fatal(err)
	}
	if got := valuesHash(sol); got != pinnedShort {
		t.Errorf("the short house game solved by the Go loop: values hash %s, want %s", got, pinnedShort)
	}
}
