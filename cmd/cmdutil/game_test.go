package cmdutil

import (
	"slices"
	"testing"

	"github.com/fourthdown/fourthdown/engine"
)

// named is a game that has a name and nothing else the registry asks.
type named struct {
	engine.Game
	name string
}

func (g named) Name() string  { return g.name }
func (g named) Title() string { return g.name }

// The default game is the one Register names, wherever it stands in the
// list: it leads engine's games (and so every menu), and a record without
// game: is its; the others keep their order. Each game's registration
// is found by its game, and a game registered with engine alone has an
// empty one.
func TestRegisterNamesTheDefault(t *testing.T) {
	Register("b", Game{Game: named{name: "a"}, Layouts: []string{"x"}}, Game{Game: named{name: "b"}, Typing: "c"}, Game{Game: named{name: "c"}})
	var names []string
	for _, g := range engine.Games() {
		names = append(names, g.Name())
	}
	if !slices.Equal(names, []string{"b", "a", "c"}) {
		t.Errorf("engine's games: %v, want the default b first, then a and c", names)
	}
	if d, _ := engine.Default(); d.Name() != "b" || Default().Name() != "b" {
		t.Errorf("default: %v, %v", d.Name(), Default().Name())
	}
	if r := Of(named{name: "A"}); !slices.Equal(r.Layouts, []string{"x"}) {
		t.Errorf("a's registration: %+v", r)
	}
	engine.Register(named{name: "d"})
	if r := Of(named{name: "d"}); r.Game == nil || r.Layouts != nil || r.Name() != "d" {
		t.Errorf("a game registered with engine alone: %+v", r)
	}
	if _, err := Lookup("e"); err == nil {
		t.Error("an unknown --game is not refused")
	}
	defer func() {
		if recover() == nil {
			t.Error("registering without the default game does not panic")
		}
	}()
	Register("z", Game{Game: named{name: "y"}})
}
