package cmd

import (
	"context"
	"errors"
	"fmt"
	"io"

	"github.com/fourthdown/fourthdown/cmd/cmdutil"
	"github.com/fourthdown/fourthdown/internal/prompt"
	"github.com/fourthdown/fourthdown/tracker"
	"github.com/spf13/cobra"
)

type resumeOptions struct {
	sessionOptions
	File    string
	changed func(flag string) bool // flags given on the command line
}

func newResumeCmd(ios *IO) *cobra.Command {
	opts := &resumeOptions{sessionOptions: sessionOptions{IO: ios}}
	c := &cobra.Command{
		Use:   "resume [FILE]",
		Short: "Continue a saved game exactly where its record stops",
		Long: `resume continues a game record — one that play saved, or one written by hand
or another tool, even one with only its header — at the entry after its last.
With no FILE it continues the most recently changed unfinished game in
$XDG_DATA_HOME/fourthdown/games and says which. A finished game says so and
points to 'fourthdown sheet'. A file that is not a valid record is refused
and never written. Prompts, commands and piped input work as in 'play'.`,
		Args: maxArgs(1, "one FILE at most"),
		RunE: func(c *cobra.Command, args []string) error {
			if len(args) == 1 {
				opts.File = args[0]
			}
			opts.fromTerminal()
			opts.changed = func(name string) bool {
				if name == "solo" {
					return opts.Solo != ""
				}
				return c.Flags().Lookup(name) != nil && c.Flags().Changed(name)
			}
			return resumeRun(c.Context(), opts)
		},
	}
	addSessionFlags(c, &opts.sessionOptions)
	return c
}

func resumeRun(ctx context.Context, opts *resumeOptions) error {
	// Its lines fit the terminal, broken between words.
	out := prompt.FittedTerm(opts.IO.Out)
	path := opts.File
	if path == "" {
		var err error
		if path, err = latestUnfinished(out); err != nil {
			return err
		}
	}
	sess, err := tracker.Open(path)
	if err != nil {
		return recordError(path, err)
	}
	defer sess.Close()
	g := sess.Game
	if opts.changed != nil {
		// The record names its game: a flag that game does not take is
		// refused before anything is shown or asked.
		if err := cmdutil.RefuseFlags(g.Kind, opts.changed); err != nil {
			return err
		}
	}
	st := styler{On: opts.Color}
	final := g.Final()
	if final {
		fmt.Fprintf(out, "%s: this game is over. %s\n", tracker.Printable(path), situation(g, st))
		fmt.Fprintf(out, "Print its scoresheet with: %s sheet %s\n", cmdutil.ProgName, tracker.Printable(cmdutil.ShellQuote(path)))
		if !opts.Interactive {
			return nil
		}
	}
	if opts.Solo == "" {
		if v, ok := g.Record.Get("solo"); ok {
			opts.Solo = v
		}
	}
	if kind, su, err := tracker.Setup(g.Record); err == nil {
		if err := opts.digitalRefusal(kind, su.Header); err != nil {
			return &UsageError{Err: fmt.Errorf("%v: this record names none (the header's dice:)", err)}
		}
	}
	// One prompter for the whole session: a terminal's reader left behind
	// by a second one would keep what is typed from the table.
	p := opts.prompter(ctx)
	// What the table starts in the background (values being built)
	// stops with it.
	ctx, stop := context.WithCancel(ctx)
	defer stop()
	t, err := opts.newTable(ctx, sess, p)
	if err != nil {
		return err
	}
	if final {
		if again, err := t.undoFinal(); !again || err != nil {
			return err
		}
		g = sess.Game
	}
	fmt.Fprintln(t.out, prompt.Wrap(teamsLine(g), t.width()))
	fmt.Fprintf(t.out, "Resuming %s after %d entries; saving every entry there.\n", tracker.Printable(path), g.Entries())
	lines := g.PlayByPlay()
	if len(lines) > 3 {
		lines = lines[len(lines)-3:]
	}
	for _, l := range lines {
		fmt.Fprintln(t.out, t.fit(l))
	}
	fmt.Fprintln(t.out, t.situation())
	return t.run()
}

// latestUnfinished is the most recently changed unfinished game in the
// games folder, said to the players.
func latestUnfinished(out io.Writer) (string, error) {
	dir, err := tracker.GamesDir()
	if err != nil {
		return "", err
	}
	path, err := tracker.LatestUnfinished(dir)
	if errors.Is(err, tracker.ErrNoUnfinished) {
		return "", fmt.Errorf("no unfinished game in %s: start one with '%s play', or give a FILE", tracker.Printable(dir), cmdutil.ProgName)
	}
	if err != nil {
		return "", err
	}
	fmt.Fprintf(out, "Resuming the most recently changed unfinished game: %s\n", tracker.Printable(path))
	return path, nil
}

// undoFinal lets the players of a finished game take back its last
// entries at a terminal, as at the table (undo N, and in solo play the
// coach's choices after the player's last): again reports whether the
// game goes on.
func (t *table) undoFinal() (again bool, err error) {
	took, err := t.takeBack("Type undo to take back the last entry and go on (undo N: N entries), or press Enter to leave")
	return took && !t.sess.Game.Final(), err
}
