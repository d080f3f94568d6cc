package firstandroll

import (
	"slices"
	"strings"
	"testing"

	"github.com/fourthdown/fourthdown/engine"
)

// match is a match of the entries, the home team receiving.
func match(t *testing.T, entries string) *Match {
	t.Helper()
	em, err := Game{}.Start(engine.Setup{Teams: engine.NewTeams("Bears", "Lions"), Receives: Home, Header: engine.NoHeader{}})
	if err != nil {
		t.Fatal(err)
	}
	var toks []engine.Token
	for _, f := range strings.Fields(entries) {
		toks = append(toks, engine.Token{Text: f})
	}
	if n, err := em.ApplyAll(toks); err != nil {
		t.Fatalf("entry %d: %v", n+1, err)
	}
	return em.(*Match)
}

// TestCoachNeverReadsTheCall (F11): the coach's defense call is the same
// whatever the offense called: it is made from the situation before it.
func TestCoachNeverReadsTheCall(t *testing.T) {
	for seed := uint64(0); seed < 50; seed++ {
		var calls []string
		for _, off := range []string{"red", "yellow", "green"} {
			m := match(t, at25+off)
			calls = append(calls, Game{}.Coach(seed).Choose(m, Away))
		}
		if calls[0] != calls[1] || calls[1] != calls[2] {
			t.Fatalf("seed %d: the defense called %v against red, yellow and green", seed, calls)
		}
	}
}

// TestCoachOwnTimeout (F27): the coach decides whether its own team stops
// the clock, with the ball or without it: behind late in the game it
// does; ahead it lets the clock run, whatever the other team may want.
func TestCoachOwnTimeout(t *testing.T) {
	m := match(t, at25+"red green 3 clock")
	if a := m.Next(); !slices.Equal(a.Both.Own[Home], []string{"home"}) || !slices.Equal(a.Both.Own[Away], []string{"away"}) || !a.Both.Secret || a.Team != Home {
		t.Fatalf("the timeout is asked as %+v", a)
	}
	m.State.Half, m.State.Marker = 2, 10
	c := Game{}.Coach(1)
	for _, tc := range []struct {
		score [2]int
		side  Side
		want  string
	}{
		{[2]int{7, 0}, Away, "away"}, // behind on defense: stops the clock
		{[2]int{7, 0}, Home, "no"},   // ahead with the ball: lets it run
		{[2]int{0, 7}, Home, "home"}, // behind with the ball
		{[2]int{0, 7}, Away, "no"},
	} {
		m.State.Score = tc.score
		if got := c.Choose(m, tc.side); got != tc.want {
			t.Errorf("score %v, the coach for %s: %s, want %s", tc.score, tc.side, got, tc.want)
		}
	}
	m.State.TO[Away] = 0
	m.State.ask.Choices = []string{"no", "home"}
	m.State.Score = [2]int{7, 0}
	if got := c.Choose(m, Away); got != "no" {
		t.Errorf("the coach with no timeouts left chose %s", got)
	}
}

// TestFaceWithoutItsMark: with a dice set, a face typed without its mark
// is refused with the marked face it may mean (20 for 20*, 2 for 2s).
func TestFaceWithoutItsMark(t *testing.T) {
	s := game(t, at25+"green red throw")
	s.dice = &DiceSet{Offense: map[string][]string{"green": {"0", "5", "20*"}, "red": {"1", "2s"}}}
	err := s.Apply("20")
	if err == nil || !strings.Contains(err.Error(), "the green offense die has no face 20: its faces are 0, 5 or 20*; did you mean 20* (the circled face)?") {
		t.Errorf("20 for 20*: %v", err)
	}
	if err := s.Apply("5"); err != nil {
		t.Errorf("a face on the die: %v", err)
	}
	s = game(t, at25+"red green")
	s.dice = &DiceSet{Offense: map[string][]string{"red": {"1", "2s"}}}
	if err := s.Apply("2"); err == nil || !strings.Contains(err.Error(), "did you mean 2s (the square 2)?") {
		t.Errorf("2 for 2s: %v", err)
	}
	if err := s.Apply("3"); err == nil || strings.Contains(err.Error(), "did you mean") {
		t.Errorf("3, no face like it: %v", err)
	}
}

// TestStatusDownsAndTimeouts: the status carries the down, the distance
// and each team's timeouts, from which the situation line and replay
// --json's down, to_go and timeouts are written once for every game of
// downs; no down before the kickoff or once the game is over.
func TestStatusDownsAndTimeouts(t *testing.T) {
	m := match(t, "")
	if st := m.Status(); st.Down != 0 || st.Timeouts != m.State.TO {
		t.Errorf("before the kickoff: down %d, timeouts %v (the state's %v)", st.Down, st.Timeouts, m.State.TO)
	}
	m = match(t, at25+"yellow red 3 blank")
	st := m.Status()
	if st.Down != m.State.Down || st.ToGo != m.State.ToGo || st.Down != 2 || st.ToGo != 7 || st.Timeouts != m.State.TO {
		t.Errorf("after a 3-yard gain: %d and %d, timeouts %v; the state's %d and %d, %v", st.Down, st.ToGo, st.Timeouts, m.State.Down, m.State.ToGo, m.State.TO)
	}
	if sum := engine.SummaryOf("1st-and-roll", m.Teams, m); sum.Downs.Down == nil || *sum.Downs.Down != 2 || *sum.Downs.ToGo != 7 || sum.Downs.Timeouts.Home != m.State.TO[Home] {
		t.Errorf("replay --json's downs %+v", sum.Downs)
	}
	m.State.Final = true
	if st := m.Status(); st.Down != 0 {
		t.Errorf("once the game is over: down %d", st.Down)
	}
}

// TestCoachAskedAgainChoosesTheSame (issue 41): the coach's draws follow
// from its seed and the position, not from how often it was asked, so the
// same game asked again (after an undo at the table) gets the same call.
func TestCoachAskedAgainChoosesTheSame(t *testing.T) {
	for seed := uint64(0); seed < 50; seed++ {
		c := Game{}.Coach(seed)
		m := match(t, at25)
		first := c.Choose(m, Home) // the offense's call
		for i := 0; i < 20; i++ {
			if got := c.Choose(m, Home); got != first {
				t.Fatalf("seed %d: asked again, the coach called %s after %s", seed, got, first)
			}
		}
	}
}

// TestCoachLateOnAHouseTrack: the coach plays the second half's last six
// spaces as late in the game (from space 9 of the rules' 15) and
// overtime; on a house track of fewer spaces, the whole second half.
func TestCoachLateOnAHouseTrack(t *testing.T) {
	for _, tc := range []struct {
		spaces, half, marker int
		want                 bool
	}{
		{0, 2, 8, false}, {0, 2, 9, true}, {0, 1, 14, false}, {0, 3, 0, false}, {0, 3, 9, true},
		{1, 1, 0, false}, {1, 2, 0, true}, {1, 3, 0, true}, {3, 2, 0, true},
	} {
		s := NewHouse(Home, House{Spaces: tc.spaces})
		s.Half, s.Marker = tc.half, tc.marker
		if got := (&choosing{s: &s}).late(); got != tc.want {
			t.Errorf("a track of %d spaces (0: the rules'), half %d, space %d: late %v, want %v", tc.spaces, tc.half, tc.marker, got, tc.want)
		}
	}
}
