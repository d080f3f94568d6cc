//go:build !unix

package tracker

import (
	"os"
	"strconv"
	"strings"
)

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
