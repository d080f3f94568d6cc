package tracker

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/fourthdown/fourthdown/engine"
)

// testDice is a 1st & Roll dice set (F30): with it every face of its dice
// is listed with its odds.
const testDice = "offense:\n  red: [0, 1, 2s, 3, 4, 6*]\n  yellow: [0, 2, 4, 5, 7, 10*]\n  green: [0, 0, 5, 10, 15, 20*]\n" +
	"defense:\n  red: [F, 0, -1, -2, -3, -5]\n  yellow: [F, 0, -2, -3, -4, -6]\n  green: [F, 0, -5, -5, -8, -10]\n" +
	"kick: [10, 20, 30, 40, 50, 20]\nclock: [clock, clock, turnover, blank, blank, blank]\npenalty: [O5, O10, O15, DH, D5, D15]\n"

// tableGames are a record's header for each registered game (and 4th
// Down's Gridiron variant), with the files it names.
var tableGames = []struct {
	name, header string
	files        map[string]string
}{
	{"4th-down", "home: Bombers\naway: Gunners\nreceives: home\n", nil},
	{"gridiron", "home: Bombers\naway: Gunners\nreceives: away\nrules: gridiron\n", nil},
	{"1st-and-roll", "game: 1st-and-roll\nhome: Bears\naway: Lions\nreceives: home\ndice: dice.yaml\n", map[string]string{"dice.yaml": testDice}},
	{"4th-street", "game: 4th-street\nhome: Bills\naway: Jets\nreceives: away\n", nil},
}

// pickEntry draws an entry the rules allow for what m asks, in its record
// form: a die's face by its odds, a choice at random, a free-form value
// from the game's samples ("" when there is none).
func pickEntry(r *rand.Rand, m engine.Match) string {
	c, ok := m.(engine.Core)
	if !ok {
		return ""
	}
	l := c.Legal()
	if l.Free {
		sm, ok := m.(engine.Sampler)
		if !ok {
			return ""
		}
		v := sm.Samples()
		if len(v) == 0 {
			return ""
		}
		return v[r.IntN(len(v))]
	}
	return l.Pick(r.Float64())
}

// randomGame is a whole game of the record header begins, played at random
// from a seed: its entries, in order, with the files the header names
// written into dir.
func randomGame(tb testing.TB, dir, header string, files map[string]string, seed uint64) []string {
	tb.Helper()
	for name, text := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			tb.Fatal(err)
		}
	}
	g := startGame(tb, dir, header)
	r := rand.New(rand.NewPCG(seed, 34))
	var toks []string
	for !g.Final() {
		tok := pickEntry(r, g.Match)
		if tok == "" {
			tb.Fatalf("%s: nothing to enter", g.Match.Next().What)
		}
		if err := g.Match.Apply(engine.Token{Text: tok}); err != nil {
			tb.Fatalf("entry %d %q: %v", len(toks)+1, tok, err)
		}
		toks = append(toks, tok)
	}
	return toks
}

// startGame is the game of a record of header in dir, before its first
// entry.
func startGame(tb testing.TB, dir, header string) *Game {
	tb.Helper()
	rec, err := ParseString(header)
	if err != nil {
		tb.Fatal(err)
	}
	rec.Dir = dir
	g, err := NewGame(rec)
	if err != nil {
		tb.Fatal(err)
	}
	return g
}

// recordText is the record of header with toks entered, a new line where
// the game asks for one, as a session writes it (without its comments).
func recordText(tb testing.TB, dir, header string, toks []string) string {
	tb.Helper()
	g := startGame(tb, dir, header)
	var b strings.Builder
	b.WriteString(g.Record.String())
	for i, tok := range toks {
		switch {
		case i == 0:
			b.WriteString("\n")
		case g.Match.Next().NewLine:
			b.WriteString("\n")
		default:
			b.WriteString(" ")
		}
		b.WriteString(tok)
		if err := g.Match.Apply(engine.Token{Text: tok}); err != nil {
			tb.Fatal(err)
		}
	}
	if len(toks) > 0 {
		b.WriteString("\n")
	}
	return b.String()
}

// BenchmarkTableEntry is one entry at the table late in a long game of
// each game: the entry checked and applied, the record rewritten and
// saved durably (fsync, rename, fsync of the folder), and the session's
// game moved on. Between entries the record and the session are put back
// as they were, untimed.
func BenchmarkTableEntry(b *testing.B) {
	for _, tg := range tableGames {
		b.Run(tg.name, func(b *testing.B) {
			dir := b.TempDir()
			toks := randomGame(b, dir, tg.header, tg.files, 1)
			late := len(toks) - 5
			path := filepath.Join(dir, "game.fdr")
			if err := os.WriteFile(path, []byte(recordText(b, dir, tg.header, toks[:late])), 0o644); err != nil {
				b.Fatal(err)
			}
			s, err := Open(path)
			if err != nil {
				b.Fatal(err)
			}
			defer s.Close()
			// The first save writes the record as the session does (with
			// its comments): the entries after it are as at the table.
			if _, err := s.Add(toks[late], false); err != nil {
				b.Fatal(err)
			}
			base, data := s.Game, s.data
			for b.Loop() {
				b.StopTimer()
				if err := os.WriteFile(path, data, 0o644); err != nil {
					b.Fatal(err)
				}
				s.Game, s.data = base, data
				b.StartTimer()
				if _, err := s.Add(toks[late+1], false); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(base.Entries()), "entries")
		})
	}
}
