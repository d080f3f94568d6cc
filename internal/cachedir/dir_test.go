package cachedir

import (
	"os"
	"path/filepath"
	"testing"
)

// Dir is under $XDG_CACHE_HOME/fourthdown when that is an absolute path,
// and ignores a relative one (the OS's per-user folder then).
func TestDir(t *testing.T) {
	abs := t.TempDir()
	t.Setenv("XDG_CACHE_HOME", abs)
	if d, err := Dir("estimates"); err != nil || d != filepath.Join(abs, "fourthdown", "estimates") {
		t.Errorf("Dir with XDG_CACHE_HOME=%s: %q, %v", abs, d, err)
	}
	if d, err := Dir(""); err != nil || d != filepath.Join(abs, "fourthdown") {
		t.Errorf("Dir(\"\"): %q, %v", d, err)
	}
	t.Setenv("XDG_CACHE_HOME", "relative/cache")
	t.Setenv("HOME", abs)
	user, uerr := os.UserCacheDir()
	d, err := Dir("solutions")
	if uerr != nil {
		if err == nil {
			t.Errorf("Dir without a user cache folder: %q, no error", d)
		}
		return
	}
	if err != nil || d != filepath.Join(user, "fourthdown", "solutions") {
		t.Errorf("Dir with a relative XDG_CACHE_HOME: %q, %v; want under %s", d, err, user)
	}
}
