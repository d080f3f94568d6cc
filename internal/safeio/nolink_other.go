//go:build !unix

package safeio

import (
	"errors"
	"io/fs"
	"os"
	"syscall"
)

// errIsLink is openNoFollow's refusal of a link.
var errIsLink = errors.New("is a symbolic link")

// openNoFollow opens path for reading unless it is a link (checked just
// before: the system has no O_NOFOLLOW here).
func openNoFollow(path string) (*os.File, error) {
	if fi, err := os.Lstat(path); err == nil && fi.Mode()&fs.ModeSymlink != 0 {
		return nil, errIsLink
	}
	return os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
}

func isLink(path string, err error) bool { return errors.Is(err, errIsLink) }
