package tracker

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// bigRecords are records of nearly MaxRecordBytes whose bulk is comment
// or blank lines, in the header or between entries (issue 44).
func bigRecords(t testing.TB) map[string]string {
	t.Helper()
	plain, err := os.ReadFile("../testdata/games/full-game-mixed-drives.fdr")
	if err != nil {
		t.Fatal(err)
	}
	header, body, _ := strings.Cut(string(plain), "\n\n")
	// first: the body up to its first entry's line, rest: after it.
	k := 0
	for strings.HasPrefix(body[k:], "#") {
		k += strings.IndexByte(body[k:], '\n') + 1
	}
	k += strings.IndexByte(body[k:], '\n')
	first, rest := body[:k], body[k+1:]
	room := MaxRecordBytes - 4096 - len(plain)
	return map[string]string{
		"header-comments": header + "\n" + strings.Repeat("#\n", room/2) + "\n" + body,
		"header-words":    strings.Repeat("# a comment\n", room/12) + header + "\n\n" + body,
		"body-comments":   header + "\n\n" + first + "\n" + strings.Repeat("# x\n", room/4) + rest,
		"body-bare-hash":  header + "\n\n" + first + "\n" + strings.Repeat("#\n", room/2) + rest,
		"blank-lines":     header + "\n" + strings.Repeat("\n", room) + body,
		"body-blank":      header + "\n\n" + first + "\n" + strings.Repeat("\n", room) + rest,
		"comment-blank":   header + "\n\n" + first + "\n" + strings.Repeat("#c\n\n", room/4) + rest,
	}
}

// TestCommentLinesTakeNoMemory: a record's comment and blank lines do not
// make it take memory line by line: a record of 4 MB of them is read and
// replayed in a few times its size (it took 0.2-0.7 GB, 150 times: issue
// 44), keeps a field or a line for each run of comment lines, and its
// comments are all written back.
func TestCommentLinesTakeNoMemory(t *testing.T) {
	for name, text := range bigRecords(t) {
		t.Run(name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "game.fdr")
			if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
			var before, after runtime.MemStats
			runtime.GC()
			runtime.ReadMemStats(&before)
			rec, err := ReadRecordFile(path)
			if err != nil {
				t.Fatal(err)
			}
			g, err := Replay(rec)
			if err != nil || !g.Final() {
				t.Fatalf("replay: %v", err)
			}
			runtime.ReadMemStats(&after)
			if got, most := after.TotalAlloc-before.TotalAlloc, uint64(6*len(text)); got > most {
				t.Errorf("reading and replaying %d bytes allocated %d bytes, want at most %d", len(text), got, most)
			}
			if n := len(rec.Header) + len(rec.Body); n > 100 {
				t.Errorf("%d header fields and body lines, want at most 100", n)
			}
			out := rec.String()
			want := strings.Count(text, "#")
			if name == "body-bare-hash" {
				for _, l := range strings.Split(text[strings.Index(text, "\np "):], "\n") {
					if l == "#" {
						want-- // the body's bare "#" lines are blank lines
					}
				}
			}
			if got := strings.Count(out, "#"); got != want {
				t.Errorf("%d comments written back, want %d", got, want)
			}
			again, err := ParseString(out)
			if err != nil || again.String() != out {
				t.Errorf("written back, it does not read back the same: %v", err)
			}
		})
	}
}

// TestTableEntriesIntoCommentLines: entries added at the table to a record
// of 4 MB of comment lines are each applied to a copy of the game, not by
// replaying the record, and take memory for the file's bytes written once,
// not for its lines (each entry cloned every comment line: resume took 36
// s and 1 GB for 10 entry lines, issue 44).
func TestTableEntriesIntoCommentLines(t *testing.T) {
	for _, name := range []string{"header-comments", "body-comments", "comment-blank"} {
		t.Run(name, func(t *testing.T) {
			text := bigRecords(t)[name]
			// The game without its last 12 entries, entered again below.
			full, err := ParseString(text)
			if err != nil {
				t.Fatal(err)
			}
			toks := full.Tokens()
			// Cut before the line of the 12th entry from the end.
			cut := 0
			for range toks[len(toks)-12].Line - 1 {
				cut += strings.IndexByte(text[cut:], '\n') + 1
			}
			path := filepath.Join(t.TempDir(), "game.fdr")
			os.WriteFile(path, []byte(text[:cut]), 0o644)
			s, err := Open(path)
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			var before, after runtime.MemStats
			var add []Token // the entries from the line cut on
			for _, tok := range toks {
				if tok.Line >= toks[len(toks)-12].Line {
					add = append(add, tok)
				}
			}
			for i, tok := range add {
				runtime.GC()
				runtime.ReadMemStats(&before)
				if _, err := s.Add(tok.Text, false); err != nil {
					t.Fatalf("entry %d %q: %v", i, tok.Text, err)
				}
				runtime.ReadMemStats(&after)
				most := uint64(3 * len(text)) // the file written, and read back for changes
				if underRace {
					most += uint64(len(text)) // the race detector's own
				}
				if i == 0 {
					most *= 2 // and, for a file not laid out as it is written, replayed
				}
				if got := after.TotalAlloc - before.TotalAlloc; got > most {
					t.Errorf("entry %d allocated %d bytes, want at most %d", i, got, most)
				}
			}
			if s.replays > 1 {
				t.Errorf("%d replays of the record for 12 entries, want at most 1", s.replays)
			}
			g := replayFile(t, path)
			gf, err := Replay(full)
			if err != nil {
				t.Fatal(err)
			}
			if want := gf.Entries(); g.Entries() != want || s.Game.Entries() != want || strings.Count(string(s.Data()), "#") < strings.Count(text[:cut], "#") {
				t.Errorf("the saved file replays to %d entries (the session %d), %d comments (before %d)", g.Entries(), s.Game.Entries(), strings.Count(string(s.Data()), "#"), strings.Count(text[:cut], "#"))
			}
		})
	}
}
