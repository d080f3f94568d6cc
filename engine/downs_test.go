package engine_test

import (
	"testing"

	"github.com/fourthdown/fourthdown/engine"
)

// The down and distance are worded once for every game of downs: "and
// goal" once the line to gain is at the goal line.
func TestDownText(t *testing.T) {
	for _, c := range []struct {
		down, toGo, own int
		want            string
	}{{1, 10, 25, "1st and 10"}, {3, 4, 50, "3rd and 4"}, {4, 1, 98, "4th and 1"}, {1, 10, 92, "1st and goal"}, {2, 3, 97, "2nd and goal"}} {
		if got := engine.DownText(c.down, c.toGo, c.own); got != c.want {
			t.Errorf("DownText(%d, %d, %d) = %q, want %q", c.down, c.toGo, c.own, got, c.want)
		}
	}
}

// A game of downs says where it stands after the score, or its result once
// it is over (where is then not asked).
func TestDownSituation(t *testing.T) {
	teams := engine.NewTeams("Bears", "Lions")
	where := func() string { return "Q2 3:00 · Bears ball on CHI 30" }
	for _, c := range []struct {
		st         engine.Status
		score, out string
	}{
		{engine.Status{Score: [2]int{7, 3}}, "Bears 7, Lions 3", " | Q2 3:00 · Bears ball on CHI 30"},
		{engine.Status{Score: [2]int{7, 3}, Final: true, Winner: engine.Home}, "Bears 7, Lions 3", " (final: Bears win 7-3)"},
		{engine.Status{Score: [2]int{3, 3}, Final: true, Tie: true}, "Bears 3, Lions 3", " (final: tied 3-3)"},
	} {
		score, rest := engine.DownSituation(teams, c.st, where)
		if score != c.score || rest != c.out {
			t.Errorf("%+v: %q %q, want %q %q", c.st, score, rest, c.score, c.out)
		}
	}
}
