package cmdutil

import (
	"fmt"
	"strings"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/spf13/cobra"
)

// LookupGame is the game --game names. An unknown name is a usage error
// that names the games and, for a mistyped one, suggests the nearest as a
// mistyped command is (cobra's SuggestionsFor: a Levenshtein distance of
// at most 2, case-insensitive, or a prefix).
func LookupGame(name string) (engine.Game, error) {
	g, err := engine.Lookup(name)
	if err == nil {
		return g, nil
	}
	msg := "--game: " + err.Error()
	if s := suggestGames(strings.TrimSpace(name)); len(s) > 0 {
		msg += fmt.Sprintf(" (did you mean %s?)", strings.Join(s, " or "))
	}
	return nil, &UsageError{Err: fmt.Errorf("%s", msg)}
}

// suggestGames asks cobra, whose suggestions a mistyped command gets, for
// the games near typed: each game stands as a command of a throwaway one.
func suggestGames(typed string) []string {
	if typed == "" {
		return nil
	}
	games := &cobra.Command{Use: "game"}
	games.SuggestionsMinimumDistance = 2
	for _, g := range engine.Games() {
		games.AddCommand(&cobra.Command{Use: g.Name(), Run: func(*cobra.Command, []string) {}})
	}
	return games.SuggestionsFor(strings.ToLower(typed))
}
