package firstandroll

import (
	"slices"

	"github.com/fourthdown/fourthdown/engine"
)

// Coach is a sensible computer coach for 1st & Roll (not an exact one):
// it mixes its colours, kicks on 4th down, takes the better side of a
// penalty, and spends its timeouts and runs the clock by the score late in
// the game. Its draws come from its seed, the number of entries made and
// the side it chooses for, never from how often it was asked: the same
// game asks it the same and gets the same answer (an undo in solo play
// gets its call back, so a player cannot fish for another). A coach is
// one table's or one simulation worker's: it is not for use by two
// goroutines at once (its generator, reseeded for each choice, is its own).
type Coach struct {
	seed uint64
	// draw is the generator of one choice, seeded for it: the same
	// draws as a new one of its seed, kept for the next choice rather
	// than made again at each.
	draw engine.Draws
}

// Coach is 1st & Roll's computer coach.
func (Game) Coach(seed uint64) engine.Chooser {
	return &Coach{seed: seed}
}

// Choose makes side's choice of what m asks next: the choice asked of
// side, or whether side spends a timeout to stop the clock (F27), decided
// for side alone. A call is made without the other team's: the defense's
// from the situation before the offense's call (F11). It is ChooseCode's
// choice as its token.
func (c *Coach) Choose(em engine.Core, side Side) string {
	m, ok := em.(*Match)
	if !ok {
		return ""
	}
	if k := c.ChooseCode(m, side); k >= 0 {
		return m.State.ask.Choices[k]
	}
	return ""
}

// ChooseCode is Choose's choice by its code, its index in the choices
// (engine.CodeChooser); -1 for none.
func (c *Coach) ChooseCode(em engine.Core, side Side) int {
	m, ok := em.(*Match)
	if !ok {
		return -1
	}
	s := &m.State
	c.draw.Seed(c.seed, uint64(m.Entries())*0x9e3779b97f4a7c15+uint64(side))
	ch := &choosing{m: m, s: s, a: &s.ask, me: side, r: &c.draw}
	switch ch.a.Kind {
	// What does not depend on the game: it takes the touchback, kicks its
	// punts green, returns kicks, and plays overtime.
	case AskKickChoice:
		return ch.find("touchback")
	case AskPuntColour:
		return ch.find("green")
	case AskFair:
		return ch.find("return")
	case AskOvertime:
		return ch.find("overtime")
	case AskCall:
		return ch.call()
	case AskDefCall:
		return ch.defCall()
	case AskBomb:
		return ch.bomb()
	case AskAccept:
		return ch.find(ch.accept())
	case AskPuntAccept:
		return ch.find("accept")
	case AskTimeout:
		return ch.timeout()
	case AskRunClock:
		return ch.find(runClock(s))
	case AskKickType:
		return ch.find(either(ch.late() && ch.lead() < 0, "onside", "regular"))
	case AskTry:
		lead := ch.lead()
		return ch.find(either(ch.late() && (lead == -2 || lead == 1 || lead == -5), "two", "pat"))
	}
	if len(ch.a.Choices) == 0 {
		return -1
	}
	return ch.r.IntN(len(ch.a.Choices))
}

// choosing is a choice the coach makes: what is asked (a) of its side (me)
// in the state s of m, and its draws for this choice; by how much it
// leads and whether it is late in the game are read where a choice asks.
type choosing struct {
	r  *engine.Draws
	m  *Match
	s  *State
	a  *Ask
	me Side
}

// accept is the coach's answer to a flag, its rule of thumb (its games,
// and so every simulated record of a seed, are what they have always
// been; the menu starts on the better answer, engine.Better, and `best`
// takes the better by the values): the play's gain against the penalty's
// yards, holding always accepted, a punt's flag too.
func (ch *choosing) accept() string {
	s := ch.s
	gain := s.p.sum
	pen := penaltyTable[s.p.pen]
	if pen.offense { // the defense decides: accept unless the play lost more
		return either(gain > -pen.yards, "accept", "decline")
	}
	return either(s.p.pen == DH || pen.yards >= gain, "accept", "decline")
}

// lead is by how much the coach's side leads.
func (ch *choosing) lead() int { return ch.s.Score[ch.me] - ch.s.Score[ch.me.Other()] }

// late is whether it is late in the game: the second half's last
// lateSpaces spaces of the clock track, or overtime.
func (ch *choosing) late() bool { return ch.s.Half >= 2 && ch.s.Marker >= ch.s.last()-lateSpaces }

// lateSpaces are the last spaces of a half the coach plays as late in the
// game: the rules' track from space 9 on, its last six of fifteen; on a
// house track of fewer spaces (the solver's short games), the whole
// second half. Read off the rules' space numbers, a one-space track was
// never late, its coach never chased a lead, and the short house game's
// estimate, which learns first from the coach's games, was 1.51 points
// off its exact values on average in the second half (0.72 played late).
const lateSpaces = LastSpace - 9

// either is yes when cond holds, else no.
func either(cond bool, yes, no string) string {
	if cond {
		return yes
	}
	return no
}

// find is t's code among the choices, -1 when it is none of them.
func (ch *choosing) find(t string) int {
	for i, x := range ch.a.Choices {
		if x == t {
			return i
		}
	}
	return -1
}

// pick draws one of the choices by w (the first when none weighs), its
// code.
func (ch *choosing) pick(w *weights) int {
	if !startsWith(ch.a.Choices, w.words) {
		return ch.find(engine.PickBy(ch.r, ch.a.Choices, w.of))
	}
	// The choices are w's words and others after them, which weigh
	// nothing: PickIndex's draw, from the weights summed once.
	return engine.DrawSums(ch.r, w.sums)
}

// startsWith reports whether list begins with words: at once where it
// begins with the very words (the rules' lists share them), else word by
// word.
func startsWith(list, words []string) bool {
	switch {
	case len(list) < len(words):
		return false
	case len(words) > 0 && &list[0] == &words[0]:
		return true
	}
	return slices.Equal(list[:len(words)], words)
}

// weights are a draw's weights of some words (the colours, the bomb's
// choices); any other word weighs nothing. sums are n summed in order
// (engine.RunningSums), for a draw among choices that begin with the
// words: PickIndex's draw, made without summing them at every choice.
type weights struct {
	words []string
	n     []int
	sums  []int
}

// weigh are words weighed by n.
func weigh(words []string, n ...int) weights {
	return weights{words: words, n: n, sums: engine.RunningSums(n)}
}

func (w *weights) of(t string) int {
	for i, x := range w.words {
		if x == t {
			return w.n[i]
		}
	}
	return 0
}

// The coach's draws, read-only: a run, a short and a long pass called, or
// guarded against on a long way to go, on a short one and otherwise; the
// bomb or the throw.
var (
	callWeights  = weigh(colours, 40, 35, 25)
	longWeights  = weigh(colours, 20, 35, 45)
	shortWeights = weigh(colours, 45, 35, 20)
	evenWeights  = weigh(colours, 1, 1, 1)
	bombWeights  = weigh(throwBomb, 3, 1)
)

// call is the offense's call: a hail mary behind, a field goal in range on
// 4th down or to draw level or ahead late, a punt from its own side of the
// field unless behind late, else a colour.
func (ch *choosing) call() int {
	s, lead, late := ch.s, ch.lead(), ch.late()
	dist := 100 - s.Own()
	// Each call looked up among the choices only where the situation
	// calls for it.
	if lead < 0 {
		if k := ch.find("hail"); k >= 0 {
			return k
		}
	}
	if (s.Down == 4 || late && lead >= -3 && lead < 0 && s.Marker >= s.twoMinute()) && dist <= 35 {
		if k := ch.find("fg"); k >= 0 {
			return k
		}
	}
	if s.Own() < 60 && !(late && lead < 0) {
		if k := ch.find("punt"); k >= 0 {
			return k
		}
	}
	return ch.pick(&callWeights)
}

// defCall is the defense's call, read off the situation before the
// offense's call, never the call.
func (ch *choosing) defCall() int {
	pre := downs{ch.s.Down, ch.s.ToGo}
	if ch.m.Entries() > 0 && ch.m.last == AskCall {
		pre = ch.m.lastCall
	}
	switch {
	case pre.Down >= 3 && pre.ToGo >= 7: // a long way to go: guard the long pass
		return ch.pick(&longWeights)
	case pre.ToGo <= 3: // short: guard the run
		return ch.pick(&shortWeights)
	}
	return ch.pick(&evenWeights)
}

// bomb throws the bomb when behind late, else mostly the throw.
func (ch *choosing) bomb() int {
	if ch.late() && ch.lead() < 0 {
		return ch.find("bomb")
	}
	return ch.pick(&bombWeights)
}

// runClock is the offense's answer to F27's run the clock: yes when ahead
// in the second half, else no. The coach's, and where the menu starts.
func runClock(s *State) string {
	return either(s.Score[s.Off] > s.Score[s.Off.Other()] && s.Half >= 2, "yes", "no")
}

// timeout is its own timeout only: a team behind late in the game stops
// the clock, with the ball or without it.
func (ch *choosing) timeout() int {
	if ch.late() && ch.lead() < 0 {
		if k := ch.find(ch.me.String()); k >= 0 {
			return k
		}
	}
	return 0
}
