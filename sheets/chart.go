package sheets

import (
	"fmt"
	"math"
	"strconv"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/tracker"
)

// The scoresheet's pictures: the drive chart (the field to scale, one bar
// per drive from its start to where its play left the ball, in the team's
// colour, its result at the end) and the score chart (both scores over the
// game's time).

const (
	dcMaxRowH = 4.4 // a drive's row in the drive chart, at most
	dcMinRowH = 2.6 // and at least (more drives go on to another page)
	dcLabelW  = 13.0
	dcSideW   = 13.0 // room for result labels beyond each end zone
)

// chartPage starts a page with the drive chart on the left and the score
// chart on the right.
func (s *gameSheet) chartPage() {
	s.newPage()
	x, w := s.left(), s.width()
	driveW := w * 0.6
	scoreX := x + driveW + gsGap
	scoreW := w - driveW - gsGap
	top := s.y + gsSection - 2

	chartH := 78.0
	if s.an != nil {
		chartH = 72 // leaves room for the key moments below the legend
		sectionTitle(s.page, scoreX, top, scoreW, "Chance of winning, entry by entry")
		s.winChart(scoreX, top+gsTitleH+2, scoreW, chartH)
	} else {
		sectionTitle(s.page, scoreX, top, scoreW, "Score by game time")
		s.scoreChart(scoreX, top+gsTitleH+2, scoreW, chartH)
	}
	bottom := s.chartLegend(scoreX, top+gsTitleH+2+chartH+8, scoreW)
	// The key moments under the legend, when they fit on the page.
	if end, ok := s.placeKeyMoments(scoreX, bottom, scoreW, s.bottom()); ok {
		bottom = end
	}

	drives := s.drives
	first := true
	for first || len(drives) > 0 {
		if !first {
			s.newPage()
			top = s.y + gsSection - 2
		}
		title := "Drive chart"
		if !first {
			title = "Drive chart (continued)"
		}
		sectionTitle(s.page, x, top, driveW, title)
		y := top + gsTitleH + 1
		availH := s.bottom() - y - 7
		// As many drives as fit at the smallest row, keeping a row for the
		// break at halftime and the yard numbers above the field.
		n := int(math.Floor((availH-5)/dcMinRowH)) - 1
		if n > len(drives) {
			n = len(drives)
		}
		if !first {
			bottom = 0
		}
		bottom = math.Max(bottom, s.driveChart(x, y, driveW, availH, drives[:n]))
		drives = drives[n:]
		first = false
	}
	// The drive log may start below the charts (driveLog decides).
	s.y = bottom
}

// fieldScale maps a spot (0-100 from the home goal line; -10 and 110 are
// the backs of the end zones) to x in the drive chart.
type fieldScale struct{ x0, k float64 }

func (f fieldScale) at(spot float64) float64 { return f.x0 + (spot+10)*f.k }

// driveChart draws drives in a box at x, y of width w and at most h high,
// and returns the y of its bottom.
func (s *gameSheet) driveChart(x, y, w, h float64, drives []tracker.Drive) float64 {
	p := s.page
	fx := x + dcLabelW + dcSideW
	fw := w - dcLabelW - 2*dcSideW
	sc := fieldScale{x0: fx, k: fw / 120}
	headH := 5.0
	// One row per drive, and one more for the break at halftime.
	slots := len(drives)
	for i := 1; i < len(drives); i++ {
		if drives[i].Half != drives[i-1].Half {
			slots++
		}
	}
	rowH := dcMaxRowH
	if slots > 0 {
		rowH = math.Max(dcMinRowH, math.Min(dcMaxRowH, (h-headH)/float64(slots)))
	}
	bodyH := rowH * float64(slots)
	if len(drives) == 0 {
		bodyH = 8
	}
	fy := y + headH
	// The field: end zones, grass, yard lines.
	p.Add(Rect{X: sc.at(-10), Y: fy, W: 10 * sc.k, H: bodyH, Fill: gsEndZone.Ptr()})
	p.Add(Rect{X: sc.at(100), Y: fy, W: 10 * sc.k, H: bodyH, Fill: gsEndZone.Ptr()})
	p.Add(Rect{X: sc.at(0), Y: fy, W: 100 * sc.k, H: bodyH, Fill: gsFieldFill.Ptr()})
	for yd := 0; yd <= 100; yd += 5 {
		lw, col := 0.15, Gray(0.78)
		switch {
		case yd == 0 || yd == 100:
			lw, col = 0.5, gsInk
		case yd == 50:
			lw, col = 0.35, Gray(0.45)
		case yd%10 == 0:
			lw, col = 0.2, Gray(0.6)
		}
		p.Add(Line{X1: sc.at(float64(yd)), Y1: fy, X2: sc.at(float64(yd)), Y2: fy + bodyH, Color: col, LineW: lw})
		if yd%10 == 0 && yd > 0 && yd < 100 {
			lab := strconv.Itoa(min(yd, 100-yd))
			p.Add(Text{X: sc.at(float64(yd)) - 4, Y: y, W: 8, H: headH - 0.5, S: lab, Font: BoldFont(6.5), Align: Center, Color: gsMuted})
		}
	}
	for _, side := range []engine.Side{engine.Home, engine.Away} {
		// Each team defends the end zone on its own side: home the 0 goal line.
		ez := -10.0
		if side == engine.Away {
			ez = 100
		}
		p.Add(Text{X: sc.at(ez), Y: y, W: 10 * sc.k, H: headH - 0.5, S: s.teams.Abbrev(side), Font: BoldFont(6), Align: Center, Color: teamColor(side)})
	}
	p.Add(Rect{X: sc.at(-10), Y: fy, W: 120 * sc.k, H: bodyH, Stroke: gsInk.Ptr(), LineW: 0.3})
	if len(drives) == 0 {
		p.Add(Text{X: sc.at(0), Y: fy, W: 100 * sc.k, H: 8, S: "No drive yet.", Font: Italic(8), Align: Center, Color: gsMuted})
		return fy + bodyH
	}

	f := Regular(math.Min(6.5, rowH/PtToMM*0.78))
	barH := rowH * 0.56
	ry := fy - rowH
	for i, d := range drives {
		ry += rowH
		if i > 0 && d.Half != drives[i-1].Half {
			my := ry + rowH/2
			p.Add(Line{X1: x + dcLabelW, Y1: my, X2: sc.at(110), Y2: my, Color: gsInk, LineW: 0.4, Dash: []float64{1.2, 0.8}})
			p.Add(Text{X: x, Y: ry, W: dcLabelW - 1, H: rowH, S: "2nd half", Font: f.Bold(), Align: Right, Color: gsMuted})
			ry += rowH
		}
		col := teamColor(d.Team)
		lab := fmt.Sprintf("%d %s", d.Num, s.teams.Abbrev(d.Team))
		p.Add(Text{X: x, Y: ry, W: dcLabelW - 1, H: rowH, S: lab, Font: f.Bold(), Align: Right, Color: col})

		start := float64(d.Start)
		end := float64(tracker.PlayEnd(d))
		by := ry + (rowH-barH)/2
		lo, hi := math.Min(start, end), math.Max(start, end)
		if hi-lo < 0.6 {
			lo, hi = lo-0.3, hi+0.3
		}
		p.Add(Rect{X: sc.at(lo), Y: by, W: (hi - lo) * sc.k, H: barH, Fill: col.Ptr()})
		// The start of the drive, marked with a tick.
		p.Add(Line{X1: sc.at(start), Y1: by - 0.5, X2: sc.at(start), Y2: by + barH + 0.5, Color: gsInk, LineW: 0.3})
		// A 4th-down play that moved the ball: a thin line on from the bar.
		if spot, ok := fourthDownSpot(d); ok && float64(spot) != end {
			after := float64(spot)
			my := by + barH/2
			p.Add(Line{X1: sc.at(end), Y1: my, X2: sc.at(after), Y2: my, Color: col, LineW: 0.5, Dash: []float64{0.8, 0.5}})
			end = after
		}
		// The result beyond the end of the drive, in its direction, or
		// before its start when there is no room.
		res := chartResult(d)
		if res == "" {
			continue
		}
		tw := TextWidth(f, res) + 0.4
		loAll := math.Min(math.Min(start, end), float64(tracker.PlayEnd(d)))
		hiAll := math.Max(math.Max(start, end), float64(tracker.PlayEnd(d)))
		ahead := sc.at(hiAll) + 1       // right of everything drawn for the drive
		behind := sc.at(loAll) - 1 - tw // left of it
		lx := ahead
		if d.Team == engine.Away {
			lx = behind
		}
		switch {
		case lx < x+dcLabelW:
			lx = ahead
		case lx+tw > x+w:
			lx = behind
		}
		// On a white ground, so no yard line runs through the words.
		p.Add(Rect{X: lx - 0.4, Y: ry + 0.25, W: tw + 0.8, H: rowH - 0.5, Fill: White.Ptr()})
		p.Add(Text{X: lx, Y: ry, W: tw, H: rowH, S: res, Font: f, Color: gsInk})
	}
	return fy + bodyH
}

// fourthDownSpot is where a 4th-down conversion roll left the ball (a
// first down, a turnover on downs, a touchdown at the goal line).
func fourthDownSpot(d tracker.Drive) (int, bool) {
	for _, e := range d.Events {
		switch {
		case e.Kind == engine.EvFirstDown, e.Kind == engine.EvTurnoverOnDowns && !e.Untimed:
			return int(e.To), true
		case e.Kind == engine.EvTurnoverOnDowns && e.Untimed:
			return engine.Abs(d.Team, min(max(engine.Own(d.Team, int(e.From))+int(e.Yards), 0), 100)), true
		case e.Kind == engine.EvTouchdown && e.Conversion:
			return int(e.To), true
		case e.Kind == engine.EvSafety && e.Conversion:
			return engine.Abs(d.Team, 0), true
		}
	}
	return 0, false
}

// chartResult is a drive's result in a few characters for the chart.
func chartResult(d tracker.Drive) string {
	res := ""
	add := func(s string) {
		if res == "" {
			res = s
		} else {
			res += ", " + s
		}
	}
	for _, e := range d.Events {
		switch e.Kind {
		case engine.EvTouchdown:
			switch e.ScoreBy {
			case engine.OnFourthDown:
				add("TD on 4th")
			case engine.OnUntimedDown:
				add("TD, untimed")
			default:
				add("TD")
			}
		case engine.EvTry:
			switch {
			case e.Good:
				add(fmt.Sprintf("+%d", e.Points))
			case e.How == engine.ChTwo:
				add("two no good")
			default:
				add("kick no good")
			}
		case engine.EvFieldGoal:
			if e.Good {
				add(fmt.Sprintf("FG %d", e.Dist))
			} else {
				add(fmt.Sprintf("FG %d no good", e.Dist))
			}
		case engine.EvTurnover:
			if e.Negated {
				add("turnover, TD negated")
			} else {
				add("turnover")
			}
		case engine.EvSafety:
			add("safety")
		case engine.EvPunt:
			add("punt")
		case engine.EvFirstDown:
			add("1st down")
		case engine.EvTurnoverOnDowns:
			if e.Untimed {
				add("untimed: no score")
			} else {
				add("downs")
			}
		case engine.EvUntimedDown:
			if e.How == engine.ChEnd {
				add("half ends")
			}
		}
	}
	if !d.Complete {
		add("in progress")
	}
	return res
}

// scorePoint is a score at a moment of the game (in blocks since kickoff).
type scorePoint struct {
	t     float64
	score [2]int
}

// scoreSeries lists every change of score with its game time.
func (s *gameSheet) scoreSeries() (pts []scorePoint, now float64) {
	hb := float64(s.g.Rules.HalfBlocks)
	last := [2]int{}
	for _, e := range s.g.Events {
		if e.Score != last {
			pts = append(pts, scorePoint{t: float64(e.Half-1)*hb + hb - float64(e.Clock), score: e.Score})
			last = e.Score
		}
	}
	st := &s.g.State
	now = float64(st.Half-1)*hb + hb - float64(st.Clock)
	if st.Final {
		now = 2 * hb
	}
	return pts, now
}

// scoreChart draws both teams' score against game time in a box.
func (s *gameSheet) scoreChart(x, y, w, h float64) {
	p := s.page
	const axisL, axisB, top = 9.0, 9.0, 2.0
	px, py := x+axisL, y+top
	const labelW = 14.0
	pw, ph := w-axisL-labelW, h-axisB-top
	hb := float64(s.g.Rules.HalfBlocks)
	total := 2 * hb
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
		other := s.g.State.Score[side.Other()]
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
	hb := float64(s.g.Rules.HalfBlocks)
	total := 2 * hb
	X := func(t float64) float64 { return px + t/total*pw }
	minutes := int(total) * s.g.Rules.SecondsPerBlk / 60
	for m := 0; m <= minutes; m += 5 {
		t := float64(m*60) / float64(s.g.Rules.SecondsPerBlk)
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

// chartLegend explains the pictures' colours and marks.
func (s *gameSheet) chartLegend(x, y, w float64) float64 {
	p := s.page
	sectionTitle(p, x, y, w, "How to read the charts")
	y += gsTitleH + 1.5
	for _, side := range []engine.Side{engine.Home, engine.Away} {
		dir := "drives left to right"
		if side == engine.Away {
			dir = "drives right to left"
		}
		p.Add(Rect{X: x, Y: y + 0.8, W: 8, H: 2.6, Fill: teamColor(side).Ptr()})
		t := fmt.Sprintf("%s (%s): %s", s.teams[side], s.teams.Abbrev(side), dir)
		p.Add(Text{X: x + 10, Y: y, W: w - 10, H: 4.2, S: fitText(Regular(7), t, w-10), Font: Regular(7)})
		y += 4.6
	}
	notes := "Each bar runs from the drive's start (tick) to where its drive roll left the ball, to scale; " +
		"a dashed line is the 4th-down conversion roll. The result is written at the end. "
	if s.an != nil {
		notes += "The win-chance line is " + s.teams[engine.Home].Name + "'s chance of winning after every entry, " +
			"from the exact solution of the rules (a tie counts half); each score is a dot in the scorer's colour, " +
			"the score (home–away) above; halftime is dashed."
	} else {
		notes += "The score chart steps up at each score; halftime is dashed."
	}
	items, h := Paragraph(x, y+0.5, w, 3.6, Regular(6.8), Left, notes)
	p.Add(items...)
	return y + 0.5 + h
}
