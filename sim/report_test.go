package sim

import (
	"strings"
	"testing"

	"github.com/fourthdown/fourthdown/engine"
)

// TestWriteHead: a run's head says a slow coach's speed with a decimal,
// not rounded to nothing, and leaves the coaches' line out when asked.
func TestWriteHead(t *testing.T) {
	teams := engine.NewTeams("Home", "Away")
	var b strings.Builder
	WriteHead(&b, "a game", teams, "", "random", Head{Games: 1, Seed: 3, Workers: 1, Seconds: 2.5, GamesPerSecond: 0.4, EntriesPerGame: 9})
	if want := "1 game of a game, seed 3, 1 worker\nSpeed: 0.4 games/s (2.50 s, 9 entries per game)\n\n"; b.String() != want {
		t.Errorf("got %q, want %q", b.String(), want)
	}
	b.Reset()
	WriteHead(&b, "a game", teams, Coaches(teams, [2]string{"best", "standard"}), "home", Head{Games: 20000, Workers: 2, GamesPerSecond: 36600})
	if want := "20,000 games of a game, seed 0, 2 workers\nCoaches: Home (home) best, Away (away) standard; opening kickoff: Home receive\nSpeed: 36,600 games/s"; !strings.HasPrefix(b.String(), want) {
		t.Errorf("got %q, want it to start %q", b.String(), want)
	}
}
