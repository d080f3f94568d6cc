package fourthdown_test

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/fourthdown/fourthdown/games/fourthdown"
)

// The tables below are copied as the rulebook prints them
// (../shared/seeds/000_…, "Step 2", "Going For It", "Field Goal Attempt"),
// independently of rules.go, and every row is checked against the ruleset
// data and against what the fold does with it.

const balancedTable = `
| 1    | -10   | 4    |
| 2    | 0     | 5    |
| 3    | 3     | 6    |
| 4    | 5     | 6    |
| 5    | 6     | 7    |
| 6    | 7     | 8    |
| 7    | 9     | 9    |
| 8    | 12    | 10   |
| 9    | 15    | 11   |
| 10   | 18    | 18   |
| 11   | 25    | 19   |
| 12   | 32    | 22   |
| 13   | 38    | 26   |
| 14   | 45    | 31   |
| 15   | 55    | 34   |
| 16   | 68    | 38   |
| 17   | 80    | 40   |
| 18   | TD    | 1-20 |
| 19   | TD    | 1-20 |
| 20   | TD    | 1-20 |
`

const runTable = `
| 1    | -2    | 12   |
| 2    | 0     | 12   |
| 3    | 2     | 12   |
| 4    | 3     | 12   |
| 5    | 4     | 12   |
| 6    | 6     | 12   |
| 7    | 8     | 12   |
| 8    | 10    | 15   |
| 9    | 12    | 17   |
| 10   | 15    | 18   |
| 11   | 18    | 20   |
| 12   | 22    | 22   |
| 13   | 26    | 24   |
| 14   | 30    | 27   |
| 15   | 34    | 32   |
| 16   | 38    | 35   |
| 17   | 42    | 38   |
| 18   | 60    | 40   |
| 19   | 90    | 45   |
| 20   | TD    | 1-20 |
`

const passTable = `
| 1    | -10   | 2    |
| 2    | -5    | 3    |
| 3    | 0     | 4    |
| 4    | 5     | 4    |
| 5    | 8     | 5    |
| 6    | 12    | 6    |
| 7    | 15    | 7    |
| 8    | 18    | 8    |
| 9    | 22    | 9    |
| 10   | 28    | 12   |
| 11   | 35    | 15   |
| 12   | 42    | 17   |
| 13   | 50    | 20   |
| 14   | 60    | 24   |
| 15   | 70    | 29   |
| 16   | 80    | 36   |
| 17   | 90    | 40   |
| 18   | TD    | 1-20 |
| 19   | TD    | 1-20 |
| 20   | TD    | 1-20 |
`

const conversionTable = `
| 1    | -10    |
| 2    | -5     |
| 3    | 0      |
| 4    | 1      |
| 5    | 1      |
| 6    | 2      |
| 7    | 2      |
| 8    | 3      |
| 9    | 3      |
| 10   | 4      |
| 11   | 4      |
| 12   | 5      |
| 13   | 6      |
| 14   | 7      |
| 15   | 8      |
| 16   | 10     |
| 17   | 14     |
| 18   | 20     |
| 19   | 30     |
| 20   | TD     |
`

const fieldGoalTable = `
| 1    | 0 yards       |
| 2    | 15 yards      |
| 3    | 20 yards      |
| 4    | 25 yards      |
| 5    | 30 yards      |
| 6    | 30 yards      |
| 7    | 30 yards      |
| 8    | 30 yards      |
| 9    | 35 yards      |
| 10   | 35 yards      |
| 11   | 35 yards      |
| 12   | 35 yards      |
| 13   | 40 yards      |
| 14   | 40 yards      |
| 15   | 40 yards      |
| 16   | 40 yards      |
| 17   | 45 yards      |
| 18   | 45 yards      |
| 19   | 45 yards      |
| 20   | 45 yards      |
`

// printedRows reads "| roll | a | b |" rows into cells by roll.
func printedRows(t *testing.T, table string) [][]string {
	t.Helper()
	var out [][]string
	for _, line := range strings.Split(strings.TrimSpace(table), "\n") {
		var cells []string
		for _, c := range strings.Split(strings.Trim(line, "| "), "|") {
			cells = append(cells, strings.TrimSpace(c))
		}
		if roll, err := strconv.Atoi(cells[0]); err != nil || roll != len(out)+1 {
			t.Fatalf("row %q: want roll %d", line, len(out)+1)
		}
		out = append(out, cells[1:])
	}
	if len(out) != 20 {
		t.Fatalf("table has %d rows, the rulebook's have 20", len(out))
	}
	return out
}

func atoi(t *testing.T, s string) int {
	t.Helper()
	n, err := strconv.Atoi(strings.TrimSuffix(s, " yards"))
	if err != nil {
		t.Fatalf("cell %q: %v", s, err)
	}
	return n
}

func TestBalancedTable(t *testing.T) { checkDriveTable(t, fourthdown.Balanced, "b", balancedTable) }
func TestRunTable(t *testing.T)      { checkDriveTable(t, fourthdown.Run, "r", runTable) }
func TestPassTable(t *testing.T)     { checkDriveTable(t, fourthdown.Pass, "p", passTable) }

func checkDriveTable(t *testing.T, style fourthdown.Style, token, table string) {
	tab := &rules.Tables[style]
	if len(tab.Rows) != 20 || rules.DriveDie != (fourthdown.Die{Sides: 20, Min: 1}) {
		t.Fatalf("%s table: %d rows on a %v, want 20 rows on a d20 (1-20)", style.Title(), len(tab.Rows), rules.DriveDie)
	}
	for roll, cells := range printedRows(t, table) {
		roll++
		t.Run(fmt.Sprintf("roll %d", roll), func(t *testing.T) {
			if cells[0] == "TD" {
				checkTDRow(t, style, token, roll, cells)
				return
			}
			checkYardsRow(t, style, token, roll, cells)
		})
	}
}

// checkTDRow checks the drive table's row for roll, printed TD with its
// time die cells[1], in the rules and through the fold.
func checkTDRow(t *testing.T, style fourthdown.Style, token string, roll int, cells []string) {
	row := rules.Tables[style].Rows[roll-1]
	if cells[1] != "1-20" {
		t.Fatalf("printed TD time %q", cells[1])
	}
	if !row.TD {
		t.Fatalf("row %d = %+v, the rulebook prints TD", roll, row)
	}
	// From own 11 (89 yards to go) the time die is asked for,
	// a d20 (1-20); the drive scores.
	s, _ := play(t, at(home, 11, 180), token+" "+strconv.Itoa(roll))
	if a := s.Next(); a.Kind != fourthdown.AskTime || a.Die != rules.TimeDie || a.Die.String() != "d20 (1-20)" {
		t.Fatalf("after a TD row the rules ask for %s %v, want the time roll on a d20 (1-20)", a.Kind, a.Die)
	}
	s, evs := play(t, s, "1 20")
	d := find(t, evs, fourthdown.EvDrive)
	if !d.TDRow || !d.Scoring || d.Blocks != 1 || d.Yards != 89 {
		t.Errorf("drive event %+v, want a TD row, 89 yards to the end zone, 1 block", d)
	}
	find(t, evs, fourthdown.EvTouchdown)
	if s.Score[home] != 6 || s.Clock != 179 {
		t.Errorf("score %v clock %d, want 6-0 and 179", s.Score, s.Clock)
	}
}

// checkYardsRow checks the drive table's row for roll, printed as its
// yards and blocks cells, in the rules and through the fold.
func checkYardsRow(t *testing.T, style fourthdown.Style, token string, roll int, cells []string) {
	row := rules.Tables[style].Rows[roll-1]
	yards, time := atoi(t, cells[0]), atoi(t, cells[1])
	if row.TD || row.Yards != yards || row.Time != time {
		t.Fatalf("row %d = %+v, the rulebook prints %d yards, %d blocks", roll, row, yards, time)
	}
	// Through the fold: from own 11 (own 9 for the 90-yard rows),
	// the ball moves the row's yards and the clock the row's blocks.
	own := 11
	if yards >= 89 {
		own = 9
	}
	s, _ := play(t, at(home, own, 180), token+" "+strconv.Itoa(roll))
	if k := s.Next().Kind; k != fourthdown.AskTurnover {
		t.Fatalf("after the drive roll the rules ask for %s, want the turnover roll", k)
	}
	s, evs := play(t, s, "20")
	d := find(t, evs, fourthdown.EvDrive)
	if int(d.Yards) != yards || int(d.Blocks) != time || d.Scoring || d.TDRow {
		t.Errorf("drive event %+v, want %+d yards, %d blocks", d, yards, time)
	}
	if s.Clock != 180-time || s.Ball != own+yards || s.Offense != home {
		t.Errorf("clock %d ball %d offense %s, want %d, %d, home", s.Clock, s.Ball, s.Offense, 180-time, own+yards)
	}
}

func TestConversionTable(t *testing.T) {
	if len(rules.Conversion) != 20 || rules.ConvDie != (fourthdown.Die{Sides: 20, Min: 1}) {
		t.Fatalf("conversion table: %d rows on a %v, want 20 on a d20 (1-20)", len(rules.Conversion), rules.ConvDie)
	}
	for roll, cells := range printedRows(t, conversionTable) {
		roll++
		t.Run(fmt.Sprintf("roll %d", roll), func(t *testing.T) {
			res := rules.Conversion[roll-1]
			// 4th and 10 at the 50 (Balanced: 0 yards, then a d10 of 10).
			s, _ := play(t, at(home, 50, 180), "b 2 20 10 go")
			s, evs := play(t, s, strconv.Itoa(roll))
			if cells[0] == "TD" {
				if !res.TD {
					t.Fatalf("row %d = %+v, the rulebook prints TD", roll, res)
				}
				if e := find(t, evs, fourthdown.EvTouchdown); e.ScoreBy != fourthdown.OnFourthDown {
					t.Errorf("touchdown %v, want on 4th down", e.ScoreBy)
				}
				return
			}
			yards := atoi(t, cells[0])
			if res.TD || res.Yards != yards {
				t.Fatalf("row %d = %+v, the rulebook prints %d", roll, res, yards)
			}
			kind := fourthdown.EvTurnoverOnDowns
			if yards >= 10 {
				kind = fourthdown.EvFirstDown
			}
			if e := find(t, evs, kind); int(e.Yards) != yards || int(e.To) != 50+yards {
				t.Errorf("%s event %+v, want %+d yards to %d", kind, e, yards, 50+yards)
			}
			if s.Ball != 50+yards || s.Clock != 175 {
				t.Errorf("ball %d clock %d, want %d and 175 (no time on 4th down)", s.Ball, s.Clock, 50+yards)
			}
		})
	}
}

func TestFieldGoalTable(t *testing.T) {
	if len(rules.FGMake) != 20 || rules.FGDie != (fourthdown.Die{Sides: 20, Min: 1}) || len(rules.FGBands) != 0 {
		t.Fatalf("field-goal table: %d rows on a %v, want 20 make distances on a d20 (1-20)", len(rules.FGMake), rules.FGDie)
	}
	for roll, cells := range printedRows(t, fieldGoalTable) {
		roll++
		t.Run(fmt.Sprintf("roll %d", roll), func(t *testing.T) {
			make := atoi(t, cells[0])
			if rules.FGMake[roll-1] != make {
				t.Fatalf("row %d = %d, the rulebook prints %d yards", roll, rules.FGMake[roll-1], make)
			}
			kick := func(dist int) bool {
				t.Helper()
				// 4th down (Balanced 0 yards, distance 1) dist yards from the goal line.
				s, _ := play(t, at(home, 100-dist, 180), "b 2 20 1 fg "+strconv.Itoa(roll))
				return s.Score[home] == 3
			}
			if make >= 1 && !kick(make) {
				t.Errorf("from %d yards (the make distance) the kick is no good", make)
			}
			if make+1 <= 50 && kick(make+1) {
				t.Errorf("from %d yards (beyond the make distance %d) the kick is good", make+1, make)
			}
		})
	}
}

// Step 3 and the Quick Reference: Balanced 1-2, Run-First 1, Pass-First 1-4.
func TestTurnoverThresholds(t *testing.T) {
	for _, c := range []struct {
		style fourthdown.Style
		token string
		max   int
	}{{fourthdown.Balanced, "b", 2}, {fourthdown.Run, "r", 1}, {fourthdown.Pass, "p", 4}} {
		for face := 1; face <= 20; face++ {
			t.Run(fmt.Sprintf("%s %d", c.style, face), func(t *testing.T) {
				_, evs := play(t, at(home, 30, 180), fmt.Sprintf("%s 8 %d", c.token, face))
				if got := has(evs, fourthdown.EvTurnover); got != (face <= c.max) {
					t.Errorf("turnover %v, want %v (turnover on 1-%d)", got, face <= c.max, c.max)
				}
			})
		}
	}
}

// Step 6: Run-First d8, Balanced d10, Pass-First d20.
func TestDistanceDice(t *testing.T) {
	for _, c := range []struct {
		token string
		die   string
	}{{"r", "d8 (1-8)"}, {"b", "d10 (1-10)"}, {"p", "d20 (1-20)"}} {
		t.Run(c.token, func(t *testing.T) {
			s, _ := play(t, at(home, 30, 180), c.token+" 3 20")
			if a := s.Next(); a.Kind != fourthdown.AskDistance || a.Die.String() != c.die {
				t.Errorf("asked for %s %v, want the 4th-down distance roll on a %s", a.Kind, a.Die, c.die)
			}
		})
	}
}

// The rulebook's numbers outside the tables (Setup, Scoring, Kickoffs, Quick Reference).
func TestParameters(t *testing.T) {
	for _, c := range []struct {
		name      string
		got, want int
	}{
		{"touchdown points", rules.TDPoints, 6},
		{"field-goal points", rules.FGPoints, 3},
		{"safety points", rules.SafetyPoints, 2},
		{"kick try points", rules.KickPoints, 1},
		{"kick try make distance", rules.KickTryMake, 15},
		{"two-point points", rules.TwoPoints, 2},
		{"two-point need", rules.TwoNeed, 7},
		{"two-point die sides", rules.TwoDie.Sides, 10},
		{"two-point die min", rules.TwoDie.Min, 1},
		{"time die sides", rules.TimeDie.Sides, 20},
		{"turnover die sides", rules.TurnDie.Sides, 20},
		{"field-goal range", rules.FGRange, 50},
		{"kickoff yard line", rules.Kickoff, 30},
		{"safety kickoff yard line", rules.SafetyKickoff, 30},
		{"negated touchdown spot", rules.NegatedTDSpot, 20},
		{"punt distance", rules.PuntDistance, 40},
		{"punt touchback", rules.PuntTouchback, 20},
		{"missed FG yards back", rules.MissBack, 7},
		{"missed FG minimum", rules.MissTouchback, 20},
		{"blocks per half", rules.HalfBlocks, 180},
		{"seconds per block", rules.SecondsPerBlk, 10},
	} {
		if c.got != c.want {
			t.Errorf("%s = %d, the rulebook says %d", c.name, c.got, c.want)
		}
	}
	if !rules.HasTry || !rules.UntimedChoices || rules.TimeRollOnReach {
		t.Errorf("HasTry %v UntimedChoices %v TimeRollOnReach %v, want true, true, false", rules.HasTry, rules.UntimedChoices, rules.TimeRollOnReach)
	}
	if r, ok := fourthdown.Lookup("4th-down"); !ok || r != rules {
		t.Errorf(`Lookup("4th-down") = %v, %v`, r, ok)
	}
	if err := rules.Validate(); err != nil {
		t.Errorf("Validate: %v", err)
	}
}
