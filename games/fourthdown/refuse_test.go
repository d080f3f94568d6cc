package fourthdown_test

import (
	"testing"

	"github.com/fourthdown/fourthdown/games/fourthdown"
)

// Every kind of question refuses entries it did not ask for, leaves the
// state unchanged (refuse checks that) and says what was expected.
func TestRefusedEntries(t *testing.T) {
	over := at(home, 30, 5)
	over.Half = 2
	over, _ = play(t, over, "b 2 20 1 punt")
	for _, c := range []struct {
		name   string
		s      fourthdown.State
		tokens string // to reach the question
		bad    string
		msg    string
	}{
		{"play style: a die", at(home, 30, 180), "", "14", `play style must be balanced, run or pass, got "14"`},
		{"play style: a decision", at(home, 30, 180), "", "go", `play style must be balanced, run or pass, got "go"`},
		{"drive roll: a word", at(home, 30, 180), "b", "fg", `drive roll must be a d20 (1-20), got "fg"`},
		{"drive roll: 21", at(home, 30, 180), "b", "21", `drive roll must be a d20 (1-20), got 21`},
		{"time roll: 0", at(home, 30, 180), "b 18", "0", `time roll must be a d20 (1-20), got 0`},
		{"turnover roll: a style", at(home, 30, 180), "b 5", "b", `turnover roll must be a d20 (1-20), got "balanced"`},
		{"distance roll: 9 on a d8", at(home, 30, 180), "r 5 20", "9", `4th-down distance roll must be a d8 (1-8), got 9`},
		{"distance roll: 11 on a d10", at(home, 30, 180), "b 5 20", "11", `4th-down distance roll must be a d10 (1-10), got 11`},
		{"distance roll: 21 on a d20", at(home, 30, 180), "p 5 20", "21", `4th-down distance roll must be a d20 (1-20), got 21`},
		{"decision: a try", at(home, 60, 180), "b 5 20 5", "kick", `4th-down decision must be go, fg or punt, got "kick"`},
		{"decision: a die", at(home, 60, 180), "b 5 20 5", "3", `4th-down decision must be go, fg or punt, got "3"`},
		{"decision: field goal out of range", at(home, 30, 180), "b 5 20 5", "fg",
			`field goal out of range: the ball is 64 yards from the goal line, the limit is 50; 4th-down decision must be go or punt`},
		{"conversion roll: a word", at(home, 60, 180), "b 5 20 5 go", "punt", `4th-down conversion roll must be a d20 (1-20), got "punt"`},
		{"field-goal roll: 0", at(home, 60, 180), "b 5 20 5 fg", "0", `field-goal roll must be a d20 (1-20), got 0`},
		{"try: go", at(home, 30, 180), "b 18 5 20", "go", `try after the touchdown must be kick or two, got "go"`},
		{"try: a die", at(home, 30, 180), "b 18 5 20", "7", `try after the touchdown must be kick or two, got "7"`},
		{"kick try roll: 21", at(home, 30, 180), "b 18 5 20 kick", "21", `kick try roll must be a d20 (1-20), got 21`},
		{"two-point try roll: 11", at(home, 30, 180), "b 18 5 20 two", "11", `two-point try roll must be a d10 (1-10), got 11`},
		{"untimed down: punt", at(home, 60, 4), "b 9", "punt", `untimed-down choice must be go, fg or end, got "punt"`},
		{"untimed down: field goal out of range", at(home, 40, 4), "b 9", "fg",
			`field goal out of range: the ball is 60 yards from the goal line, the limit is 50; untimed-down choice must be go or end`},
		{"untimed field-goal roll: 21", at(home, 60, 4), "b 9 fg", "21", `untimed-down field-goal roll must be a d20 (1-20), got 21`},
		{"untimed conversion roll: 0", at(home, 60, 4), "b 9 go", "0", `untimed-down conversion roll must be a d20 (1-20), got 0`},
		{"after the game", over, "", "b", `the game is over: no further entries are allowed, got "balanced"`},
		{"after the game: a die", over, "", "5", `the game is over: no further entries are allowed, got "5"`},
	} {
		t.Run(c.name, func(t *testing.T) {
			s, _ := play(t, c.s, c.tokens)
			err := refuse(t, s, c.bad)
			if err.Error() != c.msg {
				t.Errorf("refusal\n  %q\nwant\n  %q", err, c.msg)
			}
			if err.Ask != s.Next() {
				t.Errorf("error's Ask %+v, want %+v", err.Ask, s.Next())
			}
		})
	}
}

// A d10 numbered 1-10 is a physical die printed 0-9: its 0 is taken as
// the 10 it stands for (Die.Read), on the distance roll and the two-point
// try alike, and leaves the game exactly where a typed 10 does; the fast
// path that reads a face as numbered must not take a 0 or an 11.
func TestD10PrintedZeroIsTen(t *testing.T) {
	for _, c := range []struct {
		name   string
		tokens string
	}{
		{"4th-down distance roll", "b 5 20"},
		{"two-point try roll", "b 18 5 20 two"},
	} {
		t.Run(c.name, func(t *testing.T) {
			s, _ := play(t, at(home, 30, 180), c.tokens)
			zero, _ := play(t, s, "0")
			ten, _ := play(t, s, "10")
			if zero != ten {
				t.Errorf("after 0: %+v\nafter 10: %+v", zero, ten)
			}
			refuse(t, s, "11")
			below := s
			if err := below.Apply(fourthdown.DieEntry(-1), nil); err == nil || below != s {
				t.Errorf("-1 on a d10: %v, state changed %v", err, below != s)
			}
		})
	}
}
