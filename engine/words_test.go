package engine

import "testing"

// The period words every game shares: a period's mark (OT in overtime)
// and what its end ends.
func TestPeriodWords(t *testing.T) {
	halves := Timeline{Periods: 2, Break: 1}
	quarters := Timeline{Periods: 4, Break: 2}
	for _, c := range []struct {
		tl       Timeline
		p        int
		ot       bool
		mark, of string
	}{
		{halves, 1, false, "1", "first half"},
		{halves, 2, false, "2", "second half"},
		{halves, 2, true, "2", "regulation"},
		{halves, 3, false, "OT", "overtime"},
		{halves, 4, false, "OT2", "overtime"},
		{quarters, 1, false, "1", "first quarter"},
		{quarters, 2, false, "2", "first half"},
		{quarters, 3, false, "3", "third quarter"},
		{quarters, 4, true, "4", "regulation"},
		{quarters, 5, false, "OT", "overtime"},
	} {
		if got := c.tl.PeriodMark(c.p); got != c.mark {
			t.Errorf("%+v period %d: mark %q, want %q", c.tl, c.p, got, c.mark)
		}
		if got := c.tl.PeriodEnd(c.p, c.ot); got != c.of {
			t.Errorf("%+v period %d: its end ends %q, want %q", c.tl, c.p, got, c.of)
		}
	}
	teams := NewTeams("Bears", "Lions")
	if got := teams.EndOf("first half", [2]int{7, 3}); got != "END OF FIRST HALF: Bears 7, Lions 3" {
		t.Errorf("EndOf: %q", got)
	}
	if got := FieldGoalLog("no good", 38); got != "field goal no good (38 yds)" {
		t.Errorf("FieldGoalLog: %q", got)
	}
	if got := FieldGoalCall("good", 1); got != "FIELD GOAL GOOD from 1 yard" {
		t.Errorf("FieldGoalCall: %q", got)
	}
}
