package cmd

import (
	"github.com/fourthdown/fourthdown/engine/fourthdown"
	"github.com/fourthdown/fourthdown/tracker"
)

// fd is the 4th Down match of a game replayed in a test.
func fd(g *tracker.Game) *fourthdown.Match {
	m, ok := fourthdown.Of(g.Match)
	if !ok {
		panic("not a 4th Down game")
	}
	return m
}
