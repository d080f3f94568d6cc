package cmd

import (
	"fmt"
	"github.com/fourthdown/fourthdown/cmd/cmdutil"
	"strings"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/tracker"
)

// What the players see: prompt labels, menu hints, the situation, the
// field, tables. Every number comes from the engine (State.Next, Apply on a
// copy of the state) or from the ruleset's tables; nothing here knows a rule.

// styler colours text on a terminal (and never with NO_COLOR).
type styler = cmdutil.Styler

// situation is the game's situation line (the score in bold) and a line
// of field.
func situation(g *tracker.Game, st styler) string {
	score, rest := g.Match.Situation()
	if g.Final() {
		return st.Bold(score) + rest
	}
	return st.Bold(score) + rest + "\n" + field(g, st)
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
			b.WriteString(st.Yellow(mark))
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

// finalSummary is the end-of-game screen: the game's own, or for any game
// the final, the line score by period and the team statistics.
func finalSummary(g *tracker.Game, path string, st styler) string {
	if r := cmdutil.Of(g.Kind); r.EndScreen != nil {
		return r.EndScreen(g, path, st)
	}
	t := g.Teams
	var b strings.Builder
	if over := gameOverText(g); over != "" {
		b.WriteString(st.Bold(over) + "\n")
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
	fmt.Fprintf(&b, "\nThe scoresheet: %s sheet %s\n", cmdutil.ProgName, cmdutil.ShellQuote(path))
	return b.String()
}
