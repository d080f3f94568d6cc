package tracker

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/fourthdown/fourthdown/games/fourthdown"
)

// randomEntry picks an entry the rules accept now, from a seeded source.
func randomEntry(r *rand.Rand, s fourthdown.State) fourthdown.Entry {
	a := s.Next()
	if a.IsRoll() {
		return fourthdown.DieEntry(a.Die.Min + r.IntN(a.Die.Sides))
	}
	l := a.Choices.List()
	return fourthdown.ChoiceEntry(l[r.IntN(len(l))])
}

func testHeader(t *testing.T) *Record {
	t.Helper()
	rec, err := Parse(strings.NewReader("home: Bombers\naway: Gunners\nreceives: home\ndate: 2026-11-22\n"))
	if err != nil {
		t.Fatal(err)
	}
	return rec
}

func replayFile(t *testing.T, path string) *Game {
	t.Helper()
	rec, err := ReadRecordFile(path)
	if err != nil {
		t.Fatalf("the saved record does not read: %v", err)
	}
	rec.Dir = filepath.Dir(path) // the files its header names are beside it
	g, err := Replay(rec)
	if err != nil {
		t.Fatalf("the saved record does not replay: %v", err)
	}
	return g
}

// TestSessionDurable plays whole games entry by entry: after every accepted
// entry the file on disk replays to exactly the state the session shows,
// and to the state an independent fold of the same entries reaches.
func TestSessionDurable(t *testing.T) {
	for seed := uint64(1); seed <= 3; seed++ {
		dir := t.TempDir()
		path := filepath.Join(dir, "game.fdr")
		s, err := Create(path, testHeader(t))
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 7))
		fold := fourthdown.New(fourthdown.FourthDown, fourthdown.Home)
		n := 0
		for !FD(s.Game).State.Final {
			e := randomEntry(r, FD(s.Game).State)
			digital := r.IntN(5) == 0
			if _, err := s.Add(e.String(), digital); err != nil {
				t.Fatalf("seed %d entry %d %s: %v", seed, n+1, e, err)
			}
			n++
			if err := fold.Apply(e, nil); err != nil {
				t.Fatal(err)
			}
			g := replayFile(t, path)
			if FD(g).State != FD(s.Game).State || FD(g).State != fold {
				t.Fatalf("seed %d entry %d: the file replays to %+v, the session shows %+v, the fold is %+v", seed, n, FD(g).State, FD(s.Game).State, fold)
			}
			if len(FD(g).Steps()) != n || FD(g).Steps()[n-1].Digital != digital {
				t.Fatalf("seed %d entry %d: file has %d entries, last digital=%v, want %v", seed, n, len(FD(g).Steps()), FD(g).Steps()[len(FD(g).Steps())-1].Digital, digital)
			}
		}
		if _, err := s.Add("1", false); err == nil {
			t.Fatal("an entry after the final whistle was accepted")
		}
		if err := s.Close(); err != nil {
			t.Fatal(err)
		}
		// One drive per line: every body line starts with a play style.
		for _, l := range s.Record().Body {
			if len(l.Tokens) == 0 {
				continue
			}
			if e, err := fourthdown.ParseToken(l.Tokens[0].Text); err != nil || !isStyle(e) {
				t.Fatalf("line %d does not start with a play style: %s", l.Num, FormatLine(l))
			}
		}
	}
}

func isStyle(e fourthdown.Entry) bool { _, ok := e.Choice.Style(); return ok }

// TestSessionUndo: undo takes the file back to exactly its bytes before the
// entry, across drive boundaries, back to the header.
func TestSessionUndo(t *testing.T) {
	path := filepath.Join(t.TempDir(), "game.fdr")
	s, err := Create(path, testHeader(t))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	r := rand.New(rand.NewPCG(42, 1))
	snaps := []string{string(s.Data())}
	for i := 0; i < 60 && !FD(s.Game).State.Final; i++ {
		if _, err := s.Add(randomEntry(r, FD(s.Game).State).String(), i%7 == 0); err != nil {
			t.Fatal(err)
		}
		snaps = append(snaps, string(s.Data()))
	}
	if len(FD(s.Game).Drives()) < 3 {
		t.Fatalf("want a few drives to undo across, got %d", len(FD(s.Game).Drives()))
	}
	for i := len(snaps) - 2; i >= 0; i-- {
		if _, ok, err := s.Undo(); !ok || err != nil {
			t.Fatalf("undo to %d entries: ok=%v err=%v", i, ok, err)
		}
		b, _ := os.ReadFile(path)
		if string(b) != snaps[i] {
			t.Fatalf("after undo to %d entries the file is\n%s\nwant\n%s", i, b, snaps[i])
		}
	}
	if _, ok, _ := s.Undo(); ok {
		t.Fatal("undo went past the start of the game")
	}
}

func TestCreateRefusesExisting(t *testing.T) {
	path := filepath.Join(t.TempDir(), "game.fdr")
	os.WriteFile(path, []byte("home: A\n"), 0o644)
	_, err := Create(path, testHeader(t))
	var fe *FileExistsError
	if !errors.As(err, &fe) || !strings.Contains(err.Error(), "fourthdown resume") {
		t.Fatalf("got %v, want a FileExistsError pointing to resume", err)
	}
	if b, _ := os.ReadFile(path); string(b) != "home: A\n" {
		t.Fatalf("the existing file was changed: %q", b)
	}
}

// TestOpenRefusesInvalid: a file that is not a valid record is refused with
// its position and never written.
func TestOpenRefusesInvalid(t *testing.T) {
	cases := map[string]struct{ text, want string }{
		"cut short":  {"home: Bombers\nreceives: home\n\nbalanced 14 8 6 fg 1", `4: the last line "balanced 14 8 6 fg 1" does not end with a line break`},
		"bad die":    {"receives: home\nb 14 21\n", "2 token 3: turnover roll must be a d20 (1-20), got 21"},
		"foreign":    {"receives: home\n\xff\xfe\x00\x01garbage\xc3\n", "binary data"},
		"latin-1":    {"home: B\xe4ren\nreceives: home\n", "not UTF-8"},
		"no receive": {"home: Bombers\nb 14 8\n", `missing header "receives"`},
		"after end":  {"home: Bombers\nreceives: home\nb 14 8 6 fg 14\nnotaheader: x\n", "header line"},
	}
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "game.fdr")
			os.WriteFile(path, []byte(c.text), 0o644)
			_, err := Open(path)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("got %v, want an error containing %q", err, c.want)
			}
			if !strings.HasPrefix(err.Error(), path+":") {
				t.Fatalf("the error does not name the file: %v", err)
			}
			if b, _ := os.ReadFile(path); string(b) != c.text {
				t.Fatalf("a refused file was written: %q", b)
			}
			if _, err := os.Stat(LockPath(path)); err == nil {
				t.Fatal("a refused file left its lock behind")
			}
		})
	}
}

// TestOpenHandWritten continues a record written by hand: header only, then
// a line with a comment that is kept; the app's lines get a narration.
func TestOpenHandWritten(t *testing.T) {
	path := filepath.Join(t.TempDir(), "game.fdr")
	os.WriteFile(path, []byte("# our game\nHome: Bears\naway: Lions\nreceives: Lions\n"), 0o644)
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	for _, tok := range []string{"b", "14", "8", "6", "fg", "14", "r", "5"} {
		e, _ := fourthdown.ParseToken(tok)
		if _, err := s.Add(e.String(), false); err != nil {
			t.Fatal(err)
		}
	}
	s.Close()
	want := "# our game\nHome: Bears\naway: Lions\nreceives: Lions\n\n" +
		"balanced 14 8 6 fg 14  # Lions Balanced +45 yds to BEA 25, 4th and 6, field goal good (25 yds): BEA 0-3 LIO\n" +
		"run 5  # Bears Run-First\n"
	if b, _ := os.ReadFile(path); string(b) != want {
		t.Fatalf("got\n%s\nwant\n%s", b, want)
	}

	// A comment written by hand stays when the app continues its line.
	os.WriteFile(path, []byte("receives: home\nb 14  # rolled on the kitchen table\n"), 0o644)
	s, err = Open(path)
	if err != nil {
		t.Fatal(err)
	}
	s.Add("8", false)
	s.Close()
	if b, _ := os.ReadFile(path); !strings.Contains(string(b), "b 14 8  # rolled on the kitchen table\n") {
		t.Fatalf("the hand-written comment was lost:\n%s", b)
	}
}

func TestLock(t *testing.T) {
	path := filepath.Join(t.TempDir(), "game.fdr")
	s, err := Create(path, testHeader(t))
	if err != nil {
		t.Fatal(err)
	}
	_, err = Open(path)
	var le *LockedError
	if !errors.As(err, &le) || !errors.Is(err, ErrLocked) {
		t.Fatalf("a second open got %v, want a LockedError", err)
	}
	if le.PID != os.Getpid() || !strings.Contains(err.Error(), "is open in another fourthdown") {
		t.Fatalf("lock error %q does not name the holder", err)
	}
	s.Close()
	s2, err := Open(path)
	if err != nil {
		t.Fatalf("open after close: %v", err)
	}
	s2.Close()
	if _, err := os.Stat(LockPath(path)); err == nil {
		t.Fatal("the lock file stays after close")
	}
}

func TestWriteFileAtomicLeavesNoTemp(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "a.fdr")
	for _, s := range []string{"one\n", "two\n"} {
		if err := WriteFileAtomic(path, []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
		if b, _ := os.ReadFile(path); string(b) != s {
			t.Fatalf("got %q want %q", b, s)
		}
	}
	ents, _ := os.ReadDir(dir)
	if len(ents) != 1 {
		t.Fatalf("temporary files left: %v", ents)
	}
	if err := WriteFileAtomic(filepath.Join(dir, "missing", "x.fdr"), []byte("x"), 0o644); err == nil {
		t.Fatal("writing into a missing directory succeeded")
	}
}

func TestNewGamePathAndLatest(t *testing.T) {
	dir := t.TempDir()
	day := time.Date(2026, 11, 22, 20, 0, 0, 0, time.UTC)
	p := NewGamePath(dir, day, fourthdown.NewTeams("Big Bears", "Lions!"))
	if filepath.Base(p) != "2026-11-22-big-bears-vs-lions.fdr" {
		t.Fatalf("got %s", p)
	}
	os.WriteFile(p, []byte("x"), 0o644)
	if p2 := NewGamePath(dir, day, fourthdown.NewTeams("Big Bears", "Lions!")); filepath.Base(p2) != "2026-11-22-big-bears-vs-lions-2.fdr" {
		t.Fatalf("got %s", p2)
	}
	if _, err := LatestUnfinished(filepath.Join(dir, "none")); !errors.Is(err, ErrNoUnfinished) {
		t.Fatalf("empty dir: %v", err)
	}

	files := map[string]string{
		"old.fdr":      "receives: home\nb 14\n",
		"new.fdr":      "receives: away\n",
		"newest.fdr":   "receives: home\nb 14 21\n", // invalid
		"finished.fdr": "",
		"notes.txt":    "receives: home\n",
	}
	r := rand.New(rand.NewPCG(3, 3))
	st := fourthdown.New(fourthdown.FourthDown, fourthdown.Home)
	var toks []string
	for !st.Final {
		e := randomEntry(r, st)
		st.Apply(e, nil)
		toks = append(toks, e.String())
	}
	files["finished.fdr"] = "receives: home\n" + strings.Join(toks, " ") + "\n"
	base := time.Now().Add(-time.Hour)
	for i, name := range []string{"old.fdr", "new.fdr", "newest.fdr", "finished.fdr", "notes.txt"} {
		p := filepath.Join(dir, name)
		os.WriteFile(p, []byte(files[name]), 0o644)
		mt := base.Add(time.Duration(i) * time.Minute)
		os.Chtimes(p, mt, mt)
	}
	got, err := LatestUnfinished(dir)
	if err != nil || filepath.Base(got) != "new.fdr" {
		t.Fatalf("got %s, %v; want new.fdr (the newest valid unfinished game)", got, err)
	}
}

func TestDataDir(t *testing.T) {
	t.Setenv("XDG_DATA_HOME", "/srv/data")
	if d, _ := DataDir(); d != filepath.Join("/srv/data", "fourthdown") {
		t.Fatalf("got %s", d)
	}
	t.Setenv("XDG_DATA_HOME", "relative/ignored")
	t.Setenv("HOME", "/home/pat")
	if d, _ := DataDir(); !strings.HasPrefix(d, "/home/pat") || !strings.HasSuffix(d, "fourthdown") {
		t.Fatalf("fallback got %s", d)
	}
}

func TestOSDice(t *testing.T) {
	d := fourthdown.Die{Sides: 8, Min: 1}
	seen := map[int]int{}
	for range 800 {
		v := OSDice{}.Roll(d)
		if !d.Valid(v) {
			t.Fatalf("rolled %d on a %s", v, d)
		}
		seen[v]++
	}
	if len(seen) != 8 {
		t.Fatalf("800 rolls of a d8 showed only faces %v", seen)
	}
}

// TestSaveFailureChangesNothing: when the record cannot be written the entry
// is not taken: the session stays where the file last was.
func TestSaveFailureChangesNothing(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "games")
	os.MkdirAll(dir, 0o755)
	path := filepath.Join(dir, "game.fdr")
	s, err := Create(path, testHeader(t))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	s.Add(fourthdown.ChoiceEntry(fourthdown.ChBalanced).String(), false)
	before := FD(s.Game).State
	os.RemoveAll(dir) // the disk is gone
	_, err = s.Add("14", false)
	if err == nil || !strings.Contains(err.Error(), "could not save the game") {
		t.Fatalf("got %v, want a save error", err)
	}
	var ee *fourthdown.EntryError
	if errors.As(err, &ee) {
		t.Fatal("a save failure looks like a refused entry")
	}
	if FD(s.Game).State != before || len(FD(s.Game).Steps()) != 1 {
		t.Fatal("the failed entry was taken")
	}
}

func TestOpenRemovesCrashTemp(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "g[1].fdr")
	os.WriteFile(path, []byte("receives: home\n"), 0o644)
	tmp := filepath.Join(dir, ".g[1].fdr.tmp-123")
	os.WriteFile(tmp, []byte("receives: home\nb 1"), 0o644)
	other := filepath.Join(dir, ".other.fdr.tmp-1")
	os.WriteFile(other, nil, 0o644)
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	s.Close()
	if _, err := os.Stat(tmp); err == nil {
		t.Fatal("the crashed save's temporary file is still there")
	}
	if _, err := os.Stat(other); err != nil {
		t.Fatal("another game's temporary file was removed")
	}
}

// BenchmarkSessionAdd is the cost of one accepted entry at the table:
// check, rewrite the record, fsync, rename, fsync the directory, replay.
func BenchmarkSessionAdd(b *testing.B) {
	dir := b.TempDir()
	rec, _ := Parse(strings.NewReader("receives: home\n"))
	r := rand.New(rand.NewPCG(1, 1))
	var s *Session
	n := 0
	for b.Loop() {
		if s == nil || FD(s.Game).State.Final {
			if s != nil {
				s.Close()
			}
			n++
			var err error
			if s, err = Create(filepath.Join(dir, fmt.Sprintf("g%d.fdr", n)), rec); err != nil {
				b.Fatal(err)
			}
		}
		if _, err := s.Add(randomEntry(r, FD(s.Game).State).String(), false); err != nil {
			b.Fatal(err)
		}
	}
	s.Close()
}

// A link at the lock's path is never followed: its target is not touched
// and the game is refused with a clear message (issue 17).
func TestLockRefusesALink(t *testing.T) {
	dir := t.TempDir()
	victim := filepath.Join(dir, "victim.txt")
	if err := os.WriteFile(victim, []byte("precious\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	record := filepath.Join(dir, "g.fdr")
	if err := os.Symlink(victim, LockPath(record)); err != nil {
		t.Skip("no symlinks here:", err)
	}
	rec := &Record{}
	rec.Set("receives", "home")
	if _, err := Create(record, rec); err == nil || !strings.Contains(err.Error(), "not a plain file") {
		t.Fatalf("got %v", err)
	}
	if b, _ := os.ReadFile(victim); string(b) != "precious\n" {
		t.Fatalf("the link's target changed: %q", b)
	}
	if _, err := os.Stat(record); err == nil {
		t.Error("a record was created")
	}
}

// Saving a record that is a link writes through it (the link stays, the
// target changes), and keeps the file's mode (issue 17).
func TestSaveThroughLinkKeepsMode(t *testing.T) {
	dir := t.TempDir()
	real := filepath.Join(dir, "real.fdr")
	if err := os.WriteFile(real, []byte("receives: home\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "link.fdr")
	if err := os.Symlink(real, link); err != nil {
		t.Skip("no symlinks here:", err)
	}
	s, err := Open(link)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if _, err := s.Add(fourthdown.ChoiceEntry(fourthdown.ChBalanced).String(), false); err != nil {
		t.Fatal(err)
	}
	if fi, err := os.Lstat(link); err != nil || fi.Mode()&os.ModeSymlink == 0 {
		t.Fatalf("the link was replaced: %v %v", fi.Mode(), err)
	}
	b, _ := os.ReadFile(real)
	if !strings.Contains(string(b), "balanced") {
		t.Fatalf("the target was not written:\n%s", b)
	}
	if fi, _ := os.Stat(real); fi.Mode().Perm() != 0o600 {
		t.Errorf("mode %v, want 0600", fi.Mode().Perm())
	}
}

// The latest unfinished game is found from an index of finished records
// (kept in the cache folder); a record that changed is looked at again.
func TestLatestUnfinishedIndex(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	finished, err := os.ReadFile("../testdata/games/full-game-mixed-drives.fdr")
	if err != nil {
		t.Fatal(err)
	}
	old := time.Now().Add(-time.Hour)
	for i := 0; i < 5; i++ {
		p := filepath.Join(dir, fmt.Sprintf("f%d.fdr", i))
		os.WriteFile(p, finished, 0o644)
		os.Chtimes(p, old, old)
	}
	if _, err := LatestUnfinished(dir); !errors.Is(err, ErrNoUnfinished) {
		t.Fatalf("got %v, want none unfinished", err)
	}
	// A finished record cut back to an unfinished game is seen again.
	p := filepath.Join(dir, "f3.fdr")
	os.WriteFile(p, []byte("receives: home\nb 14 8\n"), 0o644)
	if got, err := LatestUnfinished(dir); err != nil || got != p {
		t.Fatalf("got %q %v, want %s", got, err, p)
	}
}

// A change another program made to the record while the game is open is
// reported at the next save, not written over (issue 17).
func TestSaveDetectsAnOutsideChange(t *testing.T) {
	path := filepath.Join(t.TempDir(), "g.fdr")
	rec := &Record{}
	rec.Set("receives", "home")
	s, err := Create(path, rec)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if _, err := s.Add(fourthdown.ChoiceEntry(fourthdown.ChBalanced).String(), false); err != nil {
		t.Fatal(err)
	}
	edited := "receives: home\n# an edit by hand\nb 14\n"
	if err := os.WriteFile(path, []byte(edited), 0o644); err != nil {
		t.Fatal(err)
	}
	var ce *ChangedError
	if _, err := s.Add("14", false); !errors.As(err, &ce) {
		t.Fatalf("got %v, want a ChangedError", err)
	}
	if b, _ := os.ReadFile(path); string(b) != edited {
		t.Fatalf("the edit was written over:\n%s", b)
	}
}
