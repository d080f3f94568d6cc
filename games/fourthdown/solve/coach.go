package solve

import (
	"fmt"
	"hash/fnv"
	"math/bits"
	"strings"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/games/fourthdown"
)

// The coaches that play from the exact solution (perfect and casual), and
// every coach of 4th Down by name. Each is a fourthdown.Coach, so an
// engine.Chooser too.

// Perfect always makes a best choice of the game's exact solution: the
// choice that leaves its team the highest chance of winning (a tie counts
// half) when both teams play their best from there. Ties go to the
// earlier choice in token order, so it chooses the same way every time.
type Perfect struct{ Sol *Solution }

// Choose implements engine.Chooser (see fourthdown.CoachEntry).
func (p *Perfect) Choose(m engine.Core, side engine.Side) string {
	return fourthdown.CoachEntry(p, m, side)
}

// ChooseAsk implements fourthdown.Coach: the solution's best choice
// (Best), the one engine.Perfect takes for every game with values.
func (p *Perfect) ChooseAsk(s *fourthdown.State, a fourthdown.Ask) fourthdown.Choice {
	if c, ok := p.Sol.Best(s); ok && a.Choices.Has(c) {
		return c
	}
	return a.Choices.List()[0]
}

// Casual is a beatable opponent, between the perfect and the standard
// coach: it picks among the choices that leave it within Slack of the best
// chance of winning (0.02: two points of win chance), one of them at
// random, so it gives a little away now and then but never much. The pick
// is drawn from its seed and the situation, so it chooses the same way
// every time in the same situation.
type Casual struct {
	Sol   *Solution
	Slack float64
	Seed  uint64
}

// CasualSlack is the casual coach's slack.
const CasualSlack = 0.02

// Choose implements engine.Chooser (see fourthdown.CoachEntry).
func (c *Casual) Choose(m engine.Core, side engine.Side) string {
	return fourthdown.CoachEntry(c, m, side)
}

// ChooseAsk implements fourthdown.Coach.
func (c *Casual) ChooseAsk(s *fourthdown.State, a fourthdown.Ask) fourthdown.Choice {
	adv := c.Sol.Advise(s)
	if len(adv.Choices) == 0 {
		return a.Choices.List()[0]
	}
	n := 0
	for _, cv := range adv.Choices {
		if cv.Value >= adv.Value-c.Slack {
			n++
		}
	}
	// A draw that depends only on the seed and the situation (and the
	// score), so the same situation gets the same choice, in any process.
	sit, _ := s.Situation()
	f := fnv.New64a()
	fmt.Fprintf(f, "%+v %v", sit, s.Score)
	hi, _ := bits.Mul64(fourthdown.Mix(c.Seed^f.Sum64()), uint64(n))
	return adv.Choices[hi].Choice
}

// CoachNames are 4th Down's coaches, strongest first.
var CoachNames = []string{"perfect", "casual", "standard"}

// NeedsSolution reports whether the coach called name plays from the
// exact solution (which must be solved or read from the cache first).
func NeedsSolution(name string) bool { return name == "perfect" || name == "casual" }

// NewCoach makes the coach called name (see CoachNames), seeded with seed;
// sol is the solution for the coaches that need one.
func NewCoach(name string, seed uint64, sol *Solution) (fourthdown.Coach, error) {
	switch strings.ToLower(name) {
	case "perfect":
		return &Perfect{Sol: sol}, nil
	case "casual":
		return &Casual{Sol: sol, Slack: CasualSlack, Seed: seed}, nil
	case "standard", "":
		return fourthdown.NewStandardCoach(seed), nil
	}
	return nil, fmt.Errorf("unknown coach %q: the coaches are %s", name, strings.Join(CoachNames, ", "))
}
