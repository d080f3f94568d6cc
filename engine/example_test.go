package engine_test

import (
	"fmt"
	"math/rand/v2"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/games/fourthdown"
)

// A random game played through the contract: each entry drawn from the
// legal ones, a die's face as likely as the die makes it.
func Example() {
	g := fourthdown.Game{}
	m, _ := g.Start(engine.Setup{Teams: g.DefaultTeams(), Receives: engine.Home, Header: engine.NoHeader{}})
	game := m.(engine.Core)
	r := rand.New(rand.NewPCG(1, 2))
	for !game.Status().Final {
		entry := game.Legal().Pick(r.Float64()) // a face by its odds, or a team's choice
		if err := game.Apply(engine.Token{Text: entry}); err != nil {
			panic(err)
		}
	}
	st := game.Status()
	fmt.Println(game.Entries(), "entries, score", st.Score, "returns", st.Returns())
	// Output: 141 entries, score [15 40] returns [-1 1]
}
