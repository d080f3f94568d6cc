package firstandroll_test

import (
	"strings"
	"testing"

	"github.com/fourthdown/fourthdown/tracker"
)

// said is what the table says for the last entry of g.
func said(g *tracker.Game) string {
	var out []string
	for _, l := range g.Match.StepText(g.Match.Entries() - 1) {
		out = append(out, l.Text)
	}
	return strings.Join(out, "\n")
}

// TestRerollsAndKicksExplained: a clock die's turnover says the die is
// rolled again and what its faces do then; the try's clock die says it
// comes before the kick die and when the kick misses; the overtime
// question names the tied teams, and the receiver's the coin toss; the
// defense's call menu hints what each call defends, not the offense's
// play. Each passed without a word.
func TestRerollsAndKicksExplained(t *testing.T) {
	g := replayText(t, "regular touchback red green 4 turnover")
	if s := said(g); !strings.Contains(s, "turnover: roll the clock die again") {
		t.Errorf("a clock turnover says %q", s)
	}
	if p := g.Match.Prompt().Label; !strings.Contains(p, "clock die again") || !strings.Contains(p, "turnover loses the ball") {
		t.Errorf("the second clock die asks %q", p)
	}

	// A touchdown: the try's clock die, then its kick die.
	g = replayText(t, "regular return 40 40 20 pat")
	if p := g.Match.Prompt().Label; !strings.Contains(p, "before the kick die") || !strings.Contains(p, "turnover and a kick die of 20") {
		t.Errorf("the try's clock die asks %q", p)
	}

	// The defense's call.
	g = replayText(t, "regular touchback red")
	for _, o := range g.Match.Prompt().Options {
		if strings.Contains(o.Hint, "breaks a tackle when the defense") || strings.Contains(o.Hint, "a bomb when the defense") || !strings.Contains(o.Hint, "against") {
			t.Errorf("the defense's %s hints %q: the offense's words", o.Token, o.Hint)
		}
	}

	// Overtime: the teams by name, the toss.
	og, toks := playUntil(t, scoreless, "overtime or tie")
	if p := og.Match.Prompt().Label; !strings.Contains(p, "Rollers 0, Boxcars 0") {
		t.Errorf("the overtime question %q names no teams", p)
	}
	og = replayText(t, strings.Join(toks, " ")+" overtime")
	p := og.Match.Prompt()
	if !strings.Contains(p.Label, "coin toss") || !strings.Contains(p.Label, "Bears") || !strings.Contains(p.Label, "Lions") {
		t.Errorf("the overtime receiver's question %q names no toss or teams", p.Label)
	}
}
