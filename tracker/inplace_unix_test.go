//go:build unix

package tracker

import (
	"bufio"
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/fourthdown/fourthdown/games/fourthdown"
)

// A record with two names (a hard link) goes on as one game through
// either: a save through one name writes into the file itself, so the
// other name reads every entry (issue 53 item 7: the save renamed a new
// file into one name and the other went on with an old copy).
func TestHardLinkedRecordSavesInPlace(t *testing.T) {
	dir := t.TempDir()
	a, b := filepath.Join(dir, "game.fdr"), filepath.Join(dir, "other-name.fdr")
	s, err := Create(a, testHeader(t))
	if err != nil {
		t.Fatal(err)
	}
	s.Close()
	if err := os.Link(a, b); err != nil {
		t.Skip(err)
	}
	toks := [][]string{{"balanced", "14"}, {"8", "6"}, {"fg", "14"}}
	for i, name := range []string{a, b, a} {
		s, err := Open(name)
		if err != nil {
			t.Fatal(err)
		}
		for _, tok := range toks[i] {
			if _, err := s.Add(tok, false); err != nil {
				t.Fatal(err)
			}
		}
		s.Close()
		da, _ := os.ReadFile(a)
		db, _ := os.ReadFile(b)
		fa, _ := os.Stat(a)
		fb, _ := os.Stat(b)
		if !bytes.Equal(da, db) || !os.SameFile(fa, fb) {
			t.Fatalf("after saving through %s the names differ:\n%s\n---\n%s", filepath.Base(name), da, db)
		}
	}
	if g := replayFile(t, b); g.Entries() != 6 {
		t.Errorf("the other name replays %d entries, want 6", g.Entries())
	}
	if _, err := os.Lstat(journalPath(a)); err == nil {
		t.Errorf("the journal of the save in place is left behind")
	}
}

// A save in place killed at any moment (the journal written, the record
// anywhere from its old content to its new) is completed by the next
// open; a journal left by a save that had finished, with the game gone on
// since, is removed and changes nothing.
func TestSaveInPlaceCutShortIsCompleted(t *testing.T) {
	dir := t.TempDir()
	a := filepath.Join(dir, "game.fdr")
	s, err := Create(a, testHeader(t))
	if err != nil {
		t.Fatal(err)
	}
	for _, tok := range []string{"balanced", "14"} {
		if _, err := s.Add(tok, false); err != nil {
			t.Fatal(err)
		}
	}
	old := append([]byte(nil), s.Data()...)
	if _, err := s.Add("8", false); err != nil {
		t.Fatal(err)
	}
	data := append([]byte(nil), s.Data()...)
	s.Close()
	journal := func(o, d []byte) {
		var b bytes.Buffer
		b.WriteString(journalMagic + " ")
		b.WriteString(strconv.Itoa(len(o)) + " " + strconv.Itoa(len(d)) + "\n")
		b.Write(o)
		b.Write(d)
		if err := os.WriteFile(journalPath(a), b.Bytes(), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	for w := 0; w <= len(data); w++ {
		cur := append(append([]byte(nil), data[:w]...), old[min(w, len(old)):]...)
		if err := os.WriteFile(a, cur, 0o644); err != nil {
			t.Fatal(err)
		}
		journal(old, data)
		s, err := Open(a)
		if err != nil {
			t.Fatalf("killed after %d bytes: %v", w, err)
		}
		got := s.Data()
		s.Close()
		if !bytes.Equal(got, data) {
			t.Fatalf("killed after %d bytes, the record reads\n%s\nwant\n%s", w, got, data)
		}
		if _, err := os.Lstat(journalPath(a)); err == nil {
			t.Fatalf("killed after %d bytes: the journal is left", w)
		}
	}
	// A stale journal: the game went on (or back) since.
	for _, cur := range [][]byte{append(append([]byte(nil), data...), "6 fg 14\n"...), bytes.Replace(old, []byte("14"), []byte("15"), 1)} {
		if err := os.WriteFile(a, cur, 0o644); err != nil {
			t.Fatal(err)
		}
		journal(old, data)
		s, err := Open(a)
		if err == nil {
			s.Close()
		}
		if got, _ := os.ReadFile(a); !bytes.Equal(got, cur) {
			t.Errorf("a stale journal was applied:\n%s\nwant\n%s", got, cur)
		}
		if _, err := os.Lstat(journalPath(a)); err == nil {
			t.Errorf("the stale journal is left")
		}
	}
}

// saverEnv names the record a helper process of
// TestHardLinkedRecordSurvivesKill saves entries into, printing "saved N"
// once the N-th is saved.
const saverEnv = "FOURTHDOWN_TEST_INPLACE_SAVER"

// A hard-linked record killed with SIGKILL at random moments of its saves
// in place loses no entry it acknowledged, and both names stay one game.
func TestHardLinkedRecordSurvivesKill(t *testing.T) {
	if path := os.Getenv(saverEnv); path != "" {
		saveForever(t, path)
		return
	}
	if testing.Short() {
		t.Skip("kills helper processes")
	}
	rng := rand.New(rand.NewPCG(53, 7))
	for round := range 12 {
		dir := t.TempDir()
		a, b := filepath.Join(dir, "game.fdr"), filepath.Join(dir, "link.fdr")
		s, err := Create(a, testHeader(t))
		if err != nil {
			t.Fatal(err)
		}
		s.Close()
		if err := os.Link(a, b); err != nil {
			t.Skip(err)
		}
		cmd := exec.Command(os.Args[0], "-test.run=^TestHardLinkedRecordSurvivesKill$")
		cmd.Env = append(os.Environ(), saverEnv+"="+a)
		out, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		acked, stopAt := 0, 1+rng.IntN(40)
		sc := bufio.NewScanner(out)
		for acked < stopAt && sc.Scan() {
			fmt.Sscanf(sc.Text(), "saved %d", &acked)
		}
		cmd.Process.Kill()
		cmd.Wait()
		s, err = Open(b) // the other name: any save cut short is completed
		if err != nil {
			t.Fatalf("round %d: the other name after kill -9: %v", round, err)
		}
		got := s.Game.Entries()
		s.Close()
		da, _ := os.ReadFile(a)
		db, _ := os.ReadFile(b)
		if got < acked || !bytes.Equal(da, db) {
			t.Fatalf("round %d: killed after %d acknowledged entries, the record holds %d (names alike: %v)", round, acked, got, bytes.Equal(da, db))
		}
	}
}

// saveForever adds entries the rules allow to the record at path until
// the game ends, saying after each that it is saved.
func saveForever(t *testing.T, path string) {
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	rng := rand.New(rand.NewPCG(uint64(os.Getpid()), 1))
	for n := 1; ; n++ {
		a := FD(s.Game).State.Next()
		var e fourthdown.Entry
		switch {
		case a.Kind == fourthdown.AskNone:
			return
		case a.IsRoll():
			e = fourthdown.DieEntry(a.Die.Min + rng.IntN(a.Die.Sides))
		default:
			l := a.Choices.List()
			e = fourthdown.ChoiceEntry(l[rng.IntN(len(l))])
		}
		if _, err := s.Add(e.String(), false); err != nil {
			t.Fatal(err)
		}
		fmt.Printf("saved %d\n", n)
	}
}

// A hard-linked record continued through a symbolic link to it is saved
// in place as well, its journal beside the file itself, and a save cut
// short is completed when it is opened through the link again.
func TestHardLinkedRecordThroughASymlink(t *testing.T) {
	dir, other := t.TempDir(), t.TempDir()
	a, b, l := filepath.Join(dir, "game.fdr"), filepath.Join(dir, "hard.fdr"), filepath.Join(other, "link.fdr")
	s, err := Create(a, testHeader(t))
	if err != nil {
		t.Fatal(err)
	}
	s.Close()
	if err := os.Link(a, b); err != nil {
		t.Skip(err)
	}
	if err := os.Symlink(a, l); err != nil {
		t.Skip(err)
	}
	s, err = Open(l)
	if err != nil {
		t.Fatal(err)
	}
	old := append([]byte(nil), s.Data()...)
	if _, err := s.Add("balanced", false); err != nil {
		t.Fatal(err)
	}
	data := append([]byte(nil), s.Data()...)
	s.Close()
	if db, _ := os.ReadFile(b); !bytes.Equal(db, data) {
		t.Fatalf("the hard link did not go on with the game:\n%s", db)
	}
	// Killed before the write: the journal beside the file, the old content.
	var j bytes.Buffer
	j.WriteString(journalMagic + " " + strconv.Itoa(len(old)) + " " + strconv.Itoa(len(data)) + "\n")
	j.Write(old)
	j.Write(data)
	os.WriteFile(a, old, 0o644)
	if err := os.WriteFile(journalPath(a), j.Bytes(), 0o600); err != nil {
		t.Fatal(err)
	}
	s, err = Open(l)
	if err != nil {
		t.Fatal(err)
	}
	got := s.Data()
	s.Close()
	if !bytes.Equal(got, data) {
		t.Errorf("opened through the link, the save cut short was not completed:\n%s", got)
	}
}
