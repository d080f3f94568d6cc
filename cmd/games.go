package cmd

import (
	"fmt"
	"path/filepath"
	"strings"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/engine/firstandroll"
	"github.com/fourthdown/fourthdown/engine/fourthdown"
	"github.com/fourthdown/fourthdown/engine/fourthstreet"
	"github.com/fourthdown/fourthdown/houserules"
	"github.com/fourthdown/fourthdown/sheets"
	"github.com/fourthdown/fourthdown/sheets/rollsheets"
	"github.com/fourthdown/fourthdown/sheets/streetsheets"
	"github.com/fourthdown/fourthdown/tracker"
)

// The games fourthdown plays, registered in this one place: the first is
// the game of a record that names none.
func init() {
	engine.Register(houserules.Game) // 4th Down, its Gridiron variant and house rules
	engine.Register(firstandroll.Game{})
	engine.Register(fourthstreet.Game{})
}

// ownSheets are what a game prints of its own beyond the shared
// scoresheet: its play aid and its blank scoresheet (4th Down's, made from
// its ruleset and solution, are the aids and sheet commands' own).
var ownSheets = map[string]struct {
	aids, blank func(sheets.Paper) *sheets.Document
}{
	firstandroll.Game{}.Name(): {rollsheets.Card, rollsheets.Blank},
	fourthstreet.Game{}.Name(): {streetsheets.Card, streetsheets.Blank},
}

// otherGame is the game --game names when it is not 4th Down (nil for 4th
// Down), with its own sheets.
func otherGame(name string) (engine.Game, error) {
	if name == "" {
		return nil, nil
	}
	g, err := engine.Lookup(name)
	if err != nil {
		return nil, &UsageError{Err: fmt.Errorf("--game: %v", err)}
	}
	if _, ok := g.(fourthdown.Game); ok {
		return nil, nil
	}
	if _, ok := ownSheets[g.Name()]; !ok {
		return nil, fmt.Errorf("%s has no printed play aid or blank scoresheet yet", g.Title())
	}
	return g, nil
}

// gameFile is a default output file of game g: 4th Down's own name
// (fourthdown-aids.pdf), another game's with its name before the extension
// (fourthdown-aids-4th-street.pdf), so that printing one game's never
// replaces another's.
func gameFile(name string, g engine.Game) string {
	if g == nil {
		return name
	}
	if _, ok := g.(fourthdown.Game); ok {
		return name
	}
	ext := filepath.Ext(name)
	return strings.TrimSuffix(name, ext) + "-" + g.Name() + ext
}

// pagesWord is "1 page" or "N pages".
func pagesWord(n int) string {
	if n == 1 {
		return "1 page"
	}
	return fmt.Sprintf("%d pages", n)
}

// fourthDown is the 4th Down match of g for what only 4th Down has (the
// solution, advice, the solo coach, the drive tables), or an error saying so.
func fourthDown(g *tracker.Game, what string) (*fourthdown.Match, error) {
	if m, ok := fourthdown.Of(g.Match); ok {
		return m, nil
	}
	return nil, fmt.Errorf("%s is 4th Down's own; this is a game of %s", what, g.Kind.Title())
}

// variantTitle is the title of the rules g is played under.
func variantTitle(g *tracker.Game) string {
	_, title := g.Match.Variant()
	return title
}

// resultText is how a finished game ended, in its game's words: the
// game-over event's, without its "FINAL: ".
func resultText(g *tracker.Game) string {
	for _, e := range g.Match.Shared() {
		if e.Kind == engine.EvGameOver {
			return strings.TrimPrefix(e.Text, "FINAL: ")
		}
	}
	return ""
}
