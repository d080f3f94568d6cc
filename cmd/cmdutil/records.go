package cmdutil

import (
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"

	"github.com/fourthdown/fourthdown/tracker"
	"github.com/spf13/cobra"
)

// LoadGame reads and replays a record file; errors carry FILE:LINE token N.
func LoadGame(path string) (*tracker.Game, error) {
	// As resume reads it: binary data and a last line that may have been
	// cut short are refused, never printed as rolls.
	rec, err := tracker.ReadRecordFile(path)
	if err != nil {
		var se *tracker.SyntaxError
		var ce *tracker.CutShortError
		if errors.As(err, &se) || errors.As(err, &ce) {
			return nil, &tracker.FileError{File: path, Err: err}
		}
		return nil, RecordError(path, err)
	}
	rec.Dir = filepath.Dir(path)
	g, err := tracker.Replay(rec)
	if err != nil {
		return g, &tracker.FileError{File: path, Err: err}
	}
	return g, nil
}

// RecordError words a record file that cannot be opened: a missing one
// says how to start a game there.
func RecordError(path string, err error) error {
	if errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("there is no game record %s: start a game there with %s", tracker.Printable(path), Suggest(ProgName+" play "+ShellQuote(path)))
	}
	return err
}

// RecordArgs completes a command's FILE arguments with game records (*.fdr).
func RecordArgs(*cobra.Command, []string, string) ([]string, cobra.ShellCompDirective) {
	return []string{"fdr"}, cobra.ShellCompDirectiveFilterFileExt
}

// Own is the error of a game's own command or view asked of a game of
// another kind: "advise is 4th Down's own; this is a game of 1st & Roll".
func Own(what string, owner string, g *tracker.Game) error {
	return fmt.Errorf("%s is %s's own; this is a game of %s", what, owner, g.Kind.Title())
}

// RulesFlagHelp is the --rules flag's help, the same for every command.
const RulesFlagHelp = "ruleset: a built-in name (see 'fourthdown rules list') or a house-rules FILE"
