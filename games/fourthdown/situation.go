package fourthdown

import "fmt"

// Situation is where a game stands when the rules ask for a play style, a
// 4th-down distance roll, a 4th-down decision, the try or the untimed
// down, apart from the score: what an exact solver enumerates. Every
// field is one the rules' answers from there depend on.
type Situation struct {
	Half, Clock int
	// Receiver received the opening kickoff (it decides the second half's
	// kickoff); in the second half it no longer matters and is Home.
	Receiver Side
	Offense  Side
	Ball     int // spot from the home goal line
	Ask      AskKind
	Style    Style // AskDistance: the style whose distance die is rolled
	ToGo     int   // AskDecision: yards to go ...
	Goal     bool  // ... and whether it is 4th and goal
}

// Situation is s's situation when s asks for a play style, a distance
// roll, a 4th-down decision, the try or the untimed-down choice; ok is
// false elsewhere (in the middle of a drive, or once the game is over).
func (s *State) Situation() (sit Situation, ok bool) {
	switch s.ask {
	case AskStyle, AskDistance, AskDecision, AskTry, AskUntimed:
	default:
		return Situation{}, false
	}
	sit = Situation{Half: s.Half, Clock: s.Clock, Receiver: s.Receiver, Offense: s.Offense, Ball: s.Ball, Ask: s.ask}
	if s.Half >= 2 {
		sit.Receiver = Home
	}
	switch s.ask {
	case AskDistance:
		sit.Style = s.style
	case AskDecision:
		sit.ToGo, sit.Goal = s.toGo, s.goal
	}
	return sit, true
}

// At is the state in situation sit with the score 0-0: the game as if it
// had come there. It is refused for a situation the rules never ask in
// (a drive starting with no time left, a ball off the field, a 4th down
// whose yards to go do not fit the spot).
func (r *Ruleset) At(sit Situation) (State, error) {
	bad := func(format string, args ...any) (State, error) {
		return State{}, fmt.Errorf("no such situation: "+format, args...)
	}
	if sit.Half < 1 || sit.Half > 2 {
		return bad("half %d", sit.Half)
	}
	if sit.Clock < 0 || sit.Clock > r.HalfBlocks {
		return bad("clock %d (a half has %d blocks)", sit.Clock, r.HalfBlocks)
	}
	s := New(r, sit.Receiver)
	s.Half, s.Clock, s.Offense, s.Ball, s.ask = sit.Half, sit.Clock, sit.Offense, sit.Ball, sit.Ask
	s.from = sit.Ball
	dist := s.DistanceToGoal()
	switch sit.Ask {
	case AskStyle:
		if sit.Clock < 1 {
			return bad("a drive starts with no time left")
		}
	case AskDistance:
		if sit.Style >= NumStyles {
			return bad("style %d", sit.Style)
		}
		s.style = sit.Style
	case AskDecision:
		if sit.ToGo < 1 || sit.ToGo > dist || sit.Goal != (sit.ToGo == dist) {
			return bad("4th and %d, %d yards from the goal line", sit.ToGo, dist)
		}
		s.toGo, s.goal = sit.ToGo, sit.Goal
	case AskTry:
		if !r.HasTry || dist != 0 {
			return bad("a try away from the goal line or without tries")
		}
		return s, nil
	case AskUntimed:
		if !r.UntimedChoices {
			return bad("the untimed down offers no choice under %s", r.Name)
		}
		s.untimed = true
	default:
		return bad("the rules never wait for a %s there", sit.Ask)
	}
	if dist < 1 || dist > 99 {
		return bad("the ball %d yards from the goal line", dist)
	}
	return s, nil
}

// Key is a state without what does not shape its future: the score, the
// count of drives and the record-keeping of the drive in progress (its
// rolls, the table row, where it started, the time cap's row). Two states
// with the same Key and the same score are asked the same and answer every
// entry alike (the same Keys and points after it), though their events may
// tell different rolls.
type Key struct {
	half, clock, ball, yards, time, capTime, toGo int16
	receiver, offense                             Side
	ask                                           AskKind
	style                                         Style
	final, scores, late, goal, untimed            bool
}

// Key is s's Key.
func (s *State) Key() Key {
	k := Key{half: int16(s.Half), clock: int16(s.Clock), ball: int16(s.Ball), receiver: s.Receiver, offense: s.Offense,
		ask: s.ask, final: s.Final, untimed: s.untimed}
	if s.Half >= 2 {
		k.receiver = Home
	}
	switch s.ask {
	case AskDrive, AskTime, AskTurnover, AskDistance:
		k.style = s.style
	}
	switch s.ask {
	case AskTime: // the time is rolled next, capped
		k.yards, k.scores, k.capTime = int16(s.yards), s.scores, int16(s.capTime)
	case AskTurnover:
		k.yards, k.time, k.scores, k.late = int16(s.yards), int16(s.time), s.scores, s.late
	case AskDecision, AskConversion:
		k.toGo, k.goal = int16(s.toGo), s.goal
	}
	return k
}
