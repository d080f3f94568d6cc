package solve

import (
	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/games/fourthdown"
)

// State is what the contract's values ask of a 4th Down state: the
// solution, or a stand-in in tests.
type State interface {
	HomeValue(s *fourthdown.State) float64
	HomeChoices(s *fourthdown.State) []ChoiceValue
}

// Values are sol's values as the contract asks them (engine.Valuer) of a
// 4th Down match of sol's rules: the home team's chance, and at a choice
// every allowed choice's, in the order asked.
func Values(sol State) engine.Valuer { return values{sol} }

type values struct{ sol State }

func (v values) Value(m engine.Core) float64 {
	fm, _ := fourthdown.Of(m)
	return v.sol.HomeValue(&fm.State)
}

func (v values) Choices(m engine.Core) []engine.Choice {
	fm, _ := fourthdown.Of(m)
	cs := v.sol.HomeChoices(&fm.State)
	if len(cs) == 0 {
		return nil
	}
	out := make([]engine.Choice, len(cs))
	for i, c := range cs {
		out[i] = engine.Choice{Entry: c.Choice.String(), Home: c.Value}
	}
	return out
}
