//go:build linux || darwin

package cmd

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestRefusedTypedEntryIsNotTicked types into a menu an entry the rules
// refuse: the line that keeps the answer is not marked ✔ (as if it had
// been taken) before the refusal that follows it.
func TestRefusedTypedEntryIsNotTicked(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the program in a pseudo-terminal")
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "game.fdr")
	env := []string{"NO_COLOR=1", "XDG_DATA_HOME=" + dir, "XDG_CACHE_HOME=" + dir, "TERM=xterm"}
	s := startPTYCols(t, 100, env, "play", "--game", "1st-and-roll", "--no-advice", "--dice", filepath.Join("..", "sim", "testdata", "dice.yaml"),
		"--home", "Bears", "--away", "Lions", "--receives", "home", "--date", "2026-11-25", "--site", "here", path)
	at := s.waitFor("Players", 0)
	s.send("\r") // two players
	at = s.waitFor("kickoff ›", at)
	s.send("zz\r")
	// Not "✗": the menu's hint shows one as soon as the first z is typed,
	// before Enter is read. The mark of a line not taken comes after it.
	s.waitFor("· ", at)
	if got := s.output()[at:]; !strings.Contains(got, "· ") || strings.Contains(got, "✔") {
		t.Fatalf("the refused entry is ticked, or its line not marked as not taken:\n%s", got)
	}
	s.send("quit\r")
}
