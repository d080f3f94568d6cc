package cmd

import (
	"context"
	"io"
	"path/filepath"
	"strings"
	"testing"

	"github.com/fourthdown/fourthdown/tracker"
)

// BenchmarkTableEnter is one line typed at the table late in a game of
// each game, in two-player and in solo play: the line checked as the
// prompt checks it, then entered (the entry applied, the record saved,
// what it did shown). Between lines the entry is undone, untimed.
func BenchmarkTableEnter(b *testing.B) {
	for _, c := range []struct{ name, file, solo string }{
		{"4th-down", "../testdata/games/full-game-mixed-drives.fdr", ""},
		{"4th-down-solo", "../testdata/games/full-game-mixed-drives.fdr", "away"},
		{"1st-and-roll", "../testdata/roll-examples/game7.fdr", ""},
		{"4th-street", "../testdata/street-examples/game3.fdr", ""},
	} {
		b.Run(c.name, func(b *testing.B) {
			t, line := lateTable(b, c.file, c.solo)
			for b.Loop() {
				if err := t.check(line); err != nil {
					b.Fatal(err)
				}
				if err := t.enter(line); err != nil {
					b.Fatal(err)
				}
				b.StopTimer()
				if _, ok, err := t.sess.Undo(); !ok || err != nil {
					b.Fatal(err)
				}
				b.StartTimer()
			}
		})
	}
}

// lateTable is a table over the game of record file without its last few
// entries, and the next of them: a line a player types there (in solo
// play the coach plays solo's team, and the line is the player's).
func lateTable(b *testing.B, file, solo string) (*table, string) {
	b.Helper()
	g, err := loadGame(file)
	if err != nil {
		b.Fatal(err)
	}
	toks := g.Record.Tokens()
	rec, err := tracker.ParseString(g.Record.String())
	if err != nil {
		b.Fatal(err)
	}
	for i := range rec.Body {
		rec.Body[i].Tokens = nil
	}
	if solo != "" {
		rec.Set("solo", solo)
	}
	sess, err := tracker.Create(filepath.Join(b.TempDir(), "late.fdr"), rec)
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { sess.Close() })
	o := sessionOptions{IO: &IO{In: strings.NewReader(""), Out: io.Discard, ErrOut: io.Discard}, Solo: solo}
	for i := 0; i < len(toks)-8; i++ {
		if _, err := sess.Add(toks[i].Text, false); err != nil {
			b.Fatal(err)
		}
	}
	t, err := o.newTable(context.Background(), sess, o.prompter(context.Background()))
	if err != nil {
		b.Fatal(err)
	}
	for i := len(toks) - 8; i < len(toks)-2; i++ {
		a := sess.Game.Match.Next()
		if a.IsRoll() && !t.coachAnswers(a) {
			return t, toks[i].Text
		}
		if _, err := sess.Add(toks[i].Text, false); err != nil {
			b.Fatal(err)
		}
	}
	b.Fatalf("no roll late in %s", file)
	return nil, ""
}
