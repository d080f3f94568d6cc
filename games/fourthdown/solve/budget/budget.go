// Package budget is what a ruleset asks of the solver (package solve):
// the shape of its solution, the memory that takes, an estimate of the
// time, and the budget a ruleset may ask for. The solver sizes its arrays
// from Shape; a house-rules file beyond the budget is refused as it is
// read (package houserules), naming the field and the limit.
package budget

import (
	"fmt"

	"github.com/fourthdown/fourthdown/games/fourthdown"
)

// The budget a ruleset may ask of the solver (README: "House rules").
const (
	// MaxBytes is the memory of a solve's arrays: the float64 values it
	// works in and the float32 values it keeps (its whole memory is
	// about 30 MB more: the program itself; a solve for the cache holds
	// less, writing its distance values as it solves them).
	MaxBytes = 256 << 20
	// MaxWork is the time of a solve, in solves of 4th Down (Work is an
	// estimate).
	MaxWork = 4.0
	// Seconds is a solve of 4th Down's time on two cores, ≈ (measured
	// in quiet minutes: 2.3 s), for messages.
	Seconds = 2.3
	// MaxFaces is the most faces a die may have.
	MaxFaces = 100
	// MaxHalfBlocks is the longest half, whatever else the rules say.
	MaxHalfBlocks = 1000
	// CacheBytes bounds the solution cache: the solutions used least
	// lately are removed to keep it under this.
	CacheBytes = 1 << 30
)

// Shape is what sizes a solution of a ruleset.
type Shape struct {
	HalfBlocks int // clocks in a half, each solved in turn
	Margin     int // M: the values are kept for the margins -M..M
	Window     int // how many clocks back a drive can reach: the longest drive time + 1
	MaxToGo    int // the longest 4th-down distance (yards to go) a decision is kept for
}

// Margin is M for a ruleset: six of its largest scores (a touchdown with
// its best try, a field goal, a safety). Beyond that margin the values
// are 0 or 1 to far below a millionth (4th Down: M = 48; the worked
// examples' values agree with M = 100 to about 1e-12).
func Margin(r *fourthdown.Ruleset) int {
	most := max(r.FGPoints, r.SafetyPoints, r.TDPoints)
	if r.HasTry {
		most = max(most, r.TDPoints+max(r.KickPoints, r.TwoPoints))
	}
	return max(6*most, 16)
}

// Of is the shape of r's solution with margins -m..m (m <= 0: Margin(r)).
func Of(r *fourthdown.Ruleset, m int) Shape {
	if m <= 0 {
		m = Margin(r)
	}
	s := Shape{HalfBlocks: r.HalfBlocks, Margin: m}
	longest := r.TimeDie.Max()
	for st := range r.Tables {
		for _, row := range r.Tables[st].Rows {
			longest = max(longest, row.Time)
		}
		s.MaxToGo = max(s.MaxToGo, r.Tables[st].Distance.Max())
	}
	s.Window = min(longest+1, s.HalfBlocks+1)
	s.MaxToGo = min(s.MaxToGo, 100)
	return s
}

// L is the number of values per situation: one per margin.
func (s Shape) L() int { return 2*s.Margin + 1 }

// layers are the solution's layers: half 1 with either team receiving,
// half 2.
const layers = 3

// Work are the lengths of the float64 arrays a solve works in: the
// drives' and the untimed downs' values of the last Window clocks, the
// 4th-down distance rolls' (by play style) of the last Window clocks,
// the 4th-down decisions of one clock, and every clock's tries.
func (s Shape) Work() (style, untimed, dist, decision, try int) {
	ring := layers * s.Window * 101 * s.L()
	return ring, ring, ring * int(fourthdown.NumStyles), layers * 101 * (s.MaxToGo + 1) * s.L(), layers * (s.HalfBlocks + 1) * s.L()
}

// Kept are the lengths of the float32 arrays a solution keeps (and its
// cache files hold): the drives, tries, untimed downs and 4th-down
// distance rolls of every clock.
func (s Shape) Kept() [4]int {
	clocks := layers * (s.HalfBlocks + 1)
	return [4]int{clocks * 101 * s.L(), clocks * s.L(), layers * s.Window * 101 * s.L(),
		clocks * 101 * int(fourthdown.NumStyles) * s.L()}
}

// Bytes is the memory of a solve's arrays.
func (s Shape) Bytes() int64 {
	style, untimed, dist, decision, try := s.Work()
	n := 8 * int64(style+untimed+dist+decision+try)
	for _, k := range s.Kept() {
		n += 4 * int64(k)
	}
	return n
}

// Over is a ruleset beyond the budget: what it would ask for, and the
// longest half that would fit with the rest of its rules as they are (0:
// none).
type Over struct {
	Bytes         int64
	Work          float64
	MaxHalfBlocks int
}

// Check is nil when r's solve fits the budget, else by how much it does
// not.
func Check(r *fourthdown.Ruleset) *Over {
	if fits(r, r.HalfBlocks) {
		return nil
	}
	o := &Over{Bytes: Of(r, 0).Bytes(), Work: Work(r)}
	lo, hi := 0, min(r.HalfBlocks, MaxHalfBlocks+1) // fits(lo) (or lo = 0), not fits(hi)
	for hi-lo > 1 {
		if mid := (lo + hi) / 2; fits(r, mid) {
			lo = mid
		} else {
			hi = mid
		}
	}
	o.MaxHalfBlocks = lo
	return o
}

// fits reports whether r with halves of hb blocks fits the budget.
func fits(r *fourthdown.Ruleset, hb int) bool {
	c := *r
	c.HalfBlocks = hb
	return hb <= MaxHalfBlocks && Of(&c, 0).Bytes() <= MaxBytes && Work(&c) <= MaxWork
}

func (o *Over) Error() string {
	msg := fmt.Sprintf("solving these rules exactly would take ≈ %d MB of memory and ≈ %.1f times as long as 4th Down (≈ %.0f s, estimated); a ruleset may ask for at most %d MB and %.0f times (≈ %.0f s)",
		(o.Bytes+(1<<20)-1)>>20, o.Work, o.Work*Seconds, MaxBytes>>20, MaxWork, MaxWork*Seconds)
	if o.MaxHalfBlocks > 0 {
		return msg + fmt.Sprintf(": with the rest of these rules, half_blocks may be at most %d (or make the scores or dice smaller)", o.MaxHalfBlocks)
	}
	return msg + ": these scores and dice are too large even for a half of 1 block"
}
