package solve

import (
	"github.com/fourthdown/fourthdown/engine"
)

// Neutral is the situation the strategy charts are read in: the first
// half, the score tied, half the half's blocks left, the home team on
// offense having received the opening kickoff.
func (sol *Solution) neutral() engine.Situation {
	return engine.Situation{Half: 1, Clock: sol.hb / 2, Receiver: engine.Home, Offense: engine.Home}
}

// FourthDownChart is the best 4th-down decision in a neutral situation
// (first half, tied, mid-half clock), by distance to the goal line
// (1..maxDist) and yards to go (1..maxToGo): chart[dist][toGo], with
// engine.NoChoice where the yards to go do not fit the distance. Each
// entry is Advise's best at that 4th down, asked of the engine.
func (sol *Solution) FourthDownChart(maxDist, maxToGo int) [][]ChoiceValue {
	chart := make([][]ChoiceValue, maxDist+1)
	for dist := 1; dist <= maxDist; dist++ {
		chart[dist] = make([]ChoiceValue, maxToGo+1)
		for toGo := 1; toGo <= maxToGo && toGo <= dist; toGo++ {
			sit := sol.neutral()
			sit.Ask, sit.Ball, sit.ToGo, sit.Goal = engine.AskDecision, 100-dist, toGo, toGo == dist
			s, err := sol.Rules.At(sit)
			if err != nil {
				continue
			}
			adv := sol.Advise(&s)
			if len(adv.Choices) > 0 {
				chart[dist][toGo] = adv.Choices[0]
			}
		}
	}
	return chart
}

// TryChart is the better try after a touchdown, kick or two, in the second
// half: by the scoring team's margin after the touchdown's points (from
// -maxMargin to +maxMargin) and the blocks left (each of clocks): chart[m+maxMargin][i],
// each with the margin of its value over the other try's.
func (sol *Solution) TryChart(maxMargin int, clocks []int) [][]ChoiceValue {
	chart := make([][]ChoiceValue, 2*maxMargin+1)
	if !sol.Rules.HasTry {
		return chart
	}
	for m := -maxMargin; m <= maxMargin; m++ {
		chart[m+maxMargin] = make([]ChoiceValue, len(clocks))
		for i, c := range clocks {
			s, err := sol.Rules.At(engine.Situation{Half: 2, Clock: c, Receiver: engine.Home, Offense: engine.Home, Ball: 100, Ask: engine.AskTry})
			if err != nil {
				continue
			}
			s.Score = [2]int{max(m, 0), max(-m, 0)}
			adv := sol.Advise(&s)
			if len(adv.Choices) > 1 {
				chart[m+maxMargin][i] = ChoiceValue{adv.Choices[0].Choice, adv.Choices[0].Value - adv.Choices[1].Value}
			}
		}
	}
	return chart
}

// Opening is the value of receiving the opening kickoff (for the team that
// receives) and the receiver's first play styles by value, best first.
func (sol *Solution) Opening() (receive float64, styles []ChoiceValue) {
	s := engine.New(sol.Rules, engine.Home)
	adv := sol.Advise(&s)
	return adv.Value, adv.Choices
}
