package cmd

import (
	"cmp"
	"context"
	"fmt"
	"io"
	"maps"
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
	if err := values.Simulable(rec); err != nil {
		if reg := cmdutil.Of(g); reg.DiceBytes > 0 {
			return &UsageError{Err: fmt.Errorf("--charts: %v: %s", err, giveDice(reg))}
		}
		return &UsageError{Err: fmt.Errorf("--charts: %v", err)}
	}
	v, _, err := values.For(ctx, start, values.Estimate, engine.ValuesRequest{Progress: ios.ErrOut})
	if err != nil {
		return err
	}
	p := func(format string, a ...any) { fmt.Fprintf(ios.Out, format, a...) }
	p("%s's values, estimated from its own play", g.Title())
	if d, ok := rec.Get(cmdutil.Of(g).Recorded["dice"]); ok {
		p(" (dice: %s)", tracker.Printable(d))
	}
	m := review.Measured(*cmdutil.Measured(v))
	p("\n%s\n\n", helpParagraph(strings.ToUpper(m[:1])+m[1:]+"."))
	if err := receivingChart(ios.Out, rec, v); err != nil {
		return err
	}
	if pv, ok := v.(engine.Paired); ok {
		return callsChart(ctx, ios.Out, rec, g, pv)
	}
	return nil
}

// receivingChart prints each team's chance with either receiving the
// opening kickoff.
func receivingChart(w io.Writer, rec *tracker.Record, v engine.Valuer) error {
	fmt.Fprintln(w, "The chance of winning, by who receives the opening kickoff (a tie counts half):")
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

// chartGames are the games of the game's own coach the calls chart reads
// its downs from, chartDowns how many of the most frequent downs it shows
// and chartPairs at how many calls of each it solves the pair.
const chartGames, chartDowns, chartPairs = 200, 6, 20

// callsSeen are the calls' mixes seen at one kind of down.
type callsSeen struct {
	what   string
	n      int                   // first calls seen
	solved int                   // pairs solved
	mix    [2]map[string]float64 // the team with the ball's, the other's: summed
	calls  [2][]string           // each team's calls, in the rules' order
}

// callsChart prints, for the downs most often played by the game's coach
// against itself, each team's mix of its calls from the estimated
// values' pairs (solved at a few of each: the game is played twice, the
// downs counted, then those of the most frequent ones solved).
func callsChart(ctx context.Context, w io.Writer, rec *tracker.Record, g engine.Game, v engine.Paired) error {
	var mu sync.Mutex
	seen := map[string]*callsSeen{}
	var top []*callsSeen
	watch := func(m engine.Core, side engine.Side) {
		if a := m.Next(); !a.Both.Secret || a.Parts() || a.Both.Follows || side != a.Team {
			return // not the first of a pair of secret calls
		}
		what := downWords(m.Status())
		mu.Lock()
		defer mu.Unlock()
		c := seen[what]
		switch {
		case top == nil && c == nil:
			seen[what] = &callsSeen{what: what, n: 1, mix: [2]map[string]float64{{}, {}}}
		case top == nil:
			c.n++
		case c != nil && c.solved < chartPairs && slices.Contains(top, c):
			c.solved++
			addMix(c, m, v)
		}
	}
	coached, _ := g.(engine.Coached)
	coach := func(side engine.Side, seed uint64) engine.Chooser { return watcher{coached.Coach(seed), watch} }
	for pass := range 2 {
		if _, err := sim.Simulate(ctx, sim.Options{Header: rec, Games: chartGames, Seed: 1, Workers: 1, Coach: coach}); err != nil {
			return err
		}
		if pass == 0 {
			top = slices.SortedFunc(maps.Values(seen), func(a, b *callsSeen) int { return cmp.Or(cmp.Compare(b.n, a.n), strings.Compare(a.what, b.what)) })
			top = top[:min(chartDowns, len(top))]
		}
	}
	fmt.Fprintf(w, "\n%s\n", helpParagraph(fmt.Sprintf("Calls made without seeing each other, on the downs most often played in %s of the game's coach against itself: each team's mix, the equilibrium of the estimated values (at the first %d calls of each).",
		engine.Counted(chartGames, "game"), chartPairs)))
	for _, c := range top {
		fmt.Fprintf(w, "  %s (%s)\n", c.what, engine.Counted(c.n, "call"))
		for k, who := range []string{"with the ball", "the other team"} {
			fmt.Fprintf(w, "    %-15s %s\n", who+":", mixWords(c.calls[k], c.mix[k], c.solved))
		}
	}
	return nil
}

// addMix adds each team's mix at m, the first of a pair of calls, to c.
func addMix(c *callsSeen, m engine.Core, v engine.Paired) {
	p, ok := v.Pair(m)
	if !ok {
		return
	}
	for call, team := range p.Teams {
		k := 0
		if team != m.Status().Possession {
			k = 1
		}
		for i, e := range [2][]string{p.First, p.Second}[call] {
			if _, ok := c.mix[k][e]; !ok {
				c.calls[k] = append(c.calls[k], e)
			}
			c.mix[k][e] += p.Mix[call][i]
		}
	}
}

// mixWords are a mix of calls summed over n pairs, as shares: "red 20%,
// green 80%".
func mixWords(calls []string, sum map[string]float64, n int) string {
	parts := make([]string, len(calls))
	for i, e := range calls {
		parts[i] = fmt.Sprintf("%s %.0f%%", e, 100*sum[e]/float64(max(n, 1)))
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
	watch func(m engine.Core, side engine.Side)
}

func (c watcher) Choose(m engine.Core, side engine.Side) string {
	c.watch(m, side)
	return c.Chooser.Choose(m, side)
}
