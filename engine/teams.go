package engine

import (
	"fmt"
	"strings"
	"unicode"
)

// Team is a team's name and, when the record sets one, its mark.
type Team struct {
	Name string
	// Mark is the team's mark for spots set by hand (the record's
	// home-abbrev/away-abbrev); empty means made from the name.
	Mark string
}

// String is the team's name, so a Team prints as its name.
func (t Team) String() string { return t.Name }

// Teams holds the two teams for text.
type Teams [2]Team

// NewTeams is two teams known by name only.
func NewTeams(home, away string) Teams {
	return Teams{{Name: home}, {Name: away}}
}

// Possessive is a name with its possessive ending, as English writes it:
// "Bombers'", "Jets'" for a name ending in s; otherwise "Detroit's".
func Possessive(name string) string {
	if strings.HasSuffix(name, "s") || strings.HasSuffix(name, "S") {
		return name + "'"
	}
	return name + "'s"
}

// Abbrev is a team's three-letter mark for spots, e.g. "GUN": the mark set
// by hand if there is one, else the first three letters of its name. The two
// marks of a game always differ: when the names start alike ("New York
// Giants", "New England Patriots") the marks are the names' initials (NYG,
// NEP), and if those agree too, the home mark ends in 1 and the away mark
// in 2.
func (t Teams) Abbrev(s Side) string {
	if m := t[s].Mark; m != "" {
		return m
	}
	o := s.Other()
	a := firstLetters(t[s].Name, s)
	b := t[o].Mark
	if b == "" {
		b = firstLetters(t[o].Name, o)
	}
	if a != b {
		return a
	}
	a = initials(t[s].Name, a)
	if t[o].Mark == "" {
		b = initials(t[o].Name, b)
	}
	if a != b {
		return a
	}
	ra := []rune(a)
	a = string(ra[:min(2, len(ra))]) + string(rune('1'+int(s)))
	if a == b {
		a = string(ra[:min(2, len(ra))]) + string(rune('3'+int(s)))
	}
	return a
}

// MarkChoices are the marks a name offers, best first: its first three
// letters and digits, then its initials when it has two words or more
// (what Abbrev chooses between). A league picks from them so that marks
// differ across all its teams.
func MarkChoices(name string) []string {
	a := firstLetters(name, Home)
	if i := initials(name, a); i != a {
		return []string{a, i}
	}
	return []string{a}
}

// firstLetters is the first three letters and digits of name (in any
// script: Łódź is ŁÓD), upper case.
func firstLetters(name string, s Side) string {
	var out []rune
	for _, r := range name {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			out = append(out, unicode.ToUpper(r))
		}
		if len(out) == 3 {
			break
		}
	}
	if len(out) == 0 {
		return map[Side]string{Home: "HOM", Away: "AWY"}[s]
	}
	return string(out)
}

// initials is the first letter of each word of name (up to three), or
// def when the name has fewer than two words.
func initials(name, def string) string {
	var out []rune
	for _, w := range strings.Fields(name) {
		if r := firstLetters(w, Home); r != "HOM" && len(out) < 3 {
			out = append(out, []rune(r)[0])
		}
	}
	if len(out) < 2 {
		return def
	}
	return string(out)
}

// Own is the ball's spot measured from team's own goal line.
func Own(team Side, ball int) int {
	if team == Home {
		return ball
	}
	return 100 - ball
}

// Abs turns team's own yard line into a spot measured from the home goal line.
func Abs(team Side, own int) int { return Own(team, own) }

// Spot names a spot for team in football terms: "own 30", "50", "GUN 25".
func (t Teams) Spot(team Side, ball int) string {
	own := Own(team, ball)
	switch {
	case own <= 0:
		return "own goal line"
	case own >= 100:
		return t.Abbrev(team.Other()) + " goal line"
	case own < 50:
		return fmt.Sprintf("own %d", own)
	case own == 50:
		return "50"
	}
	return fmt.Sprintf("%s %d", t.Abbrev(team.Other()), 100-own)
}

// ScoreLine is the score as the situation line says it: "Bears 7, Lions 3".
func (t Teams) ScoreLine(score [2]int) string {
	return fmt.Sprintf("%s %d, %s %d", t[Home], score[Home], t[Away], score[Away])
}

// Final is a game's end in words: "FINAL: Heads win 3-1", "FINAL: tied
// 2-2", as every game's play-by-play says it.
func (t Teams) Final(score [2]int, winner Side, tie bool) string {
	return "FINAL: " + t.Result(score, winner, tie)
}

// Result is a game's result: "Heads win 3-1", "tied 2-2".
func (t Teams) Result(score [2]int, winner Side, tie bool) string {
	if tie {
		return fmt.Sprintf("tied %d-%d", score[Home], score[Away])
	}
	return fmt.Sprintf("%s win %d-%d", t[winner], score[winner], score[winner.Other()])
}
