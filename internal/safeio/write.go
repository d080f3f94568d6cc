package safeio

import (
	"bufio"
	"errors"
	"fmt"
	"io"
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
	_, err := writeAtomic(path, bytesOf(data), perm, true, nil)
	return err
}

// bytesOf is a fill of writeAtomic that writes data.
func bytesOf(data []byte) func(io.Writer) error {
	return func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	}
}

// CreateAtomic is WriteAtomic of a new file: it never replaces anything at
// path (an existing file, a link, a folder), failing with fs.ErrExist.
func CreateAtomic(path string, data []byte, perm os.FileMode) error {
	_, err := writeAtomic(path, bytesOf(data), perm, false, nil)
	return err
}

// WriteAtomicHeld is WriteAtomic that calls hold with the new file, open,
// before it is put in place, and returns it still open (the caller closes
// it): a lock hold takes on the file is held from the moment the file is
// at path. The file is returned with a *SyncDirError too (it is in place).
func WriteAtomicHeld(path string, data []byte, perm os.FileMode, hold func(*os.File) error) (*os.File, error) {
	return writeAtomic(path, bytesOf(data), perm, true, hold)
}

// writeAtomic puts a new file at path (replacing what is there, or
// nothing), whose content fill writes: into a temporary file beside it,
// so that content of any size is written as it is made.
func writeAtomic(path string, fill func(io.Writer) error, perm os.FileMode, replace bool, hold func(*os.File) error) (*os.File, error) {
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	tmp, err := os.CreateTemp(dir, "."+base+".tmp-*")
	if err != nil {
		return nil, err
	}
	tmpName := tmp.Name()
	open, placed := true, false
	defer func() {
		if open && !placed {
			tmp.Close()
		}
		os.Remove(tmpName) // after a link, the temporary name only
	}()
	bw := bufio.NewWriterSize(tmp, 64<<10)
	if err := fill(bw); err != nil {
		return nil, err
	}
	if err := bw.Flush(); err != nil {
		return nil, err
	}
	if err := tmp.Chmod(perm); err != nil && runtime.GOOS != "windows" {
		return nil, err
	}
	if err := tmp.Sync(); err != nil {
		return nil, err
	}
	if hold != nil {
		if err := hold(tmp); err != nil {
			return nil, err
		}
	} else {
		open = false
		if err := tmp.Close(); err != nil {
			return nil, err
		}
	}
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
		return nil, err
	}
	placed = true
	if !open {
		tmp = nil
	}
	if err := syncDir(dir); err != nil {
		return tmp, &SyncDirError{Dir: dir, Err: err}
	}
	return tmp, nil
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
