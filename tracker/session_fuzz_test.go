package tracker

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/fourthdown/fourthdown/games/fourthdown"
)

// FuzzSession drives the save and undo path with entries and undos chosen
// by the fuzzer's bytes: after every step the file on disk replays to the
// session's game, the game equals the engine's fold of the same entries,
// and a refused entry changes nothing.
func FuzzSession(f *testing.F) {
	f.Add([]byte{0, 1, 2, 3, 250, 4, 5, 250, 250, 6})
	f.Add([]byte{255, 255, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9})
	f.Fuzz(func(t *testing.T, ops []byte) {
		if len(ops) > 200 {
			ops = ops[:200]
		}
		path := filepath.Join(t.TempDir(), "g.fdr")
		rec := &Record{}
		rec.Set("receives", "away")
		s, err := Create(path, rec)
		if err != nil {
			t.Fatal(err)
		}
		defer s.Close()
		var entries []fourthdown.Entry
		for _, op := range ops {
			switch {
			case op >= 250: // undo
				if _, ok, err := s.Undo(); err != nil {
					t.Fatal(err)
				} else if ok {
					entries = entries[:len(entries)-1]
				}
			default:
				a := FD(s.Game).State.Next()
				var e fourthdown.Entry
				switch {
				case a.Kind == fourthdown.AskNone:
					e = fourthdown.DieEntry(int(op))
				case a.IsRoll():
					e = fourthdown.DieEntry(a.Die.Min + int(op)%(a.Die.Sides+1)) // sometimes one past the die
				default:
					l := a.Choices.List()
					e = fourthdown.ChoiceEntry(l[int(op)%len(l)])
				}
				before, _ := os.ReadFile(path)
				if _, err := s.Add(e.String(), op%7 == 0); err != nil {
					if after, _ := os.ReadFile(path); string(after) != string(before) {
						t.Fatalf("a refused entry %s changed the file", e)
					}
					continue
				}
				entries = append(entries, e)
			}
			g := replayFile(t, path)
			fold := FD(s.Game).Start
			for _, e := range entries {
				if err := fold.Apply(e, nil); err != nil {
					t.Fatal(err)
				}
			}
			if FD(g).State != FD(s.Game).State || FD(g).State != fold {
				t.Fatalf("after %d entries the file, the session and the fold disagree", len(entries))
			}
		}
	})
}
