//go:build unix

package values

import (
	"path/filepath"
	"syscall"
	"testing"
)

// A pipe left where an estimate is kept is not read (opening it would
// wait for a writer for ever): the estimate is built again instead.
func TestReadEstimateRefusesAPipe(t *testing.T) {
	path := filepath.Join(t.TempDir(), "game-v1-key.est")
	if err := syscall.Mkfifo(path, 0o600); err != nil {
		t.Skipf("no pipes here: %v", err)
	}
	if e := readEstimate(path); e != nil {
		t.Errorf("readEstimate of a pipe gave an estimate")
	}
}
