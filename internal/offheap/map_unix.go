//go:build unix

package offheap

import (
	"os"
	"unsafe"

	"golang.org/x/sys/unix"
)

// mapMemory maps n bytes of zeroed memory from the system, outside Go's
// heap, when spare bytes more could be had too (they are mapped, then
// given back): when the system will not give that much, an error, not a
// crash. The memory starts on a 2 MB boundary, so that huge pages can
// back all of it (hugePages).
func mapMemory(n, spare int) ([]byte, error) {
	const huge = 2 << 20
	whole := (n + pageSize - 1) / pageSize * pageSize
	all := whole + huge + spare
	p, err := unix.MmapPtr(-1, 0, nil, uintptr(all), unix.PROT_READ|unix.PROT_WRITE, unix.MAP_PRIVATE|unix.MAP_ANON)
	if err != nil {
		return nil, err
	}
	b := unsafe.Slice((*byte)(p), all)
	lead := int((uintptr(p)+huge-1)&^(huge-1) - uintptr(p))
	unmapMemory(b[:lead])
	unmapMemory(b[lead+whole:])
	return b[lead : lead+n : lead+n], nil
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
