package cmd

import (
	"fmt"
	"strings"

	"github.com/fourthdown/fourthdown/cmd/cmdutil"
	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/tracker"
	"github.com/spf13/cobra"
)

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

// gameTitles are the games' titles, for help: "4th Down, 1st & Roll and ...".
func gameTitles() string { return engine.AndList(ofGames(engine.Game.Title)) }

// ofGames is f of every registered game, in order.
func ofGames(f func(engine.Game) string) []string {
	var out []string
	for _, g := range engine.Games() {
		out = append(out, f(g))
	}
	return out
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
