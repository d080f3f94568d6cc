package cmd

import (
	"context"
	"encoding/json"
	"fmt"
	"io"

	"github.com/fourthdown/fourthdown/cmd/cmdutil"
	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/review"
	"github.com/fourthdown/fourthdown/tracker"
	"github.com/fourthdown/fourthdown/values"
	"github.com/spf13/cobra"
)

type adviseOptions struct {
	asJSON, charts      bool
	game, rules, values string
	dice                string
}

func newAdviseCmd(ios *IO) *cobra.Command {
	o := &adviseOptions{}
	c := &cobra.Command{
		Use:   "advise [--json] [--values V] FILE | --charts [--game NAME]",
		Short: "Every choice's value where a record stops, exact or estimated",
		Long: helpParagraph(`advise reads a record (complete or not, the records replay reads) of a game
with values (`+valuedTitles()+`) and says what they give from the situation after its last entry: at a
choice, every allowed choice with the chance of winning it leaves the team that chooses (a tie counts
half), best first, and what each other choice gives up; at a roll, the team's chance now. Values assume
both coaches play their best from here on. They are exact where the game is solved, else estimated
from the game's own play, which say so ("≈61.2%") with their measured error; --values estimate asks
for the estimate of a solved game too.`) + "\n\n" + helpParagraph(`A game's values are
computed once and kept in the cache folder ($XDG_CACHE_HOME/fourthdown); after that advise answers at
once. --json prints one object: team, ask, value, choices, and at a pair of calls made without seeing
each other each team's equilibrium mix (README: "advise"). --charts prints what the values say about
the game in general, for a game that has charts (`+chartsTitles()+`); for estimated values, it builds
them ahead for --dice (a progress bar) and prints their measured error, the chance of winning with
either team receiving the opening kickoff and each team's mix of calls on the downs most played.`),
		Args: func(c *cobra.Command, args []string) error {
			if o.charts {
				return exactArgs(0, "no FILE with --charts")(c, args)
			}
			return exactArgs(1, "one record FILE")(c, args)
		},
		RunE: func(c *cobra.Command, args []string) error {
			if o.charts {
				return chartsRun(c, ios, o)
			}
			src, err := cmdutil.ParseValuesSource(o.values)
			if err != nil {
				return err
			}
			return adviseRun(c.Context(), ios, args[0], o.asJSON, src)
		},
	}
	c.Annotations = map[string]string{cmdutil.StopsOnSignal: "it may compute its values"}
	c.ValidArgsFunction = cmdutil.RecordArgs
	c.Flags().BoolVar(&o.asJSON, "json", false, "print the advice as one JSON object")
	c.Flags().BoolVar(&o.charts, "charts", false, "print what the values say about the game in general (its charts)")
	c.Flags().StringVar(&o.game, "game", "", "with --charts, the game: "+defaultGameName()+" (the default) or another with charts")
	c.Flags().StringVar(&o.values, "values", "", "the values to advise by: exact or estimate (default: exact where the game has them, else estimated)")
	c.Flags().StringVar(&o.dice, "dice", "", cmdutil.Takers("dice")+"with --charts, the dice-set `FILE` whose estimated values are built ahead"+diceFlagHelp())
	addRulesFlag(c, &o.rules)
	return c
}

// chartsTitles are the games that print charts of their values.
func chartsTitles() string {
	var t []string
	for _, g := range cmdutil.Games() {
		if g.Charts != nil || !values.Solved(g.Game) && cmdutil.Valued(g.Game) {
			t = append(t, g.Title())
		}
	}
	return engine.AndList(t)
}

// chartsRun prints the charts of the game --game names, its own.
func chartsRun(c *cobra.Command, ios *IO, o *adviseOptions) error {
	g, err := simulateGame(o.game)
	if err != nil {
		return err
	}
	if err := cmdutil.RefuseFlags(g, c.Flags().Changed); err != nil {
		return err
	}
	if own := cmdutil.Of(g).Charts; own != nil && values.Solved(g) {
		return own(c.Context(), ios, o.rules)
	}
	if !values.Solved(g) && cmdutil.Valued(g) {
		return estimateCharts(c.Context(), ios, g, o.dice)
	}
	lacks := "no charts of its values yet"
	if !cmdutil.Valued(g) {
		lacks = "no values"
	}
	return &UsageError{Err: fmt.Errorf("--charts: %s has %s: the games with charts are %s", g.Title(), lacks, chartsTitles())}
}

// adviseRun advises where the record at file stops, in its game's words
// (review.Advised).
func adviseRun(ctx context.Context, ios *IO, file string, asJSON bool, src values.Source) error {
	g, err := loadGame(file)
	if err != nil {
		return err
	}
	// A finished game needs no values, but is refused as any other when
	// its game has none of those asked for.
	ok, err := values.Can(g, src)
	if err != nil {
		return cmdutil.ValuesFlagError(err)
	}
	if !ok {
		return noValues(g, "advise")
	}
	var adv *review.Advice
	var est *string
	if !g.Final() {
		v, _, err := values.For(ctx, g, src, engine.ValuesRequest{Progress: ios.ErrOut})
		if err != nil {
			return err
		}
		a := review.AdviceOf(v, g.Match)
		adv, est = &a, cmdutil.Measured(v)
	}
	w := adviceWords(g, adv)
	if asJSON {
		return json.NewEncoder(ios.Out).Encode(w.JSONOf(adv, est))
	}
	_, err = io.WriteString(ios.Out, w.Text(adv, g.Teams, est))
	return err
}

// adviceWords are the words of advice adv at g: its game's own
// (review.Advised), else every game's.
func adviceWords(g *tracker.Game, adv *review.Advice) review.AdviceWords {
	if own, ok := g.Kind.(review.Advised); ok {
		return own.AdviceWords(g.Match, g.Teams, adv)
	}
	st, a := g.Match.Status(), g.Match.Next()
	w := review.AdviceWords{Situation: g.Situation(), What: a.What, Ask: a.What, Over: resultText(g)}
	margin, edge := 0, 0.0
	if adv != nil {
		margin, edge = st.Score[adv.Team]-st.Score[adv.Team.Other()], adv.Edge()
	} else {
		w.Ask = "none"
	}
	w.JSON = struct {
		Period int     `json:"period"`
		Clock  string  `json:"clock"`
		Margin int     `json:"margin"`
		Edge   float64 `json:"edge,omitempty"`
	}{st.Period, g.Match.Clock(st.Clock), margin, edge}
	return w
}
