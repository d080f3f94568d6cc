package tracker

import (
	"encoding/csv"
	"fmt"
	"io"
	"strconv"

	"github.com/fourthdown/fourthdown/engine/fourthdown"
)

// LogColumn is one column of the drive log: Key is the CSV header, Title
// the scoresheet's heading ("\n" breaks it into lines).
type LogColumn struct {
	Key   string
	Title string
}

// DriveLogColumns are the drive log's columns, the same in the CSV and on
// the scoresheet: everything needed to audit a drive against the dice.
var DriveLogColumns = []LogColumn{
	{"drive", "#"},
	{"half", "Half"},
	{"clock", "Clock\nblk (m:s)"},
	{"team", "Team"},
	{"start", "Start"},
	{"style", "Style"},
	{"drive_roll", "Drive\nroll"},
	{"time_roll", "Time\nroll"},
	{"turnover_roll", "TO\nroll"},
	{"yards", "Yards"},
	{"blocks", "Blk"},
	{"end", "End"},
	{"distance_roll", "Dist.\nroll"},
	{"to_go", "To\ngo"},
	{"decision", "Deci-\nsion"},
	{"decision_roll", "Its\nroll"},
	{"try", "Try"},
	{"result", "Result"},
	{"points", "Pts"},
	{"score", "Score"},
}

// DriveLog is one row per drive, in DriveLogColumns order.
func (g *Game) DriveLog() [][]string {
	ds := g.Drives()
	out := make([][]string, len(ds))
	for i, d := range ds {
		out[i] = g.DriveLogRow(d)
	}
	return out
}

// DriveLogRow is a drive's row of the drive log. Spots are from the team
// with the ball ("own 30", "GUN 25"); rolls entered by the app are
// marked "*" (Roll.String); the score is home-away.
func (g *Game) DriveLogRow(d Drive) []string {
	t := g.Teams
	row := make([]string, 0, len(DriveLogColumns))
	row = append(row,
		strconv.Itoa(d.Num),
		strconv.Itoa(d.Half),
		fmt.Sprintf("%d (%s)", d.ClockStart, g.Rules.ClockText(d.ClockStart)),
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
	if d.Decision != fourthdown.NoChoice {
		decision = d.Decision.String()
		if d.Untimed {
			decision = "untimed " + decision
		}
	}
	try := ""
	if d.Try != fourthdown.NoChoice {
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
		points = fmt.Sprintf("%d (%s)", g.Rules.SafetyPoints, t.Abbrev(d.Team.Other()))
	case d.Points > 0:
		points = strconv.Itoa(d.Points)
	}
	row = append(row,
		d.Distance.String(), toGo, decision, d.DecRoll.String(), try, result, points,
		fmt.Sprintf("%d-%d", d.ScoreAfter[fourthdown.Home], d.ScoreAfter[fourthdown.Away]),
	)
	return row
}

// PlayEnd is where the drive's own play (its drive roll) left the ball,
// before any 4th-down play or kick; the start for a drive not yet rolled.
func PlayEnd(d Drive) int {
	for _, e := range d.Events {
		if e.Kind == fourthdown.EvDrive {
			return int(e.To)
		}
	}
	return d.Start
}

// WriteDriveCSV writes the drive log as CSV: a header row (DriveLogColumns'
// keys), then one row per drive.
func (g *Game) WriteDriveCSV(w io.Writer) error {
	cw := csv.NewWriter(w)
	head := make([]string, len(DriveLogColumns))
	for i, c := range DriveLogColumns {
		head[i] = c.Key
	}
	if err := cw.Write(head); err != nil {
		return err
	}
	if err := cw.WriteAll(g.DriveLog()); err != nil {
		return err
	}
	cw.Flush()
	return cw.Error()
}
