package fourthdown

import (
	"fmt"
	"strconv"

	"github.com/fourthdown/fourthdown/engine"
)

// DriveLogColumns are the drive log's columns, the same in the CSV and on
// the scoresheet: everything needed to audit a drive against the dice.
var DriveLogColumns = []engine.Column{
	{Key: "drive", Title: "#"},
	{Key: "half", Title: "Half", Period: true},
	{Key: "clock", Title: "Clock\nblk (m:s)", Align: "right"},
	{Key: "team", Title: "Team"},
	{Key: "start", Title: "Start", Align: "left"},
	{Key: "style", Title: "Style", Align: "left"},
	{Key: "drive_roll", Title: "Drive\nroll", Bold: true},
	{Key: "time_roll", Title: "Time\nroll", Bold: true},
	{Key: "turnover_roll", Title: "TO\nroll", Bold: true},
	{Key: "yards", Title: "Yards"},
	{Key: "blocks", Title: "Blk"},
	{Key: "end", Title: "End", Align: "left"},
	{Key: "distance_roll", Title: "Dist.\nroll", Bold: true},
	{Key: "to_go", Title: "To\ngo"},
	{Key: "decision", Title: "Deci-\nsion", Align: "left"},
	{Key: "decision_roll", Title: "Its\nroll", Bold: true},
	{Key: "try", Title: "Try", Align: "left"},
	{Key: "result", Title: "Result", Align: "left", Fill: true},
	{Key: "points", Title: "Pts"},
	{Key: "score", Title: "Score", Bold: true},
}

// LogRows are the drive log's rows, one per drive, in DriveLogColumns
// order.
func (m *Match) LogRows() [][]string {
	ds := m.Drives()
	out := make([][]string, len(ds))
	for i, d := range ds {
		out[i] = m.DriveLogRow(d)
	}
	return out
}

// DriveLogRow is a drive's row of the drive log. Spots are from the team
// with the ball ("own 30", "GUN 25"); rolls entered by the app are
// marked "*" (Roll.String); the score is home-away.
func (m *Match) DriveLogRow(d Drive) []string {
	t := m.Teams
	row := make([]string, 0, len(DriveLogColumns))
	row = append(row,
		strconv.Itoa(d.Num),
		strconv.Itoa(d.Half),
		fmt.Sprintf("%d (%s)", d.ClockStart, m.Rules.ClockText(d.ClockStart)),
		t.Abbrev(d.Team),
		t.Spot(d.Team, d.Start),
		d.Style.Title(),
		d.DriveRoll.String(),
		d.TimeRoll.String(),
		d.Turnover.String(),
	)
	if d.DriveRoll.Set && (d.Blocks > 0 || d.NoRow) {
		row = append(row, fmt.Sprintf("%+d", d.Yards), strconv.Itoa(d.Blocks), t.Spot(d.Team, PlayEnd(d)))
	} else {
		row = append(row, "", "", "")
	}
	toGo := ""
	if d.FourthDown {
		toGo = strconv.Itoa(d.ToGo)
		if d.Goal {
			toGo = "goal"
		}
	}
	decision := ""
	if d.Decision != NoChoice {
		decision = d.Decision.String()
		if d.Untimed {
			decision = "untimed " + decision
		}
	}
	try := ""
	if d.Try != NoChoice {
		try = d.Try.String()
		if d.TryRoll.Set {
			try += " " + d.TryRoll.String()
		}
	}
	result := d.ResultText(t, true)
	if d.Late {
		note := "late-half rule"
		if d.NoRow {
			note += " (no row fits)"
		} else if d.Row != d.DriveRoll.Face {
			note += fmt.Sprintf(" (row %d)", d.Row)
		}
		if result != "" {
			note += ", " + result
		}
		result = note
	}
	points := ""
	switch {
	case d.Safety:
		points = fmt.Sprintf("%d (%s)", m.Rules.SafetyPoints, t.Abbrev(d.Team.Other()))
	case d.Points > 0:
		points = strconv.Itoa(d.Points)
	}
	row = append(row,
		d.Distance.String(), toGo, decision, d.DecRoll.String(), try, result, points,
		fmt.Sprintf("%d-%d", d.ScoreAfter[Home], d.ScoreAfter[Away]),
	)
	return row
}

// PlayEnd is where the drive's own play (its drive roll) left the ball,
// before any 4th-down play or kick; the start for a drive not yet rolled.
func PlayEnd(d Drive) int {
	for _, e := range d.Events {
		if e.Kind == EvDrive {
			return int(e.To)
		}
	}
	return d.Start
}
