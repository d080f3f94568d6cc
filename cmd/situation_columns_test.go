package cmd

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// Every game's situation line has one separator, 4th Down's " | " (issue
// 41: 1st & Roll and 4th Street wrote " · "), in the middle of a game.
func TestSituationLineOneSeparator(t *testing.T) {
	var files []string
	for _, pat := range []string{"games/*.fdr", "roll-examples/cut*.fdr", "street-examples/cut*.fdr"} {
		m, _ := filepath.Glob(filepath.Join("..", "testdata", pat))
		files = append(files, m...)
	}
	fd := filepath.Join(t.TempDir(), "fd.fdr")
	if err := os.WriteFile(fd, []byte("receives: home\nb 14 8 6\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	files = append(files, fd)
	seen := map[string]bool{}
	for _, f := range files {
		g, err := loadGame(f)
		if err != nil || g.Final() {
			continue
		}
		seen[g.Kind.Name()] = true
		score, rest := g.Match.Situation()
		line := score + rest
		if strings.Contains(line, " · ") || strings.Count(line, " | ") < 2 || strings.Contains(g.Match.Where(), " · ") {
			t.Errorf("%s: %q", f, line)
		}
	}
	if len(seen) < 3 {
		t.Errorf("unfinished games of %v only", seen)
	}
}

// replay's play-by-play keeps its columns when the clock is under 10:00
// (issue 41: "58 (9:40) Gunners" stood a column left of "180 (30:00)").
func TestReplayColumnsAlignUnderTenMinutes(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("..", "testdata", "games", "*.fdr"))
	under := false
	for _, f := range files {
		f, _ = filepath.Abs(f)
		out, _, _ := runCmd(t, t.TempDir(), "replay", f)
		col := -1
		for _, l := range strings.Split(out, "\n") {
			if !regexp.MustCompile(`^ ?\d+\. H\d `).MatchString(l) {
				continue
			}
			under = under || regexp.MustCompile(`\(\d:\d\d\)`).MatchString(l)
			at := strings.Index(l, ") ") // the clock's end: the team's column follows
			if col < 0 {
				col = at
			}
			if at != col {
				t.Errorf("%s: the team column at %d, not %d: %q", filepath.Base(f), at, col, l)
			}
		}
	}
	if !under {
		t.Error("no drive began under 10:00")
	}
}
