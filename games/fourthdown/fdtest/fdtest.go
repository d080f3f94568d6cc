// Package fdtest registers 4th Down for the tests of packages that replay
// its records (cmd registers the games itself), and replays them.
package fdtest

import (
	"testing"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/games/fourthdown"
	"github.com/fourthdown/fourthdown/games/fourthdown/houserules"
	"github.com/fourthdown/fourthdown/tracker"
)

func init() { engine.Register(houserules.Game) }

// Match is the 4th Down match of a replayed game.
func Match(g *tracker.Game) *fourthdown.Match {
	m, ok := fourthdown.Of(g.Match)
	if !ok {
		panic("fdtest: not a 4th Down game: " + g.Kind.Name())
	}
	return m
}

// ReplayFile replays a record file, failing the test on any error.
func ReplayFile(t testing.TB, path string) (*tracker.Game, *fourthdown.Match) {
	t.Helper()
	rec, err := tracker.ReadRecordFile(path)
	return replay(t, rec, err)
}

func replay(t testing.TB, rec *tracker.Record, err error) (*tracker.Game, *fourthdown.Match) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
	g, err := tracker.Replay(rec)
	if err != nil {
		t.Fatal(err)
	}
	return g, Match(g)
}
