package sheets

import (
	"strings"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/tracker"
)

// Words are a game's words on its scoresheet's frame. They are the
// sheet's, not the rules': a game's sheets package registers them
// (RegisterWords); a game that registers none is worded from its noun
// (engine.Shape).
type Words struct {
	PeriodCol     string // the scoring summary's period column, e.g. "Half"
	ClockCol      string // its clock column (engine.Words.Clock), e.g. "Clock\nblk (m:s)"
	PossessionCol string // its possession column, e.g. "Drive"
	LogTitle      string // the title of the pages of the chart and the log, e.g. "Drive chart and log"
	// Legend says what the chart and the log show; {home} and {away}
	// stand for the teams' marks.
	Legend string
}

// The registered words, by game name.
var gameWords = map[string]Words{}

// RegisterWords registers the scoresheet's words of the game named game,
// as its sheets package is loaded (from its init).
func RegisterWords(game string, w Words) { gameWords[strings.ToLower(game)] = w }

// WordsOf are the words of the game named game on its scoresheet: those registered for it,
// else the frame's plain words for its noun ("Period", "Clock", "Flip",
// "Flip chart and log").
func WordsOf(game string, shape engine.Shape) Words {
	if w, ok := gameWords[strings.ToLower(game)]; ok {
		return w
	}
	n := shape.Noun
	if n == "" {
		n = "possession"
	}
	title := strings.ToUpper(n[:1]) + n[1:]
	return Words{PeriodCol: "Period", ClockCol: "Clock", PossessionCol: title, LogTitle: title + " chart and log",
		Legend: "Chart: a column per " + n + " ({home} up, {away} down). Log: a row per " + n + "; score is {home}–{away} after it."}
}

// wordsOfGame are the words of g's scoresheet.
func wordsOfGame(g *tracker.Game) Words { return WordsOf(g.Kind.Name(), g.Match.Shape()) }
