package cmd

import (
	"fmt"
	"github.com/fourthdown/fourthdown/cmd/cmdutil"
	"runtime"
	"strings"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/sim"
	"github.com/spf13/cobra"
)

type simulateOptions struct {
	cmdutil.SimOptions
	Game     string
	DiceFile string // --dice: a dice-set file, for a game whose dice differ from set to set
	changed  func(flag string) bool
}

func newSimulateCmd(ios *IO) *cobra.Command {
	opts := &simulateOptions{SimOptions: cmdutil.SimOptions{IO: ios}}
	c := &cobra.Command{
		Use:   "simulate [--game NAME] [-n N] [--seed S] [--records DIR]",
		Short: "Play many games with digital dice and computer coaches",
		Long: helpParagraph(`simulate plays N whole games with digital dice, the computer
coach choosing for both teams, through the same rules as every other command,
and reports games per second, points, wins, the margin, possessions, points
per possession and how possessions end`+simFiguresHelp()+`. The same seed and
worker count give the same numbers. --records DIR writes every game as an
ordinary record (replay it with 'fourthdown replay').`) + "\n\n" +
			helpParagraph(`A game can be simulated when it has a computer coach and the app can
roll every die it asks for: `+diceSetHelp()+`; a game whose values the
players read off their cards is refused, saying which.`),
		Args: exactArgs(0, "no arguments"),
		RunE: func(c *cobra.Command, args []string) error {
			opts.Ctx = c.Context()
			opts.changed = func(flag string) bool { return c.Flags().Changed(flag) }
			if opts.Games < 1 {
				return &UsageError{Err: fmt.Errorf("-n must be at least 1 game, got %d", opts.Games)}
			}
			if opts.Workers < 1 {
				return &UsageError{Err: fmt.Errorf("--workers must be at least 1, got %d", opts.Workers)}
			}
			if opts.Records != "" {
				// Before any game: an earlier run's records are never
				// replaced (each is also written only as a new file).
				if err := sim.CheckRecordsFolder(opts.Records, opts.Games); err != nil {
					return &UsageError{Err: err}
				}
			}
			g, err := simulateGame(opts.Game)
			if err != nil {
				return err
			}
			if err := cmdutil.RefuseFlags(g, opts.changed); err != nil {
				return err
			}
			own := cmdutil.Of(g).Simulate
			if own == nil {
				return simulateAny(opts, g)
			}
			return own(&opts.SimOptions)
		},
	}
	f := c.Flags()
	f.IntVarP(&opts.Games, "games", "n", 100000, "number of games to play")
	f.Uint64Var(&opts.Seed, "seed", 1, "seed of the dice and the coaches")
	f.IntVar(&opts.Workers, "workers", runtime.GOMAXPROCS(0), "games played in parallel (one per core)")
	f.BoolVar(&opts.JSON, "json", false, "print the figures as one JSON object")
	f.StringVar(&opts.Records, "records", "", "write each game as a record file into `DIR`")
	f.StringVar(&opts.Home, "home", defaultCoach(), "the home team's coach: "+strings.Join(coachNames(), ", "))
	f.StringVar(&opts.Away, "away", defaultCoach(), "the away team's coach: "+strings.Join(coachNames(), ", "))
	f.StringVar(&opts.Receives, "receives", "random", "who receives the opening kickoff: home, away or random (a coin flip each game)")
	addRulesFlag(c, &opts.Rules)
	f.StringVar(&opts.Game, "game", "", "the game to simulate: "+defaultGameName()+" (the default) or another game with a coach whose dice the app can roll")
	f.StringVar(&opts.DiceFile, "dice", "", cmdutil.Takers("dice")+"a dice-set `FILE` listing each die's faces, which the games are rolled from"+diceFlagHelp())
	return c
}

// simulateGame is the game --game names (the default game for none).
func simulateGame(name string) (engine.Game, error) {
	if name == "" {
		g, _ := engine.Default()
		return g, nil
	}
	g, err := engine.Lookup(name)
	if err != nil {
		return nil, &UsageError{Err: fmt.Errorf("--game: %v", err)}
	}
	return g, nil
}
