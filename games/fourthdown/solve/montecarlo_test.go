package solve

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/fourthdown/fourthdown/games/fourthdown"
)

// Games played from a situation with digital dice, both teams choosing as
// the solution says, win as often as the solution's value says: the mean
// result is within 3 standard errors of the value.
func TestMonteCarloAgrees(t *testing.T) {
	if testing.Short() {
		t.Skip("plays thousands of games")
	}
	sol := fourthDown(t)
	r := fourthdown.FourthDown
	for i, c := range []struct {
		sit   fourthdown.Situation
		score [2]int
	}{
		{fourthdown.Situation{Half: 2, Clock: 40, Receiver: fourthdown.Home, Offense: fourthdown.Home, Ball: 35, Ask: fourthdown.AskStyle}, [2]int{10, 14}},
		{fourthdown.Situation{Half: 2, Clock: 25, Receiver: fourthdown.Home, Offense: fourthdown.Away, Ball: 45, Ask: fourthdown.AskDecision, ToGo: 3}, [2]int{17, 17}},
		{fourthdown.Situation{Half: 2, Clock: 60, Receiver: fourthdown.Home, Offense: fourthdown.Away, Ball: 80, Ask: fourthdown.AskStyle}, [2]int{21, 13}},
	} {
		start, err := r.At(c.sit)
		if err != nil {
			t.Fatal(err)
		}
		start.Score = c.score
		want := sol.HomeValue(&start)
		rng := rand.New(rand.NewPCG(uint64(i), 77))
		const n = 1200
		sum, sum2 := 0.0, 0.0
		for g := 0; g < n; g++ {
			s := start
			for !s.Final {
				a := s.Next()
				var e fourthdown.Entry
				if a.IsRoll() {
					e = fourthdown.DieEntry(a.Die.Min + rng.IntN(a.Die.Sides))
				} else {
					ch, _ := sol.Best(&s)
					e = fourthdown.ChoiceEntry(ch)
				}
				if err := s.Apply(e, nil); err != nil {
					t.Fatal(err)
				}
			}
			v := 0.5
			if lead, ok := s.Leader(); ok {
				v = 0
				if lead == fourthdown.Home {
					v = 1
				}
			}
			sum += v
			sum2 += v * v
		}
		mean := sum / n
		se := math.Sqrt((sum2/n - mean*mean) / n)
		if math.Abs(mean-want) > 3*se+1e-9 {
			t.Errorf("%+v: %d games give %.4f ± %.4f, the solution %.4f", c.sit, n, mean, se, want)
		} else {
			t.Logf("%+v: %d games give %.4f ± %.4f, the solution %.4f", c.sit, n, mean, se, want)
		}
	}
}
