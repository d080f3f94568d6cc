package engine

import (
	"fmt"
	"strings"
	"sync"
)

// The games a program knows, registered once at start, before any game is
// read (cmd registers every game in one place, in an init function); after
// that the list is only read, so reading it takes no lock. The first
// registered is the game of a record that names none.
var (
	regMu sync.Mutex // serialises Register
	games []Game
)

// Register adds a game. A second game of the same name panics: two games
// can never answer to one record.
func Register(g Game) {
	regMu.Lock()
	defer regMu.Unlock()
	for _, o := range games {
		if strings.EqualFold(o.Name(), g.Name()) {
			panic("engine.Register: a second game named " + g.Name())
		}
	}
	games = append(games, g)
}

// Games are the registered games, in the order registered.
func Games() []Game {
	return append([]Game(nil), games...)
}

// NumGames is how many games are registered: what was learnt of the
// games can be kept until it changes.
func NumGames() int { return len(games) }

// Default is the game of a record without `game:` (the first registered).
func Default() (Game, bool) {
	if len(games) == 0 {
		return nil, false
	}
	return games[0], true
}

// Lookup finds a game by name (case-insensitive); the error names the games
// there are.
func Lookup(name string) (Game, error) {
	names := make([]string, len(games))
	for i, g := range games {
		if strings.EqualFold(g.Name(), strings.TrimSpace(name)) {
			return g, nil
		}
		names[i] = g.Name()
	}
	return nil, fmt.Errorf("unknown game %q: the games are %s", name, OrList(names))
}
