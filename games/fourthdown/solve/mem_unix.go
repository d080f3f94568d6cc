//go:build unix

package solve

import (
	"os"
	"unsafe"

	"golang.org/x/sys/unix"
)

// mapMemory maps n bytes of zeroed memory from the system, outside Go's
// heap, when spare bytes more could be had too (they are mapped, then
// given back): when the system will not give that much, an error, not a
// crash.
func mapMemory(n, spare int) ([]byte, error) {
	whole := (n + pageSize - 1) / pageSize * pageSize
	p, err := unix.MmapPtr(-1, 0, nil, uintptr(whole+spare), unix.PROT_READ|unix.PROT_WRITE, unix.MAP_PRIVATE|unix.MAP_ANON)
	if err != nil {
		return nil, err
	}
	b := unsafe.Slice((*byte)(p), whole+spare)
	unmapMemory(b[whole:])
	return b[:n:n], nil
}

// unmapMemory gives back memory mapMemory mapped, or a part of it that
// starts on a page (to the end of its last page).
func unmapMemory(b []byte) {
	if len(b) > 0 {
		_ = unix.MunmapPtr(unsafe.Pointer(unsafe.SliceData(b)), uintptr(len(b)))
	}
}

// pageSize is the size the system maps memory in.
var pageSize = os.Getpagesize()
