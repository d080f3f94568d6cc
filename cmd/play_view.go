package cmd

import (
	"fmt"
	"strings"

	"github.com/fourthdown/fourthdown/engine/fourthdown"
	"github.com/fourthdown/fourthdown/tracker"
)

// What the players see: prompt labels, menu hints, the situation, the
// field, tables. Every number comes from the engine (State.Next, Apply on a
// copy of the state) or from the ruleset's tables; nothing here knows a rule.

// tryEntry is what entry e would do from s: the state after it and its
// events (s is not changed).
func tryEntry(s fourthdown.State, e fourthdown.Entry, _ []fourthdown.Event) (fourthdown.State, []fourthdown.Event, error) {
	var evs []fourthdown.Event
	err := s.Apply(e, &evs)
	return s, evs, err
}

// dieText is e.g. "d20 (1–20)".
func dieText(d fourthdown.Die) string { return fmt.Sprintf("%s (%d–%d)", d.Name(), d.Min, d.Max()) }

var rollVerbs = map[fourthdown.AskKind]string{
	fourthdown.AskDrive:      "roll the drive",
	fourthdown.AskTime:       "TD row! roll the time",
	fourthdown.AskTurnover:   "roll for a turnover",
	fourthdown.AskDistance:   "roll the 4th-down distance",
	fourthdown.AskConversion: "going for it: roll the conversion",
	fourthdown.AskFG:         "roll the field goal",
	fourthdown.AskKickTry:    "roll the kick try",
	fourthdown.AskTwoTry:     "roll the two-point try",
	fourthdown.AskUntimedFG:  "untimed down: roll the field goal",
	fourthdown.AskUntimedGo:  "untimed down: roll the conversion",
}

// askLabel is the prompt: "Bombers — roll the drive d20 (1–20)".
func askLabel(g *tracker.Game, a fourthdown.Ask) string {
	team := g.Teams[a.Team]
	s := &g.State
	if a.IsRoll() {
		verb, ok := rollVerbs[a.Kind]
		if !ok {
			verb = a.Kind.String()
		}
		label := fmt.Sprintf("%s — %s %s", team, verb, dieText(a.Die))
		if a.Die.Read(0) != 0 {
			label += ", 0 is 10" // a physical d10 prints 0 for its 10
		}
		if a.Kind == fourthdown.AskTurnover {
			// Which faces lose the ball, read off the drive's table.
			t := &g.Rules.Tables[s.Style()]
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
	case fourthdown.AskStyle:
		return fmt.Sprintf("%s — play style from %s", team, g.Teams.Spot(a.Team, s.Ball))
	case fourthdown.AskDecision:
		togo, goal := s.ToGo()
		return fmt.Sprintf("%s — %s at %s: %s?", team, fourthdown.Down(togo, goal), g.Teams.Spot(a.Team, s.Ball), a.Choices)
	case fourthdown.AskTry:
		return fmt.Sprintf("%s — try after the touchdown", team)
	case fourthdown.AskUntimed:
		return fmt.Sprintf("%s — untimed down at %s", team, g.Teams.Spot(a.Team, s.Ball))
	}
	return fmt.Sprintf("%s — %s", team, a.Kind)
}

var choiceLabels = map[fourthdown.Choice]string{
	fourthdown.ChBalanced: "Balanced",
	fourthdown.ChRun:      "Run-First",
	fourthdown.ChPass:     "Pass-First",
	fourthdown.ChGo:       "Go for it",
	fourthdown.ChFG:       "Field goal",
	fourthdown.ChPunt:     "Punt",
	fourthdown.ChKick:     "Kick",
	fourthdown.ChTwo:      "Two-point try",
	fourthdown.ChEnd:      "Let the half end",
}

// shortTokens are what the players may type for a choice.
var shortTokens = map[fourthdown.Choice]string{fourthdown.ChBalanced: "b", fourthdown.ChRun: "r", fourthdown.ChPass: "p"}

// options are the menu for a choice ask, each with a one-line hint.
func options(g *tracker.Game, a fourthdown.Ask) []Option {
	var out []Option
	for _, c := range a.Choices.List() {
		label := choiceLabels[c]
		tok := c.String()
		if sh, ok := shortTokens[c]; ok {
			label += " (" + sh + ")"
		} else {
			label += " (" + tok + ")"
		}
		// Without advice a menu starts on the safest choice: the punt on
		// 4th down, the kick after a touchdown.
		safe := c == fourthdown.ChPunt || c == fourthdown.ChKick
		out = append(out, Option{Token: tok, Label: label, Hint: choiceHint(g, c), Default: safe})
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
func choiceHint(g *tracker.Game, c fourthdown.Choice) string {
	s := g.State
	r := g.Rules
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
		return fmt.Sprintf("avg %+d yds, end zone %s, turnover %s", (sum+n/2)/n, pct(reach, n),
			pct(t.TurnoverMax-t.TurnoverMin+1, r.TurnDie.Sides))
	}
	after, evs, err := tryEntry(s, fourthdown.ChoiceEntry(c), nil)
	if err != nil {
		return ""
	}
	for _, e := range evs {
		switch e.Kind {
		case fourthdown.EvPunt:
			return fmt.Sprintf("%s take over at %s", g.Teams[e.Team.Other()], g.Teams.Spot(e.Team.Other(), int(e.To)))
		case fourthdown.EvHalfOver:
			return "the half ends"
		}
	}
	next := after.Next()
	if !next.IsRoll() {
		return ""
	}
	good, total := 0, 0
	for f := next.Die.Min; f <= next.Die.Max(); f++ {
		_, evs, err := tryEntry(after, fourthdown.DieEntry(f), nil)
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
	case fourthdown.ChGo:
		if s.Untimed() {
			return fmt.Sprintf("%d yds to the goal: touchdown on %s", s.DistanceToGoal(), odds)
		}
		togo, goal := s.ToGo()
		if goal {
			return fmt.Sprintf("%d yds to the goal: touchdown on %s", togo, odds)
		}
		return fmt.Sprintf("need %d (goal %d yds away): makes it on %s", togo, s.DistanceToGoal(), odds)
	case fourthdown.ChFG:
		return fmt.Sprintf("%d-yard kick: good on %s", s.DistanceToGoal(), odds)
	case fourthdown.ChKick:
		return fmt.Sprintf("+%d, good on %s", r.KickPoints, odds)
	case fourthdown.ChTwo:
		return fmt.Sprintf("+%d, good on %s", r.TwoPoints, odds)
	}
	return "good on " + odds
}

// success: the roll converted, scored or was good.
func success(evs []fourthdown.Event) bool {
	for _, e := range evs {
		switch e.Kind {
		case fourthdown.EvFirstDown, fourthdown.EvTouchdown:
			return true
		case fourthdown.EvFieldGoal, fourthdown.EvTry:
			return e.Good
		}
	}
	return false
}

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

// situation is the engine's situation line (the score in bold) and a
// line of field.
func situation(g *tracker.Game, st styler) string {
	s := &g.State
	if s.Final {
		return st.bold(s.ScoreText(g.Teams)) + " (" + s.Where(g.Teams) + ")"
	}
	return st.bold(s.ScoreText(g.Teams)) + " | " + s.Where(g.Teams) + "\n" + field(g, st)
}

// field is a one-line drawing of the field, 2 yards a character, home goal
// line on the left; the ball points the way the offense goes.
func field(g *tracker.Game, st styler) string {
	s := &g.State
	var b strings.Builder
	b.WriteString(g.Teams.Abbrev(fourthdown.Home) + " ")
	ball := (s.Ball + 1) / 2
	for i := 0; i <= 50; i++ {
		if i == ball {
			mark := ">"
			if s.Offense == fourthdown.Away {
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
	b.WriteString(" " + g.Teams.Abbrev(fourthdown.Away))
	return b.String()
}

// shortEvents tells a roll's outcome in a few words, for tables.
func shortEvents(g *tracker.Game, evs []fourthdown.Event) string {
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
func rollColumn(g *tracker.Game, s fourthdown.State) []string {
	a := s.Next()
	var out []string
	for f := a.Die.Min; f <= a.Die.Max(); f++ {
		after, evs, err := tryEntry(s, fourthdown.DieEntry(f), nil)
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
						_, evs2, err := tryEntry(after, fourthdown.DieEntry(k), nil)
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
func stateAsking(g *tracker.Game, kinds ...fourthdown.AskKind) (fourthdown.State, bool) {
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
	for i := len(g.Steps) - 1; i >= 0; i-- {
		st := g.Steps[i]
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
func tableText(g *tracker.Game) string {
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
			after, _, _ := tryEntry(s, fourthdown.ChoiceEntry(c), nil)
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
			after, _, err := tryEntry(base, fourthdown.ChoiceEntry(c), nil)
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
func finalSummary(g *tracker.Game, path string, st styler) string {
	s := &g.State
	t := g.Teams
	var b strings.Builder
	for _, e := range g.Events {
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
	row := func(name string, f func(ts *tracker.TeamStats) string) {
		fmt.Fprintf(&b, "%-*s  %10s %10s\n", w, name, f(&stats.Team[fourthdown.Home]), f(&stats.Team[fourthdown.Away]))
	}
	row("Drives", func(ts *tracker.TeamStats) string { return fmt.Sprint(ts.Drives) })
	row("Yards", func(ts *tracker.TeamStats) string { return fmt.Sprint(ts.Yards) })
	row("Touchdowns", func(ts *tracker.TeamStats) string { return fmt.Sprint(ts.Touchdowns) })
	row("Field goals", func(ts *tracker.TeamStats) string { return fmt.Sprintf("%d/%d", len(ts.FGMade), ts.FGAtt()) })
	row("Turnovers", func(ts *tracker.TeamStats) string { return fmt.Sprint(ts.Turnovers) })
	row("4th-down tries", func(ts *tracker.TeamStats) string { return fmt.Sprintf("%d/%d", ts.FourthConv, ts.FourthAtt) })
	row("Time (blocks)", func(ts *tracker.TeamStats) string { return fmt.Sprint(ts.Blocks) })
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
