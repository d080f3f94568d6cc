package rollsolve

import (
	"math"
	"os"
	"sync"
	"testing"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/games/firstandroll"
)

func dice(t testing.TB, name string) *firstandroll.DiceSet {
	t.Helper()
	data, err := os.ReadFile("testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	d, err := firstandroll.ParseDice(data, name)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// shortGame is the game the checks solve: the all-or-nothing dice on a
// house track of one space a half, no timeouts, margins −3..3.
var shortGame = sync.OnceValues(func() (*Solution, error) {
	data, err := os.ReadFile("testdata/allornothing.yaml")
	if err != nil {
		return nil, err
	}
	d, err := firstandroll.ParseDice(data, "allornothing.yaml")
	if err != nil {
		return nil, err
	}
	return Solve(Options{House: firstandroll.House{Spaces: 1, Timeouts: -1}, Dice: d, Margin: 3})
})

func short(t *testing.T) *Solution {
	t.Helper()
	sol, err := shortGame()
	if err != nil {
		t.Fatal(err)
	}
	return sol
}

// TestBruteForce: the plain solver (brute_test.go), which plays every
// situation from its own score and lets the fold end the game, agrees
// with the solution everywhere to 1e-9.
func TestBruteForce(t *testing.T) {
	sol := short(t)
	br := newBrute(sol)
	if first := br.solve(1e-13, 1e-9); first > 1e-9 {
		t.Fatalf("the solution is not the brute force's fixed point: a sweep from it moves a value by %.3g", first)
	}
	worst := 0.0
	for k, v := range br.v {
		got, ok := sol.Value(k.sit, k.margin)
		if !ok {
			t.Fatalf("%+v: no value", k.sit)
		}
		worst = max(worst, math.Abs(got-v))
		if math.Abs(got-v) > 1e-9 {
			t.Errorf("%+v at margin %d: solver %v, brute force %v", k.sit, k.margin, got, v)
		}
	}
	t.Logf("%d situations × %d margins, %d sweeps, largest difference %.3g", len(sol.b.sits), sol.L, br.sweeps, worst)
}

// TestBellman: every value is what one more step of the game gives from
// the values it leads to (the fixed point), between 0 and 1, and every
// secret call's mix is an equilibrium of its matrix (its gap, what a
// coach could gain by deviating, is nil).
func TestBellman(t *testing.T) {
	sol := short(t)
	worst, gap := 0.0, 0.0
	for i, sit := range sol.b.sits {
		v := sol.ev.value(sol.b.root[i])
		for m := range sol.L {
			got := sol.val[i*sol.L+m]
			if got < 0 || got > 1 {
				t.Fatalf("%+v: value %v", sit, got)
			}
			worst = max(worst, math.Abs(v[m]-got))
		}
		if sit.Kind == firstandroll.SitPlay || sit.Kind == firstandroll.SitTwo {
			for m := -sol.M; m <= sol.M; m++ {
				_, _, _, mix, ok := sol.Calls(sit, m)
				if !ok {
					t.Fatalf("%+v: no calls", sit)
				}
				gap = max(gap, mix.Gap)
			}
		}
	}
	if worst > 1e-12 || gap > 1e-12 {
		t.Errorf("Bellman residual %.3g, equilibrium gap %.3g", worst, gap)
	}
}

// TestSolveStats: the solution covers both kickoffs and says what it cost.
func TestSolveStats(t *testing.T) {
	sol := short(t)
	st := sol.Stats
	if st.Situations == 0 || st.Nodes == 0 || len(st.Layers) == 0 {
		t.Fatalf("stats %+v", st)
	}
	h, a := sol.Start(engine.Home), sol.Start(engine.Away)
	if h <= 0 || h >= 1 || a <= 0 || a >= 1 {
		t.Errorf("start values %v %v", h, a)
	}
	t.Logf("%d situations, %d nodes, %d edges, %d fold entries; build %v, solve %v, %d sweeps; start: home receives %.9f, away receives %.9f",
		st.Situations, st.Nodes, st.Edges, st.Applies, st.Build, st.Solve, st.Sweeps, h, a)
}
