//go:build linux

package main

import (
	"debug/elf"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestStartsUnderLimitThroughLoader: under an address-space limit the
// program runs as it is, also when started through the dynamic loader (ld.so
// PROGRAM): it used to start itself again through /proc/self/exe, which is
// then the loader, and exit 127 ("cannot open shared object file"); and its
// one-arena setting must come before the Go runtime starts, not after every
// package's init (issue 44 item 9).
func TestStartsUnderLimitThroughLoader(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the program")
	}
	sh, err := exec.LookPath("sh")
	if err != nil {
		t.Skip("no sh")
	}
	bin := filepath.Join(t.TempDir(), "fourthdown")
	build := exec.Command("go", "build", "-o", bin, ".")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	f, err := elf.Open(bin)
	if err != nil {
		t.Fatal(err)
	}
	loader := ""
	for _, p := range f.Progs {
		if p.Type == elf.PT_INTERP {
			b := make([]byte, p.Filesz)
			p.ReadAt(b, 0)
			loader = strings.TrimRight(string(b), "\x00")
		}
	}
	f.Close()
	env := []string{"PATH=" + os.Getenv("PATH"), "HOME=" + t.TempDir()}
	runs := [][]string{{bin, "help"}}
	if loader != "" {
		runs = append(runs, []string{loader, bin, "help"})
	}
	for _, run := range runs {
		cmd := exec.Command(sh, append([]string{"-c", `ulimit -v 1000000 && exec "$@"`, "sh"}, run...)...)
		cmd.Env = env
		out, err := cmd.CombinedOutput()
		if err != nil || !strings.Contains(string(out), "fourthdown") {
			t.Errorf("%s under ulimit -v 1000000: %v\n%s", strings.Join(run, " "), err, out)
		}
	}
}
