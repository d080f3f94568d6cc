package tracker

import "github.com/fourthdown/fourthdown/engine"

// The views every game has, read from its shared events.

// LineScore is the points by period and in total.
type LineScore struct {
	Periods [][2]int // [period-1][side]
	Total   [2]int
	Period  int  // the period being played (or the last one, when final)
	Final   bool // the game is over
}

// LineScoreOf is the game's line score: every score's points in its
// period.
func LineScoreOf(g *Game) LineScore {
	st := g.Match.Status()
	ls := LineScore{Period: st.Period, Final: st.Final, Total: st.Score}
	ls.Periods = make([][2]int, max(st.Period, 1))
	for _, e := range g.Match.Shared() {
		if e.Kind != engine.EvScore || e.Points == 0 {
			continue
		}
		for len(ls.Periods) < e.Period {
			ls.Periods = append(ls.Periods, [2]int{})
		}
		ls.Periods[e.Period-1][e.Team] += e.Points
	}
	return ls
}

// Scoring is one score of the scoring summary, with its try.
type Scoring struct {
	Possession int // the possession's number (1-based)
	Period     int
	Clock      int // the game's clock when it was scored
	Team       engine.Side
	Kind       engine.ScoreKind
	How        string // the game's words
	Try        string // the try's words ("" without one)
	// Points is what this score and its try added; Score is the score after both.
	Points int
	Score  [2]int
}

// ScoringOf is the scoring summary: every score in order, a try folded
// into the touchdown before it.
func ScoringOf(g *Game) []Scoring {
	var out []Scoring
	poss := 0
	var last *Scoring
	for _, e := range g.Match.Shared() {
		switch {
		case e.Kind == engine.EvPossession:
			poss++
		case e.Kind == engine.EvScore && e.Scored == engine.Try:
			if last != nil && last.Kind == engine.Touchdown {
				last.Try = e.Text
				last.Points += e.Points
				last.Score = e.Score
			}
		case e.Kind == engine.EvScore:
			out = append(out, Scoring{Possession: poss, Period: e.Period, Clock: e.Clock, Team: e.Team, Kind: e.Scored,
				How: e.Text, Points: e.Points, Score: e.Score})
			last = &out[len(out)-1]
		}
	}
	return out
}

// Possession is one possession with its plays, from the shared events.
type Possession = engine.Possession

// Possessions are the game's possessions in order.
func Possessions(g *Game) []Possession { return engine.PossessionsOf(g.Match.Shared()) }
