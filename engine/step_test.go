package engine_test

import (
	"errors"
	"reflect"
	"testing"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/sim"
)

// Step, StepQuiet and Apply are the same fold: the same states after every
// entry, Step's events are Apply's, and Asking is Next().Kind. Checked on
// whole games of both built-in rulesets, plus a refused entry at every step.
func TestStepIsApply(t *testing.T) {
	for _, name := range engine.Names() {
		r, _ := engine.Lookup(name)
		t.Run(name, func(t *testing.T) {
			p := sim.NewPlayer(r, 3, 0, nil)
			var entries []engine.Entry
			p.Record = func(_ engine.Ask, e engine.Entry) { entries = append(entries, e) }
			for g := 0; g < 200; g++ {
				entries = entries[:0]
				recv, err := p.Play()
				if err != nil {
					t.Fatal(err)
				}
				applied := engine.New(r, recv)
				stepped, quiet := applied, applied
				for i, e := range entries {
					if stepped.Asking() != stepped.Next().Kind {
						t.Fatalf("game %d entry %d: Asking %v, Next %v", g, i, stepped.Asking(), stepped.Next().Kind)
					}
					// An entry of the wrong kind is refused by all three, changing nothing.
					bad := engine.DieEntry(999)
					if e.IsDie() {
						bad = engine.ChoiceEntry(engine.ChEnd)
						if stepped.Next().Choices.Has(engine.ChEnd) {
							bad = engine.ChoiceEntry(engine.ChTwo)
						}
					}
					before := stepped
					_, _, errA := engine.Apply(applied, bad, nil)
					_, errS := stepped.Step(bad, nil)
					errQ := quiet.StepQuiet(bad)
					var ee *engine.EntryError
					if !errors.As(errA, &ee) || errS == nil || errQ == nil || errA.Error() != errS.Error() || errS.Error() != errQ.Error() {
						t.Fatalf("game %d entry %d: %s refused as %v / %v / %v", g, i, bad, errA, errS, errQ)
					}
					if stepped != before || quiet != before {
						t.Fatalf("game %d entry %d: a refused entry changed the state", g, i)
					}
					var evA, evS []engine.Event
					applied, evA, err = engine.Apply(applied, e, nil)
					if err != nil {
						t.Fatal(err)
					}
					if evS, err = stepped.Step(e, nil); err != nil {
						t.Fatal(err)
					}
					if err = quiet.StepQuiet(e); err != nil {
						t.Fatal(err)
					}
					if applied != stepped || applied != quiet {
						t.Fatalf("game %d entry %d (%s): states differ:\napply %+v\nstep  %+v\nquiet %+v", g, i, e, applied, stepped, quiet)
					}
					if !reflect.DeepEqual(evA, evS) {
						t.Fatalf("game %d entry %d (%s): events differ:\napply %+v\nstep  %+v", g, i, e, evA, evS)
					}
				}
				if !applied.Final {
					t.Fatalf("game %d did not end", g)
				}
			}
		})
	}
}
