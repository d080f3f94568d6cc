package estimate

import (
	"bytes"
	"context"
	"math"
	"testing"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/games/coingame"
)

// coinStart is the coin game, r receiving.
func coinStart(r engine.Side) (engine.Core, error) {
	g := coingame.Game{}
	return g.Start(engine.Setup{Teams: g.DefaultTeams(), Receives: r, Header: engine.NoHeader{}})
}

// coinBuild is a small estimate of the coin game, and its file's bytes.
func coinBuild(t *testing.T, seed uint64) (*Estimate, []byte) {
	t.Helper()
	e, err := Build(context.Background(), Options{Start: coinStart, Coach: coingame.Game{}.Coach, Games: 800, Improve: 200, Rounds: 1, Held: -1, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := e.Save(&buf); err != nil {
		t.Fatal(err)
	}
	return e, buf.Bytes()
}

// coinBuilt is a small estimate of the coin game and the game's start as
// a look ahead's root.
func coinBuilt(t *testing.T) (*Estimate, node) {
	t.Helper()
	e, _ := coinBuild(t, 1)
	s, err := coinStart(engine.Home)
	if err != nil {
		t.Fatal(err)
	}
	st, _ := engine.SearchOf(s, nil)
	return e, node{s: st, opener: openerOf(s)}
}

// TestLookThrough: past its budget, a chance looks through a position
// whose status is its parent's (it has a tail) to its children, and only
// such a position: where the status has just changed it reads the table.
func TestLookThrough(t *testing.T) {
	e, n := coinBuilt(t)
	met := false
	for !n.s.Next().Done {
		l := n.s.Legal()
		if len(l.Entries) > 1 && n.t != (tail{}) && !n.s.Next().Both.Secret {
			met = true
			if got, want := e.look(n, 0, 0), e.leaf(n); got != want {
				t.Errorf("%s: through none, %v; its table's %v", n.s.Next().What, got, want)
			}
			if got, want := e.look(n, 0, 1), e.look(n, len(l.Entries), 0); got != want {
				t.Errorf("%s: through one, %v; its children's %v", n.s.Next().What, got, want)
			}
		}
		if n.t == (tail{}) {
			if got, want := e.look(n, 0, 1), e.leaf(n); got != want {
				t.Errorf("%s, where the status has just changed: through one, %v; its table's %v", n.s.Next().What, got, want)
			}
		}
		n = child(n, n.s.Status(), l, 0)
	}
	if !met {
		t.Error("no position with a tail met")
	}
}

// TestBuildIsDeterministic: the same options build the same bytes (the
// workers' batches are added in a fixed order).
func TestBuildIsDeterministic(t *testing.T) {
	_, a := coinBuild(t, 7)
	_, b := coinBuild(t, 7)
	if !bytes.Equal(a, b) {
		t.Error("two builds with the same seed wrote different bytes")
	}
	if _, c := coinBuild(t, 8); bytes.Equal(a, c) {
		t.Error("builds with different seeds wrote the same bytes")
	}
}

// sixCoin is the coin game with its coin rolled as a die of six faces,
// 1 to 3 heads and 4 to 6 tails: three faces lead to each situation.
type sixCoin struct{ engine.Core }

var sixFaces = []string{"1", "2", "3", "4", "5", "6"}

func (m *sixCoin) Next() engine.Ask {
	a := m.Core.Next()
	if a.What == "coin" {
		a.Faces = sixFaces
	}
	return a
}

func (m *sixCoin) Legal() engine.Legal { return engine.LegalOf(m.Next()) }
func (m *sixCoin) Clone() engine.Core  { return &sixCoin{m.Core.Clone()} }

func (m *sixCoin) Apply(tok engine.Token) error {
	if m.Core.Next().What == "coin" {
		switch tok.Text {
		case "1", "2", "3":
			tok.Text = "heads"
		case "4", "5", "6":
			tok.Text = "tails"
		}
	}
	return m.Core.Apply(tok)
}

// TestRollLooksAheadOncePerSituation: a roll's faces that lead to the
// same situation are looked ahead once, with their odds' budgets
// together: the coin rolled as a die of six faces, three for each side,
// is valued at every coin of a game as its two situations, each looked
// ahead through half the budget past the six faces; looked ahead apart,
// each face would have a sixth of it.
func TestRollLooksAheadOncePerSituation(t *testing.T) {
	e, n := coinBuilt(t)
	six := node{s: &sixCoin{n.s.Clone()}, opener: n.opener}
	met := 0
	for !six.s.Next().Done {
		l, st := six.s.Legal(), six.s.Status()
		if six.s.Next().What == "coin" {
			for _, budget := range []int{8, 20, 40, 100, 400} {
				met++
				heads, tails := child(six, st, l, 0), child(six, st, l, 5)
				sub := (budget - len(sixFaces)) / 2
				want := (e.look(heads, sub, 0) + e.look(tails, sub, 0)) / 2
				if got := e.look(six, budget, 0); math.Abs(got-want) > 1e-12 {
					t.Errorf("coin %d through %d positions: %v; its two situations through %d each: %v", six.s.Entries(), budget, got, sub, want)
				}
			}
		}
		six = child(six, st, l, 0) // heads, call and coin: the game goes on
	}
	if met == 0 {
		t.Error("no coin met")
	}
}
