//go:build linux || darwin

package cmd

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// waitRecordEntries waits until the record at path holds n entries of any game,
// and returns them.
func waitRecordEntries(t *testing.T, s *ptySession, path string, n int) []string {
	t.Helper()
	var toks []string
	for deadline := time.Now().Add(ptyTimeout); time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
		b, _ := os.ReadFile(path)
		toks = toks[:0]
		for _, line := range strings.Split(string(b), "\n") {
			line, _, _ = strings.Cut(line, "#")
			if !strings.Contains(line, ":") {
				toks = append(toks, strings.Fields(line)...)
			}
		}
		if len(toks) == n {
			return toks
		}
	}
	t.Fatalf("the record holds %d entries %q, want %d; the terminal shows:\n%s", len(toks), toks, n, s.output())
	return nil
}

// TestPenaltyMenuInTerminal: at a terminal 80 columns wide the penalty
// question names the foul, each answer shows what it does, and the menu
// starts on the answer that gains more (here decline, a first down against
// 2nd and 4): Enter takes it. It asked "accept or decline the penalty" and
// started on accept.
func TestPenaltyMenuInTerminal(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the program in a pseudo-terminal")
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "game.fdr")
	env := []string{"NO_COLOR=1", "XDG_DATA_HOME=" + dir, "XDG_CACHE_HOME=" + dir, "TERM=xterm"}
	s := startPTYCols(t, 80, env, "play", "--game", "1st-and-roll", "--home", "Bears", "--away", "Lions",
		"--receives", "home", "--date", "2026-11-25", "--site", "here", path)
	at := s.waitFor("Players", 0)
	s.send("\r") // two players
	at = s.waitFor("kickoff ›", at)
	s.send("regular touchback red red 1 0 clock no red red 9 F clock D5\r")
	at = s.waitFor("D5 offsides, defense", at)
	s.waitFor("the play stands", at)
	waitRecordEntries(t, s, path, 14)
	screen := s.output()[at:]
	if !strings.Contains(screen, "2nd and 4 at own 31") || !strings.Contains(screen, "1st and 10 at own 35") {
		t.Fatalf("the menu does not show what each answer does:\n%s", screen)
	}
	s.send("\r") // the menu's first answer
	toks := waitRecordEntries(t, s, path, 15)
	if last := toks[len(toks)-1]; last != "decline" {
		t.Errorf("Enter on the penalty menu took %q, want decline (a first down)", last)
	}
	s.send("quit\r")
}
