package safeio

import (
	"os"
	"path/filepath"
	"runtime"
	"testing"
)

// TestWriteOutputKeepsTheMode: a file -o replaces keeps its mode, so a
// private file stays private (issue 44: a 0600 file became 0644); a new
// file is 0644.
func TestWriteOutputKeepsTheMode(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no Unix modes")
	}
	dir := t.TempDir()
	p := filepath.Join(dir, "out.csv")
	os.WriteFile(p, []byte("old\n"), 0o600)
	os.Chmod(p, 0o600)
	if err := WriteOutput(p, []byte("new\n"), true, nil, nil); err != nil {
		t.Fatal(err)
	}
	if fi, _ := os.Stat(p); fi.Mode().Perm() != 0o600 {
		t.Errorf("the replaced file's mode is %v, want 0600", fi.Mode().Perm())
	}
	q := filepath.Join(dir, "new.csv")
	if err := WriteOutput(q, []byte("new\n"), true, nil, nil); err != nil {
		t.Fatal(err)
	}
	if fi, _ := os.Stat(q); fi.Mode().Perm()&^0o022 != 0o644&^0o022 {
		t.Errorf("a new file's mode is %v, want 0644 (less the umask)", fi.Mode().Perm())
	}
}

// TestWriteAtomicHeld: the file is handed to hold before it is in place,
// and returned open, at path.
func TestWriteAtomicHeld(t *testing.T) {
	p := filepath.Join(t.TempDir(), "g.fdr")
	var seen *os.File
	f, err := WriteAtomicHeld(p, []byte("x\n"), 0o644, func(f *os.File) error {
		if _, err := os.Stat(p); err == nil {
			t.Errorf("the file was in place before hold")
		}
		seen = f
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	a, _ := f.Stat()
	b, err := os.Stat(p)
	if f != seen || err != nil || !os.SameFile(a, b) {
		t.Errorf("the file returned is not the one at the path")
	}
}
