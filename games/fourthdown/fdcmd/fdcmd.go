// Package fdcmd holds 4th Down's own commands and views: advise, review
// and rules, the solved chances on the menus, the drive tables at the
// table's prompt, its solo coaches, its end-of-game screen, its tuned
// simulation, its play aids and scoresheets read against its solution.
// They reach fourthdown's generic commands through one registration
// (Game), made in cmd's registration file.
package fdcmd

import (
	"fmt"
	"io"

	"github.com/fourthdown/fourthdown/cmd/cmdutil"
	"github.com/fourthdown/fourthdown/cmd/printed"
	"github.com/fourthdown/fourthdown/games/fourthdown"
	"github.com/fourthdown/fourthdown/games/fourthdown/fdsheets"
	"github.com/fourthdown/fourthdown/games/fourthdown/houserules"
	"github.com/fourthdown/fourthdown/games/fourthdown/solve"
	"github.com/fourthdown/fourthdown/tracker"
	"github.com/spf13/cobra"
)

// Game is 4th Down's registration (its Gridiron variant and house rules
// included): everything it has beyond what every game has.
func Game() cmdutil.Game {
	return cmdutil.Game{
		Game: valued,
		Facts: cmdutil.Facts{
			Line: "a drive a roll: play style, then the drive tables",
			Dice: "two d20, a d10, a d8",
			Entries: `dice as numbers, b/r/p, go/fg/punt, kick/two, end (a whole
drive: "b 14 8 6 fg 14")`,
			AidHolds: `the three drive tables, the 4th-down conversion table, the
field-goal table, the try, where the ball goes after a score, punt, miss or
turnover, the TD time cap, the late-half rule and the order of a drive.
Every number comes from the ruleset the game plays (--rules, default
4th-down), so a variant or a house-rules file prints its own tables.

Two cards come from the ruleset's exact solution (solved once, a few
seconds, then kept): the best 4th-down choice (go, field goal or punt) by
distance to the goal line and yards to go in a neutral situation, and kick
or two by the margin after the touchdown and the blocks left in the second
half. --no-solved leaves them out.

--layout cards (default) prints one topic per card, four cards per page with
cut marks; --layout sheet prints one dense two-sided sheet.`,
			BlankHolds: `teams, date, site and coaches, the line score by
half, a clock track for each half (one box per time block, a heavy line
every minute), a field-position strip from 0 to 100, and a drive log with a
column for every entry of a drive and room for 36 drives over two landscape
pages (--rules picks the ruleset whose clock it prints)`,
			AnalysisHolds: `it reads the game against the exact solution of its
rules (solved once, kept for next time): the home team's chance of winning
after every entry, drawn over game time, and the key moments (the choices
that gave up the most, the rolls that swung the game most) with each
team's luck and skill; --no-analysis leaves them out`,
			SimFigures: "drives, also by play style, and its 4th-down and try figures",
			Advice:     true,
		},
		Layouts:  fdsheets.Layouts,
		Recorded: map[string]string{"rules": "rules"},
		Rulesets: &cmdutil.Rulesets{
			Default: fourthdown.FourthDown.Name,
			Names:   fourthdown.Names,
			Record: func(rec *tracker.Record, nameOrFile, path string) error {
				r, err := ResolveRules(nameOrFile)
				if err != nil {
					return err
				}
				return SetRecordRules(rec, r, nameOrFile, path)
			},
		},
		Commands: func(ios *cmdutil.IO) []*cobra.Command {
			return []*cobra.Command{newRulesCmd(ios)}
		},
		PromptCommands: []cmdutil.PromptCommand{{Name: "table", Help: "the table for this roll, from this spot",
			Run: func(g *tracker.Game, out io.Writer) {
				m, _ := fourthdown.Of(g.Match)
				fmt.Fprint(out, tableText(m))
			}}},
		Typing:      "a letter, entries (b 14 8), undo, table, help", // its entries and its table command
		ChoiceNames: choiceNames(),
		EndScreen:   endScreen,
		Simulate:    simulate,
		Charts:      charts,
	}
}

// valued is 4th Down with its values, its solution read from the cache
// or solved with a progress line (solve.Shown).
var valued = solve.Game{Game: houserules.Game}

// Printed is what 4th Down prints: its play aids, blank scoresheet and a
// league's next scoresheets.
func Printed() printed.Game {
	return printed.Game{Game: valued, Aid: aids, Blank: blank, NextSheets: nextSheets}
}

// choiceNames are the choices' names on a menu, by token, for telling a
// coach's choice at the table.
func choiceNames() map[string]string {
	out := make(map[string]string, len(fourthdown.ChoiceLabels))
	for c, label := range fourthdown.ChoiceLabels {
		out[c.String()] = label
	}
	return out
}
