package fourthstreet

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/fourthdown/fourthdown/engine"
)

// TestCoachLegalWalk plays random games with the coach making every
// team's choice (the dice, the codes, the card values and the readings of
// the table entered at random from what the rules allow): it only ever
// gives a token the question offers, the rules take it, it gives the same
// one asked again (an undo gets its call back) and every game ends.
func TestCoachLegalWalk(t *testing.T) {
	r := rand.New(rand.NewPCG(34, 5))
	calls := map[string]int{}
	for g := 0; g < 60; g++ {
		seed := uint64(g)
		coach := Game{}.Coach(seed)
		st := New(engine.Side(g%2), 30)
		m := newMatch(engine.NewTeams("Bills", "Jets"), st)
		for steps := 0; !m.State.Final; steps++ {
			if steps > 20000 {
				t.Fatalf("game %d never ends", g)
			}
			a := m.NextAsk()
			ea := m.Next()
			var tok string
			if ea.Choices != nil && !ea.Reading {
				tok = coach.Choose(m, a.Team)
				if !slices.Contains(ea.Choices, tok) {
					t.Fatalf("game %d: the coach answered %q to %q, which offers %v", g, tok, a.What, ea.Choices)
				}
				if again := (Game{}).Coach(seed).Choose(m, a.Team); again != tok {
					t.Fatalf("game %d: the coach answered %q, then %q, to %q", g, tok, again, a.What)
				}
				calls[tok]++
			} else {
				tok = legal(r, m, a)
			}
			if err := m.Apply(engine.Token{Text: tok}); err != nil {
				t.Fatalf("game %d: %q for %q refused: %v", g, tok, a.What, err)
			}
		}
	}
	// It calls every kind of play, and every tempo, over the games.
	for _, w := range []string{"run", "short", "medium", "long", "punt", "fg", "hurry", "slow", "kickoff", "onside", "kick"} {
		if calls[w] == 0 {
			t.Errorf("the coach never chose %s in the walk: %v", w, calls)
		}
	}
}

// coached is the game after lines with the state set by set, the question
// worked out again.
func coached(t *testing.T, set func(s *State), lines ...string) *Match {
	t.Helper()
	m := game(t, lines...)
	set(&m.State)
	m.stale = true
	return m
}

// callOf enters the coach's tempo word and timeout before its call, and
// is those and the call.
func callOf(t *testing.T, m *Match, side Side, seed uint64) []string {
	t.Helper()
	var out []string
	for {
		tok := (Game{}).Coach(seed).Choose(m, side)
		out = append(out, tok)
		if slices.Contains(wordsCalls, tok) {
			return out
		}
		if err := m.Apply(engine.Token{Text: tok}); err != nil {
			t.Fatalf("%v: %v", out, err)
		}
	}
}

// TestCoachDecisions: the coach's calls by down, distance, field, clock
// and score, as a solitaire player makes them.
func TestCoachDecisions(t *testing.T) {
	scrimmage := func(q, ticks, ball, down, togo int, score [2]int) func(s *State) {
		return func(s *State) {
			s.Quarter, s.Ticks, s.Off, s.Ball, s.Down, s.ToGo, s.Line, s.Score = q, ticks, Home, ball, down, togo, min(ball+togo, 100), score
		}
	}
	for _, c := range []struct {
		name string
		set  func(s *State)
		want []string // the coach's entries before the call and the call ("play": a run or a pass)
	}{
		{"4th and long deep in its own end: punt", scrimmage(1, 60, 20, 4, 15, [2]int{0, 0}), []string{"punt"}},
		{"4th and 8 at the opponent's 40: coffin corner", scrimmage(1, 60, 60, 4, 8, [2]int{0, 0}), []string{"coffin"}},
		{"4th and 5 at the opponent's 20: field goal", scrimmage(1, 60, 80, 4, 5, [2]int{0, 0}), []string{"fg"}},
		{"4th and 1 at midfield: go", scrimmage(3, 60, 50, 4, 1, [2]int{0, 0}), []string{"play"}},
		{"4th and 1 at midfield late, behind: hurry, timeout, go", scrimmage(4, 10, 50, 4, 1, [2]int{0, 4}), []string{"hurry", "timeout-home", "play"}},
		{"4th and 6 at its own 40 late, behind by 10: go", scrimmage(4, 15, 40, 4, 6, [2]int{7, 17}), []string{"hurry", "timeout-home", "play"}},
		{"4th and 6 at its own 40 late, ahead: slow, punt", scrimmage(4, 15, 40, 4, 6, [2]int{14, 7}), []string{"slow", "punt"}},
		{"behind by 2 with 0:20 left in range: field goal", scrimmage(4, 2, 75, 2, 8, [2]int{10, 12}), []string{"hurry", "timeout-home", "fg"}},
		{"the last play of the half in range: field goal", scrimmage(2, 1, 70, 1, 10, [2]int{0, 0}), []string{"hurry", "fg"}},
		{"ahead late: slow-down and a run", scrimmage(4, 12, 30, 1, 10, [2]int{21, 14}), []string{"slow", "run|short"}},
	} {
		m := coached(t, c.set, "kickoff 72")
		got := callOf(t, m, Home, 1)
		n := len(got) - 1
		ok := len(got) == len(c.want) && slices.Equal(got[:n], c.want[:n])
		switch w := c.want[len(c.want)-1]; w {
		case "play":
			ok = ok && slices.Contains([]string{"run", "short", "medium", "long"}, got[n])
		case "run|short":
			ok = ok && (got[n] == "run" || got[n] == "short")
		default:
			ok = ok && got[n] == w
		}
		if !ok {
			t.Errorf("%s: the coach entered %v, want %v", c.name, got, c.want)
		}
	}

	// Short yardage: mostly runs; long yardage: mostly passes downfield.
	count := func(down, togo int, calls ...string) int {
		n := 0
		for seed := uint64(0); seed < 100; seed++ {
			m := coached(t, scrimmage(1, 60, 40, down, togo, [2]int{0, 0}), "kickoff 72")
			if slices.Contains(calls, callOf(t, m, Home, seed)[0]) {
				n++
			}
		}
		return n
	}
	if n := count(3, 1, "run"); n < 60 {
		t.Errorf("3rd and 1: %d runs of 100", n)
	}
	if n := count(3, 15, "medium", "long"); n < 60 {
		t.Errorf("3rd and 15: %d medium or long passes of 100", n)
	}
}

// TestCoachKicksAndTries: its kickoff, its try, its end-zone kickoff and
// its turnovers, by the score and the clock.
func TestCoachKicksAndTries(t *testing.T) {
	late := func(score [2]int) func(s *State) {
		return func(s *State) { s.Quarter, s.Ticks, s.Score = 4, 12, score }
	}
	early := func(s *State) {}
	for _, c := range []struct {
		name  string
		set   func(s *State)
		lines []string
		side  Side
		want  string
	}{
		{"the opening kickoff", early, nil, Away, "kickoff"},
		{"behind by 7 late: onside", late([2]int{14, 7}), nil, Away, "onside"},
		{"ahead by 3 late: squib", late([2]int{14, 17}), nil, Away, "squib"},
		{"a try early: kick", early, []string{"kickoff 72", "run 89"}, Home, "kick"},
		{"behind by 2 after the touchdown late: two", late([2]int{12, 14}), []string{"kickoff 72", "run 89"}, Home, "two"},
		{"ahead by 1 after the touchdown late: two", late([2]int{13, 12}), []string{"kickoff 72", "run 89"}, Home, "two"},
		{"ahead by 7 after the touchdown late: kick", late([2]int{21, 14}), []string{"kickoff 72", "run 89"}, Home, "kick"},
		{"2 yards deep in the end zone: return", early, []string{"kickoff 71 2"}, Home, "return"},
		{"8 yards deep: touchback", early, []string{"kickoff 71 8"}, Home, "touchback"},
		{"8 yards deep, behind late: return", late([2]int{0, 7}), []string{"kickoff 71 8"}, Home, "return"},
		{"an interception early: return it", early, []string{"kickoff 72", "short 64 1 5 3"}, Away, "return"},
		{"an interception ahead late: fall on it", late([2]int{0, 7}), []string{"kickoff 72", "short 64 1 5 3"}, Away, "fall"},
		{"a delay of game on 3rd and 2: the timeout", func(s *State) { s.Down, s.ToGo = 3, 2 }, []string{"kickoff 72", "run 18"}, Home, "timeout"},
		{"a delay of game on 1st and 10: the penalty", early, []string{"kickoff 72", "run 18"}, Home, "penalty"},
		{"offsides, the play gained 8: the play", early, []string{"kickoff 72", "run 39 3 08"}, Home, "play"},
		{"offsides, the play gained 2: the penalty", early, []string{"kickoff 72", "run 39 3 02"}, Home, "penalty"},
		{"offsides, the play gained 10 + 3: the play", early, []string{"kickoff 72", "run 39 3 11 3"}, Home, "play"},
		{"offsides, the play lost 3: the penalty", early, []string{"kickoff 72", "run 39 3 85"}, Home, "penalty"},
	} {
		m := game(t, c.lines...)
		c.set(&m.State)
		m.stale = true
		a := m.NextAsk()
		if a.Team != c.side {
			t.Errorf("%s: %q is asked of %s", c.name, a.What, a.Team)
		}
		if got := (Game{}).Coach(1).Choose(m, c.side); got != c.want {
			t.Errorf("%s: the coach chose %q to %q, want %s", c.name, got, a.What, c.want)
		}
	}
}

// TestCoachDefenseTimeout (S8): asked about the other team's call, the
// coach enters its own timeout when it trails late in the game, and
// nothing otherwise (never the other team's timeout, never a call).
func TestCoachDefenseTimeout(t *testing.T) {
	for _, c := range []struct {
		q, ticks int
		score    [2]int
		want     string
	}{
		{4, 12, [2]int{14, 7}, "timeout-away"}, // the Jets behind late
		{4, 12, [2]int{7, 14}, ""},             // ahead
		{3, 12, [2]int{14, 7}, ""},             // not late in the game
		{2, 6, [2]int{14, 7}, ""},              // the end of the half: no need
	} {
		m := coached(t, func(s *State) { s.Quarter, s.Ticks, s.Score = c.q, c.ticks, c.score }, "kickoff 72")
		if got := (Game{}).Coach(1).Choose(m, Away); got != c.want {
			t.Errorf("Q%d %s, %v: the Jets' coach entered %q in the Bills' call, want %q", c.q, ClockText(c.ticks), c.score, got, c.want)
		}
	}
	m := coached(t, func(s *State) { s.Quarter, s.Ticks, s.Score, s.TO = 4, 12, [2]int{14, 7}, [2]int{3, 0} }, "kickoff 72")
	if got := (Game{}).Coach(1).Choose(m, Away); got != "" {
		t.Errorf("with no timeouts left the Jets' coach entered %q", got)
	}
}

// TestReadingsAreThePlayers: what the players read off the table is a
// reading (engine.Ask.Reading), not a team's choice: solo play asks the
// player it; the calls, the kicks and the turnovers are the teams'.
func TestReadingsAreThePlayers(t *testing.T) {
	for _, c := range []struct {
		lines   []string
		reading bool
	}{
		{[]string{"kickoff 72", "run 05"}, true},              // in or out
		{[]string{"kickoff 72", "run 22"}, true},              // hurt or not
		{[]string{"kickoff 72", "run 22 hurt"}, true},         // off or def
		{[]string{"kickoff 72"}, false},                       // the call
		{nil, false},                                          // the kickoff
		{[]string{"kickoff 72", "short 64 1 5 3"}, false},     // fall or return
		{[]string{"kickoff 72", "run 18"}, false},             // timeout or penalty
		{[]string{"kickoff 72", "run 89"}, false},             // the try
		{[]string{"kickoff 72", "fg"}, true},                  // rush or none
		{[]string{"kickoff 72", "run 18 penalty"}, false},     // the next call
		{[]string{"onside 1 5 7"}, true},                      // filled or empty
		{[]string{"kickoff 71 2"}, false},                     // touchback or return
		{[]string{"kickoff 72", "run 39 3 08"}, false},        // play or penalty
		{[]string{"kickoff 72", "short 45 83"}, true},         // rusher or not
		{[]string{"kickoff 72", "short 89"}, false},           // the try (no end line at the 20)
		{[]string{"kickoff 72", "run 05 in", "hurry"}, false}, // the call after a tempo word
	} {
		m := game(t, c.lines...)
		a := m.Next()
		if a.Choices == nil || a.Reading != c.reading {
			t.Errorf("after %v: %q (choices %v) reading %v, want %v", c.lines, a.What, a.Choices, a.Reading, c.reading)
		}
	}
	// Each team's own timeout in the other's call is its own (S8).
	if a := game(t, "kickoff 72").Next(); a.What != "call" || !slices.Equal(a.Both.Own[a.Team.Other()], []string{"timeout-" + a.Team.Other().String()}) || a.Both.Own[a.Team] != nil || a.Both.Secret {
		t.Errorf("the %s of %s reserves %v", a.What, a.Team, a.Both)
	}
	// Past the end line: whose card the result came from.
	m := game(t, "kickoff 72")
	m.State.Ball, m.State.Line, m.State.ToGo = 70, 80, 10
	m.stale = true
	if _, err := m.ApplyAll(toTokens([]string{"long", "41", "5"})); err != nil {
		t.Fatal(err)
	}
	if a := m.Next(); !slices.Equal(a.Choices, wordsEndLine) || !a.Reading {
		t.Errorf("past the end line: %q %v reading %v", a.What, a.Choices, a.Reading)
	}
}
