//go:build !linux

package solve

// hugePages is a hint for Linux only.
func hugePages[T any](a []T) {}
