package sheets

import (
	"fmt"
	"slices"
	"testing"
)

// A blank play log numbers its rows on from page to page up to at least
// the rows of a whole game, numbers its pages, and says on the last which
// page to print again (issue 35: 42 and 54 unnumbered rows against games
// of 58-69 and about 170 plays).
func TestBlankLogRowsAndPages(t *testing.T) {
	for _, paper := range []Paper{Letter, A4} {
		p := Landscape(paper)
		log := BlankLog{Game: "Test", Heading: "Play log", Columns: []Column{{Header: "#", W: 9}, {Header: "What", W: 0}},
			Legend: "legend", Rows: 170, Margin: 10}
		doc := &Document{Paper: p}
		first := &Page{}
		log.Pages(doc, first, log.Title(first, p)+80)
		NumberPages(doc, 10)
		texts := doc.Texts()
		last := 0
		for n := 1; slices.Contains(texts, fmt.Sprint(n)); n++ {
			last = n
		}
		if last < log.Rows {
			t.Errorf("%s: rows numbered 1 to %d, want %d at least", paper.Name, last, log.Rows)
		}
		for i := range doc.Pages {
			if want := fmt.Sprintf("page %d of %d", i+1, len(doc.Pages)); !slices.Contains(texts, want) {
				t.Errorf("%s: no %q", paper.Name, want)
			}
		}
		if want := fmt.Sprintf("A longer game: print page %d again and number its rows on from %d.", len(doc.Pages), last+1); !slices.Contains(texts, want) {
			t.Errorf("%s: no %q", paper.Name, want)
		}
		for _, pr := range append(doc.Problems(), doc.Overlaps()...) {
			t.Errorf("%s: %s", paper.Name, pr)
		}
	}
}
