package fdcmd

import (
	"context"
	"os"
	"testing"
	"time"

	"github.com/fourthdown/fourthdown/cmd/cmdutil"
	"github.com/fourthdown/fourthdown/games/fourthdown/houserules"
	"github.com/fourthdown/fourthdown/values"
)

// TestMain registers 4th Down, whose records the tests read.
func TestMain(m *testing.M) {
	cmdutil.Register(houserules.Game.Name(), Game())
	os.Exit(m.Run())
}

// The board's chance of winning comes from a cached solution only: the
// board never starts a solve, and games without one have none.
func TestBoardChanceNeedsACachedSolution(t *testing.T) {
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	c := values.NewBoard(context.Background())
	for _, f := range []string{"../../../testdata/games/gridiron-full.fdr", "../../../testdata/games/full-game-mixed-drives.fdr"} {
		g, err := cmdutil.LoadGame(f)
		if err != nil {
			t.Fatal(err)
		}
		for range 3 { // asked again at each update: still none
			if v := c.Of(g); v != nil {
				t.Fatalf("%s: values without a cached solution", f)
			}
			time.Sleep(50 * time.Millisecond)
		}
	}
	if dir, _ := os.ReadDir(os.Getenv("XDG_CACHE_HOME")); len(dir) > 0 {
		t.Errorf("the board solved a solution that is not cached: %d files", len(dir))
	}
}
