package cmd

import (
	"fmt"
	"path/filepath"
	"strings"

	"github.com/fourthdown/fourthdown/cmd/cmdutil"
	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/tracker"
	"github.com/spf13/cobra"
)

// gameFile is a default output file of game g: the default game's own
// name (fourthdown-aids.pdf), another game's with its name before the
// extension (fourthdown-aids-4th-street.pdf), so that printing one game's
// never replaces another's.
func gameFile(name string, g engine.Game) string {
	if g.Name() == cmdutil.Default().Name() {
		return name
	}
	ext := filepath.Ext(name)
	return strings.TrimSuffix(name, ext) + "-" + g.Name() + ext
}

// variantTitle is the title of the rules g is played under.
func variantTitle(g *tracker.Game) string {
	_, title := g.Match.Variant()
	return title
}

// resultText is how a finished game ended, in its game's words: the
// game-over event's, without its "FINAL: ".
func resultText(g *tracker.Game) string {
	for _, e := range g.Match.Shared() {
		if e.Kind == engine.EvGameOver {
			return strings.TrimPrefix(e.Text, "FINAL: ")
		}
	}
	return ""
}

// gameFlags are the flags that only some games take: the flag, whether g
// takes it, and what the game lacks when it does not.
var gameFlags = []struct {
	flag, lacks string
	takes       func(cmdutil.Facts) bool
}{
	{"solo", "no computer coach", func(f cmdutil.Facts) bool { return f.Coach }},
	{"coach", "one coach only", func(f cmdutil.Facts) bool { return f.Advice }},
	{"no-advice", "no advice", func(f cmdutil.Facts) bool { return f.Advice }},
	{"rules", "none", func(f cmdutil.Facts) bool { return f.Rules }},
	{"dice", "none", func(f cmdutil.Facts) bool { return f.DiceSet }},
	{"layout", "one layout", func(f cmdutil.Facts) bool { return f.Layout }},
	{"no-solved", "no solved cards", func(f cmdutil.Facts) bool { return f.Advice }},
}

// flagRefusal is why flag does not apply to game g, in the same words for
// every flag and command ("--rules is 4th Down's; 1st & Roll has none"),
// or nil when it does. A flag the registry does not limit applies to all.
func flagRefusal(flag string, g engine.Game) error {
	for _, gf := range gameFlags {
		if gf.flag != flag || gf.takes(cmdutil.FactsOf(g)) {
			continue
		}
		var owners []string
		for _, o := range engine.Games() {
			if gf.takes(cmdutil.FactsOf(o)) {
				owners = append(owners, o.Title()+"'s")
			}
		}
		return &cmdutil.UsageError{Err: fmt.Errorf("--%s is %s; %s has %s", flag, engine.AndList(owners), g.Title(), gf.lacks)}
	}
	return nil
}

// takers are the games that take flag, for its help: "4th Down and 1st &
// Roll: " ("" for a flag every game takes).
func takers(flag string) string {
	for _, gf := range gameFlags {
		if gf.flag != flag {
			continue
		}
		var t []string
		for _, g := range engine.Games() {
			if gf.takes(cmdutil.FactsOf(g)) {
				t = append(t, g.Title())
			}
		}
		return engine.AndList(t) + ": "
	}
	return ""
}

// refuseFlags refuses the first flag set (by set) that game g does not take.
func refuseFlags(g engine.Game, set func(flag string) bool) error {
	for _, gf := range gameFlags {
		if set(gf.flag) {
			if err := flagRefusal(gf.flag, g); err != nil {
				return err
			}
		}
	}
	return nil
}

// gameTitles are the games' titles, for help: "4th Down, 1st & Roll and ...".
func gameTitles() string {
	var t []string
	for _, g := range engine.Games() {
		t = append(t, g.Title())
	}
	return engine.AndList(t)
}

// gamesHelp is the games for help texts, a line each: the --game name, the
// title and what it is, and its dice.
func gamesHelp() string {
	var b strings.Builder
	for _, g := range engine.Games() {
		f := cmdutil.FactsOf(g)
		fmt.Fprintf(&b, "  %-21s --game %s\n    %s\n    dice: %s\n", g.Title(), g.Name(), f.Line, f.Dice)
	}
	return b.String()
}

// teamsLine opens a game on screen: "Bears (home) vs Lions (away) — 4th
// Down"; teams named after their sides are not named twice.
func teamsLine(g *tracker.Game) string {
	side := func(s engine.Side) string {
		name := g.Teams[s].Name
		if strings.EqualFold(name, s.String()) {
			return name
		}
		return name + " (" + s.String() + ")"
	}
	return fmt.Sprintf("%s vs %s — %s", side(engine.Home), side(engine.Away), variantTitle(g))
}

// gamesTaking are the registered games that take every flag set (by set).
func gamesTaking(set func(flag string) bool) []engine.Game {
	var out []engine.Game
	for _, g := range engine.Games() {
		if refuseFlags(g, set) == nil {
			out = append(out, g)
		}
	}
	return out
}

// refuseGameFlags refuses, before c runs, a flag set on c that the game
// its --game names does not take (aids --game 4th-street --layout sheet).
func refuseGameFlags(c *cobra.Command) error {
	f := c.Flags().Lookup("game")
	if f == nil || f.Value.String() == "" {
		return nil
	}
	g, err := engine.Lookup(f.Value.String())
	if err != nil {
		return &cmdutil.UsageError{Err: fmt.Errorf("--game: %v", err)}
	}
	return refuseFlags(g, func(name string) bool { return c.Flags().Lookup(name) != nil && c.Flags().Changed(name) })
}

// coachNames are the names of the games' own computer coaches (--coach,
// simulate's --home and --away).
func coachNames() []string {
	var names []string
	for _, g := range cmdutil.Games() {
		names = append(names, g.Coaches...)
	}
	return names
}

// layoutNames are the layouts of the games' play aids (aids --layout),
// each game's default first.
func layoutNames() []string {
	var names []string
	for _, g := range cmdutil.Games() {
		names = append(names, g.Layouts...)
	}
	return names
}

// ruleNames are the games' built-in rulesets (--rules).
func ruleNames() []string {
	var names []string
	for _, g := range cmdutil.Games() {
		if g.Rulesets != nil {
			names = append(names, g.Rulesets.Names()...)
		}
	}
	return names
}

// rulesDefault is the ruleset --rules is by default: the first game's
// with rulesets, its default one.
func rulesDefault() string {
	for _, g := range cmdutil.Games() {
		if g.Rulesets != nil {
			return g.Rulesets.Default
		}
	}
	return ""
}

// firstOf is the first of names ("" for none): the default.
func firstOf(names []string) string {
	if len(names) == 0 {
		return ""
	}
	return names[0]
}

// coachOwners are the games whose coaches have names: "4th Down's".
func coachOwners() string {
	var owners []string
	for _, g := range cmdutil.Games() {
		if len(g.Coaches) > 0 {
			owners = append(owners, g.Title()+"'s")
		}
	}
	return engine.AndList(owners)
}

// defaultCoach is the coach --coach, --home and --away name by default:
// the first game's with coaches, its default one.
func defaultCoach() string {
	for _, g := range cmdutil.Games() {
		if g.DefaultCoach != "" {
			return g.DefaultCoach
		}
	}
	return ""
}

// addRulesFlag adds `--rules NAME|FILE` to c, stored in *p, by default the
// default ruleset.
func addRulesFlag(c *cobra.Command, p *string) {
	c.Flags().StringVar(p, "rules", rulesDefault(), cmdutil.RulesFlagHelp)
}
