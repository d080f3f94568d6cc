package engine

import (
	"math/rand/v2"
	"testing"
)

// randomEntry is an entry s allows, picked at random.
func randomEntry(s *State, rng *rand.Rand) Entry {
	a := s.Next()
	if a.IsRoll() {
		return Entry{Face: a.Die.Min + rng.IntN(a.Die.Sides)}
	}
	cs := a.Choices.List()
	return Entry{Choice: cs[rng.IntN(len(cs))]}
}

// A prepared ruleset (drive outcomes looked up) folds every entry exactly
// as an unprepared copy that works them out from its tables: the same
// states after every entry, in whole random games, for every registered
// ruleset and a variant that rolls time when a row reaches the end zone.
func TestPreparedFoldsAsTables(t *testing.T) {
	var rules []*Ruleset
	for _, name := range Names() {
		r, _ := Lookup(name)
		rules = append(rules, r)
		v := *r
		v.TimeRollOnReach = !r.TimeRollOnReach
		v.Prepare()
		rules = append(rules, &v)
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for _, r := range rules {
		if r.derived == nil || r.derived.owner != r || len(r.derived.drive[Pass]) == 0 {
			t.Fatalf("%s: no drive lookups built", r.Name)
		}
		plain := *r // a copy: its own tables, no lookups of its own
		if _, ok := plain.driveLookup(Balanced, 0, 50); ok {
			t.Fatalf("%s: a copy reads the original's lookups", r.Name)
		}
		for g := 0; g < 2000; g++ {
			recv := Side(rng.IntN(2))
			a, b := New(r, recv), New(&plain, recv)
			for n := 0; !a.Final; n++ {
				e := randomEntry(&a, rng)
				errA, errB := a.StepQuiet(e), b.StepQuiet(e)
				if errA != nil || errB != nil {
					t.Fatalf("%s game %d: %v / %v", r.Name, g, errA, errB)
				}
				b.Rules = r
				if a != b {
					t.Fatalf("%s game %d entry %d (%s): prepared %+v, tables %+v", r.Name, g, n, e, a, b)
				}
				b.Rules = &plain
			}
		}
	}
}
