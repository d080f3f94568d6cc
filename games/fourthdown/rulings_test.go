package fourthdown_test

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/fourthdown/fourthdown/games/fourthdown"
)

// One test per ruling of ../shared/spec/rulings.md, R1-R20.

func TestR01Dice(t *testing.T) {
	for _, c := range []struct {
		name   string
		s      fourthdown.State
		tokens string
		ask    fourthdown.AskKind
		die    string
	}{
		{"drive roll", at(home, 50, 180), "b", fourthdown.AskDrive, "d20 (1-20)"},
		{"time roll", at(home, 50, 180), "b 18", fourthdown.AskTime, "d20 (1-20)"},
		{"turnover roll", at(home, 50, 180), "b 5", fourthdown.AskTurnover, "d20 (1-20)"},
		{"distance roll run", at(home, 50, 180), "r 5 20", fourthdown.AskDistance, "d8 (1-8)"},
		{"distance roll balanced", at(home, 50, 180), "b 5 20", fourthdown.AskDistance, "d10 (1-10)"},
		{"distance roll pass", at(home, 50, 180), "p 5 20", fourthdown.AskDistance, "d20 (1-20)"},
		{"conversion roll", at(home, 50, 180), "b 5 20 5 go", fourthdown.AskConversion, "d20 (1-20)"},
		{"field-goal roll", at(home, 50, 180), "b 5 20 5 fg", fourthdown.AskFG, "d20 (1-20)"},
		{"kick try roll", at(home, 50, 180), "b 18 5 20 kick", fourthdown.AskKickTry, "d20 (1-20)"},
		{"two-point try roll", at(home, 50, 180), "b 18 5 20 two", fourthdown.AskTwoTry, "d10 (1-10)"},
		{"untimed field-goal roll", at(home, 60, 4), "b 10 fg", fourthdown.AskUntimedFG, "d20 (1-20)"},
		{"untimed conversion roll", at(home, 60, 4), "b 10 go", fourthdown.AskUntimedGo, "d20 (1-20)"},
	} {
		t.Run(c.name, func(t *testing.T) {
			s, _ := play(t, c.s, c.tokens)
			a := s.Next()
			if a.Kind != c.ask || !a.IsRoll() || a.Die.String() != c.die {
				t.Fatalf("asked for %s %v, want %s on a %s", a.Kind, a.Die, c.ask, c.die)
			}
			max := a.Die.Max()
			bads := []int{0, max + 1, 99}
			if a.Die.Sides == 10 {
				// A physical d10 prints 0 for 10: 0 is its 10 (issue 15).
				bads = bads[1:]
				zero, _, err0 := apply(s, fourthdown.DieEntry(0), nil)
				ten, _, err10 := apply(s, fourthdown.DieEntry(10), nil)
				if err0 != nil || err10 != nil || zero != ten {
					t.Errorf("0 on a d10: %v, want the same as 10 (%v)", err0, err10)
				}
			}
			for _, bad := range bads {
				err := refuse(t, s, strconv.Itoa(bad))
				want := fmt.Sprintf("%s must be a %s, got %d", c.ask, c.die, bad)
				if err.Error() != want {
					t.Errorf("refusal %q, want %q", err, want)
				}
			}
			err := refuse(t, s, "punt")
			if want := fmt.Sprintf("%s must be a %s, got \"punt\"", c.ask, c.die); err.Error() != want {
				t.Errorf("refusal %q, want %q", err, want)
			}
			for _, ok := range []int{1, max} {
				if _, _, err := apply(s, fourthdown.DieEntry(ok), nil); err != nil {
					t.Errorf("face %d refused: %v", ok, err)
				}
			}
		})
	}
	t.Run("tokens that are not faces", func(t *testing.T) {
		for _, tok := range []string{"-1", "+3", "x", "1.5", "d20", "1234567", "0x10"} {
			if e, err := fourthdown.ParseToken(tok); err == nil {
				t.Errorf("ParseToken(%q) = %v, want an error", tok, e)
			}
		}
		for tok, face := range map[string]int{"1": 1, "20": 20, "007": 7} {
			if e, err := fourthdown.ParseToken(tok); err != nil || !e.IsDie() || e.Face != face {
				t.Errorf("ParseToken(%q) = %v, %v, want face %d", tok, e, err, face)
			}
		}
	})
}

func TestR02TablesWinOverExamples(t *testing.T) {
	t.Run("Balanced roll 13 is 38 yards, 26 blocks", func(t *testing.T) {
		s, _ := play(t, at(home, 30, 150), "b 13 8")
		check(t, s, want{half: 1, clock: 124, possession: home, own: 68, ask: fourthdown.AskDistance})
	})
	t.Run("Balanced roll 14 is 45 yards, 31 blocks", func(t *testing.T) {
		s, _ := play(t, at(home, 30, 150), "b 14 8")
		check(t, s, want{half: 1, clock: 119, possession: home, own: 75, ask: fourthdown.AskDistance})
	})
	t.Run("the smallest Balanced row with 70 yards is row 17", func(t *testing.T) {
		if time, ok := rules.Tables[fourthdown.Balanced].TimeCap(70); !ok || time != 40 {
			t.Errorf("TimeCap(70) = %d, %v, want 40 (row 17: 80 yards, 40 blocks)", time, ok)
		}
		// Row 17 itself reaches the end zone from own 30: 40 blocks, not 38.
		s, _ := play(t, at(home, 30, 180), "b 17 8")
		check(t, s, want{half: 1, clock: 140, home: 6, possession: home, own: 100, ask: fourthdown.AskTry})
	})
}

func TestR03KickTry(t *testing.T) {
	for face := 1; face <= 20; face++ {
		t.Run(strconv.Itoa(face), func(t *testing.T) {
			s, evs := play(t, at(home, 30, 180), "b 18 5 20 kick "+strconv.Itoa(face))
			good := face >= 2
			if e := find(t, evs, fourthdown.EvTry); e.Good != good || e.How != fourthdown.ChKick {
				t.Errorf("kick try on %d: good %v, want %v", face, e.Good, good)
			}
			if want := map[bool]int{true: 7, false: 6}[good]; s.Score[home] != want {
				t.Errorf("score %d, want %d", s.Score[home], want)
			}
		})
	}
}

func TestR04Order(t *testing.T) {
	late := lateTDRules()
	for _, c := range []struct {
		name   string
		s      fourthdown.State
		tokens string
		asks   []fourthdown.AskKind
	}{
		{"drive, turnover, distance, decision, field goal", at(home, 50, 180), "b 5 20 5 fg 20",
			[]fourthdown.AskKind{fourthdown.AskStyle, fourthdown.AskDrive, fourthdown.AskTurnover, fourthdown.AskDistance, fourthdown.AskDecision, fourthdown.AskFG, fourthdown.AskStyle}},
		{"go for it", at(home, 50, 180), "b 5 20 5 go 20 two 7",
			[]fourthdown.AskKind{fourthdown.AskStyle, fourthdown.AskDrive, fourthdown.AskTurnover, fourthdown.AskDistance, fourthdown.AskDecision, fourthdown.AskConversion, fourthdown.AskTry, fourthdown.AskTwoTry, fourthdown.AskStyle}},
		{"punt", at(home, 50, 180), "r 5 20 5 punt",
			[]fourthdown.AskKind{fourthdown.AskStyle, fourthdown.AskDrive, fourthdown.AskTurnover, fourthdown.AskDistance, fourthdown.AskDecision, fourthdown.AskStyle}},
		{"a TD row: time roll, turnover roll, try", at(home, 30, 180), "b 18 5 20 kick 20",
			[]fourthdown.AskKind{fourthdown.AskStyle, fourthdown.AskDrive, fourthdown.AskTime, fourthdown.AskTurnover, fourthdown.AskTry, fourthdown.AskKickTry, fourthdown.AskStyle}},
		{"yards reaching the end zone: no time roll", at(home, 50, 180), "b 17 20 two 7",
			[]fourthdown.AskKind{fourthdown.AskStyle, fourthdown.AskDrive, fourthdown.AskTurnover, fourthdown.AskTry, fourthdown.AskTwoTry, fourthdown.AskStyle}},
		{"a safety skips the turnover roll", at(home, 5, 180), "b 1",
			[]fourthdown.AskKind{fourthdown.AskStyle, fourthdown.AskDrive, fourthdown.AskStyle}},
		{"a late-half touchdown skips the turnover roll", atRules(late, home, 50, 3), "b 10 kick 20",
			[]fourthdown.AskKind{fourthdown.AskStyle, fourthdown.AskDrive, fourthdown.AskTry, fourthdown.AskKickTry, fourthdown.AskStyle}},
		{"the untimed down", at(home, 60, 4), "b 10 fg 20",
			[]fourthdown.AskKind{fourthdown.AskStyle, fourthdown.AskDrive, fourthdown.AskUntimed, fourthdown.AskUntimedFG, fourthdown.AskStyle}},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := c.s
			var got []fourthdown.AskKind
			for _, tok := range strings.Fields(c.tokens) {
				got = append(got, s.Next().Kind)
				s, _ = play(t, s, tok)
			}
			got = append(got, s.Next().Kind)
			if fmt.Sprint(got) != fmt.Sprint(c.asks) {
				t.Errorf("asked for\n  %v\nwant\n  %v", askNames(got), askNames(c.asks))
			}
		})
	}
}

func askNames(ks []fourthdown.AskKind) string {
	var out []string
	for _, k := range ks {
		out = append(out, k.String())
	}
	return strings.Join(out, ", ")
}

// lateTDRules is 4th Down with a Balanced row 1 of 90 yards in 2 blocks, so
// that the late-half rule can reach the end zone (it cannot with the
// rulebook's tables, whose time grows with the yards).
func lateTDRules() *fourthdown.Ruleset {
	r := *fourthdown.FourthDown
	r.Name = "late-td-test"
	rows := append([]fourthdown.Row(nil), r.Tables[fourthdown.Balanced].Rows...)
	rows[0] = fourthdown.Row{Yards: 90, Time: 2}
	r.Tables[fourthdown.Balanced].Rows = rows
	b, err := r.Build()
	if err != nil {
		panic(err)
	}
	return b
}

func atRules(r *fourthdown.Ruleset, team fourthdown.Side, own, clock int) fourthdown.State {
	s := fourthdown.New(r, team)
	s.Ball = fourthdown.Abs(team, own)
	s.Clock = clock
	return s
}

func TestR05DriveTime(t *testing.T) {
	for _, c := range []struct {
		name   string
		s      fourthdown.State
		tokens string
		blocks int
	}{
		{"TD row: a time roll under the cap stands", at(home, 90, 180), "b 18 7 20", 7},
		{"TD row: a time roll equal to the cap", at(home, 90, 180), "b 18 10 20", 10},
		{"TD row: capped by the smallest row gaining the yards (row 8, 12 yards, 10 blocks)", at(home, 90, 180), "b 18 15 20", 10},
		{"TD row: Run capped by row 6 (6 yards, 12 blocks)", at(home, 95, 180), "r 20 20 2", 12},
		{"TD row: Pass capped by row 4 (5 yards, 4 blocks)", at(away, 96, 180), "p 19 9 20", 4},
		{"TD row: no Balanced row gains 90 yards, the roll stands", at(home, 10, 180), "b 19 17 20", 17},
		{"TD row: Pass row 17 gains 90 yards from own 10", at(home, 10, 180), "p 19 17 20", 17},
		{"reaching row: Pass row 17 from own 30 takes row 15's time", at(home, 30, 180), "p 17 20", 29},
		{"reaching row: Pass row 16 from own 30 takes row 15's time", at(home, 30, 180), "p 16 20", 29},
		{"reaching row: exactly to the goal line, its own time", at(home, 45, 180), "b 15 20", 34},
		{"reaching row: Balanced row 17 from own 50 takes row 15's time", at(away, 50, 180), "b 17 20", 34},
		{"reaching row: Run row 19 from own 30", at(home, 30, 180), "r 19 20", 45},
		{"reaching row: Run row 18 from own 41 takes row 18's time", at(home, 41, 180), "r 18 20", 40},
		{"reaching row: Run row 18 from own 59 takes row 17's time (42 yards)", at(home, 59, 180), "r 18 20", 38},
		{"other rows: the row's time", at(home, 30, 180), "b 9 20", 11},
	} {
		t.Run(c.name, func(t *testing.T) {
			s, evs := play(t, c.s, c.tokens)
			if d := find(t, evs, fourthdown.EvDrive); int(d.Blocks) != c.blocks {
				t.Errorf("drive took %d blocks, want %d", d.Blocks, c.blocks)
			}
			if s.Clock != 180-c.blocks {
				t.Errorf("clock %d, want %d", s.Clock, 180-c.blocks)
			}
		})
	}
}

func TestR06Safety(t *testing.T) {
	t.Run("Balanced -10 from own 10", func(t *testing.T) {
		s, evs := play(t, at(home, 10, 100), "b 1")
		check(t, s, want{half: 1, clock: 96, away: 2, possession: away, own: 30, ask: fourthdown.AskStyle})
		if e := find(t, evs, fourthdown.EvSafety); e.Team != away || e.Points != 2 {
			t.Errorf("safety event %+v, want 2 points to the Gunners", e)
		}
		if has(evs, fourthdown.EvTurnover) {
			t.Error("a turnover after a safety")
		}
	})
	t.Run("Pass -5 from own 3, the away team", func(t *testing.T) {
		s, _ := play(t, at(away, 3, 100), "p 2")
		check(t, s, want{half: 1, clock: 97, home: 2, possession: home, own: 30, ask: fourthdown.AskStyle})
	})
	t.Run("Run -2 from own 2", func(t *testing.T) {
		s, _ := play(t, at(home, 2, 50), "r 1")
		check(t, s, want{half: 1, clock: 38, away: 2, possession: away, own: 30, ask: fourthdown.AskStyle})
	})
	t.Run("-10 from own 11 is no safety: the turnover roll follows", func(t *testing.T) {
		s, _ := play(t, at(home, 11, 100), "b 1")
		if k := s.Next().Kind; k != fourthdown.AskTurnover {
			t.Fatalf("asked for %s, want the turnover roll", k)
		}
		s, _ = play(t, s, "20")
		check(t, s, want{half: 1, clock: 96, possession: home, own: 1, ask: fourthdown.AskDistance})
	})
	t.Run("no turnover roll after a safety", func(t *testing.T) {
		s, _ := play(t, at(home, 10, 100), "b 1")
		refuse(t, s, "1")
	})
}

func TestR07Turnovers(t *testing.T) {
	for _, c := range []struct {
		name    string
		s       fourthdown.State
		tokens  string
		w       want
		negated bool
	}{
		{"the opponent takes over where the drive ended", at(home, 30, 180), "b 14 1",
			want{half: 1, clock: 149, possession: away, own: 25, ask: fourthdown.AskStyle}, false},
		{"after a loss of yards", at(home, 30, 180), "p 1 4",
			want{half: 1, clock: 178, possession: away, own: 80, ask: fourthdown.AskStyle}, false},
		{"the away team loses the ball", at(away, 40, 180), "r 10 1",
			want{half: 1, clock: 162, possession: home, own: 45, ask: fourthdown.AskStyle}, false},
		{"a TD row is negated: the opponent at its own 20", at(home, 30, 180), "b 20 12 2",
			want{half: 1, clock: 168, possession: away, own: 20, ask: fourthdown.AskStyle}, true},
		{"yards reaching the end zone are negated too", at(home, 50, 180), "p 17 3",
			want{half: 1, clock: 160, possession: away, own: 20, ask: fourthdown.AskStyle}, true},
		{"a negated away touchdown (time capped by Run row 14)", at(away, 70, 180), "r 20 20 1",
			want{half: 1, clock: 160, possession: home, own: 20, ask: fourthdown.AskStyle}, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			s, evs := play(t, c.s, c.tokens)
			check(t, s, c.w)
			if e := find(t, evs, fourthdown.EvTurnover); e.Negated != c.negated {
				t.Errorf("negated %v, want %v", e.Negated, c.negated)
			}
			if has(evs, fourthdown.EvTouchdown) {
				t.Error("a touchdown was scored")
			}
		})
	}
}

func TestR08Touchdown(t *testing.T) {
	t.Run("6 points, then the try", func(t *testing.T) {
		s, evs := play(t, at(home, 30, 180), "b 19 5 20")
		check(t, s, want{half: 1, clock: 175, home: 6, possession: home, own: 100, ask: fourthdown.AskTry})
		if e := find(t, evs, fourthdown.EvTouchdown); e.Points != 6 || e.Team != home {
			t.Errorf("touchdown event %+v", e)
		}
		if a := s.Next(); a.Team != home || a.Choices.String() != "kick or two" {
			t.Errorf("asked %s for %s, want the Bombers for kick or two", a.Team, a.Choices)
		}
		s, _ = play(t, s, "kick 5")
		check(t, s, want{half: 1, clock: 175, home: 7, possession: away, own: 30, ask: fourthdown.AskStyle})
	})
	t.Run("the away team", func(t *testing.T) {
		s, _ := play(t, at(away, 30, 180), "p 18 5 20")
		check(t, s, want{half: 1, clock: 175, away: 6, possession: away, own: 100, ask: fourthdown.AskTry})
		s, _ = play(t, s, "two 1")
		check(t, s, want{half: 1, clock: 175, away: 6, possession: home, own: 30, ask: fourthdown.AskStyle})
	})
}

func TestR09YardsToGo(t *testing.T) {
	// Balanced 0 yards at own 92: 8 yards from the goal line.
	for _, c := range []struct {
		roll, toGo int
		goal       bool
	}{{1, 1, false}, {5, 5, false}, {7, 7, false}, {8, 8, true}, {9, 8, true}, {10, 8, true}} {
		t.Run(strconv.Itoa(c.roll), func(t *testing.T) {
			s, evs := play(t, at(home, 92, 180), "b 2 20 "+strconv.Itoa(c.roll))
			if toGo, goal := s.ToGo(); toGo != c.toGo || goal != c.goal {
				t.Errorf("4th and %d (goal %v), want %d (goal %v)", toGo, goal, c.toGo, c.goal)
			}
			if e := find(t, evs, fourthdown.EvFourthDown); int(e.ToGo) != c.toGo || e.Goal != c.goal || int(e.Dist) != 8 {
				t.Errorf("event %+v", e)
			}
		})
	}
}

func TestR10GoingForIt(t *testing.T) {
	for _, c := range []struct {
		name   string
		s      fourthdown.State
		tokens string
		w      want
		ev     fourthdown.EventKind
	}{
		{"roll 20 is a touchdown from anywhere", at(home, 20, 180), "b 2 20 10 go 20",
			want{half: 1, clock: 175, home: 6, possession: home, own: 100, ask: fourthdown.AskTry}, fourthdown.EvTouchdown},
		{"a gain that reaches the end zone", at(home, 90, 180), "b 2 20 5 go 17",
			want{half: 1, clock: 175, home: 6, possession: home, own: 100, ask: fourthdown.AskTry}, fourthdown.EvTouchdown},
		{"a gain exactly to the goal line", at(away, 94, 180), "b 2 20 5 go 13",
			want{half: 1, clock: 175, away: 6, possession: away, own: 100, ask: fourthdown.AskTry}, fourthdown.EvTouchdown},
		{"a loss behind the own goal line is a safety", at(home, 8, 180), "b 2 20 10 go 1",
			want{half: 1, clock: 175, away: 2, possession: away, own: 30, ask: fourthdown.AskStyle}, fourthdown.EvSafety},
		{"a loss exactly to the own goal line is a safety", at(away, 5, 180), "b 2 20 3 go 2",
			want{half: 1, clock: 175, home: 2, possession: home, own: 30, ask: fourthdown.AskStyle}, fourthdown.EvSafety},
		{"a loss that stays on the field: turnover on downs", at(home, 11, 180), "b 2 20 3 go 1",
			want{half: 1, clock: 175, possession: away, own: 99, ask: fourthdown.AskStyle}, fourthdown.EvTurnoverOnDowns},
		{"a gain equal to the yards to go: first down, no time", at(home, 50, 180), "b 2 20 5 go 12",
			want{half: 1, clock: 175, possession: home, own: 55, ask: fourthdown.AskStyle}, fourthdown.EvFirstDown},
		{"a gain one short: turnover on downs at the new spot", at(home, 50, 180), "b 2 20 6 go 12",
			want{half: 1, clock: 175, possession: away, own: 45, ask: fourthdown.AskStyle}, fourthdown.EvTurnoverOnDowns},
		{"4th and goal one yard short", at(home, 95, 180), "b 2 20 8 go 10",
			want{half: 1, clock: 175, possession: away, own: 1, ask: fourthdown.AskStyle}, fourthdown.EvTurnoverOnDowns},
		{"4th and goal made", at(home, 95, 180), "b 2 20 8 go 12",
			want{half: 1, clock: 175, home: 6, possession: home, own: 100, ask: fourthdown.AskTry}, fourthdown.EvTouchdown},
	} {
		t.Run(c.name, func(t *testing.T) {
			s, evs := play(t, c.s, c.tokens)
			check(t, s, c.w)
			find(t, evs, c.ev)
		})
	}
	t.Run("after a first down a new play style is chosen", func(t *testing.T) {
		s, _ := play(t, at(home, 50, 180), "b 2 20 5 go 12 r 7 20")
		check(t, s, want{half: 1, clock: 163, possession: home, own: 63, ask: fourthdown.AskDistance})
		if s.Style() != fourthdown.Run {
			t.Errorf("style %s, want run", s.Style())
		}
	})
}

func TestR11FieldGoal(t *testing.T) {
	fourth := func(team fourthdown.Side, own int) fourthdown.State {
		s, _ := play(t, at(team, own, 180), "b 2 20 1")
		return s
	}
	t.Run("allowed from 50 yards", func(t *testing.T) {
		s50 := fourth(home, 50)
		if a := s50.Next(); a.Choices.String() != "go, fg or punt" {
			t.Errorf("choices %s, want go, fg or punt", a.Choices)
		}
	})
	t.Run("refused from 51 yards", func(t *testing.T) {
		s := fourth(home, 49)
		if a := s.Next(); a.Choices.String() != "go or punt" {
			t.Errorf("choices %s, want go or punt", a.Choices)
		}
		err := refuse(t, s, "fg")
		if want := "field goal out of range: the ball is 51 yards from the goal line, the limit is 50; 4th-down decision must be go or punt"; err.Error() != want {
			t.Errorf("refusal %q, want %q", err, want)
		}
	})
	for _, c := range []struct {
		name   string
		team   fourthdown.Side
		own    int
		roll   int
		good   bool
		oppOwn int // where the opponent takes over after a miss
	}{
		{"good when the make distance equals the distance", home, 60, 13, true, 30},
		{"no good one yard beyond the make distance", home, 59, 16, false, 48},
		{"a miss: 7 yards behind the line of scrimmage", home, 60, 1, false, 47},
		{"an away miss", away, 70, 1, false, 37},
		{"a miss never inside the opponent's 20", home, 90, 1, false, 20},
		{"a miss landing on the 20", home, 87, 1, false, 20},
		{"a miss landing on the 21", away, 86, 1, false, 21},
		{"roll 1 never makes it", home, 99, 1, false, 20},
		{"a good 45-yarder", away, 55, 17, true, 30},
	} {
		t.Run(c.name, func(t *testing.T) {
			s, evs := play(t, fourth(c.team, c.own), "fg "+strconv.Itoa(c.roll))
			var sc [2]int
			if c.good {
				sc[c.team] = 3
			}
			check(t, s, want{half: 1, clock: 175, home: sc[home], away: sc[away], possession: c.team.Other(), own: c.oppOwn, ask: fourthdown.AskStyle})
			if e := find(t, evs, fourthdown.EvFieldGoal); e.Good != c.good || int(e.Dist) != 100-c.own || int(e.Make) != rules.FGMake[c.roll-1] {
				t.Errorf("field-goal event %+v", e)
			}
		})
	}
	t.Run("46 to 50 yards always miss", func(t *testing.T) {
		for dist := 46; dist <= 50; dist++ {
			for roll := 1; roll <= 20; roll++ {
				s, _ := play(t, fourth(home, 100-dist), "fg "+strconv.Itoa(roll))
				if s.Score[home] != 0 {
					t.Errorf("from %d yards roll %d is good", dist, roll)
				}
			}
		}
	})
}

func TestR12Punt(t *testing.T) {
	for _, c := range []struct {
		team      fourthdown.Side
		own       int
		oppOwn    int
		touchback bool
	}{
		{home, 30, 30, false}, {home, 11, 49, false}, {home, 40, 20, false}, {home, 41, 20, true},
		{home, 75, 20, true}, {home, 95, 20, true}, {away, 35, 25, false}, {away, 59, 20, true},
	} {
		t.Run(fmt.Sprintf("%s from own %d", c.team, c.own), func(t *testing.T) {
			s, evs := play(t, at(c.team, c.own, 180), "b 2 20 10 punt")
			check(t, s, want{half: 1, clock: 175, possession: c.team.Other(), own: c.oppOwn, ask: fourthdown.AskStyle})
			if e := find(t, evs, fourthdown.EvPunt); e.Touchback != c.touchback {
				t.Errorf("touchback %v, want %v", e.Touchback, c.touchback)
			}
		})
	}
}

func TestR13Try(t *testing.T) {
	for face := 1; face <= 20; face++ {
		t.Run(fmt.Sprintf("kick %d", face), func(t *testing.T) {
			s, _ := play(t, at(away, 30, 180), "b 18 5 20 kick "+strconv.Itoa(face))
			want := 6
			if rules.FGMake[face-1] >= 15 {
				want = 7
			}
			if s.Score[away] != want {
				t.Errorf("score %d, want %d", s.Score[away], want)
			}
		})
	}
	for face := 1; face <= 10; face++ {
		t.Run(fmt.Sprintf("two %d", face), func(t *testing.T) {
			s, evs := play(t, at(home, 30, 180), "b 18 5 20 two "+strconv.Itoa(face))
			good := face >= 7
			if want := map[bool]int{true: 8, false: 6}[good]; s.Score[home] != want {
				t.Errorf("score %d, want %d", s.Score[home], want)
			}
			if e := find(t, evs, fourthdown.EvTry); e.Good != good || e.How != fourthdown.ChTwo {
				t.Errorf("try event %+v", e)
			}
		})
	}
}

func TestR14Kickoffs(t *testing.T) {
	t.Run("the opening receiver at its own 30", func(t *testing.T) {
		check(t, fourthdown.New(rules, home), want{half: 1, clock: 180, possession: home, own: 30, ask: fourthdown.AskStyle})
		check(t, fourthdown.New(rules, away), want{half: 1, clock: 180, possession: away, own: 30, ask: fourthdown.AskStyle})
	})
	t.Run("after a touchdown and its try", func(t *testing.T) {
		s, evs := play(t, at(home, 30, 180), "b 19 5 20 two 9")
		check(t, s, want{half: 1, clock: 175, home: 8, possession: away, own: 30, ask: fourthdown.AskStyle})
		if e := find(t, evs, fourthdown.EvKickoff); e.Team != away || e.To != 70 {
			t.Errorf("kickoff event %+v", e)
		}
	})
	t.Run("after a field goal", func(t *testing.T) {
		s, _ := play(t, at(away, 70, 180), "b 2 20 1 fg 20")
		check(t, s, want{half: 1, clock: 175, away: 3, possession: home, own: 30, ask: fourthdown.AskStyle})
	})
	t.Run("after a safety the scorer receives", func(t *testing.T) {
		s, _ := play(t, at(away, 4, 180), "p 2")
		check(t, s, want{half: 1, clock: 177, home: 2, possession: home, own: 30, ask: fourthdown.AskStyle})
	})
	for _, recv := range []fourthdown.Side{home, away} {
		t.Run("second half: the team that did not receive first, "+recv.Other().String(), func(t *testing.T) {
			s := fourthdown.New(rules, recv)
			s.Clock = 5
			s, evs := play(t, s, "b 2 20 1 punt")
			check(t, s, want{half: 2, clock: 180, possession: recv.Other(), own: 30, ask: fourthdown.AskStyle})
			find(t, evs, fourthdown.EvHalfOver)
		})
	}
}

func TestR15Clock(t *testing.T) {
	t.Run("each half has 180 blocks", func(t *testing.T) {
		s := fourthdown.New(rules, home)
		if s.Clock != 180 || s.Half != 1 {
			t.Fatalf("half %d clock %d, want 1 and 180", s.Half, s.Clock)
		}
		s.Clock = 5
		s, _ = play(t, s, "b 2 20 1 punt")
		if s.Clock != 180 || s.Half != 2 {
			t.Errorf("half %d clock %d, want 2 and 180", s.Half, s.Clock)
		}
	})
	for _, c := range []struct{ name, tokens string }{
		{"a field goal", "fg 20"}, {"a missed field goal", "fg 1"}, {"a punt", "punt"},
		{"a first down", "go 19"}, {"a turnover on downs", "go 1"},
		{"a touchdown on 4th down, its try and the kickoff", "go 20 kick 20"},
	} {
		t.Run(c.name+" takes no time", func(t *testing.T) {
			s, _ := play(t, at(home, 60, 100), "b 2 20 5")
			if s.Clock != 95 {
				t.Fatalf("clock %d after the drive, want 95", s.Clock)
			}
			s, _ = play(t, s, c.tokens)
			if s.Clock != 95 {
				t.Errorf("clock %d, want 95", s.Clock)
			}
		})
	}
}

func TestR16DriveThatFits(t *testing.T) {
	t.Run("a drive using every block left is resolved in full", func(t *testing.T) {
		s, _ := play(t, at(home, 30, 31), "b 14 8")
		check(t, s, want{half: 1, clock: 0, possession: home, own: 75, ask: fourthdown.AskDistance})
		if s.Untimed() {
			t.Error("an untimed down after a drive that fitted")
		}
		s, evs := play(t, s, "6 fg 14")
		check(t, s, want{half: 2, clock: 180, home: 3, possession: away, own: 30, ask: fourthdown.AskStyle})
		// The field goal's kickoff is given, then the half ends.
		var order []string
		for _, e := range evs {
			if e.Kind == fourthdown.EvFieldGoal || e.Kind == fourthdown.EvKickoff || e.Kind == fourthdown.EvHalfOver {
				order = append(order, e.Kind.String())
			}
		}
		if got := strings.Join(order, " "); got != "field-goal kickoff half-over kickoff" {
			t.Errorf("events %s", got)
		}
	})
	t.Run("the try is played at 0", func(t *testing.T) {
		s, _ := play(t, at(home, 30, 10), "b 18 10 5")
		check(t, s, want{half: 1, clock: 0, home: 6, possession: home, own: 100, ask: fourthdown.AskTry})
		s, _ = play(t, s, "two 8")
		check(t, s, want{half: 2, clock: 180, home: 8, possession: away, own: 30, ask: fourthdown.AskStyle})
	})
	t.Run("no new drive after a first down at 0", func(t *testing.T) {
		s, _ := play(t, at(home, 50, 5), "b 2 20 1 go 10")
		check(t, s, want{half: 2, clock: 180, possession: away, own: 30, ask: fourthdown.AskStyle})
	})
	t.Run("no new drive after a turnover at 0", func(t *testing.T) {
		s, _ := play(t, at(away, 30, 5), "b 2 1")
		check(t, s, want{half: 2, clock: 180, possession: home, own: 30, ask: fourthdown.AskStyle})
	})
	t.Run("no new drive after a safety at 0", func(t *testing.T) {
		s, _ := play(t, at(home, 10, 4), "b 1")
		check(t, s, want{half: 2, clock: 180, away: 2, possession: away, own: 30, ask: fourthdown.AskStyle})
	})
	t.Run("in the second half the game ends with the punt's spot", func(t *testing.T) {
		s := at(home, 30, 5)
		s.Half = 2
		s, evs := play(t, s, "b 2 20 1 punt")
		check(t, s, want{final: true, half: 2, clock: 0, possession: away, own: 30, ask: fourthdown.AskNone})
		find(t, evs, fourthdown.EvGameOver)
	})
	t.Run("one block left: a new drive starts", func(t *testing.T) {
		s, _ := play(t, at(home, 30, 6), "b 2 20 1 punt")
		check(t, s, want{half: 1, clock: 1, possession: away, own: 30, ask: fourthdown.AskStyle})
	})
}

func TestR17LateHalf(t *testing.T) {
	t.Run("the largest row that leaves a block", func(t *testing.T) {
		for _, c := range []struct {
			style    string
			left     int
			roll     int // a roll whose time is more than left
			row      int
			yards    int
			blocks   int
			ownAfter int // from own 30, no turnover
		}{
			{"b", 5, 9, 1, -10, 4, 20},
			{"b", 6, 9, 2, 0, 5, 30},
			{"b", 7, 9, 4, 5, 6, 35},
			{"b", 19, 12, 10, 18, 18, 48},
			{"b", 39, 17, 16, 68, 38, 98},
			{"r", 13, 8, 7, 8, 12, 38},
			{"r", 20, 12, 10, 15, 18, 45},
			{"r", 44, 19, 18, 60, 40, 90},
			{"p", 3, 4, 1, -10, 2, 20},
			{"p", 5, 6, 4, 5, 4, 35},
			{"p", 25, 15, 14, 60, 24, 90}, // row 15 reaches the end zone in 29 blocks (R5): late
		} {
			t.Run(fmt.Sprintf("%s %d blocks left", c.style, c.left), func(t *testing.T) {
				s, evs := play(t, at(home, 30, c.left), fmt.Sprintf("%s %d", c.style, c.roll))
				find(t, evs, fourthdown.EvLateHalf)
				s, evs = play(t, s, "20")
				d := find(t, evs, fourthdown.EvDrive)
				if !d.Late || int(d.Row) != c.row || int(d.Yards) != c.yards || int(d.Blocks) != c.blocks {
					t.Errorf("drive event row %d %+d yards %d blocks (late %v), want row %d %+d yards %d blocks", d.Row, d.Yards, d.Blocks, d.Late, c.row, c.yards, c.blocks)
				}
				check(t, s, want{half: 1, clock: c.left - c.blocks, possession: home, own: c.ownAfter, ask: fourthdown.AskUntimed})
			})
		}
	})
	t.Run("the late-half rule uses a TD row's capped time", func(t *testing.T) {
		// Own 10: no Balanced row gains 90 yards, the time roll 15 stands, more than 10 left.
		s, _ := play(t, at(home, 10, 10), "b 18 15 20")
		check(t, s, want{half: 1, clock: 1, possession: home, own: 19, ask: fourthdown.AskUntimed})
		// Own 90: the time roll 15 is capped at 10 (row 8), which fits.
		s, _ = play(t, at(home, 90, 10), "b 18 15 20")
		check(t, s, want{half: 1, clock: 0, home: 6, possession: home, own: 100, ask: fourthdown.AskTry})
	})
	t.Run("a safety first, then play goes on", func(t *testing.T) {
		s, evs := play(t, at(home, 5, 5), "b 10")
		check(t, s, want{half: 1, clock: 1, away: 2, possession: away, own: 30, ask: fourthdown.AskStyle})
		find(t, evs, fourthdown.EvSafety)
	})
	t.Run("a touchdown without a turnover roll, then play goes on", func(t *testing.T) {
		s, evs := play(t, atRules(lateTDRules(), home, 50, 3), "b 10")
		check(t, s, want{half: 1, clock: 1, home: 6, possession: home, own: 100, ask: fourthdown.AskTry})
		if d := find(t, evs, fourthdown.EvDrive); !d.Late || !d.Scoring || d.Blocks != 2 {
			t.Errorf("drive event %+v", d)
		}
		s, _ = play(t, s, "kick 20")
		check(t, s, want{half: 1, clock: 1, home: 7, possession: away, own: 30, ask: fourthdown.AskStyle})
	})
	t.Run("a row reaching the end zone is late only if its R5 time does not fit", func(t *testing.T) {
		// Pass row 17 (90 yards, 40 blocks) from own 30 takes row 15's 29 blocks: it fits in 36.
		s, _ := play(t, at(home, 30, 36), "p 17")
		check(t, s, want{half: 1, clock: 36, possession: home, own: 30, ask: fourthdown.AskTurnover})
		// Row 17 reaches the end zone: R5 gives row 15's 29 blocks, which fit.
		s, _ = play(t, s, "20")
		check(t, s, want{half: 1, clock: 7, home: 6, possession: home, own: 100, ask: fourthdown.AskTry})
	})
	t.Run("a turnover ends the drive, play goes on", func(t *testing.T) {
		s, evs := play(t, at(home, 30, 7), "b 9 1")
		check(t, s, want{half: 1, clock: 1, possession: away, own: 65, ask: fourthdown.AskStyle})
		if e := find(t, evs, fourthdown.EvTurnover); e.Negated {
			t.Error("negated")
		}
	})
	t.Run("a TD row replaced by a late row is not negated", func(t *testing.T) {
		s, evs := play(t, at(home, 30, 15), "b 19 20 1")
		check(t, s, want{half: 1, clock: 4, possession: away, own: 55, ask: fourthdown.AskStyle})
		if e := find(t, evs, fourthdown.EvTurnover); e.Negated {
			t.Error("negated")
		}
	})
	t.Run("no turnover: the untimed down", func(t *testing.T) {
		s, _ := play(t, at(away, 30, 7), "b 9 20")
		check(t, s, want{half: 1, clock: 1, possession: away, own: 35, ask: fourthdown.AskUntimed})
		if a := s.Next(); a.Choices.String() != "go or end" || !s.Untimed() {
			t.Errorf("choices %s, want go or end", a.Choices)
		}
	})
}

func TestR18NoRowFits(t *testing.T) {
	for _, c := range []struct {
		name   string
		s      fourthdown.State
		tokens string
	}{
		{"Balanced with 4 blocks", at(home, 40, 4), "b 9"},
		{"Balanced TD row with 1 block", at(home, 40, 1), "b 20 5"},
		{"Run with 12 blocks", at(away, 40, 12), "r 8"},
		{"Pass with 2 blocks", at(home, 40, 2), "p 4"},
	} {
		t.Run(c.name, func(t *testing.T) {
			clock := c.s.Clock
			s, evs := play(t, c.s, c.tokens)
			team := c.s.Offense
			check(t, s, want{half: 1, clock: clock, possession: team, own: 40, ask: fourthdown.AskUntimed})
			if e := find(t, evs, fourthdown.EvLateHalf); !e.NoRow {
				t.Errorf("late-half event %+v, want NoRow", e)
			}
			if d := find(t, evs, fourthdown.EvDrive); d.Yards != 0 || d.Blocks != 0 {
				t.Errorf("drive event %+v, want no yards, no blocks", d)
			}
		})
	}
	t.Run("Pass with 3 blocks: row 1 fits", func(t *testing.T) {
		s, _ := play(t, at(home, 40, 3), "p 4")
		check(t, s, want{half: 1, clock: 3, possession: home, own: 40, ask: fourthdown.AskTurnover})
	})
}

func TestR19UntimedDown(t *testing.T) {
	untimed := func(half int, team fourthdown.Side, own int) fourthdown.State {
		s := at(team, own, 4)
		s.Half = half
		s, _ = play(t, s, "b 9")
		if k := s.Next().Kind; k != fourthdown.AskUntimed {
			t.Fatalf("asked for %s, want the untimed down", k)
		}
		return s
	}
	t.Run("fg only within 50 yards", func(t *testing.T) {
		s50 := untimed(1, home, 50)
		if a := s50.Next(); a.Choices.String() != "go, fg or end" {
			t.Errorf("choices %s", a.Choices)
		}
		s := untimed(1, home, 49)
		if a := s.Next(); a.Choices.String() != "go or end" {
			t.Errorf("choices %s", a.Choices)
		}
		refuse(t, s, "fg")
		refuse(t, s, "punt")
	})
	for _, c := range []struct {
		name   string
		team   fourthdown.Side
		own    int
		tokens string
		home   int
		away   int
	}{
		{"end: nothing happens", home, 60, "end", 0, 0},
		{"fg good: 3 points", home, 60, "fg 13", 3, 0},
		{"fg missed: nothing", away, 60, "fg 12", 0, 0},
		{"go: a touchdown on roll 20, with its try", home, 20, "go 20 kick 2", 7, 0},
		{"go: a touchdown reaching the end zone", away, 75, "go 19 two 7", 0, 8},
		{"go: short of the end zone, nothing", home, 75, "go 18", 0, 0},
		{"go: a loss behind the goal line is no safety", home, 5, "go 1", 0, 0},
	} {
		t.Run(c.name+", first half", func(t *testing.T) {
			s, evs := play(t, untimed(1, c.team, c.own), c.tokens)
			// at() makes the team with the ball the opening receiver: the other team starts the second half.
			check(t, s, want{half: 2, clock: 180, home: c.home, away: c.away, possession: c.team.Other(), own: 30, ask: fourthdown.AskStyle})
			if has(evs, fourthdown.EvSafety) || has(evs, fourthdown.EvTurnover) {
				t.Errorf("events %v", kinds(evs))
			}
			if e := find(t, evs, fourthdown.EvHalfOver); e.Half != 1 || e.Clock != 0 {
				t.Errorf("half-over event %+v", e)
			}
		})
		t.Run(c.name+", second half: the game ends", func(t *testing.T) {
			s, _ := play(t, untimed(2, c.team, c.own), c.tokens)
			// Possession and ball as last resolved: after a score the kickoff is given.
			poss, own := c.team, c.own
			if c.home+c.away > 0 {
				poss, own = c.team.Other(), 30
			}
			check(t, s, want{final: true, half: 2, clock: 0, home: c.home, away: c.away, possession: poss, own: own, ask: fourthdown.AskNone})
		})
	}
	t.Run("the try is played before the half ends", func(t *testing.T) {
		s, _ := play(t, untimed(1, home, 20), "go 20")
		check(t, s, want{half: 1, clock: 0, home: 6, possession: home, own: 100, ask: fourthdown.AskTry})
	})
}

func TestR20GameEnd(t *testing.T) {
	half := "r 18 1 r 18 1 r 18 1 r 18 1 r 11 3 2 punt "
	t.Run("the game ends when the second half ends", func(t *testing.T) {
		s, evs := play(t, fourthdown.New(rules, home), half)
		check(t, s, want{half: 2, clock: 180, possession: away, own: 30, ask: fourthdown.AskStyle})
		s, evs2 := play(t, s, half)
		evs = append(evs, evs2...)
		check(t, s, want{final: true, half: 2, clock: 0, possession: home, own: 20, ask: fourthdown.AskNone})
		n := map[fourthdown.EventKind]int{}
		for _, e := range evs {
			n[e.Kind]++
		}
		if n[fourthdown.EvHalfOver] != 2 || n[fourthdown.EvGameOver] != 1 {
			t.Errorf("%d half-over and %d game-over events, want 2 and 1", n[fourthdown.EvHalfOver], n[fourthdown.EvGameOver])
		}
		if e := evs[len(evs)-1]; e.Kind != fourthdown.EvGameOver || e.Text(fourthdown.DefaultTeams) != "FINAL: tied 0-0" {
			t.Errorf("last event %s %q, want FINAL: tied 0-0", e.Kind, e.Text(fourthdown.DefaultTeams))
		}
		for _, tok := range []string{"b", "1", "end", "kick"} {
			err := refuse(t, s, tok)
			if !strings.HasPrefix(err.Error(), "the game is over: no further entries are allowed") {
				t.Errorf("refusal %q", err)
			}
		}
	})
	for _, c := range []struct {
		tokens string
		text   string
	}{
		{"b 2 20 1 fg 20", "FINAL: Bombers win 3-0"},
		{"b 2 20 1 go 1", "FINAL: tied 0-0"},
		{"b 18 5 20 two 10", "FINAL: Bombers win 8-0"},
	} {
		t.Run(c.text, func(t *testing.T) {
			s := at(home, 60, 5)
			s.Half = 2
			s, evs := play(t, s, c.tokens)
			if !s.Final {
				t.Fatal("not final")
			}
			if got := evs[len(evs)-1].Text(fourthdown.DefaultTeams); got != c.text {
				t.Errorf("%q, want %q", got, c.text)
			}
		})
	}
	t.Run("the away team wins", func(t *testing.T) {
		s := at(away, 60, 5)
		s.Half = 2
		s.Score = [2]int{3, 1}
		s, evs := play(t, s, "b 2 20 1 fg 20")
		if got := evs[len(evs)-1].Text(fourthdown.DefaultTeams); !s.Final || got != "FINAL: Gunners win 4-3" {
			t.Errorf("%q", got)
		}
	})
}
