package board_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/fourthdown/fourthdown/board"
)

// TestLastPlaysAreThePlays: the board's last plays are the plays, not the
// words the game says to the table (1st & Roll's "breakaway: roll green
// again", "the clock moves to 16:00"), which filled the list.
func TestLastPlaysAreThePlays(t *testing.T) {
	rec := filepath.Join(t.TempDir(), "roll.fdr")
	head, _ := partOf(t, "../testdata/roll-examples/game1.fdr", 10) // after "green red throw 8 clock no"
	save(t, rec, head)
	st := getState(t, serve(t, board.Options{File: rec}))
	recent, _ := st["recent"].([]any)
	if len(recent) == 0 {
		t.Fatalf("no last plays: %v", st)
	}
	plays := 0
	for _, l := range recent {
		s, _ := l.(string)
		if strings.Contains(s, "roll ") || strings.Contains(s, "the clock moves") {
			t.Errorf("the last plays list a word to the table: %q", s)
		}
		if strings.HasPrefix(s, "Bears +") || strings.HasPrefix(s, "Bears -") {
			plays++
		}
	}
	if plays < 4 {
		t.Errorf("the last plays have %d of the Bears' plays, want 4 or more: %q", plays, recent)
	}
}
