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
	return engine.SummaryOf(g.Kind.Name(), g.Teams, g.Match)
}
