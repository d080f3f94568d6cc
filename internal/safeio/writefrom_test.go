package safeio

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// WriteOutputFrom writes what its fill makes as it makes it, by the rule
// of every output: a new file appears whole, a named file is replaced
// whole, and a fill that fails leaves what was there (or nothing).
func TestWriteOutputFromStreams(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "out.pdf")
	chunks := func(w io.Writer) error {
		for range 1000 {
			if _, err := io.WriteString(w, strings.Repeat("x", 1000)); err != nil {
				return err
			}
		}
		return nil
	}
	if err := WriteOutputFrom(path, chunks, false, nil, nil); err != nil {
		t.Fatal(err)
	}
	if fi, err := os.Stat(path); err != nil || fi.Size() != 1e6 {
		t.Fatalf("the new file: %v, %v", fi, err)
	}
	if err := WriteOutputFrom(path, chunks, false, nil, nil); err == nil {
		t.Errorf("a name the command chose replaced a file")
	}
	broken := errors.New("the booklet could not be made")
	err := WriteOutputFrom(path, func(w io.Writer) error {
		io.WriteString(w, "half")
		return broken
	}, true, nil, nil)
	if !errors.Is(err, broken) {
		t.Errorf("a failed fill: %v", err)
	}
	if fi, _ := os.Stat(path); fi.Size() != 1e6 {
		t.Errorf("a failed fill changed the file: %d bytes", fi.Size())
	}
	if left, _ := filepath.Glob(filepath.Join(dir, ".*")); len(left) > 0 {
		t.Errorf("temporary files left: %v", left)
	}
	if err := WriteOutputFrom(filepath.Join(dir, "new.pdf"), func(io.Writer) error { return broken }, false, nil, nil); !errors.Is(err, broken) {
		t.Errorf("a failed fill of a new file: %v", err)
	}
	if _, err := os.Lstat(filepath.Join(dir, "new.pdf")); err == nil {
		t.Errorf("a failed fill left a new file")
	}
}
