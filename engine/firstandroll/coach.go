package firstandroll

import (
	"math/rand/v2"

	"github.com/fourthdown/fourthdown/engine"
)

// Coach is a sensible computer coach for 1st & Roll (not an exact one):
// it mixes its colours, kicks on 4th down, takes the better side of a
// penalty, and spends its timeouts and runs the clock by the score late in
// the game.
type Coach struct{ r *rand.Rand }

// Coach is 1st & Roll's computer coach.
func (Game) Coach(seed uint64) engine.Chooser {
	return &Coach{r: rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))}
}

// Choose makes the choice m asks for next.
func (c *Coach) Choose(em engine.Match) string {
	m, ok := em.(*Match)
	if !ok {
		return ""
	}
	s := &m.State
	a := s.Next()
	me := a.Team
	lead := s.Score[me] - s.Score[me.Other()]
	late := s.Half >= 2 && s.Marker >= 9
	has := func(t string) bool {
		for _, x := range a.Choices {
			if x == t {
				return true
			}
		}
		return false
	}
	pick := func(weights map[string]int) string {
		total := 0
		for _, t := range a.Choices {
			total += weights[t]
		}
		n := c.r.IntN(max(total, 1))
		for _, t := range a.Choices {
			if n -= weights[t]; n < 0 {
				return t
			}
		}
		return a.Choices[0]
	}
	switch a.Kind {
	case AskCall:
		dist := 100 - s.Own()
		switch {
		case has("hail") && lead < 0:
			return "hail"
		case has("fg") && (s.Down == 4 || late && lead >= -3 && lead < 0 && s.Marker >= TwoMinute) && dist <= 35:
			return "fg"
		case has("punt") && s.Own() < 60 && !(late && lead < 0):
			return "punt"
		}
		return pick(map[string]int{"red": 40, "yellow": 35, "green": 25})
	case AskDefCall:
		return pick(map[string]int{"red": 1, "yellow": 1, "green": 1})
	case AskBomb:
		if late && lead < 0 {
			return "bomb"
		}
		return pick(map[string]int{"throw": 3, "bomb": 1})
	case AskAccept:
		// The better side: the play's gain against the penalty's yards.
		gain := s.p.sum
		pen := penaltyTable[s.p.pen]
		if pen.offense { // the defense decides: accept unless the play lost more
			return map[bool]string{true: "accept", false: "decline"}[gain > -pen.yards]
		}
		return map[bool]string{true: "accept", false: "decline"}[s.p.pen == DH || pen.yards >= gain]
	case AskPuntAccept:
		return "accept"
	case AskTimeout:
		if has(me.String()) && late && lead < 0 {
			return me.String()
		}
		return "no"
	case AskRunClock:
		return map[bool]string{true: "yes", false: "no"}[lead > 0 && s.Half >= 2]
	case AskKickType:
		if late && lead < 0 {
			return "onside"
		}
		return "regular"
	case AskKickChoice:
		return "touchback"
	case AskPuntColour:
		return "green"
	case AskFair:
		return "return"
	case AskTry:
		if late && (lead == -2 || lead == 1 || lead == -5) {
			return "two"
		}
		return "pat"
	case AskOvertime:
		return "overtime"
	}
	return a.Choices[c.r.IntN(len(a.Choices))]
}
