//go:build linux || darwin

package cmd

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestNoStalePromptAt80Columns plays the start of a 4th Street game at 80
// columns, where its prompts are longer than a line, and types a site name
// longer than a line: what the terminal shows holds one live prompt, the
// one being asked, and no stale copy of an earlier one (issue 35).
func TestNoStalePromptAt80Columns(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the program in a pseudo-terminal")
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "game.fdr")
	env := []string{"NO_COLOR=1", "XDG_DATA_HOME=" + dir, "TERM=xterm"}
	s := startPTYCols(t, 80, env, "play", "--game", "4th-street", "--receives", "home", path)
	at := s.waitFor("Home team", 0)
	s.send("\r")
	at = s.waitFor("Away team", at)
	s.send("\r")
	at = s.waitFor("Record the date", at)
	s.send("\x1b[B\r") // yes
	at = s.waitFor("Date", at)
	s.send("\r")
	at = s.waitFor("Site", at)
	site := strings.Repeat("Grandma's kitchen table ", 4) // 95 characters: within the header limit (100), past 80 columns with its label
	s.send(site + "\r")
	at = s.waitFor("Home coach", at)
	s.send("\r")
	at = s.waitFor("Away coach", at)
	s.send("\r")
	at = s.waitFor("Players", at) // 4th Street has a computer coach: solo is offered
	s.send("\r")                  // two players
	at = s.waitFor("the kick", at)
	s.send("\r") // kickoff
	at = s.waitFor("result code of the kickoff", at)
	s.send("99\r") // refused: not a kickoff code
	at = s.waitFor("got", at)
	s.send("41\r")
	for i, roll := range []string{"5", "3", "21", "4"} {
		waitEntries(t, s, path, 2+i)
		s.send(roll + "\r")
	}
	at = s.waitFor("call ›", at)
	// 4th Street's call menu: the plays first; a letter that starts two
	// choices (short, slow) picks neither and says both (issue 35).
	if o := s.output(); strings.Index(o[at:], "fg") > strings.Index(o[at:], "hurry") {
		t.Fatalf("the call menu does not list the plays first:\n%s", o[at:])
	}
	s.send("s\r")
	at = s.waitFor(`✗ refused "s": it could be short or slow: type more of it`, at)
	s.waitFor("call ›", at)
	waitEntries(t, s, path, 6)

	scr := newScreen(80)
	scr.play(s.output())
	var live []string
	for _, l := range scr.lines() {
		// A prompt drawn live ("? " or, refusing what is typed, "✗ "), not
		// a refusal's reason ("✗ refused …").
		if strings.HasPrefix(l, "? ") || (strings.HasPrefix(l, "✗ ") && !strings.HasPrefix(l, "✗ refused ")) {
			live = append(live, l)
		}
	}
	if len(live) != 1 || !strings.Contains(live[0], "call") {
		t.Fatalf("the screen shows %d live prompts, want the call's alone: %q\nscreen:\n%s", len(live), live, strings.Join(scr.lines(), "\n"))
	}
	if got := strings.Count(strings.Join(scr.lines(), "\n"), "Site"); got != 1 {
		t.Fatalf("the site question shows %d times, want once:\n%s", got, strings.Join(scr.lines(), "\n"))
	}
}

// waitEntries waits until the record at path holds n entries, of any game.
func waitEntries(t *testing.T, s *ptySession, path string, n int) {
	t.Helper()
	deadline := time.Now().Add(ptyTimeout)
	got := 0
	for time.Now().Before(deadline) {
		b, _ := os.ReadFile(path)
		got = 0
		for _, line := range strings.Split(string(b), "\n") {
			line, _, _ = strings.Cut(line, "#")
			if !strings.Contains(line, ":") {
				got += len(strings.Fields(line))
			}
		}
		if got == n {
			return
		}
		time.Sleep(10 * time.Millisecond)
	}
	t.Fatalf("the record holds %d entries, want %d; the terminal shows:\n%s", got, n, s.output())
}
