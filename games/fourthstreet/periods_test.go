package fourthstreet

import (
	"testing"

	"github.com/fourthdown/fourthdown/engine"
)

// TestQuarterEndingPlayInItsQuarter: the play that runs a quarter out, and
// the possession it ends, belong to that quarter at its end (0:00 left),
// before the quarter's end; the next possession begins after it. They
// were dated in the next quarter at its full clock, so the periods of the
// shared events went back.
func TestQuarterEndingPlayInItsQuarter(t *testing.T) {
	m := lastPlay(2, Away)
	applyLine(t, m, "slow")
	applyLine(t, m, "run 22 hurt def 6 1 2 in")
	evs, end := m.Shared(), -1
	for i, e := range evs {
		if i > 0 && e.Period < evs[i-1].Period {
			t.Fatalf("event %d (%+v) after %+v", i, e, evs[i-1])
		}
		if e.Kind == engine.EvPeriodEnd && e.Period == 2 {
			end = i
		}
	}
	if end < 2 {
		t.Fatalf("no end of the 2nd quarter after the play: %+v", evs)
	}
	for _, e := range evs[:end] {
		if e.Kind == engine.EvPlay && (e.Period != 2 || e.Clock != 0) {
			t.Errorf("the last play: %+v", e)
		}
	}
}
