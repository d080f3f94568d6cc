package sheets

import (
	"fmt"
	"math"
	"strconv"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/tracker"
)

// The scoresheet's pictures: the possession chart (the field to scale,
// standing on end, one column per possession with a bar from its start to where its play
// left the ball, in the team's colour, its result above) and the score
// chart (both scores over the game's time).

// Geometry of the possession chart, in mm.
const (
	dcAxisW    = 15.0 // yard numbers and the end zones' teams, left of the field
	dcMaxColW  = 12.0 // a possession's column, at most
	dcGapW     = 3.0  // the break between periods
	dcResRowH  = 2.7  // a row of the results' strip above the field
	dcResRows  = 2
	dcResH     = dcResRows*dcResRowH + 0.6 // the strip and its space above the field
	dcNumH     = 3.2                       // the possession numbers under the field
	dcMinField = 24.0                      // the field's height, at least
	dcMaxField = 46.0                      // and at most
	// dcManyField is the field's height on every log page of a game of
	// many plays a possession (engine.Shape.ManyPlays): one readable height,
	// its yard numbers at their full size, however many rows the page holds.
	dcManyField = 40.0
)

// dcFrameH is the possession chart's height beyond its field's: the
// results above it and the possession numbers below.
const dcFrameH = dcResH + dcNumH

// fieldScale maps a spot (0-100 from the home goal line; -10 and 110 are
// the backs of the end zones) to y in the possession chart: the home
// team's goal at the bottom, so the home team moves up the page.
type fieldScale struct{ bottom, k float64 }

func (f fieldScale) at(spot float64) float64 { return f.bottom - (spot+10)*f.k }

// possessionChart draws possessions as columns side by side, in the order
// they were played, over the field standing on end (x, y: top left; w: the
// width it may take; fieldH: the field's height), a break between periods:
// each possession a bar in its team's colour from its start (a tick) to
// where its first play left the ball (4th Down: the drive roll), a dashed
// line on to where its later plays took it (a 4th-down roll), its result
// above the field and its number below. It returns the y of its bottom.
func (s *gameSheet) possessionChart(x, y, w, fieldH float64, poss []tracker.Possession) float64 {
	breaks := 0
	for i := 1; i < len(poss); i++ {
		if poss[i].Period != poss[i-1].Period {
			breaks++
		}
	}
	fx := x + dcAxisW
	many := s.shape.ManyPlays
	colW := dcMaxColW
	if n := float64(len(poss)); n > 0 {
		colW = math.Min(dcMaxColW, (w-dcAxisW-float64(breaks)*dcGapW)/n)
		if many {
			colW = (w - dcAxisW - float64(breaks)*dcGapW) / n
		}
	}
	fw := colW*float64(max(len(poss), 6)) + float64(breaks)*dcGapW
	if many {
		fw = w - dcAxisW
	}
	fy := y + dcResH
	sc := fieldScale{bottom: fy + fieldH, k: fieldH / 120}
	s.chartField(x, fx, fw, sc)
	bottom := sc.at(-10) + dcNumH
	if len(poss) == 0 {
		s.page.Add(Text{X: fx, Y: sc.at(60), W: fw, H: 20 * sc.k, S: "No drive yet.", Font: Italic(8), Align: Center, Color: gsMuted})
		return bottom
	}

	barW := math.Min(colW*0.56, 4)
	if many {
		barW = math.Min(colW*0.5, 7)
	}
	var ends [dcResRows]float64 // where each row of the results' strip is taken to
	for i := range ends {
		ends[i] = math.Inf(-1)
	}
	cx := fx - colW/2
	for i, d := range poss {
		cx += colW
		if i > 0 && d.Period != poss[i-1].Period {
			gx := cx - colW/2 + dcGapW/2
			s.page.Add(Line{X1: gx, Y1: sc.at(110), X2: gx, Y2: sc.at(-10), Color: gsInk, LineW: 0.4, Dash: []float64{1.2, 0.8}})
			cx += dcGapW
		}
		s.possessionBar(d, cx, colW, barW, sc)
		// The result above the field, centred on the column.
		if res := s.g.Match.Brief(d.Num - 1); res != "" {
			s.resultLabel(&ends, res, cx, colW, y)
		}
	}
	return bottom
}

// chartField draws the chart's field at fx, fw wide, on the scale sc:
// end zones, grass, yard lines; the yard numbers and the teams whose goal
// each end zone is on the left, from x.
func (s *gameSheet) chartField(x, fx, fw float64, sc fieldScale) {
	p := s.page
	p.Add(Rect{X: fx, Y: sc.at(110), W: fw, H: 10 * sc.k, Fill: gsEndZone.Ptr()})
	p.Add(Rect{X: fx, Y: sc.at(0), W: fw, H: 10 * sc.k, Fill: gsEndZone.Ptr()})
	p.Add(Rect{X: fx, Y: sc.at(100), W: fw, H: 100 * sc.k, Fill: gsFieldFill.Ptr()})
	numF := BoldFont(math.Min(5.5, 10*sc.k/PtToMM*0.9))
	if s.shape.ManyPlays {
		numF = BoldFont(math.Min(7, 10*sc.k/PtToMM*0.95))
	}
	for yd := 0; yd <= 100; yd += 10 {
		lw, col := 0.15, Gray(0.62)
		switch yd {
		case 0, 100:
			lw, col = 0.45, gsInk
		case 50:
			lw, col = 0.3, Gray(0.45)
		}
		ly := sc.at(float64(yd))
		p.Add(Line{X1: fx, Y1: ly, X2: fx + fw, Y2: ly, Color: col, LineW: lw})
		if yd > 0 && yd < 100 {
			lab := strconv.Itoa(min(yd, 100-yd))
			p.Add(Text{X: x, Y: ly - 10*sc.k/2, W: dcAxisW - 1.2, H: 10 * sc.k, S: lab, Font: numF, Align: Right, Color: gsMuted})
		}
	}
	for _, side := range engine.Sides {
		// Each team defends the end zone on its own side: home the 0 goal
		// line, at the bottom.
		ez := -10.0
		if side == engine.Away {
			ez = 100
		}
		p.Add(Text{X: x, Y: sc.at(ez + 10), W: dcAxisW - 1.2, H: 10 * sc.k, S: s.teams.Abbrev(side), Font: numF, Align: Right, Color: teamColor(side)})
	}
	p.Add(Rect{X: fx, Y: sc.at(110), W: fw, H: 120 * sc.k, Stroke: gsInk.Ptr(), LineW: 0.3})
}

// possessionBar draws possession d in its column centred at cx, colW
// wide: a bar barW wide in its team's colour from where it started to
// where its play ended, a tick at the start, a thin line on to where later
// plays took the ball, and its number under the field.
func (s *gameSheet) possessionBar(d tracker.Possession, cx, colW, barW float64, sc fieldScale) {
	p := s.page
	many := s.shape.ManyPlays
	col := teamColor(d.Team)
	start := float64(d.Start)
	end := float64(d.PlayEnd())
	if many {
		end = float64(d.LastSpot())
	}
	lo, hi := math.Min(start, end), math.Max(start, end)
	if hi-lo < 0.8 {
		lo, hi = lo-0.4, hi+0.4
	}
	bx := cx - barW/2
	p.Add(Rect{X: bx, Y: sc.at(hi), W: barW, H: (hi - lo) * sc.k, Fill: col.Ptr()})
	// The start of the possession, marked with a tick.
	p.Add(Line{X1: bx - 0.5, Y1: sc.at(start), X2: bx + barW + 0.5, Y2: sc.at(start), Color: gsInk, LineW: 0.3})
	// Later plays that moved the ball on: a thin line on from the bar.
	if spot := d.LastSpot(); !many && len(d.Plays) > 1 && float64(spot) != end {
		p.Add(Line{X1: cx, Y1: sc.at(end), X2: cx, Y2: sc.at(float64(spot)), Color: col, LineW: 0.5, Dash: []float64{0.8, 0.5}})
	}
	// The possession's number under the field.
	num := strconv.Itoa(d.Num)
	p.Add(Text{X: cx - colW/2, Y: sc.at(-10) + 0.2, W: colW, H: dcNumH - 0.2, S: num, Font: Fit(BoldFont(6), num, colW, 4), Align: Center})
}

// resultLabel draws a possession's result res above the field, centred on
// its column at cx, in the first row of the strip (from y) where it
// touches no other (else the row free soonest, moved right), cut short
// when it would run past the next column; ends are where each row is
// taken to.
func (s *gameSheet) resultLabel(ends *[dcResRows]float64, res string, cx, colW, y float64) {
	resF := Regular(5.5)
	lw := TextWidth(resF, res) + 0.4
	row := -1
	for r := range dcResRows {
		if cx-lw/2 >= ends[r]+0.6 {
			row = r
			break
		}
	}
	if row < 0 {
		row = 0
		for r := 1; r < dcResRows; r++ {
			if ends[r] < ends[row] {
				row = r
			}
		}
	}
	lx := math.Max(cx-lw/2, ends[row]+0.6)
	if limit := cx + 1.5*colW; lx+lw > limit {
		res = fitText(resF, res, limit-lx-0.4)
		lw = TextWidth(resF, res) + 0.4
	}
	ends[row] = lx + lw
	s.page.Add(Text{X: lx, Y: y + float64(dcResRows-1-row)*dcResRowH, W: lw, H: dcResRowH, S: res, Font: resF, Align: Center, Color: gsInk})
}

// scorePoint is a score at a moment of the game (in the game's clock units
// since kickoff).
type scorePoint struct {
	t     float64
	score [2]int
}

// scoreSeries lists every change of score with its game time.
func (s *gameSheet) scoreSeries() (pts []scorePoint, now float64) {
	tl := s.shape.Timeline
	last := [2]int{}
	for _, e := range s.g.Match.Shared() {
		if e.Kind == engine.EvScore && e.Score != last {
			pts = append(pts, scorePoint{t: gameTime(tl, e.Period, e.Clock), score: e.Score})
			last = e.Score
		}
	}
	now = gameTime(tl, s.st.Period, s.st.Clock)
	if s.st.Final {
		now = s.total()
	}
	return pts, now
}

// gameTime is the game time at clock c of period p, in the timeline's units.
func gameTime(tl engine.Timeline, p, c int) float64 {
	return float64((p-1)*tl.Length + tl.Length - c)
}

// total is the game's length in the timeline's units: the periods played,
// at least regulation.
func (s *gameSheet) total() float64 {
	tl := s.shape.Timeline
	return float64(max(tl.Periods, s.st.Period) * tl.Length)
}

// scoreChart draws both teams' score against game time in a box.
func (s *gameSheet) scoreChart(x, y, w, h float64) {
	p := s.page
	const axisL, axisB, top = 9.0, 9.0, 2.0
	px, py := x+axisL, y+top
	const labelW = 14.0
	pw, ph := w-axisL-labelW, h-axisB-top
	total := s.total()
	pts, now := s.scoreSeries()
	maxPts := 7
	for _, pt := range pts {
		maxPts = max(maxPts, pt.score[0], pt.score[1])
	}
	step := 7
	for maxPts/step > 7 {
		step += 7
	}
	ymax := ((maxPts + step - 1) / step) * step
	if ymax == maxPts && maxPts > 0 {
		ymax += step
	}
	X := func(t float64) float64 { return px + t/total*pw }
	Y := func(v int) float64 { return py + ph - float64(v)/float64(ymax)*ph }

	p.Add(Rect{X: px, Y: py, W: pw, H: ph, Fill: White.Ptr()})
	for v := 0; v <= ymax; v += step {
		p.Add(Line{X1: px, Y1: Y(v), X2: px + pw, Y2: Y(v), Color: Gray(0.85), LineW: 0.15})
		p.Add(Text{X: x, Y: Y(v) - 1.5, W: axisL - 1.5, H: 3, S: strconv.Itoa(v), Font: Regular(6), Align: Right, Color: gsMuted})
	}
	s.timeAxis(px, py, pw, ph)

	for _, side := range []engine.Side{engine.Away, engine.Home} {
		col := teamColor(side)
		cur := 0
		// The away line sits a hair lower, so it shows where the scores are equal.
		dy := 0.0
		if side == engine.Away {
			dy = 0.5
		}
		Y := func(v int) float64 { return Y(v) + dy }
		line := []Point{{X(0), Y(0)}}
		var dots []Item
		for _, pt := range pts {
			v := pt.score[side]
			if v == cur {
				continue
			}
			line = append(line, Point{X(pt.t), Y(cur)}, Point{X(pt.t), Y(v)})
			dots = append(dots, Circle{X: X(pt.t), Y: Y(v), R: 0.7, Fill: col.Ptr()})
			cur = v
		}
		line = append(line, Point{X(now), Y(cur)})
		p.Add(Polyline{Points: line, Color: col, LineW: 0.7})
		p.Add(dots...)
		// The current score, right of the plot; the two labels kept apart.
		ly := Y(cur) - 1.5
		other := s.st.Score[side.Other()]
		if d := Y(other) - Y(cur); math.Abs(d) < 3.2 {
			if cur > other || (cur == other && side == engine.Home) {
				ly = (Y(cur)+Y(other))/2 - 3.3
			} else {
				ly = (Y(cur)+Y(other))/2 + 0.3
			}
		}
		lab := fmt.Sprintf("%s %d", s.teams.Abbrev(side), cur)
		p.Add(Text{X: px + pw + 1.2, Y: ly, W: labelW - 1.2, H: 3, S: lab, Font: BoldFont(6.5), Color: col})
	}
	p.Add(Rect{X: px, Y: py, W: pw, H: ph, Stroke: gsInk.Ptr(), LineW: 0.3})
}

// timeAxis draws the game-time axis under a plot at px, py (pw by ph)
// whose x runs over both halves: minutes every 15, a light line every 5,
// halftime dashed.
func (s *gameSheet) timeAxis(px, py, pw, ph float64) {
	p := s.page
	tl := s.shape.Timeline
	hb := float64(tl.Break * tl.Length)
	total := s.total()
	X := func(t float64) float64 { return px + t/total*pw }
	minutes := int(total) * tl.UnitSeconds / 60
	for m := 0; m <= minutes; m += 5 {
		t := float64(m*60) / float64(tl.UnitSeconds)
		switch {
		case m == minutes: // kept under the plot, clear of the labels on its right
			p.Add(Text{X: X(t) - 10, Y: py + ph + 0.8, W: 10, H: 3, S: strconv.Itoa(m), Font: Regular(6), Align: Right, Color: gsMuted})
		case m%15 == 0:
			p.Add(Text{X: X(t) - 5, Y: py + ph + 0.8, W: 10, H: 3, S: strconv.Itoa(m), Font: Regular(6), Align: Center, Color: gsMuted})
		}
		if m > 0 && m < minutes {
			p.Add(Line{X1: X(t), Y1: py, X2: X(t), Y2: py + ph, Color: Gray(0.9), LineW: 0.15})
		}
	}
	p.Add(Line{X1: X(hb), Y1: py, X2: X(hb), Y2: py + ph, Color: gsMuted, LineW: 0.3, Dash: []float64{1, 0.8}})
	p.Add(Text{X: X(hb) + 0.8, Y: py + 0.5, W: 14, H: 3, S: "halftime", Font: Italic(5.5), Color: gsMuted})
	p.Add(Text{X: px, Y: py + ph + 4.2, W: pw, H: 3.5, S: "game time (minutes)", Font: Italic(6), Align: Center, Color: gsMuted})
}

// The chart over game time (the score, or the chance of winning when the
// game is read against its solution): its plot's height, at least and at
// most, in mm.
const (
	gcChartMin = 30.0
	gcChartMax = 64.0
)

// gameChart draws the chart over game time under its title at x, y in
// width w, its plot h high, and returns the y of its bottom.
func (s *gameSheet) gameChart(x, y, w, h float64) float64 {
	p := s.page
	top := y + gsSection - 2
	title, note := "Score by game time", "Each team's points; a dot at each score; halftime dashed."
	if s.an != nil {
		title, note = s.an.ChartTitle, s.an.ChartNote
	}
	sectionTitle(p, x, top, w, title)
	// The note on the title's right, or under the chart when the title
	// leaves too little room.
	cy := top + gsTitleH + 1
	var under []Item
	underH := 0.0
	if !titleNote(p, x, top, w, title, note, 6) {
		under, underH = noteParagraph(x, 0, w, note)
		underH += 0.5
		h -= underH
	}
	if s.an != nil {
		s.winChart(x, cy, w, h)
	} else {
		s.scoreChart(x, cy, w, h)
	}
	s.chartDone = true
	bottom := cy + h
	p.Add(Offset(0, bottom, under...)...)
	return bottom + underH
}

// placeFirstPage puts the chart over game time and the key moments in the
// room the summary's page (page 1 but for a long scoring summary) leaves
// above limit below the summary's columns, in the first
// arrangement that fits: the chart under the scoring summary and the key
// moments under the statistics; both under the scoring summary; side by
// side under both columns; the chart alone. What does not fit goes after
// the possession log.
func (s *gameSheet) placeFirstPage(limit float64) {
	L, R := s.leftCol, s.rightCol
	F, FR := s.sideBySide(math.Max(L.y, R.y))
	need := gsTitled + gcChartMin
	room := func(c column) float64 { return limit - c.y }
	kmH := func(c column) float64 {
		if s.an == nil || s.keyDone {
			return 0
		}
		_, h := s.keyMoments(0, 0, c.w)
		return gsSection - 2 + h
	}
	fitsKM := func(c column) bool { return kmH(c) <= room(c) }
	end := math.Max(L.y, R.y)
	chart := func(c column, h float64) float64 {
		b := s.gameChart(c.x, c.y, c.w, math.Min(gcChartMax, h-gsTitled))
		end = math.Max(end, b)
		return b
	}
	km := func(c column) {
		if e, ok := s.placeKeyMoments(c.x, c.y, c.w, limit); ok {
			end = math.Max(end, e)
		}
	}
	// try puts the chart at c, taking all its room but what the key
	// moments want below it (below) or at k; must: only when the key
	// moments fit too.
	try := func(c, k column, below, must bool) bool {
		h := room(c)
		if below {
			h -= kmH(c)
		}
		if h < need || (must && !below && !fitsKM(k)) {
			return false
		}
		if b := chart(c, h); below {
			k.y = b
		}
		km(k)
		return true
	}
	if !(try(L, R, false, true) || try(L, L, true, true) || try(F, FR, false, true) ||
		try(L, R, false, false) || try(R, L, false, true) || try(F, FR, false, false)) {
		// No room for the chart: the key moments alone where they fit.
		for _, c := range []column{L, R, {L.x, s.width(), F.y}} {
			km(c)
		}
	}
	s.y = end
}
