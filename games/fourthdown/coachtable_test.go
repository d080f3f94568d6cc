package fourthdown

import "testing"

// The decision table answers as decide in every situation it covers
// (both built-in rulesets; every spot, yards to go, score from -12 to 12,
// both halves, clocks on each side of every threshold), and covers the
// situations of a game.
func TestCoachDecisionTableIsDecide(t *testing.T) {
	for _, name := range Names() {
		r, _ := Lookup(name)
		c := NewStandardCoach(1)
		c.prepare(r)
		n := 0
		for half := 1; half <= 2; half++ {
			for _, clock := range []int{-1, 0, 1, DesperateBlocks - 1, DesperateBlocks, DesperateBlocks + 1,
				LateBlocks - 1, LateBlocks, LateBlocks + 1, 100, r.HalfBlocks} {
				for m := -12; m <= 12; m++ {
					for dist := -1; dist <= 101; dist++ {
						for toGo := 0; toGo <= 40; toGo++ {
							for _, goal := range []bool{false, true} {
								got, ok := c.dec.lookup(dist, toGo, goal, m, half, clock)
								if !ok {
									continue
								}
								n++
								if want := c.decide(dist, toGo, goal, m, half, clock, dist <= r.FGRange); got != want {
									t.Fatalf("%s: half %d clock %d margin %d dist %d toGo %d goal %v: table %v, decide %v",
										name, half, clock, m, dist, toGo, goal, got, want)
								}
							}
						}
					}
				}
			}
		}
		if n < 1000000 {
			t.Errorf("%s: only %d situations covered", name, n)
		}
	}
}

// TestCoachChances: the chances the coach reads off the ruleset's tables,
// a conversion's of gaining at least so many yards and a field goal's of
// being good from so far.
func TestCoachChances(t *testing.T) {
	c := NewStandardCoach(1)
	c.prepare(FourthDown)
	for _, x := range []struct {
		yards int
		want  float64
	}{{1, 17.0 / 20}, {3, 13.0 / 20}, {10, 5.0 / 20}, {31, 1.0 / 20}} {
		if got := float64(c.pAtLeast[x.yards]) / one; got < x.want-1e-4 || got > x.want+1e-4 {
			t.Errorf("a conversion of %d yards: %.4f, want %.4f", x.yards, got, x.want)
		}
	}
	for _, x := range []struct {
		dist int
		want float64
	}{{15, 19.0 / 20}, {25, 17.0 / 20}, {35, 12.0 / 20}, {45, 4.0 / 20}, {46, 0}, {51, 0}} {
		if got := float64(c.pFG[x.dist]) / one; got < x.want-1e-4 || got > x.want+1e-4 {
			t.Errorf("a field goal from %d: %.4f, want %.4f", x.dist, got, x.want)
		}
	}
}
