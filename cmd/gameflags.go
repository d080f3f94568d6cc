package cmd

import (
	"fmt"
	"slices"
	"strings"

	"github.com/fourthdown/fourthdown/cmd/cmdutil"
	"github.com/fourthdown/fourthdown/cmd/printed"
	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/internal/prompt"
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
func resultText(g *tracker.Game) string { return strings.TrimPrefix(gameOverText(g), "FINAL: ") }

// gameOverText is the game-over event's words ("FINAL: Heads win 3-1"),
// "" before the game is over.
func gameOverText(g *tracker.Game) string {
	for _, e := range g.Match.Shared() {
		if e.Kind == engine.EvGameOver {
			return e.Text
		}
	}
	return ""
}

// gameTitles are the games' titles, for help: "4th Down, 1st & Roll and ...".
func gameTitles() string { return engine.AndList(ofGames((*cmdutil.Game).Title)) }

// ofGames is f of every registered game, in order, leaving out the games
// it says nothing of ("").
func ofGames(f func(*cmdutil.Game) string) []string {
	var out []string
	for _, g := range cmdutil.Games() {
		if s := f(g); s != "" {
			out = append(out, s)
		}
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

// namesOf are the names f gives of every registered game, in order.
func namesOf(f func(*cmdutil.Game) []string) []string {
	var names []string
	for _, g := range cmdutil.Games() {
		names = append(names, f(g)...)
	}
	return names
}

// coachNames are the names of the games' own computer coaches (--coach,
// simulate's --home and --away), each once.
func coachNames() []string {
	var names []string
	own := namesOf(func(g *cmdutil.Game) []string {
		names, _ := cmdutil.CoachNames(g.Game)
		return names
	})
	for _, n := range own {
		if !slices.Contains(names, n) {
			names = append(names, n)
		}
	}
	return names
}

// layoutNames are the layouts of the games' play aids (aids --layout),
// each game's default first.
func layoutNames() []string { return namesOf(func(g *cmdutil.Game) []string { return g.Layouts }) }

// ruleNames are the games' built-in rulesets (--rules).
func ruleNames() []string {
	return namesOf(func(g *cmdutil.Game) []string {
		if g.Rulesets == nil {
			return nil
		}
		return g.Rulesets.Names()
	})
}

// rulesDefault is the ruleset --rules is by default: the first game's
// with rulesets, its default one.
func rulesDefault() string {
	return firstOf(ofGames(func(g *cmdutil.Game) string {
		if g.Rulesets == nil {
			return ""
		}
		return g.Rulesets.Default
	}))
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
	return engine.AndList(ofGames(func(g *cmdutil.Game) string {
		if own, _ := cmdutil.CoachNames(g.Game); len(own) == 0 {
			return ""
		}
		return g.Title() + "'s"
	}))
}

// defaultCoach is the coach --coach, --home and --away name by default:
// the first game's with coaches, its default one.
func defaultCoach() string {
	return firstOf(ofGames(func(g *cmdutil.Game) string {
		_, def := cmdutil.CoachNames(g.Game)
		return def
	}))
}

// addRulesFlag adds `--rules NAME|FILE` to c, stored in *p, by default the
// default ruleset.
func addRulesFlag(c *cobra.Command, p *string) {
	c.Flags().StringVar(p, "rules", rulesDefault(), cmdutil.RulesFlagHelp)
}

// helpParagraph is text as one paragraph of help, filled to 79 columns.
func helpParagraph(text string) string {
	return prompt.WrapWords(strings.Join(strings.Fields(text), " "), 79, "")
}

// entriesHelp says how entries are typed at a prompt, every game's way
// and the prompt commands a game adds, for play's help.
func entriesHelp() string {
	var own, typed []string
	for _, g := range cmdutil.Games() {
		var names []string
		for _, pc := range g.PromptCommands {
			names = append(names, pc.Name)
		}
		if len(names) > 0 {
			own = append(own, g.Title()+" also has "+engine.AndList(names))
		}
		if g.Entries != "" {
			typed = append(typed, g.Title()+": "+g.Entries)
		}
	}
	s := "At any prompt type what is asked as the record writes it, one or several on a line, or a command: undo, status, log, help, quit"
	if len(own) > 0 {
		s += " (" + strings.Join(own, "; ") + "; help lists the game's own entries)"
	}
	return helpParagraph(s + ". " + strings.Join(typed, "; ") + ".")
}

// aidsHelp says what each game's printed play aid holds, a paragraph or
// more a game, for aids' help.
func aidsHelp() string {
	return strings.Join(ofGames(func(g *cmdutil.Game) string {
		if printed.Of(g).Aid == nil || g.AidHolds == "" {
			return ""
		}
		var b strings.Builder
		for _, p := range strings.Split(g.Title()+"'s: "+g.AidHolds, "\n\n") {
			b.WriteString(helpParagraph(p) + "\n\n")
		}
		return b.String()
	}), "")
}

// ownCommandsHelp says which commands are a game's own, for the root's
// help: `The commands marked "4th Down only" work on 4th Down's records
// alone.` ("" when no game has commands of its own).
func ownCommandsHelp() string {
	return strings.Join(ofGames(func(g *cmdutil.Game) string {
		if g.Commands == nil {
			return ""
		}
		return fmt.Sprintf("The commands marked %q work on %s's records alone.", g.Title()+" only", g.Title())
	}), " ")
}

// simFiguresHelp says what a game's own simulation reports beyond every
// game's figures, for simulate's help: " (for 4th Down: drives, ...)".
func simFiguresHelp() string {
	s := ofGames(func(g *cmdutil.Game) string {
		if g.SimFigures == "" {
			return ""
		}
		return "for " + g.Title() + ": " + g.SimFigures
	})
	if len(s) == 0 {
		return ""
	}
	return " (" + strings.Join(s, "; ") + ")"
}

// diceSetHelp names the games whose dice come from a dice-set file, with
// the flags that give it, for simulate's help: "1st & Roll's dice come
// from a dice-set file (--game 1st-and-roll --dice FILE)".
func diceSetHelp() string {
	return strings.Join(ofGames(func(g *cmdutil.Game) string {
		if g.DiceBytes == 0 {
			return ""
		}
		return fmt.Sprintf("%s's dice come from a dice-set file (--game %s --dice FILE%s)", g.Title(), g.Name(), namedDiceSets(g))
	}), "; ")
}

// namedDiceSets are the dice sets g knows by name, as --dice takes them,
// after a file: " or --dice sample" ("" for none).
func namedDiceSets(g *cmdutil.Game) string {
	s := ""
	for _, n := range g.DiceSets {
		s += " or --dice " + n
	}
	return s
}

// diceFlagHelp is the --dice flag's help after what it takes: the dice
// sets known by name, ", or a built-in set: sample".
func diceFlagHelp() string {
	names := namesOf(func(g *cmdutil.Game) []string { return g.DiceSets })
	if len(names) == 0 {
		return ""
	}
	return ", or the name of a built-in set: " + engine.OrList(names)
}

// defaultTeamsHelp names the default game's team on side s, for the
// --home and --away flags: "Bombers in 4th Down".
func defaultTeamsHelp(s engine.Side) string {
	g := cmdutil.Default()
	if g.Game == nil {
		return "none registered"
	}
	return g.DefaultTeams()[s].Name + " in " + g.Title()
}

// blankHelp says what each game's blank scoresheet holds, a paragraph a
// game, for sheet's help.
func blankHelp() string {
	return strings.Join(ofGames(func(g *cmdutil.Game) string {
		if printed.Of(g).Blank == nil || g.BlankHolds == "" {
			return ""
		}
		return helpParagraph(g.Title()+"'s: "+g.BlankHolds+".") + "\n\n"
	}), "")
}

// analysisHelp says what a game's scoresheet adds from its analysis, for
// sheet's help: " For 4th Down, it reads the game against ...".
func analysisHelp() string {
	return strings.Join(ofGames(func(g *cmdutil.Game) string {
		if !cmdutil.Valued(g.Game) || g.AnalysisHolds == "" {
			return ""
		}
		return " For " + g.Title() + ", " + g.AnalysisHolds + "."
	}), "")
}
