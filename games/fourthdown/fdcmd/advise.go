package fdcmd

import (
	"context"
	"encoding/json"
	"fmt"
	"github.com/fourthdown/fourthdown/cmd/cmdutil"
	"io"
	"strings"
	"sync/atomic"
	"time"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/games/fourthdown"
	"github.com/fourthdown/fourthdown/games/fourthdown/solve"
	"github.com/fourthdown/fourthdown/review"
	"github.com/spf13/cobra"
)

type adviseOptions struct {
	IO     *cmdutil.IO
	Ctx    context.Context
	File   string
	JSON   bool
	Charts bool
	Rules  string
}

func newAdviseCmd(ios *cmdutil.IO) *cobra.Command {
	opts := &adviseOptions{IO: ios}
	c := &cobra.Command{
		Use:   "advise [--json] FILE | advise --charts [--rules NAME|FILE]",
		Short: "4th Down only: every choice's exact value where a record stops",
		Long: `advise reads a record (complete or not, the records replay reads) and says
what the game's exact solution gives from the situation after its last entry:
at a choice (play style, 4th-down decision, try, untimed down), every allowed
choice with the chance of winning it leaves the team that chooses (a tie
counts half), best first, and what each other choice gives up; at a roll, the
team's chance now. Values assume both coaches play their best from here on.

The ruleset is solved once (a few seconds) and kept in the cache folder
($XDG_CACHE_HOME/fourthdown/solutions); after that advise answers at once.
--json prints one object: team, ask, value, choices (README: "advise").`,
		Args: func(c *cobra.Command, args []string) error {
			if opts.Charts {
				return cmdutil.ExactArgs(0, "no FILE with --charts")(c, args)
			}
			return cmdutil.ExactArgs(1, "one record FILE")(c, args)
		},
		RunE: func(c *cobra.Command, args []string) error {
			opts.Ctx = c.Context()
			if opts.Charts {
				return chartsRun(opts)
			}
			opts.File = args[0]
			return adviseRun(opts)
		},
	}
	c.Annotations = map[string]string{cmdutil.StopsOnSignal: "it may solve its rules"}
	c.ValidArgsFunction = cmdutil.RecordArgs
	c.Flags().BoolVar(&opts.JSON, "json", false, "print the advice as one JSON object")
	c.Flags().BoolVar(&opts.Charts, "charts", false, "print what the solution says about the game: the value of receiving, the opening style, 4th-down and try charts")
	addRulesFlag(c, &opts.Rules)
	return c
}

// loadSolution returns rules' solution, from the cache or solved now with
// a progress line on errOut when it is a terminal.
// With distances it also reads the 4th-down distance values that coaches
// choosing play styles need.
func LoadSolution(ctx context.Context, rules *fourthdown.Ruleset, errOut io.Writer, distances bool) (*solve.Solution, error) {
	if ctx == nil {
		ctx = context.Background()
	}
	var done atomic.Int64
	stop := startSolveProgress(errOut, rules, &done)
	defer stop()
	return solve.Load(ctx, rules, solve.Options{
		Progress:  func(f float64) { done.Store(int64(f * 1000)) },
		Warn:      func(err error) { fmt.Fprintf(errOut, "fourthdown: %v\n", err) },
		Distances: distances,
	})
}

// startSolveProgress draws "solving ... 37%" on w when w is a terminal.
func startSolveProgress(w io.Writer, rules *fourthdown.Ruleset, done *atomic.Int64) (stop func()) {
	return cmdutil.StartStatusLine(w, 0, func(time.Duration) string {
		return fmt.Sprintf("solving %s exactly (once; kept for next time)... %3d%%", rules.Name, done.Load()/10)
	})
}

// AdviceJSON is what advise --json prints (../shared/spec/advice.md).
type AdviceJSON struct {
	Team    string               `json:"team,omitempty"`
	Ask     string               `json:"ask"`
	Value   *float64             `json:"value,omitempty"`
	Choices []review.ChoiceValue `json:"choices,omitempty"`
	// More than the contract asks.
	Final  bool    `json:"final"`
	Half   int     `json:"half"`
	Clock  int     `json:"clock"`
	Margin int     `json:"margin"` // the team's points minus the other's
	Edge   float64 `json:"edge,omitempty"`
	Die    string  `json:"die,omitempty"`
}

func chartsRun(opts *adviseOptions) error {
	rules, err := ResolveRules(opts.Rules)
	if err != nil {
		return &cmdutil.UsageError{Err: fmt.Errorf("--rules: %v", err)}
	}
	sol, err := LoadSolution(opts.Ctx, rules, opts.IO.ErrOut, false)
	if err != nil {
		return err
	}
	writeCharts(opts.IO.Out, sol)
	return nil
}

func adviseRun(opts *adviseOptions) error {
	g, err := loadMatch(opts.File, "advise")
	if err != nil {
		return err
	}
	s := &g.State
	a := s.Next()
	if s.Final {
		if opts.JSON {
			return json.NewEncoder(opts.IO.Out).Encode(AdviceJSON{Ask: "none", Final: true, Half: s.Half, Clock: s.Clock})
		}
		fmt.Fprintf(opts.IO.Out, "The game is over: %s. There is nothing left to choose.\n", s.ResultText(g.Teams))
		return nil
	}
	sol, err := LoadSolution(opts.Ctx, g.Rules, opts.IO.ErrOut, false)
	if err != nil {
		return err
	}
	adv := sol.Advise(s)
	m := s.Score[adv.Team] - s.Score[adv.Team.Other()]
	if opts.JSON {
		j := AdviceJSON{Team: adv.Team.String(), Ask: solve.AskWord(a), Value: &adv.Value, Half: s.Half, Clock: s.Clock, Margin: m}
		for _, c := range adv.Choices {
			j.Choices = append(j.Choices, review.ChoiceValue{Choice: c.Choice.String(), Value: c.Value})
		}
		if len(adv.Choices) > 1 {
			j.Edge = adv.Choices[0].Value - adv.Choices[1].Value
		}
		if a.IsRoll() {
			j.Die = a.Die.String()
		}
		return json.NewEncoder(opts.IO.Out).Encode(j)
	}
	_, err = io.WriteString(opts.IO.Out, adviceText(g, adv))
	return err
}

// adviceText is advise's readable form.
func adviceText(g *fourthdown.Match, adv solve.Advice) string {
	s := &g.State
	var b strings.Builder
	b.WriteString(s.SituationText(g.Teams) + "\n")
	team := g.Teams[adv.Team]
	if len(adv.Choices) == 0 {
		fmt.Fprintf(&b, "%s to roll (%s): %s chance of winning now is %s (a tie counts half).\n",
			team, s.Next().Kind, engine.Possessive(team.Name), cmdutil.PctText(adv.Value))
		return b.String()
	}
	fmt.Fprintf(&b, "%s: %s. Chance of winning for %s after each choice (a tie counts half), both teams at their best from here:\n",
		team, s.Next().Kind, team)
	best := adv.Choices[0].Value
	for i, c := range adv.Choices {
		note := "best"
		if i > 0 {
			note = fmt.Sprintf("gives up %.1f points of win chance", 100*(best-c.Value))
		}
		fmt.Fprintf(&b, "  %-9s %6s   %s\n", c.Choice, cmdutil.PctText(c.Value), note)
	}
	return b.String()
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
