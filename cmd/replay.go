package cmd

import (
	"encoding/json"
	"fmt"
	"github.com/fourthdown/fourthdown/cmd/cmdutil"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/tracker"
	"github.com/spf13/cobra"
)

type replayOptions struct {
	IO   *IO
	File string
	JSON bool
}

func newReplayCmd(ios *IO) *cobra.Command {
	opts := &replayOptions{IO: ios}
	c := &cobra.Command{
		Use:   "replay FILE",
		Short: "Re-apply a game record: play-by-play and situation, or --json",
		Long: `replay re-applies a game record (complete or not) through the rules and
prints one line per drive and the resulting situation. With --json it prints
one JSON object (see README: "replay --json"). An invalid record exits with
status 1 and prints FILE:LINE token N: what was expected.`,
		Args: exactArgs(1, "one record FILE"),
		RunE: func(c *cobra.Command, args []string) error {
			opts.File = args[0]
			return replayRun(opts)
		},
	}
	c.Flags().BoolVar(&opts.JSON, "json", false, "print the game as one JSON object")
	return c
}

// loadGame reads and replays a record file; errors carry FILE:LINE token N.
var loadGame = cmdutil.LoadGame

func replayRun(opts *replayOptions) error {
	g, err := loadGame(opts.File)
	if err != nil {
		return err
	}
	if opts.JSON {
		enc := json.NewEncoder(opts.IO.Out)
		return enc.Encode(tracker.Summary(g))
	}
	out := opts.IO.Out
	fmt.Fprintf(out, "%s vs %s (%s)\n", g.Teams[engine.Home], g.Teams[engine.Away], variantTitle(g))
	for _, l := range g.PlayByPlay() {
		fmt.Fprintln(out, l)
	}
	fmt.Fprintln(out, g.Situation())
	return nil
}

// recordError words a record file that cannot be opened.
var recordError = cmdutil.RecordError
