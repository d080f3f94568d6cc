package fourthstreet

import (
	"strings"
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

// TestQuarterEndsWordedAsEveryGame: a quarter's end is said with the
// score in every game's words (engine.Teams.EndOf), at the table and in
// the log: the 2nd quarter's is the first half's, the 4th's regulation's
// when the game is tied; they said "end of Q2" without the score.
func TestQuarterEndsWordedAsEveryGame(t *testing.T) {
	for _, c := range []struct {
		q    int
		want string
	}{{1, "END OF FIRST QUARTER: Bills 0, Jets 0"}, {2, "END OF FIRST HALF: Bills 0, Jets 0"},
		{3, "END OF THIRD QUARTER: Bills 0, Jets 0"}, {4, "END OF REGULATION: Bills 0, Jets 0"}} {
		m := played(t, c.q, 1, 50, "run 00 in")
		u := &m.Units[len(m.Units)-1]
		if got := m.UnitText(u); !strings.Contains(got, c.want) {
			t.Errorf("Q%d's end in the log: %q, want %q", c.q, got, c.want)
		}
		found := false
		for _, l := range m.unitLines(u) {
			found = found || l.Text == c.want && l.Strong
		}
		if !found {
			t.Errorf("Q%d's end at the table: %v, want %q in bold", c.q, m.unitLines(u), c.want)
		}
	}
}
