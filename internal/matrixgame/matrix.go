// Package matrixgame solves small zero-sum matrix games exactly: two
// players choose at once without seeing each other (1st & Roll's secret
// calls, a timeout each team may take), each by an equilibrium mix. The
// exact solver and the estimate solve their calls' games with it.
package matrixgame

import (
	"math"

	"github.com/fourthdown/fourthdown/engine"
)

// MaxRows and MaxCols bound a matrix game: up to six calls of the row
// player against up to three of the column player's.
const (
	MaxRows = 6
	MaxCols = 3
)

// Matrix is a zero-sum matrix game: the row player gets A[i][j] and
// maximizes it, the column player minimizes it.
type Matrix struct {
	R, C int
	A    [MaxRows][MaxCols]float64
}

// Mix is an equilibrium of a matrix game: its value, the row player's
// mix X and the column player's Y; Gap is what the better of the two
// players could gain by deviating from the mixes (0 up to rounding): the
// certificate that they are optimal.
type Mix struct {
	Value float64
	X     [MaxRows]float64
	Y     [MaxCols]float64
	Gap   float64
}

// Solve finds an equilibrium of g exactly (up to rounding). Every matrix
// game has an optimal pair of mixes whose supports are the rows and
// columns of a square nonsingular submatrix on which both mixes equalize
// (Shapley and Snow, 1950), so trying every square submatrix — at most
// 20 + 45 + 20 of them for 6×3 — finds it; a pure saddle point is tried
// first. The pair returned is the one with the smallest Gap.
func (g *Matrix) Solve() Mix { return g.from(g.saddle()) }

// from is Solve from best, the best pure pair (saddle).
func (g *Matrix) from(best Mix) Mix {
	if best.Gap == 0 {
		return best
	}
	var rows [MaxRows]int
	var cols [MaxCols]int
	for k := 2; k <= min(g.R, g.C); k++ {
		forSubsets(g.R, k, rows[:k], func(I []int) {
			forSubsets(g.C, k, cols[:k], func(J []int) {
				if m, ok := g.square(I, J); ok && m.Gap < best.Gap {
					best = m
				}
			})
		})
		if best.Gap <= 1e-13 {
			break
		}
	}
	return best
}

// SolveFor is Solve when the row player is rows: the home team maximizes
// the entries (the home team's values), the away team minimizes them.
// The mixes are each player's; Value is the home team's.
func (g *Matrix) SolveFor(rows engine.Side) Mix {
	if rows == engine.Home {
		return g.Solve()
	}
	h := g.away()
	m := h.Solve()
	m.Value = 1 - m.Value
	return m
}

// ValueFor is SolveFor(rows).Value, the same bits, without the mixes
// where a saddle point decides it (most of a solver's games).
func (g *Matrix) ValueFor(rows engine.Side) float64 {
	if rows == engine.Home {
		return g.value()
	}
	h := g.away()
	return 1 - h.value()
}

// away is the game as the away team choosing rows sees it: each entry 1
// less the home team's.
func (g *Matrix) away() Matrix {
	h := Matrix{R: g.R, C: g.C}
	for i := range g.R {
		for j := range g.C {
			h.A[i][j] = 1 - g.A[i][j]
		}
	}
	return h
}

// value is Solve().Value, the pure pair found once.
func (g *Matrix) value() float64 {
	bi, bj, lo, hi := g.pure()
	if hi-lo == 0 {
		return g.A[bi][bj]
	}
	return g.from(g.pureMix(bi, bj, lo, hi)).Value
}

// saddle is the best pure pair: the row whose worst is best, the column
// whose best for the row player is worst; a saddle point when they agree.
func (g *Matrix) saddle() Mix { return g.pureMix(g.pure()) }

// pureMix is the pure pair row bi, column bj (pure's) as a Mix.
func (g *Matrix) pureMix(bi, bj int, lo, hi float64) Mix {
	m := Mix{Value: g.A[bi][bj], Gap: hi - lo}
	m.X[bi], m.Y[bj] = 1, 1
	return m
}

// pure is the best pure pair (saddle's) and what each guarantees: row bi
// the row player at least lo, column bj the column player at most hi.
func (g *Matrix) pure() (bi, bj int, lo, hi float64) {
	rows := g.A[:g.R]
	lo = math.Inf(-1)
	for i := range rows {
		w := math.Inf(1)
		for _, x := range rows[i][:g.C] {
			w = min(w, x)
		}
		if w > lo {
			bi, lo = i, w
		}
	}
	hi = math.Inf(1)
	for j := range g.C {
		b := math.Inf(-1)
		for i := range rows {
			b = max(b, rows[i][j])
		}
		if b < hi {
			bj, hi = j, b
		}
	}
	return bi, bj, lo, hi
}

// square is the pair of mixes that equalize the submatrix rows I, columns
// J, when both are mixes (no negative share); ok false otherwise.
func (g *Matrix) square(I, J []int) (Mix, bool) {
	k := len(I)
	// x over I: sum_i x_i A[i][j] - v = 0 for j in J, sum_i x_i = 1.
	var a [MaxCols + 1][MaxCols + 2]float64
	for r, j := range J {
		for c, i := range I {
			a[r][c] = g.A[i][j]
		}
		a[r][k] = -1
	}
	for c := range k {
		a[k][c] = 1
	}
	a[k][k+1] = 1
	x, ok := gauss(&a, k+1)
	if !ok {
		return Mix{}, false
	}
	var b [MaxCols + 1][MaxCols + 2]float64
	for r, i := range I {
		for c, j := range J {
			b[r][c] = g.A[i][j]
		}
		b[r][k] = -1
	}
	for c := range k {
		b[k][c] = 1
	}
	b[k][k+1] = 1
	y, ok := gauss(&b, k+1)
	if !ok {
		return Mix{}, false
	}
	var m Mix
	for c, i := range I {
		if x[c] < -1e-12 {
			return Mix{}, false
		}
		m.X[i] = max(x[c], 0)
	}
	for c, j := range J {
		if y[c] < -1e-12 {
			return Mix{}, false
		}
		m.Y[j] = max(y[c], 0)
	}
	normalize(m.X[:g.R])
	normalize(m.Y[:g.C])
	m.Value, m.Gap = g.gap(&m.X, &m.Y)
	return m, true
}

// gap is the value of mixes x and y and what the better deviation gains:
// the row player's best reply to y less the column player's best reply to x.
func (g *Matrix) gap(x *[MaxRows]float64, y *[MaxCols]float64) (float64, float64) {
	hi := math.Inf(-1)
	for i := range g.R {
		s := 0.0
		for j := range g.C {
			s += g.A[i][j] * y[j]
		}
		hi = max(hi, s)
	}
	lo := math.Inf(1)
	for j := range g.C {
		s := 0.0
		for i := range g.R {
			s += x[i] * g.A[i][j]
		}
		lo = min(lo, s)
	}
	v := 0.0
	for i := range g.R {
		for j := range g.C {
			v += x[i] * g.A[i][j] * y[j]
		}
	}
	return v, max(hi-lo, 0)
}

func normalize(p []float64) {
	s := 0.0
	for _, v := range p {
		s += v
	}
	for i := range p {
		p[i] /= s
	}
}

// gauss solves the n×n system in a (n+1 columns: the right-hand side
// last) by elimination with partial pivoting; false when singular.
func gauss(a *[MaxCols + 1][MaxCols + 2]float64, n int) ([MaxCols + 1]float64, bool) {
	var x [MaxCols + 1]float64
	for c := range n {
		p := c
		for r := c + 1; r < n; r++ {
			if math.Abs(a[r][c]) > math.Abs(a[p][c]) {
				p = r
			}
		}
		if math.Abs(a[p][c]) < 1e-14 {
			return x, false
		}
		a[c], a[p] = a[p], a[c]
		for r := c + 1; r < n; r++ {
			f := a[r][c] / a[c][c]
			for k := c; k <= n; k++ {
				a[r][k] -= f * a[c][k]
			}
		}
	}
	for r := n - 1; r >= 0; r-- {
		s := a[r][n]
		for k := r + 1; k < n; k++ {
			s -= a[r][k] * x[k]
		}
		x[r] = s / a[r][r]
	}
	return x, true
}

// forSubsets calls f with every k-subset of 0..n-1 in increasing order,
// in buf.
func forSubsets(n, k int, buf []int, f func([]int)) {
	var rec func(start, d int)
	rec = func(start, d int) {
		if d == k {
			f(buf)
			return
		}
		for i := start; i <= n-(k-d); i++ {
			buf[d] = i
			rec(i+1, d+1)
		}
	}
	rec(0, 0)
}
