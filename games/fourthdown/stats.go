package fourthdown

import (
	"fmt"
	"strings"

	"github.com/fourthdown/fourthdown/engine"
)

// TeamStats is one team's statistics for the scoresheet, counted from the
// engine's events (never re-derived from the rules).
type TeamStats struct {
	Drives      int // drives (a first down starts a new drive of the same possession)
	Possessions int // series of drives that began with a change of possession
	Yards       int // drive yards plus yards of 4th-down conversion rolls (go)
	Blocks      int // time of possession in blocks (the clock runs only on drives)
	Points      int

	Touchdowns int
	FGMade     []int // distances of good field goals, in game order
	FGMissed   []int // distances of missed field goals, in game order
	Punts      int
	Turnovers  int // lost by this team on the turnover roll (negated touchdowns included)
	Negated    int // of those, touchdowns negated
	Downs      int // turnovers on downs (the untimed down not included)
	FourthAtt  int // went for it on 4th down
	FourthConv int // of those, a first down or a touchdown
	KickMade   int
	KickAtt    int
	TwoMade    int
	TwoAtt     int
	Safeties   int // safeties scored by this team
	Styles     [NumStyles]int
}

// FGAtt is the number of field-goal attempts.
func (s *TeamStats) FGAtt() int { return len(s.FGMade) + len(s.FGMissed) }

// YardsPerDrive is Yards / Drives, 0 without drives.
func (s *TeamStats) YardsPerDrive() float64 {
	if s.Drives == 0 {
		return 0
	}
	return float64(s.Yards) / float64(s.Drives)
}

// StylePercent is the share of the team's drives run in style st, rounded
// to a whole percent.
func (s *TeamStats) StylePercent(st Style) int {
	if s.Drives == 0 {
		return 0
	}
	return (s.Styles[st]*200 + s.Drives) / (2 * s.Drives)
}

// FGText is e.g. "2/3" followed by the distances: "2/3 (25, 38; missed 47)".
func (s *TeamStats) FGText() string {
	t := fmt.Sprintf("%d/%d", len(s.FGMade), s.FGAtt())
	var parts []string
	if len(s.FGMade) > 0 {
		parts = append(parts, joinInts(s.FGMade))
	}
	if len(s.FGMissed) > 0 {
		parts = append(parts, "missed "+joinInts(s.FGMissed))
	}
	if len(parts) > 0 {
		t += " (" + strings.Join(parts, "; ") + ")"
	}
	return t
}

func joinInts(v []int) string {
	s := make([]string, len(v))
	for i, n := range v {
		s[i] = fmt.Sprint(n)
	}
	return strings.Join(s, ", ")
}

// Stats is everything the scoresheet counts of each team (the line score
// and the scoring summary are every game's: tracker.LineScoreOf,
// tracker.ScoringOf, read from the shared events).
type Stats struct {
	Team [2]TeamStats
}

// ScoreWords is how a score (or a try) is worded on the scoring summary:
// "touchdown on 4th down", "field goal, 38 yards", "safety", "kick good";
// late says the drive was under the late-half rule.
func ScoreWords(e Event, late bool) string {
	switch e.Kind {
	case EvSafety:
		if e.Conversion {
			return "safety on 4th down"
		}
		return "safety"
	case EvTouchdown:
		if e.ScoreBy == OnDrive && late {
			return "touchdown on the drive (late-half rule)"
		}
		return "touchdown " + e.ScoreBy.String()
	case EvFieldGoal:
		how := engine.FieldGoalScore(int(e.Dist))
		if e.Untimed {
			how += " (untimed down)"
		}
		return how
	case EvTry:
		kind := "kick"
		if e.How == ChTwo {
			kind = "two"
		}
		if e.Good {
			return kind + " good"
		}
		return kind + " no good"
	}
	return e.Kind.String()
}

// Stats counts the game's statistics from its drives' events.
func (m *Match) Stats() Stats {
	drives := m.Drives()
	var out Stats
	newPossession := true
	for i := range drives {
		d := &drives[i]
		ts := &out.Team[d.Team]
		ts.Drives++
		ts.Styles[d.Style]++
		if i > 0 && (drives[i-1].Team != d.Team || drives[i-1].Half != d.Half) {
			newPossession = true
		}
		if newPossession {
			ts.Possessions++
		}
		ts.Blocks += d.Blocks
		newPossession = !out.countDrive(d)
	}
	return out
}

// countDrive counts the events of drive d; kept reports a first down on
// 4th down (the next drive of the team is the same possession).
func (out *Stats) countDrive(d *Drive) (kept bool) {
	ts := &out.Team[d.Team]
	for _, e := range d.Events {
		out.Team[e.Team].Points += int(e.Points)
		switch e.Kind {
		case EvDrive:
			ts.Yards += int(e.Yards)
		case EvTurnover:
			ts.Turnovers++
			if e.Negated {
				ts.Negated++
			}
		case EvSafety:
			out.Team[e.Team].Safeties++
			if e.Conversion {
				ts.Yards += int(e.Yards)
				ts.FourthAtt++
			}
		case EvTouchdown:
			ts.Touchdowns++
			if e.ScoreBy == OnFourthDown {
				ts.FourthAtt++
				ts.FourthConv++
			}
			if e.Conversion {
				ts.Yards += int(e.Yards)
			}
		case EvTry:
			ts.countTry(e)
		case EvFirstDown:
			ts.FourthAtt++
			ts.FourthConv++
			ts.Yards += int(e.Yards)
			kept = true
		case EvTurnoverOnDowns:
			ts.Yards += int(e.Yards)
			if !e.Untimed {
				ts.FourthAtt++
				ts.Downs++
			}
		case EvFieldGoal:
			if !e.Good {
				ts.FGMissed = append(ts.FGMissed, int(e.Dist))
				continue
			}
			ts.FGMade = append(ts.FGMade, int(e.Dist))
		case EvPunt:
			ts.Punts++
		}
	}
	return kept
}

// countTry counts the try e: a kick or a two-point try, made or not.
func (ts *TeamStats) countTry(e Event) {
	att, made := &ts.KickAtt, &ts.KickMade
	if e.How == ChTwo {
		att, made = &ts.TwoAtt, &ts.TwoMade
	}
	*att++
	if e.Good {
		*made++
	}
}
