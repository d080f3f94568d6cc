// Package cmd holds fourthdown's commands: each parses its flags, calls
// engine, tracker or sheets, and prints. Errors are printed in one place.
package cmd

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"

	"github.com/spf13/cobra"
)

// Version is set at build time with -ldflags "-X github.com/fourthdown/fourthdown/cmd.Version=v1.2.3".
var Version = "0.1.0-dev"

// IO is the streams a command reads and writes.
type IO struct {
	In     io.Reader
	Out    io.Writer
	ErrOut io.Writer
	IsTTY  bool // stdin and stdout are a terminal
}

// Exit codes.
const (
	ExitOK        = 0
	ExitError     = 1 // a failure: bad input, an invalid record, an I/O error
	ExitUsage     = 2 // bad flags or arguments
	ExitCancelled = 130
)

// UsageError is a command used wrongly (flags, arguments).
type UsageError struct{ Err error }

func (e *UsageError) Error() string { return e.Err.Error() }
func (e *UsageError) Unwrap() error { return e.Err }

// ErrCancelled is returned when the user stops a command (Ctrl-C, Ctrl-D);
// whatever needed saving was saved.
var ErrCancelled = errors.New("cancelled")

// Main runs the command line and returns the exit code.
func Main() int {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	ios := &IO{In: os.Stdin, Out: os.Stdout, ErrOut: os.Stderr, IsTTY: isTerminal(os.Stdin) && isTerminal(os.Stdout)}
	return Run(ctx, ios, os.Args[1:])
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
	fmt.Fprintf(ios.ErrOut, "fourthdown: %v\n", err)
	var ue *UsageError
	if errors.As(err, &ue) || isFlagError(err) {
		return ExitUsage
	}
	return ExitError
}

// NewRootCmd builds the command tree.
func NewRootCmd(ios *IO) *cobra.Command {
	root := &cobra.Command{
		Use:   "fourthdown",
		Short: "A table-side companion for 4th Down! A Dice Football Game",
		Long: `fourthdown keeps the score, the clock and the field for 4th Down! A Dice
Football Game while you roll real dice. It asks for each roll, checks it,
applies the rulebook, saves every entry, and prints play aids and scoresheets.`,
		Version:       Version,
		SilenceUsage:  true,
		SilenceErrors: true,
	}
	root.SetFlagErrorFunc(func(c *cobra.Command, err error) error {
		return &UsageError{Err: fmt.Errorf("%v (see '%s --help')", err, c.CommandPath())}
	})
	for _, add := range subcommands {
		root.AddCommand(add(ios))
	}
	return root
}

// subcommands is filled by each command's file, so adding a command is one file.
var subcommands []func(*IO) *cobra.Command

func isFlagError(err error) bool {
	msg := err.Error()
	for _, p := range []string{"unknown command", "unknown flag", "unknown shorthand", "accepts ", "requires at least", "invalid argument"} {
		if strings.Contains(msg, p) {
			return true
		}
	}
	return false
}

// exactArgs is cobra.ExactArgs with a usage error that says what is expected.
func exactArgs(n int, what string) cobra.PositionalArgs {
	return func(c *cobra.Command, args []string) error {
		if len(args) != n {
			return &UsageError{Err: fmt.Errorf("%s takes %s, got %d arguments", c.CommandPath(), what, len(args))}
		}
		return nil
	}
}
