package tracker_test

import (
	"os"
	"path/filepath"
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

// BenchmarkReplayCommentLines reads and replays a record as replay FILE
// does (ReadRecordFile, Replay): a plain record, and the same record with
// nearly 4 MB of comment lines, blank lines or one-word comments between
// its entries. The memory a record takes grows with its entries, not with
// its comment or blank lines (issue 44: 4 MB of "#" lines took 0.5 GB).
func BenchmarkReplayCommentLines(b *testing.B) {
	plain, err := os.ReadFile("../testdata/games/full-game-mixed-drives.fdr")
	if err != nil {
		b.Fatal(err)
	}
	header, body, _ := strings.Cut(string(plain), "\n\n")
	first, rest, _ := strings.Cut(body, "\n")
	room := MaxBenchBytes - len(plain)
	for _, c := range []struct{ name, text string }{
		{"plain", string(plain)},
		{"header-comments", header + "\n" + strings.Repeat("#\n", room/2) + "\n" + body},
		{"body-comments", header + "\n\n" + first + "\n" + strings.Repeat("# x\n", room/4) + rest},
		{"blank-lines", header + "\n" + strings.Repeat("\n", room) + body},
	} {
		path := filepath.Join(b.TempDir(), "game.fdr")
		if err := os.WriteFile(path, []byte(c.text), 0o644); err != nil {
			b.Fatal(err)
		}
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				rec, err := tracker.ReadRecordFile(path)
				if err != nil {
					b.Fatal(err)
				}
				if g, err := tracker.Replay(rec); err != nil || !g.Final() {
					b.Fatalf("replay: %v", err)
				}
			}
			b.ReportMetric(float64(len(c.text)), "file-bytes")
		})
	}
}

// MaxBenchBytes is a record just under the record size limit.
const MaxBenchBytes = tracker.MaxRecordBytes - 4096
