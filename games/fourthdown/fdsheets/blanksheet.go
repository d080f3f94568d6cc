package fdsheets

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/fourthdown/fourthdown/games/fourthdown"
	. "github.com/fourthdown/fourthdown/sheets"
)

// BlankDrives is the number of drive rows of the blank scoresheet: a game
// has about 24-34 drives.
const BlankDrives = 36

// blankColumns are the drive log's columns: one for every entry of a
// drive and what the completed sheet's log shows (blocks used, yards to
// go, the try), in the order they happen. The try column is left out of a
// ruleset without tries.
func blankColumns(r *fourthdown.Ruleset) []Column {
	cols := []Column{
		{Header: "#", W: 7, Align: Center, Bold: true},
		{Header: "Half", W: 8, Align: Center},
		{Header: "Clock\n(blocks)", W: 14, Align: Center},
		{Header: "Team", W: 15, Align: Center},
		{Header: "Start\nspot", W: 16, Align: Center},
		{Header: "Style", W: 11, Align: Center},
		{Header: "Drive\nroll", W: 10, Align: Center},
		{Header: "Time\nroll", W: 10, Align: Center},
		{Header: "TO\nroll", W: 10, Align: Center},
		{Header: "Yards", W: 12, Align: Center},
		{Header: "Blocks\nused", W: 12, Align: Center},
		{Header: "End\nspot", W: 16, Align: Center},
		{Header: "Dist.\nroll", W: 10, Align: Center},
		{Header: "To\ngo", W: 9, Align: Center},
		{Header: "Decision", W: 15, Align: Center},
		{Header: "Its\nroll", W: 9, Align: Center},
	}
	if r.HasTry {
		cols = append(cols, Column{Header: "Try", W: 14, Align: Center})
	}
	return append(cols,
		Column{Header: "Result", W: 28, Align: Center},
		Column{Header: "Points", W: 10, Align: Center},
		Column{Header: "Score after\nHome - Away", W: 19.9, Align: Center},
	)
}

const (
	bsMargin = 9.0
	bsMinRow = 6.0 // the least height to write a drive's numbers in
)

// BlankScoresheet lays out a scoresheet to fill in by hand, in landscape:
// page one has the header (teams, date, site, coaches), the line score by
// half, a clock track per half (one box per time block, a mark every
// minute), then the first rows of the drive log; page two holds the rest
// of the BlankDrives rows; page three is a drive chart with a lane for
// each of them.
func BlankScoresheet(r *fourthdown.Ruleset, paper Paper) *Document {
	return FilledScoresheet(r, paper, Fill{})
}

// Fill is what a blank scoresheet can carry printed before the game: a
// scheduled game's teams, coaches, date and site (league next).
type Fill struct {
	Home, Away           string
	HomeCoach, AwayCoach string
	Date, Site           string
	League               string
}

// FilledScoresheet is the blank scoresheet with fill's fields printed in.
func FilledScoresheet(r *fourthdown.Ruleset, paper Paper, fill Fill) *Document {
	p := Turned(paper)
	doc := &Document{Title: r.Title + " - scoresheet", Subject: "Blank scoresheet", Paper: p}
	if fill.Home != "" && fill.Away != "" {
		doc.Title = fill.Home + " vs " + fill.Away + " - scoresheet"
		if fill.Date != "" {
			doc.Title += ", " + fill.Date
		}
	}
	w := p.W - 2*bsMargin
	blank := blankColumns(r)
	scale := w / (&Table{Columns: blank}).W()
	cols := make([]Column, len(blank))
	for i, c := range blank {
		c.W *= scale
		cols[i] = c
	}

	// Page one, under the title line every game's blank log has.
	head := BlankLog{Game: r.Title, Margin: bsMargin, Columns: cols, Font: Regular(8.5), Last: "-"}
	var pg Page
	y := head.Title(&pg, p)
	y = bsHeader(&pg, y, w, fill)
	y = bsClocks(&pg, r, y+3, w)
	y += 4
	legendH := 4.5
	avail := p.H - bsMargin - legendH - 1 - y
	const headH = 8.0
	rows1 := int((avail - headH) / bsMinRow)
	rows1 = min(rows1, BlankDrives)
	pg.Add(head.Grid(y, w, headH, bsMinRow, 1, rows1))
	pg.Add(bsLegend(r, p.H-bsMargin-legendH, w))
	doc.Pages = append(doc.Pages, pg)

	// Page two (and more, should the rows ever need it).
	next := rows1 + 1
	for next <= BlankDrives {
		var pg Page
		y := head.Title(&pg, p)
		avail := p.H - bsMargin - legendH - 1 - y
		fit := int((avail - headH) / bsMinRow)
		n := min(fit, BlankDrives-next+1)
		rowH := min(8.0, (avail-headH)/float64(n))
		pg.Add(head.Grid(y, w, headH, rowH, next, n))
		pg.Add(bsLegend(r, p.H-bsMargin-legendH, w))
		doc.Pages = append(doc.Pages, pg)
		next += n
	}

	// The last page: a drive chart with a lane for every drive slot.
	var cp Page
	y = head.Title(&cp, p)
	bsField(&cp, y+2, w, p.H-bsMargin-(y+2))
	doc.Pages = append(doc.Pages, cp)

	NumberPages(doc, bsMargin)
	return doc
}

// bsHeader draws the fields to fill in and the line score.
func bsHeader(pg *Page, y, w float64, fill Fill) float64 {
	const rowH = 8.5
	lsW := 92.0 // line score
	fw := w - lsW - 6
	field := func(x, y, w float64, label, value string) {
		pg.Add(Text{X: x, Y: y, W: w, H: 3.2, S: label, Font: BoldFont(7), Color: Gray(0.3)})
		pg.Add(Line{X1: x, Y1: y + rowH - 0.8, X2: x + w - 3, Y2: y + rowH - 0.8, Color: Gray(0.35), LineW: 0.25})
		if value != "" {
			pg.Add(Text{X: x + 1, Y: y + 3.2, W: w - 4, H: rowH - 4.2, S: value, Font: Fit(Regular(10), value, w-4, 6)})
		}
	}
	half := fw / 2
	x := bsMargin
	field(x, y, half, "HOME TEAM (defends the 0 goal line)", fill.Home)
	field(x+half, y, half, "AWAY TEAM (defends the 100 goal line)", fill.Away)
	field(x, y+rowH, half, "HOME COACH", fill.HomeCoach)
	field(x+half, y+rowH, half, "AWAY COACH", fill.AwayCoach)
	q := fw / 4
	field(x, y+2*rowH, q, "DATE", fill.Date)
	site := fill.Site
	if fill.League != "" {
		site = strings.TrimPrefix(site+" ("+fill.League+")", " ")
	}
	field(x+q, y+2*rowH, 2*q, "SITE", site)
	field(x+3*q, y+2*rowH, q, "OPENING KICKOFF TO", "")

	// Line score.
	lx := bsMargin + w - lsW
	t := Table{
		X: lx, Y: y, HeaderH: 6, RowH: (3*rowH - 6) / 2, Pad: 1.5,
		Columns: []Column{
			{Header: "Line score", W: 32, Align: Left, Bold: true},
			{Header: "1st half", W: 20, Align: Center},
			{Header: "2nd half", W: 20, Align: Center},
			{Header: "Final", W: 20, Align: Center},
		},
		HeaderFont: BoldFont(8), Font: BoldFont(9), HeaderFill: Gray(0.25).Ptr(), HeaderColor: White,
		Rules: Gray(0.5).Ptr(), ColRules: Gray(0.5).Ptr(), Border: Black.Ptr(),
		Rows: [][]string{{"Home"}, {"Away"}},
	}
	pg.Add(t)
	pg.Add(Rect{X: lx + 72, Y: y + 6, W: 20, H: t.H() - 6, Stroke: Black.Ptr(), LineW: 0.6})
	return y + 3*rowH
}

// bsClocks draws a clock track for each half: one box per block in rows of
// 90, a heavier line every minute, minutes left printed above.
func bsClocks(pg *Page, r *fourthdown.Ruleset, y, w float64) float64 {
	perMinute := 60 / r.SecondsPerBlk
	if perMinute < 1 {
		perMinute = 1
	}
	perRow := r.HalfBlocks
	for perRow > 90 && perRow%2 == 0 {
		perRow /= 2
	}
	labelW := 22.0
	bw := (w - labelW) / float64(perRow)
	const boxH, numH = 4.2, 3.0
	halves := []string{"1st half", "2nd half"}
	pg.Add(Text{X: bsMargin, Y: y, W: w, H: 4, S: fmt.Sprintf("CLOCK: cross off one box per time block used (%d per half, %d seconds each; a heavy line every minute; above, the blocks left; below, the minutes left)", r.HalfBlocks, r.SecondsPerBlk), Font: BoldFont(7), Color: Gray(0.3)})
	y += 4.5
	for _, h := range halves {
		pg.Add(Text{X: bsMargin, Y: y + numH, W: labelW - 2, H: boxH, S: h, Font: BoldFont(8.5)})
		for start := 0; start < r.HalfBlocks; start += perRow {
			n := min(perRow, r.HalfBlocks-start)
			x0 := bsMargin + labelW
			pg.Add(Rect{X: x0, Y: y + numH, W: bw * float64(n), H: boxH, Stroke: Black.Ptr(), LineW: 0.35})
			for i := 1; i < n; i++ {
				b := start + i
				x := x0 + bw*float64(i)
				if b%perMinute == 0 {
					pg.Add(Line{X1: x, Y1: y + numH - 0.6, X2: x, Y2: y + numH + boxH, LineW: 0.45})
				} else {
					pg.Add(Line{X1: x, Y1: y + numH, X2: x, Y2: y + numH + boxH, Color: Gray(0.55), LineW: 0.12})
				}
			}
			// Blocks left above (what the game counts), minutes left below.
			for b := start; b <= start+n; b += perMinute {
				x := x0 + bw*float64(b-start)
				pg.Add(Text{X: x - 4, Y: y, W: 8, H: numH, S: strconv.Itoa(r.HalfBlocks - b), Font: BoldFont(6.5), Align: Center})
			}
			for b := start; b <= start+n; b += perMinute {
				left := (r.HalfBlocks - b) * r.SecondsPerBlk / 60
				x := x0 + bw*float64(b-start)
				pg.Add(Text{X: x - 4, Y: y + numH + boxH, W: 8, H: numH - 0.6, S: strconv.Itoa(left), Font: Regular(5.5), Align: Center, Color: Gray(0.35)})
			}
			y += 2*numH + boxH + 0.4
		}
		y += 1.2
	}
	return y
}

// bsField draws the field-position strip: 0-100 with a line every 5
// yards, numbered every 10, and lanes to tick off drives.
func bsField(pg *Page, y, w, h float64) float64 {
	const labelW, numH = 14.0, 3.5
	lanes := BlankDrives
	x0 := bsMargin + labelW
	fw := w - 2*labelW
	yd := fw / 100
	pg.Add(Text{X: bsMargin, Y: y, W: w, H: 4, S: "FIELD: the ball's spot from the home goal line (0) to the away goal line (100); draw each drive on its lane as an arrow from its start to its end", Font: BoldFont(7), Color: Gray(0.3)})
	y += 4.5
	top := y + numH
	laneH := (h - 4.5 - 2*numH) / float64(lanes)
	fh := float64(lanes) * laneH
	pg.Add(Text{X: bsMargin, Y: y, W: labelW - 1, H: numH, S: "Home goal", Font: BoldFont(6.5)})
	pg.Add(Text{X: x0 + fw + 1, Y: y, W: labelW - 1, H: numH, S: "Away goal", Font: BoldFont(6.5), Align: Right})
	pg.Add(Rect{X: x0, Y: top, W: fw, H: fh, Stroke: Black.Ptr(), LineW: 0.4})
	for l := 0; l < lanes; l++ {
		yy := top + float64(l)*laneH
		if l%2 == 1 {
			pg.Add(Rect{X: x0, Y: yy, W: fw, H: laneH, Fill: Gray(0.95).Ptr()})
		}
		if l > 0 {
			pg.Add(Line{X1: x0, Y1: yy, X2: x0 + fw, Y2: yy, Color: Gray(0.75), LineW: 0.12})
		}
		n := strconv.Itoa(l + 1)
		pg.Add(Text{X: bsMargin, Y: yy, W: labelW - 2, H: laneH, S: n, Font: BoldFont(7), Align: Right})
		pg.Add(Text{X: x0 + fw + 2, Y: yy, W: labelW - 2, H: laneH, S: n, Font: BoldFont(7)})
	}
	for yard := 0; yard <= 100; yard += 5 {
		x := x0 + float64(yard)*yd
		if yard%10 == 0 {
			if yard > 0 && yard < 100 {
				pg.Add(Line{X1: x, Y1: top, X2: x, Y2: top + fh, LineW: 0.35, Color: Gray(0.2)})
			}
			pg.Add(Text{X: x - 5, Y: y, W: 10, H: numH, S: strconv.Itoa(yard), Font: BoldFont(7.5), Align: Center})
			pg.Add(Text{X: x - 5, Y: top + fh, W: 10, H: numH, S: strconv.Itoa(bsYardLine(yard)), Font: Regular(6.5), Align: Center, Color: Gray(0.35)})
		} else {
			pg.Add(Line{X1: x, Y1: top, X2: x, Y2: top + fh, Color: Gray(0.6), LineW: 0.15, Dash: []float64{0.8, 0.8}})
		}
	}
	return top + fh + numH
}

// bsYardLine is the football yard line of spot s (50 at midfield).
func bsYardLine(s int) int { return min(s, 100-s) }

// bsLegend explains the abbreviations under the drive log.
func bsLegend(r *fourthdown.Ruleset, y, w float64) Item {
	try := ""
	if r.HasTry {
		try = "  Try: kick or two, good or no good."
	}
	mark := fourthdown.DefaultTeams.Abbrev(fourthdown.Away)
	s := "Spots from the team with the ball: own 30, " + mark + " 25.  Style: B balanced, R run-first, P pass-first.  TO = turnover.  Decision: go, FG, punt." + try +
		"  Result: TD, FG, miss, punt, turnover, downs, first down, safety, end of half."
	return Text{X: bsMargin, Y: y, W: w, H: 4.5, S: s, Font: Fit(Italic(7.5), s, w, 5.5), Color: Gray(0.25)}
}
