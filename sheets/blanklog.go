package sheets

import (
	"fmt"
	"strconv"
)

// A blank scoresheet's play log, in the look of 4th Down's blank drive
// log: every page titled "Scoresheet" and the game, numbered "page N of
// M"; the rows numbered on from page to page, every second one shaded;
// pages added until the log holds the rows of a whole typical game, and
// the last page says which page to print again for a longer one.

// BlankLog lays out a blank play log.
type BlankLog struct {
	Game    string   // the game's title, on every page's title line
	Heading string   // the log's heading, e.g. "Play log: a row per play"
	Columns []Column // the first is the row number
	Legend  string   // under the log on every page
	Rows    int      // the rows of a whole typical game, at least
	Margin  float64
	// Font is the rows' (BoldFont(8) when zero); Last, when set, is
	// printed in every row's last cell (4th Down's score after, "-").
	Font Font
	Last string
}

// Title draws a page's title line ("Scoresheet", the game) and returns the
// y below it; NumberPages adds the page numbers on its right.
func (b BlankLog) Title(pg *Page, p Paper) float64 {
	w := p.W - 2*b.Margin
	pg.Add(Text{X: b.Margin, Y: b.Margin, W: 40, H: 7, S: "Scoresheet", Font: BoldFont(16)})
	pg.Add(Text{X: b.Margin + 42, Y: b.Margin, W: w - 42 - 30, H: 7, S: b.Game, Font: Fit(Regular(10), b.Game, w-72, 7), Color: Gray(0.25)})
	pg.Add(Line{X1: b.Margin, Y1: b.Margin + 8, X2: b.Margin + w, Y2: b.Margin + 8, LineW: 0.5})
	return b.Margin + 10.5
}

// Pages fills first from y with the log, then adds pages to doc until the
// log has b.Rows rows: first is added to doc as its first log page.
func (b BlankLog) Pages(doc *Document, first *Page, y float64) {
	p := doc.Paper
	w := p.W - 2*b.Margin
	const headH, rowH, legendH = 8.0, 6.4, 4.5
	next := 1
	pg := first
	for {
		pg.Add(Text{X: b.Margin, Y: y, W: w, H: 6, S: b.Heading, Font: BoldFont(9), Color: AidInk})
		y += 7
		bottom := p.H - b.Margin - legendH - 1
		n := int((bottom - y - headH) / rowH)
		last := next+n-1 >= b.Rows
		if last {
			bottom -= legendH // room for the line that says which page to print again
			n = int((bottom - y - headH) / rowH)
		}
		pg.Add(b.Grid(y, w, headH, rowH, next, n))
		pg.Add(Text{X: b.Margin, Y: p.H - b.Margin - legendH, W: w, H: legendH, S: b.Legend, Font: Fit(Italic(7), b.Legend, w, 5.5), Color: Gray(0.25)})
		doc.Pages = append(doc.Pages, *pg)
		if last {
			more := fmt.Sprintf("A longer game: print page %d again and number its rows on from %d.", len(doc.Pages), next+n)
			doc.Pages[len(doc.Pages)-1].Add(Text{X: b.Margin, Y: bottom + 0.5, W: w, H: legendH, S: more, Font: BoldFont(7.5), Color: AidInk})
			return
		}
		next += n
		pg = &Page{}
		y = b.Title(pg, p)
	}
}

// Grid is the log's grid w wide (its column of no width filling it): n
// rows numbered from first.
func (b BlankLog) Grid(y, w, headH, rowH float64, first, n int) Table {
	fixed, fill := 0.0, -1
	for i, c := range b.Columns {
		if c.W == 0 {
			fill = i
		}
		fixed += c.W
	}
	cols := append([]Column(nil), b.Columns...)
	if fill >= 0 {
		cols[fill].W = w - fixed
	}
	rows := make([][]string, n)
	for i := range rows {
		rows[i] = make([]string, len(cols))
		rows[i][0] = strconv.Itoa(first + i)
		if b.Last != "" {
			rows[i][len(cols)-1] = b.Last
		}
	}
	font := b.Font
	if font.Size == 0 {
		font = BoldFont(8)
	}
	return Table{X: b.Margin, Y: y, Columns: cols, HeaderH: headH, RowH: rowH, Pad: 0.8,
		HeaderFont: BoldFont(7.5), Font: font, HeaderFill: Gray(0.25).Ptr(), HeaderColor: White,
		Zebra: Gray(0.92).Ptr(), Rules: Gray(0.55).Ptr(), ColRules: Gray(0.55).Ptr(), Border: Black.Ptr(), Rows: rows}
}

// NumberPages writes "page N of M" at the top right of every page.
func NumberPages(doc *Document, margin float64) {
	w := doc.Paper.W - 2*margin
	for i := range doc.Pages {
		doc.Pages[i].Add(Text{X: margin, Y: margin, W: w, H: 7, S: fmt.Sprintf("page %d of %d", i+1, len(doc.Pages)), Font: Italic(8), Align: Right, Color: Gray(0.3)})
	}
}
