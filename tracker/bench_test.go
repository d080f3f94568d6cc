package tracker_test

import (
	"os"
	"strings"
	"testing"

	"github.com/fourthdown/fourthdown/tracker"
)

// BenchmarkReplay replays a complete game record (parsed once) through
// tracker.Replay: every token parsed and applied, steps and events kept.
func BenchmarkReplay(b *testing.B) {
	text, err := os.ReadFile("../testdata/games/conversion-safety-and-time-cap.fdr")
	if err != nil {
		b.Fatal(err)
	}
	rec, err := tracker.Parse(strings.NewReader(string(text)))
	if err != nil {
		b.Fatal(err)
	}
	entries := len(rec.Tokens())
	b.ReportAllocs()
	for b.Loop() {
		g, err := tracker.Replay(rec)
		if err != nil || !tracker.FD(g).State.Final {
			b.Fatalf("replay: %v", err)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*entries), "ns/entry")
}

// BenchmarkParseReplay also reads the record's text each time, as replay FILE does.
func BenchmarkParseReplay(b *testing.B) {
	text, err := os.ReadFile("../testdata/games/conversion-safety-and-time-cap.fdr")
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		rec, err := tracker.Parse(strings.NewReader(string(text)))
		if err != nil {
			b.Fatal(err)
		}
		if _, err := tracker.Replay(rec); err != nil {
			b.Fatal(err)
		}
	}
}
