package cmd

import (
	"os"
	"path/filepath"
	"regexp"
	"testing"
)

// oneYards finds a distance of one yard worded as if it were many: "1
// yards", "-1 yards", "+1 yds" (issue 41: one yard is "1 yard").
var oneYards = regexp.MustCompile(`(^|[^0-9.])[-+]?1 (yards|yds)\b`)

const yardsDice = `offense:
  red: [0, 1, 2s, 3, 4, 6*]
  yellow: [0, 2, 4, 5, 7, 10*]
  green: [0, 0, 5, 10, 15, 20*]
defense:
  red: [F, 0, -1, -2, -3, -5]
  yellow: [F, 0, -2, -3, -4, -6]
  green: [F, 0, -5, -5, -8, -10]
kick: [10, 20, 30, 40, 50, 20]
clock: [clock, clock, turnover, blank, blank, blank]
penalty: [O5, O10, O15, DH, D5, D15]
`

// One yard is "1 yard" in every game's replay, --json and CSV: games
// simulated with digital dice (4th Down, 1st & Roll) and the worked
// examples of every game.
func TestOneYardIsOneYardInEveryView(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "dice.yaml"), []byte(yardsDice), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"simulate", "--game", "4th-down", "-n", "150", "--seed", "3", "--workers", "1", "--records", "fd"},
		{"simulate", "--game", "4th-down", "--rules", "gridiron", "-n", "60", "--seed", "4", "--workers", "1", "--records", "gr"},
		{"simulate", "--game", "1st-and-roll", "--dice", "dice.yaml", "-n", "60", "--seed", "5", "--workers", "1", "--records", "roll"},
	} {
		if _, errOut, code := runCmd(t, dir, args...); code != 0 {
			t.Fatalf("%v: %s", args, errOut)
		}
	}
	var files []string
	for _, pat := range []string{"fd/*.fdr", "gr/*.fdr", "roll/*.fdr"} {
		m, _ := filepath.Glob(filepath.Join(dir, pat))
		files = append(files, m...)
	}
	wd, _ := os.Getwd()
	for _, pat := range []string{"testdata/games/*.fdr", "testdata/roll-examples/*.fdr", "testdata/street-examples/*.fdr"} {
		m, _ := filepath.Glob(filepath.Join(wd, "..", pat))
		files = append(files, m...)
	}
	if len(files) < 250 {
		t.Fatalf("only %d records", len(files))
	}
	bad := 0
	for _, f := range files {
		for _, args := range [][]string{{"replay", f}, {"replay", "--json", f}, {"sheet", "--csv", f}} {
			out, _, _ := runCmd(t, dir, args...)
			if m := oneYards.FindString(out); m != "" && bad < 10 {
				bad++
				t.Errorf("%v says %q", args, m)
			}
		}
	}
}
