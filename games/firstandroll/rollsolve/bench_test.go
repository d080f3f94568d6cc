package rollsolve

import (
	"testing"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/games/firstandroll"
)

// BenchmarkSolveShort solves the short house game of the checks from
// nothing: building its graph and solving it.
func BenchmarkSolveShort(b *testing.B) {
	d := dice(b, "allornothing.yaml")
	for i := 0; i < b.N; i++ {
		sol, err := Solve(Options{House: firstandroll.House{Spaces: 1, Timeouts: -1}, Dice: d, Margin: 3})
		if err != nil {
			b.Fatal(err)
		}
		b.ReportMetric(float64(sol.Stats.Situations), "situations")
		b.ReportMetric(float64(sol.Stats.Nodes), "nodes")
	}
}

// BenchmarkPlayGraph builds the graph of one play from scrimmage of the
// rules' game (the sample dice, the rules' track and timeouts), 1st and
// 10 at the offense's own 35 in the middle of the first half, from an
// empty memo: what the solver pays for each situation it reaches.
func BenchmarkPlayGraph(b *testing.B) {
	var nodes, applies, leaves int
	for i := 0; i < b.N; i++ {
		bl := playGraph(b, benchPlay)
		nodes, applies, leaves = len(bl.nodes), int(bl.applies), len(bl.sits)
	}
	b.ReportMetric(float64(nodes), "nodes")
	b.ReportMetric(float64(applies), "entries")
	b.ReportMetric(float64(leaves), "situations-reached")
}

// benchPlay is BenchmarkPlayGraph's situation.
var benchPlay = firstandroll.Situation{Kind: firstandroll.SitPlay, Half: 1, Marker: 7, Off: engine.Home, Own: 35, Down: 1, ToGo: 10, TO: [2]int{3, 3}}

// playGraph is the graph of one play from sit in the rules' game with the
// sample dice, built alone, from an empty memo.
func playGraph(tb testing.TB, sit firstandroll.Situation) *builder {
	d := firstandroll.SampleSet()
	bl := newBuilder(firstandroll.House{}, d)
	st, err := sit.State(firstandroll.House{})
	if err != nil {
		tb.Fatal(err)
	}
	st = st.WithDice(d)
	bl.build(&st, 0)
	return bl
}
