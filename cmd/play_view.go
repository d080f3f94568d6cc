package cmd

import (
	"fmt"
	"strings"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/engine/fourthdown"
	"github.com/fourthdown/fourthdown/tracker"
)

// What the players see: prompt labels, menu hints, the situation, the
// field, tables. Every number comes from the engine (State.Next, Apply on a
// copy of the state) or from the ruleset's tables; nothing here knows a rule.

// styler colours text on a terminal (and never with NO_COLOR).
type styler struct{ on bool }

func (s styler) wrap(code, t string) string {
	if !s.on {
		return t
	}
	return "\x1b[" + code + "m" + t + "\x1b[0m"
}
func (s styler) bold(t string) string   { return s.wrap("1", t) }
func (s styler) faint(t string) string  { return s.wrap("2", t) }
func (s styler) yellow(t string) string { return s.wrap("1;33", t) }
func (s styler) red(t string) string    { return s.wrap("31", t) }
func (s styler) green(t string) string  { return s.wrap("32", t) }
func (s styler) blue(t string) string   { return s.wrap("34", t) }

// situation is the game's situation line (the score in bold) and a line
// of field.
func situation(g *tracker.Game, st styler) string {
	score, rest := g.Match.Situation()
	if g.Final() {
		return st.bold(score) + rest
	}
	return st.bold(score) + rest + "\n" + field(g, st)
}

// field is a one-line drawing of the field, 2 yards a character, home goal
// line on the left; the ball points the way the offense goes.
func field(g *tracker.Game, st styler) string {
	s := g.Match.Status()
	var b strings.Builder
	b.WriteString(g.Teams.Abbrev(engine.Home) + " ")
	ball := (s.Ball + 1) / 2
	if !s.HasBall {
		ball = -1 // before a kickoff: no ball on the field
	}
	for i := 0; i <= 50; i++ {
		if i == ball {
			mark := ">"
			if s.Possession == engine.Away {
				mark = "<"
			}
			b.WriteString(st.yellow(mark))
			continue
		}
		switch {
		case i == 0 || i == 50 || i == 25:
			b.WriteByte('|')
		case i%5 == 0:
			b.WriteByte('+')
		default:
			b.WriteByte('-')
		}
	}
	b.WriteString(" " + g.Teams.Abbrev(engine.Away))
	return b.String()
}

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
		case fourthdown.EvFieldGoal:
			if e.Good {
				parts = append(parts, "good")
			} else {
				parts = append(parts, "no good")
			}
		case fourthdown.EvTry:
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
func stateAsking(g *fourthdown.Match, kinds ...fourthdown.AskKind) (fourthdown.State, bool) {
	has := func(k fourthdown.AskKind) bool {
		for _, x := range kinds {
			if x == k {
				return true
			}
		}
		return false
	}
	if has(g.State.Next().Kind) {
		return g.State, true
	}
	for i := len(g.Steps()) - 1; i >= 0; i-- {
		st := g.Steps()[i]
		if has(st.Ask.Kind) {
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

// finalSummary is the end-of-game screen: final score, line score by half,
// a few team numbers, and how to print the scoresheet.
func fdFinalSummary(g *fourthdown.Match, path string, st styler) string {
	s := &g.State
	t := g.Teams
	var b strings.Builder
	for _, e := range g.Events() {
		if e.Kind == fourthdown.EvGameOver {
			b.WriteString(st.bold(e.Text(t)) + "\n")
		}
	}
	stats := g.Stats()
	w := max(len([]rune(t[fourthdown.Home].Name)), len([]rune(t[fourthdown.Away].Name)), 12)
	fmt.Fprintf(&b, "%-*s  %4s %4s %6s\n", w, "", "1st", "2nd", "Final")
	for _, side := range []fourthdown.Side{fourthdown.Home, fourthdown.Away} {
		fmt.Fprintf(&b, "%-*s  %4d %4d %6d\n", w, t[side], stats.Line.Halves[0][side], stats.Line.Halves[1][side], s.Score[side])
	}
	b.WriteString("\n")
	fmt.Fprintf(&b, "%-*s  %10s %10s\n", w, "", t.Abbrev(fourthdown.Home), t.Abbrev(fourthdown.Away))
	row := func(name string, f func(ts *fourthdown.TeamStats) string) {
		fmt.Fprintf(&b, "%-*s  %10s %10s\n", w, name, f(&stats.Team[fourthdown.Home]), f(&stats.Team[fourthdown.Away]))
	}
	row("Drives", func(ts *fourthdown.TeamStats) string { return fmt.Sprint(ts.Drives) })
	row("Yards", func(ts *fourthdown.TeamStats) string { return fmt.Sprint(ts.Yards) })
	row("Touchdowns", func(ts *fourthdown.TeamStats) string { return fmt.Sprint(ts.Touchdowns) })
	row("Field goals", func(ts *fourthdown.TeamStats) string { return fmt.Sprintf("%d/%d", len(ts.FGMade), ts.FGAtt()) })
	row("Turnovers", func(ts *fourthdown.TeamStats) string { return fmt.Sprint(ts.Turnovers) })
	row("4th-down tries", func(ts *fourthdown.TeamStats) string { return fmt.Sprintf("%d/%d", ts.FourthConv, ts.FourthAtt) })
	row("Time (blocks)", func(ts *fourthdown.TeamStats) string { return fmt.Sprint(ts.Blocks) })
	fmt.Fprintf(&b, "\nThe scoresheet: %s sheet %s\n", progName, shellQuote(path))
	return b.String()
}

// shellQuote quotes a path for copying into a shell when it needs it.
func shellQuote(s string) string {
	if s != "" && strings.IndexFunc(s, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("-_./:@+,=", r))
	}) < 0 {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// finalSummary is the end-of-game screen: 4th Down's own, or for any game
// the final, the line score by period and the team statistics.
func finalSummary(g *tracker.Game, path string, st styler) string {
	if m, ok := fourthdown.Of(g.Match); ok {
		return fdFinalSummary(m, path, st)
	}
	t := g.Teams
	var b strings.Builder
	for _, e := range g.Match.Shared() {
		if e.Kind == engine.EvGameOver && e.Text != "" {
			b.WriteString(st.bold(e.Text) + "\n")
		}
	}
	ls := tracker.LineScoreOf(g)
	// The statistics' columns as wide as their longest label and value;
	// the line score's names as wide as the labels.
	rows := append([]engine.StatRow{{Value: [2]string{t.Abbrev(engine.Home), t.Abbrev(engine.Away)}}}, g.Match.StatRows()...)
	lw, vw := 0, 6
	for _, r := range rows {
		lw = max(lw, len([]rune(r.Label)))
		vw = max(vw, len([]rune(r.Value[0])), len([]rune(r.Value[1])))
	}
	w := max(len([]rune(t[engine.Home].Name)), len([]rune(t[engine.Away].Name)), 12, lw)
	fmt.Fprintf(&b, "%-*s ", w, "")
	for p := 1; p <= len(ls.Periods); p++ {
		fmt.Fprintf(&b, " %8s", g.Match.Period(p))
	}
	fmt.Fprintf(&b, " %6s\n", "Final")
	for _, side := range engine.Sides {
		fmt.Fprintf(&b, "%-*s ", w, t[side])
		for _, pts := range ls.Periods {
			fmt.Fprintf(&b, " %8d", pts[side])
		}
		fmt.Fprintf(&b, " %6d\n", ls.Total[side])
	}
	b.WriteString("\n")
	for _, r := range rows {
		fmt.Fprintf(&b, "%-*s  %*s  %*s\n", w, r.Label, vw, r.Value[0], vw, r.Value[1])
	}
	fmt.Fprintf(&b, "\nThe scoresheet: %s sheet %s\n", progName, shellQuote(path))
	return b.String()
}
