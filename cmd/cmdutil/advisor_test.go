package cmdutil

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/tracker"
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
	if opts := a.Menu(g, []Option{{Token: "x"}}); len(opts) != 1 || opts[0].Hint != "" {
		t.Errorf("a menu without values changed: %+v", opts)
	}
}
