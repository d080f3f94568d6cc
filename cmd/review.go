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

func newReviewCmd(ios *IO) *cobra.Command {
	var asJSON bool
	var values string
	c := &cobra.Command{
		Use:   "review [--json] [--values exact|estimate] FILE",
		Short: "Every choice of a game against its values, exact or estimated",
		Long: helpParagraph(`review goes through a game record (finished or not, under any ruleset) of a
game with values (`+valuedTitles()+`), exact where the game is solved, else estimated from its
own play where the app can play it (an estimate says so, "≈61.2%", with its measured error), and puts
every choice made in it against them: the chance of winning it left the team (a tie counts half),
the best choice and its chance, and what was given up. Then, for each team,
the total given up and its three costliest choices, and how much of the
game's swing was luck (the dice) and how much skill (the choices). --json
prints one object whose "decisions" list has one element per choice, in
order, and whose "chances" are the home team's chance at the start and after
every entry, the board's chart (README: "review").`) + "\n\n" + helpParagraph(`An estimate is built
once for a game and its setup (minutes, with a progress bar) and kept in the cache folder.
--values estimate reviews a solved game against its estimate, to compare them with the exact
values; --values exact refuses a game that is not solved.`),
		Args: exactArgs(1, "one record FILE"),
		RunE: func(c *cobra.Command, args []string) error {
			src, err := cmdutil.ParseValuesSource(values)
			if err != nil {
				return err
			}
			return reviewRun(c.Context(), ios, args[0], asJSON, src)
		},
	}
	c.Annotations = map[string]string{cmdutil.StopsOnSignal: "it may solve its rules"}
	c.ValidArgsFunction = cmdutil.RecordArgs
	c.Flags().BoolVar(&asJSON, "json", false, "print the review as one JSON object")
	c.Flags().StringVar(&values, "values", "", "the values to review against: exact or estimate (default: exact where the game has them, else estimated)")
	return c
}

// reviewRun reviews the game of a record against its game's values, in
// the game's words (review.WordsOf).
func reviewRun(ctx context.Context, ios *IO, file string, asJSON bool, src values.Source) error {
	g, err := loadGame(file)
	if err != nil {
		return err
	}
	read, err := values.Read(ctx, g.Record, true, src, engine.ValuesRequest{Progress: ios.ErrOut})
	if err != nil {
		return cmdutil.ValuesFlagError(err)
	}
	if read == nil {
		return noValues(g, "review")
	}
	w := review.WordsOf(g.Kind, read)
	rep := review.ReportOf(read, g.Teams, w)
	if asJSON {
		return json.NewEncoder(ios.Out).Encode(rep)
	}
	_, title := g.Match.Variant()
	_, err = io.WriteString(ios.Out, rep.Text(read, title, g.Teams, w))
	return err
}

// noValues refuses what (a command that reads a game against its values)
// for g, whose game has none: saying which games have, or why this
// record's cannot be estimated.
func noValues(g *tracker.Game, what string) error {
	if !cmdutil.Valued(g.Kind) {
		return fmt.Errorf("%s needs a game's values, and %s has none: it reads games of %s", what, g.Kind.Title(), valuedTitles())
	}
	return fmt.Errorf("%s needs a game's values, and %s has no exact ones: %v", what, g.Kind.Title(), values.Simulable(g.Record))
}
