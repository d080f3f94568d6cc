package fdcmd

import (
	"fmt"
	"strings"

	"github.com/fourthdown/fourthdown/games/fourthdown"
)

// The drive tables at the table's prompt (the table command): every number
// comes from the engine (State.Next, Apply on a copy of the state) or from
// the ruleset's tables; nothing here knows a rule.

// shortEvents tells a roll's outcome in a few words, for tables.
func shortEvents(g *fourthdown.Match, evs []fourthdown.Event) string {
	t := g.Teams
	var parts []string
	for _, e := range evs {
		switch e.Kind {
		case fourthdown.EvDrive:
			switch {
			case e.NoRow:
				parts = append(parts, "no row fits")
			case e.Scoring:
				parts = append(parts, fmt.Sprintf("%+d %db", e.Yards, e.Blocks))
			default:
				parts = append(parts, fmt.Sprintf("%+d %db %s", e.Yards, e.Blocks, t.Spot(e.Team, int(e.To))))
			}
			if e.Late && !e.NoRow {
				parts[len(parts)-1] += " (late)"
			}
		case fourthdown.EvTurnover:
			parts = append(parts, "turnover")
		case fourthdown.EvSafety:
			parts = append(parts, "safety")
		case fourthdown.EvTouchdown:
			parts = append(parts, "TD")
		case fourthdown.EvFourthDown:
			parts = append(parts, fourthdown.Down(int(e.ToGo), e.Goal))
		case fourthdown.EvFirstDown:
			parts = append(parts, fmt.Sprintf("%+d first down", e.Yards))
		case fourthdown.EvTurnoverOnDowns:
			parts = append(parts, fmt.Sprintf("%+d short", e.Yards))
		case fourthdown.EvFieldGoal, fourthdown.EvTry:
			if e.Good {
				parts = append(parts, "good")
			} else {
				parts = append(parts, "no good")
			}
		}
	}
	if len(parts) == 0 {
		return "—"
	}
	return strings.Join(parts, ", ")
}

// rollColumn is what each face of the roll asked in s gives.
func rollColumn(g *fourthdown.Match, s fourthdown.State) []string {
	a := s.Next()
	var out []string
	for f := a.Die.Min; f <= a.Die.Max(); f++ {
		after, evs, err := fourthdown.TryEntry(s, fourthdown.DieEntry(f), nil)
		if err != nil {
			out = append(out, "?")
			continue
		}
		switch after.Next().Kind {
		case fourthdown.AskTime:
			t := &g.Rules.Tables[s.Style()]
			if cap, ok := t.TimeCap(s.DistanceToGoal()); ok {
				out = append(out, fmt.Sprintf("TD, time %s ≤%db", after.Next().Die.Name(), cap))
			} else {
				out = append(out, "TD, time "+after.Next().Die.Name())
			}
			continue
		case fourthdown.AskTurnover:
			if a.Kind == fourthdown.AskDrive || a.Kind == fourthdown.AskTime {
				// Show the drive itself: the turnover roll that keeps the ball.
				tn := after.Next().Die
				t := &g.Rules.Tables[s.Style()]
				for k := tn.Min; k <= tn.Max(); k++ {
					if !t.IsTurnover(k) {
						_, evs2, err := fourthdown.TryEntry(after, fourthdown.DieEntry(k), nil)
						if err == nil {
							evs = append(evs, evs2...)
						}
						break
					}
				}
			}
		}
		if a.Kind == fourthdown.AskTurnover {
			// The drive is known; the roll only decides who has the ball.
			var keep []fourthdown.Event
			for _, e := range evs {
				if e.Kind != fourthdown.EvDrive {
					keep = append(keep, e)
				}
			}
			if evs = keep; len(onlyPlay(evs)) == 0 {
				out = append(out, "keeps the ball")
				continue
			}
		}
		out = append(out, shortEvents(g, onlyPlay(evs)))
	}
	return out
}

// onlyPlay drops what follows a play (kickoffs, half over) from a table cell.
func onlyPlay(evs []fourthdown.Event) []fourthdown.Event {
	var out []fourthdown.Event
	for _, e := range evs {
		switch e.Kind {
		case fourthdown.EvKickoff, fourthdown.EvHalfOver, fourthdown.EvGameOver, fourthdown.EvLateHalf:
			continue
		}
		out = append(out, e)
	}
	return out
}

// stateAsking is the latest state (the current one, or before an entry of
// the game) that asked kind, for showing the table of a roll in progress.
func stateAsking(g *fourthdown.Match, kind fourthdown.AskKind) (fourthdown.State, bool) {
	if g.State.Next().Kind == kind {
		return g.State, true
	}
	for i := len(g.Steps()) - 1; i >= 0; i-- {
		st := g.Steps()[i]
		if st.Ask.Kind == kind {
			return g.StateBefore(i), true
		}
		if st.Ask.Kind == fourthdown.AskStyle {
			break
		}
	}
	return fourthdown.State{}, false
}

type column struct {
	title string
	cells []string
}

// tableText shows the table that fits what is asked now, from this spot.
func tableText(g *fourthdown.Match) string {
	s := g.State
	a := s.Next()
	var cols []column
	var die fourthdown.Die
	var title string
	switch a.Kind {
	case fourthdown.AskNone:
		return "The game is over.\n"
	case fourthdown.AskStyle:
		for _, c := range a.Choices.List() {
			after, _, _ := fourthdown.TryEntry(s, fourthdown.ChoiceEntry(c), nil)
			st, _ := c.Style()
			cols = append(cols, column{st.Title(), rollColumn(g, after)})
			die = after.Next().Die
		}
		title = fmt.Sprintf("Drive tables for %s from %s: yards, blocks (b), where the ball ends; TD time cap applied",
			g.Teams[s.Offense], g.Teams.Spot(s.Offense, s.Ball))
	case fourthdown.AskDrive, fourthdown.AskTime, fourthdown.AskTurnover:
		ds, _ := stateAsking(g, fourthdown.AskDrive)
		die = ds.Next().Die
		cols = append(cols, column{ds.Style().Title(), rollColumn(g, ds)})
		t := &g.Rules.Tables[ds.Style()]
		title = fmt.Sprintf("%s table for %s from %s: yards, blocks (b), where the ball ends; TD time cap applied; turnover on %s %d–%d",
			ds.Style().Title(), g.Teams[ds.Offense], g.Teams.Spot(ds.Offense, ds.Ball), g.Rules.TurnDie.Name(), t.TurnoverMin, t.TurnoverMax)
		if a.Kind != fourthdown.AskDrive {
			cols = append(cols, column{"this roll", rollColumn(g, s)})
		}
	default:
		if a.IsRoll() && a.Kind != fourthdown.AskDistance {
			die = a.Die
			cols = append(cols, column{a.Kind.String(), rollColumn(g, s)})
			title = fmt.Sprintf("%s for %s", a.Kind, g.Teams[s.Offense])
			break
		}
		base := s
		if a.Kind == fourthdown.AskDistance {
			die = a.Die
			cols = append(cols, column{"distance", rollColumn(g, s)})
			title = fmt.Sprintf("4th-down distance for %s at %s", g.Teams[s.Offense], g.Teams.Spot(s.Offense, s.Ball))
			break
		}
		for _, c := range a.Choices.List() {
			after, _, err := fourthdown.TryEntry(base, fourthdown.ChoiceEntry(c), nil)
			if err != nil || !after.Next().IsRoll() {
				continue
			}
			die = after.Next().Die
			cols = append(cols, column{c.String(), rollColumn(g, after)})
		}
		title = fmt.Sprintf("%s for %s at %s", a.Kind, g.Teams[s.Offense], g.Teams.Spot(s.Offense, s.Ball))
	}
	var b strings.Builder
	b.WriteString(title + "\n")
	widths := make([]int, len(cols))
	for i, c := range cols {
		widths[i] = len([]rune(c.title))
		for _, cell := range c.cells {
			widths[i] = max(widths[i], len([]rune(cell)))
		}
	}
	fmt.Fprintf(&b, "%4s", die.Name())
	for i, c := range cols {
		fmt.Fprintf(&b, "  %-*s", widths[i], c.title)
	}
	b.WriteString("\n")
	for f := 0; f < die.Sides; f++ {
		fmt.Fprintf(&b, "%4d", die.Min+f)
		for i, c := range cols {
			cell := ""
			if f < len(c.cells) {
				cell = c.cells[f]
			}
			fmt.Fprintf(&b, "  %-*s", widths[i], cell)
		}
		b.WriteString("\n")
	}
	lines := strings.Split(b.String(), "\n")
	for i, l := range lines {
		lines[i] = strings.TrimRight(l, " ")
	}
	return strings.Join(lines, "\n")
}
