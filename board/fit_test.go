package board_test

import (
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/fourthdown/fourthdown/board"
	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/tracker"
)

// fitSeen is what the fit test reads off the page.
type fitSeen struct {
	Cut    []string `json:"cut"`
	Shown  int      `json:"shown"`
	Broken []string `json:"broken"`
	Breaks int      `json:"breaks"`
	Label  string   `json:"label"`
}

// The board at a laptop's 1200×800 and a TV's sizes shows no line of the
// last plays or the scoring cut at its panel's bottom (the oldest that do
// not fit are left out), breaks no team name inside a word, and marks
// halftime on the chart once the half is over.
func TestBrowserPanelsFitAndHalftimeMarked(t *testing.T) {
	rec, _, _, _ := boardAt(t, 17) // into the second half, with scores on both sides
	s := serve(t, board.Options{File: rec, Values: func(*tracker.Game) engine.Valuer { return byScore{} }})
	for _, size := range [][2]int{{1200, 800}, {1280, 720}, {1920, 1080}} {
		ctx, cancel := browser(t, size[0], size[1])
		if err := chromedp.Do(ctx, chromedp.EmulateViewport(int64(size[0]), int64(size[1])), chromedp.Navigate(s.URL+"/"),
			chromedp.WaitVisible(chromedp.CSS("#wp svg")), chromedp.Sleep(300*time.Millisecond)); err != nil {
			cancel()
			t.Fatal(err)
		}
		got, err := chromedp.Run(ctx, chromedp.Evaluate[fitSeen](`(function () {
			var out = {cut: [], shown: 0, broken: [], breaks: 0, label: ""};
			document.querySelectorAll(".panel li").forEach(function (li) {
				var p = li.closest(".panel"), pr = p.getBoundingClientRect();
				var bottom = pr.bottom - parseFloat(getComputedStyle(p).paddingBottom);
				if (li.getBoundingClientRect().bottom > bottom + 0.5) { out.cut.push(li.textContent); } else { out.shown++; }
			});
			document.querySelectorAll(".name").forEach(function (n) {
				var words = n.textContent.split(" ").length, lh = parseFloat(getComputedStyle(n).lineHeight);
				if (n.getBoundingClientRect().height > words * lh + 1) { out.broken.push(n.textContent); }
			});
			var b = document.querySelectorAll("#wp svg line.break");
			out.breaks = b.length;
			var texts = document.querySelectorAll("#wp svg text");
			texts.forEach(function (t) { if (t.textContent === "half") { out.label = "half"; } });
			return out;
		})()`))
		cancel()
		if err != nil {
			t.Fatal(err)
		}
		if len(got.Cut) > 0 || got.Shown < 3 {
			t.Errorf("%dx%d: lines cut at the panels' bottom %q, %d shown whole", size[0], size[1], got.Cut, got.Shown)
		}
		if len(got.Broken) > 0 {
			t.Errorf("%dx%d: team names broken inside a word: %q", size[0], size[1], got.Broken)
		}
		if got.Breaks != 1 || got.Label != "half" {
			t.Errorf("%dx%d: %d breaks on the chart (label %q), want halftime's", size[0], size[1], got.Breaks, got.Label)
		}
	}
}
