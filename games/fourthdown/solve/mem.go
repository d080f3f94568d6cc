package solve

import (
	"fmt"

	"github.com/fourthdown/fourthdown/internal/offheap"
)

// The solver's large arrays (150 MB for 4th Down, most of it in blocks of
// 10-64 MB) are not taken from Go's heap but mapped from the system
// (package offheap), where running short is an error to answer: the
// solve, or the reading of a cached solution, stops with a MemoryError
// and the caller goes on without the values.

// spare is the memory a solve leaves free beside its arrays, for the
// rest of the program while it solves (its heap, a thread or two), and
// more for each of its workers (threadStack: a thread's stack, which the
// system may have to make for it).
const (
	spare       = 64 << 20
	threadStack = 8 << 20
)

// MemoryError says a solution's arrays could not be had: the system
// (a limit such as ulimit -v, or the machine) would not give Need bytes.
type MemoryError struct {
	Rules string // the ruleset's name
	Need  int64  // bytes asked for, with what is to be left free
	Err   error  // the system's answer
}

func (e *MemoryError) Unwrap() error { return e.Err }

func (e *MemoryError) Error() string {
	return fmt.Sprintf("not enough memory to solve %s exactly: it needs %d MB more (raise the memory limit, ulimit -v)",
		e.Rules, (e.Need+(1<<20)-1)>>20)
}

// take maps n bytes of r for rules: a MemoryError when the system would
// not give them.
func take(r *offheap.Region, rules string, n int) ([]byte, error) {
	b, err := r.Take(n)
	if err != nil {
		return nil, &MemoryError{Rules: rules, Need: int64(n + r.Spare), Err: err}
	}
	return b, nil
}
