package sheets

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/fourthdown/fourthdown/engine/fourthdown"
	"github.com/fourthdown/fourthdown/review"
)

// The scoresheet's reading of the game against its exact solution
// (review.Analysis): the chance of winning after every entry, drawn over
// game time, and the key moments: the choices that gave up the most and
// the rolls that swung the game most.

// winChart draws the home team's chance of winning after every entry in a
// box at x, y (w by h): both halves over game time, halftime dashed, each
// score marked on the line and labelled above the plot.
func (s *gameSheet) winChart(x, y, w, h float64) {
	p, an := s.page, s.an
	const axisL, axisB, labelW = 9.0, 9.0, 14.0
	const rowH, rows = 2.6, 3 // the score labels' strip above the plot
	px, py := x+axisL, y+rows*rowH+1
	pw, ph := w-axisL-labelW, h-axisB-(py-y)
	hb := float64(an.HalfBlocks)
	X := func(t int) float64 { return px + float64(t)/(2*hb)*pw }
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
	for _, side := range []fourthdown.Side{fourthdown.Home, fourthdown.Away} {
		ly := py
		if side == fourthdown.Away {
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
	var scores []review.Point
	for _, pt := range an.Points {
		if pt.Points > 0 {
			scores = append(scores, pt)
		}
	}
	for i, pt := range scores {
		col := teamColor(pt.Scorer)
		cx, cy := X(pt.T), Y(pt.Home)
		if i+1 < len(scores) && scores[i+1].Kind == fourthdown.EvTry {
			// A touchdown whose try scored: one label, after the try.
			p.Add(Circle{X: cx, Y: cy, R: 0.75, Fill: col.Ptr()})
			continue
		}
		lab := fmt.Sprintf("%d–%d", pt.Score[fourthdown.Home], pt.Score[fourthdown.Away])
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

// keyMomentRows are the key moments as table rows: the costliest choices,
// then the rolls that swung the game most, each with its drive and clock.
func (s *gameSheet) keyMomentRows() [][]string {
	an, r := s.an, s.m.Rules
	pct := func(v float64) string { return fmt.Sprintf("%.1f%%", 100*v) }
	clock := func(c int) string { return fmt.Sprintf("%d (%s)", c, r.ClockText(c)) }
	rows := [][]string{} // never nil: keyMoments keeps it as worked out
	for _, d := range an.Costliest(3, 0.0005) {
		rows = append(rows, []string{"Choice", strconv.Itoa(d.Drive), strconv.Itoa(d.Half), clock(d.Clock), s.teams.Abbrev(d.Side),
			d.What + ": " + d.Made, fmt.Sprintf("%s (%s: %s)", pct(d.Value), d.Best, pct(d.BestVal))})
	}
	for _, sw := range an.BiggestSwings(3) {
		rows = append(rows, []string{"Roll", strconv.Itoa(sw.Drive), strconv.Itoa(sw.Half), clock(sw.Clock), s.teams.Abbrev(sw.Side),
			sw.What, pct(sw.Before) + " → " + pct(sw.After)})
	}
	return rows
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
	return top + h, true
}

// keyMomentsNote says what the percentages are.
const keyMomentsNote = "Win chance: the team's, a tie counting half, with best play from then on (the exact solution of the rules); " +
	"in brackets, the best choice's."

// keyMoments builds the key moments block at x, y in width w: its items
// and height.
func (s *gameSheet) keyMoments(x, y, w float64) ([]Item, float64) {
	if s.moments == nil {
		// Worked out once: the layout measures the block at several widths.
		s.moments = s.keyMomentRows()
	}
	rows := s.moments
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
	beside := titleNote(pg, x, y0, w, "Key moments", keyMomentsNote, 6)
	body := Regular(6.5)
	cols := []Column{{Header: ""}, {Header: "Drive", Align: Center}, {Header: "Half", Align: Center}, {Header: "Clock", Align: Right},
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
				fmt.Sprintf("%s, drive %s, half %s, %s: %s %s, %s", r[0], r[1], r[2], r[3], r[4], r[5], r[6]))
			pg.Add(items...)
			y += h + 0.5
		}
	}
	if !beside {
		items, h := noteParagraph(x, y, w, keyMomentsNote)
		pg.Add(items...)
		y += h
	}
	return pg.Items, y - y0
}
