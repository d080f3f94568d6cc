package cmd

import (
	"fmt"
	"path/filepath"
	"strings"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/engine/firstandroll"
	"github.com/fourthdown/fourthdown/engine/fourthdown"
	"github.com/fourthdown/fourthdown/engine/fourthdown/houserules"
	"github.com/fourthdown/fourthdown/engine/fourthstreet"
	"github.com/fourthdown/fourthdown/sheets"
	"github.com/fourthdown/fourthdown/sheets/rollsheets"
	"github.com/fourthdown/fourthdown/sheets/streetsheets"
	"github.com/fourthdown/fourthdown/tracker"
	"github.com/spf13/cobra"
)

// The games fourthdown plays, registered in this one place: the first is
// the game of a record that names none.
func init() {
	engine.Register(houserules.Game) // 4th Down, its Gridiron variant and house rules
	engine.Register(firstandroll.Game{})
	engine.Register(fourthstreet.Game{})
}

// ownSheets are what a game prints of its own beyond the shared
// scoresheet: its play aid and its blank scoresheet (4th Down's, made from
// its ruleset and solution, are the aids and sheet commands' own).
var ownSheets = map[string]struct {
	aids, blank func(sheets.Paper) *sheets.Document
}{
	firstandroll.Game{}.Name(): {rollsheets.Card, rollsheets.Blank},
	fourthstreet.Game{}.Name(): {streetsheets.Card, streetsheets.Blank},
}

// otherGame is the game --game names when it is not 4th Down (nil for 4th
// Down), with its own sheets.
func otherGame(name string) (engine.Game, error) {
	if name == "" {
		return nil, nil
	}
	g, err := engine.Lookup(name)
	if err != nil {
		return nil, &UsageError{Err: fmt.Errorf("--game: %v", err)}
	}
	if _, ok := g.(fourthdown.Game); ok {
		return nil, nil
	}
	if _, ok := ownSheets[g.Name()]; !ok {
		return nil, fmt.Errorf("%s has no printed play aid or blank scoresheet yet", g.Title())
	}
	return g, nil
}

// gameFile is a default output file of game g: 4th Down's own name
// (fourthdown-aids.pdf), another game's with its name before the extension
// (fourthdown-aids-4th-street.pdf), so that printing one game's never
// replaces another's.
func gameFile(name string, g engine.Game) string {
	if g == nil {
		return name
	}
	if _, ok := g.(fourthdown.Game); ok {
		return name
	}
	ext := filepath.Ext(name)
	return strings.TrimSuffix(name, ext) + "-" + g.Name() + ext
}

// pagesWord is "1 page" or "N pages".
func pagesWord(n int) string {
	if n == 1 {
		return "1 page"
	}
	return fmt.Sprintf("%d pages", n)
}

// fourthDown is the 4th Down match of g for what only 4th Down has (the
// solution, advice, the solo coach, the drive tables), or an error saying so.
func fourthDown(g *tracker.Game, what string) (*fourthdown.Match, error) {
	if m, ok := fourthdown.Of(g.Match); ok {
		return m, nil
	}
	return nil, fmt.Errorf("%s is 4th Down's own; this is a game of %s", what, g.Kind.Title())
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

// gameFacts are what fourthdown says of a game before one is played: a
// line for the "Which game?" menu and the help, the dice on its table, and
// what it has beyond what every game has (the flags that use it).
type gameFacts struct {
	Line string // what the game is, in a line
	Dice string // the dice the players roll
	// Coach: a computer coach for --solo. A game that has one through the
	// contract (engine.Coached) has it without saying so (factsOf); only
	// 4th Down, whose coaches are its own, says it here.
	Coach bool
	// Advice: the game is solved exactly, so its menus can show each
	// choice's chance of winning (--no-advice turns it off), and --coach
	// picks among its solved coaches.
	Advice  bool
	Rules   bool // rulesets and house-rules files (--rules)
	DiceSet bool // dice-set files (--dice)
	Layout  bool // play aids in two layouts (aids --layout)
}

// facts are every registered game's, by name.
var facts = map[string]gameFacts{
	fourthdown.Game{}.Name(): {
		Line:  "a drive a roll: play style, then the drive tables",
		Dice:  "two d20, a d10, a d8",
		Coach: true, Advice: true, Rules: true, Layout: true,
	},
	firstandroll.Game{}.Name(): {
		Line:    "a play a roll: each coach picks a die in secret",
		Dice:    "coloured offense and defense dice; clock, kick and penalty dice",
		DiceSet: true,
	},
	fourthstreet.Game{}.Name(): {
		Line: "player and play cards: a call, its result code",
		Dice: "a d20, a d10, a d12 and two d6",
	},
}

// factsOf are game g's facts, with what its registration says of it: a
// coach when it has one.
func factsOf(g engine.Game) gameFacts {
	f := facts[g.Name()]
	if _, ok := g.(engine.Coached); ok {
		f.Coach = true
	}
	return f
}

// gameFlags are the flags that only some games take: the flag, whether g
// takes it, and what the game lacks when it does not.
var gameFlags = []struct {
	flag, lacks string
	takes       func(gameFacts) bool
}{
	{"solo", "no computer coach", func(f gameFacts) bool { return f.Coach }},
	{"coach", "one coach only", func(f gameFacts) bool { return f.Advice }},
	{"no-advice", "no advice", func(f gameFacts) bool { return f.Advice }},
	{"rules", "none", func(f gameFacts) bool { return f.Rules }},
	{"dice", "none", func(f gameFacts) bool { return f.DiceSet }},
	{"layout", "one layout", func(f gameFacts) bool { return f.Layout }},
	{"no-solved", "no solved cards", func(f gameFacts) bool { return f.Advice }},
}

// flagRefusal is why flag does not apply to game g, in the same words for
// every flag and command ("--rules is 4th Down's; 1st & Roll has none"),
// or nil when it does. A flag the registry does not limit applies to all.
func flagRefusal(flag string, g engine.Game) error {
	for _, gf := range gameFlags {
		if gf.flag != flag || gf.takes(factsOf(g)) {
			continue
		}
		var owners []string
		for _, o := range engine.Games() {
			if gf.takes(factsOf(o)) {
				owners = append(owners, o.Title()+"'s")
			}
		}
		return &UsageError{Err: fmt.Errorf("--%s is %s; %s has %s", flag, engine.AndList(owners), g.Title(), gf.lacks)}
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
			if gf.takes(factsOf(g)) {
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
		f := factsOf(g)
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
		return &UsageError{Err: fmt.Errorf("--game: %v", err)}
	}
	return refuseFlags(g, func(name string) bool { return c.Flags().Lookup(name) != nil && c.Flags().Changed(name) })
}
