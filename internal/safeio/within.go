package safeio

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"unicode"
)

// OutsideError is a file a record names that is not in the record's folder
// or below it: an absolute path, a ".." out of the folder, or a link that
// leads out of it. Nothing outside the folder is read.
type OutsideError struct {
	Name string // as the record writes it (control characters shown as "?")
	Dir  string // the record's folder
}

func (e *OutsideError) Error() string {
	dir := e.Dir
	if dir == "" {
		dir = "."
	}
	return fmt.Sprintf("%s is not in the record's folder (%s) or below it: a file a record names is read only from there (copy the file next to the record and write its name, e.g. %s)",
		e.Name, dir, filepath.Base(filepath.Clean(e.Name)))
}

// ReadWithin reads the regular file name (slash-separated, relative) in
// the folder dir or below it, of at most limit bytes: the way every file a
// record's header names is read. An absolute name, a ".." that leaves dir
// or a link whose target is outside dir is an *OutsideError; what names
// what the file should be, for the errors ("a dice-set file"). No error
// holds any of the file's content.
func ReadWithin(dir, name string, limit int64, what string) ([]byte, error) {
	shown := Printable(name)
	local := filepath.FromSlash(name)
	if name == "" || filepath.IsAbs(local) || filepath.VolumeName(local) != "" || strings.HasPrefix(name, "/") || strings.HasPrefix(name, `\`) || !filepath.IsLocal(local) {
		return nil, &OutsideError{Name: shown, Dir: Printable(dir)}
	}
	rootDir := dir
	if rootDir == "" {
		rootDir = "."
	}
	root, err := os.OpenRoot(rootDir)
	if err != nil {
		return nil, fmt.Errorf("the record's folder %s: %w", Printable(rootDir), pathErr(err))
	}
	defer root.Close()
	// Opened without waiting, as ReadRegular: a pipe would wait for a writer.
	f, err := root.OpenFile(local, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	// Named in errors with its control characters as "?": the name is a
	// file's words, and errors reach the terminal.
	named := Printable(filepath.Join(dir, local))
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil, fmt.Errorf("%s: %w", named, fs.ErrNotExist)
		}
		if strings.Contains(pathErr(err).Error(), "escapes") { // os.Root's refusal of a way out
			return nil, &OutsideError{Name: shown, Dir: Printable(dir)}
		}
		return nil, fmt.Errorf("%s: %v", named, pathErr(err))
	}
	defer f.Close()
	return readOpen(f, named, limit, what)
}

// Printable is s with its control characters (C0, DEL and C1, such as
// U+009B, a terminal's escape too) shown as "?": a file's words never
// reach a terminal raw. It is the one filter: tracker.Printable and the
// errors a command prints (PrintableLines) are this.
func Printable(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsControl(r) {
			return '?'
		}
		return r
	}, s)
}

// PrintableLines is Printable of a text of several lines: its line breaks
// and tabs are kept, every other control character shown as "?".
func PrintableLines(s string) string {
	return strings.Map(func(r rune) rune {
		if r != '\n' && r != '\t' && unicode.IsControl(r) {
			return '?'
		}
		return r
	}, s)
}

// pathErr is err without the path an *fs.PathError repeats.
func pathErr(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}
