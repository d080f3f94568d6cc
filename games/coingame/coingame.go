// Package coingame is the smallest game of the family, the example of
// docs/GAMES.md and the contract's test: the team with the ball calls
// heads or tails and flips the coin; a right call scores a point, a wrong
// one loses the ball; the other team then has the ball. The first to 3
// wins. Its rules and prompts are here, and the words of its clock; its
// other views are engine.Views', made from its shared events.
package coingame

import (
	"fmt"
	"strings"

	"github.com/fourthdown/fourthdown/engine"
)

// Game is the coin game.
type Game struct{}

func (Game) Name() string               { return "coin-flip" }
func (Game) Title() string              { return "Coin Flip" }
func (Game) DefaultTeams() engine.Teams { return engine.NewTeams("Heads", "Tails") }
func (Game) Duration(n int) string      { return fmt.Sprintf("%d flips", n) }
func (Game) Start(s engine.Setup) (engine.Core, error) {
	m := &Match{Views: engine.Views[string]{Teams: s.Teams, Game: Game{}, Noun: "flip",
		Timeline: engine.Timeline{Periods: 1, Length: length, UnitSeconds: 60, Break: 1}}, ball: s.Receives}
	m.Bind(m)
	m.Emit(m.event(engine.EvPossession, m.ball, ""))
	return m, nil
}

const length = 5 // the fewest flips a game to 3 takes: its clock counts flips down from it

// Match is a coin game: each step its entry (a call, then its coin); whose ball.
type Match struct {
	engine.Views[string]
	ball engine.Side
}

func (m *Match) Next() engine.Ask {
	switch {
	case m.Status().Final:
		return engine.Ask{Team: m.ball, What: "nothing (the game is over)", Done: true}
	case m.Entries()%2 == 0:
		return engine.Ask{Team: m.ball, What: "call", Choices: []string{"heads", "tails"}, NewLine: true}
	}
	return engine.Ask{Team: m.ball, What: "coin", Faces: []string{"heads", "tails"}}
}

func (m *Match) Apply(tok engine.Token) error {
	t, team := strings.ToLower(tok.Text), m.ball
	if m.Status().Final || (t != "heads" && t != "tails") {
		return m.Next().Refusal(tok.Text)
	}
	if m.Add(t); m.Entries()%2 == 1 {
		return nil // the call: its coin follows
	}
	call := *m.Step(m.Entries() - 2)
	m.Emit(m.event(engine.EvPlay, team, fmt.Sprintf("%s call %s, the coin shows %s", m.Teams[team], call, t)))
	end := m.event(engine.EvPossessionEnd, team, "lost the call")
	if end.Result = engine.ResTurnover; t == call {
		m.Emit(m.event(engine.EvScore, team, "point"))
		end.Result, end.Text, end.Score = engine.ResTouchdown, "point", m.Status().Score
	}
	m.ball = team.Other()
	if m.Emit(end); end.Score[team] < 3 {
		m.Emit(m.event(engine.EvPossession, m.ball, ""))
	} else {
		m.Emit(m.event(engine.EvPeriodEnd, team, ""), engine.GameOverEvent(m.event(engine.EvGameOver, team, ""), m.Teams, team, false))
	}
	return nil
}

// event is team's event at midfield now, with the score after it; a play takes a flip, a score is a point.
func (m *Match) event(k engine.EventKind, team engine.Side, text string) engine.Event {
	e := engine.Event{Kind: k, Team: team, Period: 1, Clock: length - m.Entries()/2, Score: m.Status().Score, From: 50, To: 50, Text: text}
	switch k {
	case engine.EvPlay, engine.EvPossessionEnd:
		e.Plays, e.Time = 1, 1
	case engine.EvScore:
		e.Points, e.Scored = 1, engine.Touchdown
		e.Score[team]++
	}
	return e
}

func (m *Match) ApplyAll(toks []engine.Token) (int, error) { return engine.ApplyEach(m, toks) }
func (m *Match) Legal() engine.Legal                       { return engine.LegalOf(m.Next()) }
func (m *Match) Clone() engine.Core                        { c := *m; c.Views = m.Views.Clone(&c); return &c }

func (m *Match) Read(text string) (string, error) { return m.Next().Read(text) }
func (m *Match) Typing() []string                 { return []string{"heads or tails (h, t): the call, then the coin"} }

func (m *Match) Prompt() engine.Prompt {
	if m.Entries()%2 == 1 {
		return engine.Prompt{Label: fmt.Sprintf("%s — flip the coin (heads or tails)", m.Teams[m.ball])}
	}
	return engine.Prompt{Label: fmt.Sprintf("%s — call it", m.Teams[m.ball]), Options: m.Next().Options()}
}

func (m *Match) Clock(c int) string { return fmt.Sprintf("flip %d", length-c) }
