//go:build unix

package cmd

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestSecondSignalStopsAtOnce: the first Ctrl-C asks a command to stop
// cleanly (its context); the second ends the program at once, even when
// the command does not stop (issue 44: a record read without end ignored
// Ctrl-C and SIGTERM, while the README promises "Ctrl-C stops any
// command").
func TestSecondSignalStopsAtOnce(t *testing.T) {
	if os.Getenv("FOURTHDOWN_SIGNAL_HELPER") == "1" {
		ctx, stop := catchSignals(context.Background())
		defer stop()
		syscall.Kill(os.Getpid(), syscall.SIGINT)
		select {
		case <-ctx.Done():
			os.Stdout.WriteString("first: stopping\n")
		case <-time.After(10 * time.Second):
			os.Stdout.WriteString("the first signal was not caught\n")
			os.Exit(3)
		}
		time.Sleep(100 * time.Millisecond)
		syscall.Kill(os.Getpid(), syscall.SIGINT)
		time.Sleep(10 * time.Second) // a command that does not stop
		os.Stdout.WriteString("still running after the second signal\n")
		os.Exit(0)
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestSecondSignalStopsAtOnce$")
	cmd.Env = append(os.Environ(), "FOURTHDOWN_SIGNAL_HELPER=1")
	start := time.Now()
	out, err := cmd.Output()
	var ee *exec.ExitError
	if !errors.As(err, &ee) || !strings.Contains(string(out), "first: stopping") || strings.Contains(string(out), "still running") {
		t.Fatalf("%v after %v:\n%s", err, time.Since(start), out)
	}
	if ws, ok := ee.Sys().(syscall.WaitStatus); !ok || !ws.Signaled() || ws.Signal() != syscall.SIGINT {
		t.Errorf("the program ended with %v, want killed by the second SIGINT", err)
	}
	if d := time.Since(start); d > 8*time.Second {
		t.Errorf("it took %v to stop", d)
	}
}
