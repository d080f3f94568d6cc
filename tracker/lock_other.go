//go:build !unix

package tracker

import (
	"os"
	"strconv"
	"strings"
)

// noFollow: no flag for it; the lock path is checked with Lstat.
const noFollow = 0

// Without flock, the lock is the lock file's content: the holder's process
// id. A lock left by a process that died is taken over only when the file
// is empty; otherwise the user removes it (the error names it).
func tryLock(f *os.File) (bool, error) {
	buf := make([]byte, 32)
	n, _ := f.ReadAt(buf, 0)
	if pid, err := strconv.Atoi(strings.TrimSpace(string(buf[:n]))); err == nil && pid > 0 && pid != os.Getpid() {
		return false, nil
	}
	return true, nil
}

func unlock(f *os.File) {}

// lockRecord: without flock, a record is locked by its lock file only.
func lockRecord(f *os.File) (bool, error) { return true, nil }

// recordLocks says whether records are locked by their identity.
const recordLocks = false

// oneName: the number of a file's names is not known here.
func oneName(fi os.FileInfo) bool { return true }
