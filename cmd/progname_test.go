package cmd

import (
	"os"
	"path/filepath"
	"testing"
)

// The commands the program prints are written as it was started.
func TestStartedAs(t *testing.T) {
	if got := startedAs("/tmp/go-build123456/b001/exe/fourthdown"); got != "go run ./cmd/fourthdown" {
		t.Errorf("go run: %q", got)
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "fourthdown")
	if err := os.WriteFile(bin, []byte("#!/bin/sh\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", dir)
	if got := startedAs(bin); got != "fourthdown" {
		t.Errorf("on the PATH: %q", got)
	}
	t.Setenv("PATH", t.TempDir())
	if got := startedAs(bin); got != bin {
		t.Errorf("not on the PATH: %q, want the path as given", got)
	}
}
