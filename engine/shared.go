package engine

// The accounting every game's translator does the same way, written once:
// each shared event made at a moment (at: the period, clock and running
// score after the entry that made it; Emit sets its Step), and whether a
// possession ends or begins when the ball changes hands.

// ScoreEvent is team's score of points, a kind, worded text, at at.
func ScoreEvent(at Event, team Side, points int, kind ScoreKind, text string) Event {
	at.Kind, at.Team, at.Points, at.Scored, at.Text = EvScore, team, points, kind, text
	return at
}

// PossessionEvent is team's possession beginning at spot, at at.
func PossessionEvent(at Event, team Side, spot int) Event {
	at.Kind, at.Team, at.From, at.To = EvPossession, team, spot, spot
	return at
}

// PossessionEndEvent is team's possession from spot from ending at to, at
// at, with its result r worded text.
func PossessionEndEvent(at Event, team Side, from, to int, r Result, text string) Event {
	at.Kind, at.Team, at.From, at.To, at.Result, at.Text = EvPossessionEnd, team, from, to, r, text
	return at
}

// PeriodEndEvent is period's end, at at.
func PeriodEndEvent(at Event, period int) Event {
	at.Kind, at.Period = EvPeriodEnd, period
	return at
}

// GameOverEvent is the game's end at at, won by winner or tied, worded
// with its result and at's score: "FINAL: Heads win 3-1".
func GameOverEvent(at Event, t Teams, winner Side, tie bool) Event {
	at = GameOver(at, winner, tie)
	at.Text = t.Final(at.Score, winner, tie)
	return at
}

// GameOver is GameOverEvent without its words: a search state's, whose
// listener may go without them (Searcher.Search).
func GameOver(at Event, winner Side, tie bool) Event {
	at.Kind, at.Team, at.Tie = EvGameOver, winner, tie
	return at
}

// Ball is who has the ball in play: Has, the team with it; Spell counts
// the stretches a possession cannot outlast (a game whose possessions end
// with its period or half counts those; one whose possessions go on across
// them leaves it 0).
type Ball struct {
	Has   bool
	Team  Side
	Spell int
}

// LostIn reports whether b's possession is over when the ball is as in a:
// b had the ball, and a has none, or the other team has it, or it is
// another spell. Read backwards it says whether a possession begins:
// a.LostIn(b), a has the ball and b did not, or not that team's, or not
// in that spell.
func (b Ball) LostIn(a Ball) bool {
	return b.Has && (!a.Has || a.Team != b.Team || a.Spell != b.Spell)
}
