//go:build unix

package safeio

import (
	"errors"
	"os"
	"syscall"
)

// openNoFollow opens path for reading, without waiting (a pipe) and
// without following a link at path (the system refuses it: ELOOP).
func openNoFollow(path string) (*os.File, error) {
	return os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK|syscall.O_NOFOLLOW, 0)
}

func isLink(path string, err error) bool {
	if errors.Is(err, syscall.ELOOP) {
		return true
	}
	fi, e := os.Lstat(path)
	return e == nil && fi.Mode()&os.ModeSymlink != 0
}
