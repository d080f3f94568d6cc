package fourthstreet

import (
	"math/rand/v2"
	"slices"

	"github.com/fourthdown/fourthdown/engine"
)

// Coach is a computer coach for 4th Street Football: it makes its team's
// calls as a solitaire player would, from the down, the distance, the
// field position, the clock and the score. It plays the clock by the
// score late in a half (hurry-up behind, slow-down ahead, its own
// timeouts behind), runs on short yardage and throws deeper the farther
// it has to go, punts or kicks on 4th down unless it must go for it, and
// takes the safe side of a kick, a try or a turnover when it leads late.
// What the players read off the table (in or out of bounds, whose card,
// who is hurt) is not its to decide: solo play asks the player for it
// (engine.Ask.Reading).
//
// Its choices between equals are drawn from its seed and the entry being
// made, never from the calls it made before: the same game asks it the
// same, so an undo gets the same call back.
type Coach struct{ seed uint64 }

// Coach is 4th Street's computer coach.
func (Game) Coach(seed uint64) engine.Chooser { return Coach{seed: seed} }

// Late in a half: the last 3:00 of the 2nd and 4th quarters and overtime.
const lateTicks = 18

// Choose makes side's choice of what m asks next, a token of a.Choices;
// asked about the other team's call, its own timeout or none ("").
func (c Coach) Choose(em engine.Core, side Side) string {
	m, ok := em.(*Match)
	if !ok {
		return ""
	}
	a := m.next()
	if len(a.Words) == 0 {
		return ""
	}
	d := c.decide(m, a, side)
	if d == "" && a.Team != side {
		return "" // nothing of its own in the other team's question
	}
	if !slices.Contains(a.Words, d) { // never an entry the rules refuse
		d = a.Words[0]
	}
	return d
}

// ChooseCode is Choose's choice by its code, its index in Legal's
// entries, the words of the choice asked (engine.CodeChooser); -1 for
// none.
func (c Coach) ChooseCode(em engine.Core, side Side) int {
	m, ok := em.(*Match)
	if !ok {
		return -1
	}
	return slices.Index(m.next().Words, c.Choose(m, side))
}

// situation is what the coach reads off the game for its side.
type situation struct {
	s    *State
	me   Side
	lead int  // its score less the other team's
	late bool // late in a half (the 2nd, 4th or overtime)
	end  bool // late in the game (the 4th quarter or overtime)
	r    *rand.Rand
}

func (c Coach) decide(m *Match, a Ask, me Side) string {
	s := &m.State
	h := s.Quarter == 2 || s.Quarter >= 4
	x := situation{s: s, me: me, lead: s.Score[me] - s.Score[me.Other()],
		late: h && s.Ticks <= lateTicks, end: s.Quarter >= 4 && s.Ticks <= lateTicks,
		r: rand.New(rand.NewPCG(c.seed, uint64(m.Entries())*0x9e3779b97f4a7c15+uint64(me)))}
	switch a.ID {
	case AskCall:
		if a.Team != me {
			return x.defenseTimeout(a.Words)
		}
		return x.call(a.Words)
	case AskKickoff:
		return x.kick()
	case AskTry:
		return x.try()
	case AskOvertime:
		return "overtime"
	}
	return x.choose(m, a.Words)
}

// choose answers one of the other choices: a two-point try's call, a
// loose ball's fall or return, a kick's touchback, a penalty's timeout or
// the play; a reading of the table, which is not the coach's to make, is
// its first word.
func (x situation) choose(m *Match, words []string) string {
	s := x.s
	switch {
	case slices.Equal(words, wordsTwoCall):
		return engine.PickWeighted(x.r, words, map[string]int{"run": 45, "short": 45, "medium": 10})
	case slices.Equal(words, wordsFall):
		// Protect the ball when ahead late; else run it back.
		if x.end && x.lead > 0 {
			return "fall"
		}
		return "return"
	case slices.Equal(words, wordsTB):
		// The seed's advice: a touchback when the kick is more than 3
		// yards deep; behind late, every yard is worth the risk.
		if x.end && x.lead < 0 || m.endZoneDepth() <= 3 {
			return "return"
		}
		return "touchback"
	case slices.Equal(words, wordsTOPen):
		// A delay of game: a timeout cancels it, worth it only on a
		// short 3rd or 4th down, and never one it needs for the clock.
		if s.Down >= 3 && s.ToGo <= 5 && !x.late {
			return "timeout"
		}
		return "penalty"
	case slices.Equal(words, wordsPlayPen):
		return m.playOrPenalty()
	}
	return words[0]
}

// tempo is the pace it wants: hurry-up behind late, slow-down ahead late
// in the game (the end of the 2nd quarter ends every tempo, so only the
// 4th's lead is worth slowing for), normal otherwise.
func (x situation) tempo() Tempo {
	switch {
	case x.late && x.lead < 0, x.s.Quarter == 2 && x.s.Ticks <= TwoMinute:
		return Hurry
	case x.end && x.lead > 0:
		return Slow
	}
	return Normal
}

// call is its call, or first the tempo word or timeout before it.
func (x situation) call(words []string) string {
	s := x.s
	if t := x.tempo(); t != s.Tempo && slices.Contains(words, tempoWords[t]) {
		return tempoWords[t]
	}
	// Its own timeout only: behind late in the game, every play a tick.
	if to := wordsTimeouts[x.me]; x.end && x.lead < 0 && s.Off == x.me && slices.Contains(words, to) {
		return to
	}
	return x.play(words)
}

// defenseTimeout is its own timeout before the other team's call (S8):
// behind late in the game it makes every play of theirs a tick; else none.
func (x situation) defenseTimeout(words []string) string {
	if to := wordsTimeouts[x.me]; x.end && x.lead < 0 && slices.Contains(words, to) {
		return to
	}
	return ""
}

// fgRange: a field goal's kick (the yard line + 17) of at most this.
const fgRange = 50

// play is its play from scrimmage.
func (x situation) play(words []string) string {
	s := x.s
	kick := 100 - s.Ball + 17
	inRange := kick <= fgRange
	// A field goal that ties or wins with the clock running out, or the
	// last play of the first half in range.
	last := s.Ticks <= 3 && (s.Quarter == 2 || x.end && x.lead >= -3 && x.lead <= 0)
	if last && inRange {
		return "fg"
	}
	if s.Down == 4 {
		if x.goForIt() {
			return x.scrimmage(words)
		}
		switch {
		case inRange:
			return "fg"
		case s.Ball >= 55 && slices.Contains(words, "coffin"):
			return "coffin"
		}
		return "punt"
	}
	return x.scrimmage(words)
}

// goForIt reports whether it goes for it on 4th down: behind late in the
// game, or a short yard from midfield on, where a punt gains little and
// a field goal is out of reach or too little.
func (x situation) goForIt() bool {
	s := x.s
	kick := 100 - s.Ball + 17
	switch {
	case x.end && x.lead < 0 && (x.lead < -3 || kick > fgRange):
		return true // a punt or a field goal will not do
	case x.end && x.lead > 0:
		return false // make them go the length of the field
	case s.ToGo <= 1 && s.Ball >= 45:
		return true
	case s.ToGo <= 3 && s.Ball >= 60 && kick > fgRange:
		return true
	}
	return false
}

// scrimmage is a run or a pass of a depth for the down and distance: runs
// on short yardage and to keep the clock running when ahead late, passes
// deeper the farther it has to go, and no long pass where the end zone is
// too near for one (a deep matchup in the red zone is incomplete).
func (x situation) scrimmage(words []string) string {
	s := x.s
	w := map[string]int{"run": 45, "short": 30, "medium": 18, "long": 7}
	switch {
	case x.end && x.lead > 0:
		w = map[string]int{"run": 85, "short": 15}
	case x.late && x.lead < 0 && s.ToGo >= 8:
		w = map[string]int{"run": 5, "short": 30, "medium": 40, "long": 25}
	case x.late && x.lead < 0:
		w = map[string]int{"run": 15, "short": 50, "medium": 30, "long": 5}
	case s.ToGo <= 2:
		w = map[string]int{"run": 75, "short": 20, "medium": 5}
	case s.ToGo >= 15:
		w = map[string]int{"run": 5, "short": 15, "medium": 40, "long": 40}
	case s.Down >= 3 && s.ToGo >= 7:
		w = map[string]int{"run": 5, "short": 30, "medium": 45, "long": 20}
	case s.Down >= 2 && s.ToGo >= 7:
		w = map[string]int{"run": 30, "short": 35, "medium": 25, "long": 10}
	}
	if s.Ball >= RedZone {
		w["long"] = 0
	}
	return engine.PickWeighted(x.r, words, w)
}

// kick is its kickoff: onside behind late in the game (while a score can
// still catch up), a squib ahead in the last two minutes of a half
// (no long return), the kickoff otherwise (also for a free kick).
func (x situation) kick() string {
	switch {
	case x.end && x.lead < 0 && x.lead >= -16:
		return "onside"
	case x.late && x.s.Ticks <= TwoMinute && x.lead > 0 && x.lead <= 8:
		return "squib"
	}
	return "kickoff"
}

// try is its try: two points where the chart of the late game says so
// (its lead after the touchdown), the kick otherwise.
func (x situation) try() string {
	if x.end && slices.Contains([]int{-9, -5, -2, 1, 5, 12}, x.lead) {
		return "two"
	}
	return "kick"
}

// endZoneDepth is how deep in the end zone the kickoff under way came
// down (the kick's code and d10, the last two entries of the play),
// or 0 when it cannot be read.
func (m *Match) endZoneDepth() int {
	p := m.pending
	if len(p) < 3 {
		return 0
	}
	code, die := p[len(p)-2], p[len(p)-1]
	if !code.code || !die.num {
		return 0
	}
	n, d := code.n, die.n
	if d == 10 {
		d = 0
	}
	return m.State.KickFrom + Codes[n].Base + d - 100
}

// playOrPenalty takes the play over the offsides penalty (5 yards) when
// the play gained more: its code is the one after the call, the 39 and
// its d12 (read past an 88 and the chart), its d10 the entry after it.
func (m *Match) playOrPenalty() string {
	p := m.pending
	for i := 3; i < len(p); i++ {
		if p[i].text == "88" || p[i].text == noneWord {
			continue
		}
		if !p[i].code {
			break
		}
		c := &Codes[p[i].n]
		yards := c.Base
		if c.D10 != 0 && i+1 < len(p) && p[i+1].num {
			yards += c.D10 * (p[i+1].n % 10)
		}
		if c.Kind == Yards && yards > 5 {
			return "play"
		}
		break
	}
	return "penalty"
}
