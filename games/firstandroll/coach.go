package firstandroll

import (
	"math/rand/v2"

	"github.com/fourthdown/fourthdown/engine"
)

// Coach is a sensible computer coach for 1st & Roll (not an exact one):
// it mixes its colours, kicks on 4th down, takes the better side of a
// penalty, and spends its timeouts and runs the clock by the score late in
// the game. Its draws come from its seed, the number of entries made and
// the side it chooses for, never from how often it was asked: the same
// game asks it the same and gets the same answer (an undo in solo play
// gets its call back, so a player cannot fish for another).
type Coach struct{ seed uint64 }

// Coach is 1st & Roll's computer coach.
func (Game) Coach(seed uint64) engine.Chooser { return &Coach{seed: seed} }

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
	ch := &choosing{m: m, s: s, a: s.Next(), me: side,
		lead: s.Score[side] - s.Score[side.Other()], late: s.Half >= 2 && s.Marker >= 9,
		r: rand.New(rand.NewPCG(c.seed, uint64(m.Entries())*0x9e3779b97f4a7c15+uint64(side)))}
	if t, ok := always[ch.a.Kind]; ok {
		return t
	}
	switch ch.a.Kind {
	case AskCall:
		return ch.call()
	case AskDefCall:
		return ch.defCall()
	case AskBomb:
		return ch.bomb()
	case AskAccept, AskPuntAccept:
		// The better outcome of the two, as the game's fold gives it.
		return engine.Better(m, ch.a.Team, ch.a.Choices)
	case AskTimeout:
		return ch.timeout()
	case AskRunClock:
		return runClock(s)
	case AskKickType:
		return either(ch.late && ch.lead < 0, "onside", "regular")
	case AskTry:
		return either(ch.late && (ch.lead == -2 || ch.lead == 1 || ch.lead == -5), "two", "pat")
	}
	return ch.a.Choices[ch.r.IntN(len(ch.a.Choices))]
}

// always are the coach's answers that do not depend on the game: it
// takes the touchback, kicks its punts green,
// returns kicks, and plays overtime.
var always = map[Kind]string{AskKickChoice: "touchback", AskPuntColour: "green",
	AskFair: "return", AskOvertime: "overtime"}

// choosing is a choice the coach makes: what is asked (a) of its side (me)
// in the state s of m, by how much it leads, whether it is late in the
// game, and its draws for this choice.
type choosing struct {
	r    *rand.Rand
	m    *Match
	s    *State
	a    Ask
	me   Side
	lead int
	late bool
}

// either is yes when cond holds, else no.
func either(cond bool, yes, no string) string {
	if cond {
		return yes
	}
	return no
}

// has reports whether t is among the choices.
func (ch *choosing) has(t string) bool {
	for _, x := range ch.a.Choices {
		if x == t {
			return true
		}
	}
	return false
}

// pick draws one of the choices by weights (the first when none weighs).
func (ch *choosing) pick(weights map[string]int) string {
	return engine.PickWeighted(ch.r, ch.a.Choices, weights)
}

// call is the offense's call: a hail mary behind, a field goal in range on
// 4th down or to draw level or ahead late, a punt from its own side of the
// field unless behind late, else a colour.
func (ch *choosing) call() string {
	s, lead, late := ch.s, ch.lead, ch.late
	dist := 100 - s.Own()
	switch {
	case ch.has("hail") && lead < 0:
		return "hail"
	case ch.has("fg") && (s.Down == 4 || late && lead >= -3 && lead < 0 && s.Marker >= TwoMinute) && dist <= 35:
		return "fg"
	case ch.has("punt") && s.Own() < 60 && !(late && lead < 0):
		return "punt"
	}
	return ch.pick(map[string]int{"red": 40, "yellow": 35, "green": 25})
}

// defCall is the defense's call, read off the situation before the
// offense's call, never the call.
func (ch *choosing) defCall() string {
	pre := ch.s
	if n := ch.m.Entries(); n > 0 && ch.m.Step(n-1).Ask.Kind == AskCall {
		pre = &ch.m.Step(n - 1).Before
	}
	switch {
	case pre.Down >= 3 && pre.ToGo >= 7: // a long way to go: guard the long pass
		return ch.pick(map[string]int{"red": 20, "yellow": 35, "green": 45})
	case pre.ToGo <= 3: // short: guard the run
		return ch.pick(map[string]int{"red": 45, "yellow": 35, "green": 20})
	}
	return ch.pick(map[string]int{"red": 1, "yellow": 1, "green": 1})
}

// bomb throws the bomb when behind late, else mostly the throw.
func (ch *choosing) bomb() string {
	if ch.late && ch.lead < 0 {
		return "bomb"
	}
	return ch.pick(map[string]int{"throw": 3, "bomb": 1})
}

// runClock is the offense's answer to F27's run the clock: yes when ahead
// in the second half, else no. The coach's, and where the menu starts.
func runClock(s *State) string {
	return either(s.Score[s.Off] > s.Score[s.Off.Other()] && s.Half >= 2, "yes", "no")
}

// timeout is its own timeout only: a team behind late in the game stops
// the clock, with the ball or without it.
func (ch *choosing) timeout() string {
	if ch.has(ch.me.String()) && ch.late && ch.lead < 0 {
		return ch.me.String()
	}
	return ch.a.Choices[0]
}
