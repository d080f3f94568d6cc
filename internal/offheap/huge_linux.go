package offheap

import (
	"unsafe"

	"golang.org/x/sys/unix"
)

// hugePages asks the kernel to back a large array with huge pages where it
// can (transparent huge pages in "madvise" mode): a solve touches about
// 150 MB once, and a page fault for every 4 KB of it costs more than the
// zeroing it does, most of all in a virtual machine. Only a hint: an error
// changes nothing.
func hugePages[T any](a []T) {
	if len(a) == 0 {
		return
	}
	n := len(a) * int(unsafe.Sizeof(a[0]))
	p := unsafe.Pointer(&a[0])
	start := uintptr(p)
	// madvise takes whole pages: the 2 MB-aligned part of a, which is
	// where huge pages can go anyway.
	const huge = 2 << 20
	lo := (start + huge - 1) &^ (huge - 1)
	hi := (start + uintptr(n)) &^ (huge - 1)
	if hi <= lo {
		return
	}
	_ = unix.Madvise(unsafe.Slice((*byte)(unsafe.Add(p, lo-start)), hi-lo), unix.MADV_HUGEPAGE)
}
