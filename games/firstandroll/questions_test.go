package firstandroll

import (
	"strings"
	"testing"
)

// TestRunClockSaysWhatEachAnswerDoes (F27): run the clock says what yes
// and no do to the clock and starts on the coach's answer: no (the marker
// moves only when the offense chooses), yes when ahead in the second half.
// It had no hints and started on yes.
func TestRunClockSaysWhatEachAnswerDoes(t *testing.T) {
	m := match(t, at25+"red yellow 4 clock no")
	if a := m.Next(); a.What != "run the clock" {
		t.Fatalf("asked %q", a.What)
	}
	hints := map[string]string{}
	for _, o := range m.Prompt().Options {
		hints[o.Token] = o.Hint
	}
	if !strings.HasPrefix(hints["yes"], "the clock moves to 26:00") || hints["no"] != "the clock stays on 28:00" {
		t.Errorf("hints %q", hints)
	}
	if got := defaultOf(m.Prompt()); got != "no" {
		t.Errorf("tied in the first half the menu starts on %q, want no", got)
	}
	m.State.Half, m.State.Score = 2, [2]int{7, 0}
	if got, coach := defaultOf(m.Prompt()), (Game{}).Coach(1).Choose(m, Home); got != "yes" || coach != "yes" {
		t.Errorf("ahead in the second half the menu starts on %q and the coach says %q, want yes", got, coach)
	}
}

// TestBlockDiceSayTwoAreRolled (F21, F22): each block die's question says
// two of the defense's dice are rolled and two flags block; the second
// says what the first showed. Both said only "a defense die".
func TestBlockDiceSayTwoAreRolled(t *testing.T) {
	const fourth = at25 + "yellow red 0 blank yellow red 0 blank yellow red 0 blank punt"
	for entries, want := range map[string]string{
		fourth:              "Lions — block die 1 of 2: roll any two of your defense dice; two flags block the punt",
		fourth + " F":       "Lions — block die 2 of 2: the first shows F; two flags block the punt",
		at25 + "fg":         "Lions — block die 1 of 2: roll any two of your defense dice; two flags block the field goal",
		fourth + " -1 0 30": "",
	} {
		m := match(t, entries)
		if want == "" {
			// The punt's offense die: its own hints, not the calls'.
			for _, o := range m.Prompt().Options {
				if o.Hint != "its face adds to the kick die's (no breakaway)" {
					t.Errorf("the punt's %s die says %q", o.Token, o.Hint)
				}
			}
			continue
		}
		if got := m.Prompt().Label; got != want {
			t.Errorf("after %q the question is %q, want %q", entries, got, want)
		}
	}
}

// TestKickReturnSaysTheReturn (F9): a kickoff return says its faces added
// up before where the ball is; it said only "Bears ball on own 18".
func TestKickReturnSaysTheReturn(t *testing.T) {
	m := match(t, "regular return 3 5 10")
	var said []string
	for _, l := range m.StepText(m.Entries() - 1) {
		said = append(said, l.Text)
	}
	if want := "kickoff return 3 + 5 + 10 = 18: Bears ball on own 18"; !strings.Contains(strings.Join(said, "\n"), want) {
		t.Errorf("the table says %q, want %q", said, want)
	}
}
