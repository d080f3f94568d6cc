package fourthdown_test

import (
	"maps"
	"math/rand/v2"
	"path/filepath"
	"testing"

	"github.com/fourthdown/fourthdown/games/fourthdown"
	"github.com/fourthdown/fourthdown/games/fourthdown/houserules"
)

// The rulesets every ruleset-wide test walks: the built-ins and the test
// house-rules files.
func allRulesets(t *testing.T) map[string]*fourthdown.Ruleset {
	t.Helper()
	out := map[string]*fourthdown.Ruleset{}
	for _, n := range fourthdown.Names() {
		out[n], _ = fourthdown.Lookup(n)
	}
	files, _ := filepath.Glob("../../testdata/rules/*.yaml")
	if len(files) == 0 {
		t.Fatal("no house-rules files in testdata/rules")
	}
	for _, f := range files {
		r, err := houserules.ReadFile(f)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		out[filepath.Base(f)] = r
	}
	return out
}

// FaceGroups stands for the faces it groups: in random games under every
// ruleset, at every roll, the groups' faces (each standing for N faces)
// lead to the same outcomes (Key and score), as many times over, as all
// the die's faces do; and a yes-or-no roll has at most two groups.
// Build's groups (the same for every state) are checked here too, since
// the walk asks for them.
func TestFaceGroupsReadFacesAlike(t *testing.T) {
	type outcome struct {
		key   fourthdown.Key
		score [2]int
	}
	for name, r := range allRulesets(t) {
		rng := rand.New(rand.NewPCG(7, uint64(len(name))))
		rolls, grouped := 0, 0
		for g := 0; g < 300; g++ {
			s := fourthdown.New(r, fourthdown.Side(g%2))
			for !s.Final {
				a := s.Next()
				if a.IsRoll() {
					rolls++
					want := map[outcome]int{}
					for f := a.Die.Min; f <= a.Die.Max(); f++ {
						c := s
						if err := c.Apply(fourthdown.DieEntry(f), nil); err != nil {
							t.Fatal(err)
						}
						want[outcome{c.Key(), c.Score}]++
					}
					got := map[outcome]int{}
					groups := s.FaceGroups(nil)
					for _, gr := range groups {
						c := s
						if err := c.Apply(fourthdown.DieEntry(gr.Face), nil); err != nil {
							t.Fatalf("%s: group face %d refused: %v", name, gr.Face, err)
						}
						got[outcome{c.Key(), c.Score}] += gr.N
					}
					if !maps.Equal(got, want) {
						t.Fatalf("%s: %s at %+v: groups %v lead to %v, the faces to %v", name, a.Kind, s.Key(), groups, got, want)
					}
					if len(groups) < a.Die.Sides {
						grouped++
					}
					switch a.Kind {
					case fourthdown.AskTurnover, fourthdown.AskFG, fourthdown.AskUntimedFG, fourthdown.AskKickTry, fourthdown.AskTwoTry:
						if len(groups) > 2 {
							t.Fatalf("%s: %s, a yes or a no, has %d groups", name, a.Kind, len(groups))
						}
					}
				}
				legalNow := legal(&s)
				if err := s.Apply(legalNow[rng.IntN(len(legalNow))], nil); err != nil {
					t.Fatal(err)
				}
			}
		}
		if grouped == 0 || grouped == rolls {
			t.Fatalf("%s: %d of %d rolls grouped", name, grouped, rolls)
		}
	}
}

// A roll read through a table row: the 4th Down drive table's three
// touchdown rows are one group, the conversion table's equal rows (1, 1;
// 2, 2; 3, 3; 4, 4) one each.
func TestFaceGroupsByTableRow(t *testing.T) {
	s := fourthdown.New(fourthdown.FourthDown, fourthdown.Home)
	s, _ = play(t, s, "balanced")
	g := s.FaceGroups(nil)
	if len(g) != 18 || g[17] != (fourthdown.FaceGroup{Face: 18, N: 3}) {
		t.Fatalf("Balanced drive roll: %v", g)
	}
	s, _ = play(t, s, "9 3 5 go") // 15 yards, no turnover; 4th and 5: go
	if s.Asking() != fourthdown.AskConversion {
		t.Fatalf("asking %s", s.Asking())
	}
	g = s.FaceGroups(nil)
	if len(g) != 16 || g[3] != (fourthdown.FaceGroup{Face: 4, N: 2}) || g[6] != (fourthdown.FaceGroup{Face: 10, N: 2}) {
		t.Fatalf("conversion roll: %v", g)
	}
}

// A choice asks for no faces.
func TestFaceGroupsOfAChoice(t *testing.T) {
	s := fourthdown.New(fourthdown.FourthDown, fourthdown.Home)
	if g := s.FaceGroups(nil); len(g) != 0 {
		t.Fatalf("a play style asks for no roll, got %v", g)
	}
	s, _ = play(t, s, "run 3") // 2 yards in 12 blocks: the turnover roll next
	if s.Asking() != fourthdown.AskTurnover {
		t.Fatalf("asking %s", s.Asking())
	}
	g := s.FaceGroups(nil)
	if len(g) != 2 || g[0] != (fourthdown.FaceGroup{Face: 1, N: 1}) || g[1] != (fourthdown.FaceGroup{Face: 2, N: 19}) {
		t.Fatalf("Run's turnover roll (a turnover on 1): %v", g)
	}
}
