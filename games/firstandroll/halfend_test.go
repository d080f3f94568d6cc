package firstandroll_test

import (
	"slices"
	"testing"

	"github.com/fourthdown/fourthdown/games/firstandroll"
)

// TestHalfAndRegulationEndSaid: the table says when the first half and
// regulation end, with the score, in the words of every game
// (engine.Teams.EndOf); they passed in silence. Every entry that moves the clock marker is news, so the table
// shows the situation line (and its clock) again.
func TestHalfAndRegulationEndSaid(t *testing.T) {
	g, _ := playUntil(t, scoreless, "overtime or tie")
	var said []string
	for i := range g.Match.Entries() {
		step := g.Match.(*firstandroll.Match).Step(i)
		after := g.Match.(*firstandroll.Match).State
		if i+1 < g.Match.Entries() {
			after = g.Match.(*firstandroll.Match).Step(i + 1).Before
		}
		news := false
		for _, l := range g.Match.StepText(i) {
			said = append(said, l.Text)
			news = news || l.News
		}
		if after.Marker != step.Before.Marker && !news {
			t.Errorf("entry %d (%s) moved the clock from %s to %s and is not news", i, step.Token.Text,
				firstandroll.ClockText(step.Before.Marker), firstandroll.ClockText(after.Marker))
		}
	}
	for _, want := range []string{"END OF FIRST HALF: Rollers 0, Boxcars 0", "END OF REGULATION: Rollers 0, Boxcars 0"} {
		if !slices.Contains(said, want) {
			t.Errorf("the table never says %q", want)
		}
	}
}
