// Package printed registers what a game prints beyond what every game
// does: its play aid, its blank scoresheet, the analysis on the scoresheet
// of a game, and a league's next scoresheets. It is cmdutil's registration
// for paper, kept apart so that the commands' shared helpers need neither
// sheets nor league; like cmdutil it imports no game (cmd's registration
// file lists each game's).
package printed

import (
	"context"
	"io"
	"strings"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/league"
	"github.com/fourthdown/fourthdown/sheets"
)

// Game is what one game prints; a capability left nil is one it does
// not have.
type Game struct {
	engine.Game
	// Aid is its printed play aid, and Blank its blank scoresheet.
	Aid, Blank Sheet
	// NextSheets are the filled-in scoresheets of a league's scheduled
	// games (league next), under the league's rules.
	NextSheets func(rep *league.Report) (func(n league.Scheduled, paper sheets.Paper) *sheets.Document, error)
}

// Sheet is a game's printed piece as a request asks for it: the document
// and what it is, for "wrote FILE (WHAT, N pages)".
type Sheet func(SheetRequest) (*sheets.Document, string, error)

// SheetRequest is what aids and sheet --blank ask of a game's sheets.
type SheetRequest struct {
	Ctx      context.Context
	ErrOut   io.Writer // progress and warnings
	Paper    sheets.Paper
	Layout   string // --layout
	Rules    string // --rules
	NoSolved bool   // --no-solved
}

// The registrations, by game name.
var registered = map[string]*Game{}

// Register registers what the games print.
func Register(gs ...Game) {
	for i := range gs {
		registered[strings.ToLower(gs[i].Name())] = &gs[i]
	}
}

// Of is what game g prints: what it was registered with, or nothing
// beyond what every game prints.
func Of(g engine.Game) *Game {
	if r := registered[strings.ToLower(g.Name())]; r != nil {
		return r
	}
	return &Game{Game: g}
}

// PlainSheet is a sheet made for a paper size alone (a game's play aid or
// blank scoresheet), with what it is: "play aid, <title>, <paper>".
func PlainSheet(what, title string, sheet func(sheets.Paper) *sheets.Document) Sheet {
	return func(req SheetRequest) (*sheets.Document, string, error) {
		return sheet(req.Paper), what + ", " + title + ", " + req.Paper.Name, nil
	}
}
