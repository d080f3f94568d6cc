package rollsheets

import (
	"github.com/fourthdown/fourthdown/games/firstandroll"
	"github.com/fourthdown/fourthdown/sheets"
)

// 1st & Roll's words on the scoresheet of a game.
func init() {
	sheets.RegisterWords(firstandroll.Game{}.Name(), sheets.Words{PeriodCol: "Half", ClockCol: "Clock", PossessionCol: "Poss.", LogTitle: "Drive chart and log",
		Legend: "Chart: a column per possession, the field on end ({home} drives up, {away} down), a bar from its start (tick) " +
			"to where its last play left the ball, how it ended above; halftime dashed. Log: a row per play, spots from the team " +
			"with the ball; a kickoff's team is the kicking team. Score is {home}–{away} after the play."})
}
