package rollsheets

import (
	"bytes"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/games/firstandroll"
	"github.com/fourthdown/fourthdown/internal/pdftest"
	"github.com/fourthdown/fourthdown/internal/testfiles"
	"github.com/fourthdown/fourthdown/sheets"
	"github.com/fourthdown/fourthdown/tracker"
)

// The card and the blank sheet fit their pages on both papers, nothing
// drawn over anything else, and render.
func TestCardAndBlankFit(t *testing.T) {
	for _, paper := range []sheets.Paper{sheets.Letter, sheets.A4} {
		for _, c := range []struct {
			doc   *sheets.Document
			pages int
		}{{Card(paper), 1}, {Blank(paper), 4}} {
			if len(c.doc.Pages) != c.pages {
				t.Errorf("%s on %s: %d pages, want %d", c.doc.Title, paper.Name, len(c.doc.Pages), c.pages)
			}
			pdftest.Render(t, c.doc.Title+" on "+paper.Name, c.doc, func(w *bytes.Buffer) error { return sheets.Render(w, c.doc) })
		}
	}
}

// The card prints every face of the penalty die from the rules' table
// (a face added to the rules and not to the card fails here), and every
// topic the issue asks for.
func TestCardFromTheRules(t *testing.T) {
	text := strings.Join(Card(sheets.Letter).Texts(), " ")
	for _, p := range firstandroll.PenaltyFaces() {
		if !strings.Contains(text, p.Token+" "+p.Name) {
			t.Errorf("the card has no %s (%s)", p.Token, p.Name)
		}
	}
	for _, topic := range []string{"The order of a play", "The penalty die", "Kicks", "Scoring", "Clock and timeouts", "Hail mary", "Overtime"} {
		if !strings.Contains(text, topic) {
			t.Errorf("the card has no %q", topic)
		}
	}
}

// The blank sheet's clock track has every space of the marker, for each
// half and for overtime (F31: the marker on 30:00 again, 3 timeouts each).
func TestBlankClockTrack(t *testing.T) {
	texts := Blank(sheets.A4).Texts()
	text := strings.Join(texts, " ")
	for sp := 0; sp <= firstandroll.LastSpace; sp++ {
		if n := strings.Count(text, firstandroll.ClockText(sp)); n < 3 {
			t.Errorf("%s is on %d clock tracks, want 3 (two halves and overtime)", firstandroll.ClockText(sp), n)
		}
	}
	for _, want := range []string{"Clock, 1st half", "Clock, 2nd half", "Clock, overtime", "Timeouts OT"} {
		if !slices.Contains(texts, want) {
			t.Errorf("the blank sheet has no %q", want)
		}
	}
}

// The blank sheet has a numbered row for every play of each worked game
// of the spec (issue 35: 42 rows against games of 58-69 plays).
func TestBlankHasRowsForAWholeGame(t *testing.T) {
	files := testfiles.RollExamples(t, "game*.fdr")
	if _, err := engine.Lookup(firstandroll.Game{}.Name()); err != nil {
		engine.Register(firstandroll.Game{})
	}
	most := 0
	for _, f := range files {
		rec, err := tracker.ReadRecordFile(f)
		if err != nil {
			t.Fatal(err)
		}
		g, err := tracker.Replay(rec)
		if err != nil {
			t.Fatal(err)
		}
		most = max(most, len(g.Match.LogRows()))
	}
	if most > TypicalPlays {
		t.Errorf("a worked game has %d plays, TypicalPlays is %d", most, TypicalPlays)
	}
	for _, paper := range []sheets.Paper{sheets.Letter, sheets.A4} {
		texts := Blank(paper).Texts()
		for n := 1; n <= TypicalPlays; n++ {
			if !slices.Contains(texts, strconv.Itoa(n)) {
				t.Fatalf("%s: no row %d", paper.Name, n)
			}
		}
		if !slices.Contains(texts, "page 1 of 4") || !slices.Contains(texts, "Scoresheet") {
			t.Errorf("%s: no page numbers or title line", paper.Name)
		}
	}
}

// The completed scoresheet's drive charts span the page's width, as wide
// as the log under them, whatever the page's possessions, and say what
// they show (issue 35: a third of the page, no legend).
func TestScoresheetDriveChartFullWidth(t *testing.T) {
	rec, err := tracker.ReadRecordFile(testfiles.RollExamples(t, "game1.fdr")[0])
	if err != nil {
		t.Fatal(err)
	}
	if _, err := engine.Lookup(firstandroll.Game{}.Name()); err != nil {
		engine.Register(firstandroll.Game{})
	}
	g, err := tracker.Replay(rec)
	if err != nil {
		t.Fatal(err)
	}
	doc := sheets.Scoresheet(g, sheets.Letter)
	charts := 0
	for i, pg := range doc.Pages {
		var field *sheets.Rect
		var log *sheets.Table
		for _, it := range pg.Items {
			switch v := it.(type) {
			case sheets.Rect:
				if v.Fill != nil && *v.Fill == sheets.RGB(236, 244, 232) && field == nil {
					field = &v
				}
			case sheets.Table:
				log = &v
			}
		}
		if field == nil || log == nil {
			continue
		}
		charts++
		if right, logRight := field.X+field.W, log.X+log.W(); right < logRight-0.5 {
			t.Errorf("page %d: the drive chart ends at %.1f mm, the log at %.1f", i+1, right, logRight)
		}
	}
	if charts < 2 {
		t.Errorf("%d pages with a drive chart, want 2 at least", charts)
	}
	if text := strings.Join(doc.Texts(), " "); !strings.Contains(text, "Chart: a column per possession") {
		t.Error("no legend for the drive chart")
	}
}
