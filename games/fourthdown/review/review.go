// Package review reads a game against the exact solution of its ruleset:
// the home team's chance of winning after every entry, every choice with
// what it gave up, and every roll with how far it swung the game. The
// review command and the scoresheet's win-chance chart and key moments
// are views of it.
package review

import (
	"fmt"
	"math"
	"slices"
	"sort"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/games/fourthdown"
	"github.com/fourthdown/fourthdown/games/fourthdown/solve"
	gen "github.com/fourthdown/fourthdown/review"
)

// Point is the home team's chance of winning (a tie counting half) at one
// moment: at the start (Entry 0) or after entry Entry.
type Point struct {
	Entry int
	// T is the game time in blocks: those used in the halves before plus
	// those used in this one (twice the half's blocks once the game is over).
	T     int
	Half  int
	Clock int
	Score [2]int
	Home  float64
	// Points is what the entry scored (its events' points), for Scorer:
	// the team of its last scoring event.
	Points int
	Scorer fourthdown.Side
	Kind   fourthdown.EventKind // the kind of that event (EvTouchdown, EvTry, ...)
}

// Decision is one choice of a game, reviewed: its value and the best
// choice's, for the team that chose.
type Decision struct {
	Entry   int          `json:"entry"` // 1-based position among the record's entries
	Team    string       `json:"team"`
	Ask     string       `json:"ask"`
	Made    string       `json:"made"`
	Choices []ChoiceJSON `json:"choices"` // every allowed choice with its value, best first
	Value   float64      `json:"value"`   // the value of the choice made
	Best    string       `json:"best"`
	BestVal float64      `json:"best_value"`
	GivenUp float64      `json:"given_up"` // best_value - value
	Half    int          `json:"half"`
	Clock   int          `json:"clock"`
	Line    int          `json:"line"`
	What    string       `json:"situation"`
	Drive   int          `json:"drive"`

	Side fourthdown.Side `json:"-"`
}

// ChoiceJSON is a choice and its value.
type ChoiceJSON struct {
	Choice string  `json:"choice"`
	Value  float64 `json:"value"`
}

// Swing is one roll and how it moved the rolling team's chance of winning.
type Swing struct {
	Entry  int
	Drive  int
	Side   fourthdown.Side
	Half   int
	Clock  int
	Ask    fourthdown.AskKind
	Face   int
	What   string  // "turnover roll 1 at own 20"
	Before float64 // the rolling team's chance before the roll
	After  float64 // and after it
}

// Size is how far the roll moved the chance, either way.
func (s Swing) Size() float64 { return math.Abs(s.After - s.Before) }

// Analysis is a game read against its solution.
type Analysis struct {
	Points     []Point
	Decisions  []Decision
	Swings     []Swing
	HalfBlocks int
	// Read is the game read against its values, as every game with
	// values is: its luck-and-skill ledger.
	Read *gen.Game
}

// Solution is what a review asks of a solution (*solve.Solution): the
// home team's value of a state, and of each allowed choice.
type Solution = solve.State

// Analyse reads g against sol (the solution of g's ruleset): the game read
// against its values once, as every game with values is (review.Read),
// in 4th Down's words.
func Analyse(sol Solution, g *fourthdown.Match) *Analysis {
	an, _ := AnalyseLedger(sol, g)
	return an
}

// AnalyseLedger is Analyse with the game read against its values, which
// holds the ledger.
func AnalyseLedger(sol Solution, g *fourthdown.Match) (an *Analysis, read *gen.Game) {
	hb := g.Rules.HalfBlocks
	an = &Analysis{Decisions: []Decision{}, HalfBlocks: hb}
	steps := g.Steps()
	drive := make([]int, len(steps)) // each entry's drive number
	drives := g.Drives()
	for k, d := range drives {
		end := len(steps)
		if k+1 < len(drives) {
			end = drives[k+1].FirstStep
		}
		for i := d.FirstStep; i < end; i++ {
			drive[i] = d.Num
		}
	}
	gameTime := func(s *fourthdown.State) int {
		if s.Final {
			return 2 * hb
		}
		return (s.Half-1)*hb + hb - s.Clock
	}
	toks := make([]engine.Token, len(steps))
	for i, st := range steps {
		toks[i] = engine.Token{Text: st.Entry.String()}
	}
	read, err := gen.Read(solve.Values(sol), &fourthdown.Match{Teams: g.Teams, Rules: g.Rules, Start: g.Start, State: g.Start}, toks)
	if err != nil {
		panic("review: a game's own entries refused on a replay: " + err.Error())
	}
	an.Read = read
	s := g.Start
	an.Points = append(an.Points, Point{T: gameTime(&s), Half: s.Half, Clock: s.Clock, Score: s.Score, Home: read.Start})
	for i, st := range steps {
		a := s.Next()
		e := read.Entries[i]
		before := s
		if !a.IsRoll() && a.Kind != fourthdown.AskNone {
			an.Decisions = append(an.Decisions, decision(g, &s, st, e, i, drive[i]))
		}
		s.Apply(st.Entry, nil)
		if a.IsRoll() {
			forTeam := func(v float64) float64 { return engine.ForSide(v, a.Team) }
			an.Swings = append(an.Swings, Swing{Entry: i + 1, Drive: drive[i], Side: a.Team, Half: before.Half, Clock: before.Clock,
				Ask: a.Kind, Face: st.Entry.Face, What: fmt.Sprintf("%s %d at %s", a.Kind, st.Entry.Face, g.Teams.Spot(before.Offense, before.Ball)),
				Before: forTeam(e.Before), After: forTeam(e.After)})
		}
		pt := Point{Entry: i + 1, T: gameTime(&s), Half: s.Half, Clock: s.Clock, Score: s.Score, Home: e.After}
		for _, ev := range st.Events {
			if ev.Points > 0 {
				pt.Points += int(ev.Points)
				pt.Scorer, pt.Kind = ev.Team, ev.Kind
			}
		}
		an.Points = append(an.Points, pt)
	}
	return an, read
}

// decision is choice e of a game, in 4th Down's words: every allowed
// choice with its value for the team that chose, best first (ties in the
// order asked).
func decision(g *fourthdown.Match, s *fourthdown.State, st fourthdown.Step, e gen.Entry, i, drive int) Decision {
	d := Decision{Entry: i + 1, Team: e.Team.String(), Ask: AskWord(s.Next()), Made: st.Entry.String(),
		Half: s.Half, Clock: s.Clock, Line: st.Line, What: Situation(g.Teams, s), Side: e.Team, Drive: drive}
	for _, c := range e.Choices {
		d.Choices = append(d.Choices, ChoiceJSON{Choice: c.Entry, Value: engine.ForSide(c.Home, e.Team)})
	}
	if e.Made >= 0 {
		d.Value = d.Choices[e.Made].Value
	}
	sort.SliceStable(d.Choices, func(i, j int) bool { return d.Choices[i].Value > d.Choices[j].Value })
	if len(d.Choices) > 0 {
		d.Best, d.BestVal = d.Choices[0].Choice, d.Choices[0].Value
		d.GivenUp = max(d.BestVal-d.Value, 0)
	}
	return d
}

// AskWord is the advice contract's name of what is asked: style,
// decision, try, untimed, or roll for any die.
func AskWord(a fourthdown.Ask) string {
	switch a.Kind {
	case fourthdown.AskStyle:
		return "style"
	case fourthdown.AskDecision:
		return "decision"
	case fourthdown.AskTry:
		return "try"
	case fourthdown.AskUntimed:
		return "untimed"
	case fourthdown.AskNone:
		return "none"
	}
	return "roll"
}

// Situation words what is being chosen: "4th and 3 at GUN 38", "play
// style at own 30", "try", "untimed down at GUN 20".
func Situation(t fourthdown.Teams, s *fourthdown.State) string {
	spot := t.Spot(s.Offense, s.Ball)
	switch s.Asking() {
	case fourthdown.AskDecision:
		toGo, goal := s.ToGo()
		return fourthdown.Down(toGo, goal) + " at " + spot
	case fourthdown.AskTry:
		return s.Asking().String()
	case fourthdown.AskUntimed:
		return "untimed down at " + spot
	}
	return "play style at " + spot
}

// Costliest is the choices that gave up the most, at most n, each giving
// up more than over: the given sides' choices, or both sides' when none
// is given.
func (an *Analysis) Costliest(n int, over float64, sides ...fourthdown.Side) []Decision {
	var out []Decision
	for _, d := range an.Decisions {
		if (len(sides) == 0 || slices.Contains(sides, d.Side)) && d.GivenUp > over {
			out = append(out, d)
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].GivenUp > out[j].GivenUp })
	return out[:min(n, len(out))]
}

// BiggestSwings is the n rolls that moved the game most, biggest first.
func (an *Analysis) BiggestSwings(n int) []Swing {
	out := append([]Swing(nil), an.Swings...)
	sort.SliceStable(out, func(i, j int) bool { return out[i].Size() > out[j].Size() })
	return out[:min(n, len(out))]
}
