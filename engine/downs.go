package engine

import (
	"fmt"
	"strconv"
)

// The words of a game of downs and distance (1st & Roll, 4th Street),
// written once from its Status.

// DownText is the down and the distance: "3rd and 4", or "1st and goal"
// when the line to gain is at or past the goal line (own is the ball's
// spot from the team's own goal line).
func DownText(down, toGo, own int) string {
	n := [...]string{"", "1st", "2nd", "3rd", "4th"}[min(max(down, 0), 4)]
	if own+toGo >= 100 {
		return n + " and goal"
	}
	return n + " and " + strconv.Itoa(toGo)
}

// DownSituation is the situation line of a game of downs and distance:
// the score, then where it stands (where: the situation's own words)
// after a " | ", or once it is over its result: "Bears 7, Lions 3 (final:
// Bears win 7-3)".
func DownSituation(teams Teams, st Status, where func() string) (score, rest string) {
	score = teams.ScoreLine(st.Score)
	if st.Final {
		return score, fmt.Sprintf(" (final: %s)", teams.Result(st.Score, st.Winner, st.Tie))
	}
	return score, " | " + where()
}
