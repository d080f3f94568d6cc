package sheets

import (
	"fmt"
	"math"
)

// flow places blocks down landscape pages with the scoresheet's margins,
// starting a page when a block does not fit; the completed scoresheet and
// the league report are laid out with it.
type flow struct {
	paper  Paper
	doc    *Document
	page   *Page
	y      float64 // where the next block goes on the current page
	top    float64 // where the current page's blocks begin, below its header
	header func()  // draws the header repeated on pages after the first
}

func (s *flow) left() float64   { return gsMargin }
func (s *flow) width() float64  { return s.paper.W - 2*gsMargin }
func (s *flow) bottom() float64 { return s.paper.H - gsMargin - gsFooterH }

// newPage starts a page, with the repeated header after the first.
func (s *flow) newPage() {
	s.doc.Pages = append(s.doc.Pages, Page{})
	s.page = &s.doc.Pages[len(s.doc.Pages)-1]
	s.y = gsMargin
	if len(s.doc.Pages) > 1 && s.header != nil {
		s.header()
	}
	s.top = s.y
}

// fits reports whether h mm are free below y on the current page (a
// block laid out to end exactly at the bottom fits, whatever the rounding
// of the sums that placed it).
func (s *flow) fits(h float64) bool { return s.y+h <= s.bottom()+1e-6 }

// room makes sure h mm are free below y, starting a page if not.
func (s *flow) room(h float64) {
	if !s.fits(h) {
		s.newPage()
	}
}

// flowTable places a table at s.y, splitting its rows over as many pages
// as needed (the header row repeated): at least three rows on a page, and
// never one row alone on a page of its own (the row before goes with it).
// keepBelow is a y the current page must clear before later blocks (a
// block beside the table).
func (s *flow) flowTable(t Table, w float64, contTitle string, keepBelow float64) {
	rows := t.Rows
	first := true
	for len(rows) > 0 {
		n := t.fitting(rows, s.bottom()-s.y-t.HeaderH)
		if n < len(rows) && len(rows)-n == 1 && n > 3 {
			n-- // the last row would be alone on the next page
		}
		if n < len(rows) && (n < 3 || len(rows)-n == 1) {
			s.newPage()
			keepBelow = 0
			if !first {
				sectionTitle(s.page, s.left(), s.y+gsSection-2, w, contTitle)
				s.y += gsTitled
			}
			continue
		}
		if n > len(rows) {
			n = len(rows)
		}
		part := t
		part.Y = s.y
		part.Rows = rows[:n]
		s.page.Add(part)
		s.y += part.H()
		rows = rows[n:]
		first = false
		if len(rows) > 0 {
			s.newPage()
			keepBelow = 0
			sectionTitle(s.page, s.left(), s.y+gsSection-2, w, contTitle)
			s.y += gsTitled
		}
	}
	s.y = math.Max(s.y, keepBelow)
}

// fitting is how many of rows (from the first) fit in h mm as rows of t,
// each as tall as RowHeight says.
func (t *Table) fitting(rows [][]string, h float64) int {
	n, used := 0, 0.0
	for _, r := range rows {
		used += RowHeight(r, t.RowH, t.LineH())
		if used > h+1e-9 {
			break
		}
		n++
	}
	return n
}

// footers writes left and "page N of M" at the foot of every page.
func (s *flow) footers(left string) {
	n := len(s.doc.Pages)
	x, w := s.left(), s.width()
	y := s.paper.H - gsMargin - 3.5
	for i := range s.doc.Pages {
		p := &s.doc.Pages[i]
		p.Add(Text{X: x, Y: y, W: w / 2, H: 3.5, S: left, Font: Regular(6.5), Color: gsMuted})
		p.Add(Text{X: x + w/2, Y: y, W: w / 2, H: 3.5, S: folio(i+1, n), Font: Regular(6.5), Align: Right, Color: gsMuted})
		p.Folio = len(p.Items)
	}
}

// folio is a page's number: "page 3 of 8".
func folio(n, of int) string { return fmt.Sprintf("page %d of %d", n, of) }

// Number numbers d's pages as pages first, first+1, ... of a booklet of
// total pages: each page's folio ("page 1 of 8" of the document alone)
// reads "page 34 of 49".
func (d *Document) Number(first, total int) {
	for i := range d.Pages {
		p := &d.Pages[i]
		if p.Folio == 0 {
			continue
		}
		if t, ok := p.Items[p.Folio-1].(Text); ok {
			t.S = folio(first+i, total)
			p.Items[p.Folio-1] = t
		}
	}
}
