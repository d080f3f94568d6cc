// Package cmdutil holds what fourthdown's commands share: the streams a
// command uses, its usage errors, the helpers of every command, and the
// registration by which a game brings its own capabilities (coaches,
// advice, commands) to the generic commands; what a game prints is
// registered with cmd/printed, so that cmdutil needs neither the sheets,
// the league nor the simulator. It imports no game: a game's registration
// is made in cmd's registration file.
package cmdutil

import (
	"errors"
	"fmt"
	"io"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/internal/prompt"
	"github.com/spf13/cobra"
)

// IO is the streams a command reads and writes.
type IO struct {
	In     io.Reader
	Out    io.Writer
	ErrOut io.Writer
	IsTTY  bool // stdin and stdout are a terminal
}

// UsageError is a command used wrongly (flags, arguments).
type UsageError struct{ Err error }

func (e *UsageError) Error() string { return e.Err.Error() }
func (e *UsageError) Unwrap() error { return e.Err }

// ErrCancelled is returned when the user stops a command (Ctrl-C, Ctrl-D);
// whatever needed saving was saved.
var ErrCancelled = prompt.ErrCancelled

// ProgName is how the players started the program, for the commands it
// prints ("fourthdown resume game.fdr", or "go run ./cmd/fourthdown resume
// game.fdr" for someone who followed the README's go run). cmd.Main sets it.
var ProgName = "fourthdown"

// ShellQuote quotes a path for copying into a shell when it needs it. A
// name holding control characters (a line break, an escape) is written
// $'...' with each such byte as \xHH, so that what is printed stays on
// its line, the terminal obeys none of it, and a shell (bash, zsh, ksh,
// POSIX sh) still reads the very name back.
func ShellQuote(s string) string {
	if s != "" && strings.IndexFunc(s, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("-_./:@+,=", r))
	}) < 0 {
		return s
	}
	if strings.IndexFunc(s, unicode.IsControl) >= 0 || !utf8.ValidString(s) {
		return ansiQuote(s)
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// ansiQuote is s as a shell's $'...' string: control characters, bytes
// that are not UTF-8, quotes and backslashes escaped.
func ansiQuote(s string) string {
	var b strings.Builder
	b.WriteString("$'")
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == '\\' || r == '\'':
			b.WriteByte('\\')
			b.WriteRune(r)
		case (r == utf8.RuneError && n == 1) || unicode.IsControl(r):
			for _, c := range []byte(s[i : i+n]) {
				fmt.Fprintf(&b, `\x%02x`, c)
			}
		default:
			b.WriteString(s[i : i+n])
		}
		i += n
	}
	b.WriteByte('\'')
	return b.String()
}

// Suggest is a command printed for the players to run, in quotes: '...',
// or `...` when the command quotes a name itself.
func Suggest(command string) string {
	if strings.Contains(command, "'") {
		return "`" + command + "`"
	}
	return "'" + command + "'"
}

// UnknownCommand refuses words that name no command (cobra's own refusal
// is an untyped error).
func UnknownCommand(c *cobra.Command, args []string) error {
	if len(args) == 0 {
		return nil
	}
	var names []string
	for _, sub := range c.Commands() {
		if sub.IsAvailableCommand() {
			names = append(names, sub.Name())
		}
	}
	msg := fmt.Sprintf("unknown command %q for %q: the commands are %s", args[0], c.CommandPath(), strings.Join(names, ", "))
	if s := c.SuggestionsFor(args[0]); len(s) > 0 {
		msg += fmt.Sprintf(" (did you mean %s?)", strings.Join(s, " or "))
	}
	return &UsageError{Err: errors.New(msg)}
}

// MaxArgs is cobra.MaximumNArgs with a usage error that says what is expected.
func MaxArgs(n int, what string) cobra.PositionalArgs {
	return countArgs(func(k int) bool { return k <= n }, what)
}

// ExactArgs is cobra.ExactArgs with a usage error that says what is expected.
func ExactArgs(n int, what string) cobra.PositionalArgs {
	return countArgs(func(k int) bool { return k == n }, what)
}

// countArgs refuses a number of arguments that is not ok, saying what is
// expected.
func countArgs(ok func(n int) bool, what string) cobra.PositionalArgs {
	return func(c *cobra.Command, args []string) error {
		if !ok(len(args)) {
			return &UsageError{Err: fmt.Errorf("%s takes %s, got %d arguments", c.CommandPath(), what, len(args))}
		}
		return nil
	}
}

// Count is n of noun: "1 page" or "N pages" (no thousands separators:
// Counted has them).
func Count(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// Styler colours text on a terminal (and never with NO_COLOR).
type Styler = prompt.Styler

// Option is one entry of a choice menu: a record token with a label and a
// one-line hint.
type Option = prompt.Option

// Measured is, for estimated values (engine.Estimated), their measured
// error in words (engine.Estimated.Measured); nil for exact ones.
func Measured(v engine.Valuer) *string {
	e, ok := v.(engine.Estimated)
	if !ok {
		return nil
	}
	m := e.Measured()
	return &m
}
