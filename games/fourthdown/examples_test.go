package fourthdown_test

import (
	"testing"

	"github.com/fourthdown/fourthdown/games/fourthdown"
)

// The rulebook's "Example Drive", corrected by R2: the roll that gives 45
// yards and 31 blocks is 14 (the rulebook prints 13).
func TestRulebookExampleDrive(t *testing.T) {
	// Bombers at their own 30, 150 blocks left in the first half, 0-0.
	s := at(home, 30, 150)
	// 1. Balanced. 2. Roll 14: 45 yards, 31 blocks. 3. Turnover roll 8: safe.
	s, evs := play(t, s, "b 14 8")
	if d := find(t, evs, fourthdown.EvDrive); d.Yards != 45 || d.Blocks != 31 {
		t.Errorf("drive %+d yards %d blocks, want +45 and 31", d.Yards, d.Blocks)
	}
	// 4. 30 + 45 = the 75-yard line. 5. Not a touchdown. 10. 150 - 31 = 119.
	check(t, s, want{half: 1, clock: 119, possession: home, own: 75, ask: fourthdown.AskDistance})
	// 6. d10: 6 yards to go.
	s, _ = play(t, s, "6")
	if toGo, goal := s.ToGo(); toGo != 6 || goal {
		t.Errorf("4th and %d (goal %v), want 4th and 6", toGo, goal)
	}
	// 7. 25 yards from the goal: field goal. 8. Roll 14: make distance 40 >= 25: good.
	s, evs = play(t, s, "fg 14")
	fg := find(t, evs, fourthdown.EvFieldGoal)
	if !fg.Good || fg.Dist != 25 || fg.Make != 40 || fg.Points != 3 {
		t.Errorf("field goal %+v, want good from 25 yards, make distance 40, 3 points", fg)
	}
	if got := fg.Text(fourthdown.DefaultTeams); got != "FIELD GOAL GOOD from 25 yards (roll 14), make distance 40" {
		t.Errorf("text %q", got)
	}
	// 9. Bombers 3, Gunners receive at their 30. 10. 119 blocks left.
	check(t, s, want{half: 1, clock: 119, home: 3, possession: away, own: 30, ask: fourthdown.AskStyle})
}

// The rulebook's TD-time-cap example, corrected by R2: Bombers at the 30
// need 70 yards; the smallest Balanced row with at least 70 yards is row 17
// (80 yards, 40 blocks), not row 15; the time roll of 12 stands: 12 blocks.
func TestTDTimeCapExample(t *testing.T) {
	if time, ok := rules.Tables[fourthdown.Balanced].TimeCap(70); !ok || time != 40 {
		t.Errorf("TimeCap(70) = %d, %v, want 40 (row 17)", time, ok)
	}
	s, evs := play(t, at(home, 30, 150), "b 18 12")
	if k := s.Next().Kind; k != fourthdown.AskTurnover {
		t.Fatalf("asked for %s, want the turnover roll", k)
	}
	s, evs = play(t, s, "20")
	if d := find(t, evs, fourthdown.EvDrive); d.Blocks != 12 || d.Time != 12 || !d.TDRow {
		t.Errorf("drive %+v, want a TD row with time roll 12 and 12 blocks", d)
	}
	check(t, s, want{half: 1, clock: 138, home: 6, possession: home, own: 100, ask: fourthdown.AskTry})
}
