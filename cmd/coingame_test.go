package cmd

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/engine/enginetest"
)

// The coin game: a test game of a few lines that proves the seam. The team
// with the ball calls heads or tails and flips the coin; a right call
// scores a point, a wrong one loses the ball; the other team then has the
// ball. The first to 3 wins. It is played through play, replay, sheet, the
// CSV and league by the fourthdown-coin command of the scripts (cmd's
// fourthdown with this game registered beside 4th Down), and needs nothing
// outside this file.
type coinGame struct{}

func (coinGame) Name() string               { return "coin-flip" }
func (coinGame) Title() string              { return "Coin Flip" }
func (coinGame) DefaultTeams() engine.Teams { return engine.NewTeams("Heads", "Tails") }
func (coinGame) Duration(n int) string      { return fmt.Sprintf("%d flips", n) }
func (coinGame) Start(s engine.Setup) (engine.Match, error) {
	if v, ok := s.Header.Get("target"); ok && v != "3" {
		return nil, &engine.HeaderError{Key: "target", Err: fmt.Errorf("target: got %q, the coin game plays to 3", v)}
	}
	m := &coinMatch{teams: s.Teams, ball: s.Receives}
	m.events = append(m.events, engine.Event{Kind: engine.EvPossession, Team: m.ball, Period: 1, Clock: coinLength, From: 50, To: 50})
	return m, nil
}

const (
	coinTarget = 3
	coinLength = 2*coinTarget - 1 // the most flips a game can take: its clock counts them down
)

type coinMatch struct {
	teams  engine.Teams
	ball   engine.Side // the team with the ball
	call   string      // the call made, "" before it
	score  [2]int
	flips  int
	over   bool
	steps  [][]engine.Line
	events []engine.Event
}

func (m *coinMatch) Next() engine.Ask {
	switch {
	case m.over:
		return engine.Ask{Team: m.ball, What: "nothing (the game is over)", Done: true}
	case m.call == "":
		return engine.Ask{Team: m.ball, What: "call", Choices: []string{"heads", "tails"}, NewLine: true}
	}
	return engine.Ask{Team: m.ball, What: "coin", Faces: []string{"heads", "tails"}}
}

func (m *coinMatch) refuse(tok string) error {
	a := m.Next()
	if a.Done {
		return fmt.Errorf("the game is over: no further entries are allowed, got %q: %w", tok, engine.ErrRefused)
	}
	return fmt.Errorf("%s must be %s, got %q: %w", a.What, a.Expect(), tok, engine.ErrRefused)
}

func (m *coinMatch) Apply(tok engine.Token) error {
	t := strings.ToLower(tok.Text)
	if m.over || (t != "heads" && t != "tails") {
		return m.refuse(tok.Text)
	}
	step := len(m.steps)
	if m.call == "" {
		m.call = t
		m.steps = append(m.steps, nil)
		return nil
	}
	m.flips++
	team, won := m.ball, t == m.call
	e := engine.Event{Team: team, Step: step, Period: 1, Clock: coinLength - m.flips, From: 50, To: 50}
	play := e
	play.Kind, play.Time, play.Text = engine.EvPlay, 1, fmt.Sprintf("%s call %s, the coin shows %s", m.teams[team], m.call, t)
	lines := []engine.Line{{Text: play.Text}}
	m.events = append(m.events, play)
	end := e
	end.Kind, end.Plays, end.Time, end.Result, end.Text = engine.EvPossessionEnd, 1, 1, engine.ResTurnover, "lost the call"
	if won {
		m.score[team]++
		sc := e
		sc.Kind, sc.Points, sc.Scored, sc.Score, sc.Text = engine.EvScore, 1, engine.Touchdown, m.score, "right call"
		m.events = append(m.events, sc)
		lines = append(lines, engine.Line{Text: fmt.Sprintf("POINT %s! %s", m.teams[team], m.scoreText()), Strong: true, News: true})
		end.Result, end.Text = engine.ResTouchdown, "point"
	}
	end.Score = m.score
	m.events = append(m.events, end)
	m.call, m.ball = "", team.Other()
	if m.score[team] >= coinTarget {
		m.over = true
		over := engine.Event{Kind: engine.EvGameOver, Team: team, Step: step, Period: 1, Clock: coinLength - m.flips, Score: m.score,
			Text: fmt.Sprintf("FINAL: %s win %d-%d", m.teams[team], m.score[team], m.score[team.Other()])}
		m.events = append(m.events, engine.Event{Kind: engine.EvPeriodEnd, Step: step, Period: 1, Clock: coinLength - m.flips, Score: m.score}, over)
		lines = append(lines, engine.Line{Text: over.Text, Strong: true, News: true})
	} else {
		m.events = append(m.events, engine.Event{Kind: engine.EvPossession, Team: m.ball, Step: step, Period: 1, Clock: coinLength - m.flips, Score: m.score, From: 50, To: 50})
	}
	m.steps = append(m.steps, lines)
	return nil
}

func (m *coinMatch) ApplyAll(toks []engine.Token) (int, error) { return engine.ApplyEach(m, toks) }

func (m *coinMatch) Legal() engine.Legal { return engine.LegalOf(m.Next()) }

func (m *coinMatch) Clone() engine.Core {
	c := *m
	c.steps, c.events = slices.Clone(m.steps), slices.Clone(m.events)
	return &c
}

// TestCoinConformance: the coin game keeps the contract (engine/enginetest).
func TestCoinConformance(t *testing.T) { enginetest.Run(t, coinGame{}) }

func (m *coinMatch) Entries() int { return len(m.steps) }

func (m *coinMatch) Status() engine.Status {
	st := engine.Status{Period: 1, Clock: coinLength - m.flips, Score: m.score, Possession: m.ball, Ball: 50, HasBall: true, Final: m.over}
	if n := len(m.events); m.over && m.events[n-1].Kind == engine.EvGameOver {
		st.Winner = m.events[n-1].Team // the game-over event's winner
	}
	return st
}

func (m *coinMatch) Shared() []engine.Event { return m.events }

func (m *coinMatch) scoreText() string {
	return fmt.Sprintf("%s %d, %s %d", m.teams[engine.Home], m.score[engine.Home], m.teams[engine.Away], m.score[engine.Away])
}

func (m *coinMatch) Read(text string) (string, error) {
	switch t := strings.ToLower(text); t {
	case "h", "heads":
		return "heads", nil
	case "t", "tails":
		return "tails", nil
	}
	return "", m.refuse(text)
}

func (m *coinMatch) Typing() []string {
	return []string{"heads or tails (h, t): the call, then the coin"}
}

func (m *coinMatch) Prompt() engine.Prompt {
	a := m.Next()
	if a.IsRoll() {
		return engine.Prompt{Label: fmt.Sprintf("%s — flip the coin (heads or tails)", m.teams[a.Team])}
	}
	return engine.Prompt{Label: fmt.Sprintf("%s — call it", m.teams[a.Team]), Options: []engine.Option{
		{Token: "heads", Label: "Heads (h)", Hint: "a point on heads", Default: true},
		{Token: "tails", Label: "Tails (t)", Hint: "a point on tails"}}}
}

func (m *coinMatch) Situation() (string, string) {
	if m.over {
		return m.scoreText(), " (final)"
	}
	return m.scoreText(), " | " + m.Where()
}

func (m *coinMatch) Where() string {
	return fmt.Sprintf("flip %d, %s ball", m.flips+1, m.teams[m.ball])
}

func (m *coinMatch) StepText(i int) []engine.Line { return m.steps[i] }

func (m *coinMatch) Narrate(num int) string { return "" }

func (m *coinMatch) Log() []string {
	var out []string
	for _, e := range m.events {
		if e.Kind == engine.EvPossessionEnd {
			out = append(out, fmt.Sprintf("flip %d: %s, %s (%d-%d)", coinLength-e.Clock, m.teams[e.Team], e.Text, e.Score[0], e.Score[1]))
		}
	}
	return out
}

func (m *coinMatch) LogColumns() []engine.Column {
	return []engine.Column{{Key: "flip", Title: "Flip"}, {Key: "team", Title: "Team"}, {Key: "result", Title: "Result", Align: "left", Fill: true},
		{Key: "score", Title: "Score", Bold: true}}
}

func (m *coinMatch) LogRows() [][]string {
	var out [][]string
	for _, e := range m.events {
		if e.Kind == engine.EvPossessionEnd {
			out = append(out, []string{fmt.Sprint(coinLength - e.Clock), m.teams.Abbrev(e.Team), e.Text, fmt.Sprintf("%d-%d", e.Score[0], e.Score[1])})
		}
	}
	return out
}

func (m *coinMatch) RowPossession(row int) int { return row }

func (m *coinMatch) StatRows() []engine.StatRow {
	pts := engine.Points(m.events)
	return []engine.StatRow{{Label: "Points", Value: [2]string{fmt.Sprint(pts[0]), fmt.Sprint(pts[1])}}}
}

func (m *coinMatch) Period(p int) string { return "Game" }
func (m *coinMatch) Clock(c int) string  { return fmt.Sprintf("flip %d", coinLength-c) }
func (m *coinMatch) Brief(i int) string  { return engine.EndText(m.events, i) }

func (m *coinMatch) Sheet() engine.SheetWords {
	return engine.SheetWords{PeriodCol: "Period", ClockCol: "Flip", PossessionCol: "Turn", LogTitle: "Flips",
		Legend:   "A column per flip; score is {home}–{away} after it.",
		Timeline: engine.Timeline{Periods: 1, Length: coinLength, UnitSeconds: 60, Half: 1}}
}

func (m *coinMatch) Variant() (string, string) { return "coin-flip", "Coin Flip to 3" }
func (m *coinMatch) Progress() string          { return fmt.Sprintf("flip %d", m.flips+1) }
func (m *coinMatch) Counts() []engine.Count    { return nil }

// coinJSON is the coin game's replay --json: the shared fields and flips.
type coinJSON struct {
	Game       string           `json:"game"`
	Final      bool             `json:"final"`
	Score      engine.JSONScore `json:"score"`
	Possession string           `json:"possession"`
	BallOn     *int             `json:"ball_on"`
	Winner     string           `json:"winner,omitempty"`
	Flips      int              `json:"flips"`
	engine.JSONShared
}

func (m *coinMatch) JSON(s engine.Summary) any {
	return coinJSON{Game: s.Game, Final: s.Final, Score: s.Score, Possession: s.Possession, BallOn: s.BallOn, Winner: s.Winner, Flips: m.flips, JSONShared: s.Shared}
}
