//go:build linux || darwin

package cmd

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestSetupMenusTakeTyping types at the setup questions as at the game's
// menus: a number picks the game, a team's name the coin flip's winner, a
// word of an answer the players; a name that fits none and letters that
// start two answers are refused aloud, and the question is asked again.
// Typing was ignored: "Lions" and Enter gave the home team, "2" did
// nothing.
func TestSetupMenusTakeTyping(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the program in a pseudo-terminal")
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "game.fdr")
	env := []string{"NO_COLOR=1", "XDG_DATA_HOME=" + dir, "XDG_CACHE_HOME=" + dir, "TERM=xterm"}
	s := startPTYCols(t, 80, env, "play", "--date", "2026-11-28", path)
	at := s.waitFor("Which game?", 0)
	s.send("2\r")
	at = s.waitFor("Home team", at)
	s.send("Bears\r")
	at = s.waitFor("Away team", at)
	s.send("Lions\r")
	at = s.waitFor("receives the opening kickoff?", at)
	s.send("Tigers\r")
	at = s.waitFor(`✗ refused "Tigers": type an answer, its first letters or its number: 1 (Bears)`, at)
	at = s.waitFor("receives the opening kickoff?", at)
	s.send("Lions\r")
	at = s.waitFor("Players", at)
	s.send("solo\r")
	at = s.waitFor(`✗ refused "solo": it could be Solo: the coach plays Bears`, at)
	at = s.waitFor("Players", at)
	s.send("lions\r")
	at = s.waitFor("Bears (home) vs Lions (away) — 1st & Roll", at)
	s.waitFor("›", at)
	s.send("quit\r")
	<-s.done
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"game: 1st-and-roll", "receives: away", "solo: away"} {
		if !strings.Contains(string(b), want) {
			t.Errorf("the record lacks %q:\n%s", want, b)
		}
	}
}
