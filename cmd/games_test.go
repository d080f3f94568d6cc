package cmd

import (
	"github.com/fourthdown/fourthdown/games/fourthdown"
	"github.com/fourthdown/fourthdown/tracker"
	"strings"
	"testing"
)

// fd is the 4th Down match of a game replayed in a test.
func fd(g *tracker.Game) *fourthdown.Match {
	m, ok := fourthdown.Of(g.Match)
	if !ok {
		panic("not a 4th Down game")
	}
	return m
}

// The commands that watch their context stop cleanly on a signal, a
// game's own ones too (advise and review may solve the rules): the
// generic list and the registrations' annotations together.
func TestCatchesSignals(t *testing.T) {
	for args, want := range map[string]bool{
		"play": true, "resume x.fdr": true, "simulate -n 3": true, "board": true,
		"advise x.fdr": true, "--json review x.fdr": true, "advise --charts": true,
		"replay x.fdr": false, "sheet x.fdr": false, "rules list": false, "version": false, "": false,
	} {
		if got := catchesSignals(strings.Fields(args)); got != want {
			t.Errorf("catchesSignals(%q) = %v, want %v", args, got, want)
		}
	}
}
