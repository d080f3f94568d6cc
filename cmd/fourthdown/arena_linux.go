//go:build linux && cgo

package main

// Under an address-space limit (ulimit -v), a program linked with the C
// library (the net package links it when cgo is on) loses the space to the
// C allocator's arenas, 64 MB reserved for each thread that calls malloc,
// and Go's runtime then cannot reserve its heap: "fatal error: out of
// memory" with a few MB in use (issue 37). So the C library keeps one
// arena. It is set by a C constructor, which runs as the program is
// loaded, before the Go runtime starts a thread or reserves anything: a
// Go init runs too late (after the runtime and every package's init,
// issue 44), and starting the program again with MALLOC_ARENA_MAX=1 was
// both late and wrong when the program was started through the dynamic
// loader (/proc/self/exe is then the loader). A MALLOC_ARENA_MAX the user
// set is left as it is; without a limit nothing changes.

/*
#include <malloc.h>
#include <stdlib.h>
#include <sys/resource.h>

__attribute__((constructor)) static void fourthdown_one_arena(void) {
#ifdef M_ARENA_MAX
	struct rlimit lim;
	if (getrlimit(RLIMIT_AS, &lim) != 0 || lim.rlim_cur == RLIM_INFINITY) {
		return;
	}
	if (getenv("MALLOC_ARENA_MAX") != NULL) {
		return;
	}
	mallopt(M_ARENA_MAX, 1);
#endif
}
*/
import "C"
