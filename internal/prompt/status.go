package prompt

import (
	"fmt"
	"io"
	"os"
	"time"

	"golang.org/x/term"
)

// StatusLine redraws line() on one line of w every tenth of a second
// from after into the work, when w is a terminal; stop clears it.
func StatusLine(w io.Writer, after time.Duration, line func(elapsed time.Duration) string) (stop func()) {
	f, ok := w.(*os.File)
	if !ok || !term.IsTerminal(int(f.Fd())) || os.Getenv("TERM") == "dumb" {
		return func() {}
	}
	quit := make(chan struct{})
	finished := make(chan struct{})
	start := time.Now()
	go func() {
		defer close(finished)
		drawn := false
		tick := time.NewTicker(100 * time.Millisecond)
		defer tick.Stop()
		for {
			select {
			case <-quit:
				if drawn {
					fmt.Fprint(w, "\r\033[K")
				}
				return
			case <-tick.C:
				if el := time.Since(start); el >= after {
					fmt.Fprint(w, "\r"+line(el))
					drawn = true
				}
			}
		}
	}()
	return func() { close(quit); <-finished }
}
