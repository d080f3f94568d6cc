package fdsheets

import (
	"strings"
	"testing"

	"github.com/fourthdown/fourthdown/games/fourthdown"
	"github.com/fourthdown/fourthdown/games/fourthdown/solve"
	. "github.com/fourthdown/fourthdown/sheets"
)

// fakeCharts is a strategy chart made up for the layout tests.
func fakeCharts(tries bool) *solve.Charts {
	c := &solve.Charts{Clock: 90, ToGo: 10}
	for _, b := range solve.FourthBands {
		fb := solve.FourthBand{Lo: b[0], Hi: b[1]}
		for t := 1; t <= 10; t++ {
			cell := ""
			switch {
			case t > b[1]:
			case t > b[0]:
				cell = "GF"
			case b[0] < 35 && t > 6:
				cell = "F"
			case b[0] > 60 && t > 7:
				cell = "P"
			default:
				cell = "G"
			}
			fb.Cells = append(fb.Cells, cell)
		}
		c.Fourth = append(c.Fourth, fb)
	}
	if tries {
		c.TryClocks = []int{180, 120, 90, 60, 30, 15, 5, 1}
		for m := -14; m <= 14; m++ {
			c.TryMargins = append(c.TryMargins, m)
			row := make([]string, 8)
			for i := range row {
				row[i] = "K"
				if (m+20)%7 == i%3 {
					row[i] = "2"
				}
			}
			c.Try = append(c.Try, row)
		}
	}
	return c
}

func TestSolvedAidCards(t *testing.T) {
	for _, c := range []struct {
		rules  *fourthdown.Ruleset
		tries  bool
		layout Layout
		paper  Paper
		pages  int
	}{
		{fourthdown.FourthDown, true, AidCards, Letter, 3},
		{fourthdown.FourthDown, true, AidSheet, A4, 3},
		{fourthdown.Gridiron, true, AidCards, A4, 3},
		{fourthdown.FourthDown, false, AidCards, Letter, 3},
	} {
		doc, err := AidsWith(c.rules, c.paper, c.layout, fakeCharts(c.tries))
		if err != nil {
			t.Fatal(err)
		}
		if len(doc.Pages) != c.pages {
			t.Errorf("%s %s: %d pages, want %d", c.rules.Name, c.layout, len(doc.Pages), c.pages)
		}
		text := pdfText(t, renderPDF(t, doc))
		for _, want := range []string{"4th down, solved", "To goal", "81-99", "GF", "first half, tied, 90 blocks left"} {
			if !strings.Contains(text, want) {
				t.Errorf("%s %s: no %q", c.rules.Name, c.layout, want)
			}
		}
		if strings.Contains(text, "Kick or two, solved") != c.tries {
			t.Errorf("%s %s: the try card is printed: %v, want %v", c.rules.Name, c.layout, !c.tries, c.tries)
		}
	}
	doc, err := AidsWith(fourthdown.FourthDown, Letter, AidCards, fakeCharts(true))
	if err != nil {
		t.Fatal(err)
	}
	checkGolden(t, "aids_solved_cards_letter", doc)
}

func TestFilledScoresheet(t *testing.T) {
	doc := FilledScoresheet(fourthdown.FourthDown, Letter, Fill{Home: "Hawks", Away: "Łódź Lions", HomeCoach: "Ann", AwayCoach: "Bo",
		Date: "2026-11-24", Site: "Ann's kitchen", League: "Tuesday League"})
	text := pdfText(t, renderPDF(t, doc))
	for _, want := range []string{"Hawks", "Łódź Lions", "Ann", "Bo", "2026-11-24", "Ann's kitchen (Tuesday League)"} {
		if !strings.Contains(text, want) {
			t.Errorf("the filled sheet does not read %q", want)
		}
	}
	if len(doc.Pages) != len(BlankScoresheet(fourthdown.FourthDown, Letter).Pages) {
		t.Error("the filled sheet has other pages than the blank one")
	}
}
