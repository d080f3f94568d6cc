// Package rollcmd registers 1st & Roll with the program: the game, its
// facts for the help texts, its dice-set files, its play aid and its
// blank scoresheet. cmd's one registration file lists it.
package rollcmd

import (
	"github.com/fourthdown/fourthdown/cmd/cmdutil"
	"github.com/fourthdown/fourthdown/cmd/printed"
	"github.com/fourthdown/fourthdown/games/firstandroll"
	"github.com/fourthdown/fourthdown/games/firstandroll/rollsheets"
)

// Game is 1st & Roll's registration.
func Game() cmdutil.Game {
	return cmdutil.Game{
		Game: firstandroll.Game{},
		Facts: cmdutil.Facts{
			Line:    "a play a roll: each coach picks a die in secret",
			Dice:    "coloured offense and defense dice; clock, kick and penalty dice",
			Entries: "the two calls red/yellow/green, then the faces (red red 3 -1 clock)",
			AidHolds: `a one-page quick reference: the order of a play, downs,
the penalty die, kicks, scoring, the clock and timeouts, the hail mary and
overtime.`,
			BlankHolds: `the header, the line score, the timeouts and clock
track of each half and of overtime, and a play log with a numbered row for
every play of a whole game (89 numbered rows on Letter, 85 on A4)`,
		},
		Recorded:  map[string]string{"dice": "dice"},
		DiceBytes: firstandroll.MaxDiceBytes,
		DiceSets:  firstandroll.DiceSetNames(),
	}
}

// Printed is what 1st & Roll prints: its play aid and blank scoresheet.
func Printed() printed.Game {
	return printed.Game{
		Game:  firstandroll.Game{},
		Aid:   printed.PlainSheet("play aid", firstandroll.Game{}.Title(), rollsheets.Card),
		Blank: printed.PlainSheet("blank scoresheet", firstandroll.Game{}.Title(), rollsheets.Blank),
	}
}
