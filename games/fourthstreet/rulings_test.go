package fourthstreet

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/fourthdown/fourthdown/engine"
)

// game is a match (the home team receiving) after the entries of lines.
func game(t *testing.T, lines ...string) *Match {
	t.Helper()
	st := New(Home, 30)
	m := newMatch(engine.NewTeams("Bills", "Jets"), st)
	for i, l := range lines {
		var toks []engine.Token
		for j, f := range strings.Fields(l) {
			toks = append(toks, engine.Token{Text: f, Line: int32(i + 1), Index: int32(j + 1)})
		}
		if _, err := m.ApplyAll(toks); err != nil {
			t.Fatalf("line %d %q: %v", i+1, l, err)
		}
	}
	return m
}

// refused checks that tok is refused next, saying why and naming the
// question, and changes nothing: not the game, not the next question.
func refused(t *testing.T, m *Match, tok, why string) {
	t.Helper()
	before, n, ask, js := m.State, m.Entries(), m.NextAsk(), jsonOf(m)
	err := m.Apply(engine.Token{Text: tok})
	if err == nil || !errors.Is(err, engine.ErrRefused) {
		t.Fatalf("%q: %v, want a refusal", tok, err)
	}
	if !strings.Contains(err.Error(), why) {
		t.Errorf("%q: %v\nwant it to say %q", tok, err, why)
	}
	if m.Entries() != n || m.State.Score != before.Score || m.State.Ball != before.Ball || !reflect.DeepEqual(jsonOf(m), js) {
		t.Errorf("%q: a refusal changed the game", tok)
	}
	if !sameAsk(m.NextAsk(), ask) {
		t.Errorf("%q: a refusal changed the question from %q to %q", tok, ask.What, m.NextAsk().What)
	}
	if ask.ID != AskNone && !strings.HasPrefix(err.Error(), ask.What+": ") {
		t.Errorf("%q: the refusal %q does not name the question %q", tok, err, ask.What)
	}
}

// sameAsk reports whether two questions are the same, as the table sees
// them.
func sameAsk(a, b Ask) bool {
	return a.ID == b.ID && a.Team == b.Team && a.What == b.What && a.Form() == b.Form() && strings.Join(a.Words, " ") == strings.Join(b.Words, " ")
}

// at checks the state: "Q1 14:50 home 20 1-10" (the spot in the team's own
// yards; "-" for no down).
func at(t *testing.T, m *Match, want string) {
	t.Helper()
	s := &m.State
	down := "-"
	if s.Phase == PhScrimmage && !s.Final {
		down = fmtDown(s.Down, s.ToGo)
	}
	got := PeriodName(s.Quarter) + " " + ClockText(s.Ticks) + " " + s.Off.String() + " " + itoa(s.Ball) + " " + down
	if got != want {
		t.Errorf("got %s, want %s", got, want)
	}
}

func fmtDown(d, g int) string { return itoa(d) + "-" + itoa(g) }
func itoa(v int) string {
	if v < 0 {
		return "-" + itoa(-v)
	}
	if v < 10 {
		return string(rune('0' + v))
	}
	return itoa(v/10) + string(rune('0'+v%10))
}

// S1: the d10 reads 0-9, a 10 typed is 0; 11 is refused; the d20, d12 and
// the two d6 read their ranges.
func TestS1Dice(t *testing.T) {
	m := game(t, "kickoff 72", "run 11 10 in")
	at(t, m, "Q1 14:20 home 30 1-10") // 10 + 0
	m = game(t, "kickoff 72", "run 11")
	refused(t, m, "11", "a d10 reads 0-9")
	m = game(t, "kickoff 72", "long 64")
	refused(t, m, "21", "a d20 (1-20)")
	m = game(t, "kickoff 72", "run 28 3")
	refused(t, m, "13", "a d12 (1-12)")
	m = game(t, "kickoff 72", "fg none 3 50", "onside 1 1")
	refused(t, m, "13", "the two d6's total (2-12)")
}

// S2: codes are two digits (5 is 05); 14 and 73-79 are blank and refused.
func TestS2Codes(t *testing.T) {
	m := game(t, "kickoff 72", "run 5 in")
	at(t, m, "Q1 14:20 home 25 2-5")
	for _, c := range []string{"14", "73", "79"} {
		refused(t, game(t, "kickoff 72", "run"), c, "blank in the Result Codes Table")
	}
	refused(t, game(t, "kickoff 72", "run"), "", "result code")
	refused(t, game(t, "kickoff 72", "run"), "123", "result code")
}

// S3: card values are whole numbers as printed; injury ratings may be
// negative.
func TestS3CardValues(t *testing.T) {
	m := game(t, "kickoff 72", "run 22 hurt def 4 2 -1 in")
	if j := m.State.Injured; len(j) != 1 || j[0].Side != Away || j[0].Token != 4 || j[0].OutText() != "games:1" {
		t.Errorf("injured %+v", j)
	}
	refused(t, game(t, "kickoff 72", "long 64 3"), "x", "a whole number")
}

// S4: players by token 1-11 and side; a d12 of 12 names nobody.
func TestS4Tokens(t *testing.T) {
	refused(t, game(t, "kickoff 72", "run 22 hurt off"), "12", "token (1-11)")
	m := game(t, "kickoff 72", "fg none 11 50 7 12")
	if len(m.State.Injured) != 0 || m.State.Score[Home] != 3 {
		t.Errorf("a d12 of 12 hurt somebody: %+v", m.State)
	}
}

// S5: a code that has no meaning for the play is refused, naming the play
// and the codes it takes. (21 is a run and pass code: the seed's table
// and its player cards read it as a gain; see TestS5TwentyOne.)
func TestS5CodesByPlay(t *testing.T) {
	refused(t, game(t, "kickoff 72", "run"), "46", "not a result of a run")
	refused(t, game(t, "kickoff 72", "run"), "62", "allowed: a result code (00-12")
	refused(t, game(t, "kickoff 72", "punt 3"), "46", "not a result of a punt")
	refused(t, game(t, "kickoff 72", "fg none 3"), "41", "not a result of a kick")
	refused(t, game(t), "kickoff 91", "")
	m := game(t)
	m.Apply(engine.Token{Text: "kickoff"})
	refused(t, m, "91", "not a result of a kickoff")
	refused(t, game(t, "kickoff 51 0 1"), "13", "not a result of a return")
	// The spec's table of S5, as written there (21 added: see above).
	want := map[Play]string{
		OnRun:     "00-12 15 18-22 24 25 27-29 31 35-39 41 51 54-59 61 71 81-91",
		OnPass:    "00-13 15-39 41 45-49 51 54-59 61-69 71 81-91 99",
		OnPunt:    "00-09 11 13 21 23 31-33 41-44 51-53 61 88",
		OnKick:    "40 44 50 60 80 88",
		OnKickoff: "11 21 31 41 51 61 70-72 81 88",
		OnReturn:  "00-09 11 21 31 41 51 61 71 81 90 91",
	}
	want[OnPass] = "00-12 15-22 24-31 34-39 41 45-49 51 54-59 61-69 71 81-91 99"
	for p, w := range want {
		got := strings.ReplaceAll(CodeList(p, ""), ",", "")
		got = strings.TrimSuffix(got, " L and the long code")
		if norm(got) != norm(w) {
			t.Errorf("%s takes %s, want %s", p, got, w)
		}
	}
}

func norm(s string) string {
	var out []string
	for _, f := range strings.Fields(s) {
		lo, hi := f, f
		if i := strings.Index(f, "-"); i > 0 {
			lo, hi = f[:i], f[i+1:]
		}
		a, _ := parseCode(lo)
		b, _ := parseCode(hi)
		for n := a; n <= b; n++ {
			out = append(out, itoa(n))
		}
	}
	return strings.Join(out, " ")
}

// S5 and the seed: 21 (20 + d10 yards) is a gain of runs and passes, as the
// seed's Result Codes Table and its sample card (21 in a QB's C and D
// columns) read it; the spec's list leaves it out.
func TestS5TwentyOne(t *testing.T) {
	m := game(t, "kickoff 72", "medium 21 5 in")
	at(t, m, "Q1 14:20 home 45 1-10")
}

// S6: time in ticks: 3 for a run, 2 for an incomplete pass or a penalty,
// 1 for a kick, none for a try; a gain and a penalty takes the gain's.
func TestS6Time(t *testing.T) {
	at(t, game(t, "kickoff 72"), "Q1 14:50 home 20 1-10")
	at(t, game(t, "kickoff 72", "run 02 in"), "Q1 14:20 home 22 2-8")
	at(t, game(t, "kickoff 72", "short 46"), "Q1 14:30 home 20 2-10")
	at(t, game(t, "kickoff 72", "run 15"), "Q1 14:30 home 15 1-15")
	at(t, game(t, "kickoff 72", "run 12 0 in"), "Q1 14:20 home 20 2-10")
	at(t, game(t, "kickoff 72", "run 89"), "Q1 14:30 home 98 -")
	at(t, game(t, "kickoff 72", "run 89", "kick none 1 50"), "Q1 14:30 away -1 -")
}

// S7: tempo: hurry takes a tick off plays of 2 or more, slow adds one
// except the second and later successive incomplete passes; it holds
// until changed or the ball changes hands, and not on kickoffs.
func TestS7Tempo(t *testing.T) {
	at(t, game(t, "kickoff 72", "hurry run 02 in"), "Q1 14:30 home 22 2-8")
	at(t, game(t, "kickoff 72", "slow run 02 in"), "Q1 14:10 home 22 2-8")
	at(t, game(t, "kickoff 72", "slow short 46", "short 46", "short 46"), "Q1 14:00 home 20 4-10")
	m := game(t, "kickoff 72", "hurry run 02 in", "run 02 in")
	at(t, m, "Q1 14:10 home 24 3-6")
	refused(t, game(t, "kickoff 72", "hurry"), "slow", "one tempo word before a call")
	// The ball changes hands: the tempo ends.
	m = game(t, "kickoff 72", "slow punt 1 41 0 1 00")
	if m.State.Tempo != Normal {
		t.Errorf("tempo %v after a punt", m.State.Tempo)
	}
}

// S8: a timeout before a call: the play takes 1 tick; a team with none
// left is refused.
func TestS8Timeouts(t *testing.T) {
	m := game(t, "kickoff 72", "timeout-home run 02 in")
	at(t, m, "Q1 14:40 home 22 2-8")
	if m.State.TO != [2]int{2, 3} {
		t.Errorf("timeouts %v", m.State.TO)
	}
	m = game(t, "kickoff 72", "timeout-away run 02 in", "timeout-away run 02 in", "timeout-away run 02 in")
	refused(t, m, "timeout-away", "no timeouts left")
	refused(t, game(t, "kickoff 72", "timeout-home"), "timeout-away", "one timeout before a call")
}

// S9: in or out after a run or completed pass that neither scores nor
// turns the ball over, stating the rule for the tempo; out takes a tick
// off (at least 1).
func TestS9OutOfBounds(t *testing.T) {
	m := game(t, "kickoff 72", "hurry run 02")
	if a := m.NextAsk(); !strings.Contains(a.What, "hurry-up: out of bounds when") {
		t.Errorf("ask %q", a.What)
	}
	at(t, game(t, "kickoff 72", "run 02 out"), "Q1 14:30 home 22 2-8")
	at(t, game(t, "kickoff 72", "hurry run 02 out"), "Q1 14:40 home 22 2-8")
	at(t, game(t, "kickoff 72", "short 46"), "Q1 14:30 home 20 2-10") // no in/out asked
}

// from is a match from a state in the middle of a game: home's ball at
// own, 1st and 10, in quarter q with ticks left.
func from(q, ticks, own int) *Match {
	st := New(Home, 30)
	st.Quarter, st.Ticks, st.Phase, st.Off, st.Ball = q, ticks, PhScrimmage, Home, own
	st.firstDown()
	return newMatch(engine.NewTeams("Bills", "Jets"), st)
}

func applyLine(t *testing.T, m *Match, line string) {
	t.Helper()
	for _, tok := range strings.Fields(line) {
		if err := m.Apply(engine.Token{Text: tok}); err != nil {
			t.Fatalf("%s: %v", tok, err)
		}
	}
}

// S10: in the 2nd and 4th quarters and overtime a play from above 2:00
// ends at 2:00; not in the 1st and 3rd.
func TestS10TwoMinute(t *testing.T) {
	for q, want := range map[int]string{1: "Q1 1:40", 2: "Q2 2:00", 3: "Q3 1:40", 4: "Q4 2:00", Overtime: "OT 2:00"} {
		m := from(q, 13, 50)
		applyLine(t, m, "run 02 in")
		at(t, m, want+" home 52 2-8")
	}
	m := from(2, 12, 50) // from 2:00 the clock runs on
	applyLine(t, m, "run 02 in")
	at(t, m, "Q2 1:30 home 52 2-8")
}

// S11: at 0:00 the quarter ends after the play (and its try); after the
// 1st the drive goes on; after the 2nd, halftime: timeouts reset and the
// opening receiver kicks off; after the 4th the higher score wins, a tie
// asks overtime or tie.
func TestS11Quarters(t *testing.T) {
	m := from(1, 2, 50)
	applyLine(t, m, "timeout-away run 02 in")
	applyLine(t, m, "run 02 in")
	at(t, m, "Q2 15:00 home 54 3-6")
	m = from(2, 2, 50)
	applyLine(t, m, "timeout-away run 02 in run 89")
	at(t, m, "Q2 0:00 home 98 -") // the try before the half ends
	applyLine(t, m, "kick none 1 50")
	s := &m.State
	if s.Quarter != 3 || s.Phase != PhKickoff || s.Off != Away || s.TO != [2]int{3, 3} || s.Ticks != QuarterTicks {
		t.Errorf("halftime: %+v", s.Snap())
	}
	m = from(4, 1, 50)
	applyLine(t, m, "run 02 in")
	if m.State.Phase != PhOvertime {
		t.Errorf("tied after the 4th: %+v", m.State.Snap())
	}
	if a := m.NextAsk(); strings.Join(a.Words, " ") != "overtime tie" {
		t.Errorf("ask %v", a.Words)
	}
	applyLine(t, m, "tie")
	if !m.State.Final || !m.State.Tie {
		t.Errorf("a tie: %+v", m.State.Snap())
	}
	m = from(4, 1, 50)
	m.State.Score = [2]int{7, 3}
	applyLine(t, m, "run 02 in")
	if !m.State.Final || m.State.Winner != Home {
		t.Errorf("final: %+v", m.State.Snap())
	}
}

// S12: overtime: the receiver is entered, 2 timeouts each, the first score
// ends it with no try.
func TestS12Overtime(t *testing.T) {
	st := New(Home, 30)
	st.Quarter, st.Ticks, st.Phase, st.Off, st.Ball = 4, 1, PhScrimmage, Home, 50
	st.Down, st.ToGo, st.Line = 1, 10, 60
	m := newMatch(engine.NewTeams("Bills", "Jets"), st)
	for _, tok := range strings.Fields("run 02 in overtime away kickoff 72") {
		if err := m.Apply(engine.Token{Text: tok}); err != nil {
			t.Fatal(tok, err)
		}
	}
	at(t, m, "OT 14:50 away 20 1-10")
	if m.State.TO != [2]int{2, 2} {
		t.Errorf("timeouts %v", m.State.TO)
	}
	m.ApplyAll([]engine.Token{{Text: "run"}, {Text: "89"}})
	if !m.State.Final || m.State.Winner != Away || m.State.Score[Away] != 6 {
		t.Errorf("sudden death: %+v", m.State.Snap())
	}
}

// S13: the kickoff from the kicking team's own 30 (header kickoff: 35 or
// 40); after a safety a free kick from the 20, kickoff or punt.
func TestS13KickoffSpot(t *testing.T) {
	at(t, game(t, "kickoff 70"), "Q1 14:50 home 40 1-10")
	m := game(t, "kickoff 72", "run 82 9 in", "run 82 9 in", "run 82 9")
	if m.State.Score[Away] != 2 || m.State.Phase != PhKickoff || !m.State.Free || m.State.KickFrom != FreeKickFrom || m.State.Off != Away {
		t.Errorf("after a safety: %+v", m.State)
	}
	if a := m.NextAsk(); !strings.Contains(strings.Join(a.Words, " "), "punt") {
		t.Errorf("free kick choices %v", a.Words)
	}
	at(t, game(t, "kickoff 72", "run 82 9 in", "run 82 9 in", "run 82 9", "kickoff 70"), "Q1 13:20 away 50 1-10")
}

// S14: touchdown 6 and a try: kick from the 2, or two where the code alone
// decides; a penalty plays it again; no time runs.
func TestS14Scoring(t *testing.T) {
	m := game(t, "kickoff 72", "run 89", "two run 01")
	if m.State.Score[Home] != 6 {
		t.Errorf("two from the 2 with 1 yard: %v", m.State.Score)
	}
	m = game(t, "kickoff 72", "run 89", "two short 11 0")
	if m.State.Score[Home] != 8 {
		t.Errorf("two with 10 yards: %v", m.State.Score)
	}
	m = game(t, "kickoff 72", "run 89", "two run 15 run 05")
	if m.State.Score[Home] != 6 {
		t.Errorf("two again from the 7 with 5: %v", m.State.Score)
	}
	m = game(t, "kickoff 72", "run 89", "two short 17 run 01")
	if m.State.Score[Home] != 8 {
		t.Errorf("two from the 1 after 17: %v", m.State.Score)
	}
	m = game(t, "kickoff 72", "run 89", "two short 45 02")
	if m.State.Score[Home] != 8 {
		t.Errorf("a scramble's code decides: %v", m.State.Score)
	}
	m = game(t, "kickoff 72", "run 89", "two long 47")
	if m.State.Score[Home] != 6 || m.State.Phase != PhKickoff {
		t.Errorf("a sack ends it: %+v", m.State.Snap())
	}
	at(t, game(t, "kickoff 72", "run 89", "kick none 1 50"), "Q1 14:30 away -1 -")
	if s := game(t, "kickoff 72", "run 89", "kick none 1 50").State.Score; s[Home] != 7 {
		t.Errorf("extra point: %v", s)
	}
}

// S15: the calls; coffin only on the opponent's side of the 50.
func TestS15Calls(t *testing.T) {
	refused(t, game(t, "kickoff 72"), "coffin", "only on the opponent's side of the 50")
	refused(t, game(t, "kickoff 72"), "pass", "")
	m := game(t, "kickoff 72", "run 41 0 in", "coffin 1 41 5")
	at(t, m, "Q1 14:10 away 5 1-10") // 60 + 35 = 95, out of bounds at the 5
}

// S16: yardage codes, and code 10.
func TestS16Yardage(t *testing.T) {
	at(t, game(t, "kickoff 72", "run 90 4 in"), "Q1 14:20 home 24 2-6")
	at(t, game(t, "kickoff 72", "run 82 4 in"), "Q1 14:20 home 16 2-14")
	at(t, game(t, "kickoff 72", "run 85 in"), "Q1 14:20 home 17 2-13")
	at(t, game(t, "kickoff 72", "run 10 2 in"), "Q1 14:20 home 30 1-10")
	at(t, game(t, "kickoff 72", "run 10 3 in"), "Q1 14:20 home 29 2-1")
	at(t, game(t, "kickoff 72", "run 02 in", "run 10 4 in"), "Q1 13:50 home 30 1-10")
	at(t, game(t, "kickoff 72", "run 71 3 in", "run 10 in"), "Q1 13:50 home 97 2-3") // from the 7: 4 yards
}

// S17: downs; 4th down short is a turnover on downs; a safety behind the
// own goal line.
func TestS17Downs(t *testing.T) {
	at(t, game(t, "kickoff 72", "run 00 in", "run 00 in", "run 00 in", "run 00"), "Q1 12:50 away 80 1-10")
	at(t, game(t, "kickoff 72", "run 71 3 in"), "Q1 14:20 home 93 1-7")
}

// S18: penalty-only codes: yards from the spot before the play, the down
// again; 18 cancelled by a timeout; half the distance at a goal line.
func TestS18Penalties(t *testing.T) {
	at(t, game(t, "kickoff 72", "run 19"), "Q1 14:30 home 10 1-20")
	at(t, game(t, "kickoff 72", "run 20"), "Q1 14:30 home 25 1-10")
	at(t, game(t, "kickoff 72", "run 18 timeout"), "Q1 14:50 home 20 1-10")
	at(t, game(t, "kickoff 72", "run 18 penalty"), "Q1 14:30 home 15 1-15")
	at(t, game(t, "kickoff 72", "run 19", "run 19"), "Q1 14:10 home 5 1-25")
	at(t, game(t, "kickoff 72", "run 19", "run 19", "run 19"), "Q1 13:50 home 3 1-27")
	at(t, game(t, "kickoff 72", "run 02 in", "run 39 10"), "Q1 14:00 home 27 2-3")
	m := game(t, "kickoff 72", "timeout-home run 02 in", "timeout-home run 02 in", "timeout-home run 02 in", "run 18")
	at(t, m, "Q1 14:00 home 21 4-9") // no timeout left: not asked
}

// S19: pass interference on the defense (17).
func TestS19DefensiveInterference(t *testing.T) {
	at(t, game(t, "kickoff 72", "medium 17 5"), "Q1 14:30 home 45 1-10")
	at(t, game(t, "kickoff 72", "run 71 3 in", "long 17 9"), "Q1 14:00 home 99 1-1")
}

// S20: gains with a penalty: the gain, then the penalty from the end of
// the play; offsetting fouls, the down again.
func TestS20GainsWithPenalty(t *testing.T) {
	at(t, game(t, "kickoff 72", "run 12 3 in"), "Q1 14:20 home 23 2-7")
	at(t, game(t, "kickoff 72", "run 28 4 8 in"), "Q1 14:20 home 9 2-21")
	at(t, game(t, "kickoff 72", "run 28 4 12"), "Q1 14:20 home 20 1-10")
	at(t, game(t, "kickoff 72", "run 35 2 9 in"), "Q1 14:20 home 17 2-13")
	at(t, game(t, "kickoff 72", "run 38 0 in"), "Q1 14:20 home 45 1-10")
	at(t, game(t, "kickoff 72", "short 69"), "Q1 14:30 home 35 1-10")
}

// S21: passes: deep in the red zone only; a scramble; sacks; grounding.
func TestS21Passes(t *testing.T) {
	refused(t, game(t, "kickoff 72", "short"), "deep", "only in the red zone")
	at(t, game(t, "kickoff 72", "run 61 0 in", "short deep"), "Q1 14:00 home 80 2-10")
	at(t, game(t, "kickoff 72", "short 45 84 not in"), "Q1 14:20 home 20 2-10")
	at(t, game(t, "kickoff 72", "short 45 84 rusher in"), "Q1 14:20 home 18 2-12")
	at(t, game(t, "kickoff 72", "long 47 4"), "Q1 14:20 home 13 2-17")
	at(t, game(t, "kickoff 72", "long 99 5"), "Q1 14:30 home 10 2-20")
	at(t, game(t, "kickoff 72", "long 99 15"), "Q1 14:30 home 5 2-25")
	m := game(t, "kickoff 72", "long 99 20")
	if m.State.Score[Away] != 2 {
		t.Errorf("grounding in the end zone: %v", m.State.Score)
	}
}

// S22: fumbles: the check, the recovery, the player; own recovery keeps
// the ball; the other team falls on it or returns it.
func TestS22Fumbles(t *testing.T) {
	at(t, game(t, "kickoff 72", "run 55 4 9 8 in"), "Q1 14:20 home 24 2-6")
	at(t, game(t, "kickoff 72", "run 55 4 3 8 5 6 in"), "Q1 14:20 home 24 2-6")
	at(t, game(t, "kickoff 72", "run 55 4 3 8 15 12 in"), "Q1 14:20 home 24 2-6")
	at(t, game(t, "kickoff 72", "run 55 4 3 8 15 6 fall"), "Q1 14:20 away 76 1-10")
	at(t, game(t, "kickoff 72", "run 55 4 3 8 15 6 return 1 05"), "Q1 14:20 away 81 1-10")
}

// S23: interceptions: the d20 and the rating, the spot, fall or return.
func TestS23Interceptions(t *testing.T) {
	at(t, game(t, "kickoff 72", "short 63 9 8"), "Q1 14:30 home 20 2-10")
	at(t, game(t, "kickoff 72", "short 63 3 8 5 fall"), "Q1 14:20 away 75 1-10")
	at(t, game(t, "kickoff 72", "short 62 3 8 5 fall"), "Q1 14:20 away 85 1-10")
	at(t, game(t, "kickoff 72", "run 61 0 in", "long 68 3 8 9"), "Q1 14:00 home 80 2-10")      // past the end line
	at(t, game(t, "kickoff 72", "run 61 0 in", "long 65 3 8 5 fall"), "Q1 13:50 away 20 1-10") // in the end zone: a touchback
}

// S24: injuries and how long they last.
func TestS24Injuries(t *testing.T) {
	for total, want := range map[int]string{18: "dinged", 13: "play", 10: "possession", 7: "quarter", 5: "half", 3: "game",
		1: "games:1", -1: "games:2", -3: "games:3", -4: "games:4", -5: "games:5", -6: "season"} {
		j := Injury{}
		j.Out, j.Games = OutFor(total)
		if j.OutText() != want {
			t.Errorf("%d: %s, want %s", total, j.OutText(), want)
		}
	}
	m := game(t, "kickoff 72", "run 22 hurt off 6 5 8 in")
	if len(m.State.Injured) != 1 || m.State.Injured[0].OutText() != "play" {
		t.Fatalf("injured %+v", m.State.Injured)
	}
	m = game(t, "kickoff 72", "run 22 hurt off 6 5 8 in", "run 02 in")
	if len(m.State.Injured) != 0 {
		t.Errorf("one play: still out %+v", m.State.Injured)
	}
	m = game(t, "kickoff 72", "short 49 3 2 3")
	if len(m.State.Injured) != 1 || m.State.Injured[0].Token != 1 || m.State.Injured[0].OutText() != "half" {
		t.Errorf("49 hurts the quarterback: %+v", m.State.Injured)
	}
	m = game(t, "kickoff 72", "run 22 hurt off 6 5 5 in", "punt 1 41 0 1 00")
	if len(m.State.Injured) != 0 {
		t.Errorf("the possession ended: still out %+v", m.State.Injured)
	}
}

// S25: punts: returnable, high with a fair catch, out of bounds, into the
// end zone, blocked.
func TestS25Punts(t *testing.T) {
	at(t, game(t, "kickoff 72", "punt 1 41 0 1 00"), "Q1 14:40 away 40 1-10")
	at(t, game(t, "kickoff 72", "punt 1 42 0 5 8"), "Q1 14:40 away 40 1-10")
	at(t, game(t, "kickoff 72", "punt 1 43 0"), "Q1 14:40 away 40 1-10")
	at(t, game(t, "kickoff 72", "punt 1 53 9"), "Q1 14:40 away 21 1-10")
	at(t, game(t, "kickoff 72", "punt 1 44 5 3 4"), "Q1 14:40 away 85 1-10")
	m := game(t, "kickoff 72", "punt 1 44 20 3 4")
	if m.State.Score[Away] != 2 {
		t.Errorf("blocked in the end zone, kicking team recovers: %v", m.State.Score)
	}
	m = game(t, "kickoff 72", "punt 1 44 20 15 4")
	if m.State.Score[Away] != 6 {
		t.Errorf("blocked in the end zone, defense recovers: %v", m.State.Score)
	}
	at(t, game(t, "kickoff 72", "punt 12 none 1 41 0 1 00"), "Q1 14:40 away 40 1-10")
}

// S26: penalties on kicks.
func TestS26KickPenalties(t *testing.T) {
	at(t, game(t, "kickoff 72", "punt 11 41 0 1 00 3"), "Q1 14:40 away 50 1-10")
	at(t, game(t, "kickoff 72", "punt 11 41 0 1 00 7"), "Q1 14:40 home 25 1-10")
	at(t, game(t, "kickoff 72", "punt 11 41 0 1 00 8"), "Q1 14:40 home 15 1-15")
	at(t, game(t, "kickoff 72", "run 71 0 in", "fg none 11 50 1"), "Q1 14:10 home 95 1-5")
	m := game(t, "kickoff 72", "run 71 0 in", "fg none 11 60 8 none 1 50")
	if m.State.Score[Home] != 3 {
		t.Errorf("kick again after 8: %v", m.State.Score)
	}
	at(t, game(t, "kickoff 51 0 8 05 K15"), "Q1 14:50 home 40 1-10")
}

// S27: returns: the d12's follow-ups, L and the long code, 00 and 90
// inside the 10, a touchdown, a touchback in the returner's own end zone.
func TestS27Returns(t *testing.T) {
	at(t, game(t, "kickoff 61 8 1 l 31 5"), "Q1 14:50 home 37 1-10")
	at(t, game(t, "kickoff 61 8 1 00"), "Q1 14:50 home 12 1-10")
	at(t, game(t, "kickoff 71 5 return 1 01"), "Q1 14:50 home 20 1-10")
	m := game(t, "kickoff 61 8 1 91 9")
	if m.State.Score[Home] != 6 || m.State.Phase != PhTry {
		t.Errorf("a return touchdown: %+v", m.State.Snap())
	}
	m = game(t, "kickoff 61 8 10 05 def 3 2 3")
	if len(m.State.Injured) != 1 || m.State.Injured[0].Side != Away {
		t.Errorf("d12 10 on a return: %+v", m.State.Injured)
	}
}

// S28: weird plays: a code off the chart, or none and the play again.
func TestS28Weird(t *testing.T) {
	at(t, game(t, "kickoff 72", "run 88 05 in"), "Q1 14:20 home 25 2-5")
	at(t, game(t, "kickoff 72", "run 88 none 05 in"), "Q1 14:20 home 25 2-5")
	refused(t, game(t, "kickoff 72", "run 88"), "88", "Weird Play chart")
}

// S29: field goals: good, no good (the defense at the spot of the kick or
// its 20), off the crossbar, blocked; the column for the yard line + 17.
func TestS29FieldGoals(t *testing.T) {
	m := game(t, "kickoff 72", "run 61 0 in", "fg none 1")
	if a := m.NextAsk(); !strings.Contains(a.What, "yard line 20 + 17 = 37: read the \"40\" column") {
		t.Errorf("fg ask %q", a.What)
	}
	at(t, game(t, "kickoff 72", "run 61 0 in", "fg none 1 60"), "Q1 14:10 away 27 1-10")
	at(t, game(t, "kickoff 72", "run 21 0 in", "fg none 1 60"), "Q1 14:10 away 67 1-10")
	at(t, game(t, "kickoff 72", "run 71 0 in", "fg none 1 60"), "Q1 14:10 away 20 1-10")
	if s := game(t, "kickoff 72", "run 61 0 in", "fg none 1 40 10").State.Score; s[Home] != 3 {
		t.Errorf("crossbar 10: %v", s)
	}
	if s := game(t, "kickoff 72", "run 61 0 in", "fg rush 12 50").State.Score; s[Home] != 3 {
		t.Errorf("rush and a 12, the chart's 50: %v", s)
	}
}

// S30: kickoffs: out of bounds, touchback, the end zone, onside.
func TestS30Kickoffs(t *testing.T) {
	at(t, game(t, "kickoff 72"), "Q1 14:50 home 20 1-10")
	at(t, game(t, "kickoff 81 9"), "Q1 14:50 home 20 1-10")
	at(t, game(t, "kickoff 71 5 touchback"), "Q1 14:50 home 20 1-10")
	at(t, game(t, "onside 5 3 4"), "Q1 14:50 away 43 1-10")
	at(t, game(t, "onside 18 3 8 filled"), "Q1 14:50 home 47 1-10")
	at(t, game(t, "onside 5 3 8 empty"), "Q1 14:50 away 43 1-10")
	refused(t, game(t, "kickoff 72"), "kickoff", "")
}

// TestStatusDownsAndTimeouts: the status carries the down and distance at
// a scrimmage down (none at a kickoff) and each team's timeouts, which the
// situation line and replay --json write once for every game of downs.
func TestStatusDownsAndTimeouts(t *testing.T) {
	m := game(t)
	if st := m.Status(); st.Down != 0 || st.Timeouts != m.State.TO || m.State.Phase != PhKickoff {
		t.Errorf("at the kickoff: down %d, timeouts %v (the state's %v)", st.Down, st.Timeouts, m.State.TO)
	}
	m = game(t, "kickoff 72")
	st := m.Status()
	if m.State.Phase != PhScrimmage || st.Down != 1 || st.Down != m.State.Down || st.ToGo != m.State.ToGo || st.Timeouts != m.State.TO {
		t.Errorf("after the kickoff: %d and %d, timeouts %v; the state's %d and %d, %v", st.Down, st.ToGo, st.Timeouts, m.State.Down, m.State.ToGo, m.State.TO)
	}
	if sum := engine.SummaryOf("4th-street", m.Teams, m); sum.Downs.Down == nil || *sum.Downs.Down != 1 || sum.Downs.Timeouts.Away != m.State.TO[Away] {
		t.Errorf("replay --json's downs %+v", sum.Downs)
	}
}
