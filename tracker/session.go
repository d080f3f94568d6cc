package tracker

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"sort"
	"strconv"
	"strings"
	"syscall"
	"time"
	"unicode"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/internal/cachedir"
	"github.com/fourthdown/fourthdown/internal/safeio"
)

// Session is a game being played into its record file. Every accepted
// entry is in the file, durably, before Add returns; the file is rewritten
// whole (temporary file, fsync, rename, directory fsync), so it is never
// half-written. The in-memory game is always the game the bytes written
// replay to, so what is shown is what a resume will see: an entry is
// applied to a copy of the match (engine.Core's Clone), not by replaying
// the record, and the copy becomes the session's game only once the record
// with the entry is saved.
//
// The record starts a new line where the game says so (Ask.NewLine; 4th
// Down: one drive a line); a line fourthdown writes gets a comment
// narrating its entries. Lines and comments written by hand are kept.
type Session struct {
	Path string
	Game *Game
	data []byte // the file's content as last written or read
	lock *Lock
	// held are the record's own files, locked (flock) by their identity
	// whatever name they are reached by (a hard link, a bind mount): the
	// file opened or created first and the file last saved. Another
	// fourthdown that reaches one of them by another name than Path, whose
	// lock file is another, finds it locked.
	held []*os.File
	// replays counts the record replays of entries added and taken back
	// (an undo; the first entry into a record whose lines its text does
	// not number as read), for the tests that check entries are applied
	// to a copy instead.
	replays int
}

// FileExistsError is a new game asked to be written over an existing file.
type FileExistsError struct{ Path string }

func (e *FileExistsError) Error() string {
	return fmt.Sprintf("%s already exists: to continue that game run `fourthdown resume %s`, or choose another file", e.Path, e.Path)
}

// Create starts a new record at path with the header of rec (which must
// hold no entries) and writes it durably. It refuses an existing non-empty
// file. The session holds the record's lock until Close.
func Create(path string, rec *Record) (*Session, error) {
	if len(rec.Tokens()) > 0 {
		return nil, errors.New("a new game's record must hold only its header")
	}
	rec.Dir = filepath.Dir(path) // a house-rules file is relative to the record
	if err := rec.CheckHeader(); err != nil {
		return nil, err
	}
	if _, err := NewGame(rec); err != nil {
		return nil, err
	}
	if fi, err := os.Stat(rec.Dir); err != nil || !fi.IsDir() {
		return nil, fmt.Errorf("the folder %s does not exist: create it first, or give a FILE in another folder", Printable(rec.Dir))
	}
	lock, err := AcquireLock(path)
	if err != nil {
		return nil, err
	}
	if fi, err := os.Stat(path); err == nil && (fi.Size() > 0 || !fi.Mode().IsRegular()) {
		lock.Release()
		return nil, &FileExistsError{Path: path}
	}
	s := &Session{Path: path, lock: lock}
	if err := s.commit(rec.String()); err != nil {
		s.Close()
		return nil, err
	}
	return s, nil
}

// Open continues the record at path. A file that is not a valid record —
// unreadable, cut short, foreign or with an entry the rules refuse — is
// refused with the position and the reason, and never written. A finished
// game opens (its Game is final) so that the caller can say so.
func Open(path string) (*Session, error) {
	fi, err := os.Stat(path)
	if err != nil {
		return nil, err // no record there: the caller says what to do
	}
	if !fi.Mode().IsRegular() {
		// Never a lock file beside a device or in a folder of devices.
		return nil, fmt.Errorf("%s is not a regular file (a device, a pipe or a folder): it is not a game record", Printable(path))
	}
	lock, err := AcquireLock(path)
	if err != nil {
		return nil, err
	}
	s, err := open(path, lock)
	if err != nil {
		lock.Release()
		return nil, err
	}
	return s, nil
}

func open(path string, lock *Lock) (*Session, error) {
	// Temporary files of a save cut short by a crash: never part of the
	// record (the rename did not happen), and nobody else writes while we
	// hold the lock.
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	for _, pat := range []string{"." + globEscape(base) + ".tmp-*", "." + globEscape(filepath.Base(journalPath(path))) + ".tmp-*"} {
		if tmps, err := filepath.Glob(filepath.Join(dir, pat)); err == nil {
			for _, t := range tmps {
				os.Remove(t)
			}
		}
	}
	// The file itself is locked, whatever its name (a hard link's lock
	// file is another), and read once from the file locked, as a record
	// (a regular file, at most MaxRecordBytes: a pipe or a link to
	// /dev/zero is refused at once): what is replayed is what later saves
	// compare the file with.
	f, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, err
	}
	if fi, err := f.Stat(); err == nil && fi.Mode().IsRegular() && fi.Mode().Perm()&0o200 == 0 {
		f.Close()
		return nil, &ReadOnlyError{Path: path, Mode: fi.Mode().Perm()}
	}
	s := &Session{Path: path, lock: lock}
	locked, err := lockRecord(f)
	switch {
	case err == nil && !locked:
		f.Close()
		return nil, &LockedError{Path: path}
	case err == nil:
		s.held = []*os.File{f}
	default:
		// A file system without file locks: its lock file alone locks
		// the record.
		defer f.Close()
	}
	// A save in place killed midway is completed first (inplace.go): its
	// journal is beside the file a link leads to, where the save wrote.
	target := path
	if t, err := filepath.EvalSymlinks(path); err == nil {
		target = t
	}
	err = finishInPlace(target)
	var data []byte
	if err == nil {
		data, err = safeio.ReadOpen(f, path, MaxRecordBytes, "a game record")
	}
	if err != nil {
		s.closeHeld()
		return nil, err
	}
	rec, err := ParseRecordData(path, data)
	if err == nil {
		rec.Dir = filepath.Dir(path)
	}
	if err != nil {
		var se *SyntaxError
		var ce *CutShortError
		s.closeHeld()
		if errors.As(err, &se) || errors.As(err, &ce) {
			return nil, &FileError{File: path, Err: err}
		}
		return nil, err
	}
	g, err := Replay(rec)
	if err != nil {
		s.closeHeld()
		return nil, &FileError{File: path, Err: err}
	}
	s.Game, s.data = g, data
	return s, nil
}

// ChangedError is a record another program changed while the game was
// open: nothing is written over it.
type ChangedError struct{ Path string }

func (e *ChangedError) Error() string {
	return fmt.Sprintf("%s was changed by another program since the last entry: nothing was written over it; quit and resume to continue from the file as it is now", e.Path)
}

// ReadOnlyError is a record that is write-protected: a game is continued
// only in a file it may write.
type ReadOnlyError struct {
	Path string
	Mode os.FileMode
}

func (e *ReadOnlyError) Error() string {
	return fmt.Sprintf("%s is write-protected (mode %04o), and continuing the game writes each entry into it: make it writable (chmod u+w %s) to continue it, or copy it and continue the copy; `fourthdown replay %s` shows it as it is",
		e.Path, e.Mode, e.Path, e.Path)
}

// Close releases the record's locks. The record is already saved.
func (s *Session) Close() error {
	s.closeHeld()
	return s.lock.Release()
}

// closeHeld releases the locks on the record's own files.
func (s *Session) closeHeld() {
	for _, f := range s.held {
		unlock(f)
		f.Close()
	}
	s.held = nil
}

// hold keeps f, the record as just saved and locked, as the file last
// saved; the one before it, unless it is the first, is released.
func (s *Session) hold(f *os.File) {
	if f == nil {
		return
	}
	if len(s.held) == 2 {
		unlock(s.held[1])
		s.held[1].Close()
		s.held = s.held[:1]
	}
	s.held = append(s.held, f)
}

// Record is the record as saved.
func (s *Session) Record() *Record { return s.Game.Record }

// Data is the file's content as last saved.
func (s *Session) Data() []byte { return s.data }

// Add applies one entry, a token in its record form (the game's Read of
// what was typed), and saves the record durably. It returns the entry's
// index in the game (for Match.StepText). An entry the rules refuse
// returns the game's refusal (engine.ErrRefused) and changes nothing. A
// failed save returns the I/O error and changes nothing either. digital
// marks an entry rolled by the app.
func (s *Session) Add(text string, digital bool) (int, error) {
	rec := s.Game.Record.clone()
	idx := lastTokenLine(rec)
	if idx < 0 || s.Game.Match.Next().NewLine {
		rec.Body = append(rec.Body, Line{})
		idx = len(rec.Body) - 1
	}
	old := s.Game.Match.Narrate(rec.Body[idx].Num)
	n := s.Game.Entries()
	g, err := s.entered(rec, idx, Token{Text: text, Index: int32(len(rec.Body[idx].Tokens) + 1), Digital: digital})
	if err != nil {
		var pe *PosError
		if errors.As(err, &pe) && errors.Is(pe.Err, engine.ErrRefused) && g != nil && g.Entries() == n {
			return -1, pe.Err // the new entry is refused; nothing was written
		}
		return -1, fmt.Errorf("internal error: the record does not replay: %v", err)
	}
	if err := s.save(g, idx, old); err != nil {
		return -1, err
	}
	if s.Game.Entries() != n+1 {
		return -1, fmt.Errorf("internal error: the saved record replays to %d entries, expected %d", s.Game.Entries(), n+1)
	}
	return n, nil
}

// Undone is an entry taken back: its token and what it answered.
type Undone struct {
	Token Token
	Ask   engine.Ask
}

// Undo drops the last entry and saves the record durably. It returns the
// entry that was dropped; ok is false when there is nothing to undo. The
// game without the entry is the record's replay (a match is not taken
// back), which becomes the session's game once saved.
func (s *Session) Undo() (u Undone, ok bool, err error) {
	if s.Game.Entries() == 0 {
		return Undone{}, false, nil
	}
	rec := s.Game.Record.clone()
	idx := lastTokenLine(rec)
	if idx < 0 {
		return Undone{}, false, nil
	}
	old := s.Game.Match.Narrate(rec.Body[idx].Num)
	l := &rec.Body[idx]
	u.Token = l.Tokens[len(l.Tokens)-1]
	l.Tokens = l.Tokens[:len(l.Tokens)-1]
	if len(l.Tokens) == 0 && (strings.TrimSpace(l.Comment) == "" || strings.TrimSpace(l.Comment) == old) {
		rec.Body = append(rec.Body[:idx], rec.Body[idx+1:]...)
		idx = -1
	}
	g, err := s.replay(rec)
	if err != nil {
		return Undone{}, false, fmt.Errorf("internal error: the record does not replay: %v", err)
	}
	if err := s.save(g, idx, old); err != nil {
		return Undone{}, false, err
	}
	// What the entry answered is what the game asks again now.
	u.Ask = s.Game.Match.Next()
	return u, true, nil
}

// entered is the session's game with tok entered on body line idx of rec
// (a copy of the session's record, with the line tok goes on). The entry is
// applied to a clone of the match when the record's lines stand where its
// text puts them and tok's line reads back as written: then the game is
// exactly the one the text replays to, lines and tokens numbered as the
// file will number them. Otherwise, and for an entry the match refuses
// (whose error, hints included, is the replay's), the record's text is
// replayed.
func (s *Session) entered(rec *Record, idx int, tok Token) (*Game, error) {
	l := &rec.Body[idx]
	if laidOut(s.Game.Record) {
		l.Num = headerLines(rec) + 2 // where Format writes body line idx
		if idx > 0 {
			l.Num = rec.Body[idx-1].Num + lines(rec.Body[idx-1])
		}
		tok.Line = int32(l.Num)
		l.Tokens = append(l.Tokens, tok)
		if readsBack(*l) {
			m := s.Game.Match.Clone()
			if m.Apply(tok) == nil {
				rec.Dir = filepath.Dir(s.Path)
				return &Game{Record: rec, Kind: s.Game.Kind, Teams: s.Game.Teams, Match: m}, nil
			}
		}
		l.Tokens = l.Tokens[:len(l.Tokens)-1]
		tok.Line = 0
	}
	l.Tokens = append(l.Tokens, tok)
	return s.replay(rec)
}

// laidOut reports whether rec's lines are numbered as its text numbers
// them (Format: the header a line a field, a blank line, the body a line
// each), so that an entry applied in memory carries the line number the
// saved file gives it. A record read from a file with blank lines of its
// own is not, until its first save writes it out.
func laidOut(rec *Record) bool {
	next := 1
	for _, f := range rec.Header {
		if f.Line != next {
			return false
		}
		next += 1 + strings.Count(f.Comment, "\n")
	}
	next++ // the blank line before the body
	for _, l := range rec.Body {
		if l.Num != next || len(l.Tokens) == 0 && l.Comment == "" {
			return false
		}
		next += lines(l)
	}
	return true
}

// headerLines is how many lines Format writes rec's header on: a line a
// field, a line each comment line of a run (Parse: "first\n#second").
func headerLines(rec *Record) int {
	n := 0
	for _, f := range rec.Header {
		n += 1 + strings.Count(f.Comment, "\n")
	}
	return n
}

// lines is how many lines Format writes body line l on: one, or a line
// each comment line of a run.
func lines(l Line) int {
	if len(l.Tokens) > 0 {
		return 1
	}
	return 1 + strings.Count(l.Comment, "\n")
}

// readsBack reports whether body line l, as written, reads back as itself:
// the same tokens (each one word, not a header line's) with the same
// digital marks, and the same comment.
func readsBack(l Line) bool {
	r, err := ParseString("game:\n" + FormatLine(l) + "\n")
	if err != nil || len(r.Header) != 1 || len(r.Body) != 1 {
		return false
	}
	got := r.Body[0]
	if got.Comment != l.Comment || len(got.Tokens) != len(l.Tokens) {
		return false
	}
	for i, t := range got.Tokens {
		if t.Text != l.Tokens[i].Text || t.Digital != l.Tokens[i].Digital || t.Index != l.Tokens[i].Index {
			return false
		}
	}
	return true
}

// replay is the game rec's text replays to, as a save would write it.
func (s *Session) replay(rec *Record) (*Game, error) {
	s.replays++
	r, err := ParseString(rec.String())
	if err != nil {
		return nil, fmt.Errorf("the record does not parse: %v", err)
	}
	r.Dir = filepath.Dir(s.Path)
	return Replay(r)
}

// save writes g's record (with the narration of body line idx refreshed
// when it is ours: empty or the narration old that fourthdown wrote) and
// makes it the session's game.
func (s *Session) save(g *Game, idx int, old string) error {
	// Another program may have changed the record since the last save: say
	// so rather than write over its change.
	if s.data != nil && s.changed() {
		return &ChangedError{Path: s.Path}
	}
	if idx >= 0 && idx < len(g.Record.Body) {
		l := &g.Record.Body[idx]
		if c := strings.TrimSpace(l.Comment); c == "" || c == old {
			if nar := g.Match.Narrate(l.Num); nar != "" {
				l.Comment = " " + nar
			} else {
				l.Comment = ""
			}
		}
	}
	// The narration is a comment: the game replays the same with it.
	return s.write(g)
}

// changed reports whether the file at s.Path is no longer what the
// session last wrote or read: other bytes, or no longer a regular file.
// No more is read than the session wrote (a larger file has changed), and
// nothing that could hang or never end (a pipe, /dev/zero) is read. A file
// that is not there any more has not changed: the save writes it again.
func (s *Session) changed() bool {
	cur, err := safeio.ReadRegular(s.Path, int64(len(s.data)), "a game record")
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return false
	case err != nil:
		return true
	}
	return !bytes.Equal(cur, s.data)
}

// commit writes text durably and makes its replay the session's game.
func (s *Session) commit(text string) error {
	g, err := replaySaved(text, filepath.Dir(s.Path))
	if err != nil {
		return err
	}
	return s.write(g)
}

// write saves g's record durably and makes g the session's game.
func (s *Session) write(g *Game) error {
	var buf bytes.Buffer
	buf.Grow(g.Record.size())
	g.Record.Format(&buf)
	// Through a link to its target (the link stays), keeping the file's mode.
	target, perm := s.Path, os.FileMode(0o644)
	if t, err := filepath.EvalSymlinks(s.Path); err == nil {
		target = t
	}
	if fi, err := os.Stat(target); err == nil {
		perm = fi.Mode().Perm()
		if perm&0o200 == 0 {
			// Write-protected (since the game was opened): not replaced.
			return &ReadOnlyError{Path: s.Path, Mode: perm}
		}
	}
	data := buf.Bytes()
	held, err := s.writeFile(target, data, perm)
	s.hold(held)
	if err != nil {
		var ds *DirSyncError
		if errors.As(err, &ds) {
			s.Game, s.data = g, data // the entry is in the file
			return err
		}
		return &SaveError{Path: s.Path, Err: err}
	}
	s.Game, s.data = g, data
	return nil
}

// writeFile writes the record's new content: a new file renamed into its
// place, or, when the record has other names (hard links), into the file
// itself, so that every name goes on with the game (inplace.go).
func (s *Session) writeFile(target string, data []byte, perm os.FileMode) (*os.File, error) {
	if fi, err := os.Lstat(target); err == nil && fi.Mode().IsRegular() && !oneName(fi) && s.data != nil {
		return nil, writeInPlace(target, s.data, data)
	}
	return writeRecord(target, data, perm)
}

// SaveError is an entry that could not be saved (a full disk, a folder
// gone): the record holds the entries before it.
type SaveError struct {
	Path string
	Err  error
}

func (e *SaveError) Error() string {
	return fmt.Sprintf("could not save the game to %s: %v", e.Path, e.Err)
}

func (e *SaveError) Unwrap() error { return e.Err }

func replaySaved(text, dir string) (*Game, error) {
	rec, err := ParseString(text)
	if err != nil {
		return nil, fmt.Errorf("internal error: the record does not parse: %v", err)
	}
	rec.Dir = dir
	g, err := Replay(rec)
	if err != nil {
		return nil, fmt.Errorf("internal error: the record does not replay: %v", err)
	}
	return g, nil
}

func lastTokenLine(rec *Record) int {
	for i := len(rec.Body) - 1; i >= 0; i-- {
		if len(rec.Body[i].Tokens) > 0 {
			return i
		}
	}
	return -1
}

// clone is a copy of r whose fields and lines can be changed, and lines'
// tokens appended to, without changing r: the lines' tokens are r's, with
// no room beyond them (an append copies them first).
func (r *Record) clone() *Record {
	c := &Record{Header: slices.Clone(r.Header), Body: slices.Clone(r.Body), Dir: r.Dir}
	for i := range c.Body {
		c.Body[i].Tokens = slices.Clip(c.Body[i].Tokens)
	}
	return c
}

// DataDir is where fourthdown keeps its files: $XDG_DATA_HOME/fourthdown,
// else the OS's per-user data directory (~/.local/share/fourthdown on
// Linux, ~/Library/Application Support/fourthdown on macOS,
// %LocalAppData%\fourthdown on Windows).
func DataDir() (string, error) {
	if d := os.Getenv("XDG_DATA_HOME"); d != "" && filepath.IsAbs(d) {
		return filepath.Join(d, "fourthdown"), nil
	}
	switch runtime.GOOS {
	case "windows":
		if d := os.Getenv("LocalAppData"); d != "" {
			return filepath.Join(d, "fourthdown"), nil
		}
		d, err := os.UserConfigDir()
		if err != nil {
			return "", err
		}
		return filepath.Join(d, "fourthdown"), nil
	case "darwin", "ios":
		h, err := os.UserHomeDir()
		if err != nil {
			return "", err
		}
		return filepath.Join(h, "Library", "Application Support", "fourthdown"), nil
	}
	h, err := os.UserHomeDir()
	if err != nil {
		return "", fmt.Errorf("no place for saved games: %v (set XDG_DATA_HOME or give a FILE)", err)
	}
	return filepath.Join(h, ".local", "share", "fourthdown"), nil
}

// GamesDir is the directory of games saved without a FILE.
func GamesDir() (string, error) {
	d, err := DataDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(d, "games"), nil
}

// RecordExt is the file extension of game records.
const RecordExt = ".fdr"

// NewGamePath names a new game in dir by date and teams, e.g.
// 2026-11-22-bombers-vs-gunners.fdr, adding -2, -3, … if that exists.
func NewGamePath(dir string, date time.Time, teams engine.Teams) string {
	base := date.Format("2006-01-02") + "-" + slug(teams[engine.Home].Name, "home") + "-vs-" + slug(teams[engine.Away].Name, "away")
	p := filepath.Join(dir, base+RecordExt)
	for i := 2; ; i++ {
		if _, err := os.Lstat(p); errors.Is(err, fs.ErrNotExist) {
			return p
		}
		p = filepath.Join(dir, fmt.Sprintf("%s-%d%s", base, i, RecordExt))
	}
}

func slug(s, def string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(s) {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			b.WriteRune(r)
			dash = false
			continue
		}
		dash = true
	}
	if b.Len() == 0 {
		return def
	}
	out := []rune(b.String())
	if len(out) > 30 {
		out = []rune(strings.TrimRight(string(out[:30]), "-"))
	}
	return string(out)
}

// ErrNoUnfinished is returned by LatestUnfinished when there is no game to resume.
var ErrNoUnfinished = errors.New("no unfinished game")

// LatestUnfinished is the most recently changed record in dir that replays
// without error and is not finished.
func LatestUnfinished(dir string) (string, error) {
	ents, err := os.ReadDir(dir)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return "", err
	}
	type cand struct {
		path string
		mod  time.Time
		size int64
	}
	var cands []cand
	for _, e := range ents {
		if e.IsDir() || !strings.HasSuffix(e.Name(), RecordExt) || strings.HasPrefix(e.Name(), ".") {
			continue
		}
		fi, err := e.Info()
		if err != nil {
			continue
		}
		cands = append(cands, cand{filepath.Join(dir, e.Name()), fi.ModTime(), fi.Size()})
	}
	sort.Slice(cands, func(i, j int) bool {
		if !cands[i].mod.Equal(cands[j].mod) {
			return cands[i].mod.After(cands[j].mod)
		}
		return cands[i].path > cands[j].path
	})
	// Which records are finished is remembered by name, size and time in
	// a cache file (derived, rebuilt when missing or stale; never trusted
	// for a file that changed): 10,000 finished games need no replay.
	idx := loadFinishedIndex(dir)
	defer idx.save()
	for _, c := range cands {
		key := finishedKey{filepath.Base(c.path), c.size, c.mod.UnixNano()}
		if idx.done[key] {
			continue
		}
		rec, err := ReadRecordFile(c.path)
		if err != nil {
			continue
		}
		rec.Dir = filepath.Dir(c.path)
		g, err := Replay(rec)
		if err != nil {
			continue
		}
		if g.Final() {
			idx.add(key)
			continue
		}
		return c.path, nil
	}
	return "", ErrNoUnfinished
}

// finishedIndex remembers the finished records of a games folder.
type finishedIndex struct {
	path    string // "" when there is no cache folder
	done    map[finishedKey]bool
	changed bool
}

type finishedKey struct {
	name  string
	size  int64
	mtime int64
}

func loadFinishedIndex(dir string) *finishedIndex {
	idx := &finishedIndex{done: map[finishedKey]bool{}}
	cache, err := cachedir.Dir("")
	abs, err2 := filepath.Abs(dir)
	if err != nil || err2 != nil {
		return idx
	}
	sum := sha256.Sum256([]byte(abs))
	idx.path = filepath.Join(cache, "finished-"+hex.EncodeToString(sum[:8])+".txt")
	// Only a cache: read as a file of at most maxFinishedIndex bytes,
	// never a pipe or a device (a link to /dev/zero grew to gigabytes and
	// the table hung), and rebuilt when it cannot be read.
	data, err := safeio.ReadRegular(idx.path, maxFinishedIndex, "fourthdown's index of finished games")
	if err != nil {
		return idx
	}
	for _, line := range strings.Split(string(data), "\n") {
		f := strings.SplitN(line, " ", 3)
		if len(f) != 3 {
			continue
		}
		size, e1 := strconv.ParseInt(f[0], 10, 64)
		mt, e2 := strconv.ParseInt(f[1], 10, 64)
		if e1 == nil && e2 == nil {
			idx.done[finishedKey{f[2], size, mt}] = true
		}
	}
	return idx
}

// maxFinishedIndex is the largest index of finished games read: a line
// of a few hundred bytes for each finished game of a folder.
const maxFinishedIndex = 16 << 20

func (idx *finishedIndex) add(k finishedKey) {
	idx.done[k] = true
	idx.changed = true
}

// save writes the index when it learnt something (best effort: it is only
// a cache).
func (idx *finishedIndex) save() {
	if idx.path == "" || !idx.changed {
		return
	}
	var b strings.Builder
	for k := range idx.done {
		fmt.Fprintf(&b, "%d %d %s\n", k.size, k.mtime, k.name)
	}
	if os.MkdirAll(filepath.Dir(idx.path), 0o755) == nil {
		WriteFileAtomic(idx.path, []byte(b.String()), 0o644)
	}
}

func globEscape(s string) string {
	var b strings.Builder
	for _, r := range s {
		if strings.ContainsRune(`*?[\\`, r) {
			b.WriteByte('\\')
		}
		b.WriteRune(r)
	}
	return b.String()
}
