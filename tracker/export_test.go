package tracker

import (
	"os"
	"testing"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/games/firstandroll"
	"github.com/fourthdown/fourthdown/games/fourthdown"
	"github.com/fourthdown/fourthdown/games/fourthdown/houserules"
	"github.com/fourthdown/fourthdown/games/fourthstreet"
)

// The tracker's tests replay 4th Down records, and play a game of every
// game at the table: the games are registered as cmd registers them.
func TestMain(m *testing.M) {
	engine.Register(houserules.Game)
	engine.Register(firstandroll.Game{})
	engine.Register(fourthstreet.Game{})
	os.Exit(m.Run())
}

// FD is the 4th Down match of a game replayed in a test.
func FD(g *Game) *fourthdown.Match {
	m, ok := fourthdown.Of(g.Match)
	if !ok {
		panic("not a 4th Down game")
	}
	return m
}
