package budget

import (
	"github.com/fourthdown/fourthdown/games/fourthdown"
)

// Work estimates the time of solving r, in solves of 4th Down: the
// clocks solved, times what each clock costs by what sizes it, each
// measured apart on 4th Down (the processor time of a solve with that
// one thing changed, against 4th Down's; README: "House rules"):
//
//	twice the half                               2.0
//	a largest score of 12 (margins ±84, not ±48)  1.18
//	a largest score of 2 (margins ±16)            0.95
//	a d100 4th-down distance die                 1.76
//	a d100 drive die, every row its own          2.10
//	a d100 time die                              1.26
//	a d100 conversion die                        1.27
//	a d100 field-goal die                        1.30
//	a d1000 two-point die                        1.17
//	a d100 turnover die                          1.18
//
// Each factor is taken linear between 4th Down's die (its value) and the
// d100 measured (and the margins' between the three), and the factors
// multiply: two at once cost less than their product (a d100 drive die
// and a d100 distance die: 3.2 measured, 3.7 estimated; 1,000 blocks with
// margins ±16: 5.25 measured, 5.25 estimated), so the estimate is high
// rather than low.
func Work(r *fourthdown.Ruleset) float64 {
	s := Of(r, 0)
	w := float64(s.HalfBlocks+1) / 181
	w *= max(0.95, 1+0.0025*float64(s.L()-97))
	w *= factor(float64(decisions(s.MaxToGo)-decisions(20))/float64(decisions(100)-decisions(20)), 0.76)
	w *= factor(float64(r.DriveDie.Sides-20)/80, 1.10)
	w *= factor(float64(r.TimeDie.Sides-20)/80, 0.26)
	w *= factor(float64(r.ConvDie.Sides-20)/80, 0.27)
	w *= factor(float64(r.FGDie.Sides-20)/80, 0.30)
	w *= factor(float64(r.TwoDie.Sides-10)/90, 0.17)
	w *= factor(float64(r.TurnDie.Sides-20)/80, 0.18)
	return w
}

// factor is 1 + at·slope, at least a quarter (a smaller die costs less,
// never nothing).
func factor(at, slope float64) float64 { return max(1+at*slope, 0.25) }

// decisions counts the 4th-down decisions of a clock: one for each ball
// and yards to go, up to maxToGo and the goal line.
func decisions(maxToGo int) int {
	n := 0
	for b := 1; b <= 99; b++ {
		n += min(maxToGo, 100-b)
	}
	return n
}
