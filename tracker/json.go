package tracker

import "github.com/fourthdown/fourthdown/engine"

// Summary is the replay --json object: the shared fields (the game, final,
// score, possession, ball_on, winner) read from the game's status, and the
// game's own, in the game's order.
func Summary(g *Game) any {
	return g.Match.JSON(SharedSummary(g))
}

// SharedSummary is the fields of replay --json every game has: with the
// teams and the play log (one object per row, keyed as the CSV's columns).
func SharedSummary(g *Game) engine.Summary {
	st := g.Match.Status()
	sum := engine.Summary{Game: g.Kind.Name(), Final: st.Final,
		Score:      engine.JSONScore{Home: st.Score[engine.Home], Away: st.Score[engine.Away]},
		Possession: st.Possession.String(),
		Shared: engine.JSONShared{Teams: engine.JSONTeams{Home: g.Teams[engine.Home].Name, Away: g.Teams[engine.Away].Name},
			Plays: engine.JSONRows{Columns: g.Match.LogColumns(), Rows: g.Match.LogRows()}}}
	if st.HasBall {
		b := st.Ball
		sum.BallOn = &b
	}
	if st.Final {
		sum.Winner = st.Winner.String()
		if st.Tie {
			sum.Winner = "tie"
		}
	}
	return sum
}
