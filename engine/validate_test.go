package engine

import (
	"math/rand/v2"
	"testing"
)

// The fold validates each entry inside its own dispatch; its verdict must
// be check's, for every entry at every point of a game, and a refused
// entry leaves the state unchanged (both built-in rulesets, and faces
// outside every die, words that are never allowed there, a finished game).
func TestFoldValidatesAsCheck(t *testing.T) {
	var cands []Entry
	for f := -3; f <= 23; f++ {
		cands = append(cands, DieEntry(f))
	}
	for c := NoChoice + 1; c <= numChoices; c++ {
		cands = append(cands, ChoiceEntry(c))
	}
	cands = append(cands, Entry{Choice: ChGo, Face: 3}) // a choice with a face
	for _, name := range Names() {
		r, _ := Lookup(name)
		rng := rand.New(rand.NewPCG(5, uint64(len(name))))
		for g := 0; g < 80; g++ {
			s := New(r, Side(g%2))
			for steps := 0; ; steps++ {
				var allowed []Entry
				for _, e := range cands {
					want := s.check(e)
					c := s
					f := fold{s: &c}
					err := f.apply(e)
					ok := err == nil
					if ok != (want == nil) {
						t.Fatalf("%s: ask %v, entry %q: fold says %v, check says %v", name, s.ask, e, ok, want)
					}
					if !ok {
						if c != s {
							t.Fatalf("%s: ask %v, refused entry %q changed the state", name, s.ask, e)
						}
						if err.Error() != want.Error() {
							t.Fatalf("%s: fold's error %v, want %v", name, err, want)
						}
						if err := s.StepQuiet(e); err == nil || err.Error() != want.Error() {
							t.Fatalf("%s: StepQuiet(%q) = %v, want %v", name, e, err, want)
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
				if err := s.StepQuiet(allowed[rng.IntN(len(allowed))]); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}

// The lookups built by Register answer as the tables' TimeCap and LateRow,
// inside and outside their range; a changed copy of a registered ruleset
// reads its own tables.
func TestDerivedLookups(t *testing.T) {
	for _, name := range Names() {
		r, _ := Lookup(name)
		if r.derived == nil || r.derived.owner != r {
			t.Fatalf("%s: no lookups built", name)
		}
		for st := Style(0); st < NumStyles; st++ {
			for need := -5; need <= 110; need++ {
				v, ok := r.timeCap(st, need)
				wv, wok := r.Tables[st].TimeCap(need)
				if v != wv || ok != wok {
					t.Errorf("%s %v: timeCap(%d) = %d %v, want %d %v", name, st, need, v, ok, wv, wok)
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
		if v, _ := c.timeCap(Balanced, 99); v != 1 {
			t.Errorf("%s: a changed copy's timeCap(99) = %d, want 1 (its own table)", name, v)
		}
		if v, _ := c.lateRow(Balanced, 2); v != len(c.Tables[Balanced].Rows)-1 {
			t.Errorf("%s: a changed copy's lateRow(2) = %d, want its last row", name, v)
		}
	}
}
