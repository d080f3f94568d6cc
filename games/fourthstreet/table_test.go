package fourthstreet

import (
	"strings"
	"testing"
)

// stepLines are what the table says for the last entry.
func stepLines(m *Match) string {
	var out []string
	for _, l := range m.StepText(m.Entries() - 1) {
		out = append(out, l.Text)
	}
	return strings.Join(out, "\n")
}

// TestKickFlagSaidAtOnce: a flag on a field goal that has the kick tried
// again is said, with the new spot, as soon as its d10 is in, before the
// kick is asked again; it was said only after the second kick.
func TestKickFlagSaidAtOnce(t *testing.T) {
	m := game(t, "kickoff 61 8 9 11 9 K5", "fg none 11 80 8")
	if a := m.NextAsk(); a.What != "is the kick rushed (a d20 not above the rushers)" {
		t.Fatalf("asked %q next, want the kick again", a.What)
	}
	said := stepLines(m)
	for _, want := range []string{"flag on the kick: offsides, kicking team 5: the kick again",
		"penalty on Bills: offsides, kicking team, 5 yards", "the kick again from own 21"} {
		if !strings.Contains(said, want) {
			t.Errorf("the flag's d10 says %q, want %q", said, want)
		}
	}
	// Once the kick is in, the play's lines say the flag once more in
	// their place, with the kick's result.
	applyLine(t, m, "none 5 80")
	if said := stepLines(m); !strings.Contains(said, "Bills FIELD GOAL NO GOOD from 96 yards") {
		t.Errorf("the play says %q", said)
	}
}

// TestPromptsSayEachThingOnce: the echo of a code that asks in or out of
// bounds names the question, whose prompt gives the rule (it was printed
// twice); a d10's prompt names the die and its faces once, not after the
// code's text in parentheses inside parentheses.
func TestPromptsSayEachThingOnce(t *testing.T) {
	m := game(t, "kickoff 61 8 9 11 9 K5", "run 07")
	echo := stepLines(m)
	if strings.Contains(echo, "doubles") || !strings.Contains(echo, "next: in or out of bounds") {
		t.Errorf("the code's echo %q: want the question named, its rule left to the prompt", echo)
	}
	if p := m.Prompt().Label; strings.Count(p, "doubles") != 1 {
		t.Errorf("the prompt %q does not give the rule once", p)
	}
	m = game(t, "kickoff 61 8 9 11 9 K5", "run 29")
	p := m.Prompt().Label
	if strings.Contains(p, "(a d10 (") || strings.Contains(p, "10 + d10 yards") || !strings.Contains(p, "d10 (0-9; 10 is read as 0)") {
		t.Errorf("the d10's prompt %q: want the die and its faces once, the code by number", p)
	}
	if !strings.Contains(p, "29") {
		t.Errorf("the d10's prompt %q does not name its code", p)
	}
}

// TestKickFlagInjuryNoKickAgain: a flag's d10 that injures a player asks
// who, and does not say the kick is tried again.
func TestKickFlagInjuryNoKickAgain(t *testing.T) {
	m := game(t, "kickoff 61 8 9 11 9 K5", "fg none 11 80 6")
	if said := stepLines(m); strings.Contains(said, "the kick again") {
		t.Errorf("a flag that injures says %q", said)
	}
}

// TestGameEndAfterTryClearsQuarterInjuries: when the 4th quarter runs out
// on a touchdown and ends after its try, the game is over and a player out
// for the quarter is no longer listed, as after any last play (S11: the
// quarter ends after the play and its try; S24: out until it ends). He was
// put back with the list kept from the score. A player out for the half
// stays listed at the game's end, as the spec's worked game 8 lists him.
func TestGameEndAfterTryClearsQuarterInjuries(t *testing.T) {
	m := played(t, 4, 7, 90, "run 22 hurt def 4 5 3 in", "run 22 hurt def 5 3 3 in")
	var outs []Out
	for _, j := range m.State.Injured {
		outs = append(outs, j.Out)
	}
	if len(outs) != 2 || outs[0] != OutQuarter || outs[1] != OutHalf {
		t.Fatalf("injured before the touchdown: %+v, want one out for the quarter and one for the half", m.State.Injured)
	}
	applyLine(t, m, "run 11 9")
	applyLine(t, m, "kick none 1 50")
	if !m.State.Final {
		t.Fatalf("the game goes on: Q%d, %d ticks, %+v", m.State.Quarter, m.State.Ticks, m.NextAsk())
	}
	if len(m.State.Injured) != 1 || m.State.Injured[0].Out != OutHalf {
		t.Errorf("the game is over and the injured are %+v; want only the player out for the half", m.State.Injured)
	}
}
