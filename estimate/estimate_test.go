package estimate_test

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/estimate"
	"github.com/fourthdown/fourthdown/games/coingame"
)

// coin is the coin game's start and its exact values.
func coin(t *testing.T) (func(engine.Side) (engine.Core, error), engine.Valuer) {
	t.Helper()
	g := coingame.Game{}
	start := func(r engine.Side) (engine.Core, error) {
		return g.Start(engine.Setup{Teams: g.DefaultTeams(), Receives: r, Header: engine.NoHeader{}})
	}
	m, _ := start(engine.Home)
	exact, err := g.Values(context.Background(), m, engine.ValuesRequest{})
	if err != nil {
		t.Fatal(err)
	}
	return start, exact
}

// TestCoinGame: built for the coin game from its own play, the estimate
// is near its exact values at every position of simulated games, says it
// is estimated, and reads back from its file with the same values.
func TestCoinGame(t *testing.T) {
	start, exact := coin(t)
	g := coingame.Game{}
	e, err := estimate.Build(context.Background(), estimate.Options{Start: start, Coach: g.Coach, Games: 4000, Improve: 500, Rounds: 2, Held: 2000, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	e.Budget = 300
	errs, err := estimate.Compare(start, g.Coach, exact, e, 200, 1, 9)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%s; max %.2f; %s", errs, errs.Max, e.Measured())
	if errs.Mean > 2 || errs.Max > 8 {
		t.Errorf("the coin game's estimate: %s, max %.2f; want a mean within 2 points and every error within 8", errs, errs.Max)
	}
	if !engine.IsEstimate(e) || !strings.Contains(e.Measured(), "held out") {
		t.Errorf("the estimate does not say it is one: %q", e.Measured())
	}
	var buf bytes.Buffer
	if err := e.Save(&buf); err != nil {
		t.Fatal(err)
	}
	back, err := estimate.Read(bytes.NewReader(buf.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	back.Budget = e.Budget
	if want := min(estimate.ChartBudget/18, estimate.MaxValueBudget); back.ValueBudget != e.ValueBudget || e.ValueBudget < want {
		t.Errorf("a chance's budget %d, read back %d; want a short game's, at least %d (its games are under 18 entries)", e.ValueBudget, back.ValueBudget, want)
	}
	if back.Through != e.Through || e.Through != estimate.DefaultThrough+1 {
		t.Errorf("a chance looks through %d, read back %d; want the short game's %d", e.Through, back.Through, estimate.DefaultThrough+1)
	}
	again, err := estimate.Compare(start, g.Coach, e, back, 50, 1, 9)
	if err != nil {
		t.Fatal(err)
	}
	if again.Max > 1e-4 { // the file keeps each mean as a float32
		t.Errorf("read back from its file, the estimate moved by up to %.6f points", again.Max)
	}
	if back.Measured() != e.Measured() {
		t.Errorf("read back, its measured error is %q, was %q", back.Measured(), e.Measured())
	}
	// A damaged file, a cut one, or one of another version is no
	// estimate: read as none (the app builds it again), never a crash.
	data := buf.Bytes()
	version := len("fourthdown estimate\x00")
	for name, bad := range map[string][]byte{
		"a byte changed":      changed(data, len(data)/2),
		"the checksum's byte": changed(data, len(data)-1),
		"cut short":           data[:len(data)*2/3],
		"another version":     changed(data, version),
		"empty":               nil,
	} {
		if _, err := estimate.Read(bytes.NewReader(bad)); err == nil {
			t.Errorf("%s: read as an estimate", name)
		}
	}
}

// changed is data with byte i changed.
func changed(data []byte, i int) []byte {
	out := bytes.Clone(data)
	out[i] ^= 0x5a
	return out
}

// TestChoicesFollowLegal: at a choice, one value per legal entry in
// Legal's order, each a chance; at a roll, none.
func TestChoicesFollowLegal(t *testing.T) {
	start, _ := coin(t)
	e, err := estimate.Build(context.Background(), estimate.Options{Start: start, Coach: coingame.Game{}.Coach, Games: 500, Improve: 100, Rounds: 1, Held: -1})
	if err != nil {
		t.Fatal(err)
	}
	m, _ := start(engine.Away)
	cs := e.Choices(m)
	l := m.Legal()
	if len(cs) != len(l.Entries) {
		t.Fatalf("%d choices for %d entries", len(cs), len(l.Entries))
	}
	for i, c := range cs {
		if c.Entry != l.Entries[i] || c.Home < 0 || c.Home > 1 {
			t.Errorf("choice %d: %+v, Legal's %q", i, c, l.Entries[i])
		}
	}
	if err := m.Apply(engine.Token{Text: "heads"}); err != nil {
		t.Fatal(err)
	}
	if cs := e.Choices(m); cs != nil {
		t.Errorf("at the coin's roll, choices %v", cs)
	}
}

// TestRefusals: a build without a start or a coach says which; a file
// that is no estimate is refused.
func TestRefusals(t *testing.T) {
	start, _ := coin(t)
	if _, err := estimate.Build(context.Background(), estimate.Options{Coach: coingame.Game{}.Coach}); err == nil || !strings.Contains(err.Error(), "start") {
		t.Errorf("no start: %v", err)
	}
	if _, err := estimate.Build(context.Background(), estimate.Options{Start: start}); err == nil || !strings.Contains(err.Error(), "coach") {
		t.Errorf("no coach: %v", err)
	}
	if _, err := estimate.Read(strings.NewReader("fourthdown solution\n")); err == nil {
		t.Error("a file that is no estimate was read")
	}
}
