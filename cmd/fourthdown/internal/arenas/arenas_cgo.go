//go:build linux && cgo

package arenas

/*
#include <malloc.h>

// Before anything else of the program runs, and before any thread is
// started, glibc is told to keep one malloc arena (see arenas_linux.go):
// the constructor runs as the program is loaded, before Go's runtime.
static void __attribute__((constructor)) fourthdown_one_malloc_arena(void) {
#ifdef M_ARENA_MAX
	mallopt(M_ARENA_MAX, 1);
#endif
}
*/
import "C"
