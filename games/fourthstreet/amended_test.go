package fourthstreet

import (
	"strings"
	"testing"

	"github.com/fourthdown/fourthdown/engine"
)

// The rulings amended on 2026-11-25 (the spec's "Changes"), each from a
// crafted record.

// asks checks that the next question offers exactly words.
func asks(t *testing.T, m *Match, words string) {
	t.Helper()
	if a := m.NextAsk(); strings.Join(a.Words, " ") != words {
		t.Errorf("asked %q %v, want %s", a.What, a.Words, words)
	}
}

// at(t, m, ...) from a match at home's own own, 1st and 10, in quarter q
// with ticks left, after lines.
func played(t *testing.T, q, ticks, own int, lines ...string) *Match {
	t.Helper()
	m := from(q, ticks, own)
	for _, l := range lines {
		applyLine(t, m, l)
	}
	return m
}

// S21: a pass gain past the end line (more than 10 yards deep) asks
// receiver or other, after everything its code asks; penalty codes and
// scrambles never ask it, nor a two-point try.
func TestS21EndLine(t *testing.T) {
	// The record: from own 29, 81 + 9 = 89 yards, 18 past the goal.
	m := game(t, "kickoff 61 4 7 21 3")
	at(t, m, "Q1 14:50 home 29 1-10")
	applyLine(t, m, "long 81 9")
	asks(t, m, "receiver other")
	applyLine(t, m, "receiver")
	if m.State.Score[Home] != 6 || m.State.Phase != PhTry {
		t.Errorf("receiver: %+v", m.State.Snap())
	}
	at(t, game(t, "kickoff 61 4 7 21 3", "long 81 9 other"), "Q1 14:30 home 29 2-10") // incomplete: 2 ticks

	// 10 yards deep is still in the end zone: a touchdown, nothing asked.
	m = played(t, 1, 60, 80, "long 31 0")
	if m.State.Score[Home] != 6 {
		t.Errorf("30 yards from the 20: %+v", m.State.Snap())
	}
	// 11 yards deep asks.
	m = played(t, 1, 60, 80, "long 31 1")
	asks(t, m, "receiver other")

	// After everything its code asks: 27's d10 and hurt come first.
	m = played(t, 1, 60, 90, "long 27 5 hurt def 9 2 3")
	asks(t, m, "receiver other")
	applyLine(t, m, "other")
	at(t, m, "Q1 9:40 home 90 2-10")
	if len(m.State.Injured) != 1 || m.State.Injured[0].Side != Away || m.State.Injured[0].Token != 9 {
		t.Errorf("the injury stands on an incomplete pass: %+v", m.State.Injured)
	}
	// A fumble code: the question comes after the d10 and before any
	// fumble check; a touchdown asks no fumble check.
	m = played(t, 1, 60, 90, "medium 57 4")
	asks(t, m, "receiver other")
	applyLine(t, m, "receiver")
	if m.State.Score[Home] != 6 || m.State.Phase != PhTry {
		t.Errorf("57 caught past the end line: %+v", m.State.Snap())
	}
	at(t, played(t, 1, 60, 90, "medium 57 4 other"), "Q1 9:40 home 90 2-10")

	// The codes that carry a penalty never ask it: their gain reaching the
	// goal line is a touchdown.
	for _, l := range []string{"long 29 9 3", "long 38 9", "long 12 9", "long 36 9"} {
		m = played(t, 1, 60, 85, l)
		if m.State.Score[Home] != 6 || m.State.Phase != PhTry {
			t.Errorf("%s from the 15: %+v, asked %q", l, m.State.Snap(), m.NextAsk().What)
		}
	}
	// Nor a scramble (a run).
	m = played(t, 1, 60, 80, "long 45 41 9")
	if m.State.Score[Home] != 6 || m.State.Phase != PhTry {
		t.Errorf("a scramble of 49: %+v, asked %q", m.State.Snap(), m.NextAsk().What)
	}
	// Nor a run.
	m = played(t, 1, 60, 80, "run 41 9")
	if m.State.Score[Home] != 6 {
		t.Errorf("a run of 49: %+v", m.State.Snap())
	}
	// Nor a two-point try: the code alone decides.
	m = game(t, "kickoff 72", "run 89", "two long 31 9")
	if m.State.Score[Home] != 8 || m.State.Phase != PhKickoff {
		t.Errorf("two with 39 yards: %+v", m.State.Snap())
	}
	// The question is the offense's, and anything else is refused.
	m = played(t, 1, 60, 80, "long 31 1")
	if a := m.NextAsk(); a.Team != Home || a.ID != AskChoice {
		t.Errorf("asked %+v", a)
	}
	refused(t, m, "in", "receiver or other")
	// On a 4th down, other is a turnover on downs at the line.
	m = played(t, 1, 60, 80, "short 46", "short 46", "short 46", "long 31 1 other")
	at(t, m, "Q1 8:40 away 20 1-10")
}

// S26, S29: on a d12 of 11 the crossbar d20 of code 40 is part of the play
// and comes before the flag's d10; a crossbar of 0-10 is never a penalty.
func TestS26CrossbarBeforePenalty(t *testing.T) {
	// The entry: the crossbar's 17 (no good), then the d10's 3.
	m := game(t, "kickoff 72", "run 89", "kick none 11 40 17 3")
	if m.State.Score[Home] != 6 || m.State.Phase != PhKickoff || m.State.Off != Away {
		t.Errorf("kick none 11 40 17 3: %+v", m.State.Snap())
	}
	m = game(t, "kickoff 72", "run 89", "kick none 11 40")
	if a := m.NextAsk(); !strings.Contains(a.What, "crossbar") {
		t.Errorf("after 40, asked %q", a.What)
	}
	applyLine(t, m, "8")
	if a := m.NextAsk(); !strings.Contains(a.What, "penalty on the kick") {
		t.Errorf("after the crossbar, asked %q", a.What)
	}
	applyLine(t, m, "2") // no penalty: the crossbar's 8 is good
	if m.State.Score[Home] != 7 {
		t.Errorf("crossbar 8, flag 2: %v", m.State.Score)
	}
	// The crossbar's 8 is no flag (8 would be the kick again), nor 6 an
	// injury.
	m = game(t, "kickoff 72", "run 89", "kick none 11 40 6 3")
	if m.State.Score[Home] != 7 || len(m.State.Injured) != 0 {
		t.Errorf("crossbar 6, flag 3: %v %+v", m.State.Score, m.State.Injured)
	}
	// 0 is no crossbar roll.
	refused(t, game(t, "kickoff 72", "run 89", "kick none 11 40"), "0", "a d20 (1-20)")
	// A field goal off the crossbar, then a flag 8: the kick again from 5
	// yards back, and only the second kick counts.
	m = game(t, "kickoff 72", "run 61 0 in", "fg none 11 40 5 8 none 1 60")
	if m.State.Score[Home] != 0 || m.State.Off != Away {
		t.Errorf("crossbar good but the kick again, missed: %+v", m.State.Snap())
	}
}

// S27: a return that never leaves the returner's end zone is a touchback
// at his 20 and asks no fumble check; a return penalty on it is assessed
// from the 20.
func TestS27Touchback(t *testing.T) {
	// 71 + 8 = 78 yards from the 30: fielded 8 deep, returned 6.
	at(t, game(t, "kickoff 71 8 return 11 06"), "Q1 14:50 home 20 1-10")
	at(t, game(t, "kickoff 71 8 return 8 06 R5"), "Q1 14:50 home 15 1-10")
	at(t, game(t, "kickoff 71 8 return 9 06 K10"), "Q1 14:50 home 30 1-10")
	// Out of the end zone, the fumble check is asked.
	m := game(t, "kickoff 71 8 return 11 21 0")
	if a := m.NextAsk(); a.What != "d20: fumble check" {
		t.Errorf("a return to the 12: asked %q", a.What)
	}
	// An interception in the end zone returned and kept there.
	m = played(t, 1, 60, 80, "long 65 3 8 5 return 11 05")
	at(t, m, "Q1 9:30 away 20 1-10")
}

// S7, S24: the returning team is the offense for the return: its injuries
// for the possession last through it, and the ball changing hands twice in
// one play (a punt returned, fumbled, recovered by the punting team)
// resets the tempo.
func TestS7TempoTwoChanges(t *testing.T) {
	m := game(t, "kickoff 72", "slow punt 1 41 0 11 05 3 8 15 5 fall")
	at(t, m, "Q1 14:30 home 55 1-10")
	if m.State.Tempo != Normal {
		t.Errorf("the punting team has the ball back: tempo %v", m.State.Tempo)
	}
	// The returner's fumble recovered by his own team: it keeps the ball.
	m = game(t, "kickoff 72", "slow punt 1 41 0 11 05 3 8 5 5")
	at(t, m, "Q1 14:30 away 45 1-10")
	// An interception returned and fumbled back to the passing team.
	m = game(t, "kickoff 72", "hurry short 63 3 8 5 return 11 05 3 8 15 5 fall")
	if m.State.Off != Home || m.State.Tempo != Normal {
		t.Errorf("an interception fumbled back: %v %v", m.State.Off, m.State.Tempo)
	}
}

// S24: on every return off is the returning team, and its injury for the
// possession lasts while it keeps the ball.
func TestS24ReturnInjuries(t *testing.T) {
	m := game(t, "kickoff 72", "punt 1 41 0 10 05 off 3 2 9")
	if j := m.State.Injured; len(j) != 1 || j[0].Side != Away || j[0].Token != 3 || j[0].OutText() != "possession" {
		t.Fatalf("the returner's teammate hurt for the possession: %+v", j)
	}
	applyLine(t, m, "run 02 in")
	if len(m.State.Injured) != 1 {
		t.Errorf("still the returning team's possession: %+v", m.State.Injured)
	}
	applyLine(t, m, "punt 1 41 0 1 05")
	if len(m.State.Injured) != 0 {
		t.Errorf("the ball changed hands: %+v", m.State.Injured)
	}
	// A kickoff's returner is already the team with the ball.
	m = game(t, "kickoff 51 0 10 05 def 3 2 9")
	if j := m.State.Injured; len(j) != 1 || j[0].Side != Away {
		t.Errorf("the kicking team's player hurt: %+v", j)
	}
}

// midQ2 is a match in the 2nd quarter's last 10 seconds with the team
// that did not receive the opening kickoff (away) on offense: it receives
// the 3rd quarter's kickoff too.
func lastPlay(q int, off Side) *Match {
	m := from(q, 1, 50)
	m.State.Off = off
	m.Start = m.State
	return m
}

// S11: the end of the 2nd quarter ends every tempo and every injury for
// the possession, even when the team with the ball receives the 3rd
// quarter's kickoff.
func TestS11HalftimeEndsPossession(t *testing.T) {
	m := lastPlay(2, Away)
	applyLine(t, m, "slow")
	applyLine(t, m, "run 22 hurt off 6 3 8 in") // 11: out for the possession
	s := &m.State
	if s.Quarter != 3 || s.Phase != PhKickoff || s.Off != Away {
		t.Fatalf("halftime, away to receive: %+v", s.Snap())
	}
	if s.Tempo != Normal || len(s.Injured) != 0 {
		t.Errorf("after the half: tempo %v, injured %+v", s.Tempo, s.Injured)
	}
	// A half injury of the same play is gone too; a game injury stays.
	m = lastPlay(2, Away)
	applyLine(t, m, "run 22 hurt def 6 1 2 in") // 3: the rest of the game
	if len(m.State.Injured) != 1 || m.State.Injured[0].OutText() != "game" {
		t.Errorf("a game injury after the half: %+v", m.State.Injured)
	}
}

// S12: the end of the 4th quarter before overtime ends every tempo and
// every injury for the possession, whoever receives.
func TestS12OvertimeEndsPossession(t *testing.T) {
	m := lastPlay(4, Home)
	applyLine(t, m, "hurry")
	applyLine(t, m, "run 22 hurt off 6 3 8 in")
	s := &m.State
	if s.Phase != PhOvertime || s.Tempo != Normal || len(s.Injured) != 0 {
		t.Errorf("tied after the 4th: %+v tempo %v injured %+v", s.Snap(), s.Tempo, s.Injured)
	}
	applyLine(t, m, "overtime home kickoff 72")
	if s := &m.State; s.Off != Home || s.Tempo != Normal || len(s.Injured) != 0 {
		t.Errorf("overtime, the same team with the ball: %+v", s)
	}
}

// safetyLines give the away team a safety: the home team free-kicks from
// its own 20 (Q1 13:50).
var safetyLines = []string{"kickoff 72", "run 82 9 in", "run 82 9 in", "run 82 9"}

// S25, S26: a free-kick punt after a safety rolls its d12: a flag 8 or 9
// kicks the free kick again (punt allowed again) from 5 yards back or on;
// 7 gives the kicking team a 1st and 10 five yards on; out-of-bounds codes
// are returnable line drives.
func TestS25FreeKickPunt(t *testing.T) {
	m := game(t, append(safetyLines, "punt 11 41 0 1 05 8")...)
	s := &m.State
	if s.Phase != PhKickoff || !s.Free || s.KickFrom != 15 || s.Off != Away || s.Ticks != 80 {
		t.Fatalf("free kick again from the 15: %+v free %v from %d", s.Snap(), s.Free, s.KickFrom)
	}
	asks(t, m, "kickoff squib onside punt")
	applyLine(t, m, "punt 1 41 0 1 05")
	at(t, m, "Q1 13:10 away 50 1-10") // 15 + 40 = 55: the away 45, returned 5
	m = game(t, append(safetyLines, "punt 11 41 0 1 05 9")...)
	if s := &m.State; s.Phase != PhKickoff || !s.Free || s.KickFrom != 25 {
		t.Errorf("free kick again from the 25: %+v from %d", s.Snap(), s.KickFrom)
	}
	at(t, game(t, append(safetyLines, "punt 11 41 0 1 05 7")...), "Q1 13:20 home 25 1-10")
	// x3 codes and no fair catch: returned from where they land.
	at(t, game(t, append(safetyLines, "punt 1 43 0 1 05")...), "Q1 13:20 away 45 1-10")
	at(t, game(t, append(safetyLines, "punt 1 42 0 1 05")...), "Q1 13:20 away 45 1-10")
	// The d12's 12: the Weird Play chart.
	at(t, game(t, append(safetyLines, "punt 12 none 1 41 0 1 05")...), "Q1 13:20 away 45 1-10")
}

// S26: a wipe-out (7, 8, 9) restores spot, down, tempo and both teams'
// injured lists as before the punt; only the time stays off the clock. A
// punt played again is from the same down.
func TestS26WipeOutRestores(t *testing.T) {
	// Home's #6 is out for the quarter; the return hurts away's #3 for the
	// quarter; 8 wipes the punt out.
	m := game(t, "kickoff 72", "run 22 hurt off 6 2 5 in", "slow", "run 00 in", "punt 11 41 0 10 05 off 3 2 5 8")
	s := &m.State
	if len(s.Injured) != 1 || s.Injured[0].Side != Home || s.Injured[0].Token != 6 {
		t.Errorf("injured after the wipe-out: %+v", s.Injured)
	}
	at(t, m, "Q1 13:20 home 15 3-15")
	if s.Tempo != Slow {
		t.Errorf("tempo after the wipe-out: %v", s.Tempo)
	}
	// 9 on a 4th down: the 4th down again, 5 yards on.
	m = game(t, "kickoff 72", "run 00 in", "run 00 in", "run 00 in", "punt 11 41 0 10 05 def 3 2 5 9")
	at(t, m, "Q1 13:10 home 25 4-5")
	if len(m.State.Injured) != 0 {
		t.Errorf("the wiped return's injury: %+v", m.State.Injured)
	}
	// 7: a first down for the punting team.
	at(t, game(t, "kickoff 72", "run 00 in", "punt 11 41 0 1 05 7"), "Q1 14:10 home 25 1-10")
}

// S7: under slow-down the second incomplete pass in a row takes 1 tick,
// on a 4th down too, though the ball then goes over on downs; the new
// offense's first incomplete pass is not a second one.
func TestS7SlowFourthDownIncomplete(t *testing.T) {
	m := game(t, "kickoff 72", "slow run 00 in", "run 00 in", "short 46")
	at(t, m, "Q1 13:00 home 20 4-10")
	applyLine(t, m, "short 46")
	at(t, m, "Q1 12:50 away 80 1-10")
	applyLine(t, m, "slow short 46")
	at(t, m, "Q1 12:20 away 80 2-10")
	applyLine(t, m, "short 46")
	at(t, m, "Q1 12:10 away 80 3-10")
}

// S25, S26 in overtime: a punt returned for a touchdown still asks its
// penalty d10; 7-9 wipe the score out, 0-6 leave it standing.
func TestS26OvertimePuntReturn(t *testing.T) {
	ot := func() *Match {
		m := from(Overtime, 50, 30)
		m.State.Down, m.State.ToGo = 4, 10
		m.State.TO = [2]int{OTTimeouts, OTTimeouts}
		m.Start = m.State
		return m
	}
	m := ot()
	applyLine(t, m, "punt 11 41 0 1 91 9")
	if m.State.Final {
		t.Fatal("final before the flag's d10")
	}
	if a := m.NextAsk(); !strings.Contains(a.What, "penalty on the punt") {
		t.Fatalf("asked %q", a.What)
	}
	applyLine(t, m, "7")
	if s := &m.State; s.Final || s.Score != [2]int{0, 0} || s.Off != Home || s.Ball != 35 || s.Down != 1 {
		t.Errorf("7 wipes the touchdown out: %+v", s.Snap())
	}
	m = ot()
	applyLine(t, m, "punt 11 41 0 1 91 9 8")
	at(t, m, "OT 8:10 home 25 4-15")
	m = ot()
	applyLine(t, m, "punt 11 41 0 1 91 9 3")
	if s := &m.State; !s.Final || s.Winner != Away || s.Score[Away] != 6 {
		t.Errorf("3: the touchdown stands: %+v", s.Snap())
	}
	if n := len(m.Events); n == 0 || m.Events[n-1].Kind != EvGameOver {
		t.Errorf("the game's end is its last event")
	}
}

// A game that ends after a try ends as the try left it: the scorer on the
// try's spot, no kickoff.
func TestS11EndAfterTry(t *testing.T) {
	m := from(4, 1, 50)
	m.State.Score = [2]int{0, 3}
	m.Start = m.State
	applyLine(t, m, "long 89")
	applyLine(t, m, "kick none 1 50")
	s := &m.State
	if !s.Final || s.Winner != Home || s.Off != Home || s.Ball != TryFrom || s.Abs() != 98 {
		t.Errorf("final after the try: %+v", s.Snap())
	}
}

// Issue 37: a refused entry changes nothing, not even the next question's
// words.
func TestRefusedChangesNothing(t *testing.T) {
	for _, l := range []string{"kickoff 61 8 1", "kickoff 72 run", "kickoff 72 short 22", "kickoff 61 8 1 l", "kickoff 72 punt 1 41 0"} {
		m := game(t, l)
		before := m.NextAsk()
		for _, bad := range []string{"13", "zz", "-1", "L", "none", "88"} {
			err := m.Apply(engine.Token{Text: bad})
			if err == nil {
				m = game(t, l)
				continue
			}
			if a := m.NextAsk(); !sameAsk(a, before) {
				t.Errorf("%s then %q refused: asked %q, before %q", l, bad, a.What, before.What)
			}
			if !strings.HasPrefix(err.Error(), before.What+":") {
				t.Errorf("%s then %q: the refusal %q does not name the question %q", l, bad, err, before.What)
			}
		}
	}
}

// S18 as amended on 2026-11-28: the offense taking 39's offsides penalty
// over the play wipes the play out with all it did — a player hurt on it
// is not listed, a touchdown does not count — and then the 5 yards are
// assessed, as the encroachment's no play would be.
func TestS18OffsidesWipesThePlayOut(t *testing.T) {
	enc := game(t, "kickoff 72", "run 39 10")
	for _, play := range []string{"22 hurt def 4 2 1", "24 6 hurt off 6 2 8", "25 9 hurt def 9 2 3"} {
		m := game(t, "kickoff 72", "run 39 3 "+play+" penalty")
		if m.State.Snap() != enc.State.Snap() {
			t.Errorf("%s, penalty: %+v, want as the encroachment %+v", play, m.State.Snap(), enc.State.Snap())
		}
		if len(m.State.Injured) != 0 {
			t.Errorf("%s, penalty: the player hurt on the wiped-out play is listed: %+v", play, m.State.Injured)
		}
		for _, e := range m.Events {
			if e.Kind == EvInjury {
				t.Errorf("%s, penalty: the wiped-out play's injury is told: %+v", play, e)
			}
		}
		// The play taken, the injury stands.
		if m := game(t, "kickoff 72", "run 39 3 "+play+" play in"); len(m.State.Injured) != 1 {
			t.Errorf("%s, play: injured %+v, want the one hurt", play, m.State.Injured)
		}
	}
	// A player listed before the snap stays listed; a touchdown on the
	// wiped-out play does not count.
	m := played(t, 1, 60, 90, "run 22 hurt off 6 2 1 in", "run 39 3 27 5 hurt def 4 2 1 penalty")
	if m.State.Score[Home] != 0 || len(m.State.Injured) != 1 || m.State.Injured[0].Side != Home || m.State.Injured[0].Token != 6 {
		t.Errorf("a wiped-out touchdown: score %v, injured %+v, want 0 and home's 6 alone", m.State.Score, m.State.Injured)
	}
	at(t, m, "Q1 9:10 home 95 2-5")
}
