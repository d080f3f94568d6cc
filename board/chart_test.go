package board_test

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/fourthdown/fourthdown/board"
	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/tracker"
)

// byScore is a made-up value: the home team's lead, a point a percent,
// from 50%.
type byScore struct{}

func (byScore) Value(m engine.Core) float64 {
	s := m.Status().Score
	return min(max(0.5+float64(s[engine.Home]-s[engine.Away])/100, 0), 1)
}
func (byScore) Choices(engine.Core) []engine.Choice { return nil }

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
	if strings.Contains(string(body), "estimated") || strings.Contains(string(page), `"estimated":true`) {
		t.Errorf("exact values said to be estimated: %s", body)
	}
	_, body = get(t, serve(t, board.Options{File: rec}).URL+"/state.json")
	if strings.Contains(string(body), "win_chance") {
		t.Errorf("a win_chance without values: %s", body)
	}
	// Estimated values say so, in /state.json and the page's view (its
	// chart's label then reads "≈").
	s = serve(t, board.Options{File: rec, Values: func(*tracker.Game) engine.Valuer { return estimate{} }})
	_, body = get(t, s.URL+"/state.json")
	_, page = get(t, s.URL+"/")
	if !strings.HasSuffix(strings.TrimSpace(string(body)), `"estimated":true}`) || !strings.Contains(string(page), `"estimated":true`) {
		t.Errorf("estimated values not said to be: %s", body)
	}
}

// estimate is byScore said to be estimated (engine.Estimated).
type estimate struct{ byScore }

func (estimate) Measured() string { return "" }

// The chart in a real browser: with values, an SVG in the teams' colours
// with a point after every entry and a dot at each score, redrawn when
// play saves an entry; the page loads nothing and the browser complains
// of nothing (the policy allows the chart).
func TestBrowserDrawsTheChart(t *testing.T) {
	rec, head, rest, _ := boardAt(t, 4)
	s := serve(t, board.Options{File: rec, Values: func(*tracker.Game) engine.Valuer { return byScore{} }})
	ctx, cancel := browser(t, 1280, 720)
	defer cancel()
	var pl pageLog
	pl.listen(t, ctx)
	if err := chromedp.Do(ctx, chromedp.Navigate(s.URL+"/"), chromedp.WaitVisible(chromedp.CSS("#wp svg"))); err != nil {
		t.Fatal(err)
	}
	count := func(sel string) int {
		n, err := chromedp.Run(ctx, chromedp.Evaluate[int](`document.querySelectorAll("`+sel+`").length`))
		if err != nil {
			t.Fatal(err)
		}
		return n
	}
	if n := count("#wp svg circle"); n != 0 {
		t.Errorf("%d score dots before any score", n)
	}
	save(t, rec, head+rest[0]) // the field goal
	deadline := time.Now().Add(3 * time.Second)
	for count("#wp svg circle") != 1 {
		if time.Now().After(deadline) {
			t.Fatalf("the chart shows %d score dots after the field goal, want 1", count("#wp svg circle"))
		}
		time.Sleep(50 * time.Millisecond)
	}
	line, err := chromedp.Run(ctx, chromedp.Evaluate[string](`document.querySelectorAll("#wp svg path")[2].getAttribute("d")`))
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(line, "L") + 1; n < 10 {
		t.Errorf("the chart's line has %d points: %s", n, line)
	}
	if got, _ := text(ctx, "#wp"); !strings.Contains(got, "50%") || !strings.Contains(got, "BOM 100%") || !strings.Contains(got, "GUN 100%") {
		t.Errorf("the chart's words: %q", got)
	}
	pl.check(t, s.URL)
}
