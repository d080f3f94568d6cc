package fdsheets

import (
	"github.com/fourthdown/fourthdown/games/fourthdown"
	"github.com/fourthdown/fourthdown/sheets"
)

// 4th Down's words on the scoresheet of a game.
func init() {
	sheets.RegisterWords(fourthdown.Game{}.Name(), sheets.Words{PeriodCol: "Half", ClockCol: "Clock\nblk (m:s)", PossessionCol: "Drive", LogTitle: "Drive chart and log",
		Legend: "Chart: a column per drive, the field on end ({home} drives up, {away} down), a bar from the start (tick) " +
			"to where the drive roll left the ball, dashed on for the 4th-down roll; halftime dashed. " +
			"Log: spots are from the team with the ball. TO = turnover, Blk = time blocks used, Dist. roll = 4th-down distance roll; " +
			"* = rolled by the app (play --digital). Score is {home}–{away} after the drive."})
}
