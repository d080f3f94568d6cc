package solve

import (
	"math/rand/v2"
	"testing"

	"github.com/fourthdown/fourthdown/games/fourthdown"
	"github.com/fourthdown/fourthdown/games/fourthdown/houserules"
)

// fourthdown.Key leaves out only what does not shape the future: states met
// in random games that share a Key answer every entry alike (the same
// Keys and points after it), for every built-in ruleset and a house one.
func TestKeyDecidesTheFuture(t *testing.T) {
	house, err := houserules.Parse([]byte("base: 4th-down\nhalf_blocks: 40\ntime_roll_on_reach: true\n"))
	if err != nil {
		t.Fatal(err)
	}
	rulesets := []*fourthdown.Ruleset{fourthdown.FourthDown, fourthdown.Gridiron, house}
	for _, r := range rulesets {
		seen := map[fourthdown.Key]fourthdown.State{}
		rng := rand.New(rand.NewPCG(9, 9))
		compared := 0
		for g := 0; g < 3000; g++ {
			s := fourthdown.New(r, fourthdown.Side(g%2))
			for !s.Final {
				k := s.Key()
				if o, ok := seen[k]; ok {
					compared++
					a, b := s.Next(), o.Next()
					if a != b {
						t.Fatalf("%s: same key, asked %+v and %+v", r.Name, a, b)
					}
					for _, e := range entries(a) {
						x, y := s, o
						ex, ey := x.Apply(e, nil), y.Apply(e, nil)
						if (ex == nil) != (ey == nil) || x.Key() != y.Key() ||
							x.Score[0]-s.Score[0] != y.Score[0]-o.Score[0] || x.Score[1]-s.Score[1] != y.Score[1]-o.Score[1] {
							t.Fatalf("%s: same key, entry %s leads apart (%v, %v):\n%+v\n%+v\nfrom\n%+v\n%+v", r.Name, e, ex, ey, x, y, s, o)
						}
					}
				} else {
					seen[k] = s
				}
				l := entries(s.Next())
				s.Apply(l[rng.IntN(len(l))], nil)
			}
		}
		if compared < 10000 {
			t.Errorf("%s: only %d states compared", r.Name, compared)
		}
	}
}

// entries are every entry an ask allows.
func entries(a fourthdown.Ask) []fourthdown.Entry {
	var out []fourthdown.Entry
	if a.IsRoll() {
		for f := a.Die.Min; f <= a.Die.Max(); f++ {
			out = append(out, fourthdown.DieEntry(f))
		}
		return out
	}
	for _, c := range a.Choices.List() {
		out = append(out, fourthdown.ChoiceEntry(c))
	}
	return out
}
