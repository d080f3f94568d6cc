//go:build linux || darwin

package cmd

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestResumeFinishedUndoGoesOn resumes a finished game at a terminal,
// takes back its last two entries (undo N) and goes on: what is typed
// next reaches the table. A second prompter, made for the question after
// the game's end, once kept reading the terminal, and the table's prompt
// never saw a key again.
func TestResumeFinishedUndoGoesOn(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the program in a pseudo-terminal")
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "game.fdr")
	text, err := os.ReadFile(filepath.Join("..", "testdata", "games", "conversion-safety-and-time-cap.fdr"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, text, 0o644); err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, line := range strings.Split(string(text), "\n") {
		line, _, _ = strings.Cut(line, "#")
		if !strings.Contains(line, ":") {
			n += len(strings.Fields(line))
		}
	}
	env := []string{"NO_COLOR=1", "XDG_DATA_HOME=" + dir, "XDG_CACHE_HOME=" + dir, "TERM=xterm"}
	s := startPTYCols(t, 100, env, "resume", "--no-advice", path)
	at := s.waitFor("press Enter to leave", 0)
	s.send("undo 2\r")
	waitEntries(t, s, path, n-2)
	at = s.waitFor("Resuming", at)
	s.waitFor("? ", at)
	s.send("undo\r")
	waitEntries(t, s, path, n-3)
	s.send("quit\r")
}
