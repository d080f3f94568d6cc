package fourthstreet

import (
	"os"
	"regexp"
	"slices"
	"strconv"
	"testing"
)

// docsCodes expands a cell of the S5 table of docs/RULES-4TH-STREET.md:
// "00–12, 15, 18–20, … (and 88)".
func docsCodes(cell string) []int {
	var out []int
	for _, m := range regexp.MustCompile(`(\d\d)(?:–(\d\d))?`).FindAllStringSubmatch(cell, -1) {
		lo, _ := strconv.Atoi(m[1])
		hi := lo
		if m[2] != "" {
			hi, _ = strconv.Atoi(m[2])
		}
		for n := lo; n <= hi; n++ {
			out = append(out, n)
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// The rules notes' S5 lists the codes a run takes as the game takes them
// (issue 41: 21 was missing).
func TestDocsRunCodesAreTheGames(t *testing.T) {
	b, err := os.ReadFile("../../docs/RULES-4TH-STREET.md")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`(?m)^\| run \| (.*) \|$`).FindStringSubmatch(string(b))
	if m == nil {
		t.Fatal("docs/RULES-4TH-STREET.md has no S5 row for the run")
	}
	var game []int
	for n, c := range Codes {
		if c.Plays&OnRun != 0 {
			game = append(game, n)
		}
	}
	if got := docsCodes(m[1]); !slices.Equal(got, game) {
		t.Errorf("S5 says a run takes\n%v\nthe game takes\n%v", got, game)
	}
}
