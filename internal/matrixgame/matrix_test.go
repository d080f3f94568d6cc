package matrixgame

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/fourthdown/fourthdown/engine"
)

func game(rows ...[]float64) *Matrix {
	g := &Matrix{R: len(rows), C: len(rows[0])}
	for i, r := range rows {
		copy(g.A[i][:], r)
	}
	return g
}

// TestMatrixKnown: games whose solutions are known in closed form.
func TestMatrixKnown(t *testing.T) {
	cases := []struct {
		name string
		g    *Matrix
		v    float64
		x, y []float64
	}{
		{"matching pennies", game([]float64{1, 0}, []float64{0, 1}), 0.5, []float64{0.5, 0.5}, []float64{0.5, 0.5}},
		{"saddle", game([]float64{0.3, 0.6}, []float64{0.4, 0.5}), 0.4, []float64{0, 1}, []float64{1, 0}},
		// 2x2 closed form: x1 = (d-c)/(a-b-c+d), v = (ad-bc)/(a-b-c+d).
		{"2x2", game([]float64{0.9, 0.2}, []float64{0.3, 0.6}), (0.9*0.6 - 0.2*0.3) / (0.9 - 0.2 - 0.3 + 0.6), []float64{0.3, 0.7}, []float64{0.4, 0.6}},
		{"rock paper scissors", game([]float64{0.5, 0, 1}, []float64{1, 0.5, 0}, []float64{0, 1, 0.5}), 0.5, []float64{1. / 3, 1. / 3, 1. / 3}, []float64{1. / 3, 1. / 3, 1. / 3}},
		// A constant row (a field goal: the defense's colour does not
		// matter) that beats the mixed value of the colours.
		{"constant row", game([]float64{0.5, 0, 1}, []float64{1, 0.5, 0}, []float64{0, 1, 0.5}, []float64{0.6, 0.6, 0.6}), 0.6, []float64{0, 0, 0, 1}, nil},
		{"dominated rows", game([]float64{0.5, 0, 1}, []float64{1, 0.5, 0}, []float64{0, 1, 0.5}, []float64{0.1, 0.1, 0.1}, []float64{0.4, 0, 0.9}), 0.5, []float64{1. / 3, 1. / 3, 1. / 3, 0, 0}, []float64{1. / 3, 1. / 3, 1. / 3}},
	}
	for _, c := range cases {
		m := c.g.Solve()
		if math.Abs(m.Value-c.v) > 1e-12 || m.Gap > 1e-12 {
			t.Errorf("%s: value %v gap %v, want %v", c.name, m.Value, m.Gap, c.v)
		}
		for i, p := range c.x {
			if math.Abs(m.X[i]-p) > 1e-12 {
				t.Errorf("%s: x = %v, want %v", c.name, m.X[:c.g.R], c.x)
				break
			}
		}
		for j, p := range c.y {
			if math.Abs(m.Y[j]-p) > 1e-12 {
				t.Errorf("%s: y = %v, want %v", c.name, m.Y[:c.g.C], c.y)
				break
			}
		}
	}
}

// TestMatrixRandom: on random games of every shape up to 6×3, the mixes
// found are optimal: neither player gains by deviating (the gap, checked
// here again from the mixes) and the value is what they give.
func TestMatrixRandom(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for n := range 20000 {
		g := &Matrix{R: 1 + r.IntN(MaxRows), C: 1 + r.IntN(MaxCols)}
		for i := range g.R {
			for j := range g.C {
				g.A[i][j] = r.Float64()
				if n%3 == 0 { // ties and constant rows, as a field goal's
					g.A[i][j] = float64(r.IntN(3)) / 2
				}
			}
		}
		m := g.Solve()
		sx, sy := 0.0, 0.0
		for i := range g.R {
			if m.X[i] < 0 {
				t.Fatalf("negative share %v", m.X)
			}
			sx += m.X[i]
		}
		for j := range g.C {
			sy += m.Y[j]
		}
		v, gap := g.gap(&m.X, &m.Y)
		if math.Abs(sx-1) > 1e-12 || math.Abs(sy-1) > 1e-12 || gap > 1e-12 || math.Abs(v-m.Value) > 1e-12 {
			t.Fatalf("game %d %v: mixes %v %v, value %v (%v), gap %v", n, g.A, m.X, m.Y, m.Value, v, gap)
		}
	}
}

func BenchmarkMatrix5x3(b *testing.B) {
	r := rand.New(rand.NewPCG(3, 4))
	gs := make([]Matrix, 256)
	for k := range gs {
		gs[k] = Matrix{R: 5, C: 3}
		for i := range 5 {
			for j := range 3 {
				gs[k].A[i][j] = r.Float64()
			}
		}
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		gs[i%len(gs)].Solve()
	}
}

// TestValueForIsSolveFor: ValueFor is SolveFor's value bit for bit, for
// either team choosing rows, on random games, saddle points among them
// (ties, constant rows, a dominant row), NaN and signed zeros included.
func TestValueForIsSolveFor(t *testing.T) {
	r := rand.New(rand.NewPCG(49, 5))
	odd := []float64{0, math.Copysign(0, -1), 1, 0.5, math.NaN(), math.Inf(1)}
	saddles := 0
	for n := range 20000 {
		g := &Matrix{R: 1 + r.IntN(MaxRows), C: 1 + r.IntN(MaxCols)}
		for i := range g.R {
			for j := range g.C {
				switch n % 4 {
				case 0:
					g.A[i][j] = r.Float64()
				case 1:
					g.A[i][j] = float64(r.IntN(3)) / 2
				case 2:
					g.A[i][j] = odd[r.IntN(len(odd))]
				case 3:
					g.A[i][j] = 0.5 + float64(i)/8 + r.Float64()/16 // row by row better: a saddle
				}
			}
		}
		if g.Solve().Gap == 0 {
			saddles++
		}
		for _, side := range engine.Sides {
			want, got := g.SolveFor(side).Value, g.ValueFor(side)
			if math.Float64bits(got) != math.Float64bits(want) {
				t.Fatalf("game %d %v, %s's rows: ValueFor %v, SolveFor %v", n, g.A, side, got, want)
			}
		}
	}
	if saddles < 2000 || saddles > 18000 {
		t.Errorf("%d saddle points in 20,000 games: the test does not try both paths enough", saddles)
	}
}
