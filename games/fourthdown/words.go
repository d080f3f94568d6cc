package fourthdown

import (
	"fmt"
	"strings"
)

// The game's vocabulary: how a situation is worded, in one place. Event
// texts are in event.go. Every view (play, replay, log, record comments,
// CSV, sheets) words a situation with these; a screen may add colour and
// drawings, never other words.

// Down is the 4th-down situation: "4th and goal" or "4th and 6".
func Down(toGo int, goal bool) string {
	if goal {
		return "4th and goal"
	}
	return fmt.Sprintf("4th and %d", toGo)
}

// Blocks is "1 block" or "N blocks".
func Blocks(n int) string {
	if n == 1 {
		return "1 block"
	}
	return fmt.Sprintf("%d blocks", n)
}

// HalfName is "1st half" or "2nd half".
func HalfName(half int) string {
	if half == 1 {
		return "1st half"
	}
	return "2nd half"
}

// ClockText is blocks as game time left in the half, m:ss.
func (r *Ruleset) ClockText(blocks int) string {
	s := blocks * r.SecondsPerBlk
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}

// ResultText is how a finished game ended: "Bombers win 9-8" or "tied 7-7".
func (s *State) ResultText(t Teams) string {
	lead, ok := s.Leader()
	return t.Result(s.Score, lead, !ok)
}

// Where is the situation apart from the score: "2nd half, 144 blocks left
// (24:00) | Gunners ball on own 30, 4th and 6" (and ", untimed down" or
// "4th and ..." when they apply); "final: Bombers win" once the game is over.
func (s *State) Where(t Teams) string {
	if s.Final {
		lead, ok := s.Leader()
		if !ok {
			return "final: tie"
		}
		return "final: " + t[lead].Name + " win"
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s, %s left (%s) | %s ball on %s", HalfName(int(s.Half)), Blocks(s.Clock), s.Rules.ClockText(s.Clock),
		t[s.Offense], t.Spot(s.Offense, s.Ball))
	switch s.ask {
	case AskDecision, AskConversion, AskFG:
		b.WriteString(", " + Down(s.toGo, s.goal))
	case AskUntimed, AskUntimedFG, AskUntimedGo:
		b.WriteString(", untimed down")
	}
	return b.String()
}
