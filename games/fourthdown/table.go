package fourthdown

import (
	"fmt"

	"github.com/fourthdown/fourthdown/engine"
)

// The table's words for 4th Down: prompt labels and menu hints. Every
// number comes from the rules (State.Next, Apply on a copy of the state)
// or from the ruleset's tables.

// TryEntry is what entry e would do from s: the state after it and its
// events (s is not changed).
func TryEntry(s State, e Entry, _ []Event) (State, []Event, error) {
	var evs []Event
	err := s.Apply(e, &evs)
	return s, evs, err
}

// dieText is e.g. "d20 (1–20)".
func dieText(d Die) string { return fmt.Sprintf("%s (%d–%d)", d.Name(), d.Min, d.Max()) }

var rollVerbs = map[AskKind]string{
	AskDrive:      "roll the drive",
	AskTime:       "TD row! roll the time",
	AskTurnover:   "roll for a turnover",
	AskDistance:   "roll the 4th-down distance",
	AskConversion: "going for it: roll the conversion",
	AskFG:         "roll the field goal",
	AskKickTry:    "roll the kick try",
	AskTwoTry:     "roll the two-point try",
	AskUntimedFG:  "untimed down: roll the field goal",
	AskUntimedGo:  "untimed down: roll the conversion",
}

// askLabel is the prompt: "Bombers — roll the drive d20 (1–20)".
func (m *Match) askLabel(a Ask) string {
	team := m.Teams[a.Team]
	s := &m.State
	if a.IsRoll() {
		verb, ok := rollVerbs[a.Kind]
		if !ok {
			verb = a.Kind.String()
		}
		label := fmt.Sprintf("%s — %s %s", team, verb, dieText(a.Die))
		if a.Die.Read(0) != 0 {
			label += ", 0 is 10" // a physical d10 prints 0 for its 10
		}
		if a.Kind == AskTurnover {
			// Which faces lose the ball, read off the drive's table.
			t := &m.Rules.Tables[s.Style()]
			switch {
			case t.TurnoverMin > t.TurnoverMax:
				label += ", no turnover face"
			case t.TurnoverMin == t.TurnoverMax:
				label += fmt.Sprintf(", turnover on %d", t.TurnoverMin)
			default:
				label += fmt.Sprintf(", turnover on %d–%d", t.TurnoverMin, t.TurnoverMax)
			}
		}
		return label
	}
	switch a.Kind {
	case AskStyle:
		return fmt.Sprintf("%s — play style from %s", team, m.Teams.Spot(a.Team, s.Ball))
	case AskDecision:
		togo, goal := s.ToGo()
		return fmt.Sprintf("%s — %s at %s: %s?", team, Down(togo, goal), m.Teams.Spot(a.Team, s.Ball), a.Choices)
	case AskTry:
		return fmt.Sprintf("%s — try after the touchdown", team)
	case AskUntimed:
		return fmt.Sprintf("%s — untimed down at %s", team, m.Teams.Spot(a.Team, s.Ball))
	}
	return fmt.Sprintf("%s — %s", team, a.Kind)
}

// ChoiceLabels are the choices' names on a menu.
var ChoiceLabels = map[Choice]string{
	ChBalanced: "Balanced",
	ChRun:      "Run-First",
	ChPass:     "Pass-First",
	ChGo:       "Go for it",
	ChFG:       "Field goal",
	ChPunt:     "Punt",
	ChKick:     "Kick",
	ChTwo:      "Two-point try",
	ChEnd:      "Let the half end",
}

// shortTokens are what the players may type for a choice.
var shortTokens = map[Choice]string{ChBalanced: "b", ChRun: "r", ChPass: "p"}

// options are the menu for a choice ask, each with a one-line hint.
func (m *Match) options(a Ask) []engine.Option {
	var out []engine.Option
	for _, c := range a.Choices.List() {
		label := ChoiceLabels[c]
		tok := c.String()
		if sh, ok := shortTokens[c]; ok {
			label += " (" + sh + ")"
		} else {
			label += " (" + tok + ")"
		}
		// Without advice a menu starts on the safest choice: the punt on
		// 4th down, the kick after a touchdown.
		safe := c == ChPunt || c == ChKick
		out = append(out, engine.Option{Token: tok, Label: label, Hint: m.ChoiceHint(c), Default: safe})
	}
	return out
}

func pct(n, d int) string {
	if d == 0 {
		return "0%"
	}
	return fmt.Sprintf("%d%%", (n*100+d/2)/d)
}

// choiceHint says what a choice is worth from here.
// ChoiceHint says what choice c is worth from here.
func (m *Match) ChoiceHint(c Choice) string {
	s := m.State
	r := m.Rules
	if st, ok := c.Style(); ok {
		t := &r.Tables[st]
		need := s.DistanceToGoal()
		sum, reach := 0, 0
		for _, row := range t.Rows {
			y := row.Yards
			if row.TD || y >= need {
				y, reach = need, reach+1
			}
			sum += y
		}
		n := len(t.Rows)
		return fmt.Sprintf("avg %s, end zone %s, turnover %s", engine.SignedYds((sum+n/2)/n), pct(reach, n),
			pct(t.TurnoverMax-t.TurnoverMin+1, r.TurnDie.Sides))
	}
	after, evs, err := TryEntry(s, ChoiceEntry(c), nil)
	if err != nil {
		return ""
	}
	for _, e := range evs {
		switch e.Kind {
		case EvPunt:
			return fmt.Sprintf("%s take over at %s", m.Teams[e.Team.Other()], m.Teams.Spot(e.Team.Other(), int(e.To)))
		case EvHalfOver:
			return "the half ends"
		}
	}
	next := after.Next()
	if !next.IsRoll() {
		return ""
	}
	good, total := 0, 0
	for f := next.Die.Min; f <= next.Die.Max(); f++ {
		_, evs, err := TryEntry(after, DieEntry(f), nil)
		if err != nil {
			continue
		}
		total++
		if success(evs) {
			good++
		}
	}
	odds := fmt.Sprintf("%d of %d (%s)", good, total, pct(good, total))
	switch c {
	case ChGo:
		if s.Untimed() {
			return fmt.Sprintf("%s to the goal: touchdown on %s", engine.Yds(s.DistanceToGoal()), odds)
		}
		togo, goal := s.ToGo()
		if goal {
			return fmt.Sprintf("%s to the goal: touchdown on %s", engine.Yds(togo), odds)
		}
		return fmt.Sprintf("need %d (goal %s away): makes it on %s", togo, engine.Yds(s.DistanceToGoal()), odds)
	case ChFG:
		return fmt.Sprintf("%d-yard kick: good on %s", s.DistanceToGoal(), odds)
	case ChKick:
		return fmt.Sprintf("+%d, good on %s", r.KickPoints, odds)
	case ChTwo:
		return fmt.Sprintf("+%d, good on %s", r.TwoPoints, odds)
	}
	return "good on " + odds
}

// success: the roll converted, scored or was good.
func success(evs []Event) bool {
	for _, e := range evs {
		switch e.Kind {
		case EvFirstDown, EvTouchdown:
			return true
		case EvFieldGoal, EvTry:
			return e.Good
		}
	}
	return false
}
