//go:build unix

package tracker

import (
	"errors"
	"os"
	"syscall"
)

// noFollow makes an open fail on a symbolic link at the path itself.
const noFollow = syscall.O_NOFOLLOW

func tryLock(f *os.File) (bool, error) {
	err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
	if errors.Is(err, syscall.EWOULDBLOCK) {
		return false, nil
	}
	return err == nil, err
}

func unlock(f *os.File) { syscall.Flock(int(f.Fd()), syscall.LOCK_UN) }

// lockRecord takes the lock of the record file f itself (its identity,
// whatever name it was opened by): false when another process holds it.
func lockRecord(f *os.File) (bool, error) { return tryLock(f) }

// recordLocks says whether records are locked by their identity.
const recordLocks = true

// oneName reports whether fi, a file's status, is a file of one name: no
// other hard link leads to it.
func oneName(fi os.FileInfo) bool {
	st, ok := fi.Sys().(*syscall.Stat_t)
	return !ok || st.Nlink <= 1
}
