package tracker

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/fourthdown/fourthdown/internal/safeio"
)

// A record with other names (hard links) is saved in place: a new file
// renamed into its name, as every other save is made, would leave the
// other names on the old copy of the game, which they would then go on
// with. The write in place keeps the guarantee of the rename — a process
// killed at any moment loses no entry it was told was saved — with a
// journal beside the record: the old and the new content, written
// atomically before the record is overwritten and removed after. A save
// killed midway leaves the record the old content, the new, or the new's
// first bytes over the old; the next open, under the record's lock, finds
// the journal and completes the write — unless the record has become
// something else since (a journal left by a save that had finished), when
// the journal is only removed.

// journalMagic opens a journal: "fourthdown in-place save OLD NEW", the
// two contents' lengths, then the contents.
const journalMagic = "fourthdown in-place save"

// journalPath is the journal of a save in place of the record at path.
func journalPath(path string) string {
	dir, base := filepath.Split(path)
	return filepath.Join(dir, "."+base+".inplace")
}

// writeInPlace replaces the content old of the record at path with data,
// writing into the file itself (its other names see the new content).
func writeInPlace(path string, old, data []byte) error {
	j := journalPath(path)
	var b bytes.Buffer
	fmt.Fprintf(&b, "%s %d %d\n", journalMagic, len(old), len(data))
	b.Write(old)
	b.Write(data)
	var ds *DirSyncError
	if err := WriteFileAtomic(j, b.Bytes(), 0o600); err != nil && !errors.As(err, &ds) {
		return err
	}
	if err := overwrite(path, data); err != nil {
		return err // the journal stays: the next open completes the save
	}
	os.Remove(j) // a journal left behind is recognised as done
	return nil
}

// overwrite writes data over the file at path (never through a link) and
// syncs it.
func overwrite(path string, data []byte) error {
	f, err := os.OpenFile(path, os.O_WRONLY|noFollow, 0)
	if err != nil {
		return err
	}
	_, err = f.WriteAt(data, 0)
	if err == nil {
		err = f.Truncate(int64(len(data)))
	}
	if err == nil {
		err = f.Sync()
	}
	return errors.Join(err, f.Close())
}

// finishInPlace completes a save in place of the record at path that was
// cut short (see writeInPlace), and removes its journal. The caller holds
// the record's lock.
func finishInPlace(path string) error {
	j := journalPath(path)
	jd, err := safeio.ReadRegular(j, 2*MaxRecordBytes+64, "a save journal")
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err == nil {
		old, data, ok := parseJournal(jd)
		cur, rerr := safeio.ReadRegular(path, MaxRecordBytes, "a game record")
		if ok && rerr == nil && midway(cur, old, data) {
			if err := overwrite(path, data); err != nil {
				return fmt.Errorf("%s: finishing the save cut short: %w", Printable(path), err)
			}
		}
	}
	return os.Remove(j)
}

// parseJournal reads a journal: the old content and the new.
func parseJournal(jd []byte) (old, data []byte, ok bool) {
	head, rest, found := bytes.Cut(jd, []byte{'\n'})
	f := strings.Fields(strings.TrimPrefix(string(head), journalMagic))
	if !found || !bytes.HasPrefix(head, []byte(journalMagic)) || len(f) != 2 {
		return nil, nil, false
	}
	n, err1 := strconv.Atoi(f[0])
	m, err2 := strconv.Atoi(f[1])
	if err1 != nil || err2 != nil || n < 0 || m < 0 || n+m != len(rest) {
		return nil, nil, false
	}
	return rest[:n], rest[n:], true
}

// midway reports whether cur is what a write of data over old leaves at
// some moment: old, data's first bytes over old, data over old before
// the file is cut to its length, or data.
func midway(cur, old, data []byte) bool {
	m := commonPrefix(cur, data)
	switch {
	case bytes.Equal(cur, data):
		return true
	case len(cur) > len(old):
		return m == len(cur) // data's first bytes, past old's end
	case len(cur) < len(old):
		return false
	}
	// cur is data's first w bytes, then old from w on, for some w <= m.
	return len(cur)-commonSuffix(cur, old) <= m
}

func commonPrefix(a, b []byte) int {
	n := 0
	for n < len(a) && n < len(b) && a[n] == b[n] {
		n++
	}
	return n
}

func commonSuffix(a, b []byte) int {
	n := 0
	for n < len(a) && n < len(b) && a[len(a)-1-n] == b[len(b)-1-n] {
		n++
	}
	return n
}
