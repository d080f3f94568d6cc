package tracker

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/fourthdown/fourthdown/internal/safeio"
)

// WriteFileAtomic replaces path with data so that a crash at any moment
// leaves either the old file or the new one, never a mix
// (safeio.WriteAtomic); a folder that could not be synced after is a
// *DirSyncError.
func WriteFileAtomic(path string, data []byte, perm os.FileMode) error {
	err := safeio.WriteAtomic(path, data, perm)
	var se *safeio.SyncDirError
	if errors.As(err, &se) {
		return &DirSyncError{Dir: se.Dir, Err: se.Err}
	}
	return err
}

// writeRecord is WriteFileAtomic of a record that, where records are
// locked by their identity (recordLocks), returns the new file locked
// from before it is at path until the caller closes it.
func writeRecord(path string, data []byte, perm os.FileMode) (*os.File, error) {
	if !recordLocks {
		return nil, WriteFileAtomic(path, data, perm)
	}
	locked := false
	f, err := safeio.WriteAtomicHeld(path, data, perm, func(f *os.File) error {
		// A file system without file locks: the record's lock file alone
		// locks it; the save goes on.
		locked, _ = lockRecord(f)
		return nil
	})
	if f != nil && !locked {
		f.Close()
		f = nil
	}
	var se *safeio.SyncDirError
	if errors.As(err, &se) {
		return f, &DirSyncError{Dir: se.Dir, Err: se.Err}
	}
	return f, err
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
	if e.Text == "" {
		return fmt.Sprintf("%d: the last line does not end with a line break, so it may have been cut short; "+
			"check it and end it with a line break (or delete it), then try again", e.Line)
	}
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
	return ParseRecordData(path, data)
}

// ParseRecordData is ReadRecordFile of the record path's bytes already read (the
// board reads them without following a link).
func ParseRecordData(path string, data []byte) (*Record, error) {
	if err := crOnly(data); err != nil {
		return nil, err
	}
	// Binary data first: nothing of a binary file is quoted.
	if bytes.IndexByte(data, 0) >= 0 {
		return nil, &SyntaxError{Line: bytes.Count(data[:bytes.IndexByte(data, 0)], []byte{'\n'}) + 1,
			Msg: "the file holds binary data (a NUL byte): it is not a game record"}
	}
	if n := len(data); n > 0 && data[n-1] != '\n' {
		cut := bytes.LastIndexByte(data, '\n') + 1
		text, _, _ := strings.Cut(string(data[cut:]), "#")
		if strings.TrimSpace(text) != "" {
			return nil, cutShort(path, data, cut)
		}
	}
	rec, err := Parse(bytes.NewReader(data))
	if err != nil || !rec.has("receives") {
		if keys := notRecord(string(data)); keys != nil {
			return nil, &NotRecordError{File: path, Keys: keys}
		}
	}
	return rec, err
}

// cutShort is the error of data whose last line, from cut on, has no line
// end. The line is quoted only when what comes before it is a record's (a
// header that says who receives): a file that is not a record is named,
// never quoted.
func cutShort(path string, data []byte, cut int) error {
	line := bytes.Count(data, []byte{'\n'}) + 1
	if rec, err := Parse(bytes.NewReader(data[:cut])); err == nil && rec.has("receives") {
		return &CutShortError{Line: line, Text: shorten(string(data[cut:]), 80)}
	}
	if keys := notRecord(string(data)); keys != nil {
		return &NotRecordError{File: path, Keys: keys}
	}
	return &CutShortError{Line: line}
}

// recordKeys are the header keys a game record has and few other files
// do.
var recordKeys = []string{"game", "home", "away", "receives", "rules"}

// NotRecordError is a file given as a game record that is another kind
// of file (a dice-set, house-rules or league file): Keys is the key of its
// first header-like line, cut short: what shows it is not a record, and
// no more of the file.
type NotRecordError struct {
	File string
	Keys []string
}

func (e *NotRecordError) Error() string {
	return fmt.Sprintf("%s is not a game record: it begins %s, where a record begins with its header lines (game:, home:, away:, receives:)",
		Printable(e.File), `"`+strings.Join(e.Keys, `:", "`)+`:"`)
}

// notRecord is the first keys of the header-like lines text starts with
// when they are another file's: none is a record's key, or they are YAML's
// (an indented key, a "- " item), which a record's never are. Else nil.
func notRecord(text string) []string {
	var keys []string
	ours, yaml := false, false
	for raw := range strings.Lines(text) {
		line, _, _ := strings.Cut(raw, "#")
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		if strings.HasPrefix(line, "- ") || line == "-" {
			yaml = true
			continue
		}
		key, _, ok := headerLine(line)
		if !ok {
			break
		}
		yaml = yaml || raw[0] == ' ' || raw[0] == '\t'
		ours = ours || slices.ContainsFunc(recordKeys, func(k string) bool { return strings.EqualFold(k, key) })
		if len(keys) < 1 {
			keys = append(keys, shorten(Printable(key), 16))
		}
	}
	if len(keys) == 0 || (ours && !yaml) {
		return nil
	}
	return keys
}

// has says whether a record (nil: none) has a header key.
func (r *Record) has(key string) bool {
	if r == nil {
		return false
	}
	_, ok := r.Get(key)
	return ok
}

// NameBeside is how a new record at recordPath names file (a house-rules
// or dice-set file the player gave): its path relative to the record's
// folder when it is in that folder or below it. A file elsewhere is copied
// into the record's folder first, since a record reads only from there
// (safeio.ReadWithin); a file of that name already there is used when it
// holds the same bytes, and refused otherwise.
func NameBeside(file, recordPath string, limit int64, what string) (string, error) {
	af, err1 := filepath.Abs(file)
	ad, err2 := filepath.Abs(filepath.Dir(recordPath))
	if err1 != nil || err2 != nil {
		return "", fmt.Errorf("%s: %v", Printable(file), errors.Join(err1, err2))
	}
	if rel, err := filepath.Rel(ad, af); err == nil && filepath.IsLocal(rel) {
		if real, err := filepath.EvalSymlinks(af); err == nil {
			if rd, err := filepath.EvalSymlinks(ad); err == nil {
				if r, err := filepath.Rel(rd, real); err == nil && filepath.IsLocal(r) {
					return filepath.ToSlash(rel), nil
				}
			}
		}
	}
	data, err := safeio.ReadRegular(file, limit, what)
	if err != nil {
		return "", err
	}
	base := filepath.Base(af)
	copyPath := filepath.Join(ad, base)
	if old, err := os.Lstat(copyPath); err == nil {
		if old.Mode().IsRegular() {
			if have, err := safeio.ReadRegular(copyPath, limit, what); err == nil && bytes.Equal(have, data) {
				return base, nil
			}
		}
		return "", fmt.Errorf("%s is outside the record's folder, which reads only files in it or below, and %s there is another file: copy %s into %s under another name and give that", Printable(file), Printable(copyPath), Printable(file), Printable(filepath.Dir(recordPath)))
	}
	if err := safeio.CreateAtomic(copyPath, data, 0o644); err != nil {
		return "", fmt.Errorf("copying %s beside the record: %v", Printable(file), err)
	}
	return base, nil
}

// crOnly refuses a text whose lines end with a carriage return alone (a
// classic Mac file): a carriage return inside a line. Such a file is not
// taken as one long line (whose error would quote it all), nor read with
// CR as a line end: fourthdown writes line feeds, and a carriage return
// inside a line is as likely a stray one as a line end.
func crOnly(data []byte) error {
	for line, rest := 1, data; len(rest) > 0; line++ {
		l := rest
		if k := bytes.IndexByte(rest, '\n'); k >= 0 {
			l, rest = rest[:k], rest[k+1:]
		} else {
			rest = nil
		}
		if k := bytes.IndexByte(bytes.TrimRight(l, "\r"), '\r'); k >= 0 {
			return &SyntaxError{Line: line, Msg: crInLine}
		}
	}
	return nil
}

// crInLine is why a line holding a carriage return is refused.
const crInLine = "a carriage return inside the line: this file's lines end with carriage returns only (a classic Mac file); convert them to line feeds, e.g. tr '\\r' '\\n' < OLD > NEW"

// shorten is s cut to n characters, with "…" when cut.
func shorten(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	return string([]rune(s)[:n]) + "…"
}
