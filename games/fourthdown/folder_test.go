package fourthdown_test

import (
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/fourthdown/fourthdown/games/fourthdown"
)

// A Folder folds as ApplyOnly does: over random games (probes refused on
// the way), the same states, the same events, the same refusals; Fold
// takes the legal entries as Apply does.
func TestFolderIsApplyOnly(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 9))
	want := fourthdown.AllEvents &^ (1 << fourthdown.EvKickoff)
	for g := 0; g < 200; g++ {
		a := fourthdown.New(rules, fourthdown.Side(g%2))
		b := a
		var evA, evB []fourthdown.Event
		fo := b.Folder(&evB, want)
		for !a.Final {
			p := probes[rng.IntN(len(probes))]
			errA, errB := a.ApplyOnly(p, &evA, want), fo.Apply(p)
			if (errA == nil) != (errB == nil) || (errA != nil && errA.Error() != errB.Error()) {
				t.Fatalf("game %d, %v: ApplyOnly %v, Folder %v", g, p, errA, errB)
			}
			if a != b || !reflect.DeepEqual(evA, evB) {
				t.Fatalf("game %d: after the probe %v the folds differ", g, p)
			}
			l := legal(&a)
			if len(l) == 0 {
				break // a legal probe ended the game
			}
			e := l[rng.IntN(len(l))]
			if err := a.ApplyOnly(e, &evA, want); err != nil {
				t.Fatal(err)
			}
			if !fo.Fold(e) { // Fold is Apply without the error value
				t.Fatal(fo.Refused(e))
			}
			if a != b || !reflect.DeepEqual(evA, evB) {
				t.Fatalf("game %d: after %v the folds differ", g, e)
			}
		}
	}
	// Without a buffer nothing is written.
	s := fourthdown.New(rules, fourthdown.Home)
	fo := s.Folder(nil, fourthdown.AllEvents)
	for _, e := range randomGame(5) {
		if err := fo.Apply(e); err != nil {
			t.Fatal(err)
		}
	}
	if !s.Final {
		t.Fatal("the game did not end")
	}
}
