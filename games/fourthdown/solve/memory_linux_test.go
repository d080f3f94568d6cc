package solve

import (
	"bytes"
	"context"
	"errors"
	"os"
	"os/exec"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"testing"

	"github.com/fourthdown/fourthdown/games/fourthdown"
)

// Short of memory (an address-space limit, ulimit -v, that leaves this
// process less than a solve needs), solving stops with a MemoryError, and
// reading a cached solution does too or goes without the 4th-down
// distance values; the program goes on. A Go program that cannot grow
// its heap dies instead (fatal error: out of memory).
// Run in a child process, whose limit is set from what it already holds.
func TestShortOfMemory(t *testing.T) {
	if testing.Short() {
		t.Skip("solves 4th Down")
	}
	dir := t.TempDir()
	if _, err := Load(context.Background(), fourthdown.FourthDown, Options{CacheDir: dir}); err != nil {
		t.Fatal(err)
	}
	for _, how := range []string{"solve", "read"} {
		cmd := exec.Command(os.Args[0], "-test.run=^TestShortOfMemoryChild$", "-test.v")
		cmd.Env = append(os.Environ(), "SOLVE_SHORT_OF_MEMORY="+how, "SOLVE_CACHE="+dir)
		out, err := cmd.CombinedOutput()
		if err != nil || !bytes.Contains(out, []byte("--- PASS")) {
			t.Errorf("%s short of memory: %v\n%s", how, err, tail(out))
		}
	}
}

func tail(b []byte) []byte { return b[max(0, len(b)-2000):] }

// TestShortOfMemoryChild is TestShortOfMemory's child: it runs only when
// that test starts it.
func TestShortOfMemoryChild(t *testing.T) {
	how := os.Getenv("SOLVE_SHORT_OF_MEMORY")
	if how == "" {
		t.Skip("run by TestShortOfMemory")
	}
	// Go's heap reserves address space 64 MB at a time, when it runs out.
	// Measured just before such a reservation, the limit below left the
	// child 56 MB once the heap took it: the solve's MemoryError came,
	// but the program going on did not (fatal error: out of memory).
	// Measured with one reserved and not yet used, the child had that
	// 64 MB besides, and the solve fitted. The load's timing decided
	// which (VmSize 1,458, 1,523 or 1,595 MB here over runs beside other
	// work; 2 failures in 14 such runs). So the heap is given its room
	// first: 48 MB made and let go, so that what the child allocates after
	// comes from address space it already holds (12 of 12 such runs).
	spare := make([]byte, 48<<20)
	spare[len(spare)-1] = 1
	runtime.KeepAlive(spare)
	spare = nil
	runtime.GC()
	held := vmSize(t)
	// Room for the program to go on (and to read the first part of a
	// cached solution, 27 MB), not for a solve's 86 MB of arrays with
	// what it leaves free, nor for a cached solution's 91 MB.
	limit := held + 120<<20
	if err := syscall.Setrlimit(syscall.RLIMIT_AS, &syscall.Rlimit{Cur: limit, Max: limit}); err != nil {
		t.Fatal(err)
	}
	opts := Options{Workers: 2, Distances: true}
	if how == "read" {
		opts.CacheDir = os.Getenv("SOLVE_CACHE")
	} else {
		opts.CacheDir = t.TempDir()
	}
	sol, err := Load(context.Background(), fourthdown.FourthDown, opts)
	var me *MemoryError
	switch {
	case errors.As(err, &me):
		if !strings.Contains(err.Error(), "4th-down") || !strings.Contains(err.Error(), "ulimit -v") {
			t.Errorf("the message names neither the rules nor what to do: %v", err)
		}
	case err == nil && how == "read":
		// Room for what advise reads, not for the distance values: the
		// solution goes without them and works them out on demand.
		if sol.cached[3] != nil {
			t.Fatal("the distance values read with no room for them")
		}
		s, _ := fourthdown.FourthDown.At(fourthdown.Situation{Half: 1, Clock: 90, Receiver: fourthdown.Home, Offense: fourthdown.Home, Ball: 40, Ask: fourthdown.AskDistance})
		if v := sol.HomeValue(&s); v <= 0 || v >= 1 {
			t.Errorf("a 4th-down distance roll's value: %v", v)
		}
	default:
		t.Fatalf("%s with %d MB to spare: got %v, want a MemoryError", how, (limit-vmSize(t))>>20, err)
	}
	// The program goes on.
	if b := make([]byte, 8<<20); len(b) != 8<<20 {
		t.Error("no memory after")
	}
}

// vmSize is the address space this process holds (VmSize), in bytes.
func vmSize(t *testing.T) uint64 {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		t.Skip("no /proc/self/status")
	}
	for _, l := range strings.Split(string(b), "\n") {
		if f := strings.Fields(l); len(f) == 3 && f[0] == "VmSize:" {
			kb, err := strconv.ParseUint(f[1], 10, 64)
			if err == nil {
				return kb << 10
			}
		}
	}
	t.Skip("no VmSize")
	return 0
}
