package fourthdown_test

import (
	"testing"

	"github.com/fourthdown/fourthdown/games/fourthdown"
	"github.com/fourthdown/fourthdown/games/fourthdown/fdsim"
)

// benchGames are 1000 whole games (entries as a record holds them), played
// once by the simulator's dice and default coaches.
func benchGames(b *testing.B) ([]fourthdown.Side, [][]fourthdown.Entry, int) {
	p := fdsim.NewPlayer(fourthdown.FourthDown, 1, 0, nil)
	var es []fourthdown.Entry
	p.Record = func(_ fourthdown.Ask, e fourthdown.Entry) { es = append(es, e) }
	recv := make([]fourthdown.Side, 1000)
	games := make([][]fourthdown.Entry, 1000)
	n := 0
	for i := range games {
		es = nil
		r, err := p.Play()
		if err != nil {
			b.Fatal(err)
		}
		recv[i], games[i] = r, es
		n += len(es)
	}
	return recv, games, n
}

// BenchmarkGame folds one whole game per op with State.Apply and a reused
// event buffer (what replay does, without parsing).
func BenchmarkGame(b *testing.B) {
	recv, games, n := benchGames(b)
	buf := make([]fourthdown.Event, 0, 64)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		st := fourthdown.New(fourthdown.FourthDown, recv[i%len(games)])
		for _, e := range games[i%len(games)] {
			buf = buf[:0]
			if err := st.Apply(e, &buf); err != nil {
				b.Fatal(err)
			}
		}
		i++
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/(float64(b.N)*float64(n)/float64(len(games))), "ns/entry")
}

// BenchmarkGameQuiet is BenchmarkGame without events, as the solver folds.
func BenchmarkGameQuiet(b *testing.B) {
	recv, games, n := benchGames(b)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		st := fourthdown.New(fourthdown.FourthDown, recv[i%len(games)])
		for _, e := range games[i%len(games)] {
			if err := st.Apply(e, nil); err != nil {
				b.Fatal(err)
			}
		}
		i++
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/(float64(b.N)*float64(n)/float64(len(games))), "ns/entry")
}
