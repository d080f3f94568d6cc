package rollsheets

import (
	"bytes"
	"strings"
	"testing"

	"github.com/fourthdown/fourthdown/engine/firstandroll"
	"github.com/fourthdown/fourthdown/sheets"
)

// The card and the blank sheet fit their pages on both papers, nothing
// drawn over anything else, and render.
func TestCardAndBlankFit(t *testing.T) {
	for _, paper := range []sheets.Paper{sheets.Letter, sheets.A4} {
		for _, c := range []struct {
			doc   *sheets.Document
			pages int
		}{{Card(paper), 1}, {Blank(paper), 2}} {
			if len(c.doc.Pages) != c.pages {
				t.Errorf("%s on %s: %d pages, want %d", c.doc.Title, paper.Name, len(c.doc.Pages), c.pages)
			}
			for _, p := range append(c.doc.Problems(), c.doc.Overlaps()...) {
				t.Errorf("%s on %s: %s", c.doc.Title, paper.Name, p)
			}
			var buf bytes.Buffer
			if err := sheets.Render(&buf, c.doc); err != nil {
				t.Fatal(err)
			}
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

// The blank sheet's clock track has every space of the marker.
func TestBlankClockTrack(t *testing.T) {
	text := strings.Join(Blank(sheets.A4).Texts(), " ")
	for sp := 0; sp <= firstandroll.LastSpace; sp++ {
		if !strings.Contains(text, firstandroll.ClockText(sp)) {
			t.Errorf("no %s on the clock track", firstandroll.ClockText(sp))
		}
	}
}
