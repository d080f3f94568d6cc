// Package cmd holds fourthdown's commands: each parses its flags, calls
// engine, tracker or sheets, and prints. Errors are printed in one place.
// The commands are written for every game: what a game has of its own
// comes through its registration (cmdutil.Game), made in games.go, the
// one file here that imports a game.
package cmd

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"

	"github.com/fourthdown/fourthdown/cmd/cmdutil"
	"github.com/fourthdown/fourthdown/internal/prompt"
	"github.com/fourthdown/fourthdown/internal/safeio"
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// Version is set at build time with -ldflags "-X github.com/fourthdown/fourthdown/cmd.Version=v1.2.3".
var Version = "0.1.0-dev"

// IO is the streams a command reads and writes.
type IO = cmdutil.IO

// Exit codes.
const (
	ExitOK        = 0
	ExitError     = 1 // a failure: bad input, an invalid record, an I/O error
	ExitUsage     = 2 // bad flags or arguments
	ExitCancelled = 130
)

// UsageError is a command used wrongly (flags, arguments).
type UsageError = cmdutil.UsageError

// ErrCancelled is returned when the user stops a command (Ctrl-C, Ctrl-D);
// whatever needed saving was saved.
var ErrCancelled = cmdutil.ErrCancelled

// startedAs is how arg0 was started: "go run ./cmd/fourthdown" from a go
// run build, the bare name when the PATH finds that very program, else the
// path as given.
func startedAs(arg0 string) string {
	if strings.Contains(filepath.ToSlash(arg0), "/go-build") {
		return "go run ./cmd/fourthdown"
	}
	base := filepath.Base(arg0)
	if p, err := exec.LookPath(base); err == nil {
		if a, err1 := os.Stat(p); err1 == nil {
			if b, err2 := os.Stat(arg0); err2 != nil || os.SameFile(a, b) {
				return base
			}
		}
	}
	return cmdutil.ShellQuote(arg0)
}

// Main runs the command line and returns the exit code.
func Main() int {
	cmdutil.ProgName = startedAs(os.Args[0])
	ctx := context.Background()
	if catchesSignals(os.Args[1:]) {
		// These commands stop cleanly on Ctrl-C (and on SIGTERM or SIGHUP):
		// the game is saved, its lock and temporary files removed. The
		// others stop at once: they write only whole files, atomically.
		var stop context.CancelFunc
		ctx, stop = catchSignals(ctx)
		defer stop()
	}
	ios := &IO{In: os.Stdin, Out: os.Stdout, ErrOut: os.Stderr, IsTTY: prompt.IsTerminal(os.Stdin) && prompt.IsTerminal(os.Stdout)}
	return Run(ctx, ios, os.Args[1:])
}

// catchSignals is a context cancelled by the first Ctrl-C (or SIGTERM or
// SIGHUP): the command stops cleanly. The second is not caught: it stops
// the program at once, as Ctrl-C stops any command, even one that would
// take long to stop cleanly. Whatever it cuts short is safe: every file
// is written whole and put in place atomically, and the lock is the
// operating system's, released with the process.
func catchSignals(parent context.Context) (context.Context, context.CancelFunc) {
	ctx, stop := signal.NotifyContext(parent, os.Interrupt, syscall.SIGTERM, syscall.SIGHUP)
	go func() {
		<-ctx.Done()
		stop() // the signals' default action again: the next one ends the program
	}()
	return ctx, stop
}

// catchesSignals reports whether the command in args stops by itself on a
// signal (it watches its context): play, resume, simulate, board, review
// and the games' own commands that say so (those that may solve a
// ruleset).
func catchesSignals(args []string) bool {
	for _, a := range args {
		if strings.HasPrefix(a, "-") {
			continue
		}
		switch a {
		case "play", "resume", "simulate", "board", "review", "advise":
			return true
		}
		for _, c := range gameCommands(nil) {
			if c.Name() == a {
				return c.Annotations[cmdutil.StopsOnSignal] != ""
			}
		}
		return false
	}
	return false
}

// gameCommands are the registered games' own commands.
func gameCommands(ios *IO) []*cobra.Command {
	var cs []*cobra.Command
	for _, g := range cmdutil.Games() {
		if g.Commands != nil {
			cs = append(cs, g.Commands(ios)...)
		}
	}
	return cs
}

// Run runs the command line with the given streams and arguments.
func Run(ctx context.Context, ios *IO, args []string) int {
	root := NewRootCmd(ios)
	root.SetArgs(args)
	root.SetIn(ios.In)
	root.SetOut(ios.Out)
	root.SetErr(ios.ErrOut)
	err := root.ExecuteContext(ctx)
	if err == nil {
		return ExitOK
	}
	if errors.Is(err, ErrCancelled) {
		return ExitCancelled
	}
	// An error may quote a file's words (a dice: or rules: value, a name),
	// and the terminal would obey their control characters.
	// At a terminal its lines fit, broken between words.
	fmt.Fprintf(prompt.FittedTerm(ios.ErrOut), "fourthdown: %s\n", safeio.PrintableLines(err.Error()))
	var ue *UsageError
	if errors.As(err, &ue) {
		return ExitUsage
	}
	return ExitError
}

// helpWidth is the width help is written to.
const helpWidth = 80

func init() {
	cobra.AddTemplateFunc("wrappedFlags", func(f *pflag.FlagSet) string { return f.FlagUsagesWrapped(helpWidth) })
}

// NewRootCmd builds the command tree.
func NewRootCmd(ios *IO) *cobra.Command {
	root := &cobra.Command{
		Use:   "fourthdown",
		Short: "A table-side companion for dice football: " + gameTitles(),
		Long: `fourthdown keeps the score, the clock and the field of a dice football game
while you roll real dice: it asks for each roll and choice, checks it,
applies the game's rules, saves every entry, and prints play aids and
scoresheets. It plays these games:

` + gamesHelp() + `
` + helpParagraph(`'fourthdown play' asks which game (or give --game NAME); a record names
its own game, so resume, replay, sheet and league need no --game. `+ownCommandsHelp()),
		Version:       Version,
		SilenceUsage:  true,
		SilenceErrors: true,
	}
	root.SetFlagErrorFunc(func(c *cobra.Command, err error) error {
		return &UsageError{Err: fmt.Errorf("%v (see '%s --help')", err, c.CommandPath())}
	})
	root.SuggestionsMinimumDistance = 2
	// Flags are listed with their help wrapped to the width of the help's
	// prose, under their own column.
	root.SetUsageTemplate(strings.NewReplacer(
		".LocalFlags.FlagUsages", "wrappedFlags .LocalFlags",
		".InheritedFlags.FlagUsages", "wrappedFlags .InheritedFlags",
	).Replace(root.UsageTemplate()))
	root.Args = unknownCommand
	root.RunE = func(c *cobra.Command, args []string) error { return c.Help() }
	root.SetHelpCommand(&cobra.Command{
		Use:   "help [command]",
		Short: "Help about any command",
		RunE: func(c *cobra.Command, args []string) error {
			target, rest, err := root.Find(args)
			if err != nil || len(rest) > 0 {
				return unknownCommand(root, args)
			}
			return target.Help()
		},
	})
	root.AddCommand(
		newPlayCmd(ios),
		newResumeCmd(ios),
		newReplayCmd(ios),
		newSheetCmd(ios),
		newAidsCmd(ios),
		newSimulateCmd(ios),
		newLeagueCmd(ios),
		newNightCmd(ios),
		newReviewCmd(ios),
		newAdviseCmd(ios),
		newBoardCmd(ios),
		&cobra.Command{
			Use:   "version",
			Short: "Print fourthdown's version",
			Args:  exactArgs(0, "no arguments"),
			RunE: func(c *cobra.Command, args []string) error {
				_, err := fmt.Fprintf(ios.Out, "fourthdown version %s\n", Version)
				return err
			},
		},
	)
	root.AddCommand(gameCommands(ios)...)
	addCompletions(root)
	return root
}

// The argument checks every command uses.
var (
	unknownCommand = cmdutil.UnknownCommand
	maxArgs        = cmdutil.MaxArgs
	exactArgs      = cmdutil.ExactArgs
)
