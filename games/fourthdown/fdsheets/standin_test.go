package fdsheets

import (
	"math"

	"github.com/fourthdown/fourthdown/games/fourthdown"
	"github.com/fourthdown/fourthdown/games/fourthdown/solve"
)

// standIn is a stand-in for a ruleset's solution (solve.State): it values
// a state from its score, ball and clock (a made-up but varied chance of
// winning), so the scoresheet's chart and key moments are tested without
// solving.
type standIn struct{}

// HomeValue is the home team's made-up chance: the game's result once it
// is over, else a logistic of the lead and the ball, flatter with more
// time left.
func (standIn) HomeValue(s *fourthdown.State) float64 {
	if s.Final {
		switch lead, ok := s.Leader(); {
		case !ok:
			return 0.5
		case lead == fourthdown.Home:
			return 1
		}
		return 0
	}
	m := float64(s.Score[fourthdown.Home]-s.Score[fourthdown.Away]) + float64(s.Ball-50)/25
	return 1 / (1 + math.Exp(-m/(4+float64(s.Clock)/30)))
}

// HomeChoices values every allowed choice for the home team, in the
// order asked, as solve.Solution.HomeChoices does.
func (f standIn) HomeChoices(s *fourthdown.State) []solve.ChoiceValue {
	a := s.Next()
	if s.Final || a.IsRoll() {
		return nil
	}
	var out []solve.ChoiceValue
	for _, ch := range a.Choices.List() {
		c := *s
		if c.Apply(fourthdown.ChoiceEntry(ch), nil) == nil {
			out = append(out, solve.ChoiceValue{Choice: ch, Value: f.HomeValue(&c)})
		}
	}
	return out
}
