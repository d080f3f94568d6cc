package firstandroll

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/fourthdown/fourthdown/coach"
	"github.com/fourthdown/fourthdown/engine"
)

// game applies the tokens (space-separated) to a new game the home team
// receives, failing the test on a refusal.
func game(t *testing.T, tokens string) State {
	t.Helper()
	s := New(Home)
	return more(t, s, tokens)
}

func more(t *testing.T, s State, tokens string) State {
	t.Helper()
	for i, tok := range strings.Fields(tokens) {
		if err := s.Apply(tok); err != nil {
			t.Fatalf("token %d %q: %v", i+1, tok, err)
		}
	}
	return s
}

// at is the state "home ball on its own 25, 1st and 10" after a touchback.
const at25 = "regular touchback "

func TestF1FaceForms(t *testing.T) {
	s := game(t, at25+"yellow red")
	for _, bad := range []string{"-3", "F", "2s", "100", "x", "7**"} {
		if err := s.Apply(bad); err == nil || !errors.Is(err, engine.ErrRefused) {
			t.Errorf("yellow offense face %q taken", bad)
		}
	}
	s = game(t, at25+"red red 3")
	for _, bad := range []string{"3", "2s", "-100", "O5"} {
		if err := s.Apply(bad); err == nil {
			t.Errorf("defense face %q taken", bad)
		}
	}
	if err := s.Apply("f"); err != nil {
		t.Errorf("the flag in lower case: %v", err)
	}
}

func TestF2ClockFaces(t *testing.T) {
	s := game(t, at25+"yellow red 3")
	if err := s.Apply("sometimes"); err == nil {
		t.Error("a clock face that is none was taken")
	}
	s = more(t, s, "c no")
	if s.Marker != 1 {
		t.Errorf("c moved the clock to %d", s.Marker)
	}
}

func TestF3PenaltyFaces(t *testing.T) {
	s := game(t, at25+"red red 3 F blank")
	if err := s.Apply("O20"); err == nil {
		t.Error("O20 taken")
	}
	s = more(t, s, "o10 accept")
	if s.Own() != 15 || s.Down != 1 || s.ToGo != 20 {
		t.Errorf("O10 from own 25: own %d, %d and %d", s.Own(), s.Down, s.ToGo)
	}
}

func TestF7F28SecondHalfKickoff(t *testing.T) {
	s := New(Away)
	if s.Off != Away || s.p.kicker != Home {
		t.Fatalf("the away team receives: kicker %s", s.p.kicker)
	}
	s.Marker = LastSpace
	s.endHalf()
	if s.Half != 2 || s.p.kicker != Away || s.Off != Home || s.TO != [2]int{3, 3} || s.Marker != 0 {
		t.Errorf("second half: half %d kicker %s, receiver %s, timeouts %v, marker %d", s.Half, s.p.kicker, s.Off, s.TO, s.Marker)
	}
}

func TestF9KickoffReturn(t *testing.T) {
	s := game(t, "regular return 6* 6* 2 4 2")
	if s.Own() != 20 || s.Off != Home {
		t.Errorf("return 6*+6*+2 + 4 + 2: own %d", s.Own())
	}
	s = game(t, "regular return 2s 4 2")
	if s.Own() != 8 {
		t.Errorf("return 2s + 4 + 2 (the square 2 counts 2): own %d", s.Own())
	}
	s = game(t, "regular return 0 0 0")
	if s.Own() != 1 {
		t.Errorf("a return of 0: own %d, want 1", s.Own())
	}
	s = game(t, "regular return 50* 40 9 1")
	if s.Score[Home] != 6 || s.ask.Kind != AskTry {
		t.Errorf("a return of 100: score %v, asked %s", s.Score, s.ask.Kind)
	}
}

func TestF10Onside(t *testing.T) {
	s := game(t, "onside 6 5 turnover")
	if s.Off != Away || s.Own() != 41 {
		t.Errorf("onside 11 with a turnover: %s keeps at own %d", s.Off, s.Own())
	}
	s = game(t, "onside 6 4 turnover")
	if s.Off != Home || s.Own() != 60 {
		t.Errorf("onside 10: %s at own %d", s.Off, s.Own())
	}
	s = game(t, "onside 60 50 turnover")
	if s.Off != Away || s.Own() != 99 {
		t.Errorf("onside 110: %s at own %d (the receiving 1 at most)", s.Off, s.Own())
	}
}

func TestF11Calls(t *testing.T) {
	s := game(t, at25)
	if got := strings.Join(s.Next().Choices, " "); got != "red yellow green fg" {
		t.Errorf("1st down calls: %s", got)
	}
	if err := s.Apply("punt"); err == nil || !strings.Contains(err.Error(), "4th down only") {
		t.Errorf("a punt on 1st down: %v", err)
	}
	if err := s.Apply("hail"); err == nil || !strings.Contains(err.Error(), "hail mary is allowed only") {
		t.Errorf("a hail mary at 30:00: %v", err)
	}
}

func TestF14F15BreakawayAndBrokenTackle(t *testing.T) {
	s := game(t, at25+"red green 2s 6* 3 blank no")
	if s.Own() != 36 {
		t.Errorf("2s, broken tackle 6*, 3: own %d, want 36", s.Own())
	}
	s = game(t, at25+"red green 6* 2s")
	if s.ask.Kind != AskClock || s.p.sum != 8 {
		t.Errorf("a square 2 after a breakaway: asked %s, gain %d", s.ask.Kind, s.p.sum)
	}
	s = game(t, at25+"red red 2s")
	if s.ask.Kind != AskDef {
		t.Errorf("2s on a same-colour red play asked %s", s.ask.Kind)
	}
}

func TestF16PenaltiesAtTheGoalLines(t *testing.T) {
	s := game(t, at25+"red red 1 F blank O10 accept")
	if s.Own() != 15 {
		t.Errorf("O10 from 25: own %d", s.Own())
	}
	// From own 4: O5 and O15 halve the distance, O10 is a safety.
	s4 := game(t, "regular return 1 1 2")
	s = more(t, s4, "red red 1 F blank O15 accept")
	if s.Own() != 2 {
		t.Errorf("O15 from own 4: own %d, want 2", s.Own())
	}
	s = more(t, s4, "red red 1 F blank O10 accept")
	if s.Score[Away] != 2 || !s.p.safety && s.ask.Kind != AskPuntKick {
		t.Errorf("O10 from own 4: score %v, asked %s", s.Score, s.ask.Kind)
	}
	// A defense penalty toward the goal halves the distance; DH is a first down.
	s = game(t, "regular return 40 40 13") // own 93
	s = more(t, s, "red red 1 F blank D15 accept")
	if s.Own() != 96 || s.Down != 1 || s.ToGo != 4 {
		t.Errorf("D15 from own 93: own %d, %d and %d", s.Own(), s.Down, s.ToGo)
	}
	s = game(t, at25+"red red 1 F blank DH accept")
	if s.Own() != 30 || s.Down != 1 || s.ToGo != 10 {
		t.Errorf("DH: own %d, %d and %d", s.Own(), s.Down, s.ToGo)
	}
	// Declined: the play stands with the flag counting 0.
	s = game(t, at25+"red red 7 F blank D5 decline")
	if s.Own() != 32 || s.Down != 2 || s.ToGo != 3 {
		t.Errorf("declined: own %d, %d and %d", s.Own(), s.Down, s.ToGo)
	}
	// An accepted penalty cancels a turnover; the clock still moves.
	s = game(t, at25+"red red 7 F turnover turnover D5 accept")
	if s.Off != Home || s.Own() != 30 {
		t.Errorf("accepted with a turnover: %s own %d", s.Off, s.Own())
	}
	s = game(t, at25+"red red 7 F clock D5 accept")
	if s.ask.Kind != AskTimeout {
		t.Errorf("accepted with a clock face: asked %s, want timeout", s.ask.Kind)
	}
}

func TestF17DownsSafetyTouchdown(t *testing.T) {
	s := game(t, at25+"yellow red 3 blank yellow red 3 blank yellow red 3 blank yellow red 0 blank")
	if s.Off != Away || s.Own() != 66 || s.Down != 1 {
		t.Errorf("four downs short: %s own %d, down %d", s.Off, s.Own(), s.Down)
	}
	s = game(t, "regular return 1 1 1") // own 3
	s = more(t, s, "yellow yellow 0 -5 blank")
	if s.Score[Away] != 2 || s.ask.Kind != AskPuntKick || s.Off != Away {
		t.Errorf("a safety: score %v, asked %s, receiving %s", s.Score, s.ask.Kind, s.Off)
	}
}

func TestF18Turnovers(t *testing.T) {
	s := game(t, at25+"red yellow 5 turnover turnover")
	if s.Off != Away || s.Own() != 70 {
		t.Errorf("red call, no return: %s own %d", s.Off, s.Own())
	}
	s = game(t, at25+"yellow red 5 turnover turnover 6* 2 -3")
	if s.Off != Away || s.Own() != 78 {
		t.Errorf("yellow call, red return 8: %s own %d", s.Off, s.Own())
	}
	s = game(t, at25+"yellow red 5 turnover clock no")
	if s.Off != Home || s.Marker != 1 {
		t.Errorf("turnover then clock: %s, marker %d", s.Off, s.Marker)
	}
	s = game(t, at25+"yellow red 5 turnover turnover 4 F O15")
	if s.Off != Away || s.Own() != 59 {
		t.Errorf("return penalty O15 from own 74: own %d, want 59", s.Own())
	}
	s = game(t, at25+"yellow red 5 turnover turnover 4 F D5")
	if s.Own() != 74 {
		t.Errorf("D5 on a return is ignored: own %d", s.Own())
	}
}

func TestF19LongBomb(t *testing.T) {
	s := game(t, at25+"green red bomb 5 20 3 blank")
	if s.Own() != 47 {
		t.Errorf("bomb 5+20-3 from 25: own %d", s.Own())
	}
	s = game(t, at25+"green red bomb 0 20 3 blank")
	if s.Own() != 25 || s.Down != 2 {
		t.Errorf("green 0, incomplete: own %d down %d", s.Own(), s.Down)
	}
	s = game(t, at25+"green red bomb 5 30 0 blank 3 -1")
	if s.Off != Away || s.Own() != 48 {
		t.Errorf("intercepted at own 55, returned 3: %s own %d", s.Off, s.Own())
	}
}

func TestF20RedZonePass(t *testing.T) {
	s := game(t, "regular return 40 40 15") // own 95
	s = more(t, s, "green red throw 8 blank")
	if s.Own() != 95 || s.Down != 2 || s.Score[Home] != 0 {
		t.Errorf("8 from own 95 on a pass: own %d, down %d, score %v", s.Own(), s.Down, s.Score)
	}
	s = game(t, "regular return 40 40 15")
	s = more(t, s, "green red throw 7 blank")
	if s.Score[Home] != 6 {
		t.Errorf("7 from own 95: score %v", s.Score)
	}
}

func TestF21Punts(t *testing.T) {
	fourth := at25 + "yellow red 0 blank yellow red 0 blank yellow red 0 blank "
	s := game(t, fourth+"punt -1 -2 20 green 5 fair")
	if s.Off != Away || s.Own() != 50 {
		t.Errorf("punt 25 from own 25, fair: %s own %d", s.Off, s.Own())
	}
	s = game(t, fourth+"punt -1 -2 60 green 20")
	if s.Off != Away || s.Own() != 25 {
		t.Errorf("a punt into the end zone: %s own %d", s.Off, s.Own())
	}
	s = game(t, fourth+"punt -1 -2 20 green 5 return 4 -6")
	if s.Own() != 50 {
		t.Errorf("a negative return counts 0: own %d", s.Own())
	}
	s = game(t, fourth+"punt F F clock 6 -1")
	if s.Off != Away || s.Own() != 70 {
		t.Errorf("blocked, short: %s own %d", s.Off, s.Own())
	}
	s = game(t, fourth+"punt F F blank 10* 2 0")
	if s.Off != Home || s.Own() != 37 || s.Down != 1 {
		t.Errorf("blocked, 12 gained: %s own %d down %d", s.Off, s.Own(), s.Down)
	}
	s = game(t, fourth+"punt -1 -2 20 green 5 return 4 F O15 accept")
	if s.Off != Home || s.Own() != 10 || s.Down != 4 || s.ToGo != 25 {
		t.Errorf("O15 on the return, accepted: %s own %d, %d and %d", s.Off, s.Own(), s.Down, s.ToGo)
	}
	s = game(t, fourth+"punt -1 -2 20 green 5 return 4 F D15 accept")
	if s.Off != Home || s.Own() != 40 || s.Down != 1 {
		t.Errorf("D15 on the return, accepted: %s own %d down %d", s.Off, s.Own(), s.Down)
	}
}

func TestF22FieldGoals(t *testing.T) {
	s := game(t, "regular return 40 30 10") // own 80: 20 yards
	g := more(t, s, "fg -1 -2 20")
	if g.ask.Kind != AskFGKick {
		t.Fatalf("a 20 in the red zone asked %s", g.ask.Kind)
	}
	if g2 := more(t, g, "20"); g2.Score[Home] != 0 || g2.Off != Away {
		t.Errorf("a second 20: score %v", g2.Score)
	}
	if g2 := more(t, g, "25"); g2.Score[Home] != 3 || g2.ask.Kind != AskKickType || g2.p.kicker != Home {
		t.Errorf("20 then 25: score %v, kicker %s", g2.Score, g2.p.kicker)
	}
	if b := more(t, s, "fg F F"); b.Off != Away || b.Own() != 20 {
		t.Errorf("blocked: %s own %d", b.Off, b.Own())
	}
}

func TestF23HailMary(t *testing.T) {
	h := game(t, "regular return 20 20 0")
	h.Marker, h.TO = TwoMinute, [2]int{0, 3}
	h.askCall()
	if !strings.Contains(strings.Join(h.Next().Choices, " "), "hail") {
		t.Fatalf("a hail mary from own 40 at 2:00 without timeouts is not offered: %v", h.Next().Choices)
	}
	td := more(t, h, "hail 9* 15* pat clock 5")
	if td.Score[Home] != 7 || td.Half != 2 {
		t.Errorf("hail mary touchdown, try, then the half: score %v, half %d", td.Score, td.Half)
	}
	inc := more(t, h, "hail 9* 3")
	if inc.Half != 2 || inc.Score[Home] != 0 {
		t.Errorf("incomplete hail mary: half %d", inc.Half)
	}
}

func TestF24Tries(t *testing.T) {
	td := game(t, "regular return 50* 40 9 1")
	if s := more(t, td, "pat turnover 20"); s.Score[Home] != 6 {
		t.Errorf("pat turnover 20: score %v", s.Score)
	}
	if s := more(t, td, "pat turnover 19"); s.Score[Home] != 7 {
		t.Errorf("pat turnover 19: score %v", s.Score)
	}
	if s := more(t, td, "two red yellow 2s 2s"); s.Score[Home] != 8 || s.p.kicker != Home {
		t.Errorf("two by a broken tackle: score %v", s.Score)
	}
	if s := more(t, td, "two red red 1 F D5 accept"); s.ask.Kind != AskCall || s.Own() != 99 {
		t.Errorf("an accepted penalty on a try: asked %s from own %d", s.ask.Kind, s.Own())
	}
	if s := more(t, td, "two red red 1 F D5 accept red yellow 1"); s.Score[Home] != 8 {
		t.Errorf("the try again from the 1: score %v", s.Score)
	}
}

func TestF25SafetyPunt(t *testing.T) {
	s := game(t, "regular return 1 1 1 yellow yellow 0 -5 blank")
	s = more(t, s, "30 red 5 return 3 F O15")
	// Punt from own 20: lands at the receiving own 45; return 3, then O15
	// on the kicking team moves it on 15: own 63 (O5 is ignored, F25).
	if s.Off != Away || s.Own() != 63 {
		t.Errorf("safety punt: %s own %d", s.Off, s.Own())
	}
}

func TestF27TimeoutsAndRunningTheClock(t *testing.T) {
	s := game(t, at25+"red green 3 clock")
	if got := strings.Join(s.Next().Choices, " "); s.ask.Kind != AskTimeout || got != "no home away" {
		t.Fatalf("asked %s %s", s.ask.Kind, got)
	}
	s = more(t, s, "home")
	if s.Marker != 0 || s.TO[Home] != 2 || s.ask.Kind != AskRunClock {
		t.Errorf("home's timeout: marker %d, timeouts %v, asked %s", s.Marker, s.TO, s.ask.Kind)
	}
	s = more(t, s, "yes away")
	if s.Marker != 0 || s.TO[Away] != 2 {
		t.Errorf("run the clock stopped by away: marker %d, timeouts %v", s.Marker, s.TO)
	}
	s.TO = [2]int{0, 1}
	s = more(t, s, "red green 3 clock")
	if err := s.Apply("home"); err == nil || !strings.Contains(err.Error(), "no timeouts left") {
		t.Errorf("a timeout for a team with none: %v", err)
	}
}

func TestF29Overtime(t *testing.T) {
	s := game(t, at25)
	s.Half, s.Marker = 2, LastSpace
	s.endHalf()
	if s.ask.Kind != AskOvertime {
		t.Fatalf("a tie asked %s", s.ask.Kind)
	}
	if tie := more(t, s, "tie"); !tie.Final || !tie.Tie {
		t.Error("tie did not end the game tied")
	}
	ot := more(t, s, "overtime away regular return 50* 40 9 1")
	if !ot.Final || ot.Winner != Away || ot.Score[Away] != 6 || ot.Half != 3 {
		t.Errorf("overtime's first score: final %v winner %s score %v", ot.Final, ot.Winner, ot.Score)
	}
}

// TestF29OvertimeCoinToss: "Randomly choose a player to receive/kick
// just like at the start of the game" (seed 003). The receiver is entered
// as F29 says, but as a coin's toss, not the home team's choice: a roll of
// two sides weighed alike, which the app can toss (--digital, simulate)
// with or without a dice set, no coach is asked, review counts as luck,
// and values average over (a tied game is not worth overtime's receiver's
// chance to the home team).
func TestF29OvertimeCoinToss(t *testing.T) {
	m := NewMatch(Game{}.DefaultTeams(), New(Home))
	m.State.Half, m.State.Marker = 2, LastSpace
	m.State.endHalf()
	if err := m.Apply(engine.Token{Text: "overtime"}); err != nil {
		t.Fatal(err)
	}
	a, l := m.Next(), m.Legal()
	if a.What != "overtime receiver" || !a.IsRoll() || len(a.Choices) != 0 {
		t.Fatalf("asked %q (a roll: %v, choices %v)", a.What, a.IsRoll(), a.Choices)
	}
	if !slices.Equal(l.Entries, []string{"home", "away"}) || !slices.Equal(l.Weights, []int{1, 1}) || !l.Rollable() {
		t.Errorf("the toss lists %v weighing %v", l.Entries, l.Weights)
	}
	if got := engine.LegalOf(a); !slices.Equal(got.Entries, l.Entries) || !slices.Equal(got.Weights, l.Weights) {
		t.Errorf("the toss as the prompt shows it: %v weighing %v", got.Entries, got.Weights)
	}
	if s := m.Sums(); !slices.Equal(s, []int{1, 2}) {
		t.Errorf("the toss's sums %v", s)
	}
	if turn := m.Turn(); !turn.Roll {
		t.Errorf("the toss's turn %+v is not a roll", turn)
	}
	if _, ok := coach.Entry(m, a, &[2]engine.Chooser{Game{}.Coach(1), Game{}.Coach(2)}); ok {
		t.Error("a coach answered the toss")
	}
	// Tossed by the app, each side as often.
	seen := map[string]int{}
	for i := range 2000 {
		c := m.Clone().(*Match)
		turn, rolled, k, err := c.RollCodes(engine.NewDraws(uint64(i), 29), 1)
		if err != nil || rolled != 1 || k < 0 {
			t.Fatalf("toss %d: rolled %d, code %d: %v", i, rolled, k, err)
		}
		if c.State.Half != 3 || turn.Roll {
			t.Fatalf("after the toss: half %d, asked %s", c.State.Half, c.Next().What)
		}
		seen[c.State.Off.String()]++
	}
	if seen["home"] < 900 || seen["away"] < 900 {
		t.Errorf("2,000 tosses: %v", seen)
	}
	// Entered by the players: the side that receives; anything else refused.
	if err := m.Clone().Apply(engine.Token{Text: "heads"}); err == nil {
		t.Error("heads accepted as overtime's receiver")
	}
	home := m.Clone()
	if err := home.Apply(engine.Token{Text: "Home"}); err != nil {
		t.Fatal(err)
	}
	if s := home.(*Match).State; s.Half != 3 || s.Off != Home {
		t.Errorf("home receives: half %d, %s has the ball", s.Half, s.Off)
	}
}

// The fold reports what happened, and the views word it from there: a
// touchdown and its try, a missed field goal and the change of possession.
func TestFoldEvents(t *testing.T) {
	s := New(Home)
	var evs []Event
	for _, tok := range strings.Fields("regular return 50* 40 9 1 pat clock 5") {
		if err := s.ApplyEvents(tok, &evs); err != nil {
			t.Fatal(err)
		}
	}
	want := []Event{{Kind: EvNote, Team: Home, How: "breakaway: roll red again"}, {Kind: EvTouchdown, Team: Home, Points: 6}, {Kind: EvTry, Team: Home, Points: 1, How: "pat"}}
	if fmt.Sprint(evs) != fmt.Sprint(want) {
		t.Errorf("events %v, want %v", evs, want)
	}
	s = game(t, "regular return 40 30 10")
	evs = nil
	for _, tok := range strings.Fields("fg -1 -2 5") {
		if err := s.ApplyEvents(tok, &evs); err != nil {
			t.Fatal(err)
		}
	}
	want = []Event{{Kind: EvFieldGoal, Team: Home, How: "no good", Yards: 20}, {Kind: EvChange, Team: Away, How: "FG no good"}}
	if fmt.Sprint(evs) != fmt.Sprint(want) {
		t.Errorf("events %v, want %v", evs, want)
	}
	// A refused entry reports nothing.
	if err := s.ApplyEvents("punt", &evs); err == nil || len(evs) != 2 {
		t.Errorf("a refused entry: %v, %d events", err, len(evs))
	}
}

// TestF21F22BlockDice: "The defense rolls any two of their dice to block
// the punt. If they roll two penalty flags, the punt is blocked" (seed 003;
// a field goal the same). Ruling: the two dice are the defense's, of any
// colour, and the record does not name them, so each block face is read
// as a face of any of the three defense dice, weighed as the three show it
// together (each die as likely): the prompt lists every face of the three,
// a face on two dice twice, and every roll, digital or simulated, draws
// from those weights. With the sample set, one flag on each die, a flag
// shows on one block die in six and blocks one kick in 36, as it does for
// any two of the physical dice.
func TestF21F22BlockDice(t *testing.T) {
	st := New(Home)
	st.dice = sampleDice()
	m := newMatch(engine.NewTeams("Bears", "Lions"), st)
	for _, tok := range strings.Fields(at25 + "yellow red 0 blank yellow red 0 blank yellow red 0 blank punt") {
		if err := m.Apply(engine.Token{Text: tok}); err != nil {
			t.Fatalf("%q: %v", tok, err)
		}
	}
	var pool []string
	for c := Red; c < numColours; c++ {
		pool = append(pool, sampleDice().Defense[c.String()]...)
	}
	for die := 1; die <= 2; die++ {
		a, l := m.Next(), m.Legal()
		if a.What != "block die" {
			t.Fatalf("block die %d: asks %s", die, a.What)
		}
		if !slices.Equal(a.Faces, pool) {
			t.Errorf("block die %d: the prompt's faces %v, want the three defense dice's %v", die, a.Faces, pool)
		}
		flags := 0
		for k := range l.Sum() {
			if l.At(k) == "F" {
				flags++
			}
		}
		if l.Sum() != 18 || flags != 3 {
			t.Errorf("block die %d: %d flags of %d faces, want 3 of 18 (one die in six): %+v", die, flags, l.Sum(), l)
		}
		if err := m.Apply(engine.Token{Text: "F"}); err != nil {
			t.Fatalf("block die %d: the flag: %v", die, err)
		}
	}
	if a := m.Next(); a.What != "blocked punt's clock die" {
		t.Errorf("two flags: asks %s, want the blocked punt's clock die", a.What)
	}
	// Without a dice set, random play draws the faces as the sample set
	// shows them: the flag as often.
	free := newMatch(engine.NewTeams("Bears", "Lions"), New(Home))
	for _, tok := range strings.Fields(at25 + "yellow red 0 blank yellow red 0 blank yellow red 0 blank punt") {
		if err := free.Apply(engine.Token{Text: tok}); err != nil {
			t.Fatalf("%q: %v", tok, err)
		}
	}
	if v := free.Samples(); !slices.Equal(v, pool) {
		t.Errorf("samples of a block die %v, want %v", v, pool)
	}
}
