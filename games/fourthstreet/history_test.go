package fourthstreet

import (
	"reflect"
	"testing"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/internal/testfiles"
)

// The shared events a match makes when a view first asks for them are the
// same whenever it asks: after every line of a worked example, only at
// its end, or in a clone taken half-way; and the history's defaults
// that read them (each possession, each entry's events) agree with them.
func TestSharedMadeWhenAsked(t *testing.T) {
	files := testfiles.StreetExamples(t, "*.fdr")
	for _, path := range files {
		every, rec := exampleMatch(t, path)
		once, _ := exampleMatch(t, path)
		var clone *Match
		for i, l := range rec.Body {
			if _, err := every.ApplyAll(l.Tokens); err != nil {
				t.Fatalf("%s: %v", path, err)
			}
			every.Shared()
			if _, err := once.ApplyAll(l.Tokens); err != nil {
				t.Fatalf("%s: %v", path, err)
			}
			if i == len(rec.Body)/2 {
				clone = once.Clone().(*Match)
			} else if clone != nil {
				if _, err := clone.ApplyAll(l.Tokens); err != nil {
					t.Fatalf("%s: clone: %v", path, err)
				}
			}
		}
		want := every.Shared()
		if got := once.Shared(); !reflect.DeepEqual(got, want) {
			t.Errorf("%s: the events made at the end differ from those made after every line", path)
		}
		if got := clone.Shared(); !reflect.DeepEqual(got, want) {
			t.Errorf("%s: a clone's events differ from its original's", path)
		}
		if got := once.Possessions(); !reflect.DeepEqual(got, engine.PossessionsOf(want)) {
			t.Errorf("%s: the history's possessions differ from the shared events'", path)
		}
		var steps []engine.Event
		for i := range once.Entries() {
			steps = append(steps, once.StepEvents(i)...)
		}
		if !reflect.DeepEqual(steps, want) {
			t.Errorf("%s: the entries' events are not the shared events", path)
		}
	}
}
