// Package firstandroll holds the rules of 1st & Roll as a pure fold,
// state + token -> state + events (docs/RULES-1ST-AND-ROLL.md,
// rulings F1-F31). It never rolls dice: the players' faces arrive as tokens.
package firstandroll

import (
	"fmt"
	"strconv"
	"strings"
)

// Colour is one of the three dice colours of each side.
type Colour uint8

const (
	Red Colour = iota
	Yellow
	Green
	numColours
	AnyColour = numColours // a die of any colour (the two dice that block a kick)
)

var colourWords = [numColours]string{"red", "yellow", "green"}

func (c Colour) String() string {
	if c >= numColours {
		return "any"
	}
	return colourWords[c]
}

// parseColour reads "red"/"r", "yellow"/"y", "green"/"g".
func parseColour(t string) (Colour, bool) {
	switch t {
	case "red", "r":
		return Red, true
	case "yellow", "y":
		return Yellow, true
	case "green", "g":
		return Green, true
	}
	return 0, false
}

// OffFace is an offense die's face: its value, circled (the die's
// breakaway face) or the red die's square 2 (F1).
type OffFace struct {
	Value   int
	Circled bool
	Square  bool
}

func (f OffFace) String() string {
	switch {
	case f.Square:
		return "2s"
	case f.Circled:
		return strconv.Itoa(f.Value) + "*"
	}
	return strconv.Itoa(f.Value)
}

// parseOff reads an offense face: 0-99, N* circled, 2s (red only).
func parseOff(t string, c Colour) (OffFace, error) {
	if t == "2s" {
		if c != Red {
			return OffFace{}, fmt.Errorf("the square 2 (2s) is on the red die only")
		}
		return OffFace{Value: 2, Square: true}, nil
	}
	f := OffFace{}
	if n, ok := strings.CutSuffix(t, "*"); ok {
		t, f.Circled = n, true
	}
	v, err := strconv.Atoi(t)
	if err != nil || v < 0 || v > 99 || t != strconv.Itoa(v) {
		return OffFace{}, fmt.Errorf("an offense face is a whole number 0-99, N* for the circled face")
	}
	f.Value = v
	return f, nil
}

// DefFace is a defense die's face: 0 or a negative value, or the flag.
type DefFace struct {
	Value int
	Flag  bool
}

func (f DefFace) String() string {
	if f.Flag {
		return "F"
	}
	return strconv.Itoa(f.Value)
}

func parseDef(t string) (DefFace, error) {
	if t == "f" {
		return DefFace{Flag: true}, nil
	}
	v, err := strconv.Atoi(t)
	if err != nil || v > 0 || v < -99 || (v == 0 && t != "0") || (v < 0 && t != strconv.Itoa(v)) {
		return DefFace{}, fmt.Errorf("a defense face is 0, a negative whole number -99 to -1, or F for the penalty flag")
	}
	return DefFace{Value: v}, nil
}

// ClockFace is the clock die (F2).
type ClockFace uint8

const (
	Blank ClockFace = iota
	ClockMove
	Turnover
)

var clockWords = [...]string{"blank", "clock", "turnover"}

func (c ClockFace) String() string { return clockWords[c] }

func parseClock(t string) (ClockFace, bool) {
	switch t {
	case "clock", "c":
		return ClockMove, true
	case "turnover", "t":
		return Turnover, true
	case "blank", "b":
		return Blank, true
	}
	return 0, false
}

// Penalty is the penalty die's face (F3).
type Penalty uint8

const (
	O5 Penalty = iota
	O10
	O15
	DH
	D5
	D15
	numPenalties
)

var penaltyWords = [numPenalties]string{"O5", "O10", "O15", "DH", "D5", "D15"}

// penaltyTable is the penalty die: each face's yards, whether it is on the
// offense, and its name (F3).
var penaltyTable = [numPenalties]struct {
	yards   int
	offense bool
	name    string
}{
	O5:  {5, true, "false start"},
	O10: {10, true, "holding"},
	O15: {15, true, "personal foul"},
	DH:  {5, false, "holding, automatic first down"},
	D5:  {5, false, "offsides"},
	D15: {15, false, "personal foul"},
}

func (p Penalty) String() string { return penaltyWords[p] }

// Offense reports whether the penalty is on the offense (O5, O10, O15).
func (p Penalty) Offense() bool { return penaltyTable[p].offense }

// ignoredOnReturns: O5 and D5 are ignored on any return (F18, F21, F25).
func (p Penalty) ignoredOnReturns() bool { return p == O5 || p == D5 }

func parsePenalty(t string) (Penalty, bool) {
	for i, w := range penaltyWords {
		if strings.EqualFold(t, w) {
			return Penalty(i), true
		}
	}
	return 0, false
}

// oddNumber reads a number written with leading zeros or a sign a face
// never has ("02", "06*", "-0", "-05", "+2"): the face as it is written
// and true; false for anything else.
func oddNumber(t string) (string, bool) {
	body, star := strings.CutSuffix(t, "*")
	neg := false
	switch {
	case strings.HasPrefix(body, "+"):
		body = body[1:]
	case strings.HasPrefix(body, "-"):
		neg, body = true, body[1:]
	}
	if body == "" || len(body) > 6 || strings.Trim(body, "0123456789") != "" {
		return "", false
	}
	v, _ := strconv.Atoi(body)
	c := strconv.Itoa(v)
	if neg && v != 0 {
		c = "-" + c
	}
	if star {
		c += "*"
	}
	return c, c != t
}

// kickFace reads the kick die: 0-99.
func parseKick(t string) (int, error) {
	v, err := strconv.Atoi(t)
	if err != nil || v < 0 || v > 99 || t != strconv.Itoa(v) {
		return 0, fmt.Errorf("the kick die shows a whole number 0-99")
	}
	return v, nil
}

// PenaltyFace is one face of the penalty die as the rules read it.
type PenaltyFace struct {
	Token   string // the record's token, e.g. "O10"
	Yards   int
	Offense bool // on the offense (else on the defense)
	Name    string
}

// PenaltyFaces are the penalty die's faces (F3), from the one table the
// rules read: for the printed card and the prompts.
func PenaltyFaces() []PenaltyFace {
	out := make([]PenaltyFace, numPenalties)
	for i, p := range penaltyTable {
		out[i] = PenaltyFace{Token: penaltyWords[i], Yards: p.yards, Offense: p.offense, Name: p.name}
	}
	return out
}
