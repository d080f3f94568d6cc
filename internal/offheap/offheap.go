// Package offheap maps large arrays from the system, outside Go's heap. A
// Go program that cannot get more heap dies at once (fatal error: out of
// memory) and cannot be told to try less; a mapping the system refuses is
// an error its caller can answer (a solver stops and the table goes on
// without its values). Each mapping also makes sure that room is left
// beside it (Region.Spare), so that mapping the arrays cannot starve the
// rest of the program.
package offheap

import (
	"runtime"
	"sync"
	"unsafe"
)

// Region is memory mapped for one owner's arrays, unmapped when the owner
// is no longer reachable (or sooner, by Free).
type Region struct {
	mu   sync.Mutex
	maps [][]byte
	// Spare is what each mapping leaves free beside it.
	Spare int
}

// New is a region freed when owner is no longer reachable, each mapping
// of which leaves spare bytes free.
func New[T any](owner *T, spare int) *Region {
	r := &Region{Spare: spare}
	runtime.AddCleanup(owner, func(r *Region) { r.Free() }, r)
	return r
}

// Take maps n bytes (zeroed, page-aligned), leaving r.Spare bytes free
// beside them: the system's error when it would not give that much.
func (r *Region) Take(n int) ([]byte, error) {
	if n == 0 {
		return nil, nil
	}
	b, err := mapMemory(n, r.Spare)
	if err != nil {
		return nil, err
	}
	r.mu.Lock()
	r.maps = append(r.maps, b)
	r.mu.Unlock()
	hugePages(b)
	return b, nil
}

// Free unmaps every block of r. Nothing may read them after.
func (r *Region) Free() {
	r.mu.Lock()
	defer r.mu.Unlock()
	for _, b := range r.maps {
		unmapMemory(b)
	}
	r.maps = nil
}

// Floats is b read as float64s (b is page-aligned, from Take).
func Floats(b []byte) []float64 {
	if len(b) == 0 {
		return nil
	}
	return unsafe.Slice((*float64)(unsafe.Pointer(unsafe.SliceData(b))), len(b)/8)
}
