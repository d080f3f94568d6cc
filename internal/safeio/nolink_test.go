package safeio

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"testing"
)

// ReadRegularNoLink reads a file itself and refuses a link, wherever it
// leads; CreateNew writes only a new file, never over anything there and
// never through a link (issue 44).
func TestNoLinkAndCreateNew(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "file")
	os.WriteFile(file, []byte("data"), 0o644)
	link := filepath.Join(dir, "link")
	if err := os.Symlink("file", link); err != nil {
		t.Skip("no symbolic links here")
	}
	if b, err := ReadRegularNoLink(file, 100, "a file"); err != nil || string(b) != "data" {
		t.Errorf("the file: %q %v", b, err)
	}
	var le *LinkError
	if b, err := ReadRegularNoLink(link, 100, "a file"); !errors.As(err, &le) || b != nil {
		t.Errorf("the link: %q %v, want a LinkError", b, err)
	}
	if err := CreateNew(filepath.Join(dir, "new"), []byte("new"), 0o644); err != nil {
		t.Errorf("a new file: %v", err)
	}
	for _, p := range []string{file, link, filepath.Join(dir, "dangling")} {
		if p == filepath.Join(dir, "dangling") {
			os.Symlink(filepath.Join(dir, "nowhere"), p)
		}
		if err := CreateNew(p, []byte("x"), 0o644); !errors.Is(err, fs.ErrExist) {
			t.Errorf("%s: %v, want fs.ErrExist", filepath.Base(p), err)
		}
	}
	if b, _ := os.ReadFile(file); string(b) != "data" {
		t.Errorf("the file was written: %q", b)
	}
	if _, err := os.Lstat(filepath.Join(dir, "nowhere")); err == nil {
		t.Error("a dangling link was written through")
	}
}
