package sheets

import (
	"fmt"
	"math"
	"strings"

	"github.com/fourthdown/fourthdown/engine"
)

// The scoresheet's reading of the game against its exact solution: the
// chance of winning after every entry, drawn over game time, and the key
// moments: the choices that gave up the most and the rolls that swung the
// game most.

// Analysis is a game read against its solution, as the scoresheet prints
// it. A game that has a solution makes it (4th Down's from its review).
type Analysis struct {
	// ChartTitle and ChartNote head the chance chart.
	ChartTitle, ChartNote string
	// Points are the home team's chance after every entry.
	Points []ChancePoint
	// Moments are the key moments' rows: what (a choice or a roll), the
	// possession, period and clock, the team's mark, the moment, the win
	// chance; Note says what the percentages are.
	Moments [][]string
	Note    string
	// Ledger are the lines of the luck-and-skill ledger, a line per team,
	// printed under the key moments (none: no ledger).
	Ledger []string
}

// ChancePoint is the home team's chance after an entry.
type ChancePoint struct {
	T      int     // game time, in the timeline's units
	Home   float64 // the home team's chance, 0-1
	Points int     // points the entry scored ...
	Scorer engine.Side
	Try    bool   // ... on a try after a touchdown
	Score  [2]int // the score after it
}

// winChart draws the home team's chance of winning after every entry in a
// box at x, y (w by h): both halves over game time, halftime dashed, each
// score marked on the line and labelled above the plot.
func (s *gameSheet) winChart(x, y, w, h float64) {
	p, an := s.page, s.an
	const axisL, axisB, labelW = 9.0, 9.0, 14.0
	const rowH, rows = 2.6, 3 // the score labels' strip above the plot
	px, py := x+axisL, y+rows*rowH+1
	pw, ph := w-axisL-labelW, h-axisB-(py-y)
	total := s.total()
	X := func(t int) float64 { return px + float64(t)/total*pw }
	Y := func(v float64) float64 { return py + ph - v*ph }

	p.Add(Rect{X: px, Y: py, W: pw, H: ph, Fill: White.Ptr()})
	for _, v := range []float64{0, 0.25, 0.5, 0.75, 1} {
		c, lw := Gray(0.85), 0.15
		if v == 0.5 {
			c, lw = gsMuted, 0.3
		}
		p.Add(Line{X1: px, Y1: Y(v), X2: px + pw, Y2: Y(v), Color: c, LineW: lw})
		p.Add(Text{X: x, Y: Y(v) - 1.5, W: axisL - 1.2, H: 3, S: fmt.Sprintf("%d%%", int(v*100)), Font: Regular(6), Align: Right, Color: gsMuted})
	}
	s.timeAxis(px, py, pw, ph)
	// Whose chance: the home team's up, the away team's down.
	for _, side := range engine.Sides {
		ly := py
		if side == engine.Away {
			ly = py + ph - 3
		}
		p.Add(Text{X: px + pw + 1.2, Y: ly, W: labelW - 1.2, H: 3, S: s.teams.Abbrev(side) + " wins", Font: BoldFont(6.5), Color: teamColor(side)})
	}

	line := make([]Point, 0, len(an.Points))
	for _, pt := range an.Points {
		line = append(line, Point{X(pt.T), Y(pt.Home)})
	}
	p.Add(Polyline{Points: line, Color: gsInk, LineW: 0.45})

	// Scores: a dot in the scoring team's colour, the score (home-away)
	// in the strip above, in the first row where it does not touch the
	// label before it.
	var ends [rows]float64
	for i := range ends {
		ends[i] = math.Inf(-1)
	}
	f := BoldFont(5.5)
	var scores []ChancePoint
	for _, pt := range an.Points {
		if pt.Points > 0 {
			scores = append(scores, pt)
		}
	}
	for i, pt := range scores {
		col := teamColor(pt.Scorer)
		cx, cy := X(pt.T), Y(pt.Home)
		if i+1 < len(scores) && scores[i+1].Try {
			// A touchdown whose try scored: one label, after the try.
			p.Add(Circle{X: cx, Y: cy, R: 0.75, Fill: col.Ptr()})
			continue
		}
		lab := fmt.Sprintf("%d–%d", pt.Score[engine.Home], pt.Score[engine.Away])
		lw := TextWidth(f, lab) + 0.6
		lx := math.Min(math.Max(cx-lw/2, px), px+pw-lw)
		row := 0
		for row < rows-1 && lx < ends[row]+0.8 {
			row++
		}
		ends[row] = lx + lw
		ly := y + float64(row)*rowH
		p.Add(Line{X1: cx, Y1: ly + rowH - 0.2, X2: cx, Y2: cy, Color: Gray(0.7), LineW: 0.12, Dash: []float64{0.5, 0.5}})
		p.Add(Text{X: lx, Y: ly, W: lw, H: rowH - 0.2, S: lab, Font: f, Align: Center, Color: col})
		p.Add(Circle{X: cx, Y: cy, R: 0.75, Fill: col.Ptr()})
	}
	p.Add(Rect{X: px, Y: py, W: pw, H: ph, Stroke: gsInk.Ptr(), LineW: 0.3})
}

// placeKeyMoments puts the key moments below y in width w at x when they
// end above limit and are not placed yet, and says where they end.
func (s *gameSheet) placeKeyMoments(x, y, w, limit float64) (end float64, ok bool) {
	if s.an == nil || s.keyDone {
		return y, false
	}
	items, h := s.keyMoments(x, 0, w)
	top := y + gsSection - 2
	if top+h > limit {
		return y, false
	}
	s.page.Add(Offset(0, top, items...)...)
	s.keyDone = true
	end = top + h
	if items, lh := s.ledger(x, end, w); end+lh <= limit { // where it fits: the moments' place is never moved for it
		s.page.Add(items...)
		end += lh
	}
	return end, true
}

// ledger builds the luck-and-skill ledger's lines at x, y in width w: its
// items and height (none without a ledger).
func (s *gameSheet) ledger(x, y, w float64) ([]Item, float64) {
	var out []Item
	y0 := y
	for _, l := range s.an.Ledger {
		items, h := Paragraph(x, y+0.5, w, 2.9, Regular(6.5), Left, l)
		out = append(out, items...)
		y += h + 0.5
	}
	return out, y - y0
}

// keyMoments builds the key moments block at x, y in width w: its items
// and height.
func (s *gameSheet) keyMoments(x, y, w float64) ([]Item, float64) {
	rows := s.an.Moments
	pg := &Page{}
	sectionTitle(pg, x, y, w, "Key moments")
	y0 := y
	y += gsTitleH + 1
	if len(rows) == 0 {
		pg.Add(Text{X: x, Y: y, W: w, H: 5, S: "No choice or roll yet.", Font: Italic(8), Color: gsMuted})
		return pg.Items, y + 6 - y0
	}
	// What the percentages are, on the title's right, or under the
	// moments when the title leaves too little room.
	beside := titleNote(pg, x, y0, w, "Key moments", s.an.Note, 6)
	body := Regular(6.5)
	cols := []Column{{Header: ""}, {Header: s.words.PossessionCol, Align: Center}, {Header: s.words.PeriodCol, Align: Center}, {Header: "Clock", Align: Right},
		{Header: "Team", Align: Center}, {Header: "Moment"}, {Header: "Win chance", Align: Right, Bold: true}}
	// The moment column takes the width the others leave; a moment too
	// long for it wraps, its row growing.
	t := gsTableIn(x, y, cols, rows, 0, -1, body, BoldFont(6), 3.6, 3.8)
	t.Columns[5].W = math.Min(t.Columns[5].W, w-(t.W()-t.Columns[5].W))
	if mw := t.Columns[5].W; mw >= 40 {
		t.Rows = make([][]string, len(rows))
		for i, r := range rows {
			t.Rows[i] = append([]string(nil), r...)
			t.Rows[i][5] = strings.Join(Wrap(body, r[5], mw-2*gsPad), "\n")
		}
		pg.Add(t)
		y += t.H() + 0.6
	} else {
		// Too narrow for the table: one short paragraph per moment.
		for _, r := range rows {
			items, h := Paragraph(x, y, w, 3.1, body, Left,
				fmt.Sprintf("%s, %s %s, %s %s, %s: %s %s, %s", r[0], strings.ToLower(s.words.PossessionCol), r[1],
					strings.ToLower(s.words.PeriodCol), r[2], r[3], r[4], r[5], r[6]))
			pg.Add(items...)
			y += h + 0.5
		}
	}
	if !beside {
		items, h := noteParagraph(x, y, w, s.an.Note)
		pg.Add(items...)
		y += h
	}
	return pg.Items, y - y0
}
