package tracker

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/fourthdown/fourthdown/engine"
)

// tableView is all a person or a program can see of a game: what the
// session's game and a replay of its saved file must agree on.
type tableView struct {
	Kind        string
	Teams       engine.Teams
	Record      *Record
	Entries     int
	Status      engine.Status
	Next        engine.Ask
	Prompt      engine.Prompt
	Typing      []string
	Legal       engine.Legal
	Situation   string
	Score, Rest string
	Where       string
	Shared      []engine.Event
	Log         []string
	LogColumns  []engine.Column
	LogRows     [][]string
	StatRows    []engine.StatRow
	LineScore   LineScore
	Scoring     []Scoring
	Possessions []Possession
	JSON        string
	CSV         string
	LastStep    []engine.Line
	// Narration is the narration of the last two lines of entries (of
	// every line of a finished game, in full).
	Narration map[int]string
}

// depth is how much of a game's views viewOf reads.
type depth int

const (
	// brief: all but the views read from the whole log.
	brief depth = iota
	// usual: replay --json too, with the log's rows: after every entry.
	usual
	// full: the play-by-play, the log's rows, the statistics, the line
	// score, the scoring summary, the possessions and the CSV too: every
	// 16th entry and at the ends of the game.
	full
)

func viewOf(t *testing.T, g *Game, d depth) tableView {
	t.Helper()
	m := g.Match
	v := tableView{Kind: g.Kind.Name(), Teams: g.Teams, Record: g.Record, Entries: m.Entries(), Status: m.Status(),
		Next: m.Next(), Prompt: m.Prompt(), Typing: m.Typing(), Situation: g.Situation(), Where: m.Where(),
		Shared: m.Shared(), LogColumns: m.LogColumns(), Narration: map[int]string{}}
	v.Score, v.Rest = m.Situation()
	if c, ok := m.(engine.Core); ok {
		v.Legal = c.Legal()
	}
	if d >= usual {
		j, err := json.Marshal(Summary(g))
		if err != nil {
			t.Fatalf("replay --json: %v", err)
		}
		v.JSON = string(j)
	}
	if n := m.Entries(); n > 0 {
		v.LastStep = m.StepText(n - 1)
	}
	lines := 0
	for i := len(g.Record.Body) - 1; i >= 0; i-- {
		l := g.Record.Body[i]
		if len(l.Tokens) > 0 && (d == full && g.Final() || lines < 2) {
			v.Narration[l.Num] = m.Narrate(l.Num)
			lines++
		}
	}
	if d < full {
		return v
	}
	v.Log, v.LogRows, v.StatRows = m.Log(), m.LogRows(), m.StatRows()
	v.LineScore, v.Scoring, v.Possessions = LineScoreOf(g), ScoringOf(g), Possessions(g)
	var csv bytes.Buffer
	if err := g.WriteLogCSV(&csv); err != nil {
		t.Fatalf("CSV: %v", err)
	}
	v.CSV = csv.String()
	return v
}

// sameViews fails when the session's game and the file's differ, naming
// what differs.
func sameViews(t *testing.T, what string, mem, file tableView) {
	t.Helper()
	if reflect.DeepEqual(mem, file) {
		return
	}
	a, b := reflect.ValueOf(mem), reflect.ValueOf(file)
	for i := range a.NumField() {
		if !reflect.DeepEqual(a.Field(i).Interface(), b.Field(i).Interface()) {
			t.Fatalf("%s: the session's game differs from a replay of its saved file in %s:\nmemory %+v\nfile   %+v",
				what, a.Type().Field(i).Name, a.Field(i).Interface(), b.Field(i).Interface())
		}
	}
	t.Fatalf("%s: the session's game differs from a replay of its saved file", what)
}

// checkSaved checks that the session's game is the replay of its saved
// file (its views to depth d), and that the line of its last entry
// carries that file's narration unless written by hand.
func checkSaved(t *testing.T, s *Session, what string, d depth) tableView {
	t.Helper()
	data, err := os.ReadFile(s.Path)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(data, s.Data()) {
		t.Fatalf("%s: the file is not what the session last saved:\n%s\nwant\n%s", what, data, s.Data())
	}
	g := replayFile(t, s.Path)
	rec := g.Record
	mem, file := viewOf(t, s.Game, d), viewOf(t, g, d)
	sameViews(t, what, mem, file)
	if i := lastTokenLine(rec); i >= 0 {
		l := rec.Body[i]
		want := ""
		if nar := g.Match.Narrate(l.Num); nar != "" {
			want = " " + nar
		}
		if l.Comment != want && !strings.Contains(l.Comment, "by hand") {
			t.Fatalf("%s: line %d's comment is %q, its narration %q", what, l.Num, l.Comment, want)
		}
	}
	return mem
}

// TestTableEntriesAreTheSavedRecord plays a long game of every registered
// game (4th Down also under its Gridiron rules; 1st & Roll with a dice-set
// file) entry by entry at the table, each entry drawn from the legal ones.
// An entry is applied to a copy of the session's match, not by replaying
// the record, and yet after every entry the session's game is exactly the
// replay of the file saved: its record, status, what it asks, its
// situation, events, logs, statistics, replay --json and CSV, and the
// narration written on the entry's line. A refused entry and a failed save
// change nothing; undo (a replay) and entries after it agree as well.
func TestTableEntriesAreTheSavedRecord(t *testing.T) {
	seen := map[string]bool{}
	for _, tg := range tableGames {
		rec, err := ParseString(tg.header)
		if err != nil {
			t.Fatal(err)
		}
		g, err := GameOf(rec)
		if err != nil {
			t.Fatal(err)
		}
		seen[g.Name()] = true
	}
	for _, g := range engine.Games() {
		if !seen[g.Name()] {
			t.Errorf("%s is registered and no game of it is played at the table here", g.Title())
		}
	}
	for _, tg := range tableGames {
		t.Run(tg.name, func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			toks := randomGame(t, dir, tg.header, tg.files, 7)
			rec, err := ParseString(tg.header)
			if err != nil {
				t.Fatal(err)
			}
			playAtTable(t, dir, rec, toks, rand.New(rand.NewPCG(7, 1)))
		})
	}
}

// TestTableEntriesOfRecordedGames enters the games of testdata/games, 4th
// Down's hand-checked records, entry by entry at the table (a roll now and
// then marked as rolled by the app), and checks the session against a replay of its file after
// each.
func TestTableEntriesOfRecordedGames(t *testing.T) {
	files, _ := filepath.Glob("../testdata/games/*.fdr")
	if len(files) == 0 {
		t.Fatal("no records in testdata/games")
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			full, err := ReadRecordFile(f)
			if err != nil {
				t.Fatal(err)
			}
			var toks []string
			for _, tok := range full.Tokens() {
				toks = append(toks, tok.Text)
			}
			playAtTable(t, t.TempDir(), &Record{Header: full.Header}, toks, rand.New(rand.NewPCG(3, 3)))
		})
	}
}

// playAtTable plays toks into a new record of header at the table, checking
// the session against its saved file after every entry; on the way it
// tries a refused entry now and then, fails one save, and at the end takes
// back the last entries and enters them again.
func playAtTable(t *testing.T, dir string, header *Record, toks []string, r *rand.Rand) {
	t.Helper()
	path := filepath.Join(dir, "game.fdr")
	s, err := Create(path, header)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	checkSaved(t, s, "the new record", full)
	failAt := len(toks) / 2
	enter := func(i int) {
		t.Helper()
		what := fmt.Sprintf("entry %d %q", i+1, toks[i])
		if i%17 == 5 {
			refused(t, s, what)
		}
		if i == failAt {
			failedSave(t, s, toks[i], what)
		}
		digital := s.Game.Match.Legal().Rollable() && r.IntN(4) == 0
		replays := s.replays
		n, err := s.Add(toks[i], digital)
		if err != nil {
			t.Fatalf("%s: %v", what, err)
		}
		if n != i {
			t.Fatalf("%s: Add says it is entry %d", what, n)
		}
		if s.replays != replays {
			t.Fatalf("%s: the record was replayed to enter it, not entered into a copy of the game", what)
		}
		if l := s.Record().Body[lastTokenLine(s.Record())]; l.Tokens[len(l.Tokens)-1].Digital != digital {
			t.Fatalf("%s: digital %v, entered %v", what, !digital, digital)
		}
		d := usual
		switch {
		case i%16 == 0:
			d = full
		case underRace && i%4 != 0:
			d = brief // the race detector's slow code: replay --json every 4th entry
		}
		checkSaved(t, s, what, d)
	}
	for i := range toks {
		enter(i)
	}
	if !s.Game.Final() {
		t.Fatalf("the game is not over after its %d entries", len(toks))
	}
	sameViews(t, "the whole game", viewOf(t, s.Game, full), viewOf(t, replayFile(t, path), full))
	// Undo replays the record; the entries after it are entered into a
	// copy of the game again.
	back := min(12, len(toks))
	for k := range back {
		u, ok, err := s.Undo()
		if !ok || err != nil {
			t.Fatalf("undo %d: ok=%v err=%v", k+1, ok, err)
		}
		if want := toks[len(toks)-1-k]; u.Token.Text != want {
			t.Fatalf("undo %d took back %q, want %q", k+1, u.Token.Text, want)
		}
		checkSaved(t, s, fmt.Sprintf("undo %d", k+1), usual)
	}
	for i := len(toks) - back; i < len(toks); i++ {
		enter(i)
	}
	sameViews(t, "the whole game entered again", viewOf(t, s.Game, full), viewOf(t, replayFile(t, path), full))
}

// refused enters what no game allows: it is refused (ErrRefused) and
// changes neither the session's game nor the file.
func refused(t *testing.T, s *Session, what string) {
	t.Helper()
	view, data := viewOf(t, s.Game, usual), s.Data()
	if _, err := s.Add("xyzzy", false); !errors.Is(err, engine.ErrRefused) {
		t.Fatalf("before %s: xyzzy got %v, want a refusal", what, err)
	}
	if !bytes.Equal(data, s.Data()) {
		t.Fatalf("before %s: a refused entry changed the saved data", what)
	}
	sameViews(t, "after a refusal before "+what, viewOf(t, s.Game, usual), view)
	checkSaved(t, s, "after a refusal before "+what, usual)
}

// failedSave enters tok while the record's folder is away: the save fails
// and neither the session's game nor the file (once back) changes.
func failedSave(t *testing.T, s *Session, tok, what string) {
	t.Helper()
	view := viewOf(t, s.Game, usual)
	dir := filepath.Dir(s.Path)
	away := dir + "-away"
	if err := os.Rename(dir, away); err != nil {
		t.Fatal(err)
	}
	_, err := s.Add(tok, false)
	if err := os.Rename(away, dir); err != nil {
		t.Fatal(err)
	}
	if err == nil || errors.Is(err, engine.ErrRefused) || !strings.Contains(err.Error(), "could not save the game") {
		t.Fatalf("%s with its folder away: got %v, want a failed save", what, err)
	}
	sameViews(t, "after the failed save of "+what, viewOf(t, s.Game, usual), view)
	checkSaved(t, s, "after the failed save of "+what, usual)
}

// A record whose lines its text numbers otherwise (blank lines and comments
// of its own) is replayed once, as its first save writes it out; the
// entries after are entered into a copy of the game.
func TestTableLaysOutAHandWrittenRecord(t *testing.T) {
	path := filepath.Join(t.TempDir(), "game.fdr")
	text := "# our game\n\nhome: Bears\n\nreceives: home\n\n\n# first drive\nb 14  # rolled by hand on the kitchen table\n"
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	r := rand.New(rand.NewPCG(5, 5))
	for i, tok := range []string{"8", "6", "fg", "14", "run", "5", "", "", "", "", "", ""} {
		if tok == "" {
			tok = pickEntry(r, s.Game.Match)
		}
		if _, err := s.Add(tok, i == 0); err != nil {
			t.Fatal(err)
		}
		if s.replays != 1 {
			t.Fatalf("entry %d: %d replays, want the first entry's only", i+1, s.replays)
		}
		checkSaved(t, s, fmt.Sprintf("entry %d", i+1), full)
	}
	if b, _ := os.ReadFile(path); !strings.Contains(string(b), "# first drive\n\nb 14 8 6 fg 14  # [digital 3] rolled by hand on the kitchen table\n") {
		t.Fatalf("the lines written by hand were not kept:\n%s", b)
	}
}
