// Package valuestest keeps small estimates of games' values in the cache
// folder for tests: a view of estimated values without the minutes of a
// full build.
package valuestest

import (
	"context"
	"testing"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/estimate"
	"github.com/fourthdown/fourthdown/tracker"
	"github.com/fourthdown/fourthdown/values"
)

// KeepSmall builds a small estimate of the values of rec's game under its
// setup (a few hundred games) and keeps it in the cache folder
// ($XDG_CACHE_HOME), where every view reads it as it reads a full one.
func KeepSmall(t testing.TB, rec *tracker.Record) {
	t.Helper()
	if err := Keep(rec); err != nil {
		t.Fatal(err)
	}
}

// Keep is KeepSmall for a caller without a testing.TB (a script's
// command).
func Keep(rec *tracker.Record) error {
	_, start, err := values.EstimateKey(rec)
	if err != nil {
		return err
	}
	g, err := tracker.NewGame(rec)
	if err != nil {
		return err
	}
	e, err := estimate.Build(context.Background(), estimate.Options{Start: start, Coach: g.Kind.(engine.Coached).Coach,
		Games: 200, Improve: 50, Rounds: 1, Look: 2, Held: 30, Seed: 1})
	if err != nil {
		return err
	}
	return values.Keep(rec, e)
}
