//go:build !unix

package offheap

// mapMemory is Go's heap where memory is not mapped by hand.
func mapMemory(n, spare int) ([]byte, error) { return make([]byte, n), nil }

// unmapMemory leaves heap memory to the collector.
func unmapMemory(b []byte) {}
