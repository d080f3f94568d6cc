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

// Choose makes side's choice of what m asks next: the choice asked of
// side, or whether side spends a timeout to stop the clock (F27), decided
// for side alone. A call is made without the other team's: the defense's
// from the situation before the offense's call (F11).
func (c *Coach) Choose(em engine.Match, side Side) string {
	m, ok := em.(*Match)
	if !ok {
		return ""
	}
	s := &m.State
	a := s.Next()
	me := side
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
		// Read off the situation before the offense's call, never the call.
		pre := s
		if n := m.Entries(); n > 0 && m.Step(n-1).Ask.Kind == AskCall {
			pre = &m.Step(n - 1).Before
		}
		switch {
		case pre.Down >= 3 && pre.ToGo >= 7: // a long way to go: guard the long pass
			return pick(map[string]int{"red": 20, "yellow": 35, "green": 45})
		case pre.ToGo <= 3: // short: guard the run
			return pick(map[string]int{"red": 45, "yellow": 35, "green": 20})
		}
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
		// Its own timeout only: a team behind late in the game stops the
		// clock, with the ball or without it.
		if has(me.String()) && late && lead < 0 {
			return me.String()
		}
		return a.Choices[0]
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
