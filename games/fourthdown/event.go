package fourthdown

import (
	"fmt"

	"github.com/fourthdown/fourthdown/engine"
)

// EventKind says what happened.
type EventKind uint8

const (
	EvDrive           EventKind = iota + 1 // a drive result: Style, Roll, Yards, Blocks, From, To
	EvTurnover                             // Team lost the ball; To is the new spot; Negated if a TD was wiped out
	EvSafety                               // Team scored a safety (Team is the defense)
	EvTouchdown                            // Team scored a touchdown; How says on what
	EvFourthDown                           // 4th and ToGo (Goal: 4th and goal)
	EvFirstDown                            // Team converted on 4th down, new drive at To
	EvTurnoverOnDowns                      // Team failed on 4th down; opponent at To
	EvFieldGoal                            // Team's kick from Distance; Good; Make
	EvPunt                                 // Team punted; To is the receiving spot; Touchback
	EvTry                                  // Team's try: How is ChKick or ChTwo; Good
	EvKickoff                              // Team receives at To
	EvLateHalf                             // the late-half rule: Roll is the row used (0 with NoRow)
	EvUntimedDown                          // Team takes the untimed down: How is end, fg or go
	EvHalfOver                             // Half is over
	EvGameOver                             // the game is over
)

// EventSet is a set of event kinds: the events a caller of ApplyOnly reads.
type EventSet uint32

// AllEvents is every kind of event.
const AllEvents EventSet = 1<<(EvGameOver+1) - 2

// Has reports whether k is in the set.
func (s EventSet) Has(k EventKind) bool { return s&(1<<k) != 0 }

// With is the set with k added.
func (s EventSet) With(k EventKind) EventSet { return s | 1<<k }

var eventNames = [...]string{"", "drive", "turnover", "safety", "touchdown", "fourth-down", "first-down",
	"turnover-on-downs", "field-goal", "punt", "try", "kickoff", "late-half", "untimed-down", "half-over", "game-over"}

// String is a stable name, used in JSON.
func (k EventKind) String() string {
	if int(k) < len(eventNames) {
		return eventNames[k]
	}
	return "event?"
}

// ScoreHow says how a touchdown was scored.
type ScoreHow uint8

const (
	OnDrive ScoreHow = iota
	OnFourthDown
	OnUntimedDown
)

func (h ScoreHow) String() string {
	switch h {
	case OnFourthDown:
		return "on 4th down"
	case OnUntimedDown:
		return "on the untimed down"
	}
	return "on the drive"
}

// Event is one thing that happened, with the situation right after it.
// Spots (From, To) are measured from the home goal line, like State.Ball.
type Event struct {
	Kind   EventKind
	Team   Side
	Half   int16
	Clock  int16    // blocks left after the event
	Score  [2]int16 // after the event (Scores as ints)
	Style  Style
	Roll   int16 // the die face behind the event (drive roll, conversion roll, FG roll, try roll, distance roll)
	Row    int16 // drive: the table row used (differs from Roll under the late-half rule)
	Time   int16 // the time roll on a TD row (0 if none)
	Yards  int16 // yards gained (drive or conversion)
	Blocks int16 // time blocks used
	From   int16
	To     int16
	ToGo   int16
	Dist   int16 // field-goal distance, or distance to the goal line
	Make   int16 // field-goal table make distance
	Points int16 // points scored by this event

	How     Choice   // try kind (kick/two), untimed option (end/fg/go)
	ScoreBy ScoreHow // for touchdowns

	// The TD time cap (R5), on a drive that reaches the end zone: CapRow is
	// the face of the smallest non-TD row that gains the yards needed
	// (Dist) and Cap its time (0 when no row gains that much); Capped says
	// the drive's time is Cap (the time roll was higher, or the row reached
	// the end zone without a time roll).
	CapRow int16
	Cap    int16
	Capped bool

	TDRow      bool // the drive roll was a TD row
	Scoring    bool // the drive reached the end zone
	Late       bool // the late-half rule set the drive's yards and time
	NoRow      bool // late-half rule: no row fitted (R18)
	Goal       bool // 4th and goal
	Good       bool
	Negated    bool // a touchdown negated by a turnover
	Touchback  bool
	Untimed    bool // happened on the untimed down
	Conversion bool // a touchdown or safety came from a conversion roll (Roll, Yards)
	Banded     bool // the field goal was read on a banded table (no make distance)
	Tie        bool // game over: a tie (otherwise Team won)
}

// Scores is the score after the event.
func (e *Event) Scores() [2]int { return [2]int{int(e.Score[0]), int(e.Score[1])} }

// Result is how a drive ended, as the event that ended it says: the
// family's possession results (engine.Result), a first down being
// ResContinues (the same team goes on with a new drive) and the end of a
// half ResPeriodEnd.
type Result = engine.Result

const (
	NoResult     = engine.NoResult
	ResTouchdown = engine.ResTouchdown // on the drive, on 4th down or on the untimed down
	ResFieldGoal = engine.ResFieldGoal // good
	ResMissedFG  = engine.ResMissedFG
	ResPunt      = engine.ResPunt
	ResTurnover  = engine.ResTurnover
	ResDowns     = engine.ResDowns // turnover on downs
	ResSafety    = engine.ResSafety
	ResFirstDown = engine.ResContinues // converted on 4th down: a new drive for the same team
	ResHalfEnd   = engine.ResPeriodEnd // the half ended with nothing else (clock, or an untimed down without a score)
	NumResults   = engine.NumResults
)

// Result is the drive result this event stands for, or NoResult for an
// event that does not end a drive (the drive itself, a 4th down, a try, a
// kickoff). A drive's result is the first of its events that has one.
func (e *Event) Result() Result {
	switch e.Kind {
	case EvTouchdown:
		return ResTouchdown
	case EvFieldGoal:
		if e.Good {
			return ResFieldGoal
		}
		return ResMissedFG
	case EvPunt:
		return ResPunt
	case EvTurnover:
		return ResTurnover
	case EvTurnoverOnDowns:
		if e.Untimed {
			return ResHalfEnd
		}
		return ResDowns
	case EvSafety:
		return ResSafety
	case EvFirstDown:
		return ResFirstDown
	case EvUntimedDown:
		if e.How == ChEnd {
			return ResHalfEnd
		}
	case EvHalfOver:
		return ResHalfEnd
	}
	return NoResult
}

// Text says what happened in the rulebook's words.
func (e Event) Text(t Teams) string {
	name := t[e.Team]
	switch e.Kind {
	case EvDrive:
		return e.driveText(t, name)
	case EvSafety, EvTouchdown, EvTry:
		return e.scoreText(t, name)
	case EvFourthDown, EvFirstDown, EvTurnoverOnDowns:
		return e.downText(t, name)
	case EvFieldGoal, EvPunt, EvKickoff:
		return e.kickText(t, name)
	case EvTurnover, EvLateHalf, EvUntimedDown, EvHalfOver, EvGameOver:
		return e.clockText(t, name)
	}
	return e.Kind.String()
}

// driveText is the drive roll's words.
func (e Event) driveText(t Teams, name Team) string {
	var s string
	switch {
	case e.NoRow:
		return fmt.Sprintf("%s %s roll %d: late-half rule, no row fits the %d blocks left: the ball stays at %s",
			name, e.Style.Title(), e.Roll, e.Clock, t.Spot(e.Team, int(e.From)))
	case e.Late:
		s = fmt.Sprintf("%s %s roll %d: late-half rule, row %d:", name, e.Style.Title(), e.Roll, e.Row)
	case e.TDRow:
		s = fmt.Sprintf("%s %s roll %d: TD, time roll %d:", name, e.Style.Title(), e.Roll, e.Time)
	case e.Time > 0: // a row that reaches the end zone, under TimeRollOnReach
		s = fmt.Sprintf("%s %s roll %d: time roll %d:", name, e.Style.Title(), e.Roll, e.Time)
	default:
		s = fmt.Sprintf("%s %s roll %d:", name, e.Style.Title(), e.Roll)
	}
	if e.Scoring {
		return s + fmt.Sprintf(" %s to the end zone, %s", yards(int(e.Yards), false), Blocks(int(e.Blocks)))
	}
	return s + fmt.Sprintf(" %s, %s, to %s", yards(int(e.Yards), true), Blocks(int(e.Blocks)), t.Spot(e.Team, int(e.To)))
}

// scoreText is a score's or a try's words.
func (e Event) scoreText(t Teams, name Team) string {
	switch e.Kind {
	case EvSafety:
		if e.Conversion {
			return fmt.Sprintf("SAFETY! Conversion roll %d: %s: %s score %d, ball on %s", e.Roll, yards(int(e.Yards), true), name, e.Points, t.Spot(e.Team, int(e.To)))
		}
		return fmt.Sprintf("SAFETY! %s score %d, ball on %s", name, e.Points, t.Spot(e.Team, int(e.To)))
	case EvTouchdown:
		if e.Conversion {
			return fmt.Sprintf("TOUCHDOWN %s %s! Conversion roll %d (%d points)", name, e.ScoreBy, e.Roll, e.Points)
		}
		return fmt.Sprintf("TOUCHDOWN %s %s! (%d points)", name, e.ScoreBy, e.Points)
	case EvTry:
		kind := "Kick try"
		if e.How == ChTwo {
			kind = "Two-point try"
		}
		if e.Good {
			return fmt.Sprintf("%s GOOD (roll %d): +%d", kind, e.Roll, e.Points)
		}
		return fmt.Sprintf("%s NO GOOD (roll %d)", kind, e.Roll)
	}
	return e.Kind.String()
}

// downText is a 4th down's words, and its conversion's.
func (e Event) downText(t Teams, name Team) string {
	switch e.Kind {
	case EvFourthDown:
		return fmt.Sprintf("%s at %s (roll %d)", Down(int(e.ToGo), e.Goal), t.Spot(e.Team, int(e.From)), e.Roll)
	case EvFirstDown:
		return fmt.Sprintf("FIRST DOWN! Conversion roll %d: %s, %s ball on %s", e.Roll, yards(int(e.Yards), true), name, t.Spot(e.Team, int(e.To)))
	case EvTurnoverOnDowns:
		if e.Untimed {
			return fmt.Sprintf("Untimed down: roll %d, %s: no score", e.Roll, yards(int(e.Yards), true))
		}
		return fmt.Sprintf("TURNOVER ON DOWNS: conversion roll %d, %s (needed %d): %s ball on %s", e.Roll, yards(int(e.Yards), true), e.ToGo, t[e.Team.Other()], t.Spot(e.Team.Other(), int(e.To)))
	}
	return e.Kind.String()
}

// kickText is a kick's words.
func (e Event) kickText(t Teams, name Team) string {
	switch e.Kind {
	case EvFieldGoal:
		if e.Good {
			return fmt.Sprintf("%s (roll %d)", engine.FieldGoalCall("good", int(e.Dist)), e.Roll) + makeText(e)
		}
		s := fmt.Sprintf("%s (roll %d)", engine.FieldGoalCall("no good", int(e.Dist)), e.Roll) + makeText(e)
		if !e.Untimed {
			s += fmt.Sprintf(": %s ball on %s", t[e.Team.Other()], t.Spot(e.Team.Other(), int(e.To)))
		}
		return s
	case EvPunt:
		s := fmt.Sprintf("PUNT: %s ball on %s", t[e.Team.Other()], t.Spot(e.Team.Other(), int(e.To)))
		if e.Touchback {
			s += " (touchback)"
		}
		return s
	case EvKickoff:
		return fmt.Sprintf("Kickoff: %s ball on %s", name, t.Spot(e.Team, int(e.To)))
	}
	return e.Kind.String()
}

// clockText is the clock's and the game's words, and a turnover's.
func (e Event) clockText(t Teams, name Team) string {
	switch e.Kind {
	case EvTurnover:
		if e.Negated {
			return fmt.Sprintf("TURNOVER! Touchdown negated: %s ball on %s", t[e.Team.Other()], t.Spot(e.Team.Other(), int(e.To)))
		}
		return fmt.Sprintf("TURNOVER! %s ball on %s", t[e.Team.Other()], t.Spot(e.Team.Other(), int(e.To)))
	case EvLateHalf:
		return fmt.Sprintf("Late-half rule: %d blocks left", e.Clock)
	case EvUntimedDown:
		switch e.How {
		case ChEnd:
			return fmt.Sprintf("%s let the half end", name)
		case ChFG:
			return fmt.Sprintf("%s attempt a field goal on the untimed down", name)
		}
		return fmt.Sprintf("%s go for it on the untimed down", name)
	case EvHalfOver:
		return t.EndOf(halves.PeriodEnd(int(e.Half), false), e.Scores())
	case EvGameOver:
		return t.Final(e.Scores(), e.Team, e.Tie)
	}
	return e.Kind.String()
}

// halves are 4th Down's two halves, for the words of their ends.
var halves = engine.Timeline{Periods: 2, Break: 1}

// yards is "+1 yard", "-10 yards" (signed) or "1 yard", "25 yards".
func yards(n int, signed bool) string {
	unit := " yards"
	if n == 1 || n == -1 {
		unit = " yard"
	}
	if signed {
		return fmt.Sprintf("%+d%s", n, unit)
	}
	return fmt.Sprintf("%d%s", n, unit)
}

func makeText(e Event) string {
	if e.Banded {
		return ""
	}
	return fmt.Sprintf(", make distance %d", e.Make)
}
