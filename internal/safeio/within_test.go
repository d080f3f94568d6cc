package safeio

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// TestReadWithin: a file a record names is read from the record's folder
// or below it, never from outside: not by an absolute name, a "..", or a
// link leading out (issue 37).
func TestReadWithin(t *testing.T) {
	top := t.TempDir()
	dir := filepath.Join(top, "games")
	os.MkdirAll(filepath.Join(dir, "sub"), 0o755)
	os.WriteFile(filepath.Join(top, "secret"), []byte("SECRET"), 0o644)
	os.WriteFile(filepath.Join(dir, "sub", "ok.yaml"), []byte("ok"), 0o644)
	os.Symlink(filepath.Join(top, "secret"), filepath.Join(dir, "abs-link"))
	os.Symlink("../secret", filepath.Join(dir, "rel-link"))
	os.Symlink("sub/ok.yaml", filepath.Join(dir, "in-link"))
	os.Symlink("..", filepath.Join(dir, "sub", "up"))
	for _, name := range []string{"sub/ok.yaml", "in-link", "sub/../sub/ok.yaml"} {
		if b, err := ReadWithin(dir, name, 100, "a file"); err != nil || string(b) != "ok" {
			t.Errorf("%s: %q %v", name, b, err)
		}
	}
	for _, name := range []string{filepath.Join(top, "secret"), "../secret", "sub/../../secret", "abs-link", "rel-link", "sub/up/../secret", "", "/etc/passwd"} {
		b, err := ReadWithin(dir, name, 100, "a file")
		var oe *OutsideError
		if !errors.As(err, &oe) || b != nil {
			t.Errorf("%q: %q %v, want an OutsideError", name, b, err)
		}
	}
	if _, err := ReadWithin(dir, "missing.yaml", 100, "a file"); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("missing: %v", err)
	}
}
