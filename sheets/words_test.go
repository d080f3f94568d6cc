package sheets

import (
	"testing"

	"github.com/fourthdown/fourthdown/engine"
)

// TestWordsOf: the scoresheet's words are the sheet's: a game that
// registers none is worded from its noun, and a registered game's words
// are its own (the words left engine, whose Shape says only the noun).
func TestWordsOf(t *testing.T) {
	w := WordsOf("no-such-game", engine.Shape{Noun: "flip"})
	if w.PeriodCol != "Period" || w.PossessionCol != "Flip" || w.LogTitle != "Flip chart and log" ||
		w.Legend != "Chart: a column per flip ({home} up, {away} down). Log: a row per flip; score is {home}–{away} after it." {
		t.Errorf("an unregistered game's words: %+v", w)
	}
	if w := WordsOf("", engine.Shape{}); w.PossessionCol != "Possession" {
		t.Errorf("a game without a noun: %+v", w)
	}
	RegisterWords("Words-Test", Words{PeriodCol: "Inning"})
	defer delete(gameWords, "words-test")
	if w := WordsOf("words-test", engine.Shape{Noun: "flip"}); w.PeriodCol != "Inning" || w.PossessionCol != "" {
		t.Errorf("a registered game's words: %+v", w)
	}
}
