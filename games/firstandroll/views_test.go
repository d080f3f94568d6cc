package firstandroll_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/tracker"
)

// replayText replays a 1st & Roll record body (home receives).
func replayText(t *testing.T, body string) *tracker.Game {
	t.Helper()
	rec, err := tracker.ParseString("game: 1st-and-roll\nhome: Bears\naway: Lions\nreceives: home\n" + body + "\n")
	if err != nil {
		t.Fatal(err)
	}
	g, err := tracker.Replay(rec)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// A possession that ends with the half has its end, so the drive chart's
// labels stay under their own possessions; every possession of a finished
// game has ended.
func TestDriveChartHalfEnd(t *testing.T) {
	g, toks := playUntil(t, scoreless, "overtime or tie")
	g = replayText(t, strings.Join(toks, " ")+" tie")
	ps := tracker.Possessions(g)
	for i, p := range ps {
		if !p.Ended {
			t.Errorf("possession %d (%s, half %d) never ended", i+1, p.Team, p.Period)
			continue
		}
		if got := g.Match.Brief(i); got != p.End.Text {
			t.Errorf("possession %d: brief %q, its end %q", i+1, got, p.End.Text)
		}
	}
	// The possession under way when each half ran out ends "half ends".
	halves := 0
	for i, p := range ps {
		if p.End.Result == engine.ResPeriodEnd {
			halves++
			if i+1 < len(ps) && ps[i+1].Period == p.Period {
				t.Errorf("possession %d ended with the half, yet %d follows in the same half", i+1, i+2)
			}
		}
	}
	if halves != 2 {
		t.Errorf("%d possessions ended with a half, want 2", halves)
	}
}

// Time of possession counts every clock space of each half: 30 in a game
// whose halves both ran out.
func TestTimeOfPossessionEveryClockSpace(t *testing.T) {
	_, toks := playUntil(t, scoreless, "overtime or tie")
	g := replayText(t, strings.Join(toks, " ")+" tie")
	total := 0
	for _, e := range g.Match.Shared() {
		if e.Kind == engine.EvPlay {
			total += e.Time
		}
	}
	if total != 30 {
		t.Errorf("the plays' clock spaces add up to %d, want 30", total)
	}
	for _, r := range g.Match.StatRows() {
		if r.Label == "Time of possession" {
			n := 0
			for _, v := range r.Value {
				var k int
				if _, err := fmt.Sscan(v, &k); err != nil {
					t.Fatal(err)
				}
				n += k
			}
			if n != 30 {
				t.Errorf("time of possession %v adds up to %d, want 30", r.Value, n)
			}
		}
	}
}

// Every play from scrimmage is one play event of its own offense, made
// when the play is resolved: a 4th down that fails while the clock moves
// is not also a play of the team that takes over.
func TestOnePlayEventPerPlay(t *testing.T) {
	g := replayText(t, "regular touchback yellow red 0 blank yellow red 0 blank yellow red 0 blank yellow red 3 clock no")
	var plays []engine.Event
	for _, e := range g.Match.Shared() {
		if e.Kind == engine.EvPlay {
			plays = append(plays, e)
		}
	}
	if len(plays) != 4 {
		t.Fatalf("%d play events, want 4: %+v", len(plays), plays)
	}
	last := plays[3]
	if last.Team != engine.Home || last.Down != 4 || last.Yards != 3 || last.To != 28 || last.Time != 1 {
		t.Errorf("the 4th-down play: %+v; want home's, 4th down, +3 to 28, 1 clock space", last)
	}
	// A fumble's play ends where the ball was lost, before the return.
	g = replayText(t, "regular touchback yellow red 5 turnover turnover 6* 2 -3")
	for _, e := range g.Match.Shared() {
		if e.Kind == engine.EvPlay && (e.Team != engine.Home || e.To != 30 || e.Yards != 5) {
			t.Errorf("the fumbled play: %+v; want home's, +5 to 30", e)
		}
	}
}

// The play's result is said as soon as its faces are in, before the clock
// is asked about, with the reason when the faces do not tell it.
func TestPlayResultBeforeTheClock(t *testing.T) {
	for _, c := range []struct {
		name, body string
		want       []string
	}{
		{"a gain", "regular return 3 2 2 yellow red 21 clock", []string{"Bears +21 yards, 1st and 10 at own 28"}},
		{"a breakaway", "regular touchback red green 6*", []string{"breakaway: roll red again"}},
		{"a broken tackle", "regular touchback red green 2s", []string{"broken tackle: roll red again"}},
		{"a pass too deep", "regular return 40 40 15 green red throw 8 clock",
			[]string{"incomplete: more than 2 yards past the goal line", "Bears +0 yards, 2nd and goal at LIO 5"}},
		{"a penalty at the 1", "regular return 0 0 0 red red 1 F clock O5 accept",
			[]string{"the ball stays on the 1: a penalty never puts it on the goal line", "Bears +0 yards (O5 false start, offense: accepted), 1st and 10 at own 1"}},
		{"4th down short", "regular touchback yellow red 0 blank yellow red 0 blank yellow red 0 blank yellow red 3 clock",
			[]string{"Bears +3 yards: turnover on downs", "Lions ball on BEA 28"}},
	} {
		g := replayText(t, c.body)
		var got []string
		for _, l := range g.Match.StepText(g.Match.Entries() - 1) {
			got = append(got, l.Text)
		}
		if strings.Join(got, "\n") != strings.Join(c.want, "\n") {
			t.Errorf("%s: said %q, want %q", c.name, got, c.want)
		}
		if w := g.Match.Next().What; c.name != "a breakaway" && c.name != "a broken tackle" && w != "timeout" {
			t.Errorf("%s: asked %s next, want the timeout", c.name, w)
		}
	}
}
