package tracker

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"

	"github.com/fourthdown/fourthdown/internal/safeio"
)

// WriteFileAtomic replaces path with data so that a crash at any moment
// leaves either the old file or the new one, never a mix: the data goes to
// a temporary file in the same directory, which is synced, renamed over
// path, and then the directory is synced so the rename itself is durable.
func WriteFileAtomic(path string, data []byte, perm os.FileMode) error {
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	tmp, err := os.CreateTemp(dir, "."+base+".tmp-*")
	if err != nil {
		return err
	}
	tmpName := tmp.Name()
	ok := false
	defer func() {
		if !ok {
			tmp.Close()
			os.Remove(tmpName)
		}
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
	if err := os.Rename(tmpName, path); err != nil {
		return err
	}
	ok = true
	if err := syncDir(dir); err != nil {
		return &DirSyncError{Dir: dir, Err: err}
	}
	return nil
}

// DirSyncError is a save whose file was written and renamed into place
// (the entry is saved) but whose folder could not be synced: a crash of the
// machine in the next moments could still lose it.
type DirSyncError struct {
	Dir string
	Err error
}

func (e *DirSyncError) Error() string {
	return fmt.Sprintf("the entry was saved, but the folder %s could not be synced (%v): a machine crash now could lose it", e.Dir, e.Err)
}

func (e *DirSyncError) Unwrap() error { return e.Err }

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

// CutShortError is a record whose last line has no line end: it may have
// been cut short (a crash, a full disk, a truncated copy), so its last
// token could be a shortened one ("1" for "14"). fourthdown itself always
// ends the file with a newline, so such a file is never taken as a record
// as it stands.
type CutShortError struct {
	Line int
	Text string
}

func (e *CutShortError) Error() string {
	return fmt.Sprintf("%d: the last line %q does not end with a line break, so it may have been cut short; "+
		"check it and end it with a line break (or delete it), then try again", e.Line, e.Text)
}

// MaxRecordBytes is the largest record read: a game of 4th Down is a few
// kilobytes; a file of megabytes is not a game.
const MaxRecordBytes = 4 << 20

// ReadRecordFile reads a record for continuing it. Unlike Parse it refuses
// a file whose last line holds entries but no line end (*CutShortError),
// because a cut-short token must never be taken as an entry.
func ReadRecordFile(path string) (*Record, error) {
	data, err := safeio.ReadRegular(path, MaxRecordBytes, "a game record")
	if err != nil {
		return nil, err
	}
	if n := len(data); n > 0 && data[n-1] != '\n' {
		last := data[bytes.LastIndexByte(data, '\n')+1:]
		text, _, _ := strings.Cut(string(last), "#")
		if strings.TrimSpace(text) != "" {
			return nil, &CutShortError{Line: bytes.Count(data, []byte{'\n'}) + 1, Text: string(last)}
		}
	}
	if bytes.IndexByte(data, 0) >= 0 {
		return nil, &SyntaxError{Line: bytes.Count(data[:bytes.IndexByte(data, 0)], []byte{'\n'}) + 1,
			Msg: "the file holds binary data (a NUL byte): it is not a game record"}
	}
	return Parse(bytes.NewReader(data))
}
