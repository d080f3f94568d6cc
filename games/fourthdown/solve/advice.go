package solve

import (
	"sort"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/games/fourthdown"
)

// ChoiceValue is an allowed choice and its value for the team that makes it.
type ChoiceValue struct {
	Choice fourthdown.Choice
	Value  float64
}

// Advice is what the solution says about a state: whose turn it is, the
// value of the situation for that team and, at a choice, the value of
// every allowed choice, best first.
type Advice struct {
	Team    fourthdown.Side
	Value   float64       // for Team: at a choice, the best choice's value
	Choices []ChoiceValue // at a choice: every allowed choice, best first
}

// HomeValue is the value of s for the home team: P(home wins) + ½·P(tie)
// from s on, under best play by both teams (1 or ½ or 0 once it is over).
func (sol *Solution) HomeValue(s *fourthdown.State) float64 {
	w := sol.worker()
	defer sol.pool.Put(w)
	return w.at(s, margin(s), 0)
}

// Advise values s's situation and, when s asks for a choice, each allowed
// choice, for the team the rules ask (the scoring team at a try): its
// HomeChoices, turned to its side, best first.
func (sol *Solution) Advise(s *fourthdown.State) Advice {
	a := s.Next()
	adv := Advice{Team: a.Team}
	for _, c := range sol.HomeChoices(s) {
		adv.Choices = append(adv.Choices, ChoiceValue{c.Choice, engine.ForSide(c.Value, a.Team)})
	}
	sort.SliceStable(adv.Choices, func(i, j int) bool { return adv.Choices[i].Value > adv.Choices[j].Value })
	if len(adv.Choices) > 0 {
		adv.Value = adv.Choices[0].Value
	} else {
		adv.Value = engine.ForSide(sol.HomeValue(s), a.Team)
	}
	return adv
}

// HomeChoices are the values of every choice allowed at s for the home
// team, in the order asked (nil at a roll or once the game is over): the
// values Advise gives the team that chooses, before they are turned to
// its side.
func (sol *Solution) HomeChoices(s *fourthdown.State) []ChoiceValue {
	a := s.Next()
	if s.Final || a.IsRoll() {
		return nil
	}
	w := sol.worker()
	defer sol.pool.Put(w)
	var out []ChoiceValue
	for _, ch := range a.Choices.List() {
		c := *s
		if err := c.Apply(fourthdown.ChoiceEntry(ch), nil); err != nil {
			continue
		}
		out = append(out, ChoiceValue{ch, w.at(&c, margin(&c), 0)})
	}
	return out
}

// worker is a worker for a query, from the solution's pool.
func (sol *Solution) worker() *worker {
	if w, ok := sol.pool.Get().(*worker); ok {
		w.forget()
		return w
	}
	return newWorker(sol)
}

// Best is the best choice at s for the team that chooses (the first of
// Advise's choices: ties go to the earlier choice in token order), and
// false when s asks for a roll or the game is over.
func (sol *Solution) Best(s *fourthdown.State) (fourthdown.Choice, bool) {
	adv := sol.Advise(s)
	if len(adv.Choices) == 0 {
		return fourthdown.NoChoice, false
	}
	return adv.Choices[0].Choice, true
}
