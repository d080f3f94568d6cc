package solve

import (
	"testing"

	"github.com/fourthdown/fourthdown/games/fourthdown"
	"github.com/fourthdown/fourthdown/games/fourthdown/houserules"
	"github.com/fourthdown/fourthdown/games/fourthdown/solve/budget"
)

// The memory a solve takes is the budget's (budget.Shape.Bytes): what a
// house-rules file is refused for is what the solver would have taken.
func TestSolveTakesTheBudgetsMemory(t *testing.T) {
	long, err := houserules.Parse([]byte("base: gridiron\nhalf_blocks: 300\ntime_die: d60\nrun: {distance: d100}\n"))
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range []*fourthdown.Ruleset{fourthdown.FourthDown, fourthdown.Gridiron, tinyRules(t), long} {
		sol := alloc(r, DefaultMargin(r))
		if err := sol.room(); err != nil {
			t.Fatal(err)
		}
		n := 8 * int64(len(sol.style)+len(sol.untimed)+len(sol.dist)+len(sol.decision)+len(sol.try))
		for _, c := range sol.cached {
			n += int64(len(c))
		}
		if want := budget.Of(r, 0).Bytes(); n != want {
			t.Errorf("%s: the solve takes %d bytes, the budget says %d", r.Name, n, want)
		}
		sol.free()
	}
}
