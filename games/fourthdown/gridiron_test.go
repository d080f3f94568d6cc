package fourthdown

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
)

// The Gridiron play aid's "Detailed Tables by Style", copied row by row
// (roll 0-19): "yards/time" or "TD" (time 1-20, capped).
var gridironAid = map[Style][20]string{
	Balanced: {"-10/4", "0/5", "3/6", "5/6", "6/7", "7/8", "9/9", "12/10", "15/11", "18/14",
		"25/17", "32/19", "38/22", "45/26", "55/31", "68/38", "TD", "TD", "TD", "TD"},
	Run: {"-2/12", "0/12", "2/12", "3/12", "4/12", "6/12", "8/12", "10/15", "12/17", "15/18",
		"18/20", "22/22", "26/24", "30/27", "34/32", "38/35", "42/39", "60/40", "90/45", "TD"},
	Pass: {"-10/2", "-5/3", "0/4", "5/4", "8/5", "12/6", "15/7", "18/8", "22/9", "28/12",
		"35/15", "42/17", "50/20", "60/24", "70/29", "80/36", "TD", "TD", "TD", "TD"},
}

func TestGridironTablesMatchPlayAid(t *testing.T) {
	r, ok := Lookup("gridiron")
	if !ok {
		t.Fatal("gridiron is not registered")
	}
	if r.DriveDie != (Die{Sides: 20, Min: 0}) {
		t.Errorf("drive die %v, want d20 (0-19)", r.DriveDie)
	}
	for s, rows := range gridironAid {
		tab := r.Tables[s]
		if len(tab.Rows) != 20 {
			t.Fatalf("%s: %d rows", s.Title(), len(tab.Rows))
		}
		for face, want := range rows {
			row := tab.Rows[r.DriveDie.Index(face)]
			got := fmt.Sprintf("%d/%d", row.Yards, row.Time)
			if row.TD {
				got = "TD"
			}
			if got != want {
				t.Errorf("%s roll %d: %s, the play aid says %s", s.Title(), face, got, want)
			}
		}
	}
}

func TestGridironParameters(t *testing.T) {
	r := Gridiron
	for _, c := range []struct {
		name      string
		got, want any
	}{
		{"time die", r.TimeDie, Die{Sides: 20, Min: 1}},
		{"turnover die", r.TurnDie, Die{Sides: 20, Min: 0}},
		{"conversion die", r.ConvDie, Die{Sides: 20, Min: 0}},
		{"field-goal die", r.FGDie, Die{Sides: 6, Min: 1}},
		{"balanced turnovers", [2]int{r.Tables[Balanced].TurnoverMin, r.Tables[Balanced].TurnoverMax}, [2]int{0, 1}},
		{"run turnovers", [2]int{r.Tables[Run].TurnoverMin, r.Tables[Run].TurnoverMax}, [2]int{0, 0}},
		{"pass turnovers", [2]int{r.Tables[Pass].TurnoverMin, r.Tables[Pass].TurnoverMax}, [2]int{0, 2}},
		{"balanced distance", r.Tables[Balanced].Distance, Die{Sides: 10, Min: 1}},
		{"run distance", r.Tables[Run].Distance, Die{Sides: 8, Min: 1}},
		{"pass distance", r.Tables[Pass].Distance, Die{Sides: 20, Min: 1}},
		{"touchdown", r.TDPoints, 7},
		{"try", r.HasTry, false},
		{"field goal", r.FGPoints, 3},
		{"safety", r.SafetyPoints, 2},
		{"fg range", r.FGRange, 50},
		{"fg bands", fmt.Sprint(r.FGBands), "[{10 2} {20 3} {30 4} {40 5} {50 6}]"},
		{"kickoff", r.Kickoff, 30},
		{"safety kickoff", r.SafetyKickoff, 30},
		{"negated TD", r.NegatedTDSpot, 20},
		{"punt", [2]int{r.PuntDistance, r.PuntTouchback}, [2]int{40, 20}},
		{"miss", [2]int{r.MissBack, r.MissTouchback}, [2]int{7, 20}},
		{"half", r.HalfBlocks, 180},
		{"time roll on reach", r.TimeRollOnReach, true},
		{"untimed choices", r.UntimedChoices, false},
	} {
		if c.got != c.want {
			t.Errorf("%s: %v, want %v", c.name, c.got, c.want)
		}
	}
	// The conversion table is 4th Down's, read 0-19.
	want := []string{"-10", "-5", "0", "1", "1", "2", "2", "3", "3", "4", "4", "5", "6", "7", "8", "10", "14", "20", "30", "TD"}
	for face, w := range want {
		c := r.Conversion[r.ConvDie.Index(face)]
		got := fmt.Sprint(c.Yards)
		if c.TD {
			got = "TD"
		}
		if got != w {
			t.Errorf("conversion roll %d: %s, want %s", face, got, w)
		}
	}
}

// gridPlay applies the tokens to s and returns the state and all events;
// it fails the test on a refused entry.
func gridPlay(t *testing.T, s State, tokens string) (State, []Event) {
	t.Helper()
	var evs []Event
	for i, tok := range strings.Fields(tokens) {
		e, err := ParseToken(tok)
		if err != nil {
			t.Fatal(err)
		}
		var err2 error
		s, evs, err2 = applyCopy(s, e, evs)
		if err2 != nil {
			t.Fatalf("token %d %q: %v", i+1, tok, err2)
		}
	}
	return s, evs
}

// gridAt is a Gridiron state with home's ball on its own own, clock blocks left.
func gridAt(own, clock int) State {
	s := New(Gridiron, Home)
	s.Ball = own
	s.from = own
	s.Clock = clock
	return s
}

func gridRefuses(t *testing.T, s State, tokens, bad, msg string) {
	t.Helper()
	s, _ = gridPlay(t, s, tokens)
	e, err := ParseToken(bad)
	if err != nil {
		t.Fatal(err)
	}
	_, _, err = applyCopy(s, e, nil)
	if err == nil || !strings.Contains(err.Error(), msg) {
		t.Errorf("after %q, %q: error %v, want %q", tokens, bad, err, msg)
	}
}

func findEvent(evs []Event, k EventKind) (Event, bool) {
	for _, e := range evs {
		if e.Kind == k {
			return e, true
		}
	}
	return Event{}, false
}

func TestGridironDice(t *testing.T) {
	s := gridAt(30, 180)
	gridRefuses(t, s, "b", "20", "drive roll must be a d20 (0-19), got 20")
	gridRefuses(t, s, "b 16", "0", "time roll must be a d20 (1-20), got 0")
	gridRefuses(t, s, "b 5", "20", "turnover roll must be a d20 (0-19), got 20")
	gridRefuses(t, s, "r 5 5", "9", "4th-down distance roll must be a d8 (1-8), got 9")
	gridRefuses(t, s, "b 5 5 3 go", "20", "4th-down conversion roll must be a d20 (0-19), got 20")
	// Faces 0 are entries like any other.
	st, _ := gridPlay(t, s, "b 0 5")
	if st.Own() != 20 || st.Clock != 176 || st.Next().Kind != AskDistance {
		t.Errorf("b 0 5: own %d, clock %d, asks %s", st.Own(), st.Clock, st.Next().Kind)
	}
}

func TestGridironTurnovers(t *testing.T) {
	for _, c := range []struct {
		tokens string
		lost   bool
	}{
		{"r 5 0", true}, {"r 5 1", false},
		{"b 5 1", true}, {"b 5 2", false},
		{"p 5 2", true}, {"p 5 3", false},
	} {
		s, _ := gridPlay(t, gridAt(30, 180), c.tokens)
		if lost := s.Offense == Away; lost != c.lost {
			t.Errorf("%s: turnover %v, want %v", c.tokens, lost, c.lost)
		}
	}
	// A turnover on a touchdown drive: negated, the opponent at its own 20.
	s, evs := gridPlay(t, gridAt(30, 180), "b 16 10 0")
	if e, ok := findEvent(evs, EvTurnover); !ok || !e.Negated || s.Offense != Away || s.Own() != 20 || s.Score != [2]int{} {
		t.Errorf("negated TD: %+v, away own %d, score %v", e, s.Own(), s.Score)
	}
}

func TestGridironTouchdownTime(t *testing.T) {
	// A TD row: 7 points, no try, a kickoff to the other team's 30.
	// From own 30 no balanced row gains 70: the time roll stands.
	s, _ := gridPlay(t, gridAt(30, 180), "b 16 20 5")
	if s.Score != [2]int{7, 0} || s.Clock != 160 || s.Offense != Away || s.Own() != 30 || s.Next().Kind != AskStyle {
		t.Errorf("TD: score %v clock %d offense %s own %d asks %s", s.Score, s.Clock, s.Offense, s.Own(), s.Next().Kind)
	}
	// A non-TD row that reaches the end zone rolls the time too, capped by the
	// smallest row that gains the yards needed (10 yards: pass 12/6).
	s, evs := gridPlay(t, gridAt(90, 180), "p 10 15 5")
	if s.Score != [2]int{7, 0} || s.Clock != 174 {
		t.Errorf("reach: score %v clock %d, want 7-0 and 174", s.Score, s.Clock)
	}
	if e, _ := findEvent(evs, EvDrive); e.Time != 15 || e.Blocks != 6 || !e.Scoring {
		t.Errorf("reach drive event %+v", e)
	}
	if e, _ := findEvent(evs, EvDrive); e.Text(DefaultTeams) != "Bombers Pass-First roll 10: time roll 15: 10 yards to the end zone, 6 blocks" {
		t.Errorf("reach drive text %q", e.Text(DefaultTeams))
	}
	// The roll wins when it is smaller: 3 blocks.
	s, _ = gridPlay(t, gridAt(90, 180), "p 16 3 5")
	if s.Clock != 177 {
		t.Errorf("TD row, roll 3: clock %d, want 177", s.Clock)
	}
}

func TestGridironFieldGoals(t *testing.T) {
	for _, c := range []struct {
		own, face int
		good      bool
	}{
		{90, 1, false}, {90, 2, true}, // 10 yards: 2+
		{89, 2, false}, {89, 3, true}, // 11 yards: 3+
		{80, 2, false}, {80, 3, true}, // 20 yards: 3+
		{79, 3, false}, {70, 4, true}, // 21-30: 4+
		{69, 4, false}, {60, 5, true}, // 31-40: 5+
		{59, 5, false}, {50, 6, true}, // 41-50: 6
	} {
		s, evs := gridPlay(t, gridAt(c.own, 180), fmt.Sprintf("b 1 5 3 fg %d", c.face))
		e, _ := findEvent(evs, EvFieldGoal)
		if e.Good != c.good || int(e.Dist) != 100-c.own {
			t.Errorf("FG from %d yards, roll %d: %+v, want good %v", 100-c.own, c.face, e, c.good)
		}
		if c.good && s.Score != [2]int{3, 0} {
			t.Errorf("FG good: score %v", s.Score)
		}
		if !c.good {
			// 7 yards back from the spot, the opponent at least at its 20.
			want := max(100-c.own+7, 20)
			if s.Offense != Away || s.Own() != want {
				t.Errorf("FG miss from %d: away own %d, want %d", 100-c.own, s.Own(), want)
			}
		}
	}
	gridRefuses(t, gridAt(49, 180), "b 1 5 3", "fg", "field goal out of range: the ball is 51 yards from the goal line, the limit is 50")
	gridRefuses(t, gridAt(90, 180), "b 1 5 3 fg", "7", "field-goal roll must be a d6 (1-6), got 7")
}

func TestGridironPuntsAndConversions(t *testing.T) {
	s, _ := gridPlay(t, gridAt(30, 180), "b 1 5 3 punt") // own 30: 40 yards to the opponent's 30
	if s.Offense != Away || s.Own() != 30 {
		t.Errorf("punt: away own %d, want 30", s.Own())
	}
	s, _ = gridPlay(t, gridAt(70, 180), "b 1 5 3 punt")
	if s.Own() != 20 {
		t.Errorf("punt touchback: away own %d, want 20", s.Own())
	}
	// Conversion roll 0: -10 yards from own 5 is a safety, from the conversion roll.
	s, evs := gridPlay(t, gridAt(15, 180), "b 0 5 3 go 0")
	if e, ok := findEvent(evs, EvSafety); !ok || !e.Conversion || e.Roll != 0 || e.Yards != -10 || s.Score != [2]int{0, 2} {
		t.Errorf("conversion safety: %+v, score %v", e, s.Score)
	}
	if e, _ := findEvent(evs, EvSafety); !strings.Contains(e.Text(DefaultTeams), "SAFETY! Conversion roll 0: -10 yards") {
		t.Errorf("conversion safety text %q", e.Text(DefaultTeams))
	}
	// Roll 19 is the conversion table's TD: 7 points, no try.
	s, evs = gridPlay(t, gridAt(30, 180), "b 1 5 3 go 19")
	if e, ok := findEvent(evs, EvTouchdown); !ok || !e.Conversion || s.Score != [2]int{7, 0} || s.Next().Kind != AskStyle {
		t.Errorf("conversion TD: %+v, score %v, asks %s", e, s.Score, s.Next().Kind)
	}
	// Roll 3: 1 yard, 4th and 3 fails: turnover on downs.
	s, _ = gridPlay(t, gridAt(30, 180), "b 1 5 3 go 3")
	if s.Offense != Away || s.Own() != 69 {
		t.Errorf("turnover on downs: offense %s own %d", s.Offense, s.Own())
	}
}

func TestGridironLateHalf(t *testing.T) {
	// 10 blocks left at own 60, balanced roll 12 (38 yards, 22 blocks): the
	// largest row that leaves a block is roll 6 (9 yards, 9 blocks); no
	// turnover; 31 yards out is in range: the field goal (5+), then the half ends.
	s, evs := gridPlay(t, gridAt(60, 10), "b 12 5")
	if s.Next().Kind != AskUntimedFG || s.Own() != 69 || s.Clock != 1 {
		t.Fatalf("late half: asks %s, own %d, clock %d", s.Next().Kind, s.Own(), s.Clock)
	}
	if e, _ := findEvent(evs, EvDrive); !e.Late || e.Row != 6 || e.Yards != 9 || e.Blocks != 9 {
		t.Errorf("late drive %+v", e)
	}
	s, _ = gridPlay(t, s, "5")
	if s.Half != 2 || s.Score != [2]int{3, 0} || s.Clock != 180 || s.Offense != Away {
		t.Errorf("after the late field goal: half %d score %v clock %d offense %s", s.Half, s.Score, s.Clock, s.Offense)
	}
	// A miss: no points, the half ends.
	s, _ = gridPlay(t, gridAt(60, 10), "b 12 5 4")
	if s.Half != 2 || s.Score != [2]int{} {
		t.Errorf("late miss: half %d score %v", s.Half, s.Score)
	}
	// Out of range: the half ends at once.
	s, evs = gridPlay(t, gridAt(20, 10), "b 12 5")
	if s.Half != 2 || s.Next().Kind != AskStyle {
		t.Errorf("late, out of range: half %d asks %s", s.Half, s.Next().Kind)
	}
	if e, ok := findEvent(evs, EvUntimedDown); !ok || e.How != ChEnd {
		t.Errorf("late, out of range: %+v", e)
	}
}

// TestGridironLateHalfRows: the late-half rule's rows that end the drive
// otherwise: a turnover, a TD row whose time roll does not fit, and no row
// that leaves a block.
func TestGridironLateHalfRows(t *testing.T) {
	// A turnover on the late row ends the drive; play goes on with the block left.
	s, _ := gridPlay(t, gridAt(60, 10), "b 12 0")
	if s.Half != 1 || s.Clock != 1 || s.Offense != Away || s.Next().Kind != AskStyle {
		t.Errorf("late turnover: half %d clock %d offense %s asks %s", s.Half, s.Clock, s.Offense, s.Next().Kind)
	}
	// A TD row whose time roll does not fit: the late row replaces it.
	s, evs := gridPlay(t, gridAt(30, 5), "b 16 12 5")
	if e, _ := findEvent(evs, EvDrive); !e.Late || e.Row != 0 || e.Yards != -10 || e.Time != 12 {
		t.Errorf("late after a time roll: %+v", e)
	}
	if s.Half != 2 {
		t.Errorf("late after a time roll: half %d, want 2 (out of range, the half ends)", s.Half)
	}
	// No row leaves a block (1 block left): the ball stays, field goal if in range.
	s, _ = gridPlay(t, gridAt(75, 1), "r 3")
	if s.Next().Kind != AskUntimedFG || s.Own() != 75 {
		t.Errorf("no row fits: asks %s own %d", s.Next().Kind, s.Own())
	}
}

// TestGridironRandomGames plays random Gridiron games with legal entries
// to the end: every game ends, the clock stays within the half, scores move
// only by the events' points (7 for a touchdown, never a try), and the
// short late-half rule and the 0-19 dice are reached.
func TestGridironRandomGames(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 19))
	asked := map[AskKind]bool{}
	zero := false
	for g := 0; g < 150; g++ {
		s := New(Gridiron, Side(g%2))
		for n := 0; !s.Final; n++ {
			if n > 3000 {
				t.Fatalf("game %d did not end", g)
			}
			a := s.Next()
			asked[a.Kind] = true
			var e Entry
			if a.IsRoll() {
				e = DieEntry(a.Die.Min + rng.IntN(a.Die.Sides))
				zero = zero || e.Face == 0
			} else {
				l := a.Choices.List()
				e = ChoiceEntry(l[rng.IntN(len(l))])
			}
			before := s
			var evs []Event
			var err error
			s, evs, err = applyCopy(s, e, nil)
			if err != nil {
				t.Fatalf("game %d: legal entry %v refused: %v", g, e, err)
			}
			var pts [2]int
			for _, ev := range evs {
				pts[ev.Team] += int(ev.Points)
				if ev.Kind == EvTouchdown && ev.Points != 7 {
					t.Fatalf("touchdown worth %d", ev.Points)
				}
			}
			if s.Score[0]-before.Score[0] != pts[0] || s.Score[1]-before.Score[1] != pts[1] {
				t.Fatalf("score %v -> %v, events give %v", before.Score, s.Score, pts)
			}
			if s.Clock < 0 || s.Clock > 180 || (s.Half == before.Half && s.Clock > before.Clock) {
				t.Fatalf("clock %d -> %d", before.Clock, s.Clock)
			}
		}
	}
	for _, k := range []AskKind{AskTry, AskKickTry, AskTwoTry, AskUntimed, AskUntimedGo} {
		if asked[k] {
			t.Errorf("Gridiron asked for %s", k)
		}
	}
	for _, k := range []AskKind{AskStyle, AskDrive, AskTime, AskTurnover, AskDistance, AskDecision, AskConversion, AskFG, AskUntimedFG} {
		if !asked[k] {
			t.Errorf("the random games never asked for %s", k)
		}
	}
	if !zero {
		t.Error("no die ever showed 0")
	}
}
