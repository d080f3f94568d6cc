package firstandroll_test

import (
	"testing"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/internal/testfiles"
)

// TestHalfEndingPlayInItsHalf: the play that runs a half out, and its
// score and the possession it ends, belong to that half, before its end;
// the next half's possession begins after it. They were dated in the next half at its full clock, after its
// start, so the periods of the shared events went back.
func TestHalfEndingPlayInItsHalf(t *testing.T) {
	files := testfiles.RollExamples(t, "game*.fdr")
	for _, f := range files {
		g, err := replayed(t, f)
		if err != nil {
			t.Fatal(err)
		}
		evs, ends := g.Match.Shared(), 0
		for i, e := range evs {
			if i > 0 && e.Period < evs[i-1].Period {
				t.Fatalf("%s: event %d (%+v) in period %d after %+v", f, i, e, e.Period, evs[i-1])
			}
			if e.Kind == engine.EvPeriodEnd && e.Period == 1 {
				ends++
				if p := evs[i-1]; p.Period != 1 {
					t.Errorf("%s: the event before the half's end: %+v", f, p)
				}
			}
		}
		if ends != 1 {
			t.Errorf("%s: %d ends of the 1st half", f, ends)
		}
	}
}
