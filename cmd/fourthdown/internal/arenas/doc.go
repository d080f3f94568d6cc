// Package arenas, imported by fourthdown's main for its side effect, has
// the C library keep one malloc arena when cgo is linked on Linux
// (arenas_cgo.go), so that an address-space limit (ulimit -v) leaves Go's
// runtime the room it reserves at start. Without cgo, or elsewhere, it
// does nothing.
package arenas
