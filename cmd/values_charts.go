package cmd

import (
	"cmp"
	"context"
	"fmt"
	"io"
	"slices"
	"strings"
	"sync"

	"github.com/fourthdown/fourthdown/cmd/cmdutil"
	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/review"
	"github.com/fourthdown/fourthdown/sim"
	"github.com/fourthdown/fourthdown/tracker"
	"github.com/fourthdown/fourthdown/values"
)

// estimateCharts builds ahead the estimated values of game g as --dice
// sets it up (a progress bar on ios.ErrOut), and prints what they say:
// their measured error, the value of receiving the opening kickoff, and,
// for a game of calls made without seeing each other, each team's mix on
// the downs most often played.
func estimateCharts(ctx context.Context, ios *IO, g engine.Game, dice string) error {
	rec, err := simHeader(&simulateOptions{DiceFile: dice}, g, cmdutil.Of(g))
	if err != nil {
		return err
	}
	rec.Set("game", g.Name())
	rec.Set("receives", engine.Home.String())
	start, err := tracker.NewGame(rec)
	if err != nil {
		return &UsageError{Err: err}
	}
	v, _, err := values.For(ctx, start, values.Estimate, engine.ValuesRequest{Progress: ios.ErrOut})
	if err != nil {
		return cmdutil.ValuesFlagError(err)
	}
	p := func(format string, a ...any) { fmt.Fprintf(ios.Out, format, a...) }
	p("%s's values, estimated from its own play", g.Title())
	if d, ok := rec.Get(cmdutil.Of(g).Recorded["dice"]); ok {
		p(" (dice: %s)", tracker.Printable(d))
	}
	p("\nMeasured error: %s.\n\n", review.Measured(*cmdutil.Measured(v)))
	if err := receivingChart(ios.Out, rec, v); err != nil {
		return err
	}
	if pv, ok := v.(engine.Paired); ok {
		return callsChart(ctx, ios.Out, rec, pv)
	}
	return nil
}

// receivingChart prints each team's chance with either receiving the
// opening kickoff.
func receivingChart(w io.Writer, rec *tracker.Record, v engine.Valuer) error {
	fmt.Fprintln(w, "Chance of winning at the opening kickoff, by who receives it (a tie counts half):")
	for _, r := range []engine.Side{engine.Home, engine.Away} {
		rec.Set("receives", r.String())
		g, err := tracker.NewGame(rec)
		if err != nil {
			return err
		}
		home := v.Value(g.Match)
		fmt.Fprintf(w, "  %-22s %s %s, %s %s\n", g.Teams[r].Name+" receive:", g.Teams[engine.Home].Name, review.Pct(home, true),
			g.Teams[engine.Away].Name, review.Pct(1-home, true))
	}
	return nil
}

// chartGames are the games the calls chart reads its downs from, and
// chartDowns how many of the most frequent downs it shows.
const chartGames, chartDowns = 200, 6

// callsSeen are the calls' mixes seen at one kind of down.
type callsSeen struct {
	what string
	n    int
	mix  [2]map[string]float64 // the team with the ball's, the other's: summed
}

// callsChart prints, for the downs most often played by the estimate's
// best coach against itself, each team's mix of its calls.
func callsChart(ctx context.Context, w io.Writer, rec *tracker.Record, v engine.Paired) error {
	var mu sync.Mutex
	seen := map[string]*callsSeen{}
	watch := func(m engine.Match, side engine.Side) {
		p, ok := v.Pair(m)
		st := m.Status()
		if !ok || p.Made >= 0 || side != p.Teams[0] {
			return
		}
		what := downWords(st)
		mu.Lock()
		defer mu.Unlock()
		c := seen[what]
		if c == nil {
			c = &callsSeen{what: what, mix: [2]map[string]float64{{}, {}}}
			seen[what] = c
		}
		c.n++
		for call, team := range p.Teams {
			k := 0
			if team != st.Possession {
				k = 1
			}
			entries := [2][]string{p.First, p.Second}[call]
			for i, e := range entries {
				c.mix[k][e] += p.Mix[call][i]
			}
		}
	}
	coach := func(side engine.Side, seed uint64) engine.Chooser {
		return watcher{engine.Perfect(v, seed), watch}
	}
	if _, err := sim.Simulate(ctx, sim.Options{Header: rec, Games: chartGames, Seed: 1, Coach: coach}); err != nil {
		return err
	}
	downs := slices.Collect(func(yield func(*callsSeen) bool) {
		for _, c := range seen {
			if !yield(c) {
				return
			}
		}
	})
	slices.SortFunc(downs, func(a, b *callsSeen) int { return cmp.Or(cmp.Compare(b.n, a.n), strings.Compare(a.what, b.what)) })
	fmt.Fprintf(w, "\nCalls made without seeing each other, on the downs most often played (%s of the best coach\nagainst itself): each team's mix, the equilibrium of the estimated values.\n", cmdutil.Counted(chartGames, "game"))
	for _, c := range downs[:min(chartDowns, len(downs))] {
		fmt.Fprintf(w, "  %s (%s)\n", c.what, cmdutil.Counted(c.n, "call"))
		for k, who := range []string{"with the ball", "the other team"} {
			fmt.Fprintf(w, "    %-15s %s\n", who+":", mixWords(c.mix[k], c.n))
		}
	}
	return nil
}

// mixWords are a mix summed over n calls, as shares: "red 20%, green 80%".
func mixWords(sum map[string]float64, n int) string {
	var parts []string
	for _, e := range slices.Sorted(func(yield func(string) bool) {
		for e := range sum {
			if !yield(e) {
				return
			}
		}
	}) {
		parts = append(parts, fmt.Sprintf("%s %.0f%%", e, 100*sum[e]/float64(n)))
	}
	return strings.Join(parts, ", ")
}

// downWords name a kind of down: the down and distance where the game has
// them, and the field's zone from the team with the ball's side.
func downWords(st engine.Status) string {
	toGoal := st.Ball
	if st.Possession == engine.Home {
		toGoal = 100 - st.Ball
	}
	zone := "own half"
	switch {
	case !st.HasBall:
		zone = "a kick"
	case toGoal <= 20:
		zone = "inside the 20"
	case toGoal <= 50:
		zone = "opponent's half"
	}
	if st.Down == 0 {
		return zone
	}
	return fmt.Sprintf("%s & %d, %s", []string{"", "1st", "2nd", "3rd", "4th"}[min(st.Down, 4)], st.ToGo, zone)
}

// watcher is a coach that shows every choice it is asked to watch first.
type watcher struct {
	engine.Chooser
	watch func(m engine.Match, side engine.Side)
}

func (c watcher) Choose(m engine.Match, side engine.Side) string {
	c.watch(m, side)
	return c.Chooser.Choose(m, side)
}
