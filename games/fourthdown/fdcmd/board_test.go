package fdcmd

import (
	"context"
	"os"
	"testing"
	"time"

	"github.com/fourthdown/fourthdown/cmd/cmdutil"
	"github.com/fourthdown/fourthdown/games/fourthdown/houserules"
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
	solutions.Clear() // none loaded by the tests before
	c := cmdutil.NewBoardValues(context.Background())
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
	n := 0
	solutions.Range(func(any, any) bool { n++; return true })
	if dir, _ := os.ReadDir(os.Getenv("XDG_CACHE_HOME")); n > 0 || len(dir) > 0 {
		t.Errorf("the board read or solved a solution that is not cached: %d loaded, %d files", n, len(dir))
	}
}
