// Package safeio reads and writes the files fourthdown is given without
// trusting them: only regular files are read, and no more than a game can
// be; an output never replaces a device, a pipe or the program's input.
package safeio

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"syscall"
)

// TooLargeError is a file bigger than what it claims to be can be.
type TooLargeError struct {
	Path  string
	Limit int64
	What  string
}

func (e *TooLargeError) Error() string {
	return fmt.Sprintf("%s is larger than %d bytes: that is not %s", e.Path, e.Limit, e.What)
}

// ReadRegular reads path, which must be a regular file (not a device, a
// pipe or a folder: reading those can hang or never end) of at most limit
// bytes; what names what it should be, for the error ("a game record").
func ReadRegular(path string, limit int64, what string) ([]byte, error) {
	// Opened without waiting: opening a pipe for reading would wait for a
	// writer, forever (a regular file opens the same either way).
	f, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return readOpen(f, path, limit, what)
}

// ReadOpen is ReadRegular of the file f, open for reading (without
// waiting: O_NONBLOCK); path names it in the errors.
func ReadOpen(f *os.File, path string, limit int64, what string) ([]byte, error) {
	return readOpen(f, path, limit, what)
}

// readOpen is ReadRegular of the open file f.
func readOpen(f *os.File, path string, limit int64, what string) ([]byte, error) {
	fi, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if !fi.Mode().IsRegular() {
		return nil, fmt.Errorf("%s is not a regular file (a device, a pipe or a folder): it is not %s", Printable(path), what)
	}
	size := fi.Size()
	if size > limit {
		return nil, &TooLargeError{path, limit, what}
	}
	// One read of the size the file says; a file that grows after is read
	// on, up to the limit.
	data := make([]byte, 0, size+1)
	for {
		n, err := f.Read(data[len(data):cap(data)])
		data = data[:len(data)+n]
		switch {
		case int64(len(data)) > limit:
			return nil, &TooLargeError{path, limit, what}
		case err == io.EOF:
			return data, nil
		case err != nil:
			return nil, err
		case int64(len(data)) == size && n > 0 && len(data) < cap(data):
			return data, nil // all it said it holds, and no more came
		case len(data) == cap(data):
			data = append(data, 0)[:len(data)]
		}
	}
}

// ErrIsInput is an output that is one of the command's own inputs.
var ErrIsInput = errors.New("it is the file being read")

// WriteOutput writes an output file (a PDF, a CSV), the one rule of every
// command's output: named says the user named path (-o); a name the
// command chose never replaces anything (the user did not ask). It never
// writes through a symbolic link, never over one of the inputs or a file
// that isRecord says holds a game record, and never over a folder; a
// device or a pipe the user named is written into as it is; otherwise the
// file is written whole and put in place atomically (WriteAtomic), so a
// failure leaves the old file or none. Its errors say what to do.
func WriteOutput(path string, data []byte, named bool, inputs []string, isRecord func(data []byte) bool) error {
	return WriteOutputFrom(path, bytesOf(data), named, inputs, isRecord)
}

// WriteOutputFrom is WriteOutput of content that fill writes as it makes
// it (a booklet of thousands of pages), never held in memory whole: the
// checks come first, then fill writes into the temporary file that is put
// in place (or into the device or pipe named). An error of fill leaves
// nothing in place.
func WriteOutputFrom(path string, fill func(io.Writer) error, named bool, inputs []string, isRecord func(data []byte) bool) error {
	fi, err := os.Lstat(path)
	switch {
	case err != nil:
		// Nothing there (or unreadable: the write will say). Created
		// without replacing whatever may appear there meanwhile.
		_, err = writeAtomic(path, fill, 0o644, false, nil)
		if errors.Is(err, fs.ErrExist) {
			return fmt.Errorf("%s appeared while it was being written: give -o %s to replace it, or -o another name", Printable(path), Printable(path))
		}
		return err
	case fi.Mode()&fs.ModeSymlink != 0:
		return fmt.Errorf("%s is a symbolic link: fourthdown never writes through one; give -o with the file it leads to, or another name", Printable(path))
	case fi.IsDir():
		return fmt.Errorf("%s is a folder: give an output file (-o)", Printable(path))
	}
	for _, in := range inputs {
		if st, e := os.Stat(in); e == nil && os.SameFile(fi, st) {
			return fmt.Errorf("%s is the file being read: give another output file (-o)", Printable(path))
		}
	}
	if !named {
		return fmt.Errorf("%s already exists: give -o %s to replace it, or -o another name", Printable(path), Printable(path))
	}
	if !fi.Mode().IsRegular() {
		return writeInto(path, fill)
	}
	if isRecord != nil {
		if old, e := ReadRegular(path, 8<<20, "a game record"); e == nil && isRecord(old) {
			return fmt.Errorf("%s holds a game record: give another output file (-o)", Printable(path))
		}
	}
	// The file replaced keeps its mode: a private file stays private.
	_, err = writeAtomic(path, fill, fi.Mode().Perm(), true, nil)
	return err
}

// writeInto writes fill's content into the existing non-regular file path
// (a device or a pipe) without replacing it.
func writeInto(path string, fill func(io.Writer) error) error {
	f, err := os.OpenFile(path, os.O_WRONLY, 0)
	if err != nil {
		return err
	}
	bw := bufio.NewWriterSize(f, 64<<10)
	if err := errors.Join(fill(bw), bw.Flush()); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
