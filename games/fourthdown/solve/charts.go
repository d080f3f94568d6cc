package solve

import (
	"strings"

	"github.com/fourthdown/fourthdown/games/fourthdown"
)

// Neutral is the situation the strategy charts are read in: the first
// half, the score tied, half the half's blocks left, the home team on
// offense having received the opening kickoff.
func (sol *Solution) neutral() fourthdown.Situation {
	return fourthdown.Situation{Half: 1, Clock: sol.hb / 2, Receiver: fourthdown.Home, Offense: fourthdown.Home}
}

// Opening is the value of receiving the opening kickoff (for the team that
// receives) and the receiver's first play styles by value, best first.
func (sol *Solution) Opening() (receive float64, styles []ChoiceValue) {
	s := fourthdown.New(sol.Rules, fourthdown.Home)
	adv := sol.Advise(&s)
	return adv.Value, adv.Choices
}

// Charts is the solution's strategy as printed charts (advise --charts,
// the solved play-aid cards): the best 4th-down choice by distance to the
// goal line and yards to go in a neutral situation, and the better try by
// margin and blocks left in the second half. Cells are letters: G go, F
// field goal, P punt; K kick, 2 two-point try. A 4th-down band whose best
// choice changes within it has its letters in order, nearest the goal
// first ("GF"); "" is a 4th down that cannot happen.
type Charts struct {
	Clock      int // the neutral situation's blocks left (first half, tied)
	ToGo       int // the columns: 1..ToGo yards to go
	Fourth     []FourthBand
	TryClocks  []int      // the try chart's columns: blocks left in the second half
	TryMargins []int      // its rows: the scorer's margin after the touchdown's points
	Try        [][]string // [margin][clock]: "K" or "2"; nil without tries
}

// FourthBand is a row of the 4th-down chart: distances Lo..Hi yards from
// the goal line.
type FourthBand struct {
	Lo, Hi int
	Cells  []string // by yards to go, 1..ToGo
}

// FourthBands are the 4th-down chart's rows: every distance to 5, then
// wider bands.
var FourthBands = [][2]int{{1, 1}, {2, 2}, {3, 3}, {4, 4}, {5, 5}, {6, 7}, {8, 10}, {11, 15}, {16, 20}, {21, 25}, {26, 30},
	{31, 35}, {36, 40}, {41, 45}, {46, 50}, {51, 55}, {56, 60}, {61, 70}, {71, 80}, {81, 99}}

// ChoiceLetter is a choice's letter in the charts.
func ChoiceLetter(c fourthdown.Choice) string {
	switch c {
	case fourthdown.ChGo:
		return "G"
	case fourthdown.ChFG:
		return "F"
	case fourthdown.ChPunt:
		return "P"
	case fourthdown.ChKick:
		return "K"
	case fourthdown.ChTwo:
		return "2"
	}
	return "?"
}

// Charts computes the printed charts: each cell the letter of Advise's
// best choice there ("?" where there is none).
func (sol *Solution) Charts() Charts {
	r := sol.Rules
	const maxToGo = 10
	c := Charts{Clock: sol.neutral().Clock, ToGo: maxToGo}
	for _, band := range FourthBands {
		fb := FourthBand{Lo: band[0], Hi: band[1], Cells: make([]string, maxToGo)}
		for t := 1; t <= maxToGo; t++ {
			for d := max(band[0], t); d <= band[1]; d++ {
				sit := sol.neutral()
				sit.Ask, sit.Ball, sit.ToGo, sit.Goal = fourthdown.AskDecision, 100-d, t, t == d
				if l := ChoiceLetter(sol.bestAt(sit, [2]int{})); !strings.Contains(fb.Cells[t-1], l) {
					fb.Cells[t-1] += l
				}
			}
		}
		c.Fourth = append(c.Fourth, fb)
	}
	if !r.HasTry {
		return c
	}
	for _, b := range []int{r.HalfBlocks, r.HalfBlocks * 2 / 3, r.HalfBlocks / 2, r.HalfBlocks / 3, r.HalfBlocks / 6, r.HalfBlocks / 12, 5, 1} {
		if b >= 0 && b <= r.HalfBlocks && (len(c.TryClocks) == 0 || c.TryClocks[len(c.TryClocks)-1] > b) {
			c.TryClocks = append(c.TryClocks, b)
		}
	}
	// The try after a touchdown in the second half, by the scoring team's
	// margin after the touchdown's points and the blocks left.
	const maxMargin = 14
	for m := -maxMargin; m <= maxMargin; m++ {
		c.TryMargins = append(c.TryMargins, m)
		row := make([]string, len(c.TryClocks))
		for i, clock := range c.TryClocks {
			sit := fourthdown.Situation{Half: 2, Clock: clock, Receiver: fourthdown.Home, Offense: fourthdown.Home, Ball: 100, Ask: fourthdown.AskTry}
			row[i] = ChoiceLetter(fourthdown.ChKick)
			if sol.bestAt(sit, [2]int{max(m, 0), max(-m, 0)}) == fourthdown.ChTwo {
				row[i] = ChoiceLetter(fourthdown.ChTwo)
			}
		}
		c.Try = append(c.Try, row)
	}
	return c
}

// bestAt is the best choice (Best) at sit with the score score, NoChoice
// where sit is no situation of the rules or has no choice.
func (sol *Solution) bestAt(sit fourthdown.Situation, score [2]int) fourthdown.Choice {
	s, err := sol.Rules.At(sit)
	if err != nil {
		return fourthdown.NoChoice
	}
	s.Score = score
	best, _ := sol.Best(&s)
	return best
}
