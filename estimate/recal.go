package estimate

import (
	"math"
)

// A table's chances, learned from games whose teams play otherwise than
// those it is read for and pulled toward coarser situations' means where
// a situation is seldom met (shrinkage), sit too near even: 1st & Roll's
// sample dice read a point or two low in the middle and high at 10–20%,
// while the game's coach wins 52.1% at home. A recalibration maps the
// table's chance v to g(v): g is piecewise linear through knots fitted on
// games held out from the building (the isotonic regression of their
// results on the table's chances, by bins of a tenth of a point), from
// (0, 0) to (1, 1), never decreasing: a team's best choice by the table
// stays its best.

// recal is a recalibration's knots: x the table's chances, y what they
// are read as; both increasing, from 0 to 1. None: the identity.
type recal struct {
	x, y []float64
	// from is, for each of recalSteps equal parts of [0, 1], the first
	// knot at or past its start (a table read is a lookup and a step or
	// two, not a binary search: the look ahead reads thousands a menu).
	from []uint16
}

// recalSteps are the parts of [0, 1] that from indexes.
const recalSteps = 1024

// index fills r.from for r's knots.
func (r *recal) index() {
	r.from = make([]uint16, recalSteps+1)
	i := 0
	for s := range r.from {
		for i < len(r.x) && r.x[i] < float64(s)/recalSteps {
			i++
		}
		r.from[s] = uint16(i)
	}
}

// fitBins are the recalibration's bins of the table's chance, a tenth
// of a point each: a game whose table holds few chances, each
// met often (the short house game), has them close together with results
// far apart, and a coarser bin's straight line read them far off (with
// 40 bins, its table measured on 100,000 other held-out games was
// calibrated within 8.9 points, 5.0 before recalibration, 1.2 with
// these); where the chances are many (1st & Roll's sample dice), the
// knots of bins of few games barely move (their noise) and the pooling
// smooths them.
const fitBins = 1000

// at is v recalibrated.
func (r *recal) at(v float64) float64 {
	if len(r.x) < 2 {
		return v
	}
	i := 0 // the first knot at or past v
	if s := v * recalSteps; s >= 0 && len(r.from) == recalSteps+1 {
		i = int(r.from[min(int(s), recalSteps)])
	}
	for i < len(r.x) && r.x[i] < v {
		i++
	}
	switch {
	case i == 0:
		return r.y[0]
	case i >= len(r.x):
		return r.y[len(r.y)-1]
	}
	x0, x1 := r.x[i-1], r.x[i]
	if x1 <= x0 {
		return r.y[i]
	}
	return r.y[i-1] + (r.y[i]-r.y[i-1])*(v-x0)/(x1-x0)
}

// fit is the recalibration of bins (the table's chances binned against
// held-out games' results): at each bin of 30 positions or more, a knot
// at its mean chance, moved toward its mean result by as much of the gap
// as the gap stands out of its noise (gap² / (gap² + standard error²):
// a bin measured no better than its gap moves half of it), then pooled
// where a knot would fall below the one before it (isotonic regression,
// pool-adjacent-violators, weighed by positions).
func fit(bins []Bin) recal {
	type knot struct{ x, y, w float64 }
	ks := []knot{{0, 0, math.Inf(1)}}
	for _, b := range bins {
		if b.N < 30 || b.Mean <= 0 || b.Mean >= 1 {
			continue
		}
		d := b.Outcome - b.Mean
		k := 0.0
		if d != 0 {
			k = d * d / (d*d + b.SE*b.SE)
		}
		ks = append(ks, knot{b.Mean, min(max(b.Mean+k*d, 0), 1), float64(b.N)})
	}
	ks = append(ks, knot{1, 1, math.Inf(1)})
	// Pool adjacent violators on y, keeping each pooled block's knots at
	// their own x with the block's weighed mean y.
	type block struct {
		y, w  float64
		first int
	}
	var bs []block
	for i, k := range ks {
		bs = append(bs, block{k.y, k.w, i})
		for len(bs) > 1 && bs[len(bs)-2].y > bs[len(bs)-1].y {
			a, b := bs[len(bs)-2], bs[len(bs)-1]
			w := a.w + b.w
			y := 0.0
			switch {
			case math.IsInf(a.w, 1):
				y = a.y
			case math.IsInf(b.w, 1):
				y = b.y
			default:
				y = (a.y*a.w + b.y*b.w) / w
			}
			bs = append(bs[:len(bs)-2], block{y, w, a.first})
		}
	}
	r := recal{x: make([]float64, len(ks)), y: make([]float64, len(ks))}
	for j, b := range bs {
		end := len(ks)
		if j+1 < len(bs) {
			end = bs[j+1].first
		}
		for i := b.first; i < end; i++ {
			r.x[i], r.y[i] = ks[i].x, b.y
		}
	}
	r.index()
	return r
}

// valid reports whether r's knots are a recalibration's, as fit makes
// them: x from 0 to 1 and increasing, y from 0 to 1 and never
// decreasing (a damaged file's are refused).
func (r *recal) valid() bool {
	n := len(r.x)
	if n < 2 || len(r.y) != n || r.x[0] != 0 || r.x[n-1] != 1 || r.y[0] != 0 || r.y[n-1] != 1 {
		return false
	}
	for i := 1; i < n; i++ {
		if !(r.x[i] > r.x[i-1]) || !(r.y[i] >= r.y[i-1]) {
			return false
		}
	}
	return true
}
