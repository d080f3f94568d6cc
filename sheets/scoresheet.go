package sheets

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/tracker"
)

// The completed scoresheet: the official record of a game, built from the
// replayed record's events (tracker.Game): a header with the final score,
// the line score, the scoring summary, the team statistics side by side,
// a possession chart and a score chart, the possession log with every
// entry, and signature lines. It is printed in landscape so the log has room for
// all its columns; long games flow onto more pages, each with the header.

// Geometry of the scoresheet, in mm.
const (
	gsMargin  = 10.0 // page margin on every side
	gsGap     = 6.0  // between blocks side by side
	gsSection = 5.0  // space before a section title
	gsTitleH  = 6.0  // a section title's line
	// gsTitled is what a block's title takes above the block: the space
	// before the title (a section less what the block above leaves) and
	// its line.
	gsTitled   = gsSection - 2 + gsTitleH + 1
	gsRowH     = 4.0  // a body row of the scoring summary and the possession log
	gsHeadH    = 6.5  // their header row (two lines)
	gsPad      = 1.0  // cell padding
	gsFooterH  = 5.0  // the footer line at the bottom of each page
	gsCompactH = 11.0 // the repeated header on pages after the first
	gsSignH    = 15.0 // the signature lines
)

// Colours: each team has its own, distinct in gray too (home dark, away
// light), so a black-and-white print still tells them apart.
var (
	gsHomeColor = RGB(30, 80, 150)
	gsAwayColor = RGB(235, 140, 40)
	gsInk       = Black
	gsMuted     = Gray(0.35)
	gsRule      = Gray(0.75)
	gsZebra     = Gray(0.93)
	gsHeadFill  = Gray(0.2)
	gsFieldFill = RGB(236, 244, 232)
	gsEndZone   = Gray(0.86)
)

var (
	gsBody     = Regular(7.5)
	gsHeadFont = BoldFont(6.5)
	// The line score and team statistics on page 1 are read across the
	// table: larger type (issue 16).
	gsBigBody = Regular(9)
	gsBigHead = BoldFont(9)
)

const (
	gsBigRowH  = 4.4
	gsBigHeadH = 5.6
)

// gameSheet carries what every part of the scoresheet needs.
type gameSheet struct {
	flow
	g     *tracker.Game
	st    engine.Status
	words Words
	shape engine.Shape
	teams engine.Teams
	poss  []tracker.Possession
	line  tracker.LineScore
	// an is the game read against its solution (nil: not printed):
	// the win-chance chart and the key moments.
	an *Analysis
	// Where the summary's columns end on its last page: the line score
	// and scoring summary on the left, the team statistics on the right
	// (on a page the scoring summary ran on to, the right column is
	// empty from the top).
	leftCol, rightCol column
	chartDone         bool // the score or win-chance chart is placed
	keyDone           bool // the key moments are placed
}

// scoreHead is a score column's heading: "Score" over the teams' marks.
func (s *gameSheet) scoreHead() string {
	return "Score\n" + s.teams.Abbrev(engine.Home) + "–" + s.teams.Abbrev(engine.Away)
}

// column is where a column of blocks ends: its x, width and bottom.
type column struct{ x, w, y float64 }

// Landscape is the paper with its long side across.
func Landscape(p Paper) Paper {
	if p.W > p.H {
		return p
	}
	return Turned(p)
}

// Scoresheet lays out the completed scoresheet of a game (finished or in
// progress) on paper (turned to landscape).
func Scoresheet(g *tracker.Game, paper Paper) *Document { return ScoresheetWith(g, paper, nil) }

// ScoresheetWith is Scoresheet with the game read against its exact
// solution (an, from the game's own analysis): the chance of winning over game
// time takes the score chart's place, and the key moments go under the
// scoring summary (or, when that is long, beside or after the charts).
func ScoresheetWith(g *tracker.Game, paper Paper, an *Analysis) *Document {
	s := &gameSheet{g: g, st: g.Match.Status(), words: wordsOfGame(g), shape: g.Match.Shape(), teams: g.Teams, poss: tracker.Possessions(g),
		line: tracker.LineScoreOf(g), flow: flow{paper: Landscape(paper)}, an: an}
	s.header = s.compactHeader
	_, title := g.Match.Variant()
	s.doc = &Document{
		Title:   fmt.Sprintf("%s %d, %s %d: scoresheet", g.Teams[engine.Home], s.st.Score[engine.Home], g.Teams[engine.Away], s.st.Score[engine.Away]),
		Subject: title,
		Paper:   s.paper,
	}
	s.firstPage()
	s.summaryBlocks()
	// Only a finished game is signed: an in-progress sheet has no
	// signature lines (and is not headed OFFICIAL).
	signed := !s.st.Final
	// The chart over game time and the key moments in the room left on
	// the summary's page, above the signatures.
	limit := s.bottom()
	if !signed {
		limit -= gsSignH
	}
	s.placeFirstPage(limit)
	if !signed && s.fits(gsSignH) {
		// At the foot of the summary's (last) page, when there is room.
		s.y = s.bottom() - gsSignH
		s.signatures()
		signed = true
	}
	s.possessionLog()
	if !s.chartDone || (an != nil && !s.keyDone) {
		// After the possession log, on a new page if they need one: the chart
		// with the key moments beside it when they fit there, else below.
		s.room(s.afterLog())
		chart, km := s.afterLogColumns()
		if !s.chartDone {
			chart.y = s.gameChart(chart.x, chart.y, chart.w, math.Min(gcChartMax, s.bottom()-chart.y-gsTitled))
		}
		if end, ok := s.placeKeyMoments(km.x, km.y, km.w, s.bottom()); ok {
			km.y = end
		}
		s.y = math.Max(chart.y, km.y)
		if an != nil && !s.keyDone {
			_, h := s.keyMoments(0, 0, s.width())
			s.room(gsSection - 2 + h)
			s.y, _ = s.placeKeyMoments(s.left(), s.y, s.width(), s.bottom())
		}
	}
	s.gameTables()
	if !signed {
		s.signatures()
	}
	s.footers("Printed by fourthdown from the game record")
	return s.doc
}

// afterLog is the room wanted after the possession log by what page 1 had no
// room for: the chart over game time at its least height, the key moments
// beside it (or across the page when the chart is placed).
func (s *gameSheet) afterLog() float64 {
	_, km := s.afterLogColumns()
	h := 0.0
	if !s.chartDone {
		h = gsTitled + gcChartMin
	}
	if s.an != nil && !s.keyDone {
		_, k := s.keyMoments(0, 0, km.w)
		h = math.Max(h, gsSection-2+k)
	}
	return h
}

// afterLogColumns are where the chart and the key moments go after the
// possession log, from s.y: side by side, or the key moments across the page
// when the chart is placed already.
func (s *gameSheet) afterLogColumns() (chart, km column) {
	if s.chartDone {
		return column{}, column{s.left(), s.width(), s.y}
	}
	return s.sideBySide(s.y)
}

// sideBySide splits the page's width at y for the chart over game time on
// the left and the key moments on the right.
func (s *gameSheet) sideBySide(y float64) (chart, km column) {
	split := s.width() * 0.58
	return column{s.left(), split, y}, column{s.left() + split + gsGap, s.width() - split - gsGap, y}
}

// kind heads the sheet: only a finished game's sheet is official.
func (s *gameSheet) kind() string {
	if s.st.Final {
		return "OFFICIAL SCORESHEET"
	}
	return "SCORESHEET: GAME IN PROGRESS"
}

// finalText is the game's status: "FINAL: Bombers win 33-24", "FINAL: tied
// 24-24" or "IN PROGRESS: " and the engine's situation.
func (s *gameSheet) finalText() string {
	if s.st.Final {
		for _, e := range s.g.Match.Shared() {
			if e.Kind == engine.EvGameOver {
				return e.Text
			}
		}
	}
	return "IN PROGRESS: " + s.g.Match.Where() + " | next: " + tracker.NextText(s.teams, s.g.Match.Next())
}

func teamColor(side engine.Side) Color {
	if side == engine.Home {
		return gsHomeColor
	}
	return gsAwayColor
}

// firstPage draws the full header: title, teams and the score large, the
// result, and every other header key of the record.
func (s *gameSheet) firstPage() {
	s.newPage()
	p, x, w := s.page, s.left(), s.width()
	y := s.y
	p.Add(Text{X: x, Y: y, W: w / 2, H: 4, S: s.kind(), Font: BoldFont(8), Color: gsMuted})
	p.Add(Text{X: x + w/2, Y: y, W: w / 2, H: 4, S: s.doc.Subject, Font: Regular(7.5), Align: Right, Color: gsMuted})
	y += 5

	// Teams and score: home on the left, away on the right, the score in
	// the middle.
	const scoreW, scoreH, nameH = 60.0, 16.0, 9.0
	cx := x + w/2
	st := &s.st
	score := fmt.Sprintf("%d – %d", st.Score[engine.Home], st.Score[engine.Away])
	p.Add(Text{X: cx - scoreW/2, Y: y, W: scoreW, H: scoreH, S: score, Font: Fit(BoldFont(36), score, scoreW, 14), Align: Center})
	sideW := w/2 - scoreW/2 - 4
	for _, side := range engine.Sides {
		name := s.teams[side].Name
		f := Fit(BoldFont(20), name, sideW-6, 8)
		name = fitText(f, name, sideW-6) // too long even at the smallest size: cut
		tx, al := x, Right
		if side == engine.Away {
			tx, al = cx+scoreW/2+4, Left
		}
		p.Add(Text{X: tx, Y: y + (scoreH-nameH)/2 - 1.5, W: sideW, H: nameH, S: name, Font: f, Align: al})
		label := "HOME (" + s.teams.Abbrev(side) + ")"
		if side == engine.Away {
			label = "AWAY (" + s.teams.Abbrev(side) + ")"
		}
		p.Add(Text{X: tx, Y: y + (scoreH+nameH)/2 - 1.5, W: sideW, H: 4, S: label, Font: BoldFont(7), Align: al, Color: teamColor(side)})
		// A bar in the team's colour just outside its name.
		nw := math.Max(TextWidth(f, name), TextWidth(BoldFont(7), label))
		bx := tx + sideW - nw - 5
		if side == engine.Away {
			bx = tx + nw + 2
		}
		p.Add(Rect{X: bx, Y: y + 1, W: 3, H: scoreH - 2, Fill: teamColor(side).Ptr()})
	}
	y += scoreH + 1
	status := s.finalText()
	sf := Fit(BoldFont(11), status, w, 6)
	p.Add(Text{X: x, Y: y, W: w, H: 6, S: fitText(sf, status, w), Font: sf, Align: Center})
	y += 7

	// Every header key but the team names and marks (printed above), in
	// the record's order.
	var parts []string
	for _, f := range s.g.Record.Fields() {
		switch strings.ToLower(f.Key) {
		case "home", "away", "home-abbrev", "away-abbrev", "solo-coach", "game":
			continue // printed above (the game's title at the top right)
		case "receives":
			if side, err := tracker.ParseSide(f.Value, s.teams); err == nil {
				parts = append(parts, "Opening kickoff: "+s.teams[side].Name)
				continue
			}
		case "solo":
			if side, err := tracker.ParseSide(f.Value, s.teams); err == nil {
				who := "Computer coach: " + s.teams[side].Name
				if c, ok := s.g.Record.Get("solo-coach"); ok && c != "" {
					who += " (" + c + ")"
				}
				parts = append(parts, who)
				continue
			}
		}
		parts = append(parts, headerLabel(f.Key)+": "+f.Value)
	}
	if len(parts) > 0 {
		items, h := Paragraph(x, y, w, 4.2, Regular(8.5), Center, strings.Join(parts, "   ·   "))
		p.Add(items...)
		y += h
	}
	y += 1
	p.Add(Line{X1: x, Y1: y, X2: x + w, Y2: y, Color: gsInk, LineW: 0.4})
	s.y = y + 1
}

// headerLabel turns a header key into a label: "home-coach" -> "Home coach".
func headerLabel(key string) string {
	k := strings.NewReplacer("-", " ", "_", " ").Replace(strings.ToLower(key))
	if k == "" {
		return k
	}
	return strings.ToUpper(k[:1]) + k[1:]
}

// compactHeader repeats the game's identity at the top of later pages.
func (s *gameSheet) compactHeader() {
	p, x, w := s.page, s.left(), s.width()
	st := &s.st
	main := fmt.Sprintf("%s %d – %s %d", s.teams[engine.Home], st.Score[engine.Home], s.teams[engine.Away], st.Score[engine.Away])
	mf := Fit(BoldFont(12), main, w*0.55, 7)
	if TextWidth(mf, main) > w*0.55 { // names too long for the line: the teams' marks
		main = fmt.Sprintf("%s %d – %s %d", s.teams.Abbrev(engine.Home), st.Score[engine.Home], s.teams.Abbrev(engine.Away), st.Score[engine.Away])
		mf = Fit(BoldFont(12), main, w*0.55, 7)
	}
	p.Add(Text{X: x, Y: s.y, W: w * 0.55, H: 6, S: main, Font: mf})
	var extra []string
	if st.Final {
		extra = append(extra, "Final")
	} else {
		extra = append(extra, "In progress")
	}
	for _, key := range []string{"date", "site"} {
		if v, ok := s.g.Record.Get(key); ok && v != "" {
			extra = append(extra, v)
		}
	}
	e := strings.Join(extra, " · ")
	p.Add(Text{X: x + w*0.55, Y: s.y, W: w * 0.45, H: 6, S: e, Font: Fit(Regular(8.5), e, w*0.45, 5), Align: Right, Color: gsMuted})
	ly := s.y + 7.5
	p.Add(Line{X1: x, Y1: ly, X2: x + w, Y2: ly, Color: gsInk, LineW: 0.4})
	s.y += gsCompactH
}

// sectionTitle draws a section's title at (x, y) in width w.
func sectionTitle(p *Page, x, y, w float64, title string) {
	p.Add(Text{X: x, Y: y, W: w, H: gsTitleH - 1, S: title, Font: BoldFont(10)})
	p.Add(Line{X1: x, Y1: y + gsTitleH - 0.8, X2: x + w, Y2: y + gsTitleH - 0.8, Color: gsRule, LineW: 0.25})
}

// noteLineH is a line of a note beside a section title: two fill the
// title's line.
const noteLineH = (gsTitleH - 1) / 2

// titleNote writes note in small italics on the right of the section
// title at x, y (width w), in at most two lines, at the largest size from
// 6 pt down to least that fits; it draws nothing and says false when none
// does (the caller then prints it elsewhere with noteParagraph).
func titleNote(p *Page, x, y, w float64, title, note string, least float64) bool {
	tw := TextWidth(BoldFont(10), title) + 3
	for size := 6.0; size >= least; size -= 0.25 {
		f := Italic(size)
		if lines := Wrap(f, note, w-tw); len(lines) <= 2 {
			for i, l := range lines {
				p.Add(Text{X: x + tw, Y: y + float64(i)*noteLineH, W: w - tw, H: noteLineH, S: l, Font: f, Align: Right, Color: gsMuted})
			}
			return true
		}
	}
	return false
}

// noteParagraph is a note in small italics across w at x, y: its items
// and height.
func noteParagraph(x, y, w float64, note string) ([]Item, float64) {
	items, h := Paragraph(x, y, w, noteLineH, Italic(6), Left, note)
	return muted(items), h
}

// muted gives text items the muted colour.
func muted(items []Item) []Item {
	for i, it := range items {
		if t, ok := it.(Text); ok {
			t.Color = gsMuted
			items[i] = t
		}
	}
	return items
}

// gsTable is a table in the scoresheet's style, its column widths set to
// fit the widest cell (the last column listed in grow takes what is left of
// w when w > 0).
func gsTable(x, y float64, cols []Column, rows [][]string, w float64, grow int) Table {
	return gsTableIn(x, y, cols, rows, w, grow, gsBody, gsHeadFont, gsRowH, gsHeadH)
}

// gsBigTable is gsTable in the summary's larger type.
func gsBigTable(x, y float64, cols []Column, rows [][]string) Table {
	return gsTableIn(x, y, cols, rows, 0, -1, gsBigBody, gsBigHead, gsBigRowH, gsBigHeadH)
}

func gsTableIn(x, y float64, cols []Column, rows [][]string, w float64, grow int, body, head Font, rowH, headH float64) Table {
	cols = fitColumns(cols, rows, body, head, w, grow)
	if grow >= 0 {
		for _, r := range rows {
			if grow < len(r) {
				r[grow] = fitCell(r[grow], cols[grow].W-2*gsPad)
			}
		}
	}
	return Table{
		X: x, Y: y, Columns: cols, HeaderH: headH, RowH: rowH,
		HeaderFont: head, Font: body, HeaderFill: gsHeadFill.Ptr(), HeaderColor: White,
		Zebra: gsZebra.Ptr(), Border: gsInk.Ptr(), Pad: gsPad, Rows: rows,
	}
}

// fitColumns sets each column's width to its widest text; when w > 0 the
// column grow takes the rest of w, or gives up what the others need beyond
// it (down to 12 mm).
func fitColumns(cols []Column, rows [][]string, body, head Font, w float64, grow int) []Column {
	out := make([]Column, len(cols))
	copy(out, cols)
	total := 0.0
	for i := range out {
		max := 0.0
		for _, l := range strings.Split(out[i].Header, "\n") {
			max = math.Max(max, TextWidth(head, l))
		}
		for _, r := range rows {
			if i < len(r) {
				f := body
				if out[i].Bold {
					f = f.Bold()
				}
				max = math.Max(max, TextWidth(f, r[i]))
			}
		}
		out[i].W = math.Ceil((max+2*gsPad+0.6)*2) / 2
		total += out[i].W
	}
	if w > 0 && grow >= 0 {
		// The grow column takes what is left, or gives up what is missing
		// (its cells are then cut to fit, see gsTable).
		out[grow].W = math.Max(out[grow].W+w-total, 12)
	}
	return out
}

// summaryBlocks draws the line score and the scoring summary on the left,
// the team statistics on the right.
func (s *gameSheet) summaryBlocks() {
	x, w := s.left(), s.width()
	// Team statistics, on the right: the label column as wide as its
	// longest label, both teams' columns as wide as each other.
	stats := s.statRows()
	st := gsBigTable(0, 0, []Column{{Bold: true}, {Align: Center}, {Align: Center}}, stats)
	labelW := st.Columns[0].W
	cw := math.Max(36, math.Max(st.Columns[1].W, st.Columns[2].W))
	statsW := math.Max(118, labelW+2*cw)
	if max := w * 0.55; statsW > max {
		statsW = max
		cw = (statsW - labelW) / 2
		for _, r := range stats {
			r[1], r[2] = fitText(gsBigBody, r[1], cw-2*gsPad), fitText(gsBigBody, r[2], cw-2*gsPad)
		}
	}
	st.Columns[0].W = statsW - 2*cw
	st.Columns[1].W, st.Columns[2].W = cw, cw
	st.Columns[1].Header = fitText(gsBigHead, s.teams[engine.Home].Name, cw-2*gsPad)
	st.Columns[2].Header = fitText(gsBigHead, s.teams[engine.Away].Name, cw-2*gsPad)
	leftW := w - statsW - gsGap
	top := s.y + gsSection - 2
	p := s.page
	sx := x + leftW + gsGap
	st.X, st.Y = sx, top+gsTitleH+1
	sectionTitle(p, sx, top, statsW, "Team statistics")
	p.Add(st)
	// Team colour marks in the header.
	hx := sx + st.Columns[0].W
	p.Add(Rect{X: hx, Y: st.Y + st.HeaderH - 1.2, W: cw, H: 1.2, Fill: gsHomeColor.Ptr()})
	p.Add(Rect{X: hx + cw, Y: st.Y + st.HeaderH - 1.2, W: cw, H: 1.2, Fill: gsAwayColor.Ptr()})
	statsBottom := st.Y + st.H()

	// Line score, top left.
	sectionTitle(p, x, top, leftW, "Line score")
	ls := s.line
	periods := max(len(ls.Periods), s.shape.Timeline.Periods)
	cell := func(p, side int) string {
		if p+1 > ls.Period || p >= len(ls.Periods) {
			return "–"
		}
		return strconv.Itoa(ls.Periods[p][side])
	}
	var lrows [][]string
	for _, side := range engine.Sides {
		row := []string{s.teams[side].Name}
		for p := range periods {
			row = append(row, cell(p, int(side)))
		}
		lrows = append(lrows, append(row, strconv.Itoa(ls.Total[side])))
	}
	total := "Total"
	if ls.Final {
		total = "Final"
	}
	lcols := []Column{{Header: "Team"}}
	for p := range periods {
		lcols = append(lcols, Column{Header: s.g.Match.Period(p + 1), Align: Center})
	}
	lt := gsBigTable(x, top+gsTitleH+1, append(lcols, Column{Header: total, Align: Center, Bold: true}), lrows)
	for _, r := range lrows {
		lt.Columns[0].W = math.Max(lt.Columns[0].W, TextWidth(gsBigBody.Bold(), r[0])+2*gsPad+0.6)
	}
	lt.Columns[0].W = math.Max(lt.Columns[0].W, 40)
	lt.Columns[0].W = math.Min(lt.Columns[0].W, leftW-float64(periods+1)*16)
	for i := 1; i < len(lt.Columns); i++ {
		lt.Columns[i].W = math.Max(lt.Columns[i].W, 16)
	}
	for i := range lrows {
		lt.Rows[i][0] = fitText(gsBigBody.Bold(), lrows[i][0], lt.Columns[0].W-2*gsPad)
	}
	// The winner's row (the rows are home, away), by the engine's word.
	if ls.Final && !s.st.Tie {
		lt.MarkRows, lt.MarkFill = []int{int(s.st.Winner)}, Gray(0.85).Ptr()
	}
	lt.Zebra = nil
	lt.Rules = gsRule.Ptr()
	p.Add(lt)
	for i, side := range engine.Sides {
		p.Add(Rect{X: x - 2.2, Y: lt.Y + lt.HeaderH + float64(i)*lt.RowH + 0.6, W: 1.6, H: lt.RowH - 1.2, Fill: teamColor(side).Ptr()})
	}
	y := lt.Y + lt.H()

	// Scoring summary, below the line score; rows that do not fit go on to
	// the next page.
	y += gsSection
	sectionTitle(p, x, y, leftW, "Scoring summary")
	y += gsTitleH + 1
	var srows [][]string
	for _, sc := range tracker.ScoringOf(s.g) {
		score := fmt.Sprintf("%d–%d", sc.Score[engine.Home], sc.Score[engine.Away])
		srows = append(srows, []string{s.shape.Timeline.PeriodMark(sc.Period), s.g.Match.Clock(sc.Clock),
			s.teams.Abbrev(sc.Team), sc.How, sc.Try, strconv.Itoa(sc.Points), strconv.Itoa(sc.Possession), score})
	}
	s.leftCol, s.rightCol = column{x, leftW, y}, column{sx, statsW, statsBottom}
	if len(srows) == 0 {
		p.Add(Text{X: x, Y: y, W: leftW, H: 5, S: "No score yet.", Font: Italic(8), Color: gsMuted})
		s.leftCol.y = y + 6
		s.y = math.Max(y+6, statsBottom)
		return
	}
	sCols := []Column{{Header: s.words.PeriodCol, Align: Center}, {Header: s.words.ClockCol, Align: Right}, {Header: "Team", Align: Center},
		{Header: "How"}, {Header: "Try"}, {Header: "Pts", Align: Center}, {Header: s.words.PossessionCol, Align: Center},
		{Header: s.scoreHead(), Align: Center, Bold: true}}
	tbl := gsTable(x, y, sCols, srows, leftW, 3)
	s.y = y
	pages := len(s.doc.Pages)
	s.flowTable(tbl, leftW, "Scoring summary (continued)", 0)
	s.leftCol.y = s.y
	if len(s.doc.Pages) == pages {
		s.y = math.Max(s.y, statsBottom)
	} else {
		s.rightCol.y = s.top
	}
}

// fitCell shortens text to fit a body cell.
func fitCell(text string, w float64) string { return fitText(gsBody, text, w) }

// fitText cuts text with "…" until it fits w: the longest cut that fits
// (a cut's width only grows with its length, so it is found by halving,
// in a few measures whatever the text's length), or its first letter.
func fitText(f Font, text string, w float64) string {
	if TextWidth(f, text) <= w {
		return text
	}
	r := []rune(text)
	cut := func(k int) string { return strings.TrimSpace(string(r[:k])) + "…" }
	// The longest k in [1, len(r)-1] whose cut fits: lo fits (or is 0),
	// hi does not.
	lo, hi := 0, len(r)
	for hi-lo > 1 {
		mid := lo + (hi-lo)/2
		if TextWidth(f, cut(mid)) <= w {
			lo = mid
		} else {
			hi = mid
		}
	}
	if lo == 0 {
		return string(r[:min(1, len(r))])
	}
	return cut(lo)
}

// statRows are the team statistics, one row per statistic, in the game's
// words.
func (s *gameSheet) statRows() [][]string {
	var rows [][]string
	for _, r := range s.g.Match.StatRows() {
		rows = append(rows, []string{r.Label, r.Value[0], r.Value[1]})
	}
	return rows
}

// logTable is the log's table at x, w wide, without its rows, and its
// rows: the game's log columns, the score's dash an en dash, the result
// column taking the width left over (a result too long for it wraps on to
// more lines).
func (s *gameSheet) logTable(x, w float64) (Table, [][]string) {
	rows := s.g.Match.LogRows()
	logCols := s.g.Match.LogColumns()
	cols := make([]Column, len(logCols))
	resultCol := len(cols) - 1
	for i, c := range logCols {
		cols[i] = Column{Header: c.Title, Align: Center, Bold: c.Bold}
		switch c.Align {
		case "left":
			cols[i].Align = Left
		case "right":
			cols[i].Align = Right
		}
		if c.Period {
			for _, r := range rows {
				if n, err := strconv.Atoi(r[i]); err == nil {
					r[i] = s.shape.Timeline.PeriodMark(n)
				}
			}
		}
		if c.Key == "score" {
			cols[i].Header = s.scoreHead()
			for _, r := range rows {
				r[i] = strings.Replace(r[i], "-", "–", 1)
			}
		}
		if c.Fill {
			resultCol = i
		}
	}
	// The result column takes the width left over; a result too long for
	// it wraps on to more lines at the same size, its row growing.
	noResult := make([][]string, len(rows))
	for i, r := range rows {
		noResult[i] = append([]string(nil), r...)
		noResult[i][resultCol] = ""
	}
	tbl := gsTable(x, 0, cols, nil, 0, -1)
	tbl.Columns = fitColumns(cols, noResult, gsBody, gsHeadFont, w, resultCol)
	tbl.Rules = gsRule.Ptr()
	rw := tbl.Columns[resultCol].W - 2*gsPad
	for _, r := range rows {
		if TextWidth(gsBody, r[resultCol]) > rw {
			r[resultCol] = strings.Join(Wrap(gsBody, r[resultCol], rw), "\n")
		}
	}
	return tbl, rows
}

// possessionLog draws the possessions from a new page on: on each page a
// possession chart of that page's possessions above their rows of the log,
// with every entry, as many possessions as fit; no page holds a single row.
func (s *gameSheet) possessionLog() {
	x, w := s.left(), s.width()
	tbl, rows := s.logTable(x, w)
	s.newPage()
	next := 0
	for {
		title := s.words.LogTitle
		if next > 0 {
			title += " (continued)"
		}
		y := s.logTitle(s.y+gsSection-2, title)
		// Rows fit below a chart of the least height; the chart then
		// takes what the rows leave, up to its most. A game of many plays
		// a possession has its chart at one height on every page.
		least, most := dcMinField, dcMaxField
		if s.shape.ManyPlays {
			least, most = dcManyField, dcManyField
		}
		fixed := dcFrameH + 2 + tbl.HeaderH
		n := tbl.fitting(rows[next:], s.bottom()-y-fixed-least)
		if left := len(rows) - next - n; left == 1 && n > 3 {
			n-- // no page holds a single row of the log
		}
		if n == 0 && len(rows) > next {
			n = 1 // a row taller than a page: never on an empty page
		}
		part := tbl
		part.Rows = rows[next : next+n]
		free := s.bottom() - y - fixed - part.H() + part.HeaderH
		if next+n == len(rows) && free-s.afterLog() >= least {
			// The last page keeps room for what goes after the log.
			free -= s.afterLog()
		}
		fieldH := math.Max(least, math.Min(most, free))
		var poss []tracker.Possession // the possessions of the page's rows
		if n > 0 && len(s.poss) > 0 {
			poss = s.poss[s.possOf(next) : s.possOf(next+n-1)+1]
		}
		part.Y = s.possessionChart(x, y, w, fieldH, poss) + 2
		if n == 0 {
			s.y = part.Y // the chart says there is no possession yet
			return
		}
		s.page.Add(part)
		// A heavier rule where a new period begins.
		ry := part.Y + part.HeaderH
		for i := range n {
			if i > 0 && len(s.poss) > 0 && s.poss[s.possOf(next+i)].Period != s.poss[s.possOf(next+i-1)].Period {
				s.page.Add(Line{X1: x, Y1: ry, X2: x + part.W(), Y2: ry, Color: gsInk, LineW: 0.5})
			}
			ry += part.RowHeight(i)
		}
		s.y = part.Y + part.H()
		next += n
		if next >= len(rows) {
			return
		}
		s.newPage()
	}
}

// gameTables prints the game's own tables (engine.Tabled) after the log.
func (s *gameSheet) gameTables() {
	t, ok := s.g.Match.(engine.Tabled)
	if !ok {
		return
	}
	for _, tb := range t.SheetTables() {
		cols := make([]Column, len(tb.Columns))
		fill := len(cols) - 1
		for i, c := range tb.Columns {
			cols[i] = Column{Header: c.Title, Align: Center, Bold: c.Bold}
			if c.Align == "left" {
				cols[i].Align = Left
			}
			if c.Fill {
				fill = i
			}
		}
		tbl := gsTable(s.left(), 0, cols, tb.Rows, s.width(), fill)
		tbl.Rules = gsRule.Ptr()
		s.room(gsSection + gsTitleH + tbl.H())
		y := s.y + gsSection - 2
		sectionTitle(s.page, s.left(), y, s.width(), tb.Title)
		tbl.Y = y + gsTitleH + 1
		s.page.Add(tbl)
		s.y = tbl.Y + tbl.H()
	}
}

// possOf is the possession log row r belongs to, in s.poss.
func (s *gameSheet) possOf(r int) int {
	return min(max(s.g.Match.RowPossession(r), 0), len(s.poss)-1)
}

// logTitle draws the log pages' title at y with what the chart and the
// log show, in small type on its right (or under it, on a page too narrow
// for that), and returns the y below.
func (s *gameSheet) logTitle(y float64, title string) float64 {
	x, w := s.left(), s.width()
	home, away := s.teams.Abbrev(engine.Home), s.teams.Abbrev(engine.Away)
	sectionTitle(s.page, x, y, w, title)
	legend := strings.NewReplacer("{home}", home, "{away}", away).Replace(s.words.Legend)
	y += gsTitleH + 1
	if !titleNote(s.page, x, y-gsTitleH-1, w, title, legend, 4.5) {
		items, h := noteParagraph(x, y, w, legend)
		s.page.Add(items...)
		y += h + 1
	}
	return y
}

// signatures draws a signature line for each coach.
func (s *gameSheet) signatures() {
	s.room(gsSignH)
	x, w := s.left(), s.width()
	y := s.y + 2
	p := s.page
	colW := (w - 2*gsGap) / 2
	for i, side := range engine.Sides {
		cx := x + float64(i)*(colW+2*gsGap)
		key := "home-coach"
		if side == engine.Away {
			key = "away-coach"
		}
		who := s.teams[side].Name + " coach"
		if v, ok := s.g.Record.Get(key); ok && v != "" {
			who += ": " + v
		}
		p.Add(Line{X1: cx, Y1: y + 8, X2: cx + colW*0.7, Y2: y + 8, Color: gsInk, LineW: 0.3})
		p.Add(Line{X1: cx + colW*0.75, Y1: y + 8, X2: cx + colW, Y2: y + 8, Color: gsInk, LineW: 0.3})
		// The whole name, never cut: smaller type, then a second line.
		label, lw := "Signature, "+who, colW*0.7
		if f := Fit(Regular(7.5), label, lw, 6); TextWidth(f, label) <= lw {
			p.Add(Text{X: cx, Y: y + 9, W: lw, H: 4, S: label, Font: f, Color: gsMuted})
		} else {
			items, _ := Paragraph(cx, y+9, lw, 2.8, Regular(6), Left, label)
			p.Add(muted(items)...)
		}
		p.Add(Text{X: cx + colW*0.75, Y: y + 9, W: colW * 0.25, H: 4, S: "Date", Font: Regular(7.5), Color: gsMuted})
	}
	s.y = y + gsSignH - 2
}
