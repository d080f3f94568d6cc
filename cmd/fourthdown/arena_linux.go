//go:build linux && cgo

package main

import (
	"os"
	"syscall"
)

// arenaEnv is glibc's setting of how many malloc arenas a process keeps.
const arenaEnv = "MALLOC_ARENA_MAX"

// Under an address-space limit (ulimit -v), a program linked with the C
// library (the net package links it when cgo is on) loses the space to the
// C allocator's arenas, 64 MB reserved for each thread, and Go's runtime
// then cannot reserve its heap: "fatal error: out of memory" with a few MB
// in use. Then the program starts again, at once, with one arena: glibc
// reads the setting only when a process starts (issue 37).
func init() {
	var lim syscall.Rlimit
	if syscall.Getrlimit(syscall.RLIMIT_AS, &lim) != nil || lim.Cur == ^uint64(0) {
		return
	}
	if _, set := os.LookupEnv(arenaEnv); set {
		return
	}
	syscall.Exec("/proc/self/exe", os.Args, append(os.Environ(), arenaEnv+"=1"))
	// Exec failed: go on as we are.
}
