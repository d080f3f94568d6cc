package fourthdown_test

import (
	"math"
	"math/rand/v2"
	"strconv"
	"testing"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/games/fourthdown"
)

func step(t *testing.T, st *fourthdown.State, entries ...fourthdown.Entry) {
	t.Helper()
	for _, e := range entries {
		if err := st.Apply(e, nil); err != nil {
			t.Fatalf("entry %s: %v", e, err)
		}
	}
}

var (
	pass = fourthdown.ChoiceEntry(fourthdown.ChPass)
	bal  = fourthdown.ChoiceEntry(fourthdown.ChBalanced)
	die  = fourthdown.DieEntry
)

// fourth is the home team facing 4th and toGo at its own yard line own, in
// half with clock blocks left, the score home-away.
func fourth(t *testing.T, own, toGo, half, clock, home, away int) *fourthdown.State {
	t.Helper()
	st := fourthdown.New(fourthdown.FourthDown, fourthdown.Home)
	st.Half, st.Clock, st.Ball, st.Score = half, clock+4, own, [2]int{home, away}
	// Pass-First row 3: 0 yards, 4 blocks; no turnover; the d20 distance roll.
	step(t, &st, pass, die(3), die(20), die(toGo))
	if a := st.Next(); a.Kind != fourthdown.AskDecision || st.Clock != clock {
		t.Fatalf("set-up: asked %v, clock %d", a.Kind, st.Clock)
	}
	return &st
}

func TestCoachDecision(t *testing.T) {
	cases := []struct {
		name                          string
		own, toGo, half, clock, h, aw int
		want                          fourthdown.Choice
	}{
		{"rulebook example: 4th and 6 at the 25", 75, 6, 1, 149, 0, 0, fourthdown.ChFG},
		{"4th and 1 at midfield", 50, 1, 1, 100, 0, 0, fourthdown.ChGo},
		{"4th and 2 at own 35", 35, 2, 1, 100, 0, 0, fourthdown.ChGo},
		{"4th and 2 at own 20", 20, 2, 1, 100, 0, 0, fourthdown.ChPunt},
		{"4th and 10 at own 30", 30, 10, 1, 100, 0, 0, fourthdown.ChPunt},
		{"4th and 3 at opp 45", 55, 3, 1, 100, 0, 0, fourthdown.ChGo},
		{"4th and goal at the 3", 97, 3, 1, 100, 0, 0, fourthdown.ChGo},
		{"4th and goal at the 9", 91, 9, 1, 100, 0, 0, fourthdown.ChFG},
		{"4th and 5 at opp 35, tied, 60% kick", 65, 5, 1, 100, 0, 0, fourthdown.ChFG},
		{"4th and 5 at opp 35, trailing", 65, 5, 1, 100, 0, 3, fourthdown.ChGo},
		{"4th and 5 at opp 38, kick under 60%", 62, 5, 1, 100, 0, 0, fourthdown.ChGo},
		{"4th and 12 at opp 44: long kick", 56, 12, 1, 100, 0, 0, fourthdown.ChPunt},
		{"4th and 12 at opp 38", 62, 12, 1, 100, 0, 0, fourthdown.ChFG},
		{"desperate: down 10, 20 blocks left, 4th and 12 at own 30", 30, 12, 2, 20, 7, 17, fourthdown.ChGo},
		{"desperate: down 2, 20 blocks left, 4th and 8 at opp 30", 70, 8, 2, 20, 10, 12, fourthdown.ChFG},
		{"desperate: down 5, 20 blocks left, 4th and 8 at opp 30", 70, 8, 2, 20, 10, 15, fourthdown.ChGo},
		{"late: down 7, 50 blocks left, 4th and 7 at own 40", 40, 7, 2, 50, 0, 7, fourthdown.ChGo},
		{"late: leading, 50 blocks left, 4th and 7 at own 40", 40, 7, 2, 50, 7, 0, fourthdown.ChPunt},
		{"first half over after this play: 4th and 9 at opp 40", 60, 9, 1, 0, 0, 0, fourthdown.ChFG},
		{"first half over after this play: 4th and 9 at own 40", 40, 9, 1, 0, 0, 0, fourthdown.ChGo},
		{"first half over after this play: 4th and 9 at own 8", 8, 9, 1, 0, 0, 0, fourthdown.ChPunt},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			st := fourth(t, c.own, c.toGo, c.half, c.clock, c.h, c.aw)
			got := fourthdown.NewStandardCoach(1).ChooseAsk(st, st.Next())
			if got != c.want {
				t.Errorf("chose %s, want %s", got, c.want)
			}
		})
	}
}

// try is the home team after a touchdown, the score home-away before it.
func try(t *testing.T, half, clock, home, away int) *fourthdown.State {
	t.Helper()
	st := fourthdown.New(fourthdown.FourthDown, fourthdown.Home)
	st.Half, st.Clock, st.Score = half, clock+5, [2]int{home, away}
	// From the own 30, Pass-First TD row, time roll 5 (cap 29), no turnover.
	step(t, &st, pass, die(18), die(5), die(20))
	if a := st.Next(); a.Kind != fourthdown.AskTry || st.Clock != clock {
		t.Fatalf("set-up: asked %v, clock %d", a.Kind, st.Clock)
	}
	return &st
}

func TestCoachTry(t *testing.T) {
	cases := []struct {
		name               string
		half, clock, h, aw int
		want               fourthdown.Choice
	}{
		{"first half, down 7", 1, 30, 0, 7, fourthdown.ChKick},
		{"late, down 7: two takes the lead", 2, 40, 0, 7, fourthdown.ChTwo},
		{"late, down 8: two ties", 2, 40, 0, 8, fourthdown.ChTwo},
		{"late, down 6: the kick takes the lead", 2, 40, 0, 6, fourthdown.ChKick},
		{"late, leading", 2, 40, 3, 0, fourthdown.ChKick},
		{"down 7 with 61 blocks left: not late yet", 2, 61, 0, 7, fourthdown.ChKick},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			st := try(t, c.half, c.clock, c.h, c.aw)
			if got := fourthdown.NewStandardCoach(1).ChooseAsk(st, st.Next()); got != c.want {
				t.Errorf("chose %s, want %s", got, c.want)
			}
		})
	}
}

// untimed is the home team on the untimed down at own yard line own.
func untimed(t *testing.T, own, half, home, away int) *fourthdown.State {
	t.Helper()
	st := fourthdown.New(fourthdown.FourthDown, fourthdown.Home)
	st.Half, st.Clock, st.Ball, st.Score = half, 3, own, [2]int{home, away}
	// 3 blocks left: no Balanced row leaves a block (R18): the untimed down.
	step(t, &st, bal, die(10))
	if a := st.Next(); a.Kind != fourthdown.AskUntimed {
		t.Fatalf("set-up: asked %v", a.Kind)
	}
	return &st
}

func TestCoachUntimed(t *testing.T) {
	cases := []struct {
		name             string
		own, half, h, aw int
		want             fourthdown.Choice
	}{
		{"second half, leading", 80, 2, 10, 3, fourthdown.ChEnd},
		{"second half, down 2 at the 20", 80, 2, 3, 5, fourthdown.ChFG},
		{"second half, tied at the 20", 80, 2, 3, 3, fourthdown.ChFG},
		{"second half, down 2 at the 1: the kick is likelier", 99, 2, 3, 5, fourthdown.ChFG},
		{"second half, down 2 at the 50: no kick makes 50 yards", 50, 2, 3, 5, fourthdown.ChGo},
		{"second half, down 5 at the 20", 80, 2, 0, 5, fourthdown.ChGo},
		{"second half, down 2 at own 40 (out of range)", 40, 2, 0, 2, fourthdown.ChGo},
		{"first half at the 30", 70, 1, 0, 0, fourthdown.ChFG},
		{"first half at own 40 (out of range)", 40, 1, 0, 0, fourthdown.ChGo},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			st := untimed(t, c.own, c.half, c.h, c.aw)
			if got := fourthdown.NewStandardCoach(1).ChooseAsk(st, st.Next()); got != c.want {
				t.Errorf("chose %s, want %s", got, c.want)
			}
		})
	}
}

func TestCoachStyleWeights(t *testing.T) {
	st := fourthdown.New(fourthdown.FourthDown, fourthdown.Home)
	cases := []struct {
		name        string
		half, clock int
		h, aw       int
		want        *fourthdown.Weights
	}{
		{"first half", 1, 30, 0, 7, &fourthdown.WeightsNormal},
		{"second half, 61 blocks left", 2, 61, 0, 7, &fourthdown.WeightsNormal},
		{"second half, 60 blocks left, trailing", 2, 60, 0, 7, &fourthdown.WeightsLateTrailing},
		{"second half, 10 blocks left, leading", 2, 10, 7, 0, &fourthdown.WeightsLateLeading},
		{"second half, 60 blocks left, tied", 2, 60, 7, 7, &fourthdown.WeightsLateTied},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			st.Half, st.Clock, st.Score = c.half, c.clock, [2]int{c.h, c.aw}
			if got := fourthdown.StyleWeights(&st, fourthdown.Home); got != c.want {
				t.Errorf("weights %v, want %v", *got, *c.want)
			}
			// The away team sees the score from its side.
			if c.h != c.aw {
				if got := fourthdown.StyleWeights(&st, fourthdown.Away); got == c.want && c.clock <= fourthdown.LateBlocks && c.half == 2 {
					t.Errorf("away team got the home team's weights %v", *got)
				}
			}
		})
	}
	for _, w := range []fourthdown.Weights{fourthdown.WeightsNormal, fourthdown.WeightsLateTrailing, fourthdown.WeightsLateLeading, fourthdown.WeightsLateTied} {
		if int(w[0])+int(w[1])+int(w[2]) != 100 {
			t.Errorf("weights %v do not add up to 100", w)
		}
	}
}

// The chosen styles follow the play aid's weights, over many situations
// that the weights treat alike (spots) and many seeds; and the same
// situation always gets the same style.
func TestCoachStyleFrequencies(t *testing.T) {
	st := fourthdown.New(fourthdown.FourthDown, fourthdown.Home)
	for _, sit := range []struct {
		clock int
		score [2]int
		w     fourthdown.Weights
	}{{100, [2]int{0, 0}, fourthdown.WeightsNormal}, {30, [2]int{0, 3}, fourthdown.WeightsLateTrailing}, {30, [2]int{3, 0}, fourthdown.WeightsLateLeading}} {
		st.Half, st.Clock, st.Score = 2, sit.clock, sit.score
		const n = 200000
		var counts [fourthdown.NumStyles]int
		var coaches [17]*fourthdown.StandardCoach
		for k := range coaches {
			coaches[k] = fourthdown.NewStandardCoach(uint64(k))
		}
		for i := 0; i < n; i++ {
			c := coaches[i%17]
			st.Ball = 1 + (i/17)%99
			st.Clock = sit.clock - (i/(17*99))%10 // the same weights for ten clocks
			ch := c.ChooseAsk(&st, st.Next())
			s, ok := ch.Style()
			if !ok {
				t.Fatal("not a style")
			}
			counts[s]++
			if again := c.ChooseAsk(&st, st.Next()); again != ch {
				t.Fatalf("the same situation got %s, then %s", ch, again)
			}
		}
		for s := range counts {
			p := float64(sit.w[s]) / 100
			got := float64(counts[s]) / n
			if sigma := math.Sqrt(p * (1 - p) / n); math.Abs(got-p) > 5*sigma {
				t.Errorf("clock %d score %v: %s chosen %.4f of the time, want %.2f", sit.clock, sit.score, fourthdown.Style(s).Title(), got, p)
			}
		}
	}
}

func TestCoachDeterministic(t *testing.T) {
	st := fourthdown.New(fourthdown.FourthDown, fourthdown.Home)
	seq := func(seed uint64) []fourthdown.Choice {
		c := fourthdown.NewStandardCoach(seed)
		out := make([]fourthdown.Choice, 200)
		for i := range out {
			out[i] = c.ChooseAsk(&st, st.Next())
		}
		return out
	}
	a, b, other := seq(7), seq(7), seq(8)
	same := true
	for i := range a {
		if a[i] != b[i] {
			t.Fatalf("seed 7 gave %s then %s at choice %d", a[i], b[i], i)
		}
		same = same && a[i] == other[i]
	}
	if same {
		t.Error("seeds 7 and 8 gave the same 200 choices")
	}
}

// 4th Down's coach is the family's chooser (engine.Coached): through the
// contract, over whole games, it enters what the standard coach chooses
// from the State, as the record's token, for the team asked; nothing for
// the other team, for a roll, after the game or in another game's match.
func TestCoachIsTheChooser(t *testing.T) {
	var g engine.Game = fourthdown.Game{}
	coached, ok := g.(engine.Coached)
	if !ok {
		t.Fatal("4th Down is not engine.Coached")
	}
	r := rand.New(rand.NewPCG(3, 4))
	for game := range uint64(20) {
		c := coached.Coach(game)
		std := fourthdown.NewStandardCoach(game)
		m := fourthdown.NewMatch(fourthdown.DefaultTeams, fourthdown.Gridiron, fourthdown.Side(game%2))
		for !m.Next().Done {
			st, a := m.State, m.State.Next()
			var tok string
			if a.IsRoll() {
				tok = strconv.Itoa(a.Die.Min + r.IntN(a.Die.Sides))
				if got := c.Choose(m, a.Team); got != "" {
					t.Fatalf("game %d: chose %q for a roll", game, got)
				}
			} else {
				tok = c.Choose(m, a.Team)
				if want := std.ChooseAsk(&st, a).String(); tok != want {
					t.Fatalf("game %d, entry %d: chose %q, the standard coach %q", game, m.Entries()+1, tok, want)
				}
				if other := c.Choose(m, a.Team.Other()); other != "" {
					t.Fatalf("game %d: the other team chose %q", game, other)
				}
			}
			if err := m.Apply(engine.Token{Text: tok}); err != nil {
				t.Fatalf("game %d: %q refused: %v", game, tok, err)
			}
		}
		if got := c.Choose(m, fourthdown.Home); got != "" {
			t.Errorf("game %d: chose %q after the game", game, got)
		}
	}
	if got := coached.Coach(1).Choose(struct{ engine.Core }{}, fourthdown.Home); got != "" {
		t.Errorf("chose %q in another game's match", got)
	}
}
