package fdcmd

import (
	"context"
	"os"
	"testing"

	"github.com/fourthdown/fourthdown/cmd/cmdutil"
	"github.com/fourthdown/fourthdown/games/fourthdown/houserules"
)

// TestMain registers 4th Down, whose records the tests read.
func TestMain(m *testing.M) {
	cmdutil.Register(houserules.Game.Name(), Game())
	os.Exit(m.Run())
}

// The chance of winning comes from a cached solution only: the board never
// starts a solve, and games without one have none.
func TestBoardChanceNeedsACachedSolution(t *testing.T) {
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	c := &boardChance{ctx: context.Background()}
	for _, f := range []string{"../../../testdata/games/gridiron-full.fdr", "../../../testdata/games/full-game-mixed-drives.fdr"} {
		g, err := cmdutil.LoadGame(f)
		if err != nil {
			t.Fatal(err)
		}
		if got := c.Of(g); got != "" {
			t.Errorf("%s: chance %q without a cached solution", f, got)
		}
	}
	if len(c.loading) != 0 {
		t.Errorf("the board started reading or solving a solution that is not cached: %v", c.loading)
	}
}
