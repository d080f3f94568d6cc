package board_test

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/fourthdown/fourthdown/board"
	"github.com/fourthdown/fourthdown/tracker"
)

// hawks is the chance a game that has one would show.
func hawks(*tracker.Game) string { return "Hawks 50.0% to win" }

// A blind game (advice: off in its record) shows no chance of winning on
// the board; one that is not blind does (issue 41: the TV showed it).
func TestBlindBoardShowsNoChance(t *testing.T) {
	for _, c := range []struct {
		header string
		shown  bool
	}{{"advice: off\n", false}, {"advice: OFF\n", false}, {"", true}, {"advice: on\n", true}} {
		rec := filepath.Join(t.TempDir(), "game.fdr")
		save(t, rec, "home: Hawks\naway: Owls\nreceives: home\n"+c.header+"b 14 8 6\n")
		s := serve(t, board.Options{File: rec, Chance: hawks})
		_, page := get(t, s.URL+"/")
		if got := strings.Contains(string(page), "to win"); got != c.shown {
			t.Errorf("%q: the page shows a chance: %v, want %v", c.header, got, c.shown)
		}
	}
}

// board FILE of a record not there yet waits for it, says so, and shows
// the game once play saves it (issue 41: it was refused).
func TestBoardWaitsForItsRecord(t *testing.T) {
	rec := filepath.Join(t.TempDir(), "tonight.fdr")
	s := serve(t, board.Options{File: rec, Poll: 100 * time.Millisecond})
	_, body := get(t, s.URL+"/state.json")
	var st struct {
		Error *board.RecordError `json:"error"`
		Game  string             `json:"game"`
	}
	if err := json.Unmarshal(body, &st); err != nil {
		t.Fatal(err)
	}
	if st.Error == nil || !strings.Contains(st.Error.Reason, "waiting for the record") || strings.Contains(st.Error.Reason, "deleted") {
		t.Fatalf("before the record is there the board says %s", body)
	}
	save(t, rec, "receives: home\nb 14 8 6\n")
	deadline := time.Now().Add(5 * time.Second)
	for st.Game == "" && time.Now().Before(deadline) {
		time.Sleep(50 * time.Millisecond)
		_, body = get(t, s.URL+"/state.json")
		st.Game = ""
		json.Unmarshal(body, &st)
	}
	if st.Game != "4th-down" {
		t.Errorf("after the record was saved the board shows %s", body)
	}
}

// The board in a browser at a TV's and a phone's size: the ball marker
// covers no yard number (the ball on the 20), the header names the game
// once, a blind game shows no chance.
func TestBrowserMarkerHeaderBlind(t *testing.T) {
	rec := filepath.Join(t.TempDir(), "game.fdr")
	save(t, rec, "home: Hawks\naway: Owls\nreceives: home\nadvice: off\nb 1 8 6\n")
	s := serve(t, board.Options{File: rec, Chance: hawks})
	for _, size := range [][2]int{{1920, 1080}, {1280, 720}, {390, 844}} {
		ctx, cancel := browser(t, size[0], size[1])
		if err := chromedp.Do(ctx, chromedp.EmulateViewport(int64(size[0]), int64(size[1])), chromedp.Navigate(s.URL+"/"),
			chromedp.WaitVisible(chromedp.ID("marker")), chromedp.Sleep(800*time.Millisecond)); err != nil {
			cancel()
			t.Fatal(err)
		}
		covered, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](`(function () {
			var m = document.getElementById("marker").getBoundingClientRect(), out = [];
			document.querySelectorAll(".yn").forEach(function (n) {
				var r = n.getBoundingClientRect();
				if (r.left < m.right && m.left < r.right && r.top < m.bottom && m.top < r.bottom) { out.push(n.textContent); }
			});
			return out;
		})()`))
		title, _ := text(ctx, "#title")
		chance, _ := text(ctx, "#chance")
		cancel()
		if err != nil {
			t.Fatal(err)
		}
		if len(covered) > 0 {
			t.Errorf("%dx%d: the ball marker covers the yard numbers %v", size[0], size[1], covered)
		}
		if title != "4th Down! A Dice Football Game v1.0 · game.fdr" {
			t.Errorf("%dx%d: the header says %q", size[0], size[1], title)
		}
		if chance != "" {
			t.Errorf("%dx%d: a blind game shows %q", size[0], size[1], chance)
		}
	}
}
