package rollsolve

import (
	"fmt"
	"os"
	"syscall"
	"testing"
	"time"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/games/firstandroll"
)

// usage is the process's CPU time so far and its peak resident memory.
func usage() (time.Duration, int64) {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	cpu := time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
	return cpu, ru.Maxrss << 10
}

// TestMeasure prints what solves of growing size cost (CPU time, not
// the wall clock of a shared machine; peak memory): the figures of the
// notes. Set ROLLSOLVE_MEASURE=1 to run it (minutes).
func TestMeasure(t *testing.T) {
	if os.Getenv("ROLLSOLVE_MEASURE") == "" {
		t.Skip("set ROLLSOLVE_MEASURE=1 to measure")
	}
	games := []struct {
		name  string
		dice  *firstandroll.DiceSet
		house firstandroll.House
	}{
		{"allornothing, 1 space, no timeouts", dice(t, "allornothing.yaml"), firstandroll.House{Spaces: 1, Timeouts: -1}},
		{"allornothing, 2 spaces, no timeouts", dice(t, "allornothing.yaml"), firstandroll.House{Spaces: 2, Timeouts: -1}},
		{"allornothing, 1 space, 1 timeout", dice(t, "allornothing.yaml"), firstandroll.House{Spaces: 1, Timeouts: 1}},
	}
	for _, g := range games {
		c0, _ := usage()
		sol, err := Solve(Options{House: g.house, Dice: g.dice, Margin: 3})
		if err != nil {
			t.Fatal(err)
		}
		c1, rss := usage()
		st := sol.Stats
		fmt.Printf("%s, M=3: %d situations, %d nodes, %d edges, %d fold entries, %d sweeps; CPU %v (build %v, solve %v wall); peak RSS %d MB; start %.9f / %.9f\n",
			g.name, st.Situations, st.Nodes, st.Edges, st.Applies, st.Sweeps, c1-c0, st.Build, st.Solve, rss>>20, sol.Start(engine.Home), sol.Start(engine.Away))
		for _, l := range st.Layers {
			fmt.Printf("  half %d space %d: %d situations, %d sweeps, %v\n", l.Half, l.Marker, l.Situations, l.Sweeps, l.Time)
		}
	}
	// One play of the rules' game with the sample dice, built alone.
	for _, sit := range []firstandroll.Situation{
		{Kind: firstandroll.SitPlay, Half: 1, Marker: 7, Off: engine.Home, Own: 35, Down: 1, ToGo: 10, TO: [2]int{3, 3}},
		{Kind: firstandroll.SitPlay, Half: 2, Marker: 14, Off: engine.Away, Own: 80, Down: 4, ToGo: 2, TO: [2]int{0, 1}},
		{Kind: firstandroll.SitKickoff, Half: 1, Marker: 0, Off: engine.Home, TO: [2]int{3, 3}},
	} {
		c0, _ := usage()
		bl := playGraph(t, sit)
		c1, rss := usage()
		fmt.Printf("sample dice, rules' game, %+v: %d nodes, %d edges, %d fold entries, reaches %d situations; CPU %v; peak RSS %d MB\n",
			sit, len(bl.nodes), len(bl.edges), bl.applies, len(bl.sits), c1-c0, rss>>20)
	}
}
