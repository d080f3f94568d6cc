package engine

import "fmt"

// How every game words a distance, so that one yard is "1 yard" in all
// their words, replays, play-by-plays and sheets: Yards and SignedYards in
// sentences, Yds and SignedYds where a line is short ("+14 yds"), which
// still say "1 yard" (never "1 yds" or "-1 yards").

// Yards is "1 yard", "25 yards", "0 yards", "-1 yard".
func Yards(n int) string { return fmt.Sprintf("%d %s", n, yardUnit(n, "yards")) }

// SignedYards is "+1 yard", "-10 yards", "+0 yards".
func SignedYards(n int) string { return fmt.Sprintf("%+d %s", n, yardUnit(n, "yards")) }

// Yds is the short form: "25 yds", but "1 yard".
func Yds(n int) string { return fmt.Sprintf("%d %s", n, yardUnit(n, "yds")) }

// SignedYds is the short signed form: "+14 yds", "-3 yds", but "+1 yard"
// and "-1 yard".
func SignedYds(n int) string { return fmt.Sprintf("%+d %s", n, yardUnit(n, "yds")) }

func yardUnit(n int, many string) string {
	if n == 1 || n == -1 {
		return "yard"
	}
	return many
}
