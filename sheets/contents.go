package sheets

import "fmt"

// ContentsEntry is a line of a booklet's contents: a part, what it holds,
// and the booklet's pages it takes (First, 1-based, and how many).
type ContentsEntry struct {
	Title, What  string
	First, Pages int
}

// Contents lays out a booklet's contents page(s) on paper (turned to
// landscape, as the reports and scoresheets it opens): the booklet's
// title, then a row per part with the pages it takes. The entries' page
// numbers count these pages too (see Pages).
func Contents(paper Paper, title string, entries []ContentsEntry) *Document {
	s := &flow{paper: Landscape(paper)}
	s.doc = &Document{Title: title, Subject: "fourthdown booklet contents", Paper: s.paper}
	s.newPage()
	x, w := s.left(), s.width()
	s.page.Add(Text{X: x, Y: s.y, W: w, H: 9, S: title, Font: Fit(BoldFont(18), title, w, 9)})
	s.y += 10
	s.page.Add(Line{X1: x, Y1: s.y, X2: x + w, Y2: s.y, Color: gsInk, LineW: 0.4})
	s.y += 1
	rows := make([][]string, len(entries))
	for i, e := range entries {
		pages := fmt.Sprint(e.First)
		if e.Pages > 1 {
			pages = fmt.Sprintf("%d–%d", e.First, e.First+e.Pages-1)
		}
		rows[i] = []string{pages, e.Title, e.What}
	}
	cols := []Column{{Header: "Page", Align: Right}, {Header: "Part", Bold: true}, {Header: "What it holds"}}
	t := gsTableIn(x, 0, cols, rows, w, 2, Regular(10), BoldFont(9), 6, 6.5)
	s.section("Contents", t.HeaderH+t.RowH)
	t.Y = s.y
	s.flowTable(t, w, "Contents (continued)", 0)
	s.footers("Printed by fourthdown from the game records")
	return s.doc
}
