package streetsheets

import (
	"github.com/fourthdown/fourthdown/games/fourthstreet"
	"github.com/fourthdown/fourthdown/sheets"
)

// 4th Street Football's words on the scoresheet of a game.
func init() {
	sheets.RegisterWords(fourthstreet.Game{}.Name(), sheets.Words{PeriodCol: "Qtr", ClockCol: "Clock", PossessionCol: "Drive", LogTitle: "Drive chart and play-by-play",
		Legend: "Chart: a column per drive, the field on end ({home} drives up, {away} down), a bar from its start (tick) " +
			"to where its last play left the ball, how it ended above; every quarter's end dashed. Log: a row per play, spots from the team " +
			"with the ball; a kickoff's team is the kicking team; tempo words and timeouts show with the play after them. " +
			"Score is {home}–{away} after the play."})
}
