package engine

import "testing"

func TestSharedEventBuilders(t *testing.T) {
	at := Event{Period: 2, Clock: 7, Score: [2]int{3, 1}}
	teams := NewTeams("Heads", "Tails")
	cases := []struct {
		name      string
		got, want Event
	}{
		{"score", ScoreEvent(at, Away, 1, Safety, "safety"),
			Event{Kind: EvScore, Team: Away, Period: 2, Clock: 7, Score: [2]int{3, 1}, Points: 1, Scored: Safety, Text: "safety"}},
		{"possession", PossessionEvent(at, Away, 40),
			Event{Kind: EvPossession, Team: Away, Period: 2, Clock: 7, Score: [2]int{3, 1}, From: 40, To: 40}},
		{"possession end", PossessionEndEvent(at, Home, 20, 35, ResPunt, "punt"),
			Event{Kind: EvPossessionEnd, Team: Home, Period: 2, Clock: 7, Score: [2]int{3, 1}, From: 20, To: 35, Result: ResPunt, Text: "punt"}},
		{"period end", PeriodEndEvent(at, 1),
			Event{Kind: EvPeriodEnd, Period: 1, Clock: 7, Score: [2]int{3, 1}}},
		{"game won", GameOverEvent(at, teams, Home, false),
			Event{Kind: EvGameOver, Team: Home, Period: 2, Clock: 7, Score: [2]int{3, 1}, Text: "FINAL: Heads win 3-1"}},
		{"game tied", GameOverEvent(Event{Score: [2]int{2, 2}}, teams, Home, true),
			Event{Kind: EvGameOver, Tie: true, Score: [2]int{2, 2}, Text: "FINAL: tied 2-2"}},
	}
	if got, want := teams.Final([2]int{1, 3}, Away, false), "FINAL: Tails win 3-1"; got != want {
		t.Errorf("Final = %q, want %q", got, want)
	}
	for _, c := range cases {
		if c.got != c.want {
			t.Errorf("%s: got %+v, want %+v", c.name, c.got, c.want)
		}
	}
}

func TestBallLostIn(t *testing.T) {
	home, away := Ball{Has: true, Team: Home}, Ball{Has: true, Team: Away}
	none := Ball{}
	nextHalf := Ball{Has: true, Team: Home, Spell: 1}
	cases := []struct {
		name   string
		b, a   Ball
		lost   bool
		begins bool
	}{
		{"kept", home, home, false, false},
		{"changes hands", home, away, true, true},
		{"leaves the field", home, none, true, false},
		{"comes onto the field", none, away, false, true},
		{"nobody's", none, none, false, false},
		{"a new spell", home, nextHalf, true, true},
	}
	for _, c := range cases {
		if got := c.b.LostIn(c.a); got != c.lost {
			t.Errorf("%s: %+v.LostIn(%+v) = %v, want %v", c.name, c.b, c.a, got, c.lost)
		}
		if got := c.a.LostIn(c.b); got != c.begins {
			t.Errorf("%s: a possession begins = %v, want %v", c.name, got, c.begins)
		}
	}
}
