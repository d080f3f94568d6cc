package cmd

import (
	"github.com/fourthdown/fourthdown/cmd/cmdutil"
	"github.com/fourthdown/fourthdown/cmd/fdcmd"
	"github.com/fourthdown/fourthdown/engine/firstandroll"
	"github.com/fourthdown/fourthdown/engine/fourthdown/houserules"
	"github.com/fourthdown/fourthdown/engine/fourthstreet"
	"github.com/fourthdown/fourthdown/sheets"
	"github.com/fourthdown/fourthdown/sheets/rollsheets"
	"github.com/fourthdown/fourthdown/sheets/streetsheets"
)

// The games fourthdown plays, registered in this one place, each with
// what it brings beyond what every game has; the rest of cmd asks a
// registration for a capability and never names a game. 4th Down (its
// Gridiron variant and house rules) is the game of a record that names
// none, and leads every list and menu.
func init() {
	cmdutil.Register(houserules.Game.Name(),
		fdcmd.Game(),
		cmdutil.Game{
			Game: firstandroll.Game{},
			Facts: cmdutil.Facts{
				Line:    "a play a roll: each coach picks a die in secret",
				Dice:    "coloured offense and defense dice; clock, kick and penalty dice",
				Entries: "the two calls red/yellow/green, then the faces (red red 3 -1 clock)",
				AidHolds: `a one-page quick reference: the order of a play, downs,
the penalty die, kicks, scoring, the clock and timeouts, the hail mary and
overtime.`,
				BlankHolds: `the header, the line score, the timeouts and clock
track of each half, and a play log with a numbered row for every play of a
whole game`,
			},
			DiceBytes: firstandroll.MaxDiceBytes,
			Aid:       plainSheet("play aid", firstandroll.Game{}.Title(), rollsheets.Card),
			Blank:     plainSheet("blank scoresheet", firstandroll.Game{}.Title(), rollsheets.Blank),
		},
		cmdutil.Game{
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
			Aid:   plainSheet("play aid", fourthstreet.Game{}.Title(), streetsheets.Card),
			Blank: plainSheet("blank scoresheet", fourthstreet.Game{}.Title(), streetsheets.Blank),
		},
	)
}

// plainSheet is a sheet made for a paper size alone, and what it is.
func plainSheet(what, title string, sheet func(sheets.Paper) *sheets.Document) func(cmdutil.SheetRequest) (*sheets.Document, string, error) {
	return func(req cmdutil.SheetRequest) (*sheets.Document, string, error) {
		return sheet(req.Paper), what + ", " + title + ", " + req.Paper.Name, nil
	}
}
