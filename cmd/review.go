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
	"github.com/spf13/cobra"
)

func newReviewCmd(ios *IO) *cobra.Command {
	var asJSON bool
	c := &cobra.Command{
		Use:   "review [--json] FILE",
		Short: "Every choice of a game against its values, exact or estimated",
		Long: helpParagraph(`review goes through a game record (finished or not, under any ruleset) of a
game with values (` + valuedTitles() + `), exact where the game is solved, else
estimated (an estimate says so, "≈61.2%", with its measured error), and puts
every choice made in it against them: the chance of winning it left the team (a tie counts half),
the best choice and its chance, and what was given up. Then, for each team,
the total given up and its three costliest choices, and how much of the
game's swing was luck (the dice) and how much skill (the choices). --json
prints one object whose "decisions" list has one element per choice, in
order, and whose "chances" are the home team's chance at the start and after
every entry, the board's chart (README: "review").`),
		Args: exactArgs(1, "one record FILE"),
		RunE: func(c *cobra.Command, args []string) error { return reviewRun(c.Context(), ios, args[0], asJSON) },
	}
	c.Annotations = map[string]string{cmdutil.StopsOnSignal: "it may solve its rules"}
	c.ValidArgsFunction = cmdutil.RecordArgs
	c.Flags().BoolVar(&asJSON, "json", false, "print the review as one JSON object")
	return c
}

// reviewRun reviews the game of a record against its game's values, in
// the game's words (review.WordsOf).
func reviewRun(ctx context.Context, ios *IO, file string, asJSON bool) error {
	g, err := valuedGame(file, "review")
	if err != nil {
		return err
	}
	read, err := cmdutil.Read(ctx, g.Record, true, engine.ValuesRequest{Progress: ios.ErrOut})
	if err != nil {
		return err
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

// valuedGame is the game of the record at file, for what (a command that
// reads a game against its values): refused when its game has none,
// saying which games have.
func valuedGame(file, what string) (*tracker.Game, error) {
	g, err := loadGame(file)
	if err != nil {
		return nil, err
	}
	if !cmdutil.HasValues(g.Kind) {
		return nil, fmt.Errorf("%s needs a game's values, and %s has none: it reads games of %s", what, g.Kind.Title(), valuedTitles())
	}
	return g, nil
}
