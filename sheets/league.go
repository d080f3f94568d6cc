package sheets

import (
	"fmt"
	"strings"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/league"
)

// The league report: the standings (by division when the league has
// them), the head-to-head grid, the results, the leaders and the coaches'
// records, on landscape pages like the scoresheets that follow it in the
// booklet (Append).

// LeagueReport lays out a league's report. With night set (YYYY-MM-DD) it
// is that night's report: the results are the night's games, the rest is
// the league through that night.
func LeagueReport(rep *league.Report, paper Paper, night string) *Document {
	title := rep.Title()
	if night != "" {
		title = NightTitle(rep, night)
	}
	s := &flow{paper: Landscape(paper)}
	s.doc = &Document{Title: title, Subject: "fourthdown league report", Paper: s.paper}
	s.header = func() {
		p, x, w := s.page, s.left(), s.width()
		p.Add(Text{X: x, Y: s.y, W: w, H: 6, S: title, Font: Fit(BoldFont(12), title, w, 7)})
		p.Add(Line{X1: x, Y1: s.y + 7.5, X2: x + w, Y2: s.y + 7.5, Color: gsInk, LineW: 0.4})
		s.y += gsCompactH
	}
	s.newPage()
	x, w := s.left(), s.width()
	s.page.Add(Text{X: x, Y: s.y, W: w, H: 9, S: title, Font: Fit(BoldFont(18), title, w, 9)})
	s.y += 10
	sub := leagueSubtitle(rep, night)
	s.page.Add(Text{X: x, Y: s.y, W: w, H: 4.5, S: sub, Font: Fit(Regular(9), sub, w, 6), Color: gsMuted})
	s.y += 6
	s.page.Add(Line{X1: x, Y1: s.y, X2: x + w, Y2: s.y, Color: gsInk, LineW: 0.4})
	s.y += 1

	// The coaches' records, a short table, follow the standings: last,
	// they could land on a page of their own.
	standingsBlocks(s, rep)
	coachesBlock(s, rep)
	gridBlock(s, rep)
	resultsBlock(s, rep, night)
	leadersBlock(s, rep)
	leftOutBlock(s, rep)
	s.footers("Printed by fourthdown from the game records")
	return s.doc
}

// NightTitle is the title of a game night's report: "Game night
// 2026-11-26 — 4th Down" (the game its records play), the league's name
// and season before the game when the league has them ("Game night 2026-11-26 — Tuesday League,
// season 2026: 4th Down").
func NightTitle(rep *league.Report, night string) string {
	var what []string
	if n := rep.Name(); n != "League" {
		what = append(what, n)
	}
	if se := rep.Season(); se != "" {
		what = append(what, "season "+se)
	}
	w := strings.Join(what, ", ")
	if rep.Kind != nil {
		if w != "" {
			w += ": "
		}
		w += rep.Kind.Title()
	}
	if w == "" {
		return "Game night " + night
	}
	return "Game night " + night + " — " + w
}

// leagueSubtitle says what the report counts.
func leagueSubtitle(rep *league.Report, night string) string {
	parts := []string{fmt.Sprintf("%d finished games", len(rep.Games))}
	if len(rep.Games) == 1 {
		parts[0] = "1 finished game"
	}
	if n := len(rep.Games); n > 0 {
		if a, b := rep.Games[0].Date, rep.Games[n-1].Date; a != "" && b != "" && a != b {
			parts = append(parts, "from "+a+" to "+b)
		} else if a != "" && a == b {
			parts = append(parts, "on "+a)
		}
	}
	if night != "" {
		parts = append(parts, "standings through the night of "+night)
	}
	if n := len(rep.Unfinished); n > 0 {
		parts = append(parts, fmt.Sprintf("%d unfinished (not counted)", n))
	}
	parts = append(parts, "tie-breakers: "+strings.Join(rep.Config.Order(), ", "))
	return strings.Join(parts, "  ·  ")
}

// section starts a titled section with room for need mm below its title.
func (s *flow) section(title string, need float64) {
	s.room(gsSection + gsTitleH + need)
	s.y += gsSection - 2
	sectionTitle(s.page, s.left(), s.y, s.width(), title)
	s.y += gsTitleH + 1
}

// standingsBlocks draws the standings, one table per division.
func standingsBlocks(s *flow, rep *league.Report) {
	tables := rep.Tables()
	if len(tables) == 0 {
		s.section("Standings", 6)
		s.page.Add(Text{X: s.left(), Y: s.y, W: s.width(), H: 5, S: league.NoGames, Font: Regular(9.5)})
		s.y += 6
		return
	}
	align := map[string]Align{"Team": Left, "Abbr": Left, "Streak": Center, "Home": Center, "Away": Center}
	var cols []Column
	for _, h := range league.TableHeader {
		a, ok := align[h]
		if !ok {
			a = Right
		}
		cols = append(cols, Column{Header: h, Align: a, Bold: h == "Team"})
	}
	// One set of column widths for every division, so the tables line up.
	var rows [][]string
	for _, t := range tables {
		rows = append(rows, t.Rows...)
	}
	widths := gsBigTable(0, 0, cols, rows).Columns
	for _, tb := range tables {
		t := gsBigTable(s.left(), 0, widths, tb.Rows)
		t.Columns = widths
		s.section(tb.Title, t.H())
		t.Y = s.y
		s.page.Add(t)
		// A swatch of the team's colour (league.yaml) left of the table.
		for j, st := range tb.Teams {
			if c, err := league.ParseColour(st.Colour); err == nil && st.Colour != "" {
				col := RGB(c[0], c[1], c[2])
				s.page.Add(Rect{X: s.left() - 3, Y: t.Y + t.HeaderH + float64(j)*t.RowH + 0.6, W: 2, H: t.RowH - 1.2, Fill: col.Ptr()})
			}
		}
		s.y += t.H()
	}
}

// gridBlock draws the head-to-head grid: each cell is the row team's
// won-lost(-tied) against the column team.
func gridBlock(s *flow, rep *league.Report) {
	if len(rep.Games) == 0 {
		return
	}
	cols := []Column{{Header: "", Bold: true}}
	for _, st := range rep.Standings {
		cols = append(cols, Column{Header: st.Abbrev, Align: Center})
	}
	var rows [][]string
	for i, row := range rep.Grid() {
		rows = append(rows, append([]string{rep.Standings[i].Team + " (" + rep.Standings[i].Abbrev + ")"}, row...))
	}
	t := gsTableIn(s.left(), 0, cols, rows, 0, -1, Regular(8.5), BoldFont(8), 4.8, 5.5)
	t.ColRules = gsRule.Ptr()
	if t.W() > s.width() {
		t = gsTableIn(s.left(), 0, cols, rows, 0, -1, Regular(6.5), BoldFont(6.5), 3.8, 4.5)
		t.ColRules = gsRule.Ptr()
	}
	s.section("Head to head (the row team's won-lost against the column team)", t.HeaderH+3*t.RowH)
	t.Y = s.y
	s.flowTable(t, s.width(), "Head to head (continued)", 0)
}

// resultsBlock lists the games counted (the night's, for a night report).
func resultsBlock(s *flow, rep *league.Report, night string) {
	var rows [][]string
	sites := false
	for _, g := range rep.Games {
		if night != "" && !rep.OnNight(g, night) {
			continue
		}
		sites = sites || g.Site != ""
		date := g.Date
		if date == "" {
			date = "(no date)"
		}
		winner := "tie"
		if !g.Tie {
			winner = g.Team[g.Winner]
		}
		rows = append(rows, []string{date, g.Team[engine.Away], fmt.Sprint(g.Score[engine.Away]),
			g.Team[engine.Home], fmt.Sprint(g.Score[engine.Home]), winner, g.Site})
	}
	title := "Results"
	if night != "" {
		title = "Results of " + night
	}
	if len(rows) == 0 {
		return
	}
	cols := []Column{{Header: "Date"}, {Header: "Away"}, {Header: "", Align: Right, Bold: true},
		{Header: "Home"}, {Header: "", Align: Right, Bold: true}, {Header: "Won"}, {Header: "Site"}}
	w, grow := s.width(), 6
	if !sites {
		cols = cols[:6]
		for i := range rows {
			rows[i] = rows[i][:6]
		}
		w, grow = 0, -1
	}
	t := gsTableIn(s.left(), 0, cols, rows, w, grow, Regular(8.5), BoldFont(8), 4.8, 5.5)
	s.section(title, t.HeaderH+3*t.RowH)
	t.Y = s.y
	s.flowTable(t, s.width(), title+" (continued)", 0)
}

// leadersBlock draws the leader categories three across.
func leadersBlock(s *flow, rep *league.Report) {
	leaders := rep.Leaders()
	if len(rep.Games) == 0 || len(leaders) == 0 {
		return
	}
	const across = 3
	colW := (s.width() - float64(across-1)*gsGap) / across
	var tables []Table
	for _, l := range leaders {
		var rows [][]string
		for i, r := range l.Rows {
			rows = append(rows, []string{fmt.Sprint(i + 1), r.Team, r.Text})
		}
		cols := []Column{{Header: "", Align: Right}, {Header: l.Title, Bold: true}, {Header: "", Align: Right}}
		t := gsTableIn(0, 0, cols, rows, colW, 1, Regular(8.5), BoldFont(8), 4.6, 5.5)
		tables = append(tables, t)
	}
	first := true
	for i := 0; i < len(tables); i += across {
		h := 0.0
		for _, t := range tables[i:min(i+across, len(tables))] {
			h = max(h, t.H())
		}
		if first {
			s.section("Leaders", h)
			first = false
		} else {
			s.room(h + 3)
			s.y += 3
		}
		for j, t := range tables[i:min(i+across, len(tables))] {
			s.page.Add(t.Translate(s.left()+float64(j)*(colW+gsGap), s.y))
		}
		s.y += h
	}
}

// coachesBlock lists each coach's record.
func coachesBlock(s *flow, rep *league.Report) {
	cs := rep.Coaches()
	if len(cs) == 0 {
		return
	}
	var rows [][]string
	for _, c := range cs {
		rows = append(rows, []string{c.Coach, fmt.Sprint(c.Games()), c.Record.String(), league.PctText(c.Pct()), strings.Join(c.Teams, ", ")})
	}
	cols := []Column{{Header: "Coach", Bold: true}, {Header: "GP", Align: Right}, {Header: "W-L-T", Align: Center}, {Header: "Pct", Align: Right}, {Header: "Teams"}}
	t := gsTableIn(s.left(), 0, cols, rows, s.width(), 4, Regular(8.5), BoldFont(8), 4.8, 5.5)
	s.section("Coaches", t.HeaderH+3*t.RowH)
	t.Y = s.y
	s.flowTable(t, s.width(), "Coaches (continued)", 0)
}

// leftOutBlock lists the unfinished games and the records not counted.
func leftOutBlock(s *flow, rep *league.Report) {
	var lines []string
	for _, g := range rep.Unfinished {
		lines = append(lines, fmt.Sprintf("Unfinished: %s (%s)", league.UnfinishedText(g), g.File))
	}
	for _, l := range rep.LeftOutLines() {
		lines = append(lines, "Not counted: "+l)
	}
	if len(lines) == 0 {
		return
	}
	f := Regular(8)
	first := true
	for _, l := range lines {
		wrapped := Wrap(f, l, s.width())
		h := float64(len(wrapped)) * 3.8
		if first {
			s.section("Unfinished and not counted", h)
			first = false
		} else {
			s.room(h)
		}
		for _, wl := range wrapped {
			s.page.Add(Text{X: s.left(), Y: s.y, W: s.width(), H: 3.8, S: wl, Font: f})
			s.y += 3.8
		}
	}
}

// Append adds the pages of more documents (on the same paper) to d: a
// booklet of a report and scoresheets.
func (d *Document) Append(more ...*Document) error {
	for _, m := range more {
		if m.Paper != d.Paper {
			return fmt.Errorf("cannot bind %q (%s) into %q (%s): the papers differ", m.Title, m.Paper.Name, d.Title, d.Paper.Name)
		}
		d.Pages = append(d.Pages, m.Pages...)
	}
	return nil
}
