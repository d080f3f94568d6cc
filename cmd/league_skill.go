package cmd

import (
	"context"
	"path/filepath"

	"github.com/fourthdown/fourthdown/cmd/cmdutil"
	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/league"
	"github.com/fourthdown/fourthdown/review"
	"github.com/fourthdown/fourthdown/tracker"
	"github.com/spf13/cobra"
)

type leagueSkillOptions struct {
	IO     *IO
	Ctx    context.Context
	Dir    string
	Filter league.Filter
	JSON   bool
}

func newLeagueSkillCmd(ios *IO) *cobra.Command {
	opts := &leagueSkillOptions{IO: ios}
	c := &cobra.Command{
		Use:   "skill [DIR] [--json]",
		Short: "Rank the league's teams by skill: what their choices gave up",
		Long: `league skill reads every finished game of the league (the records 'league'
counts, with the same filters: --season for a season) whose game is solved
exactly (` + valuedTitles() + `), against its solution, and ranks the teams by skill: what
their own choices gave up against the best choice, in points of win chance a
game (0.0 is a perfect coach), least first. Beside it, each team's skill in
the luck-and-skill ledger (its own choices and what its opponents' gave it)
and its luck (the dice's), a game: for each team, result − start = luck +
skill, game by game (review prints one game's). Finished games of a game
without exact values are left out, and it says how many. --json prints one
object with the games read (and left out) and the teams in rank order, their
figures summed.`,
		Args: maxArgs(1, "one folder DIR at most"),
		RunE: func(c *cobra.Command, args []string) error {
			if len(args) == 1 {
				opts.Dir = args[0]
			}
			opts.Ctx = c.Context()
			return leagueSkillRun(opts)
		},
	}
	c.Annotations = map[string]string{cmdutil.StopsOnSignal: "it may solve a game's rules"}
	c.Flags().BoolVar(&opts.JSON, "json", false, "print the ranking as one JSON object")
	addFilterFlags(c, &opts.Filter, true)
	return c
}

// valuedTitles are the registered games that are solved: "4th Down".
func valuedTitles() string {
	var t []string
	for _, g := range cmdutil.Games() {
		if cmdutil.HasValues(g.Game) {
			t = append(t, g.Title())
		}
	}
	if len(t) == 0 {
		return "none yet"
	}
	return engine.AndList(t)
}

func leagueSkillRun(opts *leagueSkillOptions) error {
	rep, err := foldLeague(opts.Dir, opts.Filter)
	if err != nil {
		return err
	}
	rows, n, left, err := league.Skill(rep, func(g *league.Game) (*review.Game, error) {
		if !cmdutil.HasValues(g.Kind) {
			return nil, nil
		}
		rec, err := tracker.ReadRecordFile(g.Path)
		if err != nil {
			return nil, err
		}
		rec.Dir = filepath.Dir(g.Path)
		return cmdutil.Read(opts.Ctx, rec, false, engine.ValuesRequest{Progress: opts.IO.ErrOut})
	})
	if err != nil {
		return err
	}
	if opts.JSON {
		return league.WriteSkillJSON(opts.IO.Out, rows, n, left)
	}
	return league.WriteSkillText(opts.IO.Out, rows, n, left)
}
