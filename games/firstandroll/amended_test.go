package firstandroll

import (
	"strings"
	"testing"
)

// The amended rulings of 2026-11-25 (first-and-roll.md, "Changes").

// own1 is the home team on its own 1, 1st and 10 (a kickoff return of 0).
const own1 = "regular return 0 0 0 "

// own99 is the home team on the away 1, 1st and goal (a return of 99).
const own99 = "regular return 50* 40 9 0 "

// F16: apart from the O10 safety, no penalty puts the ball on or over a
// goal line: from the 1 the ball stays and the down is repeated.
func TestF16AtTheOne(t *testing.T) {
	for _, pen := range []string{"O5", "O15"} {
		s := game(t, own1+"yellow red 0 blank red red 1 F blank "+pen+" accept")
		if s.Own() != 1 || s.Down != 2 || s.ToGo != 10 || s.Score != [2]int{} {
			t.Errorf("%s at own 1: own %d, %d and %d, score %v; want own 1, 2nd and 10", pen, s.Own(), s.Down, s.ToGo, s.Score)
		}
		// The next 0-yard play is no safety: the ball was never on the goal line.
		s = more(t, s, "yellow red 0 blank")
		if s.Score != [2]int{} || s.Own() != 1 || s.Down != 3 {
			t.Errorf("%s at own 1, then 0 yards: score %v, own %d, down %d", pen, s.Score, s.Own(), s.Down)
		}
	}
	if s := game(t, own1+"red red 1 F blank O10 accept"); s.Score[Away] != 2 || s.ask.Kind != AskPuntKick {
		t.Errorf("O10 at own 1 is still a safety: score %v, asked %s", s.Score, s.ask.Kind)
	}
	// At the opponent's 1 a defense penalty leaves the ball there and the
	// down is repeated; a DH still gives a 1st and goal.
	for _, pen := range []string{"D5", "D15"} {
		s := game(t, own99+"yellow red 0 blank red red 1 F blank "+pen+" accept")
		if s.Own() != 99 || s.Down != 2 || s.ToGo != 1 || s.Score != [2]int{} {
			t.Errorf("%s at the opponent's 1: own %d, %d and %d, score %v; want own 99, 2nd and goal", pen, s.Own(), s.Down, s.ToGo, s.Score)
		}
	}
	if s := game(t, own99+"yellow red 0 blank red red 1 F blank DH accept"); s.Own() != 99 || s.Down != 1 || s.ToGo != 1 {
		t.Errorf("DH at the opponent's 1: own %d, %d and %d; want 1st and goal on the 1", s.Own(), s.Down, s.ToGo)
	}
	// Half the distance from the 2 is the 1.
	if s := game(t, "regular return 50* 40 8 0 red red 1 F blank D15 accept"); s.Own() != 99 {
		t.Errorf("D15 from own 98: own %d, want 99", s.Own())
	}
}

// F16 on returns: a turnover return's penalty never leaves the ball on a
// goal line either.
func TestF16ReturnAtTheOne(t *testing.T) {
	// Home fumbles at own 98 (a yellow call, +1 from own 97): away returns
	// from its own 2 by 0 and is flagged O15: half the distance from its 2
	// is its 1.
	s := game(t, "regular return 50* 40 7 0 yellow red 1 turnover turnover 0 F O15")
	if s.Off != Away || s.Own() != 1 {
		t.Errorf("O15 on a return ending at own 2: %s own %d, want away on own 1", s.Off, s.Own())
	}
	s = game(t, "regular return 50* 40 8 0 yellow red 1 turnover turnover 0 F O5")
	if s.Off != Away || s.Own() != 1 || s.Score != [2]int{} {
		t.Errorf("O5 on a return ending at own 1 is ignored: %s own %d, score %v", s.Off, s.Own(), s.Score)
	}
}

// F16 and F24 on a two-point try: a D5 from the 1 leaves the ball on the
// 1, so a 0-yard play does not score.
func TestF16TryAtTheOne(t *testing.T) {
	td := game(t, "regular return 50* 40 9 1 two ")
	s := more(t, td, "red red 1 F D5 accept")
	if s.Own() != 99 || s.ask.Kind != AskCall {
		t.Fatalf("D5 on the try from the 2: own %d, asked %s", s.Own(), s.ask.Kind)
	}
	s = more(t, s, "red red 1 F D5 accept")
	if s.Own() != 99 {
		t.Errorf("D5 on the try from the 1: own %d, want 99", s.Own())
	}
	s = more(t, s, "red yellow 0")
	if s.Score[Home] != 6 {
		t.Errorf("0 yards from the 1 scored: %v", s.Score)
	}
}

// F24: no safety on a two-point try: an O10 that would reach the goal line
// moves the ball half the distance, and the try is played from there.
func TestF24NoSafetyOnTry(t *testing.T) {
	s := game(t, "regular return 50* 40 9 1 two ")
	for i := 0; i < 6; i++ { // 98 83 68 53 38 23 8
		s = more(t, s, "red red 1 F O15 accept")
	}
	if s.Own() != 8 {
		t.Fatalf("six O15 from the 2: own %d, want 8", s.Own())
	}
	s = more(t, s, "red red 1 F O10 accept")
	if s.Score != [2]int{6, 0} || s.Own() != 4 || s.ask.Kind != AskCall || s.Off != Home || !s.HasBall || s.Down != 0 {
		t.Errorf("O10 on the try from own 8: score %v, own %d, asked %s; want no safety, the try from own 4", s.Score, s.Own(), s.ask.Kind)
	}
	// A loss on the try is no safety either.
	s = more(t, s, "yellow yellow 0 -9")
	if s.Score != [2]int{6, 0} || s.ask.Kind != AskKickType || s.p.kicker != Home {
		t.Errorf("a loss past the goal line on the try: score %v, asked %s", s.Score, s.ask.Kind)
	}
}

// fourth is the home team's 4th and 10 on its own 25.
const fourth = at25 + "yellow red 0 blank yellow red 0 blank yellow red 0 blank "

// puntRet lands a punt from own 25 on the away 50 and asks the return.
const puntRet = fourth + "punt -1 -2 20 green 5 return "

// F21: O5 and D5 on a punt return are ignored: the return stands without
// the flag and no accept or decline is asked.
func TestF21PuntReturnO5D5Ignored(t *testing.T) {
	for _, pen := range []string{"O5", "D5"} {
		s := game(t, puntRet+"4 F "+pen)
		if s.ask.Kind != AskCall || s.Off != Away || s.Own() != 54 || s.Down != 1 {
			t.Errorf("%s on a punt return: asked %s, %s own %d; want away 1st and 10 on own 54", pen, s.ask.Kind, s.Off, s.Own())
		}
	}
}

// F21: an accepted DH on a punt return is an automatic first down for the
// kicking team, from the spot of the punt; a D15 short of the line to gain
// is the 4th down again.
func TestF21PuntReturnDH(t *testing.T) {
	s := game(t, puntRet+"4 F DH accept")
	if s.Off != Home || s.Own() != 30 || s.Down != 1 || s.ToGo != 10 {
		t.Errorf("DH on the return: %s own %d, %d and %d; want home 1st and 10 on own 30", s.Off, s.Own(), s.Down, s.ToGo)
	}
	s = game(t, puntRet+"4 F DH decline")
	if s.Off != Away || s.Own() != 54 {
		t.Errorf("DH declined: %s own %d", s.Off, s.Own())
	}
	s = game(t, puntRet+"4 F O10 accept")
	if s.Off != Home || s.Own() != 15 || s.Down != 4 || s.ToGo != 20 {
		t.Errorf("O10 on the return: %s own %d, %d and %d; want home 4th and 20 on own 15", s.Off, s.Own(), s.Down, s.ToGo)
	}
}

// F21: a punt return that reaches the goal line is a touchdown and its
// flag is not assessed (no accept or decline).
func TestF21PuntReturnTouchdown(t *testing.T) {
	s := game(t, puntRet+"40* 10 F DH")
	if s.Score[Away] != 6 || s.ask.Kind != AskTry || s.Off != Away {
		t.Errorf("a 50-yard return from the 50 with a flag: score %v, asked %s", s.Score, s.ask.Kind)
	}
}

// F25: on a safety punt's return O5 and D5 are ignored, any other flag is
// assessed with no choice, and a touchdown's flag is not assessed.
func TestF25SafetyPuntReturn(t *testing.T) {
	safety := "regular return 1 1 1 yellow yellow 0 -5 blank "
	// Punt from own 20 by 30 + 5: the receiving team's own 45; return 3.
	if s := game(t, safety+"30 red 5 return 3 F O5"); s.Off != Away || s.Own() != 48 || s.ask.Kind != AskCall {
		t.Errorf("O5 on the safety punt's return: %s own %d, asked %s; want away on own 48", s.Off, s.Own(), s.ask.Kind)
	}
	if s := game(t, safety+"30 red 5 return 3 F D5"); s.Own() != 48 {
		t.Errorf("D5 on the safety punt's return: own %d, want 48", s.Own())
	}
	if s := game(t, safety+"30 red 5 return 3 F O15"); s.Own() != 63 {
		t.Errorf("O15 (the kicking team's) on the safety punt's return: own %d, want 63", s.Own())
	}
	if s := game(t, safety+"30 red 5 return 3 F DH"); s.Own() != 43 {
		t.Errorf("DH (the returning team's) on the safety punt's return: own %d, want 43", s.Own())
	}
	if s := game(t, safety+"30 red 5 return 50* 5 F DH"); s.Score[Away] != 8 || s.ask.Kind != AskTry {
		t.Errorf("a safety punt returned to the goal line with a flag: score %v, asked %s", s.Score, s.ask.Kind)
	}
}

// The replay contract: a record that ends inside a play describes the
// play's start until its faces, return and flag are in; then its result,
// also while the clock is asked about.
func TestReplayInsidePlayShowsItsStart(t *testing.T) {
	for _, c := range []struct{ name, toks string }{
		{"fumble return asked", "yellow red 5 turnover turnover"},
		{"fumble return's defense die asked", "yellow red 5 turnover turnover 6*"},
		{"fumble return's penalty asked", "yellow red 5 turnover turnover 6 F"},
		{"interception return asked", "green red bomb 5 30 0 blank"},
		{"interception return's defense die asked", "green red bomb 5 30 0 blank 3"},
		{"penalty asked", "red red 7 F clock"},
		{"accept asked", "red red 7 F clock D5"},
	} {
		s := game(t, at25+c.toks)
		if s.Off != Home || s.Own() != 25 || s.Down != 1 || s.ToGo != 10 || !s.HasBall {
			t.Errorf("%s: %s own %d, %d and %d; want the play's start, home 1st and 10 on own 25", c.name, s.Off, s.Own(), s.Down, s.ToGo)
		}
	}
	// Resolved: the result, while the timeout is asked.
	s := game(t, at25+"yellow red 5 turnover turnover 6 -1")
	if s.Off != Away || s.Own() != 76 || s.Down != 1 {
		t.Errorf("the return done: %s own %d, down %d", s.Off, s.Own(), s.Down)
	}
	s = game(t, at25+"red red 7 F clock D5 accept")
	if s.ask.Kind != AskTimeout || s.Own() != 30 || s.Down != 1 || s.ToGo != 5 {
		t.Errorf("accepted, the clock asked: asked %s, own %d, %d and %d", s.ask.Kind, s.Own(), s.Down, s.ToGo)
	}
}

// Faces have no leading zeros, and the refusal says so.
func TestFacesNoLeadingZeros(t *testing.T) {
	for _, c := range []struct{ at, tok string }{
		{at25 + "yellow red", "02"}, {at25 + "yellow red", "00"}, {at25 + "yellow red", "06*"},
		{at25 + "red red 3", "-0"}, {at25 + "red red 3", "-05"}, {at25 + "red red 3", "00"},
		{at25 + "green red bomb 5", "00"}, {at25 + "green red bomb 5", "05"},
		{at25 + "yellow red", "+2"}, {at25 + "red red 3", "+0"},
	} {
		s := game(t, c.at)
		err := s.Apply(c.tok)
		if err == nil {
			t.Errorf("after %q: %q taken", c.at, c.tok)
			continue
		}
		if !strings.Contains(err.Error(), "leading zero") && !strings.Contains(err.Error(), "sign") {
			t.Errorf("after %q: %q refused without saying why: %v", c.at, c.tok, err)
		}
	}
}
