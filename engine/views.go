package engine

import (
	"fmt"
	"strconv"
	"strings"
)

// Views are a match's history with the views every game needs, made once
// from its shared events: where the game stands (Status) and its
// situation line (Situation, Where), a possession log (Log, the CSV's and
// the scoresheet's rows), the drive chart's briefs, the team statistics,
// the period's name, the progress, what an entry did, replay --json's
// shared object. A game's Match embeds them and writes its rules (Next,
// Apply) and its prompts (Read, Prompt, Typing), and overrides a view
// only when it has more to say: a method of the match's own is the one
// the contract calls.
//
// A default view that reads another view (the situation line reads the
// status) is a function of the match (SituationOf, WhereOf, ProgressOf),
// and the Views method delegates to it with the match the views are
// bound to (Bind), so that it reads the match's own methods, its
// overrides included: a game that overrides Status alone gets a
// situation line that says what its Status says. Unbound views read
// their own defaults. Every default reads the events of the match's own
// Shared and its possession's noun and clock from its own Shape (Noun and
// Timeline are the default Shape's); what else it needs of the game is in
// Game.
type Views[S any] struct {
	History[S]
	Teams Teams
	// Game names the variant (Variant) and words time of possession
	// (StatRows).
	Game Game
	// Noun is what a possession is called in the log and on the sheet
	// ("drive", "flip"); "possession" when empty.
	Noun string
	// Timeline is the game's clock, for the charts over game time (Shape).
	Timeline Timeline
	// self is the match the views are bound to (Bind).
	self Viewed
}

// Viewed is what the default views read of a match: its own methods,
// overrides included.
type Viewed interface {
	Status() Status
	Where() string
	Period(p int) string
	Shape() Shape
	Shared() []Event
}

// Bind binds the views to m, the match that embeds them (its Start does,
// and its Clone through Clone): every default then reads m's own methods.
func (v *Views[S]) Bind(m Viewed) { v.self = m }

// Bound is the match the views are bound to (nil: none): the match
// itself, for a match whose views are bound as they should be.
func (v *Views[S]) Bound() Viewed { return v.self }

// match is the match the views are bound to, or the views themselves.
func (v *Views[S]) match() Viewed {
	if v.self != nil {
		return v.self
	}
	return v
}

// Clone is an independent copy of the views and their history, bound to
// self, the match's copy that embeds it (as Bind).
func (v Views[S]) Clone(self Viewed) Views[S] {
	v.History = v.History.Clone()
	v.self = self
	return v
}

// noun is what a possession is called, as the match's Shape says.
func (v *Views[S]) noun() string { return nounOf(v.match().Shape()) }

// Status is where the game stands as its shared events say: the period
// and clock of the last event (period 1 and the timeline's length before
// any); the score their scoring events add up to; the team with the ball,
// the one whose possession began last, or once it has ended the other
// team, which receives it next; the ball where the last possession, play
// or possession end left it, on the field once a possession has begun;
// final once the game-over event is in, with its winner or tie
// (StatusOf).
func (v *Views[S]) Status() Status { return StatusOf(v.match()) }

// StatusOf is where match m stands as its own shared events say (its
// Shared), its clock counting down from its Shape's timeline: Views.Status.
func StatusOf(m Viewed) Status {
	evs := m.Shared()
	st := Status{Period: 1, Clock: m.Shape().Timeline.Length, Score: Points(evs)}
	if n := len(evs); n > 0 {
		last := &evs[n-1]
		st.Period, st.Clock, st.Final = last.Period, last.Clock, last.Kind == EvGameOver
		if st.Final {
			st.Winner, st.Tie = last.Team, last.Tie
		}
	}
	for i, found := len(evs)-1, false; i >= 0 && !found; i-- {
		e := &evs[i]
		spot := e.To
		switch e.Kind {
		case EvPlay: // the ball where it ended; whose ball, further back
		case EvPossession:
			st.Possession, spot, found = e.Team, e.From, true
		case EvPossessionEnd:
			st.Possession, found = e.Team.Other(), true
		default:
			continue
		}
		if !st.HasBall {
			st.Ball, st.HasBall = spot, true
		}
	}
	return st
}

// Situation is the match's situation line (SituationOf).
func (v *Views[S]) Situation() (score, rest string) { return SituationOf(v.match(), v.Teams) }

// SituationOf is the score, then where match m stands (its Where), or
// that it is over, as its Status says: "Heads 1, Tails 0 | flip 3, Tails
// ball".
func SituationOf(m Viewed, teams Teams) (score, rest string) {
	st := m.Status()
	if st.Final {
		return teams.ScoreLine(st.Score), " (final)"
	}
	return teams.ScoreLine(st.Score), " | " + m.Where()
}

// Where is where the match stands (WhereOf).
func (v *Views[S]) Where() string { return WhereOf(v.match(), v.Teams) }

// WhereOf is the possession under way of match m and whose ball it is,
// as its Status says ("flip 3, Tails ball"), or that the game is over.
func WhereOf(m Viewed, teams Teams) string {
	st := m.Status()
	if st.Final {
		return "the game is over"
	}
	return fmt.Sprintf("%s %d, %s ball", nounOf(m.Shape()), len(PossessionsOf(m.Shared())), teams[st.Possession])
}

// nounOf is what a possession of a game of shape s is called.
func nounOf(s Shape) string {
	if s.Noun == "" {
		return "possession"
	}
	return s.Noun
}

// Possessions are the match's possessions, from its shared events.
func (v *Views[S]) Possessions() []Possession { return PossessionsOf(v.match().Shared()) }

// result is how possession p ended, in words.
func (v *Views[S]) result(p *Possession) string {
	if p.Ended {
		return p.End.Text
	}
	return "in progress"
}

// score is the score after possession p (so far, while under way).
func (v *Views[S]) score(p *Possession) [2]int {
	if p.Ended {
		return p.End.Score
	}
	return Points(v.match().Shared())
}

// Log is the play-by-play, a line per possession: "flip 2: Tails, lost
// the call (1-0)".
func (v *Views[S]) Log() []string {
	poss := v.Possessions()
	out := make([]string, len(poss))
	for i := range poss {
		p := &poss[i]
		sc := v.score(p)
		out[i] = fmt.Sprintf("%s %d: %s, %s (%d-%d)", v.noun(), p.Num, v.Teams[p.Team], v.result(p), sc[Home], sc[Away])
	}
	return out
}

// LogColumns are the possession log's: its number, the team, how it ended
// and the score after it.
func (v *Views[S]) LogColumns() []Column {
	n := v.noun()
	return []Column{{Key: n, Title: strings.ToUpper(n[:1]) + n[1:]}, {Key: "team", Title: "Team"},
		{Key: "result", Title: "Result", Align: "left", Fill: true}, {Key: "score", Title: "Score", Bold: true}}
}

// LogRows are a row per possession.
func (v *Views[S]) LogRows() [][]string {
	poss := v.Possessions()
	out := make([][]string, len(poss))
	for i := range poss {
		p := &poss[i]
		sc := v.score(p)
		out[i] = []string{strconv.Itoa(p.Num), v.Teams.Abbrev(p.Team), v.result(p), fmt.Sprintf("%d-%d", sc[Home], sc[Away])}
	}
	return out
}

// RowPossession: the log has a row per possession.
func (v *Views[S]) RowPossession(row int) int { return row }

// Brief is possession i's end in the game's words.
func (v *Views[S]) Brief(i int) string { return EndText(v.match().Shared(), i) }

// StatRows are each team's points, possessions, plays, yards and time of
// possession (its plays' time).
func (v *Views[S]) StatRows() []StatRow {
	var poss, plays, yards, time [2]int
	evs := v.match().Shared()
	for _, e := range evs {
		switch e.Kind {
		case EvPossession:
			poss[e.Team]++
		case EvPlay:
			plays[e.Team]++
			yards[e.Team] += e.Yards
			time[e.Team] += e.Time
		}
	}
	row := func(label string, n [2]int, word func(int) string) StatRow {
		return StatRow{Label: label, Value: [2]string{word(n[Home]), word(n[Away])}}
	}
	return []StatRow{row("Points", Points(evs), strconv.Itoa), row("Possessions", poss, strconv.Itoa),
		row("Plays", plays, strconv.Itoa), row("Yards", yards, strconv.Itoa), row("Time of possession", time, v.Game.Duration)}
}

// Period names period p: "Period 2".
func (v *Views[S]) Period(p int) string { return "Period " + strconv.Itoa(p) }

// Clock is a clock value as a number.
func (v *Views[S]) Clock(c int) string { return strconv.Itoa(c) }

// Progress is where the match stands (ProgressOf).
func (v *Views[S]) Progress() string { return ProgressOf(v.match()) }

// ProgressOf is the period (in match m's words, its Period) and the
// possession under way: "Period 1, flip 3".
func ProgressOf(m Viewed) string {
	poss := PossessionsOf(m.Shared())
	if len(poss) == 0 {
		return m.Period(1)
	}
	p := &poss[len(poss)-1]
	return fmt.Sprintf("%s, %s %d", m.Period(p.Period), nounOf(m.Shape()), p.Num)
}

// StepText is what entry i did: the words of the shared events it made, a
// score ("POINT Heads! Heads 1, Tails 0"), a period's or the game's end
// (GameOverEvent's "FINAL: Heads win 3-1") set in bold.
func (v *Views[S]) StepText(i int) []Line {
	var out []Line
	for _, e := range v.StepEvents(i) {
		switch {
		case e.Text == "" || e.Kind == EvPossessionEnd:
		case e.Kind == EvScore:
			out = append(out, Line{Text: fmt.Sprintf("%s %s! %s", strings.ToUpper(e.Text), v.Teams[e.Team], v.Teams.ScoreLine(e.Score)), Strong: true, News: true})
		default:
			big := e.Kind == EvPeriodEnd || e.Kind == EvGameOver
			out = append(out, Line{Text: e.Text, Strong: big, News: big})
		}
	}
	return out
}

// Narrate says nothing in the record's comments.
func (v *Views[S]) Narrate(num int) string { return "" }

// Counts: the game counts nothing of its own for leagues.
func (v *Views[S]) Counts() []Count { return nil }

// Variant is the game itself, which has no variants.
func (v *Views[S]) Variant() (name, title string) { return v.Game.Name(), v.Game.Title() }

// Shape is the game's noun and clock; a possession is a row of the log.
func (v *Views[S]) Shape() Shape {
	return Shape{Noun: nounOf(Shape{Noun: v.Noun}), Timeline: v.Timeline}
}

// JSON is replay --json's shared object.
func (v *Views[S]) JSON(s Summary) any { return JSONSummary{JSONHead: s.Head(), JSONShared: s.Shared} }

// JSONHead are the shared fields that open every game's replay --json
// (a game's own fields follow them, then JSONShared).
type JSONHead struct {
	Game       string    `json:"game"`
	Final      bool      `json:"final"`
	Score      JSONScore `json:"score"`
	Possession string    `json:"possession"`
	BallOn     *int      `json:"ball_on"`
	Winner     string    `json:"winner,omitempty"`
}

// JSONSummary is replay --json's object of a game with nothing of its own.
type JSONSummary struct {
	JSONHead
	JSONShared
}

// Head are the summary's opening fields.
func (s Summary) Head() JSONHead {
	return JSONHead{Game: s.Game, Final: s.Final, Score: s.Score, Possession: s.Possession, BallOn: s.BallOn, Winner: s.Winner}
}
