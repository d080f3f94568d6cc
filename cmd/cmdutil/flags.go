package cmdutil

import (
	"fmt"
	"path/filepath"
	"strings"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/spf13/cobra"
)

// GameFile is a default output file of game g, named the same way for
// every game: with the game's name before the extension
// (fourthdown-aids-4th-down.pdf, fourthdown-aids-4th-street.pdf), so that
// printing one game's never replaces another's.
func GameFile(name string, g engine.Game) string {
	ext := filepath.Ext(name)
	return strings.TrimSuffix(name, ext) + "-" + g.Name() + ext
}

// gameFlags are the flags that only some games take: the flag, whether g
// (its registration) takes it, and what the game lacks when it does not.
var gameFlags = []struct {
	flag, lacks string
	takes       func(*Game) bool
}{
	{"solo", "no computer coach", func(g *Game) bool { return FactsOf(g.Game).Coach }},
	{"coach", "one coach only", func(g *Game) bool { return Coaching(g.Game) }},
	{"no-advice", "no advice", func(g *Game) bool { return FactsOf(g.Game).Advice }},
	{"rules", "none", func(g *Game) bool { return g.Rulesets != nil }},
	{"dice", "none", func(g *Game) bool { return g.DiceBytes > 0 }},
	{"layout", "one layout", func(g *Game) bool { return len(g.Layouts) > 1 }},
	{"no-solved", "no solved cards", func(g *Game) bool { return g.Advice }},
}

// FlagRefusal is why flag does not apply to game g, in the same words for
// every flag and command ("--rules is 4th Down's; 1st & Roll has none"),
// or nil when it does. A flag the registry does not limit applies to all.
func FlagRefusal(flag string, g engine.Game) error {
	for _, gf := range gameFlags {
		if gf.flag != flag || gf.takes(Of(g)) {
			continue
		}
		var owners []string
		for _, o := range engine.Games() {
			if gf.takes(Of(o)) {
				owners = append(owners, o.Title()+"'s")
			}
		}
		return &UsageError{Err: fmt.Errorf("--%s is %s; %s has %s", flag, engine.AndList(owners), g.Title(), gf.lacks)}
	}
	return nil
}

// Takers are the games that take flag, for its help: "4th Down and 1st &
// Roll: " ("" for a flag every game takes).
func Takers(flag string) string {
	for _, gf := range gameFlags {
		if gf.flag != flag {
			continue
		}
		var t []string
		for _, g := range engine.Games() {
			if gf.takes(Of(g)) {
				t = append(t, g.Title())
			}
		}
		return engine.AndList(t) + ": "
	}
	return ""
}

// RefuseFlags refuses the first flag set (by set) that game g does not take.
func RefuseFlags(g engine.Game, set func(flag string) bool) error {
	for _, gf := range gameFlags {
		if set(gf.flag) {
			if err := FlagRefusal(gf.flag, g); err != nil {
				return err
			}
		}
	}
	return nil
}

// GamesTaking are the registered games that take every flag set (by set).
func GamesTaking(set func(flag string) bool) []engine.Game {
	var out []engine.Game
	for _, g := range engine.Games() {
		if RefuseFlags(g, set) == nil {
			out = append(out, g)
		}
	}
	return out
}

// RefuseGameFlags refuses, before c runs, a flag set on c that the game
// its --game names does not take (aids --game 4th-street --layout sheet).
func RefuseGameFlags(c *cobra.Command) error {
	f := c.Flags().Lookup("game")
	if f == nil || f.Value.String() == "" {
		return nil
	}
	g, err := LookupGame(f.Value.String())
	if err != nil {
		return err
	}
	return RefuseFlags(g, func(name string) bool { return c.Flags().Lookup(name) != nil && c.Flags().Changed(name) })
}
