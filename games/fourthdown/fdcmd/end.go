package fdcmd

import (
	"fmt"
	"strings"

	"github.com/fourthdown/fourthdown/cmd/cmdutil"
	"github.com/fourthdown/fourthdown/games/fourthdown"
	"github.com/fourthdown/fourthdown/tracker"
)

// endScreen is 4th Down's end-of-game screen: final score, line score by half,
// a few team numbers, and how to print the scoresheet.
func endScreen(tg *tracker.Game, path string, st cmdutil.Styler) string {
	g, _ := fourthdown.Of(tg.Match)
	s := &g.State
	t := g.Teams
	var b strings.Builder
	for _, e := range g.Events() {
		if e.Kind == fourthdown.EvGameOver {
			b.WriteString(st.Bold(e.Text(t)) + "\n")
		}
	}
	stats, halves := g.Stats(), tracker.LineScoreOf(tg).Periods
	w := max(len([]rune(t[fourthdown.Home].Name)), len([]rune(t[fourthdown.Away].Name)), 12)
	fmt.Fprintf(&b, "%-*s  %4s %4s %6s\n", w, "", "1st", "2nd", "Final")
	for _, side := range []fourthdown.Side{fourthdown.Home, fourthdown.Away} {
		fmt.Fprintf(&b, "%-*s  %4d %4d %6d\n", w, t[side], halves[0][side], halves[1][side], s.Score[side])
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
	fmt.Fprintf(&b, "\nThe scoresheet: %s sheet %s\n", cmdutil.ProgName, cmdutil.ShellQuote(path))
	return b.String()
}
