package solve

import (
	"fmt"
	"runtime"
	"sync"
	"unsafe"
)

// The solver's large arrays (150 MB for 4th Down, most of it in blocks of
// 10-64 MB) are not taken from Go's heap: a Go program that cannot get
// more memory from the system dies at once (fatal error: out of memory),
// and cannot be told to try less. They are mapped from the system
// directly (mapMemory), where running short is an error to answer: the
// solve, or the reading of a cached solution, stops with a MemoryError
// and the caller goes on without the values. Before mapping, each solve
// also makes sure that room for Go's own growth is left beside them
// (spare), so that mapping the arrays cannot starve the rest of the
// program.

// spare is the memory a solve leaves free beside its arrays, for the
// rest of the program while it solves (its heap, a thread or two), and
// more for each of its workers (threadStack: a thread's stack, which the
// system may have to make for it).
const (
	spare       = 64 << 20
	threadStack = 8 << 20
)

// MemoryError says a solution's arrays could not be had: the system
// (a limit such as ulimit -v, or the machine) would not give Need bytes.
type MemoryError struct {
	Rules string // the ruleset's name
	Need  int64  // bytes asked for, with what is to be left free
	Err   error  // the system's answer
}

func (e *MemoryError) Unwrap() error { return e.Err }

func (e *MemoryError) Error() string {
	return fmt.Sprintf("not enough memory to solve %s exactly: it needs %d MB more (raise the memory limit, ulimit -v)",
		e.Rules, (e.Need+(1<<20)-1)>>20)
}

// region is memory mapped for a solution's arrays, unmapped when the
// solution that holds it is no longer reachable (or sooner, by free).
type region struct {
	mu    sync.Mutex
	maps  [][]byte
	spare int // what each mapping leaves free beside it
}

// take maps n bytes (zeroed) for rules, leaving r.spare bytes free beside
// them: a MemoryError when the system would not give that much.
func (r *region) take(rules string, n int) ([]byte, error) {
	if n == 0 {
		return nil, nil
	}
	b, err := mapMemory(n, r.spare)
	if err != nil {
		return nil, &MemoryError{Rules: rules, Need: int64(n + r.spare), Err: err}
	}
	r.mu.Lock()
	r.maps = append(r.maps, b)
	r.mu.Unlock()
	hugePages(b)
	return b, nil
}

// free unmaps every block of r. Nothing may read them after.
func (r *region) free() {
	r.mu.Lock()
	defer r.mu.Unlock()
	for _, b := range r.maps {
		unmapMemory(b)
	}
	r.maps = nil
}

// newRegion is a region freed when owner is no longer reachable.
func newRegion[T any](owner *T) *region {
	r := &region{spare: spare}
	runtime.AddCleanup(owner, func(r *region) { r.free() }, r)
	return r
}

// floats is b read as float64s (b is page-aligned, from mapMemory).
func floats(b []byte) []float64 {
	if len(b) == 0 {
		return nil
	}
	return unsafe.Slice((*float64)(unsafe.Pointer(unsafe.SliceData(b))), len(b)/8)
}
