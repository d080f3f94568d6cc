package main

import (
	"os"
	"os/exec"
	"runtime"
	"testing"
)

// TestStartsUnderAnAddressLimit starts this program's test binary, which
// starts as the program does (arena_linux.go's constructor included),
// again and again under ulimit -v 1000000: it never dies before it runs
// (issue 44: with cgo linked and the restart with MALLOC_ARENA_MAX=1 done
// from main's init, 6 of 400 starts died "out of memory" at 4 MB in use,
// glibc's per-thread malloc arenas having taken the address space).
func TestStartsUnderAnAddressLimit(t *testing.T) {
	if testing.Short() || runtime.GOOS != "linux" {
		t.Skip("Linux; slow")
	}
	sh, err := exec.LookPath("sh")
	if err != nil {
		t.Skip(err)
	}
	bin, err := os.Executable()
	if err != nil {
		t.Skip(err)
	}
	const runs = 400
	failed := 0
	var last []byte
	for range runs {
		out, err := exec.Command(sh, "-c", `ulimit -v 1000000 && exec "$0" -test.run='^$'`, bin).CombinedOutput()
		if err != nil {
			failed++
			last = out
		}
	}
	if failed > 0 {
		t.Errorf("%d of %d starts under ulimit -v 1000000 failed; the last said:\n%.600s", failed, runs, last)
	}
}
