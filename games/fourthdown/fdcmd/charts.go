package fdcmd

import (
	"context"
	"fmt"
	"io"

	"github.com/fourthdown/fourthdown/cmd/cmdutil"

	"github.com/fourthdown/fourthdown/games/fourthdown/solve"
)

// charts prints the charts of the ruleset rules names (advise --charts).
func charts(ctx context.Context, ios *cmdutil.IO, rules string) error {
	r, err := ResolveRules(rules)
	if err != nil {
		return &cmdutil.UsageError{Err: fmt.Errorf("--rules: %v", err)}
	}
	sol, err := solve.Shown(ctx, r, ios.ErrOut, false)
	if err != nil {
		return err
	}
	writeCharts(ios.Out, sol)
	return nil
}

// writeCharts prints what the solution says about the game in general:
// the value of receiving, the best opening play style, the 4th-down chart
// and the try chart.
func writeCharts(out io.Writer, sol *solve.Solution) {
	r := sol.Rules
	recv, styles := sol.Opening()
	fmt.Fprintf(out, "%s, solved exactly (both teams at their best; a tie counts half).\n\n", r.Title)
	fmt.Fprintf(out, "Receiving the opening kickoff: %.2f%% to win.\n", 100*recv)
	fmt.Fprint(out, "Opening play style:")
	for _, c := range styles {
		fmt.Fprintf(out, " %s %.2f%%", c.Choice, 100*c.Value)
	}
	fmt.Fprint(out, "\n\n")
	c := sol.Charts()
	fmt.Fprintf(out, "4th down, first half, tied, %d blocks left: G go, F field goal, P punt\n", c.Clock)
	fmt.Fprint(out, "yards to goal \\ to go")
	for t := 1; t <= c.ToGo; t++ {
		fmt.Fprintf(out, "%3d", t)
	}
	fmt.Fprintln(out)
	for _, band := range c.Fourth {
		fmt.Fprintf(out, "%21s", fmt.Sprintf("%d-%d", band.Lo, band.Hi))
		for _, cell := range band.Cells {
			if cell == "" {
				cell = "."
			}
			fmt.Fprintf(out, "%3s", cell)
		}
		fmt.Fprintln(out)
	}
	fmt.Fprint(out, "(two letters: the best choice changes within the band, the nearer the goal first; . no such 4th down)\n\n")
	if c.Try == nil {
		return
	}
	fmt.Fprint(out, "Try after a touchdown, second half: K kick, 2 two-point, by the scorer's margin after the touchdown\n")
	fmt.Fprint(out, "margin \\ blocks left")
	for _, b := range c.TryClocks {
		fmt.Fprintf(out, "%5d", b)
	}
	fmt.Fprintln(out)
	for i, m := range c.TryMargins {
		fmt.Fprintf(out, "%20d", m)
		for _, cell := range c.Try[i] {
			fmt.Fprintf(out, "%5s", cell)
		}
		fmt.Fprintln(out)
	}
}
