package streetsheets

import (
	"bytes"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/games/fourthstreet"
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
		}{{Card(paper), 2}, {Blank(paper), 10}} {
			if len(c.doc.Pages) != c.pages {
				t.Errorf("%s on %s: %d pages, want %d", c.doc.Title, paper.Name, len(c.doc.Pages), c.pages)
			}
			pdftest.Render(t, c.doc.Title+" on "+paper.Name, c.doc, func(w *bytes.Buffer) error { return sheets.Render(w, c.doc) })
		}
	}
}

// The Result Codes Table exists once: the card prints every code of the
// rules' table in the table's words with the plays it belongs to, and
// every blank code as blank (a code added to the rules and not to the
// card, or the other way, fails here); the penalty tables and the injury
// chart come from the rules too.
func TestCardFromTheTable(t *testing.T) {
	text := strings.Join(Card(sheets.Letter).Texts(), " ")
	text = strings.Join(strings.Fields(text), " ")
	var blank []string
	for n := range fourthstreet.Codes {
		c := &fourthstreet.Codes[n]
		if c.Kind == fourthstreet.Blank {
			blank = append(blank, fmt.Sprintf("%02d", n))
			continue
		}
		if !strings.Contains(text, c.Label()) {
			t.Errorf("the card has no %q", c.Label())
		}
	}
	if !strings.Contains(text, "Blank (never a result): "+strings.Join(blank, ", ")) {
		t.Errorf("the card does not list the blank codes %v", blank)
	}
	for _, p := range append(fourthstreet.PuntPenalties[:], fourthstreet.KickPenalties[:]...) {
		if !strings.Contains(text, p) {
			t.Errorf("the card has no %q", p)
		}
	}
	for _, topic := range []string{"Result codes: gains", "Result codes: penalties", "Result codes: punts", "Result codes: kicks",
		"Result codes: turnovers", "Result codes: losses", "The clock", "Punt penalties", "Field goal and extra point penalties",
		"Injuries: d20 + injury rating", "Fumbles and interceptions", "18 or more dinged", "-6 and below the rest of the season"} {
		if !strings.Contains(text, topic) {
			t.Errorf("the card has no %q", topic)
		}
	}
}

// The blank sheet has a line score by quarter, a drive chart and a
// play-by-play log.
func TestBlankSections(t *testing.T) {
	text := strings.Join(Blank(sheets.A4).Texts(), " ")
	for _, w := range []string{"Q1", "Q4", "OT", "Drive chart", "Play-by-play", "What happened", "Timeouts 1st half"} {
		if !strings.Contains(text, w) {
			t.Errorf("the blank sheet has no %q", w)
		}
	}
}

// The blank sheet has a numbered play-by-play row for every play of a
// whole game (issue 35: 54 rows against games of about 170 plays), over
// numbered pages, the last saying which page to print again.
func TestBlankHasRowsForAWholeGame(t *testing.T) {
	for _, paper := range []sheets.Paper{sheets.Letter, sheets.A4} {
		doc := Blank(paper)
		texts := doc.Texts()
		// Rows 44 on are the log's only (the drive chart's are 1-43).
		for n := 44; n <= TypicalPlays; n++ {
			if !slices.Contains(texts, strconv.Itoa(n)) {
				t.Fatalf("%s: no row %d", paper.Name, n)
			}
		}
		// The drive chart ends on page 2, its rows numbered up to at least
		// a whole game's drives.
		var next int
		for _, s := range texts {
			if _, err := fmt.Sscanf(s, "A longer game: print page 2 again and number its rows on from %d.", &next); err == nil {
				break
			}
		}
		if next-1 < TypicalDrives {
			t.Errorf("%s: the drive chart's rows end at %d, want %d at least", paper.Name, next-1, TypicalDrives)
		}
		want := fmt.Sprintf("page %d of %d", len(doc.Pages), len(doc.Pages))
		if !slices.Contains(texts, want) || !strings.Contains(strings.Join(texts, " "), fmt.Sprintf("print page %d again", len(doc.Pages))) {
			t.Errorf("%s: no %q or no line saying which page to print again", paper.Name, want)
		}
	}
}

// BenchmarkScoresheet builds and renders the completed scoresheet of a
// worked 4th Street game (171 plays, 8 pages): the target is under 100 ms.
func BenchmarkScoresheet(b *testing.B) {
	if _, err := engine.Lookup(fourthstreet.Game{}.Name()); err != nil {
		engine.Register(fourthstreet.Game{})
	}
	rec, err := tracker.ReadRecordFile(testfiles.StreetExamples(b, "game1.fdr")[0])
	if err != nil {
		b.Fatal(err)
	}
	g, err := tracker.Replay(rec)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if err := sheets.Render(io.Discard, sheets.Scoresheet(g, sheets.Letter)); err != nil {
			b.Fatal(err)
		}
	}
}

// TestChartCaptionSaysQuarters: the drive chart dashes the end of every
// quarter (its periods), and its caption says so; it said "halftime
// dashed".
func TestChartCaptionSaysQuarters(t *testing.T) {
	if _, err := engine.Lookup(fourthstreet.Game{}.Name()); err != nil {
		engine.Register(fourthstreet.Game{})
	}
	rec, err := tracker.ParseString("game: 4th-street\nreceives: home\n")
	if err != nil {
		t.Fatal(err)
	}
	g, err := tracker.NewGame(rec)
	if err != nil {
		t.Fatal(err)
	}
	w, tl := sheets.WordsOf(g.Kind.Name(), g.Match.Shape()), g.Match.Shape().Timeline
	if tl.Periods != 4 || !strings.Contains(w.Legend, "every quarter's end dashed") || strings.Contains(w.Legend, "halftime") {
		t.Errorf("%d periods; the caption: %q", tl.Periods, w.Legend)
	}
}
