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

// FourthDownChart is the best 4th-down decision in a neutral situation
// (first half, tied, mid-half clock), by distance to the goal line
// (1..maxDist) and yards to go (1..maxToGo): chart[dist][toGo], with
// fourthdown.NoChoice where the yards to go do not fit the distance. Each
// entry is Advise's best at that 4th down, asked of the fourthdown.
func (sol *Solution) FourthDownChart(maxDist, maxToGo int) [][]ChoiceValue {
	chart := make([][]ChoiceValue, maxDist+1)
	for dist := 1; dist <= maxDist; dist++ {
		chart[dist] = make([]ChoiceValue, maxToGo+1)
		for toGo := 1; toGo <= maxToGo && toGo <= dist; toGo++ {
			sit := sol.neutral()
			sit.Ask, sit.Ball, sit.ToGo, sit.Goal = fourthdown.AskDecision, 100-dist, toGo, toGo == dist
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
			s, err := sol.Rules.At(fourthdown.Situation{Half: 2, Clock: c, Receiver: fourthdown.Home, Offense: fourthdown.Home, Ball: 100, Ask: fourthdown.AskTry})
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

// Charts computes the printed charts.
func (sol *Solution) Charts() Charts {
	r := sol.Rules
	const maxDist, maxToGo = 99, 10
	c := Charts{Clock: sol.neutral().Clock, ToGo: maxToGo}
	chart := sol.FourthDownChart(maxDist, maxToGo)
	for _, band := range FourthBands {
		fb := FourthBand{Lo: band[0], Hi: band[1], Cells: make([]string, maxToGo)}
		for t := 1; t <= maxToGo; t++ {
			cell := ""
			for d := band[0]; d <= band[1]; d++ {
				if t > d {
					continue
				}
				if l := ChoiceLetter(chart[d][t].Choice); !strings.Contains(cell, l) {
					cell += l
				}
			}
			fb.Cells[t-1] = cell
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
	const maxMargin = 14
	tries := sol.TryChart(maxMargin, c.TryClocks)
	for m := -maxMargin; m <= maxMargin; m++ {
		c.TryMargins = append(c.TryMargins, m)
		row := make([]string, len(c.TryClocks))
		for i := range c.TryClocks {
			row[i] = ChoiceLetter(fourthdown.ChKick)
			if tries[m+maxMargin][i].Choice == fourthdown.ChTwo {
				row[i] = ChoiceLetter(fourthdown.ChTwo)
			}
		}
		c.Try = append(c.Try, row)
	}
	return c
}
