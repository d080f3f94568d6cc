package cmdutil

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/games/coingame"
	"github.com/fourthdown/fourthdown/tracker"
	"github.com/fourthdown/fourthdown/values"
)

// unsolvable is a game whose values cannot be had (a solve short of
// memory).
type unsolvable struct{ engine.Game }

func (unsolvable) Name() string                  { return "unsolvable" }
func (unsolvable) ValuesKey(engine.Match) string { return "" }

func (unsolvable) Values(context.Context, engine.Match, engine.ValuesRequest) (engine.Valuer, error) {
	return nil, errors.New("not enough memory for the exact solution")
}

// When a game's values cannot be had the table goes on without them and
// says why, once, on the situation line.
func TestAdvisorSaysWhyThereAreNoOdds(t *testing.T) {
	a := StartAdvisor(context.Background(), &tracker.Game{Kind: unsolvable{}})
	g := &tracker.Game{}
	var said string
	for end := time.Now().Add(10 * time.Second); said == "" && time.Now().Before(end); time.Sleep(time.Millisecond) {
		said = a.Chance(g)
	}
	if !strings.HasPrefix(said, "no odds: not enough memory") {
		t.Fatalf("the situation line says %q", said)
	}
	if again := a.Chance(g); again != "" {
		t.Errorf("said again: %q", again)
	}
	if opts := a.Menu(g, []Option{{Token: "x"}}, engine.Home); len(opts) != 1 || opts[0].Hint != "" {
		t.Errorf("a menu without values changed: %+v", opts)
	}
}

// estimated are the coin game's exact values said to be estimated.
type estimatedValues struct{ engine.Valuer }

func (estimatedValues) Measured() string { return "none (exact)" }

// coinTable is a coin game at its start, as the table holds it.
func coinTable(t *testing.T) *tracker.Game {
	t.Helper()
	kind := coingame.Game{}
	m, err := kind.Start(engine.Setup{Teams: kind.DefaultTeams(), Receives: engine.Home})
	if err != nil {
		t.Fatal(err)
	}
	return &tracker.Game{Kind: kind, Teams: kind.DefaultTeams(), Match: m}
}

// The menus, the situation line and the board's headline say "≈" before
// an estimated chance, and keep an exact one's words.
func TestChancesSayEstimated(t *testing.T) {
	g := coinTable(t)
	exact, _, err := values.For(context.Background(), g, values.Exact, engine.ValuesRequest{})
	if err != nil {
		t.Fatal(err)
	}
	menu := func(v engine.Valuer) string {
		return AdviseMenu(v, g, []Option{{Token: "heads"}, {Token: "tails", Hint: "the other"}}, g.Match.Next().Team)[1].Hint
	}
	if got := menu(exact); got != "56.8% · the other" {
		t.Errorf("exact menu hint %q", got)
	}
	if got := menu(estimatedValues{exact}); got != "≈56.8% · the other" {
		t.Errorf("estimated menu hint %q", got)
	}
	if got := WinChance(estimatedValues{exact}, g); got != "Heads ≈56.8% to win" {
		t.Errorf("estimated chance %q", got)
	}
	if got := FavouriteChance(exact, g); got != "Heads 56.8% to win" {
		t.Errorf("exact headline %q", got)
	}
	if m := Measured(estimatedValues{exact}); m == nil || *m != "none (exact)" || Measured(exact) != nil {
		t.Errorf("measured %v", m)
	}
}

// fixedChoices are values whose every choice is valued as listed.
type fixedChoices []engine.Choice

func (f fixedChoices) Value(engine.Core) float64           { return 0.5 }
func (f fixedChoices) Choices(engine.Core) []engine.Choice { return f }

// TestMenuOfTheTeamAnswering: a menu's chances and its best are those of
// the team answering it, among the options it offers. Where both teams
// answer their own parts of one question (a timeout either may take) the
// player of a solo game answers only theirs, whichever team the question
// names: a timeout that the values find best for the other team (it
// wastes the player's) is neither marked nor the default, and the
// chances read the player's.
func TestMenuOfTheTeamAnswering(t *testing.T) {
	g := coinTable(t)
	// Home's chance after each entry: home's own timeout is best for away.
	v := fixedChoices{{Entry: "home", Home: 0.326}, {Entry: "away", Home: 0.2}, {Entry: "no", Home: 0.34}}
	opts := func() []Option { return []Option{{Token: "home", Hint: "a timeout for home"}, {Token: "no"}} }
	for _, c := range []struct {
		team        engine.Side
		best, hint0 string
	}{
		{engine.Home, "no", "32.6% · a timeout for home"},
		{engine.Away, "home", "67.4% best · a timeout for home"},
	} {
		menu := AdviseMenu(v, g, opts(), c.team)
		for _, o := range menu {
			if o.Default != (o.Token == c.best) || strings.Contains(o.Hint, "best") != (o.Token == c.best) {
				t.Errorf("answered by %v: option %s default %v, hint %q; want %s the best", c.team, o.Token, o.Default, o.Hint, c.best)
			}
		}
		if menu[0].Hint != c.hint0 {
			t.Errorf("answered by %v: hint %q, want %q", c.team, menu[0].Hint, c.hint0)
		}
	}
}
