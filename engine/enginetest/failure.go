package enginetest

import (
	"fmt"
	"runtime"
	"testing"

	"github.com/fourthdown/fourthdown/engine"
)

// Failure is the suite's first failure on g ("" for none), run with
// opts: a test that the suite catches a flaw runs it on a game with that
// flaw (a game's package may wrap its own game so) and looks for the
// suite's message. The suite stops at its first failure.
func Failure(t testing.TB, g engine.Game, opts ...Option) string {
	r := &recorder{TB: t}
	r.run(func() { Run(r, g, opts...) })
	return r.failure
}

// recorder is a test that records the suite's failure instead of
// failing, ending the failing call as Fatalf does.
type recorder struct {
	testing.TB
	failure string
}

func (r *recorder) Helper()             {}
func (r *recorder) Logf(string, ...any) {}
func (r *recorder) Failed() bool        { return r.failure != "" }
func (r *recorder) Fatalf(f string, a ...any) {
	r.failure = fmt.Sprintf(f, a...)
	runtime.Goexit()
}

// run calls f on a goroutine of its own, which Fatalf ends, and waits
// for it.
func (r *recorder) run(f func()) {
	done := make(chan bool)
	go func() {
		defer close(done)
		f()
	}()
	<-done
}
