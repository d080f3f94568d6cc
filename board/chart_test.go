package board_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/fourthdown/fourthdown/board"
	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/tracker"
)

// byScore is a made-up value: the home team's lead, a point a percent,
// from 50%.
type byScore struct{}

func (byScore) Value(m engine.Match) float64 {
	s := m.Status().Score
	return min(max(0.5+float64(s[engine.Home]-s[engine.Away])/100, 0), 1)
}
func (byScore) Choices(engine.Match) []engine.Choice { return nil }

// TestWinChance: with values, /state.json's win_chance has a point at the
// start and after every entry, each the values' chance there, and the
// page's view marks the entries that changed the score by the team that
// scored; without values (a game that has none, or advice off), there is
// no win_chance.
func TestWinChance(t *testing.T) {
	rec, _, _, _ := boardAt(t, 6)
	s := serve(t, board.Options{File: rec, Values: func(*tracker.Game) engine.Valuer { return byScore{} }})
	_, body := get(t, s.URL+"/state.json")
	var st struct {
		Entries   int `json:"entries"`
		WinChance []struct {
			Entry int     `json:"entry"`
			Home  float64 `json:"home"`
		} `json:"win_chance"`
	}
	if err := json.Unmarshal(body, &st); err != nil {
		t.Fatal(err)
	}
	if len(st.WinChance) != st.Entries+1 || st.Entries == 0 {
		t.Fatalf("%d points for %d entries: %s", len(st.WinChance), st.Entries, body)
	}
	for i, p := range st.WinChance {
		if p.Entry != i {
			t.Fatalf("point %d is after entry %d", i, p.Entry)
		}
	}
	if first, last := st.WinChance[0].Home, st.WinChance[st.Entries].Home; first != 0.5 || last != 0.53 {
		t.Errorf("the chart runs from %v to %v, want 0.5 (0-0) to 0.53 (3-0)", first, last)
	}
	_, page := get(t, s.URL+"/")
	if n := strings.Count(string(page), `"scored":"home"`); n != 1 {
		t.Errorf("%d home scores marked on the page's chart, want the field goal's", n)
	}
	_, body = get(t, serve(t, board.Options{File: rec}).URL+"/state.json")
	if strings.Contains(string(body), "win_chance") {
		t.Errorf("a win_chance without values: %s", body)
	}
}
