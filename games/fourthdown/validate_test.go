package fourthdown

import (
	"math/rand/v2"
	"testing"
)

// applyCopy is State.Apply on a copy of s (s itself when refused).
func applyCopy(s State, e Entry, buf []Event) (State, []Event, error) {
	err := s.Apply(e, &buf)
	return s, buf, err
}

// Apply takes exactly the entries Next allows, at every point of whole
// random games of every built-in ruleset: faces outside every die, words
// that are never allowed there, a finished game. A refused entry leaves
// the state unchanged, produces no events, and its error names what was
// asked (the same Ask).
func TestApplyTakesWhatNextAllows(t *testing.T) {
	var cands []Entry
	for f := -3; f <= 23; f++ {
		cands = append(cands, DieEntry(f))
	}
	for c := NoChoice + 1; c <= numChoices; c++ {
		cands = append(cands, ChoiceEntry(c))
	}
	for _, name := range Names() {
		r, _ := Lookup(name)
		rng := rand.New(rand.NewPCG(5, uint64(len(name))))
		for g := 0; g < 80; g++ {
			s := New(r, Side(g%2))
			for {
				a := s.Next()
				var allowed []Entry
				for _, e := range cands {
					c := s
					var evs []Event
					err := c.Apply(e, &evs)
					if (err == nil) != a.Allows(e) {
						t.Fatalf("%s: ask %v, entry %q: Apply says %v, Allows %v", name, s.ask, e, err, a.Allows(e))
					}
					if err != nil {
						ee, ok := err.(*EntryError)
						if !ok || ee.Ask != a || c != s || len(evs) != 0 {
							t.Fatalf("%s: ask %v, refused entry %q: %T %v, state changed %v, %d events", name, s.ask, e, err, err, c != s, len(evs))
						}
						continue
					}
					allowed = append(allowed, e)
				}
				if s.Final {
					if len(allowed) != 0 {
						t.Fatalf("%s: entries allowed after the game: %v", name, allowed)
					}
					break
				}
				if err := s.Apply(allowed[rng.IntN(len(allowed))], nil); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}

// The lookups Build makes answer as the tables' TimeCapRow (the row's face
// and time, 0 and 0 for none) and LateRow,
// inside and outside their range, and a built ruleset keeps its own copy
// of the tables.
func TestDerivedLookups(t *testing.T) {
	for _, name := range Names() {
		r, _ := Lookup(name)
		if !r.Built() {
			t.Fatalf("%s: not built", name)
		}
		for st := Style(0); st < NumStyles; st++ {
			for need := -5; need <= 110; need++ {
				row, time := r.timeCap(st, need)
				wrow, wtime := 0, 0
				if i, ok := r.Tables[st].TimeCapRow(need); ok {
					wrow, wtime = i+r.DriveDie.Min, r.Tables[st].Rows[i].Time
				}
				if row != wrow || time != wtime {
					t.Errorf("%s %v: timeCap(%d) = %d %d, want %d %d", name, st, need, row, time, wrow, wtime)
				}
			}
			for left := -2; left <= r.HalfBlocks+3; left++ {
				v, ok := r.lateRow(st, left)
				wv, wok := r.Tables[st].LateRow(left)
				if v != wv || ok != wok {
					t.Errorf("%s %v: lateRow(%d) = %d %v, want %d %v", name, st, left, v, ok, wv, wok)
				}
			}
		}
		c := *r
		c.Tables[Balanced].Rows = append([]Row(nil), r.Tables[Balanced].Rows...)
		c.Tables[Balanced].Rows[len(c.Tables[Balanced].Rows)-1] = Row{Yards: 99, Time: 1}
		b, err := c.Build()
		if err != nil {
			t.Fatal(err)
		}
		if v, _ := b.timeCap(Balanced, 99); v != len(c.Tables[Balanced].Rows)-1+b.DriveDie.Min {
			t.Errorf("%s: the rebuilt copy's timeCap(99) = row %d, want its last row", name, v)
		}
		if v, _ := b.lateRow(Balanced, 2); v != len(c.Tables[Balanced].Rows)-1 {
			t.Errorf("%s: the rebuilt copy's lateRow(2) = %d, want its last row", name, v)
		}
		// Changing c afterwards must not reach b.
		c.Tables[Balanced].Rows[0] = Row{Yards: 50, Time: 3}
		if b.Tables[Balanced].Rows[0] == c.Tables[Balanced].Rows[0] {
			t.Errorf("%s: a built ruleset shares its tables with the value it was built from", name)
		}
	}
}
