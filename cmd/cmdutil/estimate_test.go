package cmdutil

import (
	"context"
	"testing"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/games/coingame"
	"github.com/fourthdown/fourthdown/tracker"
)

// estimated are the coin game's exact values said to be estimated.
type estimated struct{ engine.Valuer }

func (estimated) Measured() string { return "none (exact)" }

// The menus, the situation line and the board's headline say "≈" before
// an estimated chance, and keep an exact one's words.
func TestChancesSayEstimated(t *testing.T) {
	kind := coingame.Game{}
	m, err := kind.Start(engine.Setup{Teams: kind.DefaultTeams(), Receives: engine.Home})
	if err != nil {
		t.Fatal(err)
	}
	g := &tracker.Game{Kind: kind, Teams: kind.DefaultTeams(), Match: m}
	exact, _, err := Values(context.Background(), kind, m, engine.ValuesRequest{})
	if err != nil {
		t.Fatal(err)
	}
	menu := func(v engine.Valuer) string {
		return AdviseMenu(v, g, []Option{{Token: "heads"}, {Token: "tails", Hint: "the other"}})[1].Hint
	}
	if got := menu(exact); got != "56.8% · the other" {
		t.Errorf("exact menu hint %q", got)
	}
	if got := menu(estimated{exact}); got != "≈56.8% · the other" {
		t.Errorf("estimated menu hint %q", got)
	}
	if got := WinChance(estimated{exact}, g); got != "Heads ≈56.8% to win" {
		t.Errorf("estimated chance %q", got)
	}
	if got := FavouriteChance(exact, g); got != "Heads 56.8% to win" {
		t.Errorf("exact headline %q", got)
	}
	if m := Measured(estimated{exact}); m == nil || *m != "none (exact)" || Measured(exact) != nil {
		t.Errorf("measured %v", m)
	}
}
