//go:build unix

package tracker

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// TestLockNeverWritesAPlantedHardLink: a hard link to another file planted
// at a record's lock path is refused, and that file is neither truncated
// nor written (issue 44: it was overwritten with the process id).
func TestLockNeverWritesAPlantedHardLink(t *testing.T) {
	dir := t.TempDir()
	victim := filepath.Join(dir, "precious.txt")
	os.WriteFile(victim, []byte("precious\n"), 0o644)
	record := filepath.Join(dir, "game.fdr")
	if err := os.Link(victim, LockPath(record)); err != nil {
		t.Skip(err)
	}
	l, err := AcquireLock(record)
	if err == nil {
		l.Release()
		t.Errorf("a hard link at the lock path was taken as the lock")
	} else if !strings.Contains(err.Error(), "not a plain file of its own") {
		t.Errorf("error %q does not say what is at the lock path", err)
	}
	if b, _ := os.ReadFile(victim); string(b) != "precious\n" {
		t.Errorf("the linked file now holds %q", b)
	}
}

// TestLockFollowsNoRacedLink: a symbolic link put at the lock path between
// the check and the open is not followed: nothing is created at its target
// (issue 44: 34 of 200 runs created an empty file there).
func TestLockFollowsNoRacedLink(t *testing.T) {
	dir := t.TempDir()
	record := filepath.Join(dir, "game.fdr")
	target := filepath.Join(dir, "elsewhere", "created-by-the-lock")
	os.Mkdir(filepath.Dir(target), 0o755)
	p := LockPath(record)
	stop := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		for {
			select {
			case <-stop:
				return
			default:
			}
			os.Symlink(target, p)
			os.Remove(p)
		}
	}()
	for i := 0; i < 5000; i++ {
		if l, err := AcquireLock(record); err == nil {
			l.Release()
		}
		if _, err := os.Lstat(target); err == nil {
			break
		}
	}
	close(stop)
	wg.Wait()
	if _, err := os.Lstat(target); err == nil {
		t.Errorf("the lock created the target of a link raced in at its path")
	}
}

// TestHardLinksToARecordAreOneGame: a record and a hard link to it are one
// game: while one is open, the other cannot be, before and after the
// first entry is saved (issue 44: both resumes saved, and the game forked
// into two files).
func TestHardLinksToARecordAreOneGame(t *testing.T) {
	dir := t.TempDir()
	a := filepath.Join(dir, "game.fdr")
	s, err := Create(a, testHeader(t))
	if err != nil {
		t.Fatal(err)
	}
	s.Close()
	b := filepath.Join(dir, "other-name.fdr")
	if err := os.Link(a, b); err != nil {
		t.Skip(err)
	}
	s, err = Open(a)
	if err != nil {
		t.Fatal(err)
	}
	if s2, err := Open(b); !errors.Is(err, ErrLocked) {
		if s2 != nil {
			s2.Close()
		}
		t.Fatalf("the hard link while the record is open: %v, want it locked", err)
	}
	if _, err := s.Add("balanced", false); err != nil {
		t.Fatal(err)
	}
	// The record was written in place (it has another name), and a third
	// name leads to it too: neither can be opened.
	c := filepath.Join(dir, "third-name.fdr")
	os.Link(a, c)
	for _, p := range []string{b, c} {
		if s2, err := Open(p); !errors.Is(err, ErrLocked) {
			if s2 != nil {
				s2.Close()
			}
			t.Errorf("%s after an entry: %v, want it locked", filepath.Base(p), err)
		}
	}
	s.Close()
	s2, err := Open(b)
	if err != nil {
		t.Fatalf("the link once the game is closed: %v", err)
	}
	s2.Close()
}

// TestWriteProtectedRecordIsNotWritten: a write-protected record is not
// continued, with an error naming it and what to do, and one protected
// while the game is open is not replaced (issue 44: it was rewritten).
func TestWriteProtectedRecordIsNotWritten(t *testing.T) {
	path := filepath.Join(t.TempDir(), "game.fdr")
	s, err := Create(path, testHeader(t))
	if err != nil {
		t.Fatal(err)
	}
	s.Close()
	before, _ := os.ReadFile(path)
	os.Chmod(path, 0o444)
	var ro *ReadOnlyError
	if s, err := Open(path); !errors.As(err, &ro) {
		if s != nil {
			s.Close()
		}
		t.Fatalf("Open of a 0444 record: %v, want a ReadOnlyError", err)
	} else if msg := err.Error(); !strings.Contains(msg, path+" is write-protected") || !strings.Contains(msg, "chmod u+w") {
		t.Errorf("error %q does not name the file and what to do", msg)
	}
	if _, err := os.Stat(LockPath(path)); err == nil {
		t.Errorf("a lock file was left behind")
	}
	os.Chmod(path, 0o644)
	s, err = Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	os.Chmod(path, 0o444)
	if _, err := s.Add("balanced", false); !errors.As(err, &ro) {
		t.Errorf("an entry into a record protected since: %v, want a ReadOnlyError", err)
	}
	if after, _ := os.ReadFile(path); string(after) != string(before) {
		t.Errorf("the write-protected record was rewritten")
	}
	if fi, _ := os.Stat(path); fi.Mode().Perm() != 0o444 {
		t.Errorf("mode %v", fi.Mode().Perm())
	}
}
