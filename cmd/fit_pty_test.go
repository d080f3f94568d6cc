//go:build linux || darwin

package cmd

import (
	"os"
	"path/filepath"
	"testing"
)

// TestEveryLineFits80Columns plays 1st & Roll at 80 columns in a folder
// with a long name: a value refused at the die prompt and one later on a
// line, an undo, the quit's hint on how to continue, and resume's recap
// each fit the terminal, broken between words, so no row of the screen
// is filled to its edge by a line the terminal broke for us (the refusal
// and the hint broke mid-word: "…its fa" / "ces are", "resume s" /
// "base.fdr"). A refusal quotes what was typed ("F", not "f").
func TestEveryLineFits80Columns(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the program in a pseudo-terminal")
	}
	dir := filepath.Join(t.TempDir(), "tuesday night")
	path := filepath.Join(dir, "bears-lions.fdr")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	env := []string{"NO_COLOR=1", "XDG_DATA_HOME=" + dir, "XDG_CACHE_HOME=" + dir, "TERM=xterm"}
	s := startPTYCols(t, 80, env, "play", "--game", "1st-and-roll", "--dice", "sample", "--no-advice", "--home", "Bears", "--away", "Lions",
		"--receives", "home", "--date", "2026-11-28", "--site", "here", path)
	at := s.waitFor("Players", 0)
	s.send("\r") // two players
	at = s.waitFor("kickoff ›", at)
	s.send("regular touchback red red 3\r")
	at = s.waitFor("defense red die", at)
	s.send("red\r") // refused at the die prompt
	at = s.waitFor(`✗ refused "red"`, at)
	s.send("-1 clock no red green F\r") // F is no red offense face: refused on the line
	at = s.waitFor(`✗ refused "F"`, at)
	at = s.waitFor(`got "F"`, at)
	s.send("undo\r")
	at = s.waitFor("Undone:", at)
	s.send("quit\r")
	s.waitFor("Continue it with:", at)
	<-s.done
	r := startPTYCols(t, 80, env, "resume", path)
	at = r.waitFor("Resuming", 0)
	r.waitFor("›", at)
	r.send("quit\r")
	<-r.done
	for name, out := range map[string]string{"play": s.output(), "resume": r.output()} {
		sc := newScreen(80)
		sc.play(out)
		for _, l := range sc.lines() {
			if len([]rune(l)) >= 80 {
				t.Errorf("%s: a row filled to the edge (a line the terminal broke): %q", name, l)
			}
		}
	}
}
