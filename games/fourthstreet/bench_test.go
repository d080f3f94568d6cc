package fourthstreet

import (
	"os"

	"github.com/fourthdown/fourthdown/tracker"
	"testing"

	"github.com/fourthdown/fourthdown/engine"
)

// BenchmarkReplay replays a complete worked game (171 plays) in-process,
// a line at a time as the tracker does: the target is under 50 µs.
func BenchmarkReplay(b *testing.B) {
	benchGame(b, func(m *Match, l []engine.Token) error {
		_, err := m.ApplyAll(l)
		return err
	})
}

// benchGame plays the worked game1 over and over, each of its lines
// handed to play, on a match in the last one's storage.
func benchGame(b *testing.B, play func(m *Match, l []engine.Token) error) {
	m0, rec := exampleMatch(b, examplesDir(b)+"/game1.fdr")
	var lines [][]engine.Token
	for _, l := range rec.Body {
		if len(l.Tokens) > 0 {
			lines = append(lines, l.Tokens)
		}
	}
	b.ReportAllocs()
	var old *Match
	for b.Loop() {
		m := newMatch(m0.Teams, m0.Start)
		if old != nil {
			m.Reuse(old, 0)
		}
		for _, l := range lines {
			if err := play(m, l); err != nil {
				b.Fatal(err)
			}
		}
		if !m.State.Final || !m.Next().Done {
			b.Fatal("not final")
		}
		old = m
	}
}

// BenchmarkParseReplay reads a complete worked game from its text and
// replays it through the tracker, as replay does.
func BenchmarkParseReplay(b *testing.B) {
	if _, err := engine.Lookup(Game{}.Name()); err != nil {
		engine.Register(Game{})
	}
	data, err := os.ReadFile(examplesDir(b) + "/game1.fdr")
	if err != nil {
		b.Fatal(err)
	}
	text := string(data)
	b.ReportAllocs()
	var old *tracker.Game
	for b.Loop() {
		rec, err := tracker.ParseString(text)
		if err != nil {
			b.Fatal(err)
		}
		g, err := tracker.ReplayReusing(rec, old)
		if err != nil {
			b.Fatal(err)
		}
		old = g
	}
}

// BenchmarkEntryStreet plays a complete worked game (171 plays) an entry
// at a time, as the table does: each entry applied, then the next
// question asked.
func BenchmarkEntryStreet(b *testing.B) {
	benchGame(b, func(m *Match, l []engine.Token) error {
		for _, t := range l {
			if err := m.Apply(t); err != nil {
				return err
			}
			m.Next()
		}
		return nil
	})
}
