package values_test

import (
	"context"
	"errors"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/games/coingame"
	"github.com/fourthdown/fourthdown/tracker"
	"github.com/fourthdown/fourthdown/values"
	"github.com/fourthdown/fourthdown/values/valuestest"
)

// unsolvedCoin is the coin game without its exact values: a game the app
// can play (a coach, dice it rolls) that is not solved, so its values are
// estimated; and its coach, a game it cannot play.
type unsolvedCoin struct{ g coingame.Game }

func (unsolvedCoin) Name() string                                { return "unsolved-coin" }
func (unsolvedCoin) Title() string                               { return "Unsolved Coin" }
func (c unsolvedCoin) DefaultTeams() engine.Teams                { return c.g.DefaultTeams() }
func (c unsolvedCoin) Duration(n int) string                     { return c.g.Duration(n) }
func (c unsolvedCoin) Start(s engine.Setup) (engine.Core, error) { return c.g.Start(s) }
func (c unsolvedCoin) Coach(seed uint64) engine.Chooser          { return c.g.Coach(seed) }

// boardCoin is unsolvedCoin under another name, whose estimate no other
// test gets (a run keeps those it got).
type boardCoin struct{ unsolvedCoin }

func (boardCoin) Name() string { return "board-coin" }

// coachless is the coin game without values nor a coach.
type coachless struct{ unsolvedCoin }

func (coachless) Name() string  { return "coachless-coin" }
func (coachless) Title() string { return "Coachless Coin" }

func TestMain(m *testing.M) {
	engine.Register(coingame.Game{})
	engine.Register(unsolvedCoin{})
	engine.Register(boardCoin{})
	engine.Register(struct {
		engine.Game
	}{coachless{}})
	os.Exit(m.Run())
}

// game is a new game of the game named name, home receiving.
func game(t *testing.T, name string) *tracker.Game {
	t.Helper()
	rec, err := tracker.Parse(strings.NewReader("game: " + name + "\nreceives: home\n\n"))
	if err != nil {
		t.Fatal(err)
	}
	g, err := tracker.NewGame(rec)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// Each source of values, for a solved game and a game the app can play:
// exact by default where solved; else estimated, built (here kept ahead)
// and read from the cache folder, an estimate not kept being not at hand
// for the views that must not wait.
func TestSources(t *testing.T) {
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	ctx := context.Background()
	coin, unsolved := game(t, "coin-flip"), game(t, "unsolved-coin")
	for _, src := range []values.Source{values.Default, values.Exact, values.AtHand} {
		if v, ok, err := values.For(ctx, coin, src, engine.ValuesRequest{}); !ok || err != nil || engine.IsEstimate(v) {
			t.Errorf("coin, source %d: %v %v %v, want exact values", src, v, ok, err)
		}
	}
	if _, ok, err := values.For(ctx, unsolved, values.AtHand, engine.ValuesRequest{}); !ok || !errors.Is(err, engine.ErrNotAtHand) {
		t.Errorf("an estimate not kept: %v %v, want not at hand", ok, err)
	}
	if values.Known(unsolved) != nil {
		t.Error("an estimate known before it was got")
	}
	valuestest.KeepSmall(t, unsolved.Record)
	for _, src := range []values.Source{values.Default, values.Estimate, values.AtHand} {
		v, ok, err := values.For(ctx, unsolved, src, engine.ValuesRequest{AtHand: true})
		if !ok || err != nil || !engine.IsEstimate(v) {
			t.Errorf("unsolved coin, source %d: %v %v %v, want the estimate", src, v, ok, err)
		}
	}
	if values.Known(unsolved) == nil {
		t.Error("the estimate got is not known to the run")
	}
}

// Exact values are refused for a game that is not solved, an estimate for
// one the app cannot play; a game without either has none by default.
func TestRefusals(t *testing.T) {
	ctx := context.Background()
	coin, unsolved, none := game(t, "coin-flip"), game(t, "unsolved-coin"), game(t, "coachless-coin")
	var r *values.Refusal
	if _, ok, err := values.For(ctx, unsolved, values.Exact, engine.ValuesRequest{}); !ok || !errors.As(err, &r) || r.Source != values.Exact ||
		!strings.Contains(err.Error(), "Unsolved Coin has no exact values") {
		t.Errorf("exact values of an unsolved game: %v %v", ok, err)
	}
	if v, ok, err := values.For(ctx, none, values.Default, engine.ValuesRequest{}); ok || err != nil || v != nil {
		t.Errorf("a game without values gave %v %v %v", v, ok, err)
	}
	if _, ok, err := values.For(ctx, none, values.Estimate, engine.ValuesRequest{}); !ok || !errors.As(err, &r) || r.Source != values.Estimate ||
		!strings.Contains(err.Error(), "Coachless Coin has no computer coach") {
		t.Errorf("an estimate of a game without a coach: %v %v", ok, err)
	}
	if values.Has(none.Kind) || !values.Has(unsolved.Kind) || !values.Solved(coin.Kind) || values.Solved(unsolved.Kind) {
		t.Error("Has or Solved wrong")
	}
}

// Read reads a record against the default values: a played game of the
// unsolved coin game against its estimate, said to be estimated.
func TestReadEstimated(t *testing.T) {
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	g := game(t, "unsolved-coin")
	valuestest.KeepSmall(t, g.Record)
	g.Record.Body = append(g.Record.Body, tracker.Line{Tokens: []engine.Token{{Text: "heads"}, {Text: "heads"}}})
	read, err := values.Read(context.Background(), g.Record, true, values.Default, engine.ValuesRequest{})
	if err != nil || read == nil {
		t.Fatalf("read %v, %v", read, err)
	}
	if !read.Estimated || len(read.Entries) != 2 {
		t.Errorf("read: estimated %v, %d entries", read.Estimated, len(read.Entries))
	}
}

// The board reads an estimate only when it is kept, in the background,
// and says it is pending until then; a game without values has none.
func TestBoardReadsKeptEstimates(t *testing.T) {
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	b := values.NewBoard(context.Background())
	g := game(t, "board-coin")
	if v := b.Of(g); v != nil || !b.Pending(g) {
		t.Fatalf("values %v before any were kept, pending %v", v, b.Pending(g))
	}
	valuestest.KeepSmall(t, g.Record)
	if b.Pending(g) {
		t.Error("a kept estimate said to be pending")
	}
	refreshed := make(chan struct{}, 1)
	b.SetRefresh(func() { refreshed <- struct{}{} })
	var v engine.Valuer
	for end := time.Now().Add(10 * time.Second); v == nil && time.Now().Before(end); time.Sleep(10 * time.Millisecond) {
		v = b.Of(g)
	}
	if v == nil || !engine.IsEstimate(v) {
		t.Fatal("the kept estimate never shown")
	}
	select {
	case <-refreshed:
	case <-time.After(10 * time.Second):
		t.Error("the board not refreshed once values were read")
	}
	if none := game(t, "coachless-coin"); b.Of(none) != nil || b.Pending(none) {
		t.Error("a game without values has some on the board")
	}
}
