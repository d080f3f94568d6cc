package review_test

import (
	"context"
	"math"
	"testing"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/games/coingame"
	"github.com/fourthdown/fourthdown/review"
)

// coinGame is the coin game's start and values.
func coinGame(t *testing.T) (engine.Core, engine.Valuer) {
	g := coingame.Game{}
	m, err := g.Start(engine.Setup{Teams: g.DefaultTeams(), Receives: engine.Home})
	if err != nil {
		t.Fatal(err)
	}
	v, _, err := engine.ValuesOf(context.Background(), g, m, engine.ValuesRequest{})
	if err != nil {
		t.Fatal(err)
	}
	return m.(engine.Core), v
}

// TestReadCoinGame: a coin game the home team wins 3-0 with three right
// calls: its calls are worth nothing (either is best, no skill), its coins
// all the swing (luck), from the start's chance to 1; the away team's
// ledger is its mirror; the start is left as it was.
func TestReadCoinGame(t *testing.T) {
	start, v := coinGame(t)
	var toks []engine.Token
	for _, e := range []string{"heads", "heads", "tails", "heads", "heads", "heads", "tails", "heads", "heads", "heads"} {
		toks = append(toks, engine.Token{Text: e})
	}
	g, err := review.Read(v, start, toks)
	if err != nil {
		t.Fatal(err)
	}
	if start.Entries() != 0 {
		t.Fatal("Read moved the start")
	}
	if !g.Final || g.Ledger.Result != 1 || g.Ledger.Start != v.Value(start) {
		t.Fatalf("final %v, ledger %+v", g.Final, g.Ledger)
	}
	if g.Ledger.Skill != 0 || math.Abs(g.Ledger.Off()) > 1e-12 || math.Abs(g.Ledger.Luck-(1-g.Start)) > 1e-12 {
		t.Errorf("the ledger %+v: want all the swing luck, none skill", g.Ledger)
	}
	if a := g.Ledger.Side(engine.Away); a.Luck != -g.Ledger.Luck || a.Result != 0 || math.Abs(a.Start+g.Start-1) > 1e-15 {
		t.Errorf("the away ledger %+v is not the home one's mirror", a)
	}
	if g.Choices != [2]int{3, 2} {
		t.Errorf("choices by team %v, want 3 home calls and 2 away calls", g.Choices)
	}
	if e := g.Entries[4]; e.Roll || e.Made != 0 || e.Best != 0 || e.Token != "heads" {
		t.Errorf("the third home call: %+v, want heads made, the best", e)
	}
	if e := g.Entries[1]; !e.Roll || e.Team != engine.Home || e.Swing() <= 0 {
		t.Errorf("the home team's first coin, a right call: %+v", e)
	}
}

// TestLedgerLine: a team's ledger in a line, signs and possessive right.
func TestLedgerLine(t *testing.T) {
	l := review.Ledger{Start: 0.523, Result: 1, Luck: 0.31, Skill: 0.167}
	want := "Bears: +31.0 points of luck, +16.7 of skill (−0.4 by its own choices, +17.1 by Lions'; 52.3% at the start, won)\n"
	if got := review.LedgerLine("Bears", "Lions", l, -0.004, true, false); got != want {
		t.Errorf("got  %q\nwant %q", got, want)
	}
	l = review.Ledger{Start: 0.5, Result: 0.25, Luck: -0.25, Skill: -0.0001}
	want = "Detroit: −25.0 points of luck, 0.0 of skill (0.0 by its own choices, 0.0 by Chicago's; 50.0% at the start, 25.0% now)\n"
	if got := review.LedgerLine("Detroit", "Chicago", l, 0, false, false); got != want {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}
