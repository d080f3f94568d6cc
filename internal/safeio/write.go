package safeio

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
)

// SyncDirError is a file written and put in place whose folder could not
// be synced: a crash of the machine in the next moments could still lose
// the new name.
type SyncDirError struct {
	Dir string
	Err error
}

func (e *SyncDirError) Error() string {
	return fmt.Sprintf("the folder %s could not be synced: %v", e.Dir, e.Err)
}

func (e *SyncDirError) Unwrap() error { return e.Err }

// WriteAtomic replaces path with data so that a crash at any moment leaves
// either the old file or the new one, never a mix: the data goes to a
// temporary file in the same folder, which is synced, renamed over path,
// and then the folder is synced so the rename itself is durable. A link at
// path is replaced, never written through.
func WriteAtomic(path string, data []byte, perm os.FileMode) error {
	return writeAtomic(path, data, perm, true)
}

// CreateAtomic is WriteAtomic of a new file: it never replaces anything at
// path (an existing file, a link, a folder), failing with fs.ErrExist.
func CreateAtomic(path string, data []byte, perm os.FileMode) error {
	return writeAtomic(path, data, perm, false)
}

func writeAtomic(path string, data []byte, perm os.FileMode, replace bool) error {
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	tmp, err := os.CreateTemp(dir, "."+base+".tmp-*")
	if err != nil {
		return err
	}
	tmpName := tmp.Name()
	placed := false
	defer func() {
		if !placed {
			tmp.Close()
		}
		os.Remove(tmpName) // after a link, the temporary name only
	}()
	if _, err := tmp.Write(data); err != nil {
		return err
	}
	if err := tmp.Chmod(perm); err != nil && runtime.GOOS != "windows" {
		return err
	}
	if err := tmp.Sync(); err != nil {
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	placed = true
	if replace {
		err = os.Rename(tmpName, path)
	} else {
		// A hard link is made only where nothing is: the new file appears
		// whole, and nothing there is replaced, even by a race.
		err = os.Link(tmpName, path)
		if err != nil && !errors.Is(err, fs.ErrExist) {
			if _, e := os.Lstat(path); e == nil {
				err = fs.ErrExist
			} else if e2 := os.Rename(tmpName, path); e2 == nil { // no hard links here (some file systems)
				err = nil
			}
		}
	}
	if err != nil {
		return err
	}
	if err := syncDir(dir); err != nil {
		return &SyncDirError{Dir: dir, Err: err}
	}
	return nil
}

// syncDir makes a rename or a new file in dir durable. Windows cannot open
// a directory for syncing; its renames are durable on their own (NTFS).
func syncDir(dir string) error {
	if runtime.GOOS == "windows" {
		return nil
	}
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer d.Close()
	if err := d.Sync(); err != nil && !errors.Is(err, os.ErrInvalid) {
		return err
	}
	return nil
}

// CreateNew writes data to path as a new file: it never replaces anything
// there (a file, a link, a folder: fs.ErrExist) and never writes through a
// link, even one put at path a moment before (O_CREATE|O_EXCL, which
// refuses a link whatever it leads to). It is not synced: it is for the
// many files of one run (a simulation's records), which a crash may cut
// short. A failed write removes the file it had created.
func CreateNew(path string, data []byte, perm os.FileMode) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, perm)
	if err != nil {
		return err
	}
	_, err = f.Write(data)
	if e := f.Close(); err == nil {
		err = e
	}
	if err != nil {
		os.Remove(path)
	}
	return err
}
