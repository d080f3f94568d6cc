// Package fakesolution is a stand-in for a game's solution in tests: it
// values a state from its score, ball and clock (a made-up but varied
// chance of winning), so what is built from a solution's values — a
// review, a scoresheet's chart — can be tested without solving.
package fakesolution

import (
	"math"
	"sort"

	"github.com/fourthdown/fourthdown/games/fourthdown"
	"github.com/fourthdown/fourthdown/games/fourthdown/solve"
)

// Solution is the stand-in; it has what review.Solution asks for.
type Solution struct{}

// HomeValue is the home team's made-up chance: the game's result once it
// is over, else a logistic of the lead and the ball, flatter with more
// time left.
func (Solution) HomeValue(s *fourthdown.State) float64 {
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
func (f Solution) HomeChoices(s *fourthdown.State) []solve.ChoiceValue {
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

// Advise values every allowed choice for the team that chooses, best
// first, as solve.Solution.Advise does.
func (f Solution) Advise(s *fourthdown.State) solve.Advice {
	a := s.Next()
	adv := solve.Advice{Team: a.Team, Ask: a.Kind}
	for _, ch := range a.Choices.List() {
		c := *s
		if c.Apply(fourthdown.ChoiceEntry(ch), nil) != nil {
			continue
		}
		v := f.HomeValue(&c)
		if a.Team == fourthdown.Away {
			v = 1 - v
		}
		adv.Choices = append(adv.Choices, solve.ChoiceValue{Choice: ch, Value: v})
	}
	sort.SliceStable(adv.Choices, func(i, j int) bool { return adv.Choices[i].Value > adv.Choices[j].Value })
	if len(adv.Choices) > 0 {
		adv.Value = adv.Choices[0].Value
	}
	return adv
}
