// Package fdtest registers 4th Down for the tests of packages that replay
// its records (cmd registers the games itself), and replays them.
package fdtest

import (
	"strings"
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
	if err != nil {
		t.Fatal(err)
	}
	g, err := tracker.Replay(rec)
	if err != nil {
		t.Fatal(err)
	}
	return g, Match(g)
}

// PDFDriveRows is what each drive row of the log should show in the PDF's
// text: every cell in order (the score with an en dash); a result too long
// for its cell is checked on its own (it may wrap onto two lines).
func PDFDriveRows(g *tracker.Game) (cells [][]string, results []string) {
	res := len(fourthdown.DriveLogColumns) - 3
	for _, row := range Match(g).LogRows() {
		var c []string
		for i, v := range row {
			switch {
			case v == "":
			case i == res:
				results = append(results, v)
			case i == len(row)-1:
				c = append(c, strings.Replace(v, "-", "–", 1))
			default:
				c = append(c, v)
			}
		}
		cells = append(cells, c)
	}
	return cells, results
}
