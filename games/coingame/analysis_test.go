package coingame_test

import (
	"context"
	"io"
	"os"
	"strings"
	"testing"

	"github.com/fourthdown/fourthdown/cmd/printed"
	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/games/coingame"
	"github.com/fourthdown/fourthdown/sheets"
	"github.com/fourthdown/fourthdown/tracker"
)

// coinRecord is a coin game the home team wins 3-1.
const coinRecord = `game: coin-flip
home: Heads
away: Tails
receives: home

heads heads
tails heads
heads tails
tails tails
heads heads
tails heads
heads heads
`

// TestValuesAnalysis: a game with values and no analysis of its own (the
// coin game, registered here) gets the generic one on its scoresheet: a point at the start and after every
// entry over game time, ending at the result; the rolls that swung it
// most as key moments; each team's ledger line.
func TestValuesAnalysis(t *testing.T) {
	if _, err := engine.Lookup("coin-flip"); err != nil {
		engine.Register(coingame.Game{})
	}
	rec, err := tracker.Parse(strings.NewReader(coinRecord))
	if err != nil {
		t.Fatal(err)
	}
	g, err := tracker.Replay(rec)
	if err != nil {
		t.Fatal(err)
	}
	an, err := printed.Analysis(context.Background(), io.Discard, g)
	if err != nil || an == nil {
		t.Fatalf("no analysis: %v", err)
	}
	if len(an.Points) != g.Entries()+1 || an.Points[len(an.Points)-1].Home != 1 {
		t.Fatalf("%d points for %d entries, the last %+v", len(an.Points), g.Entries(), an.Points[len(an.Points)-1])
	}
	scores := 0
	for _, p := range an.Points {
		if p.Points > 0 {
			scores++
		}
	}
	if scores != 4 {
		t.Errorf("%d scores marked, want 4 (3-1)", scores)
	}
	if len(an.Moments) != 3 || an.Moments[0][0] != "Roll" || !strings.HasPrefix(an.Moments[0][5], "coin ") {
		t.Errorf("key moments %q: want the three biggest coins (no call gives anything up)", an.Moments)
	}
	if len(an.Ledger) != 2 || !strings.HasPrefix(an.Ledger[0], "Heads: +") || !strings.Contains(an.Ledger[0], "won") {
		t.Errorf("ledger lines %q", an.Ledger)
	}
	if out := os.Getenv("COIN_SHEET"); out != "" { // to look at it
		f, _ := os.Create(out)
		defer f.Close()
		if err := sheets.Render(f, sheets.ScoresheetWith(g, sheets.Letter, an)); err != nil {
			t.Fatal(err)
		}
	}
}
