// Package streetcmd registers 4th Street Football with the program: the
// game, its facts for the help texts, its play aid and its blank
// scoresheet. cmd's one registration file lists it.
package streetcmd

import (
	"github.com/fourthdown/fourthdown/cmd/cmdutil"
	"github.com/fourthdown/fourthdown/cmd/printed"
	"github.com/fourthdown/fourthdown/games/fourthstreet"
	"github.com/fourthdown/fourthdown/games/fourthstreet/streetsheets"
)

// Game is 4th Street Football's registration.
func Game() cmdutil.Game {
	return cmdutil.Game{
		Game: fourthstreet.Game{},
		Facts: cmdutil.Facts{
			Line:    "player and play cards: a call, its result code",
			Dice:    "a d20, a d10, a d12 and two d6",
			Entries: "the call, the result code off the card, the dice it calls for (run 29 2 2 in)",
			AidHolds: `the Result Codes Table on its first page; the clock,
kicks, penalty tables, injuries and turnovers on the second.`,
			BlankHolds: `the header, the line score by quarter with
timeouts, a drive chart, and a play-by-play log with a numbered row for
every play of a whole game`,
		},
	}
}

// Printed is what 4th Street Football prints: its play aid and blank
// scoresheet.
func Printed() printed.Game {
	return printed.Game{
		Game:  fourthstreet.Game{},
		Aid:   printed.PlainSheet("play aid", fourthstreet.Game{}.Title(), streetsheets.Card),
		Blank: printed.PlainSheet("blank scoresheet", fourthstreet.Game{}.Title(), streetsheets.Blank),
	}
}
