package cmd

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/fourthdown/fourthdown/tracker"
)

// failingAt is a prompter that runs fail before its nth question is
// answered: the save of that answer fails.
type failingAt struct {
	Prompter
	n    int
	fail func()
}

func (p *failingAt) tick() {
	if p.n--; p.n == 0 {
		p.fail()
	}
}

func (p *failingAt) Ask(label string, check func(string) error) (string, error) {
	line, err := p.Prompter.Ask(label, check)
	p.tick()
	return line, err
}

func (p *failingAt) Choose(label string, opts []Option, check func(string) error) (string, error) {
	line, err := p.Prompter.Choose(label, opts, check)
	p.tick()
	return line, err
}

// TestSaveFailureSaysHowToResume: a game stopped by a save that fails (a
// full disk; here, the record's folder gone) says the entries before it
// are saved and how to continue (issue 44: a disk-full stop printed no
// resume hint).
func TestSaveFailureSaysHowToResume(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("a folder with open files in it cannot be removed")
	}
	dir := filepath.Join(t.TempDir(), "games")
	os.Mkdir(dir, 0o755)
	path := filepath.Join(dir, "game.fdr")
	var out bytes.Buffer
	so := testSession("4th Down\nb\n14\n8\n6\nfg\n14\n", &out)
	so.Prompter = &failingAt{Prompter: so.Prompter, n: 3, fail: func() { os.RemoveAll(dir) }}
	opts := &playOptions{sessionOptions: so, File: path,
		Home: "Bombers", Away: "Gunners", Receives: "home", Date: "2026-11-22", set: map[string]bool{"home": true, "away": true, "solo": true}}
	err := playRun(context.Background(), opts)
	var se *tracker.SaveError
	if !errors.As(err, &se) {
		t.Fatalf("play: %v, want a failed save\n%s", err, out.String())
	}
	if want := "continue it with: fourthdown resume " + path; !strings.Contains(out.String(), want) || !strings.Contains(out.String(), "The entry was not saved") {
		t.Errorf("a failed save does not say how to continue:\n%s", out.String())
	}
}
