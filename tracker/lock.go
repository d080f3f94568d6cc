package tracker

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
)

// ErrLocked is returned when another fourthdown holds a game's lock.
var ErrLocked = errors.New("the game is open in another fourthdown")

// LockedError says which file is locked and, when known, by which process.
type LockedError struct {
	Path string
	PID  int
}

func (e *LockedError) Error() string {
	who := "another fourthdown"
	if e.PID > 0 {
		who = fmt.Sprintf("another fourthdown (process %d)", e.PID)
	}
	return fmt.Sprintf("%s is open in %s: finish or quit that one first", e.Path, who)
}

func (e *LockedError) Unwrap() error { return ErrLocked }

// Lock is held by the one play or resume that may write a record.
type Lock struct {
	path string
	f    *os.File
}

// LockPath is the lock file of a record: a hidden file next to the file
// itself, past any link to it (resolved), so that every way to the same
// file (a link, a linked folder, another spelling of its path) takes the
// same lock. A record not there yet is locked by the path it will have.
func LockPath(record string) string {
	if real, err := filepath.EvalSymlinks(record); err == nil {
		record = real
	}
	dir, base := filepath.Split(record)
	return filepath.Join(dir, "."+base+".lock")
}

// AcquireLock takes the lock of the record at path, or returns a
// *LockedError when another process holds it. The lock is an OS file lock,
// so it is released when the process dies, even by kill -9.
func AcquireLock(record string) (*Lock, error) {
	p := LockPath(record)
	for range 10 {
		// Never follow a link (or open a device) at the lock's path: its
		// target would be truncated and written.
		if fi, err := os.Lstat(p); err == nil && !fi.Mode().IsRegular() {
			return nil, notPlain(record, p)
		}
		// Nor a link raced in after that check (O_NOFOLLOW: the open
		// fails), nor a file of other names (a hard link planted there:
		// another file, whose content the lock's would replace).
		f, err := os.OpenFile(p, os.O_RDWR|os.O_CREATE|noFollow|syscall.O_NONBLOCK, 0o644)
		if err != nil {
			if fi, e := os.Lstat(p); e == nil && !fi.Mode().IsRegular() {
				return nil, notPlain(record, p)
			}
			return nil, fmt.Errorf("cannot lock %s: %w", record, err)
		}
		if fi, err := f.Stat(); err != nil || !fi.Mode().IsRegular() || !oneName(fi) {
			f.Close()
			return nil, notPlain(record, p)
		}
		locked, err := tryLock(f)
		if err != nil {
			f.Close()
			return nil, fmt.Errorf("cannot lock %s: %w", record, err)
		}
		if !locked {
			buf := make([]byte, 32)
			n, _ := f.ReadAt(buf, 0)
			f.Close()
			pid, _ := strconv.Atoi(strings.TrimSpace(string(buf[:n])))
			return nil, &LockedError{Path: record, PID: pid}
		}
		// The holder before us may have removed the file between our open
		// and our lock: then we locked a file nobody else can see. Retry.
		if sameFile(f, p) {
			f.Truncate(0)
			f.WriteAt([]byte(strconv.Itoa(os.Getpid())+"\n"), 0)
			return &Lock{path: p, f: f}, nil
		}
		unlock(f)
		f.Close()
	}
	return nil, fmt.Errorf("cannot lock %s: its lock file %s keeps changing", Printable(record), Printable(p))
}

// notPlain is the error of a lock path that holds something else than a
// lock file fourthdown could have made.
func notPlain(record, p string) error {
	return fmt.Errorf("cannot lock %s: %s is not a plain file of its own (a link, a hard link to another file, or a device): remove it if no fourthdown is running", Printable(record), Printable(p))
}

// sameFile reports whether path itself (not a link's target) is the
// regular file f.
func sameFile(f *os.File, path string) bool {
	a, err := f.Stat()
	if err != nil || !a.Mode().IsRegular() {
		return false
	}
	b, err := os.Lstat(path)
	if err != nil || !b.Mode().IsRegular() {
		return false
	}
	return os.SameFile(a, b)
}

// Release removes the lock file and releases the lock.
func (l *Lock) Release() error {
	if l == nil || l.f == nil {
		return nil
	}
	os.Remove(l.path)
	unlock(l.f)
	err := l.f.Close()
	l.f = nil
	return err
}
