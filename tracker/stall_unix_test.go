//go:build unix

package tracker

import (
	"errors"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

// within runs f and fails the test when it has not returned after a few
// seconds (f is left running: a read that never ends).
func within(t *testing.T, what string, f func()) {
	t.Helper()
	done := make(chan struct{})
	go func() {
		defer close(done)
		f()
	}()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		t.Fatalf("%s: still running after 5 s", what)
	}
}

// TestChangeCheckReadsNoPipe: the check that another program did not
// change the record reads no more than the record was and never waits on
// a pipe: a record replaced by a FIFO, a link to /dev/zero or a larger
// file is a changed record, reported at once and not written over (issue
// 44: the FIFO hung the table forever, /dev/zero grew to 827 MB in 7 s).
func TestChangeCheckReadsNoPipe(t *testing.T) {
	for _, c := range []struct {
		name  string
		plant func(path string) error
	}{
		{"fifo", func(p string) error { return syscall.Mkfifo(p, 0o644) }},
		{"dev-zero", func(p string) error { return os.Symlink("/dev/zero", p) }},
		{"larger", func(p string) error { return os.WriteFile(p, make([]byte, 10<<20), 0o644) }},
	} {
		t.Run(c.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "g.fdr")
			rec := &Record{}
			rec.Set("receives", "home")
			s, err := Create(path, rec)
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			if _, err := s.Add("balanced", false); err != nil {
				t.Fatal(err)
			}
			os.Remove(path)
			if err := c.plant(path); err != nil {
				t.Skip(err)
			}
			within(t, "the entry after the record was replaced", func() {
				var ce *ChangedError
				if _, err := s.Add("14", false); !errors.As(err, &ce) {
					t.Errorf("got %v, want a ChangedError", err)
				}
			})
			if fi, err := os.Lstat(path); err != nil || fi.Mode().IsRegular() && fi.Size() != 10<<20 {
				t.Errorf("what was planted was replaced: %v %v", fi, err)
			}
		})
	}
}

// TestFinishedIndexReadsNoPipe: the index of finished games is read as a
// file of a bounded size, never a pipe or a device: a FIFO or a link to
// /dev/zero in its place is ignored (it is a cache) instead of hanging or
// filling the memory (issue 44: the index grew to 2.9 GB).
func TestFinishedIndexReadsNoPipe(t *testing.T) {
	for _, c := range []struct {
		name  string
		plant func(path string) error
	}{
		{"fifo", func(p string) error { return syscall.Mkfifo(p, 0o644) }},
		{"dev-zero", func(p string) error { return os.Symlink("/dev/zero", p) }},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			t.Setenv("XDG_CACHE_HOME", t.TempDir())
			p := filepath.Join(dir, "g.fdr")
			os.WriteFile(p, []byte("receives: home\nb 14 8\n"), 0o644)
			idx := loadFinishedIndex(dir).path
			os.MkdirAll(filepath.Dir(idx), 0o755)
			if err := c.plant(idx); err != nil {
				t.Skip(err)
			}
			within(t, "LatestUnfinished", func() {
				if got, err := LatestUnfinished(dir); err != nil || got != p {
					t.Errorf("got %q %v, want %s", got, err, p)
				}
			})
		})
	}
}
