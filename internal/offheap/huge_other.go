//go:build !linux

package offheap

// hugePages is a hint for Linux only.
func hugePages[T any](a []T) {}
