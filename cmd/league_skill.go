package cmd

import (
	"context"
	"path/filepath"
	"strings"

	"github.com/fourthdown/fourthdown/cmd/cmdutil"
	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/league"
	"github.com/fourthdown/fourthdown/review"
	"github.com/fourthdown/fourthdown/tracker"
	"github.com/fourthdown/fourthdown/values"
	"github.com/spf13/cobra"
)

func newLeagueSkillCmd(ios *IO) *cobra.Command {
	var filter league.Filter
	var asJSON bool
	c := &cobra.Command{
		Use:   "skill [DIR] [--json]",
		Short: "Rank the league's teams by skill: what their choices gave up",
		Long: helpParagraph(`league skill reads every finished game of the league (the records 'league'
counts, with the same filters: --season for a season) whose game has values
(` + valuedTitles() + `), exact or estimated, against them, and ranks the teams by skill: what
their own choices gave up against the best choice, in points of win chance a
game (0.0 is a perfect coach), least first. Beside it, each team's skill in
the luck-and-skill ledger (its own choices and what its opponents' gave it)
and its luck (the dice's), a game: for each team, result − start = luck +
skill, game by game (review prints one game's). Finished games of a game
without values are left out, and it says how many, and how many were read
against estimated values. --json prints one object with the games read (and
left out) and the teams in rank order, their figures summed.`),
		Args: maxArgs(1, "one folder DIR at most"),
		RunE: func(c *cobra.Command, args []string) error {
			return leagueSkillRun(c.Context(), ios, strings.Join(args, ""), filter, asJSON)
		},
	}
	c.Annotations = map[string]string{cmdutil.StopsOnSignal: "it may solve a game's rules"}
	c.Flags().BoolVar(&asJSON, "json", false, "print the ranking as one JSON object")
	addFilterFlags(c, &filter, true)
	return c
}

// valuedTitles are the registered games that have values, exact or
// estimated (cmdutil.Valued): "4th Down and 1st & Roll".
func valuedTitles() string {
	t := ofGames(func(g *cmdutil.Game) string {
		if !cmdutil.Valued(g.Game) {
			return ""
		}
		return g.Title()
	})
	if len(t) == 0 {
		return "none yet"
	}
	return engine.AndList(t)
}

// leagueSkillRun ranks the teams of the league in dir (the games folder
// when "") by skill.
func leagueSkillRun(ctx context.Context, ios *IO, dir string, filter league.Filter, asJSON bool) error {
	rep, err := foldLeague(dir, filter)
	if err != nil {
		return err
	}
	rows, games, err := league.Skill(rep, func(g *league.Game) (*review.Game, error) {
		if !values.Has(g.Kind) {
			return nil, nil
		}
		rec, err := tracker.ReadRecordFile(g.Path)
		if err != nil {
			return nil, err
		}
		rec.Dir = filepath.Dir(g.Path)
		return values.Read(ctx, rec, false, values.Default, engine.ValuesRequest{Progress: ios.ErrOut})
	})
	if err != nil {
		return err
	}
	if asJSON {
		return league.WriteSkillJSON(ios.Out, rows, games)
	}
	return league.WriteSkillText(ios.Out, rows, games)
}
