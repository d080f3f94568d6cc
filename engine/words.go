package engine

import (
	"fmt"
	"strconv"
	"strings"
)

// The words of the events every game has, written once so that an event
// reads the same in every game: a period's end, overtime and a field goal.
// A distance is "25 yards" at the table and "25 yds" in a log line
// (Yards, Yds).

// PeriodMark is period p as a log line and the scoresheet write it: its
// number within regulation, OT in overtime (OT2 for a second one).
func (tl Timeline) PeriodMark(p int) string {
	switch {
	case tl.Periods <= 0 || p <= tl.Periods:
		return strconv.Itoa(p)
	case p == tl.Periods+1:
		return "OT"
	}
	return "OT" + strconv.Itoa(p-tl.Periods)
}

// Overtime reports whether period p is played after regulation.
func (tl Timeline) Overtime(p int) bool { return tl.Periods > 0 && p > tl.Periods }

// PeriodEnd names what the end of period p ends: "first quarter",
// "first half", "third quarter", "second half", or "regulation" when
// overtime follows it, "overtime" after it.
func (tl Timeline) PeriodEnd(p int, overtimeNext bool) string {
	switch {
	case tl.Overtime(p):
		return "overtime"
	case p == tl.Periods && overtimeNext:
		return "regulation"
	case tl.Break > 0 && p == tl.Break:
		return "first half"
	case p == tl.Periods:
		return "second half"
	}
	return ordinalWords[min(p, len(ordinalWords)-1)] + " quarter"
}

var ordinalWords = []string{"", "first", "second", "third", "fourth", "next"}

// EndOf words the end of a period (PeriodEnd) with the score, as every
// game says it at the table, in its play-by-play and in its record's
// comments: "END OF FIRST HALF: Bears 7, Lions 7".
func (t Teams) EndOf(period string, score [2]int) string {
	return "END OF " + strings.ToUpper(period) + ": " + t.ScoreLine(score)
}

// FieldGoalLog words a field goal kicked from dist (the game's own
// measure of it) in a log line: "field goal good (33 yds)", "field goal
// no good (38 yds)", "field goal blocked (20 yds)".
func FieldGoalLog(how string, dist int) string {
	return "field goal " + how + " (" + Yds(dist) + ")"
}

// FieldGoalScore is a good field goal in the scoring summary: "field
// goal, 33 yards".
func FieldGoalScore(dist int) string { return "field goal, " + Yards(dist) }

// FieldGoalCall is a field goal at the table, as every game says it:
// "FIELD GOAL GOOD from 25 yards", "FIELD GOAL NO GOOD from 38 yards",
// "FIELD GOAL BLOCKED from 20 yards".
func FieldGoalCall(how string, dist int) string {
	return "FIELD GOAL " + strings.ToUpper(how) + " from " + Yards(dist)
}

// Counted is n things of a kind, with thousands separators: "1 game",
// "20,000 games".
func Counted(n int, one string) string {
	if n == 1 {
		return "1 " + one
	}
	return Thousands(float64(n)) + " " + one + "s"
}

// Thousands formats a number rounded to an integer with thousands separators.
func Thousands(v float64) string {
	s := fmt.Sprintf("%.0f", v)
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	var b strings.Builder
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	if neg {
		return "-" + b.String()
	}
	return b.String()
}
